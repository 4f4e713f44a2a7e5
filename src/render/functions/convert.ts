import { formatValue } from '../template/format.js';
import { parseGoInteger } from '../template/numbers.js';
import { asInteger, GoList, GoObject, type Value } from '../template/values.js';

/** sprig's strval: strings as they are, Stringers through String(), anything else as fmt %v. */
export function strval(v: Value): string {
  if (typeof v === 'string') return v;
  if (v instanceof GoObject) return v.toString();
  if (v === undefined || v === null) return '<nil>';
  return formatValue(v);
}

/** sprig's strslice: a list as strings (nil elements dropped), nil as empty, anything else as one item. */
export function strslice(v: Value): string[] {
  if (v instanceof GoList) return v.items.filter((item) => item !== null && item !== undefined).map(strval);
  if (v === null || v === undefined) return [];
  return [strval(v)];
}

/** cast v1.5 trimZeroDecimal: "5.00" -> "5", "5.50" unchanged. */
function trimZeroDecimal(s: string): string {
  let foundZero = false;
  for (let i = s.length; i > 0; i--) {
    const c = s[i - 1];
    if (c === '.') {
      if (foundZero) return s.slice(0, i - 1);
    } else if (c === '0') foundZero = true;
    else return s;
  }
  return s;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** cast.ToInt64 (errors become 0, as sprig ignores them). */
export function toInt64(v: Value): bigint {
  const integer = asInteger(v);
  if (integer !== undefined) return integer;
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt.asIntN(64, BigInt(Math.trunc(v))) : INT64_MIN;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v === 'string') {
    const parsed = parseGoInteger(trimZeroDecimal(v));
    if (parsed === undefined || parsed < INT64_MIN || parsed > INT64_MAX) return 0n;
    return parsed;
  }
  return 0n;
}

/** cast.ToFloat64 (errors become 0). */
export function toFloat64(v: Value): number {
  if (typeof v === 'number') return v;
  if (asInteger(v) !== undefined) return Number(asInteger(v));
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') {
    // strconv.ParseFloat: Go-syntax underscores between digits, inf/infinity/nan in any case.
    if (/^[+-]?(inf|infinity)$/i.test(v)) return v.startsWith('-') ? -Infinity : Infinity;
    if (/^nan$/i.test(v)) return Number.NaN;
    const text = /(^|[^0-9])_|_($|[^0-9])/.test(v) ? '' : v.replaceAll('_', '');
    const f = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
    return Number.isNaN(f) ? 0 : f;
  }
  return 0;
}

/** Go's int64 arithmetic wraps around. */
export function wrap64(n: bigint): bigint {
  return BigInt.asIntN(64, n);
}
