import { mapLimit } from '../../concurrency/map-limit.js';
import { SealosError, UsageError } from '../../errors.js';
import { parseImageConfig, parseManifest } from '../../image/manifest.js';
import { MediaTypes } from '../../image/media-types.js';
import { formatPlatform, type Platform } from '../../image/platform.js';
import { readSmallStream } from '../../image/pull.js';
import { formatReference, type ImageReference, parseReference, withDigest } from '../../image/reference.js';
import type { RegistryClient } from '../../image/remote/registry-client.js';
import type { Logger } from '../../log/logger.js';
import { jsonBlob } from '../image/assemble.js';
import { lazyStream } from '../output/blob-sources.js';

export interface JoinedIndex {
  reference: string;
  digest: string;
  size: number;
  manifests: { digest: string; platform: string; source: string }[];
}

class IndexJoinError extends SealosError {}

/**
 * Joins single-platform images (the digests matrix jobs pushed) into one OCI image index under `target`. Each
 * source must be one platform's manifest; its platform is read from its config. A source in another repository is
 * brought into the target repository first (cross-repository mount on the same registry, else copied).
 */
export async function joinIndex(options: {
  client: RegistryClient;
  target: string;
  sources: string[];
  logger: Logger;
}): Promise<JoinedIndex> {
  const { client, logger } = options;
  const target = parseReference(options.target);
  if (!target.tag || target.digest) throw new UsageError(`index ${options.target}: name it by a tag`);
  if (options.sources.length === 0) throw new UsageError('joining an index needs at least one source image');
  // Every source parses before the first request: a typo in the last one fails at once.
  const sources = options.sources.map((source) => parseReference(source));

  const entries = await mapLimit(sources, 2, async (ref) => {
    const where = formatReference(ref);
    const answer = await client.getManifest(ref);
    const parsed = parseManifest(answer.bytes, answer.mediaType, `manifest ${where}`);
    if (parsed.kind !== 'manifest')
      throw new IndexJoinError(`${where} is already an index; join single-platform images`, {
        host: ref.registry,
      });
    const platform = await configPlatform(client, ref, parsed.manifest.config);
    if (ref.registry !== target.registry || ref.repository !== target.repository) {
      await copyInto(client, ref, target, [parsed.manifest.config, ...parsed.manifest.layers]);
      await client.putManifest(withDigest(target, answer.digest), answer.bytes, answer.mediaType);
    }
    logger.info(`${formatPlatform(platform)}: ${where} (${answer.digest})`);
    return {
      source: where,
      platform,
      mediaType: answer.mediaType,
      digest: answer.digest,
      size: answer.bytes.length,
    };
  });

  const seen = new Map<string, string>();
  for (const entry of entries) {
    const key = formatPlatform(entry.platform);
    const other = seen.get(key);
    if (other)
      throw new IndexJoinError(
        `${entry.source} and ${other} are both ${key}; an index has one image per platform`,
      );
    seen.set(key, entry.source);
  }
  const index = jsonBlob(MediaTypes.ociIndex, {
    schemaVersion: 2,
    mediaType: MediaTypes.ociIndex,
    manifests: entries.map((e) => ({
      mediaType: e.mediaType,
      digest: e.digest,
      size: e.size,
      platform: e.platform,
    })),
  });
  const digest = await client.putManifest(target, index.bytes, index.mediaType);
  logger.info(`pushed index ${formatReference(target)}@${digest} (${entries.length} platforms)`);
  return {
    reference: formatReference(target),
    digest,
    size: index.size,
    manifests: entries.map((e) => ({
      digest: e.digest,
      platform: formatPlatform(e.platform),
      source: e.source,
    })),
  };
}

/** The platform an image's config names. */
async function configPlatform(
  client: RegistryClient,
  ref: ImageReference,
  descriptor: { digest: string; size: number },
): Promise<Platform> {
  const where = formatReference(ref);
  const config = parseImageConfig(
    await readSmallStream(
      await client.fetchBlob(ref, descriptor.digest, descriptor.size),
      8 * 1024 * 1024,
      `config of ${where}`,
    ),
    `config of ${where}`,
  );
  if (!config.os || !config.architecture)
    throw new IndexJoinError(`${where}: its config names no os/architecture`, { host: ref.registry });
  return {
    os: config.os,
    architecture: config.architecture,
    ...(config.variant ? { variant: config.variant } : {}),
  };
}

async function copyInto(
  client: RegistryClient,
  from: ImageReference,
  to: ImageReference,
  blobs: { digest: string; size: number }[],
): Promise<void> {
  const mountFrom = from.registry === to.registry ? [from.repository] : [];
  await mapLimit(blobs, client.concurrency, (blob) =>
    client.pushBlob(
      to,
      {
        digest: blob.digest,
        size: blob.size,
        open: () => lazyStream(() => client.fetchBlob(from, blob.digest, blob.size)),
      },
      { mountFrom },
    ),
  );
}
