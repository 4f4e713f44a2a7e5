import { z } from 'zod';
import { ImageFormatError } from './errors.js';
import { isIndexMediaType, isManifestMediaType } from './media-types.js';

const platformSchema = z.object({
  os: z.string(),
  architecture: z.string(),
  variant: z.string().optional(),
  'os.version': z.string().optional(),
  'os.features': z.array(z.string()).optional(),
});

export const descriptorSchema = z.object({
  mediaType: z.string(),
  digest: z.string(),
  size: z.number().int().nonnegative(),
  urls: z.array(z.string()).optional(),
  annotations: z.record(z.string(), z.string()).optional(),
  platform: platformSchema.optional(),
});

const imageManifestSchema = z.object({
  schemaVersion: z.literal(2),
  mediaType: z.string().optional(),
  config: descriptorSchema,
  layers: z.array(descriptorSchema),
  annotations: z.record(z.string(), z.string()).optional(),
});

const imageIndexSchema = z.object({
  schemaVersion: z.literal(2),
  mediaType: z.string().optional(),
  manifests: z.array(descriptorSchema),
  annotations: z.record(z.string(), z.string()).optional(),
});

const stringListSchema = z.array(z.string()).nullish();

/** The parts of an image config this project reads; the rest is kept as is. */
export const imageConfigSchema = z.looseObject({
  architecture: z.string().optional(),
  os: z.string().optional(),
  variant: z.string().optional(),
  created: z.string().optional(),
  config: z
    .looseObject({
      Env: stringListSchema,
      Cmd: stringListSchema,
      Entrypoint: stringListSchema,
      Labels: z.record(z.string(), z.string()).nullish(),
      WorkingDir: z.string().optional(),
    })
    .nullish(),
  rootfs: z.object({ type: z.string(), diff_ids: z.array(z.string()) }),
});

export type Descriptor = z.infer<typeof descriptorSchema>;
export type ImageManifest = z.infer<typeof imageManifestSchema>;
export type ImageIndex = z.infer<typeof imageIndexSchema>;
export type ImageConfig = z.infer<typeof imageConfigSchema>;

export type ParsedManifest =
  | { kind: 'index'; mediaType: string; index: ImageIndex }
  | { kind: 'manifest'; mediaType: string; manifest: ImageManifest };

function parseJson<T>(bytes: Buffer, schema: z.ZodType<T>, where: string): T {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new ImageFormatError(`${where}: not valid JSON`, { cause });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || '(root)';
    throw new ImageFormatError(`${where}: field ${field}: ${issue?.message ?? 'invalid'}`, {
      cause: result.error,
    });
  }
  return result.data;
}

/**
 * Parses a manifest or an index. The media type comes from the response's Content-Type; when a registry
 * sends a generic one, the document's own `mediaType` field decides.
 */
export function parseManifest(bytes: Buffer, contentType: string, where: string): ParsedManifest {
  let mediaType = contentType.split(';')[0]!.trim();
  if (!isIndexMediaType(mediaType) && !isManifestMediaType(mediaType)) {
    const declared = parseJson(bytes, z.looseObject({ mediaType: z.string().optional() }), where).mediaType;
    if (!declared || (!isIndexMediaType(declared) && !isManifestMediaType(declared))) {
      throw new ImageFormatError(
        `${where}: unsupported manifest media type "${declared ?? mediaType}" (expected OCI or Docker v2 schema 2)`,
      );
    }
    mediaType = declared;
  }
  if (isIndexMediaType(mediaType)) {
    return { kind: 'index', mediaType, index: parseJson(bytes, imageIndexSchema, where) };
  }
  return { kind: 'manifest', mediaType, manifest: parseJson(bytes, imageManifestSchema, where) };
}

export function parseImageConfig(bytes: Buffer, where: string): ImageConfig {
  return parseJson(bytes, imageConfigSchema, where);
}
