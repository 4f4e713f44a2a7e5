import { type Matcher, RE2JS } from 're2js';
import { FunctionError } from '../template/errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { goQuote } from '../template/quote.js';
import { GoList, goStringList, type Value } from '../template/values.js';

/**
 * sprig's regex functions over re2js, a port of RE2: Go's syntax (flags such as `(?i)`, `(?P<name>…)`,
 * `\A`, `\z`, POSIX classes) and its refusals (back-references, look-arounds, repeat counts over 1000),
 * matched in time linear in the text for every pattern. The loops below are Go's regexp package's, so empty
 * matches next to other matches are found, replaced and split on as Go does.
 */

/** regexp's quote: backquoted when it can be (strconv.CanBackquote: no backquote, no control but tab). */
function regexpQuote(s: string): string {
  return /^[^`\u0000-\u0008\u000a-\u001f\u007f\ufeff]*$/.test(s) ? `\`${s}\`` : goQuote(s);
}

/** `regexp.Compile`: the error is RE2's own words (`error parsing regexp: …`). */
function compile(pattern: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    throw new FunctionError((error as Error).message);
  }
}

/** `regexp.MustCompile`: its panic names the pattern, and a template reports that. */
function mustCompile(pattern: string): RE2JS {
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    throw new FunctionError(`regexp: Compile(${regexpQuote(pattern)}): ${(error as Error).message}`);
  }
}

/** Width of the character at `pos` in UTF-16 units (one past the end: Go steps past the text's end too). */
function widthAt(text: string, pos: number): number {
  const code = text.codePointAt(pos);
  return code !== undefined && code > 0xffff ? 2 : 1;
}

/** Go's allMatches: up to `n` matches (all when negative), an empty match right after a match skipped. */
function allMatches(re: RE2JS, text: string, n: number): Matcher[] {
  const limit = n < 0 ? text.length + 1 : n;
  const found: Matcher[] = [];
  let prevEnd = -1;
  for (let pos = 0; found.length < limit && pos <= text.length; ) {
    const m = re.matcher(text);
    if (!m.find(pos)) break;
    const [start, end] = [m.start(), m.end()];
    const accept = !(end === pos && start === prevEnd);
    pos = end === pos ? pos + widthAt(text, pos) : end;
    prevEnd = end;
    if (accept) found.push(m);
  }
  return found;
}

/** regexp.Expand: `$1`, `${1}`, `$name`, `${name}`; `$$` is a dollar; an unknown group is empty. */
function expand(template: string, match: Matcher, names: Record<string, number>): string {
  const group = (name: string): string => {
    const index = /^[0-9]+$/.test(name) ? Number(name) : names[name];
    return index === undefined || index > match.groupCount() ? '' : (match.group(index) ?? '');
  };
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c !== '$' || i + 1 >= template.length) {
      out += c;
    } else if (template[i + 1] === '$') {
      out += '$';
      i++;
    } else {
      const braced = template[i + 1] === '{';
      const name = (braced ? /^\{([A-Za-z0-9_]+)\}/ : /^([A-Za-z0-9_]+)/).exec(template.slice(i + 1));
      if (!name) {
        out += c;
        continue;
      }
      out += group(name[1]!);
      i += name[0].length;
    }
  }
  return out;
}

/** Go's ReplaceAllString: no replacement for an empty match right after a match. */
function replaceAll(re: RE2JS, text: string, replacement: (m: Matcher) => string): string {
  let out = '';
  let lastEnd = 0;
  for (let pos = 0; pos <= text.length; ) {
    const m = re.matcher(text);
    if (!m.find(pos)) break;
    const [start, end] = [m.start(), m.end()];
    out += text.slice(lastEnd, start);
    if (end > lastEnd || start === 0) out += replacement(m);
    lastEnd = end;
    const width = pos < text.length ? widthAt(text, pos) : 0;
    if (pos + width > end) pos += width;
    else if (pos + 1 > end) pos++;
    else pos = end;
  }
  return out + text.slice(lastEnd);
}

/** Go's Split. */
function regexpSplit(re: RE2JS, pattern: string, text: string, n: number): string[] | null {
  if (n === 0) return null;
  if (pattern.length > 0 && text.length === 0) return [''];
  const parts: string[] = [];
  let begin = 0;
  let end = 0;
  for (const m of allMatches(re, text, n)) {
    if (n > 0 && parts.length === n - 1) break;
    end = m.start();
    if (m.end() !== 0) parts.push(text.slice(begin, end));
    begin = m.end();
  }
  if (end !== text.length) parts.push(text.slice(begin));
  return parts;
}

const stringOf = (v: Value): string => v as string;
const int = (v: Value): number => Number(v as bigint);

/** The plain functions compile with MustCompile, the must* ones with Compile; sprig's split is the same. */
function regexFunctions(
  prefix: '' | 'must',
  compiled: (pattern: string) => RE2JS,
): [string, TemplateFunction][] {
  const name = (base: string) => (prefix ? `must${base[0]!.toUpperCase()}${base.slice(1)}` : base);
  const replace = (literal: boolean) =>
    fn(['string', 'string', 'string'], ([re, s, r]) => {
      const regex = compiled(stringOf(re));
      const names = regex.namedGroups();
      return replaceAll(regex, stringOf(s), (m) => (literal ? stringOf(r) : expand(stringOf(r), m, names)));
    });
  return [
    [
      name('regexFind'),
      fn(
        ['string', 'string'],
        ([re, s]) => allMatches(compiled(stringOf(re)), stringOf(s), 1)[0]?.group() ?? '',
      ),
    ],
    [
      name('regexFindAll'),
      fn(['string', 'string', 'int'], ([re, s, n]) => {
        const found = allMatches(compiled(stringOf(re)), stringOf(s), int(n)).map((m) => m.group() ?? '');
        return found.length === 0 ? new GoList([], 'string') : goStringList(found);
      }),
    ],
    [name('regexReplaceAll'), replace(false)],
    [name('regexReplaceAllLiteral'), replace(true)],
    [
      name('regexSplit'),
      fn(['string', 'string', 'int'], ([re, s, n]) => {
        const parts = regexpSplit(compiled(stringOf(re)), stringOf(re), stringOf(s), int(n));
        return parts === null ? new GoList([], 'string') : goStringList(parts);
      }),
    ],
  ];
}

export const REGEX_FUNCTIONS: [string, TemplateFunction][] = [
  // sprig's regexMatch drops the compile error (false then); mustRegexMatch returns it.
  [
    'regexMatch',
    fn(['string', 'string'], ([re, s]) => {
      try {
        return compile(stringOf(re)).test(stringOf(s));
      } catch {
        return false;
      }
    }),
  ],
  ['mustRegexMatch', fn(['string', 'string'], ([re, s]) => compile(stringOf(re)).test(stringOf(s)))],
  ...regexFunctions('', mustCompile),
  ...regexFunctions('must', compile),
];
