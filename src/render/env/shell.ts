import type { EnvMap } from './layers.js';

const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Single-quotes a value for POSIX shells: nothing inside single quotes is special except the quote itself. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * `export K='V' ...; ` for a command line, keys sorted. Our choice over sealos's `export K="V"`: single quotes,
 * so spaces, quotes, `$`, backticks and newlines reach the command unchanged. Keys that are not shell names
 * cannot be exported and are left out (`invalidNames` lists them).
 */
export function shellEnvPrefix(env: Readonly<EnvMap>): { prefix: string; invalidNames: string[] } {
  const keys = Object.keys(env).sort();
  const invalidNames = keys.filter((key) => !SHELL_NAME.test(key));
  const assignments = keys
    .filter((key) => SHELL_NAME.test(key))
    .map((key) => `${key}=${shellQuote(env[key]!)}`);
  return { prefix: assignments.length ? `export ${assignments.join(' ')}; ` : '', invalidNames };
}

/** The command with the env exported in front of it. */
export function withShellEnv(command: string, env: Readonly<EnvMap>): string {
  return shellEnvPrefix(env).prefix + command;
}
