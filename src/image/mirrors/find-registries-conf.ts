import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { causeText } from '../../errors.js';
import {
  mergeRegistriesConfs,
  type RegistriesConf,
  RegistriesConfError,
  readRegistriesConf,
} from './registries-conf.js';

/** Where buildah, podman and skopeo look (containers/image `newConfigWrapperWithHomeDir`, Linux paths). */
export interface RegistriesConfPaths {
  userFile: string;
  systemFile: string;
  userDropIns: string;
  systemDropIns: string;
}

function defaultRegistriesConfPaths(home: string = homedir()): RegistriesConfPaths {
  return {
    userFile: join(home, '.config', 'containers', 'registries.conf'),
    systemFile: '/etc/containers/registries.conf',
    userDropIns: join(home, '.config', 'containers', 'registries.conf.d'),
    systemDropIns: '/etc/containers/registries.conf.d',
  };
}

/**
 * The registries.conf to honour, as containers/image `newConfigWrapperWithHomeDir` and `tryUpdatingCache`
 * find it:
 * - the file named (a flag or input), else `$CONTAINERS_REGISTRIES_CONF`, else `$REGISTRIES_CONFIG_PATH`
 *   (`pkg/cli/environment`): it must exist; drop-ins come from the system folder, then the user's;
 * - else the user's file when it exists, with the user's drop-in folder only;
 * - else the system file when it exists (none is no error), with the system folder's drop-ins, then the user's.
 * Drop-ins are the `*.conf` files directly in each folder, in name order; a missing folder is none. Each is
 * merged over what came before (`updateWithConfigurationFrom`). Undefined when no file is found at all.
 */
export async function loadRegistriesConf(
  named?: string,
  env: NodeJS.ProcessEnv = process.env,
  paths: RegistriesConfPaths = defaultRegistriesConfPaths(),
): Promise<RegistriesConf | undefined> {
  const explicit = named || env.CONTAINERS_REGISTRIES_CONF || env.REGISTRIES_CONFIG_PATH;
  let main: RegistriesConf | undefined;
  let folders: string[];
  if (explicit) {
    main = await readRegistriesConf(explicit);
    folders = [paths.systemDropIns, paths.userDropIns];
  } else if (await exists(paths.userFile)) {
    main = await readRegistriesConf(paths.userFile);
    folders = [paths.userDropIns];
  } else {
    if (await exists(paths.systemFile)) main = await readRegistriesConf(paths.systemFile);
    folders = [paths.systemDropIns, paths.userDropIns];
  }
  const dropIns: RegistriesConf[] = [];
  for (const folder of folders)
    for (const file of await dropInFiles(folder)) dropIns.push(await readRegistriesConf(file, true));
  const confs = [...(main ? [main] : []), ...dropIns];
  if (confs.length === 0) return undefined;
  return dropIns.length ? mergeRegistriesConfs(confs) : main;
}

/** containers/image `dropInConfigs`: entries of the folder (not below) whose name ends `.conf`, sorted. */
async function dropInFiles(folder: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new RegistriesConfError(`reading registries.conf.d ${folder}: ${causeText(cause)}`, {
      file: folder,
      cause,
    });
  }
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.conf'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(folder, name));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
