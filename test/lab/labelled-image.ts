import { MediaTypes } from '../../src/image/media-types.js';
import { hostPlatform } from '../../src/image/platform.js';
import { formatReference, parseReference } from '../../src/image/reference.js';
import { defaultImageStoreDir } from '../../src/image/store/image-store.js';
import { LocalImages } from '../../src/image/store/local-images.js';

/** What a rootfs image's labels say: a kubeadm cluster image at `version`. */
export const rootfsLabels = (version: string) => ({ 'sealos.io.type': 'rootfs', version });

/**
 * Puts an image of labels only (a config, no layer) in the local store under `env`'s cache folder, named as
 * given, in `env`'s XDG_CACHE_HOME (the folder the run's process will read). A dry run reads an image's labels from the local store first, so a test that dry-runs with a name such
 * as `labring/kubernetes:v1.29.9` plans without any registry and sends nothing past loopback.
 */
export async function storeLabelledImage(
  env: Record<string, string | undefined>,
  name: string,
  labels: Record<string, string>,
): Promise<void> {
  if (!env.XDG_CACHE_HOME) throw new Error('storeLabelledImage: give the run an XDG_CACHE_HOME');
  const store = new LocalImages(defaultImageStoreDir(env as NodeJS.ProcessEnv));
  const { os, architecture } = hostPlatform();
  const config = Buffer.from(
    JSON.stringify({
      architecture,
      os,
      config: { Labels: labels },
      rootfs: { type: 'layers', diff_ids: [] },
    }),
  );
  const configDigest = await store.addBlobBytes(config);
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MediaTypes.ociManifest,
      config: { mediaType: MediaTypes.ociConfig, digest: configDigest, size: config.length },
      layers: [],
    }),
  );
  await store.setName(
    formatReference(parseReference(name)),
    await store.addBlobBytes(manifest),
    MediaTypes.ociManifest,
  );
}
