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
