import { mountClusterImages } from '../cluster-images.js';
import type { ApplyContext } from '../context.js';
import type { Phase } from '../phase.js';

/** Every image of `spec.image`, pulled into the local store (or found there) and unpacked. */
export const pullImages: Phase<ApplyContext> = {
  title: 'Pull images',
  readOnly: true,
  async run(context) {
    const references = context.desired.cluster.spec?.image ?? [];
    context.results.images = await mountClusterImages(references, context.imageStore, context.platform);
    for (const image of context.results.images.all)
      context.logger.info(`${image.reference}: ${image.mount.type}, ${image.stored.manifestDigest}`);
  },
};
