import { readFile, rm, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { z } from 'zod';
import { causeText } from '../errors.js';
import { writeFileAtomically } from '../files/write-stream.js';
import { StateError } from './errors.js';
import { CLUSTERFILE } from './secret-guard.js';
import type { StoredState } from './state.js';

/**
 * One folder holds one cluster's state, in the layout real sealos uses for `~/.sealos/<cluster>`:
 * `Clusterfile` at the top, the other files at their relative paths, plus our manifest. The manifest lists
 * the files we own, so a load never picks up what sealos keeps there (its pki, its own files), and a save
 * removes only files an earlier save of ours wrote.
 */
const MANIFEST = 'sealos-action-state.json';

/** Saved state is owner-only (it may hold SSH secrets) and on disk before its rename: a crash leaves it whole. */
const SAVED = { mode: 0o600, durable: true };

const manifestSchema = z.object({
  version: z.literal(1),
  savedAt: z.iso.datetime({ offset: true }),
  runId: z.string().optional(),
  reset: z.boolean(),
  files: z.array(z.string()),
});
type Manifest = z.infer<typeof manifestSchema>;

/** A relative POSIX path inside the folder, with no way out of it; returns it unchanged or throws. */
function checkStatePath(path: string): string {
  const clean =
    path.length > 0 &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    !posix.isAbsolute(path) &&
    posix.normalize(path) === path &&
    !path.split('/').some((part) => part === '..' || part === '.' || part === '') &&
    path !== CLUSTERFILE &&
    path !== MANIFEST;
  if (!clean) {
    throw new StateError(
      `state file path "${path}" is not allowed: use a relative path inside the state folder, without "..", and not ${CLUSTERFILE} or ${MANIFEST}`,
      { phase: 'state', file: path },
    );
  }
  return path;
}

/**
 * Writes `state` into `dir`: the files first, the manifest last, each atomically. Returns the paths written,
 * relative to `dir` (what an artifact upload needs).
 */
export async function writeStateFolder(dir: string, state: StoredState): Promise<string[]> {
  const previous = await readManifest(dir).catch(() => undefined);
  if (!state.reset) for (const path of Object.keys(state.files)) checkStatePath(path);
  const files: Record<string, string> = state.reset
    ? {}
    : { ...state.files, [CLUSTERFILE]: state.clusterfile };
  for (const [path, text] of Object.entries(files)) await writeFileAtomically(join(dir, path), text, SAVED);
  const manifest: Manifest = {
    version: 1,
    savedAt: state.savedAt.toISOString(),
    ...(state.runId === undefined ? {} : { runId: state.runId }),
    reset: state.reset,
    files: state.reset ? [] : Object.keys(state.files).sort(),
  };
  await writeFileAtomically(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, SAVED);
  const owned = previous?.reset === false ? previous.files : [];
  const stale = owned.filter((path) => !(path in files)).map((path) => checkOwnPath(path, dir));
  // A reset cluster has no Clusterfile any more, whoever wrote it (real sealos removes the whole folder).
  if (state.reset) stale.push(CLUSTERFILE);
  for (const path of stale) await rm(join(dir, path), { force: true });
  return [...Object.keys(files), MANIFEST];
}

/**
 * Reads the state kept in `dir`. No manifest but a Clusterfile means the folder was written by real sealos:
 * that Clusterfile is the state, with no other files. Neither means there is no state.
 */
export async function readStateFolder(dir: string): Promise<StoredState | undefined> {
  const manifest = await readManifest(dir);
  if (manifest === undefined) {
    const clusterfile = await readOptional(join(dir, CLUSTERFILE));
    if (clusterfile === undefined) return undefined;
    const { mtime } = await stat(join(dir, CLUSTERFILE));
    return { reset: false, clusterfile, files: {}, savedAt: mtime };
  }
  const stamp = {
    savedAt: new Date(manifest.savedAt),
    ...(manifest.runId === undefined ? {} : { runId: manifest.runId }),
  };
  if (manifest.reset) return { reset: true, ...stamp };
  const files: Record<string, string> = {};
  for (const path of manifest.files) files[checkOwnPath(path, dir)] = await readListed(dir, path);
  return { reset: false, clusterfile: await readListed(dir, CLUSTERFILE), files, ...stamp };
}

async function readManifest(dir: string): Promise<Manifest | undefined> {
  const path = join(dir, MANIFEST);
  const text = await readOptional(path);
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new StateError(`${path} is not valid JSON: ${(error as Error).message}`, {
      phase: 'state',
      file: path,
      cause: error,
    });
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || '(top level)';
    throw new StateError(`${path}: field ${field}: ${issue?.message ?? 'invalid'}`, {
      phase: 'state',
      file: path,
    });
  }
  return parsed.data;
}

// A manifest path is checked again on the way in: an artifact is data from outside this run.
function checkOwnPath(path: string, dir: string): string {
  try {
    return checkStatePath(path);
  } catch (error) {
    throw new StateError(`${join(dir, MANIFEST)} lists a file outside the state folder: "${path}"`, {
      phase: 'state',
      file: join(dir, MANIFEST),
      cause: error,
    });
  }
}

async function readListed(dir: string, path: string): Promise<string> {
  const text = await readOptional(join(dir, path));
  if (text === undefined) {
    throw new StateError(`${join(dir, path)} is missing, but ${MANIFEST} lists it: the state is incomplete`, {
      phase: 'state',
      file: join(dir, path),
    });
  }
  return text;
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateError(`cannot read ${path}: ${causeText(error)}`, {
      phase: 'state',
      file: path,
      cause: error,
    });
  }
}
