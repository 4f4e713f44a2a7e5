import { GoInt64, GoList, GoMap, type Value } from '../render/template/values.js';
import type { Chart } from './chart.js';

type Schema = Record<string, unknown>;

/** gojsonschema's type names for a value. */
function schemaType(value: Value): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'bigint' || value instanceof GoInt64) return 'integer';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (value instanceof GoList) return 'array';
  if (value instanceof GoMap) return 'object';
  return 'string';
}

function plain(value: Value): unknown {
  if (value instanceof GoMap) return Object.fromEntries([...value.entries].map(([k, v]) => [k, plain(v)]));
  if (value instanceof GoList) return value.items.map(plain);
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof GoInt64) return Number(value.value);
  return value ?? null;
}

/**
 * The part of JSON Schema chart schemas use, checked as helm's ValidateAgainstSchema does (gojsonschema):
 * type, enum, const, required, properties, additionalProperties, items, anyOf/allOf/oneOf/not, local `$ref`
 * (`#/definitions/…`, `#/$defs/…`). Other keywords (formats, patterns, bounds) are not checked.
 */
function validate(schema: unknown, value: Value, path: string, root: Schema, errors: string[]): void {
  if (schema === true || schema === undefined) return;
  if (schema === false) {
    errors.push(`${path}: False always fails validation`);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const s = schema as Schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let target: unknown = root;
    for (const part of s.$ref.slice(2).split('/')) target = (target as Schema | undefined)?.[part];
    validate(target, value, path, root, errors);
  }
  const actual = schemaType(value);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    const ok = types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
    if (!ok) {
      errors.push(`${path}: Invalid type. Expected: ${types.join(', ')}, given: ${actual}`);
      return;
    }
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(plain(value))))
    errors.push(
      `${path}: ${path.split('.').at(-1)} must be one of the following: ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`,
    );
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    const passing = (s[key] as unknown[]).filter((sub) => {
      const found: string[] = [];
      validate(sub, value, path, root, found);
      return found.length === 0;
    }).length;
    const total = (s[key] as unknown[]).length;
    if (
      (key === 'allOf' && passing < total) ||
      (key === 'anyOf' && passing === 0) ||
      (key === 'oneOf' && passing !== 1)
    )
      errors.push(
        `${path}: Must validate ${key === 'allOf' ? 'all the schemas (allOf)' : key === 'anyOf' ? 'at least one schema (anyOf)' : 'one and only one schema (oneOf)'}`,
      );
  }
  if (s.not !== undefined) {
    const found: string[] = [];
    validate(s.not, value, path, root, found);
    if (found.length === 0) errors.push(`${path}: Must not validate the schema (not)`);
  }
  if (value instanceof GoMap) {
    for (const name of Array.isArray(s.required) ? (s.required as string[]) : [])
      if (!value.entries.has(name)) errors.push(`${path}: ${name} is required`);
    const properties = (s.properties ?? {}) as Schema;
    for (const [key, item] of value.entries) {
      const at = path === '(root)' ? key : `${path}.${key}`;
      if (key in properties) validate(properties[key], item, at, root, errors);
      else if (s.additionalProperties === false)
        errors.push(`${path}: Additional property ${key} is not allowed`);
      else if (typeof s.additionalProperties === 'object')
        validate(s.additionalProperties, item, at, root, errors);
    }
  }
  if (value instanceof GoList && s.items !== undefined && !Array.isArray(s.items))
    for (const [i, item] of value.items.entries()) validate(s.items, item, `${path}.${i}`, root, errors);
}

/**
 * helm's ValidateAgainstSchema: each chart with a values.schema.json checks its values (a subchart its
 * `.Values.<name>`); the problems, grouped by chart, or "" when there are none.
 */
export function schemaProblems(chart: Chart, values: GoMap): string {
  let report = '';
  const schemaFile = chart.files.get('values.schema.json');
  if (schemaFile) {
    let schema: Schema;
    try {
      schema = JSON.parse(schemaFile.toString('utf8')) as Schema;
    } catch (error) {
      return `${chart.name}:\n- values.schema.json: ${error instanceof Error ? error.message : String(error)}\n`;
    }
    const errors: string[] = [];
    validate(schema, values, '(root)', schema, errors);
    if (errors.length) report += `${chart.name}:\n${errors.map((e) => `- ${e}\n`).join('')}`;
  }
  for (const sub of chart.subcharts) {
    const own = values.entries.get(sub.name);
    report += schemaProblems(sub, own instanceof GoMap ? own : new GoMap(new Map()));
  }
  return report;
}
