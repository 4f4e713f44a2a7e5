import { mapLimit } from '../../concurrency/map-limit.js';
import { SealosError } from '../../errors.js';
import { checkOutputFolder } from '../../files/output-folder.js';
import { parseManifest } from '../../image/manifest.js';
import { formatPlatform, type Platform } from '../../image/platform.js';
import { selectPlatformManifest } from '../../image/pull.js';
import { formatReference, type ImageReference, parseReference, withDigest } from '../../image/reference.js';
import { fillFrom } from '../../image/remote/blobs.js';
import type { RegistryClient } from '../../image/remote/registry-client.js';
import { formatBytes, type Logger } from '../../log/logger.js';
import { Progress } from '../../log/progress.js';
import type { ArchiveToSave } from './archive-list.js';
import { DistributionStore } from './distribution-store.js';
import { saveArchiveImage } from './save-archives.js';
import { RegistrySaveError, type SavedImage } from './saved-image.js';

export interface SaveOptions {
  client: RegistryClient;
  images: string[];
  platform: Platform;
  /** The `registry/` folder (its `docker/registry/v2` is written). */
  registryDirectory: string;
  logger: Logger;
  /** Images fetched at once; blobs share the client's concurrency. Default 2. */
  imageConcurrency?: number;
  /** Blobs at least this big (bytes) report download progress. Default 64 MiB. */
  progressThreshold?: number;
  /** Images from archives in the context (`images/skopeo/tar.txt`), saved after the pulled ones. */
  archives?: ArchiveToSave[];
}

export interface SaveReport {
  images: SavedImage[];
  /** Blobs downloaded now, and blobs already in the folder (an incremental save skips them). */
  downloaded: number;
  present: number;
  downloadedBytes: number;
}

/**
 * What the reference names (`top`: a manifest or an index) and the platform's manifest: `top` itself, or the
 * index's entry for the platform.
 */
async function platformManifest(client: RegistryClient, ref: ImageReference, platform: Platform) {
  const where = formatReference(ref);
  const top = await client.getManifest(ref);
  const parsed = parseManifest(top.bytes, top.mediaType, `manifest ${where}`);
  if (parsed.kind === 'manifest') return { top, manifestAnswer: top, manifest: parsed.manifest };
  const entry = selectPlatformManifest(parsed.index, platform, `index ${where}`);
  const manifestAnswer = await client.getManifest(withDigest(ref, entry.digest));
  const child = parseManifest(
    manifestAnswer.bytes,
    manifestAnswer.mediaType,
    `manifest ${where}@${entry.digest}`,
  );
  if (child.kind !== 'manifest')
    throw new RegistrySaveError(`${where}: the ${formatPlatform(platform)} entry is itself an index`);
  return { top, manifestAnswer, manifest: child.manifest };
}

/**
 * Saves images into a registry folder for one platform: an index is kept (so references by index digest still
 * work) with the platform's manifest and its blobs; other platforms' manifests are not saved. The repository
 * drops the source registry host (`docker.io/library/nginx:1` → `library/nginx:1`). Each blob is downloaded once
 * even when images share it, and not at all when the folder already has it.
 */
export async function saveImages(options: SaveOptions): Promise<SaveReport> {
  const { client, logger } = options;
  await checkOutputFolder(options.registryDirectory, 'registry folder');
  const progressThreshold = options.progressThreshold ?? 64 * 1024 * 1024;
  const store = new DistributionStore(options.registryDirectory);
  const blobs = new Map<string, Promise<number | 'present'>>();
  const ensureBlob = (ref: ImageReference, digest: string, size: number): Promise<number | 'present'> => {
    let pending = blobs.get(digest);
    if (!pending) {
      pending = (async () => {
        if (await store.hasBlob(digest)) return 'present' as const;
        const download = await client.openBlob(ref, digest, size);
        const progress =
          size >= progressThreshold
            ? new Progress(logger, `${ref.repository} ${digest.slice(7, 19)}`, size)
            : undefined;
        const written = await store.addVerifiedBlob(
          digest,
          fillFrom(download, (bytes) => progress?.add(bytes)),
        );
        progress?.finish();
        return written;
      })();
      blobs.set(digest, pending);
    }
    return pending;
  };

  const saveOne = async (source: string): Promise<SavedImage> => {
    const ref = parseReference(source);
    const where = formatReference(ref);
    try {
      const { top, manifestAnswer, manifest } = await platformManifest(client, ref, options.platform);
      const contents = [manifest.config, ...manifest.layers];
      await mapLimit(contents, client.concurrency, async (descriptor) => {
        await ensureBlob(ref, descriptor.digest, descriptor.size);
        await store.linkLayer(ref.repository, descriptor.digest);
      });
      // Manifests last, so a folder served mid-save never has a tag whose blobs are missing.
      for (const answer of manifestAnswer === top ? [top] : [manifestAnswer, top]) {
        if (!(await store.hasBlob(answer.digest))) await store.writeBlobBytes(answer.digest, answer.bytes);
        await store.linkRevision(ref.repository, answer.digest);
      }
      if (ref.tag) await store.tag(ref.repository, ref.tag, top.digest);
      const saved = `${ref.repository}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
      logger.info(`saved ${source} as ${saved} (${contents.length} blobs)`);
      return { source, saved, digest: top.digest, blobs: contents.length };
    } catch (cause) {
      if (cause instanceof SealosError) throw cause;
      throw new RegistrySaveError(
        `saving ${where} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        {
          host: ref.registry,
          phase: 'registry save',
          cause,
        },
      );
    }
  };

  const images = await mapLimit(options.images, options.imageConcurrency ?? 2, saveOne);
  for (const archive of options.archives ?? [])
    images.push(await saveArchiveImage(store, archive, options.platform, logger));
  let downloaded = 0;
  let present = 0;
  let downloadedBytes = 0;
  for (const outcome of await Promise.all(blobs.values())) {
    if (outcome === 'present') present++;
    else {
      downloaded++;
      downloadedBytes += outcome;
    }
  }
  logger.info(
    `registry save: ${images.length} images, ${downloaded} blobs downloaded (${formatBytes(downloadedBytes)}), ${present} already present`,
  );
  return { images, downloaded, present, downloadedBytes };
}
