import { createWriteStream } from 'node:fs';
import {
  chmod,
  lchown,
  link,
  lstat,
  lutimes,
  mkdir,
  readdir,
  readlink,
  rm,
  symlink,
  utimes,
} from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib, { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { Logger } from '../log/logger.js';
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
const maxSymlinkHops = 40;

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

/** Per-layer bookkeeping: what this layer wrote (opaque dirs keep those) and directory modes to set last. */
interface LayerState {
  root: string;
  layer: string;
  written: Set<string>;
  directories: { path: string; mode: number; mtime: Date }[];
  preserveOwnership: boolean;
  logger?: Logger;
}

async function lstatOrUndefined(path: string) {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The host path of a directory inside the root, following symlinks the way they resolve inside the image
 * (an absolute target starts again at the root, `..` stops at the root), so no link can lead outside.
 * With `create`, missing directories are made and a non-directory in the way is replaced; without it, a
 * missing directory gives undefined.
 */
async function resolveDirectory(
  root: string,
  parts: readonly string[],
  create: true,
  layer: string,
): Promise<string>;
async function resolveDirectory(
  root: string,
  parts: readonly string[],
  create: false,
  layer: string,
): Promise<string | undefined>;
async function resolveDirectory(
  root: string,
  parts: readonly string[],
  create: boolean,
  layer: string,
): Promise<string | undefined> {
  const resolved: string[] = [];
  const queue = [...parts];
  let hops = 0;
  while (queue.length > 0) {
    const part = queue.shift()!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      resolved.pop();
      continue;
    }
    const path = join(root, ...resolved, part);
    const stat = await lstatOrUndefined(path);
    if (stat?.isSymbolicLink()) {
      if (++hops > maxSymlinkHops)
        throw new UnpackError(`layer ${layer}: too many symlinks under ${parts.join('/')}`);
      const target = await readlink(path);
      if (target.startsWith('/')) resolved.length = 0;
      queue.unshift(...target.split('/'));
      continue;
    }
    if (!stat?.isDirectory()) {
      if (!create) return undefined;
      if (stat) await rm(path, { force: true });
      await mkdir(path, { mode: 0o755 });
    }
    resolved.push(part);
  }
  return join(root, ...resolved);
}

async function setOwner(path: string, header: tar.Headers, state: LayerState): Promise<void> {
  if (state.preserveOwnership) await lchown(path, header.uid ?? 0, header.gid ?? 0);
}

async function removeExisting(path: string, keepDirectory: boolean): Promise<void> {
  const stat = await lstatOrUndefined(path);
  if (!stat || (keepDirectory && stat.isDirectory())) return;
  await rm(path, { recursive: true, force: true });
}

/** A relative symlink target must stay inside the root when read from the link's own directory. */
function checkSymlinkTarget(dirParts: readonly string[], target: string, name: string, layer: string): void {
  if (target.startsWith('/')) return;
  let depth = dirParts.length;
  for (const part of target.split('/')) {
    if (part === '..') depth--;
    else if (part !== '' && part !== '.') depth++;
    if (depth < 0) {
      throw new UnpackError(`layer ${layer}: symlink ${name} -> ${target} points outside the image root`, {
        file: name,
      });
    }
  }
}

async function applyEntry(header: tar.Headers, content: Readable, state: LayerState): Promise<void> {
  const { root, layer } = state;
  const parts = entryParts(header.name, layer);
  if (parts.length === 0) {
    content.resume();
    return;
  }
  const base = parts[parts.length - 1]!;
  const dirParts = parts.slice(0, -1);
  const name = parts.join('/');

  if (base.startsWith(whiteoutPrefix)) {
    content.resume();
    if (base === opaqueMarker) {
      const dir = await resolveDirectory(root, dirParts, true, layer);
      // An opaque directory hides what lower layers put in it; what this layer wrote there stays.
      for (const child of await readdir(dir)) {
        if (!state.written.has([...dirParts, child].join('/')))
          await rm(join(dir, child), { recursive: true, force: true });
      }
    } else {
      const hidden = base.slice(whiteoutPrefix.length);
      if (hidden === '' || hidden === '.' || hidden === '..') {
        throw new UnpackError(`layer ${layer}: whiteout "${header.name}" names no file`, {
          file: header.name,
        });
      }
      // Nothing to hide when a lower layer never made the directory.
      const dir = await resolveDirectory(root, dirParts, false, layer);
      if (dir) await rm(join(dir, hidden), { recursive: true, force: true });
    }
    return;
  }

  const dir = await resolveDirectory(root, dirParts, true, layer);
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
      state.directories.push({ path, mode, mtime });
      break;
    }
    case 'file':
    case 'contiguous-file': {
      await removeExisting(path, false);
      await pipeline(content, createWriteStream(path, { mode: 0o600 }));
      await setOwner(path, header, state);
      await chmod(path, mode);
      await utimes(path, mtime, mtime);
      break;
    }
    case 'symlink': {
      content.resume();
      const target = header.linkname ?? '';
      checkSymlinkTarget(dirParts, target, name, layer);
      await removeExisting(path, false);
      await symlink(target, path);
      await setOwner(path, header, state);
      await lutimes(path, mtime, mtime);
      break;
    }
    case 'link': {
      content.resume();
      const targetParts = entryParts(header.linkname ?? '', layer);
      if (targetParts.length === 0)
        throw new UnpackError(`layer ${layer}: hard link ${name} has no target`, { file: name });
      const targetDir = await resolveDirectory(root, targetParts.slice(0, -1), false, layer);
      const target = targetDir && join(targetDir, targetParts[targetParts.length - 1]!);
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
    directories: [],
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
  const feeding = decompressor ? pipeline(layer, decompressor, extract) : pipeline(layer, extract);
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      await applyEntry(entry.header, entry, state);
    }
  } catch (error) {
    extract.destroy();
    layer.destroy();
    await feeding.catch(() => {});
    throw error instanceof UnpackError
      ? error
      : new UnpackError(`layer ${state.layer}: ${(error as Error).message}`, { cause: error });
  }
  await feeding;
  for (const { path, mode, mtime } of state.directories.reverse()) {
    const stat = await lstatOrUndefined(path);
    if (!stat?.isDirectory()) continue;
    await chmod(path, mode);
    await utimes(path, mtime, mtime);
  }
}
