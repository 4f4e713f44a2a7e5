import { UsageError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { normaliseHostAddress } from './address.js';
import { clusterHosts } from './hosts.js';
import { jumpHostAddresses } from './jump-host.js';
import type { Cluster } from './schema.js';

/**
 * The recorded SSH host key fingerprint of a host (`status.hostKeys`, our extension), for the accept-new
 * policy: unknown on first contact, verified on every later run. Looked up by normalised `ip:port`.
 */
export function recordedHostKey(cluster: Cluster, address: string): string | undefined {
  const key = normaliseHostAddress(address, cluster.spec?.ssh?.port);
  return key === undefined ? undefined : cluster.status?.hostKeys?.[key];
}

/**
 * The cluster with only the recorded keys of its own hosts: a host that left the cluster (delete, a reset of
 * some hosts) takes its key with it, so an address reused later by another machine is not refused.
 */
export function withOwnHostKeys(cluster: Cluster): Cluster {
  const keys = cluster.status?.hostKeys;
  if (!keys) return cluster;
  // A jump host's key stays too: every later connection goes through it.
  const own = new Set([...clusterHosts(cluster).map((host) => host.address), ...jumpHostAddresses(cluster)]);
  const kept = Object.fromEntries(Object.entries(keys).filter(([address]) => own.has(address)));
  if (Object.keys(kept).length === Object.keys(keys).length) return cluster;
  const copy = structuredClone(cluster);
  copy.status = { ...copy.status, hostKeys: kept };
  if (Object.keys(kept).length === 0) delete copy.status.hostKeys;
  return copy;
}

/**
 * The cluster without the recorded keys of `hosts` (`--forget-host-key`, input `forget-host-key`: a machine
 * that was reinstalled has a new key). Each is named in the log; the host's next key is then taken as new
 * (accept-new records it; strict needs it in known-hosts).
 */
export function forgetHostKeys(cluster: Cluster, hosts: readonly string[], logger: Logger): Cluster {
  if (hosts.length === 0) return cluster;
  const copy = structuredClone(cluster);
  const keys = { ...copy.status?.hostKeys };
  for (const text of hosts) {
    const address = normaliseHostAddress(text.trim(), cluster.spec?.ssh?.port);
    if (address === undefined)
      throw new UsageError(`forget-host-key: "${text}" is not an IPv4/IPv6 address with optional port`);
    const fingerprint = keys[address];
    if (fingerprint === undefined) {
      logger.warn(`forget-host-key ${text}: no host key is recorded for ${address}; nothing to forget`);
      continue;
    }
    delete keys[address];
    logger.info(
      `Forgot the recorded host key of ${address} (${fingerprint}): its key is checked as a new host's`,
    );
  }
  copy.status = { ...copy.status, hostKeys: keys };
  if (Object.keys(keys).length === 0) delete copy.status.hostKeys;
  return copy;
}
