import { lstat, mkdir, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { SealosError } from '../errors.js';

/**
 * The one place a path inside an untrusted tree (an unpacked image, a tree prepared from one) becomes a path
 * on the runner. Links are resolved as if the root were `/` (a chroot): an absolute target starts again at the
 * root, `..` stops at it. Every folder on the way is checked with lstat to be a real folder under the root,
 * so no link, however chained (`s -> .`, then `s/s/../..`), leads outside. The kernel never follows a link
 * of the tree: what it is given is a chain of real folders.
 */
export class RootPathError extends SealosError {}

/** Linux's own limit on links followed in one lookup. */
const maxLinkHops = 40;

export interface ResolveOptions {
  /** Make missing folders on the way; a non-folder in the way is replaced (as a layer does). */
  create?: boolean;
  /**
   * The last part: `keep` takes it as it is (a link there is the link itself: to replace it); `follow` resolves
   * a link there too (to read through it); `folder` makes it a folder on the way like the others.
   */
  last?: 'keep' | 'follow' | 'folder';
}

/** lstat, or undefined when nothing is there. */
export async function lstatOrUndefined(file: string) {
  try {
    return await lstat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** `a/./b//c` as its parts; `..` is kept (it climbs, never above the root). */
function partsOf(relative: string | readonly string[]): string[] {
  return (typeof relative === 'string' ? relative.split('/') : [...relative]).filter(
    (part) => part !== '' && part !== '.',
  );
}

/**
 * The runner path of `relative` inside `root`, every link resolved inside the root. undefined when a folder on
 * the way is missing or not a folder (without `create`). The last part may be missing: the caller creates it.
 */
export async function resolveInRoot(
  root: string,
  relative: string | readonly string[],
  options: ResolveOptions = {},
): Promise<string | undefined> {
  const resolved: string[] = [];
  const queue = partsOf(relative);
  let hops = 0;
  while (queue.length > 0) {
    const part = queue.shift()!;
    if (part === '..') {
      resolved.pop();
      continue;
    }
    const file = path.join(root, ...resolved, part);
    const lastMode = queue.length === 0 ? (options.last ?? 'keep') : undefined;
    if (lastMode === 'keep') {
      resolved.push(part);
      break;
    }
    const stat = await lstatOrUndefined(file);
    if (stat?.isSymbolicLink()) {
      if (++hops > maxLinkHops)
        throw new RootPathError(`too many links under ${partsOf(relative).join('/')}`, {
          file: partsOf(relative).join('/'),
        });
      const target = await readlink(file);
      if (target.startsWith('/')) resolved.length = 0;
      queue.unshift(...partsOf(target));
      continue;
    }
    if (lastMode === 'follow') {
      resolved.push(part);
      break;
    }
    if (!stat?.isDirectory()) {
      if (!options.create) return undefined;
      if (stat) await rm(file, { force: true });
      await mkdir(file, { mode: 0o755 });
    }
    resolved.push(part);
  }
  return path.join(root, ...resolved);
}

/**
 * Whether `file` (a runner path under `root`) is reached from the root through real folders only: a folder
 * swapped for a link since it was made is not, and must not be touched through the old path.
 */
export async function reachedWithoutLinks(root: string, file: string): Promise<boolean> {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  return (await resolveInRoot(root, relative)) === path.join(root, relative);
}
