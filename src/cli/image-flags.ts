import type { Command } from 'commander';
import { dockerConfigCredentials } from '../image/auth/docker-config.js';
import { defaultPlatform, type Platform, parsePlatform } from '../image/platform.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import { defaultImageStoreDir } from '../image/store/image-store.js';
import { LocalImages } from '../image/store/local-images.js';
import type { Logger } from '../log/logger.js';
import { collect } from './options.js';

/** What the image verbs (pull, push, images, inspect, tag, rmi, save, load) share. */
export interface ImageStoreFlags {
  root?: string;
  platform?: string;
  registryConfig?: string;
  insecureRegistry?: string[];
  registriesConf?: string;
}

export function addStoreFlag(command: Command): Command {
  return command.option('--root <dir>', 'the image store (default: $XDG_CACHE_HOME/sealos-action/images)');
}

export function addRegistryFlags(command: Command): Command {
  return addStoreFlag(command)
    .option('--registry-config <file>', 'docker config.json with registry credentials (default ~/.docker)')
    .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', collect, [])
    .option(
      '--registries-conf <file>',
      'containers-registries.conf for pulls (default: the one buildah reads)',
    );
}

export function localImagesOf(flags: ImageStoreFlags): LocalImages {
  return new LocalImages(flags.root ?? defaultImageStoreDir());
}

export function platformOf(flags: ImageStoreFlags): Platform {
  return flags.platform ? parsePlatform(flags.platform) : defaultPlatform();
}

export function registryClientOf(flags: ImageStoreFlags, logger: Logger): RegistryClient {
  return new RegistryClient({
    logger,
    credentials: dockerConfigCredentials(flags.registryConfig),
    insecureRegistries: flags.insecureRegistry ?? [],
    ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
  });
}
