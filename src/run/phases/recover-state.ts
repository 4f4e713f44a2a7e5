import type { Phase } from '../../cluster/phase.js';
import { parseClusterfile } from '../../clusterfile/index.js';
import { clusterfileCopyPath } from '../../recover/clusterfile-copy.js';
import type { RunContext } from '../run-context.js';

/**
 * With no saved state, the Clusterfile master0 keeps: read back when the run asks (recover-state), else only a
 * warning that this run would create the cluster over a live one.
 */
export const recoverState: Phase<RunContext> = {
  title: 'Recover state',
  shouldRun: ({ session, current }) => session !== undefined && current === undefined,
  async run(context) {
    const { session, request, cluster, logger } = context;
    if (!session) return;
    if (request.state.recover) {
      const copy = parseClusterfile(await session.recover(), clusterfileCopyPath(cluster)).clusterfile;
      context.current = context.forget(copy);
      logger.info(`State recovered from master0 ${session.master0}:${clusterfileCopyPath(cluster)}`);
      context.desired = await context.desire(context.current);
    } else if (await session.hasCopy())
      logger.warn(
        `no saved state, but master0 keeps a Clusterfile of cluster "${cluster}": if its state artifact expired, re-run with recover-state: true instead of creating it over the live cluster`,
      );
  },
};
