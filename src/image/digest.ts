import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { ErrorContext } from '../errors.js';
import { DigestMismatchError, ImageFormatError } from './errors.js';

const sha256Digest = /^sha256:([a-f0-9]{64})$/;

export function sha256Of(bytes: Buffer | string): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** The hex part of a sha256 digest; anything else (sha512, junk) is refused, since every check here is sha256. */
export function digestHex(digest: string): string {
  const match = sha256Digest.exec(digest);
  if (!match) throw new ImageFormatError(`unsupported digest "${digest}": only sha256 is supported`);
  return match[1]!;
}

/**
 * The sha256 and length of content seen piece by piece, checked at the end against the digest it was addressed
 * by. With `expectedSize`, a length that differs fails too (at once when the content runs over): a declared
 * Content-Length must be exact.
 */
export class DigestCheck {
  private readonly hash: Hash = createHash('sha256');
  private length = 0;

  constructor(
    private readonly what: string,
    private readonly expected: string,
    private readonly context: ErrorContext = {},
    private readonly expectedSize?: number,
  ) {
    digestHex(expected);
  }

  /** Throws (ImageFormatError) as soon as the content runs over its size. */
  update(chunk: Buffer): void {
    this.hash.update(chunk);
    this.length += chunk.length;
    if (this.expectedSize !== undefined && this.length > this.expectedSize) throw this.sizeError();
  }

  /** The byte count; throws DigestMismatchError or ImageFormatError when the content is not the one expected. */
  finish(): number {
    const actual = `sha256:${this.hash.digest('hex')}`;
    if (actual !== this.expected)
      throw new DigestMismatchError(this.what, this.expected, actual, this.context);
    if (this.expectedSize !== undefined && this.length !== this.expectedSize) throw this.sizeError();
    return this.length;
  }

  private sizeError(): ImageFormatError {
    return new ImageFormatError(
      `${this.what}: content is ${this.length}${this.length > this.expectedSize! ? '+' : ''} bytes, expected ${this.expectedSize}`,
      this.context,
    );
  }
}

/**
 * Passes bytes through unchanged and fails the stream at its end when they are not the content expected
 * (DigestCheck), so a consumer that reaches `end` has verified content.
 */
export class DigestVerifier extends Transform {
  constructor(private readonly check: DigestCheck) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.check.update(chunk);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.check.finish();
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback();
  }
}
