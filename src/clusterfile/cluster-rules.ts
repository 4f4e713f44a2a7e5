import { isIPv4, isIPv6 } from 'node:net';
import { pathProblem } from '../files/input-path.js';
import {
  BRACKETED_ADDRESS,
  DEFAULT_SSH_PORT,
  formatHostAddress,
  isCidr,
  readHostAddress,
} from './address.js';
import { MAX_EXPANDED_ADDRESSES } from './ip-list.js';
import { HOST_ROLES } from './schema.js';

/** A broken rule of the Cluster document, with the field path the loader turns into a line. */
export interface RuleViolation {
  path: (string | number)[];
  message: string;
}

const ROLE_SET: ReadonlySet<string> = new Set(HOST_ROLES);

/**
 * The rules a schema cannot say: addresses, roles, one host listed once, at least one master. Reads the
 * document defensively (it may also have schema errors) so that every problem is reported in one go.
 */
export function checkClusterRules(cluster: unknown): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const spec = field(cluster, 'spec');
  const defaultPort = numberOr(field(field(spec, 'ssh'), 'port'), DEFAULT_SSH_PORT);
  const hosts = arrayOr(field(spec, 'hosts'));
  const seen = new Map<string, string>();
  let hasMaster = false;
  envRules(field(spec, 'env'), ['spec', 'env'], violations);
  hosts.forEach((host, h) => {
    const roles = field(host, 'roles');
    if (roles === undefined || (Array.isArray(roles) && roles.length === 0))
      violations.push({
        path: ['spec', 'hosts', h, ...(roles === undefined ? [] : ['roles'])],
        message: `no roles: give each host entry its roles (${HOST_ROLES.join(', ')}), or its hosts are left out of the cluster`,
      });
    const ips = field(host, 'ips');
    if (ips === undefined || (Array.isArray(ips) && ips.length === 0))
      violations.push({
        path: ['spec', 'hosts', h, ...(ips === undefined ? [] : ['ips'])],
        message: 'no ips: a host entry lists the addresses of its hosts',
      });
    envRules(field(host, 'env'), ['spec', 'hosts', h, 'env'], violations);
    arrayOr(roles).forEach((role, r) => {
      if (role === 'master') hasMaster = true;
      if (typeof role === 'string' && !ROLE_SET.has(role))
        violations.push({
          path: ['spec', 'hosts', h, 'roles', r],
          message: `"${role}" is not a role (${HOST_ROLES.join(', ')})`,
        });
    });
    arrayOr(field(host, 'ips')).forEach((text, i) => {
      if (typeof text !== 'string') return;
      const path = ['spec', 'hosts', h, 'ips', i];
      const reading = readHostAddress(text, defaultPort);
      if ('problem' in reading) {
        violations.push({ path, message: reading.problem });
        return;
      }
      const { address } = reading;
      const where = `spec.hosts[${h}].ips[${i}]`;
      const earlier = seen.get(address.ip);
      if (earlier)
        violations.push({
          path,
          message: `"${formatHostAddress(address)}" is listed twice (also at ${earlier}); a host appears once`,
        });
      else seen.set(address.ip, where);
    });
  });
  if (seen.size > MAX_EXPANDED_ADDRESSES)
    violations.push({
      path: ['spec', 'hosts'],
      message: `${seen.size} hosts, more than ${MAX_EXPANDED_ADDRESSES}`,
    });
  if (!hasMaster)
    violations.push({
      path: hosts.length > 0 ? ['spec', 'hosts'] : ['spec'],
      message: 'no host has the role master',
    });
  return violations;
}

/** `K=V` entries: one without `=` (or with an empty key) would be dropped without a word. */
function envRules(entries: unknown, path: (string | number)[], violations: RuleViolation[]): void {
  arrayOr(entries).forEach((entry, i) => {
    if (typeof entry === 'string' && entry.indexOf('=') <= 0)
      violations.push({ path: [...path, i], message: `"${entry}" is not KEY=VALUE` });
  });
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function arrayOr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/**
 * The fields of a kubeadm document in a Clusterfile that reach a shell or a path on the hosts, checked where the
 * Clusterfile is read (validate, plan and dry runs refuse them too): `networking` is a mapping whose subnets are
 * CIDR blocks; `etcd.local.dataDir` is removed with `rm -rf` on reset (etcdDataDirProblem);
 * `controlPlaneEndpoint` is `host` or `host:port`. Paths are relative to the document.
 */
export function checkKubeadmRules(kind: string, document: unknown): RuleViolation[] {
  if (kind !== 'ClusterConfiguration') return [];
  const violations: RuleViolation[] = [];
  const networking = field(document, 'networking');
  if (networking !== undefined && networking !== null) {
    if (typeof networking !== 'object' || Array.isArray(networking))
      violations.push({
        path: ['networking'],
        message: `${JSON.stringify(networking)} is not a mapping (podSubnet, serviceSubnet, dnsDomain)`,
      });
    for (const name of ['podSubnet', 'serviceSubnet']) {
      const subnet = field(networking, name);
      if (subnet === undefined || subnet === null) continue;
      const parts = typeof subnet === 'string' ? subnet.split(',') : [];
      if (parts.length === 0 || parts.length > 2 || !parts.every(isCidr))
        violations.push({
          path: ['networking', name],
          message: `${JSON.stringify(subnet)} is not a CIDR block like 100.64.0.0/10 (two for dual stack, comma-separated)`,
        });
    }
    const domain = field(networking, 'dnsDomain');
    if (domain !== undefined && (typeof domain !== 'string' || !DNS_NAME.test(domain)))
      violations.push({
        path: ['networking', 'dnsDomain'],
        message: `${JSON.stringify(domain)} is not a DNS domain like cluster.local`,
      });
  }
  const dataDir = field(field(field(document, 'etcd'), 'local'), 'dataDir');
  if (dataDir !== undefined && dataDir !== null) {
    const problem = typeof dataDir === 'string' ? etcdDataDirProblem(dataDir) : 'is not a path';
    if (problem) violations.push({ path: ['etcd', 'local', 'dataDir'], message: problem });
  }
  const endpoint = field(document, 'controlPlaneEndpoint');
  if (endpoint !== undefined && endpoint !== null && endpoint !== '') {
    const problem = typeof endpoint === 'string' ? endpointProblem(endpoint) : 'is not host or host:port';
    if (problem) violations.push({ path: ['controlPlaneEndpoint'], message: problem });
  }
  return violations;
}

/**
 * Why `dir` cannot be etcd's data folder: a reset removes it on every master, so it is a plain absolute path
 * (no `.`, `..` or empty parts, no NUL) at least two folders deep, like kubeadm's `/var/lib/etcd`.
 */
export function etcdDataDirProblem(dir: string): string | undefined {
  const parts = dir.split('/').slice(1);
  if (
    pathProblem(dir) ||
    !dir.startsWith('/') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  )
    return `"${dir}" is not a plain absolute path`;
  if (parts.length < 2) return `"${dir}" is too close to / to be removed on reset`;
  return undefined;
}

/** A DNS name (RFC 1123 labels), as kubeadm takes for a domain or an endpoint's host. */
const DNS_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** `controlPlaneEndpoint`: a DNS name or an address, with an optional port 1-65535 (`[v6]:port` for IPv6). */
function endpointProblem(endpoint: string): string | undefined {
  const wrong = `"${endpoint}" is not host or host:port (a DNS name or an IP address, port 1-65535)`;
  const bracketed = BRACKETED_ADDRESS.exec(endpoint);
  if (bracketed) return isIPv6(bracketed[1]!) && portOk(bracketed[2]) ? undefined : wrong;
  if (isIPv6(endpoint)) return undefined;
  const [host = '', port, ...rest] = endpoint.split(':');
  if (rest.length > 0 || !(isIPv4(host) || DNS_NAME.test(host)) || !portOk(port)) return wrong;
  return undefined;
}

function portOk(text: string | undefined): boolean {
  return text === undefined || (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535);
}
