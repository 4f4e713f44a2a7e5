import { SealosError } from '../../errors.js';

/**
 * A template that cannot be parsed or executed. `message` is byte for byte what Go's text/template says
 * (`template: NAME:LINE: ...` or `template: NAME:LINE:COL: executing "NAME" at <...>: ...`), so users can
 * search it; `file`, `line` and `column` locate it for annotations.
 */
export class TemplateError extends SealosError {
  /** Byte offset in the line, counted from 0 as Go counts it in `NAME:LINE:COL`. */
  readonly column?: number;

  constructor(message: string, where: { file: string; line?: number; column?: number; cause?: unknown }) {
    super(message, { file: where.file, line: where.line, phase: 'render', cause: where.cause });
    this.column = where.column;
  }
}

/** Thrown by a template function: the executor turns it into Go's `error calling NAME: ...`. */
export class FunctionError extends Error {}
