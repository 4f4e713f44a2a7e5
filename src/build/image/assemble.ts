import { sha256Of } from '../../image/digest.js';
import type { Descriptor, ImageConfig } from '../../image/manifest.js';
import { MediaTypes } from '../../image/media-types.js';
import type { Platform } from '../../image/platform.js';
import type { ConfigValues } from '../kubefile/evaluate.js';
import type { BuiltImage, ImageLayer, JsonBlob } from './built-image.js';

export interface HistoryItem {
  createdBy: string;
  emptyLayer: boolean;
}

export interface AssembleInput {
  platform: Platform;
  /** SOURCE_DATE_EPOCH, seconds. */
  created: number;
  values: ConfigValues;
  /** Base layers first, then the layers of this build, in order. */
  layers: ImageLayer[];
  /** This build's history (after the base image's). */
  history: HistoryItem[];
  base?: { config: ImageConfig; reference: string; digest: string };
}

/** Docker's layer media types have OCI twins with the same bytes; an OCI manifest must use the OCI names. */
const ociLayerType: Record<string, string> = {
  [MediaTypes.dockerLayerGzip]: MediaTypes.ociLayerGzip,
  [MediaTypes.dockerForeignLayerGzip]: MediaTypes.ociLayerNondistributableGzip,
};

function ociLayerMediaType(mediaType: string): string {
  return ociLayerType[mediaType] ?? mediaType;
}

/**
 * The OCI config and manifest of a build. Keys are written in a fixed order and labels sorted, so the same
 * inputs always give the same bytes, hence the same digest.
 */
export function assembleImage(input: AssembleInput): BuiltImage {
  const created = new Date(input.created * 1000).toISOString().replace('.000Z', 'Z');
  const { values, base } = input;
  const baseRuntime = base?.config.config ?? {};
  const runtime: Record<string, unknown> = { ...baseRuntime };
  for (const key of ['Env', 'Entrypoint', 'Cmd', 'Labels']) delete runtime[key];
  const env = [...values.env].map(([key, value]) => `${key}=${value}`);
  const labels = Object.fromEntries([...values.labels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const config = {
    created,
    ...(values.author ? { author: values.author } : {}),
    architecture: input.platform.architecture,
    os: input.platform.os,
    ...(input.platform.variant ? { variant: input.platform.variant } : {}),
    config: {
      ...runtime,
      ...(env.length ? { Env: env } : {}),
      ...(values.entrypoint ? { Entrypoint: values.entrypoint } : {}),
      ...(values.cmd ? { Cmd: values.cmd } : {}),
      ...(values.labels.size ? { Labels: labels } : {}),
    },
    rootfs: { type: 'layers', diff_ids: input.layers.map((layer) => layer.diffId) },
    history: [
      ...((base?.config.history as unknown[] | undefined) ?? []),
      ...input.history.map((item) => ({
        created,
        created_by: item.createdBy,
        comment: 'sealos-action',
        ...(item.emptyLayer ? { empty_layer: true } : {}),
      })),
    ],
  };
  const configBlob = jsonBlob(MediaTypes.ociConfig, config);
  const layers: Descriptor[] = input.layers.map((layer) => ({
    mediaType: ociLayerMediaType(layer.mediaType),
    digest: layer.digest,
    size: layer.size,
  }));
  const manifest = {
    schemaVersion: 2,
    mediaType: MediaTypes.ociManifest,
    config: { mediaType: configBlob.mediaType, digest: configBlob.digest, size: configBlob.size },
    layers,
    ...(base
      ? {
          annotations: {
            'org.opencontainers.image.base.digest': base.digest,
            'org.opencontainers.image.base.name': base.reference,
          },
        }
      : {}),
  };
  return {
    manifest: jsonBlob(MediaTypes.ociManifest, manifest),
    config: configBlob,
    layers: input.layers,
    platform: input.platform,
  };
}

export function jsonBlob(mediaType: string, value: unknown): JsonBlob {
  const bytes = Buffer.from(JSON.stringify(value));
  return { mediaType, digest: sha256Of(bytes), size: bytes.length, bytes };
}
