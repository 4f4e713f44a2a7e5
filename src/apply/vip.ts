import { expandCommand } from '../render/index.js';
import { defaultVip } from '../runtime/index.js';
import type { ClusterImages } from './cluster-images.js';

/** The VIP nodes reach the masters through: the rootfs `vip` label (usually `$defaultVIP`) expanded with the env. */
export function clusterVip(images: ClusterImages, env: Record<string, string>): string {
  const label = images.labels.vip;
  if (!label) return defaultVip;
  const expanded = expandCommand(label, env).command.trim();
  return expanded && !expanded.includes('$') ? expanded : defaultVip;
}
