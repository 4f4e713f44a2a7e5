import type { Distribution } from './distribution.js';
import { RuntimeError } from './errors.js';
import { readVersionLabel, type VersionLabel } from './version-label.js';

/**
 * The distributions whose runtime implements `Runtime.upgradeHost`: an upgrade of any other is refused while
 * planning, before the new rootfs reaches a host.
 */
export const upgradableDistributions: readonly Distribution[] = ['kubeadm'];

/**
 * Why an apply does not move the cluster to a rootfs image's version. Thrown while planning, before any host
 * is touched, so nothing has changed when a user reads it.
 */
export class UpgradeRefusedError extends RuntimeError {}

/**
 * A rootfs `version` label: `v1.27.7`, `1.27.7`, `v1.31.0-rc.1`; build metadata (`+k3s1`) is ignored. `whose`
 * names the rootfs in the error.
 */
function parseVersion(label: string, whose: string): VersionLabel {
  const parts = readVersionLabel(label);
  if (!parts)
    throw new UpgradeRefusedError(
      `${whose}: version label "${label}" is not a Kubernetes version like v1.27.7`,
      { phase: 'plan' },
    );
  return parts;
}

/** Semver order: numbers first; a release sorts after its pre-releases; pre-release fields compared in turn. */
function compareVersions(x: VersionLabel, y: VersionLabel): number {
  const numbers = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (numbers !== 0) return Math.sign(numbers);
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  const xs = x.pre.split('.');
  const ys = y.pre.split('.');
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    const [p, q] = [xs[i], ys[i]];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    const numeric = /^\d+$/.test(p) && /^\d+$/.test(q);
    const order = numeric ? Number(p) - Number(q) : p < q ? -1 : p > q ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/**
 * What applying a rootfs image of version `to` does to a cluster running `from`: nothing to upgrade (same
 * version), or an upgrade. A downgrade and a jump over a minor release are refused, as sealos's
 * `KubeadmRuntime.Upgrade` does (pkg/runtime/kubernetes/runtime.go), because kubeadm upgrades one minor
 * release at a time and never back.
 */
export function upgradeStep(from: string, to: string, image: string): 'same' | 'upgrade' {
  const current = parseVersion(from, 'the running rootfs image');
  const target = parseVersion(to, `rootfs image ${image}`);
  const order = compareVersions(target, current);
  if (order === 0) return 'same';
  if (order < 0)
    throw new UpgradeRefusedError(
      `cannot apply an older version: the cluster runs Kubernetes ${from} and rootfs image ${image} is ${to}; downgrades are not supported`,
      { phase: 'plan' },
    );
  if (target.major !== current.major)
    throw new UpgradeRefusedError(
      `cannot upgrade across major versions: ${from} → ${to} (rootfs image ${image})`,
      { phase: 'plan' },
    );
  if (target.minor > current.minor + 1)
    throw new UpgradeRefusedError(
      `cannot upgrade across more than one minor release: ${from} → ${to} (rootfs image ${image}); apply a v${current.major}.${current.minor + 1} rootfs image first`,
      { phase: 'plan' },
    );
  return 'upgrade';
}
