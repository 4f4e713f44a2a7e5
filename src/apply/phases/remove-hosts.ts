import type { Phase } from '../../cluster/phase.js';
import { readRegistryInfo } from '../../cluster/registry-info.js';
import { ipOf } from '../../cluster/topology.js';
import { undoBootstrap } from '../../cluster/undo-bootstrap.js';
import { clusterDataDir, rootfsDir } from '../../host-layout/cluster-folders.js';
import { onEachHost } from '../../hosts/fan-out.js';
import { shellQuote } from '../../hosts/shell.js';
import { clusterRuntime } from '../cluster-runtime.js';
import { type ApplyContext, resultOf } from '../context.js';

/**
 * Hosts leaving the cluster: deleted from Kubernetes and reset, Bootstrap undone, the cluster's data removed.
 * Every leaving host is worked on even when another fails; each is recorded as removed once it is clean.
 */
export const removeHosts: Phase<ApplyContext> = {
  title: 'Remove hosts',
  shouldRun: (context) =>
    context.topology.removing.masters.length + context.topology.removing.nodes.length > 0,
  async run(context) {
    const { topology, clusterName, progress } = context;
    const runtime = await clusterRuntime(context);
    const registry = await readRegistryInfo((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
    const leaving = [...topology.removing.nodes, ...topology.removing.masters];
    await onEachHost(
      leaving,
      async (host) => {
        if (topology.removing.masters.includes(host)) await runtime.deleteMasters([ipOf(host)]);
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
      },
      { concurrency: context.concurrency, phase: 'remove hosts' },
    );
  },
};
