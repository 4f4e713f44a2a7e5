import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mapLimit } from '../concurrency/map-limit.js';
import { causeText, SealosError, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';
import { removeOnExit } from '../files/remove-on-exit.js';
import type { ImageConfig } from '../image/manifest.js';
import { MediaTypes } from '../image/media-types.js';
import { formatPlatform, type Platform } from '../image/platform.js';
import { resolveImage } from '../image/pull.js';
import { formatReference, type ImageReference, parseReference } from '../image/reference.js';
import type { RegistryClient } from '../image/remote/registry-client.js';
import { BlobStore } from '../image/store/blob-store.js';
import { formatBytes, type Logger } from '../log/logger.js';
import { type LayerEntry, planCopy } from './context/copy-plan.js';
import { type MergedContext, mergeContexts, type Override } from './context/merged-context.js';
import { assembleImage, type HistoryItem } from './image/assemble.js';
import type { BuiltImage, ImageLayer, JsonBlob } from './image/built-image.js';
import { type BuildStep, baseImageOf, type ConfigValues, evaluateKubefile } from './kubefile/evaluate.js';
import { parseKubefile } from './kubefile/parse.js';
import { type LayerBlob, writeLayer } from './layer/write-layer.js';
import { imageBlobs } from './output/blob-sources.js';
import { writeOciArchive } from './output/oci-archive.js';
import { writeOciLayout } from './output/oci-layout.js';
import { type PushedTag, pushImage } from './output/push.js';

/**
 * Node's gzip on one core here: level 1 ≈ 71 MiB/s and 42.4% of a Go binary, level 6 ≈ 32 MiB/s and 39.0%,
 * level 9 ≈ 11 MiB/s for 38.9%. A cluster image is built once and pulled by every node, so level 6 (8% smaller
 * than level 1 for about 20 s more per GiB) is the default; `--compression-level 1` favours build time.
 */
export const defaultCompressionLevel = 6;

export interface BuildOptions {
  kubefile: string;
  /** Source folders merged in order (later files win); default: the Kubefile's folder. */
  contexts?: string[];
  /** References to push or name the image by; the first names it in an OCI layout. */
  tags?: string[];
  buildArgs?: Map<string, string>;
  /** Added after the Kubefile's own LABEL/ENV, so they win. */
  labels?: Map<string, string>;
  env?: Map<string, string>;
  platform: Platform;
  push?: boolean;
  ociLayout?: string;
  ociArchive?: string;
  compressionLevel?: number;
  /** Seconds since the epoch for every file, history entry and the config; default 0. */
  sourceDateEpoch?: number;
  /** Needed to push and to build FROM an image. */
  client?: RegistryClient;
  logger: Logger;
}

export interface BuiltLayerSummary {
  createdBy: string;
  digest: string;
  size: number;
  uncompressedSize: number;
  files: number;
}

export interface BuildResult {
  image: BuiltImage;
  /** The manifest digest. */
  digest: string;
  /** Config plus all layers, compressed: what a pull downloads. */
  size: number;
  tags: string[];
  layers: BuiltLayerSummary[];
  overrides: Override[];
  pushed: PushedTag[];
  unusedBuildArgs: string[];
}

class BuildError extends SealosError {}

/** Builds a cluster image from a Kubefile and its contexts, and writes it to every requested output. */
export async function buildImage(options: BuildOptions): Promise<BuildResult> {
  const { logger } = options;
  const kubefile = path.resolve(options.kubefile);
  const text = await readInputFile(kubefile).catch((cause: unknown) => {
    throw new UsageError(`Kubefile ${kubefile} cannot be read: ${causeText(cause)}`, {
      file: kubefile,
      cause,
    });
  });
  const targets = (options.tags ?? []).map(parseTag);
  if (options.push && targets.length === 0) throw new UsageError('--push needs at least one tag (-t)');
  const epoch = options.sourceDateEpoch ?? 0;
  const level = options.compressionLevel ?? defaultCompressionLevel;
  if (!Number.isInteger(level) || level < 0 || level > 9)
    throw new UsageError(`compression level ${level}: expected 0 to 9`);

  const parsed = parseKubefile(text, options.kubefile);
  const evaluateOptions = {
    ...(options.buildArgs ? { buildArgs: options.buildArgs } : {}),
    platform: formatPlatform(options.platform),
  };
  const baseName = baseImageOf(parsed, evaluateOptions);
  const base = baseName ? await resolveBase(baseName, options) : undefined;
  const evaluated = evaluateKubefile(parsed, { ...evaluateOptions, ...(base ? { base: base.values } : {}) });
  if (evaluated.unusedBuildArgs.length)
    logger.warn(`build args not used by any ARG: ${evaluated.unusedBuildArgs.join(', ')}`);
  for (const [key, value] of options.labels ?? []) evaluated.config.labels.set(key, value);
  for (const [key, value] of options.env ?? []) evaluated.config.env.set(key, value);

  const contexts = (options.contexts?.length ? options.contexts : [path.dirname(kubefile)]).map((c) =>
    path.resolve(c),
  );
  const merged = await mergeContexts(contexts);
  const shownOverrides = merged.overrides.slice(0, 50);
  for (const o of shownOverrides) logger.info(`context: ${o.path} from ${o.by} overrides ${o.from}`);
  if (merged.overrides.length > shownOverrides.length)
    logger.info(`context: ${merged.overrides.length - shownOverrides.length} more files overridden`);

  const work = await mkdtemp(path.join(os.tmpdir(), 'sealos-build-'));
  const forget = removeOnExit(work);
  try {
    const store = new BlobStore(work);
    const built = await writeLayers(evaluated.steps, merged, {
      store,
      level,
      epoch,
      logger,
      file: options.kubefile,
    });
    const layers = [...(base?.layers ?? []), ...built.layers];
    const image = assembleImage({
      platform: options.platform,
      created: epoch,
      values: evaluated.config,
      layers,
      history: built.history,
      ...(base ? { base: base.assembly } : {}),
    });
    await storeJson(store, image.config);
    await storeJson(store, image.manifest);
    logger.info(`image ${image.manifest.digest} (${formatPlatform(options.platform)})`);
    const pushed = await writeOutputs(image, { ...options, targets, store, work, epoch });
    return {
      image,
      digest: image.manifest.digest,
      size: image.config.size + layers.reduce((sum, layer) => sum + layer.size, 0),
      tags: targets.map(formatReference),
      layers: built.summaries,
      overrides: merged.overrides,
      pushed,
      unusedBuildArgs: evaluated.unusedBuildArgs,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
    forget();
  }
}

/**
 * One layer per COPY/ADD, in order; every instruction also becomes a history entry. The layers are written
 * several at a time, up to one per core: gzip and the file reads run on libuv's threadpool, so each layer in
 * flight keeps another core busy, while every layer's bytes (and so its digest) stay the same.
 */
async function writeLayers(
  steps: BuildStep[],
  merged: MergedContext,
  options: { store: BlobStore; level: number; epoch: number; logger: Logger; file: string },
): Promise<{ layers: ImageLayer[]; history: HistoryItem[]; summaries: BuiltLayerSummary[] }> {
  const history: HistoryItem[] = steps.map((step) => ({
    createdBy: step.createdBy,
    emptyLayer: step.kind === 'config',
  }));
  const plans: { step: BuildStep & { kind: 'layer' }; entries: LayerEntry[]; label: string }[] = [];
  for (const step of steps) {
    if (step.kind === 'config') continue;
    const label = `layer ${plans.length + 1} (${step.createdBy})`;
    plans.push({ step, entries: await planCopy(merged, step.copy, options.file), label });
  }
  const blobs = await mapLimit(plans, os.availableParallelism(), ({ entries, label }) =>
    writeLayer(entries, {
      store: options.store,
      level: options.level,
      mtime: options.epoch,
      logger: options.logger,
      label,
    }),
  );
  const layers: ImageLayer[] = [];
  const summaries: BuiltLayerSummary[] = [];
  for (const [index, { step, entries }] of plans.entries()) {
    const blob = blobs[index] as LayerBlob;
    options.logger.info(
      `layer ${index + 1}: ${step.createdBy}: ${entries.length} entries, ${formatBytes(blob.uncompressedSize)} → ${formatBytes(blob.size)} ${blob.digest}`,
    );
    layers.push({
      digest: blob.digest,
      size: blob.size,
      mediaType: MediaTypes.ociLayerGzip,
      diffId: blob.diffId,
      origin: { kind: 'local', createdBy: step.createdBy, uncompressedSize: blob.uncompressedSize },
    });
    summaries.push({ createdBy: step.createdBy, ...blob, files: entries.length });
  }
  return { layers, history, summaries };
}

/** The OCI layout and/or archive (named by the first tag's tag), then the push to every tag. */
async function writeOutputs(
  image: BuiltImage,
  options: BuildOptions & { targets: ImageReference[]; store: BlobStore; work: string; epoch: number },
): Promise<PushedTag[]> {
  const { logger, store } = options;
  const blobs = imageBlobs(image, store, options.client);
  const refName = options.targets[0]?.tag ?? 'latest';
  if (options.ociLayout || options.ociArchive) {
    const layoutDir = options.ociLayout ? path.resolve(options.ociLayout) : path.join(options.work, 'layout');
    await writeOciLayout(image, blobs, { directory: layoutDir, refName, store });
    if (options.ociLayout) logger.info(`OCI layout ${layoutDir}:${refName}`);
    if (options.ociArchive) {
      await writeOciArchive(layoutDir, path.resolve(options.ociArchive), options.epoch);
      logger.info(`OCI archive ${options.ociArchive}:${refName}`);
    }
  }
  if (!options.push) return [];
  if (!options.client) throw new BuildError('pushing needs a registry client');
  return pushImage(options.client, image, blobs, options.targets, logger);
}

function parseTag(text: string): ImageReference {
  const ref = parseReference(text);
  if (ref.digest) throw new UsageError(`tag ${text}: a build names its image by a tag, not a digest`);
  return ref;
}

async function storeJson(store: BlobStore, blob: JsonBlob): Promise<void> {
  const temporary = await store.temporaryPath();
  await writeFile(temporary, blob.bytes);
  await store.commit(temporary, blob.digest);
}

interface ResolvedBase {
  values: ConfigValues;
  layers: ImageLayer[];
  assembly: { config: ImageConfig; reference: string; digest: string };
}

/** FROM <image>: its layers are reused by reference (never downloaded to push), its config is the start. */
async function resolveBase(name: string, options: BuildOptions): Promise<ResolvedBase> {
  if (!options.client) throw new BuildError(`FROM ${name} needs a registry client`);
  const reference = parseReference(name);
  const resolved = await resolveImage(options.client, reference, options.platform);
  const { manifest, config } = resolved;
  const diffIds = config.rootfs.diff_ids;
  if (diffIds.length !== manifest.layers.length)
    throw new BuildError(
      `base image ${name}: ${manifest.layers.length} layers but ${diffIds.length} diff_ids in its config`,
    );
  const runtime = config.config ?? {};
  const env = new Map<string, string>();
  for (const item of runtime.Env ?? []) {
    const eq = item.indexOf('=');
    if (eq > 0) env.set(item.slice(0, eq), item.slice(eq + 1));
  }
  const author = typeof config.author === 'string' ? config.author : undefined;
  options.logger.info(
    `base image ${formatReference(reference)}@${resolved.manifestDigest}: ${manifest.layers.length} layers`,
  );
  return {
    values: {
      env,
      labels: new Map(Object.entries(runtime.Labels ?? {})),
      ...(runtime.Cmd ? { cmd: runtime.Cmd } : {}),
      ...(runtime.Entrypoint ? { entrypoint: runtime.Entrypoint } : {}),
      ...(author ? { author } : {}),
    },
    layers: manifest.layers.map((layer, i) => ({
      digest: layer.digest,
      size: layer.size,
      mediaType: layer.mediaType,
      diffId: diffIds[i] as string,
      origin: { kind: 'base', image: { ...reference, digest: resolved.manifestDigest } },
    })),
    assembly: { config, reference: formatReference(reference), digest: resolved.topDigest },
  };
}
