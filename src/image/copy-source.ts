import { UsageError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { transportArchive, transportArchiveProblem } from './archive/archive-images.js';
import { ArchiveError, loadArchive } from './archive/load-archive.js';
import type { Platform } from './platform.js';
import { formatReference, type ImageReference, parseReference } from './reference.js';
import type { RegistryClient } from './remote/registry-client.js';
import type { LocalImage, LocalImages } from './store/local-images.js';
import { pullImage } from './store/pull-image.js';

/** An image to copy, kept whole in the local store, and the reference it was named by (none: an archive's unnamed image). */
export interface CopySource {
  reference?: ImageReference;
  image: LocalImage;
}

export interface CopySourceOptions {
  local: LocalImages;
  /** For a registry source; made only when one is named. */
  client: () => RegistryClient;
  platform: Platform;
  logger: Logger;
}

const registryTransport = 'docker://';
const storeTransport = 'containers-storage:';

/**
 * The images `source` names, as `sealos registry copy` takes its SOURCE-IMAGE (containers/image transports):
 * `docker://REF` a registry (pulled into the local store first, only the blobs it lacks), `oci-archive:PATH` or
 * `docker-archive:PATH` every image of an archive (loaded into the local store; an image the archive does not
 * name, as `build --oci-archive` writes it, needs DESTINATION as a reference), `containers-storage:NAME` the
 * local store. A bare reference is the local store's image when it holds one (what `build` and `load` made),
 * else the registry's.
 */
export async function copySources(source: string, options: CopySourceOptions): Promise<CopySource[]> {
  const { local, platform, logger } = options;
  const archive = transportArchive(source);
  if (archive) {
    const problem = transportArchiveProblem(archive.path);
    if (problem) throw new ArchiveError(`registry copy ${source}: ${problem}`, { file: archive.path });
    const loaded = await loadArchive(local, archive.path, platform);
    return Promise.all(
      loaded.map(async ({ manifestDigest, manifestMediaType, names }) => ({
        ...(names[0] ? { reference: parseReference(names[0]) } : {}),
        image: await local.load(manifestDigest, manifestMediaType, names),
      })),
    );
  }
  if (source.startsWith(storeTransport)) {
    const name = source.slice(storeTransport.length);
    return [{ reference: parseReference(name), image: await local.get(name) }];
  }
  const remote = source.startsWith(registryTransport);
  const text = remote ? source.slice(registryTransport.length) : source;
  const reference = parseReference(text);
  const stored = remote ? undefined : await local.find(text);
  if (stored) {
    logger.info(`${formatReference(reference)}: from the local image store`);
    return [{ reference, image: stored }];
  }
  const pulled = await pullImage(options.client(), local, reference, platform, logger);
  return [{ reference, image: pulled.image }];
}

/**
 * Where an image goes, as sealos's `registry copy` names it: DESTINATION a registry (`host:port`): the
 * source's repository (normalised, so `nginx` is `library/nginx`, the path the cluster's image-cri-shim maps
 * Docker Hub names to) and tag under it; DESTINATION a reference (`host:port/app:pr-42`): that reference.
 */
export function copyDestination(source: ImageReference | undefined, destination: string): ImageReference {
  if (destination.includes('/')) return parseReference(destination);
  if (!source)
    throw new UsageError(
      `registry copy: the image has no name to copy under ${destination} (an archive written with a tag only): give the destination as a reference, e.g. ${destination}/app:pr-42`,
    );
  if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:]+\](?::\d{1,5})?$/.test(destination))
    throw new UsageError(
      `registry copy: "${destination}" is neither a registry (host:port) nor an image reference`,
    );
  return {
    registry: destination,
    repository: source.repository,
    ...(source.tag !== undefined ? { tag: source.tag } : { digest: source.digest as string }),
  };
}
