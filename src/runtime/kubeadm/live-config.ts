import { parse } from 'yaml';
import type { ConfigChange, KubeadmDocument } from '../../clusterfile/index.js';
import { sourceLinesOf } from '../../clusterfile/index.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { type FieldDifference, fieldDifferences } from '../../yaml/field-diff.js';
import { getAt } from '../../yaml/path.js';
import { KubeadmConfigError } from '../errors.js';
import { sansWithoutMasters } from '../master-sans.js';
import type { LiveHosts } from '../runtime.js';
import type { KubeadmConfig } from './config.js';
import { checkDocument, type YamlMap } from './documents.js';
import { extraArgPaths, toNeutral } from './extra-args.js';

/** What the running cluster holds, read from master0: each document in the neutral shape, absent when unreadable. */
export interface LiveDocuments {
  ClusterConfiguration: YamlMap;
  KubeletConfiguration?: YamlMap;
  KubeProxyConfiguration?: YamlMap;
}

/** A field the running cluster cannot take a new value for, and what to do instead. */
const FIXED_FIELDS: ReadonlyArray<{ document: string; path: string[]; instead: string }> = [
  ...['podSubnet', 'serviceSubnet', 'dnsDomain'].map((key) => ({
    document: 'ClusterConfiguration',
    path: ['networking', key],
    instead: 'pods, services and DNS names already use the old value',
  })),
  {
    document: 'ClusterConfiguration',
    path: ['etcd', 'local', 'dataDir'],
    instead: "etcd's data stays in the old folder",
  },
  {
    document: 'ClusterConfiguration',
    path: ['controlPlaneEndpoint'],
    instead: 'every kubeconfig and joined host points at the old endpoint',
  },
  {
    document: 'KubeletConfiguration',
    path: ['containerRuntimeEndpoint'],
    instead: "the hosts' container runtime stays where it is (the CRI socket)",
  },
];

/** Fields compared elsewhere or not at all: the version moves with an upgrade, the cgroup driver is each host's. */
const SKIPPED: Record<string, string[][]> = {
  ClusterConfiguration: [['kubernetesVersion']],
  KubeletConfiguration: [['cgroupDriver']],
  KubeProxyConfiguration: [],
};

/** A change the running cluster cannot take, named with its Clusterfile line. */
export class ConfigChangeRefused extends KubeadmConfigError {}

/** Parses the three ConfigMaps' texts; kubelet-config or kube-proxy may be missing (undefined text). */
export function parseLiveDocuments(texts: {
  cluster: string;
  kubelet?: string;
  proxy?: string;
}): LiveDocuments {
  const cluster = parseMap(texts.cluster, 'kube-system/kubeadm-config ClusterConfiguration');
  const checked = checkDocument(cluster, 'kube-system/kubeadm-config');
  const neutral = toNeutral([checked], 'kube-system/kubeadm-config').ClusterConfiguration ?? {};
  const plain = (text: string | undefined, source: string) => {
    if (text === undefined) return undefined;
    const { apiVersion: _version, kind: _kind, ...body } = parseMap(text, source);
    return body;
  };
  return {
    ClusterConfiguration: neutral,
    KubeletConfiguration: plain(texts.kubelet, 'kube-system/kubelet-config'),
    KubeProxyConfiguration: plain(texts.proxy, 'kube-system/kube-proxy config.conf'),
  };
}

/**
 * The Clusterfile's documents (rendered, defaults applied: `config`) against the cluster's, field by field.
 * The control-plane flag maps are compared both ways, so a flag taken out is a change too. The masters' own
 * addresses are left out of the certSANs on both sides: each master's certificate carries its own, and a
 * master joining or leaving is not a configuration change. A field that cannot change in place throws
 * ConfigChangeRefused before anything is touched.
 */
export function configDifferences(
  config: KubeadmConfig,
  live: LiveDocuments,
  hosts: LiveHosts,
  userDocuments: readonly KubeadmDocument[],
  allMasters: readonly string[],
): ConfigChange[] {
  const wanted = wantedDocuments(config, userDocuments);
  const haveCluster = structuredClone(live.ClusterConfiguration);
  withoutMasterCertSans(wanted.ClusterConfiguration, allMasters);
  withoutMasterCertSans(haveCluster, allMasters);
  const reach: Record<string, string[]> = {
    ClusterConfiguration: hosts.masters,
    KubeletConfiguration: [...hosts.masters, ...hosts.nodes],
    KubeProxyConfiguration: [...hosts.masters, ...hosts.nodes],
  };
  const changes: ConfigChange[] = [];
  for (const document of [
    'ClusterConfiguration',
    'KubeletConfiguration',
    'KubeProxyConfiguration',
  ] as const) {
    const have = document === 'ClusterConfiguration' ? haveCluster : live[document];
    if (!have) continue;
    const whole = document === 'ClusterConfiguration' ? (extraArgPaths.ClusterConfiguration ?? []) : [];
    for (const difference of fieldDifferences(wanted[document], have, whole)) {
      if (SKIPPED[document]?.some((path) => startsWith(difference.path, path))) continue;
      refuseFixed(document, difference, userDocuments);
      changes.push({
        document,
        field: difference.path.join('.'),
        path: difference.path,
        from: difference.from,
        to: difference.to,
        hosts: reach[document] ?? [],
      });
    }
  }
  return changes;
}

/** The documents the init path would send, host-independent: the user's CRI socket stands for the kubelet's. */
function wantedDocuments(config: KubeadmConfig, userDocuments: readonly KubeadmDocument[]) {
  const kubelet = structuredClone(config.documents.KubeletConfiguration);
  const socket = getAt(config.documents.InitConfiguration, ['nodeRegistration', 'criSocket']);
  const userSetSocket = userDocuments.some(
    (document) =>
      document.kind === 'InitConfiguration' && !!getAt(document, ['nodeRegistration', 'criSocket']),
  );
  if (!kubelet.containerRuntimeEndpoint && userSetSocket && typeof socket === 'string' && socket)
    kubelet.containerRuntimeEndpoint = socket;
  // The live documents are read as a Clusterfile's are, where an empty string is as if unwritten: the
  // `feature-gates: ""` sealos's rule leaves on each component (feature-gates.ts) compares as unset.
  const cluster = structuredClone(config.documents.ClusterConfiguration);
  for (const path of extraArgPaths.ClusterConfiguration ?? []) {
    const args = getAt(cluster, path);
    if (isYamlMap(args))
      for (const [name, value] of Object.entries(args)) if (value === '') delete args[name];
  }
  return {
    ClusterConfiguration: cluster,
    KubeletConfiguration: kubelet,
    KubeProxyConfiguration: structuredClone(config.documents.KubeProxyConfiguration),
  };
}

function withoutMasterCertSans(cluster: YamlMap, masters: readonly string[]): void {
  const apiServer = cluster.apiServer;
  if (!isYamlMap(apiServer) || !Array.isArray(apiServer.certSANs)) return;
  apiServer.certSANs = sansWithoutMasters(apiServer.certSANs, masters);
}

function refuseFixed(
  document: string,
  difference: FieldDifference,
  userDocuments: readonly KubeadmDocument[],
): void {
  const fixed = FIXED_FIELDS.find(
    (entry) => entry.document === document && startsWith(difference.path, entry.path),
  );
  if (!fixed) return;
  const field = fixed.path.join('.');
  const source = userDocuments.find((candidate) => candidate.kind === document);
  const lines = source ? sourceLinesOf(source) : undefined;
  const line = lines?.lineOf(field);
  const where = lines
    ? `${lines.file}${line === undefined ? '' : `:${line}`}`
    : 'the rootfs image or the defaults (not the Clusterfile)';
  throw new ConfigChangeRefused(
    `cannot change on a running cluster (${show(difference.from)} → ${show(difference.to)}, set in ${where}): ${fixed.instead}. Put back ${show(difference.from)}, or reset the cluster and create it again with the new value`,
    {
      field: `${document}.${field}`,
      phase: 'Compare configuration',
      ...(lines ? { file: lines.file } : {}),
      ...(line === undefined ? {} : { line }),
    },
  );
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((key, index) => path[index] === key);
}

/** A value as the plan and messages show it: JSON, `(unset)` when absent. */
function show(value: unknown): string {
  return value === undefined || value === null ? '(unset)' : JSON.stringify(value);
}

function parseMap(text: string, source: string): YamlMap {
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new KubeadmConfigError(`is not YAML: ${(error as Error).message}`, { field: source });
  }
  if (!isYamlMap(value)) throw new KubeadmConfigError('is empty or not a map', { field: source });
  return value;
}
