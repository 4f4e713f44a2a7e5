import { mapLimit } from '../../concurrency/map-limit.js';
import { sha256Of } from '../digest.js';
import { type Platform, platformKey } from '../platform.js';
import { formatReference, parseReference } from '../reference.js';
import type { RegistryClient } from '../remote/registry-client.js';

/** A cache key for the image store, and the prefix an older store of the same platform is found by. */
export interface ImageCacheKey {
  key: string;
  /** Any earlier key of this platform: a store holding some of the images still saves their pulls. */
  restorePrefix: string;
  /** `reference@digest`, one per image, as the key hashes them. */
  resolved: string[];
}

/** Bumped when the store's layout changes, so that no run restores a store it cannot read. */
const LAYOUT = 'v1';

/**
 * The key of the image store that holds `references` as they are now: each reference resolved to the digest
 * its tag points at, with one manifest request (a HEAD, through the registries.conf mirrors as a pull goes;
 * a GET only where the registry names no digest) and no blob. A tag moved to a new image makes a new key.
 */
export async function imageCacheKey(
  client: RegistryClient,
  references: readonly string[],
  platform: Platform,
): Promise<ImageCacheKey> {
  const resolved = await mapLimit([...references], client.concurrency, async (text) => {
    const ref = parseReference(text);
    const digest =
      ref.digest ??
      (await client.headManifest(ref, { pull: true }))?.digest ??
      sha256Of((await client.getManifest(ref)).bytes);
    const { digest: _asked, ...named } = ref;
    return `${formatReference(named)}@${digest}`;
  });
  const restorePrefix = `sealos-action-images-${LAYOUT}-${platformKey(platform)}-`;
  const hash = sha256Of([...resolved].sort().join('\n')).slice('sha256:'.length);
  return { key: `${restorePrefix}${hash}`, restorePrefix, resolved };
}
