/**
 * Every failure the engine reports is a SealosError: it says where (host, phase, file) and keeps the cause,
 * so the action can annotate and the CLI can print one precise line. `log/failure-report.ts` turns one into
 * what the user reads: the short form by default, cause chains and full output with debug.
 */
export interface ErrorContext {
  host?: string;
  phase?: string;
  file?: string;
  line?: number;
  cause?: unknown;
  /** A retry may succeed (a dropped connection, a 5xx); wrong input or a refused login never will. */
  temporary?: boolean;
  /** The error only locates its cause (at a phase, say): reports show the cause in its place. */
  wraps?: boolean;
}

export class SealosError extends Error {
  readonly host?: string;
  readonly phase?: string;
  readonly file?: string;
  readonly line?: number;
  readonly temporary: boolean;
  readonly wraps: boolean;

  constructor(message: string, context: ErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.host = context.host;
    this.phase = context.phase;
    this.file = context.file;
    this.line = context.line;
    this.temporary = context.temporary ?? false;
    this.wraps = context.wraps ?? false;
  }

  /** One line: `[phase] host: message`, the way users read it in a log. */
  describe(): string {
    const where = [this.phase && `[${this.phase}]`, this.host && `${this.host}:`].filter(Boolean).join(' ');
    return where ? `${where} ${this.message}` : this.message;
  }

  /** Lines printed under the message in every report (e.g. the end of a command's stderr). */
  detailLines(): string[] {
    return [];
  }

  /** Lines printed only with debug on (e.g. a command's whole output). */
  debugLines(): string[] {
    return [];
  }
}

/** The error a wrapper stands for: its cause, through every error that only locates its cause. */
export function underlying(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 16 && current instanceof SealosError && current.wraps; depth++) {
    if (current.cause === undefined) break;
    current = current.cause;
  }
  return current;
}

/** Wrong input: a flag, an input, a file. Exit status 1 in the CLI, `::error` in the action. */
export class UsageError extends SealosError {}

/**
 * A command failed and has already printed why (every Clusterfile problem, the per-host reset report): the
 * CLI prints this one line and ends with `status`. Commands return their outcome this way, never through
 * `process.exitCode`.
 */
export class ReportedFailure extends SealosError {
  constructor(
    message: string,
    readonly status = 1,
  ) {
    super(message);
  }
}

/**
 * The run was stopped by SIGINT (Ctrl-C) or SIGTERM (a cancelled job): it stopped at the next safe point, saved
 * what is really there and released the lock. `status` is the exit status shells give such a stop (128 + signal).
 */
export class InterruptedError extends SealosError {
  readonly status: number;

  constructor(readonly signal: 'SIGINT' | 'SIGTERM') {
    super(
      `interrupted by ${signal} (${signal === 'SIGINT' ? 'Ctrl-C or a cancelled job' : 'a cancelled job or kill'}): stopped before finishing; a re-run resumes`,
      { phase: 'interrupt' },
    );
    this.status = signal === 'SIGINT' ? 130 : 143;
  }
}

export interface HostFailure {
  host: string;
  error: unknown;
}

/**
 * Work over many hosts failed on some of them. Every host keeps its own error, and nested fan-outs are
 * flattened (a host that failed inside an inner fan-out is listed once, with the inner error), so the user
 * reads one list, never `1 host(s) failed` wrapping another. No host is blamed for the whole: `host` is unset.
 */
export class HostsError extends SealosError {
  readonly failures: HostFailure[];
  readonly total: number;

  constructor(failures: readonly HostFailure[], total: number, phase?: string) {
    const flat = flattenFailures(failures);
    super(hostsErrorMessage(flat, total), {
      phase: phase ?? commonPhase(flat),
      cause: flat[0]?.error,
      temporary: flat.every(({ error }) => error instanceof SealosError && error.temporary),
    });
    this.failures = flat;
    this.total = Math.max(total, flat.length);
  }
}

function flattenFailures(failures: readonly HostFailure[]): HostFailure[] {
  const flat: HostFailure[] = [];
  for (const failure of failures) {
    const inner = underlying(failure.error);
    if (inner instanceof HostsError) flat.push(...inner.failures);
    else flat.push(failure);
  }
  const seen = new Set<string>();
  return flat.filter(({ host }) => !seen.has(host) && seen.add(host));
}

function commonPhase(failures: readonly HostFailure[]): string | undefined {
  const phases = new Set(
    failures.map(({ error }) => (error instanceof SealosError ? error.phase : undefined)),
  );
  return phases.size === 1 ? [...phases][0] : undefined;
}

function hostsErrorMessage(failures: readonly HostFailure[], total: number): string {
  const count = Math.max(total, failures.length);
  const each = failures.map(({ host, error }) => `${host}: ${shorten(reasonOf(error), 200)}`).join('; ');
  return `failed on ${failures.length} of ${count} host${count === 1 ? '' : 's'}: ${each}`;
}

/**
 * An error's message without its host or phase (the caller's list or prefix names them), or the thrown value as
 * text; a file system error in words, with its path.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof SealosError) return error.message;
  return rawErrorText(error);
}

/**
 * One line of at most `max` characters: each run of white space holding a line break becomes ` ⏎ `. A run is
 * matched whole by `\s+` (never retried from inside), so this is linear in the text, however long its runs
 * of spaces.
 */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ⏎ ' : run));
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The short, one-line form of any error, for warnings and summaries. */
export function errorMessage(error: unknown): string {
  if (error instanceof SealosError) return error.describe();
  return rawErrorText(error);
}

/** An error that is not ours: a file system error says its path and what went wrong in plain words. */
function rawErrorText(error: unknown): string {
  const words = fileErrorWords(error);
  if (words === undefined) return error instanceof Error ? error.message : String(error);
  // A rename or copy names its target in `dest`: that is the path at fault (a folder where a file goes).
  const { path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  const where = dest ?? path;
  return where ? `${where}: ${words}` : words;
}

/** Plain words for the errno codes a user's own paths produce; Node's own text (`EISDIR: illegal operation…`) reads as a crash. */
const ERRNO_WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it already exists',
  ENOTEMPTY: 'the folder is not empty',
  ENAMETOOLONG: 'the name is too long',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ELOOP: 'too many levels of symbolic links',
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  EMFILE: 'too many open files',
  EPIPE: 'the reader closed the pipe',
  EINVAL: 'invalid argument',
  EFBIG: 'the file is too large',
};

/** A file system error (it has an errno `code`) in plain words, without the path; undefined for any other error. */
export function fileErrorWords(error: unknown): string | undefined {
  // Node's own checks (`rm` of a folder: ERR_FS_EISDIR) keep the errno code in `info`.
  const code =
    (error as { info?: { code?: unknown } } | undefined)?.info?.code ??
    (error as NodeJS.ErrnoException | undefined)?.code;
  if (!(error instanceof Error) || typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return undefined;
  const syscall = (error as NodeJS.ErrnoException).syscall;
  return ERRNO_WORDS[code] ?? `${syscall ?? 'the operation'} failed (${code.toLowerCase()})`;
}

/** An error's message to embed in another message: a file system error in plain words, else its message. */
export function causeText(error: unknown): string {
  return fileErrorWords(error) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * A body a server answered (an error page), as a message may quote it: printable UTF-8 text on one line, cut
 * at `max` characters; anything else (binary, control characters, broken UTF-8) as its size and type, so no raw
 * bytes reach a terminal or a log.
 */
export function quotedBody(bytes: Uint8Array, contentType?: string, max = 200): string {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = undefined;
  }
  // Tab, newline and carriage return are text; every other control character is not.
  if (text === undefined || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    return `(${bytes.length} bytes of ${contentType?.split(';')[0]?.trim() || 'binary data'})`;
  return shorten(text.trim(), max);
}
