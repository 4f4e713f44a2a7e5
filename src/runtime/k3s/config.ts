import { ipv4ToNumber, numberToIpv4 } from '../../clusterfile/address.js';
import { K3S_SECRET_KEYS } from '../../clusterfile/schema.js';
import { isYamlMap } from '../../yaml/deep-merge.js';
import { apiServerDomain } from '../cluster-endpoint.js';
import { K3sConfigError } from '../errors.js';
import { stringifyDocuments } from '../yaml.js';
import { k3sPaths } from './paths.js';

/** A k3s configuration file (`/etc/rancher/k3s/config.yaml`): k3s's command-line flags as keys. */
export type K3sConfig = Record<string, unknown>;

export interface K3sConfigInput {
  /** The VIP nodes reach the masters through. */
  vip: string;
  /** Every master's IP, master0 first. */
  masters: readonly string[];
  /** Where the token files are on every host (the cluster's data folder). */
  tokenFile: string;
  agentTokenFile: string;
  /** The rootfs's `etc/k3s.yml`, then the Clusterfile's k3s document: each merged over the defaults. */
  imageConfig?: K3sConfig;
  userConfig?: K3sConfig;
}

/**
 * The agent's flags (sealos's AgentConfig, pkg/runtime/k3s/types.go): all a node's configuration may hold,
 * because `k3s agent` refuses the server's flags.
 */
const agentKeys: readonly string[] = [
  'debug',
  'v',
  'vmodule',
  'log',
  'alsologtostderr',
  'token',
  'token-file',
  'server',
  'data-dir',
  'lb-server-port',
  'resolv-conf',
  'node-ip',
  'node-external-ip',
  'node-name',
  'pause-image',
  'snapshotter',
  'docker',
  'container-runtime-endpoint',
  'flannel-iface',
  'flannel-conf',
  'flannel-cni-conf',
  'vpn-auth',
  'vpn-auth-file',
  'with-node-id',
  'selinux',
  'protect-kernel-defaults',
  'private-registry',
  'airgap-extra-registry',
  'kubelet-arg',
  'kube-proxy-arg',
  'node-label',
  'node-taint',
  'image-credential-provider-bin-dir',
  'image-credential-provider-config',
  'rootless',
  'prefer-bundled-bin',
];

/** What sealos starts from (pkg/runtime/k3s/config.go `defaultingConfig`), for servers and agents alike. */
function k3sDefaults(): K3sConfig {
  return {
    'bind-address': '0.0.0.0',
    'https-listen-port': 6443,
    'cluster-cidr': ['10.42.0.0/16'],
    'service-cidr': ['10.96.0.0/16'],
    'cluster-domain': 'cluster.local',
    'disable-cloud-controller': true,
    'disable-helm-controller': true,
    'disable-network-policy': true,
    'egress-selector-mode': 'agent',
    'flannel-backend': 'vxlan',
    'write-kubeconfig-mode': '0644',
    disable: ['servicelb', 'traefik', 'local-storage', 'metrics-server'],
    'prefer-bundled-bin': true,
    'data-dir': k3sPaths.dataDir,
    'kube-proxy-arg': [],
    'kubelet-arg': [],
    'pause-image': 'docker.io/rancher/pause:3.1',
    'private-registry': k3sPaths.registries,
    'node-label': ['sealos.io/distribution=k3s'],
  };
}

/** master0's configuration: the server one with `cluster-init`, so k3s starts embedded etcd. */
export function initServerConfig(input: K3sConfigInput): K3sConfig {
  return { ...serverConfig(input), 'cluster-init': true };
}

/** Another master's configuration: the server one joining master0 through the apiserver name. */
export function joinServerConfig(input: K3sConfigInput): K3sConfig {
  const config = serverConfig(input);
  return { ...config, server: serverUrl(config) };
}

/**
 * A node's configuration: the agent keys only, the agent token, and the apiserver name (the VIP on nodes, set
 * in /etc/hosts by Bootstrap).
 */
export function agentConfig(input: K3sConfigInput): K3sConfig {
  const config = sealosConfig(input);
  const agent: K3sConfig = {};
  for (const key of agentKeys) if (config[key] !== undefined) agent[key] = config[key];
  agent['token-file'] = input.agentTokenFile;
  agent.server = serverUrl(config);
  return agent;
}

/** The port the apiserver listens on, from a configuration built here (6443 unless a document says otherwise). */
function httpsPort(config: K3sConfig): number {
  const port = Number(config['https-listen-port'] ?? 6443);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new K3sConfigError(`${JSON.stringify(config['https-listen-port'])} is not a port`, {
      field: 'https-listen-port',
    });
  return port;
}

/** The port of the apiserver as the configurations say; for lvscare and reset, which need no host. */
export function apiServerPortOf(input: K3sConfigInput): number {
  return httpsPort(sealosConfig(input));
}

/** The file as sealos writes it: one YAML document, keys sorted. */
export function renderK3sConfig(config: K3sConfig): string {
  return stringifyDocuments([config]);
}

/**
 * Checks a k3s document from the image or the Clusterfile: a map of flags whose values are scalars or lists
 * of scalars, no token in it. `source` names it in errors.
 */
export function checkK3sDocument(document: unknown, source: string): K3sConfig {
  if (!isYamlMap(document))
    throw new K3sConfigError('a k3s configuration must be a mapping of flags', { field: source });
  for (const [key, value] of Object.entries(document)) {
    if (K3S_SECRET_KEYS.includes(key))
      throw new K3sConfigError(
        'is a secret and would be saved with the Clusterfile; the tokens are generated and kept in files on the hosts',
        { field: `${source} ${key}` },
      );
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => item !== null && typeof item === 'object'))
      throw new K3sConfigError('a k3s flag takes a scalar or a list of scalars', {
        field: `${source} ${key}`,
      });
  }
  return document;
}

/** Defaults, the image's and the user's documents, then what sealos always sets (`sealosCfg`, `overrideCertSans`). */
function sealosConfig(input: K3sConfigInput): K3sConfig {
  const config: K3sConfig = { ...k3sDefaults() };
  // As sealos's mergo.WithOverride: a key given replaces the default, lists included, and empty values do not;
  // unlike mergo, false and 0 are values here (`disable-network-policy: false` means it).
  for (const document of [input.imageConfig, input.userConfig]) {
    for (const [key, value] of Object.entries(document ?? {})) {
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      config[key] = value;
    }
  }
  const proxyArgs = new Set(listOf(config, 'kube-proxy-arg'));
  proxyArgs.add(`ipvs-exclude-cidrs=${input.vip}/32`);
  proxyArgs.add('proxy-mode=ipvs');
  config['kube-proxy-arg'] = [...proxyArgs];
  const serviceCidrs = listOf(config, 'service-cidr');
  const sans = [
    '127.0.0.1',
    apiServerDomain,
    input.vip,
    ...input.masters,
    ...listOf(config, 'tls-san'),
    // sealos lists the service CIDR itself, which no certificate can match; the apiserver's service IP can.
    ...serviceCidrs.flatMap((cidr) => indexedIp(cidr, 1) ?? []),
    String(config['cluster-domain'] ?? 'cluster.local'),
  ];
  config['tls-san'] = [...new Set(sans)];
  return config;
}

/** Both tokens and the cluster DNS (the service CIDR's tenth address, as kubeadm and sealos choose). */
function serverConfig(input: K3sConfigInput): K3sConfig {
  const config = sealosConfig(input);
  config['token-file'] = input.tokenFile;
  config['agent-token-file'] = input.agentTokenFile;
  const firstCidr = listOf(config, 'service-cidr')[0];
  if (listOf(config, 'cluster-dns').length === 0 && firstCidr) {
    const dns = indexedIp(firstCidr, 10);
    if (dns) config['cluster-dns'] = [dns];
  }
  return config;
}

function serverUrl(config: K3sConfig): string {
  return `https://${apiServerDomain}:${httpsPort(config)}`;
}

/** A flag given once or as a list (k3s takes `key: a,b` and `key: [a, b]`), as a list of strings. */
function listOf(config: K3sConfig, key: string): string[] {
  const value = config[key];
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? value : String(value).split(',');
  return values.map((item) => String(item).trim()).filter((item) => item !== '');
}

/** The IPv4 address `index` places into `cidr`; IPv6 ranges are left to k3s (undefined). */
function indexedIp(cidr: string, index: number): string | undefined {
  const [network] = cidr.split('/');
  const base = network === undefined ? undefined : ipv4ToNumber(network);
  return base === undefined ? undefined : numberToIpv4((base + index) >>> 0);
}
