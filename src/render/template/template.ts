import { TemplateError } from './errors.js';
import { TemplateExecutor } from './exec.js';
import type { CallContext, FunctionMap } from './functions.js';
import { type LineOrigin, OutputLines } from './line-origins.js';
import { parseTemplate, type TreeSet } from './parser.js';
import { envToValue, type Value } from './values.js';

/**
 * One parsed template file, as sealos's `template.ParseFiles(file)` makes it: named by the file's base name,
 * option missingkey=default, executed with the env as its data.
 */
export class GoTemplate {
  private constructor(
    readonly name: string,
    private readonly text: string,
    private readonly trees: TreeSet,
    private readonly funcs: FunctionMap,
  ) {}

  /** Parses `text`; throws TemplateError with Go's message (an unknown function fails here, as in Go). */
  static parse(name: string, text: string, funcs: FunctionMap): GoTemplate {
    return new GoTemplate(
      name,
      text,
      tooDeep(name, () => parseTemplate(name, text, (fn) => funcs.has(fn))),
      funcs,
    );
  }

  execute(data: Value, context: CallContext): string {
    return this.run(data, context);
  }

  /** Executes, and tells for each output line the template line it comes from (see OutputLines). */
  executeWithLines(data: Value, context: CallContext): { text: string; lines: readonly LineOrigin[] } {
    const lines = new OutputLines(this.text);
    return { text: this.run(data, context, lines), lines: lines.origins };
  }

  private run(data: Value, context: CallContext, lines?: OutputLines): string {
    const root = this.trees.get(this.name)!;
    const executor = new TemplateExecutor(
      { parseName: this.name, text: this.text, trees: this.trees, funcs: this.funcs, context },
      this.name,
    );
    return tooDeep(this.name, () => executor.run(root, data, lines));
  }

  /** Executes with a flat string env as map[string]interface{}. */
  render(env: Readonly<Record<string, string>>, context: CallContext): string {
    return this.execute(envToValue(env), context);
  }
}

/**
 * Nesting deep enough to exhaust the JavaScript stack (50,000 parentheses, 20,000 nested ifs) is refused the way
 * Go's parser refuses it past its own limit, as a TemplateError rather than a RangeError (as is any other
 * RangeError, e.g. a string past the engine's maximum length).
 */
function tooDeep<T>(name: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const why = error.message.includes('call stack') ? 'max expression depth exceeded' : error.message;
    throw new TemplateError(`template: ${name}: ${why}`, { file: name, cause: error });
  }
}
