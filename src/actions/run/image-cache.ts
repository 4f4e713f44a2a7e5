import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { errorMessage } from '../../errors.js';
import { transportArchive } from '../../image/archive/archive-images.js';
import type { Platform } from '../../image/platform.js';
import { RegistryClient } from '../../image/remote/registry-client.js';
import { imageCacheKey } from '../../image/store/image-cache-key.js';
import type { Logger } from '../../log/logger.js';
import { registryCredentials } from '../../run/registry-credentials.js';
import type { RunRequest } from '../../run/run-request.js';

/** What the main step hands the post step (`core.saveState`), which saves the store under this key. */
const KEY_STATE = 'sealos-image-cache-key';
const HIT_STATE = 'sealos-image-cache-hit';

/**
 * The `cache` input: the image store kept between workflow runs with GitHub's cache service, as setup-node
 * keeps a package cache. Before the pull, the store saved under the key of these images as their tags resolve
 * now is restored (else the newest store of this platform, so only what changed is pulled); the post step
 * saves it unless it was restored under exactly this key. The cache is an optimisation: any failure of the
 * cache service is a warning, and the run pulls as it would without it.
 */
export async function restoreImageCache(
  request: RunRequest,
  storeDir: string,
  platform: Platform,
  logger: Logger,
): Promise<void> {
  const { source } = request;
  const references =
    source.kind === 'inputs' ? (source.inputs.images ?? []).filter((entry) => !transportArchive(entry)) : [];
  if (references.length === 0) return;
  if (!cache.isFeatureAvailable()) {
    logger.warn(
      'cache: the cache service is not available to this step (no ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL from the runner); the images are pulled',
    );
    return;
  }
  const client = new RegistryClient({
    logger,
    credentials: registryCredentials(request.registry, references),
    insecureRegistries: request.insecureRegistries,
    ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
  });
  try {
    await logger.group('Restore the image cache', async () => {
      const { key, restorePrefix, resolved } = await imageCacheKey(client, references, platform);
      for (const line of resolved) logger.info(line);
      const matched = await cache.restoreCache([storeDir], key, [restorePrefix]);
      logger.info(
        matched === undefined
          ? `no cache for ${key} nor an earlier one: the images are pulled`
          : `${storeDir} restored from ${matched}${matched === key ? '' : ' (an earlier store: what changed is pulled)'}`,
      );
      core.saveState(KEY_STATE, key);
      core.saveState(HIT_STATE, String(matched === key));
    });
  } catch (error) {
    logger.warn(`image cache not restored: ${errorMessage(error)}; the images are pulled`);
  } finally {
    client.close();
  }
}

/** The post step: the store saved under the key the main step computed, unless that key was restored. */
export async function saveImageCache(storeDir: string, logger: Logger): Promise<void> {
  const key = core.getState(KEY_STATE);
  if (!key) return;
  if (core.getState(HIT_STATE) === 'true') {
    logger.info(`image cache ${key} was restored as it is: not saved again`);
    return;
  }
  try {
    await logger.group('Save the image cache', async () => {
      const id = await cache.saveCache([storeDir], key);
      logger.info(id === -1 ? `${key} not saved (see the warning above)` : `${storeDir} saved as ${key}`);
    });
  } catch (error) {
    logger.warn(`image cache not saved: ${errorMessage(error)}`);
  }
}
