import { sealosFunctions } from './functions/index.js';
import type { CallContext, FunctionMap } from './template/functions.js';
import { GoTemplate } from './template/template.js';
import { envToValue, sealctlRenderData } from './template/values.js';

export interface RenderTemplateOptions {
  /** Execute with `sealctl render`'s data (adds `.Env` and `.Values`) instead of the bare env map. */
  sealctlData?: boolean;
  /** What sprig's `env`/`expandenv` read; defaults to `env` (never this process's environment: see renderTree). */
  osEnv?: CallContext['osEnv'];
  funcs?: FunctionMap;
}

/**
 * Renders one template text the way sealos renders a `*.tmpl` file: Go text/template + sprig + sealos's
 * functions, missingkey=default, the env as the data. `name` is the file's base name (it names errors).
 */
export function renderTemplateText(
  name: string,
  text: string,
  env: Readonly<Record<string, string>>,
  options: RenderTemplateOptions = {},
): string {
  const template = GoTemplate.parse(name, text, options.funcs ?? sealosFunctions());
  const data = options.sealctlData ? sealctlRenderData(env) : envToValue(env);
  return template.execute(data, { osEnv: options.osEnv ?? env });
}
