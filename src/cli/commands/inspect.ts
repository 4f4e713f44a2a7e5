import type { RegisterCommand } from '../context.js';
import { addStoreFlag, type ImageStoreFlags, localImagesOf } from '../image-flags.js';

export const registerInspect: RegisterCommand = (program, context) => {
  addStoreFlag(
    program
      .command('inspect')
      .description(
        'Print an image of the local image store as JSON: names, manifest, config, labels, env, cmd',
      )
      .argument('<image>', 'a name or image ID'),
  ).action(async (image: string, flags: ImageStoreFlags) => {
    const found = await localImagesOf(flags).get(image);
    const config = found.config.config;
    const inspected = {
      Names: found.names,
      ImageId: found.configDigest,
      ManifestDigest: found.manifestDigest,
      ManifestType: found.manifestMediaType,
      Size: found.size,
      Labels: config?.Labels ?? {},
      Env: config?.Env ?? [],
      Cmd: config?.Cmd ?? [],
      Entrypoint: config?.Entrypoint ?? [],
      Manifest: found.manifest,
      Config: found.config,
    };
    context.stdout(`${JSON.stringify(inspected, null, 2)}\n`);
  });
};
