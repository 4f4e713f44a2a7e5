import { z } from 'zod';
import { parseEnvList } from '../../clusterfile/env.js';
import { causeText, UsageError } from '../../errors.js';
import { readInputFile } from '../../files/read-input.js';

const EnvFile = z.record(z.string(), z.string());

/** An ENV.json (a flat map of strings) overlaid with `K=V` items, which win. */
export async function loadEnv(
  envFile: string | undefined,
  items: readonly string[],
): Promise<Record<string, string>> {
  let fromFile: Record<string, string> = {};
  if (envFile !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readInputFile(envFile));
    } catch (error) {
      throw new UsageError(`${envFile}: not a readable JSON file: ${causeText(error)}`, {
        file: envFile,
        cause: error,
      });
    }
    const result = EnvFile.safeParse(parsed);
    if (!result.success)
      throw new UsageError(
        `${envFile}: must be a JSON object of string values (${result.error.issues[0]?.message})`,
        {
          file: envFile,
        },
      );
    fromFile = result.data;
  }
  for (const item of items)
    if (item.indexOf('=') <= 0) throw new UsageError(`--env ${JSON.stringify(item)}: expected K=V`);
  return { ...fromFile, ...parseEnvList(items) };
}
