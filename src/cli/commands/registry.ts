import path from 'node:path';
import { defaultPlatform } from '../../build/build-request.js';
import { mergeContexts } from '../../build/context/merged-context.js';
import { collectContextImages } from '../../build/registry-save/image-list.js';
import { saveImages } from '../../build/registry-save/save.js';
import { checkDockerConfig, dockerConfigCredentials } from '../../image/auth/docker-config.js';
import { parsePlatform } from '../../image/platform.js';
import { RegistryClient } from '../../image/remote/registry-client.js';
import type { RegisterCommand } from '../context.js';
import { collect } from '../options.js';

export const registerRegistry: RegisterCommand = (program, context) => {
  const registry = program
    .command('registry')
    .description('Work with the registry/ folder of a cluster image');
  registry
    .command('save')
    .description(
      'Save the images a context needs (images/shim/*, image: lines in manifests/, minus .sealignore) into ' +
        'its registry/ folder in the docker-distribution layout',
    )
    .argument('<context>', 'the cluster image source folder')
    .option('--registry-dir <dir>', 'where to write (default: <context>/registry)')
    .option('--platform <os/arch>', 'platform to save (default: this machine)')
    .option('--image <ref>', 'save this image too (repeatable)', collect, [])
    .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', collect, [])
    .option('--registry-config <file>', 'docker config.json with registry credentials')
    .action(
      async (
        folder: string,
        flags: {
          registryDir?: string;
          platform?: string;
          image: string[];
          insecureRegistry: string[];
          registryConfig?: string;
        },
      ) => {
        const platform = flags.platform ? parsePlatform(flags.platform) : defaultPlatform();
        if (flags.registryConfig) await checkDockerConfig(flags.registryConfig);
        const listed = await collectContextImages(await mergeContexts([folder]));
        const images = [...new Set([...listed.images, ...flags.image])];
        if (listed.ignored.length) context.logger.info(`.sealignore drops: ${listed.ignored.join(', ')}`);
        const client = new RegistryClient({
          logger: context.logger,
          credentials: dockerConfigCredentials(flags.registryConfig),
          insecureRegistries: flags.insecureRegistry,
        });
        try {
          const report = await saveImages({
            client,
            images,
            platform,
            registryDirectory: flags.registryDir ?? path.join(folder, 'registry'),
            logger: context.logger,
          });
          for (const image of report.images) context.stdout(`${image.digest} ${image.saved}\n`);
        } finally {
          client.close();
        }
      },
    );
};
