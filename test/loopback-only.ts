/**
 * The unit project's setup file: its tests send traffic to loopback only (lab hosts are the lab project's). A
 * connection or a name lookup for any other address throws at once, naming it, so a test that would reach out
 * (a registry on the internet, a host address with no lab behind it) fails instead of sending a packet.
 */
import dns from 'node:dns';
import net from 'node:net';

function isLoopback(host: string | undefined): boolean {
  if (host === undefined || host === '' || host === 'localhost') return true;
  const bare = host.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./i.test(bare);
  return false;
}

function refuse(host: string): Error {
  return new Error(
    `unit tests reach loopback only: a connection to ${host} was refused (test/loopback-only.ts)`,
  );
}

type ConnectArgs = Parameters<net.Socket['connect']>;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
  // net.connect() hands its normalized arguments over as one array.
  const [first, second] = (Array.isArray(args[0]) ? args[0] : args) as unknown[];
  const host =
    typeof first === 'object' && first !== null
      ? 'path' in first && (first as { path?: string }).path
        ? undefined
        : (first as { host?: string }).host
      : typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))
        ? typeof second === 'string'
          ? second
          : undefined
        : undefined;
  if (!isLoopback(host)) throw refuse(String(host));
  return connect.apply(this, args);
} as net.Socket['connect'];

const lookup = dns.lookup;
dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopback(hostname)) {
    const callback = rest.at(-1);
    if (typeof callback === 'function') {
      process.nextTick(() => callback(refuse(hostname)));
      return;
    }
    throw refuse(hostname);
  }
  return (lookup as (...args: unknown[]) => ReturnType<typeof dns.lookup>).call(dns, hostname, ...rest);
} as typeof dns.lookup;

const promiseLookup = dns.promises.lookup;
dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
  if (!isLoopback(hostname)) throw refuse(hostname);
  return (promiseLookup as (...args: unknown[]) => Promise<unknown>).call(dns.promises, hostname, ...rest);
}) as typeof dns.promises.lookup;
