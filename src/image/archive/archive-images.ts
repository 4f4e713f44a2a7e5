import { pathProblem } from '../../files/input-path.js';
import type { Logger } from '../../log/logger.js';
import type { Platform } from '../platform.js';
import type { LocalImages } from '../store/local-images.js';
import { ArchiveError, loadArchive } from './load-archive.js';
import { type ArchiveFormat, archiveFormats } from './save-archive.js';

/** sealos `file.IsTarFile`: a run argument ending `.tar`, `.gz` or `.tgz` is an archive, not an image name. */
function isArchiveArgument(argument: string): boolean {
  return ['.tar', '.gz', '.tgz'].some((suffix) => argument.endsWith(suffix));
}

/**
 * An archive named with its containers/image transport, `oci-archive:PATH` or `docker-archive:PATH` (as skopeo
 * and `sealos pull` take it); undefined for anything else. As in containers/image, the transport wins over a
 * registry host of that name.
 */
export function transportArchive(entry: string): { transport: ArchiveFormat; path: string } | undefined {
  const transport = archiveFormats.find((name) => entry.startsWith(`${name}:`));
  return transport ? { transport, path: entry.slice(transport.length + 1) } : undefined;
}

/**
 * Why the path of a `transport:PATH` entry cannot be used, in words; undefined when it can (whether the file is
 * there and is a regular file is checked when it is loaded). containers/image reads `PATH:NAME` as an image
 * inside the archive, which we do not select: such an entry is refused rather than read as a file name.
 */
export function transportArchiveProblem(path: string): string | undefined {
  const problem = pathProblem(path);
  if (problem) return problem;
  if (path.includes(':'))
    return 'the path holds a ":" (containers/image reads PATH:NAME as an image inside the archive, which is not supported: load the archive and run its images by name)';
  return undefined;
}

/**
 * Which arguments are archives: `every` one (the run action's `archives` input); only `transport:PATH` ones
 * (the run action's `images` input, where `x.tar` may be an image tag); or those and the names sealos
 * `PreloadIfTarFile` takes for archives (`sealos run [-t oci-archive|docker-archive] FILE.tar ...`).
 */
export type ArchiveArguments = 'every' | 'transport' | 'transport-or-tar-name';

/**
 * Each archive argument is loaded into the local images and replaced by the names it gives, in order; other
 * arguments are image names and stay. The run then finds the images there and needs no registry. `source`
 * names where the arguments came from (`input images`), for errors.
 */
export async function preloadArchives(
  local: LocalImages,
  argumentsGiven: string[],
  platform: Platform,
  logger: Logger,
  options: { which: ArchiveArguments; source: string },
): Promise<string[]> {
  const names: string[] = [];
  for (const argument of argumentsGiven) {
    const file = archiveFile(argument, options);
    if (file === undefined) {
      names.push(argument);
      continue;
    }
    const loaded = await loadArchive(local, file, platform).catch((error: unknown) => {
      throw error instanceof ArchiveError
        ? new ArchiveError(`${options.source}: ${error.message}`, { file, cause: error })
        : error;
    });
    for (const image of loaded) {
      const name = image.names[0];
      if (!name)
        throw new ArchiveError(
          `${options.source}: ${file}: the archive does not name image ${image.manifestDigest}; load it, tag it and run it by name`,
          { file },
        );
      logger.info(`${file}: ${name} loaded into the local images`);
      names.push(name);
    }
  }
  return names;
}

/** The file an argument names as an archive; undefined when it is an image name. */
function archiveFile(
  argument: string,
  options: { which: ArchiveArguments; source: string },
): string | undefined {
  const named = transportArchive(argument);
  if (named) {
    const problem = transportArchiveProblem(named.path);
    if (problem)
      throw new ArchiveError(`${options.source}: ${JSON.stringify(argument)}: ${problem}`, {
        file: named.path,
      });
    return named.path;
  }
  if (options.which === 'every') return argument;
  if (options.which === 'transport-or-tar-name' && isArchiveArgument(argument)) return argument;
  return undefined;
}
