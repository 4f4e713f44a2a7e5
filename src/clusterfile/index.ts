export {
  DEFAULT_SSH_PORT,
  formatHostAddress,
  type HostAddress,
  hostIp,
  normaliseHostAddress,
  parseHostAddress,
} from './address.js';
export {
  CERTIFICATES_CONDITION,
  certificatesCondition,
  type EarliestCertificate,
  endsWithinRenewWindow,
  formatCertificateEnd,
  savedEarliestCertificate,
} from './certificates-condition.js';
export { CLUSTER_NAME_RULE, DEFAULT_CLUSTER_NAME, isClusterName } from './cluster-name.js';
export type { ConfigChange } from './config-change.js';
export {
  type DesiredCluster,
  type DesiredClusterOptions,
  desiredClusterFromInputs,
  type RunInputs,
  runnerAddress,
} from './desired.js';
export { parseEnvList } from './env.js';
export { type MatchedKeys, matchKeys, writtenPath } from './fields/match-keys.js';
export type { FieldSet, FieldShape } from './fields/shape.js';
export { forgetHostKeys, recordedHostKey, withOwnHostKeys } from './host-keys.js';
export {
  type ClusterHost,
  clusterHosts,
  clusterName,
  findHost,
  hostsWithRole,
  isCreated,
  master0,
  masters,
  nodes,
  type SshSettings,
  sshSettingsFor,
} from './hosts.js';
export {
  hostAddress,
  hostAddressList,
  MAX_EXPANDED_ADDRESSES,
  parseIpList,
  refuseHostsInBothLists,
} from './ip-list.js';
export { type JumpHostAddress, jumpHostAddresses, parseJumpHost } from './jump-host.js';
export {
  KUBE_PROXY_API_VERSION,
  KUBEADM_API_VERSIONS,
  KUBELET_API_VERSION,
  type KubeadmFinding,
  kubeadmKindFieldsOf,
  type ReadKubeadmDocument,
  readKubeadmDocument,
} from './kubeadm-document.js';
export {
  documentValue,
  type LoadedClusterfile,
  parseClusterfile,
  type ReadOptions,
  readClusterfile,
  readClusterfileText,
  syntaxProblems,
} from './load.js';
export { checkClusterName, clusterfilePath, defaultStateDir } from './paths.js';
export {
  ClusterfileError,
  type ClusterfileProblem,
  formatPath,
  formatProblem,
  logClusterfileProblems,
} from './problems.js';
export { clusterfileSecrets, redactCluster, redactClusterfile } from './redact.js';
export { stringifyClusterfile, writeClusterfile } from './save.js';
export * from './schema.js';
export { type SourceLines, sourceLinesOf } from './source-lines.js';
export { fillSsh, type SshInputs, sshInputsOfFields, sshOfInputs } from './ssh-inputs.js';
