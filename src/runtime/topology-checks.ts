import { RuntimeError } from './errors.js';
import type { ClusterTopology } from './executor.js';

/**
 * What every runtime refuses before touching a host: joining a host that is not a wanted member of its role,
 * or removing one that still is. master0 (the topology's first master) is initialised, never joined or removed.
 */

export function checkMastersToJoin(topology: ClusterTopology, ips: readonly string[]): void {
  for (const ip of ips)
    if (ip === topology.masters[0] || !topology.masters.includes(ip))
      throw new RuntimeError(`${ip} is not a master to join (master0 is initialised, not joined)`, {
        host: ip,
        phase: 'Join',
      });
}

export function checkNodesToJoin(topology: ClusterTopology, ips: readonly string[]): void {
  for (const ip of ips)
    if (!topology.nodes.includes(ip))
      throw new RuntimeError(`${ip} is not a node of the cluster`, { host: ip, phase: 'Join' });
}

export function checkMastersToDelete(topology: ClusterTopology, ips: readonly string[]): void {
  for (const ip of ips)
    if (ip === topology.masters[0] || topology.masters.includes(ip))
      throw new RuntimeError(`${ip} cannot be removed: it is master0 or still a wanted master`, {
        host: ip,
        phase: 'Delete',
      });
}

export function checkNodesToDelete(topology: ClusterTopology, ips: readonly string[]): void {
  for (const ip of ips)
    if (topology.masters.includes(ip) || topology.nodes.includes(ip))
      throw new RuntimeError(`${ip} cannot be removed: it is still a wanted host`, {
        host: ip,
        phase: 'Delete',
      });
}
