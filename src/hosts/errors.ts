import { SealosError } from '../errors.js';

/** A command ran on a host and exited non-zero (or was killed, or lost its connection). */
export class CommandError extends SealosError {
  constructor(
    override readonly host: string,
    /** The first line of the command, shortened: enough to recognise it, never a whole script. */
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
    detail?: string,
  ) {
    const status = exitCode === null ? (detail ?? 'did not finish') : `exited ${exitCode}`;
    super(`\`${command}\` ${status}${stderrTail ? `: ${stderrTail}` : ''}`, { host });
  }
}

/** The host could not be reached or the SSH handshake did not complete (after retries for transient causes). */
export class ConnectError extends SealosError {}

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

export interface HostFailure {
  host: string;
  error: unknown;
}

/** Work over many hosts failed on some of them; each host's own error is kept in `failures`. */
export class HostsError extends SealosError {
  constructor(
    readonly failures: HostFailure[],
    readonly total: number,
    phase?: string,
  ) {
    const each = failures.map(({ host, error }) => `${host}: ${causeText(error)}`).join('; ');
    super(`failed on ${failures.length} of ${total} host${total === 1 ? '' : 's'}: ${each}`, {
      phase,
      cause: failures[0]?.error,
    });
  }
}

/** A host's error without the host again (the aggregate already names it). */
function causeText(error: unknown): string {
  if (error instanceof SealosError) return error.phase ? `[${error.phase}] ${error.message}` : error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
