/** The parts of a Kubernetes version as a rootfs image's `version` label gives it. */
export interface VersionLabel {
  major: number;
  minor: number;
  patch: number;
  /** The pre-release part (`rc.1` of `v1.31.0-rc.1`); empty for a release. */
  pre: string;
  /** Build metadata (`k3s1` of `v1.27.7+k3s1`); empty when there is none. */
  build: string;
}

/**
 * The one reader of a version label: `v1.27.7`, `1.27.7`, `v1.31.0-rc.1`, `v1.27.7+k3s1`; undefined for
 * anything else. Each caller says what it accepts (kubeadm takes no build metadata, an upgrade path ignores it).
 */
export function readVersionLabel(label: string): VersionLabel | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$/.exec(label.trim());
  if (!match) return undefined;
  const [, major, minor, patch, pre = '', build = ''] = match;
  return { major: Number(major), minor: Number(minor), patch: Number(patch), pre, build };
}
