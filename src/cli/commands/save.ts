import { InvalidArgumentError } from 'commander';
import { type ArchiveFormat, archiveFormats, saveArchive } from '../../image/archive/save-archive.js';
import type { LocalImage } from '../../image/store/local-images.js';
import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf } from '../image-flags.js';

export const registerSave: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('save')
      .description('Write images of the local image store into one archive (oci-archive or docker-archive)')
      .argument('<image...>', 'names or image IDs')
      .requiredOption('-o, --output <file>', 'the archive to write')
      .option('--format <format>', `${archiveFormats.join(' or ')}`, formatArgument, 'oci-archive'),
  ).action(async (images: string[], flags: ImageStoreFlags & { output: string; format: ArchiveFormat }) => {
    const local = localImagesOf(flags);
    const chosen: LocalImage[] = [];
    for (const image of images) {
      const found = await local.get(image);
      const previous = chosen.find((other) => other.manifestDigest === found.manifestDigest);
      if (!previous) chosen.push(found);
    }
    await saveArchive(local, chosen, flags.output, flags.format);
    context.logger.info(`${flags.output}: ${chosen.length} image(s) as ${flags.format}`);
  });
};

function formatArgument(value: string): ArchiveFormat {
  if (!(archiveFormats as readonly string[]).includes(value))
    throw new InvalidArgumentError(`use ${archiveFormats.join(' or ')}`);
  return value as ArchiveFormat;
}
