/**
 * The Go values a template sees, as plain JavaScript:
 * - `undefined`: Go's invalid reflect.Value ("no value": a missing map key),
 * - `null`: a nil interface, `string`, `boolean`,
 * - `bigint`: Go int/int64, `number`: float64,
 * - GoList (a slice), GoMap (a map with string keys), GoObject (something with methods, e.g. a semver).
 * Keeping int and float64 apart matters: Go prints and compares them differently.
 */
export type Value =
  | undefined
  | null
  | string
  | boolean
  | bigint
  | GoInt64
  | number
  | GoList
  | GoMap
  | GoObject;

/**
 * A Go int64 (what sprig's math functions return), kept apart from int (`bigint`): Go names the types in
 * errors and %T, and a function taking an int refuses an int64.
 */
export class GoInt64 {
  constructor(readonly value: bigint) {}
}

/** The integer in an int or int64, else undefined. */
export function asInteger(value: Value): bigint | undefined {
  if (typeof value === 'bigint') return value;
  return value instanceof GoInt64 ? value.value : undefined;
}

export class GoList {
  constructor(
    readonly items: Value[],
    /** Go element type, for error messages and %T: `interface {}`, `string`, `int`. */
    readonly elem: string = 'interface {}',
  ) {}
}

export class GoMap {
  constructor(
    readonly entries: Map<string, Value>,
    readonly elem: string = 'interface {}',
  ) {}

  sortedKeys(): string[] {
    return [...this.entries.keys()].sort(compareGoStrings);
  }
}

/** A Go struct pointer with methods callable as `.Name` (no arguments) and a String() for printing. */
export abstract class GoObject {
  abstract readonly goType: string;
  abstract method(name: string): (() => Value) | undefined;
  abstract toString(): string;
}

/** Go compares strings bytewise (UTF-8); UTF-16 order differs only above the BMP. */
function compareGoStrings(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export function goTypeName(value: Value): string {
  if (value === undefined || value === null) return '<nil>';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'int';
  if (value instanceof GoInt64) return 'int64';
  if (typeof value === 'number') return 'float64';
  if (value instanceof GoList) return `[]${value.elem}`;
  if (value instanceof GoMap) return `map[string]${value.elem}`;
  return value.goType;
}

/** reflect.Kind's name (sprig's errors print it): slice, map, ptr, or the basic type. */
export function kindName(value: Value): string {
  if (value instanceof GoList) return 'slice';
  if (value instanceof GoMap) return 'map';
  if (value instanceof GoObject) return 'ptr';
  return goTypeName(value);
}

/** Go's template truth: empty strings, zero numbers, nil and empty collections are false. */
export function isTrue(value: Value): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value !== 0n;
  if (value instanceof GoInt64) return value.value !== 0n;
  if (typeof value === 'number') return value !== 0;
  if (value instanceof GoList) return value.items.length > 0;
  if (value instanceof GoMap) return value.entries.size > 0;
  return true;
}

/** sprig's `empty`: the same as "not true" for the kinds templates see. */
export function isEmpty(value: Value): boolean {
  return !isTrue(value);
}

/** A string map (the env) as the map[string]interface{} sealos passes to Execute. */
export function envToValue(env: Record<string, string> | ReadonlyMap<string, string>): GoMap {
  const entries = env instanceof Map ? [...env.entries()] : Object.entries(env);
  return new GoMap(new Map(entries));
}

/**
 * The data `sealctl render` executes templates with: every env value at the top level (older templates use
 * `.KEY`), plus `.Env` (the env as a map[string]string) and `.Values` (helm-style values; none here).
 */
export function sealctlRenderData(env: Readonly<Record<string, string>>): GoMap {
  const data = envToValue(env);
  data.entries.set('Values', new GoMap(new Map()));
  data.entries.set('Env', new GoMap(new Map(Object.entries(env)), 'string'));
  return data;
}

export function goStringList(items: string[]): GoList {
  return new GoList(items, 'string');
}
