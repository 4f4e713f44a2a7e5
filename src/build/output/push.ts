import { mapLimit } from '../../concurrency/map-limit.js';
import { formatReference, type ImageReference } from '../../image/reference.js';
import type { PushBlobResult, RegistryClient } from '../../image/remote/registry-client.js';
import type { Logger } from '../../log/logger.js';
import type { BuiltImage } from '../image/built-image.js';
import type { ImageBlob } from './blob-sources.js';

export interface PushedBlob {
  kind: 'config' | 'layer';
  digest: string;
  size: number;
  result: PushBlobResult;
}

export interface PushedTag {
  reference: string;
  digest: string;
  blobs: PushedBlob[];
  /** 'exists': the tag already named this very manifest, so it was not sent again. */
  manifest: 'uploaded' | 'exists';
}

/**
 * Pushes the image to every target: per repository its blobs once (HEAD skips what is there; a base layer on the
 * same registry is mounted from the base repository), then the manifest under each tag unless the tag already
 * names it, so a second push of an unchanged image sends no bytes at all.
 */
export async function pushImage(
  client: RegistryClient,
  image: BuiltImage,
  blobs: ImageBlob[],
  targets: ImageReference[],
  logger: Logger,
): Promise<PushedTag[]> {
  const byRepository = new Map<string, ImageReference[]>();
  for (const target of targets) {
    const key = `${target.registry}/${target.repository}`;
    byRepository.set(key, [...(byRepository.get(key) ?? []), target]);
  }
  const pushed: PushedTag[] = [];
  for (const [repository, refs] of byRepository) {
    const first = refs[0] as ImageReference;
    const results = await mapLimit(blobs, client.concurrency, async (blob): Promise<PushedBlob> => {
      const mountFrom = blob.base && blob.base.registry === first.registry ? [blob.base.repository] : [];
      const result = await client.pushBlob(first, blob, { mountFrom });
      logger.debug(`${repository}: ${blob.kind} ${blob.digest} ${result}`);
      return { kind: blob.kind, digest: blob.digest, size: blob.size, result };
    });
    for (const ref of refs) {
      const current = await client.headManifest(ref);
      if (current?.digest === image.manifest.digest) {
        logger.info(`${formatReference(ref)}@${current.digest} already there`);
        pushed.push({
          reference: formatReference(ref),
          digest: current.digest,
          blobs: results,
          manifest: 'exists',
        });
        continue;
      }
      const digest = await client.putManifest(ref, image.manifest.bytes, image.manifest.mediaType);
      logger.info(`pushed ${formatReference(ref)}@${digest}`);
      pushed.push({ reference: formatReference(ref), digest, blobs: results, manifest: 'uploaded' });
    }
  }
  return pushed;
}
