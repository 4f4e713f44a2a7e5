import { parseAllDocuments } from 'yaml';
import { deepMerge, isYamlMap, yamlKind } from '../../yaml/deep-merge.js';
import { fromData } from '../functions/encoding.js';
import { marshalYamlV2, type YamlData } from '../functions/yaml-v2.js';
import { GoList, GoMap, type Value } from '../template/values.js';

/**
 * The `merge` strategy: YAML read as sealos reads it (sigs.k8s.io/yaml: YAML 1.1, numbers through JSON) and
 * written as it writes it (yaml.v2: keys sorted), documents joined by "\n---\n".
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function valueToJson(value: Value): Json {
  if (value === undefined || value === null) return null;
  if (value instanceof GoList) return value.items.map(valueToJson);
  if (value instanceof GoMap)
    return Object.fromEntries([...value.entries].map(([k, v]) => [k, valueToJson(v)]));
  if (typeof value === 'bigint') return Number(value);
  return value as Json;
}

const YAML_OPTIONS = {
  version: '1.1' as const,
  customTags: (tags: import('yaml').Tags) =>
    tags.filter((tag) => typeof tag === 'string' || tag.tag !== 'tag:yaml.org,2002:timestamp'),
  uniqueKeys: false,
};

/** Every document of a YAML text as JSON-like data (empty documents are null). */
export function parseYamlDocuments(text: string): Json[] {
  return parseAllDocuments(text, YAML_OPTIONS).map((doc) => {
    if ('errors' in doc && doc.errors.length > 0) throw doc.errors[0];
    return valueToJson(fromData(doc.toJS()));
  });
}

function jsonToYamlData(value: Json): YamlData {
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(jsonToYamlData);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonToYamlData(v)]));
  return value;
}

export function marshalYaml(value: Json): string {
  return marshalYamlV2(jsonToYamlData(value));
}

/**
 * Merges `data` (a YAML map) into every non-empty document of `existing` (missing or empty = one empty
 * document). Throws MergeClash or the YAML parser's error.
 */
export function mergeYaml(existing: string | undefined, data: string): string {
  const incoming = parseYamlDocuments(data)[0] ?? null;
  if (!isYamlMap(incoming)) throw new Error(`data is not a YAML map (found a ${yamlKind(incoming)})`);
  const documents = parseYamlDocuments(existing ?? '').filter((doc) => doc !== null);
  const targets: Json[] = documents.length > 0 ? documents : [{}];
  return targets.map((doc) => marshalYaml(deepMerge(doc, incoming))).join('\n---\n');
}
