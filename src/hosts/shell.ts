import { UsageError } from '../errors.js';

/** Quotes any text as one POSIX shell word: single quotes, each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * A script that exports `env` (names checked, values quoted) and then runs `command`. Our choice over sealos's
 * `export K="V"`: single quotes, so spaces, quotes, `$`, backticks and newlines reach the command unchanged.
 */
export function withEnv(command: string, env: Record<string, string> = {}): string {
  const exports = Object.entries(env).map(([name, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new UsageError(`environment variable name "${name}" is not a shell name`);
    return `export ${name}=${shellQuote(value)}\n`;
  });
  return `${exports.join('')}${command}`;
}

/** First line of a command, shortened, for messages. */
export function summarize(command: string, max = 120): string {
  const first = command.trim().split('\n')[0] ?? '';
  const more = command.trim().includes('\n') ? ' ...' : '';
  return first.length > max ? `${first.slice(0, max)}...` : `${first}${more}`;
}

/**
 * `command` run after its stdin pipe is widened to 1 MiB (`F_SETPIPE_SZ`, through perl where the host has it),
 * for a command that reads a long stream. sshd passes a session's input through a 64 KiB pipe and keeps what
 * does not fit in its own buffer, which it copies over and over: a profile of the host's sshd receiving 197 MB
 * spent 60 % of its time in `memmove`, 1.6–2.5 CPU-s in all; with the wide pipe, 0.4–0.5 CPU-s, and the stream took
 * 1.0 s, not 2.4 (bench/RESULTS.md §1). Without perl, or where the size is refused, the command runs on the pipe as it is.
 * The widening runs as the login user, before any sudo, so it acts on sshd's own pipe.
 */
export function withWideStdin(command: string): string {
  return `perl -e 'fcntl STDIN, 1031, 1048576' 2>/dev/null; ${command}`;
}
