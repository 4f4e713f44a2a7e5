import { readFile } from 'node:fs/promises';
import { parse, TomlError } from 'smol-toml';
import { z } from 'zod';
import { causeText, UsageError } from '../../errors.js';

/**
 * containers-registries.conf(5), version 2, as containers/image `pkg/sysregistriesv2/system_registries_v2.go`
 * reads it: the `[[registry]]` tables (prefix, location, insecure, blocked, mirror-by-digest-only) and their
 * `[[registry.mirror]]` tables (location, insecure, pull-from-mirror). Other keys (search registries, short
 * names, aliases) do not change where a fully qualified image is pulled from and are ignored here.
 */
export interface RegistryEndpoint {
  /** `host[:port][/namespace...]`, no scheme, no trailing `/`; empty only for a `*.domain` prefix. */
  location: string;
  insecure: boolean;
  pullFromMirror?: 'all' | 'digest-only' | 'tag-only';
}

export interface RegistryEntry extends RegistryEndpoint {
  /** What an image name is matched against: `location` when not given, or `*.example.com`. */
  prefix: string;
  /** The file (main or drop-in) this entry was read from, for messages. */
  file: string;
  mirrors: RegistryEndpoint[];
  blocked: boolean;
  mirrorByDigestOnly: boolean;
}

export interface RegistriesConf {
  /** The files it was read from, for messages: the main file, then the drop-ins that were merged in. */
  file: string;
  /** One entry per prefix (the first one wins), sorted by prefix, as containers/image keeps them. */
  registries: RegistryEntry[];
}

export class RegistriesConfError extends UsageError {}

const endpointSchema = z.object({
  location: z.string().optional(),
  insecure: z.boolean().optional(),
  'pull-from-mirror': z.string().optional(),
});

const registrySchema = endpointSchema.extend({
  prefix: z.string().optional(),
  blocked: z.boolean().optional(),
  'mirror-by-digest-only': z.boolean().optional(),
  mirror: z.array(endpointSchema).optional(),
});

// Version 1: `[registries.search]`, `[registries.insecure]`, `[registries.block]`, each `registries = [...]`.
const v1ListSchema = z.object({ registries: z.array(z.string()).optional() }).optional();

const fileSchema = z.object({
  registry: z.array(registrySchema).optional(),
  registries: z.object({ search: v1ListSchema, insecure: v1ListSchema, block: v1ListSchema }).optional(),
});

const pullFromMirrorValues = ['all', 'digest-only', 'tag-only'] as const;

/**
 * Reads and checks a registries.conf; every error names the file (and the line, for TOML syntax). A drop-in
 * (`registries.conf.d/*.conf`) must be version 2, as containers/image `loadConfigFile(path, forceV2)` wants.
 */
export async function readRegistriesConf(file: string, dropIn = false): Promise<RegistriesConf> {
  const text = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw new RegistriesConfError(`registries.conf ${file} cannot be read: ${causeText(cause)}`, {
      file,
      cause,
    });
  });
  return parseRegistriesConf(text, file, dropIn);
}

export function parseRegistriesConf(text: string, file: string, dropIn = false): RegistriesConf {
  const fail = (why: string, line?: number): never => {
    throw new RegistriesConfError(`registries.conf ${file}${line ? `:${line}` : ''}: ${why}`, {
      file,
      ...(line !== undefined && { line }),
    });
  };
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    if (error instanceof TomlError) fail(`not valid TOML: ${error.message.split('\n')[0]}`, error.line);
    throw error;
  }
  const checked = fileSchema.safeParse(document);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    fail(`${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'does not match the format'}`);
  }
  const data = checked.data as z.infer<typeof fileSchema>;
  const v1 = data.registries;
  const v1Set = Boolean(
    v1?.search?.registries?.length || v1?.insecure?.registries?.length || v1?.block?.registries?.length,
  );
  if (v1Set && dropIn) fail('a drop-in must be in the version 2 format ([[registry]]), not version 1');
  if (v1Set && data.registry?.length)
    fail('mixes the version 1 [registries.*] tables with version 2 [[registry]] tables');
  const raw = v1Set ? fromVersion1(v1 ?? {}) : (data.registry ?? []);

  const entries = raw.map((registry, index): RegistryEntry => {
    const where = `[[registry]] #${index + 1}`;
    const location = parseLocation(registry.location ?? '', `${where} location`, fail);
    let prefix: string;
    if (!registry.prefix) {
      if (location === '') fail(`${where}: both location and prefix are unset`);
      prefix = location;
    } else {
      prefix = parseLocation(registry.prefix, `${where} prefix`, fail);
      if (!prefix.startsWith('*.') && location === '')
        fail(`${where}: location is unset and prefix "${prefix}" is not of the form *.example.com`);
    }
    if (registry['pull-from-mirror'] !== undefined)
      fail(`${where} (${prefix}): pull-from-mirror is for a [[registry.mirror]], not the registry itself`);
    const mirrors = (registry.mirror ?? []).map((mirror, m) =>
      mirrorEndpoint(mirror, `${where} (${prefix}) mirror #${m + 1}`, registry, fail),
    );
    return {
      prefix,
      file,
      location,
      insecure: registry.insecure ?? false,
      blocked: registry.blocked ?? false,
      mirrorByDigestOnly: registry['mirror-by-digest-only'] ?? false,
      mirrors,
    };
  });

  // The same registry listed twice must agree on insecure and blocked.
  const byRegistry = new Map<string, RegistryEntry>();
  for (const entry of entries) {
    const key = entry.location || entry.prefix;
    const other = byRegistry.get(key);
    if (other && other.insecure !== entry.insecure)
      fail(`registry "${key}" is defined several times with conflicting insecure settings`);
    if (other && other.blocked !== entry.blocked)
      fail(`registry "${key}" is defined several times with conflicting blocked settings`);
    byRegistry.set(key, other ?? entry);
  }
  const byPrefix = new Map<string, RegistryEntry>();
  for (const entry of entries) if (!byPrefix.has(entry.prefix)) byPrefix.set(entry.prefix, entry);
  return { file, registries: sortedByPrefix(byPrefix) };
}

/** One `[[registry.mirror]]`, checked; `where` names it in errors. */
function mirrorEndpoint(
  mirror: z.infer<typeof endpointSchema>,
  where: string,
  registry: z.infer<typeof registrySchema>,
  fail: (why: string) => never,
): RegistryEndpoint {
  const location = parseLocation(mirror.location ?? '', `${where} location`, fail);
  if (location === '') fail(`${where}: location is unset`);
  const pullFrom = mirror['pull-from-mirror'];
  if (pullFrom !== undefined && registry['mirror-by-digest-only'])
    fail(`${where}: pull-from-mirror cannot be set when the registry has mirror-by-digest-only`);
  if (pullFrom !== undefined && !(pullFromMirrorValues as readonly string[]).includes(pullFrom))
    fail(`${where}: pull-from-mirror "${pullFrom}" is not one of ${pullFromMirrorValues.join(', ')}`);
  return {
    location,
    insecure: mirror.insecure ?? false,
    ...(pullFrom !== undefined && { pullFromMirror: pullFrom as RegistryEndpoint['pullFromMirror'] }),
  };
}

/**
 * containers/image `updateWithConfigurationFrom` over the main file and its drop-ins, in order: a drop-in's
 * `[[registry]]` replaces the whole entry of the same prefix, others are added; the result sorted by prefix.
 */
export function mergeRegistriesConfs(confs: RegistriesConf[]): RegistriesConf {
  const byPrefix = new Map<string, RegistryEntry>();
  for (const conf of confs) for (const entry of conf.registries) byPrefix.set(entry.prefix, entry);
  return { file: confs.map((conf) => conf.file).join(', '), registries: sortedByPrefix(byPrefix) };
}

function sortedByPrefix(byPrefix: Map<string, RegistryEntry>): RegistryEntry[] {
  return [...byPrefix.keys()].sort().map((prefix) => byPrefix.get(prefix) as RegistryEntry);
}

/** containers/image `parseLocation`: trailing `/` dropped; a URL scheme refused. */
function parseLocation(input: string, what: string, fail: (why: string) => never): string {
  const trimmed = input.replace(/\/+$/, '');
  if (trimmed.startsWith('http://') || trimmed.startsWith('https://'))
    fail(`${what} "${input}": URI schemes are not supported (write host[:port][/path])`);
  return trimmed;
}

/** containers/image `ConvertToV2`: each listed registry becomes an entry; insecure and blocked add to it. */
function fromVersion1(
  v1: NonNullable<z.infer<typeof fileSchema>['registries']>,
): z.infer<typeof registrySchema>[] {
  const entries = new Map<string, z.infer<typeof registrySchema>>();
  const entry = (location: string) => {
    const found = entries.get(location) ?? { location };
    entries.set(location, found);
    return found;
  };
  for (const location of v1.search?.registries ?? []) entry(location);
  for (const location of v1.insecure?.registries ?? []) entry(location).insecure = true;
  for (const location of v1.block?.registries ?? []) entry(location).blocked = true;
  return [...entries.values()];
}
