/**
 * strconv.UnquoteChar: decodes the first character or escape of `s` inside a `quote`-quoted literal and
 * returns it with the rest of `s`. Throws "invalid syntax" like Go.
 */
export function unquoteChar(s: string, quote: string): [string, string] {
  const c = s.codePointAt(0);
  if (c === undefined) throw new Error('invalid syntax');
  const first = String.fromCodePoint(c);
  if (first === quote && (quote === "'" || quote === '"')) throw new Error('invalid syntax');
  if (first !== '\\') return [first, s.slice(first.length)];
  const e = s[1];
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
  };
  if (e !== undefined && Object.hasOwn(simple, e)) return [simple[e]!, s.slice(2)];
  if (e === "'" || e === '"') {
    if (e !== quote) throw new Error('invalid syntax');
    return [e, s.slice(2)];
  }
  if (e === 'x' || e === 'u' || e === 'U') {
    const size = e === 'x' ? 2 : e === 'u' ? 4 : 8;
    const hex = s.slice(2, 2 + size);
    if (hex.length !== size || !/^[0-9a-fA-F]+$/.test(hex)) throw new Error('invalid syntax');
    const code = Number.parseInt(hex, 16);
    if (code > 0x10ffff || (code >= 0xd800 && code < 0xe000 && e !== 'x')) throw new Error('invalid syntax');
    // \x is a byte: a lone byte >= 0x80 is not valid text, shown as U+FFFD.
    return [e === 'x' && code >= 0x80 ? '\ufffd' : String.fromCodePoint(code), s.slice(2 + size)];
  }
  const oct = s.slice(1, 4);
  if (!/^[0-7]{3}$/.test(oct) || Number.parseInt(oct, 8) > 255) throw new Error('invalid syntax');
  const code = Number.parseInt(oct, 8);
  return [code >= 0x80 ? '\ufffd' : String.fromCharCode(code), s.slice(4)];
}

/** Go's strconv.Unquote for "…", `…` and '…' literals. */
export function unquote(literal: string): string {
  const quote = literal[0];
  if (literal.length < 2 || literal[literal.length - 1] !== quote) throw new Error('invalid syntax');
  const body = literal.slice(1, -1);
  if (quote === '`') {
    if (body.includes('`')) throw new Error('invalid syntax');
    return body.replaceAll('\r', '');
  }
  if (quote !== '"' && quote !== "'") throw new Error('invalid syntax');
  let out = '';
  let rest = body;
  while (rest.length > 0) {
    if (rest[0] === '\n') throw new Error('invalid syntax');
    const [char, tail] = unquoteChar(rest, quote);
    out += char;
    rest = tail;
  }
  if (quote === "'" && [...out].length !== 1) throw new Error('invalid syntax');
  return out;
}

function isPrint(code: number): boolean {
  // Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space only.
  return code === 0x20 || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(String.fromCodePoint(code));
}

/** strconv.Quote: Go escapes, printable runes kept as they are. */
export function goQuote(s: string, quote = '"'): string {
  let out = quote;
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') {
      out += `\\${ch}`;
      continue;
    }
    if (isPrint(code)) {
      out += ch;
      continue;
    }
    switch (ch) {
      case '\x07':
        out += '\\a';
        break;
      case '\b':
        out += '\\b';
        break;
      case '\f':
        out += '\\f';
        break;
      case '\n':
        out += '\\n';
        break;
      case '\r':
        out += '\\r';
        break;
      case '\t':
        out += '\\t';
        break;
      case '\v':
        out += '\\v';
        break;
      default:
        if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
        else if (code < 0x10000) out += `\\u${code.toString(16).padStart(4, '0')}`;
        else out += `\\U${code.toString(16).padStart(8, '0')}`;
    }
  }
  return out + quote;
}
