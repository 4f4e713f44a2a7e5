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
import ssh2 from 'ssh2';
import { reasonOf, SealosError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { CommandError } from './errors.js';
import type { Executor, RelayTarget } from './executor.js';
import { type HostOutcome, settleEachHost } from './fan-out.js';
import { knownHostsName } from './host-key.js';
import type { HostProcess } from './host-process.js';
import { type OpenSshLogin, openSshArgs } from './openssh-options.js';
import { OutputCapture, tail } from './output.js';
import { shellQuote } from './shell.js';
import { pipeTarToHosts, type TarPipe } from './tar-pipe.js';
import { TEE_PERL } from './tee-program.js';

export const relayModes = ['auto', 'always', 'never'] as const;
export type RelayMode = (typeof relayModes)[number];

/** `auto` relays a copy going to at least this many hosts: below it the setup (a lease and two commands per
 * host) and the extra hop are not worth what the runner's uplink saves. */
export const RELAY_AUTO_HOSTS = 5;
const FAN_OUT = 2;
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

/** Per host index, the index of the host that forwards to it; undefined for the root, which the runner feeds. */
export function relayParents(count: number, fanOut = FAN_OUT): Array<number | undefined> {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? undefined : Math.floor((index - 1) / fanOut),
  );
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
  const fanOut = options.fanOut ?? FAN_OUT;
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

/** What a host reported after the stream: what it received, how its unpacking ended, how its forwards ended. */
interface HostStatus {
  sum: string;
  exitCode?: number;
  stderr: string;
  children: Array<{ exitCode?: number; stderr: string }>;
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
    if (members.length < 2) return;
    const parents = relayParents(members.length, fanOut);
    const children = members.map((_, at) =>
      parents.flatMap((parent, child) => (parent === at ? [child] : [])),
    );
    const host = (at: number) => this.executors[members[at]!]!.host;
    this.logger?.info(
      `relay: the runner sends to ${host(0)}; ${members.length} hosts forward to each other, up to ${fanOut} each, ${depth(parents)} levels`,
    );

    const ready = await this.each(members, async (index) => {
      const at = members.indexOf(index);
      const parent = parents[at];
      await this.leases
        .get(index)!
        .authorize(parent === undefined ? undefined : this.targets[members[parent]!]!.ip);
      const mine = children[at]!.map((child) => this.targets[members[child]!]!);
      await this.executors[index]!.run(this.setupScript(mine, pipe.remoteScript), {
        stdin: mine.length > 0 ? this.keys.private : '',
      });
    });
    ready.forEach((outcome, at) => {
      if (!outcome.ok)
        this.logger?.warn(`relay: ${host(at)} could not be set up: ${reasonOf(outcome.error)}`);
    });
    // Every child is authorized now: each forwarding host logs in to its children, all hosts at once.
    const forwarding = members.filter((_, at) => ready[at]!.ok && children[at]!.length > 0);
    await this.each(forwarding, (index) => this.leases.get(index)!.connect());
    this.logger?.debug(
      `relay: ${members.length} hosts set up in ${seconds(started)}; streaming to ${host(0)}`,
    );
    const streaming = performance.now();

    // Each host hashes with b2sum where it has one (coreutils 8.26 on), else sha256sum: both are computed here.
    const hashes = { b2sum: createHash('blake2b512'), sha256sum: createHash('sha256') };
    const [rootSent] = await pipeTarToHosts([this.executors[members[0]!]!], {
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
    this.logger?.debug(`relay: the stream to ${host(0)} ended after ${seconds(streaming)}`);
    if (!rootSent?.ok) {
      this.logger?.warn(
        `relay: the stream to ${host(0)} failed (${reasonOf(rootSent?.error)}); no host got it through the relay`,
      );
      return;
    }

    // Each lease reports what its host received and ends, removing its line and folder: one step, not two.
    const finished = await this.each(members, (index) => {
      const lease = this.leases.get(index)!;
      this.leases.delete(index);
      return lease.finish(children[members.indexOf(index)]!.length);
    });
    const status = (at: number) => {
      const outcome = finished[at]!;
      return outcome.ok ? outcome.value.status : undefined;
    };
    const received = (at: number) => sums.has(status(at)?.sum ?? '');
    const missed = new Map<string, { cause: string; hosts: string[] }>();
    members.forEach((index, at) => {
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
      // Blame the nearest host above that did receive it: it is the relay that failed to forward.
      let child = at;
      let relay = parents[at];
      while (relay !== undefined && !received(relay)) {
        child = relay;
        relay = parents[relay];
      }
      const forward =
        relay === undefined ? undefined : status(relay)?.children[children[relay]!.indexOf(child)];
      const cause =
        relay === undefined || forward?.exitCode === 0
          ? `${host(child)} received an incomplete or different stream`
          : `ssh to ${host(child)} ${forward?.exitCode === undefined ? 'did not end' : `exit ${forward.exitCode}`}${forward?.stderr ? `: ${tail(forward.stderr, 3)}` : ''}`;
      const key = `${relay === undefined ? 'the runner' : host(relay)}\0${host(child)}`;
      const entry = missed.get(key) ?? { cause, hosts: [] };
      entry.hosts.push(host(at));
      missed.set(key, entry);
    });
    for (const [key, { cause, hosts }] of missed) {
      const relay = key.split('\0')[0];
      this.logger?.warn(`relay ${relay} did not deliver to ${hosts.join(', ')} (${cause})`);
    }
    // A host whose lease could not remove its line or folder, or did not report, fails whatever it received.
    members.forEach((index, at) => {
      const outcome = finished[at]!;
      const error = outcome.ok ? outcome.value.cleanup : outcome.error;
      if (!error) return;
      direct.delete(index);
      outcomes[index] = { host: host(at), ok: false, error };
    });
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

  /**
   * The lease: removes what an earlier copy of this owner left, makes the work folder, and on the parent's
   * address (one line on stdin; `-` for the root) adds the authorized_keys line; then holds until its input
   * ends, and removes both on exit, whatever ended it.
   */
  private leaseScript(index: number): string {
    const target = this.targets[index]!;
    // The work path is made of [a-z0-9./-] only: it needs no quotes, so the line needs no backslashes.
    const command = target.asRoot(`bash -- ${this.work}/receive.sh`);
    if (/[\n"\\]/.test(command))
      throw new SealosError(`relay: the receive command cannot go in authorized_keys: ${command}`, {
        host: target.ip,
      });
    const publicKey = this.keys.public.trim().split(/\s+/).slice(0, 2).join(' ');
    return [
      "trap '' PIPE",
      `user=${shellQuote(target.user)}`,
      `marker=${shellQuote(this.marker)}`,
      `stale=${shellQuote(this.ownerTag)}`,
      `w=${shellQuote(this.work)}`,
      `key=${shellQuote(publicKey)}`,
      `command=${shellQuote(command)}`,
      `home=$(getent passwd -- "$user" 2>/dev/null | cut -d: -f6)`,
      `[ -n "$home" ] || home=$(awk -F: -v u="$user" '$1 == u { print $6; exit }' /etc/passwd)`,
      'if [ -z "$home" ]; then echo "no home folder for $user" >&2; exit 1; fi',
      'keys="$home/.ssh/authorized_keys"',
      'made_dir=; made_file=',
      'clean() {',
      '  for c in "$w"/ctl-*; do if [ -S "$c" ]; then ssh -F /dev/null -o ControlPath="$c" -O exit relay >/dev/null 2>&1; fi; done',
      // A receive script cut off as it started (its parent's connection ended) can wait forever on a FIFO no
      // writer will open once the folder is gone: the copy's own scripts end with their lease. Not needed once
      // the receive script saw all of its parts end (pkill reads every process of the host).
      '  if [ ! -e "$w/receive.done" ] && command -v pkill >/dev/null 2>&1; then pkill -KILL -f -- "^(bash -- $w/(receive|extract)[.]sh|perl -- $w/fan[.]pl .*)\\$"; fi',
      '  if [ -f "$keys" ] && grep -q -F -e " $marker" -- "$keys"; then sed -i -e "/ $marker\\$/d" -- "$keys" || return 1; fi',
      '  if [ -n "$made_file" ] && [ ! -s "$keys" ]; then rm -f -- "$keys"; fi',
      '  if [ -n "$made_dir" ]; then rmdir -- "$home/.ssh"; fi',
      '  rm -rf -- "$w"',
      '  ! { [ -e "$w" ] || grep -q -F -e " $marker" -- "$keys" 2>/dev/null; }',
      '}',
      `trap 'if clean >/dev/null 2>&1; then echo clean; else echo "could not remove the relay key line ($marker) from $keys or $w" >&2; exit 1; fi' EXIT`,
      "trap 'exit 129' HUP",
      "trap 'exit 130' INT",
      "trap 'exit 143' TERM",
      'if [ -f "$keys" ]; then sed -i -e "/ $stale-[0-9a-f]*\\$/d" -- "$keys" || exit 1; fi',
      'rm -rf -- "/tmp/.$stale"-*',
      'mkdir -m 700 -- "$w" || exit 1',
      'echo ready',
      'IFS= read -r parent || exit 1',
      'if [ "$parent" != - ]; then',
      `  case $parent in ''|*[!0-9A-Fa-f.:]*) echo "not an address: $parent" >&2; exit 1;; esac`,
      '  if [ ! -e "$keys" ]; then',
      '    if [ ! -d "$home/.ssh" ]; then mkdir -m 700 -- "$home/.ssh" && made_dir=1 && chown -- "$user": "$home/.ssh" || exit 1; fi',
      '    : > "$keys" && made_file=1 && chown -- "$user": "$keys" && chmod 600 -- "$keys" || exit 1',
      '  fi',
      `  expiry=$(date -d "@$(( $(date +%s) + ${EXPIRY_SECONDS} ))" +%Y%m%d%H%M) || exit 1`,
      '  if [ -s "$keys" ] && [ -n "$(tail -c 1 -- "$keys")" ]; then echo >> "$keys"; fi',
      `  printf 'restrict,from="%s",expiry-time="%s",command="%s" %s %s\\n' "$parent" "$expiry" "$command" "$key" "$marker" >> "$keys" || exit 1`,
      'fi',
      'echo authorized',
      // `connect`, once every host of the tree is authorized: log in to the children ahead of the stream.
      // `status N` after the stream: what this host received, and its N forwards (see parseStatus).
      'while IFS= read -r word; do',
      '  case $word in',
      '  connect)',
      '    if [ -f "$w/connect.sh" ]; then bash -- "$w/connect.sh" >/dev/null 2>&1 </dev/null; fi',
      '    echo connected ;;',
      // Builtins only (read, not tail or cut): this runs on every host at once, right after the stream.
      "  'status '*)",
      `    n=\${word#status }`,
      "    case $n in ''|*[!0-9]*) n=0 ;; esac",
      '    field() {',
      '      v=; IFS= read -r -d \'\' v 2>/dev/null < "$w/$1"',
      `      while [ "\${v%$'\\n'}" != "$v" ]; do v=\${v%$'\\n'}; done`,
      `      if [ "\${#v}" -gt 2000 ]; then v=\${v: -2000}; fi`,
      '      printf \'%s\\0\' "$v"',
      '    }',
      '    printf \'%s\\n\' "$marker"',
      '    tool=; sum=; read -r tool 2>/dev/null < "$w/sum.tool"; read -r sum _ 2>/dev/null < "$w/sum"',
      `    printf '%s\\0' "$tool $sum"`,
      '    field extract.rc; field extract.err',
      '    i=0; while [ "$i" -lt "$n" ]; do field "to-$i.rc"; field "to-$i.err"; i=$((i + 1)); done',
      '    printf \'\\n%s\\n\' "$marker" ;;',
      '  esac',
      'done',
    ].join('\n');
  }

  /** Writes the receive script, the extract script, and for a forwarding host the key and known_hosts. */
  private setupScript(children: RelayTarget[], extract: string): string {
    const knownHosts = children
      .map((child) => `${knownHostsName(child.ip, child.port)} ${child.hostKey}\n`)
      .join('');
    const lines = [
      'set -e',
      'umask 077',
      `w=${shellQuote(this.work)}`,
      '[ -d "$w" ] && [ ! -L "$w" ]',
      `printf '%s' ${shellQuote(receiveScript(this.work, children))} > "$w/receive.sh"`,
      `printf '%s' ${shellQuote(extract)} > "$w/extract.sh"`,
      `printf '%s' ${shellQuote(TEE_PERL)} > "$w/fan.pl"`,
    ];
    if (children.length > 0)
      lines.push(
        'cat > "$w/key"',
        `printf '%s' ${shellQuote(knownHosts)} > "$w/known_hosts"`,
        `printf '%s' ${shellQuote(connectScript(this.work, children))} > "$w/connect.sh"`,
      );
    return lines.join('\n');
  }
}

/**
 * What runs on a host when the stream arrives (from the runner for the root, through the forced command
 * otherwise): a `tee` (TEE_PERL) writes it to the host's own unpacking and to an `ssh` per child (over
 * the connection connectScript made), going on for the others when one of them stops, and hashes it; each
 * part's exit code and stderr go to files for the status.
 */
function receiveScript(work: string, children: RelayTarget[]): string {
  const fifos = ['tar.in', ...children.map((_, child) => `to-${child}`)].map((name) => `"$w/${name}"`);
  const ssh = (child: RelayTarget, at: number) =>
    [...openSshArgs(childLogin(work, child, at, false)), 'relay'].map(shellQuote).join(' ');
  return [
    `w=${shellQuote(work)}`,
    'cd /',
    `mkfifo -- ${fifos.join(' ')}`,
    '{ bash -- "$w/extract.sh" < "$w/tar.in" > /dev/null 2> "$w/extract.err"; echo $? > "$w/extract.rc"; } &',
    ...children.map(
      (child, at) =>
        `{ ssh ${ssh(child, at)} < "$w/to-${at}" > /dev/null 2> "$w/to-${at}.err"; echo $? > "$w/to-${at}.rc"; } &`,
    ),
    // perl-base is on every Debian and Ubuntu host; elsewhere coreutils' tee does the same, more slowly.
    'if command -v perl > /dev/null 2>&1; then fan() { perl -- "$w/fan.pl" "$@"; }; else fan() { tee -p -- "$@"; }; fi',
    // b2sum costs less than half of sha256sum's CPU per byte where the CPU has no SHA instructions.
    'if command -v b2sum > /dev/null 2>&1; then hash=b2sum; else hash=sha256sum; fi',
    'printf %s "$hash" > "$w/sum.tool"',
    `fan ${fifos.join(' ')} | "$hash" > "$w/sum"`,
    'wait',
    // Every part has ended: the lease need not look for strays.
    ': > "$w/receive.done"',
    '',
  ].join('\n');
}

/**
 * Logs a forwarding host in to each of its children ahead of the stream, all at once, each login kept as a
 * shared connection (`ssh -f -N`, returning once logged in) that the receive script's `ssh` then uses, so the
 * stream does not wait on each level's login in turn. A login that fails here is tried again when the stream
 * comes.
 */
function connectScript(work: string, children: RelayTarget[]): string {
  return [
    ...children.map((child, at) => {
      const args = ['-f', '-N', ...openSshArgs(childLogin(work, child, at, true))].map(shellQuote).join(' ');
      return `ssh ${args} < /dev/null > /dev/null 2> ${shellQuote(`${work}/to-${at}.connect.err`)} &`;
    }),
    'wait',
    '',
  ].join('\n');
}

function childLogin(work: string, child: RelayTarget, at: number, master: boolean): OpenSshLogin {
  return {
    ip: child.ip,
    port: child.port,
    user: child.user,
    knownHostsFile: `${work}/known_hosts`,
    hostKey: child.hostKey,
    identityFile: `${work}/key`,
    askpass: false,
    control: { socket: `${work}/ctl-${at}`, master },
  };
}

/**
 * An OpenSSH ed25519 key pair. ssh2 (1.17) drops a public key's leading zero byte, which happens once in 256
 * keys, and OpenSSH then refuses the private key ("error in libcrypto"): such a pair is made again.
 */
function ed25519KeyPair(comment: string): { private: string; public: string } {
  for (;;) {
    const keys = ssh2.utils.generateKeyPairSync('ed25519', { comment });
    const blob = Buffer.from(keys.public.trim().split(/\s+/)[1] ?? '', 'base64');
    // 4 + "ssh-ed25519" + 4 + 32 key bytes.
    if (blob.length === 51) return keys;
  }
}

function parseStatus(text: string): HostStatus {
  const fields = text.split('\0');
  const code = (value: string | undefined) =>
    value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  const children: HostStatus['children'] = [];
  for (let at = 3; at + 1 < fields.length; at += 2)
    children.push({ exitCode: code(fields[at]), stderr: fields[at + 1] ?? '' });
  return { sum: fields[0] ?? '', exitCode: code(fields[1]), stderr: fields[2] ?? '', children };
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function depth(parents: ReadonlyArray<number | undefined>): number {
  const level = (at: number): number => (parents[at] === undefined ? 1 : 1 + level(parents[at]!));
  return Math.max(...parents.map((_, at) => level(at)));
}

/**
 * A command of the runner's session that holds a host's relay authorization: it prints `ready` once its folder
 * is made, `authorized` once the line is added, and `clean` when, its input ended, it removed both.
 */
class Lease {
  private readonly stderr = new OutputCapture();
  private text = '';
  private readonly waiters = new Set<() => void>();
  private ended = false;

  private constructor(
    private readonly executor: Executor,
    private readonly process: HostProcess,
    /** The line around the status the lease prints: the copy's random marker. */
    private readonly marker: string,
  ) {
    // Decoded across chunks: a character split between two is not garbled.
    process.stdout.setEncoding('utf8');
    process.stdout.on('data', (chunk: string) => {
      this.text += chunk;
      this.wake();
    });
    process.stderr.on('data', (chunk: Buffer) => this.stderr.add(chunk));
    void process.finished.then(() => {
      this.ended = true;
      this.wake();
    });
  }

  static async open(executor: Executor, script: string, marker: string): Promise<Lease> {
    const lease = new Lease(executor, await executor.spawn(script), marker);
    await lease.waitFor('ready');
    return lease;
  }

  async authorize(parentIp: string | undefined): Promise<void> {
    this.process.stdin.write(`${parentIp ?? '-'}\n`);
    await this.waitFor('authorized');
  }

  /** Has the host log in to its children (a host without any answers at once). */
  async connect(): Promise<void> {
    this.process.stdin.write('connect\n');
    await this.waitFor('connected');
  }

  /**
   * Asks what the host received and how its `children` forwards ended, then ends the lease. `cleanup`: the line
   * or folder may remain.
   */
  async finish(children: number): Promise<{ status: HostStatus | undefined; cleanup?: SealosError }> {
    this.process.stdin.write(`status ${children}\n`);
    const cleanup = await this.end().then(
      () => undefined,
      (error: SealosError) => error,
    );
    const [, fields] = this.text.split(`${this.marker}\n`);
    const status = fields === undefined ? undefined : parseStatus(fields.replace(/\n$/, ''));
    return { status, ...(cleanup ? { cleanup } : {}) };
  }

  async end(): Promise<void> {
    this.process.stdin.end();
    const end = await this.process.finished;
    if (end.exitCode !== 0 || !this.text.includes('clean\n'))
      throw new SealosError(
        `the relay's key line or folder may remain: ${tail(this.stderr.finish(), 3) || `the cleanup did not report (exit ${end.exitCode})`}`,
        { host: this.executor.host },
      );
  }

  private wake(): void {
    for (const wake of this.waiters) wake();
  }

  private async waitFor(word: string): Promise<void> {
    while (!this.text.includes(`${word}\n`)) {
      if (this.ended) {
        const end = await this.process.finished;
        throw new CommandError({
          host: this.executor.host,
          command: 'relay lease',
          exitCode: end.exitCode,
          signal: end.signal,
          stderr: this.stderr.finish(),
        });
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          resolve();
        };
        this.waiters.add(done);
      });
    }
  }
}
