/** strconv.ParseInt(s, 0, 64) without the range check: base prefixes 0x, 0o, 0b and a leading 0 for octal. */
export function parseGoInteger(text: string): bigint | undefined {
  let s = text;
  let negative = false;
  if (s[0] === '+' || s[0] === '-') {
    negative = s[0] === '-';
    s = s.slice(1);
  }
  let body: string;
  if (/^0[xX][0-9a-fA-F_]+$/.test(s) || /^0[oO][0-7_]+$/.test(s) || /^0[bB][01_]+$/.test(s)) body = s;
  else if (/^0[0-7_]+$/.test(s)) body = `0o${s.slice(1)}`;
  else if (/^[0-9][0-9_]*$/.test(s)) body = s;
  else return undefined;
  if (/__|_$/.test(body)) return undefined;
  const value = BigInt(body.replaceAll('_', ''));
  return negative ? -value : value;
}
