import { createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { SealosError } from '../../errors.js';
import { writeFileAtomically } from '../../files/write-stream.js';
import { refNameAnnotation } from '../../image/archive/save-archive.js';
import { descriptorSchema } from '../../image/manifest.js';
import { MediaTypes } from '../../image/media-types.js';
import { BlobStore } from '../../image/store/blob-store.js';
import type { BuiltImage } from '../image/built-image.js';
import type { ImageBlob } from './blob-sources.js';

const layoutIndexSchema = z.looseObject({
  schemaVersion: z.literal(2),
  mediaType: z.string().optional(),
  manifests: z.array(descriptorSchema),
});

class LayoutError extends SealosError {}

/**
 * Writes (or adds to) an OCI image layout folder: `oci-layout`, `blobs/sha256/<hex>`, and `index.json` where the
 * image is named by `refName` (an entry with the same name is replaced, others are kept).
 */
export async function writeOciLayout(
  image: BuiltImage,
  blobs: ImageBlob[],
  options: { directory: string; refName: string; store: BlobStore },
): Promise<void> {
  const { directory } = options;
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
  const layout = new BlobStore(path.join(directory, 'blobs'));
  for (const blob of blobs) {
    if (await layout.has(blob.digest)) continue;
    if (await options.store.has(blob.digest)) await layout.importFrom(options.store, blob.digest);
    else {
      const temporary = await layout.temporaryPath();
      await pipeline(blob.open(), createWriteStream(temporary));
      await layout.commit(temporary, blob.digest);
    }
  }
  const manifestTemporary = await layout.temporaryPath();
  await writeFile(manifestTemporary, image.manifest.bytes);
  await layout.commit(manifestTemporary, image.manifest.digest);
  await layout.removeTemporaryFolder();

  const indexPath = path.join(directory, 'index.json');
  const existing = await readIndex(indexPath);
  const manifests = existing.filter((d) => d.annotations?.[refNameAnnotation] !== options.refName);
  manifests.push({
    mediaType: image.manifest.mediaType,
    digest: image.manifest.digest,
    size: image.manifest.size,
    annotations: { [refNameAnnotation]: options.refName },
    platform: image.platform,
  });
  const index = { schemaVersion: 2, mediaType: MediaTypes.ociIndex, manifests };
  await writeFileAtomically(indexPath, JSON.stringify(index));
}

async function readIndex(file: string): Promise<z.infer<typeof descriptorSchema>[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  try {
    return layoutIndexSchema.parse(JSON.parse(text)).manifests;
  } catch (cause) {
    throw new LayoutError(`${file} is not an OCI image index; refusing to overwrite it`, { file, cause });
  }
}
