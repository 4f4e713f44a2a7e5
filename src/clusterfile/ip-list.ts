import { isIPv4 } from 'node:net';
import { UsageError } from '../errors.js';
import { formatHostAddress, hostIp, ipv4ToNumber, numberToIpv4, readHostAddress } from './address.js';

/**
 * A host list longer than this is almost surely a typo (a /16 instead of a /26); the cap is on the whole list,
 * so many small blocks cannot add up to a 65,536-host plan.
 */
export const MAX_EXPANDED_ADDRESSES = 1024;

/**
 * Expands a host list the way `sealos run --masters/--nodes` does (sealos `iputils.ParseIPList`):
 * comma-separated items, each one of
 * - an address, optionally with a port (`10.0.0.1`, `10.0.0.1:2222`, `[fe80::1]:22`), kept as written;
 * - an IPv4 range `a-b`, both ends included (`192.168.0.2-192.168.0.5` is four hosts);
 * - an IPv4 CIDR, every address of the block INCLUDING the network and broadcast addresses, as sealos does
 *   (`10.0.0.0/30` is 10.0.0.0 to 10.0.0.3); the address part is masked first (`10.0.0.5/30` = 10.0.0.4-7).
 * Empty items are skipped. Our additions: a bad item is an error naming it, and a list that expands to more
 * than MAX_EXPANDED_ADDRESSES addresses in all is refused before any block is expanded.
 */
export function parseIpList(text: string, field = 'host list'): string[] {
  const result: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const room = MAX_EXPANDED_ADDRESSES - result.length;
    if (item.includes('/') || (item.includes('-') && !item.includes('%'))) {
      const expanded = item.includes('/') ? expandCidr(item, field, room) : expandRange(item, field, room);
      // A block may hold addresses no host has (0.0.0.0/30, a multicast range): named as the item's.
      for (const address of expanded) {
        const reading = readHostAddress(address);
        if ('problem' in reading) throw new UsageError(`${field}: "${item}": ${reading.problem}`);
      }
      result.push(...expanded);
    } else {
      const reading = readHostAddress(item);
      if ('problem' in reading) throw new UsageError(`${field}: ${reading.problem}`);
      if (room < 1) throw tooMany(field);
      result.push(item);
    }
  }
  return result;
}

function tooMany(field: string): UsageError {
  return new UsageError(
    `${field}: the list has more than ${MAX_EXPANDED_ADDRESSES} addresses in all (ranges and CIDR blocks added up)`,
  );
}

/** A host list expanded and spelled `ip:port` (`defaultPort` where an item has none), each host once, in order. */
export function hostAddressList(text: string, field: string, defaultPort: number): string[] {
  const unique: string[] = [];
  for (const item of parseIpList(text, field)) {
    const address = hostAddress(item, field, defaultPort);
    if (!unique.includes(address)) unique.push(address);
  }
  return unique;
}

/** One address spelled `ip:port`; a usage error naming the field when the text is not an address. */
export function hostAddress(text: string, field: string, defaultPort: number): string {
  const reading = readHostAddress(text, defaultPort);
  if ('problem' in reading) throw new UsageError(`${field}: ${reading.problem}`);
  return formatHostAddress(reading.address);
}

/**
 * A host is a master or a node, not both: the same IP in both lists (whatever the ports) is refused. The two
 * lists together stay within MAX_EXPANDED_ADDRESSES.
 */
export function refuseHostsInBothLists(masters: readonly string[], nodes: readonly string[]): void {
  if (masters.length + nodes.length > MAX_EXPANDED_ADDRESSES)
    throw new UsageError(
      `masters and nodes: ${masters.length + nodes.length} hosts in all, more than ${MAX_EXPANDED_ADDRESSES}`,
    );
  const masterIps = new Set(masters.map(hostIp));
  const both = nodes.filter((address) => masterIps.has(hostIp(address)));
  if (both.length > 0) throw new UsageError(`hosts given as both masters and nodes: ${both.join(', ')}`);
}

function expandCidr(item: string, field: string, room: number): string[] {
  const [base, bitsText, ...rest] = item.split('/');
  const bits = Number(bitsText);
  if (
    rest.length > 0 ||
    base === undefined ||
    !isIPv4(base) ||
    !/^\d{1,2}$/.test(bitsText ?? '') ||
    bits > 32
  )
    throw new UsageError(`${field}: "${item}" is not an IPv4 CIDR block`);
  const size = 2 ** (32 - bits);
  if (size > MAX_EXPANDED_ADDRESSES)
    throw new UsageError(`${field}: "${item}" has ${size} addresses, more than ${MAX_EXPANDED_ADDRESSES}`);
  if (size > room) throw tooMany(field);
  // isIPv4 checked above.
  const start = ipv4ToNumber(base)!;
  const first = start - (start % size);
  return Array.from({ length: size }, (_, i) => numberToIpv4(first + i));
}

function expandRange(item: string, field: string, room: number): string[] {
  const [start, end, ...rest] = item.split('-').map((part) => part.trim());
  if (rest.length > 0 || start === undefined || end === undefined || !isIPv4(start) || !isIPv4(end))
    throw new UsageError(
      `${field}: "${item}" is neither an IPv4/IPv6 address nor an IPv4 range like 192.168.0.2-192.168.0.5 (host names are not accepted)`,
    );
  const from = ipv4ToNumber(start)!;
  const to = ipv4ToNumber(end)!;
  if (from > to) throw new UsageError(`${field}: "${item}": start ${start} is after end ${end}`);
  if (to - from + 1 > MAX_EXPANDED_ADDRESSES)
    throw new UsageError(
      `${field}: "${item}" has ${to - from + 1} addresses, more than ${MAX_EXPANDED_ADDRESSES}`,
    );
  if (to - from + 1 > room) throw tooMany(field);
  return Array.from({ length: to - from + 1 }, (_, i) => numberToIpv4(from + i));
}
