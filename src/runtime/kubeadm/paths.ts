/** Where sealos keeps a cluster's files on every host; kept identical so hosts stay sealos-compatible. */
export function clusterPaths(cluster: string) {
  const data = `/var/lib/sealos/data/${cluster}`;
  return {
    data,
    rootfs: `${data}/rootfs`,
    etc: `${data}/etc`,
    initConfig: `${data}/etc/kubeadm-init.yaml`,
    joinMasterConfig: `${data}/etc/kubeadm-join-master.yaml`,
    joinNodeConfig: `${data}/etc/kubeadm-join-node.yaml`,
    /** The key the control-plane certificates are uploaded under, kept on master0 for later master joins. */
    certificateKey: `${data}/etc/kubeadm-certificate-key.txt`,
    /** sealos's host helper, shipped in labring rootfs images. */
    sealctl: `${data}/rootfs/opt/sealctl`,
    auditPolicy: `${data}/rootfs/statics/audit-policy.yml`,
  };
}

export type ClusterPaths = ReturnType<typeof clusterPaths>;

export const kubernetesPaths = {
  adminConf: '/etc/kubernetes/admin.conf',
  kubeletConf: '/etc/kubernetes/kubelet.conf',
  auditPolicy: '/etc/kubernetes/audit-policy.yml',
  manifests: '/etc/kubernetes/manifests',
  lvscareManifest: '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml',
} as const;
