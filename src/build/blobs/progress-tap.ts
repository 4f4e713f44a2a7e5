import { Transform, type TransformCallback } from 'node:stream';
import type { Progress } from '../../log/progress.js';

/** Counts bytes for progress lines as they pass. */
export class ProgressTap extends Transform {
  constructor(private readonly progress: Progress) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.progress.add(chunk.length);
    callback(null, chunk);
  }
}
