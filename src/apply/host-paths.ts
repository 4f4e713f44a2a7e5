/** Where a cluster lives on its hosts (docs/sealos-compatibility.md §4); the same paths as sealos, so either tool can follow. */
export function clusterDataDir(cluster: string): string {
  return `/var/lib/sealos/data/${cluster}`;
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
