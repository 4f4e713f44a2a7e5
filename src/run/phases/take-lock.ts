import type { Phase } from '../../cluster/phase.js';
import { DEFAULT_LOCK_TIMEOUT_MINUTES } from '../../lock/cluster-lock.js';
import { changesHosts, type RunContext } from '../run-context.js';

/** The cluster's lock on master0, waited for up to lock-timeout; a dry run takes none. */
export const takeRunLock: Phase<RunContext> = {
  title: 'Lock',
  shouldRun: changesHosts,
  async run({ session, request, desired, dependencies }) {
    await session?.lock(
      request.lockTimeoutMinutes ?? DEFAULT_LOCK_TIMEOUT_MINUTES,
      desired.clusterfile,
      dependencies.signal,
    );
  },
};

/** Releases the lock before the run ends (the run also releases it when it stops earlier). */
export const releaseRunLock: Phase<RunContext> = {
  title: 'Unlock',
  shouldRun: changesHosts,
  async run({ session }) {
    await session?.release();
  },
};
