import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorMessage } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import type { Logger } from '../log/logger.js';
import { describeHolder, isoSeconds, LockError, LockTimeoutError } from './errors.js';
import {
  type LockAnswer,
  type LockOperation,
  type LockProcess,
  type LockRecord,
  lockPath,
  lockScript,
  parseLockAnswer,
} from './lock-script.js';
import { holderIsGone, lockProcess } from './owner.js';

/** A lock whose heartbeat is older than this is abandoned (its holder died) and may be taken over. */
const DEFAULT_STALE_SECONDS = 120;

/** Default `lock-timeout`: how long a run waits for another run of the same cluster. */
export const DEFAULT_LOCK_TIMEOUT_MINUTES = 10;
const DEFAULT_HEARTBEAT_MS = 30_000;
const DEFAULT_POLL_MS = 5_000;

/** Time for the wait loop; tests pass a fake one so no test depends on real time. */
export interface LockClock {
  now(): number;
  /** Rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: LockClock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await sleep(ms, undefined, signal ? { signal } : {}).catch(() => undefined);
    signal?.throwIfAborted();
  },
};

export interface AcquireLockOptions {
  /** master0's executor; it stays open while the lock is held (the heartbeat uses it). */
  executor: Executor;
  cluster: string;
  /** Who holds it, as a waiting run will name it (lockOwner()). */
  owner: string;
  logger: Logger;
  /** How long to wait for another holder (`lock-timeout`); 0 tries once. */
  timeoutMs: number;
  staleSeconds?: number;
  heartbeatMs?: number;
  pollMs?: number;
  clock?: LockClock;
  /** The token naming this holder; random when absent. */
  token?: string;
  /** The folder holding the lock file; DATA_ROOT (tests use a temporary folder). */
  dataRoot?: string;
  /** This process as the lock records it; lockProcess() when absent. */
  process?: LockProcess;
  /** Whether a pid names a live process on this machine (tests replace it). */
  isAlive?: (pid: number) => boolean;
  /** Ends the wait (the run was interrupted) with the signal's reason. */
  signal?: AbortSignal;
}

/** A lock this process holds: the heartbeat runs until `release`. */
export interface HeldLock {
  readonly cluster: string;
  readonly host: string;
  /** Kept by the action for its post step, which releases the lock if the main step could not. */
  readonly token: string;
  /** One heartbeat now (the timer calls it every `heartbeatMs`); says so when another run took the lock over. */
  refresh(): Promise<void>;
  release(): Promise<void>;
}

/**
 * Takes the cluster's lock on master0 (see lockScript), waiting while another run holds a fresh one, up to
 * `timeoutMs`; then fails with LockTimeoutError naming the holder and when it took the lock. A lock whose
 * heartbeat is older than `staleSeconds` is broken, with a warning naming its owner.
 */
export async function acquireClusterLock(options: AcquireLockOptions): Promise<HeldLock> {
  const clock = options.clock ?? realClock;
  const token = options.token ?? randomBytes(12).toString('hex');
  const stale = options.staleSeconds ?? DEFAULT_STALE_SECONDS;
  const self = options.process ?? lockProcess();
  const { executor, cluster, logger, signal } = options;
  const start = clock.now();
  let announced = false;
  let gone: LockRecord | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const answer = await runLockScript(executor, cluster, 'acquire', {
      token,
      owner: options.owner,
      stale,
      dataRoot: options.dataRoot,
      process: self,
      ...(gone ? { breakToken: gone.token } : {}),
    });
    if (answer.outcome === 'taken') {
      if (answer.broken && answer.broken.token === gone?.token)
        logger.warn(
          `took over the lock of cluster "${cluster}" left by ${describeHolder(answer.broken)}: that process no longer runs on this machine (taken at ${isoSeconds(answer.broken.taken)})`,
        );
      else if (answer.broken)
        logger.warn(
          `broke a stale lock of cluster "${cluster}": ${describeHolder(answer.broken)} took it at ${isoSeconds(answer.broken.taken)}, last heartbeat ${isoSeconds(answer.broken.heartbeat)}`,
        );
      logger.info(
        `Lock of cluster "${cluster}" taken on ${executor.host} (${lockPath(cluster, options.dataRoot)})`,
      );
      return startHeartbeat(options, token, stale);
    }
    const holder = answer.record ?? unknownHolder(answer.now);
    // Left by a process of this machine that is gone (Ctrl-C twice, kill -9): take it over now, not when stale.
    if (holder.token !== gone?.token && holderIsGone(holder.process, self, options.isAlive)) {
      gone = holder;
      continue;
    }
    const waited = clock.now() - start;
    if (waited >= options.timeoutMs) throw new LockTimeoutError(cluster, holder, waited, executor.host);
    if (!announced) {
      logger.info(
        `Waiting for the lock of cluster "${cluster}": held by ${describeHolder(holder)} since ${isoSeconds(holder.taken)} (last heartbeat ${isoSeconds(holder.heartbeat)})`,
      );
      announced = true;
    }
    await clock.sleep(Math.min(options.pollMs ?? DEFAULT_POLL_MS, options.timeoutMs - waited), signal);
  }
}

/**
 * Releases the lock if `token` still holds it (the post step's path: its main step may have ended without
 * releasing). Returns whether it was held.
 */
export async function releaseClusterLock(
  executor: Executor,
  cluster: string,
  token: string,
  dataRoot?: string,
): Promise<boolean> {
  const answer = await runLockScript(executor, cluster, 'release', { token, owner: '', stale: 0, dataRoot });
  return answer.outcome === 'released';
}

function startHeartbeat(options: AcquireLockOptions, token: string, stale: number): HeldLock {
  const { executor, cluster, logger } = options;
  let beating: Promise<void> = Promise.resolve();
  const beat = async () => {
    try {
      const answer = await runLockScript(executor, cluster, 'refresh', {
        token,
        owner: options.owner,
        stale,
        dataRoot: options.dataRoot,
      });
      if (answer.outcome === 'lost')
        logger.error(
          `the lock of cluster "${cluster}" was taken over by ${answer.record?.owner ?? 'another run'} (this run's heartbeat was late): two runs may now change the cluster at once`,
        );
    } catch (error) {
      logger.warn(`lock heartbeat on ${executor.host} failed: ${errorMessage(error)}`);
    }
  };
  const refresh = () => {
    beating = beating.then(beat);
    return beating;
  };
  const timer = setInterval(() => {
    void refresh();
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  timer.unref();
  let released = false;
  return {
    cluster,
    host: executor.host,
    token,
    refresh,
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      await beating;
      if (await releaseClusterLock(executor, cluster, token, options.dataRoot))
        logger.info(`Lock of cluster "${cluster}" released`);
      else logger.warn(`the lock of cluster "${cluster}" was no longer this run's when it ended`);
    },
  };
}

interface LockValues {
  token: string;
  owner: string;
  stale: number;
  dataRoot?: string | undefined;
  process?: LockProcess;
  /** The token of a holder known to be gone. */
  breakToken?: string;
}

async function runLockScript(
  executor: Executor,
  cluster: string,
  operation: LockOperation,
  values: LockValues,
): Promise<LockAnswer> {
  const result = await executor.run(lockScript(cluster, operation, values.dataRoot), {
    check: false,
    env: {
      LOCK_TOKEN: values.token,
      LOCK_OWNER: values.owner,
      LOCK_STALE: String(values.stale),
      LOCK_PID: String(values.process?.pid ?? ''),
      LOCK_BOOT: values.process?.boot ?? '',
      LOCK_MACHINE: values.process?.machine ?? '',
      LOCK_PIDNS: values.process?.pidns ?? '',
      LOCK_BREAK: values.breakToken ?? '',
    },
  });
  if (result.exitCode !== 0)
    throw new LockError(
      `cannot ${operation} the lock ${lockPath(cluster, values.dataRoot)}: ${result.stderr.trim() || `exit ${String(result.exitCode)}`}`,
      { host: executor.host, phase: 'lock' },
    );
  return parseLockAnswer(result.stdout);
}

function unknownHolder(now: number): LockRecord {
  return { owner: 'an unknown owner', token: '', taken: now, heartbeat: now };
}
