import { clusterDataDir } from '../host-layout/cluster-folders.js';
import { shellQuote as q } from '../hosts/shell.js';

/** How many etcd snapshots a cluster keeps on master0; older ones are removed after each new one. */
export const KEPT_ETCD_SNAPSHOTS = 3;

/** Where master0 keeps the cluster's etcd snapshots: beside the cluster's other files, owner-only. */
export function etcdSnapshotFolder(cluster: string): string {
  return `${clusterDataDir(cluster)}/etcd-snapshots`;
}

/** `etcd-<UTC time to the millisecond>`: names sort in the order they were taken. */
export function etcdSnapshotName(at: Date): string {
  return `etcd-${at.toISOString().replaceAll('-', '').replaceAll(':', '')}`;
}

/** Removes all but the newest `keep` snapshots (by name) from the folder; nothing else in it is touched. */
export function pruneEtcdSnapshots(folder: string, keep = KEPT_ETCD_SNAPSHOTS): string {
  return [
    `cd ${q(folder)}`,
    `ls -1 | grep -E '^etcd-[0-9]{8}T[0-9]{6}\\.[0-9]{3}Z' | sort | head -n -${keep} | while IFS= read -r old; do rm -f -- "$old"; done`,
  ].join(' && ');
}
