import { createHash } from 'node:crypto';
import { markerFile, readMarker, writeMarker } from '../../cluster/host-marker.js';
import { onHosts } from '../../cluster/on-hosts.js';
import type { Phase } from '../../cluster/phase.js';
import { batchesOf } from '../../concurrency/batches.js';
import { type HostFailure, HostsError } from '../../errors.js';
import { applicationWorkdir, markerPath, rootfsDir } from '../../host-layout/cluster-folders.js';
import { copyDirectoryToHosts } from '../../hosts/copy.js';
import type { Executor } from '../../hosts/executor.js';
import { relayWanted } from '../../hosts/relay.js';
import { removePaths } from '../../hosts/remove-paths.js';
import { sendFilesToHosts } from '../../hosts/send-files.js';
import { shellQuote } from '../../hosts/shell.js';
import type { ClusterImage } from '../cluster-images.js';
import { type ApplyContext, resultOf } from '../context.js';
import { checkFreeSpace, spaceOf } from '../free-space.js';
import type { PreparedTree } from '../host-trees.js';
import {
  describeTree,
  HashCache,
  hashTree,
  hostHoldingsScript,
  manifestRecords,
  manifestText,
  parseHostHoldings,
  parseTreeManifest,
  type TreeDelta,
  type TreeListing,
  treeDelta,
} from '../tree-manifest.js';

const PHASE = 'mount rootfs';
/** The registry host's data lives in rootfs/registry, filled by the mirror, not by this copy. */
const KEEP = ['registry'];

/** How one host gets its tree: whole (it has none we can trust), or only what changed. */
interface Job {
  host: string;
  tree: PreparedTree;
  /** The tree's paths, sizes and modes (its hashes: `Listings.hashed`). */
  wanted: TreeListing;
  delta?: TreeDelta;
}

/**
 * Each tree's listing, made once: its shape at once, its content hashes in the background from the start
 * (hard-linked trees share most files, hashed once by inode). A first copy waits for the hashes only when it
 * writes its manifest, so they are read while the tree streams.
 */
class Listings {
  private readonly hashes = new HashCache();
  private readonly shapes = new Map<string, Promise<TreeListing>>();
  private readonly hashedTrees = new Map<string, Promise<TreeListing>>();

  shape(tree: PreparedTree): Promise<TreeListing> {
    if (!this.shapes.has(tree.digest)) this.shapes.set(tree.digest, describeTree(tree.dir, KEEP));
    return this.shapes.get(tree.digest)!;
  }

  hashed(tree: PreparedTree): Promise<TreeListing> {
    if (!this.hashedTrees.has(tree.digest)) {
      const hashed = this.shape(tree).then((shape) => hashTree(tree.dir, shape, this.hashes));
      // Started ahead of need: a failure is reported by whoever awaits it, not as an unhandled rejection.
      hashed.catch(() => undefined);
      this.hashedTrees.set(tree.digest, hashed);
    }
    return this.hashedTrees.get(tree.digest)!;
  }
}

/**
 * The merged rootfs (rootfs + patch images, rendered for the host) to every master and node, and application
 * images to master0. Every tree is made before the first copy starts (making one changes inodes another copy
 * may be reading). A host keeps a manifest of the files it holds (tree-manifest.ts): checked against the
 * host's files, it lets a host that holds an earlier tree get only the changed files, and one that holds
 * this tree get nothing, its files untouched. Hosts needing the same bytes get them from one read of the
 * tree, `concurrency` hosts per stream, or all of them through a relay tree (hosts/relay.ts) when
 * `context.relay` asks for it (only whole trees: deltas are small). Before the first byte, each host must
 * have room for what it gets (`df` of the rootfs folder; a whole tree is written beside the old one, then
 * swapped).
 */
export const mountRootfs: Phase<ApplyContext> = {
  title: 'Mount rootfs',
  async run(context) {
    const { topology, clusterName } = context;
    const trees = resultOf(context, 'trees');
    const hosts = [...topology.masters, ...topology.nodes];
    const apps = resultOf(context, 'images').all.filter((image) => image.mount.type === 'application');
    const root = rootfsDir(clusterName);
    const manifestFile = markerPath(clusterName, 'rootfs.manifest');

    const wantedTrees = await Promise.all(hosts.map((host) => trees.rootfs(host)));
    const appTrees = await Promise.all(apps.map((image) => trees.application(image)));
    const listings = new Listings();
    for (const tree of wantedTrees) void listings.hashed(tree);

    const wantedOf = (host: string) => wantedTrees[hosts.indexOf(host)]!;
    const planned = await onHosts(context, hosts, PHASE, (executor, host) =>
      jobFor(context, executor, host, wantedOf(host), listings),
    );
    let jobs = planned.filter((job) => job !== undefined);

    // Room on every host first: a full disk is one line per host, before any byte is sent.
    const needs = jobs.map((job) => ({
      host: job.host,
      dir: root,
      bytes: spaceOf(job.wanted, job.delta?.send),
      what: job.delta ? 'the rootfs changes' : 'the rootfs',
    }));
    await checkFreeSpace(context, needs, PHASE, hosts.length);

    // Relayed, every host needing a whole tree gets the most common one (the nodes'), and a host whose own
    // tree differs (a master's files rendered for its role) then gets only those files: the runner's uplink
    // carries one tree, not one per distinct tree.
    const whole = jobs.filter((job) => !job.delta);
    const overlaid: string[] = [];
    let base: PreparedTree | undefined;
    if (relayWanted(context.relay, whole.length)) {
      base = mostCommonTree(whole);
      const baseListing = await listings.shape(base);
      jobs = jobs.map((job) => {
        if (job.delta || job.tree.digest === base!.digest) return job;
        overlaid.push(job.host);
        return { host: job.host, tree: base!, wanted: baseListing };
      });
    }

    const failures: HostFailure[] = [];
    const sent = { whole: 0, delta: 0, files: 0, bytes: 0 };
    await sendJobs(context, jobs, { root, manifestFile, listings, failures, sent });
    const failed = new Set(failures.map((failure) => failure.host));
    const second = overlaid.filter((host) => !failed.has(host));
    if (base && second.length > 0) {
      const own = { whole: 0, delta: 0, files: 0, bytes: 0 };
      // What these hosts hold is known without asking them: the base tree and its manifest, just written.
      const [baseHashed, baseShape] = await Promise.all([listings.hashed(base), listings.shape(base)]);
      const recorded = manifestRecords(baseHashed);
      const overlays: Job[] = [];
      for (const host of second) {
        const tree = wantedOf(host);
        const delta = treeDelta(await listings.hashed(tree), baseShape, recorded);
        overlays.push({ host, tree, wanted: await listings.shape(tree), delta });
      }
      await sendJobs(context, overlays, { root, manifestFile, listings, failures, sent: own });
      context.logger.info(
        `${second.length} host(s) got the relayed tree, then their own rendered files: ${own.files} file(s), ${own.bytes} bytes of content`,
      );
    }
    if (failures.length > 0) {
      const order = (failure: HostFailure) => hosts.indexOf(failure.host);
      throw new HostsError(
        failures.sort((a, b) => order(a) - order(b)),
        hosts.length,
        PHASE,
      );
    }

    await copyApplications(context, apps, appTrees);
    const upToDate = hosts.length - sent.whole - sent.delta;
    context.logger.info(
      `rootfs sent whole to ${sent.whole} host(s), changes to ${sent.delta} (${sent.files} file(s), ${sent.bytes} bytes of content), ${upToDate} up to date; ${apps.length} application image(s) on master0`,
    );
  },
};

/** What a host needs to hold `tree`: nothing (then its records are brought up to date), a delta, or the whole tree. */
async function jobFor(
  context: ApplyContext,
  executor: Executor,
  host: string,
  tree: PreparedTree,
  listings: Listings,
): Promise<Job | undefined> {
  const { clusterName } = context;
  const root = rootfsDir(clusterName);
  const manifestFile = markerPath(clusterName, 'rootfs.manifest');
  const [holdings, wanted] = await Promise.all([
    executor.run(
      hostHoldingsScript(
        root,
        KEEP,
        { marker: markerPath(clusterName, 'rootfs'), manifest: manifestFile },
        shellQuote,
      ),
    ),
    listings.shape(tree),
  ]);
  const { listing: onHost, marker: held, manifest } = parseHostHoldings(holdings.stdout);
  const recorded = parseTreeManifest(manifest);
  if (!recorded || onHost.size === 0) return { host, tree, wanted };
  const delta = treeDelta(await listings.hashed(tree), onHost, recorded);
  if (delta.remove.length > 0 || delta.send.length > 0) return { host, tree, wanted, delta };
  if (held !== tree.digest)
    await executor.writeFiles([
      { path: manifestFile, content: delta.manifest },
      markerFile(clusterName, 'rootfs', tree.digest),
    ]);
  context.logger.debug(`${host}: ${root} is up to date`);
  return undefined;
}

/** Each application image's tree to its workdir on master0, unless master0's marker says it holds it. */
async function copyApplications(
  context: ApplyContext,
  apps: ClusterImage[],
  appTrees: PreparedTree[],
): Promise<void> {
  const { clusterName } = context;
  const master0 = await context.executor(context.topology.master0);
  for (const [index, image] of apps.entries()) {
    const tree = appTrees[index]!;
    const marker = `app-${image.mount.name}`;
    if ((await readMarker(master0, clusterName, marker)) === tree.digest) continue;
    await master0.copyDir(tree.dir, applicationWorkdir(clusterName, image.mount.name), {
      exclude: ['registry'],
      progress: context.logger,
    });
    await writeMarker(master0, clusterName, marker, tree.digest);
  }
}

interface SendState {
  root: string;
  manifestFile: string;
  listings: Listings;
  failures: HostFailure[];
  sent: { whole: number; delta: number; files: number; bytes: number };
}

/**
 * Copies the jobs: hosts needing the same bytes share one read of the tree, `concurrency` of them per stream,
 * or all of them through a relay tree (hosts/relay.ts) when the apply's relay mode asks for it (whole trees
 * only: deltas are small). Each host's manifest and marker are written once its copy succeeded.
 */
async function sendJobs(context: ApplyContext, jobs: readonly Job[], state: SendState): Promise<void> {
  const { root, manifestFile, listings, failures, sent } = state;
  const groups = new Map<string, Job[]>();
  for (const job of jobs) {
    const key = job.delta
      ? `delta:${job.tree.digest}:${hashOf([job.delta.remove, job.delta.send])}`
      : `whole:${job.tree.digest}`;
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  const batches: Array<{ jobs: Job[]; relay: boolean }> = [];
  for (const group of groups.values()) {
    const relay = !group[0]!.delta && relayWanted(context.relay, group.length);
    const size = relay ? group.length : context.concurrency;
    for (const jobs of batchesOf(group, size)) batches.push({ jobs, relay });
  }

  for (const batch of batches) {
    const first = batch.jobs[0]!;
    const ready = await prepare(context, batch.jobs, manifestFile, root, failures);
    const executors = ready.map(({ executor }) => executor);
    const marker = markerFile(context.clusterName, 'rootfs', first.tree.digest);
    const startMs = Date.now();
    const outcomes = first.delta
      ? await sendFilesToHosts(executors, first.tree.dir, first.delta.send, root, {
          bytes: first.delta.bytes,
          listedOnly: true,
        })
      : await copyDirectoryToHosts(executors, first.tree.dir, root, {
          keep: KEEP,
          progress: context.logger,
          // In the command that moves the tree into place: the manifest of the tree held before goes just before
          // the move, this tree's manifest and marker come just after it.
          records: {
            forget: [manifestFile],
            write: [{ path: manifestFile }, marker],
            contents: async () => [manifestText(await listings.hashed(first.tree)), marker.content],
          },
          ...(batch.relay
            ? {
                relay: {
                  owner: context.clusterName,
                  concurrency: context.concurrency,
                  logger: context.logger,
                },
              }
            : {}),
        });
    const durationMs = Date.now() - startMs;
    for (const { job } of ready)
      context.progress.hostTimings.push({ step: 'copy rootfs', host: job.host, startMs, durationMs });
    await Promise.all(
      outcomes.map(async (outcome, index) => {
        const { executor, job } = ready[index]!;
        try {
          if (!outcome.ok) throw outcome.error;
          if (job.delta) {
            await executor.writeFiles([{ path: manifestFile, content: job.delta.manifest }, marker]);
            sent.delta++;
            sent.files += job.delta.send.length;
            sent.bytes += job.delta.bytes;
          } else sent.whole++;
        } catch (error) {
          failures.push({ host: job.host, error });
        }
      }),
    );
  }
}

/** The tree most of the jobs want (ties: the first). */
function mostCommonTree(jobs: readonly Job[]): PreparedTree {
  const counts = new Map<string, { tree: PreparedTree; count: number }>();
  for (const job of jobs) {
    const entry = counts.get(job.tree.digest) ?? { tree: job.tree, count: 0 };
    entry.count++;
    counts.set(job.tree.digest, entry);
  }
  return [...counts.values()].reduce((best, entry) => (entry.count > best.count ? entry : best)).tree;
}

/**
 * Connects to the batch's hosts and, for a delta, forgets what they hold before it changes: the manifest goes
 * first (a delta cut short leaves no record to trust), then the paths it removes. A whole tree needs nothing
 * here: it goes beside the old one, which stays, with its manifest, until the move (copy.ts). A host that
 * fails here is a failure of its own, not of the batch.
 */
async function prepare(
  context: ApplyContext,
  batch: readonly Job[],
  manifestFile: string,
  root: string,
  failures: HostFailure[],
): Promise<{ executor: Executor; job: Job }[]> {
  const ready = await Promise.all(
    batch.map(async (job) => {
      try {
        const executor = await context.executor(job.host);
        if (!job.delta) return { executor, job };
        await removePaths(executor, [manifestFile], root, job.delta.remove);
        return { executor, job };
      } catch (error) {
        failures.push({ host: job.host, error });
        return undefined;
      }
    }),
  );
  return ready.filter((entry) => entry !== undefined);
}

function hashOf(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
