/** Where sealos keeps a cluster's files on every host, whatever runs it; kept identical so hosts stay sealos-compatible. */
export function clusterFolders(cluster: string) {
  const data = `/var/lib/sealos/data/${cluster}`;
  return {
    data,
    rootfs: `${data}/rootfs`,
    etc: `${data}/etc`,
    /** sealos's host helper, shipped in labring rootfs images. */
    sealctl: `${data}/rootfs/opt/sealctl`,
  };
}
