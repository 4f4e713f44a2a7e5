import { FunctionError } from '../template/errors.js';
import { formatValue } from '../template/format.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { checkSequenceSize } from '../template/limits.js';
import { GoInt64, GoList, GoMap, isEmpty, kindName, type Value } from '../template/values.js';
import { strval, toInt64 } from './convert.js';

/** sprig's defaults, list and dict functions (defaults.go, list.go, dict.go). */

/**
 * The list a sprig list function works on. sprig panics on anything else, with `message(kind)`; for nil its
 * reflect.TypeOf(nil).Kind() itself panics with a nil dereference. Go reports both as "error calling".
 */
function listArg(v: Value, message: (kind: string) => string): Value[] {
  if (v instanceof GoList) return v.items;
  if (v === null || v === undefined)
    throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
  throw new FunctionError(message(kindName(v)));
}

const find = (name: string) => (kind: string) => `Cannot find ${name} on type ${kind}`;

/** reflect.DeepEqual for template values. */
export function deepEqual(a: Value, b: Value): boolean {
  if (a instanceof GoList && b instanceof GoList)
    return (
      a.elem === b.elem &&
      a.items.length === b.items.length &&
      a.items.every((x, i) => deepEqual(x, b.items[i]))
    );
  if (a instanceof GoMap && b instanceof GoMap)
    return (
      a.elem === b.elem &&
      a.entries.size === b.entries.size &&
      [...a.entries].every(([k, v]) => b.entries.has(k) && deepEqual(v, b.entries.get(k)))
    );
  if (a instanceof GoInt64 && b instanceof GoInt64) return a.value === b.value;
  return a === b || (isNilish(a) && isNilish(b));
}

const isNilish = (v: Value): boolean => v === null || v === undefined;

function until(count: bigint): GoList {
  return untilStep(0n, count, count < 0n ? -1n : 1n);
}

function untilStep(start: bigint, stop: bigint, step: bigint): GoList {
  const items: Value[] = [];
  if (step !== 0n && (stop - start) / step > 0n) checkSequenceSize('a list', (stop - start) / step);
  if (stop < start) {
    if (step >= 0n) return new GoList(items, 'int');
    for (let i = start; i > stop; i += step) items.push(i);
    return new GoList(items, 'int');
  }
  if (step <= 0n) return new GoList(items, 'int');
  for (let i = start; i < stop; i += step) items.push(i);
  return new GoList(items, 'int');
}

function seq(params: bigint[]): string {
  const join = (l: GoList) => l.items.map((x) => formatValue(x)).join(' ');
  if (params.length === 1) {
    const end = params[0]!;
    const inc = end < 1n ? -1n : 1n;
    return join(untilStep(1n, end + inc, inc));
  }
  if (params.length === 2) {
    const [start, end] = params as [bigint, bigint];
    const inc = end < start ? -1n : 1n;
    return join(untilStep(start, end + inc, inc));
  }
  if (params.length === 3) {
    const [start, step, end] = params as [bigint, bigint, bigint];
    if (end < start) {
      if (step >= 0n) return '';
      return join(untilStep(start, end - 1n, step));
    }
    if (step <= 0n) return '';
    return join(untilStep(start, end + 1n, step));
  }
  return '';
}

function dict(args: Value[]): GoMap {
  const entries = new Map<string, Value>();
  for (let i = 0; i < args.length; i += 2) {
    const key = strval(args[i]);
    entries.set(key, i + 1 >= args.length ? '' : args[i + 1]);
  }
  return new GoMap(entries);
}

function requireMap(v: Value): GoMap {
  if (v instanceof GoMap) return v;
  return new GoMap(new Map());
}

export const COLLECTION_FUNCTIONS: [string, TemplateFunction][] = [
  [
    'default',
    fn(['any'], ([d, ...given]) => (given.length === 0 || isEmpty(given[0]) ? d : given[0]), 'any'),
  ],
  ['empty', fn(['any'], ([v]) => isEmpty(v))],
  ['coalesce', fn([], (args) => args.find((v) => !isEmpty(v)) ?? null, 'any')],
  ['all', fn([], (args) => args.every((v) => !isEmpty(v)), 'any')],
  ['any', fn([], (args) => args.some((v) => !isEmpty(v)), 'any')],
  ['ternary', fn(['any', 'any', 'bool'], ([t, f, cond]) => (cond ? t : f))],
  ['list', fn([], (args) => new GoList(args), 'any')],
  ['tuple', fn([], (args) => new GoList(args), 'any')],
  ['first', fn(['any'], ([l]) => listArg(l, find('first'))[0] ?? null)],
  ['last', fn(['any'], ([l]) => listArg(l, find('last')).at(-1) ?? null)],
  ['rest', fn(['any'], ([l]) => new GoList(listArg(l, find('rest')).slice(1)))],
  ['initial', fn(['any'], ([l]) => new GoList(listArg(l, find('initial')).slice(0, -1)))],
  ['reverse', fn(['any'], ([l]) => new GoList([...listArg(l, find('reverse'))].reverse()))],
  [
    'uniq',
    fn(['any'], ([l]) => {
      const out: Value[] = [];
      for (const item of listArg(l, find('uniq'))) if (!out.some((x) => deepEqual(x, item))) out.push(item);
      return new GoList(out);
    }),
  ],
  [
    'compact',
    fn(
      ['any'],
      ([l]) => new GoList(listArg(l, (k) => `Cannot compact on type ${k}`).filter((x) => !isEmpty(x))),
    ),
  ],
  [
    'append',
    fn(['any', 'any'], ([l, v]) => new GoList([...listArg(l, (k) => `Cannot push on type ${k}`), v])),
  ],
  ['push', fn(['any', 'any'], ([l, v]) => new GoList([...listArg(l, (k) => `Cannot push on type ${k}`), v]))],
  [
    'prepend',
    fn(['any', 'any'], ([l, v]) => new GoList([v, ...listArg(l, (k) => `Cannot prepend on type ${k}`)])),
  ],
  [
    'has',
    fn(['any', 'any'], ([needle, l]) =>
      l === null ? false : listArg(l, find('has')).some((x) => deepEqual(x, needle)),
    ),
  ],
  [
    'without',
    fn(
      ['any'],
      ([l, ...omit]) =>
        new GoList(listArg(l, find('without')).filter((x) => !omit.some((o) => deepEqual(o, x)))),
      'any',
    ),
  ],
  [
    'concat',
    fn(
      [],
      (lists) => new GoList(lists.flatMap((l) => listArg(l, (k) => `Cannot concat type ${k} as list`))),
      'any',
    ),
  ],
  ['until', fn(['int'], ([count]) => until(count as bigint))],
  ['untilStep', fn(['int', 'int', 'int'], ([a, b, c]) => untilStep(a as bigint, b as bigint, c as bigint))],
  ['seq', fn([], (params) => seq(params as bigint[]), 'int')],
  ['dict', fn([], (args) => dict(args), 'any')],
  [
    'get',
    fn(['map', 'string'], ([d, key]) =>
      requireMap(d).entries.has(key as string) ? requireMap(d).entries.get(key as string)! : '',
    ),
  ],
  [
    'set',
    fn(['map', 'string', 'any'], ([d, key, value]) => {
      requireMap(d).entries.set(key as string, value);
      return d;
    }),
  ],
  [
    'unset',
    fn(['map', 'string'], ([d, key]) => {
      requireMap(d).entries.delete(key as string);
      return d;
    }),
  ],
  ['hasKey', fn(['map', 'string'], ([d, key]) => requireMap(d).entries.has(key as string))],
  [
    'keys',
    fn(
      [],
      (dicts) =>
        new GoList(
          dicts.flatMap((d) => [...requireMap(d).entries.keys()]),
          'string',
        ),
      'map',
    ),
  ],
  ['values', fn(['map'], ([d]) => new GoList([...requireMap(d).entries.values()]))],
  [
    'pluck',
    fn(
      ['string'],
      ([key, ...dicts]) =>
        new GoList(
          dicts
            .filter((d) => requireMap(d).entries.has(key as string))
            .map((d) => requireMap(d).entries.get(key as string)!),
        ),
      'map',
    ),
  ],
  [
    'pick',
    fn(
      ['map'],
      ([d, ...keys]) => new GoMap(new Map([...requireMap(d).entries].filter(([k]) => keys.includes(k)))),
      'string',
    ),
  ],
  [
    'omit',
    fn(
      ['map'],
      ([d, ...keys]) => new GoMap(new Map([...requireMap(d).entries].filter(([k]) => !keys.includes(k)))),
      'string',
    ),
  ],
  ['int', fn(['any'], ([v]) => toInt64(v))],
  ['int64', fn(['any'], ([v]) => new GoInt64(toInt64(v)))],
];
