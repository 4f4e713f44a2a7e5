import { shellQuote } from '../hosts/shell.js';

/** Shell commands every runtime uses to look at a host. */

export function fileExists(path: string): string {
  return `test -f ${shellQuote(path)}`;
}

export function hostname(): string {
  return 'hostname';
}
