import { mapLimit } from '../../concurrency/map-limit.js';
import type { Logger } from '../../log/logger.js';
import { formatReference, type ImageReference } from '../reference.js';
import type { RegistryClient } from '../remote/registry-client.js';
import type { LocalImage, LocalImages } from './local-images.js';

/** Pushes a local image to `target`: blobs the registry lacks (in parallel), then the manifest. Returns its digest. */
export async function pushLocalImage(
  client: RegistryClient,
  local: LocalImages,
  image: LocalImage,
  target: ImageReference,
  logger: Logger,
): Promise<string> {
  const blobs = [image.manifest.config, ...image.manifest.layers];
  const outcomes = await mapLimit(blobs, client.concurrency, (blob) =>
    client.pushBlob(target, {
      digest: blob.digest,
      size: blob.size,
      open: () => local.openBlob(blob.digest),
    }),
  );
  const digest = await client.putManifest(target, image.manifestBytes, image.manifestMediaType);
  const uploaded = outcomes.filter((outcome) => outcome === 'uploaded').length;
  logger.info(
    `pushed ${formatReference(target)} (${uploaded} of ${blobs.length} blobs uploaded, the rest already there)`,
  );
  return digest;
}
