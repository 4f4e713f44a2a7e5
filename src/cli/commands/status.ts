import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import {
  type Cluster,
  clusterfilePath,
  clusterHosts,
  formatCertificateEnd,
  hostIp,
  master0,
  masters,
} from '../../clusterfile/index.js';
import {
  type CertificateEnd,
  type CertificateReport,
  certificateReport,
  endingSoonLines,
  nodeTableCommand,
  readCertificateEnds,
  savedDistribution,
} from '../../runtime/index.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument } from '../options.js';
import { readSavedCluster } from '../saved-cluster.js';
import { addSavedClusterFlags, onTargets, resolveTargets, type SshFlags } from '../targets.js';

/**
 * `sealos status` (cmd/sealos/cmd/status.go runs its checkers on the saved cluster): here the cluster as saved
 * (phase, images, hosts and roles, the last conditions) and as master0 sees it (`kubectl get nodes -o wide`:
 * each node's readiness, roles, version and address), and for kubeadm each master's certificates as openssl reads
 * them there. Exit status 1 when a master cannot answer.
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
    if (savedDistribution(cluster) === 'k3s') return;
    const masterIps = masters(cluster).map((address) => hostIp(address) ?? address);
    const ends: CertificateEnd[] = [];
    const reach = await resolveTargets({ ...flags, roles: [], ips: masterIps }, context.logger);
    await onTargets(reach, flags, context, async (executor) => {
      ends.push(...(await readCertificateEnds(executor, hostIp(executor.host) ?? executor.host)));
    });
    context.stdout(`\n${certificateStatus(masterIps, certificateReport(ends, new Date()))}\n`);
  });
};

/** Each master's first certificate to end, then every one that ends within 90 days or has ended. */
function certificateStatus(masterIps: readonly string[], report: CertificateReport): string {
  const lines = ['certificates (read with openssl on each master):'];
  for (const ip of masterIps) {
    const own = report.ends.filter((end) => end.host === ip);
    const [first] = own;
    lines.push(
      first
        ? `  ${ip}  ${own.length} certificates, the first ends ${formatCertificateEnd(first.notAfter)} (${first.file})`
        : `  ${ip}  no certificate found`,
    );
  }
  for (const end of report.expired)
    lines.push(`ENDED ${end.host}: ${end.file} ${formatCertificateEnd(end.notAfter)}`);
  lines.push(...endingSoonLines(report).map((line) => `warning: ${line}`));
  return lines.join('\n');
}

/** The saved half of the report: what the last run recorded, with no host asked. */
function savedStatus(cluster: Cluster, file: string): string {
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
