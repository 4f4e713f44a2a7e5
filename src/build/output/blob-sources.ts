import { PassThrough, type Readable } from 'node:stream';
import { SealosError } from '../../errors.js';
import type { RegistryClient } from '../../image/remote/registry-client.js';
import type { BlobStore } from '../../image/store/blob-store.js';
import type { BuiltImage } from '../image/built-image.js';

/** A blob of a built image (config or layer) and how to read it, wherever it lives. */
export interface ImageBlob {
  kind: 'config' | 'layer';
  digest: string;
  size: number;
  /** Repository of the base image on the same registry, for a cross-repository mount. */
  base?: { registry: string; repository: string };
  open: () => Readable;
}

/**
 * The config and layers of `image` as readable blobs: from the local store, or streamed from the base image's
 * registry (only when an output needs a base layer it cannot mount, e.g. another registry or a layout folder).
 */
export function imageBlobs(image: BuiltImage, store: BlobStore, client?: RegistryClient): ImageBlob[] {
  const layers = image.layers.map((layer): ImageBlob => {
    const { origin } = layer;
    if (origin.kind === 'local')
      return { kind: 'layer', digest: layer.digest, size: layer.size, open: () => store.open(layer.digest) };
    return {
      kind: 'layer',
      digest: layer.digest,
      size: layer.size,
      base: { registry: origin.image.registry, repository: origin.image.repository },
      open: () => {
        if (!client) throw new SealosError(`base layer ${layer.digest} needs a registry client to be read`);
        return lazyStream(() => client.fetchBlob(origin.image, layer.digest, layer.size));
      },
    };
  });
  const config: ImageBlob = {
    kind: 'config',
    digest: image.config.digest,
    size: image.config.size,
    open: () => store.open(image.config.digest),
  };
  return [config, ...layers];
}

/** A stream available at once whose content comes from an asynchronous source (a registry GET). */
export function lazyStream(start: () => Promise<Readable>): Readable {
  const out = new PassThrough();
  start().then(
    (source) => {
      source.on('error', (error) => out.destroy(error));
      source.pipe(out);
    },
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
