import type { Distribution } from './distribution.js';
import { k3sPaths } from './k3s/paths.js';
import { kubernetesPaths } from './kubeadm/paths.js';

/** The cluster's admin kubeconfig on a master, where each distribution writes it. */
function adminKubeconfig(distribution: Distribution | undefined): string {
  return distribution === 'k3s' ? k3sPaths.kubeconfig : kubernetesPaths.adminConf;
}

/**
 * kubectl on a master with the cluster's admin kubeconfig: kubeadm's `admin.conf`; on k3s `k3s kubectl` (sealos
 * runs `kubectl`), the one matching the server whatever else is on the PATH. `args` is shell text the caller
 * quoted.
 */
export function adminKubectl(distribution: Distribution | undefined, args: string): string {
  const kubectl = distribution === 'k3s' ? 'k3s kubectl' : 'kubectl';
  return `${kubectl} --kubeconfig=${adminKubeconfig(distribution)} ${args}`;
}

/** The nodes as `kubectl get nodes -o wide` shows them: readiness, roles, version and address. */
export function nodeTableCommand(distribution: Distribution | undefined): string {
  return adminKubectl(distribution, 'get nodes -o wide');
}
