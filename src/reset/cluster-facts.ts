import {
  type Cluster,
  type Clusterfile,
  clusterHosts,
  hostsWithRole,
  master0,
} from '../clusterfile/index.js';
import { layerEnv } from '../render/env/layers.js';
import { expandCommand } from '../render/index.js';
import { defaultVip } from '../runtime/index.js';

/**
 * What a reset needs to know of a cluster, read from its saved Clusterfile alone (no image is pulled): the
 * images' labels and ENV as `status.mounts` recorded them, and each host's env, roles and place.
 */
export interface ClusterFacts {
  name: string;
  master0: string;
  masters: string[];
  nodes: string[];
  /** Hosts with the role registry, else master0. */
  registries: string[];
  /** Labels of every recorded image merged in order (a later image overrides a script label). */
  labels: Record<string, string>;
  /** The rootfs image's `version` label; empty when no image was recorded. */
  kubeVersion: string;
  vip: string;
  roles(host: string): string[];
  /** The env the host's scripts see (docs/sealos-compatibility.md §3). */
  env(host: string): Record<string, string>;
}

export function clusterFacts(clusterfile: Clusterfile, name: string): ClusterFacts {
  const cluster: Cluster = clusterfile.cluster;
  const mounts = cluster.status?.mounts ?? [];
  const labels: Record<string, string> = {};
  const imageEnv: Record<string, string> = {};
  for (const mount of mounts) {
    Object.assign(labels, mount.labels);
    Object.assign(imageEnv, mount.env);
  }
  const kubeVersion = mounts.find((mount) => mount.type === 'rootfs')?.labels?.version ?? '';
  const hosts = clusterHosts(cluster);
  const byAddress = new Map(hosts.map((host) => [host.address, host]));
  const registries = hostsWithRole(cluster, 'registry');
  const first = master0(cluster);
  const clusterEnv = layerEnv({ imageEnv, clusterEnv: cluster.spec?.env ?? [], kubeVersion });
  const vipLabel = labels.vip ? expandCommand(labels.vip, clusterEnv).command.trim() : '';
  return {
    name,
    master0: first,
    masters: hosts.filter((host) => host.roles.includes('master')).map((host) => host.address),
    nodes: hosts
      .filter((host) => host.roles.includes('node') && !host.roles.includes('master'))
      .map((host) => host.address),
    registries: registries.length > 0 ? registries : [first],
    labels,
    kubeVersion,
    vip: vipLabel && !vipLabel.includes('$') ? vipLabel : defaultVip,
    roles: (host) => byAddress.get(host)?.roles ?? [],
    env: (host) =>
      layerEnv({
        imageEnv,
        clusterEnv: cluster.spec?.env ?? [],
        kubeVersion,
        host: { env: byAddress.get(host)?.entry.env ?? [], roles: byAddress.get(host)?.roles ?? [] },
      }),
  };
}
