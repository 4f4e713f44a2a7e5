import { access } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type RegistriesConf, readRegistriesConf } from './registries-conf.js';

/** Where buildah, podman and skopeo look, in their order; the first is the system-wide file. */
export function defaultRegistriesConfPaths(home: string = homedir()): string[] {
  return [join(home, '.config', 'containers', 'registries.conf'), '/etc/containers/registries.conf'];
}

/**
 * The registries.conf to honour: the one named (a flag or input), else `$CONTAINERS_REGISTRIES_CONF`, else
 * the user's file when it exists, else the system's when it exists (containers/image `newConfigWrapper`).
 * A file that is named must exist; the drop-in folders `registries.conf.d/` are not read.
 */
export async function loadRegistriesConf(
  named?: string,
  env: NodeJS.ProcessEnv = process.env,
  candidates: string[] = defaultRegistriesConfPaths(),
): Promise<RegistriesConf | undefined> {
  const explicit = named || env.CONTAINERS_REGISTRIES_CONF;
  if (explicit) return readRegistriesConf(explicit);
  for (const file of candidates) {
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (exists) return readRegistriesConf(file);
  }
  return undefined;
}
