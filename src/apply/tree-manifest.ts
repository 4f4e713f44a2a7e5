import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, opendir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { parseJsonOrUndefined } from '../image/parse-json.js';

/**
 * What a tree holds, path by path, so a host that has an earlier tree gets only what differs. Content is named
 * by sha256; a host keeps the manifest of what it was sent, and a recorded hash is trusted only while the host's
 * file still has the size and mtime recorded with it (a file changed on the host since is sent again).
 */
export interface TreeEntry {
  /** `f` file, `d` folder, `l` symlink, anything else as `find -printf %y` names it. */
  type: string;
  mode: number;
  size: number;
  /** Whole seconds, as tar keeps them. */
  mtime: number;
  sha256?: string;
  target?: string;
}

export type TreeListing = Map<string, TreeEntry>;

/**
 * Paths relative to the tree root, `/`-separated, without content hashes (`hashTree` adds them). Top-level
 * `skip` names are left out with what is below.
 */
export async function describeTree(root: string, skip: readonly string[]): Promise<TreeListing> {
  const listing: TreeListing = new Map();
  const walk = async (dir: string, relative: string): Promise<void> => {
    for await (const dirent of await opendir(dir)) {
      const rel = relative ? `${relative}/${dirent.name}` : dirent.name;
      if (!relative && skip.includes(dirent.name)) continue;
      const full = path.join(dir, dirent.name);
      const info = await lstat(full);
      const entry: TreeEntry = {
        type: info.isFile() ? 'f' : info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'other',
        mode: info.mode & 0o7777,
        size: info.isFile() ? info.size : 0,
        mtime: Math.floor(info.mtimeMs / 1000),
      };
      if (info.isSymbolicLink()) entry.target = await readlink(full);
      listing.set(rel, entry);
      if (info.isDirectory()) await walk(full, rel);
    }
  };
  await walk(root, '');
  return listing;
}

/**
 * The listing with each file's sha256. Apart from `describeTree` because only a host that already holds a tree
 * needs the hashes before its copy (to find what changed); a first copy needs them only for the manifest
 * written after it, so they are read while it streams.
 */
export async function hashTree(root: string, listing: TreeListing, hashes: HashCache): Promise<TreeListing> {
  const hashed: TreeListing = new Map();
  for (const [rel, entry] of listing) {
    if (entry.type !== 'f') {
      hashed.set(rel, entry);
      continue;
    }
    const full = path.join(root, rel);
    const info = await lstat(full);
    hashed.set(rel, {
      ...entry,
      sha256: await hashes.of(full, `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`),
    });
  }
  return hashed;
}

/** Hashes by inode: the hard-linked trees of one run share most files, and each is read once. */
export class HashCache {
  private readonly known = new Map<string, Promise<string>>();

  of(file: string, identity: string): Promise<string> {
    let hash = this.known.get(identity);
    if (!hash) {
      hash = (async () => {
        const digest = createHash('sha256');
        await pipeline(createReadStream(file), digest);
        return digest.digest('hex');
      })();
      this.known.set(identity, hash);
    }
    return hash;
  }
}

/**
 * One command for what a host holds of a tree (one round trip, not three: it runs on every host before the
 * copy): the listing of `root` (NUL-separated fields: type, octal mode, size, mtime, link target, path; nothing
 * when the folder is absent; the top-level `skip` names left out), an empty field, the marker file, a NUL, then
 * the manifest file. `parseHostHoldings` reads it.
 */
export function hostHoldingsScript(
  root: string,
  skip: readonly string[],
  files: { marker: string; manifest: string },
  quote: (value: string) => string,
): string {
  const prune = skip.map((name) => `-path ${quote(`./${name}`)} -prune -o`).join(' ');
  return [
    `(cd -- ${quote(root)} 2>/dev/null && find . ${prune} ! -path . -printf '%y\\0%m\\0%s\\0%T@\\0%l\\0%P\\0') || true`,
    "printf '\\0'",
    `cat -- ${quote(files.marker)} 2>/dev/null || true`,
    "printf '\\0'",
    `cat -- ${quote(files.manifest)} 2>/dev/null || true`,
  ].join('\n');
}

export interface HostHoldings {
  listing: TreeListing;
  marker?: string;
  /** The manifest file's text ('' when absent): `parseTreeManifest` tells whether it can be trusted. */
  manifest: string;
}

/**
 * Reads `hostHoldingsScript`'s output. A NUL inside the marker or the manifest can only spoil the manifest's
 * text, which then does not parse: the host gets the whole tree.
 */
export function parseHostHoldings(text: string): HostHoldings {
  const fields = text.split('\0');
  const listing: TreeListing = new Map();
  let at = 0;
  // Every record starts with its type, never empty: an empty field there ends the listing.
  for (; at + 5 < fields.length && fields[at] !== ''; at += 6) {
    const [type, mode, size, mtime, target, rel] = fields.slice(at, at + 6) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    listing.set(rel, {
      type,
      mode: Number.parseInt(mode, 8),
      size: type === 'f' ? Number(size) : 0,
      mtime: Math.floor(Number(mtime)),
      ...(type === 'l' ? { target } : {}),
    });
  }
  const marker = fields[at + 1]?.trim();
  return { listing, ...(marker ? { marker } : {}), manifest: fields.slice(at + 2).join('\0') };
}

const StoredManifest = z.object({
  format: z.literal(1),
  /** path → [sha256, size, mtime] of each file as it was sent. */
  files: z.record(z.string(), z.tuple([z.string(), z.number(), z.number()])),
});

type Recorded = [sha256: string, size: number, mtime: number];

/**
 * The manifest a host keeps of the tree it holds: its files' hashes with the size and mtime they have there
 * (`kept`: files the host already had, whose own mtime stays; the rest arrive with the tree's, tar keeps it).
 */
export function manifestText(wanted: TreeListing, kept: ReadonlyMap<string, TreeEntry> = new Map()): string {
  return JSON.stringify({ format: 1, files: Object.fromEntries(manifestRecords(wanted, kept)) });
}

/** What `manifestText` records, as `parseTreeManifest` gives it back: for a host whose manifest was just written. */
export function manifestRecords(
  wanted: TreeListing,
  kept: ReadonlyMap<string, TreeEntry> = new Map(),
): Map<string, Recorded> {
  const files = new Map<string, Recorded>();
  for (const [rel, entry] of wanted) {
    if (entry.type !== 'f' || !entry.sha256) continue;
    files.set(rel, [entry.sha256, entry.size, kept.get(rel)?.mtime ?? entry.mtime]);
  }
  return files;
}

/** A host's manifest, or undefined when it is missing or unreadable (the host then gets the whole tree). */
export function parseTreeManifest(text: string): Map<string, Recorded> | undefined {
  const parsed = StoredManifest.safeParse(parseJsonOrUndefined(text));
  return parsed.success ? new Map(Object.entries(parsed.data.files)) : undefined;
}

export interface TreeDelta {
  /** Host paths to remove first: files an earlier copy sent that the tree no longer has, or of another type. */
  remove: string[];
  /** Tree paths to send (folders alone, without what is below), parents before children. */
  send: string[];
  /** Bytes of file content in `send`. */
  bytes: number;
  /** The host's manifest once the delta is applied. */
  manifest: string;
}

/** What turns the host's tree into the wanted one, trusting a recorded hash only for an unchanged file. */
export function treeDelta(
  wanted: TreeListing,
  host: TreeListing,
  manifest: ReadonlyMap<string, Recorded>,
): TreeDelta {
  // What the cluster's own scripts write into the tree on a host stays: only what an earlier copy sent goes.
  const remove: string[] = [];
  for (const [rel, entry] of host) {
    const want = wanted.get(rel);
    if (want ? want.type !== entry.type : manifest.has(rel)) remove.push(rel);
  }
  const send: string[] = [];
  const kept = new Map<string, TreeEntry>();
  let bytes = 0;
  for (const [rel, want] of wanted) {
    const have = host.get(rel);
    if (have && have.type === want.type && have.mode === want.mode && same(want, have, manifest.get(rel))) {
      kept.set(rel, have);
      continue;
    }
    send.push(rel);
    bytes += want.size;
  }
  send.sort();
  return { remove, send, bytes, manifest: manifestText(wanted, kept) };
}

/** A file is the same when the host's copy is still as recorded and the record's hash is the wanted one. */
function same(want: TreeEntry, have: TreeEntry, recorded: Recorded | undefined): boolean {
  if (want.type === 'l') return want.target === have.target;
  if (want.type !== 'f') return want.type === 'd';
  if (!recorded) return false;
  const [sha256, size, mtime] = recorded;
  return have.size === size && have.mtime === mtime && sha256 === want.sha256;
}
