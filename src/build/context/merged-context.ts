import { lstat, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { causeText, SealosError } from '../../errors.js';

/** One path of the merged build root and the real file that provides it. */
export interface ContextEntry {
  /** Relative to the build root, `/`-separated, no leading `./`. */
  path: string;
  /** The file on disk that is read when this entry goes into a layer. */
  source: string;
  type: 'file' | 'directory' | 'symlink';
  mode: number;
  size: number;
  linkTarget?: string;
}

/** A path that a later source folder provides again: the later one wins. */
export interface Override {
  path: string;
  from: string;
  by: string;
}

/**
 * Several source folders seen as one build root, without copying anything: a sorted map from relative path to
 * the file that provides it. Later folders win, so building reads each file once, straight from its folder.
 */
export interface MergedContext {
  roots: string[];
  entries: Map<string, ContextEntry>;
  overrides: Override[];
}

class ContextError extends SealosError {}

/**
 * Merges `roots` in order. A later file replaces an earlier file, symlink or directory (and everything under
 * it); directories present in several folders merge. Every replacement is reported as an override.
 */
export async function mergeContexts(roots: string[]): Promise<MergedContext> {
  if (roots.length === 0) throw new ContextError('no build context folder given');
  const entries = new Map<string, ContextEntry>();
  const overrides: Override[] = [];
  for (const root of roots) {
    const top = await lstat(root).catch((cause: unknown) => {
      throw new ContextError(`build context ${root} cannot be read: ${causeText(cause)}`, {
        file: root,
        cause,
        phase: 'build',
      });
    });
    if (!top.isDirectory()) throw new ContextError(`build context ${root} is not a folder`, { file: root });
    await walk(root, '', entries, overrides);
  }
  const sorted = new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { roots, entries: sorted, overrides };
}

async function walk(
  root: string,
  relative: string,
  entries: Map<string, ContextEntry>,
  overrides: Override[],
): Promise<void> {
  const folder = path.join(root, relative);
  const names = (await readdir(folder)).sort();
  for (const name of names) {
    const rel = relative ? `${relative}/${name}` : name;
    const source = path.join(folder, name);
    const stat = await lstat(source);
    const type = stat.isDirectory()
      ? 'directory'
      : stat.isSymbolicLink()
        ? 'symlink'
        : stat.isFile()
          ? 'file'
          : null;
    if (type === null)
      throw new ContextError(`${source}: only files, folders and symlinks can go into an image`);
    const previous = entries.get(rel);
    if (previous && !(previous.type === 'directory' && type === 'directory')) {
      overrides.push({ path: rel, from: previous.source, by: source });
      if (previous.type === 'directory') removeBelow(entries, rel);
    }
    entries.set(rel, {
      path: rel,
      source,
      type,
      mode: stat.mode & 0o7777,
      size: type === 'file' ? stat.size : 0,
      ...(type === 'symlink' ? { linkTarget: await readlink(source) } : {}),
    });
    if (type === 'directory') await walk(root, rel, entries, overrides);
  }
}

function removeBelow(entries: Map<string, ContextEntry>, directory: string): void {
  const prefix = `${directory}/`;
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
