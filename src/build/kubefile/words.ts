import { KubefileError } from './errors.js';

/** Where the text being read comes from, for errors. */
export interface Where {
  file: string;
  line: number;
}

/** The variables visible to an instruction: declared ARGs, overridden by ENV. */
export type Lookup = (name: string) => string | undefined;

/**
 * Splits on blanks outside quotes and keeps quotes and escapes as written, so that `key=value` pairs and
 * `--flag=value` options can be cut before their parts are expanded.
 */
export function splitRawWords(text: string): string[] {
  // Words are cut out of the text by index: appending a character at a time made a 10 MiB LABEL take seconds.
  const words: string[] = [];
  let start = -1;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === '\\' && quote === '"' && i + 1 < text.length) i++;
      else if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\n') {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
      continue;
    }
    if (start < 0) start = i;
    if (ch === '\\' && i + 1 < text.length) i++;
    else if (ch === '"' || ch === "'") quote = ch;
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}

/** Quote removal and `$VAR`/`${VAR}` substitution of one word, as Docker does for ENV, LABEL, COPY. */
export function expandWord(text: string, lookup: Lookup, where: Where): string {
  return new WordReader(text, lookup, where).read().text;
}

/** Like `expandWord`, and also splits into words; an unquoted expansion is split on blanks, as in a shell. */
export function expandWords(text: string, lookup: Lookup, where: Where): string[] {
  return new WordReader(text, lookup, where).read().words;
}

// The reader takes whole runs of ordinary characters at once (found by character code, cut out by index) and
// joins its pieces in blocks: appending a character at a time made a build of a 10 MiB LABEL take 14 s.
const UNQUOTED_STOPS = stopTable('\'"$\\ \t\n');
const DOUBLE_QUOTED_STOPS = stopTable('"$\\');
const BLANKS = stopTable(' \t\n');
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const BRACED = /([A-Za-z_][A-Za-z0-9_]*)(?:(:[-+])([^}]*))?\}/y;

function stopTable(characters: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const ch of characters) table[ch.charCodeAt(0)] = 1;
  return table;
}

/** The index of the first character at or after `from` that `stops` holds, or the text's length. */
function scanTo(text: string, from: number, stops: Uint8Array): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128 && stops[code] === 1) break;
  }
  return i;
}

/**
 * A text built from many pieces. Every 1,024 pieces are joined into one, so a long text is held as a few
 * strings rather than millions of small ones the collector has to move.
 */
class Pieces {
  private readonly joined: string[] = [];
  private pending: string[] = [];

  push(piece: string): void {
    this.pending.push(piece);
    if (this.pending.length < 1024) return;
    this.joined.push(this.pending.join(''));
    this.pending = [];
  }

  text(): string {
    this.joined.push(this.pending.join(''));
    this.pending = [];
    return this.joined.join('');
  }
}

/** Reads `pattern` (sticky) at `position` of `text`, without slicing the rest of the text. */
function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | undefined {
  pattern.lastIndex = position;
  return pattern.exec(text) ?? undefined;
}

class WordReader {
  private position = 0;
  /** The expanded text. */
  private readonly result = new Pieces();
  private readonly words: string[] = [];
  /** The word being read, and whether one has started (`""` starts an empty word). */
  private current = new Pieces();
  private inWord = false;

  constructor(
    private readonly text: string,
    private readonly lookup: Lookup,
    private readonly where: Where,
  ) {}

  read(): { text: string; words: string[] } {
    const text = this.text;
    while (this.position < text.length) {
      if (this.plainRun(UNQUOTED_STOPS, (run) => this.addRaw(run))) continue;
      const ch = text[this.position++] as string;
      if (ch === "'") this.addRaw(this.singleQuoted());
      else if (ch === '"') this.addRaw(this.doubleQuoted());
      else if (ch === '$') this.addSplitting(this.dollar());
      else if (ch === '\\') {
        // The next character as written, or the backslash itself at the end.
        const next = text[this.position++];
        this.addRaw(next === undefined ? '\\' : next);
      } else {
        this.result.push(ch);
        this.endWord();
      }
    }
    this.endWord();
    return { text: this.result.text(), words: this.words };
  }

  /** Text that belongs to the current word whatever it holds (quoted, escaped, or without blanks). */
  private addRaw(text: string): void {
    this.result.push(text);
    this.current.push(text);
    this.inWord = true;
  }

  /** An unquoted expansion: its blanks end the current word, as in a shell. */
  private addSplitting(text: string): void {
    this.result.push(text);
    let from = 0;
    while (from < text.length) {
      const end = scanTo(text, from, BLANKS);
      if (end > from) {
        this.current.push(text.slice(from, end));
        this.inWord = true;
      }
      if (end < text.length) this.endWord();
      from = end + 1;
    }
  }

  private endWord(): void {
    if (this.inWord) this.words.push(this.current.text());
    this.current = new Pieces();
    this.inWord = false;
  }

  private singleQuoted(): string {
    const end = this.text.indexOf("'", this.position);
    if (end < 0) throw this.error('unterminated single quote');
    const inner = this.text.slice(this.position, end);
    this.position = end + 1;
    return inner;
  }

  /** Hands the characters from here up to the next of `stops` to `take`, if there are any; whether there were. */
  private plainRun(stops: Uint8Array, take: (run: string) => void): boolean {
    const end = scanTo(this.text, this.position, stops);
    if (end === this.position) return false;
    take(this.text.slice(this.position, end));
    this.position = end;
    return true;
  }

  private doubleQuoted(): string {
    const text = this.text;
    const out = new Pieces();
    while (this.position < text.length) {
      if (this.plainRun(DOUBLE_QUOTED_STOPS, (run) => out.push(run))) continue;
      const ch = text[this.position++] as string;
      if (ch === '"') return out.text();
      if (ch === '$') out.push(this.dollar());
      else {
        const next = text[this.position];
        // Inside double quotes Docker un-escapes only ", $ and \\; any other backslash stays.
        if (next === '"' || next === '$' || next === '\\') {
          out.push(next);
          this.position++;
        } else out.push(ch);
      }
    }
    throw this.error('unterminated double quote');
  }

  private dollar(): string {
    if (this.text[this.position] === '{') {
      this.position++;
      return this.braced();
    }
    const name = matchAt(NAME, this.text, this.position)?.[0];
    if (!name) return '$';
    this.position += name.length;
    return this.lookup(name) ?? '';
  }

  /** `${NAME}`, `${NAME:-default}`, `${NAME:+alternative}`: the forms Docker supports. */
  private braced(): string {
    const match = matchAt(BRACED, this.text, this.position);
    if (!match)
      throw this.error('bad substitution', ` (supported: \${NAME}, \${NAME:-default}, \${NAME:+word})`);
    this.position += match[0].length;
    const value = this.lookup(match[1] as string);
    const word = match[3] === undefined ? '' : expandWord(match[3], this.lookup, this.where);
    if (match[2] === ':-') return value ? value : word;
    if (match[2] === ':+') return value ? word : '';
    return value ?? '';
  }

  /** The error names the file and line; the text is quoted whole only when short enough to read. */
  private error(problem: string, note = ''): KubefileError {
    const text = this.text;
    const shown = text.length <= 200 ? text : `${text.slice(0, 200)}… (${text.length} characters)`;
    return new KubefileError(`${problem} in: ${shown}${note}`, this.where.file, this.where.line);
  }
}
