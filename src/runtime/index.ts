export { type Distribution, distributionOf } from './distribution.js';
export { KubeadmConfigError, RuntimeError } from './errors.js';
export type { ClusterTopology, CommandResult, RuntimeContext, RuntimeExecutor } from './executor.js';
export {
  buildKubeadmConfig,
  type JoinCredentials,
  type KubeadmConfig,
  type KubeadmConfigInput,
  renderInitConfiguration,
  renderJoinMasterConfiguration,
  renderJoinNodeConfiguration,
} from './kubeadm/config.js';
export { apiServerDomain, defaultVip } from './kubeadm/defaults.js';
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
