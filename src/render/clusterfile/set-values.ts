import { UsageError } from '../../errors.js';
import { GoInt64 } from '../template/values.js';

/**
 * One `--set` argument parsed into `values`, as helm's strvals.ParseInto does it (helm/helm pkg/strvals/
 * parser.go), which sealos uses for `apply --set` (pkg/clusterfile/pre_process.go, helm values.Options):
 * `a.b=c` nests, `a=1,b=2` sets two keys, `list[0]=x` and `list[0].name=x` index lists, `a={x,y}` is a list,
 * `\,` `\.` `\=` escape; a value is typed as helm types it: true/false, null, an integer without a leading 0,
 * else a string. `--set` applies after every `--values` file, in order.
 */
export function parseSetInto(text: string, values: Record<string, unknown>): void {
  const cursor = new Cursor(text);
  while (!cursor.atEnd()) assign(cursor, values);
}

/** helm's MaxIndex: a list index past it is refused rather than allocated. */
const MAX_INDEX = 65536;

class Cursor {
  position = 0;
  constructor(readonly text: string) {}

  atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.position];
  }

  /** Reads up to one of `stops` (consumed, returned as `stop`), `\` escaping the next character. */
  readUntil(stops: string): { text: string; stop: string | undefined } {
    let out = '';
    while (!this.atEnd()) {
      const char = this.text[this.position++] as string;
      if (char === '\\' && !this.atEnd()) {
        out += this.text[this.position++];
        continue;
      }
      if (stops.includes(char)) return { text: out, stop: char };
      out += char;
    }
    return { text: out, stop: undefined };
  }

  fail(message: string): never {
    throw new UsageError(`--set ${this.text}: ${message}`);
  }
}

function assign(cursor: Cursor, map: Record<string, unknown>): void {
  const { text: key, stop } = cursor.readUntil('=.[,');
  if (stop === undefined || stop === ',') cursor.fail(`key "${key}" has no value`);
  if (key === '') cursor.fail('a key is empty');
  if (stop === '.') {
    assign(cursor, childMap(map, key));
    return;
  }
  if (stop === '[') {
    const list = Array.isArray(map[key]) ? (map[key] as unknown[]) : [];
    map[key] = list;
    assignIndexed(cursor, list);
    return;
  }
  map[key] = readValue(cursor);
}

function assignIndexed(cursor: Cursor, list: unknown[]): void {
  const { text, stop } = cursor.readUntil(']');
  const index = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (stop !== ']' || !Number.isInteger(index)) cursor.fail(`"${text}" is not a list index`);
  if (index > MAX_INDEX) cursor.fail(`index ${index} is larger than the maximum ${MAX_INDEX}`);
  while (list.length <= index) list.push(null);
  const next = cursor.readUntil('=.[');
  if (next.text !== '') cursor.fail(`unexpected "${next.text}" after [${index}]`);
  if (next.stop === '=') list[index] = readValue(cursor);
  else if (next.stop === '.') {
    const element = isMap(list[index]) ? (list[index] as Record<string, unknown>) : {};
    list[index] = element;
    assign(cursor, element);
  } else if (next.stop === '[') {
    const element = Array.isArray(list[index]) ? (list[index] as unknown[]) : [];
    list[index] = element;
    assignIndexed(cursor, element);
  } else cursor.fail(`[${index}] has no value`);
}

function readValue(cursor: Cursor): unknown {
  if (cursor.peek() !== '{') return typedValue(cursor.readUntil(',').text);
  cursor.position++;
  const items: unknown[] = [];
  for (;;) {
    const { text, stop } = cursor.readUntil(',}');
    if (stop === undefined) cursor.fail('a list {…} is not closed');
    if (text !== '' || stop === ',') items.push(typedValue(text));
    if (stop === '}') break;
  }
  const after = cursor.readUntil(',');
  if (after.text !== '') cursor.fail(`unexpected "${after.text}" after a list`);
  return items;
}

/** helm strvals typedVal. */
function typedValue(text: string): unknown {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  if (text === '0') return new GoInt64(0n);
  if (/^-?[1-9]\d*$/.test(text)) {
    const value = BigInt(text);
    if (value >= -(2n ** 63n) && value < 2n ** 63n) return new GoInt64(value);
  }
  return text;
}

function childMap(map: Record<string, unknown>, key: string): Record<string, unknown> {
  if (!isMap(map[key])) map[key] = {};
  return map[key] as Record<string, unknown>;
}

export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof GoInt64);
}
