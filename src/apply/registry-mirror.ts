import { createHash } from 'node:crypto';
import { lstat, opendir } from 'node:fs/promises';
import path from 'node:path';
import { batchesOf } from '../concurrency/batches.js';
import type { Executor } from '../hosts/executor.js';
import { type HostOutcome, settleEachHost } from '../hosts/fan-out.js';
import type { RelayOptions } from '../hosts/relay.js';
import { sendFilesToHosts } from '../hosts/send-files.js';
import { shellQuote } from '../hosts/shell.js';
import { tarStreamSize } from '../hosts/tar-pipe.js';
import { resolveInRoot } from '../untrusted-tree/resolve.js';

/** A local docker-distribution storage folder (an image's `registry/`) and its files: path → size. */
export interface RegistrySource {
  label: string;
  dir: string;
  files: Map<string, number>;
}

export interface MirrorResult {
  filesSent: number;
  /** Bytes of the tar streams this host got (their size, however many times a relay sent them). */
  bytesSent: number;
  filesAlreadyThere: number;
}

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

/** A progress report for one stream of `total` bytes of `source`, going to `hosts`. */
export type MirrorProgress = (
  source: RegistrySource,
  total: number,
  hosts: readonly string[],
) => { add(bytes: number): void; finish(): void };

export interface MirrorOptions {
  progress?: MirrorProgress;
  /** How a stream to this many hosts is relayed; undefined: sent from here to each. */
  relay?: (hosts: number) => RelayOptions | undefined;
  /** Hosts listed at once, and sharing one stream when not relayed; default 16. */
  concurrency?: number;
}

/**
 * Mirrors the sources into `target` on every host, sending each host only the files it lacks: blobs are named
 * by digest, so a file of the same path and size is the same. Each file is sent once, from the first source
 * that has it, in one tar stream per source. Hosts lacking the same files (every registry host of a new
 * cluster) share each stream: the files are read once and fanned out, or relayed. Every host's outcome, in the
 * executors' order.
 */
export async function mirrorRegistryFiles(
  executors: readonly Executor[],
  sources: readonly RegistrySource[],
  target: string,
  options: MirrorOptions = {},
): Promise<HostOutcome<MirrorResult>[]> {
  const concurrency = options.concurrency ?? 16;
  const listed = await settleEachHost(
    executors.map((executor) => executor.host),
    (_, index) => presentFiles(executors[index]!, target),
    { concurrency },
  );
  const outcomes: Array<HostOutcome<MirrorResult>> = listed.map((outcome) =>
    outcome.ok
      ? {
          host: outcome.host,
          ok: true,
          value: { filesSent: 0, bytesSent: 0, filesAlreadyThere: outcome.value.size },
        }
      : outcome,
  );
  const groups = new Map<string, { hosts: number[]; steps: MirrorStep[] }>();
  listed.forEach((outcome, index) => {
    if (!outcome.ok) return;
    const steps = missingBySource(sources, outcome.value);
    const key = createHash('sha256')
      .update(steps.map((step) => step.files.join('\0')).join('\0\0'))
      .digest('hex');
    const group = groups.get(key) ?? { hosts: [], steps };
    group.hosts.push(index);
    groups.set(key, group);
  });
  const batches = [...groups.values()].flatMap(({ hosts, steps }) => {
    const size = options.relay?.(hosts.length) ? hosts.length : concurrency;
    return batchesOf(hosts, size).map((part) => ({ hosts: part, steps }));
  });
  for (const { hosts, steps } of batches) {
    let live = hosts;
    for (const step of steps) {
      if (step.files.length === 0 || live.length === 0) continue;
      const names = live.map((index) => executors[index]!.host);
      const streamBytes = tarStreamSize(step.sizes);
      const report = options.progress?.(step.source, streamBytes, names);
      const relay = options.relay?.(live.length);
      const sent = await sendFilesToHosts(
        live.map((index) => executors[index]!),
        step.source.dir,
        step.files,
        target,
        {
          // A relay may send the stream more than once (another tree, then directly): progress counts it all.
          onBytes: (chunk) => report?.add(chunk),
          ...(relay ? { relay } : {}),
          bytes: streamBytes,
        },
      );
      report?.finish();
      sent.forEach((outcome, at) => {
        const index = live[at]!;
        const mine = outcomes[index]!;
        if (!mine.ok) return;
        if (!outcome.ok) outcomes[index] = { host: mine.host, ok: false, error: outcome.error };
        else {
          mine.value.filesSent += step.files.length;
          mine.value.bytesSent += streamBytes;
        }
      });
      live = live.filter((index) => outcomes[index]!.ok);
    }
  }
  return outcomes;
}

/** One source's files a host lacks, with their sizes. */
interface MirrorStep {
  source: RegistrySource;
  files: string[];
  sizes: number[];
}

function missingBySource(
  sources: readonly RegistrySource[],
  present: ReadonlyMap<string, number>,
): MirrorStep[] {
  const claimed = new Set<string>();
  return sources.map((source) => {
    const step: MirrorStep = { source, files: [], sizes: [] };
    for (const [file, size] of source.files) {
      if (claimed.has(file) || present.get(file) === size) continue;
      claimed.add(file);
      step.files.push(file);
      step.sizes.push(size);
    }
    return step;
  });
}

/** Path → size of every file already in the host's registry folder. */
async function presentFiles(executor: Executor, target: string): Promise<Map<string, number>> {
  const listing = await executor.run(
    `cd ${shellQuote(target)} 2>/dev/null && find . -type f -printf '%P\\t%s\\n' || true`,
  );
  const present = new Map<string, number>();
  for (const line of listing.stdout.split('\n')) {
    const [file, size] = line.split('\t');
    if (file && size) present.set(file, Number(size));
  }
  return present;
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
