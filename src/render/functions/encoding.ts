import { createHash } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import { errorMessage } from '../../errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { goQuote } from '../template/quote.js';
import { asInteger, GoInt64, GoList, GoMap, GoObject, type Value } from '../template/values.js';
import { hasUnreadableCharacters, marshalYamlV2, type YamlData } from './yaml-v2.js';

/** Encodings: base64, hashes, and sealos's JSON/YAML helpers (pkg/template/funcmap.go). */

/** encoding/json's string encoding (Go 1.19): HTML-safe, \u2028/\u2029 escaped, \b and \f as \u00XX. */
function jsonString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || ch === '<' || ch === '>' || ch === '&' || c === 0x2028 || c === 0x2029)
      out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** json.Marshal of a template value. */
export function toJson(v: Value): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return jsonString(v);
  if (typeof v === 'boolean') return String(v);
  if (asInteger(v) !== undefined) return String(asInteger(v));
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (v instanceof GoList) return `[${v.items.map(toJson).join(',')}]`;
  if (v instanceof GoMap)
    return `{${v
      .sortedKeys()
      .map((k) => `${jsonString(k)}:${toJson(v.entries.get(k))}`)
      .join(',')}}`;
  if (v instanceof GoObject) return jsonString(v.toString());
  return 'null';
}

/** The value after a JSON round trip, as yaml.v2 reads it back: whole numbers become ints. */
function toYamlData(v: Value): YamlData {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') {
    const text = String(v);
    return /^-?\d+$/.test(text) ? BigInt(text) : v;
  }
  if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'bigint') return v;
  if (v instanceof GoInt64) return v.value;
  if (v instanceof GoList) return v.items.map(toYamlData);
  if (v instanceof GoMap)
    return Object.fromEntries(v.sortedKeys().map((k) => [k, toYamlData(v.entries.get(k))]));
  return v.toString();
}

/** JSON/YAML data as template values: objects are maps, numbers float64 (as Go's json decodes them). */
export function fromData(data: unknown): Value {
  if (data === null || data === undefined) return null;
  if (typeof data === 'string' || typeof data === 'boolean') return data;
  if (typeof data === 'number') return data;
  if (typeof data === 'bigint') return Number(data);
  if (data instanceof Date) return data.toISOString();
  if (Array.isArray(data)) return new GoList(data.map(fromData));
  if (data instanceof Map) return new GoMap(new Map([...data].map(([k, v]) => [String(k), fromData(v)])));
  if (typeof data === 'object')
    return new GoMap(
      new Map(Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, fromData(v)])),
    );
  return String(data);
}

/** sealos's toYaml: json.Marshal, then a yaml.v2 round trip; any failure gives "" (swallowed in Go). */
export function toYaml(v: Value): string {
  const data = toYamlData(v);
  if (hasUnreadableCharacters(data)) return '';
  return marshalYamlV2(data).replace(/\n$/, '');
}

/** YAML 1.1 as yaml.v2 reads it (yes/no booleans...), timestamps kept as strings. */
export function parseYaml11(text: string): unknown {
  return parseYaml(text, {
    version: '1.1',
    customTags: (tags) =>
      tags
        .filter((tag) => typeof tag === 'string' || tag.tag !== 'tag:yaml.org,2002:timestamp')
        .map((tag) =>
          typeof tag !== 'string' && tag.tag === FLOAT_TAG && tag.test && !tag.test.test('.inf')
            ? { ...tag, test: new RegExp(`${FLOAT_NEEDS_DIGIT}(?:${tag.test.source})`) }
            : tag,
        ),
    uniqueKeys: false,
  });
}

const FLOAT_TAG = 'tag:yaml.org,2002:float';
/** go-yaml v2 reads a float only with a digit in its mantissa: `.`, `-.` and `.e5` stay strings (YAML 1.1's regex takes them). */
const FLOAT_NEEDS_DIGIT = '^(?=[-+]?\\.?[0-9])';

/**
 * encoding/json's wording for the common parse errors (empty input, a document that cannot start a value);
 * other positions keep JavaScript's message.
 */
export function jsonErrorMessage(text: string, error: unknown): string {
  const first = text.trimStart()[0];
  if (first === undefined) return 'unexpected end of JSON input';
  if (!/[{["\-0-9tfn]/.test(first)) {
    const quoted = first === "'" ? "'\\''" : first === '"' ? `'"'` : `'${goQuote(first).slice(1, -1)}'`;
    return `invalid character ${quoted} looking for beginning of value`;
  }
  return errorMessage(error).replace(/^Unexpected end of JSON input$/, 'unexpected end of JSON input');
}

/** The JSON kind encoding/json names when a document does not fit the target type. */
function jsonKind(data: unknown): string {
  if (Array.isArray(data)) return 'array';
  if (typeof data === 'number' || typeof data === 'bigint') return 'number';
  if (typeof data === 'object') return 'object';
  return typeof data === 'boolean' ? 'bool' : 'string';
}

/**
 * Decodes into a map (`list` false) or a list, like json.Unmarshal into map[string]interface{} or
 * []interface{}: null leaves it empty; a document of another kind is Go's "cannot unmarshal" error.
 */
function decodeInto(data: unknown, list: boolean): GoMap | GoList {
  const target = list ? '[]interface {}' : 'map[string]interface {}';
  if (data === null || data === undefined) return list ? new GoList([]) : new GoMap(new Map());
  const value = fromData(data);
  if (list ? value instanceof GoList : value instanceof GoMap) return value as GoMap | GoList;
  throw new Error(`json: cannot unmarshal ${jsonKind(data)} into Go value of type ${target}`);
}

/** sealos's fromYaml/fromJson family: a parse or type error is returned inside the result, not raised. */
function decodeDocument(text: string, format: 'yaml' | 'json', list: boolean): GoMap | GoList {
  try {
    const data = format === 'yaml' ? parseYaml11(text) : JSON.parse(text);
    return decodeInto(data, list);
  } catch (error) {
    const message = format === 'json' ? jsonErrorMessage(text, error) : errorMessage(error);
    return list ? new GoList([message]) : new GoMap(new Map([['Error', message]]));
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** base64.StdEncoding.DecodeString; sprig returns the error text instead of failing. */
function base64Decode(text: string): string {
  const clean = text.replace(/[\r\n]/g, '');
  if (!BASE64.test(clean) || clean.length % 4 !== 0) {
    const bad = [...clean].findIndex((c) => !/[A-Za-z0-9+/=]/.test(c));
    const at = bad >= 0 ? bad : clean.length - (clean.length % 4 || 4);
    return `illegal base64 data at input byte ${at}`;
  }
  return Buffer.from(clean, 'base64').toString();
}

const hash = (algorithm: string, text: string): string => createHash(algorithm).update(text).digest('hex');

export const ENCODING_FUNCTIONS: [string, TemplateFunction][] = [
  ['b64enc', fn(['string'], ([s]) => Buffer.from(s as string).toString('base64'))],
  ['b64dec', fn(['string'], ([s]) => base64Decode(s as string))],
  ['sha256sum', fn(['string'], ([s]) => hash('sha256', s as string))],
  ['sha1sum', fn(['string'], ([s]) => hash('sha1', s as string))],
  ['toJson', fn(['any'], ([v]) => toJson(v))],
  [
    'toRawJson',
    fn(['any'], ([v]) =>
      toJson(v)
        .replace(/\\u0026/g, '&')
        .replace(/\\u003c/g, '<')
        .replace(/\\u003e/g, '>'),
    ),
  ],
  ['fromJson', fn(['string'], ([s]) => decodeDocument(s as string, 'json', false))],
  ['fromJsonArray', fn(['string'], ([s]) => decodeDocument(s as string, 'json', true))],
  ['toYaml', fn(['any'], ([v]) => toYaml(v))],
  ['fromYaml', fn(['string'], ([s]) => decodeDocument(s as string, 'yaml', false))],
  ['fromYamlArray', fn(['string'], ([s]) => decodeDocument(s as string, 'yaml', true))],
];
