import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InterruptedError } from '../../../src/errors.js';
import { LocalExecutor } from '../../../src/hosts/local-executor.js';
import { acquireClusterLock, type LockClock, releaseClusterLock } from '../../../src/lock/cluster-lock.js';
import { LockTimeoutError } from '../../../src/lock/errors.js';
import { type LockProcess, parseLockRecord } from '../../../src/lock/lock-script.js';
import { lockOwner, lockProcess } from '../../../src/lock/owner.js';
import { memoryLogger } from '../../lab/memory-log.js';

/** A clock that only moves when the lock sleeps: the wait loop is tested without real time. */
function fakeClock(): LockClock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

// The lock scripts run in real bash with real flock, on a temporary data root instead of /var/lib/sealos/data.
describe('cluster lock', () => {
  let root: string;
  const executor = new LocalExecutor({ host: 'master0' });
  const lockFile = () => path.join(root, 'demo.lock');
  /** The lock file's record as it is now; undefined when there is none. */
  const heldLock = async () => parseLockRecord(await readFile(lockFile(), 'utf8').catch(() => ''));

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'sealos-lock-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const take = (owner: string, options: { timeoutMs?: number; clock?: LockClock; token?: string } = {}) =>
    acquireClusterLock({
      executor,
      cluster: 'demo',
      owner,
      logger: memoryLogger().logger,
      timeoutMs: options.timeoutMs ?? 0,
      clock: options.clock ?? fakeClock(),
      dataRoot: root,
      ...(options.token ? { token: options.token } : {}),
    });

  it('writes owner, token, taken time and heartbeat, and removes the file on release', async () => {
    const held = await take('run 1 attempt 1 job a');
    const text = await readFile(lockFile(), 'utf8');
    expect(text).toMatch(
      /^owner=run 1 attempt 1 job a\ntoken=[0-9a-f]{24}\ntaken=\d+\nheartbeat=\d+\npid=\d+\nboot=[0-9a-f-]{36}\nmachine=.+\npidns=pid:\[\d+\]\n$/,
    );
    expect(text).toContain(`pid=${process.pid}\n`);
    expect(text).toContain(`machine=${os.hostname()}\n`);
    expect(text).toContain(`token=${held.token}`);
    expect(await heldLock()).toMatchObject({ owner: 'run 1 attempt 1 job a' });
    await held.release();
    expect(await heldLock()).toBeUndefined();
    await expect(readFile(lockFile())).rejects.toThrow(/ENOENT/);
  });

  it('makes a second contender wait its whole budget, then fail naming the holder and when it took the lock', async () => {
    const first = await take('run 1 attempt 1 job deploy');
    const clock = fakeClock();
    const error = await take('run 2 attempt 1 job deploy', { timeoutMs: 12_000, clock }).catch((e) => e);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect(error.message).toContain(
      `cluster "demo" is locked by run 1 attempt 1 job deploy (pid ${process.pid} on ${os.hostname()}) since 20`,
    );
    expect(error.host).toBe('master0');
    // It polled (5 s, 5 s, then the 2 s left) and gave up at the budget, not before.
    expect(clock.slept).toEqual([5000, 5000, 2000]);
    expect((await heldLock())?.token).toBe(first.token);
    await first.release();
  });

  it('lets the second contender in once the first releases', async () => {
    const first = await take('run 1');
    let releasedAfterPolls = 0;
    const clock: LockClock = {
      now: () => 0,
      sleep: async () => {
        releasedAfterPolls += 1;
        if (releasedAfterPolls === 2) await first.release();
      },
    };
    const second = await take('run 2', { timeoutMs: 60_000, clock });
    expect(releasedAfterPolls).toBe(2);
    expect((await heldLock())?.owner).toBe('run 2');
    await second.release();
  });

  it('breaks a lock whose heartbeat is older than two minutes, with a warning naming its owner', async () => {
    const old = Math.floor(Date.now() / 1000) - 600;
    await writeFile(
      lockFile(),
      `owner=run 7 attempt 2 job gone\ntoken=deadbeef\ntaken=${old}\nheartbeat=${old}\n`,
    );
    const { logger, sink } = memoryLogger();
    const held = await acquireClusterLock({
      executor,
      cluster: 'demo',
      owner: 'run 8',
      logger,
      timeoutMs: 0,
      dataRoot: root,
    });
    expect(sink.lines.join('\n')).toMatch(
      /warn:broke a stale lock of cluster "demo": run 7 attempt 2 job gone took it/,
    );
    expect((await heldLock())?.owner).toBe('run 8');
    await held.release();
  });

  it('does not break a lock whose heartbeat is recent', async () => {
    const recent = Math.floor(Date.now() / 1000) - 30;
    await writeFile(lockFile(), `owner=run 7\ntoken=cafe\ntaken=${recent - 100}\nheartbeat=${recent}\n`);
    await expect(take('run 8')).rejects.toThrow(/locked by run 7 since/);
  });

  it('re-takes its own lock (a re-run with the same token) keeping the taken time', async () => {
    const then = Math.floor(Date.now() / 1000) - 50;
    await writeFile(lockFile(), `owner=run 9\ntoken=abc123\ntaken=${then}\nheartbeat=${then}\n`);
    const held = await take('run 9', { token: 'abc123' });
    expect(await heldLock()).toMatchObject({ token: 'abc123', taken: then });
    await held.release();
  });

  it('releases only with the holder token (the post step after another run took over)', async () => {
    const held = await take('run 1');
    expect(await releaseClusterLock(executor, 'demo', 'not-the-token', root)).toBe(false);
    expect((await heldLock())?.token).toBe(held.token);
    expect(await releaseClusterLock(executor, 'demo', held.token, root)).toBe(true);
    expect(await releaseClusterLock(executor, 'demo', held.token, root)).toBe(false);
  });

  it('a heartbeat moves the heartbeat time forward and keeps the lock from going stale', async () => {
    const held = await take('run 1');
    const old = Math.floor(Date.now() / 1000) - 600;
    const text = await readFile(lockFile(), 'utf8');
    await writeFile(lockFile(), text.replace(/^heartbeat=\d+$/m, `heartbeat=${old}`));
    await held.refresh();
    const record = await heldLock();
    expect(record?.heartbeat).toBeGreaterThan(old + 500);
    expect(record?.token).toBe(held.token);
    await expect(take('run 2')).rejects.toThrow(/locked by run 1/);
    await held.release();
  });

  it('a heartbeat after another run broke the lock says so, and release leaves the new holder alone', async () => {
    const { logger, sink } = memoryLogger();
    const held = await acquireClusterLock({
      executor,
      cluster: 'demo',
      owner: 'run 1',
      logger,
      timeoutMs: 0,
      dataRoot: root,
    });
    const old = Math.floor(Date.now() / 1000) - 600;
    await writeFile(lockFile(), `owner=run 1\ntoken=${held.token}\ntaken=${old}\nheartbeat=${old}\n`);
    const second = await take('run 2');
    await held.refresh();
    expect(sink.lines.join('\n')).toMatch(/error:the lock of cluster "demo" was taken over by run 2/);
    await held.release();
    expect((await heldLock())?.token).toBe(second.token);
    await second.release();
  });

  /** A process of this machine that has ended: its pid names no process now. */
  async function deadPid(): Promise<number> {
    const child = spawn('true');
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  }

  /** A lock file as a holder that recorded its process writes it, heartbeat fresh. */
  async function writeHeldLock(owner: string, token: string, where: LockProcess): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    await writeFile(
      lockFile(),
      `owner=${owner}\ntoken=${token}\ntaken=${now - 5}\nheartbeat=${now}\npid=${where.pid}\nboot=${where.boot}\nmachine=${where.machine}\npidns=${where.pidns}\n`,
    );
  }

  it('takes over at once a fresh lock whose process on this machine is gone, naming it', async () => {
    const pid = await deadPid();
    await writeHeldLock('alice@box pid 1', 'f00d', { ...lockProcess(), pid });
    const { logger, sink } = memoryLogger();
    const clock = fakeClock();
    const held = await acquireClusterLock({
      executor,
      cluster: 'demo',
      owner: 'run 2',
      logger,
      timeoutMs: 60_000,
      clock,
      dataRoot: root,
    });
    expect(clock.slept).toEqual([]);
    expect(sink.lines.join('\n')).toContain(
      `warn:took over the lock of cluster "demo" left by alice@box pid 1 (pid ${pid} on ${os.hostname()}): that process no longer runs on this machine`,
    );
    expect((await heldLock())?.owner).toBe('run 2');
    await held.release();
  });

  it('respects a fresh lock of a live process on this machine, or of any process on another machine or boot', async () => {
    const self = lockProcess();
    const pid = await deadPid();
    const holders: [string, LockProcess][] = [
      ['a live process here', { ...self, pid: process.ppid }],
      ['another machine', { ...self, pid, machine: 'runner-elsewhere' }],
      ['an earlier boot', { ...self, pid, boot: '00000000-0000-0000-0000-000000000000' }],
      ['another pid namespace', { ...self, pid, pidns: 'pid:[1]' }],
    ];
    for (const [owner, where] of holders) {
      await writeHeldLock(owner, 'beef', where);
      const error = await take('run 3').catch((e) => e);
      expect(error, owner).toBeInstanceOf(LockTimeoutError);
      expect(error.message).toContain(`locked by ${owner} (pid ${where.pid} on ${where.machine}) since 20`);
      expect((await heldLock())?.token).toBe('beef');
    }
  });

  it('a wait for the lock ends when the run is interrupted, with the interrupt as the error', async () => {
    const first = await take('run 1');
    const controller = new AbortController();
    const clock: LockClock = {
      now: () => 0,
      sleep: async (_ms, signal) => {
        controller.abort(new InterruptedError('SIGINT'));
        signal?.throwIfAborted();
      },
    };
    const error = await acquireClusterLock({
      executor,
      cluster: 'demo',
      owner: 'run 2',
      logger: memoryLogger().logger,
      timeoutMs: 600_000,
      clock,
      dataRoot: root,
      signal: controller.signal,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(InterruptedError);
    expect((await heldLock())?.token).toBe(first.token);
    await first.release();
  });

  it('names a GitHub run by id, attempt and job, and a CLI user by user@host and pid', () => {
    expect(
      lockOwner({
        GITHUB_ACTIONS: 'true',
        GITHUB_RUN_ID: '42',
        GITHUB_RUN_ATTEMPT: '3',
        GITHUB_JOB: 'preview',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_SERVER_URL: 'https://github.com',
      }),
    ).toBe('workflow run 42 attempt 3 job preview of o/r (https://github.com/o/r/actions/runs/42)');
    expect(lockOwner({})).toMatch(new RegExp(`@${os.hostname()} pid ${process.pid}$`));
  });
});
