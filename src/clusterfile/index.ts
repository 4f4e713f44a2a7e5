export {
  DEFAULT_SSH_PORT,
  formatHostAddress,
  type HostAddress,
  hostIp,
  normaliseHostAddress,
  parseHostAddress,
} from './address.js';
export {
  type DesiredCluster,
  type DesiredClusterOptions,
  desiredClusterFromInputs,
  type RunInputs,
  runnerAddress,
} from './desired.js';
export { parseEnvList } from './env.js';
export { forgetHostKeys, recordedHostKey, withHostKey, withOwnHostKeys } from './host-keys.js';
export {
  type ClusterHost,
  clusterHosts,
  clusterName,
  DEFAULT_CLUSTER_NAME,
  DEFAULT_SSH_USER,
  findHost,
  hostsWithRole,
  isCreated,
  master0,
  masters,
  nodes,
  rolesOf,
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
export {
  documentValue,
  type LoadedClusterfile,
  parseClusterfile,
  readClusterfile,
  syntaxProblems,
} from './load.js';
export { checkClusterName, clusterfilePath, defaultStateDir } from './paths.js';
export {
  ClusterfileError,
  type ClusterfileProblem,
  formatProblem,
  logClusterfileProblems,
} from './problems.js';
export { clusterfileSecrets, redactCluster, redactClusterfile } from './redact.js';
export { stringifyClusterfile, writeClusterfile } from './save.js';
export * from './schema.js';
export { type SshInputs, sshOfInputs } from './ssh-inputs.js';
