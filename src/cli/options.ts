import { InvalidArgumentError } from 'commander';
import { CLUSTER_NAME_RULE, isClusterName } from '../clusterfile/cluster-name.js';
import { UsageError } from '../errors.js';
import { MAX_CONCURRENCY } from '../run/run-request.js';
import { MAX_TIMEOUT_MINUTES } from '../run/timeout.js';

/** commander helpers shared by commands: repeatable flags and checked numbers. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/**
 * A repeatable flag whose each value is also a comma-separated list, read as pflag's string slices are
 * (sealos `-e`, `--cmd`, `--roles`, `--ips`, `--alt-names`): a CSV record, so `"A=1,2",B=3` is two items.
 */
export function commaList(value: string, previous: string[] = []): string[] {
  return [...previous, ...csvRecord(value)];
}

/** One CSV record as Go's encoding/csv reads it (no lazy quotes): a `"` only opens a field or doubles itself. */
function csvRecord(text: string): string[] {
  if (text === '') return [];
  const fields: string[] = [];
  let index = 0;
  for (;;) {
    let field = '';
    if (text[index] === '"') {
      index++;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new InvalidArgumentError('a quoted item has no closing "');
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index++;
      }
      if (index < text.length && text[index] !== ',')
        throw new InvalidArgumentError('a closing " must end its item (put a comma after it)');
    } else {
      const comma = text.indexOf(',', index);
      field = text.slice(index, comma < 0 ? text.length : comma);
      if (field.includes('"'))
        throw new InvalidArgumentError('a " inside an item: quote the whole item ("a ""b"",c")');
      index = comma < 0 ? text.length : comma;
    }
    fields.push(field);
    if (index >= text.length) return fields;
    index++; // the comma
  }
}

/**
 * A parser for a whole-number flag from `min` to `max`. commander prints its message after the option's
 * name (`option '--port <port>' argument '70000' is invalid. …`), so the message says only what is wanted.
 */
export function integerIn(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`give a whole number from ${min} to ${max}`);
    return n;
  };
}

export const portArgument = integerIn(1, 65535);

/** `-c NAME`: a DNS-1123 name, also when given empty (`-c "$CLUSTER"` with the variable unset). */
export function clusterNameArgument(value: string): string {
  if (!isClusterName(value)) throw new InvalidArgumentError(`use ${CLUSTER_NAME_RULE}`);
  return value;
}

export const parseConcurrency = integerIn(1, MAX_CONCURRENCY);

/** Minutes, fractions allowed, up to the longest timer Node can set; 0 only where `zero` allows it. */
export function minutes(zero: 'zero allowed' | 'above zero'): (value: string) => number {
  const range = `${zero === 'zero allowed' ? 'from 0' : 'above 0'} up to ${MAX_TIMEOUT_MINUTES} (about 24 days)`;
  return (value) => {
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value.trim()) || n > MAX_TIMEOUT_MINUTES || (n === 0 && zero === 'above zero'))
      throw new InvalidArgumentError(`give a number of minutes ${range}`);
    return n;
  };
}

/**
 * A host list flag as given: an empty one (`--masters ''`, often an unset shell variable) is refused rather
 * than read as "no hosts", which would silently mean single mode or nothing to do.
 */
export function hostListFlag(value: string | undefined, flag: string): string | undefined {
  if (value?.split(',').every((item) => item.trim() === ''))
    throw new UsageError(
      `${flag}: the host list is empty (leave ${flag} out, or give hosts: a,b, a-b, CIDR)`,
    );
  return value;
}
