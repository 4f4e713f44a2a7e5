import { lstat, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { RootPathError, resolveInRoot } from './resolve.js';

/** A file of a tree read through `resolveInRoot`: its text and mode, or undefined when there is none. */
export async function readFileInRoot(
  root: string,
  relative: string,
): Promise<{ text: string; mode: number } | undefined> {
  const file = await resolveInRoot(root, relative, { last: 'follow' });
  if (!file) return undefined;
  let info: Awaited<ReturnType<typeof lstat>>;
  try {
    info = await lstat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A FIFO or a device would block or read the runner's hardware; only plain files are read.
  if (!info.isFile()) throw new RootPathError(`${relative} is not a plain file`, { file: relative });
  return { text: await readFile(file, 'utf8'), mode: info.mode & 0o7777 };
}

/**
 * Writes a file of a tree, replacing what is at that path (a link there is removed, never written through),
 * folders on the way made inside the root. `wx`: the create fails rather than follow a link that appeared.
 */
export async function replaceFileInRoot(
  root: string,
  relative: string,
  text: string,
  mode: number,
): Promise<void> {
  const file = await resolveInRoot(root, relative, { create: true });
  if (!file || file === path.join(root))
    throw new RootPathError(`${relative} is not a file path inside the tree`, { file: relative });
  await rm(file, { force: true });
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(text);
    // Through the descriptor: the umask does not narrow the mode, and no path is looked up again.
    await handle.chmod(mode);
  } finally {
    await handle.close();
  }
}
