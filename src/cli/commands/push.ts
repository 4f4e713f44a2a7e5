import { parseReference } from '../../image/reference.js';
import { pushLocalImage } from '../../image/store/push-image.js';
import type { RegisterCommand } from '../context.js';
import { addRegistryFlags, type ImageStoreFlags, localImagesOf, registryClientOf } from '../image-flags.js';

export const registerPush: RegisterCommand = (program, context) => {
  addRegistryFlags(
    program
      .command('push')
      .description('Push an image of the local image store to a registry; prints the manifest digest')
      .argument('<image>', 'a name or image ID in the local store')
      .argument('[destination]', 'where to push (docker://REF or REF; default: the image name)'),
  ).action(async (image: string, destination: string | undefined, flags: ImageStoreFlags) => {
    const local = localImagesOf(flags);
    const found = await local.get(image);
    const target = parseReference((destination ?? image).replace(/^docker:\/\//, ''));
    const client = registryClientOf(flags, context.logger);
    try {
      context.stdout(`${(await pushLocalImage(client, local, found, target, context.logger)).digest}\n`);
    } finally {
      client.close();
    }
  });
};
