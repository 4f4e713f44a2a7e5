import type { Logger } from '../../log/logger.js';
import type { Platform } from '../platform.js';
import type { LocalImages } from '../store/local-images.js';
import { ArchiveError, loadArchive } from './load-archive.js';

/**
 * `sealos run -t oci-archive FILE...`: each archive loaded into the local images, and the names it gives
 * in place of the files, in order, so the run finds them there and needs no registry.
 */
export async function imagesFromArchives(
  local: LocalImages,
  files: string[],
  platform: Platform,
  logger: Logger,
): Promise<string[]> {
  const names: string[] = [];
  for (const file of files) {
    const loaded = await loadArchive(local, file, platform);
    for (const image of loaded) {
      const name = image.names[0];
      if (!name)
        throw new ArchiveError(
          `${file}: the archive does not name image ${image.manifestDigest}; load it, tag it and run it by name`,
          { file },
        );
      logger.info(`${file}: ${name} loaded into the local images`);
      names.push(name);
    }
  }
  return names;
}
