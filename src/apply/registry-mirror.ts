import { lstat, opendir } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../hosts/executor.js';
import { sendFiles } from '../hosts/send-files.js';
import { shellQuote } from '../hosts/shell.js';
import { tarStreamSize } from '../hosts/tar-pipe.js';
import { resolveInRoot } from '../root-fs/resolve.js';

/** A local docker-distribution storage folder (an image's `registry/`) and its files: path → size. */
export interface RegistrySource {
  label: string;
  dir: string;
  files: Map<string, number>;
}

export interface MirrorResult {
  filesSent: number;
  /** Bytes of the tar streams sent. */
  bytesSent: number;
  filesAlreadyThere: number;
}

/** A progress report for one source's stream of `total` bytes. */
export type MirrorProgress = (
  source: RegistrySource,
  total: number,
) => { add(bytes: number): void; finish(): void };

/**
 * The registry folder (`folder`, an image's `registry`) of each image root, when it has files. A link there is
 * followed inside the image only, and nothing below it is followed: an image cannot make us ship the runner's
 * files.
 */
export async function registrySources(
  images: Array<{ label: string; root: string; folder: string }>,
): Promise<RegistrySource[]> {
  const sources: RegistrySource[] = [];
  for (const image of images) {
    const dir = await resolveInRoot(image.root, image.folder, { last: 'folder' });
    if (!dir) continue;
    const files = await listFiles(dir);
    if (files.size > 0) sources.push({ label: image.label, dir, files });
  }
  return sources;
}

/**
 * Mirrors the sources into `target` on the host, sending only the files that are not there yet: blobs are
 * named by digest, so a file of the same path and size is the same. Each file is sent once, from the first
 * source that has it, in one tar stream per source.
 */
export async function mirrorRegistryFiles(
  executor: Executor,
  sources: readonly RegistrySource[],
  target: string,
  progress?: MirrorProgress,
): Promise<MirrorResult> {
  const listing = await executor.run(
    `cd ${shellQuote(target)} 2>/dev/null && find . -type f -printf '%P\\t%s\\n' || true`,
  );
  const present = new Map<string, number>();
  for (const line of listing.stdout.split('\n')) {
    const [file, size] = line.split('\t');
    if (file && size) present.set(file, Number(size));
  }
  const result: MirrorResult = { filesSent: 0, bytesSent: 0, filesAlreadyThere: present.size };
  const claimed = new Set<string>();
  for (const source of sources) {
    const missing = [...source.files].filter(([file, size]) => {
      if (claimed.has(file) || present.get(file) === size) return false;
      claimed.add(file);
      return true;
    });
    if (missing.length === 0) continue;
    const report = progress?.(source, tarStreamSize(missing.map(([, size]) => size)));
    await sendFiles(
      executor,
      source.dir,
      missing.map(([file]) => file),
      target,
      (bytes) => {
        result.bytesSent += bytes;
        report?.add(bytes);
      },
    );
    report?.finish();
    result.filesSent += missing.length;
  }
  return result;
}

/** Relative path → size of every file under `dir`; empty when there is no such folder. */
async function listFiles(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const walk = async (current: string, relative: string): Promise<void> => {
    for await (const entry of await opendir(current)) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full, rel);
      else if (entry.isFile()) files.set(rel, (await lstat(full)).size);
    }
  };
  try {
    await walk(dir, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}
