import { ChartError } from './chart-error.js';

/** One `.helmignore` line as helm's pkg/ignore parseRule keeps it. */
interface IgnoreRule {
  negate: boolean;
  mustDir: boolean;
  /** `/x`: matched against the whole path; `a/b`: the whole path too; `x`: the base name only. */
  scope: 'path' | 'base';
  match: (name: string) => boolean;
}

/** bufio.Scanner's default token limit: a longer line stops helm's Parse with this error. */
const MAX_LINE_BYTES = 64 * 1024;

/**
 * A chart folder's `.helmignore` as helm v3's pkg/ignore (rules.go) reads it, plus its default rule
 * `templates/.?*` (AddDefaults), which applies even with no file. `file` names the file in errors.
 */
export class HelmIgnore {
  private constructor(private readonly rules: IgnoreRule[]) {}

  /** The name helm looks for at a chart folder's root. */
  static readonly fileName = '.helmignore';

  /**
   * Parse: a line trimmed; blank and `#` lines skipped; `**` or a bad glob is an error naming `name` (the
   * file as the user knows it) and the line; `file` is where it is on disk.
   */
  static parse(text: string | undefined, name: string, file = name): HelmIgnore {
    const rules: IgnoreRule[] = [];
    const lines = text === undefined ? [] : text.replace(/^\uFEFF/, '').split('\n');
    if (lines.at(-1) === '') lines.pop();
    lines.forEach((raw, index) => {
      const fail = (why: string): never => {
        throw new ChartError(`${name}:${index + 1}: ${why}`, { file, line: index + 1, phase: 'chart' });
      };
      if (Buffer.byteLength(raw) > MAX_LINE_BYTES) fail('bufio.Scanner: token too long');
      const rule = parseRule(raw, fail);
      if (rule) rules.push(rule);
    });
    rules.push(parseRule('templates/.?*', () => undefined as never) as IgnoreRule);
    return new HelmIgnore(rules);
  }

  /**
   * Rules.Ignore for one path (`/`-separated, inside the chart): in order, the first rule that matches
   * ignores it; a `!` rule that does *not* match ignores it too (helm's negation: `!a.txt` ignores everything
   * else), as does a `!dir/` rule met by a file.
   */
  ignores(path: string, isDirectory: boolean): boolean {
    if (path === '' || path === '.' || path === './') return false;
    for (const rule of this.rules) {
      const name = rule.scope === 'base' ? path.slice(path.lastIndexOf('/') + 1) : path;
      if (rule.negate) {
        if (rule.mustDir && !isDirectory) return true;
        if (!rule.match(name)) return true;
        continue;
      }
      if (rule.mustDir && !isDirectory) continue;
      if (rule.match(name)) return true;
    }
    return false;
  }

  /** LoadDir's walk: a file is left out when a folder above it is ignored (SkipDir) or it is itself. */
  excludes(file: string): boolean {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++)
      if (this.ignores(parts.slice(0, depth).join('/'), true)) return true;
    return this.ignores(file, false);
  }
}

function parseRule(line: string, fail: (why: string) => never): IgnoreRule | undefined {
  let rule = line.trim();
  if (rule === '' || rule.startsWith('#')) return undefined;
  if (rule.includes('**')) fail('double-star (**) syntax is not supported');
  // helm compiles the raw line (with its `!` and `/`) by matching it once; a malformed glob fails here.
  compileGlob(rule, fail);
  const negate = rule.startsWith('!');
  if (negate) rule = rule.slice(1);
  const mustDir = rule.endsWith('/');
  if (mustDir) rule = rule.slice(0, -1);
  const scope = rule.startsWith('/') || rule.includes('/') ? 'path' : 'base';
  if (rule.startsWith('/')) rule = rule.slice(1);
  // A part left malformed by the stripping never matches (helm logs "Failed to compile" and goes on).
  let match: (name: string) => boolean;
  try {
    const glob = compileGlob(rule, (why) => {
      throw new Error(why);
    });
    match = (name) => glob.test(name);
  } catch {
    match = () => false;
  }
  return { negate, mustDir, scope, match };
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const classChar = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`;

/**
 * Go's path/filepath.Match pattern on `/` paths: `*` any run of characters but `/`, `?` one character but
 * `/`, `[^a-z]` a class (any character, `/` too; a reversed range matches nothing), `\x` the character x.
 * A malformed pattern (open `[`, empty class, `\` at the end, a range missing its end) is an error.
 */
function compileGlob(pattern: string, fail: (why: string) => never): RegExp {
  const chars = [...pattern];
  const bad = () => fail(`syntax error in pattern "${pattern}"`);
  let out = '';
  let i = 0;
  /** getEsc: one class character, `\`-escaped or not; `-` and `]` are not characters here. */
  const classMember = (): string => {
    let c = chars[i];
    if (c === undefined || c === '-' || c === ']') bad();
    if (c === '\\') {
      i++;
      c = chars[i];
      if (c === undefined) bad();
    }
    i++;
    return c as string;
  };
  while (i < chars.length) {
    const c = chars[i] as string;
    if (c === '*') {
      out += '[^/]*';
      i++;
    } else if (c === '?') {
      out += '[^/]';
      i++;
    } else if (c === '\\') {
      const next = chars[i + 1];
      if (next === undefined) bad();
      out += escapeRegExp(next as string);
      i += 2;
    } else if (c === '[') {
      i++;
      const negated = chars[i] === '^';
      if (negated) i++;
      let body = '';
      let members = 0;
      while (chars[i] !== ']' || members === 0) {
        if (chars[i] === undefined) bad();
        const lo = classMember();
        let hi = lo;
        if (chars[i] === '-') {
          i++;
          hi = classMember();
        }
        members++;
        if (lo.codePointAt(0)! <= hi.codePointAt(0)!) body += `${classChar(lo)}-${classChar(hi)}`;
      }
      i++;
      out += negated ? `[^${body}]` : `[${body}]`;
    } else {
      out += escapeRegExp(c);
      i++;
    }
  }
  return new RegExp(`^${out}$`, 'su');
}
