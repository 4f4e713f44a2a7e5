import { DEFAULT_SSH_PORT, formatHostAddress, parseHostAddress } from './address.js';
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
      const address = parseHostAddress(text, defaultPort);
      if (!address) {
        violations.push({ path, message: `"${text}" is not an IPv4/IPv6 address with optional port` });
        return;
      }
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
