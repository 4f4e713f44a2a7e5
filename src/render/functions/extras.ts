import { randomInt, randomUUID } from 'node:crypto';
import { FunctionError } from '../template/errors.js';
import { sprint } from '../template/format.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { checkSequenceSize } from '../template/limits.js';
import { GoInt64, GoList, GoMap, goTypeName, kindName, type Value } from '../template/values.js';
import { deepEqual } from './collections.js';
import { toFloat64 } from './convert.js';
import { fromData, jsonErrorMessage, toJson } from './encoding.js';

/** Less common sprig functions: float math, JSON variants, base32, type checks, random strings. */

/** An exact decimal: coef × 10^exp (shopspring/decimal, which sprig's float math uses). */
interface ScaledDecimal {
  coef: bigint;
  exp: number;
}

/** decimal.NewFromFloat: the shortest decimal that reads back as the float. */
function decimalFromFloat(f: number): ScaledDecimal {
  if (!Number.isFinite(f)) throw new FunctionError(`Cannot create a Decimal from ${f}`);
  const [mantissa, exponent] = f.toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const fraction = mantissa.includes('.') ? mantissa.split('.')[1]!.length : 0;
  return { coef: BigInt(digits), exp: Number(exponent) - fraction };
}

function align(a: ScaledDecimal, b: ScaledDecimal): [bigint, bigint, number] {
  const exp = Math.min(a.exp, b.exp);
  return [a.coef * 10n ** BigInt(a.exp - exp), b.coef * 10n ** BigInt(b.exp - exp), exp];
}

const DIVISION_PRECISION = 16;

function decimalOp(op: 'add' | 'sub' | 'mul' | 'div', a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal {
  if (op === 'mul') return { coef: a.coef * b.coef, exp: a.exp + b.exp };
  const [x, y, exp] = align(a, b);
  if (op === 'add') return { coef: x + y, exp };
  if (op === 'sub') return { coef: x - y, exp };
  if (y === 0n) throw new FunctionError('decimal division by 0');
  // DivRound(d2, 16): the quotient at 16 decimals, rounded half away from zero.
  const scaled = x * 10n ** BigInt(DIVISION_PRECISION);
  let q = scaled / y;
  const r = scaled % y;
  const abs = (n: bigint) => (n < 0n ? -n : n);
  if (2n * abs(r) >= abs(y)) q += x < 0n !== y < 0n ? -1n : 1n;
  return { coef: q, exp: -DIVISION_PRECISION };
}

function decimalToFloat(d: ScaledDecimal): number {
  return Number(`${d.coef}e${d.exp}`);
}

function decimalFold(op: 'add' | 'sub' | 'mul' | 'div', first: Value, rest: Value[]): number {
  let acc = decimalFromFloat(toFloat64(first));
  for (const v of rest) acc = decimalOp(op, acc, decimalFromFloat(toFloat64(v)));
  return decimalToFloat(acc);
}

/** sprig's round: to `places` decimals, rounding up from `roundOn` (default .5) of the next digit. */
function sprigRound(value: Value, places: bigint, roundOn = 0.5): number {
  const pow = 10 ** Number(places);
  const digit = pow * toFloat64(value);
  const fraction = digit - Math.trunc(digit);
  return (fraction >= roundOn ? Math.ceil(digit) : Math.floor(digit)) / pow;
}

/** json.MarshalIndent(v, "", "  ") of what toJson writes compactly. */
function prettyJson(compact: string): string {
  if (compact === '') return '';
  return JSON.stringify(JSON.parse(compact), null, 2).replace(
    /[\u2028\u2029<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const unescapeHtml = (json: string): string =>
  json
    .replace(/\\u0026/g, '&')
    .replace(/\\u003c/g, '<')
    .replace(/\\u003e/g, '>');

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Encode(text: string): string {
  const bytes = Buffer.from(text);
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}

/** base32.StdEncoding.DecodeString; sprig returns the error text instead of failing. */
function base32Decode(text: string): string {
  const clean = text.replace(/[\r\n]/g, '');
  const bad = [...clean.replace(/=+$/, '')].findIndex((c) => !BASE32.includes(c));
  if (bad >= 0 || clean.length % 8 !== 0)
    return `illegal base32 data at input byte ${bad >= 0 ? bad : clean.length - (clean.length % 8)}`;
  let bits = '';
  for (const c of clean.replace(/=+$/, '')) bits += BASE32.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes).toString();
}

function randomString(count: bigint, alphabet: string): string {
  checkSequenceSize('a random string length', count);
  let out = '';
  for (let i = 0n; i < count; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ASCII = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');

/** Go's %T. */
const typeOf = (v: Value): string => goTypeName(v);

/** mergo's isEmptyValue for template values. */
const isEmptyValue = (v: Value): boolean =>
  v === null ||
  v === undefined ||
  v === '' ||
  v === 0n ||
  (v instanceof GoInt64 && v.value === 0n) ||
  v === 0 ||
  v === false ||
  (v instanceof GoMap && v.entries.size === 0) ||
  (v instanceof GoList && v.items.length === 0);

/**
 * mergo.Merge (overwrite false) / MergeWithOverwrite of a source dict into `dst`, in place as mergo does
 * (as the Go oracle shows): a dict merges into a non-empty dict recursively and never replaces another
 * non-empty value; a list replaces when overwriting or when the slot is empty; nil is copied only when
 * overwriting; other values replace when overwriting or when the slot is empty.
 */
function mergeInto(dst: GoMap, src: GoMap, overwrite: boolean): void {
  for (const [key, value] of src.entries) {
    const current = dst.entries.get(key);
    const slotEmpty = current === undefined || isEmptyValue(current);
    if (value === null || value === undefined) {
      if (overwrite) dst.entries.set(key, null);
    } else if (value instanceof GoMap) {
      if (current instanceof GoMap && !slotEmpty) mergeInto(current, value, overwrite);
      else if (slotEmpty) dst.entries.set(key, value);
    } else if (overwrite || slotEmpty) {
      dst.entries.set(key, value);
    }
  }
}

function mergeDicts(args: Value[], overwrite: boolean): Value {
  const [dst, ...srcs] = args as (GoMap | null)[];
  const target = dst ?? new GoMap(new Map());
  for (const src of srcs) if (src) mergeInto(target, src, overwrite);
  return target;
}

/** How a failed Go type assertion names the value it found. */
const assertedType = (v: Value): string =>
  `interface {} is ${v === null || v === undefined ? 'nil' : goTypeName(v)}`;

/** sprig's dig: the value at a path of keys in nested dicts, or the default. */
function dig(args: Value[]): Value {
  if (args.length < 3) throw new FunctionError('dig needs at least three arguments');
  let current = args.at(-1);
  const fallback = args.at(-2);
  const keys = args.slice(0, -2);
  for (const [i, key] of keys.entries()) {
    if (!(current instanceof GoMap))
      throw new FunctionError(`interface conversion: ${assertedType(current)}, not map[string]interface {}`);
    if (typeof key !== 'string')
      throw new FunctionError(`interface conversion: ${assertedType(key)}, not string`);
    if (!current.entries.has(key)) return fallback;
    current = current.entries.get(key);
    if (i === keys.length - 1) return current;
  }
  return current;
}

/** sprig's chunk: the list cut into lists of `size`. */
function chunk(size: bigint, list: Value): GoList {
  if (!(list instanceof GoList)) {
    if (list === null || list === undefined)
      throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
    throw new FunctionError(`Cannot chunk type ${kindName(list)}`);
  }
  const n = Number(size);
  const out: Value[] = [];
  for (let i = 0; i < list.items.length; i += n) out.push(new GoList(list.items.slice(i, i + n)));
  return new GoList(out, '[]interface {}');
}

/** reflect-based deep copy (copystructure) of lists and dicts. */
function deepCopy(v: Value): Value {
  if (v instanceof GoList) return new GoList(v.items.map(deepCopy), v.elem);
  if (v instanceof GoMap) return new GoMap(new Map([...v.entries].map(([k, x]) => [k, deepCopy(x)])), v.elem);
  return v;
}

export const EXTRA_FUNCTIONS: [string, TemplateFunction][] = [
  ['merge', fn(['map'], (args) => mergeDicts(args, false), 'map')],
  ['mustMerge', fn(['map'], (args) => mergeDicts(args, false), 'map')],
  ['mergeOverwrite', fn(['map'], (args) => mergeDicts(args, true), 'map')],
  ['mustMergeOverwrite', fn(['map'], (args) => mergeDicts(args, true), 'map')],
  ['dig', fn([], (args) => dig(args), 'any')],
  ['chunk', fn(['int', 'any'], ([size, list]) => chunk(size as bigint, list))],
  ['mustChunk', fn(['int', 'any'], ([size, list]) => chunk(size as bigint, list))],
  ['deepCopy', fn(['any'], ([v]) => deepCopy(v))],
  ['mustDeepCopy', fn(['any'], ([v]) => deepCopy(v))],
  ['add1f', fn(['any'], ([i]) => decimalFold('add', i, [1n]))],
  ['addf', fn([], (args) => decimalFold('add', 0, args), 'any')],
  ['subf', fn(['any'], ([a, ...rest]) => decimalFold('sub', a, rest), 'any')],
  ['mulf', fn(['any'], ([a, ...rest]) => decimalFold('mul', a, rest), 'any')],
  ['divf', fn(['any'], ([a, ...rest]) => decimalFold('div', a, rest), 'any')],
  [
    'maxf',
    fn(['any'], ([a, ...rest]) => rest.map(toFloat64).reduce((x, y) => Math.max(x, y), toFloat64(a)), 'any'),
  ],
  [
    'minf',
    fn(['any'], ([a, ...rest]) => rest.map(toFloat64).reduce((x, y) => Math.min(x, y), toFloat64(a)), 'any'),
  ],
  [
    'round',
    fn(
      ['any', 'int'],
      ([a, p, ...opt]) => sprigRound(a, p as bigint, opt.length ? (opt[0] as number) : undefined),
      'float64',
    ),
  ],
  ['toPrettyJson', fn(['any'], ([v]) => prettyJson(toJson(v)))],
  ['mustToJson', fn(['any'], ([v]) => toJson(v))],
  ['mustToPrettyJson', fn(['any'], ([v]) => prettyJson(toJson(v)))],
  ['mustToRawJson', fn(['any'], ([v]) => unescapeHtml(toJson(v)))],
  [
    'mustFromJson',
    fn(['string'], ([text]) => {
      try {
        return fromData(JSON.parse(text as string));
      } catch (error) {
        throw new FunctionError(jsonErrorMessage(text as string, error));
      }
    }),
  ],
  ['b32enc', fn(['string'], ([s]) => base32Encode(s as string))],
  ['b32dec', fn(['string'], ([s]) => base32Decode(s as string))],
  ['deepEqual', fn(['any', 'any'], ([a, b]) => deepEqual(a, b))],
  ['typeOf', fn(['any'], ([v]) => typeOf(v))],
  ['typeIs', fn(['string', 'any'], ([target, v]) => target === typeOf(v))],
  ['typeIsLike', fn(['string', 'any'], ([target, v]) => target === typeOf(v) || `*${target}` === typeOf(v))],
  ['kindOf', fn(['any'], ([v]) => (v === null ? 'invalid' : kindName(v)))],
  ['kindIs', fn(['string', 'any'], ([target, v]) => target === (v === null ? 'invalid' : kindName(v)))],
  ['regexQuoteMeta', fn(['string'], ([s]) => (s as string).replace(/[\\.+*?()|[\]{}^$]/g, '\\$&'))],
  ['randAlphaNum', fn(['int'], ([n]) => randomString(n as bigint, LETTERS + DIGITS))],
  ['randAlpha', fn(['int'], ([n]) => randomString(n as bigint, LETTERS))],
  ['randNumeric', fn(['int'], ([n]) => randomString(n as bigint, DIGITS))],
  ['randAscii', fn(['int'], ([n]) => randomString(n as bigint, ASCII))],
  ['uuidv4', fn([], () => randomUUID())],
  ['toDecimal', fn(['any'], ([v]) => decodeOctal(v))],
];

/** sprig's toDecimal: a Unix octal mode string to its decimal value (0 when it is not octal). */
function decodeOctal(v: Value): GoInt64 {
  const text = sprint([v]);
  const m = /^([+-]?)([0-7]+)$/.exec(text);
  if (!m) return new GoInt64(0n);
  const value = BigInt(`0o${m[2]}`);
  return new GoInt64(m[1] === '-' ? -value : value);
}
