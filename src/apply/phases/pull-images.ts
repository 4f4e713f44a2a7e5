import type { Phase } from '../../cluster/phase.js';
import { type Distribution, DistributionChangeError } from '../../runtime/index.js';
import { mountClusterImages } from '../cluster-images.js';
import { clusterDistribution } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * Every image of `spec.image`, pulled into the local store (or found there) and unpacked; then the runtime the
 * rootfs asks for, refused when unknown or not the one the cluster runs, before any host is changed.
 */
export const pullImages: Phase<ApplyContext> = {
  title: 'Pull images',
  readOnly: true,
  async run(context) {
    const references = context.desired.cluster.spec?.image ?? [];
    const images = await mountClusterImages(references, context.imageStore, context.platform);
    for (const image of images.all)
      context.logger.info(`${image.reference}: ${image.mount.type}, ${image.stored.manifestDigest}`);
    // Checked before the images are handed on: a refused rootfs must not become the saved status.mounts.
    const runtime = clusterDistribution(images);
    const { plan } = context;
    if (plan.runtime && plan.runtime !== runtime)
      throw new DistributionChangeError(
        plan.cluster,
        plan.runtime as Distribution,
        runtime,
        images.all.find((image) => image.mount.type === 'rootfs')!.reference,
        'pull images',
      );
    plan.runtime = runtime;
    context.logger.info(`runtime: ${runtime}`);
    context.results.images = images;
  },
};
