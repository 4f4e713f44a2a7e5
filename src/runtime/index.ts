export { adminKubectl, nodeTableCommand } from './admin-kubectl.js';
export {
  type CertificateEnd,
  CertificateExpiredError,
  type CertificateReport,
  certificateExpired,
  certificateReport,
  endingSoonLines,
} from './certificate-ends.js';
export { apiServerDomain, defaultVip } from './cluster-endpoint.js';
export {
  type Distribution,
  DistributionChangeError,
  distributionOf,
  savedDistribution,
} from './distribution.js';
export { K3sConfigError, KubeadmConfigError, RuntimeConfigError, RuntimeError } from './errors.js';
export {
  addHostsEntriesScript,
  addHostsEntryScript,
  LVSCARE_DOMAIN,
  removeHostsEntriesScript,
  removeHostsEntryScript,
} from './etc-hosts.js';
export type { ClusterTopology, CommandResult, RuntimeContext, RuntimeExecutor } from './executor.js';
export {
  agentConfig,
  checkK3sDocument,
  initServerConfig,
  joinServerConfig,
  type K3sConfig,
  type K3sConfigInput,
  renderK3sConfig,
} from './k3s/config.js';
export { K3S_DOCUMENT } from './k3s/live-config.js';
export { k3sClusterPaths, k3sPaths } from './k3s/paths.js';
export { K3sRuntime, type K3sRuntimeOptions } from './k3s/runtime.js';
export { addCertSans, renewApiserverCert } from './kubeadm/cert-sans.js';
export { readCertificateEnds, renewMasterCertificates } from './kubeadm/certificates.js';
export {
  buildKubeadmConfig,
  type JoinCredentials,
  type KubeadmConfig,
  type KubeadmConfigInput,
  type KubeadmHost,
  renderInitConfiguration,
  renderJoinMasterConfiguration,
  renderJoinNodeConfiguration,
} from './kubeadm/config.js';
export { clusterPaths, kubernetesPaths } from './kubeadm/paths.js';
export { KubeadmRuntime, type KubeadmRuntimeOptions } from './kubeadm/runtime.js';
export {
  type KubeadmApiVersion,
  type KubernetesVersion,
  kubeadmApiVersion,
  parseKubernetesVersion,
} from './kubeadm/version.js';
export { defaultLvscareImage, lvscareManifest } from './lvscare.js';
export type { ResetReport, Runtime } from './runtime.js';
