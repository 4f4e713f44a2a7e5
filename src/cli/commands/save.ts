import { InvalidArgumentError } from 'commander';
import { type ArchiveFormat, archiveFormats, saveArchive } from '../../image/archive/save-archive.js';
import { formatReference, parseReference } from '../../image/reference.js';
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
    // As docker, podman and buildah save: each image under the names given for it, not every name it has (an
    // archive of one image must be readable without a reference), and none when it was given by its ID.
    const chosen: LocalImage[] = [];
    for (const image of images) {
      const found = await local.get(image);
      const asked = found.names.filter((name) => name === storeNameOf(image));
      const previous = chosen.find((other) => other.manifestDigest === found.manifestDigest);
      if (previous) previous.names = [...new Set([...previous.names, ...asked])];
      else chosen.push({ ...found, names: asked });
    }
    await saveArchive(local, chosen, flags.output, flags.format);
    context.logger.info(`${flags.output}: ${chosen.length} image(s) as ${flags.format}`);
  });
};

/** The store's form of a name given on the command line; undefined for an image ID or what is no name. */
function storeNameOf(text: string): string | undefined {
  try {
    return formatReference(parseReference(text));
  } catch {
    return undefined;
  }
}

function formatArgument(value: string): ArchiveFormat {
  if (!(archiveFormats as readonly string[]).includes(value))
    throw new InvalidArgumentError(`use ${archiveFormats.join(' or ')}`);
  return value as ArchiveFormat;
}
