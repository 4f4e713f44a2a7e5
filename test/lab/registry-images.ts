import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { sha256Of } from '../../src/image/digest.js';
import { MediaTypes } from '../../src/image/media-types.js';
import type { Platform } from '../../src/image/platform.js';
import type { ImageReference } from '../../src/image/reference.js';
import type { RegistryClient } from '../../src/image/remote/registry-client.js';

/** One entry of a test layer. */
export interface LayerEntry {
  name: string;
  type?: 'file' | 'directory' | 'symlink' | 'link';
  content?: string | Buffer;
  mode?: number;
  linkname?: string;
}

export interface LayerFile {
  path: string;
  digest: string;
  diffId: string;
  size: number;
  mediaType: string;
}

function hashing(onDone: (digest: string, size: number) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      onDone(`sha256:${hash.digest('hex')}`, size);
      callback();
    },
  });
}

/** Writes a test layer (tar, gzip unless `gzip: false`) to `path`, computing digest and diff_id on the way. */
export async function writeLayer(
  path: string,
  entries: LayerEntry[],
  options: { gzip?: boolean } = {},
): Promise<LayerFile> {
  const gzip = options.gzip ?? true;
  const pack = tar.pack();
  let diffId = '';
  let digest = '';
  let size = 0;
  const stages: (Readable | Transform | NodeJS.WritableStream)[] = [
    pack,
    hashing((d) => {
      diffId = d;
    }),
    ...(gzip ? [createGzip()] : []),
    hashing((d, s) => {
      digest = d;
      size = s;
    }),
    createWriteStream(path),
  ];
  const written = pipeline(stages as [Readable, ...Transform[], NodeJS.WritableStream]);
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    const content = type === 'file' ? Buffer.from(entry.content ?? '') : undefined;
    const header: tar.Headers = {
      name: entry.name,
      type,
      mode: entry.mode ?? (type === 'directory' ? 0o755 : 0o644),
      mtime: new Date(0),
      uid: 0,
      gid: 0,
      ...(content && { size: content.length }),
      ...(entry.linkname !== undefined && { linkname: entry.linkname }),
    };
    await new Promise<void>((resolve, reject) =>
      pack.entry(header, content, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  await written;
  return {
    path,
    digest,
    diffId,
    size,
    mediaType: gzip ? MediaTypes.ociLayerGzip : MediaTypes.ociLayer,
  };
}

export interface TestImage {
  manifestDigest: string;
  manifestBytes: Buffer;
  manifestSize: number;
  configDigest: string;
}

export interface TestImageConfig {
  platform?: Platform;
  labels?: Record<string, string>;
  env?: string[];
  cmd?: string[];
  entrypoint?: string[];
}

/** Pushes layers, a config and an OCI (or Docker v2s2) manifest; returns the manifest digest. */
export async function pushTestImage(
  client: RegistryClient,
  ref: ImageReference,
  layers: LayerFile[],
  options: TestImageConfig & { docker?: boolean } = {},
): Promise<TestImage> {
  const platform = options.platform ?? { os: 'linux', architecture: 'amd64' };
  const config = Buffer.from(
    JSON.stringify({
      created: '1970-01-01T00:00:00Z',
      architecture: platform.architecture,
      os: platform.os,
      ...(platform.variant && { variant: platform.variant }),
      config: {
        Env: options.env ?? ['PATH=/usr/bin'],
        Labels: options.labels ?? {},
        ...(options.cmd && { Cmd: options.cmd }),
        ...(options.entrypoint && { Entrypoint: options.entrypoint }),
      },
      rootfs: { type: 'layers', diff_ids: layers.map((l) => l.diffId) },
    }),
  );
  const configDigest = sha256Of(config);
  await client.pushBlob(ref, { digest: configDigest, size: config.length, open: () => bufferStream(config) });
  for (const layer of layers) {
    await client.pushBlob(ref, {
      digest: layer.digest,
      size: layer.size,
      open: () => createReadStream(layer.path),
    });
  }
  const docker = options.docker ?? false;
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: docker ? MediaTypes.dockerManifest : MediaTypes.ociManifest,
      config: {
        mediaType: docker ? MediaTypes.dockerConfig : MediaTypes.ociConfig,
        digest: configDigest,
        size: config.length,
      },
      layers: layers.map((l) => ({
        mediaType: docker ? MediaTypes.dockerLayerGzip : l.mediaType,
        digest: l.digest,
        size: l.size,
      })),
    }),
  );
  const manifestDigest = await client.putManifest(
    ref,
    manifest,
    docker ? MediaTypes.dockerManifest : MediaTypes.ociManifest,
  );
  return { manifestDigest, manifestBytes: manifest, manifestSize: manifest.length, configDigest };
}

/** Pushes an index over already pushed platform manifests. */
export async function pushTestIndex(
  client: RegistryClient,
  ref: ImageReference,
  entries: { image: TestImage; platform: Platform }[],
): Promise<string> {
  const index = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MediaTypes.ociIndex,
      manifests: entries.map(({ image, platform }) => ({
        mediaType: MediaTypes.ociManifest,
        digest: image.manifestDigest,
        size: image.manifestSize,
        platform,
      })),
    }),
  );
  return client.putManifest(ref, index, MediaTypes.ociIndex);
}

export function bufferStream(bytes: Buffer): Readable {
  const stream = new PassThrough();
  stream.end(bytes);
  return stream;
}
