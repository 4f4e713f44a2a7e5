import { parseConstraint, SemVersion } from '../render/functions/semver.js';
import { GoList, GoMap, type Value } from '../render/template/values.js';
import type { Chart } from './chart.js';

/**
 * helm's value coalescing and dependency processing (pkg/chartutil/coalesce.go, dependencies.go), over the
 * template's value model. Warnings helm only logs (a table over a non-table) are dropped the way helm drops the
 * value.
 */

const GLOBAL = 'global';

function copyValue(value: Value): Value {
  if (value instanceof GoMap)
    return new GoMap(new Map([...value.entries].map(([k, v]) => [k, copyValue(v)])));
  if (value instanceof GoList) return new GoList(value.items.map(copyValue), value.elem);
  return value;
}

/** CoalesceValues: the user's values over the chart's values.yaml, subcharts' values under their names. */
export function coalesceValues(chart: Chart, values: GoMap): GoMap {
  return coalesce(chart, copyValue(values) as GoMap);
}

function coalesce(chart: Chart, dest: GoMap): GoMap {
  coalesceChartValues(chart, dest);
  for (const sub of chart.subcharts) {
    const existing = dest.entries.get(sub.name);
    if (existing === undefined) dest.entries.set(sub.name, new GoMap(new Map()));
    else if (!(existing instanceof GoMap))
      throw new Error(`type mismatch on ${sub.name}: %!t(${String(existing)})`);
    const subValues = dest.entries.get(sub.name) as GoMap;
    coalesceGlobals(subValues, dest);
    dest.entries.set(sub.name, coalesce(sub, subValues));
  }
  return dest;
}

/** coalesceGlobals: the parent's `global` merged into the subchart's, top-down. */
function coalesceGlobals(dest: GoMap, src: GoMap): void {
  const destGlobal = dest.entries.get(GLOBAL) ?? new GoMap(new Map());
  const srcGlobal = src.entries.get(GLOBAL) ?? new GoMap(new Map());
  if (!(destGlobal instanceof GoMap) || !(srcGlobal instanceof GoMap)) return;
  for (const [key, value] of srcGlobal.entries) {
    const current = destGlobal.entries.get(key);
    if (value instanceof GoMap) {
      const copy = copyValue(value) as GoMap;
      if (current === undefined) destGlobal.entries.set(key, copy);
      else if (current instanceof GoMap) {
        coalesceTables(copy, current, true);
        destGlobal.entries.set(key, copy);
      }
    } else if (!(current instanceof GoMap)) destGlobal.entries.set(key, value);
  }
  dest.entries.set(GLOBAL, destGlobal);
}

/** coalesceValues (helm's): the chart's values.yaml fills what the user did not set; a user null deletes. */
function coalesceChartValues(chart: Chart, v: GoMap): void {
  for (const [key, value] of chart.values) {
    const own = copyValue(value);
    if (v.entries.has(key)) {
      const current = v.entries.get(key);
      if (current === null || current === undefined) v.entries.delete(key);
      else if (current instanceof GoMap && own instanceof GoMap) coalesceTables(current, own, false);
    } else v.entries.set(key, own);
  }
}

/** coalesceTablesFullKey: `src` fills `dst`; `dst` wins; a null in `dst` deletes the key unless merging. */
function coalesceTables(dst: GoMap, src: GoMap, merge: boolean): void {
  for (const [key, value] of src.entries) {
    const has = dst.entries.has(key);
    const current = dst.entries.get(key);
    if (has && !merge && current === null) dst.entries.delete(key);
    else if (!has) dst.entries.set(key, value);
    else if (value instanceof GoMap && current instanceof GoMap) coalesceTables(current, value, merge);
  }
}

/** Values.PathValue: the value at a dotted path whose last key exists, else undefined (ErrNoValue). */
function pathValue(values: GoMap, path: string): Value {
  const keys = path.split('.');
  let table: Value = values;
  for (const key of keys.slice(0, -1)) {
    if (!(table instanceof GoMap)) return undefined;
    table = table.entries.get(key);
  }
  if (!(table instanceof GoMap)) return undefined;
  const last = keys.at(-1)!;
  return table.entries.has(last) ? table.entries.get(last) : undefined;
}

/** IsCompatibleRange: the chart's version satisfies the dependency's range (both must parse). */
function compatible(range: string, version: string): boolean {
  const parsed = SemVersion.parse(version);
  if (!parsed) return false;
  try {
    return parseConstraint(range).check(parsed);
  } catch {
    return false;
  }
}

/**
 * ProcessDependencies (merge off, as sreg calls it). processDependencyEnabled: subcharts named in
 * `dependencies` are kept (renamed by `alias`), then dropped when their `tags` are all false or their first
 * `condition` path holding a bool is false, looked up in the coalesced values (`parent.child.` prefix for
 * nested charts). Subcharts not named in `dependencies` stay. Then processDependencyImportValues, deepest
 * charts first (see `importValues`).
 */
export function applyDependencies(chart: Chart, values: GoMap, path = ''): Chart {
  if (chart.dependencies.length === 0) return chart;
  let subcharts = chart.subcharts.filter(
    (sub) => !chart.dependencies.some((dep) => dep.name === sub.name && compatible(dep.version, sub.version)),
  );
  for (const dep of chart.dependencies) {
    const found = chart.subcharts.find(
      (sub) => sub.name === dep.name && compatible(dep.version, sub.version),
    );
    if (found)
      subcharts.push(
        dep.alias ? { ...found, name: dep.alias, metadata: { ...found.metadata, name: dep.alias } } : found,
      );
  }
  const dependencies = chart.dependencies.map((dep) => ({ ...dep, name: dep.alias || dep.name }));
  const withSubs = { ...chart, subcharts, dependencies };
  const coalesced = coalesceValues(withSubs, values);
  const tags = coalesced.entries.get('tags');
  const disabled = new Set<string>();
  for (const dep of dependencies) {
    let enabled = true;
    if (tags instanceof GoMap) {
      const states = dep.tags.map((tag) => tags.entries.get(tag)).filter((v) => typeof v === 'boolean');
      enabled = states.includes(true) || !states.includes(false);
    }
    for (const condition of dep.condition.trim().split(',')) {
      if (condition === '') continue;
      const value = pathValue(coalesced, path + condition);
      if (typeof value === 'boolean') {
        enabled = value;
        break;
      }
    }
    if (!enabled) disabled.add(dep.name);
  }
  subcharts = subcharts
    .filter((sub) => !disabled.has(sub.name))
    .map((sub) => applyDependencies(sub, coalesced, `${path}${sub.name}.`));
  const enabled = dependencies.filter((dep) => !disabled.has(dep.name));
  const processed = { ...withSubs, subcharts, dependencies: enabled };
  // helm leaves Metadata.Dependencies nil when every dependency is disabled, and then imports nothing.
  return enabled.length ? importValues(processed) : processed;
}

/**
 * processImportValues: the chart's values become its values coalesced with its subcharts' (nulls dropped,
 * trimNilValues), under which the imported tables are laid: for `{child: C, parent: P}` the subchart's table
 * at `C` placed at `P` (`.` is the top), for a string `S` the subchart's `exports.S` at the top. The chart's
 * own values win over imported ones, and an earlier import over a later one. An import whose table is
 * missing (or is no table) is skipped; helm only logs a warning.
 */
function importValues(chart: Chart): Chart {
  const values = withoutNulls(coalesceValues(chart, new GoMap(new Map())));
  const imported = new GoMap(new Map());
  for (const dep of chart.dependencies)
    for (const entry of dep.importValues) {
      let child: string;
      let parent: string;
      if (typeof entry === 'string') {
        child = `exports.${entry}`;
        parent = '.';
      } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
        const pair = entry as Record<string, unknown>;
        // helm asserts both are strings (a panic otherwise); here that is an error naming the dependency.
        if (typeof pair.child !== 'string' || typeof pair.parent !== 'string')
          throw new Error(
            `dependency ${dep.name}: an import-values entry of child/parent form needs both as strings`,
          );
        child = pair.child;
        parent = pair.parent;
      } else continue;
      const table = tableAt(values, `${dep.name}.${child}`);
      if (!table) continue;
      const placed =
        parent === '.'
          ? (copyValue(table) as GoMap)
          : parent
              .split('.')
              .reduceRight((inner, key) => new GoMap(new Map([[key, inner]])), copyValue(table) as GoMap);
      coalesceTables(imported, placed, false);
    }
  coalesceTables(values, imported, false);
  return { ...chart, values: values.entries };
}

/** Values.Table: the table at a dotted path, each step a table; undefined when one is missing or no table. */
function tableAt(values: GoMap, path: string): GoMap | undefined {
  let table: GoMap = values;
  for (const key of path.split('.')) {
    const next = table.entries.get(key);
    if (!(next instanceof GoMap)) return undefined;
    table = next;
  }
  return table;
}

/** trimNilValues: null values removed, in tables at any depth (lists are left as they are). */
function withoutNulls(values: GoMap): GoMap {
  const out = new Map<string, Value>();
  for (const [key, value] of values.entries) {
    if (value === null || value === undefined) continue;
    out.set(key, value instanceof GoMap ? withoutNulls(value) : value);
  }
  return new GoMap(out);
}
