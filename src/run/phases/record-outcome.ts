import type { Phase } from '../../cluster/phase.js';
import { stringifyClusterfile } from '../../clusterfile/index.js';
import { SealosError } from '../../errors.js';
import { NodesNotReadyError } from '../node-readiness.js';
import { changesHosts, type RunContext, runResult } from '../run-context.js';

/** Tells the post step how the run ended, and keeps the redacted Clusterfile on master0. */
export const recordOutcome: Phase<RunContext> = {
  title: 'Record the outcome',
  shouldRun: changesHosts,
  async run(context) {
    const { session } = context;
    const outcome = runResult(context, 'outcome');
    if (!session) return;
    // Nodes not Ready: the apply is saved as done, and the post step collects diagnostics all the same.
    await session.recordOutcome(
      outcome.error instanceof NodesNotReadyError ? 'NodesNotReady' : outcome.phase,
      outcome.error instanceof SealosError ? outcome.error.phase : undefined,
    );
    if (outcome.phase !== 'none') await session.keepClusterfile(stringifyClusterfile(outcome.clusterfile));
  },
};
