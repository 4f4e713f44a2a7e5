import { UsageError } from '../../errors.js';
import { readInputFile } from '../../files/read-input.js';
import { fromData, parseYaml11 } from '../functions/encoding.js';
import { GoInt64, GoList, GoMap, type Value } from '../template/values.js';
import { isMap, parseSetInto } from './set-values.js';

/**
 * `.Values` of a Clusterfile template, as sealos builds it with helm's values.Options.MergeValues
 * (pkg/clusterfile/pre_process.go loadRenderValues): each `--values` file in order, merged key by key over the
 * ones before (a map merges into a map, anything else replaces), then each `--set` in order.
 */
export async function templateValues(
  valuesFiles: readonly string[],
  sets: readonly string[],
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const file of valuesFiles) mergeValues(values, await readValuesFile(file));
  for (const set of sets) parseSetInto(set, values);
  return values;
}

async function readValuesFile(file: string): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = parseYaml11(await readInputFile(file));
  } catch (error) {
    throw new UsageError(`--values ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      file,
      cause: error,
    });
  }
  if (data === null || data === undefined) return {};
  if (!isMap(data)) throw new UsageError(`--values ${file}: not a mapping of values`, { file });
  return data;
}

/** helm's mergeMaps (pkg/cli/values/options.go). */
function mergeValues(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isMap(value) && isMap(existing)) mergeValues(existing, value);
    else into[key] = value;
  }
}

/** Values as the template sees them: numbers from files are float64 (Go's json), `--set` integers int64. */
export function valuesToTemplate(data: unknown): Value {
  if (data instanceof GoInt64) return data;
  if (Array.isArray(data)) return new GoList(data.map(valuesToTemplate));
  if (isMap(data))
    return new GoMap(new Map(Object.entries(data).map(([key, value]) => [key, valuesToTemplate(value)])));
  return fromData(data);
}
