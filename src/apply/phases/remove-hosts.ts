import type { Phase } from '../../cluster/phase.js';
import { readRegistryInfo } from '../../cluster/registry-info.js';
import { ipOf } from '../../cluster/topology.js';
import { undoBootstrap } from '../../cluster/undo-bootstrap.js';
import { errorMessage, type HostFailure, HostsError } from '../../errors.js';
import { clusterDataDir, rootfsDir } from '../../host-layout/cluster-folders.js';
import { isUnreachable } from '../../hosts/errors.js';
import { failuresIn, onEachHost, settleEachHost } from '../../hosts/fan-out.js';
import { shellQuote } from '../../hosts/shell.js';
import type { Runtime } from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import { type ApplyContext, resultOf } from '../context.js';
import { uncleanedHostAdvice } from '../uncleaned-host.js';

/**
 * Hosts leaving the cluster: deleted from Kubernetes and reset, Bootstrap undone, the cluster's data removed.
 * Nodes leave in parallel, every one worked on even when another fails. Masters leave after them, one at a
 * time, each etcd member gone before the next master starts: two members of a three-member etcd leaving
 * together can take its quorum with them; before each, an etcd snapshot on master0. A master that fails stops
 * the masters after it. A leaving host that does not answer SSH is taken out through master0 alone (its Node, a
 * master's etcd member) and said to be not cleaned. Each host is recorded as removed once it is out.
 */
export const removeHosts: Phase<ApplyContext> = {
  title: 'Remove hosts',
  shouldRun: (context) =>
    context.topology.removing.masters.length + context.topology.removing.nodes.length > 0,
  async run(context) {
    const { topology, progress } = context;
    const runtime = await clusterRuntime(context);
    await findUnreachable(context);
    const removeOne = await hostRemoval(context, runtime);
    const { nodes } = topology.removing;
    // A master that is down leaves first: removing a live member while another is down can break the quorum.
    const masters = [
      ...topology.removing.masters.filter((host) => progress.unreachable.has(host)),
      ...topology.removing.masters.filter((host) => !progress.unreachable.has(host)),
    ];
    const failures: HostFailure[] = failuresIn(
      await settleEachHost(nodes, (host) => removeOne(host, 'node'), { concurrency: context.concurrency }),
    );
    for (const [index, host] of masters.entries()) {
      try {
        await removeOne(host, 'master');
      } catch (error) {
        failures.push({ host, error });
        const waiting = masters.slice(index + 1);
        if (waiting.length > 0)
          context.logger.warn(
            `not removing ${waiting.join(', ')}: masters leave etcd one at a time, and ${host} did not leave`,
          );
        break;
      }
    }
    for (const host of progress.unreachable)
      if (progress.removed.has(host)) context.logger.warn(uncleanedHostAdvice(host, context.clusterName));
    if (failures.length > 0) throw new HostsError(failures, nodes.length + masters.length, 'remove hosts');
  },
};

/**
 * Connects to every leaving host; one that does not answer SSH (refused, timed out, no route) is recorded so it
 * is taken out without it. Any other failure (a refused login, a wrong host key) is an error, as for every host.
 */
async function findUnreachable(context: ApplyContext): Promise<void> {
  const { removing } = context.topology;
  await onEachHost(
    [...removing.nodes, ...removing.masters],
    async (host) => {
      try {
        await context.executor(host);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        context.progress.unreachable.add(host);
        context.logger.warn(
          `${host} is leaving and does not answer SSH (${errorMessage(error)}): it is removed without being cleaned`,
        );
      }
    },
    { concurrency: context.concurrency, phase: 'remove hosts' },
  );
}

/**
 * One leaving host's whole removal: out of Kubernetes (and etcd), then Bootstrap undone and its data removed. A
 * host that does not answer SSH is only taken out through master0.
 */
async function hostRemoval(
  context: ApplyContext,
  runtime: Runtime,
): Promise<(host: string, role: 'master' | 'node') => Promise<void>> {
  const { topology, clusterName, progress } = context;
  const registry = await readRegistryInfo((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
  return async (host, role) => {
    if (role === 'master') await runtime.snapshotEtcd(`removing master ${host}`);
    if (progress.unreachable.has(host)) {
      await runtime.removeUnreachable(ipOf(host), role);
      progress.removed.add(host);
      return;
    }
    if (role === 'master') await runtime.deleteMasters([ipOf(host)]);
    else await runtime.deleteNodes([ipOf(host)]);
    const executor = await context.executor(host);
    await undoBootstrap(executor, {
      rootfs: rootfsDir(clusterName),
      labels: resultOf(context, 'images').labels,
      env: resultOf(context, 'trees').env(host),
      registryDomain: registry.domain,
      registryData: registry.data,
      isRegistry: topology.roles(host).includes('registry'),
      logger: context.logger,
    });
    await executor.run(`rm -rf -- ${shellQuote(clusterDataDir(clusterName))}`);
    progress.removed.add(host);
  };
}
