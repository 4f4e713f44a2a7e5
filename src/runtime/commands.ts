import { shellQuote } from '../hosts/shell.js';
import { apiServerDomain } from './cluster-endpoint.js';
import { addHostsEntryScript } from './etc-hosts.js';

/** Shell commands every runtime uses to look at a host. */

export function fileExists(path: string): string {
  return `test -f ${shellQuote(path)}`;
}

export function hostname(): string {
  return 'hostname';
}

/** After joining, a master talks to its own apiserver (sealos: `hosts add --ip <self>`). */
export function pointApiServerAt(ip: string): string {
  return addHostsEntryScript(ip, apiServerDomain);
}
