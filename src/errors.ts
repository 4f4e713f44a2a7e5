/**
 * Every failure the engine reports is a SealosError: it says where (host, phase, file) and keeps the cause,
 * so the action can annotate and the CLI can print one precise line.
 */
export interface ErrorContext {
  host?: string;
  phase?: string;
  file?: string;
  line?: number;
  cause?: unknown;
}

export class SealosError extends Error {
  readonly host?: string;
  readonly phase?: string;
  readonly file?: string;
  readonly line?: number;

  constructor(message: string, context: ErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.host = context.host;
    this.phase = context.phase;
    this.file = context.file;
    this.line = context.line;
  }

  /** One line: `[phase] host: message`, the way users read it in a log. */
  describe(): string {
    const where = [this.phase && `[${this.phase}]`, this.host && `${this.host}:`].filter(Boolean).join(' ');
    return where ? `${where} ${this.message}` : this.message;
  }
}

/** Wrong input: a flag, an input, a file. Exit status 1 in the CLI, `::error` in the action. */
export class UsageError extends SealosError {}

export function errorMessage(error: unknown): string {
  if (error instanceof SealosError) return error.describe();
  if (error instanceof Error) return error.message;
  return String(error);
}
