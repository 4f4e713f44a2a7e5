import { ImageFormatError } from './errors.js';
import type { ImageConfig } from './manifest.js';

export type ImageType = 'rootfs' | 'patch' | 'application';

/** One image as the Clusterfile's `status.mounts[]` records it (docs/sealos-compatibility.md §1, §2). */
export interface MountInfo {
  name: string;
  type: ImageType;
  imageName: string;
  mountPoint?: string;
  env: Record<string, string>;
  labels: Record<string, string>;
  cmd: string[];
  entrypoint: string[];
}

const imageTypeLabels = ['sealos.io.type', 'apps.sealos.io/type'] as const;
const imageTypes: readonly string[] = ['rootfs', 'patch', 'application'];

/** The image type from its labels (`sealos.io.type`, then `apps.sealos.io/type`); none = application. */
export function imageTypeOf(labels: Record<string, string>, imageName: string): ImageType {
  for (const label of imageTypeLabels) {
    const value = labels[label];
    if (value === undefined || value === '') continue;
    if (!imageTypes.includes(value)) {
      throw new ImageFormatError(
        `image ${imageName}: label ${label}="${value}" is not rootfs, patch or application`,
      );
    }
    return value as ImageType;
  }
  return 'application';
}

/** `K=V` entries to a map; PATH is the image builder's, not the cluster's, so it is left out. */
function envOf(entries: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq <= 0) continue;
    const key = entry.slice(0, eq);
    if (key === 'PATH') continue;
    env[key] = entry.slice(eq + 1);
  }
  return env;
}

/**
 * The mount info of an image from its config. A shell-form CMD is stored by builders as
 * `["/bin/sh", "-c", "..."]`; sealos keeps only the commands, so those two tokens are dropped.
 */
export function mountInfoFromConfig(
  config: ImageConfig,
  options: { name: string; imageName: string; mountPoint?: string },
): MountInfo {
  const labels = { ...(config.config?.Labels ?? {}) };
  return {
    name: options.name,
    type: imageTypeOf(labels, options.imageName),
    imageName: options.imageName,
    ...(options.mountPoint !== undefined && { mountPoint: options.mountPoint }),
    env: envOf(config.config?.Env ?? []),
    labels,
    cmd: (config.config?.Cmd ?? []).filter((token) => token !== '/bin/sh' && token !== '-c'),
    entrypoint: [...(config.config?.Entrypoint ?? [])],
  };
}
