import type { ImageReference } from '../../image/reference.js';

/** A layer of a built image: made here (its blob is in the local store) or reused from the base image. */
export interface ImageLayer {
  digest: string;
  size: number;
  mediaType: string;
  diffId: string;
  /** Where the blob lives: `local` = the build's blob store; otherwise the base image's repository. */
  origin:
    | { kind: 'local'; createdBy: string; uncompressedSize: number }
    | { kind: 'base'; image: ImageReference };
}

/** A small JSON blob (config, manifest) with its exact bytes. */
export interface JsonBlob {
  mediaType: string;
  digest: string;
  size: number;
  bytes: Buffer;
}

/** The result of a build before any output: every blob is in the store or in the base image's repository. */
export interface BuiltImage {
  manifest: JsonBlob;
  config: JsonBlob;
  layers: ImageLayer[];
  platform: { os: string; architecture: string; variant?: string };
}
