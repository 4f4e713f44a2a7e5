import { isYamlMap } from './deep-merge.js';

/** One field that differs: its keys, the value the other side has (undefined: absent) and the wanted one. */
export interface FieldDifference {
  path: string[];
  from: unknown;
  to: unknown;
}

/**
 * The fields of `wanted` whose value in `actual` differs, leaf by leaf: a field `wanted` leaves out is not a
 * difference (the other side may hold a default of its own there). Lists are compared whole. The maps at
 * `wholeMaps` are compared key by key in both directions, so a key dropped from one of them is a difference
 * too (a flag map, where nothing is defaulted).
 */
export function fieldDifferences(
  wanted: Record<string, unknown>,
  actual: Record<string, unknown>,
  wholeMaps: readonly (readonly string[])[] = [],
): FieldDifference[] {
  const found: FieldDifference[] = [];
  const isWhole = (path: string[]) => wholeMaps.some((whole) => samePath(whole, path));
  const visit = (want: unknown, have: unknown, path: string[]) => {
    if (isWhole(path)) {
      const wantMap = isYamlMap(want) ? want : {};
      const haveMap = isYamlMap(have) ? have : {};
      for (const key of [...new Set([...Object.keys(wantMap), ...Object.keys(haveMap)])])
        if (!sameValue(wantMap[key], haveMap[key]))
          found.push({ path: [...path, key], from: haveMap[key], to: wantMap[key] });
      return;
    }
    if (isYamlMap(want)) {
      for (const [key, value] of Object.entries(want))
        visit(value, isYamlMap(have) ? have[key] : undefined, [...path, key]);
      return;
    }
    if (want === undefined || want === null) return;
    if (!sameValue(want, have)) found.push({ path, from: have, to: want });
  };
  visit(wanted, actual, []);
  return found;
}

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/** Equal as YAML values: the same JSON once map keys are sorted; a number and its decimal text are equal. */
function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(String(value));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isYamlMap(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(String(value));
}
