import type { Value } from './values.js';

/**
 * How a template function declares its Go signature: the executor needs it to convert arguments the way
 * Go's reflection does (a missing key passed to an `interface{}` parameter becomes nil, to a `string`
 * parameter an error; a number literal passed to `interface{}` becomes int or float64) and to report
 * wrong argument counts with Go's wording.
 */
export type ParamType = 'any' | 'value' | 'string' | 'int' | 'uint32' | 'bool' | 'float64' | 'map';

export const GO_PARAM_TYPE: Record<ParamType, string> = {
  any: 'interface {}',
  value: 'reflect.Value',
  string: 'string',
  int: 'int',
  uint32: 'uint32',
  bool: 'bool',
  float64: 'float64',
  map: 'map[string]interface {}',
};

/**
 * What a function may need from outside the template: the env sprig's `env`/`expandenv` read (the cluster's),
 * and, during an execution, the template set itself (helm's `include` and `tpl`).
 */
export interface CallContext {
  osEnv: Readonly<Record<string, string | undefined>>;
  templates?: TemplateSet;
}

/** The template set an execution runs in, as helm's late-bound functions reach it. */
export interface TemplateSet {
  /** Executes the named template with `data` as dot (text/template's ExecuteTemplate). */
  execute(name: string, data: Value): string;
  /** Parses `text` into a copy of the set under the set's name and executes it with `data`. */
  parseAndExecute(text: string, data: Value): string;
  /** How deep each name is being included now, across the whole render (helm's includedNames). */
  included: Map<string, number>;
}

export interface TemplateFunction {
  params: ParamType[];
  /** Element type of a trailing `...T` parameter. */
  variadic?: ParamType;
  /** Throws FunctionError (or any Error) for Go's `error calling NAME: ...`. */
  call(args: Value[], context: CallContext): Value;
}

export type FunctionMap = ReadonlyMap<string, TemplateFunction>;

export function fn(
  params: ParamType[],
  call: TemplateFunction['call'],
  variadic?: ParamType,
): TemplateFunction {
  return { params, call, variadic };
}

/** A GoObject method taking arguments (helm's `.Files.Get NAME`, `.Capabilities.APIVersions.Has`), declared as a function. */
export interface HasMethodsWithArgs {
  callable(name: string): TemplateFunction | undefined;
}

export function methodWithArgs(receiver: object, name: string): TemplateFunction | undefined {
  const candidate = receiver as Partial<HasMethodsWithArgs>;
  return typeof candidate.callable === 'function' ? candidate.callable(name) : undefined;
}
