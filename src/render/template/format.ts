import { formatNonNegative } from './floats.js';
import { goQuote } from './quote.js';
import { asInteger, GoList, GoMap, GoObject, goTypeName, type Value } from './values.js';

/** Go's fmt for the values templates handle: Sprint, Sprintln, Sprintf and %v. */

interface Flags {
  minus: boolean;
  plus: boolean;
  sharp: boolean;
  space: boolean;
  zero: boolean;
  width?: number;
  precision?: number;
}

const NO_FLAGS: Flags = { minus: false, plus: false, sharp: false, space: false, zero: false };

/** strconv.FormatFloat for the verbs e, f and g (precision undefined = shortest, as %v uses). */
export function formatFloat(f: number, verb = 'g', precision?: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf';
  const body = formatNonNegative(Math.abs(f), verb as 'e' | 'E' | 'f' | 'F' | 'g' | 'G', precision);
  return f < 0 || Object.is(f, -0) ? `-${body}` : body;
}

function pad(s: string, flags: Flags, numeric: boolean): string {
  const width = flags.width ?? 0;
  const length = [...s].length;
  if (length >= width) return s;
  if (flags.minus) return s + ' '.repeat(width - length);
  if (flags.zero) {
    if (numeric && /^[+-]/.test(s)) return s[0] + '0'.repeat(width - length) + s.slice(1);
    return '0'.repeat(width - length) + s;
  }
  return ' '.repeat(width - length) + s;
}

function signed(s: string, negative: boolean, flags: Flags): string {
  if (negative) return `-${s}`;
  if (flags.plus) return `+${s}`;
  if (flags.space) return ` ${s}`;
  return s;
}

/** A rune as text; an invalid code point is U+FFFD, as Go's UTF-8 encoder writes it. */
function runeText(n: bigint): string {
  const valid = n >= 0n && n <= 0x10ffffn && !(n >= 0xd800n && n <= 0xdfffn);
  return valid ? String.fromCodePoint(Number(n)) : '\ufffd';
}

function formatInt(n: bigint, verb: string, flags: Flags): string | undefined {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let digits: string;
  switch (verb) {
    case 'd':
    case 'v':
      digits = abs.toString(10);
      break;
    case 'b':
      digits = abs.toString(2);
      break;
    case 'o':
      digits = (flags.sharp ? '0' : '') + abs.toString(8);
      break;
    case 'O':
      digits = `0o${abs.toString(8)}`;
      break;
    case 'x':
      digits = (flags.sharp ? '0x' : '') + abs.toString(16);
      break;
    case 'X':
      digits = (flags.sharp ? '0X' : '') + abs.toString(16).toUpperCase();
      break;
    case 'c':
      return pad(runeText(n), flags, false);
    case 'q':
      return pad(goQuote(runeText(n), "'"), flags, false);
    case 'U':
      return pad(`U+${BigInt.asUintN(64, n).toString(16).toUpperCase().padStart(4, '0')}`, flags, false);
    default:
      return undefined;
  }
  if (flags.precision !== undefined) digits = digits.padStart(flags.precision, '0');
  const zeroPad = flags.zero && flags.precision === undefined && !flags.minus;
  return pad(signed(digits, negative, flags), { ...flags, zero: zeroPad }, true);
}

/** %x on a float: hexadecimal mantissa and binary exponent, shortest form (strconv's 'x', precision -1). */
function hexFloat(x: number, upper: boolean): string {
  let text: string;
  if (x === 0) text = '0x0p+00';
  else {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const bits = view.getBigUint64(0);
    let exp = Number((bits >> 52n) & 0x7ffn);
    let mantissa = bits & ((1n << 52n) - 1n);
    if (exp === 0) {
      // Subnormal: shift until the leading 1 reaches the implicit bit.
      exp = 1;
      while (mantissa < 1n << 52n) {
        mantissa <<= 1n;
        exp--;
      }
      mantissa &= (1n << 52n) - 1n;
    }
    const e = exp - 1023;
    const frac = mantissa.toString(16).padStart(13, '0').replace(/0+$/, '');
    const abs = Math.abs(e);
    text = `0x1${frac ? `.${frac}` : ''}p${e < 0 ? '-' : '+'}${abs < 10 ? `0${abs}` : abs}`;
  }
  return upper ? text.toUpperCase() : text;
}

/** %b on a float: decimal mantissa and binary exponent (strconv's 'b'). */
function binaryFloat(x: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  let exp = -1074;
  if (biased !== 0) {
    mantissa |= 1n << 52n;
    exp = biased - 1075;
  }
  return `${mantissa}p${exp >= 0 ? '+' : ''}${exp}`;
}

/**
 * The # flag on a float (fmt's fmtFloat): always a decimal point, and for %g/%x at least `precision` (or 6)
 * digits counted from the first non-zero character, as Go counts them.
 */
function alternateFloat(num: string, verb: string, precision: number | undefined): string {
  let digits = 'gGxX'.includes(verb) ? (precision ?? 6) : 0;
  let body = num;
  let tail = '';
  // The exponent is kept aside: `p` for hexadecimal floats (where e is a digit), `e` otherwise.
  const exponent = ('xX'.includes(verb) ? /[pP]/ : /[eE]/).exec(body);
  if (exponent) {
    tail = body.slice(exponent.index);
    body = body.slice(0, exponent.index);
  }
  let sawNonzero = false;
  for (const c of body) {
    if (c === '.') continue;
    if (c !== '0') sawNonzero = true;
    if (sawNonzero) digits--;
  }
  if (!body.includes('.')) {
    if (body === '0') digits--;
    body += '.';
  }
  return body + '0'.repeat(Math.max(digits, 0)) + tail;
}

function formatFloatVerb(f: number, verb: string, flags: Flags): string | undefined {
  const negative = f < 0 || Object.is(f, -0);
  if (verb === 'b' && Number.isFinite(f))
    return pad(signed(binaryFloat(Math.abs(f)), negative, flags), flags, true);
  if ((verb === 'x' || verb === 'X') && flags.precision === undefined && Number.isFinite(f)) {
    let body = hexFloat(Math.abs(f), verb === 'X');
    if (flags.sharp) body = alternateFloat(body, verb, undefined);
    return pad(signed(body, negative, flags), flags, true);
  }
  if (!'eEfFgGv'.includes(verb)) return undefined;
  // %e and %f default to 6 digits; %g and %v to the shortest exact representation.
  const precision = flags.precision ?? ('eEfF'.includes(verb) ? 6 : undefined);
  let body = formatFloat(Math.abs(f), verb === 'v' ? 'g' : verb, precision);
  if (flags.sharp && verb !== 'v' && Number.isFinite(f)) body = alternateFloat(body, verb, flags.precision);
  const s = signed(body, negative, flags);
  return pad(s, { ...flags, zero: flags.zero && !flags.minus && Number.isFinite(f) }, true);
}

function formatString(s: string, verb: string, flags: Flags): string | undefined {
  let text = s;
  switch (verb) {
    case 's':
    case 'v':
      if (flags.precision !== undefined) text = [...s].slice(0, flags.precision).join('');
      return pad(text, flags, false);
    case 'q':
      if (flags.precision !== undefined) text = [...s].slice(0, flags.precision).join('');
      if (flags.sharp && !/[`\x00-\x08\x0a-\x1f\x7f]/.test(text)) return pad(`\`${text}\``, flags, false);
      return pad(goQuote(text), flags, false);
    case 'x':
    case 'X': {
      // fmtSbx: a space separates bytes, # adds 0x (before every byte when spaced).
      let bytes = Buffer.from(s);
      if (flags.precision !== undefined) bytes = bytes.subarray(0, flags.precision);
      const prefix = flags.sharp ? (verb === 'X' ? '0X' : '0x') : '';
      const hex = [...bytes].map((b) => {
        const digits = b.toString(16).padStart(2, '0');
        return verb === 'X' ? digits.toUpperCase() : digits;
      });
      const body = flags.space ? hex.map((h) => prefix + h).join(' ') : prefix + hex.join('');
      return pad(hex.length ? body : '', flags, false);
    }
    default:
      return undefined;
  }
}

/** %#v: the value as Go syntax. */
function goSyntax(value: Value, inInterface: boolean): string {
  if (value === null || value === undefined) return inInterface ? 'interface {}(nil)' : '<nil>';
  if (typeof value === 'string') return goQuote(value);
  if (typeof value === 'number') return formatFloat(value);
  if (asInteger(value) !== undefined) return String(asInteger(value));
  if (value instanceof GoList)
    return `[]${value.elem}{${value.items.map((item) => goSyntax(item, value.elem === 'interface {}')).join(', ')}}`;
  if (value instanceof GoMap) {
    const entries = value
      .sortedKeys()
      .map((k) => `${goQuote(k)}:${goSyntax(value.entries.get(k), value.elem === 'interface {}')}`);
    return `map[string]${value.elem}{${entries.join(', ')}}`;
  }
  return String(value);
}

/** Formats one operand for one verb, the way fmt's printArg/printValue do. */
function formatArg(value: Value, verb: string, flags: Flags): string {
  if (verb === 'T') return pad(goTypeName(value), flags, false);
  if (verb === 'v' && flags.sharp) return pad(goSyntax(value, false), flags, false);
  if (value === null || value === undefined) {
    return verb === 'v' ? pad('<nil>', flags, false) : `%!${verb}(<nil>)`;
  }
  let out: string | undefined;
  if (typeof value === 'boolean')
    out = verb === 't' || verb === 'v' ? pad(String(value), flags, false) : undefined;
  else if (asInteger(value) !== undefined) out = formatInt(asInteger(value)!, verb, flags);
  else if (typeof value === 'number') out = formatFloatVerb(value, verb, flags);
  else if (typeof value === 'string') out = formatString(value, verb, flags);
  else if (value instanceof GoList) {
    const inner = value.items.map((item) => formatArg(item, verb, flags));
    return `[${inner.join(' ')}]`;
  } else if (value instanceof GoMap) {
    const inner = value
      .sortedKeys()
      .map((k) => `${formatArg(k, verb, flags)}:${formatArg(value.entries.get(k), verb, flags)}`);
    return `map[${inner.join(' ')}]`;
  } else if (value instanceof GoObject) {
    // A Stringer prints through String() for %v and %s (and %q quotes it).
    if (verb === 'v' || verb === 's') out = pad(value.toString(), flags, false);
    else if (verb === 'q') out = pad(goQuote(value.toString()), flags, false);
  }
  if (out !== undefined) return out;
  // Go prints the operand of a bad verb with %v and the same width, precision and flags.
  return `%!${verb}(${goTypeName(value)}=${formatArg(value, 'v', { ...flags, sharp: false })})`;
}

/** fmt.Sprint(v) of one value: what `{{ . }}` prints. */
export function formatValue(value: Value): string {
  return formatArg(value, 'v', NO_FLAGS);
}

/** fmt.Sprint: a space between operands when neither side is a string. */
export function sprint(args: Value[]): string {
  let out = '';
  args.forEach((arg, i) => {
    const isString = typeof arg === 'string';
    if (i > 0 && !isString && typeof args[i - 1] !== 'string') out += ' ';
    out += formatValue(arg);
  });
  return out;
}

export function sprintln(args: Value[]): string {
  return `${args.map(formatValue).join(' ')}\n`;
}

export function sprintf(format: string, args: Value[]): string {
  let out = '';
  let argIndex = 0;
  let i = 0;
  const chars = [...format];
  while (i < chars.length) {
    const c = chars[i]!;
    if (c !== '%') {
      out += c;
      i++;
      continue;
    }
    i++;
    const flags: Flags = { ...NO_FLAGS };
    for (; i < chars.length; i++) {
      const f = chars[i];
      if (f === '-') flags.minus = true;
      else if (f === '+') flags.plus = true;
      else if (f === '#') flags.sharp = true;
      else if (f === ' ') flags.space = true;
      else if (f === '0') flags.zero = !flags.minus;
      else break;
    }
    // Go's fmt refuses numbers past 1e6 (tooLarge): a width from `*` is dropped, and digits that overflow
    // swallow the rest of the format; either way no huge padding is made.
    const readNumber = (): number | undefined => {
      if (chars[i] === '*') {
        i++;
        const arg = args[argIndex++];
        return typeof arg === 'bigint' && arg <= 1_000_000n && arg >= -1_000_000n ? Number(arg) : undefined;
      }
      let num = 0;
      let digits = false;
      while (i < chars.length && /[0-9]/.test(chars[i]!)) {
        if (num > 1_000_000) {
          i = chars.length;
          return undefined;
        }
        num = num * 10 + Number(chars[i++]);
        digits = true;
      }
      return digits ? num : undefined;
    };
    flags.width = readNumber();
    if (flags.width !== undefined && flags.width < 0) {
      flags.minus = true;
      flags.width = -flags.width;
    }
    if (chars[i] === '.') {
      i++;
      flags.precision = readNumber() ?? 0;
    }
    if (flags.minus) flags.zero = false;
    if (i >= chars.length) {
      out += '%!(NOVERB)';
      break;
    }
    const verb = chars[i++]!;
    if (verb === '%') {
      out += '%';
      continue;
    }
    if (argIndex >= args.length) {
      out += `%!${verb}(MISSING)`;
      continue;
    }
    out += formatArg(args[argIndex++], verb, flags);
  }
  if (argIndex < args.length) {
    const extra = args
      .slice(argIndex)
      .map((a) => (a === null || a === undefined ? '<nil>' : `${goTypeName(a)}=${formatValue(a)}`));
    out += `%!(EXTRA ${extra.join(', ')})`;
  }
  return out;
}
