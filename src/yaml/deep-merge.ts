/** What a merge tells apart in parsed YAML: a map, a list, a scalar, or null. */
export type YamlKind = 'null' | 'list' | 'map' | 'scalar';

export function yamlKind(value: unknown): YamlKind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'map' : 'scalar';
}

export function isYamlMap(value: unknown): value is Record<string, unknown> {
  return yamlKind(value) === 'map';
}

export class MergeClash extends Error {
  constructor(
    readonly keyPath: string,
    readonly existing: YamlKind,
    readonly incoming: YamlKind,
  ) {
    super(`type clash at ${keyPath || '(root)'}: the file has a ${existing}, the Config gives a ${incoming}`);
  }
}

/**
 * Deep merge of parsed YAML: maps merge key by key, lists and scalars are replaced (who writes a list means that
 * list). A map, list or scalar meeting another kind is a MergeClash naming the key path, because whatever reads
 * the result would reject it later and less clearly; null meets anything.
 */
export function deepMerge<T>(existing: T, incoming: T, keyPath = ''): T {
  if (isYamlMap(existing) && isYamlMap(incoming)) {
    const out: Record<string, unknown> = { ...existing };
    for (const [key, value] of Object.entries(incoming)) {
      const childPath = keyPath ? `${keyPath}.${key}` : key;
      out[key] = Object.hasOwn(existing, key) ? deepMerge(existing[key], value, childPath) : value;
    }
    return out as T;
  }
  const a = yamlKind(existing);
  const b = yamlKind(incoming);
  if (a !== b && a !== 'null' && b !== 'null') throw new MergeClash(keyPath, a, b);
  return incoming;
}
