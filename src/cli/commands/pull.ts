import { parseReference } from '../../image/reference.js';
import { pullImage } from '../../image/store/pull-image.js';
import type { RegisterCommand } from '../context.js';
import {
  addRegistryFlags,
  type ImageStoreFlags,
  localImagesOf,
  platformOf,
  registryClientOf,
} from '../image-flags.js';

export const registerPull: RegisterCommand = (program, context) => {
  addRegistryFlags(
    program
      .command('pull')
      .description(
        'Pull images into the local image store (through registries.conf mirrors); prints each image ID',
      )
      .argument('<image...>', 'image references')
      .option('--platform <os/arch>', 'platform to pull (default: linux/this machine)'),
  ).action(async (images: string[], flags: ImageStoreFlags) => {
    const client = registryClientOf(flags, context.logger);
    try {
      for (const image of images) {
        const report = await pullImage(
          client,
          localImagesOf(flags),
          parseReference(image),
          platformOf(flags),
          context.logger,
        );
        context.stdout(`${report.image.configDigest}\n`);
      }
    } finally {
      client.close();
    }
  });
};
