import type { Logger } from '../../log/logger.js';
import type { Platform } from '../platform.js';
import type { LocalImages } from '../store/local-images.js';
import { ArchiveError, loadArchive } from './load-archive.js';

/** sealos `file.IsTarFile`: a run argument ending `.tar`, `.gz` or `.tgz` is an archive, not an image name. */
export function isArchiveArgument(argument: string): boolean {
  return ['.tar', '.gz', '.tgz'].some((suffix) => argument.endsWith(suffix));
}

/**
 * sealos `PreloadIfTarFile` (`sealos run [-t oci-archive|docker-archive] FILE.tar ...`): each archive
 * argument is loaded into the local images and replaced by the names it gives, in order; other arguments
 * are image names and stay. The run then finds the images there and needs no registry.
 */
export async function preloadArchives(
  local: LocalImages,
  argumentsGiven: string[],
  platform: Platform,
  logger: Logger,
  /** Every argument is an archive, whatever its name (the run action's `archives` input). */
  options: { allArchives?: boolean } = {},
): Promise<string[]> {
  const names: string[] = [];
  for (const file of argumentsGiven) {
    if (!options.allArchives && !isArchiveArgument(file)) {
      names.push(file);
      continue;
    }
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
