import { UsageError } from '../../errors.js';
import { formatReference, type ImageReference, parseReference, referenceName } from '../reference.js';
import type { RegistriesConf, RegistryEndpoint, RegistryEntry } from './registries-conf.js';

/** One place to try a pull: the reference rewritten for a mirror or the registry's location. */
export interface PullSource {
  reference: ImageReference;
  /** A `[[registry.mirror]]` (else the registry's own location, or the image's registry). */
  mirror: boolean;
  insecure: boolean;
}

class BlockedRegistryError extends UsageError {}

/**
 * containers/image `refMatchingPrefix`: the length of `prefix` when `ref` (a name or a full reference) starts
 * with it and the next character ends a name part (`:`, `/`, `@`) or there is none; -1 otherwise. A
 * `*.example.com` prefix matches any subdomain of example.com in the host part.
 */
export function matchingPrefixLength(ref: string, prefix: string): number {
  if (prefix.startsWith('*.')) {
    const domain = prefix.slice(1);
    const index = ref.indexOf(domain);
    if (index < 0 || ref.slice(0, index).includes('/')) return -1;
    const end = index + domain.length;
    return end === ref.length || ':/@'.includes(ref[end] as string) ? end : -1;
  }
  if (ref.length < prefix.length || !ref.startsWith(prefix)) return -1;
  if (ref.length === prefix.length) return prefix.length;
  return ':/@'.includes(ref[prefix.length] as string) ? prefix.length : -1;
}

/** containers/image `FindRegistry`: the entry with the longest prefix matching the image's name. */
export function findRegistry(conf: RegistriesConf, ref: ImageReference): RegistryEntry | undefined {
  const name = referenceName(ref);
  let found: RegistryEntry | undefined;
  for (const entry of conf.registries)
    if (matchingPrefixLength(name, entry.prefix) >= 0 && entry.prefix.length > (found?.prefix.length ?? 0))
      found = entry;
  return found;
}

/**
 * containers/image `PullSourcesFromReference`: the mirrors that apply to this reference (all, or by digest or
 * tag only as configured), then the registry's location, each with the reference rewritten (`location` +
 * what follows the prefix). Without a matching entry, the image's own registry. A source on a blocked
 * registry (found again by its rewritten name, as containers/image does) is dropped; when none is left, the
 * pull is refused naming the file.
 */
export function pullSources(conf: RegistriesConf | undefined, ref: ImageReference): PullSource[] {
  const entry = conf && findRegistry(conf, ref);
  if (!conf || !entry) return [{ reference: ref, mirror: false, insecure: false }];
  const digested = ref.digest !== undefined;
  const mirrors = entry.mirrorByDigestOnly
    ? digested
      ? entry.mirrors
      : []
    : entry.mirrors.filter(
        (mirror) =>
          !(mirror.pullFromMirror === 'digest-only' && !digested) &&
          !(mirror.pullFromMirror === 'tag-only' && digested),
      );
  const sources = [
    ...mirrors.map((mirror) => ({ endpoint: mirror, mirror: true })),
    { endpoint: entry as RegistryEndpoint, mirror: false },
  ].map(({ endpoint, mirror }) => ({
    reference: rewrite(ref, entry.prefix, endpoint.location, entry.file),
    mirror,
    insecure: endpoint.insecure,
  }));
  const open = sources.filter((source) => !findRegistry(conf, source.reference)?.blocked);
  if (open.length === 0)
    throw new BlockedRegistryError(
      `${formatReference(ref)}: registry ${entry.prefix} is blocked in ${entry.file}`,
      { file: entry.file, host: ref.registry },
    );
  return open;
}

/** containers/image `rewriteReference`; the result must be a fully qualified reference as written. */
function rewrite(ref: ImageReference, prefix: string, location: string, file: string): ImageReference {
  if (location === '') return ref;
  const text = formatReference(ref);
  const rewritten = location + text.slice(matchingPrefixLength(text, prefix));
  try {
    const parsed = parseReference(rewritten);
    if (formatReference(parsed) === rewritten) return parsed;
  } catch {
    // Reported below with the file that asked for it.
  }
  throw new UsageError(
    `${formatReference(ref)}: ${file} rewrites it to "${rewritten}", which is not a fully qualified image reference`,
    { file },
  );
}
