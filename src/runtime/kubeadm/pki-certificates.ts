import { ipv4ToNumber, numberToIpv4 } from '../../clusterfile/address.js';
import { apiServerDomain } from '../cluster-endpoint.js';
import { KubeadmConfigError } from '../errors.js';
import type { KubeadmConfig } from './config.js';
import { defaultServiceSubnet } from './defaults.js';
import { getAt } from './extra-args.js';

/**
 * The control-plane PKI sealos makes (lifecycle/pkg/cert/kube_certs.go `CaList` and `List`), every certificate
 * valid 100 years, with the names kubeadm checks when it finds a certificate on disk
 * (cmd/kubeadm/app/phases/certs/certlist.go, pkiutil `GetAPIServerAltNames`, `GetEtcdAltNames`,
 * `GetEtcdPeerAltNames`): a certificate missing one of those names makes kubeadm stop.
 */

/** 100 years of 365 days, as sealos's `Year: 100` (NotAfter = now + Year × 365 × 24 h). */
export const certificateValidityDays = 36500;

export type CertificateAuthority = 'ca' | 'front-proxy-ca' | 'etcd/ca';

export interface AuthorityCertificate {
  /** Path under /etc/kubernetes/pki without `.crt`/`.key`. */
  name: CertificateAuthority;
  commonName: string;
}

export interface LeafCertificate {
  name: string;
  authority: CertificateAuthority;
  commonName: string;
  organization?: string;
  usages: Array<'serverAuth' | 'clientAuth'>;
  dnsNames: string[];
  ips: string[];
}

/** Where a master's certificate names come from: its address, its node name, and the cluster's configuration. */
export interface PkiHost {
  address: string;
  nodeName: string;
}

export function authorities(config: KubeadmConfig): AuthorityCertificate[] {
  const list: AuthorityCertificate[] = [
    { name: 'ca', commonName: 'kubernetes' },
    { name: 'front-proxy-ca', commonName: 'front-proxy-ca' },
  ];
  if (localEtcd(config)) list.push({ name: 'etcd/ca', commonName: 'etcd-ca' });
  return list;
}

/** The leaf certificates of one master; with an external etcd, kubeadm makes no etcd certificates. */
export function leafCertificates(config: KubeadmConfig, host: PkiHost): LeafCertificate[] {
  const cluster = config.documents.ClusterConfiguration;
  // From 1.29 kubeadm gives the apiserver's kubelet client kubeadm:cluster-admins instead of system:masters,
  // and the etcd clients no group (sealos resolveLocalIdentityModel).
  const legacy = config.version.minor < 29;
  const leaves: LeafCertificate[] = [
    apiServerLeaf(cluster, host),
    {
      name: 'apiserver-kubelet-client',
      authority: 'ca',
      commonName: 'kube-apiserver-kubelet-client',
      organization: legacy ? 'system:masters' : 'kubeadm:cluster-admins',
      usages: ['clientAuth'],
      dnsNames: [],
      ips: [],
    },
    {
      name: 'front-proxy-client',
      authority: 'front-proxy-ca',
      commonName: 'front-proxy-client',
      usages: ['clientAuth'],
      dnsNames: [],
      ips: [],
    },
  ];
  if (!localEtcd(config)) return leaves;
  const etcdNames = (extra: string[]) =>
    split(['localhost', host.nodeName, '127.0.0.1', '::1', host.address, ...extra]);
  const client = (name: string, commonName: string): LeafCertificate => ({
    name,
    authority: 'etcd/ca',
    commonName,
    ...(legacy ? { organization: 'system:masters' } : {}),
    usages: ['clientAuth'],
    dnsNames: [],
    ips: [],
  });
  return [
    ...leaves,
    client('apiserver-etcd-client', 'kube-apiserver-etcd-client'),
    {
      name: 'etcd/server',
      authority: 'etcd/ca',
      commonName: host.nodeName,
      usages: ['serverAuth', 'clientAuth'],
      ...etcdNames(stringsAt(cluster, ['etcd', 'local', 'serverCertSANs'])),
    },
    {
      name: 'etcd/peer',
      authority: 'etcd/ca',
      commonName: host.nodeName,
      usages: ['serverAuth', 'clientAuth'],
      ...etcdNames(stringsAt(cluster, ['etcd', 'local', 'peerCertSANs'])),
    },
    client('etcd/healthcheck-client', 'kube-etcd-healthcheck-client'),
  ];
}

/** The apiserver's serving certificate of one master, for the names of the ClusterConfiguration `cluster`. */
export function apiServerLeaf(cluster: Record<string, unknown>, host: PkiHost): LeafCertificate {
  const dnsDomain = stringAt(cluster, ['networking', 'dnsDomain']) || 'cluster.local';
  const endpointHost = (stringAt(cluster, ['controlPlaneEndpoint']) || apiServerDomain).replace(/:\d+$/, '');
  const names = split([
    'localhost',
    'kubernetes',
    'kubernetes.default',
    'kubernetes.default.svc',
    `kubernetes.default.svc.${dnsDomain}`,
    host.nodeName,
    '127.0.0.1',
    ...serviceVirtualIps(stringAt(cluster, ['networking', 'serviceSubnet']) || defaultServiceSubnet),
    host.address,
    endpointHost,
    ...stringsAt(cluster, ['apiServer', 'certSANs']),
  ]);
  return {
    name: 'apiserver',
    authority: 'ca',
    commonName: 'kube-apiserver',
    usages: ['serverAuth'],
    ...names,
  };
}

function localEtcd(config: KubeadmConfig): boolean {
  return getAt(config.documents.ClusterConfiguration, ['etcd', 'external']) === undefined;
}

function stringAt(document: Record<string, unknown>, path: string[]): string {
  const value = getAt(document, path);
  return typeof value === 'string' ? value.trim() : '';
}

function stringsAt(document: Record<string, unknown>, path: string[]): string[] {
  const value = getAt(document, path);
  return Array.isArray(value) ? value.map((item) => String(item).trim()).filter(Boolean) : [];
}

/** Names sorted into DNS names and IP addresses, each once, in their first order. */
function split(names: string[]): { dnsNames: string[]; ips: string[] } {
  const dnsNames: string[] = [];
  const ips: string[] = [];
  for (const name of names) {
    const list = isIp(name) ? ips : dnsNames;
    if (name && !list.includes(name)) list.push(name);
  }
  return { dnsNames, ips };
}

function isIp(text: string): boolean {
  return ipv4ToNumber(text) !== undefined || (text.includes(':') && /^[0-9a-fA-F:.]+$/.test(text));
}

/**
 * The first address of each service subnet: the `kubernetes` Service's ClusterIP, which pods dial. kubeadm
 * names the first subnet's; sealos (NewSealosCertMetaDataForKubeVersion) each one's, which covers kubeadm's.
 */
function serviceVirtualIps(serviceSubnet: string): string[] {
  return serviceSubnet
    .split(',')
    .map((cidr) => cidr.trim())
    .filter(Boolean)
    .map((cidr) => {
      const [network = ''] = cidr.split('/');
      const v4 = ipv4ToNumber(network);
      if (v4 !== undefined) return numberToIpv4(v4 + 1);
      const v6 = ipv6ToBigInt(network);
      if (v6 !== undefined) return bigIntToIpv6(v6 + 1n);
      throw new KubeadmConfigError(`"${cidr}" is not a CIDR`, {
        field: 'ClusterConfiguration.networking.serviceSubnet',
      });
    });
}

function ipv6ToBigInt(text: string): bigint | undefined {
  if (!/^[0-9a-fA-F:]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return undefined;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (groups.some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group))) return undefined;
  return groups.reduce((value, group) => (value << 16n) + BigInt(`0x${group}`), 0n);
}

function bigIntToIpv6(value: bigint): string {
  const groups: string[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(((value >> shift) & 0xffffn).toString(16));
  return groups.join(':');
}
