import { parse } from 'yaml';
import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { hostIp, masters } from '../../clusterfile/index.js';
import { SealosError, UsageError } from '../../errors.js';
import { shellQuote } from '../../hosts/shell.js';
import { savedDistribution } from '../../runtime/index.js';
import { stringifyDocuments } from '../../runtime/yaml.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument, commaList } from '../options.js';
import { addSavedClusterFlags, onTargets, readSavedCluster, resolveTargets, type SshFlags } from './exec.js';
import { master0Kubectl } from './status.js';

/** Where the updated ClusterConfiguration is written on each master, as sealos's `kubeadm-update.yaml`. */
export function certUpdateFile(cluster: string): string {
  return `/var/lib/sealos/data/${cluster}/etc/kubeadm-update.yaml`;
}

/** The ClusterConfiguration of `kube-system/kubeadm-config` with the alt names added to `apiServer.certSANs`. */
export function withAltNames(
  clusterConfiguration: string,
  altNames: string[],
  host: string,
): Record<string, unknown> {
  const document: unknown = parse(clusterConfiguration);
  if (!isYamlMap(document) || document.kind !== 'ClusterConfiguration')
    throw new SealosError(
      'kube-system/kubeadm-config: data.ClusterConfiguration is not a ClusterConfiguration',
      {
        host,
      },
    );
  const apiServer = isYamlMap(document.apiServer) ? document.apiServer : {};
  const current = Array.isArray(apiServer.certSANs) ? apiServer.certSANs.map(String) : [];
  apiServer.certSANs = [...new Set([...current, ...altNames])];
  document.apiServer = apiServer;
  return document;
}

/**
 * One master's new apiserver certificate: its own InitConfiguration (its address is a SAN) beside the updated
 * ClusterConfiguration; the old key pair is kept aside and put back if kubeadm fails, then the apiserver's static
 * pod is removed so the kubelet starts it again with the new certificate (sealos `deleteStaticPod`).
 */
export function renewApiserverCertScript(file: string): string {
  const pki = '/etc/kubernetes/pki';
  const q = shellQuote;
  return [
    'set -e',
    `cp -p ${q(`${pki}/apiserver.crt`)} ${q(`${pki}/apiserver.crt.bak`)}`,
    `cp -p ${q(`${pki}/apiserver.key`)} ${q(`${pki}/apiserver.key.bak`)}`,
    `rm -f ${q(`${pki}/apiserver.crt`)} ${q(`${pki}/apiserver.key`)}`,
    `if ! kubeadm init phase certs apiserver --config ${q(file)}; then`,
    `  mv -f ${q(`${pki}/apiserver.crt.bak`)} ${q(`${pki}/apiserver.crt`)}`,
    `  mv -f ${q(`${pki}/apiserver.key.bak`)} ${q(`${pki}/apiserver.key`)}`,
    '  exit 1',
    'fi',
    'pods=$(crictl pods --name kube-apiserver -q)',
    '[ -n "$pods" ] || { echo "no kube-apiserver pod found to restart" >&2; exit 1; }',
    'crictl stopp $pods >/dev/null && crictl rmp $pods >/dev/null',
  ].join('\n');
}

/**
 * `sealos cert --alt-names` (cmd/sealos/cmd/cert.go, pkg/runtime/kubernetes/certs.go UpdateCertSANs): the names
 * are added to `apiServer.certSANs` of `kube-system/kubeadm-config` (`kubeadm init phase upload-config kubeadm`
 * on master0), and every master gets a new apiserver certificate carrying them, then a restarted apiserver.
 * sealos signs the certificates itself and copies them; here each master's kubeadm signs its own with the
 * cluster CA it already holds. Only kubeadm clusters: k3s takes `tls-san` in its config.
 */
export const registerCert: RegisterCommand = (program, context) => {
  addSavedClusterFlags(
    program
      .command('cert')
      .description(
        "Add Subject Alternative Names to the API server's certificate on every master and to kubeadm-config, as `sealos cert`",
      )
      .requiredOption('--alt-names <names>', 'domains or IPs to add (comma-separated, repeatable)', commaList)
      .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME),
  ).action(async (flags: SshFlags & { cluster: string; altNames: string[] }) => {
    const altNames = flags.altNames.map((name) => name.trim()).filter(Boolean);
    if (altNames.length === 0) throw new UsageError('--alt-names: give at least one domain or IP');
    const { clusterfile } = await readSavedCluster(flags.stateDir, flags.cluster, true);
    const { cluster } = clusterfile;
    if (savedDistribution(cluster) === 'k3s')
      throw new UsageError(
        `cluster "${flags.cluster}" runs k3s: add the names to tls-san in its k3s document and apply`,
      );
    const file = certUpdateFile(flags.cluster);
    const masterIps = masters(cluster).map((address) => hostIp(address) ?? address);
    const [first] = masterIps;
    const reach = (ips: string[]) => resolveTargets({ ...flags, roles: [], ips }, context.logger);

    let clusterConfiguration: Record<string, unknown> | undefined;
    await onTargets(await reach([first as string]), flags, context, async (executor) => {
      const { stdout } = await executor.run(
        master0Kubectl(
          cluster,
          "-n kube-system get cm kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'",
        ),
      );
      clusterConfiguration = withAltNames(stdout, altNames, executor.host);
      await executor.writeFile(file, stringifyDocuments([clusterConfiguration]), { mode: 0o600 });
      await executor.run(`kubeadm init phase upload-config kubeadm --config ${shellQuote(file)}`, {
        logger: context.logger,
      });
    });
    // onTargets threw if master0 failed, so the configuration was read.
    const updated = clusterConfiguration as Record<string, unknown>;
    const sans = (updated.apiServer as { certSANs: string[] }).certSANs;
    context.logger.info(`kube-system/kubeadm-config: certSANs ${sans.join(', ')}`);
    await onTargets(await reach(masterIps), flags, context, async (executor) => {
      const ip = hostIp(executor.host) ?? executor.host;
      const init = {
        apiVersion: updated.apiVersion,
        kind: 'InitConfiguration',
        localAPIEndpoint: { advertiseAddress: ip },
      };
      await executor.writeFile(file, stringifyDocuments([init, updated]), { mode: 0o600 });
      await executor.run(renewApiserverCertScript(file), { logger: context.logger });
      context.stdout(`[${executor.host}] apiserver certificate renewed with ${altNames.join(', ')}\n`);
    });
  });
};
