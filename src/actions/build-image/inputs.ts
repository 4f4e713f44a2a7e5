import type { BuildRequest } from '../../build/build-request.js';
import { UsageError } from '../../errors.js';
import { parsePlatform } from '../../image/platform.js';
import {
  booleanInput,
  type InputReader,
  listInput,
  pairListInput,
  referenceInput,
  referenceListInput,
} from '../inputs.js';

/**
 * The build-image action inputs as a BuildRequest. Lists are one item a line (tags and insecure registries also
 * take commas); empty inputs mean the defaults documented in action.yml.
 */
export function readBuildInputs(read: InputReader, env: NodeJS.ProcessEnv = process.env): BuildRequest {
  const optional = (name: string) => read(name).trim() || undefined;
  const level = optional('compression-level');
  if (level !== undefined && !/^\d$/.test(level))
    throw new UsageError(`input compression-level: "${level}" is not a gzip level 0-9`);
  const index = optional('index');
  const epoch = optional('source-date-epoch') ?? env.SOURCE_DATE_EPOCH;
  const kubefile = optional('kubefile');
  const platform = optional('platform');
  if (platform !== undefined) {
    try {
      parsePlatform(platform);
    } catch (error) {
      throw new UsageError(`input ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    ...(kubefile ? { kubefile } : {}),
    contexts: listInput(read, 'contexts', false),
    tags: referenceListInput(read, 'tags'),
    buildArgs: pairListInput(read, 'build-args'),
    labels: pairListInput(read, 'labels'),
    env: pairListInput(read, 'env'),
    ...(platform ? { platform } : {}),
    push: booleanInput(read, 'push', false),
    ...(optional('oci-layout') ? { ociLayout: optional('oci-layout') } : {}),
    ...(optional('oci-archive') ? { ociArchive: optional('oci-archive') } : {}),
    ...(level !== undefined ? { compressionLevel: Number(level) } : {}),
    saveImages: booleanInput(read, 'save-images', true),
    insecureRegistries: listInput(read, 'insecure-registries', true),
    ...(optional('registries-conf') ? { registriesConf: optional('registries-conf') } : {}),
    ...(optional('username') ? { username: optional('username') } : {}),
    ...(read('password') ? { password: read('password') } : {}),
    ...(optional('registry') ? { registry: optional('registry') } : {}),
    ...(optional('registry-config') ? { registryConfig: optional('registry-config') } : {}),
    ...(index ? { index: referenceInput('index', index) } : {}),
    from: referenceListInput(read, 'index-sources'),
    ...(epoch !== undefined ? { sourceDateEpoch: epoch } : {}),
  };
}
