import { TemplateError } from './errors.js';
import { Lexer, type Token, type TokenType } from './lexer.js';
import type {
  ArgNode,
  CommandNode,
  DelimiterNode,
  ItemNode,
  ListNode,
  NumberNode,
  PipeNode,
  TemplateNode,
  VariableNode,
} from './nodes.js';
import { parseGoInteger } from './numbers.js';
import { unquote, unquoteChar } from './quote.js';

/** Every template a file defines: its own body under the file name plus each `define`/`block`. */
export type TreeSet = Map<string, ListNode>;

/** Go's parse.Tree.Parse, ported closely so that errors carry Go's wording and line. */
class Parser {
  private index = 0;
  private furthest = 0;
  private vars: string[] = ['$'];
  private actionLine = 0;
  private rangeDepth = 0;

  constructor(
    private readonly name: string,
    private readonly text: string,
    private readonly tokens: Token[],
    private readonly hasFunction: (name: string) => boolean,
    private readonly treeSet: TreeSet,
  ) {}

  private fetch(i: number): Token {
    this.furthest = Math.max(this.furthest, i);
    return this.tokens[Math.min(i, this.tokens.length - 1)]!;
  }

  next(): Token {
    return this.fetch(this.index++);
  }
  backup(count = 1): void {
    this.index -= count;
  }
  peek(): Token {
    return this.fetch(this.index);
  }
  nextNonSpace(): Token {
    for (;;) {
      const token = this.next();
      if (token.type !== 'space') return token;
    }
  }
  peekNonSpace(): Token {
    const token = this.nextNonSpace();
    this.backup();
    return token;
  }

  /** Go reports the line of the last token read; the column (not in Go's message) locates that token. */
  errorf(message: string): never {
    const token = this.fetch(this.furthest);
    const before = this.text.slice(0, token.pos);
    const column = Buffer.byteLength(before.slice(before.lastIndexOf('\n') + 1));
    throw new TemplateError(`template: ${this.name}:${token.line}: ${message}`, {
      file: this.name,
      line: token.line,
      column,
    });
  }

  expect(expected: TokenType, context: string): Token {
    const token = this.nextNonSpace();
    if (token.type !== expected) this.unexpected(token, context);
    return token;
  }

  unexpected(token: Token, context: string): never {
    if (token.type === 'error') {
      let extra = '';
      if (this.actionLine !== 0 && this.actionLine !== token.line) {
        extra = ` in action started at ${this.name}:${this.actionLine}`;
        if (token.val.endsWith(' action')) extra = extra.slice(' in action'.length);
      }
      this.errorf(`${token.val}${extra}`);
    }
    this.errorf(`unexpected ${tokenString(token)} in ${context}`);
  }

  parseRoot(): ListNode {
    const root: ListNode = { type: 'list', pos: this.peek().pos, nodes: [] };
    while (this.peek().type !== 'eof') {
      if (this.peek().type === 'leftDelim') {
        const mark = this.index;
        this.next();
        if (this.nextNonSpace().type === 'define') {
          this.parseDefinition();
          continue;
        }
        this.index = mark;
      }
      const node = this.textOrAction();
      if (isDelimiter(node)) this.errorf(`unexpected {{${node.type}}}`);
      else root.nodes.push(node);
    }
    return root;
  }

  private add(name: string, root: ListNode): void {
    const existing = this.treeSet.get(name);
    if (existing === undefined || isEmptyTree(existing)) {
      this.treeSet.set(name, root);
      return;
    }
    if (!isEmptyTree(root)) this.errorf(`template: multiple definition of template ${JSON.stringify(name)}`);
  }

  private parseDefinition(): void {
    const context = 'define clause';
    const token = this.nextNonSpace();
    if (token.type !== 'string' && token.type !== 'rawString') this.unexpected(token, context);
    const name = this.unquoteOrFail(token.val);
    this.expect('rightDelim', context);
    const list = this.subTree(context, false);
    this.add(name, list);
  }

  /**
   * The body of a define or block: Go parses it with a fresh Tree, so variables, the enclosing action's line
   * and the range depth (for break/continue) start over.
   */
  private subTree(context: string, reportFromOuterTree: boolean): ListNode {
    const saved = { vars: this.vars, actionLine: this.actionLine, rangeDepth: this.rangeDepth };
    const outerFurthest = this.furthest;
    this.vars = ['$'];
    this.actionLine = 0;
    this.rangeDepth = 0;
    const { list, end } = this.itemList();
    if (end.type !== 'end') {
      // Go's block reports this from the enclosing Tree, whose last token is the block action's `}}`.
      if (reportFromOuterTree) this.furthest = outerFurthest;
      this.errorf(`unexpected {{${end.type}}} in ${context}`);
    }
    ({ vars: this.vars, actionLine: this.actionLine, rangeDepth: this.rangeDepth } = saved);
    return list;
  }

  private itemList(): { list: ListNode; end: DelimiterNode } {
    const list: ListNode = { type: 'list', pos: this.peekNonSpace().pos, nodes: [] };
    while (this.peekNonSpace().type !== 'eof') {
      const node = this.textOrAction();
      if (isDelimiter(node)) return { list, end: node };
      else list.nodes.push(node);
    }
    this.errorf('unexpected EOF');
  }

  private textOrAction(): ItemNode | DelimiterNode {
    const token = this.nextNonSpace();
    if (token.type === 'text') return { type: 'text', pos: token.pos, text: token.val };
    if (token.type === 'leftDelim') {
      this.actionLine = token.line;
      try {
        return this.action();
      } finally {
        this.actionLine = 0;
      }
    }
    this.unexpected(token, 'input');
  }

  private action(): ItemNode | DelimiterNode {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'block':
        return this.blockControl();
      case 'break':
      case 'continue':
        return this.loopControl(token);
      case 'else':
        return this.elseControl();
      case 'end':
        return { type: 'end', pos: this.expect('rightDelim', 'end').pos };
      case 'if':
      case 'range':
      case 'with':
        return this.branchControl(token.type);
      case 'template':
        return this.templateControl();
    }
    this.backup();
    const start = this.peek();
    return { type: 'action', pos: start.pos, line: start.line, pipe: this.pipeline('command', 'rightDelim') };
  }

  private loopControl(keyword: Token): ItemNode {
    const type = keyword.type as 'break' | 'continue';
    const token = this.nextNonSpace();
    if (token.type !== 'rightDelim') this.unexpected(token, `{{${type}}}`);
    if (this.rangeDepth === 0) this.errorf(`{{${type}}} outside {{range}}`);
    return { type, pos: keyword.pos };
  }

  private elseControl(): DelimiterNode {
    const peek = this.peekNonSpace();
    if (peek.type === 'if') return { type: 'else', pos: peek.pos };
    const token = this.expect('rightDelim', 'else');
    return { type: 'else', pos: token.pos };
  }

  private branchControl(type: 'if' | 'range' | 'with'): ItemNode {
    const savedVars = this.vars.length;
    try {
      const pipe = this.pipeline(type, 'rightDelim');
      if (type === 'range') this.rangeDepth++;
      let { list, end } = this.itemList();
      if (type === 'range') this.rangeDepth--;
      let elseList: ListNode | undefined;
      if (end.type === 'else') {
        if (type === 'if' && this.peek().type === 'if') {
          this.next();
          elseList = { type: 'list', pos: end.pos, nodes: [this.branchControl('if')] };
        } else {
          ({ list: elseList, end } = this.itemList());
          if (end.type !== 'end') this.errorf(`expected end; found {{${end.type}}}`);
        }
      }
      return { type, pos: pipe.pos, line: pipe.line, pipe, list, elseList };
    } finally {
      this.vars.length = savedVars;
    }
  }

  private blockControl(): ItemNode {
    const context = 'block clause';
    const token = this.nextNonSpace();
    const name = this.templateName(token, context);
    const pipe = this.pipeline(context, 'rightDelim');
    const list = this.subTree(context, true);
    this.add(name, list);
    return { type: 'template', pos: token.pos, line: token.line, name, pipe };
  }

  private templateControl(): TemplateNode {
    const context = 'template clause';
    const token = this.nextNonSpace();
    const name = this.templateName(token, context);
    let pipe: PipeNode | undefined;
    if (this.nextNonSpace().type !== 'rightDelim') {
      this.backup();
      pipe = this.pipeline(context, 'rightDelim');
    }
    return { type: 'template', pos: token.pos, line: token.line, name, pipe };
  }

  private templateName(token: Token, context: string): string {
    if (token.type !== 'string' && token.type !== 'rawString') this.unexpected(token, context);
    return this.unquoteOrFail(token.val);
  }

  private unquoteOrFail(literal: string): string {
    try {
      return unquote(literal);
    } catch {
      this.errorf('invalid syntax');
    }
  }

  private pipeline(context: string, end: TokenType): PipeNode {
    const token = this.peekNonSpace();
    const pipe: PipeNode = {
      type: 'pipe',
      pos: token.pos,
      line: token.line,
      isAssign: false,
      decl: [],
      cmds: [],
    };
    for (;;) {
      const v = this.peekNonSpace();
      if (v.type !== 'variable') break;
      const before = this.index;
      this.nextNonSpace();
      const next = this.peekNonSpace();
      if (next.type === 'assign' || next.type === 'declare') {
        pipe.isAssign = next.type === 'assign';
        this.nextNonSpace();
        pipe.decl.push(variableNode(v));
        this.vars.push(v.val);
        break;
      }
      if (next.type === 'char' && next.val === ',') {
        this.nextNonSpace();
        pipe.decl.push(variableNode(v));
        this.vars.push(v.val);
        if (context === 'range' && pipe.decl.length < 2) {
          const after = this.peekNonSpace().type;
          if (after === 'variable' || after === 'rightDelim' || after === 'rightParen') continue;
          this.errorf('range can only initialize variables');
        }
        this.errorf(`too many declarations in ${context}`);
      }
      this.index = before;
      break;
    }
    for (;;) {
      const token = this.nextNonSpace();
      if (token.type === end) {
        this.checkPipeline(pipe, context);
        return pipe;
      }
      switch (token.type) {
        case 'bool':
        case 'charConstant':
        case 'complex':
        case 'dot':
        case 'field':
        case 'identifier':
        case 'number':
        case 'nil':
        case 'rawString':
        case 'string':
        case 'variable':
        case 'leftParen':
          this.backup();
          pipe.cmds.push(this.command());
          break;
        default:
          this.unexpected(token, context);
      }
    }
  }

  private checkPipeline(pipe: PipeNode, context: string): void {
    if (pipe.cmds.length === 0) this.errorf(`missing value for ${context}`);
    pipe.cmds.slice(1).forEach((cmd, i) => {
      const first = cmd.args[0]!.type;
      if (first === 'bool' || first === 'dot' || first === 'nil' || first === 'number' || first === 'string')
        this.errorf(`non executable command in pipeline stage ${i + 2}`);
    });
  }

  private command(): CommandNode {
    const cmd: CommandNode = { type: 'command', pos: this.peekNonSpace().pos, args: [] };
    for (;;) {
      this.peekNonSpace();
      const operand = this.operand();
      if (operand) cmd.args.push(operand);
      const token = this.next();
      if (token.type === 'space') continue;
      if (token.type === 'rightDelim' || token.type === 'rightParen') this.backup();
      else if (token.type !== 'pipe') this.unexpected(token, 'operand');
      break;
    }
    if (cmd.args.length === 0) this.errorf('empty command');
    return cmd;
  }

  private operand(): ArgNode | undefined {
    const node = this.term();
    if (!node) return undefined;
    if (this.peek().type !== 'field') return node;
    const pos = this.peek().pos;
    const fields: string[] = [];
    while (this.peek().type === 'field') fields.push(this.next().val.slice(1));
    switch (node.type) {
      case 'field':
        return { type: 'field', pos, ident: [...node.ident, ...fields] };
      case 'variable':
        return { type: 'variable', pos, ident: [...node.ident, ...fields] };
      case 'bool':
      case 'string':
      case 'number':
      case 'nil':
      case 'dot': {
        const text =
          node.type === 'string'
            ? node.quoted
            : node.type === 'number'
              ? node.text
              : node.type === 'bool'
                ? String(node.value)
                : node.type === 'nil'
                  ? 'nil'
                  : '.';
        this.errorf(`unexpected . after term ${JSON.stringify(text)}`);
      }
    }
    return { type: 'chain', pos, node, field: fields };
  }

  private term(): ArgNode | undefined {
    const token = this.nextNonSpace();
    switch (token.type) {
      case 'identifier':
        if (!this.hasFunction(token.val)) this.errorf(`function ${JSON.stringify(token.val)} not defined`);
        return { type: 'identifier', pos: token.pos, ident: token.val };
      case 'dot':
        return { type: 'dot', pos: token.pos };
      case 'nil':
        return { type: 'nil', pos: token.pos };
      case 'variable': {
        const node = variableNode(token);
        if (!this.vars.includes(node.ident[0]!))
          this.errorf(`undefined variable ${JSON.stringify(node.ident[0])}`);
        return node;
      }
      case 'field':
        return { type: 'field', pos: token.pos, ident: token.val.slice(1).split('.') };
      case 'bool':
        return { type: 'bool', pos: token.pos, value: token.val === 'true' };
      case 'charConstant':
      case 'complex':
      case 'number':
        return this.number(token);
      case 'leftParen':
        return this.pipeline('parenthesized pipeline', 'rightParen');
      case 'string':
      case 'rawString':
        return { type: 'string', pos: token.pos, quoted: token.val, text: this.unquoteOrFail(token.val) };
    }
    this.backup();
    return undefined;
  }

  private number(token: Token): NumberNode {
    const node: NumberNode = {
      type: 'number',
      pos: token.pos,
      text: token.val,
      isInt: false,
      isUint: false,
      isFloat: false,
      int: 0n,
      float: 0,
    };
    if (token.type === 'complex') this.errorf(`complex constants are not supported: ${token.val}`);
    if (token.type === 'charConstant') {
      let char: string;
      let tail: string;
      try {
        [char, tail] = unquoteChar(token.val.slice(1), "'");
      } catch {
        this.errorf('invalid syntax');
      }
      if (tail !== "'") this.errorf(`malformed character constant: ${token.val}`);
      const rune = BigInt(char.codePointAt(0)!);
      return { ...node, isInt: true, isUint: true, isFloat: true, int: rune, float: Number(rune) };
    }
    const parsed = parseGoInteger(token.val);
    if (parsed !== undefined) {
      node.isUint = parsed >= 0n && parsed < 2n ** 64n;
      node.isInt = parsed >= -(2n ** 63n) && parsed < 2n ** 63n;
      node.int = parsed;
      node.isFloat = node.isInt || node.isUint;
      node.float = Number(parsed);
    } else {
      const text = token.val.replaceAll('_', '');
      const f = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isNaN(f)) {
        node.isFloat = true;
        node.float = f;
        if (Number.isInteger(f) && Math.abs(f) < 2 ** 63) {
          node.isInt = true;
          node.int = BigInt(f);
          node.isUint = f >= 0;
        }
      }
    }
    if (!node.isInt && !node.isUint && !node.isFloat)
      this.errorf(`illegal number syntax: ${JSON.stringify(token.val)}`);
    return node;
  }
}

const isDelimiter = (node: ItemNode | DelimiterNode): node is DelimiterNode =>
  node.type === 'end' || node.type === 'else';

function variableNode(token: Token): VariableNode {
  return { type: 'variable', pos: token.pos, ident: token.val.split('.') };
}

function tokenString(token: Token): string {
  if (token.type === 'eof') return 'EOF';
  if (token.type === 'error') return token.val;
  if (KEYWORD_TYPES.has(token.type)) return `<${token.val}>`;
  const chars = [...token.val];
  if (chars.length > 10) return `${goQuoteShort(chars.slice(0, 10).join(''))}...`;
  return goQuoteShort(token.val);
}

const KEYWORD_TYPES = new Set<TokenType>([
  'block',
  'break',
  'continue',
  'dot',
  'define',
  'else',
  'end',
  'if',
  'nil',
  'range',
  'template',
  'with',
]);

function goQuoteShort(s: string): string {
  return JSON.stringify(s);
}

/** parse.IsEmptyTree: only blank text (and comments). */
export function isEmptyTree(list: ListNode): boolean {
  return list.nodes.every((node) => node.type === 'text' && node.text.trim() === '');
}

/** Parses one template file into its trees; `name` is the file's base name, as ParseFiles uses it. */
export function parseTemplate(name: string, text: string, hasFunction: (fn: string) => boolean): TreeSet {
  const lexer = new Lexer(text);
  const treeSet: TreeSet = new Map();
  const parser = new Parser(name, text, lexer.tokens, hasFunction, treeSet);
  const root = parser.parseRoot();
  const existing = treeSet.get(name);
  if (existing === undefined || isEmptyTree(existing)) treeSet.set(name, root);
  else if (!isEmptyTree(root))
    throw new TemplateError(
      `template: ${name}:1: template: multiple definition of template ${JSON.stringify(name)}`,
      {
        file: name,
      },
    );
  return treeSet;
}
