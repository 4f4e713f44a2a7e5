import { BRACKETED_ADDRESS, DEFAULT_SSH_PORT } from '../clusterfile/address.js';
import { UsageError } from '../errors.js';

export interface SshTarget {
  /** An IPv4 address, an IPv6 address (without brackets) or a name. */
  host: string;
  port: number;
}

/**
 * Reads `ip`, `ip:port`, `[v6]` or `[v6]:port`. A bare IPv6 address (more than one colon, no brackets) has
 * no port. Unlike the Clusterfile's parser (IPs only, undefined when not one), this one takes host names too
 * (ad-hoc targets, `ssh` style) and throws a usage error naming the text.
 */
export function parseSshTarget(text: string, defaultPort = DEFAULT_SSH_PORT): SshTarget {
  const value = text.trim();
  const bracketed = BRACKETED_ADDRESS.exec(value);
  if (bracketed) return { host: bracketed[1]!, port: readPort(bracketed[2], defaultPort, text) };
  const colons = value.split(':').length - 1;
  if (colons === 1) {
    const [host, port] = value.split(':');
    if (host) return { host, port: readPort(port, defaultPort, text) };
  } else if (value && !/[\s/]/.test(value)) {
    return { host: value, port: defaultPort };
  }
  throw new UsageError(`"${text}" is not a host address (ip, ip:port or [ipv6]:port)`);
}

function readPort(port: string | undefined, defaultPort: number, text: string): number {
  if (port === undefined) return defaultPort;
  const n = Number(port);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new UsageError(`"${text}": port ${port} is not 1..65535`);
  return n;
}
