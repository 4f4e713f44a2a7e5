import { formatReference, parseReference } from '../../image/reference.js';
import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf } from '../image-flags.js';

export const registerRmi: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('rmi')
      .description(
        'Remove images from the local image store: a name removes that name, an image ID every name',
      )
      .argument('<image...>', 'names or image IDs'),
  ).action(async (images: string[], flags: ImageStoreFlags) => {
    const local = localImagesOf(flags);
    for (const image of images) {
      const found = await local.get(image);
      const name = normalisedName(image);
      const names = name && found.names.includes(name) ? [name] : found.names;
      for (const each of names) await local.removeName(each);
      context.stdout(`${names.join('\n')}\n`);
    }
    const removed = await local.collectGarbage();
    context.logger.info(`${removed} blobs no image uses any more removed`);
  });
};

function normalisedName(text: string): string | undefined {
  try {
    return formatReference(parseReference(text));
  } catch {
    return undefined;
  }
}
