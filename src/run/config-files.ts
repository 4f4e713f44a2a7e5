import { LineCounter, parseAllDocuments } from 'yaml';
import {
  type Clusterfile,
  ClusterfileError,
  type ClusterfileProblem,
  type Config,
  ConfigSchema,
  documentValue,
  syntaxProblems,
} from '../clusterfile/index.js';
import { causeText, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';

/**
 * The `kind: Config` documents of extra files (the `config-files` input), in file order. Any other document,
 * or a Config the schema refuses, is a located problem; every problem of every file is reported together.
 */
export async function readConfigFiles(paths: readonly string[]): Promise<Config[]> {
  const configs: Config[] = [];
  const problems: ClusterfileProblem[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readInputFile(path);
    } catch (error) {
      throw new UsageError(`cannot read the config file ${path}: ${causeText(error)}`, {
        file: path,
        cause: error,
      });
    }
    const read = parseConfigDocuments(text, path);
    configs.push(...read.configs);
    problems.push(...read.problems);
  }
  if (problems.length > 0) throw new ClusterfileError(problems);
  return configs;
}

function parseConfigDocuments(
  text: string,
  file: string,
): { configs: Config[]; problems: ClusterfileProblem[] } {
  const lineCounter = new LineCounter();
  const configs: Config[] = [];
  const problems: ClusterfileProblem[] = [];
  for (const document of parseAllDocuments(text, { lineCounter, logLevel: 'error' })) {
    const start = document.contents?.range[0] ?? document.range[0];
    const line = lineCounter.linePos(start).line;
    if (document.errors.length > 0) {
      for (const problem of syntaxProblems(document))
        problems.push({ file, line: problem.line ?? line, path: '', message: problem.message });
      continue;
    }
    const read = documentValue(document);
    if ('problem' in read) {
      problems.push({ file, line, path: '', message: read.problem });
      continue;
    }
    const value = read.value;
    if (value === null || value === undefined) continue;
    const parsed = ConfigSchema.safeParse(value);
    if (!parsed.success) {
      const kind = (value as { kind?: unknown }).kind;
      if (kind !== 'Config')
        problems.push({ file, line, path: 'kind', message: `${JSON.stringify(kind ?? null)} is not Config` });
      else
        for (const issue of parsed.error.issues)
          problems.push({ file, line, path: issue.path.map(String).join('.'), message: issue.message });
      continue;
    }
    configs.push(value as Config);
  }
  return { configs, problems };
}

/** The Clusterfile with `configs` after its own; a Config named like an earlier one replaces it (sealos). */
export function appendConfigs(clusterfile: Clusterfile, configs: readonly Config[]): Clusterfile {
  if (configs.length === 0) return clusterfile;
  const names = new Set(configs.map((config) => config.metadata?.name).filter(Boolean));
  const kept = clusterfile.configs.filter((config) => !names.has(config.metadata?.name));
  const added: Config[] = [];
  for (const config of configs) {
    const name = config.metadata?.name;
    const earlier = name ? added.findIndex((other) => other.metadata?.name === name) : -1;
    if (earlier !== -1) added.splice(earlier, 1);
    added.push(config);
  }
  return { ...clusterfile, configs: [...kept, ...added] };
}
