import { deepMerge } from '../../yaml/deep-merge.js';
import { type FieldPath, formatPath } from '../problems.js';
import { type FieldSet, type FieldShape, isFieldSet } from './shape.js';

/** What reading a document's keys as Go's encoding/json does found worth telling. */
export interface MatchedKeys {
  /** The value with every known key in its canonical spelling. */
  value: unknown;
  /** Keys that match no field, as written (for their line). */
  unknown: FieldPath[];
  /** Keys that name a field another key of the same object already named (`podSubnet` and `PodSubnet`). */
  repeated: { at: FieldPath; field: string }[];
  /** For each canonical field path (`networking.podSubnet`), the path as written (`Networking.PodSubnet`). */
  written: ReadonlyMap<string, FieldPath>;
}

/**
 * Reads `value`'s keys against `shape` as Go's encoding/json decodes into a struct: a key names the field of
 * that exact name, else the field whose name equals it ignoring case (Go's `foldName`); map keys are data and
 * stay as written. A field named twice gets both, the later over the earlier (objects merged, as json decodes
 * into the value already there). A known field given `null` is left out: Go's json leaves the field at its zero
 * value, which is what an absent field means too (`taints: null` is kubeadm's default taint, as no `taints`).
 * Unknown keys are kept, or dropped with `dropUnknown` (Go drops them).
 */
export function matchKeys(value: unknown, shape: FieldShape, options: { dropUnknown: boolean }): MatchedKeys {
  const matcher = new KeyMatcher(options.dropUnknown);
  const matched = matcher.match(value, shape, [], []);
  return { value: matched, unknown: matcher.unknown, repeated: matcher.repeated, written: matcher.written };
}

/** The written form of a canonical path: its deepest prefix that was read, plus the rest as is. */
export function writtenPath(path: FieldPath, written: ReadonlyMap<string, FieldPath>): FieldPath {
  for (let length = path.length; length > 0; length--) {
    const prefix = written.get(formatPath(path.slice(0, length)));
    if (prefix) return [...prefix, ...path.slice(length)];
  }
  return path;
}

class KeyMatcher {
  readonly unknown: FieldPath[] = [];
  readonly repeated: { at: FieldPath; field: string }[] = [];
  readonly written = new Map<string, FieldPath>();

  constructor(private readonly dropUnknown: boolean) {}

  match(value: unknown, shape: FieldShape, canonical: FieldPath, written: FieldPath): unknown {
    if (Array.isArray(shape)) {
      if (!Array.isArray(value)) return value;
      return value.map((item, index) =>
        this.match(item, shape[0] as FieldShape, [...canonical, index], [...written, index]),
      );
    }
    if (!isFieldSet(shape) || !isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const at = [...written, key];
      const name = fieldName(shape, key);
      if (name === undefined) {
        this.unknown.push(at);
        if (!this.dropUnknown) out[key] = child;
        continue;
      }
      const path = [...canonical, name];
      this.written.set(formatPath(path), at);
      if (child === null) continue;
      const read = this.match(child, shape[name] as FieldShape, path, at);
      if (Object.hasOwn(out, name)) {
        this.repeated.push({ at, field: formatPath(path) });
        out[name] = laterOver(out[name], read);
      } else out[name] = read;
    }
    return out;
  }
}

/** The field `key` names: the exact name first, then a case-insensitive match, as Go's json does. */
function fieldName(fields: FieldSet, key: string): string | undefined {
  if (Object.hasOwn(fields, key)) return key;
  const folded = foldName(key);
  return Object.keys(fields).find((name) => foldName(name) === folded);
}

/** Go's json foldName: case folding where the long s and the Kelvin sign fold as s and k. */
function foldName(name: string): string {
  return name
    .replace(/\u017f/g, 's')
    .replace(/\u212a/g, 'k')
    .toLowerCase();
}

function laterOver(earlier: unknown, later: unknown): unknown {
  if (!isPlainObject(earlier) || !isPlainObject(later)) return later;
  try {
    return deepMerge(earlier, later);
  } catch {
    return later;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
