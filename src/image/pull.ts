import type { Readable } from 'node:stream';
import { ImageFormatError } from './errors.js';
import {
  type Descriptor,
  type ImageConfig,
  type ImageIndex,
  type ImageManifest,
  parseImageConfig,
  parseManifest,
} from './manifest.js';
import { formatPlatform, type Platform, platformMatches } from './platform.js';
import { formatReference, type ImageReference, withDigest } from './reference.js';
import type { RegistryClient } from './remote/registry-client.js';

/** One platform's image of a reference: its manifest and config, with the digests that name them. */
export interface ResolvedImage {
  reference: ImageReference;
  /** What the reference pointed at: the index digest for a multi-platform image, else the manifest digest. */
  topDigest: string;
  manifestDigest: string;
  manifestMediaType: string;
  manifestBytes: Buffer;
  manifest: ImageManifest;
  configBytes: Buffer;
  config: ImageConfig;
  platform: Platform;
}

const configSizeLimit = 8 * 1024 * 1024;

// Build attestations sit in indexes as `unknown/unknown` manifests; they are never a platform's image.
function isAttestation(descriptor: Descriptor): boolean {
  return descriptor.annotations?.['vnd.docker.reference.type'] === 'attestation-manifest';
}

/** The index entry for `platform`; the error lists what the index has. */
export function selectPlatformManifest(index: ImageIndex, platform: Platform, where: string): Descriptor {
  const candidates = index.manifests.filter((m) => m.platform && !isAttestation(m));
  const found = candidates.find((m) => platformMatches(platform, m.platform!));
  if (found) return found;
  const offered = candidates.map((m) => formatPlatform(m.platform!)).join(', ') || 'no platforms';
  throw new ImageFormatError(`${where}: no image for ${formatPlatform(platform)} (the index has ${offered})`);
}

/** Reads a small stream (a config blob) into memory, refusing more than `limit` bytes. */
export async function readSmallStream(stream: Readable, limit: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new ImageFormatError(`${what} is larger than ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Resolves a reference to the image for `platform`: an index picks the platform's manifest; a plain manifest
 * must have a config for that platform (an image without os/architecture in its config is accepted).
 */
export async function resolveImage(
  client: RegistryClient,
  ref: ImageReference,
  platform: Platform,
  /** A config already at hand (a local store), so that a repeated pull fetches no blob. */
  knownConfig?: (digest: string) => Promise<Buffer | undefined>,
): Promise<ResolvedImage> {
  const where = formatReference(ref);
  const top = await client.getManifest(ref);
  let answer = top;
  let parsed = parseManifest(top.bytes, top.mediaType, `manifest ${where}`);
  if (parsed.kind === 'index') {
    const entry = selectPlatformManifest(parsed.index, platform, `index ${where}`);
    answer = await client.getManifest(withDigest(ref, entry.digest));
    parsed = parseManifest(answer.bytes, answer.mediaType, `manifest ${where}@${entry.digest}`);
    if (parsed.kind === 'index') {
      throw new ImageFormatError(`index ${where}: the ${formatPlatform(platform)} entry is itself an index`);
    }
  }
  const manifest = parsed.manifest;
  const configBytes =
    (await knownConfig?.(manifest.config.digest)) ??
    (await readSmallStream(
      await client.fetchBlob(ref, manifest.config.digest, manifest.config.size),
      configSizeLimit,
      `config ${manifest.config.digest} of ${where}`,
    ));
  const config = parseImageConfig(configBytes, `config of ${where}`);
  if (config.os && config.architecture) {
    const own: Platform = {
      os: config.os,
      architecture: config.architecture,
      ...(config.variant && { variant: config.variant }),
    };
    if (!platformMatches(platform, own)) {
      throw new ImageFormatError(
        `${where} is a single-platform image for ${formatPlatform(own)}, not ${formatPlatform(platform)}`,
        { host: ref.registry },
      );
    }
  }
  return {
    reference: ref,
    topDigest: top.digest,
    manifestDigest: answer.digest,
    manifestMediaType: answer.mediaType,
    manifestBytes: answer.bytes,
    manifest,
    configBytes,
    config,
    platform,
  };
}
