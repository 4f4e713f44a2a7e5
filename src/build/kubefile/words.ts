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

class WordReader {
  private position = 0;
  private readonly words: string[] = [];
  private current = '';
  private inWord = false;
  private result = '';

  constructor(
    private readonly text: string,
    private readonly lookup: Lookup,
    private readonly where: Where,
  ) {}

  read(): { text: string; words: string[] } {
    while (this.position < this.text.length) {
      const ch = this.text[this.position++] as string;
      if (ch === "'") this.addRaw(this.singleQuoted());
      else if (ch === '"') this.addRaw(this.doubleQuoted());
      else if (ch === '$') this.addSplitting(this.dollar());
      else if (ch === '\\') {
        const next = this.text[this.position++];
        this.addRaw(next === undefined ? '\\' : next);
      } else this.addSplitting(ch);
    }
    if (this.inWord) this.words.push(this.current);
    return { text: this.result, words: this.words };
  }

  private addRaw(text: string): void {
    this.result += text;
    this.current += text;
    this.inWord = true;
  }

  private addSplitting(text: string): void {
    this.result += text;
    for (const ch of text) {
      if (ch === ' ' || ch === '\t' || ch === '\n') {
        if (this.inWord) this.words.push(this.current);
        this.current = '';
        this.inWord = false;
      } else {
        this.current += ch;
        this.inWord = true;
      }
    }
  }

  private singleQuoted(): string {
    const end = this.text.indexOf("'", this.position);
    if (end < 0)
      throw new KubefileError(`unterminated single quote in: ${this.text}`, this.where.file, this.where.line);
    const inner = this.text.slice(this.position, end);
    this.position = end + 1;
    return inner;
  }

  private doubleQuoted(): string {
    let out = '';
    while (this.position < this.text.length) {
      const ch = this.text[this.position++] as string;
      if (ch === '"') return out;
      if (ch === '$') out += this.dollar();
      else if (ch === '\\') {
        const next = this.text[this.position];
        // Inside double quotes Docker un-escapes only ", $ and \; any other backslash stays.
        if (next === '"' || next === '$' || next === '\\') {
          out += next;
          this.position++;
        } else out += ch;
      } else out += ch;
    }
    throw new KubefileError(`unterminated double quote in: ${this.text}`, this.where.file, this.where.line);
  }

  private dollar(): string {
    const next = this.text[this.position];
    if (next === '{') {
      this.position++;
      return this.braced();
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.position))?.[0];
    if (!name) return '$';
    this.position += name.length;
    return this.lookup(name) ?? '';
  }

  /** `${NAME}`, `${NAME:-default}`, `${NAME:+alternative}`: the forms Docker supports. */
  private braced(): string {
    const rest = this.text.slice(this.position);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:[-+])([^}]*))?\}/.exec(rest);
    if (!match) {
      throw new KubefileError(
        `bad substitution in: ${this.text} (supported: \${NAME}, \${NAME:-default}, \${NAME:+word})`,
        this.where.file,
        this.where.line,
      );
    }
    this.position += match[0].length;
    const value = this.lookup(match[1] as string);
    const word = match[3] === undefined ? '' : expandWord(match[3], this.lookup, this.where);
    if (match[2] === ':-') return value ? value : word;
    if (match[2] === ':+') return value ? word : '';
    return value ?? '';
  }
}
