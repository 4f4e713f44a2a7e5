import { clusterFolders } from '../../host-layout/cluster-folders.js';

/** The kubeadm runtime's files of a cluster on a host, beside sealos's folders (same names as sealos's). */
export function clusterPaths(cluster: string) {
  const folders = clusterFolders(cluster);
  const data = folders.data;
  return {
    ...folders,
    initConfig: `${data}/etc/kubeadm-init.yaml`,
    joinMasterConfig: `${data}/etc/kubeadm-join-master.yaml`,
    joinNodeConfig: `${data}/etc/kubeadm-join-node.yaml`,
    /** The key the control-plane certificates are uploaded under, kept on master0 for later master joins. */
    certificateKey: `${data}/etc/kubeadm-certificate-key.txt`,
    auditPolicy: `${data}/rootfs/statics/audit-policy.yml`,
    /** The ClusterConfiguration with new certificate SANs, as sealos's `kubeadm-update.yaml`. */
    updateConfig: `${data}/etc/kubeadm-update.yaml`,
    /** The `--config` of `kubeadm init phase …` when a configuration change is rolled out. */
    phaseConfig: `${data}/etc/kubeadm-phase.yaml`,
  };
}

export type ClusterPaths = ReturnType<typeof clusterPaths>;

export const kubernetesPaths = {
  adminConf: '/etc/kubernetes/admin.conf',
  kubeletConf: '/etc/kubernetes/kubelet.conf',
  pki: '/etc/kubernetes/pki',
  auditPolicy: '/etc/kubernetes/audit-policy.yml',
  manifests: '/etc/kubernetes/manifests',
  lvscareManifest: '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml',
} as const;
