import {
  type Cluster,
  clusterName,
  DEFAULT_SSH_PORT,
  findHost,
  type Host,
  hostAddressList,
  hostIp,
  masters,
  parseHostAddress,
  refuseHostsInBothLists,
} from '../clusterfile/index.js';
import { UsageError } from '../errors.js';
import { masterZeroRemoval } from '../plan/index.js';

/** Host lists as `sealos add` / `sealos delete` take them (`a,b`, ranges, CIDR, optional `:port`). */
export interface HostLists {
  masters: string;
  nodes: string;
}

/**
 * `sealos add`: the cluster with new masters and nodes, each list in a new host entry after the existing ones
 * (master0 stays first). A host already in the cluster is refused, whatever its role.
 */
export function addHosts(cluster: Cluster, lists: HostLists): Cluster {
  const wanted = wantedHosts(cluster, lists);
  for (const [field, list] of Object.entries(wanted))
    for (const address of list) {
      const existing = findHost(cluster, address);
      if (existing)
        throw new UsageError(
          `${field}: ${address} is already a host of cluster "${clusterName(cluster)}" (${existing.roles.join(', ')})`,
        );
    }
  refuseHostsInBothLists(wanted.masters, wanted.nodes);
  const added: Host[] = [
    ...(wanted.masters.length > 0 ? [{ ips: wanted.masters, roles: ['master'] }] : []),
    ...(wanted.nodes.length > 0 ? [{ ips: wanted.nodes, roles: ['node'] }] : []),
  ];
  return withHosts(cluster, [...(cluster.spec?.hosts ?? []), ...added]);
}

/**
 * `sealos delete`: the cluster without the given hosts, matched by IP; each must have the role it is listed
 * under. Entries left without an IP are dropped. master0 is refused, as the plan refuses it.
 */
export function withoutHosts(cluster: Cluster, lists: HostLists): Cluster {
  const port = cluster.spec?.ssh?.port ?? DEFAULT_SSH_PORT;
  const wanted = wantedHosts(cluster, lists);
  const removed = new Set<string>();
  for (const [field, list] of Object.entries(wanted)) {
    const role = field === 'masters' ? 'master' : 'node';
    for (const address of list) {
      const host = findHost(cluster, address);
      const hasRole = host?.roles.includes(role) && (role === 'master' || !host.roles.includes('master'));
      if (!host || !hasRole)
        throw new UsageError(`${field}: ${address} is not a ${role} of cluster "${clusterName(cluster)}"`);
      removed.add(host.ip);
    }
  }
  // Said here, before the cluster is left without a master and the plan can no longer name master0.
  const first = masters(cluster)[0];
  if (first && removed.has(hostIp(first) ?? first)) throw masterZeroRemoval(clusterName(cluster), first);
  const hosts = (cluster.spec?.hosts ?? []).flatMap((entry) => {
    const entryPort = entry.ssh?.port ?? port;
    const ips = (entry.ips ?? []).filter(
      (text) => !removed.has(parseHostAddress(text, entryPort)?.ip ?? text),
    );
    return ips.length > 0 ? [{ ...entry, ips }] : [];
  });
  return withHosts(cluster, hosts);
}

/** The lists as `ip:port` addresses (the cluster's SSH port by default); at least one host is required. */
function wantedHosts(cluster: Cluster, lists: HostLists): { masters: string[]; nodes: string[] } {
  const port = cluster.spec?.ssh?.port ?? DEFAULT_SSH_PORT;
  const wanted = {
    masters: hostAddressList(lists.masters, 'masters', port),
    nodes: hostAddressList(lists.nodes, 'nodes', port),
  };
  if (wanted.masters.length === 0 && wanted.nodes.length === 0)
    throw new UsageError('give the hosts: masters or nodes');
  return wanted;
}

function withHosts(cluster: Cluster, hosts: Host[]): Cluster {
  const copy = structuredClone(cluster);
  copy.spec = { ...copy.spec, hosts };
  return copy;
}
