import { shellQuote as q } from '../../hosts/shell.js';
import { adminKubectl } from '../admin-kubectl.js';
import { ipvsClearLines } from '../ipvs.js';
import { type ClusterPaths, kubernetesPaths } from './paths.js';

/** The commands every runtime shares, re-exported so this runtime's plan reads from one module. */
export { fileExists, hostname, pointApiServerAt } from '../commands.js';

/**
 * The shell commands of the kubeadm runtime, as plain strings: what sealos runs (pkg/runtime/kubernetes),
 * except where a comment says otherwise. Kept pure so the plans' tests can assert them exactly. Every value
 * that is not a constant here (paths under the cluster's name, a node name a host reported, addresses, keys,
 * a data folder from the image) is quoted as one shell word.
 */

/** `-v 0` normally, `-v 6` when the user asked for debug output, as sealos does. */
export function verbosity(debug: boolean): string {
  return debug ? '-v 6' : '-v 0';
}

export function apiServerHealth(): string {
  return adminKubectl('kubeadm', 'get --raw=/healthz');
}

/** The cluster's ClusterConfiguration as kubeadm stored it (sealos FetchKubeadmConfig). */
export function readClusterConfiguration(): string {
  return adminKubectl(
    'kubeadm',
    "-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'",
  );
}

/** The certificate key master0 keeps (sealos keeps it in etc/kubeadm-certificate-key.txt); empty when absent. */
export function readCertificateKey(paths: ClusterPaths): string {
  return `if [ -f ${q(paths.certificateKey)} ]; then cat ${q(paths.certificateKey)}; fi`;
}

/** The apiserver's audit policy ships in the rootfs (`statics/`); kubeadm needs it on every master. */
export function copyAuditPolicy(paths: ClusterPaths): string {
  return `mkdir -p /etc/kubernetes && cp -f ${q(paths.auditPolicy)} ${kubernetesPaths.auditPolicy}`;
}

/**
 * sealos runs `kubeadm init --config=... --skip-certificate-key-print --skip-token-print` and copies a PKI it
 * generated itself to the other masters. Here the PKI is made on master0 before init (pki-scripts.ts), kubeadm
 * keeps it, and shares the authorities through `--upload-certs` and the certificate key (kubeadm's own way),
 * so no keys travel through this program.
 */
export function kubeadmInit(paths: ClusterPaths, debug: boolean): string {
  return `kubeadm init --config=${q(paths.initConfig)} --upload-certs --skip-certificate-key-print --skip-token-print ${verbosity(debug)} --ignore-preflight-errors=SystemVerification`;
}

export function copyAdminKubeconfig(): string {
  return `rm -rf $HOME/.kube/config && mkdir -p $HOME/.kube && cp ${kubernetesPaths.adminConf} $HOME/.kube/config`;
}

/** As sealctl's `token`: re-upload the control-plane certificates under a key we chose (valid 2 h). */
export function uploadCerts(certificateKey: string): string {
  return `kubeadm init phase upload-certs --upload-certs --certificate-key ${q(certificateKey)}`;
}

export function createJoinToken(): string {
  return 'kubeadm token create --print-join-command --ttl 2h';
}

export function kubeadmJoinMaster(paths: ClusterPaths, debug: boolean): string {
  return `kubeadm join --config=${q(paths.joinMasterConfig)} ${verbosity(debug)} --ignore-preflight-errors=SystemVerification`;
}

/**
 * Only the download of the cluster's authorities (the kubeadm-certs Secret, decrypted with the certificate key)
 * onto a joining master, so its own certificates can be made there before `kubeadm join` (which keeps them).
 */
export function downloadCerts(paths: ClusterPaths, debug: boolean): string {
  return `kubeadm join phase control-plane-prepare download-certs --config=${q(paths.joinMasterConfig)} ${verbosity(debug)}`;
}

export function kubeadmJoinNode(paths: ClusterPaths, debug: boolean): string {
  return `kubeadm join --config=${q(paths.joinNodeConfig)} ${verbosity(debug)}`;
}

export function deleteNode(name: string): string {
  return adminKubectl('kubeadm', `delete node ${q(name)} --ignore-not-found`);
}

/**
 * sealos's reset of one host (`kubeadm reset`, Kubernetes and CNI folders, etcd data, the kube-ipvs0 link,
 * `~/.kube`), plus the IPVS state a node's VIP rule and kube-proxy leave behind (`kubeadm reset` says it
 * does not clear IPVS tables). Every part runs even when an earlier one fails; the failures are named.
 */
export function resetHost(
  paths: ClusterPaths,
  etcdDataDir: string,
  vip: string,
  port: number,
  debug: boolean,
): string {
  return [
    "failed=''",
    `if command -v kubeadm >/dev/null 2>&1; then kubeadm reset -f ${verbosity(debug)} || failed="$failed kubeadm-reset"; fi`,
    // /etc/kubernetes is emptied, then removed if it can be: it may be a mount point, which cannot go.
    'if [ -d /etc/kubernetes ]; then find /etc/kubernetes -mindepth 1 -delete || failed="$failed files"; rmdir /etc/kubernetes 2>/dev/null || true; fi',
    `rm -rf /etc/cni /opt/cni /var/lib/cni ${q(etcdDataDir)} $HOME/.kube || failed="$failed files"`,
    ...ipvsClearLines(paths.sealctl, vip, port),
    'if [ -n "$failed" ]; then echo "not cleaned:$failed" >&2; exit 1; fi',
  ].join('\n');
}

/** The kubelet's and kube-proxy's configuration as kubeadm stored them (kubelet-config, kube-proxy ConfigMaps). */
export function readKubeletConfigMap(): string {
  return adminKubectl('kubeadm', "-n kube-system get configmap kubelet-config -o jsonpath='{.data.kubelet}'");
}

export function readKubeProxyConfigMap(): string {
  return adminKubectl(
    'kubeadm',
    "-n kube-system get configmap kube-proxy -o jsonpath='{.data.config\\.conf}'",
  );
}

/** kubeadm's own upload of the ClusterConfiguration (`kubeadm`) or the KubeletConfiguration (`kubelet`). */
export function uploadConfig(what: 'kubeadm' | 'kubelet', file: string): string {
  return `kubeadm init phase upload-config ${what} --config ${q(file)}`;
}

/** The static pod manifests of the control plane (and of etcd, when its settings changed) made again. */
export function controlPlanePhase(file: string, etcd: boolean): string {
  const control = `kubeadm init phase control-plane all --config ${q(file)}`;
  return etcd ? `${control} && kubeadm init phase etcd local --config ${q(file)}` : control;
}

/**
 * A new apiserver serving certificate for the names of `file`: the old pair set aside (as `.bak`), then
 * `makeCertificate` (the 100-year one, pki-scripts.ts) in a subshell, then kubeadm's own `certs apiserver` phase,
 * which keeps a certificate its authority signed only if it carries every name kubeadm wants. The apiserver
 * reloads its serving certificate from disk by itself. Every step is a plain statement under `set -e` (bash
 * ignores errexit inside an `if` condition or a `||` list, subshells included), so the first that fails ends
 * the script; on the way out the trap puts the old pair back and says so. Commands appended after this script
 * run only once the certificate is renewed.
 */
export function renewApiServerCertificate(file: string, makeCertificate: string): string {
  const pair = [`${kubernetesPaths.pki}/apiserver.crt`, `${kubernetesPaths.pki}/apiserver.key`];
  return [
    'set -e',
    `rm -f ${pair.map((path) => `${path}.bak`).join(' ')}`,
    'put_back_apiserver_pair() {',
    '  echo "the apiserver certificate was not renewed: its previous certificate and key, if any, are put back" >&2',
    ...pair.map((path) => `  [ ! -f ${path}.bak ] || mv -f ${path}.bak ${path}`),
    '}',
    'trap put_back_apiserver_pair EXIT',
    ...pair.map((path) => `[ ! -f ${path} ] || mv -f ${path} ${path}.bak`),
    '(',
    makeCertificate,
    ')',
    `kubeadm init phase certs apiserver --config ${q(file)}`,
    'trap - EXIT',
  ].join('\n');
}

/** The kubelet-config ConfigMap written to this host's /var/lib/kubelet/config.yaml, as `kubeadm upgrade node` does. */
export function downloadKubeletConfig(): string {
  return 'kubeadm upgrade node phase kubelet-config';
}

export function restartKubelet(): string {
  return 'systemctl restart kubelet';
}

/** The kube-proxy ConfigMap (and DaemonSet) made again from `file`, then its pods replaced. */
export function updateKubeProxy(file: string): string {
  const restart = adminKubectl('kubeadm', '-n kube-system rollout restart daemonset kube-proxy');
  return `kubeadm init phase addon kube-proxy --config ${q(file)} && ${restart}`;
}

export function nodeJson(name: string): string {
  return adminKubectl('kubeadm', `get node ${q(name)} -o json`);
}

/** The digest of a master's apiserver manifest: kubeadm's control-plane phase may leave it as it was. */
export function apiServerManifestDigest(): string {
  return `sha256sum ${kubernetesPaths.manifests}/kube-apiserver.yaml | cut -d ' ' -f 1`;
}

/**
 * The hash the kubelet gave the apiserver's static pod, on its mirror pod (`kubernetes.io/config.hash`): it
 * changes once the kubelet runs the pod of a new manifest, which is how `kubeadm upgrade` waits for it.
 */
export function apiServerPodHash(node: string): string {
  return adminKubectl(
    'kubeadm',
    `-n kube-system get pod ${q(`kube-apiserver-${node}`)} -o jsonpath='{.metadata.annotations.kubernetes\\.io/config\\.hash}'`,
  );
}
