import {
  type JoinCredentials,
  type KubeadmConfig,
  type KubeadmHost,
  renderInitConfiguration,
  renderJoinMasterConfiguration,
  renderJoinNodeConfiguration,
} from '../../../src/runtime/kubeadm/config.js';

/** The certificate key the documents of the tests carry (64 hex, as kubeadm wants). */
export const TEST_CERTIFICATE_KEY = 'e6a2eb8581237ab72a4f494f30285ec12a9694d750b9785706a83bfcbbbd2204';

/** A host whose runtime is containerd with `SystemdCgroup = true`, what labring rootfs images install. */
export function containerdHost(address: string): KubeadmHost {
  return { address, criSocket: 'unix:///run/containerd/containerd.sock', cgroupDriver: 'systemd' };
}

/** The init documents for master0 (the configuration's first master) on a containerd host. */
export function initFor(config: KubeadmConfig): string {
  return renderInitConfiguration(config, containerdHost(config.master0), TEST_CERTIFICATE_KEY);
}

export function joinMasterFor(config: KubeadmConfig, address: string, credentials: JoinCredentials): string {
  return renderJoinMasterConfiguration(config, containerdHost(address), credentials);
}

/** The node's address does not matter to the tests that use this: 192.168.0.21. */
export function joinNodeFor(config: KubeadmConfig, credentials: JoinCredentials): string {
  return renderJoinNodeConfiguration(config, containerdHost('192.168.0.21'), credentials);
}
