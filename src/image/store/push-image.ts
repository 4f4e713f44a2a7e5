import { pipeline, type Readable, Transform } from 'node:stream';
import { mapLimit } from '../../concurrency/map-limit.js';
import { formatBytes, type Logger } from '../../log/logger.js';
import { Progress } from '../../log/progress.js';
import { formatReference, type ImageReference } from '../reference.js';
import type { RegistryClient } from '../remote/registry-client.js';
import { layerProgressThreshold } from './image-store.js';
import type { LocalImage, LocalImages } from './local-images.js';

export interface PushReport {
  digest: string;
  /** Blobs sent now, and those the registry had already (HEAD first: a second push sends none). */
  uploaded: number;
  present: number;
  uploadedBytes: number;
}

/**
 * Pushes a local image to `target`: blobs the registry lacks (in parallel, a progress line for large ones),
 * then the manifest.
 */
export async function pushLocalImage(
  client: RegistryClient,
  local: LocalImages,
  image: LocalImage,
  target: ImageReference,
  logger: Logger,
): Promise<PushReport> {
  const blobs = [image.manifest.config, ...image.manifest.layers];
  const outcomes = await mapLimit(blobs, client.concurrency, (blob) =>
    client.pushBlob(target, {
      digest: blob.digest,
      size: blob.size,
      open: () => withProgress(local.openBlob(blob.digest), blob.digest, blob.size, logger),
    }),
  );
  const digest = await client.putManifest(target, image.manifestBytes, image.manifestMediaType);
  const sent = blobs.filter((_, index) => outcomes[index] === 'uploaded');
  const uploadedBytes = sent.reduce((sum, blob) => sum + blob.size, 0);
  logger.info(
    `pushed ${formatReference(target)}: ${sent.length} of ${blobs.length} blobs uploaded (${formatBytes(uploadedBytes)}), the rest already there`,
  );
  return { digest, uploaded: sent.length, present: blobs.length - sent.length, uploadedBytes };
}

/** The blob's stream, counted into a progress line when it is large. */
function withProgress(stream: Readable, digest: string, size: number, logger: Logger): Readable {
  if (size < layerProgressThreshold) return stream;
  const progress = new Progress(logger, `push ${digest.slice(7, 19)}`, size);
  // Counted as the consumer reads (a 'data' listener would start the flow before anyone reads).
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      progress.add(chunk.length);
      callback(null, chunk);
    },
    flush(callback) {
      progress.finish();
      callback();
    },
  });
  return pipeline(stream, counted, () => {});
}
