import { formatFloat } from '../template/format.js';
import { parseGoInteger } from '../template/numbers.js';

/**
 * The YAML text Go's yaml.v2 Marshal writes (what sealos's toYaml returns through sigs.k8s.io/yaml):
 * block style, 2-space indent, sequences inside mappings not indented, keys sorted, strings plain unless
 * they would read back as another type (then double-quoted) or plain is not allowed (then single-quoted),
 * multi-line strings as literal blocks, long plain strings folded at 80 columns.
 */
export type YamlData = null | boolean | bigint | number | string | YamlData[] | { [key: string]: YamlData };

const BEST_WIDTH = 80;

/** yaml.v2's resolveMap: plain words that read back as booleans, null, special floats or the merge key. */
const RESOLVE_MAP = new Set(
  (
    'y Y yes Yes YES true True TRUE on On ON n N no No NO false False FALSE off Off OFF ~ null Null NULL ' +
    '.nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF <<'
  ).split(' '),
);
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const TIMESTAMP =
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(([Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(\.[0-9]*)?(([ \t]*)(Z|[-+][0-9]{1,2}(:[0-9]{2})?))?)?$/;

/**
 * Whether yaml.v2's resolve() would read this plain text as something other than a string: the first
 * character decides what is tried (sign or digit: numbers and timestamps; `.`: floats; a few letters: the
 * resolve map; anything else is a string).
 */
function resolvesToNonString(s: string): boolean {
  if (s === '') return true;
  const c = s[0]!;
  const hint =
    c === '+' || c === '-'
      ? 'S'
      : /[0-9]/.test(c)
        ? 'D'
        : 'yYnNtTfFoO~'.includes(c)
          ? 'M'
          : c === '.'
            ? '.'
            : '';
  if (hint === '') return false;
  if (RESOLVE_MAP.has(s)) return true;
  if (hint === 'M') return false;
  if (hint === '.') return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(s);
  if (TIMESTAMP.test(s)) return true;
  const plain = s.replaceAll('_', '');
  return parseGoInteger(plain) !== undefined || YAML_FLOAT.test(plain);
}

const BREAKS = new Set(['\r', '\n', '\u0085', '\u2028', '\u2029']);
const isBreak = (c: string | undefined): boolean => c !== undefined && BREAKS.has(c);
const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';
const isBlankOrEnd = (c: string | undefined): boolean =>
  c === undefined || isBlank(c) || isBreak(c) || c === '\0';

/** yaml.v2's is_printable: LF, printable ASCII, and the BMP from U+00A0 except surrogates, BOM, U+FFFE/F. */
function isPrintable(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (
    c === 0x0a ||
    (c >= 0x20 && c <= 0x7e) ||
    (c >= 0xa0 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff)
  );
}

interface ScalarAnalysis {
  multiline: boolean;
  blockPlainAllowed: boolean;
  singleQuotedAllowed: boolean;
  blockAllowed: boolean;
}

/** yaml_emitter_analyze_scalar (block context). */
function analyze(s: string): ScalarAnalysis {
  if (s === '')
    return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  let blockIndicators = s.startsWith('---') || s.startsWith('...');
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  const chars = [...s];
  chars.forEach((c, i) => {
    const followedByWhitespace = i + 1 >= chars.length || isBlank(chars[i + 1]);
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) blockIndicators = true;
      if ((c === '?' || c === ':' || c === '-') && followedByWhitespace) blockIndicators = true;
    } else {
      if (c === ':' && followedByWhitespace) blockIndicators = true;
      if (c === '#' && precededByWhitespace) blockIndicators = true;
    }
    if (!isPrintable(c)) special = true;
    const last = i === chars.length - 1;
    if (c === ' ') {
      if (i === 0) leadingSpace = true;
      if (last) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(c)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (last) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = isBlankOrEnd(c);
  });
  let blockPlainAllowed = !(leadingSpace || leadingBreak || trailingSpace || trailingBreak);
  let singleQuotedAllowed = true;
  let blockAllowed = !trailingSpace;
  if (breakSpace) blockPlainAllowed = singleQuotedAllowed = false;
  if (spaceBreak || special) blockPlainAllowed = singleQuotedAllowed = blockAllowed = false;
  if (lineBreaks || blockIndicators) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed };
}

type Style = 'plain' | 'single' | 'double' | 'literal';

/** yaml.v2's encoder request (stringv) refined by yaml_emitter_select_scalar_style. */
function selectStyle(s: string, simpleKey: boolean): Style {
  const canUsePlain = !resolvesToNonString(s) && !BASE60_FLOAT.test(s);
  let style: Style = s.includes('\n') ? 'literal' : canUsePlain ? 'plain' : 'double';
  const a = analyze(s);
  if (simpleKey && a.multiline) style = 'double';
  if (style === 'plain' && (!a.blockPlainAllowed || (s === '' && simpleKey))) style = 'single';
  if (style === 'single' && !a.singleQuotedAllowed) style = 'double';
  if (style === 'literal' && (!a.blockAllowed || simpleKey)) style = 'double';
  return style;
}

const DOUBLE_ESCAPES: ReadonlyMap<number, string> = new Map([
  [0x00, '0'],
  [0x07, 'a'],
  [0x08, 'b'],
  [0x09, 't'],
  [0x0a, 'n'],
  [0x0b, 'v'],
  [0x0c, 'f'],
  [0x0d, 'r'],
  [0x1b, 'e'],
  [0x22, '"'],
  [0x5c, '\\'],
  [0x85, 'N'],
  [0xa0, '_'],
  [0x2028, 'L'],
  [0x2029, 'P'],
]);

/**
 * The writers of yaml.v2's emitter: a single space past column 80 becomes a line break plus indent (not in
 * keys). `column` is where the scalar starts, `indent` the indent of continuation lines.
 */
function writeScalar(
  s: string,
  style: Exclude<Style, 'literal'>,
  column: number,
  indent: number,
  allowBreaks: boolean,
): string {
  const chars = [...s];
  const quote = style === 'single' ? "'" : style === 'double' ? '"' : '';
  let out = quote;
  let col = column + quote.length;
  let spaces = false;
  const newline = () => {
    out += `\n${' '.repeat(indent)}`;
    col = indent;
  };
  chars.forEach((c, i) => {
    if (c === ' ') {
      const last = i === chars.length - 1;
      const next = chars[i + 1];
      const fold =
        allowBreaks &&
        !spaces &&
        col > BEST_WIDTH &&
        (style === 'plain'
          ? next !== ' '
          : style === 'single'
            ? i > 0 && !last && next !== ' '
            : i > 0 && !last);
      if (fold) {
        newline();
        if (style === 'double' && next === ' ') {
          out += '\\';
          col++;
        }
      } else {
        out += c;
        col++;
      }
      spaces = true;
      return;
    }
    spaces = false;
    if (style === 'double') {
      const code = c.codePointAt(0)!;
      if (!isPrintable(c) || isBreak(c) || c === '"' || c === '\\') {
        const named = DOUBLE_ESCAPES.get(code);
        const hex = code.toString(16).toUpperCase();
        const escaped =
          named !== undefined
            ? `\\${named}`
            : code <= 0xff
              ? `\\x${hex.padStart(2, '0')}`
              : code <= 0xffff
                ? `\\u${hex.padStart(4, '0')}`
                : `\\U${hex.padStart(8, '0')}`;
        out += escaped;
        col += escaped.length;
        return;
      }
    }
    out += style === 'single' && c === "'" ? "''" : c;
    col += style === 'single' && c === "'" ? 2 : 1;
  });
  return out + quote;
}

/** A literal block (`|`), with yaml.v2's indentation and chomping hints. */
function literal(s: string, indent: number): string {
  const chars = [...s];
  const last = chars.at(-1);
  let chomp = '';
  if (s === '' || !isBreak(last)) chomp = '-';
  else if (chars.length === 1 || isBreak(chars.at(-2))) chomp = '+';
  const hint = s.startsWith(' ') || isBreak(chars[0]) ? '2' : '';
  const body = isBreak(last) ? chars.slice(0, -1).join('') : s;
  const pad = ' '.repeat(indent);
  const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
  return `|${hint}${chomp}\n${lines.join('\n')}`;
}

/** Whether a key can be written as `key:`; otherwise yaml.v2 writes `? key` then `: value`. */
function isSimpleKey(key: string): boolean {
  return Buffer.byteLength(key) <= 128 && !analyze(key).multiline;
}

/** One scalar at `column`; continuation lines (folds, literal blocks) are indented by `indent`. */
function scalar(value: YamlData, column: number, indent: number, simpleKey: boolean): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
    return formatFloat(value);
  }
  const s = value as string;
  const style = selectStyle(s, simpleKey);
  if (style === 'literal') return literal(s, indent);
  return writeScalar(s, style, column, indent, !simpleKey);
}

/** yaml.v2's reader refuses these raw characters, so a round trip through it fails (toYaml then gives ""). */
export function hasUnreadableCharacters(value: YamlData): boolean {
  if (typeof value === 'string') return /[\x7f\x80-\x84\x86-\x9f]/.test(value);
  if (Array.isArray(value)) return value.some(hasUnreadableCharacters);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasUnreadableCharacters(k) || hasUnreadableCharacters(v));
  return false;
}

const isLetter = (c: string): boolean => /^\p{L}$/u.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && /^\p{Nd}$/u.test(c);

/** yaml.v2's key order (sorter.go): rune by rune, non-letters before letters, digit runs compared as numbers. */
function compareYamlKeys(a: string, b: string): number {
  const ar = [...a];
  const br = [...b];
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const al = isLetter(ar[i]!);
    const bl = isLetter(br[i]!);
    if (al && bl) return ar[i]!.codePointAt(0)! - br[i]!.codePointAt(0)!;
    if (al || bl) return al ? 1 : -1;
    let an = 0n;
    let bn = 0n;
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]); j--) {
        if (ar[j] !== '0') {
          an = 1n;
          bn = 1n;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && isDigit(ar[ai]); ai++) an = an * 10n + BigInt(ar[ai]!.codePointAt(0)! - 48);
    for (; bi < br.length && isDigit(br[bi]); bi++) bn = bn * 10n + BigInt(br[bi]!.codePointAt(0)! - 48);
    if (an !== bn) return an < bn ? -1 : 1;
    if (ai !== bi) return ai - bi;
    return ar[i]!.codePointAt(0)! - br[i]!.codePointAt(0)!;
  }
  return ar.length - br.length;
}

const isCollection = (v: YamlData): v is YamlData[] | { [key: string]: YamlData } =>
  v !== null && typeof v === 'object';
const isEmptyCollection = (v: YamlData): boolean =>
  Array.isArray(v) ? v.length === 0 : isCollection(v) && Object.keys(v).length === 0;
const emptyText = (v: YamlData): string => (Array.isArray(v) ? '[]' : '{}');

/** A block collection whose first line starts at `column` (after "- " or at the indent). */
function block(
  value: YamlData[] | { [key: string]: YamlData },
  indent: number,
  firstInline: boolean,
): string {
  const lines: string[] = [];
  const entries: [string | undefined, YamlData][] = Array.isArray(value)
    ? value.map((v) => [undefined, v])
    : Object.keys(value)
        .sort(compareYamlKeys)
        .map((k) => [k, value[k]!]);
  entries.forEach(([key, item], i) => {
    const pad = i === 0 && firstInline ? '' : ' '.repeat(indent);
    const complexKey = key !== undefined && !isSimpleKey(key);
    let head: string;
    if (key === undefined) head = `${pad}- `;
    // A multi-line or long key cannot be a simple key: yaml.v2 writes `? key` then `: value`.
    else if (complexKey)
      head = `${pad}? ${scalar(key, indent + 2, indent + 2, false)}\n${' '.repeat(indent)}:`;
    else head = `${pad}${scalar(key, indent, indent, true)}:`;
    const column = complexKey ? indent + 1 : indent + head.length - pad.length;
    if (key === undefined) {
      if (isCollection(item) && !isEmptyCollection(item)) lines.push(head + block(item, indent + 2, true));
      else if (isCollection(item)) lines.push(head + emptyText(item));
      else lines.push(head + scalar(item, column, indent + 2, false));
    } else if (isCollection(item) && !isEmptyCollection(item) && complexKey) {
      // After `? key` the value starts on the `:` line, like a sequence item.
      lines.push(`${head} ${block(item, indent + 2, true)}`);
    } else if (isCollection(item) && !isEmptyCollection(item)) {
      lines.push(`${head}\n${block(item, Array.isArray(item) ? indent : indent + 2, false)}`);
    } else if (isCollection(item)) {
      lines.push(`${head} ${emptyText(item)}`);
    } else {
      lines.push(`${head} ${scalar(item, column + 1, indent + 2, false)}`);
    }
  });
  return lines.join('\n');
}

/** yaml.v2 Marshal output, including its final newline. */
export function marshalYamlV2(value: YamlData): string {
  if (isCollection(value)) return `${isEmptyCollection(value) ? emptyText(value) : block(value, 0, false)}\n`;
  return `${scalar(value, 0, 2, false)}\n`;
}
