import type { KubeadmHost } from './config.js';

/**
 * The CRI socket a join carries. sealos v5.1.1 keeps one KubeadmRuntime for init and every join, and its
 * setCRISocket (lifecycle/pkg/runtime/kubernetes/kubeadm.go) sets `nodeRegistration.criSocket` and the kubelet's
 * `containerRuntimeEndpoint` only while they are empty: every join gets the socket found first (master0's on a
 * create), while `cgroupDriver` is set per host. We send each host its own socket (config.ts): the same documents
 * as sealos's where every host runs the same runtime, and a join that works where they differ, where sealos's
 * points kubeadm at a socket the host does not have. A socket written in the Clusterfile goes to every host in
 * both. docs/sealos-compatibility.md §10.
 *
 * The warning for a join whose socket differs from master0's; undefined when they are the same.
 */
export function joinSocketWarning(master0: KubeadmHost, host: KubeadmHost): string | undefined {
  if (host.criSocket === master0.criSocket) return undefined;
  return `its container runtime's socket is ${host.criSocket}, master0's is ${master0.criSocket}: the join uses ${host.criSocket} (sealos v5.1.1 would send master0's socket to every join, and kubeadm would not find it on this host)`;
}
