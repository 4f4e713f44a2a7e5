import { type ErrorContext, SealosError, shorten } from '../errors.js';
import { summarize } from './shell.js';

export interface CommandFailure {
  host: string;
  /** The script that ran; only its first line, shortened, is shown (never a whole script). */
  command: string;
  exitCode: number | null;
  /** Why there is no exit status: killed by a signal, connection lost. */
  signal?: string | null;
  stderr: string;
  /** Shown with debug only. */
  stdout?: string;
  phase?: string;
}

const STDERR_TAIL_LINES = 5;
const DEBUG_OUTPUT_CHARS = 64 * 1024;

/**
 * A command ran on a host and exited non-zero, was killed, or lost its connection. The one error type for
 * every command of the engine: the short form names the command and its status, the report adds the last
 * lines of stderr (where kubeadm and scripts say why), debug adds the whole output.
 */
export class CommandError extends SealosError {
  override readonly host: string;
  readonly command: string;
  readonly exitCode: number | null;
  readonly stderr: string;
  readonly stdout: string;

  constructor(failure: CommandFailure) {
    const status =
      failure.exitCode !== null
        ? `exited ${failure.exitCode}`
        : failure.signal
          ? `was killed by ${failure.signal}`
          : 'ended without an exit status (connection lost?)';
    const why = stderrReason(tailLines(failure.stderr, STDERR_TAIL_LINES));
    super(`\`${summarize(failure.command)}\` ${status}${why ? `: ${shorten(why.trim(), 200)}` : ''}`, {
      host: failure.host,
      phase: failure.phase,
      temporary: failure.exitCode === null && !failure.signal,
    });
    this.host = failure.host;
    this.command = failure.command;
    this.exitCode = failure.exitCode;
    this.stderr = failure.stderr;
    this.stdout = failure.stdout ?? '';
  }

  /** The same failure, located at a phase. */
  inPhase(phase: string): CommandError {
    return new CommandError({ ...this, signal: undefined, phase });
  }

  /** The end of stderr, when there is more of it than the line the message quotes. */
  override detailLines(): string[] {
    const lines = tailLines(this.stderr, STDERR_TAIL_LINES);
    return lines.length > 1 ? lines : [];
  }

  override debugLines(): string[] {
    return [
      `command: ${this.command}`,
      ...labelled('stdout', this.stdout.slice(-DEBUG_OUTPUT_CHARS)),
      ...labelled('stderr', this.stderr.slice(-DEBUG_OUTPUT_CHARS)),
    ];
  }
}

/** The line of a stderr tail that says why: the last one that reads like an error, else the last one. */
function stderrReason(lines: readonly string[]): string | undefined {
  const errorLike = /\b(error|failed|denied|refused|cannot|unable to|not found|no such|invalid)\b/i;
  return lines.findLast((line) => errorLike.test(line)) ?? lines.at(-1);
}

function tailLines(text: string, count: number): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\r$/, '').trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-count);
}

function labelled(label: string, text: string): string[] {
  const lines = text.trimEnd().split('\n');
  return text.trim() ? [`${label}:`, ...lines.map((line) => `  ${line}`)] : [`${label}: (empty)`];
}

/** The code of the error an SSH handshake that did not finish in time fails with. */
export const HANDSHAKE_TIMEOUT = 'SSH_HANDSHAKE_TIMEOUT';

/** The host could not be reached or the SSH handshake did not complete (after retries for transient causes). */
export class ConnectError extends SealosError {
  constructor(message: string, context: ErrorContext = {}) {
    super(message, { temporary: true, ...context });
  }
}

/**
 * The causes that mean a host does not answer SSH at all: nothing listens, no route, no answer or no handshake
 * in time. A refused login, a wrong host key or a failing command are answers, and never count.
 */
const UNANSWERED_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  HANDSHAKE_TIMEOUT,
]);

/** Whether `error` is a connection that never reached the host's sshd (see UNANSWERED_CODES). */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ConnectError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && UNANSWERED_CODES.has(code);
}

/** The host refused our credentials, or a private key cannot be read: retrying cannot help. */
export class AuthError extends SealosError {}

/** The host's key is unknown (strict) or differs from the recorded one: possibly not the host we meant. */
export class HostKeyError extends SealosError {
  constructor(
    message: string,
    override readonly host: string,
    /** The key the host presented, `SHA256:...`. */
    readonly fingerprint: string,
  ) {
    super(message, { host });
  }
}

/** sudo refused to run our command as root. */
export class SudoError extends SealosError {}
