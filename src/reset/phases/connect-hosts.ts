import type { Phase } from '../../cluster/phase.js';
import { errorMessage } from '../../errors.js';
import { settleEachHost } from '../../hosts/fan-out.js';
import type { ResetContext } from '../context.js';

/** Every host of the cluster, not only the targets: a subset's deletion runs kubectl on master0. */
export const connectHosts: Phase<ResetContext> = {
  title: 'Connect',
  async run(context) {
    const everyone = [...context.facts.masters, ...context.facts.nodes];
    const reached = await settleEachHost(everyone, (host) => context.pool.get(host), {
      concurrency: context.concurrency,
    });
    for (const outcome of reached) {
      if (outcome.ok) context.executors.set(outcome.host, outcome.value);
      else context.unreachable.set(outcome.host, outcome.error);
    }
    for (const [host, error] of context.unreachable)
      if (context.targets.includes(host))
        context.logger.withPrefix(host).error(`unreachable: ${errorMessage(error)}`);
  },
};
