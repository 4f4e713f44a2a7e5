import { loadArchive } from '../../image/archive/load-archive.js';
import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf, platformOf } from '../image-flags.js';

export const registerLoad: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('load')
      .description('Load the images of an oci-archive or docker-archive into the local image store')
      .requiredOption('-i, --input <file>', 'the archive to read')
      .option(
        '--platform <os/arch>',
        'the platform to take from a multi-platform archive (default: linux/this machine)',
      ),
  ).action(async (flags: ImageStoreFlags & { input: string }) => {
    const loaded = await loadArchive(localImagesOf(flags), flags.input, platformOf(flags));
    for (const image of loaded)
      context.stdout(`${image.names.length ? image.names.join(', ') : image.manifestDigest}\n`);
  });
};
