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
 * Passes bytes through unchanged and fails the stream at its end when their sha256 is not the expected one,
 * so a consumer that reaches `end` has verified content. With `expectedSize`, a length that differs fails
 * too (at once when the content runs over): a declared Content-Length must be exact.
 */
export class DigestVerifier extends Transform {
  private readonly hash: Hash = createHash('sha256');
  private length = 0;

  constructor(
    private readonly what: string,
    private readonly expected: string,
    private readonly context: ErrorContext = {},
    private readonly expectedSize?: number,
  ) {
    super();
    digestHex(expected);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.length += chunk.length;
    if (this.expectedSize !== undefined && this.length > this.expectedSize) {
      callback(this.sizeError());
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const actual = `sha256:${this.hash.digest('hex')}`;
    if (actual !== this.expected) {
      callback(new DigestMismatchError(this.what, this.expected, actual, this.context));
      return;
    }
    callback(this.expectedSize !== undefined && this.length !== this.expectedSize ? this.sizeError() : null);
  }

  private sizeError(): ImageFormatError {
    return new ImageFormatError(
      `${this.what}: content is ${this.length}${this.length > this.expectedSize! ? '+' : ''} bytes, expected ${this.expectedSize}`,
      this.context,
    );
  }
}
