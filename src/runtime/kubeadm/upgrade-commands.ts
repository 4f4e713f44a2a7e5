import { shellQuote } from '../../hosts/shell.js';
import { adminKubectl } from '../admin-kubectl.js';
import { verbosity } from './commands.js';
import type { ClusterPaths } from './paths.js';

/**
 * The shell commands of a kubeadm upgrade, one step each so every failure names its own command (sealos v5
 * pkg/runtime/kubernetes/upgrade.go runs the same steps joined with `;`). Values are quoted.
 */

export const criShimConfig = '/etc/image-cri-shim.yaml';

/** Kubelet 1.26 speaks CRI v1 only: image-cri-shim must serve v1 instead of v1alpha2 (sealos changeCRIVersion). */
export function criShimToV1(): string {
  return `sed -i "s/v1alpha2/v1/" ${criShimConfig}`;
}

/**
 * Kubelet 1.27 no longer accepts `--container-runtime` and `--pod-infra-container-image`: removed from the
 * kubeadm drop-in and kubelet's flag files (sealos changeKubeletExtraArgs). A value ends at a space or a quote,
 * so a quoted `Environment="..."` keeps its closing quote.
 */
export function dropRemovedKubeletFlags(): string {
  return [
    'set -e',
    'for file in /etc/systemd/system/kubelet.service.d/10-kubeadm.conf /var/lib/kubelet/kubeadm-flags.env /var/lib/kubelet/kubelet-flags.env; do',
    `  if [ -f "$file" ]; then sed -i -E 's/(--container-runtime|--pod-infra-container-image)=[^ "]*//g' "$file"; fi`,
    'done',
  ].join('\n');
}

export function systemctl(action: 'daemon-reload' | 'restart', unit?: string): string {
  return unit ? `systemctl ${action} ${shellQuote(unit)}` : `systemctl ${action}`;
}

/** The new rootfs's binary in place of the installed one (sealos `cp -rf <rootfs>/bin/<name> /usr/bin`). */
export function installBinary(paths: ClusterPaths, name: 'kubeadm' | 'kubectl' | 'kubelet'): string {
  return `cp -f ${shellQuote(`${paths.rootfs}/bin/${name}`)} /usr/bin/${name}`;
}

/** Pre-pulls the target's control-plane images, so the upgrade does not wait on pulls (sealos imagePull). */
export function prePullImages(version: string, criSocket?: string, imageRepository?: string): string {
  return [
    'kubeadm config images pull',
    `--kubernetes-version ${shellQuote(version)}`,
    ...(criSocket ? [`--cri-socket ${shellQuote(criSocket)}`] : []),
    ...(imageRepository ? [`--image-repository ${shellQuote(imageRepository)}`] : []),
  ].join(' ');
}

/**
 * master0's control plane to `version`. kubeadm writes the version into the cluster's ClusterConfiguration
 * (the kubeadm-config ConfigMap) as it upgrades. Certificates are kept, as sealos keeps them: a cluster made by
 * sealos holds its own long-lived PKI, which kubeadm's renewal would replace with one-year certificates.
 */
export function upgradeApply(version: string, debug: boolean): string {
  return `kubeadm upgrade apply ${shellQuote(version)} --yes --certificate-renewal=false --ignore-preflight-errors=SystemVerification,ControlPlaneNodesReady,CreateJob ${verbosity(debug)}`;
}

/** Another master or a node: its control plane (if any) and kubelet config to the cluster's new version. */
export function upgradeNode(debug: boolean): string {
  return `kubeadm upgrade node --certificate-renewal=false --skip-phases preflight ${verbosity(debug)}`;
}

/** kubectl with master0's admin kubeconfig: it reaches the API whichever host is being upgraded. */
function kubectl(args: string): string {
  return adminKubectl('kubeadm', args);
}

export function listNodes(): string {
  return kubectl('get nodes');
}

export function cordon(node: string): string {
  return kubectl(`cordon ${shellQuote(node)}`);
}

/** Evicts the node's pods, bounded in time (sealos only cordons, its drain is commented out). */
export function drain(node: string, timeoutSeconds: number): string {
  return kubectl(
    `drain ${shellQuote(node)} --ignore-daemonsets --delete-emptydir-data --timeout=${timeoutSeconds}s`,
  );
}

export function uncordon(node: string): string {
  return kubectl(`uncordon ${shellQuote(node)}`);
}
