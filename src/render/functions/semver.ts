import { FunctionError } from '../template/errors.js';
import { fn, type TemplateFunction } from '../template/functions.js';
import { GoObject, type Value } from '../template/values.js';

/**
 * Masterminds/semver v3.2: version parsing (loose: `v` prefix, missing minor/patch) and constraints
 * (`^`, `~`, `~>`, comparison operators, wildcards, hyphen ranges, `,`/space for AND, `||` for OR).
 */

const VERSION =
  /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;

export class SemVersion extends GoObject {
  readonly goType = '*semver.Version';

  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: string,
    readonly metadata: string,
    readonly original: string,
  ) {
    super();
  }

  static parse(text: string): SemVersion | undefined {
    const m = VERSION.exec(text);
    if (!m) return undefined;
    const pre = m[5] ?? '';
    // Numeric prerelease identifiers must not have leading zeros.
    if (pre.split('.').some((id) => /^0[0-9]+$/.test(id))) return undefined;
    const num = (s: string | undefined) => (s ? BigInt(s.replace('.', '')) : 0n);
    return new SemVersion(BigInt(m[1]!), num(m[2]), num(m[3]), pre, m[8] ?? '', text);
  }

  override toString(): string {
    let s = `${this.major}.${this.minor}.${this.patch}`;
    if (this.pre) s += `-${this.pre}`;
    if (this.metadata) s += `+${this.metadata}`;
    return s;
  }

  method(name: string): (() => Value) | undefined {
    const methods: Record<string, () => Value> = {
      Major: () => this.major,
      Minor: () => this.minor,
      Patch: () => this.patch,
      Prerelease: () => this.pre,
      Metadata: () => this.metadata,
      Original: () => this.original,
      String: () => this.toString(),
    };
    return Object.hasOwn(methods, name) ? methods[name] : undefined;
  }

  compare(o: SemVersion): number {
    for (const [a, b] of [
      [this.major, o.major],
      [this.minor, o.minor],
      [this.patch, o.patch],
    ] as const) {
      if (a !== b) return a < b ? -1 : 1;
    }
    return comparePrerelease(this.pre, o.pre);
  }
}

function comparePrerelease(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const c = compareIdentifier(x, y);
    if (c !== 0) return c;
  }
  return 0;
}

function compareIdentifier(a: string, b: string): number {
  const an = /^[0-9]+$/.test(a);
  const bn = /^[0-9]+$/.test(b);
  if (an && bn) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  if (an) return -1;
  if (bn) return 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

interface Constraint {
  check(v: SemVersion): boolean;
}

// The regular expressions of Masterminds/semver constraints.go, verbatim (including the stray `|` in the
// character classes): their leftmost-first alternation behaves the same in JavaScript.
const CV =
  'v?([0-9|x|X|\\*]+)(\\.[0-9|x|X|\\*]+)?(\\.[0-9|x|X|\\*]+)?(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?';
const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
const CONSTRAINT = new RegExp(`^\\s*(${OPS})\\s*(${CV})\\s*$`);
const RANGE = new RegExp(`\\s*(${CV})\\s+-\\s+(${CV})\\s*`, 'g');
const FIND = new RegExp(`(${OPS})\\s*(${CV})`, 'g');
const VALID = new RegExp(`^(\\s*(${OPS})\\s*(${CV})\\s*)((?:\\s+|,\\s*)(${OPS})\\s*(${CV})\\s*)*$`);

const isX = (s: string): boolean => s === 'x' || s === '*' || s === 'X';

interface ParsedConstraint {
  op: string;
  con: SemVersion;
  orig: string;
  dirty: boolean;
  minorDirty: boolean;
  patchDirty: boolean;
}

function parseOne(text: string): ParsedConstraint {
  if (text.length === 0) {
    return {
      op: '',
      con: SemVersion.parse('0.0.0')!,
      orig: text,
      dirty: true,
      minorDirty: false,
      patchDirty: false,
    };
  }
  const m = CONSTRAINT.exec(text);
  if (!m) throw new FunctionError(`improper constraint: ${text}`);
  const [major, minor, patch, pre] = [m[3] ?? '', m[4] ?? '', m[5] ?? '', m[6] ?? ''];
  let ver = m[2]!;
  let minorDirty = false;
  let patchDirty = false;
  let dirty = false;
  if (isX(major) || major === '') {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(minor.replace(/^\./, '')) || minor === '') {
    minorDirty = true;
    dirty = true;
    ver = `${major}.0.0${pre}`;
  } else if (isX(patch.replace(/^\./, '')) || patch === '') {
    dirty = true;
    patchDirty = true;
    ver = `${major}${minor}.0${pre}`;
  }
  const con = SemVersion.parse(ver);
  if (!con) throw new FunctionError('constraint Parser Error');
  return { op: m[1] ?? '', con, orig: m[2]!, dirty, minorDirty, patchDirty };
}

/** Every check but a plain `!=` refuses a prerelease version unless the constraint names one. */
const blocksPrerelease = (v: SemVersion, c: ParsedConstraint): boolean => v.pre !== '' && c.con.pre === '';

function tilde(v: SemVersion, c: ParsedConstraint): boolean {
  if (blocksPrerelease(v, c) || v.compare(c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
    return true;
  if (v.major !== c.con.major) return false;
  return !(v.minor !== c.con.minor && !c.minorDirty);
}

function checkOne(v: SemVersion, c: ParsedConstraint): boolean {
  const con = c.con;
  switch (c.op) {
    case '':
    case '=':
      if (blocksPrerelease(v, c)) return false;
      return c.dirty ? tilde(v, c) : v.compare(con) === 0;
    case '!=':
      if (c.dirty) {
        if (blocksPrerelease(v, c)) return false;
        if (con.major !== v.major) return true;
        if (con.minor !== v.minor && !c.minorDirty) return true;
        if (c.minorDirty) return false;
        if (con.patch !== v.patch && !c.patchDirty) return true;
        if (c.patchDirty) {
          if (v.pre !== '' || con.pre !== '') return comparePrerelease(v.pre, con.pre) !== 0;
          return false;
        }
      }
      return v.compare(con) !== 0;
    case '>':
      if (blocksPrerelease(v, c)) return false;
      if (!c.dirty) return v.compare(con) === 1;
      if (v.major > con.major) return true;
      if (v.major < con.major || c.minorDirty) return false;
      if (c.patchDirty) return v.minor > con.minor;
      return v.compare(con) === 1;
    case '<':
      return !blocksPrerelease(v, c) && v.compare(con) < 0;
    case '>=':
    case '=>':
      return !blocksPrerelease(v, c) && v.compare(con) >= 0;
    case '<=':
    case '=<':
      if (blocksPrerelease(v, c)) return false;
      if (!c.dirty) return v.compare(con) <= 0;
      if (v.major > con.major) return false;
      return !(v.major === con.major && v.minor > con.minor && !c.minorDirty);
    case '~':
    case '~>':
      return tilde(v, c);
    case '^':
      if (blocksPrerelease(v, c) || v.compare(con) < 0) return false;
      if (con.major > 0n || c.minorDirty) return v.major === con.major;
      if (v.major > 0n) return false;
      if (con.minor > 0n || c.patchDirty) return v.minor === con.minor;
      if (v.minor > 0n) return false;
      return con.patch === v.patch;
  }
  return false;
}

/** semver.NewConstraint: hyphen ranges rewritten, `||` alternatives of conditions that must all hold. */
export function parseConstraint(text: string): Constraint {
  const rewritten = text.replace(
    RANGE,
    (_all, from: string, ...rest: string[]) => `>= ${from}, <= ${rest[9]}`,
  );
  const groups = rewritten.split('||').map((alternative) => {
    if (!VALID.test(alternative)) throw new FunctionError(`improper constraint: ${alternative}`);
    const found = [...alternative.matchAll(FIND)].map((m) => m[0]);
    return (found.length > 0 ? found : [alternative]).map(parseOne);
  });
  return { check: (v) => groups.some((group) => group.every((c) => checkOne(v, c))) };
}

/** sealos's semverCompare: an invalid constraint is an error, an invalid version is simply false. */
function semverCompare(constraint: string, version: string): boolean {
  const c = parseConstraint(constraint);
  const v = SemVersion.parse(version);
  if (!v) return false;
  return c.check(v);
}

export const SEMVER_FUNCTIONS: [string, TemplateFunction][] = [
  ['semverCompare', fn(['string', 'string'], ([c, v]) => semverCompare(c as string, v as string))],
  [
    'semver',
    fn(['string'], ([text]) => {
      const v = SemVersion.parse(text as string);
      if (!v) throw new FunctionError('Invalid Semantic Version');
      return v;
    }),
  ],
];
