import { formatReference, parseReference } from '../../image/reference.js';
import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf } from '../image-flags.js';

export const registerTag: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('tag')
      .description('Give an image of the local image store more names')
      .argument('<image>', 'a name or image ID')
      .argument('<name...>', 'new names'),
  ).action(async (image: string, names: string[], flags: ImageStoreFlags) => {
    const local = localImagesOf(flags);
    const found = await local.get(image);
    for (const name of names) {
      const normalised = formatReference(parseReference(name));
      await local.setName(normalised, found.manifestDigest, found.manifestMediaType);
      context.logger.info(`${normalised} → ${found.configDigest}`);
    }
  });
};
