import { isIPv4, isIPv6 } from 'node:net';

export const DEFAULT_SSH_PORT = 22;

/** `[host]` or `[host]:port`: brackets around an IPv6 address, so its colons are not read as a port. */
export const BRACKETED_ADDRESS = /^\[([^\]]+)\](?::(\d+))?$/;

/** A host as the engine addresses it: a canonical IP and an SSH port. */
export interface HostAddress {
  ip: string;
  port: number;
}

/** A host address read from text, or why the text is not one (a message that quotes the text). */
export type HostAddressReading = { address: HostAddress } | { problem: string };

/**
 * Reads `ip`, `ip:port`, `[ipv6]`, `[ipv6]:port`, a bare IPv6 address, or an IPv6 address with its zone
 * (`fe80::1%eth0`, `[fe80::1%eth0]:22`). The one home of the host-address rules: a port is 1-65535; a host
 * name is not an address (sealos works with addresses, and every verb refuses names alike); the unspecified
 * address (`0.0.0.0`, `::`), the broadcast address and multicast addresses name no single host.
 */
export function readHostAddress(text: string, defaultPort = DEFAULT_SSH_PORT): HostAddressReading {
  const value = text.trim();
  const notAddress = { problem: `"${text}" is not an IPv4/IPv6 address with optional port` };
  const bracketed = BRACKETED_ADDRESS.exec(value);
  let ip: string | undefined;
  let portText: string | undefined;
  if (bracketed) {
    ip = canonicalIPv6(bracketed[1]!);
    portText = bracketed[2];
  } else if (value.includes('%') || isIPv6(value)) ip = canonicalIPv6(value);
  else {
    const [v4, port, ...rest] = value.split(':');
    if (rest.length === 0 && v4 !== undefined && isIPv4(v4)) [ip, portText] = [v4, port];
  }
  if (ip === undefined) return notAddress;
  const port = portText === undefined ? defaultPort : parsePort(portText);
  if (port === undefined)
    return { problem: `${notAddress.problem} (port ${portText} is not from 1 to 65535)` };
  const special = specialAddress(ip);
  if (special) return { problem: `"${text}" is not a host: ${ip} is ${special}` };
  return { address: { ip, port } };
}

/** The address of `text`, or undefined when it is not one a host can have (readHostAddress says why). */
export function parseHostAddress(text: string, defaultPort = DEFAULT_SSH_PORT): HostAddress | undefined {
  const reading = readHostAddress(text, defaultPort);
  return 'address' in reading ? reading.address : undefined;
}

/** Addresses that reach no single host, in words; undefined for an address a host can have. */
function specialAddress(ip: string): string | undefined {
  if (ip === '0.0.0.0' || ip === '::') return 'the unspecified address ("any"), not a host';
  if (ip === '255.255.255.255') return 'the broadcast address, not a host';
  const first = Number(ip.split('.')[0]);
  if (isIPv4(ip) && first >= 224 && first <= 239) return 'a multicast address (224.0.0.0/4), not a host';
  if (/^ff[0-9a-f]{2}:/.test(ip)) return 'a multicast address (ff00::/8), not a host';
  return undefined;
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

/**
 * Lower case, zeros compressed (`FE80:0::1` and `fe80::1` are one host), as the URL parser writes an address;
 * a zone (`%eth0`, an interface name or number) is kept as written. Undefined when it is not IPv6.
 */
function canonicalIPv6(text: string): string | undefined {
  const [address = '', zone, ...rest] = text.split('%');
  if (rest.length > 0 || !isIPv6(address)) return undefined;
  if (zone !== undefined && !/^[A-Za-z0-9_.-]{1,15}$/.test(zone)) return undefined;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  return zone === undefined ? canonical : `${canonical}%${zone}`;
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
