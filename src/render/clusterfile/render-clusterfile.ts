import {
  ClusterfileError,
  type ClusterfileProblem,
  type LoadedClusterfile,
  parseClusterfile,
  type ReadOptions,
  readClusterfileText,
} from '../../clusterfile/index.js';
import { clusterfileFunctions } from '../functions/index.js';
import { TemplateError } from '../template/errors.js';
import type { LineOrigin } from '../template/line-origins.js';
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
 * ClusterfileError on the template's own line, and so is every problem of the rendered YAML (see
 * onTemplateLine).
 */
export async function readClusterfileTemplate(
  path: string,
  inputs: ClusterfileTemplateInputs = {},
  options: ReadOptions = {},
): Promise<LoadedClusterfile> {
  const text = await readClusterfileText(path);
  const values = await templateValues(inputs.valuesFiles ?? [], inputs.sets ?? []);
  const rendered = renderClusterfile(path, text, values, inputs);
  const toTemplate = (problem: ClusterfileProblem) => onTemplateLine(problem, rendered.lines);
  try {
    const loaded = parseClusterfile(rendered.text, path, options);
    return { ...loaded, warnings: loaded.warnings.map(toTemplate) };
  } catch (error) {
    if (!(error instanceof ClusterfileError)) throw error;
    throw new ClusterfileError(error.problems.map(toTemplate));
  }
}

function renderClusterfile(
  path: string,
  text: string,
  values: Record<string, unknown>,
  inputs: Pick<ClusterfileTemplateInputs, 'env' | 'osEnv'>,
): { text: string; lines: readonly LineOrigin[] } {
  try {
    const template = GoTemplate.parse(path, text, clusterfileFunctions());
    return template.executeWithLines(new GoMap(new Map([['Values', valuesToTemplate(values)]])), {
      osEnv: { ...(inputs.osEnv ?? {}), ...(inputs.env ?? {}) },
    });
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    throw new ClusterfileError([{ file: path, line: error.line, path: '', message: error.message }]);
  }
}

/**
 * A problem found in the rendered text, moved to the template line the user edits. A line an action wrote
 * (one of several a `toYaml` made, say) names both lines, as the template line alone does not point at it.
 */
function onTemplateLine(problem: ClusterfileProblem, lines: readonly LineOrigin[]): ClusterfileProblem {
  const origin = problem.line === undefined ? undefined : lines[problem.line - 1];
  if (!origin || origin.line === problem.line) return problem;
  const message = origin.fromAction
    ? `${problem.message} (line ${problem.line} of the rendered Clusterfile, from the template's line ${origin.line})`
    : problem.message;
  return { ...problem, line: origin.line, message };
}
