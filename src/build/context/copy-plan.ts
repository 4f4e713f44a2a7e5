import { open } from 'node:fs/promises';
import path from 'node:path';
import { SealosError } from '../../errors.js';
import type { CopyStep } from '../kubefile/evaluate.js';
import { globToRegExp, hasGlob } from './glob.js';
import type { ContextEntry, MergedContext } from './merged-context.js';

/** One entry of a layer: where it goes in the image and, for a file, which file on disk provides its bytes. */
export interface LayerEntry {
  /** In the image, relative to its root, no leading or trailing `/`. */
  path: string;
  type: 'file' | 'directory' | 'symlink';
  mode: number;
  size: number;
  source?: string;
  linkTarget?: string;
}

export class CopyError extends SealosError {}

/** Folders a COPY creates on the way to its destination, like Docker's MkdirAll. */
const impliedDirectoryMode = 0o755;

/**
 * What one COPY/ADD puts in its layer, sorted so that every folder comes before what it holds: a folder source
 * copies its contents, a file goes to `dest/name` when the destination ends with `/` (or is the root, or there
 * are several sources), else to `dest` itself. ADD of a local archive is refused: Docker would unpack it, and an image
 * that silently differs from the Docker build of the same Kubefile is worse than an error.
 */
export async function planCopy(context: MergedContext, step: CopyStep, file: string): Promise<LayerEntry[]> {
  const fail = (message: string): never => {
    throw new CopyError(`${file}:${step.line}: ${step.keyword} ${message}`, {
      file,
      line: step.line,
      phase: 'build',
    });
  };
  const matches: ContextEntry[] = [];
  let rootMatched = false;
  for (const source of step.sources) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) fail(`${source}: URLs are not supported, only local paths`);
    const relative = normaliseSource(source, fail);
    if (relative === '') {
      rootMatched = true;
      continue;
    }
    if (hasGlob(relative)) {
      const pattern = globToRegExp(relative);
      const found = [...context.entries.values()].filter((entry) => pattern.test(entry.path));
      if (found.length === 0) fail(`${source}: no file in the build contexts matches`);
      matches.push(...found);
    } else {
      const entry = context.entries.get(relative);
      if (!entry) fail(`${source}: not found in the build contexts (${context.roots.join(', ')})`);
      matches.push(entry as ContextEntry);
    }
  }

  const destination = normaliseDestination(step.destination);
  const several = matches.length + (rootMatched ? 1 : 0) > 1;
  const intoFolder = step.destination.endsWith('/') || destination === '' || several;
  if (several && !step.destination.endsWith('/') && destination !== '')
    fail(`with several sources needs a destination folder ending with /: ${step.destination}`);

  const out = new Map<string, LayerEntry>();
  const place = (entry: ContextEntry, target: string): void => {
    const placed: LayerEntry = {
      path: target,
      type: entry.type,
      mode: step.chmod !== undefined && entry.type !== 'symlink' ? step.chmod : entry.mode,
      size: entry.size,
      ...(entry.type === 'file' ? { source: entry.source } : {}),
      ...(entry.linkTarget !== undefined ? { linkTarget: entry.linkTarget } : {}),
    };
    out.set(target, placed);
  };
  const placeFolderContents = (folder: string, target: string): void => {
    const prefix = folder === '' ? '' : `${folder}/`;
    for (const entry of context.entries.values()) {
      if (!entry.path.startsWith(prefix)) continue;
      place(entry, join(target, entry.path.slice(prefix.length)));
    }
  };

  if (rootMatched) placeFolderContents('', destination);
  for (const entry of matches) {
    if (entry.type === 'directory') {
      if (destination !== '') place(entry, destination);
      placeFolderContents(entry.path, destination);
    } else {
      if (step.keyword === 'ADD' && entry.type === 'file' && (await isArchive(entry.source)))
        fail(
          `${entry.path}: ADD would unpack this archive as Docker does; this builder does not unpack archives: unpack it into a context folder and COPY it, or COPY the archive as a file`,
        );
      place(entry, intoFolder ? join(destination, path.posix.basename(entry.path)) : destination);
    }
  }
  addParents(out);
  return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function addParents(entries: Map<string, LayerEntry>): void {
  for (const entryPath of [...entries.keys()]) {
    let parent = path.posix.dirname(entryPath);
    while (parent !== '.' && !entries.has(parent)) {
      entries.set(parent, { path: parent, type: 'directory', mode: impliedDirectoryMode, size: 0 });
      parent = path.posix.dirname(parent);
    }
  }
}

function join(folder: string, name: string): string {
  if (folder === '') return name;
  if (name === '') return folder;
  return `${folder}/${name}`;
}

/** Sources are relative to the build root; `/x` and `./x` mean `x`, and nothing may climb out with `..`. */
function normaliseSource(source: string, fail: (m: string) => never): string {
  const relative = path.posix.normalize(source);
  if (relative === '..' || relative.startsWith('../'))
    fail(`${source}: a source must stay inside the build contexts`);
  return path.posix.normalize(`/${source}`).slice(1).replace(/\/$/, '');
}

/** Destinations are relative to the image root (there is no WORKDIR in a cluster image). */
function normaliseDestination(destination: string): string {
  return path.posix.normalize(`/${destination}`).slice(1).replace(/\/$/, '');
}

/** The magic numbers Docker's ADD recognises: gzip, bzip2, xz, and a tar header (`ustar` at 257). */
async function isArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(262);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) return true;
    if (bytes.subarray(0, 3).toString('latin1') === 'BZh') return true;
    if (bytes.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return true;
    return bytes.subarray(257, 262).toString('latin1') === 'ustar';
  } finally {
    await handle.close();
  }
}
