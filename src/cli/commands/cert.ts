import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { hostIp, masters } from '../../clusterfile/index.js';
import { UsageError } from '../../errors.js';
import {
  addCertSans,
  renewApiserverCert,
  renewMasterCertificates,
  savedDistribution,
} from '../../runtime/index.js';
import type { RegisterCommand } from '../context.js';
import { clusterNameArgument, commaList } from '../options.js';
import { readSavedCluster } from '../saved-cluster.js';
import { addSavedClusterFlags, onTargets, resolveTargets, type SshFlags } from '../targets.js';

/**
 * `sealos cert --alt-names` (cmd/sealos/cmd/cert.go, pkg/runtime/kubernetes/certs.go UpdateCertSANs): the names
 * are added to `apiServer.certSANs` of `kube-system/kubeadm-config` (`kubeadm init phase upload-config kubeadm`
 * on master0), and every master gets a new apiserver certificate carrying them, then a restarted apiserver.
 * sealos signs the certificates itself and copies them; here each master makes its own 100-year certificate with
 * openssl and the cluster CA it already holds, as a configuration rollout does, so no CA key leaves a master.
 * Only kubeadm clusters: k3s takes `tls-san` in its config.
 * `--renew` (ours; sealos has `cert` renew nothing) makes each master's leaves and kubeconfig client certificates
 * again for 100 years and restarts its control plane, master by master (docs/operations.md "Certificates").
 */
export const registerCert: RegisterCommand = (program, context) => {
  addSavedClusterFlags(
    program
      .command('cert')
      .description(
        "Add Subject Alternative Names to the API server's certificate on every master and to kubeadm-config, as `sealos cert`; or renew the control-plane certificates master by master (--renew)",
      )
      .option('--alt-names <names>', 'domains or IPs to add (comma-separated, repeatable)', commaList)
      .option(
        '--renew',
        "renew every master's control-plane certificates for 100 years under the cluster's CA, one master at a time, restarting its control plane and waiting for its API server",
      )
      .option('-c, --cluster <name>', 'cluster name', clusterNameArgument, DEFAULT_CLUSTER_NAME),
  ).action(async (flags: SshFlags & { cluster: string; altNames?: string[]; renew?: boolean }) => {
    const altNames = (flags.altNames ?? []).map((name) => name.trim()).filter(Boolean);
    if (flags.altNames && altNames.length === 0)
      throw new UsageError('--alt-names: give at least one domain or IP');
    if (altNames.length === 0 && !flags.renew)
      throw new UsageError('give --alt-names NAMES to add names, or --renew to renew the certificates');
    if (altNames.length > 0 && flags.renew)
      throw new UsageError('give either --alt-names or --renew, not both: run one, then the other');
    const { clusterfile } = await readSavedCluster(flags.stateDir, flags.cluster, true);
    const { cluster } = clusterfile;
    if (savedDistribution(cluster) === 'k3s')
      throw new UsageError(
        flags.renew
          ? `cluster "${flags.cluster}" runs k3s, which renews its own certificates when they are within 90 days of their end at its start`
          : `cluster "${flags.cluster}" runs k3s: add the names to tls-san in its k3s document and apply`,
      );
    const masterIps = masters(cluster).map((address) => hostIp(address) ?? address);
    const [first] = masterIps;
    const reach = (ips: string[]) => resolveTargets({ ...flags, roles: [], ips }, context.logger);
    if (flags.renew) {
      // One master at a time: the next starts only once this one's API server answers again.
      for (const ip of masterIps)
        await onTargets(await reach([ip]), flags, context, async (executor) => {
          context.logger.info(`${executor.host}: renewing the control-plane certificates`);
          await renewMasterCertificates(executor, ip);
          context.stdout(
            `[${executor.host}] control-plane certificates renewed for 100 years; control plane restarted, API server healthy\n`,
          );
        });
      return;
    }

    let clusterConfiguration: Record<string, unknown> | undefined;
    await onTargets(await reach([first as string]), flags, context, async (executor) => {
      clusterConfiguration = await addCertSans(executor, flags.cluster, altNames, context.logger);
    });
    // onTargets threw if master0 failed, so the configuration was read.
    const updated = clusterConfiguration as Record<string, unknown>;
    const sans = (updated.apiServer as { certSANs: string[] }).certSANs;
    context.logger.info(`kube-system/kubeadm-config: certSANs ${sans.join(', ')}`);
    await onTargets(await reach(masterIps), flags, context, async (executor) => {
      const ip = hostIp(executor.host) ?? executor.host;
      await renewApiserverCert(executor, ip, flags.cluster, updated, context.logger);
      context.stdout(`[${executor.host}] apiserver certificate renewed with ${altNames.join(', ')}\n`);
    });
  });
};
