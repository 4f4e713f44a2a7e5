import { type ErrorContext, SealosError } from '../errors.js';

/** A runtime step failed: a command on a host, or a kubeadm configuration that cannot be built. */
export class RuntimeError extends SealosError {}

/** A kubeadm document from the Clusterfile or the image is not usable; `field` is the path in it. */
export class KubeadmConfigError extends RuntimeError {
  readonly field?: string;

  constructor(message: string, context: ErrorContext & { field?: string } = {}) {
    super(context.field ? `${context.field}: ${message}` : message, context);
    this.field = context.field;
  }
}

/** A command exited non-zero. Keeps the exit code and the end of stderr, which is where kubeadm says why. */
export class CommandFailedError extends RuntimeError {
  readonly exitCode: number | null;

  constructor(command: string, exitCode: number | null, stderr: string, context: ErrorContext = {}) {
    const tail = stderr.trim().split('\n').slice(-5).join('\n');
    const status = exitCode === null ? 'did not finish' : `exited ${exitCode}`;
    super(`\`${firstWords(command)}\` ${status}${tail ? `: ${tail}` : ''}`, context);
    this.exitCode = exitCode;
  }
}

/** Several hosts failed in one parallel step; each failure is kept with its host. */
export class HostsFailedError extends RuntimeError {
  readonly failures: ReadonlyArray<{ host: string; error: unknown }>;

  constructor(phase: string, failures: ReadonlyArray<{ host: string; error: unknown }>) {
    const hosts = failures.map((f) => f.host).join(', ');
    super(`${failures.length} host(s) failed: ${hosts}`, {
      phase,
      host: failures[0]?.host,
      cause: failures[0]?.error,
    });
    this.failures = failures;
  }
}

/** Commands can be long shell scripts: name them by their first line, shortened. */
function firstWords(command: string): string {
  const line = command.trim().split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
