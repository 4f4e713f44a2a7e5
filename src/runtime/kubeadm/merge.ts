import { KubeadmConfigError } from '../errors.js';
import { isMap, type YamlMap } from './documents.js';

/**
 * Deep merge of a user's document over a default one: maps merge key by key, lists and scalars are replaced
 * (a user who writes a list means that list). A map on one side and a list or scalar on the other is an
 * error naming the field, because kubeadm would reject the result anyway, later and less clearly.
 */
export function deepMerge(base: YamlMap, override: YamlMap, path: string): YamlMap {
  const merged: YamlMap = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    const field = `${path}.${key}`;
    if (isMap(current) && isMap(value)) {
      merged[key] = deepMerge(current, value, field);
      continue;
    }
    if (current !== undefined && current !== null && value !== null && isMap(current) !== isMap(value)) {
      throw new KubeadmConfigError(
        `cannot merge ${describe(value)} over the default ${describe(current)}; write a ${describe(current)}`,
        { field },
      );
    }
    merged[key] = value;
  }
  return merged;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (isMap(value)) return 'map';
  return 'scalar';
}
