import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Headers, Pack } from 'tar-stream';
import { SealosError } from '../../errors.js';
import type { BlobStore } from '../../image/store/blob-store.js';
import type { Logger } from '../../log/logger.js';
import { Progress } from '../../log/progress.js';
import { Coalesce } from '../blobs/coalesce.js';
import { HashTap } from '../blobs/hash-tap.js';
import { ProgressTap } from '../blobs/progress-tap.js';
import type { LayerEntry } from '../context/copy-plan.js';
import { addEntry, packTar } from '../pack-tar.js';

/** A layer blob in the store: `digest` of the gzip bytes, `diffId` of the tar inside. */
export interface LayerBlob {
  digest: string;
  diffId: string;
  size: number;
  uncompressedSize: number;
}

export interface LayerOptions {
  store: BlobStore;
  /** gzip level 0–9. */
  level: number;
  /** Seconds since the epoch for every entry (SOURCE_DATE_EPOCH). */
  mtime: number;
  logger: Logger;
  /** Name for progress lines. */
  label: string;
  /** Layers at least this big (uncompressed bytes) report progress. */
  progressThreshold?: number;
}

/**
 * Bytes per read, per write into zlib and per zlib output chunk (zlib's default is 16 KiB). Not at level 0:
 * there zlib cuts its stored blocks by the sizes of its input and output chunks, so other sizes would change
 * the digest of a level-0 layer against earlier builds.
 */
const CHUNK = 256 * 1024;

/**
 * Files up to this size are read whole, without a stream each: a context is mostly small files (manifests,
 * charts), and per-file stream set-up costs more than the bytes. 64 KiB is one read of a file stream, so the
 * bytes reach zlib cut as a stream cuts them and level-0 digests do not depend on the file's size.
 */
const SMALL_FILE = 64 * 1024;

class LayerError extends SealosError {}

/**
 * Writes one layer in a single read of its files: tar entries → sha256 (diff_id) → gzip → sha256 (digest) → a
 * temporary file, renamed to its digest. Nothing of the layer is held in memory. The tar is reproducible: entries
 * in the given (sorted) order, owner 0:0 without names, one fixed mtime; gzip has a fixed header.
 */
export async function writeLayer(entries: LayerEntry[], options: LayerOptions): Promise<LayerBlob> {
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  const progress =
    total >= (options.progressThreshold ?? 64 * 1024 * 1024)
      ? new Progress(options.logger, options.label, total)
      : undefined;
  const mtime = new Date(options.mtime * 1000);
  const diff = new HashTap();
  const compressed = new HashTap();
  const temporary = await options.store.temporaryPath();
  const chunked = options.level > 0;

  const fill = async (tar: Pack): Promise<void> => {
    for (const entry of entries) {
      const header: Headers = {
        name: entry.type === 'directory' ? `${entry.path}/` : entry.path,
        type: entry.type,
        mode: entry.mode,
        uid: 0,
        gid: 0,
        mtime,
        size: entry.type === 'file' ? entry.size : 0,
        ...(entry.linkTarget !== undefined ? { linkname: entry.linkTarget } : {}),
      };
      if (entry.type !== 'file' || !entry.source) {
        await addEntry(tar, header);
        continue;
      }
      const failed = (cause: unknown): never => {
        throw new LayerError(
          `${options.label}: reading ${entry.source} failed (did it change during the build?)`,
          {
            file: entry.source,
            phase: 'build',
            cause,
          },
        );
      };
      if (entry.size <= SMALL_FILE) {
        const content = await readFile(entry.source).catch(failed);
        if (content.length !== entry.size)
          failed(new Error(`${content.length} bytes read, ${entry.size} bytes when the build was planned`));
        progress?.add(content.length);
        await addEntry(tar, header, content);
        continue;
      }
      const sink = tar.entry(header);
      const content = createReadStream(entry.source, chunked ? { highWaterMark: CHUNK } : {});
      await (progress ? pipeline(content, new ProgressTap(progress), sink) : pipeline(content, sink)).catch(
        failed,
      );
    }
  };

  try {
    await packTar(fill, [
      ...(chunked ? [new Coalesce(CHUNK)] : []),
      diff,
      createGzip({ level: options.level, ...(chunked ? { chunkSize: CHUNK } : {}) }),
      new FixedGzipHeader(),
      compressed,
      createWriteStream(temporary, { highWaterMark: CHUNK }),
    ]);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const digest = compressed.digest();
  await options.store.commit(temporary, digest);
  progress?.finish();
  return { digest, diffId: diff.digest(), size: compressed.bytes, uncompressedSize: diff.bytes };
}

/**
 * zlib writes the operating system into byte 9 of the gzip header (3 on Linux, another value on macOS), which would
 * make the digest depend on the build machine; it is set to 255 ("unknown"), as Go's compress/gzip writes.
 */
class FixedGzipHeader extends Transform {
  private seen = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.seen <= 9 && this.seen + chunk.length > 9) {
      const copy = Buffer.from(chunk);
      copy[9 - this.seen] = 255;
      this.seen += chunk.length;
      callback(null, copy);
      return;
    }
    this.seen += chunk.length;
    callback(null, chunk);
  }
}
