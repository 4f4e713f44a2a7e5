import { formatFloat } from '../template/format.js';

/**
 * The YAML text Go's yaml.v2 Marshal writes (what sealos's toYaml returns through sigs.k8s.io/yaml):
 * block style, 2-space indent, sequences inside mappings not indented, keys sorted, strings plain unless
 * they would read back as another type (then double-quoted) or plain is not allowed (then single-quoted),
 * multi-line strings as literal blocks, long plain strings folded at 80 columns.
 */
export type YamlData = null | boolean | bigint | number | string | YamlData[] | { [key: string]: YamlData };

const BEST_WIDTH = 80;

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const BOOLS = new Set(
  'y Y yes Yes YES on On ON true True TRUE n N no No NO off Off OFF false False FALSE'.split(' '),
);
const SPECIAL_FLOATS = new Set(
  '.inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF .nan .NaN .NAN'.split(' '),
);
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ]|$)/;

/** Whether yaml.v2 would read this plain text as something other than a string. */
function resolvesToNonString(s: string): boolean {
  if (NULLS.has(s) || BOOLS.has(s) || SPECIAL_FLOATS.has(s) || s === '<<') return true;
  const plain = s.replaceAll('_', '');
  if (/^[-+]?(0[xX][0-9a-fA-F]+|0[oO]?[0-7]+|0[bB][01]+|[0-9]+)$/.test(plain)) return true;
  if (/^[-+]?0b[01]+$/.test(plain)) return true;
  if (YAML_FLOAT.test(plain) && /[0-9]/.test(plain)) return true;
  if (TIMESTAMP.test(s)) return true;
  return false;
}

const isBlank = (c: string | undefined): boolean =>
  c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r';

function isPrintable(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (
    c === 0x0a ||
    (c >= 0x20 && c <= 0x7e) ||
    c === 0x85 ||
    (c >= 0xa0 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff) ||
    (c >= 0x10000 && c <= 0x10ffff)
  );
}

/** yaml_emitter_analyze_scalar, reduced to what block context needs. */
function analyze(s: string): { plain: boolean; single: boolean } {
  if (s === '') return { plain: false, single: true };
  let blockIndicators = s.startsWith('---') || s.startsWith('...');
  let special = false;
  let leadingSpace = false;
  let trailingSpace = false;
  const chars = [...s];
  chars.forEach((c, i) => {
    const next = chars[i + 1];
    const prev = chars[i - 1];
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) blockIndicators = true;
      if ((c === '?' || c === ':') && isBlank(next)) blockIndicators = true;
      if (c === '-' && isBlank(next)) blockIndicators = true;
    } else {
      if (c === ':' && isBlank(next)) blockIndicators = true;
      if (c === '#' && isBlank(prev)) blockIndicators = true;
    }
    if (!isPrintable(c) || c === '\ufeff') special = true;
    if (c === ' ' || c === '\t') {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
    }
  });
  const plain = !blockIndicators && !special && !leadingSpace && !trailingSpace;
  return { plain, single: !special };
}

function doubleQuoted(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (isPrintable(ch) && ch !== '\n' && c !== 0x85 && c !== 0x2028 && c !== 0x2029 && c !== 0xfeff)
      out += ch;
    else {
      const named: Record<number, string> = {
        0: '0',
        7: 'a',
        8: 'b',
        9: 't',
        10: 'n',
        11: 'v',
        12: 'f',
        13: 'r',
        27: 'e',
        133: 'N',
        160: '_',
        8232: 'L',
        8233: 'P',
      };
      if (named[c] !== undefined) out += `\\${named[c]}`;
      else if (c <= 0xff) out += `\\x${c.toString(16).toUpperCase().padStart(2, '0')}`;
      else if (c <= 0xffff) out += `\\u${c.toString(16).toUpperCase().padStart(4, '0')}`;
      else out += `\\U${c.toString(16).toUpperCase().padStart(8, '0')}`;
    }
  }
  return `${out}"`;
}

/** Plain text folded like yaml_emitter_write_plain_scalar: at a single space once past 80 columns. */
function folded(s: string, column: number, indent: number, quote: string): string {
  let out = quote;
  let col = column + quote.length;
  const chars = [...s];
  let spaces = false;
  chars.forEach((c, i) => {
    if (c === ' ') {
      if (!spaces && col > BEST_WIDTH && chars[i + 1] !== ' ' && i !== 0 && i !== chars.length - 1) {
        out += `\n${' '.repeat(indent)}`;
        col = indent;
      } else {
        out += c;
        col++;
      }
      spaces = true;
    } else {
      out += c;
      col++;
      spaces = false;
    }
  });
  return out + quote;
}

function literal(s: string, indent: number): string {
  const chomp = !s.endsWith('\n') ? '-' : s.endsWith('\n\n') || s === '\n' ? '+' : '';
  const hint = s.startsWith(' ') || s.startsWith('\n') ? '2' : '';
  const body = s.endsWith('\n') ? s.slice(0, -1) : s;
  const pad = ' '.repeat(indent);
  const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
  return `|${hint}${chomp}\n${lines.join('\n')}`;
}

/** One scalar at `column`; continuation lines (folds, literal blocks) are indented by `indent`. */
function scalar(value: YamlData, column: number, indent: number, isKey: boolean): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
    return formatFloat(value);
  }
  const s = value as string;
  if (s.includes('\n') && !isKey) return literal(s, indent);
  const { plain, single } = analyze(s);
  const canUsePlain = !resolvesToNonString(s) && !BASE60_FLOAT.test(s);
  if (canUsePlain && plain) return isKey ? s : folded(s, column, indent, '');
  if (canUsePlain && single)
    return isKey ? `'${s.replaceAll("'", "''")}'` : folded(s.replaceAll("'", "''"), column, indent, "'");
  return doubleQuoted(s);
}

const isLetter = (c: string): boolean => /^\p{L}$/u.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && /^\p{Nd}$/u.test(c);

/** yaml.v2's key order (sorter.go): rune by rune, non-letters before letters, digit runs compared as numbers. */
export function compareYamlKeys(a: string, b: string): number {
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
    const complexKey = key?.includes('\n') ?? false;
    let head: string;
    if (key === undefined) head = `${pad}- `;
    // A multi-line key cannot be a simple key: yaml.v2 writes `? |-` then `: value`.
    else if (complexKey) head = `${pad}? ${literal(key, indent + 2)}\n${' '.repeat(indent)}:`;
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
