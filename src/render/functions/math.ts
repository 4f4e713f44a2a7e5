import { FunctionError } from '../template/errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { parseGoInteger } from '../template/numbers.js';
import { GoInt64, type Value } from '../template/values.js';
import { toFloat64, toInt64, wrap64 } from './convert.js';

/** sprig's integer and float math (numeric.go and the math entries of functions.go). */

function divide(a: bigint, b: bigint, op: 'div' | 'mod'): bigint {
  if (b === 0n) throw new FunctionError('runtime error: integer divide by zero');
  // BigInt division truncates toward zero, as Go's does.
  return wrap64(op === 'div' ? a / b : a % b);
}

/** strconv.Atoi; sprig ignores the error and returns 0. */
function atoi(text: string): bigint {
  if (!/^[+-]?[0-9]+$/.test(text)) return 0n;
  const value = parseGoInteger(text.replace(/^([+-]?)0+(?=\d)/, '$1'));
  if (value === undefined || value < -(2n ** 63n) || value >= 2n ** 63n) return 0n;
  return value;
}

const ints = (args: Value[]): bigint[] => args.map(toInt64);
/** sprig's math returns int64, wrapping around like Go. */
const int64 = (n: bigint): GoInt64 => new GoInt64(wrap64(n));
const bigger = (x: bigint, y: bigint): bigint => (y > x ? y : x);
const smaller = (x: bigint, y: bigint): bigint => (y < x ? y : x);

export const MATH_FUNCTIONS: [string, TemplateFunction][] = [
  ['add1', fn(['any'], ([i]) => int64(toInt64(i) + 1n))],
  ['add', fn([], (args) => int64(ints(args).reduce((a, b) => a + b, 0n)), 'any')],
  ['sub', fn(['any', 'any'], ([a, b]) => int64(toInt64(a) - toInt64(b)))],
  ['div', fn(['any', 'any'], ([a, b]) => int64(divide(toInt64(a), toInt64(b), 'div')))],
  ['mod', fn(['any', 'any'], ([a, b]) => int64(divide(toInt64(a), toInt64(b), 'mod')))],
  [
    'mul',
    fn(['any'], ([a, ...rest]) => int64(ints(rest).reduce((x, y) => wrap64(x * y), toInt64(a))), 'any'),
  ],
  ['max', fn(['any'], ([a, ...rest]) => int64(ints(rest).reduce(bigger, toInt64(a))), 'any')],
  ['biggest', fn(['any'], ([a, ...rest]) => int64(ints(rest).reduce(bigger, toInt64(a))), 'any')],
  ['min', fn(['any'], ([a, ...rest]) => int64(ints(rest).reduce(smaller, toInt64(a))), 'any')],
  ['atoi', fn(['string'], ([a]) => atoi(a as string))],
  ['float64', fn(['any'], ([v]) => toFloat64(v))],
  ['floor', fn(['any'], ([v]) => Math.floor(toFloat64(v)))],
  ['ceil', fn(['any'], ([v]) => Math.ceil(toFloat64(v)))],
];
