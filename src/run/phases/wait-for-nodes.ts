import type { Phase } from '../../cluster/phase.js';
import { formatDuration } from '../../log/logger.js';
import { NodesNotReadyError, nodeTableLines, waitForNodes } from '../node-readiness.js';
import { changesHosts, type RunContext, runResult } from '../run-context.js';

/**
 * After a successful apply, master0's kubectl is asked until every node is Ready: the nodes go in the outcome
 * (the log shows them now, the job summary later); at the end of the wait the failure naming the nodes that
 * are not Ready becomes the outcome's error. The apply and its saved state stand either way.
 */
export const waitForReadyNodes: Phase<RunContext> = {
  title: 'Wait for nodes',
  shouldRun: (context) =>
    changesHosts(context) && !runResult(context, 'outcome').error && !!context.request.waitMs,
  async run(context) {
    const { session, logger, dependencies } = context;
    const outcome = runResult(context, 'outcome');
    const waitMs = context.request.waitMs ?? 0;
    const signal = dependencies.signal;
    if (!session) return;
    try {
      outcome.nodes = await logger.group(
        `Wait for every node to be Ready (up to ${formatDuration(waitMs)})`,
        () =>
          waitForNodes({
            run: (command) => session.runOnMaster0(command),
            runtime: outcome.plan.runtime,
            timeoutMs: waitMs,
            logger,
            ...(signal ? { signal } : {}),
          }),
      );
    } catch (error) {
      if (!(error instanceof NodesNotReadyError)) throw error;
      outcome.nodes = error.nodes;
      outcome.error = error;
    }
    if (outcome.nodes.length > 0) for (const line of nodeTableLines(outcome.nodes)) logger.info(line);
  },
};
