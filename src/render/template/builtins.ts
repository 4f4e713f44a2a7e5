import { FunctionError } from './errors.js';
import { sprint, sprintf, sprintln } from './format.js';
import { fn, type TemplateFunction } from './functions.js';
import { asInteger, GoList, GoMap, GoObject, goTypeName, isTrue, kindName, type Value } from './values.js';

/** text/template's predefined functions (funcs.go), Go 1.19 semantics. */

type Kind = 'invalid' | 'bool' | 'int' | 'float' | 'string';

function basicKind(v: Value): Kind {
  if (typeof v === 'boolean') return 'bool';
  if (asInteger(v) !== undefined) return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'string';
  return 'invalid';
}

const isZero = (v: Value): boolean => v === undefined || v === null;

function eq(arg1: Value, rest: Value[]): boolean {
  if (rest.length === 0) throw new FunctionError('missing argument for comparison');
  const k1 = basicKind(arg1);
  for (const arg of rest) {
    const k2 = basicKind(arg);
    if (k1 !== k2) {
      if (!isZero(arg1) && !isZero(arg)) throw new FunctionError('incompatible types for comparison');
      continue;
    }
    if (k1 === 'invalid') {
      if (isZero(arg1) || isZero(arg)) {
        if (isZero(arg1) === isZero(arg)) return true;
        continue;
      }
      if (kindName(arg1) !== kindName(arg))
        throw new FunctionError(
          `non-comparable types ${sprintf('%s', [arg1])}: ${goTypeName(arg1)}, ${goTypeName(arg)}: ${sprint([arg])}`,
        );
      // Pointers compare by identity; slices and maps cannot be compared.
      if (arg1 instanceof GoObject) {
        if (arg1 === arg) return true;
        continue;
      }
      throw new FunctionError(`non-comparable type ${sprintf('%s', [arg])}: ${goTypeName(arg)}`);
    }
    if (k1 === 'int' ? asInteger(arg1) === asInteger(arg) : arg1 === arg) return true;
  }
  return false;
}

function lt(arg1: Value, arg2: Value): boolean {
  const k1 = basicKind(arg1);
  const k2 = basicKind(arg2);
  if (k1 === 'invalid' || k2 === 'invalid') throw new FunctionError('invalid type for comparison');
  if (k1 !== k2) throw new FunctionError('incompatible types for comparison');
  if (k1 === 'bool') throw new FunctionError('invalid type for comparison');
  if (k1 === 'string') return Buffer.compare(Buffer.from(arg1 as string), Buffer.from(arg2 as string)) < 0;
  if (k1 === 'int') return asInteger(arg1)! < asInteger(arg2)!;
  return (arg1 as number) < (arg2 as number);
}

function indexArg(indexValue: Value, cap: number): number {
  const index = asInteger(indexValue);
  if (index === undefined) {
    if (isZero(indexValue)) throw new FunctionError('cannot index slice/array with nil');
    throw new FunctionError(`cannot index slice/array with type ${goTypeName(indexValue)}`);
  }
  if (index < 0n || index > BigInt(cap)) throw new FunctionError(`index out of range: ${index}`);
  return Number(index);
}

function index(item: Value, indexes: Value[]): Value {
  let current = item;
  if (isZero(current)) throw new FunctionError('index of untyped nil');
  for (const i of indexes) {
    if (typeof current === 'string') {
      const bytes = Buffer.from(current);
      const x = indexArg(i, bytes.length);
      if (x === bytes.length) throw new FunctionError(`index out of range: ${x}`);
      // Go yields the byte (uint8); printed as a number.
      current = BigInt(bytes[x]!);
    } else if (current instanceof GoList) {
      const x = indexArg(i, current.items.length);
      if (x === current.items.length) throw new FunctionError(`index out of range: ${x}`);
      current = current.items[x];
    } else if (current instanceof GoMap) {
      if (isZero(i)) throw new FunctionError('value is nil; should be of type string');
      if (typeof i !== 'string') throw new FunctionError(`value has type ${goTypeName(i)}; should be string`);
      current = current.entries.has(i) ? current.entries.get(i) : zeroOf(current.elem);
    } else {
      // index looks through pointers: a *semver.Version is reported as its struct type.
      throw new FunctionError(`can't index item of type ${goTypeName(current).replace(/^\*/, '')}`);
    }
  }
  return current;
}

/** The zero value of a map's element type, which `index` returns for a missing key. */
function zeroOf(elem: string): Value {
  return elem === 'string' ? '' : elem === 'int' ? 0n : null;
}

function slice(item: Value, indexes: Value[]): Value {
  if (isZero(item)) throw new FunctionError('slice of untyped nil');
  if (indexes.length > 3) throw new FunctionError(`too many slice indexes: ${indexes.length}`);
  let length: number;
  if (typeof item === 'string') {
    if (indexes.length === 3) throw new FunctionError('cannot 3-index slice a string');
    length = Buffer.byteLength(item);
  } else if (item instanceof GoList) {
    length = item.items.length;
  } else {
    throw new FunctionError(`can't slice item of type ${goTypeName(item)}`);
  }
  const idx = [0, length];
  indexes.forEach((x, i) => {
    idx[i] = indexArg(x, length);
  });
  const [from, to] = idx as [number, number];
  if (from > to) throw new FunctionError(`invalid slice index: ${from} > ${to}`);
  if (typeof item === 'string') return Buffer.from(item).subarray(from, to).toString();
  return new GoList((item as GoList).items.slice(from, to), (item as GoList).elem);
}

function length(item: Value): Value {
  if (item === null) throw new FunctionError('len of nil pointer');
  if (typeof item === 'string') return BigInt(Buffer.byteLength(item));
  if (item instanceof GoList) return BigInt(item.items.length);
  if (item instanceof GoMap) return BigInt(item.entries.size);
  if (item === undefined) throw new FunctionError('reflect: call of reflect.Value.Type on zero Value');
  // len looks through pointers: a *semver.Version is reported as its struct type.
  throw new FunctionError(`len of type ${goTypeName(item).replace(/^\*/, '')}`);
}

/** evalArgs: one string argument as is, anything else through fmt.Sprint. */
function evalArgs(args: Value[]): string {
  if (args.length === 1 && typeof args[0] === 'string') return args[0];
  return sprint(args);
}

function htmlEscape(s: string): string {
  return s.replace(/[\0"'&<>]/g, (c) =>
    c === '\0'
      ? '\ufffd'
      : c === '"'
        ? '&#34;'
        : c === "'"
          ? '&#39;'
          : c === '&'
            ? '&amp;'
            : c === '<'
              ? '&lt;'
              : '&gt;',
  );
}

function jsEscape(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (ch === '"') out += '\\"';
    else if (ch === '<') out += '\\u003C';
    else if (ch === '>') out += '\\u003E';
    else if (ch === '&') out += '\\u0026';
    else if (ch === '=') out += '\\u003D';
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && !/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch)))
      out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

function queryEscape(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** printableValue: a nil argument prints as <no value> here, a Stringer through String(). */
function printableArgs(args: Value[]): Value[] {
  return args.map((a) =>
    a instanceof GoObject ? a.toString() : a === null || a === undefined ? '<no value>' : a,
  );
}

export const BUILTINS: ReadonlyMap<string, TemplateFunction> = new Map<string, TemplateFunction>([
  ['and', fn(['value'], () => undefined, 'value')],
  ['or', fn(['value'], () => undefined, 'value')],
  ['not', fn(['value'], ([a]) => !isTrue(a))],
  [
    'call',
    fn(
      ['value'],
      ([f]) => {
        if (isZero(f)) throw new FunctionError('call of nil');
        throw new FunctionError(`non-function of type ${goTypeName(f)}`);
      },
      'value',
    ),
  ],
  ['html', fn([], (args) => htmlEscape(evalArgs(printableArgs(args))), 'any')],
  ['js', fn([], (args) => jsEscape(evalArgs(printableArgs(args))), 'any')],
  ['urlquery', fn([], (args) => queryEscape(evalArgs(printableArgs(args))), 'any')],
  ['index', fn(['value'], ([item, ...rest]) => index(item, rest), 'value')],
  ['slice', fn(['value'], ([item, ...rest]) => slice(item, rest), 'value')],
  ['len', fn(['value'], ([item]) => length(item))],
  ['print', fn([], (args) => sprint(args), 'any')],
  ['printf', fn(['string'], ([format, ...rest]) => sprintf(format as string, rest), 'any')],
  ['println', fn([], (args) => sprintln(args), 'any')],
  ['eq', fn(['value'], ([a, ...rest]) => eq(a, rest), 'value')],
  ['ne', fn(['value', 'value'], ([a, b]) => !eq(a, [b]))],
  ['lt', fn(['value', 'value'], ([a, b]) => lt(a, b))],
  ['le', fn(['value', 'value'], ([a, b]) => lt(a, b) || eq(a, [b]))],
  ['gt', fn(['value', 'value'], ([a, b]) => !(lt(a, b) || eq(a, [b])))],
  ['ge', fn(['value', 'value'], ([a, b]) => !lt(a, b))],
]);
