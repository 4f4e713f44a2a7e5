import { createWriteStream } from 'node:fs';
import { chmod, lchown, link, lutimes, mkdir, readdir, rm, symlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib, { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { fileErrorWords, shorten } from '../errors.js';
import type { Logger } from '../log/logger.js';
import {
  lstatOrUndefined,
  RootPathError,
  reachedWithoutLinks,
  resolveInRoot,
} from '../untrusted-tree/resolve.js';
import { UnpackError } from './errors.js';

export interface UnpackOptions {
  /** Set uid/gid from the tar headers (only root can). Default: when running as root. */
  preserveOwnership?: boolean;
  logger?: Logger;
  /** Names the layer in errors and warnings, e.g. its digest. */
  layerName?: string;
}

const whiteoutPrefix = '.wh.';
const opaqueMarker = '.wh..wh..opq';

/**
 * A tar entry name as path parts inside the root. `./a/b/`, `/a/b` and `a//b` are all `a/b`; a `..` part is
 * refused, because a layer must not write outside the folder it is unpacked into.
 */
function entryParts(name: string, layer: string): string[] {
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..'))
    throw new UnpackError(`layer ${layer}: entry "${name}" has a ".." path part`, { file: name });
  return parts;
}

/** Linux's limits: one path part (NAME_MAX) and a whole path (PATH_MAX, with its NUL), in bytes. */
const maxNameBytes = 255;
const maxPathBytes = 4095;

/** An entry name as a message quotes it: whole up to 1,024 characters (four times NAME_MAX), cut beyond. */
function shownName(name: string): string {
  return JSON.stringify(shorten(name, 1024));
}

/**
 * Why applying one entry failed, as an UnpackError naming the layer and the entry; undefined for a failure of
 * the tar stream itself (cut short, a bomb), which the feeding side reports better. Without this, the file
 * system's error was lost behind the "Premature close" of the extractor it stopped.
 */
function entryFailure(error: unknown, name: string, state: LayerState): UnpackError | undefined {
  if (error instanceof UnpackError) return error;
  const where = `layer ${state.layer}: entry ${shownName(name)}`;
  // resolveInRoot's one RootPathError is its cap of 40 links on the way: the kernel's ELOOP, in its words.
  if (error instanceof RootPathError)
    return new UnpackError(`${where}: too many levels of symbolic links (a link loop)`, {
      file: name,
      cause: error,
    });
  const words = fileErrorWords(error);
  if (words === undefined) return undefined;
  // Parts and link targets were checked before; what is left too long is the whole path on this runner.
  const reason =
    (error as NodeJS.ErrnoException).code === 'ENAMETOOLONG'
      ? `the path under ${state.root} is longer than ${maxPathBytes} bytes`
      : words;
  return new UnpackError(`${where}: ${reason}`, { file: name, cause: error });
}

/** The first `size` bytes of a stream, put back so the stream still yields everything. */
function peek(stream: Readable, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error?: Error) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', finish);
      if (error) {
        reject(error);
        return;
      }
      const head = Buffer.concat(chunks);
      stream.unshift(head);
      resolve(head);
    };
    const onReadable = () => {
      while (length < size) {
        const chunk: Buffer | null = stream.read();
        if (chunk === null) break;
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= size) finish();
    };
    const onEnd = () => finish(new Error(`ended after ${length} bytes`));
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', finish);
  });
}

const zstdMagic = 0xfd2fb528;

// Node 22.15+ (the Actions runners' Node 24) has zstd in zlib; Node 20 does not. @types/node 20 lacks it.
const createZstdDecompress = (zlib as unknown as { createZstdDecompress?: () => Transform })
  .createZstdDecompress;

/** The decompressor a layer needs by its first bytes: none for plain tar; an error when Node lacks zstd. */
function decompressorFor(head: Buffer, layer: string): Transform | UnpackError | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return createGunzip();
  if (head.readUInt32LE(0) !== zstdMagic) return undefined;
  if (createZstdDecompress) return createZstdDecompress();
  return new UnpackError(
    `layer ${layer} is zstd-compressed, which this Node.js (${process.version}) cannot decompress`,
  );
}

/**
 * A compressed layer may expand at most this much: gzip of real files (binaries, text, tarballs) stays far
 * below 20×; a stream of zeros reaches 1000× (gzip) or far more (zstd), which only a bomb has. The floor lets
 * a small layer with one padded file through.
 */
const maxExpansionRatio = 200;
const expansionFloorBytes = 16 * 1024 * 1024;

/**
 * The decompressor between two counters: the layer is cut off with a clear error once what comes out exceeds
 * the floor plus `maxExpansionRatio` times what went in, before a bomb fills the disk.
 */
function expansionLimit(decompressor: Transform, layer: string): [Transform, Transform, Transform] {
  let compressed = 0;
  let expanded = 0;
  const counter = new PassThrough();
  counter.on('data', (chunk: Buffer) => {
    compressed += chunk.length;
  });
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      expanded += chunk.length;
      if (expanded > expansionFloorBytes + maxExpansionRatio * compressed) {
        done(
          new UnpackError(
            `layer ${layer} expands beyond ${maxExpansionRatio}× its compressed size ` +
              `(${expanded} bytes from ${compressed}): refused as a decompression bomb`,
          ),
        );
        return;
      }
      done(null, chunk);
    },
  });
  return [counter, decompressor, limit];
}

/** Per-layer bookkeeping: what this layer wrote (opaque dirs keep those) and directory modes to set last. */
interface LayerState {
  root: string;
  layer: string;
  written: Set<string>;
  /** Folder path → its mode and mtime, in the order of each folder's last entry (a later entry wins). */
  directories: Map<string, { mode: number; mtime: Date }>;
  preserveOwnership: boolean;
  logger?: Logger;
}

async function setOwner(path: string, header: tar.Headers, state: LayerState): Promise<void> {
  if (state.preserveOwnership) await lchown(path, header.uid ?? 0, header.gid ?? 0);
}

async function removeExisting(path: string, keepDirectory: boolean): Promise<void> {
  const stat = await lstatOrUndefined(path);
  if (!stat || (keepDirectory && stat.isDirectory())) return;
  await rm(path, { recursive: true, force: true });
}

/** `.wh..wh..opq` hides what lower layers put in its folder; `.wh.name` hides `name`. */
async function applyWhiteout(
  header: tar.Headers,
  base: string,
  dirParts: string[],
  state: LayerState,
): Promise<void> {
  const { root, layer } = state;
  if (base === opaqueMarker) {
    const dir = (await resolveInRoot(root, dirParts, { create: true, last: 'folder' }))!;
    // An opaque directory hides what lower layers put in it; what this layer wrote there stays.
    for (const child of await readdir(dir)) {
      if (!state.written.has([...dirParts, child].join('/')))
        await rm(join(dir, child), { recursive: true, force: true });
    }
    return;
  }
  const hidden = base.slice(whiteoutPrefix.length);
  if (hidden === '' || hidden === '.' || hidden === '..') {
    throw new UnpackError(`layer ${layer}: whiteout "${header.name}" names no file`, {
      file: header.name,
    });
  }
  // Nothing to hide when a lower layer never made the directory.
  const dir = await resolveInRoot(root, dirParts, { last: 'folder' });
  if (dir) await rm(join(dir, hidden), { recursive: true, force: true });
}

async function makeSymlink(header: tar.Headers, path: string, state: LayerState): Promise<void> {
  // Any target is kept as the image has it: no stage follows a link of the tree outside it (untrusted-tree/).
  const target = header.linkname ?? '';
  if (Buffer.byteLength(target) > maxPathBytes)
    throw new UnpackError(
      `layer ${state.layer}: entry ${shownName(header.name)}: link target longer than ${maxPathBytes} bytes`,
      { file: header.name },
    );
  await removeExisting(path, false);
  await symlink(target, path);
  await setOwner(path, header, state);
  const mtime = header.mtime ?? new Date(0);
  await lutimes(path, mtime, mtime);
}

/** A hard link to a file this tree already holds (never a folder, never outside the root). */
async function makeHardLink(
  header: tar.Headers,
  name: string,
  path: string,
  state: LayerState,
): Promise<void> {
  const { root, layer } = state;
  const targetParts = entryParts(header.linkname ?? '', layer);
  if (targetParts.length === 0)
    throw new UnpackError(`layer ${layer}: hard link ${name} has no target`, { file: name });
  const target = await resolveInRoot(root, targetParts);
  const targetStat = target && (await lstatOrUndefined(target));
  if (!target || !targetStat || targetStat.isDirectory()) {
    throw new UnpackError(`layer ${layer}: hard link ${name} -> ${header.linkname}: no such file`, {
      file: name,
    });
  }
  if (target !== path) {
    await removeExisting(path, false);
    await link(target, path);
  }
}

async function applyEntry(header: tar.Headers, content: Readable, state: LayerState): Promise<void> {
  const { root, layer } = state;
  const parts = entryParts(header.name, layer);
  if (parts.length === 0) {
    content.resume();
    return;
  }
  // Checked before any file is touched, so the message says which limit, not the kernel's "name too long".
  const longPart = parts.find((part) => Buffer.byteLength(part) > maxNameBytes);
  if (longPart !== undefined)
    throw new UnpackError(
      `layer ${layer}: entry ${shownName(header.name)}: name longer than ${maxNameBytes} bytes ` +
        `(${Buffer.byteLength(longPart)} bytes in one path part)`,
      { file: header.name },
    );
  const base = parts[parts.length - 1]!;
  const dirParts = parts.slice(0, -1);
  const name = parts.join('/');

  if (base.startsWith(whiteoutPrefix)) {
    content.resume();
    await applyWhiteout(header, base, dirParts, state);
    return;
  }

  const dir = (await resolveInRoot(root, dirParts, { create: true, last: 'folder' }))!;
  const path = join(dir, base);
  const mode = (header.mode ?? 0o644) & 0o7777;
  const mtime = header.mtime ?? new Date(0);
  switch (header.type) {
    case 'directory': {
      content.resume();
      await removeExisting(path, true);
      // Writable while the layer fills it; the real mode is set when the layer is done.
      await mkdir(path, { recursive: true, mode: 0o700 });
      await chmod(path, mode | 0o700);
      await setOwner(path, header, state);
      state.directories.delete(path);
      state.directories.set(path, { mode, mtime });
      break;
    }
    case 'file':
    case 'contiguous-file': {
      await removeExisting(path, false);
      // Read through its iterator: an entry tar-stream failed before we got to it (cut short) then fails here
      // too, where piping the stream itself would wait for events already past.
      await pipeline(
        (async function* () {
          yield* content;
        })(),
        createWriteStream(path, { mode: 0o600 }),
      );
      await setOwner(path, header, state);
      await chmod(path, mode);
      await utimes(path, mtime, mtime);
      break;
    }
    case 'symlink': {
      content.resume();
      await makeSymlink(header, path, state);
      break;
    }
    case 'link': {
      content.resume();
      await makeHardLink(header, name, path, state);
      break;
    }
    default: {
      content.resume();
      state.logger?.warn(`layer ${layer}: skipped ${name} (${header.type} entries are not unpacked)`);
      return;
    }
  }
  state.written.add(name);
}

/**
 * Unpacks one layer (gzip or plain tar, streamed) over `root`, applying OCI whiteouts (`.wh.name`) and opaque
 * directories (`.wh..wh..opq`), modes, symlinks and hard links. Layers are applied in order, one call each.
 */
export async function unpackLayer(root: string, layer: Readable, options: UnpackOptions = {}): Promise<void> {
  const state: LayerState = {
    root,
    layer: options.layerName ?? 'layer',
    written: new Set(),
    directories: new Map(),
    preserveOwnership: options.preserveOwnership ?? process.getuid?.() === 0,
    ...(options.logger && { logger: options.logger }),
  };
  await mkdir(root, { recursive: true });
  // Compression is read from the content, not the media type: gzip, zstd (where Node has it) or plain tar.
  const head = await peek(layer, 4).catch((cause: unknown) => {
    throw new UnpackError(`layer ${state.layer}: not a tar stream (${(cause as Error).message})`, { cause });
  });
  const decompressor = decompressorFor(head, state.layer);
  if (decompressor instanceof UnpackError) {
    layer.destroy();
    throw decompressor;
  }
  const extract = tar.extract();
  const feeding = decompressor
    ? pipeline(layer, ...expansionLimit(decompressor, state.layer), extract)
    : pipeline(layer, extract);
  // A stream that ends too early (a size that lies) fails the feeding side; the entry being written would
  // wait for the rest forever unless it is failed too.
  let current: Readable | undefined;
  let fedError: Error | undefined;
  feeding.catch((error: unknown) => {
    fedError = error as Error;
    current?.destroy(fedError);
  });
  try {
    for await (const entry of extract) {
      current = entry;
      if (fedError) entry.destroy(fedError);
      try {
        await applyEntry(entry.header, entry, state);
      } catch (error) {
        throw entryFailure(error, entry.header.name, state) ?? error;
      }
      current = undefined;
    }
  } catch (error) {
    // The feeding side's own failure (a bomb cut off, a stream cut short) says more than the entry's.
    extract.destroy();
    layer.destroy();
    await feeding.catch(() => {});
    // Read only once the feeding side settled: which side notices a cut stream first differs between Node
    // versions, and the feeding side's reason is the one that names it.
    const fed = fedError;
    const reason = error instanceof UnpackError || !fed ? error : fed;
    throw reason instanceof UnpackError
      ? reason
      : new UnpackError(`layer ${state.layer}: ${(reason as Error).message}`, { cause: reason });
  }
  await feeding;
  for (const [path, { mode, mtime }] of [...state.directories].reverse()) {
    // A later entry may have swapped the folder, or one above it, for a link: its mode would land wherever
    // that link points. Only a folder still reached through real folders gets it.
    const stat = (await reachedWithoutLinks(root, path)) ? await lstatOrUndefined(path) : undefined;
    if (!stat?.isDirectory()) continue;
    await chmod(path, mode);
    await utimes(path, mtime, mtime);
  }
}
