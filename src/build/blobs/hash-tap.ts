import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through while hashing and counting them, so a digest costs no second read. */
export class HashTap extends Transform {
  private readonly hash: Hash = createHash('sha256');
  bytes = 0;

  constructor(private readonly onBytes?: (count: number) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    this.onBytes?.(chunk.length);
    callback(null, chunk);
  }

  /** `sha256:<hex>`; valid once the stream has ended. */
  digest(): string {
    return `sha256:${this.hash.copy().digest('hex')}`;
  }
}
