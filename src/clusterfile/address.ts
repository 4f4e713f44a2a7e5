import { isIPv4, isIPv6 } from 'node:net';

export const DEFAULT_SSH_PORT = 22;

/** `[host]` or `[host]:port`: brackets around an IPv6 address, so its colons are not read as a port. */
export const BRACKETED_ADDRESS = /^\[([^\]]+)\](?::(\d+))?$/;

/** A host as the engine addresses it: a canonical IP and an SSH port. */
export interface HostAddress {
  ip: string;
  port: number;
}

/**
 * Parses `ip`, `ip:port`, `[ipv6]`, `[ipv6]:port` or a bare IPv6 address. Returns undefined when the text is
 * not one of those (a host name is not accepted: sealos works with addresses).
 */
export function parseHostAddress(text: string, defaultPort = DEFAULT_SSH_PORT): HostAddress | undefined {
  const value = text.trim();
  const bracketed = BRACKETED_ADDRESS.exec(value);
  if (bracketed) {
    const ip = canonicalIPv6(bracketed[1]!);
    const port = bracketed[2] === undefined ? defaultPort : parsePort(bracketed[2]);
    return ip === undefined || port === undefined ? undefined : { ip, port };
  }
  if (isIPv6(value)) return { ip: canonicalIPv6(value)!, port: defaultPort };
  const [ip, portText, ...rest] = value.split(':');
  if (rest.length > 0 || ip === undefined || !isIPv4(ip)) return undefined;
  const port = portText === undefined ? defaultPort : parsePort(portText);
  return port === undefined ? undefined : { ip, port };
}

/** `ip:port`, IPv6 in brackets: the one spelling of a host used in plans, maps and messages. */
export function formatHostAddress(address: HostAddress): string {
  return address.ip.includes(':') ? `[${address.ip}]:${address.port}` : `${address.ip}:${address.port}`;
}

/** `10.0.0.1` → `10.0.0.1:22`; `fe80::1` → `[fe80::1]:22`; undefined when the text is not an address. */
export function normaliseHostAddress(text: string, defaultPort = DEFAULT_SSH_PORT): string | undefined {
  const address = parseHostAddress(text, defaultPort);
  return address && formatHostAddress(address);
}

/** The canonical IP of an address text (no port), or undefined: hosts are the same machine when this matches. */
export function hostIp(text: string): string | undefined {
  return parseHostAddress(text)?.ip;
}

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** Lower case, zeros compressed (`FE80:0::1` and `fe80::1` are one host); the URL parser does exactly that. */
function canonicalIPv6(text: string): string | undefined {
  if (!isIPv6(text)) return undefined;
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
}

/** A dotted IPv4 address as a number (undefined when it is not one): ranges and CIDRs compare these. */
export function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

export function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** `10.96.0.0/12` or `fd00::/108`: an address and a prefix length that fits it (Go's net.ParseCIDR). */
export function isCidr(text: string): boolean {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(text.trim());
  if (!match) return false;
  const bits = Number(match[2]);
  if (isIPv4(match[1]!)) return bits <= 32;
  return isIPv6(match[1]!) && bits <= 128;
}
