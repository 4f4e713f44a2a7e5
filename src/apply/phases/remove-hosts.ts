import type { Phase } from '../../cluster/phase.js';
import { readRegistryInfo } from '../../cluster/registry-info.js';
import { ipOf } from '../../cluster/topology.js';
import { undoBootstrap } from '../../cluster/undo-bootstrap.js';
import { type HostFailure, HostsError } from '../../errors.js';
import { clusterDataDir, rootfsDir } from '../../host-layout/cluster-folders.js';
import { failuresIn, settleEachHost } from '../../hosts/fan-out.js';
import { shellQuote } from '../../hosts/shell.js';
import type { Runtime } from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import { type ApplyContext, resultOf } from '../context.js';

/**
 * Hosts leaving the cluster: deleted from Kubernetes and reset, Bootstrap undone, the cluster's data removed.
 * Nodes leave in parallel, every one worked on even when another fails. Masters leave after them, one at a
 * time, each etcd member gone before the next master starts: two members of a three-member etcd leaving
 * together can take its quorum with them; before each, an etcd snapshot on master0. A master that fails stops
 * the masters after it. Each host is recorded as removed once it is clean.
 */
export const removeHosts: Phase<ApplyContext> = {
  title: 'Remove hosts',
  shouldRun: (context) =>
    context.topology.removing.masters.length + context.topology.removing.nodes.length > 0,
  async run(context) {
    const { topology } = context;
    const runtime = await clusterRuntime(context);
    const removeOne = await hostRemoval(context, runtime);
    const { nodes, masters } = topology.removing;
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
    if (failures.length > 0) throw new HostsError(failures, nodes.length + masters.length, 'remove hosts');
  },
};

/** One leaving host's whole removal: out of Kubernetes (and etcd), then Bootstrap undone and its data removed. */
async function hostRemoval(
  context: ApplyContext,
  runtime: Runtime,
): Promise<(host: string, role: 'master' | 'node') => Promise<void>> {
  const { topology, clusterName, progress } = context;
  const registry = await readRegistryInfo((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
  return async (host, role) => {
    if (role === 'master') {
      await runtime.snapshotEtcd(`removing master ${host}`);
      await runtime.deleteMasters([ipOf(host)]);
    } else await runtime.deleteNodes([ipOf(host)]);
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
