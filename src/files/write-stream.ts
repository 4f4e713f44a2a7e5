import { randomBytes } from 'node:crypto';
import { createWriteStream, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams `content` to `target` through a `.partial` file beside it, renamed into place at the end, so a reader
 * never sees half a file and a failed stream leaves nothing behind. Returns the bytes written.
 */
export async function writeStreamAtomically(target: string, content: Readable): Promise<number> {
  await mkdir(dirname(target), { recursive: true });
  return replaceAtomically(target, async (temporary) => {
    const file = createWriteStream(temporary);
    await pipeline(content, file);
    return file.bytesWritten;
  });
}

/**
 * Writes `content` to `target` through a `.partial` file beside it, renamed into place: a reader sees the old file
 * or the new one, never half of one, and a failed write leaves nothing behind. `mode`: the file's permissions
 * from its first byte (a secret is never readable by others, not even for a moment). `durable`: the data reaches
 * the disk before the rename, so that after a crash the file under its name is whole (saved state).
 */
export async function writeFileAtomically(
  target: string,
  content: string | Buffer,
  options: { mode?: number; durable?: boolean } = {},
): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await replaceAtomically(target, async (temporary) => {
    const file = await open(temporary, 'wx', options.mode ?? 0o666);
    try {
      await file.writeFile(content);
      if (options.durable) await file.sync();
    } finally {
      await file.close();
    }
  });
}

/**
 * Runs `write` on a `.partial` file beside `target`, then renames it into place: a reader sees the old file or the
 * new one, never half of one, and a failed write leaves nothing behind. The name is unique (a random part), so two
 * writers of the same target never share one. The folder must exist.
 */
export async function replaceAtomically<T>(
  target: string,
  write: (temporary: string) => Promise<T>,
): Promise<T> {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const result = await write(temporary);
    await rename(temporary, target);
    return result;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
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
  await mkdir(dirname(target), { recursive: true });
  return replaceAtomically(target, (temporary) => writeChunks(temporary, fill, options.durable));
}

async function writeChunks(
  temporary: string,
  fill: (write: (chunk: Buffer) => void) => Promise<unknown>,
  durable: boolean,
): Promise<number> {
  const file = await open(temporary, 'w');
  let written = 0;
  // While a durable file is written, what is written so far goes to disk every `syncEvery` bytes in the
  // background, so that the last sync has little left to wait for. A failed sync fails the file.
  let syncing: Promise<void> | undefined;
  let syncError: unknown;
  let unsynced = 0;
  try {
    await fill((chunk) => {
      for (let at = 0; at < chunk.length; ) at += writeSync(file.fd, chunk, at);
      written += chunk.length;
      unsynced += chunk.length;
      if (durable && unsynced >= syncEvery && !syncing) {
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
    if (durable) {
      await syncing;
      if (syncError) throw syncError;
      await file.datasync();
    }
  } finally {
    await syncing;
    await file.close();
  }
  return written;
}
