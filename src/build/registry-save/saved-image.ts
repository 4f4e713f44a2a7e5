import { SealosError } from '../../errors.js';

/** One image written into a registry folder, pulled or taken from an archive. */
export interface SavedImage {
  /** As listed in the context. */
  source: string;
  /** Where the saved registry serves it: `library/nginx:1.25`. */
  saved: string;
  /** What the tag points at: the index for a multi-platform image, else the manifest. */
  digest: string;
  blobs: number;
}

export class RegistrySaveError extends SealosError {}
