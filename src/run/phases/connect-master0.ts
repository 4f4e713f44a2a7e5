import type { Phase } from '../../cluster/phase.js';
import type { RunContext } from '../run-context.js';
import { RunSession } from '../run-session.js';

/**
 * master0's session for the lock and the Clusterfile copy. A dry run touches no host and takes no lock; with
 * recover-state it only reads the copy. A stand-in apply (tests) reaches no host, so neither does the session.
 */
export const connectMaster0: Phase<RunContext> = {
  title: 'Connect to master0',
  shouldRun: ({ request, dependencies }) =>
    !(request.dryRun && !request.state.recover) && dependencies.apply === undefined,
  async run(context) {
    const { desired, request, logger, dependencies } = context;
    context.session = await RunSession.open({
      desired: desired.clusterfile,
      ...(desired.localHost ? { localHost: desired.localHost } : {}),
      hostKeyPolicy: request.hostKeyPolicy,
      ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
      logger,
      ...(dependencies.env ? { env: dependencies.env } : {}),
    });
  },
};
