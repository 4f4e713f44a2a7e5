/**
 * Where sealos keeps a cluster's files on every host, whatever runs it (docs/sealos-compatibility.md §4): the
 * same paths as sealos, so either tool can follow. The lowest layer, since the lock, the runtime and the apply
 * all name these folders.
 */

/** Where the data of every cluster lives on a host. */
export const DATA_ROOT = '/var/lib/sealos/data';

export function clusterDataDir(cluster: string): string {
  return `${DATA_ROOT}/${cluster}`;
}

export function rootfsDir(cluster: string): string {
  return `${clusterDataDir(cluster)}/rootfs`;
}

export function applicationWorkdir(cluster: string, application: string): string {
  return `${clusterDataDir(cluster)}/applications/${application}/workdir`;
}

/** Our own bookkeeping on a host, beside sealos's folders: what was copied and which steps are done. */
export function markerPath(cluster: string, name: string): string {
  return `${clusterDataDir(cluster)}/.sealos-action/${name}`;
}

/** The folders a runtime reads and writes. */
export function clusterFolders(cluster: string) {
  const data = clusterDataDir(cluster);
  return {
    data,
    rootfs: rootfsDir(cluster),
    etc: `${data}/etc`,
    /** A configuration rollout not finished yet, on master0: the changes and the hosts still to do. */
    configRollout: `${data}/etc/config-rollout.json`,
    /** sealos's host helper, shipped in labring rootfs images. */
    sealctl: `${data}/rootfs/opt/sealctl`,
  };
}
