import { isYamlMap } from './deep-merge.js';

/** A field of parsed YAML by its keys, or undefined when a step is missing or not a map. */
export function getAt(body: Record<string, unknown>, path: readonly string[]): unknown {
  let current: unknown = body;
  for (const key of path) {
    if (!isYamlMap(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** Sets a field, making (or replacing non-map) parents as maps. */
export function setAt(body: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = body;
  for (const key of path.slice(0, -1)) {
    const next = current[key];
    if (!isYamlMap(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[path[path.length - 1] as string] = value;
}

/** Removes a field; its value, or undefined when there was none. */
export function deleteAt(body: Record<string, unknown>, path: readonly string[]): unknown {
  const parent = getAt(body, path.slice(0, -1));
  if (!isYamlMap(parent)) return undefined;
  const key = path[path.length - 1] as string;
  const value = parent[key];
  delete parent[key];
  return value;
}
