import { etcdDataDirProblem } from '../../clusterfile/cluster-rules.js';
import type { KubeadmDocument } from '../../clusterfile/schema.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { KubeadmConfigError } from '../errors.js';
import { stringifyDocuments } from '../yaml.js';
import { ipv4InCidrs } from './cidr.js';
import {
  apiServerDomain,
  defaultApiServerPort,
  defaultCgroupDriver,
  defaultCriSocket,
  defaultDocuments,
  defaultEtcdDataDir,
  defaultPodSubnet,
  defaultServiceSubnet,
  defaultVip,
} from './defaults.js';
import {
  checkDocument,
  type KubeadmDocuments,
  type KubeadmKind,
  kubeadmKinds,
  type YamlMap,
} from './documents.js';
import { deleteAt, fromNeutral, getAt, moveControlPlaneTimeout, setAt, toNeutral } from './extra-args.js';
import { mergeKubeadmDocument } from './merge.js';
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
  /** Extra apiserver certificate SANs besides sealos's own. */
  certSANs?: string[];
  podSubnet?: string;
  serviceSubnet?: string;
  /** The CRI endpoint of the hosts; default containerd's socket. */
  criSocket?: string;
  /** The kubelet cgroup driver; default systemd. */
  cgroupDriver?: string;
  /** Documents of the rootfs's `etc/kubeadm.yml`, merged over the built-in defaults. */
  imageDocuments?: KubeadmDocument[];
  /** The Clusterfile's kubeadm documents, merged last. */
  userDocuments?: KubeadmDocument[];
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
    version,
    podSubnet: input.podSubnet || defaultPodSubnet,
    serviceSubnet: input.serviceSubnet || defaultServiceSubnet,
    criSocket: input.criSocket || defaultCriSocket,
    cgroupDriver: input.cgroupDriver || defaultCgroupDriver,
  });
  documents = mergeSource(documents, input.imageDocuments ?? [], 'rootfs etc/kubeadm.yml');
  documents = mergeSource(documents, input.userDocuments ?? [], 'Clusterfile');

  const { InitConfiguration: init, ClusterConfiguration: cluster, KubeProxyConfiguration: proxy } = documents;
  const apiServerPort = Number(getAt(init, ['localAPIEndpoint', 'bindPort']) ?? defaultApiServerPort);
  setAt(init, ['localAPIEndpoint', 'advertiseAddress'], master0);
  cluster.kubernetesVersion = version.text;
  cluster.controlPlaneEndpoint = `${apiServerDomain}:${apiServerPort}`;
  setAt(
    cluster,
    ['apiServer', 'certSANs'],
    distinctNonEmpty([
      '127.0.0.1',
      apiServerDomain,
      vip,
      ...(input.certSANs ?? []),
      ...input.masters,
      ...readStringList(getAt(cluster, ['apiServer', 'certSANs']), 'ClusterConfiguration.apiServer.certSANs'),
    ]),
  );
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

/**
 * etcd's data folder comes from the image or the user, and a reset removes it (`rm -rf`) on every master: it
 * must be a plain absolute path at least two folders deep, as kubeadm's `/var/lib/etcd`.
 */
function checkEtcdDataDir(dir: string): string {
  const problem = etcdDataDirProblem(dir);
  if (problem) throw new KubeadmConfigError(problem, { field: 'ClusterConfiguration.etcd.local.dataDir' });
  return dir;
}

/** `kubeadm init --config` input for master0: Init, Cluster, Kubelet and KubeProxy documents. */
export function renderInitConfiguration(config: KubeadmConfig): string {
  const init = withType(config, 'InitConfiguration', config.documents.InitConfiguration);
  const cluster = withType(config, 'ClusterConfiguration', config.documents.ClusterConfiguration);
  moveControlPlaneTimeout(init, cluster, config.apiVersion);
  return stringifyDocuments([
    init,
    cluster,
    withType(config, 'KubeletConfiguration', config.documents.KubeletConfiguration),
    withType(config, 'KubeProxyConfiguration', config.documents.KubeProxyConfiguration),
  ]);
}

/** `kubeadm join --config` input for another master: joins master0 directly, as a control plane. */
export function renderJoinMasterConfiguration(
  config: KubeadmConfig,
  advertiseAddress: string,
  credentials: JoinCredentials,
): string {
  const join = joinBody(config, `${config.master0}:${config.apiServerPort}`, credentials);
  const controlPlane = isYamlMap(join.controlPlane) ? join.controlPlane : {};
  setAt(controlPlane, ['localAPIEndpoint', 'advertiseAddress'], advertiseAddress);
  setAt(controlPlane, ['localAPIEndpoint', 'bindPort'], config.apiServerPort);
  controlPlane.certificateKey = credentials.certificateKey;
  join.controlPlane = controlPlane;
  return stringifyDocuments([
    withType(config, 'JoinConfiguration', join),
    withType(config, 'KubeletConfiguration', config.documents.KubeletConfiguration),
  ]);
}

/** `kubeadm join --config` input for a worker: joins through the VIP, which lvscare balances to the masters. */
export function renderJoinNodeConfiguration(config: KubeadmConfig, credentials: JoinCredentials): string {
  const join = joinBody(config, `${config.vip}:${config.apiServerPort}`, credentials);
  delete join.controlPlane;
  return stringifyDocuments([
    withType(config, 'JoinConfiguration', join),
    withType(config, 'KubeletConfiguration', config.documents.KubeletConfiguration),
  ]);
}

function joinBody(config: KubeadmConfig, endpoint: string, credentials: JoinCredentials): YamlMap {
  const join = structuredClone(config.documents.JoinConfiguration);
  setAt(join, ['discovery', 'bootstrapToken'], {
    apiServerEndpoint: endpoint,
    token: credentials.token,
    caCertHashes: credentials.caCertHashes,
  });
  return join;
}

function withType(config: KubeadmConfig, kind: KubeadmKind, body: YamlMap): YamlMap {
  return { apiVersion: apiVersionOf(config, kind), kind, ...fromNeutral(kind, body, config.apiVersion) };
}

function apiVersionOf(config: KubeadmConfig, kind: KubeadmKind): string {
  if (kind === 'KubeletConfiguration') return 'kubelet.config.k8s.io/v1beta1';
  if (kind === 'KubeProxyConfiguration') return 'kubeproxy.config.k8s.io/v1alpha1';
  return config.apiVersion;
}

function mergeSource(base: KubeadmDocuments, documents: KubeadmDocument[], source: string): KubeadmDocuments {
  const neutral = toNeutral(
    documents.map((document) => checkDocument(document, source)),
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
