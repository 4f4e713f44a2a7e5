import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import type { KubeadmDocument } from '../../clusterfile/schema.js';
import { errorMessage } from '../../errors.js';
import type { RuntimeExecutor } from '../../runtime/executor.js';
import {
  checkK3sDocument,
  K3sRuntime,
  KubeadmRuntime,
  type Runtime,
  savedDistribution,
} from '../../runtime/index.js';
import { noteProblem, type ResetContext, reachedTargets } from '../context.js';
import { ResetError } from '../errors.js';

/**
 * The runtime's reset (kubeadm or k3s, as the saved rootfs says) on the targets while the programs are still installed: the whole cluster through the runtime's
 * reset (nodes, then masters, master0 last), a subset by deleting each host from Kubernetes and resetting it
 * (masters one at a time).
 */
export const resetRuntime: Phase<ResetContext> = {
  title: 'Reset Kubernetes',
  async run(context) {
    const { facts, targets, whole, executors, unreachable } = context;
    const byIp = new Map([...facts.masters, ...facts.nodes].map((host) => [ipOf(host), host]));
    // For a subset, the runtime sees the cluster as it stays: the targets are the hosts that leave it.
    const staying = (host: string) => whole || !targets.includes(host);
    const common = {
      topology: {
        name: facts.name,
        masters: [
          facts.master0,
          ...facts.masters.filter((host) => host !== facts.master0 && staying(host)),
        ].map(ipOf),
        nodes: facts.nodes.filter(staying).map(ipOf),
      },
      connect: (ip: string) => {
        const host = byIp.get(ip) ?? ip;
        return executors.get(host) ?? unreachableHost(host, unreachable.get(host));
      },
      logger: context.logger,
      concurrency: context.concurrency,
    };
    const { clusterfile } = context.request;
    // No image is pulled for a reset: the image's own k3s.yml is not read, only the Clusterfile's document.
    const runtime: Runtime =
      savedDistribution(clusterfile.cluster) === 'k3s'
        ? new K3sRuntime({
            ...common,
            config: {
              vip: facts.vip,
              userConfig: clusterfile.k3s
                ? checkK3sDocument(clusterfile.k3s, 'Clusterfile k3s document')
                : undefined,
            },
          })
        : new KubeadmRuntime({
            ...common,
            config: {
              kubernetesVersion: facts.kubeVersion,
              vip: facts.vip,
              userDocuments: (clusterfile.kubeadm ?? []) as KubeadmDocument[],
            },
          });
    if (whole) {
      const report = await runtime.reset();
      for (const failure of report.failed) {
        const host = byIp.get(failure.host) ?? failure.host;
        if (!unreachable.has(host)) noteProblem(context, host, 'runtime reset', failure.message);
      }
      return;
    }
    for (const [host] of reachedTargets(context)) {
      try {
        if (facts.masters.includes(host)) await runtime.deleteMasters([ipOf(host)]);
        else await runtime.deleteNodes([ipOf(host)]);
      } catch (error) {
        noteProblem(context, host, 'runtime delete', error);
      }
    }
  },
};

/** The runtime's view of a host that could not be reached: every command fails with the connection error. */
function unreachableHost(host: string, error: unknown): RuntimeExecutor {
  const fail = () =>
    Promise.reject(
      new ResetError(`unreachable: ${errorMessage(error)}`, { host, phase: 'reset', cause: error }),
    );
  return { run: fail, writeFile: fail, readFile: fail };
}
