import {
  ClusterfileError,
  type LoadedClusterfile,
  parseClusterfile,
  type ReadOptions,
  readClusterfileText,
} from '../../clusterfile/index.js';
import { clusterfileFunctions } from '../functions/index.js';
import { TemplateError } from '../template/errors.js';
import { GoTemplate } from '../template/template.js';
import { GoMap } from '../template/values.js';
import { templateValues, valuesToTemplate } from './template-values.js';

/** What `apply/plan/validate --values/--set/--env` and the run action's `clusterfile-values`… give a template. */
export interface ClusterfileTemplateInputs {
  /** `--values FILE`, in order: later files win. */
  valuesFiles?: readonly string[];
  /** `--set key=value`, in order, after the files. */
  sets?: readonly string[];
  /** `--env KEY=VALUE`: what the template's `env` function reads first. */
  env?: Readonly<Record<string, string>>;
  /** Then this (the process environment; sprig's env reads it in sealos). */
  osEnv?: Readonly<Record<string, string | undefined>>;
}

/**
 * Reads a Clusterfile as sealos does (pkg/clusterfile/pre_process.go): the whole file is a Go template, rendered
 * with `.Values` (the values files and `--set`s) as its data, then parsed. The functions are sealos's
 * (sprig, toYaml, fromYaml, toJson, ipAt, …) plus helm's `include`, `tpl` and `required`. A template error is a
 * ClusterfileError on the template's own line; problems of the rendered YAML carry its lines (the same as the
 * file's unless the template added lines).
 */
export async function readClusterfileTemplate(
  path: string,
  inputs: ClusterfileTemplateInputs = {},
  options: ReadOptions = {},
): Promise<LoadedClusterfile> {
  const text = await readClusterfileText(path);
  const values = await templateValues(inputs.valuesFiles ?? [], inputs.sets ?? []);
  return parseClusterfile(renderClusterfileText(path, text, values, inputs), path, options);
}

/** The rendered text of a Clusterfile template; see readClusterfileTemplate. */
export function renderClusterfileText(
  path: string,
  text: string,
  values: Record<string, unknown>,
  inputs: Pick<ClusterfileTemplateInputs, 'env' | 'osEnv'> = {},
): string {
  try {
    const template = GoTemplate.parse(path, text, clusterfileFunctions());
    return template.execute(new GoMap(new Map([['Values', valuesToTemplate(values)]])), {
      osEnv: { ...(inputs.osEnv ?? {}), ...(inputs.env ?? {}) },
    });
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    throw new ClusterfileError([{ file: path, line: error.line, path: '', message: error.message }]);
  }
}
