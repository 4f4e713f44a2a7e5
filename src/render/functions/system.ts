import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { FunctionError } from '../template/errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { GoList, goStringList, type Value } from '../template/values.js';

/** sprig's env, regex and path functions, and sealos's ipAt/ipNet. */

const isShellSpecial = (c: string): boolean => '*#$@!?-0123456789'.includes(c);
const isAlphaNum = (c: string): boolean => /[A-Za-z0-9_]/.test(c);

/** Go's os.Expand. */
export function goExpand(s: string, mapping: (name: string) => string): string {
  let out = '';
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== '$' || j + 1 >= s.length) continue;
    out += s.slice(i, j);
    const rest = s.slice(j + 1);
    let name = '';
    let width = 0;
    if (rest[0] === '{') {
      if (rest.length > 2 && isShellSpecial(rest[1]!) && rest[2] === '}') {
        name = rest[1]!;
        width = 3;
      } else {
        const close = rest.indexOf('}', 1);
        if (close === 1) width = 2;
        else if (close < 0) width = 1;
        else {
          name = rest.slice(1, close);
          width = close + 1;
        }
      }
    } else if (isShellSpecial(rest[0]!)) {
      name = rest[0]!;
      width = 1;
    } else {
      while (width < rest.length && isAlphaNum(rest[width]!)) width++;
      name = rest.slice(0, width);
    }
    if (name === '' && width === 0) out += '$';
    else if (name !== '') out += mapping(name);
    j += width;
    i = j + 1;
  }
  return out + s.slice(i);
}

// Go's RE2 runs in linear time; V8's backtracking engine can take minutes on `regexMatch "^(a+)+$"` over 40
// characters. With this flag V8 switches a regex that backtracks too much to its linear engine, which takes
// the regexes RE2 takes (no backreferences or lookaround: re2Refusal refuses those), though not with the `u` or
// `i` flags.
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/** Patterns that need JavaScript's `u` flag: Unicode classes, or characters outside the BMP. */
const NEEDS_UNICODE = /\\[pP]|[\u{10000}-\u{10FFFF}]/u;

/**
 * RE2 syntax to JavaScript for the common forms: (?P<n>...), leading (?i)/(?s)/(?m), \A and \z. Without the
 * `u` flag unless the pattern needs it, so that the linear fallback above applies.
 */
function goRegex(pattern: string, global = false): RegExp {
  const refused = re2Refusal(pattern);
  if (refused)
    throw new FunctionError(`regexp: Compile(${JSON.stringify(pattern)}): error parsing regexp: ${refused}`);
  let source = pattern;
  let flags = `${global ? 'g' : ''}${NEEDS_UNICODE.test(pattern) ? 'u' : ''}`;
  const inline = /^\(\?([imsU]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    for (const f of inline[1]!) if (f !== 'U' && !flags.includes(f)) flags += f;
  }
  source = source
    .replace(/\(\?P</g, '(?<')
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$(?![\\s\\S])');
  try {
    return new RegExp(source, flags);
  } catch (error) {
    throw new FunctionError(`regexp: Compile(${JSON.stringify(pattern)}): ${(error as Error).message}`);
  }
}

/**
 * What JavaScript takes and RE2 refuses when it compiles the pattern, in Go's words: back-references (`\1`,
 * `\k<name>`) and look-arounds (`(?=`, `(?!`, `(?<=`, `(?<!`). A template using them fails under sealos, so it
 * fails here too rather than working on the runner only. Undefined when the pattern has none.
 */
function re2Refusal(pattern: string): string | undefined {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return `invalid escape sequence: \`\\${next}\``;
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      // `[]a]` and `[^]a]`: a `]` first in a class is a literal.
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const look = /^\(\?(=|!|<=|<!)/.exec(pattern.slice(i));
      if (look) return `invalid or unsupported Perl syntax: \`${look[0].slice(0, 3)}\``;
    }
  }
  return undefined;
}

/** regexp.Expand: $1, ${1}, $name, ${name}; $$ is a dollar; an unknown name is empty. */
function expandReplacement(template: string, match: RegExpExecArray): string {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c !== '$' || i + 1 >= template.length) {
      out += c;
      continue;
    }
    if (template[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    let name: string;
    let end: number;
    if (template[i + 1] === '{') {
      const close = template.indexOf('}', i + 2);
      name = close < 0 ? '' : template.slice(i + 2, close);
      end = close;
      if (!/^[A-Za-z0-9_]+$/.test(name)) {
        out += c;
        continue;
      }
    } else {
      const m = /^[A-Za-z0-9_]+/.exec(template.slice(i + 1));
      if (!m) {
        out += c;
        continue;
      }
      name = m[0];
      end = i + name.length;
    }
    out += /^[0-9]+$/.test(name) ? (match[Number(name)] ?? '') : (match.groups?.[name] ?? '');
    i = end;
  }
  return out;
}

function regexReplaceAll(pattern: string, text: string, replacement: string, literal: boolean): string {
  const re = goRegex(pattern, true);
  return text.replace(re, (...args) => {
    if (literal) return replacement;
    const groups = typeof args.at(-1) === 'object' ? (args.at(-1) as Record<string, string>) : undefined;
    const offsetIndex = groups ? args.length - 3 : args.length - 2;
    const match = Object.assign(args.slice(0, offsetIndex) as string[], {
      groups,
    }) as unknown as RegExpExecArray;
    return expandReplacement(replacement, match);
  });
}

function parseCidr(s: string): { ip: number; mask: number } | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(s);
  if (!m) return undefined;
  const octets = m.slice(1, 5).map(Number);
  const bits = Number(m[5]);
  if (octets.some((o) => o > 255 || Number.isNaN(o)) || bits > 32) return undefined;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  const ip = (octets.reduce((acc, o) => acc * 256 + o, 0) & mask) >>> 0;
  return { ip, mask };
}

const ipText = (n: number): string => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');

function ipNet(s: string): string {
  const net = parseCidr(s);
  if (!net) return `invalid cidr: invalid CIDR address: ${s}`;
  const bits = 32 - Math.clz32(~net.mask >>> 0 === 0 ? 0 : ~net.mask >>> 0);
  return `${ipText(net.ip)}/${32 - bits}`;
}

function ipAt(s: string, idx: number): string {
  const net = parseCidr(s);
  if (!net) return `invalid cidr: invalid CIDR address: ${s}`;
  const finish = ((net.ip & net.mask) | (net.mask ^ 0xffffffff)) >>> 0;
  const target = (net.ip + idx) >>> 0;
  if (target > finish) return 'out of ip address range';
  return ipText(target);
}

/** path.Clean. */
function clean(p: string): string {
  if (p === '') return '.';
  const normalized = path.posix.normalize(p);
  return normalized.length > 1 && normalized.endsWith('/') ? normalized.slice(0, -1) : normalized;
}

const str = (v: Value): string => v as string;

export const SYSTEM_FUNCTIONS: [string, TemplateFunction][] = [
  ['env', fn(['string'], ([name], context) => context.osEnv[str(name)] ?? '')],
  ['expandenv', fn(['string'], ([s], context) => goExpand(str(s), (name) => context.osEnv[name] ?? ''))],
  [
    'regexMatch',
    fn(['string', 'string'], ([re, s]) => {
      try {
        return goRegex(str(re)).test(str(s));
      } catch {
        return false;
      }
    }),
  ],
  // sprig's mustRegexMatch returns the compile error that regexMatch drops (regexMatch is false then).
  ['mustRegexMatch', fn(['string', 'string'], ([re, s]) => goRegex(str(re)).test(str(s)))],
  ['regexFind', fn(['string', 'string'], ([re, s]) => goRegex(str(re)).exec(str(s))?.[0] ?? '')],
  [
    'regexFindAll',
    fn(['string', 'string', 'int'], ([re, s, n]) => {
      const all = [...str(s).matchAll(goRegex(str(re), true))].map((m) => m[0]);
      const limit = Number(n as bigint);
      return goStringList(limit < 0 ? all : all.slice(0, limit));
    }),
  ],
  [
    'regexReplaceAll',
    fn(['string', 'string', 'string'], ([re, s, r]) => regexReplaceAll(str(re), str(s), str(r), false)),
  ],
  [
    'regexReplaceAllLiteral',
    fn(['string', 'string', 'string'], ([re, s, r]) => regexReplaceAll(str(re), str(s), str(r), true)),
  ],
  [
    'regexSplit',
    fn(['string', 'string', 'int'], ([re, s, n]) => {
      const parts = str(s).split(goRegex(str(re), true));
      const limit = Number(n as bigint);
      if (limit < 0 || parts.length <= limit) return goStringList(parts);
      return new GoList(parts.slice(0, limit), 'string');
    }),
  ],
  ['base', fn(['string'], ([p]) => (str(p) === '' ? '.' : path.posix.basename(clean(str(p))) || '/'))],
  ['dir', fn(['string'], ([p]) => clean(path.posix.dirname(str(p) || '.')))],
  ['clean', fn(['string'], ([p]) => clean(str(p)))],
  ['ext', fn(['string'], ([p]) => path.posix.extname(str(p)))],
  ['isAbs', fn(['string'], ([p]) => str(p).startsWith('/'))],
  ['ipNet', fn(['string'], ([s]) => ipNet(str(s)))],
  ['ipAt', fn(['string', 'uint32'], ([s, idx]) => ipAt(str(s), Number(idx as bigint)))],
];
