import { clusterDataDir } from '../host-layout/cluster-folders.js';

/** What a host that left without answering SSH still holds, and how to clean it once it answers again. */
export function uncleanedHostAdvice(host: string, cluster: string): string {
  return `${host} was removed from the cluster but not cleaned (it did not answer SSH): it still holds Kubernetes and ${clusterDataDir(cluster)}; when it answers again, run \`kubeadm reset -f\` (k3s: \`k3s-killall.sh\`, then its uninstall script) and remove ${clusterDataDir(cluster)} there, before the host joins any cluster again`;
}
