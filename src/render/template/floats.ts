/**
 * strconv.FormatFloat for %e, %f and %g: exact decimal expansion of the double and round-half-even, as Go
 * does (JavaScript's toFixed rounds 2.25 to 2.3; Go prints 2.2), and Go's shortest form for precision -1.
 */
interface DecimalDigits {
  /** Significant digits, no leading or trailing zeros ("" for zero). */
  digits: string;
  /** Position of the decimal point: value = 0.digits × 10^point. */
  point: number;
}

function exactDecimal(x: number): DecimalDigits {
  if (x === 0) return { digits: '', point: 0 };
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  let e2: number;
  if (biased === 0) e2 = -1074;
  else {
    mantissa |= 1n << 52n;
    e2 = biased - 1075;
  }
  let digits: string;
  let point: number;
  if (e2 >= 0) {
    digits = (mantissa << BigInt(e2)).toString();
    point = digits.length;
  } else {
    digits = (mantissa * 5n ** BigInt(-e2)).toString();
    point = digits.length + e2;
  }
  return trim({ digits, point });
}

function trim(d: DecimalDigits): DecimalDigits {
  const digits = d.digits.replace(/0+$/, '');
  return digits === '' ? { digits: '', point: 0 } : { digits, point: d.point };
}

/** JavaScript's shortest round-trip digits are Go's shortest digits. */
function shortestDecimal(x: number): DecimalDigits {
  if (x === 0) return { digits: '', point: 0 };
  const [mantissa, exp] = x.toExponential().split('e') as [string, string];
  return trim({ digits: mantissa.replace('.', ''), point: Number(exp) + 1 });
}

/** Keeps `n` significant digits, rounding half to even on the exact value. */
function roundSignificant(d: DecimalDigits, n: number): DecimalDigits {
  if (n < 0) return { digits: '', point: 0 };
  if (n >= d.digits.length) return d;
  const next = d.digits[n]!;
  const rest = d.digits.slice(n + 1);
  const up =
    next > '5' || (next === '5' && (/[1-9]/.test(rest) || (n > 0 && Number(d.digits[n - 1]) % 2 === 1)));
  let kept = d.digits.slice(0, n);
  let point = d.point;
  if (up) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') i--;
    if (i < 0) {
      kept = `1${'0'.repeat(kept.length)}`;
      point++;
    } else {
      kept = kept.slice(0, i) + String(Number(kept[i]) + 1) + '0'.repeat(kept.length - i - 1);
    }
  }
  return trim({ digits: kept, point });
}

function fmtF(d: DecimalDigits, precision: number): string {
  let intPart = '0';
  if (d.point > 0) intPart = d.digits.slice(0, d.point).padEnd(d.point, '0');
  let frac = '';
  for (let i = 0; i < precision; i++) {
    const j = d.point + i;
    frac += j < 0 || j >= d.digits.length ? '0' : d.digits[j];
  }
  return precision > 0 ? `${intPart}.${frac}` : intPart;
}

function fmtE(d: DecimalDigits, precision: number, e: string): string {
  const first = d.digits[0] ?? '0';
  let out = first;
  if (precision > 0) out += `.${d.digits.slice(1, precision + 1).padEnd(precision, '0')}`;
  const exp = d.digits === '' ? 0 : d.point - 1;
  const sign = exp < 0 ? '-' : '+';
  const abs = Math.abs(exp);
  return `${out}${e}${sign}${abs < 10 ? `0${abs}` : abs}`;
}

/** FormatFloat(x, verb, precision) for x >= 0 and finite; precision undefined = shortest. */
export function formatNonNegative(
  x: number,
  verb: 'e' | 'E' | 'f' | 'F' | 'g' | 'G',
  precision?: number,
): string {
  const lower = verb.toLowerCase();
  const e = verb === 'E' || verb === 'G' ? 'E' : 'e';
  if (precision === undefined) {
    const d = shortestDecimal(x);
    const nd = d.digits.length;
    if (lower === 'e') return fmtE(d, Math.max(nd - 1, 0), e);
    if (lower === 'f') return fmtF(d, Math.max(nd - d.point, 0));
    const exp = d.point - 1;
    if (nd > 0 && (exp < -4 || exp >= 6)) return fmtE(d, nd - 1, e);
    return fmtF(d, Math.max(nd - d.point, 0));
  }
  const exact = exactDecimal(x);
  if (lower === 'e') return fmtE(roundSignificant(exact, precision + 1), precision, e);
  if (lower === 'f') return fmtF(roundSignificant(exact, exact.point + precision), precision);
  const p = precision === 0 ? 1 : precision;
  const d = roundSignificant(exact, p);
  const nd = d.digits.length;
  let eprec = p;
  if (eprec > nd && nd >= d.point) eprec = nd;
  const exp = d.point - 1;
  if (nd > 0 && (exp < -4 || exp >= eprec)) return fmtE(d, Math.min(p, nd) - 1, e);
  return fmtF(d, Math.max((p > d.point ? nd : p) - d.point, 0));
}
