import { imageTypeOf } from '../image/mount-info.js';
import type { Plan } from '../plan/index.js';
import { distributionOf } from '../runtime/index.js';

/**
 * A create's runtime and Kubernetes version, from the labels of its rootfs image (the first image of
 * `spec.image` whose labels say rootfs, as sealos picks the cluster's rootfs): `sealos.io.distribution` and
 * `version`. Only the images' configuration is read (manifest and config blob), never a layer, so a dry run
 * shows them without pulling.
 */
export async function planCreateRuntime(
  plan: Plan,
  labelsOf: (reference: string) => Promise<Record<string, string>>,
): Promise<Plan> {
  if (plan.action !== 'create') return plan;
  for (const reference of plan.imagesToInstall) {
    const labels = await labelsOf(reference);
    if (imageTypeOf(labels, reference) !== 'rootfs') continue;
    const runtime = distributionOf(labels, reference);
    return { ...plan, runtime, ...(labels.version ? { version: labels.version } : {}) };
  }
  return plan;
}
