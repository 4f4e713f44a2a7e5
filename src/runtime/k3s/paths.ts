import { clusterFolders } from '../../host-layout/cluster-folders.js';

/** Where k3s keeps its files on a host: fixed by k3s and labring's k3s images (sealos pkg/runtime/k3s/consts.go). */
export const k3sPaths = {
  config: '/etc/rancher/k3s/config.yaml',
  registries: '/etc/rancher/k3s/registries.yaml',
  kubeconfig: '/etc/rancher/k3s/k3s.yaml',
  dataDir: '/var/lib/rancher/k3s',
  lvscareManifest: '/var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml',
} as const;

/** The cluster's own k3s files: the tokens live beside the other generated configurations, as sealos keeps them. */
export function k3sClusterPaths(cluster: string) {
  const paths = clusterFolders(cluster);
  return {
    sealctl: paths.sealctl,
    configRollout: paths.configRollout,
    token: `${paths.etc}/token`,
    agentToken: `${paths.etc}/agent-token`,
  };
}

export type K3sClusterPaths = ReturnType<typeof k3sClusterPaths>;
