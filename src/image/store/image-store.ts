import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { Semaphore } from '../../concurrency/semaphore.js';
import { SealosError } from '../../errors.js';
import { removeOnExit } from '../../files/remove-on-exit.js';
import { writeChunksAtomically, writeFileAtomically } from '../../files/write-stream.js';
import type { Logger } from '../../log/logger.js';
import { formatBytes } from '../../log/logger.js';
import { Progress } from '../../log/progress.js';
import { digestHex } from '../digest.js';
import { DigestMismatchError, RegistryError } from '../errors.js';
import { type Descriptor, type ImageConfig, type ImageManifest, imageConfigSchema } from '../manifest.js';
import { parseJsonOrUndefined } from '../parse-json.js';
import { type Platform, platformKey, platformMatches } from '../platform.js';
import { resolveImage } from '../pull.js';
import { formatReference, type ImageReference } from '../reference.js';
import { fillFrom } from '../remote/blobs.js';
import type { RegistryClient } from '../remote/registry-client.js';
import { unpackLayer } from '../unpack.js';
import { LocalImages } from './local-images.js';

/** An image unpacked in the local store. */
export interface StoredImage {
  /** The reference as asked for, normalised. */
  reference: string;
  manifestDigest: string;
  configDigest: string;
  platform: Platform;
  config: ImageConfig;
  /** The unpacked file tree. */
  rootfs: string;
}

const infoSchema = z.object({
  reference: z.string(),
  manifestDigest: z.string(),
  configDigest: z.string(),
  platform: z.object({ os: z.string(), architecture: z.string(), variant: z.string().optional() }),
  config: imageConfigSchema,
});

export interface ImageStoreOptions {
  client: RegistryClient;
  logger: Logger;
  /** Default `defaultImageStoreDir()`. */
  root?: string;
  /** Keep uid/gid of the layers (only root can). Default: when running as root. */
  preserveOwnership?: boolean;
}

// Layers at least this big get progress lines while they download.
export const layerProgressThreshold = 32 * 1024 * 1024;

/** `$XDG_CACHE_HOME/sealos-action/images`, else `~/.cache/sealos-action/images`. */
export function defaultImageStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'sealos-action', 'images');
}

/**
 * Pulled and unpacked images, keyed by platform manifest digest:
 * `<root>/images/sha256/<hex>/{rootfs/,info.json}`. An image is built in `<root>/tmp/` and renamed into
 * place, so a present folder is always complete. `<root>/resolved/sha256/<hex>/<platform>` maps what a
 * reference pointed at (an index or a manifest digest) to the platform manifest digest.
 *
 * Network on a second mount: none for a digest reference; one manifest HEAD for a tag (the tag may have
 * moved), then nothing else when that digest is stored. No unpacking either way.
 */
export class ImageStore {
  readonly root: string;
  private readonly client: RegistryClient;
  private readonly logger: Logger;
  private readonly preserveOwnership: boolean;
  private readonly local: LocalImages;

  constructor(options: ImageStoreOptions) {
    this.root = options.root ?? defaultImageStoreDir();
    this.client = options.client;
    this.logger = options.logger;
    this.preserveOwnership = options.preserveOwnership ?? process.getuid?.() === 0;
    this.local = new LocalImages(this.root);
  }

  /**
   * The image for `platform`: from the local images (`pull`, `load`) when one has this name, with no request
   * at all, else pulled and unpacked unless the store has it.
   */
  async mount(ref: ImageReference, platform: Platform): Promise<StoredImage> {
    const name = formatReference(ref);
    const local = await this.local.find(name);
    if (local && platformOfConfig(local.config, platform)) {
      const existing = await this.read(local.manifestDigest);
      if (existing) return existing;
      this.logger.info(`${name}: from the local images (${local.manifestDigest}), no registry needed`);
      await this.unpackAndPublish(name, local, platform, async (layer) => this.local.blobFile(layer.digest));
      return this.readPublished(name, local.manifestDigest);
    }
    const pointedAt = ref.digest ?? (await this.client.headManifest(ref, { pull: true }))?.digest;
    if (pointedAt) {
      const stored = await this.storedFor(pointedAt, platform);
      if (stored) {
        this.logger.debug(`${name}: in the image store (${stored.manifestDigest})`);
        return stored;
      }
    }
    const resolved = await resolveImage(this.client, ref, platform);
    const existing = await this.read(resolved.manifestDigest);
    if (existing) {
      await this.remember(resolved.topDigest, platform, resolved.manifestDigest);
      return existing;
    }
    const total = resolved.manifest.layers.reduce((sum, layer) => sum + layer.size, 0);
    this.logger.info(`${name}: pulling ${resolved.manifest.layers.length} layers, ${formatBytes(total)}`);
    const slots = new Semaphore(this.client.concurrency);
    const downloads = new Map<string, Promise<string>>();
    let failed = false;
    const image = {
      manifestDigest: resolved.manifestDigest,
      manifest: resolved.manifest,
      configDigest: resolved.manifest.config.digest,
      config: resolved.config,
    };
    await this.unpackAndPublish(
      name,
      image,
      platform,
      (layer, blobs) => {
        let download = downloads.get(layer.digest);
        if (!download) {
          download = slots.use(() =>
            failed
              ? Promise.reject(new SealosError(`${name}: not downloading ${layer.digest} after a failure`))
              : this.download(ref, layer.digest, layer.size, blobs),
          );
          downloads.set(layer.digest, download);
        }
        return download;
      },
      () => {
        // Queued downloads are dropped; running ones finish before their folder is removed.
        failed = true;
        return Promise.allSettled(downloads.values());
      },
    );
    await this.remember(resolved.topDigest, platform, resolved.manifestDigest);
    return this.readPublished(name, resolved.manifestDigest);
  }

  /**
   * Unpacks the layers in order into `<root>/tmp/<random>/rootfs` and publishes it. `layerFile` gives each
   * layer's file (started for every layer at once, so downloads run while earlier layers unpack); `settle`
   * waits for transfers still running before a failed attempt's folder is removed.
   */
  private async unpackAndPublish(
    name: string,
    image: { manifestDigest: string; manifest: ImageManifest; configDigest: string; config: ImageConfig },
    platform: Platform,
    layerFile: (layer: Descriptor, blobs: string) => Promise<string>,
    settle: () => Promise<unknown> = async () => {},
  ): Promise<void> {
    const work = join(this.root, 'tmp', randomBytes(8).toString('hex'));
    const blobs = join(work, 'blobs');
    const rootfs = join(work, 'rootfs');
    const kept = removeOnExit(work);
    try {
      await mkdir(blobs, { recursive: true });
      await mkdir(rootfs);
      const files = image.manifest.layers.map((layer) => layerFile(layer, blobs));
      for (const file of files) file.catch(() => {});
      for (const [index, layer] of image.manifest.layers.entries()) {
        await unpackLayer(rootfs, createReadStream(await (files[index] as Promise<string>)), {
          preserveOwnership: this.preserveOwnership,
          logger: this.logger,
          layerName: `${layer.digest} of ${name}`,
        });
      }
      await rm(blobs, { recursive: true, force: true });
      const info: z.infer<typeof infoSchema> = {
        reference: name,
        manifestDigest: image.manifestDigest,
        configDigest: image.configDigest,
        platform,
        config: image.config,
      };
      await writeFile(join(work, 'info.json'), `${JSON.stringify(info, null, 2)}\n`);
      await this.publish(work, image.manifestDigest);
    } catch (error) {
      await settle();
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
      kept();
    }
  }

  private async readPublished(name: string, manifestDigest: string): Promise<StoredImage> {
    const stored = await this.read(manifestDigest);
    if (!stored) throw new SealosError(`${name}: image store entry ${manifestDigest} vanished`);
    return stored;
  }

  private imageDir(manifestDigest: string): string {
    return join(this.root, 'images', 'sha256', digestHex(manifestDigest));
  }

  private resolvedFile(pointedAt: string, platform: Platform): string {
    return join(this.root, 'resolved', 'sha256', digestHex(pointedAt), platformKey(platform));
  }

  private async storedFor(pointedAt: string, platform: Platform): Promise<StoredImage | undefined> {
    let manifestDigest: string;
    try {
      manifestDigest = (await readFile(this.resolvedFile(pointedAt, platform), 'utf8')).trim();
    } catch {
      return undefined;
    }
    return this.read(manifestDigest);
  }

  private async read(manifestDigest: string): Promise<StoredImage | undefined> {
    const dir = this.imageDir(manifestDigest);
    let text: string;
    try {
      text = await readFile(join(dir, 'info.json'), 'utf8');
    } catch {
      return undefined;
    }
    const parsed = infoSchema.safeParse(parseJsonOrUndefined(text));
    if (!parsed.success || parsed.data.manifestDigest !== manifestDigest) {
      this.logger.warn(`image store entry ${dir} is damaged; pulling it again`);
      await rm(dir, { recursive: true, force: true });
      return undefined;
    }
    return { ...parsed.data, rootfs: join(dir, 'rootfs') };
  }

  private async remember(pointedAt: string, platform: Platform, manifestDigest: string): Promise<void> {
    await writeFileAtomically(this.resolvedFile(pointedAt, platform), manifestDigest);
  }

  private async publish(work: string, manifestDigest: string): Promise<void> {
    const target = this.imageDir(manifestDigest);
    await mkdir(join(target, '..'), { recursive: true });
    try {
      await rename(work, target);
    } catch (error) {
      // Another process stored the same image first; theirs is as good as ours.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }

  /** One layer into `dir`; its errors name the image as the user wrote it and the layer's digest. */
  private async download(ref: ImageReference, digest: string, size: number, dir: string): Promise<string> {
    try {
      const download = await this.client.openBlob(ref, digest, size);
      const progress =
        size >= layerProgressThreshold
          ? new Progress(this.logger, `pull ${digest.slice(7, 19)}`, size)
          : undefined;
      const file = join(dir, digestHex(digest));
      // Not synced: the file lives until its layer is unpacked, in a folder a crash leaves unpublished.
      await writeChunksAtomically(
        file,
        fillFrom(download, (bytes) => progress?.add(bytes)),
        { durable: false },
      );
      progress?.finish();
      return file;
    } catch (error) {
      throw layerError(formatReference(ref), digest, error);
    }
  }
}

/** A missing or corrupt layer said as the user sees it: which image, which layer, what the registry did. */
function layerError(image: string, digest: string, error: unknown): unknown {
  if (error instanceof RegistryError && error.status === 404)
    return new RegistryError(
      `${image}: its manifest lists layer ${digest}, which the registry does not have (404${error.code ? ` ${error.code}` : ''}): push the image again`,
      { host: error.host, status: 404, diagnostics: [...error.diagnostics], cause: error },
    );
  if (error instanceof DigestMismatchError)
    return new DigestMismatchError(`layer of ${image} rejected, not stored`, error.expected, error.actual, {
      host: error.host,
      cause: error,
    });
  return error;
}

/** A local image serves `platform` when its config says so, or says no platform at all. */
function platformOfConfig(config: ImageConfig, platform: Platform): boolean {
  if (!config.os || !config.architecture) return true;
  return platformMatches(platform, {
    os: config.os,
    architecture: config.architecture,
    ...(config.variant && { variant: config.variant }),
  });
}
