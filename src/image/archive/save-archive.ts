import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { pack as createPack, type Headers, type Pack } from 'tar-stream';
import { replaceAtomically } from '../../files/write-stream.js';
import { digestHex } from '../digest.js';
import { MediaTypes } from '../media-types.js';
import type { LocalImage, LocalImages } from '../store/local-images.js';

export type ArchiveFormat = 'oci-archive' | 'docker-archive';
export const archiveFormats: readonly ArchiveFormat[] = ['oci-archive', 'docker-archive'];

/** The OCI annotation that names an image in an index, and containerd's, which podman and nerdctl read. */
export const refNameAnnotation = 'org.opencontainers.image.ref.name';
export const containerdNameAnnotation = 'io.containerd.image.name';

/**
 * Writes images of the local store into one archive, streaming every blob from its file:
 * - `oci-archive`: an OCI image layout (`oci-layout`, `index.json` naming each image by
 *   `org.opencontainers.image.ref.name`, `blobs/sha256/<hex>`), as buildah and skopeo write it;
 * - `docker-archive`: `docker save`'s layout (`manifest.json` with Config, RepoTags and Layers, the config as
 *   `<hex>.json`, each layer as `<hex>.tar`, compressed as stored, which docker and containers/image read).
 * Written to a temporary name and renamed when complete.
 */
export async function saveArchive(
  local: LocalImages,
  images: LocalImage[],
  file: string,
  format: ArchiveFormat,
): Promise<void> {
  await replaceAtomically(file, async (temporary) => {
    const tar = createPack();
    const written = pipeline(tar, createWriteStream(temporary));
    try {
      const added = new Set<string>();
      const addBlob = async (digest: string, name: string, size: number) => {
        if (added.has(name)) return;
        added.add(name);
        await pipeline(local.openBlob(digest), tar.entry({ ...header(name), size }));
      };
      if (format === 'oci-archive') {
        await addBytes(tar, 'oci-layout', Buffer.from(JSON.stringify({ imageLayoutVersion: '1.0.0' })));
        const manifests = images.flatMap((image) =>
          (image.names.length ? image.names : [undefined]).map((name) => ({
            mediaType: image.manifestMediaType,
            digest: image.manifestDigest,
            size: image.manifestBytes.length,
            ...(name && { annotations: { [refNameAnnotation]: name, [containerdNameAnnotation]: name } }),
          })),
        );
        await addBytes(
          tar,
          'index.json',
          Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: MediaTypes.ociIndex, manifests })),
        );
        for (const image of images)
          for (const blob of [
            { digest: image.manifestDigest, size: image.manifestBytes.length },
            image.manifest.config,
            ...image.manifest.layers,
          ])
            await addBlob(blob.digest, `blobs/sha256/${digestHex(blob.digest)}`, blob.size);
      } else {
        const entries = [];
        for (const image of images) {
          const config = `${digestHex(image.configDigest)}.json`;
          await addBlob(image.configDigest, config, image.manifest.config.size);
          const layers = [];
          for (const layer of image.manifest.layers) {
            const name = `${digestHex(layer.digest)}.tar`;
            await addBlob(layer.digest, name, layer.size);
            layers.push(name);
          }
          // Docker names images by tag only; a digest-only name has no place in RepoTags.
          const repoTags = image.names.filter((name) => !name.includes('@'));
          entries.push({ Config: config, RepoTags: repoTags, Layers: layers });
        }
        await addBytes(tar, 'manifest.json', Buffer.from(JSON.stringify(entries)));
      }
      tar.finalize();
      await written;
    } catch (error) {
      tar.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => {});
      throw error;
    }
  });
}

function header(name: string): Headers {
  return { name, type: 'file', mode: 0o644, mtime: new Date(0), uid: 0, gid: 0 };
}

function addBytes(tar: Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    tar.entry(header(name), content, (error) => (error ? reject(error) : resolve()));
  });
}
