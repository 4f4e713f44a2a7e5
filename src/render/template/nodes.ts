/** The parse tree of a Go text/template (text/template/parse/node.go), with Go's String() rendering. */
export interface Position {
  pos: number;
}

export interface TextNode extends Position {
  type: 'text';
  text: string;
}
export interface ActionNode extends Position {
  type: 'action';
  line: number;
  pipe: PipeNode;
}
export interface BranchNode extends Position {
  type: 'if' | 'range' | 'with';
  line: number;
  pipe: PipeNode;
  list: ListNode;
  elseList?: ListNode;
}
export interface TemplateNode extends Position {
  type: 'template';
  line: number;
  name: string;
  pipe?: PipeNode;
}
export interface BreakNode extends Position {
  type: 'break' | 'continue';
}
export interface ListNode extends Position {
  type: 'list';
  nodes: ItemNode[];
}
/** Only seen while parsing: the `{{end}}` and `{{else}}` that close a list. */
export interface DelimiterNode extends Position {
  type: 'end' | 'else';
}
export type ItemNode = TextNode | ActionNode | BranchNode | TemplateNode | BreakNode;

export interface PipeNode extends Position {
  type: 'pipe';
  line: number;
  isAssign: boolean;
  decl: VariableNode[];
  cmds: CommandNode[];
}
export interface CommandNode extends Position {
  type: 'command';
  args: ArgNode[];
}
export interface FieldNode extends Position {
  type: 'field';
  ident: string[];
}
export interface VariableNode extends Position {
  type: 'variable';
  ident: string[];
}
export interface ChainNode extends Position {
  type: 'chain';
  node: ArgNode;
  field: string[];
}
export interface IdentifierNode extends Position {
  type: 'identifier';
  ident: string;
}
export interface DotNode extends Position {
  type: 'dot';
}
export interface NilNode extends Position {
  type: 'nil';
}
export interface BoolNode extends Position {
  type: 'bool';
  value: boolean;
}
export interface StringNode extends Position {
  type: 'string';
  quoted: string;
  text: string;
}
export interface NumberNode extends Position {
  type: 'number';
  text: string;
  isInt: boolean;
  isUint: boolean;
  isFloat: boolean;
  int: bigint;
  float: number;
}
export type ArgNode =
  | FieldNode
  | VariableNode
  | ChainNode
  | IdentifierNode
  | DotNode
  | NilNode
  | BoolNode
  | StringNode
  | NumberNode
  | PipeNode;

export type AnyNode = ItemNode | ListNode | DelimiterNode | ArgNode | CommandNode;

export function nodeString(node: AnyNode): string {
  switch (node.type) {
    case 'text':
      return JSON.stringify(node.text);
    case 'action':
      return `{{${nodeString(node.pipe)}}}`;
    case 'if':
    case 'range':
    case 'with': {
      const elsePart = node.elseList ? `{{else}}${nodeString(node.elseList)}` : '';
      return `{{${node.type} ${nodeString(node.pipe)}}}${nodeString(node.list)}${elsePart}{{end}}`;
    }
    case 'template':
      return node.pipe
        ? `{{template ${JSON.stringify(node.name)} ${nodeString(node.pipe)}}}`
        : `{{template ${JSON.stringify(node.name)}}}`;
    case 'break':
    case 'continue':
      return `{{${node.type}}}`;
    case 'list':
      return node.nodes.map(nodeString).join('');
    case 'end':
    case 'else':
      return `{{${node.type}}}`;
    case 'pipe': {
      const decl = node.decl.length
        ? `${node.decl.map(nodeString).join(', ')} ${node.isAssign ? '=' : ':='} `
        : '';
      return decl + node.cmds.map(nodeString).join(' | ');
    }
    case 'command':
      return node.args
        .map((arg) => (arg.type === 'pipe' ? `(${nodeString(arg)})` : nodeString(arg)))
        .join(' ');
    case 'field':
      return node.ident.map((id) => `.${id}`).join('');
    case 'variable':
      return node.ident.join('.');
    case 'chain': {
      const base = node.node.type === 'pipe' ? `(${nodeString(node.node)})` : nodeString(node.node);
      return base + node.field.map((f) => `.${f}`).join('');
    }
    case 'identifier':
      return node.ident;
    case 'dot':
      return '.';
    case 'nil':
      return 'nil';
    case 'bool':
      return node.value ? 'true' : 'false';
    case 'string':
      return node.quoted;
    case 'number':
      return node.text;
  }
}
