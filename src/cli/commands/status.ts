import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { type Cluster, clusterfilePath, clusterHosts, hostIp, master0 } from '../../clusterfile/index.js';
import { nodeTableCommand, savedDistribution } from '../../runtime/index.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument } from '../options.js';
import { readSavedCluster } from '../saved-cluster.js';
import { addSavedClusterFlags, onTargets, resolveTargets, type SshFlags } from '../targets.js';

/**
 * `sealos status` (cmd/sealos/cmd/status.go runs its checkers on the saved cluster): here the cluster as saved
 * (phase, images, hosts and roles, the last conditions) and as master0 sees it (`kubectl get nodes -o wide`:
 * each node's readiness, roles, version and address). Exit status 1 when master0 cannot answer.
 */
export const registerStatus: RegisterCommand = (program, context) => {
  addSavedClusterFlags(
    program
      .command('status')
      .description(
        'The cluster as saved and as master0 sees it (hosts, roles, phase, images, node readiness)',
      )
      .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME),
  ).action(async (flags: SshFlags & { cluster: string }) => {
    const { clusterfile } = await readSavedCluster(flags.stateDir, flags.cluster, true);
    const { cluster } = clusterfile;
    context.stdout(`${savedStatus(cluster, clusterfilePath(flags.stateDir, flags.cluster))}\n`);
    const first = master0(cluster);
    const targets = await resolveTargets(
      { ...flags, roles: [], ips: [hostIp(first) ?? first] },
      context.logger,
    );
    await onTargets(targets, flags, context, async (executor) => {
      const { stdout } = await executor.run(nodeTableCommand(savedDistribution(cluster)));
      context.stdout(
        `\nas master0 ${executor.host} sees it (kubectl get nodes -o wide):\n${stdout.trimEnd()}\n`,
      );
    });
  });
};

/** The saved half of the report: what the last run recorded, with no host asked. */
export function savedStatus(cluster: Cluster, file: string): string {
  const status = cluster.status ?? {};
  const lines = [
    `cluster "${cluster.metadata?.name ?? DEFAULT_CLUSTER_NAME}": ${status.phase ?? 'never applied'}${savedDistribution(cluster) ? ` (${savedDistribution(cluster)})` : ''}`,
    `saved: ${file}`,
    `images: ${(cluster.spec?.image ?? []).join(' ') || 'none'}`,
    'hosts:',
  ];
  const first = master0(cluster);
  for (const host of clusterHosts(cluster))
    lines.push(`  ${host.address}  ${host.roles.join(',')}${host.address === first ? '  (master0)' : ''}`);
  for (const condition of (status.conditions ?? []).slice(-3))
    lines.push(
      `condition ${condition.type}=${condition.status}${condition.reason ? ` ${condition.reason}` : ''}${condition.message ? `: ${condition.message}` : ''}`,
    );
  return lines.join('\n');
}
