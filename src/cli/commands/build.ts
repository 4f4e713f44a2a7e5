import { InvalidArgumentError } from 'commander';
import {
  BUILD_FILE_NAMES,
  type BuildOutcome,
  type BuildRequest,
  runBuildRequest,
} from '../../build/build-request.js';
import { defaultCompressionLevel } from '../../build/builder.js';
import { InterruptedError } from '../../errors.js';
import type { Logger } from '../../log/logger.js';
import type { RegisterCommand } from '../context.js';
import { collect, integerIn } from '../options.js';

interface BuildFlags {
  file?: string;
  tag: string[];
  context: string[];
  buildArg: string[];
  label: string[];
  env: string[];
  platform?: string;
  push?: boolean;
  ociLayout?: string;
  ociArchive?: string;
  insecureRegistry: string[];
  registriesConf?: string;
  compressionLevel?: number;
  saveImages: boolean;
  saveImage?: boolean;
  maxPullProcs?: number;
  username?: string;
  password?: string;
  registryConfig?: string;
  index?: string;
  from: string[];
}

export const registerBuild: RegisterCommand = (program, context) => {
  program
    .command('build')
    .description(
      'Build a cluster image from a Kubefile and merged context folders (saving the images it lists into registry/), ' +
        'then push it and/or write an OCI layout or archive. With --index, join pushed per-platform images into one tag.',
    )
    .argument(
      '[context]',
      'the build context folder, as `sealos build -t REF .` (merged after any --context)',
    )
    .option(
      '-f, --file <Kubefile>',
      `the Kubefile (default: the one of ${BUILD_FILE_NAMES.join(', ')} in the merged contexts, as sealos)`,
    )
    .option('-t, --tag <ref>', 'image reference to name/push the image as (repeatable)', collect, [])
    .option(
      '--context <dir>',
      'source folder, merged in order, later files win (repeatable; default: the Kubefile folder, or .)',
      collect,
      [],
    )
    .option('--build-arg <K=V>', 'value for an ARG (repeatable)', collect, [])
    .option('--label <K=V>', 'label added after the Kubefile ones (repeatable)', collect, [])
    .option('--env <K=V>', 'environment variable added after the Kubefile ones (repeatable)', collect, [])
    .option('--platform <os/arch>', 'platform of the image (default: this machine)')
    .option('--push', 'push to every tag')
    .option('--oci-layout <dir>', 'write an OCI image layout folder (named by the first tag)')
    .option('--oci-archive <file>', 'write an oci-archive tar of the layout')
    .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', collect, [])
    .option(
      '--registries-conf <file>',
      'containers-registries.conf for pulls (default: the one buildah reads)',
    )
    .option('--compression-level <n>', `gzip level 0-9 (default ${defaultCompressionLevel})`, integerIn(0, 9))
    .option('--no-save-images', 'do not save the images the context lists into <last context>/registry')
    .option('--save-image [bool]', "sealos's spelling: --save-image=false is --no-save-images", booleanValue)
    .option(
      '--max-pull-procs <n>',
      'images pulled at once while saving them into registry/ (1 to 64)',
      integerIn(1, 64),
    )
    .option('-u, --username <name>', 'registry user (for the registry of the first tag)')
    .option('-p, --password <password>', 'registry password or token (prefer REGISTRY_PASSWORD)')
    .option('--registry-config <file>', 'docker config.json with registry credentials')
    .option('--index <ref>', 'index mode: the tag of the multi-platform index to push')
    .option('--from <ref@digest>', 'index mode: a pushed single-platform image (repeatable)', collect, [])
    .action(async (positional: string | undefined, flags: BuildFlags) => {
      const stop = exitOnInterrupt(context.logger);
      try {
        const outcome = await runBuildRequest(buildRequestOf(positional, flags), context.logger);
        context.stdout(`${describeOutcome(outcome)}\n`);
      } finally {
        stop();
      }
    });
};

/**
 * Ctrl-C or a cancelled job ends a build at once, through `process.exit`, whose `exit` event removes the build's
 * scratch folders (files/remove-on-exit.ts); without a handler Node would die on the signal and leave them.
 */
function exitOnInterrupt(logger: Logger): () => void {
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((name) => {
    const handler = () => {
      logger.error(`${name}: build stopped; its scratch folders are removed`);
      process.exit(new InterruptedError(name).status);
    };
    process.on(name, handler);
    return { name, handler };
  });
  return () => {
    for (const { name, handler } of handlers) process.off(name, handler);
  };
}

/** The build request of the flags, the positional context merged last. */
function buildRequestOf(positional: string | undefined, flags: BuildFlags): BuildRequest {
  return {
    ...(flags.file ? { kubefile: flags.file } : {}),
    contexts: positional === undefined ? flags.context : [...flags.context, positional],
    tags: flags.tag,
    buildArgs: flags.buildArg,
    labels: flags.label,
    env: flags.env,
    ...(flags.platform ? { platform: flags.platform } : {}),
    push: flags.push === true,
    ...(flags.ociLayout ? { ociLayout: flags.ociLayout } : {}),
    ...(flags.ociArchive ? { ociArchive: flags.ociArchive } : {}),
    ...(flags.compressionLevel !== undefined ? { compressionLevel: flags.compressionLevel } : {}),
    saveImages: flags.saveImages && flags.saveImage !== false,
    ...(flags.maxPullProcs !== undefined ? { maxPullProcs: flags.maxPullProcs } : {}),
    insecureRegistries: flags.insecureRegistry,
    ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
    ...(flags.username ? { username: flags.username } : {}),
    // REGISTRY_PASSWORD counts only with --username: a variable left in the environment must not turn
    // a local build into a half-given login.
    ...((flags.password ?? (flags.username ? process.env.REGISTRY_PASSWORD : undefined))
      ? { password: flags.password ?? process.env.REGISTRY_PASSWORD }
      : {}),
    ...(flags.registryConfig ? { registryConfig: flags.registryConfig } : {}),
    ...(flags.index ? { index: flags.index } : {}),
    from: flags.from,
    ...(process.env.SOURCE_DATE_EPOCH !== undefined
      ? { sourceDateEpoch: process.env.SOURCE_DATE_EPOCH }
      : {}),
  };
}

/** A pflag boolean's value: `true`/`false` (and Go's other spellings: 1, 0, t, f). */
function booleanValue(value: string): boolean {
  if (/^(1|t|true)$/i.test(value)) return true;
  if (/^(0|f|false)$/i.test(value)) return false;
  throw new InvalidArgumentError('give true or false');
}

/** One line on stdout: what a script needs (`<digest> <reference>...`). */
function describeOutcome(outcome: BuildOutcome): string {
  if (outcome.kind === 'index') return `${outcome.result.digest} ${outcome.result.reference}`;
  return [outcome.result.digest, ...outcome.result.tags].join(' ');
}
