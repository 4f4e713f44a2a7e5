import { Transform, type TransformCallback } from 'node:stream';

/**
 * Gathers small writes into chunks of about `size` bytes. A tar is mostly 512-byte headers and padding between
 * file contents; each write into zlib is a round trip to the libuv threadpool, so fewer, bigger writes keep the
 * compressor busy instead of waiting on the main thread.
 */
export class Coalesce extends Transform {
  private parts: Buffer[] = [];
  private held = 0;

  constructor(private readonly size: number) {
    super({ highWaterMark: size });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.held === 0 && chunk.length >= this.size) {
      callback(null, chunk);
      return;
    }
    this.parts.push(chunk);
    this.held += chunk.length;
    if (this.held >= this.size) this.release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.held > 0) this.release();
    callback();
  }

  private release(): void {
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.held));
    this.parts = [];
    this.held = 0;
  }
}
