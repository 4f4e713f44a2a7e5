import { mapLimit } from '../../concurrency/map-limit.js';
import { formatBytes, type Logger } from '../../log/logger.js';
import { Progress } from '../../log/progress.js';
import type { Platform } from '../platform.js';
import { resolveImage } from '../pull.js';
import { formatReference, type ImageReference } from '../reference.js';
import { fillFrom } from '../remote/blobs.js';
import type { RegistryClient } from '../remote/registry-client.js';
import { layerProgressThreshold } from './image-store.js';
import type { LocalImage, LocalImages } from './local-images.js';

export interface PullReport {
  image: LocalImage;
  /** Blobs downloaded now, and those the store already had (a repeated pull downloads none). */
  fetched: number;
  present: number;
  fetchedBytes: number;
}

/**
 * Pulls one platform's image into the local store under its normalised name: the manifest (through the
 * registries.conf mirrors), then the config and the layers the store lacks, in parallel (bounded by the
 * client's concurrency), each streamed to a file and checked against its digest on the way, never held whole.
 */
export async function pullImage(
  client: RegistryClient,
  local: LocalImages,
  ref: ImageReference,
  platform: Platform,
  logger: Logger,
): Promise<PullReport> {
  const name = formatReference(ref);
  let fetched = 0;
  let present = 0;
  let fetchedBytes = 0;
  const resolved = await resolveImage(client, ref, platform, async (digest) =>
    (await local.hasBlob(digest)) ? local.readBlob(digest, 8 * 1024 * 1024) : undefined,
  );
  await local.addBlobBytes(resolved.configBytes);
  const layers = [...new Map(resolved.manifest.layers.map((layer) => [layer.digest, layer])).values()];
  await mapLimit(layers, client.concurrency, async (layer) => {
    if (await local.hasBlob(layer.digest)) {
      present++;
      return;
    }
    const download = await client.openBlob(ref, layer.digest, layer.size);
    const progress =
      layer.size >= layerProgressThreshold
        ? new Progress(logger, `pull ${layer.digest.slice(7, 19)}`, layer.size)
        : undefined;
    const written = await local.addVerifiedBlob(
      layer.digest,
      fillFrom(download, (bytes) => progress?.add(bytes)),
    );
    progress?.finish();
    fetched++;
    fetchedBytes += written;
  });
  await local.addBlobBytes(resolved.manifestBytes);
  await local.setName(name, resolved.manifestDigest, resolved.manifestMediaType);
  logger.info(
    `${name}: ${fetched} layers downloaded (${formatBytes(fetchedBytes)}), ${present} already in the store`,
  );
  const image = await local.get(name);
  return { image, fetched, present, fetchedBytes };
}
