import { type FieldSet, type FieldShape, FREE_KEYS, TAINT, TYPE_META, VALUE } from './shape.js';

/**
 * The kubeadm configuration types, field by field (json tags), from kubernetes/kubernetes:
 * - cmd/kubeadm/app/apis/kubeadm/v1beta2/types.go (Kubernetes 1.15 to 1.26),
 * - cmd/kubeadm/app/apis/kubeadm/v1beta3/types.go (1.22 and later) and its doc.go (the changes since v1beta2),
 * - cmd/kubeadm/app/apis/kubeadm/v1beta4/types.go (1.31 and later),
 * - cmd/kubeadm/app/apis/bootstraptoken/v1/types.go (BootstrapToken) and k8s.io/api/core/v1 (Taint, EnvVar).
 * Extra arguments are a map (`flag: value`) up to v1beta3 and a list of `{name, value}` in v1beta4.
 */

const bootstrapTokenFields: FieldSet = {
  token: VALUE,
  description: VALUE,
  ttl: VALUE,
  expires: VALUE,
  usages: [VALUE],
  groups: [VALUE],
};
const apiEndpoint: FieldSet = { advertiseAddress: VALUE, bindPort: VALUE };
const hostPathMount: FieldSet = {
  name: VALUE,
  hostPath: VALUE,
  mountPath: VALUE,
  readOnly: VALUE,
  pathType: VALUE,
};
const imageMeta: FieldSet = { imageRepository: VALUE, imageTag: VALUE };
const patches: FieldSet = { directory: VALUE };
const externalEtcd: FieldSet = { endpoints: [VALUE], caFile: VALUE, certFile: VALUE, keyFile: VALUE };
const networking: FieldSet = { serviceSubnet: VALUE, podSubnet: VALUE, dnsDomain: VALUE };
/** v1beta4 `Arg`. */
const arg: FieldSet = { name: VALUE, value: VALUE };
/** core/v1 EnvVar (valueFrom's references are not looked into). */
const envVar: FieldSet = { name: VALUE, value: VALUE, valueFrom: VALUE };
const joinControlPlane: FieldSet = { localAPIEndpoint: apiEndpoint, certificateKey: VALUE };
const bootstrapTokenDiscovery: FieldSet = {
  token: VALUE,
  apiServerEndpoint: VALUE,
  caCertHashes: [VALUE],
  unsafeSkipCAVerification: VALUE,
};
const discoveryV1beta3: FieldSet = {
  bootstrapToken: bootstrapTokenDiscovery,
  file: { kubeConfigPath: VALUE },
  tlsBootstrapToken: VALUE,
  timeout: VALUE,
};
const timeouts: FieldSet = {
  controlPlaneComponentHealthCheck: VALUE,
  kubeletHealthCheck: VALUE,
  kubernetesAPICall: VALUE,
  etcdAPICall: VALUE,
  tlsBootstrap: VALUE,
  discovery: VALUE,
  upgradeManifests: VALUE,
};

/** The kinds a Clusterfile may carry, by apiVersion, each with its fields. */
export type KindFields = Readonly<Record<string, FieldSet>>;

function v1beta2(): KindFields {
  const nodeRegistration: FieldSet = {
    name: VALUE,
    criSocket: VALUE,
    taints: [TAINT],
    kubeletExtraArgs: FREE_KEYS,
    ignorePreflightErrors: [VALUE],
  };
  const component: FieldSet = { extraArgs: FREE_KEYS, extraVolumes: [hostPathMount] };
  return {
    InitConfiguration: {
      ...TYPE_META,
      bootstrapTokens: [bootstrapTokenFields],
      nodeRegistration,
      localAPIEndpoint: apiEndpoint,
      certificateKey: VALUE,
    },
    ClusterConfiguration: {
      ...TYPE_META,
      etcd: {
        local: {
          ...imageMeta,
          dataDir: VALUE,
          extraArgs: FREE_KEYS,
          serverCertSANs: [VALUE],
          peerCertSANs: [VALUE],
        },
        external: externalEtcd,
      },
      networking,
      kubernetesVersion: VALUE,
      controlPlaneEndpoint: VALUE,
      apiServer: { ...component, certSANs: [VALUE], timeoutForControlPlane: VALUE },
      controllerManager: component,
      scheduler: component,
      dns: { type: VALUE, ...imageMeta },
      certificatesDir: VALUE,
      imageRepository: VALUE,
      useHyperKubeImage: VALUE,
      featureGates: FREE_KEYS,
      clusterName: VALUE,
    },
    JoinConfiguration: {
      ...TYPE_META,
      nodeRegistration,
      caCertPath: VALUE,
      discovery: discoveryV1beta3,
      controlPlane: joinControlPlane,
    },
  };
}

/** v1beta2 plus skipPhases, patches and imagePullPolicy; without useHyperKubeImage and dns.type (doc.go). */
function v1beta3(): KindFields {
  const older = v1beta2();
  const nodeRegistration: FieldSet = {
    ...(older.InitConfiguration!.nodeRegistration as FieldSet),
    imagePullPolicy: VALUE,
  };
  const { useHyperKubeImage: _hyperKube, ...cluster } = older.ClusterConfiguration!;
  return {
    InitConfiguration: {
      ...older.InitConfiguration,
      nodeRegistration,
      skipPhases: [VALUE],
      patches,
    },
    ClusterConfiguration: { ...cluster, dns: imageMeta },
    JoinConfiguration: { ...older.JoinConfiguration, nodeRegistration, skipPhases: [VALUE], patches },
  };
}

/**
 * v1beta4: extra arguments as a list of {name, value}, extraEnvs, timeouts (which replace apiServer.timeoutForControlPlane and discovery.timeout), dryRun,
 * imagePullSerial, encryptionAlgorithm, certificate validity periods, dns.disabled and proxy.disabled.
 */
function v1beta4(): KindFields {
  const args: FieldShape = [arg];
  const older = v1beta3();
  const nodeRegistration: FieldSet = {
    ...(older.InitConfiguration!.nodeRegistration as FieldSet),
    kubeletExtraArgs: args,
    imagePullSerial: VALUE,
  };
  const component: FieldSet = { extraArgs: args, extraVolumes: [hostPathMount], extraEnvs: [envVar] };
  const cluster = older.ClusterConfiguration!;
  const { timeout: _timeout, ...discovery } = discoveryV1beta3;
  return {
    InitConfiguration: { ...older.InitConfiguration, nodeRegistration, dryRun: VALUE, timeouts },
    ClusterConfiguration: {
      ...cluster,
      etcd: {
        local: { ...((cluster.etcd as FieldSet).local as FieldSet), extraArgs: args, extraEnvs: [envVar] },
        external: externalEtcd,
      },
      apiServer: { ...component, certSANs: [VALUE] },
      controllerManager: component,
      scheduler: component,
      dns: { ...imageMeta, disabled: VALUE },
      proxy: { disabled: VALUE },
      encryptionAlgorithm: VALUE,
      certificateValidityPeriod: VALUE,
      caCertificateValidityPeriod: VALUE,
    },
    JoinConfiguration: {
      ...older.JoinConfiguration,
      nodeRegistration,
      discovery,
      dryRun: VALUE,
      timeouts,
    },
  };
}

export const KUBEADM_V1BETA2 = 'kubeadm.k8s.io/v1beta2';
export const KUBEADM_V1BETA3 = 'kubeadm.k8s.io/v1beta3';
const KUBEADM_V1BETA4 = 'kubeadm.k8s.io/v1beta4';

/** Every kubeadm apiVersion sealos reads, with its kinds. */
export const KUBEADM_FIELDS: Readonly<Record<string, KindFields>> = {
  [KUBEADM_V1BETA2]: v1beta2(),
  [KUBEADM_V1BETA3]: v1beta3(),
  [KUBEADM_V1BETA4]: v1beta4(),
};
