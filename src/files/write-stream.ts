import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `content` to `target` through a `.partial` file beside it, renamed into place at the end, so a reader
 * never sees half a file and a failed stream leaves nothing behind. Returns the bytes written.
 */
export async function writeStreamAtomically(target: string, content: Readable): Promise<number> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const file = createWriteStream(temporary);
    await pipeline(content, file);
    await rename(temporary, target);
    return file.bytesWritten;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
