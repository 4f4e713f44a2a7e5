import { SealosError } from '../errors.js';
import type { LockRecord } from './lock-script.js';

/** Another run held the cluster's lock for the whole wait. */
export class LockTimeoutError extends SealosError {
  constructor(
    cluster: string,
    readonly holder: LockRecord,
    waitedMs: number,
    host: string,
  ) {
    super(
      `cluster "${cluster}" is locked by ${describeHolder(holder)} since ${isoSeconds(holder.taken)} (last heartbeat ${isoSeconds(holder.heartbeat)}); gave up after waiting ${describeWait(waitedMs)}. Another run is changing this cluster: let it finish, or raise lock-timeout. A lock left by a process that is gone is taken over at once by a run on the same machine, and by any run 2 minutes after its last heartbeat.`,
      { host, phase: 'lock' },
    );
  }
}

/** The lock operation itself failed on master0 (no flock, a read-only disk). */
export class LockError extends SealosError {}

/** The holder as a waiting run reads it: its owner, and where its process runs when it recorded that. */
export function describeHolder(holder: LockRecord): string {
  const owner = holder.owner || 'an unnamed owner';
  const where = holder.process;
  if (!where) return owner;
  // The CLI's owner already reads `user@host pid N`.
  if (owner.includes(`@${where.machine} pid ${where.pid}`)) return owner;
  return `${owner} (pid ${where.pid} on ${where.machine})`;
}

export function isoSeconds(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().replace(/\.000Z$/, 'Z');
}

function describeWait(ms: number): string {
  if (ms <= 0) return 'no time (lock-timeout 0)';
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}
