import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { SealosError, UsageError } from '../../errors.js';
import { writeChunksAtomically, writeFileAtomically } from '../../files/write-stream.js';
import { digestHex, sha256Of } from '../digest.js';
import { DigestMismatchError } from '../errors.js';
import { type ImageConfig, type ImageManifest, parseImageConfig, parseManifest } from '../manifest.js';
import { parseJsonOrUndefined } from '../parse-json.js';
import { formatReference, parseReference } from '../reference.js';
import { BlobStore } from './blob-store.js';

/** An image kept whole (manifest, config, layer blobs) in the local store, with the names that point at it. */
export interface LocalImage {
  names: string[];
  manifestDigest: string;
  manifestMediaType: string;
  manifestBytes: Buffer;
  manifest: ImageManifest;
  config: ImageConfig;
  /** The image ID, as buildah shows it: the config digest. */
  configDigest: string;
  /** Config and layers, compressed, in bytes. */
  size: number;
}

const nameSchema = z.object({ manifest: z.string(), mediaType: z.string() });

class LocalImageError extends UsageError {}

const configLimit = 8 * 1024 * 1024;
const manifestLimit = 4 * 1024 * 1024;

/**
 * The images the image verbs (pull, tag, save, load, push) work on, kept whole beside the unpacked ones of
 * `ImageStore`, in the same root: `blobs/sha256/<hex>` (each written under a temporary name and renamed once
 * its digest checked out) and `names/<name, URI-encoded>` → `{manifest, mediaType}`. One platform per name.
 */
export class LocalImages {
  readonly root: string;
  private readonly blobs: BlobStore;

  /** `root`: the ImageStore's (`defaultImageStoreDir()`). */
  constructor(root: string) {
    this.root = root;
    this.blobs = new BlobStore(join(root, 'blobs'));
  }

  blobFile(digest: string): string {
    return this.blobs.pathOf(digest);
  }

  hasBlob(digest: string): Promise<boolean> {
    return this.blobs.has(digest);
  }

  openBlob(digest: string): Readable {
    return this.blobs.open(digest);
  }

  /**
   * Stores under `digest` what `fill` hands to `write`; `fill` must check the digest itself and reject on a
   * wrong one (a registry client's BlobDownload does), so no byte is hashed twice. On disk before it has its
   * name: a present blob is trusted without being read again. Returns the bytes written.
   */
  async addVerifiedBlob(
    digest: string,
    fill: (write: (chunk: Buffer) => void) => Promise<unknown>,
  ): Promise<number> {
    return writeChunksAtomically(this.blobFile(digest), fill, { durable: true });
  }

  /**
   * Moves a file on the store's file system into the store under its sha256, read once to hash it; when
   * `expected` is given, a file with another digest is refused and left where it was.
   */
  async adoptFile(file: string, expected?: string): Promise<{ digest: string; size: number }> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const digest = `sha256:${hash.digest('hex')}`;
    if (expected !== undefined && digest !== expected)
      throw new DigestMismatchError(file, expected, digest, { file });
    const target = this.blobFile(digest);
    await mkdir(join(target, '..'), { recursive: true });
    await rename(file, target);
    return { digest, size };
  }

  async addBlobBytes(bytes: Buffer): Promise<string> {
    const digest = sha256Of(bytes);
    if (await this.hasBlob(digest)) return digest;
    await writeFileAtomically(this.blobFile(digest), bytes);
    return digest;
  }

  async readBlob(digest: string, limit: number): Promise<Buffer> {
    const file = this.blobFile(digest);
    const { size } = await stat(file);
    if (size > limit) throw new LocalImageError(`blob ${digest} is larger than ${limit} bytes`);
    return readFile(file);
  }

  /** Points `name` (normalised) at a stored manifest. */
  async setName(name: string, manifestDigest: string, mediaType: string): Promise<void> {
    await writeFileAtomically(this.nameFile(name), JSON.stringify({ manifest: manifestDigest, mediaType }));
  }

  async removeName(name: string): Promise<boolean> {
    const file = this.nameFile(name);
    const existed = await stat(file).then(
      () => true,
      () => false,
    );
    await rm(file, { force: true });
    return existed;
  }

  /** Every named image, names grouped by manifest, sorted by name. */
  async list(): Promise<LocalImage[]> {
    const byManifest = new Map<string, { names: string[]; mediaType: string }>();
    const entries = await readdir(join(this.root, 'names')).catch(() => [] as string[]);
    for (const entry of entries.sort()) {
      if (entry.endsWith('.tmp')) continue;
      const target = await this.readName(decodeURIComponent(entry));
      if (!target) continue;
      const group = byManifest.get(target.manifest) ?? { names: [], mediaType: target.mediaType };
      group.names.push(decodeURIComponent(entry));
      byManifest.set(target.manifest, group);
    }
    const images: LocalImage[] = [];
    for (const [digest, { names, mediaType }] of byManifest)
      images.push(await this.load(digest, mediaType, names));
    return images;
  }

  /**
   * The image a user means: a name (normalised as a reference), or an image ID (config digest, with or
   * without `sha256:`, at least 12 hex) or a manifest digest. Undefined when there is none.
   */
  async find(text: string): Promise<LocalImage | undefined> {
    const id = text.replace(/^sha256:/, '');
    if (/^[a-f0-9]{12,64}$/.test(id)) {
      const found = (await this.list()).find(
        (image) =>
          digestHex(image.configDigest).startsWith(id) || digestHex(image.manifestDigest).startsWith(id),
      );
      if (found) return found;
    }
    let name: string;
    try {
      name = formatReference(parseReference(text));
    } catch {
      return undefined;
    }
    const target = await this.readName(name);
    if (!target) return undefined;
    const image = await this.load(target.manifest, target.mediaType, []);
    image.names = (await this.list()).find((other) => other.manifestDigest === image.manifestDigest)
      ?.names ?? [name];
    return image;
  }

  /** `find`, or an error saying the image is not in the local store. */
  async get(text: string): Promise<LocalImage> {
    const image = await this.find(text);
    if (!image)
      throw new LocalImageError(`image ${text} is not in the local store (${this.root}); pull or load it`);
    return image;
  }

  /** Deletes blobs no named image uses any more; returns how many. */
  async collectGarbage(): Promise<number> {
    const used = (await this.list()).flatMap((image) => [
      image.manifestDigest,
      image.manifest.config.digest,
      ...image.manifest.layers.map((layer) => layer.digest),
    ]);
    return this.blobs.keepOnly(used);
  }

  /** A stored manifest and its config, checked. */
  async load(manifestDigest: string, mediaType: string, names: string[]): Promise<LocalImage> {
    const where = `local image ${manifestDigest}`;
    let manifestBytes: Buffer;
    try {
      manifestBytes = await this.readBlob(manifestDigest, manifestLimit);
    } catch (cause) {
      throw new SealosError(`${where}: its manifest is missing from ${this.root}; pull or load it again`, {
        cause,
      });
    }
    const parsed = parseManifest(manifestBytes, mediaType, where);
    if (parsed.kind !== 'manifest')
      throw new LocalImageError(`${where} is an index, not one platform's image`);
    const configBytes = await this.readBlob(parsed.manifest.config.digest, configLimit);
    return {
      names,
      manifestDigest,
      manifestMediaType: parsed.mediaType,
      manifestBytes,
      manifest: parsed.manifest,
      config: parseImageConfig(configBytes, `config of ${where}`),
      configDigest: parsed.manifest.config.digest,
      size: [parsed.manifest.config, ...parsed.manifest.layers].reduce((sum, blob) => sum + blob.size, 0),
    };
  }

  private nameFile(name: string): string {
    return join(this.root, 'names', encodeURIComponent(name));
  }

  private async readName(name: string): Promise<z.infer<typeof nameSchema> | undefined> {
    const text = await readFile(this.nameFile(name), 'utf8').catch(() => undefined);
    const parsed = nameSchema.safeParse(text === undefined ? undefined : parseJsonOrUndefined(text));
    return parsed.success ? parsed.data : undefined;
  }
}
