import { DATA_ROOT } from '../host-layout/cluster-folders.js';
import { shellQuote } from '../hosts/shell.js';

/**
 * `/var/lib/sealos/data/<cluster>.lock`, beside the cluster's data folder and not inside it: the lock is taken
 * before the apply's Check, and Check reads an existing data folder as "this cluster set the host up" (which
 * lets a host with a container runtime through), so taking the lock must not create that folder.
 */
export function lockPath(cluster: string, dataRoot = DATA_ROOT): string {
  return `${dataRoot}/${cluster}.lock`;
}

/** The lock file's fields, one `key=value` a line so plain shell tools read them on the host. */
export interface LockRecord {
  owner: string;
  token: string;
  /** Seconds since the epoch, by master0's clock. */
  taken: number;
  heartbeat: number;
  /** The holding process (LockProcess), when the holder recorded it: a run on its machine can tell it is gone. */
  process?: LockProcess;
}

/** Where the holder runs: enough for a later run on the same machine to see that its process is gone. */
export interface LockProcess {
  pid: number;
  /** The runner's boot id (/proc/sys/kernel/random/boot_id): pids only name a process within one boot. */
  boot: string;
  /** The runner's hostname. */
  machine: string;
  /** The runner's pid namespace (containers on one kernel share its boot id, not their pids). */
  pidns: string;
}

export type LockOperation = 'acquire' | 'refresh' | 'release';

/**
 * The bash script of one lock operation on master0. Each runs under `flock` on the data root folder, so the
 * read-decide-write of taking, refreshing, breaking a stale lock and releasing is atomic between contenders.
 * flock rather than `mkdir` or `noclobber`: those make taking atomic but not breaking a stale lock (two
 * contenders could both judge it stale, and one would remove the other's new lock), and the kernel drops a
 * flock when its process dies, so the guard itself can never go stale; the long-lived lock is the file and its
 * heartbeat. Times come from master0's own clock, so runners with skewed clocks agree on staleness.
 *
 * Inputs (exported env): LOCK_TOKEN, LOCK_OWNER, LOCK_STALE (seconds), the holder's process as LOCK_PID,
 * LOCK_BOOT, LOCK_MACHINE, LOCK_PIDNS, and LOCK_BREAK: the token of a holder whose process is known to be gone
 * (broken at once, whatever its heartbeat, if it still holds the lock). Output: the outcome word on the first
 * line (`taken`, `held`, `kept`, `lost`, `released`, `absent`), then the lock file as it was, then `now=`.
 */
export function lockScript(cluster: string, operation: LockOperation, dataRoot = DATA_ROOT): string {
  const lock = shellQuote(lockPath(cluster, dataRoot));
  const head = [
    'set -eu',
    `data=${shellQuote(dataRoot)}`,
    `lock=${lock}`,
    'mkdir -p "$data"',
    'exec 9<"$data"',
    'if ! command -v flock >/dev/null 2>&1; then echo "flock (util-linux) is missing on this host" >&2; exit 3; fi',
    'flock -w 60 9',
    'now=$(date +%s)',
    'field() { sed -n "s/^$1=//p" "$lock" 2>/dev/null | head -n 1; }',
    'show() { if [ -f "$lock" ]; then cat "$lock"; fi; echo "now=$now"; }',
    'tmp="$lock.tmp.$$"',
  ];
  const body: Record<LockOperation, string[]> = {
    acquire: [
      'token=$(field token); beat=$(field heartbeat); taken=$(field taken)',
      'case "$beat" in ""|*[!0-9]*) beat=0 ;; esac',
      'gone=no; if [ -n "$LOCK_BREAK" ] && [ "$token" = "$LOCK_BREAK" ]; then gone=yes; fi',
      'if [ -s "$lock" ] && [ "$token" != "$LOCK_TOKEN" ] && [ "$gone" = no ] && [ $((now - beat)) -lt "$LOCK_STALE" ]; then echo held; show; exit 0; fi',
      'if [ "$token" != "$LOCK_TOKEN" ]; then taken=$now; fi',
      'case "$taken" in ""|*[!0-9]*) taken=$now ;; esac',
      'if [ -s "$lock" ] && [ "$token" != "$LOCK_TOKEN" ]; then echo broken; show; fi',
      `printf 'owner=%s\\ntoken=%s\\ntaken=%s\\nheartbeat=%s\\npid=%s\\nboot=%s\\nmachine=%s\\npidns=%s\\n' "$LOCK_OWNER" "$LOCK_TOKEN" "$taken" "$now" "$LOCK_PID" "$LOCK_BOOT" "$LOCK_MACHINE" "$LOCK_PIDNS" > "$tmp"`,
      'mv -f "$tmp" "$lock"',
      'echo taken',
    ],
    refresh: [
      'if [ "$(field token)" != "$LOCK_TOKEN" ]; then echo lost; show; exit 0; fi',
      'sed "s/^heartbeat=.*/heartbeat=$now/" "$lock" > "$tmp"',
      'mv -f "$tmp" "$lock"',
      'echo kept',
    ],
    release: [
      'if [ "$(field token)" != "$LOCK_TOKEN" ]; then echo absent; show; exit 0; fi',
      'rm -f "$lock"',
      'echo released',
    ],
  };
  return [...head, ...body[operation]].join('\n');
}

/** The lock file text (`key=value` lines) as a record; undefined when it does not hold one. */
export function parseLockRecord(text: string): LockRecord | undefined {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && !fields.has(line.slice(0, at))) fields.set(line.slice(0, at), line.slice(at + 1));
  }
  const token = fields.get('token');
  if (!token) return undefined;
  const pid = Number(fields.get('pid'));
  const boot = fields.get('boot');
  const machine = fields.get('machine');
  const pidns = fields.get('pidns');
  return {
    owner: fields.get('owner') ?? '',
    token,
    taken: Number(fields.get('taken') ?? 0) || 0,
    heartbeat: Number(fields.get('heartbeat') ?? 0) || 0,
    ...(Number.isInteger(pid) && pid > 0 && boot && machine && pidns
      ? { process: { pid, boot, machine, pidns } }
      : {}),
  };
}

/** A script's answer: the outcome word, the lock file it saw (if any), and master0's clock. */
export interface LockAnswer {
  outcome: string;
  record?: LockRecord;
  /** master0's clock, seconds since the epoch. */
  now: number;
  /** For `taken` after breaking a stale lock: the lock that was broken. */
  broken?: LockRecord;
}

export function parseLockAnswer(stdout: string): LockAnswer {
  const lines = stdout.split('\n');
  let outcome = lines[0]?.trim() ?? '';
  let rest = lines.slice(1);
  let broken: LockRecord | undefined;
  if (outcome === 'broken') {
    const end = rest.findIndex((line) => line.startsWith('now='));
    broken = parseLockRecord(rest.slice(0, end).join('\n'));
    rest = rest.slice(end + 1);
    outcome = rest[0]?.trim() ?? '';
    rest = rest.slice(1);
  }
  const nowLine = rest.find((line) => line.startsWith('now='));
  const record = outcome === 'taken' ? undefined : parseLockRecord(rest.join('\n'));
  return {
    outcome,
    ...(record ? { record } : {}),
    now: Number(nowLine?.slice(4) ?? 0) || 0,
    ...(broken ? { broken } : {}),
  };
}
