import { randomBytes } from 'node:crypto';
import { createWriteStream, writeSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `content` to `target` through a `.partial` file beside it, renamed into place at the end, so a reader
 * never sees half a file and a failed stream leaves nothing behind. Returns the bytes written.
 */
export async function writeStreamAtomically(target: string, content: Readable): Promise<number> {
  const temporary = await partialFileFor(target);
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

/**
 * Writes `content` to `target` through a `.partial` file beside it, renamed into place: a reader sees the old file
 * or the new one, never half of one, and a failed write leaves nothing behind. `mode`: the file's permissions
 * from its first byte (a secret is never readable by others, not even for a moment).
 */
export async function writeFileAtomically(
  target: string,
  content: string | Buffer,
  options: { mode?: number } = {},
): Promise<void> {
  const temporary = await partialFileFor(target);
  try {
    await writeFile(temporary, content, options.mode === undefined ? {} : { mode: options.mode });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The `.partial` file beside `target` that a write goes to before its rename; its folder is made. */
async function partialFileFor(target: string): Promise<string> {
  await mkdir(dirname(target), { recursive: true });
  return `${target}.${randomBytes(6).toString('hex')}.partial`;
}

const syncEvery = 32 * 1024 * 1024;

/**
 * writeStreamAtomically for content that `fill` hands to `write` piece by piece. A piece is written before
 * `write` returns (synchronously: its producer may reuse the buffer); one syscall per piece, which the
 * producer makes large (direct-http.ts reads up to 1 MiB at a time). `durable`: the data reaches the disk
 * before the rename, so that after a crash a file under its final name is never empty or short
 * (containers/image's OCI layout syncs each blob the same way, `oci/layout/oci_dest.go` PutBlobWithOptions).
 */
export async function writeChunksAtomically(
  target: string,
  fill: (write: (chunk: Buffer) => void) => Promise<unknown>,
  options: { durable: boolean },
): Promise<number> {
  const temporary = await partialFileFor(target);
  const file = await open(temporary, 'w');
  let written = 0;
  // While a durable file is written, what is written so far goes to disk every `syncEvery` bytes in the
  // background, so that the last sync has little left to wait for. A failed sync fails the file.
  let syncing: Promise<void> | undefined;
  let syncError: unknown;
  let unsynced = 0;
  try {
    try {
      await fill((chunk) => {
        for (let at = 0; at < chunk.length; ) at += writeSync(file.fd, chunk, at);
        written += chunk.length;
        unsynced += chunk.length;
        if (options.durable && unsynced >= syncEvery && !syncing) {
          unsynced = 0;
          syncing = file
            .datasync()
            .catch((error: unknown) => {
              syncError ??= error;
            })
            .finally(() => {
              syncing = undefined;
            });
        }
      });
      if (options.durable) {
        await syncing;
        if (syncError) throw syncError;
        await file.datasync();
      }
    } finally {
      await syncing;
      await file.close();
    }
    await rename(temporary, target);
    return written;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
