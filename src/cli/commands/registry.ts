import path from 'node:path';
import { mergeContexts } from '../../build/context/merged-context.js';
import { listImagesToSave } from '../../build/registry-save/images-to-save.js';
import { saveImages } from '../../build/registry-save/save.js';
import { checkDockerConfig, dockerConfigCredentials } from '../../image/auth/docker-config.js';
import { defaultPlatform, parsePlatform } from '../../image/platform.js';
import { formatReference, parseReference } from '../../image/reference.js';
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
    .option(
      '--registries-conf <file>',
      'containers-registries.conf for pulls (default: the one buildah reads)',
    )
    .option('--registry-config <file>', 'docker config.json with registry credentials')
    .option('--dry-run', 'print the images, one reference a line, and save nothing')
    .action(
      async (
        folder: string,
        flags: {
          registryDir?: string;
          platform?: string;
          image: string[];
          insecureRegistry: string[];
          registriesConf?: string;
          registryConfig?: string;
          dryRun?: boolean;
        },
      ) => {
        const platform = flags.platform ? parsePlatform(flags.platform) : defaultPlatform();
        if (flags.registryConfig) await checkDockerConfig(flags.registryConfig);
        const listed = await listImagesToSave(await mergeContexts([folder]), context.logger);
        const extra = flags.image.map((image) => formatReference(parseReference(image)));
        const images = [...new Set([...listed.images, ...extra])].sort();
        if (flags.dryRun) {
          for (const image of images) context.stdout(`${image}\n`);
          return;
        }
        const client = new RegistryClient({
          logger: context.logger,
          credentials: dockerConfigCredentials(flags.registryConfig),
          insecureRegistries: flags.insecureRegistry,
          ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
        });
        try {
          const report = await saveImages({
            client,
            images,
            archives: listed.archives,
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
