/** Go's strconv.Unquote for "…", `…` and '…' literals, and strconv.Quote for %q output. */
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
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === quote || c === '\n') throw new Error('invalid syntax');
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    const e = body[i + 1];
    i += 2;
    switch (e) {
      case 'a':
        out += '\x07';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'v':
        out += '\v';
        break;
      case '\\':
        out += '\\';
        break;
      case "'":
      case '"':
        if (e !== quote) throw new Error('invalid syntax');
        out += e;
        break;
      case 'x':
      case 'u':
      case 'U': {
        const size = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        const hex = body.slice(i, i + size);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== size) throw new Error('invalid syntax');
        const code = Number.parseInt(hex, 16);
        if (code > 0x10ffff) throw new Error('invalid syntax');
        // \x is a byte: a lone byte >= 0x80 is not valid text, Go would keep the raw byte.
        out += e === 'x' && code >= 0x80 ? '\ufffd' : String.fromCodePoint(code);
        i += size;
        break;
      }
      default: {
        const oct = body.slice(i - 1, i + 2);
        if (!/^[0-7]{3}$/.test(oct)) throw new Error('invalid syntax');
        const code = Number.parseInt(oct, 8);
        if (code > 255) throw new Error('invalid syntax');
        out += code >= 0x80 ? '\ufffd' : String.fromCharCode(code);
        i += 2;
      }
    }
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
