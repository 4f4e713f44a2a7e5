/**
 * Relay fan-out: the runner sends a tar stream ONCE, to one host, and the hosts forward it to each other over
 * their own links with OpenSSH, in a tree where each host unpacks the stream and forwards it to up to
 * `fanOut` others at the same time (a `tee`), so the runner's uplink carries the bytes once whatever the host
 * count. See docs/distribution.md (shape, fallback) and docs/security.md (the key's lifecycle).
 *
 * Host to host, a key pair made for this copy: its private half only on the hosts that forward (in a 0700
 * folder under /tmp), its public half on each receiving host as one authorized_keys line that only the
 * forwarding host's address may use (`from=`), only to run this copy's receive script (`command=`, `restrict`),
 * and only for a short time (`expiry-time=`). Each host's line and folder are held by a "lease": a command
 * of the runner's own session that adds them and removes them when its input ends, which is also what
 * happens when the runner's connection drops (the runner killed, its network gone). A lease starting removes
 * whatever an earlier copy of the same owner left (a host rebooted mid-copy); the line ends with a marker
 * naming the owner for that. Host keys are checked host to host: the forwarding host gets a known_hosts of
 * the keys the runner's own handshakes accepted, and strict checking.
 *
 * Every host reports what it received (a hash of the whole stream, which the runner also computes) and
 * how its unpacking ended; a host is done only when its stream is the runner's byte for byte. Hosts a relay
 * failed to reach get the stream directly from the runner afterwards, and the warning names the relay and
 * the hosts below it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { reasonOf, SealosError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { CommandError } from './errors.js';
import type { Executor, RelayTarget } from './executor.js';
import { type HostOutcome, settleEachHost } from './fan-out.js';
import { tail } from './output.js';
import { ed25519KeyPair } from './relay-key.js';
import { type HostStatus, Lease } from './relay-lease.js';
import { leaseScript, setupScript } from './relay-programs.js';
import { lostAt, RELAY_FAN_OUT, relayChildren, relayParents, treeDepth } from './relay-tree.js';
import { shellQuote } from './shell.js';
import { pipeTarToHosts, type TarPipe } from './tar-pipe.js';

export const relayModes = ['auto', 'always', 'never'] as const;
export type RelayMode = (typeof relayModes)[number];

/** `auto` relays a copy going to at least this many hosts: below it the setup (a lease and two commands per
 * host) and the extra hop are not worth what the runner's uplink saves. */
export const RELAY_AUTO_HOSTS = 5;
/** Trees tried per copy: the first, and one more over the hosts it missed. */
const RELAY_ROUNDS = 2;
/** How long an authorization stays valid, in case its removal never runs (the host lost power). */
const EXPIRY_SECONDS = 30 * 60;

export function relayWanted(mode: RelayMode, hosts: number): boolean {
  if (hosts < 2 || mode === 'never') return false;
  return mode === 'always' || hosts >= RELAY_AUTO_HOSTS;
}

export interface RelayOptions {
  /** Whose copies these are (the cluster): a later relay of the same owner removes what one left behind. */
  owner: string;
  /** Hosts each host forwards to; default 2. */
  fanOut?: number;
  /** Hosts set up at once; default 16. */
  concurrency?: number;
  logger?: Logger;
}

/**
 * The same stream as pipeTarToHosts, delivered through a relay tree of the hosts that can take part (an SSH
 * executor whose root commands need no password), then directly to the others and to those the tree missed.
 * Every host's outcome, in the executors' order.
 */
export async function relayTarToHosts(
  executors: readonly Executor[],
  pipe: TarPipe,
  options: RelayOptions,
): Promise<HostOutcome<void>[]> {
  const logger = options.logger;
  const fanOut = options.fanOut ?? RELAY_FAN_OUT;
  const targets = await Promise.all(
    executors.map((executor) => executor.relayTarget?.().catch(() => undefined)),
  );
  const outcomes: Array<HostOutcome<void> | undefined> = executors.map(() => undefined);
  const direct = new Set(executors.keys());
  const candidates = [...executors.keys()].filter((index) => targets[index]);
  const outside = executors.filter((_, index) => !targets[index]).map((executor) => executor.host);
  if (outside.length > 0)
    logger?.info(
      `relay: ${outside.join(', ')} cannot take part (the runner itself, or sudo needs a password) and get the tree directly`,
    );
  let members = candidates;
  for (let round = 1; members.length >= 2; round++) {
    const relay = new RelayRun(options.owner, executors, targets, logger, options.concurrency ?? 16);
    try {
      await relay.run(members, fanOut, pipe, outcomes, direct);
    } finally {
      await relay.release(outcomes, direct);
    }
    // A tree lost below a relay (or at its root) is relayed once more among the hosts it missed, when there
    // are enough of them for a tree to be worth its setup: at 1,000 hosts a lost inner relay would otherwise
    // mean hundreds of copies from the runner. The last round's root goes last: it may be what failed.
    const missed = relay.members.filter((index) => direct.has(index));
    if (round >= RELAY_ROUNDS || missed.length < RELAY_AUTO_HOSTS) break;
    const root = relay.members[0];
    members = [...missed.filter((index) => index !== root), ...missed.filter((index) => index === root)];
    logger?.info(`relay: relaying again to the ${missed.length} hosts the tree missed`);
  }
  const rest = [...direct];
  const missedByRelay = rest.filter((index) => candidates.includes(index));
  if (missedByRelay.length > 0)
    logger?.info(
      `relay: ${missedByRelay.map((index) => executors[index]!.host).join(', ')} get the tree directly`,
    );
  if (rest.length > 0) {
    const sent = await pipeTarToHosts(
      rest.map((index) => executors[index]!),
      pipe,
    );
    rest.forEach((index, at) => {
      outcomes[index] = sent[at]!;
    });
  }
  return outcomes.map(
    (outcome, index): HostOutcome<void> =>
      outcome ?? {
        host: executors[index]!.host,
        ok: false,
        error: new SealosError('internal: the relay left this host without an outcome', {
          host: executors[index]!.host,
        }),
      },
  );
}

/** One tree of a relay: the hosts whose leases opened, root first, and who forwards to whom. */
interface Tree {
  members: number[];
  parents: Array<number | undefined>;
  children: number[][];
  /** A member's host name, by its place in the tree. */
  host: (at: number) => string;
}

class RelayRun {
  private readonly marker: string;
  private readonly ownerTag: string;
  private readonly work: string;
  private readonly keys: { private: string; public: string };
  private readonly leases = new Map<number, Lease>();
  /** The hosts this tree was made of (their leases opened), root first. */
  members: number[] = [];

  constructor(
    owner: string,
    private readonly executors: readonly Executor[],
    private readonly targets: ReadonlyArray<RelayTarget | undefined>,
    private readonly logger: Logger | undefined,
    private readonly concurrency: number,
  ) {
    this.ownerTag = `sealos-action-relay-${createHash('sha256').update(owner).digest('hex').slice(0, 12)}`;
    this.marker = `${this.ownerTag}-${randomBytes(6).toString('hex')}`;
    this.work = `/tmp/.${this.marker}`;
    this.keys = ed25519KeyPair(this.marker);
  }

  /** Sets the tree up, streams to its root, and records each member's outcome; the rest stays in `direct`. */
  async run(
    candidates: number[],
    fanOut: number,
    pipe: TarPipe,
    outcomes: Array<HostOutcome<void> | undefined>,
    direct: Set<number>,
  ): Promise<void> {
    const started = performance.now();
    const tree = await this.openTree(candidates, fanOut);
    if (!tree) return;
    await this.setUp(tree, pipe);
    this.logger?.debug(
      `relay: ${tree.members.length} hosts set up in ${seconds(started)}; streaming to ${tree.host(0)}`,
    );
    const sums = await this.stream(tree, pipe);
    if (!sums) return;
    // Each lease reports what its host received and ends, removing its line and folder: one step, not two.
    const finished = await this.each(tree.members, (index) => {
      const lease = this.leases.get(index)!;
      this.leases.delete(index);
      return lease.finish(tree.children[tree.members.indexOf(index)]!.length);
    });
    const status = (at: number) => {
      const outcome = finished[at]!;
      return outcome.ok ? outcome.value.status : undefined;
    };
    this.record(tree, pipe, status, sums, outcomes, direct);
    // A host whose lease could not remove its line or folder, or did not report, fails whatever it received.
    tree.members.forEach((index, at) => {
      const outcome = finished[at]!;
      const error = outcome.ok ? outcome.value.cleanup : outcome.error;
      if (!error) return;
      direct.delete(index);
      outcomes[index] = { host: tree.host(at), ok: false, error };
    });
  }

  /** Opens a lease on each candidate; the tree is made of those that opened, if there are two or more. */
  private async openTree(candidates: number[], fanOut: number): Promise<Tree | undefined> {
    await this.each(candidates, async (index) => {
      try {
        this.leases.set(
          index,
          await Lease.open(this.executors[index]!, this.leaseScript(index), this.marker),
        );
      } catch (error) {
        this.logger?.debug(`${this.executors[index]!.host}: not in the relay: ${(error as Error).message}`);
      }
    });
    const members = candidates.filter((index) => this.leases.has(index));
    this.members = members;
    if (members.length < 2) return undefined;
    const parents = relayParents(members.length, fanOut);
    const host = (at: number) => this.executors[members[at]!]!.host;
    this.logger?.info(
      `relay: the runner sends to ${host(0)}; ${members.length} hosts forward to each other, up to ${fanOut} each, ${treeDepth(parents)} levels`,
    );
    return { members, parents, children: relayChildren(parents), host };
  }

  /** Authorizes each member's parent, writes its scripts, then has every forwarding host log in to its children. */
  private async setUp(tree: Tree, pipe: TarPipe): Promise<void> {
    const { members, parents, children } = tree;
    const ready = await this.each(members, async (index) => {
      const at = members.indexOf(index);
      const parent = parents[at];
      await this.leases
        .get(index)!
        .authorize(parent === undefined ? undefined : this.targets[members[parent]!]!.ip);
      const mine = children[at]!.map((child) => this.targets[members[child]!]!);
      await this.executors[index]!.run(setupScript(this.work, mine, pipe.remoteScript), {
        stdin: mine.length > 0 ? this.keys.private : '',
      });
    });
    ready.forEach((outcome, at) => {
      if (!outcome.ok)
        this.logger?.warn(`relay: ${tree.host(at)} could not be set up: ${reasonOf(outcome.error)}`);
    });
    // Every child is authorized now: each forwarding host logs in to its children, all hosts at once.
    const forwarding = members.filter((_, at) => ready[at]!.ok && children[at]!.length > 0);
    await this.each(forwarding, (index) => this.leases.get(index)!.connect());
  }

  /** Streams to the root; the hashes a host may report for the stream, or undefined when the stream failed. */
  private async stream(tree: Tree, pipe: TarPipe): Promise<Set<string> | undefined> {
    const streaming = performance.now();
    // Each host hashes with b2sum where it has one (coreutils 8.26 on), else sha256sum: both are computed here.
    const hashes = { b2sum: createHash('blake2b512'), sha256sum: createHash('sha256') };
    const [rootSent] = await pipeTarToHosts([this.executors[tree.members[0]!]!], {
      ...pipe,
      remoteScript: `bash -- ${shellQuote(`${this.work}/receive.sh`)}`,
      remoteWhat: 'the relay root',
      tap: (chunk) => {
        hashes.b2sum.update(chunk);
        hashes.sha256sum.update(chunk);
        pipe.tap?.(chunk);
      },
    });
    const sums = new Set(Object.entries(hashes).map(([tool, hash]) => `${tool} ${hash.digest('hex')}`));
    this.logger?.debug(`relay: the stream to ${tree.host(0)} ended after ${seconds(streaming)}`);
    if (rootSent?.ok) return sums;
    this.logger?.warn(
      `relay: the stream to ${tree.host(0)} failed (${reasonOf(rootSent?.error)}); no host got it through the relay`,
    );
    return undefined;
  }

  /**
   * A member that received the whole stream gets its unpacking's outcome; one that did not stays in `direct`,
   * and a warning per relay that failed to forward names the hosts below it.
   */
  private record(
    tree: Tree,
    pipe: TarPipe,
    status: (at: number) => HostStatus | undefined,
    sums: Set<string>,
    outcomes: Array<HostOutcome<void> | undefined>,
    direct: Set<number>,
  ): void {
    const { host } = tree;
    const received = (at: number) => sums.has(status(at)?.sum ?? '');
    const missed = new Map<string, { relay: string; cause: string; hosts: string[] }>();
    tree.members.forEach((index, at) => {
      const mine = status(at);
      if (received(at) && mine) {
        direct.delete(index);
        outcomes[index] =
          mine.exitCode === 0
            ? { host: host(at), ok: true, value: undefined }
            : {
                host: host(at),
                ok: false,
                error: new CommandError({
                  host: host(at),
                  command: pipe.remoteWhat,
                  exitCode: mine.exitCode ?? null,
                  stderr: mine.stderr,
                }),
              };
        return;
      }
      const { relay, child } = lostAt(at, tree.parents, received);
      const forward =
        relay === undefined ? undefined : status(relay)?.children[tree.children[relay]!.indexOf(child)];
      const cause =
        relay === undefined || forward?.exitCode === 0
          ? `${host(child)} received an incomplete or different stream`
          : `ssh to ${host(child)} ${forward?.exitCode === undefined ? 'did not end' : `exit ${forward.exitCode}`}${forward?.stderr ? `: ${tail(forward.stderr, 3)}` : ''}`;
      const from = relay === undefined ? 'the runner' : host(relay);
      const key = `${from}\0${host(child)}`;
      const entry = missed.get(key) ?? { relay: from, cause, hosts: [] };
      entry.hosts.push(host(at));
      missed.set(key, entry);
    });
    for (const { relay, cause, hosts } of missed.values())
      this.logger?.warn(`relay ${relay} did not deliver to ${hosts.join(', ')} (${cause})`);
  }

  /** Ends every lease (each removes its line and folder); a host that could not is a failure of its own. */
  async release(outcomes: Array<HostOutcome<void> | undefined>, direct: Set<number>): Promise<void> {
    const held = [...this.leases.keys()];
    const ended = await this.each(held, (index) => this.leases.get(index)!.end());
    ended.forEach((outcome, at) => {
      if (outcome.ok) return;
      const index = held[at]!;
      direct.delete(index);
      outcomes[index] = { host: this.executors[index]!.host, ok: false, error: outcome.error };
    });
    this.leases.clear();
  }

  private each<T>(indices: number[], work: (index: number) => Promise<T>): Promise<HostOutcome<T>[]> {
    return settleEachHost(
      indices.map((index) => this.executors[index]!.host),
      (_, at) => work(indices[at]!),
      { concurrency: this.concurrency },
    );
  }

  /** The lease of one host, its values filled in (relay-programs.ts). */
  private leaseScript(index: number): string {
    const target = this.targets[index]!;
    // The work path is made of [a-z0-9./-] only: it needs no quotes, so the line needs no backslashes.
    const command = target.asRoot(`bash -- ${this.work}/receive.sh`);
    if (/[\n"\\]/.test(command))
      throw new SealosError(`relay: the receive command cannot go in authorized_keys: ${command}`, {
        host: target.ip,
      });
    return leaseScript({
      user: target.user,
      marker: this.marker,
      stale: this.ownerTag,
      work: this.work,
      key: this.keys.public.trim().split(/\s+/).slice(0, 2).join(' '),
      command,
      expirySeconds: EXPIRY_SECONDS,
    });
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
