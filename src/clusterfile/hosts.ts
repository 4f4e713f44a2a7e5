import { DEFAULT_SSH_PORT, formatHostAddress, parseHostAddress } from './address.js';
import { DEFAULT_CLUSTER_NAME } from './cluster-name.js';
import { ClusterfileError } from './problems.js';
import type { Cluster, Host } from './schema.js';

const DEFAULT_SSH_USER = 'root';

/** One machine of the cluster, addressed canonically, with the host entry that lists it. */
export interface ClusterHost {
  /** Normalised `ip:port` (`[ipv6]:port`). */
  address: string;
  ip: string;
  port: number;
  roles: string[];
  entry: Host;
}

/** How to reach one host: `spec.ssh` with its host entry's `ssh` laid over it. */
export interface SshSettings {
  user: string;
  passwd?: string;
  pk?: string;
  pkData?: string;
  pkPasswd?: string;
  port: number;
  /** `[user@]host[:port]` of the jump host it is reached through. */
  jumpHost?: string;
}

export function clusterName(cluster: Cluster): string {
  return cluster.metadata?.name || DEFAULT_CLUSTER_NAME;
}

/** `metadata.creationTimestamp` set means the cluster exists (reconcile rather than create). */
export function isCreated(cluster: Cluster | undefined): boolean {
  return Boolean(cluster?.metadata?.creationTimestamp);
}

/** Every host in file order; an IP without a port gets the entry's ssh port, else `spec.ssh.port`, else 22. */
export function clusterHosts(cluster: Cluster): ClusterHost[] {
  const clusterPort = cluster.spec?.ssh?.port ?? DEFAULT_SSH_PORT;
  return (cluster.spec?.hosts ?? []).flatMap((entry) =>
    (entry.ips ?? []).flatMap((text) => {
      const parsed = parseHostAddress(text, entry.ssh?.port ?? clusterPort);
      if (!parsed) return [];
      return [{ address: formatHostAddress(parsed), ...parsed, roles: [...(entry.roles ?? [])], entry }];
    }),
  );
}

export function hostsWithRole(cluster: Cluster, role: string): string[] {
  return clusterHosts(cluster)
    .filter((host) => host.roles.includes(role))
    .map((host) => host.address);
}

export function masters(cluster: Cluster): string[] {
  return hostsWithRole(cluster, 'master');
}

/** Hosts with the role node that are not masters. */
export function nodes(cluster: Cluster): string[] {
  return clusterHosts(cluster)
    .filter((host) => host.roles.includes('node') && !host.roles.includes('master'))
    .map((host) => host.address);
}

/** The first IP of the first host entry with the role master: the host that initialises the cluster. */
export function master0(cluster: Cluster): string {
  const first = masters(cluster)[0];
  if (first === undefined)
    throw new ClusterfileError([
      { path: 'spec.hosts', message: `cluster "${clusterName(cluster)}" has no host with the role master` },
    ]);
  return first;
}

/** The host of `address`, matched by exact IP (sealos matched by string suffix: 10.0.0.1 hit 110.0.0.1). */
export function findHost(cluster: Cluster, address: string): ClusterHost | undefined {
  const ip = parseHostAddress(address)?.ip;
  return ip === undefined ? undefined : clusterHosts(cluster).find((host) => host.ip === ip);
}

/** SSH settings of one host: each field set in its entry's `ssh` replaces the cluster's. */
export function sshSettingsFor(cluster: Cluster, address: string): SshSettings {
  const host = findHost(cluster, address);
  if (!host)
    throw new ClusterfileError([
      { path: 'spec.hosts', message: `${address} is not a host of cluster "${clusterName(cluster)}"` },
    ]);
  const merged = { ...definedFields(cluster.spec?.ssh ?? {}), ...definedFields(host.entry.ssh ?? {}) };
  return {
    user: merged.user || DEFAULT_SSH_USER,
    ...(merged.passwd ? { passwd: merged.passwd } : {}),
    ...(merged.pk ? { pk: merged.pk } : {}),
    ...(merged.pkData ? { pkData: merged.pkData } : {}),
    ...(merged.pkPasswd ? { pkPasswd: merged.pkPasswd } : {}),
    port: host.port,
    ...(merged.jumpHost ? { jumpHost: merged.jumpHost } : {}),
  };
}

function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== ''),
  ) as Partial<T>;
}
