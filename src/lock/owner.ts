import { readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import type { LockProcess } from './lock-script.js';

/**
 * Who takes the lock, as the holder is named to a waiting run: the workflow run, attempt and job inside
 * GitHub Actions, else user@hostname and the process id. One line, no `=` confusion (the value is the rest of
 * its line).
 */
export function lockOwner(env: NodeJS.ProcessEnv = process.env): string {
  let owner: string;
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_RUN_ID) {
    const repository = env.GITHUB_REPOSITORY ? ` of ${env.GITHUB_REPOSITORY}` : '';
    const url =
      env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
        ? ` (${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID})`
        : '';
    owner = `workflow run ${env.GITHUB_RUN_ID} attempt ${env.GITHUB_RUN_ATTEMPT ?? '1'} job ${env.GITHUB_JOB ?? '?'}${repository}${url}`;
  } else {
    owner = `${safeUser()}@${os.hostname()} pid ${process.pid}`;
  }
  return owner.replace(/[\r\n]+/g, ' ');
}

function safeUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** This process, as a lock it takes records it. */
export function lockProcess(): LockProcess {
  return {
    pid: process.pid,
    boot: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    machine: os.hostname().replace(/[\r\n]+/g, ' '),
    pidns: readOr(() => readlinkSync('/proc/self/ns/pid')),
  };
}

/**
 * Whether the lock's holder is known to be gone: it recorded its process, ran on this very machine in this
 * boot and pid namespace, and no process has its pid any more. Anything unknown counts as alive (the lock then
 * goes stale only once its heartbeat stops); a pid reused since only makes the run wait for that.
 */
export function holderIsGone(
  holder: LockProcess | undefined,
  self: LockProcess,
  alive: (pid: number) => boolean = processExists,
): boolean {
  if (!holder || !self.boot || !self.pidns) return false;
  if (holder.boot !== self.boot || holder.machine !== self.machine || holder.pidns !== self.pidns)
    return false;
  return holder.pid !== self.pid && !alive(holder.pid);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function readOr(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}
