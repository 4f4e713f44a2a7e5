import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeOnExit } from '../../files/remove-on-exit.js';
import { loadArchive } from '../../image/archive/load-archive.js';
import { parseManifest } from '../../image/manifest.js';
import type { Platform } from '../../image/platform.js';
import { LocalImages } from '../../image/store/local-images.js';
import type { Logger } from '../../log/logger.js';
import type { ArchiveToSave } from './archive-list.js';
import type { DistributionStore } from './distribution-store.js';
import { RegistrySaveError, type SavedImage } from './saved-image.js';

/** Manifests are small; a larger one in an archive is refused rather than read whole. */
const MANIFEST_LIMIT = 4 * 1024 * 1024;

/**
 * sreg's `tmpTarRegistryImage.SaveImages` (pkg/registry/save/registry_tars_save.go, `ArchiveToImage`): the
 * image of an archive listed in `images/skopeo/tar.txt`, for `platform`, saved into the registry folder under
 * its destination. The archive is loaded (streamed, every blob checked) into a scratch store, then its
 * manifest, config and layers are written to the registry as they are. An archive holding several images
 * needs a NAME (`docker-archive:x.tar:NAME@...`), as containers/image wants.
 */
export async function saveArchiveImage(
  store: DistributionStore,
  archive: ArchiveToSave,
  platform: Platform,
  logger: Logger,
): Promise<SavedImage> {
  const fail = (why: string): never => {
    throw new RegistrySaveError(`${archive.where}: ${archive.path}: ${why}`, {
      file: archive.source,
      phase: 'registry save',
    });
  };
  const scratch = await mkdtemp(path.join(tmpdir(), 'sealos-archive-'));
  const forget = removeOnExit(scratch);
  try {
    const local = new LocalImages(scratch);
    const loaded = await loadArchive(local, archive.source, platform);
    const image = archive.selector
      ? loaded.find((candidate) => candidate.names.includes(archive.selector as string))
      : loaded.length === 1
        ? loaded[0]
        : undefined;
    if (!image) {
      const names = loaded.flatMap((candidate) => candidate.names);
      fail(
        archive.selector
          ? `holds no image named ${archive.selector}${names.length ? ` (it names ${names.join(', ')})` : ''}`
          : loaded.length === 0
            ? 'holds no image'
            : `holds ${loaded.length} images: name one (${archive.transport}:PATH:NAME@DESTINATION)`,
      );
    }
    const digest = (image as { manifestDigest: string }).manifestDigest;
    const bytes = await local.readBlob(digest, MANIFEST_LIMIT);
    const parsed = parseManifest(bytes, '', `manifest ${digest} of ${archive.path}`);
    if (parsed.kind !== 'manifest') return fail(`manifest ${digest} is an index`);
    const contents = [parsed.manifest.config, ...parsed.manifest.layers];
    for (const blob of contents) {
      if (!(await store.hasBlob(blob.digest)))
        await store.writeBlob(blob.digest, local.openBlob(blob.digest));
      await store.linkLayer(archive.repository, blob.digest);
    }
    if (!(await store.hasBlob(digest))) await store.writeBlobBytes(digest, bytes);
    await store.linkRevision(archive.repository, digest);
    await store.tag(archive.repository, archive.tag, digest);
    const saved = `${archive.repository}:${archive.tag}`;
    logger.info(`saved ${archive.transport}:${archive.path} as ${saved} (${contents.length} blobs)`);
    return { source: `${archive.transport}:${archive.path}`, saved, digest, blobs: contents.length };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    forget();
  }
}
