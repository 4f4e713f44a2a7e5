import { type Cluster, clusterHosts, hostIp, hostsWithRole, masters, nodes } from '../clusterfile/index.js';
import type { Plan } from '../plan/index.js';

/**
 * Who is who in this apply, by `ip:port`: the desired masters and nodes, which of them join now, which current
 * hosts leave, and where the registry runs. Removed hosts are described from the current Clusterfile.
 */
export interface Topology {
  master0: string;
  masters: string[];
  nodes: string[];
  /** Desired hosts already in the cluster (joined in an earlier apply). */
  existing: string[];
  joining: { masters: string[]; nodes: string[] };
  removing: { masters: string[]; nodes: string[] };
  /** Hosts with role `registry`, else master0. */
  registries: string[];
  /** The host that is this machine, if any. */
  localHost?: string;
  roles(host: string): string[];
  /** The host's own `env` entries (`K=V`). */
  env(host: string): string[];
}

export function topologyOf(
  plan: Plan,
  desired: Cluster,
  current: Cluster | undefined,
  localHost?: string,
): Topology {
  const wanted = [...masters(desired), ...nodes(desired)];
  const joining = new Set([...plan.mastersToJoin, ...plan.nodesToJoin]);
  if (plan.action === 'create') joining.add(plan.master0);
  const entries = new Map(
    [...(current ? clusterHosts(current) : []), ...clusterHosts(desired)].map((host) => [host.ip, host]),
  );
  const registries = hostsWithRole(desired, 'registry');
  return {
    master0: plan.master0,
    masters: masters(desired),
    nodes: nodes(desired),
    existing: wanted.filter((host) => !joining.has(host)),
    joining: {
      masters: plan.action === 'create' ? masters(desired) : plan.mastersToJoin,
      nodes: plan.nodesToJoin,
    },
    removing: { masters: plan.mastersToRemove, nodes: plan.nodesToRemove },
    registries: registries.length > 0 ? registries : [plan.master0],
    localHost,
    roles: (host) => entries.get(ipOf(host))?.roles ?? [],
    env: (host) => entries.get(ipOf(host))?.entry.env ?? [],
  };
}

export function ipOf(host: string): string {
  return hostIp(host) ?? host;
}
