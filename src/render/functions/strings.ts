import { FunctionError } from '../template/errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { checkSequenceSize } from '../template/limits.js';
import { goQuote } from '../template/quote.js';
import { GoList, GoMap, goStringList, type Value } from '../template/values.js';
import { strslice, strval } from './convert.js';

/** sprig's string functions (strings.go and the string entries of functions.go). */

const s = (v: Value): string => v as string;
const n = (v: Value): number => Number(v as bigint);

const UNICODE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;

/** strings.TrimSpace. Loops, not `/[…]+$/`: that regex retries from every space of a long run (quadratic). */
function goTrimSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && UNICODE_SPACE.test(text[start]!)) start++;
  while (end > start && UNICODE_SPACE.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** strings.Trim(text, cutset). */
function goTrim(text: string, cutset: string): string {
  const cut = new Set([...cutset]);
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && cut.has(chars[start]!)) start++;
  while (end > start && cut.has(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}

/** strings.Title: upper-cases the first letter of every word. */
function title(text: string): string {
  let prev = ' ';
  let out = '';
  for (const ch of text) {
    const separator = /[A-Za-z0-9_]/.test(prev)
      ? false
      : /^[\p{L}\p{N}]$/u.test(prev)
        ? false
        : /^\s$/u.test(prev) || prev.charCodeAt(0) < 0x80;
    out += separator ? ch.toUpperCase() : ch;
    prev = ch;
  }
  return out;
}

function untitle(text: string): string {
  let prev = ' ';
  let out = '';
  for (const ch of text) {
    out += /\s/u.test(prev) ? ch.toLowerCase() : ch;
    prev = ch;
  }
  return out;
}

/** strings.Replace(src, old, new, -1); an empty `old` inserts between every rune, as in Go. */
function goReplaceAll(src: string, old: string, replacement: string): string {
  if (old === '') return [...src].map((c) => replacement + c).join('') + replacement;
  return src.split(old).join(replacement);
}

/** strings.Split; an empty separator splits into runes. */
function goSplit(text: string, sep: string): string[] {
  if (sep === '') return [...text];
  return text.split(sep);
}

function goSplitN(text: string, sep: string, count: number): string[] {
  if (count === 0) return [];
  const parts = goSplit(text, sep);
  if (count < 0 || parts.length <= count) return parts;
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join(sep)];
}

function indexedMap(parts: string[]): GoMap {
  return new GoMap(new Map(parts.map((part, i) => [`_${i}`, part])), 'string');
}

/** Go slices strings by byte; a cut inside a UTF-8 sequence leaves invalid bytes (shown as U+FFFD). */
function byteSlice(text: string, start: number, end?: number): string {
  const bytes = Buffer.from(text);
  if (start < 0 || start > bytes.length || (end !== undefined && (end < start || end > bytes.length)))
    throw new FunctionError(`runtime error: slice bounds out of range [${start}:${end ?? bytes.length}]`);
  return bytes.subarray(start, end).toString();
}

function substring(start: number, end: number, text: string): string {
  const length = Buffer.byteLength(text);
  if (start < 0) return byteSlice(text, 0, end);
  if (end < 0 || end > length) return byteSlice(text, start);
  return byteSlice(text, start, end);
}

function trunc(c: number, text: string): string {
  const length = Buffer.byteLength(text);
  if (c < 0 && length + c > 0) return byteSlice(text, length + c);
  if (c >= 0 && length > c) return byteSlice(text, 0, c);
  return text;
}

/** sprig's sortAlpha: a list's items as sorted strings; anything else becomes a one-item list. */
function sortAlpha(list: Value): GoList {
  if (!(list instanceof GoList)) return goStringList([strval(list)]);
  return goStringList(strslice(list).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
}

export const STRING_FUNCTIONS: [string, TemplateFunction][] = [
  ['trim', fn(['string'], ([a]) => goTrimSpace(s(a)))],
  ['upper', fn(['string'], ([a]) => s(a).toUpperCase())],
  ['lower', fn(['string'], ([a]) => s(a).toLowerCase())],
  ['title', fn(['string'], ([a]) => title(s(a)))],
  ['untitle', fn(['string'], ([a]) => untitle(s(a)))],
  ['substr', fn(['int', 'int', 'string'], ([a, b, c]) => substring(n(a), n(b), s(c)))],
  ['repeat', fn(['int', 'string'], ([count, text]) => s(text).repeat(repeatCount(n(count))))],
  ['trimall', fn(['string', 'string'], ([a, b]) => goTrim(s(b), s(a)))],
  ['trimAll', fn(['string', 'string'], ([a, b]) => goTrim(s(b), s(a)))],
  [
    'trimSuffix',
    fn(['string', 'string'], ([a, b]) =>
      s(b).endsWith(s(a)) ? s(b).slice(0, s(b).length - s(a).length) : s(b),
    ),
  ],
  [
    'trimPrefix',
    fn(['string', 'string'], ([a, b]) => (s(b).startsWith(s(a)) ? s(b).slice(s(a).length) : s(b))),
  ],
  ['nospace', fn(['string'], ([a]) => s(a).replace(/\s/gu, ''))],
  ['trunc', fn(['int', 'string'], ([c, text]) => trunc(n(c), s(text)))],
  ['contains', fn(['string', 'string'], ([sub, text]) => s(text).includes(s(sub)))],
  ['hasPrefix', fn(['string', 'string'], ([sub, text]) => s(text).startsWith(s(sub)))],
  ['hasSuffix', fn(['string', 'string'], ([sub, text]) => s(text).endsWith(s(sub)))],
  [
    'quote',
    fn(
      [],
      (args) =>
        args
          .filter((a) => a !== null)
          .map((a) => goQuote(strval(a)))
          .join(' '),
      'any',
    ),
  ],
  [
    'squote',
    fn(
      [],
      (args) =>
        args
          .filter((a) => a !== null)
          .map((a) => `'${strval(a)}'`)
          .join(' '),
      'any',
    ),
  ],
  [
    'cat',
    fn(
      [],
      (args) =>
        args
          .filter((a) => a !== null)
          .map(strval)
          .join(' '),
      'any',
    ),
  ],
  ['indent', fn(['int', 'string'], ([spaces, text]) => indent(n(spaces), s(text)))],
  ['nindent', fn(['int', 'string'], ([spaces, text]) => `\n${indent(n(spaces), s(text))}`)],
  ['replace', fn(['string', 'string', 'string'], ([old, rep, src]) => goReplaceAll(s(src), s(old), s(rep)))],
  ['plural', fn(['string', 'string', 'int'], ([one, many, count]) => (n(count) === 1 ? s(one) : s(many)))],
  ['toString', fn(['any'], ([v]) => strval(v))],
  ['split', fn(['string', 'string'], ([sep, text]) => indexedMap(goSplit(s(text), s(sep))))],
  ['splitList', fn(['string', 'string'], ([sep, text]) => goStringList(goSplit(s(text), s(sep))))],
  [
    'splitn',
    fn(['string', 'int', 'string'], ([sep, count, text]) => indexedMap(goSplitN(s(text), s(sep), n(count)))),
  ],
  ['toStrings', fn(['any'], ([v]) => goStringList(strslice(v)))],
  ['join', fn(['string', 'any'], ([sep, list]) => strslice(list).join(s(sep)))],
  ['sortAlpha', fn(['any'], ([list]) => sortAlpha(list))],
];

/** strings.Repeat panics on a negative count; the template call fails with Go's message. */
function repeatCount(count: number): number {
  if (count < 0) throw new FunctionError('strings: negative Repeat count');
  checkSequenceSize('a repeat count', count);
  return count;
}

function indent(spaces: number, text: string): string {
  const pad = ' '.repeat(repeatCount(spaces));
  return pad + text.split('\n').join(`\n${pad}`);
}
