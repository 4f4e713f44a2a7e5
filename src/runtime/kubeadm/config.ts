import { parse } from 'yaml';
import { etcdDataDirProblem } from '../../clusterfile/cluster-rules.js';
import { KUBE_PROXY_API_VERSION, KUBELET_API_VERSION } from '../../clusterfile/kubeadm-document.js';
import type { KubeadmDocument } from '../../clusterfile/schema.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { apiServerDomain, defaultVip } from '../cluster-endpoint.js';
import { KubeadmConfigError } from '../errors.js';
import { stringifyDocuments } from '../yaml.js';
import { ipv4InCidrs } from './cidr.js';
import {
  defaultApiServerPort,
  defaultDocuments,
  defaultEtcdDataDir,
  defaultImageEndpoint,
  defaultPodSubnet,
  defaultServiceSubnet,
} from './defaults.js';
import {
  checkDocument,
  type KubeadmDocuments,
  type KubeadmKind,
  kubeadmKinds,
  type YamlMap,
} from './documents.js';
import { deleteAt, fromNeutral, getAt, moveControlPlaneTimeout, setAt, toNeutral } from './extra-args.js';
import { finalizeFeatureGates } from './feature-gates.js';
import { mergeKubeadmDocument } from './merge.js';
import { dropFieldsTheTargetLacks } from './target-fields.js';
import {
  type KubeadmApiVersion,
  type KubernetesVersion,
  kubeadmApiVersion,
  parseKubernetesVersion,
} from './version.js';

export interface KubeadmConfigInput {
  /** The rootfs image's `version` label, e.g. `v1.27.7`. */
  kubernetesVersion: string;
  /** All master IPs of the desired cluster, master0 first. */
  masters: string[];
  /** The rootfs image's `vip` label; default 10.103.97.2. */
  vip?: string;
  /** How many hosts the cluster has (masters and nodes): a cluster of one keeps no control-plane taint. */
  hostCount: number;
  /** Extra apiserver certificate SANs besides sealos's own, after the masters. */
  certSANs?: string[];
  podSubnet?: string;
  serviceSubnet?: string;
  /** The rootfs env's SEALOS_SYS_IMAGE_ENDPOINT (image-cri-shim's socket path); default /var/run/image-cri-shim.sock. */
  imageEndpoint?: string;
  /** Documents of the rootfs's `etc/kubeadm.yml`, merged over the built-in defaults. */
  imageDocuments?: KubeadmDocument[];
  /** The Clusterfile's kubeadm documents, merged last. */
  userDocuments?: KubeadmDocument[];
  /** Told about fields dropped or converted on the way (target-fields.ts); silent when absent. */
  warn?: (message: string) => void;
}

/** The merged configuration, still in the neutral shape; render* functions write it for one purpose. */
export interface KubeadmConfig {
  version: KubernetesVersion;
  apiVersion: KubeadmApiVersion;
  master0: string;
  vip: string;
  apiServerPort: number;
  etcdDataDir: string;
  documents: KubeadmDocuments;
}

/** What one host contributes to its documents: its address and what its container runtime answers. */
export interface KubeadmHost {
  address: string;
  /** The CRI endpoint, `unix://` + the socket `sealctl cri socket` found. */
  criSocket: string;
  /** `systemd` or `cgroupfs`, as `sealctl cri cgroup-driver` read it from the runtime's configuration. */
  cgroupDriver: string;
}

/** What master0 hands out for joining: the bootstrap token, the CA pin(s) and the certificate key. */
export interface JoinCredentials {
  token: string;
  caCertHashes: string[];
  certificateKey: string;
}

/** Merges defaults, the image's documents and the user's documents, then fixes what sealos always sets. */
export function buildKubeadmConfig(input: KubeadmConfigInput): KubeadmConfig {
  const version = parseKubernetesVersion(input.kubernetesVersion);
  const master0 = input.masters[0];
  if (!master0) throw new KubeadmConfigError('the cluster has no master', { field: 'masters' });
  const vip = input.vip || defaultVip;

  let documents = defaultDocuments({
    podSubnet: input.podSubnet || defaultPodSubnet,
    serviceSubnet: input.serviceSubnet || defaultServiceSubnet,
  });
  const warn = input.warn ?? (() => {});
  documents = mergeSource(documents, input.imageDocuments ?? [], 'rootfs etc/kubeadm.yml', warn);
  // The Clusterfile's own findings (unknown or removed fields) were reported with their lines when it was
  // loaded (clusterfile/load.ts); reporting them here again would print each twice.
  documents = mergeSource(documents, input.userDocuments ?? [], 'Clusterfile', () => {});
  dropFieldsTheTargetLacks(documents, kubeadmApiVersion(version), version, input.userDocuments ?? [], warn);
  finalizeFeatureGates(documents, version);

  const { InitConfiguration: init, ClusterConfiguration: cluster, KubeProxyConfiguration: proxy } = documents;
  const { KubeletConfiguration: kubelet } = documents;
  const apiServerPort = Number(getAt(init, ['localAPIEndpoint', 'bindPort']) ?? defaultApiServerPort);
  setAt(init, ['localAPIEndpoint', 'advertiseAddress'], master0);
  setAt(init, ['localAPIEndpoint', 'bindPort'], apiServerPort);
  cluster.kubernetesVersion = version.text;
  cluster.controlPlaneEndpoint = `${apiServerDomain}:${apiServerPort}`;
  // sealos initCertSANS: its own names first, the masters in order, then the image's and the user's.
  setAt(
    cluster,
    ['apiServer', 'certSANs'],
    distinctNonEmpty([
      '127.0.0.1',
      apiServerDomain,
      vip,
      ...input.masters,
      ...(input.certSANs ?? []),
      ...readStringList(getAt(cluster, ['apiServer', 'certSANs']), 'ClusterConfiguration.apiServer.certSANs'),
    ]),
  );
  // sealos setInitTaints: on a one-host cluster the control plane must take ordinary pods.
  const taints = getAt(init, ['nodeRegistration', 'taints']);
  if (input.hostCount === 1 && (taints === undefined || taints === null))
    setAt(init, ['nodeRegistration', 'taints'], []);
  // sealos setImageSocket: the kubelet pulls through image-cri-shim, kubeadm pulls nothing itself.
  kubelet.imageServiceEndpoint = `unix://${input.imageEndpoint || defaultImageEndpoint}`;
  for (const document of [init, documents.JoinConfiguration])
    setAt(document, ['nodeRegistration', 'imagePullPolicy'], 'Never');
  setAt(
    proxy,
    ['ipvs', 'excludeCIDRs'],
    distinctNonEmpty([
      ...readStringList(getAt(proxy, ['ipvs', 'excludeCIDRs']), 'KubeProxyConfiguration.ipvs.excludeCIDRs'),
      `${vip}/32`,
    ]),
  );
  checkVipOutsideSubnets(vip, cluster);

  const dataDir = getAt(cluster, ['etcd', 'local', 'dataDir']);
  return {
    version,
    apiVersion: kubeadmApiVersion(version),
    master0,
    vip,
    apiServerPort,
    etcdDataDir: typeof dataDir === 'string' && dataDir ? checkEtcdDataDir(dataDir) : defaultEtcdDataDir,
    documents,
  };
}

/** What a running cluster says of itself in `kube-system/kubeadm-config` (the part sealos reads back). */
export interface StoredClusterState {
  certSANs: string[];
  networking: { podSubnet: string; serviceSubnet: string; dnsDomain: string };
}

/**
 * Reads the ClusterConfiguration kubeadm stored (sealos mergeWithBuiltinKubeadmConfig/setNetWorking): its
 * `apiServer.certSANs` and `networking` podSubnet, serviceSubnet and dnsDomain must all be there.
 */
export function parseStoredClusterConfiguration(text: string): StoredClusterState {
  const field = 'kube-system/kubeadm-config ClusterConfiguration';
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new KubeadmConfigError(`is not YAML: ${(error as Error).message}`, { field });
  }
  if (!isYamlMap(document)) throw new KubeadmConfigError('is empty or not a map', { field });
  const certSANs = readStringList(getAt(document, ['apiServer', 'certSANs']), `${field} apiServer.certSANs`);
  if (certSANs.length === 0) throw new KubeadmConfigError('apiServer.certSANs does not exist', { field });
  const read = (key: string): string => {
    const value = getAt(document as YamlMap, ['networking', key]);
    if (typeof value !== 'string' || value === '')
      throw new KubeadmConfigError(`networking.${key} does not exist`, { field });
    return value;
  };
  return {
    certSANs,
    networking: {
      podSubnet: read('podSubnet'),
      serviceSubnet: read('serviceSubnet'),
      dnsDomain: read('dnsDomain'),
    },
  };
}

/**
 * The configuration with the running cluster's certSANs and networking in place of the Clusterfile's, and what
 * differed (field: the Clusterfile's value → the cluster's), so a master joined later follows the cluster.
 */
export function withStoredClusterState(
  config: KubeadmConfig,
  state: StoredClusterState,
): { config: KubeadmConfig; differences: string[] } {
  const documents = structuredClone(config.documents);
  const cluster = documents.ClusterConfiguration;
  const differences: string[] = [];
  const adopt = (path: string[], value: unknown) => {
    const current = getAt(cluster, path);
    if (current !== undefined && JSON.stringify(current) !== JSON.stringify(value))
      differences.push(`${path.join('.')}: ${JSON.stringify(current)} → ${JSON.stringify(value)}`);
    setAt(cluster, path, value);
  };
  adopt(['apiServer', 'certSANs'], distinctNonEmpty(state.certSANs));
  for (const [key, value] of Object.entries(state.networking)) adopt(['networking', key], value);
  checkVipOutsideSubnets(config.vip, cluster);
  return { config: { ...config, documents }, differences };
}

/**
 * etcd's data folder comes from the image or the user, and a reset removes it (`rm -rf`) on every master: it
 * must be a plain absolute path at least two folders deep, as kubeadm's `/var/lib/etcd`.
 */
function checkEtcdDataDir(dir: string): string {
  const problem = etcdDataDirProblem(dir);
  if (problem) throw new KubeadmConfigError(problem, { field: 'ClusterConfiguration.etcd.local.dataDir' });
  return dir;
}

/**
 * `kubeadm init --config` input for master0: Init, Cluster, Kubelet and KubeProxy documents, with the key the
 * control-plane certificates are uploaded under (sealos setCertificateKey).
 */
export function renderInitConfiguration(
  config: KubeadmConfig,
  master0: KubeadmHost,
  certificateKey: string,
): string {
  const init = nodeDocument(config.documents.InitConfiguration, master0);
  init.certificateKey = certificateKey;
  const initDocument = withType(config, 'InitConfiguration', init);
  const cluster = withType(config, 'ClusterConfiguration', config.documents.ClusterConfiguration);
  moveControlPlaneTimeout(initDocument, cluster, config.apiVersion);
  return stringifyDocuments([
    initDocument,
    cluster,
    withType(config, 'KubeletConfiguration', kubeletDocument(config, master0)),
    withType(config, 'KubeProxyConfiguration', config.documents.KubeProxyConfiguration),
  ]);
}

/**
 * The `--config` of `kubeadm init phase …` on a running master: its own InitConfiguration (address, CRI socket)
 * and the given ClusterConfiguration, with the KubeletConfiguration or KubeProxyConfiguration to upload, all in
 * the neutral shape and written for the configuration's apiVersion.
 */
export function renderPhaseConfiguration(
  config: KubeadmConfig,
  host: KubeadmHost,
  documents: { cluster: YamlMap; kubelet?: YamlMap; proxy?: YamlMap },
): string {
  const init = nodeDocument(config.documents.InitConfiguration, host);
  setAt(init, ['localAPIEndpoint', 'advertiseAddress'], host.address);
  delete init.bootstrapTokens;
  const initDocument = withType(config, 'InitConfiguration', init);
  const cluster = withType(config, 'ClusterConfiguration', documents.cluster);
  moveControlPlaneTimeout(initDocument, cluster, config.apiVersion);
  return stringifyDocuments([
    initDocument,
    cluster,
    ...(documents.kubelet ? [withType(config, 'KubeletConfiguration', documents.kubelet)] : []),
    ...(documents.proxy ? [withType(config, 'KubeProxyConfiguration', documents.proxy)] : []),
  ]);
}

/** `kubeadm join --config` input for another master: joins master0 directly, as a control plane. */
export function renderJoinMasterConfiguration(
  config: KubeadmConfig,
  host: KubeadmHost,
  credentials: JoinCredentials,
): string {
  const join = joinBody(config, host, `${config.master0}:${config.apiServerPort}`, credentials);
  const controlPlane = isYamlMap(join.controlPlane) ? join.controlPlane : {};
  setAt(controlPlane, ['localAPIEndpoint', 'advertiseAddress'], host.address);
  setAt(controlPlane, ['localAPIEndpoint', 'bindPort'], config.apiServerPort);
  controlPlane.certificateKey = credentials.certificateKey;
  join.controlPlane = controlPlane;
  return stringifyDocuments([
    withType(config, 'JoinConfiguration', join),
    withType(config, 'KubeletConfiguration', kubeletDocument(config, host)),
  ]);
}

/** `kubeadm join --config` input for a worker: joins through the VIP, which lvscare balances to the masters. */
export function renderJoinNodeConfiguration(
  config: KubeadmConfig,
  host: KubeadmHost,
  credentials: JoinCredentials,
): string {
  const join = joinBody(config, host, `${config.vip}:${config.apiServerPort}`, credentials);
  delete join.controlPlane;
  return stringifyDocuments([
    withType(config, 'JoinConfiguration', join),
    withType(config, 'KubeletConfiguration', kubeletDocument(config, host)),
  ]);
}

function joinBody(
  config: KubeadmConfig,
  host: KubeadmHost,
  endpoint: string,
  credentials: JoinCredentials,
): YamlMap {
  const join = nodeDocument(config.documents.JoinConfiguration, host);
  setAt(join, ['discovery', 'bootstrapToken'], {
    apiServerEndpoint: endpoint,
    token: credentials.token,
    caCertHashes: credentials.caCertHashes,
  });
  return join;
}

/**
 * An Init or Join document for one host (sealos setCRISocket, setInitInternalIP/setJoinInternalIP): the CRI
 * socket its runtime answers unless the user chose one, and kubelet's `node-ip` = the address the cluster knows
 * it by, so a host with several interfaces registers with that one. sealos replaces the user's
 * kubeletExtraArgs with `node-ip` alone; we keep the user's other flags.
 */
function nodeDocument(document: YamlMap, host: KubeadmHost): YamlMap {
  const copy = structuredClone(document);
  if (!getAt(copy, ['nodeRegistration', 'criSocket']))
    setAt(copy, ['nodeRegistration', 'criSocket'], host.criSocket);
  const args = getAt(copy, ['nodeRegistration', 'kubeletExtraArgs']);
  setAt(copy, ['nodeRegistration', 'kubeletExtraArgs'], {
    ...(isYamlMap(args) ? args : {}),
    'node-ip': host.address,
  });
  return copy;
}

/** The KubeletConfiguration for one host (sealos setCRISocket, setCgroupDriver). */
function kubeletDocument(config: KubeadmConfig, host: KubeadmHost): YamlMap {
  const copy = structuredClone(config.documents.KubeletConfiguration);
  if (!copy.containerRuntimeEndpoint) copy.containerRuntimeEndpoint = host.criSocket;
  copy.cgroupDriver = host.cgroupDriver;
  return copy;
}

function withType(config: KubeadmConfig, kind: KubeadmKind, body: YamlMap): YamlMap {
  return { apiVersion: apiVersionOf(config, kind), kind, ...fromNeutral(kind, body, config.apiVersion) };
}

function apiVersionOf(config: KubeadmConfig, kind: KubeadmKind): string {
  if (kind === 'KubeletConfiguration') return KUBELET_API_VERSION;
  if (kind === 'KubeProxyConfiguration') return KUBE_PROXY_API_VERSION;
  return config.apiVersion;
}

function mergeSource(
  base: KubeadmDocuments,
  documents: KubeadmDocument[],
  source: string,
  warn: (message: string) => void,
): KubeadmDocuments {
  const neutral = toNeutral(
    documents.map((document) => checkDocument(document, source, warn)),
    source,
  );
  const merged = { ...base };
  for (const kind of kubeadmKinds) {
    const override = neutral[kind];
    if (!override) continue;
    const current = structuredClone(merged[kind]);
    if (kind === 'ClusterConfiguration') chooseEtcd(current, override);
    merged[kind] = mergeKubeadmDocument(current, override, `${source} ${kind}`);
  }
  return merged;
}

/** Local and external etcd exclude each other: the one the user writes drops the default's other one. */
function chooseEtcd(current: YamlMap, override: YamlMap): void {
  const etcd = override.etcd;
  if (!isYamlMap(etcd)) return;
  if (etcd.external !== undefined) deleteAt(current, ['etcd', 'local']);
  else if (etcd.local !== undefined) deleteAt(current, ['etcd', 'external']);
}

function checkVipOutsideSubnets(vip: string, cluster: YamlMap): void {
  for (const name of ['podSubnet', 'serviceSubnet']) {
    const subnet = getAt(cluster, ['networking', name]);
    if (typeof subnet === 'string' && ipv4InCidrs(vip, subnet)) {
      throw new KubeadmConfigError(`the VIP ${vip} lies inside ${subnet}; choose a VIP outside it`, {
        field: `ClusterConfiguration.networking.${name}`,
      });
    }
  }
}

function readStringList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new KubeadmConfigError('must be a list of strings', { field });
  }
  return value;
}

function distinctNonEmpty(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}
