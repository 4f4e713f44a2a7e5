import { shorten } from '../../errors.js';
import { TemplateError } from './errors.js';
import { formatValue } from './format.js';
import {
  type CallContext,
  type FunctionMap,
  GO_PARAM_TYPE,
  methodWithArgs,
  type ParamType,
  type TemplateFunction,
} from './functions.js';
import { TEMPLATE_LIMITS } from './limits.js';
import type { OutputLines } from './line-origins.js';
import type {
  AnyNode,
  ArgNode,
  BranchNode,
  ChainNode,
  CommandNode,
  FieldNode,
  IdentifierNode,
  ListNode,
  NumberNode,
  PipeNode,
  TemplateNode,
  VariableNode,
} from './nodes.js';
import { nodeString } from './nodes.js';
import { parseTemplate, type TreeSet } from './parser.js';
import { GoList, GoMap, GoObject, goTypeName, isTrue, type Value } from './values.js';

/** Marks "no final argument" in a pipeline (Go's missingVal): distinct from every real value. */
const MISSING = Symbol('missing');
type Final = Value | typeof MISSING;

class BreakSignal {}
class ContinueSignal {}

interface Variable {
  name: string;
  value: Value;
  /** Go's static type when it differs from the value's (an element of a []interface{} is an `interface {}`). */
  staticType?: string;
}

export interface ExecOptions {
  /** The file name (ParseFiles uses the base name): the location prefix of every error. */
  parseName: string;
  text: string;
  trees: TreeSet;
  funcs: FunctionMap;
  context: CallContext;
  /** Work done so far, shared with the executions `include` and `tpl` start (one budget per render). */
  budget?: ExecBudget;
  /** How deep each name is being included now (helm's includedNames), shared likewise. */
  included?: Map<string, number>;
  /**
   * For a set parsed from several files (a helm chart): the file and text each template was parsed from, so
   * that an error inside an included `define` names that file and line, as Go's ErrorContext does.
   */
  sources?: ReadonlyMap<string, { parseName: string; text: string }>;
}

/** Steps taken, characters made and the time to stop at, against TEMPLATE_LIMITS. */
interface ExecBudget {
  steps: number;
  produced: number;
  /** `Date.now()` past which the execution stops. */
  deadline: number;
}

/** Go's text/template exec.go state machine over our value model. */
export class TemplateExecutor {
  private node: AnyNode | undefined;
  private vars: Variable[] = [];
  private readonly out: string[] = [];
  private depth = 0;
  /** Work done so far, against TEMPLATE_LIMITS: a template cannot hang or exhaust the runner. */
  private readonly budget: ExecBudget;
  private readonly included: Map<string, number>;
  /** What functions see: the caller's context plus this template set (for include and tpl). */
  private readonly callContext: CallContext;
  /** Go's static type of dot while it is an element of a range over a []interface{} or a map. */
  private dotType: string | undefined;
  private lines: OutputLines | undefined;

  constructor(
    private readonly options: ExecOptions,
    private templateName: string,
  ) {
    this.budget = options.budget ?? {
      steps: 0,
      produced: 0,
      deadline: Date.now() + TEMPLATE_LIMITS.milliseconds,
    };
    this.included = options.included ?? new Map();
    this.callContext = {
      ...options.context,
      templates: {
        execute: (name, data) => this.executeNamed(name, data),
        parseAndExecute: (text, data) => this.parseAndExecute(text, data),
        included: this.included,
      },
    };
  }

  /** text/template's ExecuteTemplate on this set: the named template with `data` as dot, in its own scope. */
  private executeNamed(name: string, data: Value): string {
    const root = this.options.trees.get(name);
    if (!root)
      throw new TemplateError(
        `template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(this.options.parseName)}`,
        { file: this.options.parseName },
      );
    const source = this.options.sources?.get(name);
    return this.child(source ? { ...this.options, ...source } : this.options, name).run(root, data);
  }

  /** `text` parsed into this set under the set's name (its defines join the set, for it only), then executed. */
  private parseAndExecute(text: string, data: Value): string {
    const name = this.options.parseName;
    const parsed = parseTemplate(name, text, (fn) => this.options.funcs.has(fn));
    const trees: TreeSet = new Map([...this.options.trees, ...parsed]);
    const root = parsed.get(name);
    if (!root) return '';
    return this.child({ ...this.options, text, trees }).run(root, data);
  }

  private child(options: ExecOptions, templateName = options.parseName): TemplateExecutor {
    return new TemplateExecutor({ ...options, budget: this.budget, included: this.included }, templateName);
  }

  /** Executes `root`; `lines`, when given, records the template line each output line comes from. */
  run(root: ListNode, data: Value, lines?: OutputLines): string {
    this.lines = lines;
    this.vars = [{ name: '$', value: data }];
    this.walk(data, root);
    return this.out.join('');
  }

  private errorf(message: string, cause?: unknown): never {
    const name = this.templateName;
    const file = this.options.parseName;
    if (!this.node) throw new TemplateError(`template: ${name}: ${message}`, { file, cause });
    const before = this.options.text.slice(0, this.node.pos);
    const newline = before.lastIndexOf('\n');
    const line = before.split('\n').length;
    const column = Buffer.byteLength(newline === -1 ? before : before.slice(newline + 1));
    throw new TemplateError(
      `template: ${file}:${line}:${column}: executing ${JSON.stringify(name)} at <${nodeString(this.node)}>: ${message}`,
      { file, line, column, cause },
    );
  }

  private at(node: AnyNode): void {
    this.node = node;
  }

  private variable(name: string): Variable {
    for (let i = this.vars.length - 1; i >= 0; i--) if (this.vars[i]!.name === name) return this.vars[i]!;
    this.errorf(`undefined variable: ${name}`);
  }

  private setVar(name: string, value: Value): void {
    for (let i = this.vars.length - 1; i >= 0; i--) {
      if (this.vars[i]!.name === name) {
        this.vars[i]!.value = value;
        return;
      }
    }
    this.errorf(`undefined variable: ${name}`);
  }

  /** Counts one step and `size` characters or items made; past a limit the execution stops with an error. */
  private charge(size: number): void {
    this.budget.steps++;
    this.budget.produced += size;
    if (this.budget.steps > TEMPLATE_LIMITS.steps)
      this.errorf(
        `stopped after ${TEMPLATE_LIMITS.steps} steps: the template does too much work (a loop too long?)`,
      );
    if (this.budget.produced > TEMPLATE_LIMITS.produced)
      this.errorf(`stopped after making ${TEMPLATE_LIMITS.produced} characters: the output is too large`);
    if (this.budget.steps % 1024 === 0 && Date.now() > this.budget.deadline)
      this.errorf(
        `stopped after ${TEMPLATE_LIMITS.milliseconds / 1000} s: the template takes too long (a loop too long, or a function on large input?)`,
      );
  }

  private emit(text: string): void {
    this.charge(text.length);
    this.out.push(text);
  }

  private walk(dot: Value, node: AnyNode): void {
    this.at(node);
    this.charge(0);
    switch (node.type) {
      case 'action': {
        const value = this.evalPipeline(dot, node.pipe);
        if (node.pipe.decl.length === 0) {
          this.at(node);
          const text = value === undefined ? '<no value>' : formatValue(value);
          this.emit(text);
          this.lines?.action(text, node.line);
        }
        return;
      }
      case 'break':
        throw new BreakSignal();
      case 'continue':
        throw new ContinueSignal();
      case 'if':
      case 'with': {
        const mark = this.vars.length;
        const value = this.evalPipeline(dot, node.pipe);
        if (isTrue(value) && node.type === 'with') this.walkWithDot(value, undefined, node.list);
        else if (isTrue(value)) this.walk(dot, node.list);
        else if (node.elseList) this.walk(dot, node.elseList);
        this.vars.length = mark;
        return;
      }
      case 'list':
        for (const child of node.nodes) this.walk(dot, child);
        return;
      case 'range':
        this.walkRange(dot, node);
        return;
      case 'template':
        this.walkTemplate(dot, node);
        return;
      case 'text':
        this.emit(node.text);
        this.lines?.text(node.text, node.pos);
        return;
      default:
        this.errorf(`unknown node: ${nodeString(node)}`);
    }
  }

  private walkWithDot(dot: Value, dotType: string | undefined, node: AnyNode): void {
    const saved = this.dotType;
    this.dotType = dotType;
    try {
      this.walk(dot, node);
    } finally {
      this.dotType = saved;
    }
  }

  private walkRange(dot: Value, node: BranchNode): void {
    this.at(node);
    const outer = this.vars.length;
    try {
      const value = this.evalPipeline(dot, node.pipe);
      const mark = this.vars.length;
      const elemType = value instanceof GoMap || value instanceof GoList ? value.elem : undefined;
      const iterate = (index: Value, elem: Value): boolean => {
        const decl = node.pipe.decl.length;
        if (decl > 0) Object.assign(this.vars[this.vars.length - 1]!, { value: elem, staticType: elemType });
        if (decl > 1)
          Object.assign(this.vars[this.vars.length - 2]!, { value: index, staticType: undefined });
        try {
          this.walkWithDot(elem, elemType, node.list);
        } catch (signal) {
          if (signal instanceof BreakSignal) return false;
          if (!(signal instanceof ContinueSignal)) throw signal;
        } finally {
          this.vars.length = mark;
        }
        return true;
      };
      let iterated = false;
      if (value instanceof GoMap) {
        for (const key of value.sortedKeys()) {
          iterated = true;
          if (!iterate(key, value.entries.get(key))) break;
        }
      } else if (value instanceof GoList) {
        for (let i = 0; i < value.items.length; i++) {
          iterated = true;
          if (!iterate(BigInt(i), value.items[i])) break;
        }
      } else if (value !== undefined && value !== null) {
        this.errorf(`range can't iterate over ${shorten(formatValue(value), 200)}`);
      }
      if (!iterated && node.elseList) this.walk(dot, node.elseList);
    } finally {
      this.vars.length = outer;
    }
  }

  private walkTemplate(dot: Value, node: TemplateNode): void {
    this.at(node);
    const root = this.options.trees.get(node.name);
    if (!root) this.errorf(`template ${JSON.stringify(node.name)} not defined`);
    if (this.depth >= 100000) this.errorf('exceeded maximum template depth (100000)');
    const newDot = node.pipe ? this.evalPipeline(dot, node.pipe) : undefined;
    const saved = { vars: this.vars, name: this.templateName };
    this.depth++;
    this.templateName = node.name;
    this.vars = [{ name: '$', value: newDot }];
    try {
      this.walkWithDot(newDot, undefined, root);
    } catch (error) {
      // Go stops runaway recursion at 100000 nested templates; JavaScript runs out of stack first.
      if (!(error instanceof RangeError)) throw error;
      this.templateName = saved.name;
      this.at(node);
      this.errorf('exceeded maximum template depth (100000)');
    } finally {
      this.depth--;
      this.vars = saved.vars;
      this.templateName = saved.name;
    }
  }

  private evalPipeline(dot: Value, pipe: PipeNode): Value {
    this.at(pipe);
    let value: Final = MISSING;
    for (const cmd of pipe.cmds) {
      value = this.evalCommand(dot, cmd, value);
      // A nil interface{} result is an invalid value to the next stage, as in Go.
      if (value === null) value = undefined;
    }
    const result = value === MISSING ? undefined : value;
    for (const variable of pipe.decl) {
      if (pipe.isAssign) this.setVar(variable.ident[0]!, result);
      else this.vars.push({ name: variable.ident[0]!, value: result });
    }
    return result;
  }

  private notAFunction(args: ArgNode[], final: Final): void {
    if (args.length > 1 || final !== MISSING)
      this.errorf(`can't give argument to non-function ${nodeString(args[0]!)}`);
  }

  private evalCommand(dot: Value, cmd: CommandNode, final: Final): Value {
    const first = cmd.args[0]!;
    this.charge(0);
    switch (first.type) {
      case 'field':
        return this.evalFieldNode(dot, first, cmd.args, final);
      case 'chain':
        return this.evalChainNode(dot, first, cmd.args, final);
      case 'identifier':
        return this.evalFunction(dot, first, cmd, cmd.args, final);
      case 'pipe':
        this.notAFunction(cmd.args, final);
        return this.evalPipeline(dot, first);
      case 'variable':
        return this.evalVariableNode(dot, first, cmd.args, final);
    }
    this.at(first);
    this.notAFunction(cmd.args, final);
    switch (first.type) {
      case 'bool':
        return first.value;
      case 'dot':
        return dot;
      case 'nil':
        return this.errorf('nil is not a command');
      case 'number':
        return this.idealConstant(first);
      case 'string':
        return first.text;
    }
  }

  private idealConstant(constant: NumberNode): Value {
    this.at(constant);
    const text = constant.text;
    const hexInt =
      text.length > 2 && text[0] === '0' && (text[1] === 'x' || text[1] === 'X') && !/[pP]/.test(text);
    if (constant.isFloat && !hexInt && text[0] !== "'" && /[.eEpP]/.test(text)) return constant.float;
    if (constant.isInt) return constant.int;
    this.errorf(`${text} overflows int`);
  }

  private evalFieldNode(dot: Value, field: FieldNode, args: ArgNode[], final: Final): Value {
    this.at(field);
    return this.evalFieldChain(dot, field.ident, args, final, this.dotType, dot);
  }

  private evalChainNode(dot: Value, chain: ChainNode, args: ArgNode[], final: Final): Value {
    this.at(chain);
    if (chain.node.type === 'nil') this.errorf(`indirection through explicit nil in ${nodeString(chain)}`);
    const receiver = this.evalArg(dot, undefined, chain.node);
    return this.evalFieldChain(receiver, chain.field, args, final, undefined, dot);
  }

  private evalVariableNode(dot: Value, variable: VariableNode, args: ArgNode[], final: Final): Value {
    this.at(variable);
    const { value, staticType } = this.variable(variable.ident[0]!);
    if (variable.ident.length === 1) {
      this.notAFunction(args, final);
      return value;
    }
    return this.evalFieldChain(value, variable.ident.slice(1), args, final, staticType, dot);
  }

  private evalFieldChain(
    receiver: Value,
    ident: string[],
    args: ArgNode[],
    final: Final,
    receiverType: string | undefined,
    dot: Value,
  ): Value {
    let current = receiver;
    // The static type Go reports: a value read out of a map[string]interface{} is an `interface {}`.
    let staticType = receiverType;
    for (let i = 0; i < ident.length; i++) {
      const last = i === ident.length - 1;
      const container = current;
      current = this.evalField(dot, ident[i]!, last ? args : [], last ? final : MISSING, current, staticType);
      staticType = container instanceof GoMap ? container.elem : undefined;
    }
    return current;
  }

  private evalField(
    dot: Value,
    fieldName: string,
    args: ArgNode[],
    final: Final,
    receiver: Value,
    staticType: string | undefined,
  ): Value {
    if (receiver === undefined) return undefined;
    const typeName = staticType ?? goTypeName(receiver);
    if (receiver === null) this.errorf(`nil pointer evaluating ${typeName}.${fieldName}`);
    const hasArgs = args.length > 1 || final !== MISSING;
    if (receiver instanceof GoObject) {
      const method = receiver.method(fieldName);
      if (method) {
        if (hasArgs)
          this.errorf(
            `wrong number of args for ${fieldName}: want 0 got ${args.length - 1 + (final !== MISSING ? 1 : 0)}`,
          );
        return method();
      }
      // A method with parameters (helm's `.Files.Get NAME`), its arguments converted as for a function.
      const callable = methodWithArgs(receiver, fieldName);
      if (callable) return this.evalCall(dot, callable, this.node!, fieldName, args, final);
    }
    if (receiver instanceof GoMap) {
      if (hasArgs) this.errorf(`${fieldName} is not a method but has arguments`);
      return receiver.entries.get(fieldName);
    }
    this.errorf(`can't evaluate field ${fieldName} in type ${typeName}`);
  }

  private evalFunction(dot: Value, node: IdentifierNode, cmd: AnyNode, args: ArgNode[], final: Final): Value {
    this.at(node);
    const name = node.ident;
    const fn = this.options.funcs.get(name);
    if (!fn) this.errorf(`${JSON.stringify(name)} is not a defined function`);
    return this.evalCall(dot, fn, cmd, name, args, final);
  }

  private evalCall(
    dot: Value,
    fn: TemplateFunction,
    node: AnyNode,
    name: string,
    allArgs: ArgNode[],
    final: Final,
  ): Value {
    const args = allArgs.slice(1);
    const numIn = args.length + (final !== MISSING ? 1 : 0);
    const numFixed = fn.variadic ? fn.params.length : args.length;
    if (fn.variadic) {
      if (numIn < numFixed)
        this.errorf(`wrong number of args for ${name}: want at least ${fn.params.length} got ${args.length}`);
    } else if (numIn !== fn.params.length) {
      this.errorf(`wrong number of args for ${name}: want ${fn.params.length} got ${numIn}`);
    }
    if (name === 'and' || name === 'or') {
      // Go 1.18+: short-circuit, and the result is the deciding operand itself.
      let v: Value;
      for (const arg of args) {
        v = this.evalArg(dot, 'value', arg);
        if (isTrue(v) === (name === 'or')) return v;
      }
      if (final !== MISSING) v = this.validateType(final, 'value');
      return v;
    }
    const argv: Value[] = [];
    let i = 0;
    for (; i < numFixed && i < args.length; i++) argv.push(this.evalArg(dot, fn.params[i], args[i]!));
    if (fn.variadic) for (; i < args.length; i++) argv.push(this.evalArg(dot, fn.variadic, args[i]!));
    if (final !== MISSING) {
      let type: ParamType | undefined = fn.params[fn.params.length - 1];
      if (fn.variadic) type = numIn - 1 < numFixed ? fn.params[numIn - 1] : fn.variadic;
      argv.push(this.validateType(final, type));
    }
    let result: Value;
    try {
      result = fn.call(argv, this.callContext);
    } catch (error) {
      if (error instanceof TemplateError) throw error;
      this.at(node);
      const message =
        // includes, not a regex: near the stack's end compiling one overflows too, as a SyntaxError.
        error instanceof RangeError && error.message.includes('call stack')
          ? 'the value is nested too deeply'
          : error instanceof Error
            ? error.message
            : String(error);
      this.errorf(`error calling ${name}: ${message}`, error);
    }
    this.charge(
      typeof result === 'string' ? result.length : result instanceof GoList ? result.items.length : 0,
    );
    return result;
  }

  /** Go's validateType: converts a computed value for a parameter of the given type, or fails like Go. */
  private validateType(value: Value, type: ParamType | undefined): Value {
    if (value === undefined) {
      if (type === undefined || type === 'value') return undefined;
      if (type === 'any' || type === 'map') return null;
      this.errorf(`invalid value; expected ${GO_PARAM_TYPE[type]}`);
    }
    if (type === undefined || type === 'any' || type === 'value') return value;
    const ok =
      (type === 'string' && typeof value === 'string') ||
      (type === 'int' && typeof value === 'bigint') ||
      (type === 'bool' && typeof value === 'boolean') ||
      (type === 'float64' && typeof value === 'number') ||
      (type === 'map' && (value === null || (value instanceof GoMap && value.elem === 'interface {}')));
    if (!ok) this.errorf(`wrong type for value; expected ${GO_PARAM_TYPE[type]}; got ${goTypeName(value)}`);
    return value;
  }

  private evalArg(dot: Value, type: ParamType | undefined, n: ArgNode): Value {
    this.at(n);
    switch (n.type) {
      case 'dot':
        return this.validateType(dot, type);
      case 'nil':
        if (type === 'any' || type === 'map' || type === 'value') return type === 'value' ? undefined : null;
        return this.errorf(`cannot assign nil to ${type === undefined ? '<nil>' : GO_PARAM_TYPE[type]}`);
      case 'field':
        return this.validateType(this.evalFieldNode(dot, n, [n], MISSING), type);
      case 'variable':
        return this.validateType(this.evalVariableNode(dot, n, [], MISSING), type);
      case 'pipe':
        return this.validateType(this.evalPipeline(dot, n), type);
      case 'identifier':
        return this.validateType(this.evalFunction(dot, n, n, [], MISSING), type);
      case 'chain':
        return this.validateType(this.evalChainNode(dot, n, [], MISSING), type);
    }
    switch (type) {
      case 'bool':
        if (n.type === 'bool') return n.value;
        return this.errorf(`expected bool; found ${nodeString(n)}`);
      case 'string':
        if (n.type === 'string') return n.text;
        return this.errorf(`expected string; found ${nodeString(n)}`);
      case 'int':
        if (n.type === 'number' && n.isInt) return n.int;
        return this.errorf(`expected integer; found ${nodeString(n)}`);
      case 'uint32':
        if (n.type === 'number' && n.isUint) return n.int;
        return this.errorf(`expected unsigned integer; found ${nodeString(n)}`);
      case 'float64':
        if (n.type === 'number' && n.isFloat) return n.float;
        return this.errorf(`expected float; found ${nodeString(n)}`);
      case 'any':
      case 'value':
      case undefined:
        if (n.type === 'bool') return n.value;
        if (n.type === 'number') return this.idealConstant(n);
        return n.text;
    }
    this.errorf(`can't handle ${nodeString(n)} for arg of type ${GO_PARAM_TYPE[type]}`);
  }
}
