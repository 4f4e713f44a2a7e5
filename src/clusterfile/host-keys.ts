import { UsageError } from '../errors.js';
import { normaliseHostAddress } from './address.js';
import type { Cluster } from './schema.js';

/**
 * The recorded SSH host key fingerprint of a host (`status.hostKeys`, our extension), for the accept-new
 * policy: unknown on first contact, verified on every later run. Looked up by normalised `ip:port`.
 */
export function recordedHostKey(cluster: Cluster, address: string): string | undefined {
  const key = normaliseHostAddress(address, cluster.spec?.ssh?.port);
  return key === undefined ? undefined : cluster.status?.hostKeys?.[key];
}

/** A copy of the cluster with the fingerprint of `address` recorded (trust on first use). */
export function withHostKey(cluster: Cluster, address: string, fingerprint: string): Cluster {
  const key = normaliseHostAddress(address, cluster.spec?.ssh?.port);
  if (key === undefined) throw new UsageError(`"${address}" is not an IPv4/IPv6 address with optional port`);
  const copy = structuredClone(cluster);
  copy.status = { ...copy.status, hostKeys: { ...copy.status?.hostKeys, [key]: fingerprint } };
  return copy;
}
