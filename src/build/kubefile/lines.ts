import { KubefileError } from './errors.js';

/** One logical instruction: continuation lines joined, comments dropped, the line where it starts. */
export interface RawInstruction {
  keyword: string;
  arguments: string;
  line: number;
  /** The instruction as written (continuations joined), for messages and history. */
  text: string;
}

const continuation = /\\[ \t]*$/;
const directive = /^#\s*([a-zA-Z][a-zA-Z0-9]*)\s*=\s*(.*?)\s*$/;

/**
 * Splits a Kubefile into instructions the way Docker's parser does: each physical line is trimmed on the left,
 * a trailing `\` continues the instruction on the next line (joined without a separator), comment and blank lines
 * inside a continuation are skipped. Parser directives are comments, except `escape`: another escape character
 * would change how every line is read, so it is refused rather than silently ignored.
 */
export function splitInstructions(text: string, file: string): RawInstruction[] {
  const physical = text.split(/\r?\n/);
  const instructions: RawInstruction[] = [];
  let pending: { text: string; line: number } | undefined;
  let directivesAllowed = true;

  for (const [index, rawLine] of physical.entries()) {
    const lineNumber = index + 1;
    const line = rawLine.replace(/^[ \t]+/, '');
    if (line.startsWith('#')) {
      const match = directivesAllowed && pending === undefined ? directive.exec(line) : null;
      if (match?.[1]?.toLowerCase() === 'escape' && match[2] !== '\\')
        throw new KubefileError(
          `parser directive "escape=${match[2]}" is not supported (only the default escape character \\)`,
          file,
          lineNumber,
        );
      if (!match) directivesAllowed = false;
      continue;
    }
    directivesAllowed = false;
    if (line.trim() === '') continue;

    const continues = continuation.test(line);
    const piece = continues ? line.replace(continuation, '') : line;
    pending = pending
      ? { text: pending.text + piece, line: pending.line }
      : { text: piece, line: lineNumber };
    if (continues) continue;
    instructions.push(toInstruction(pending.text, pending.line));
    pending = undefined;
  }
  if (pending && pending.text.trim() !== '') instructions.push(toInstruction(pending.text, pending.line));
  return instructions;
}

function toInstruction(text: string, line: number): RawInstruction {
  const trimmed = text.trim();
  const match = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
  return {
    keyword: (match?.[1] ?? '').toUpperCase(),
    arguments: (match?.[2] ?? '').trim(),
    line,
    text: trimmed,
  };
}
