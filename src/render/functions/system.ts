import path from 'node:path';
import { fn, type TemplateFunction } from '../template/functions.js';
import type { Value } from '../template/values.js';

/** sprig's env and path functions, and sealos's ipAt/ipNet. */

const isShellSpecial = (c: string): boolean => '*#$@!?-0123456789'.includes(c);
const isAlphaNum = (c: string): boolean => /[A-Za-z0-9_]/.test(c);

/** Go's os.Expand. */
function goExpand(s: string, mapping: (name: string) => string): string {
  let out = '';
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== '$' || j + 1 >= s.length) continue;
    out += s.slice(i, j);
    const rest = s.slice(j + 1);
    let name = '';
    let width = 0;
    if (rest[0] === '{') {
      if (rest.length > 2 && isShellSpecial(rest[1]!) && rest[2] === '}') {
        name = rest[1]!;
        width = 3;
      } else {
        const close = rest.indexOf('}', 1);
        if (close === 1) width = 2;
        else if (close < 0) width = 1;
        else {
          name = rest.slice(1, close);
          width = close + 1;
        }
      }
    } else if (isShellSpecial(rest[0]!)) {
      name = rest[0]!;
      width = 1;
    } else {
      while (width < rest.length && isAlphaNum(rest[width]!)) width++;
      name = rest.slice(0, width);
    }
    if (name === '' && width === 0) out += '$';
    else if (name !== '') out += mapping(name);
    j += width;
    i = j + 1;
  }
  return out + s.slice(i);
}

function parseCidr(s: string): { ip: number; mask: number } | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(s);
  if (!m) return undefined;
  const octets = m.slice(1, 5).map(Number);
  const bits = Number(m[5]);
  if (octets.some((o) => o > 255 || Number.isNaN(o)) || bits > 32) return undefined;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  const ip = (octets.reduce((acc, o) => acc * 256 + o, 0) & mask) >>> 0;
  return { ip, mask };
}

const ipText = (n: number): string => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');

function ipNet(s: string): string {
  const net = parseCidr(s);
  if (!net) return `invalid cidr: invalid CIDR address: ${s}`;
  const bits = 32 - Math.clz32(~net.mask >>> 0 === 0 ? 0 : ~net.mask >>> 0);
  return `${ipText(net.ip)}/${32 - bits}`;
}

function ipAt(s: string, idx: number): string {
  const net = parseCidr(s);
  if (!net) return `invalid cidr: invalid CIDR address: ${s}`;
  const finish = ((net.ip & net.mask) | (net.mask ^ 0xffffffff)) >>> 0;
  const target = (net.ip + idx) >>> 0;
  if (target > finish) return 'out of ip address range';
  return ipText(target);
}

/** path.Clean. */
function clean(p: string): string {
  if (p === '') return '.';
  const normalized = path.posix.normalize(p);
  return normalized.length > 1 && normalized.endsWith('/') ? normalized.slice(0, -1) : normalized;
}

const str = (v: Value): string => v as string;

export const SYSTEM_FUNCTIONS: [string, TemplateFunction][] = [
  ['env', fn(['string'], ([name], context) => context.osEnv[str(name)] ?? '')],
  ['expandenv', fn(['string'], ([s], context) => goExpand(str(s), (name) => context.osEnv[name] ?? ''))],
  ['base', fn(['string'], ([p]) => (str(p) === '' ? '.' : path.posix.basename(clean(str(p))) || '/'))],
  ['dir', fn(['string'], ([p]) => clean(path.posix.dirname(str(p) || '.')))],
  ['clean', fn(['string'], ([p]) => clean(str(p)))],
  ['ext', fn(['string'], ([p]) => path.posix.extname(str(p)))],
  ['isAbs', fn(['string'], ([p]) => str(p).startsWith('/'))],
  ['ipNet', fn(['string'], ([s]) => ipNet(str(s)))],
  ['ipAt', fn(['string', 'uint32'], ([s, idx]) => ipAt(str(s), Number(idx as bigint)))],
];
