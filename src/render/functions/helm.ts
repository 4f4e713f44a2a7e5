import { FunctionError, TemplateError } from '../template/errors.js';
import { type CallContext, fn, type TemplateFunction, type TemplateSet } from '../template/functions.js';
import type { Value } from '../template/values.js';

/**
 * Helm's own template functions (helm/helm pkg/engine/engine.go initFunMap), with helm's semantics; the rest of
 * what a Clusterfile or chart uses (toYaml, fromYaml, fromYamlArray, toJson, fromJson, nindent, …) is sprig's
 * and sealos's, in the other files of this folder, and behaves the same in helm.
 * - `include NAME DATA`: the named template's output as a string (so it can be piped, unlike `template`);
 *   runaway recursion stops the render with helm's message. helm allows a name 1000 nested includes
 *   (recursionMaxNums); here 200 nested includes in all stop it, before JavaScript's stack runs out (a real
 *   chart nests a handful).
 * - `tpl TEXT DATA`: TEXT parsed as a template of the same set (it sees and may add `define`s) and executed
 *   with DATA; `<no value>` in its output becomes "" (helm's missingkey=zero workaround).
 * - `required MESSAGE VALUE`: VALUE, or an error saying MESSAGE when VALUE is nil or "".
 * - `fail MESSAGE` (sprig's, in every map): an error saying MESSAGE.
 * Errors keep Go's text/template wording (`error calling include: template: …`); helm's engine later turns
 * them into `execution error at (…)`, which belongs to whoever renders charts.
 */
const NESTING_MAX = 200;

/**
 * The include depth limit, raised as a TemplateError so that every enclosing include passes it up unchanged
 * (Go would wrap it once per level: a thousand nested copies of the same message).
 */
class IncludeDepthError extends TemplateError {}

function templatesOf(context: CallContext, name: string): TemplateSet {
  if (!context.templates) throw new FunctionError(`${name} is only available while a template executes`);
  return context.templates;
}

/** A failure inside the included template, worded as Go wraps an error returned by a function. */
function nested(work: () => string): string {
  try {
    return work();
  } catch (error) {
    if (error instanceof IncludeDepthError) throw error;
    if (error instanceof TemplateError) throw new FunctionError(error.message, { cause: error });
    throw error;
  }
}

const include = fn(['string', 'any'], ([name, data], context): Value => {
  const templates = templatesOf(context, 'include');
  const key = name as string;
  const depth = templates.included.get(key) ?? 0;
  const total = [...templates.included.values()].reduce((sum, count) => sum + count, 0);
  if (total >= NESTING_MAX)
    throw new IncludeDepthError(
      `rendering template has a nested reference name: ${key}: unable to execute template`,
      { file: key },
    );
  templates.included.set(key, depth + 1);
  try {
    return nested(() => templates.execute(key, data));
  } finally {
    templates.included.set(key, depth);
  }
});

const tpl = fn(['string', 'any'], ([text, data], context): Value => {
  const templates = templatesOf(context, 'tpl');
  const source = text as string;
  const quoted = JSON.stringify(source);
  let rendered: string;
  try {
    rendered = templates.parseAndExecute(source, data);
  } catch (error) {
    if (!(error instanceof TemplateError) || error instanceof IncludeDepthError) throw error;
    // A TemplateError without a line from the executor is a parse error (Go's parser names its own line).
    const parse = !/: executing "/.test(error.message);
    throw new FunctionError(
      parse
        ? `cannot parse template ${quoted}: ${error.message}`
        : `error during tpl function execution for ${quoted}: ${error.message}`,
      { cause: error },
    );
  }
  return rendered.replaceAll('<no value>', '');
});

/**
 * What `required` and `fail` raise: helm wraps their message (warnWrap) so that its engine reports it alone as
 * `execution error at (FILE:LINE:COL): MESSAGE`, without Go's template wording around it.
 */
export class HelmFailure extends FunctionError {}

const required = fn(['string', 'any'], ([message, value]): Value => {
  if (value === null || value === undefined || value === '') throw new HelmFailure(message as string);
  return value;
});

export const fail = fn(['string'], ([message]): Value => {
  throw new HelmFailure(message as string);
});

export const HELM_FUNCTIONS: [string, TemplateFunction][] = [
  ['include', include],
  ['tpl', tpl],
  ['required', required],
];
