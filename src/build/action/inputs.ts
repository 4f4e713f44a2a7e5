import { UsageError } from '../../errors.js';
import type { BuildRequest } from '../build-request.js';

/** Reads one action input by its name (`core.getInput` in the action, a map in tests). */
export type InputReader = (name: string) => string;

function lines(text: string, alsoCommas = false): string[] {
  return text
    .split(alsoCommas ? /[\n,]/ : /\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function flag(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  throw new UsageError(`input ${name}: "${value}" is not true or false`);
}

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
  return {
    ...(kubefile ? { kubefile } : {}),
    contexts: lines(read('contexts')),
    tags: lines(read('tags'), true),
    buildArgs: lines(read('build-args')),
    labels: lines(read('labels')),
    env: lines(read('env')),
    ...(optional('platform') ? { platform: optional('platform') } : {}),
    push: flag(read, 'push', false),
    ...(optional('oci-layout') ? { ociLayout: optional('oci-layout') } : {}),
    ...(optional('oci-archive') ? { ociArchive: optional('oci-archive') } : {}),
    ...(level !== undefined ? { compressionLevel: Number(level) } : {}),
    saveImages: flag(read, 'save-images', true),
    insecureRegistries: lines(read('insecure-registries'), true),
    ...(optional('username') ? { username: optional('username') } : {}),
    ...(read('password') ? { password: read('password') } : {}),
    ...(optional('registry') ? { registry: optional('registry') } : {}),
    ...(optional('registry-config') ? { registryConfig: optional('registry-config') } : {}),
    ...(index ? { index } : {}),
    from: lines(read('index-sources'), true),
    ...(epoch !== undefined ? { sourceDateEpoch: epoch } : {}),
  };
}
