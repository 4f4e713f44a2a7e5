import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestHex } from '../../../src/image/digest.js';
import { LocalImages } from '../../../src/image/store/local-images.js';
import { useTempDirs } from './helpers.js';

const tempDir = useTempDirs();
const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';

/** Stores an image of one config and the given layer texts under `name`; returns its blobs' digests. */
async function storeImage(local: LocalImages, name: string, layers: string[]): Promise<string[]> {
  const config = Buffer.from(
    JSON.stringify({
      architecture: 'amd64',
      os: 'linux',
      created: name,
      rootfs: { type: 'layers', diff_ids: [] },
    }),
  );
  const configDigest = await local.addBlobBytes(config);
  const layerBlobs = await Promise.all(
    layers.map(async (text) => ({
      bytes: Buffer.from(text),
      digest: await local.addBlobBytes(Buffer.from(text)),
    })),
  );
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: {
        mediaType: 'application/vnd.oci.image.config.v1+json',
        digest: configDigest,
        size: config.length,
      },
      layers: layerBlobs.map(({ bytes, digest }) => ({
        mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip',
        digest,
        size: bytes.length,
      })),
    }),
  );
  const manifestDigest = await local.addBlobBytes(manifest);
  await local.setName(name, manifestDigest, OCI_MANIFEST);
  return [manifestDigest, configDigest, ...layerBlobs.map((blob) => blob.digest)];
}

describe('LocalImages.collectGarbage', () => {
  it('removes the blobs no named image uses, and a stray file among them; the images left still load', async () => {
    const root = await tempDir();
    const local = new LocalImages(root);
    const kept = await storeImage(local, 'docker.io/library/kept:v1', ['shared layer', 'kept layer']);
    const gone = await storeImage(local, 'docker.io/library/gone:v1', ['shared layer', 'gone layer']);
    const blobFolder = join(root, 'blobs', 'sha256');
    await writeFile(join(blobFolder, 'stray.partial'), 'a write that never finished');

    expect(await local.collectGarbage()).toBe(1);
    await local.removeName('docker.io/library/gone:v1');
    // The manifest, the config and the layer only the removed image used; the shared layer stays.
    expect(await local.collectGarbage()).toBe(3);

    expect((await readdir(blobFolder)).sort()).toEqual(kept.map(digestHex).sort());
    for (const digest of gone.filter((digest) => !kept.includes(digest)))
      expect(await local.hasBlob(digest)).toBe(false);
    const [image] = await local.list();
    expect(image?.names).toEqual(['docker.io/library/kept:v1']);
    expect(image?.manifest.layers.map((layer) => layer.digest)).toEqual(kept.slice(2));
  });

  it('removes nothing from a store that has no blobs yet', async () => {
    expect(await new LocalImages(await tempDir()).collectGarbage()).toBe(0);
  });
});
