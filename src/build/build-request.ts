import { stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { type CredentialProvider, chainCredentials, explicitCredentials } from '../image/auth/credentials.js';
import { checkDockerConfig, dockerConfigCredentials } from '../image/auth/docker-config.js';
import { defaultPlatform, type Platform, parsePlatform } from '../image/platform.js';
import { parseReference } from '../image/reference.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import type { Logger } from '../log/logger.js';
import { type BuildResult, buildImage } from './builder.js';
import { mergeContexts } from './context/merged-context.js';
import { type JoinedIndex, joinIndex } from './multi-arch/join-index.js';
import { listImagesToSave } from './registry-save/images-to-save.js';
import { type SaveReport, saveImages } from './registry-save/save.js';

/** Everything the CLI flags and the action inputs say about a build, in one shape. */
export interface BuildRequest {
  /** Default: `Kubefile` in the merged contexts. */
  kubefile?: string;
  contexts: string[];
  tags: string[];
  buildArgs: string[];
  labels: string[];
  env: string[];
  platform?: string;
  push: boolean;
  ociLayout?: string;
  ociArchive?: string;
  compressionLevel?: number;
  /** Save the images the contexts list into `<last context>/registry` first, as `sealos build` does. */
  saveImages: boolean;
  /** Images pulled at once while saving (sealos `--max-pull-procs`); the saver's default when absent. */
  maxPullProcs?: number;
  insecureRegistries: string[];
  /** containers-registries.conf for pulls (mirrors); default: the one buildah reads. */
  registriesConf?: string;
  /** Log in to the registry of the first tag (or `registry` when given) with these. */
  username?: string;
  password?: string;
  registry?: string;
  /** A docker `config.json`; default `$DOCKER_CONFIG/config.json` or `~/.docker/config.json`. */
  registryConfig?: string;
  /** Index mode: join these `REF@digest` images into the tag `index`, instead of building. */
  index?: string;
  from: string[];
  /** SOURCE_DATE_EPOCH as given (environment), validated here. */
  sourceDateEpoch?: string;
}

export type BuildOutcome =
  | { kind: 'image'; result: BuildResult; saved?: SaveReport }
  | { kind: 'index'; result: JoinedIndex };

/** `K=V` lists into a map (later wins); `what` names the flag or input in the error. */
function parsePairs(items: string[], what: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const item of items) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`${what} "${item}": expected KEY=VALUE`);
    pairs.set(item.slice(0, eq), item.slice(eq + 1));
  }
  return pairs;
}

/** The largest time a tar header's 12-byte mtime field holds (8^11 - 1 seconds, the year 2242). */
const MAX_SOURCE_DATE_EPOCH = 8 ** 11 - 1;

/** SOURCE_DATE_EPOCH (the variable, the flag's environment or the action input): whole seconds a tar can hold. */
function parseSourceDateEpoch(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 0;
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || value > MAX_SOURCE_DATE_EPOCH)
    throw new UsageError(
      `SOURCE_DATE_EPOCH (input source-date-epoch) "${text}": expected whole seconds since 1970 from 0 to ${MAX_SOURCE_DATE_EPOCH}`,
    );
  return value;
}

/** Runs a build request the same way for the CLI and the action: optional registry save, build, outputs. */
export async function runBuildRequest(request: BuildRequest, logger: Logger): Promise<BuildOutcome> {
  logger.addSecret(request.password);
  const sourceDateEpoch = parseSourceDateEpoch(request.sourceDateEpoch);
  const platform: Platform = request.platform ? parsePlatform(request.platform) : defaultPlatform();
  if (request.registryConfig) await checkDockerConfig(request.registryConfig);
  const client = new RegistryClient({
    logger,
    credentials: credentialsFor(request),
    insecureRegistries: request.insecureRegistries,
    ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
  });
  try {
    if (request.index !== undefined) {
      const ignored = indexModeIgnores(request);
      if (ignored.length > 0)
        throw new UsageError(
          `index mode (--index) joins pushed images; it takes no Kubefile, build contexts or build outputs, but was given ${ignored.join(', ')}`,
        );
      return {
        kind: 'index',
        result: await joinIndex({ client, target: request.index, sources: request.from, logger }),
      };
    }
    if (request.from.length) throw new UsageError('--from names the images of an index: use it with --index');
    await checkOutputPaths(request);
    if (!request.push && !request.ociLayout && !request.ociArchive)
      logger.warn(
        'no output asked for (--push, --oci-layout, --oci-archive): the image is built and dropped',
      );
    const contexts = request.contexts.length
      ? request.contexts
      : [request.kubefile ? path.dirname(request.kubefile) : '.'];
    const kubefile = request.kubefile ?? (await findKubefile(contexts));
    let saved: SaveReport | undefined;
    if (request.saveImages) {
      const listed = await listImagesToSave(await mergeContexts(contexts), logger);
      if (listed.images.length || listed.archives.length) {
        const registryDirectory = path.join(contexts.at(-1) as string, 'registry');
        const count = listed.images.length + listed.archives.length;
        saved = await logger.group(`Save ${count} images into ${registryDirectory}`, () =>
          saveImages({
            client,
            images: listed.images,
            archives: listed.archives,
            platform,
            registryDirectory,
            logger,
            ...(request.maxPullProcs ? { imageConcurrency: request.maxPullProcs } : {}),
          }),
        );
      }
    }
    const result = await logger.group(`Build ${request.tags[0] ?? kubefile}`, () =>
      buildImage({
        kubefile,
        contexts,
        tags: request.tags,
        buildArgs: parsePairs(request.buildArgs, 'build arg'),
        labels: parsePairs(request.labels, 'label'),
        env: parsePairs(request.env, 'env'),
        platform,
        push: request.push,
        ...(request.ociLayout ? { ociLayout: request.ociLayout } : {}),
        ...(request.ociArchive ? { ociArchive: request.ociArchive } : {}),
        ...(request.compressionLevel !== undefined ? { compressionLevel: request.compressionLevel } : {}),
        sourceDateEpoch,
        client,
        logger,
      }),
    );
    return { kind: 'image', result, ...(saved ? { saved } : {}) };
  } finally {
    client.close();
  }
}

/** Outputs that cannot be written are found before the build, not after it. */
async function checkOutputPaths(request: BuildRequest): Promise<void> {
  const kind = async (target: string) => (await stat(target).catch(() => undefined))?.isDirectory();
  if (request.ociLayout && (await kind(request.ociLayout)) === false)
    throw new UsageError(`--oci-layout ${request.ociLayout}: it is a file; give a folder (it is created)`);
  if (request.ociArchive && (await kind(request.ociArchive)) === true)
    throw new UsageError(`--oci-archive ${request.ociArchive}: it is a folder; give the path of a file`);
}

/** What a build request gives that an index build would ignore, by flag (and action input) name. */
function indexModeIgnores(request: BuildRequest): string[] {
  return [
    request.kubefile && '-f/kubefile',
    request.contexts.length > 0 && '--context/contexts',
    request.tags.length > 0 && '-t/tags',
    request.buildArgs.length > 0 && '--build-arg/build-args',
    request.labels.length > 0 && '--label/labels',
    request.env.length > 0 && '--env/env',
    request.push && '--push/push',
    request.ociLayout && '--oci-layout/oci-layout',
    request.ociArchive && '--oci-archive/oci-archive',
  ].filter((name): name is string => typeof name === 'string');
}

/** The files `sealos build` looks for without -f, in its order (pkg/buildah/build.go, defaultFileNames). */
export const BUILD_FILE_NAMES = ['Sealfile', 'Kubefile', 'Dockerfile', 'Containerfile'];

/**
 * Without -f, the build file of the merged contexts (the last folder that has it), as sealos looks for it.
 * sealos takes every one of them that exists and buildah concatenates them; two files in one context are
 * almost always a mistake (a Dockerfile beside a Kubefile), so here they are refused and -f chooses.
 */
async function findKubefile(contexts: string[]): Promise<string> {
  const { entries } = await mergeContexts(contexts);
  const found = BUILD_FILE_NAMES.flatMap((name) => {
    const entry = entries.get(name);
    return entry?.type === 'file' ? [entry.source] : [];
  });
  if (found.length === 0)
    throw new UsageError(
      `none of ${BUILD_FILE_NAMES.join(', ')} in the build contexts (${contexts.join(', ')}); name the file with -f`,
    );
  if (found.length > 1)
    throw new UsageError(
      `the build contexts hold ${found.length} build files (${found.join(', ')}): sealos would concatenate them; name the one to build with -f`,
    );
  return found[0] as string;
}

function credentialsFor(request: BuildRequest): CredentialProvider {
  const fromConfig = request.registryConfig
    ? dockerConfigCredentials(request.registryConfig)
    : dockerConfigCredentials();
  if (!request.username && !request.password) return fromConfig;
  if (!request.username || !request.password)
    throw new UsageError(
      `a registry login needs both username and password: only the ${request.username ? 'username' : 'password'} was given (CLI: --username, --password or REGISTRY_PASSWORD; action: registry-username, registry-password)`,
    );
  const target = request.registry ?? request.index ?? request.tags[0];
  if (!target)
    throw new UsageError('a registry login needs a tag (or a registry) to know which registry it is for');
  const registry = request.registry ?? parseReference(target).registry;
  return chainCredentials(
    explicitCredentials([{ registry, username: request.username, password: request.password }]),
    fromConfig,
  );
}
