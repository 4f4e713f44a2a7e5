import path from 'node:path';
import type { Command } from 'commander';
import { mergeContexts } from '../../build/context/merged-context.js';
import { listImagesToSave } from '../../build/registry-save/images-to-save.js';
import { saveImages } from '../../build/registry-save/save.js';
import { DEFAULT_CLUSTER_NAME } from '../../clusterfile/cluster-name.js';
import { checkDockerConfig, dockerConfigCredentials } from '../../image/auth/docker-config.js';
import { defaultPlatform, parsePlatform } from '../../image/platform.js';
import { formatReference, parseReference } from '../../image/reference.js';
import { RegistryClient } from '../../image/remote/registry-client.js';
import type { CliContext, RegisterCommand } from '../context.js';
import {
  addRegistryFlags,
  type ImageStoreFlags,
  localImagesOf,
  platformOf,
  registryClientOf,
} from '../image-flags.js';
import { collect } from '../options.js';
import { addSshFlags, onConnectedTargets, resolveTargets, type SshFlags } from '../targets.js';

export const registerRegistry: RegisterCommand = (program, context) => {
  const registry = program
    .command('registry')
    .description("Work with the registry/ folder of a cluster image, or the cluster's registry");
  registerRegistryCopy(registry, context);
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

function registerRegistryCopy(registry: Command, context: CliContext): void {
  addRegistryFlags(
    addSshFlags(
      registry
        .command('copy')
        .description(
          "Copy an image into the cluster's registry on master0 (sealos.hub:5000 by default), through the SSH " +
            'connection: only the blobs it lacks are sent. Pods then pull it as DESTINATION names it',
        )
        .argument(
          '<source-image>',
          'docker://REF (a registry), oci-archive:PATH or docker-archive:PATH (every image of it), ' +
            'containers-storage:NAME (the local image store); a bare NAME: the local store, else a registry',
        )
        .argument(
          '[destination]',
          "the cluster's registry (host:port: the source's repository and tag under it, as sealos names them) " +
            'or a reference in it (sealos.hub:5000/app:pr-42); default: the registry of the cluster',
        )
        .option('--platform <os/arch>', 'platform of a pulled or loaded image (default: this machine)'),
    ),
  ).action(async (source: string, destination: string | undefined, flags: SshFlags & ImageStoreFlags) => {
    const { copyToClusterRegistry } = await import('../../cluster/cluster-registry.js');
    const master0Only = flags.hosts ? flags : { ...flags, roles: ['master'] };
    const [master0] = await resolveTargets(master0Only, context.logger);
    let client: ReturnType<typeof registryClientOf> | undefined;
    try {
      await onConnectedTargets([master0!], flags, context, async ([executor]) => {
        const copied = await copyToClusterRegistry({
          master0: executor!,
          cluster: flags.cluster ?? DEFAULT_CLUSTER_NAME,
          copies: [{ source, ...(destination ? { destination } : {}) }],
          sources: {
            local: localImagesOf(flags),
            client: () => {
              client ??= registryClientOf(flags, context.logger);
              return client;
            },
            platform: platformOf(flags),
          },
          logger: context.logger,
        });
        for (const image of copied) context.stdout(`${image.reference}@${image.digest}\n`);
        return [{ host: executor!.host, ok: true, value: copied }];
      });
    } finally {
      client?.close();
    }
  });
}
