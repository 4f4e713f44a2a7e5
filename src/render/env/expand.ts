import type { EnvMap } from './layers.js';

export interface ExpandedCommand {
  command: string;
  /** Variables the command names that the env does not have, in order of first appearance. */
  unknown: string[];
}

const REFERENCE =
  /\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)|\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Expands an image CMD/ENTRYPOINT item: Kubernetes-style `$(VAR)`, plus `${VAR}` and `$VAR`. The item runs in
 * a shell, so `$$` stays the shell's own (it is not turned into `$`, which could create `$(...)`).
 * Our choice: an unknown variable is reported and left as written; an unknown `$(VAR)` is escaped as
 * `$\(VAR\)`, which no shell quoting context runs as a command substitution (unquoted, the shell prints
 * exactly `$(VAR)`).
 */
export function expandCommand(command: string, env: Readonly<EnvMap>): ExpandedCommand {
  const unknown: string[] = [];
  const expanded = command.replace(REFERENCE, (match, paren?: string, brace?: string, bare?: string) => {
    if (match === '$$') return match;
    const name = (paren ?? brace ?? bare)!;
    if (Object.hasOwn(env, name)) return env[name]!;
    if (!unknown.includes(name)) unknown.push(name);
    return paren !== undefined ? `$\\(${name}\\)` : match;
  });
  return { command: expanded, unknown };
}
