import { KubeadmConfigError } from '../errors.js';
import { readVersionLabel } from '../version-label.js';

export interface KubernetesVersion {
  major: number;
  minor: number;
  patch: number;
  /** As kubeadm wants it: `v1.27.7`. */
  text: string;
}

export type KubeadmApiVersion = 'kubeadm.k8s.io/v1beta3' | 'kubeadm.k8s.io/v1beta4';

/** Parses the rootfs image's `version` label (`v1.27.7`, `1.27.7`, `v1.31.0-rc.1`). */
export function parseKubernetesVersion(label: string): KubernetesVersion {
  const parts = readVersionLabel(label);
  // kubeadm takes no build metadata (`+k3s1` names a k3s build).
  if (!parts || parts.build) {
    throw new KubeadmConfigError(`"${label}" is not a Kubernetes version like v1.27.7`, {
      field: 'version label',
    });
  }
  const { major, minor, patch } = parts;
  const pre = parts.pre ? `-${parts.pre}` : '';
  const version = { major, minor, patch };
  if (version.major !== 1 || version.minor < 22) {
    throw new KubeadmConfigError(
      `Kubernetes ${label} is not supported: kubeadm configuration v1beta3 needs Kubernetes 1.22 or later`,
      { field: 'version label' },
    );
  }
  return { ...version, text: `v${major}.${minor}.${patch}${pre}` };
}

export function atLeast(version: KubernetesVersion, minor: number): boolean {
  return version.minor >= minor;
}

/** kubeadm reads v1beta4 from 1.31 on (and deprecates v1beta3 there); below 1.31 v1beta4 does not exist. */
export function kubeadmApiVersion(version: KubernetesVersion): KubeadmApiVersion {
  return atLeast(version, 31) ? 'kubeadm.k8s.io/v1beta4' : 'kubeadm.k8s.io/v1beta3';
}
