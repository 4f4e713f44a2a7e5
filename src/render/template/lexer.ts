/**
 * The Go text/template lexer (text/template/parse/lex.go), token for token: the parser's error messages
 * and positions depend on exactly how Go splits the input, so the state machine is kept as Go wrote it.
 */
export type TokenType =
  | 'error'
  | 'bool'
  | 'char'
  | 'charConstant'
  | 'complex'
  | 'assign'
  | 'declare'
  | 'eof'
  | 'field'
  | 'identifier'
  | 'leftDelim'
  | 'leftParen'
  | 'number'
  | 'pipe'
  | 'rawString'
  | 'rightDelim'
  | 'rightParen'
  | 'space'
  | 'string'
  | 'text'
  | 'variable'
  | 'block'
  | 'break'
  | 'continue'
  | 'dot'
  | 'define'
  | 'else'
  | 'end'
  | 'if'
  | 'nil'
  | 'range'
  | 'template'
  | 'with';

export interface Token {
  type: TokenType;
  /** Offset in the input (UTF-16 units). */
  pos: number;
  val: string;
  line: number;
}

const KEYWORDS = new Map<string, TokenType>(
  Object.entries({
    '.': 'dot',
    block: 'block',
    break: 'break',
    continue: 'continue',
    define: 'define',
    else: 'else',
    end: 'end',
    if: 'if',
    range: 'range',
    nil: 'nil',
    template: 'template',
    with: 'with',
  }) as [string, TokenType][],
);

const LEFT_DELIM = '{{';
const RIGHT_DELIM = '}}';
const LEFT_COMMENT = '/*';
const RIGHT_COMMENT = '*/';
const TRIM_MARKER_LEN = 2;
const EOF = '';

const isSpace = (r: string): boolean => r === ' ' || r === '\t' || r === '\r' || r === '\n';
const isAlphaNumeric = (r: string): boolean => r === '_' || /^[\p{L}\p{Nd}]$/u.test(r);
const hasLeftTrimMarker = (s: string): boolean => s.length >= 2 && s[0] === '-' && isSpace(s[1]!);
const hasRightTrimMarker = (s: string): boolean => s.length >= 2 && isSpace(s[0]!) && s[1] === '-';
const countNewlines = (s: string): number => s.split('\n').length - 1;
/** A loop, not `/[ \t\r\n]+$/`: that regex retries from every space of a long run and is quadratic. */
function rightTrimLength(s: string): number {
  let end = s.length;
  while (end > 0 && isSpace(s[end - 1]!)) end--;
  return s.length - end;
}
const leftTrimLength = (s: string): number => s.length - s.replace(/^[ \t\r\n]+/, '').length;

function quoteRune(r: string): string {
  const code = r.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')} '${r}'`;
}

type StateFn = ((l: Lexer) => StateFn) | null;

/** Produces the whole token list up front: templates are small and the parser needs lookahead. */
export class Lexer {
  readonly tokens: Token[] = [];
  private pos = 0;
  private start = 0;
  private atEOF = false;
  private parenDepth = 0;
  private line = 1;
  private startLine = 1;

  constructor(readonly input: string) {
    let state: StateFn = lexText;
    while (state) state = state(this);
  }

  next(): string {
    if (this.pos >= this.input.length) {
      this.atEOF = true;
      return EOF;
    }
    const code = this.input.codePointAt(this.pos)!;
    const r = String.fromCodePoint(code);
    this.pos += r.length;
    if (r === '\n') this.line++;
    return r;
  }

  peek(): string {
    const r = this.next();
    this.backup();
    return r;
  }

  backup(): void {
    if (!this.atEOF && this.pos > 0) {
      const prev = this.input.codePointAt(this.pos - 1)!;
      const width = prev >= 0xdc00 && prev <= 0xdfff && this.pos >= 2 ? 2 : 1;
      this.pos -= width;
      if (this.input[this.pos] === '\n') this.line--;
    }
  }

  emit(type: TokenType): void {
    this.tokens.push({
      type,
      pos: this.start,
      val: this.input.slice(this.start, this.pos),
      line: this.startLine,
    });
    this.start = this.pos;
    this.startLine = this.line;
  }

  ignore(): void {
    this.line += countNewlines(this.input.slice(this.start, this.pos));
    this.start = this.pos;
    this.startLine = this.line;
  }

  accept(valid: string): boolean {
    const r = this.next();
    if (r !== EOF && valid.includes(r)) return true;
    this.backup();
    return false;
  }

  acceptRun(valid: string): void {
    for (;;) {
      const r = this.next();
      if (r === EOF || !valid.includes(r)) break;
    }
    this.backup();
  }

  errorf(message: string): StateFn {
    this.tokens.push({ type: 'error', pos: this.start, val: message, line: this.startLine });
    return null;
  }

  atRightDelim(): { delim: boolean; trimSpaces: boolean } {
    const rest = this.input.slice(this.pos);
    if (hasRightTrimMarker(rest) && rest.slice(TRIM_MARKER_LEN).startsWith(RIGHT_DELIM))
      return { delim: true, trimSpaces: true };
    if (rest.startsWith(RIGHT_DELIM)) return { delim: true, trimSpaces: false };
    return { delim: false, trimSpaces: false };
  }

  atTerminator(): boolean {
    const r = this.peek();
    if (isSpace(r)) return true;
    if (r === EOF || '.,|:)('.includes(r)) return true;
    return this.input.startsWith(RIGHT_DELIM, this.pos);
  }

  scanNumber(): boolean {
    this.accept('+-');
    let digits = '0123456789_';
    if (this.accept('0')) {
      if (this.accept('xX')) digits = '0123456789abcdefABCDEF_';
      else if (this.accept('oO')) digits = '01234567_';
      else if (this.accept('bB')) digits = '01_';
    }
    this.acceptRun(digits);
    if (this.accept('.')) this.acceptRun(digits);
    if (digits.length === 11 && this.accept('eE')) {
      this.accept('+-');
      this.acceptRun('0123456789_');
    }
    if (digits.length === 23 && this.accept('pP')) {
      this.accept('+-');
      this.acceptRun('0123456789_');
    }
    this.accept('i');
    const r = this.peek();
    if (r !== EOF && isAlphaNumeric(r)) {
      this.next();
      return false;
    }
    return true;
  }

  // Accessors used by the state functions below.
  get position(): number {
    return this.pos;
  }
  set position(p: number) {
    this.pos = p;
  }
  get startPos(): number {
    return this.start;
  }
  get depth(): number {
    return this.parenDepth;
  }
  set depth(d: number) {
    this.parenDepth = d;
  }
  addLines(n: number): void {
    this.line += n;
  }
}

function lexText(l: Lexer): StateFn {
  const x = l.input.indexOf(LEFT_DELIM, l.position);
  if (x >= 0) {
    l.position = x;
    let trimLength = 0;
    if (hasLeftTrimMarker(l.input.slice(x + LEFT_DELIM.length)))
      trimLength = rightTrimLength(l.input.slice(l.startPos, x));
    l.position = x - trimLength;
    if (l.position > l.startPos) {
      l.addLines(countNewlines(l.input.slice(l.startPos, l.position)));
      l.emit('text');
    }
    l.position += trimLength;
    l.ignore();
    return lexLeftDelim;
  }
  l.position = l.input.length;
  if (l.position > l.startPos) {
    l.addLines(countNewlines(l.input.slice(l.startPos, l.position)));
    l.emit('text');
  }
  l.emit('eof');
  return null;
}

function lexLeftDelim(l: Lexer): StateFn {
  l.position += LEFT_DELIM.length;
  const trimSpace = hasLeftTrimMarker(l.input.slice(l.position));
  const afterMarker = trimSpace ? TRIM_MARKER_LEN : 0;
  if (l.input.startsWith(LEFT_COMMENT, l.position + afterMarker)) {
    l.position += afterMarker;
    l.ignore();
    return lexComment;
  }
  l.emit('leftDelim');
  l.position += afterMarker;
  l.ignore();
  l.depth = 0;
  return lexInsideAction;
}

function lexComment(l: Lexer): StateFn {
  l.position += LEFT_COMMENT.length;
  const i = l.input.indexOf(RIGHT_COMMENT, l.position);
  if (i < 0) return l.errorf('unclosed comment');
  l.position = i + RIGHT_COMMENT.length;
  const { delim, trimSpaces } = l.atRightDelim();
  if (!delim) return l.errorf('comment ends before closing delimiter');
  if (trimSpaces) l.position += TRIM_MARKER_LEN;
  l.position += RIGHT_DELIM.length;
  if (trimSpaces) l.position += leftTrimLength(l.input.slice(l.position));
  l.ignore();
  return lexText;
}

function lexRightDelim(l: Lexer): StateFn {
  const trimSpace = hasRightTrimMarker(l.input.slice(l.position));
  if (trimSpace) {
    l.position += TRIM_MARKER_LEN;
    l.ignore();
  }
  l.position += RIGHT_DELIM.length;
  l.emit('rightDelim');
  if (trimSpace) {
    l.position += leftTrimLength(l.input.slice(l.position));
    l.ignore();
  }
  return lexText;
}

function lexInsideAction(l: Lexer): StateFn {
  if (l.atRightDelim().delim) {
    if (l.depth === 0) return lexRightDelim;
    return l.errorf('unclosed left paren');
  }
  const r = l.next();
  if (r === EOF) return l.errorf('unclosed action');
  if (isSpace(r)) {
    l.backup();
    return lexSpace;
  }
  switch (r) {
    case '=':
      l.emit('assign');
      return lexInsideAction;
    case ':':
      if (l.next() !== '=') return l.errorf('expected :=');
      l.emit('declare');
      return lexInsideAction;
    case '|':
      l.emit('pipe');
      return lexInsideAction;
    case '"':
      return lexQuote;
    case '`':
      return lexRawQuote;
    case '$':
      return lexVariable;
    case "'":
      return lexChar;
    case '(':
      l.emit('leftParen');
      l.depth++;
      return lexInsideAction;
    case ')':
      l.emit('rightParen');
      l.depth--;
      if (l.depth < 0) return l.errorf(`unexpected right paren ${quoteRune(r)}`);
      return lexInsideAction;
  }
  if (r === '.') {
    const c = l.input[l.position];
    if (l.position < l.input.length && c !== undefined && (c < '0' || c > '9')) return lexField;
  }
  if (r === '.' || r === '+' || r === '-' || (r >= '0' && r <= '9')) {
    l.backup();
    return lexNumber;
  }
  if (isAlphaNumeric(r)) {
    l.backup();
    return lexIdentifier;
  }
  const code = r.codePointAt(0)!;
  if (code <= 0x7f && code >= 0x20 && code !== 0x7f) {
    l.emit('char');
    return lexInsideAction;
  }
  return l.errorf(`unrecognized character in action: ${quoteRune(r)}`);
}

function lexSpace(l: Lexer): StateFn {
  let numSpaces = 0;
  for (;;) {
    const r = l.peek();
    if (!isSpace(r)) break;
    l.next();
    numSpaces++;
  }
  const rest = l.input.slice(l.position - 1);
  if (hasRightTrimMarker(rest) && rest.slice(TRIM_MARKER_LEN).startsWith(RIGHT_DELIM)) {
    l.backup();
    if (numSpaces === 1) return lexRightDelim;
  }
  l.emit('space');
  return lexInsideAction;
}

function lexIdentifier(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (r !== EOF && isAlphaNumeric(r)) continue;
    l.backup();
    const word = l.input.slice(l.startPos, l.position);
    if (!l.atTerminator()) return l.errorf(`bad character ${quoteRune(r)}`);
    const keyword = KEYWORDS.get(word);
    if (keyword && keyword !== 'dot') l.emit(keyword);
    else if (word[0] === '.') l.emit('field');
    else if (word === 'true' || word === 'false') l.emit('bool');
    else l.emit('identifier');
    return lexInsideAction;
  }
}

function lexField(l: Lexer): StateFn {
  return lexFieldOrVariable(l, 'field');
}

function lexVariable(l: Lexer): StateFn {
  if (l.atTerminator()) {
    l.emit('variable');
    return lexInsideAction;
  }
  return lexFieldOrVariable(l, 'variable');
}

function lexFieldOrVariable(l: Lexer, type: 'field' | 'variable'): StateFn {
  if (l.atTerminator()) {
    l.emit(type === 'variable' ? 'variable' : 'dot');
    return lexInsideAction;
  }
  let r: string;
  for (;;) {
    r = l.next();
    if (r === EOF || !isAlphaNumeric(r)) {
      l.backup();
      break;
    }
  }
  if (!l.atTerminator()) return l.errorf(`bad character ${quoteRune(r)}`);
  l.emit(type);
  return lexInsideAction;
}

function lexChar(l: Lexer): StateFn {
  return lexEscaped(l, "'", 'charConstant', 'unterminated character constant');
}

/** A constant up to its closing `quote` on the same line, a backslash escaping the character after it. */
function lexEscaped(l: Lexer, quote: string, type: TokenType, unterminated: string): StateFn {
  for (;;) {
    let r = l.next();
    if (r === '\\') {
      r = l.next();
      if (r !== EOF && r !== '\n') continue;
    }
    if (r === EOF || r === '\n') return l.errorf(unterminated);
    if (r === quote) break;
  }
  l.emit(type);
  return lexInsideAction;
}

function lexNumber(l: Lexer): StateFn {
  if (!l.scanNumber())
    return l.errorf(`bad number syntax: ${JSON.stringify(l.input.slice(l.startPos, l.position))}`);
  const sign = l.peek();
  if (sign === '+' || sign === '-') {
    if (!l.scanNumber() || l.input[l.position - 1] !== 'i')
      return l.errorf(`bad number syntax: ${JSON.stringify(l.input.slice(l.startPos, l.position))}`);
    l.emit('complex');
  } else {
    l.emit('number');
  }
  return lexInsideAction;
}

function lexQuote(l: Lexer): StateFn {
  return lexEscaped(l, '"', 'string', 'unterminated quoted string');
}

function lexRawQuote(l: Lexer): StateFn {
  for (;;) {
    const r = l.next();
    if (r === EOF) return l.errorf('unterminated raw quoted string');
    if (r === '`') break;
  }
  l.emit('rawString');
  return lexInsideAction;
}
