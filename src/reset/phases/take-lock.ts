import type { Phase } from '../../cluster/phase.js';
import { errorMessage } from '../../errors.js';
import { acquireClusterLock } from '../../lock/cluster-lock.js';
import { lockOwner } from '../../lock/owner.js';
import type { ResetContext } from '../context.js';
import { ResetError } from '../errors.js';

/** The cluster's lock on master0, unless forced; an unreachable master0 stops an unforced reset here. */
export const takeLock: Phase<ResetContext> = {
  title: 'Lock',
  shouldRun: (context) => !context.request.force,
  async run(context) {
    const { facts, request } = context;
    const master0 = context.executors.get(facts.master0);
    if (!master0) {
      const cause = context.unreachable.get(facts.master0);
      throw new ResetError(
        `cannot take the cluster's lock: master0 is unreachable (${errorMessage(cause)}); force resets the reachable hosts without the lock`,
        { phase: 'reset', host: facts.master0, cause },
      );
    }
    context.lock = await acquireClusterLock({
      executor: master0,
      cluster: facts.name,
      owner: lockOwner(request.env),
      logger: context.logger,
      timeoutMs: request.lockTimeoutMinutes * 60_000,
    });
  },
};

/** Released before the last clean-up: the lock's own folder is among what that removes. */
export const releaseLock: Phase<ResetContext> = {
  title: 'Unlock',
  shouldRun: (context) => context.lock !== undefined,
  async run(context) {
    await context.lock?.release();
    context.lock = undefined;
  },
};
