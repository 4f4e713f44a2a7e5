import { Transform, type TransformCallback } from 'node:stream';

/**
 * Masks secrets in text as it streams, line by line: a secret never spans lines in command output (a
 * multi-line key is masked line by line, the way the logger registers its lines too), so holding back only
 * the unfinished last line is enough.
 */
export class MaskingStream extends Transform {
  private pending = '';

  constructor(private readonly mask: (text: string) => string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const text = this.pending + chunk.toString('utf8');
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      this.pending = text;
      done();
      return;
    }
    this.pending = text.slice(end + 1);
    done(null, this.mask(text.slice(0, end + 1)));
  }

  override _flush(done: TransformCallback): void {
    done(null, this.pending ? this.mask(this.pending) : undefined);
  }
}
