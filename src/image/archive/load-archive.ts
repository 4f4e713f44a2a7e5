import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar-stream';
import { z } from 'zod';
import { causeText, UsageError } from '../../errors.js';
import { checkInputFile, InputFileError } from '../../files/read-input.js';
import { digestHex } from '../digest.js';
import { type Descriptor, parseManifest } from '../manifest.js';
import { MediaTypes } from '../media-types.js';
import { parseJsonOrUndefined } from '../parse-json.js';
import type { Platform } from '../platform.js';
import { selectPlatformManifest } from '../pull.js';
import { formatReference, parseReference } from '../reference.js';
import type { LocalImages } from '../store/local-images.js';
import { containerdNameAnnotation, refNameAnnotation } from './save-archive.js';

export class ArchiveError extends UsageError {}

export interface LoadedImage {
  manifestDigest: string;
  manifestMediaType: string;
  /** Normalised names it was stored under; none when the archive did not name it. */
  names: string[];
}

const ociIndexSchema = z.object({
  manifests: z.array(
    z.looseObject({
      digest: z.string(),
      mediaType: z.string().optional(),
      annotations: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
const dockerManifestSchema = z.array(
  z.object({ Config: z.string(), RepoTags: z.array(z.string()).nullish(), Layers: z.array(z.string()) }),
);

/**
 * Loads every image of an `oci-archive` (an OCI layout: `index.json` + `blobs/`, as skopeo, buildah and
 * `sealos save` write it) or a `docker-archive` (`manifest.json`, as `docker save` and skopeo write it) into
 * the local store; an index in the layout gives its `platform` image. The tar is unpacked to files under the
 * store (never held in memory), every blob checked against its digest, then moved into the store.
 */
export async function loadArchive(
  local: LocalImages,
  file: string,
  platform: Platform,
): Promise<LoadedImage[]> {
  const fail = (why: string, cause?: unknown): never => {
    throw new ArchiveError(`${file}: ${why}`, { file, ...(cause !== undefined && { cause }) });
  };
  // A FIFO or a device would never end, a folder is no tar: only a regular file is read.
  await checkInputFile(file).catch((cause: unknown) =>
    fail(cause instanceof InputFileError ? cause.message : `cannot be read: ${causeText(cause)}`, cause),
  );
  const work = join(local.root, 'tmp', `load-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    const files = await unpack(file, work).catch((cause: unknown) =>
      fail(`is not an oci-archive or docker-archive (not a tar: ${causeText(cause)})`, cause),
    );
    if (files.has('index.json')) return await loadOciLayout(local, files, platform, fail);
    if (files.has('manifest.json')) return await loadDockerArchive(local, files, fail);
    return fail('is not an oci-archive or docker-archive: it has neither index.json nor manifest.json');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Regular files to `work/<name>`; returns archive path → file, links resolved inside the archive. */
async function unpack(file: string, work: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const links = new Map<string, string>();
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    const name = posix.normalize(header.name.replace(/^\.\//, '')).replace(/\/$/, '');
    const inside = name !== '..' && !name.startsWith('../') && !name.startsWith('/');
    if (inside && header.type === 'file') {
      const target = join(work, `${files.size}`);
      files.set(name, target);
      pipeline(stream, createWriteStream(target)).then(() => next(), next);
      return;
    }
    if (inside && (header.type === 'symlink' || header.type === 'link') && header.linkname)
      links.set(
        name,
        header.type === 'symlink' ? posix.join(posix.dirname(name), header.linkname) : header.linkname,
      );
    stream.resume();
    stream.on('end', () => next());
  });
  await pipeline(createReadStream(file), reader);
  // Legacy `docker save` links a layer shared by two images to the first copy.
  for (const [name, target] of links) {
    const found = files.get(posix.normalize(target));
    if (found) files.set(name, found);
  }
  return files;
}

type Fail = (why: string, cause?: unknown) => never;

async function readJson(files: Map<string, string>, name: string, fail: Fail): Promise<unknown> {
  const file = files.get(name);
  if (!file) return fail(`${name} is missing`);
  const { size } = await stat(file);
  if (size > 4 * 1024 * 1024) fail(`${name} is larger than 4 MiB`);
  const data = parseJsonOrUndefined(await readFile(file, 'utf8'));
  if (data === undefined) fail(`${name} is not valid JSON`);
  return data;
}

/** A name the archive gives, when it is an image reference with a repository (a bare tag names nothing). */
function archiveImageName(text: string | undefined): string | undefined {
  if (!text || (!text.includes('/') && !text.includes(':'))) return undefined;
  try {
    return formatReference(parseReference(text));
  } catch {
    return undefined;
  }
}

async function loadOciLayout(
  local: LocalImages,
  files: Map<string, string>,
  platform: Platform,
  fail: Fail,
): Promise<LoadedImage[]> {
  const index = ociIndexSchema.safeParse(await readJson(files, 'index.json', fail));
  if (!index.success) return fail(`index.json is not an OCI index: ${index.error.issues[0]?.message}`);
  const blobFile = (digest: string) => {
    const found = files.get(`blobs/sha256/${digestHex(digest)}`);
    return found ?? fail(`blob ${digest} is missing from the archive`);
  };
  const adopt = async (descriptor: Pick<Descriptor, 'digest'>) => {
    if (!(await local.hasBlob(descriptor.digest)))
      await local.adoptFile(blobFile(descriptor.digest), descriptor.digest);
  };
  const readManifest = async (digest: string, mediaType: string | undefined) => {
    const bytes = await readFile(blobFile(digest));
    return { bytes, parsed: parseManifest(bytes, mediaType ?? '', `manifest ${digest} in the archive`) };
  };
  const loaded = new Map<string, LoadedImage>();
  for (const entry of index.data.manifests) {
    let { bytes, parsed } = await readManifest(entry.digest, entry.mediaType);
    let digest = entry.digest;
    if (parsed.kind === 'index') {
      const chosen = selectPlatformManifest(parsed.index, platform, `index ${entry.digest} in the archive`);
      digest = chosen.digest;
      ({ bytes, parsed } = await readManifest(chosen.digest, chosen.mediaType));
    }
    if (parsed.kind !== 'manifest') return fail(`manifest ${digest} is an index inside an index`);
    for (const blob of [parsed.manifest.config, ...parsed.manifest.layers]) await adopt(blob);
    const stored = await local.addBlobBytes(bytes);
    if (stored !== digest) fail(`manifest ${digest} has digest ${stored}`);
    const image = loaded.get(digest) ?? {
      manifestDigest: digest,
      manifestMediaType: parsed.mediaType,
      names: [],
    };
    const name = archiveImageName(
      entry.annotations?.[containerdNameAnnotation] ?? entry.annotations?.[refNameAnnotation],
    );
    if (name && !image.names.includes(name)) {
      await local.setName(name, digest, parsed.mediaType);
      image.names.push(name);
    }
    loaded.set(digest, image);
  }
  return [...loaded.values()];
}

async function loadDockerArchive(
  local: LocalImages,
  files: Map<string, string>,
  fail: Fail,
): Promise<LoadedImage[]> {
  const entries = dockerManifestSchema.safeParse(await readJson(files, 'manifest.json', fail));
  if (!entries.success)
    return fail(`manifest.json is not docker save's: ${entries.error.issues[0]?.message}`);
  const loaded: LoadedImage[] = [];
  // A layer file two images share is moved into the store by the first one.
  const adopted = new Map<string, { digest: string; size: number }>();
  for (const entry of entries.data) {
    const configFile = files.get(posix.normalize(entry.Config)) ?? fail(`${entry.Config} is missing`);
    const configBytes = await readFile(configFile);
    const configDigest = await local.addBlobBytes(configBytes);
    const layers: Descriptor[] = [];
    for (const path of entry.Layers) {
      const layerFile = files.get(posix.normalize(path)) ?? fail(`layer ${path} is missing`);
      const mediaType = await layerMediaType(
        adopted.has(layerFile)
          ? local.blobFile((adopted.get(layerFile) as { digest: string }).digest)
          : layerFile,
      );
      const stored = adopted.get(layerFile) ?? (await local.adoptFile(layerFile));
      adopted.set(layerFile, stored);
      layers.push({ mediaType, digest: stored.digest, size: stored.size });
    }
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MediaTypes.ociManifest,
        config: { mediaType: MediaTypes.ociConfig, digest: configDigest, size: configBytes.length },
        layers,
      }),
    );
    const manifestDigest = await local.addBlobBytes(manifest);
    const names: string[] = [];
    for (const tag of entry.RepoTags ?? []) {
      const name = archiveImageName(tag);
      if (!name) continue;
      await local.setName(name, manifestDigest, MediaTypes.ociManifest);
      names.push(name);
    }
    loaded.push({ manifestDigest, manifestMediaType: MediaTypes.ociManifest, names });
  }
  return loaded;
}

/** From the first bytes: gzip, zstd, else a plain tar. */
async function layerMediaType(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return MediaTypes.ociLayerGzip;
    if (head.readUInt32LE(0) === 0xfd2fb528) return MediaTypes.ociLayerZstd;
    return MediaTypes.ociLayer;
  } finally {
    await handle.close();
  }
}
