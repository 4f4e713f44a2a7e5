/**
 * Host key checks. Policies: `strict` (the key must be in the known_hosts text or match the recorded
 * fingerprint, and a known_hosts entry naming another key for the host always refuses), `accept-new` (trust on first use: an unknown host is accepted and its fingerprint reported so
 * the caller records it; a recorded or known key must match), `insecure` (never refuses; a warning says so).
 */
import { createHash, createHmac } from 'node:crypto';
import { HostKeyError } from './errors.js';

export type HostKeyPolicy = 'strict' | 'accept-new' | 'insecure';
export const hostKeyPolicies: readonly HostKeyPolicy[] = ['strict', 'accept-new', 'insecure'];

export interface HostKeyOptions {
  policy: HostKeyPolicy;
  /** known_hosts text (OpenSSH format: plain or hashed names, `[host]:port`, wildcards, `@revoked`). */
  knownHosts?: string;
  /** A fingerprint recorded for this host earlier (`SHA256:...`), e.g. from the Clusterfile status. */
  fingerprint?: string;
}

export type HostKeyVerdict =
  | { accepted: true; fingerprint: string; publicKey: string; known: boolean }
  | { accepted: false; fingerprint: string; publicKey: string; error: HostKeyError };

interface KnownKey {
  type: string;
  blob: Buffer;
  revoked: boolean;
}

/** OpenSSH's `SHA256:` fingerprint of a public key blob (base64 without padding). */
function fingerprintOf(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** The name a host has in known_hosts: `ip` on port 22, `[ip]:port` otherwise. */
export function knownHostsName(host: string, port: number): string {
  return port === 22 ? host : `[${host}]:${port}`;
}

export function checkHostKey(
  address: string,
  host: string,
  port: number,
  blob: Buffer,
  options: HostKeyOptions,
): HostKeyVerdict {
  const fingerprint = fingerprintOf(blob);
  const publicKey = `${keyType(blob)} ${blob.toString('base64')}`;
  const refuse = (message: string): HostKeyVerdict => ({
    accepted: false,
    fingerprint,
    publicKey,
    error: new HostKeyError(message, address, fingerprint),
  });
  if (options.policy === 'insecure') return { accepted: true, fingerprint, publicKey, known: false };

  const known = options.knownHosts ? knownKeysFor(options.knownHosts, host, port) : [];
  if (known.some((key) => key.revoked && key.blob.equals(blob)))
    return refuse(`host key ${fingerprint} is marked @revoked in known_hosts`);
  const matching = known.filter((key) => !key.revoked && key.blob.equals(blob));
  const recorded = options.fingerprint;
  if (recorded && recorded !== fingerprint)
    return refuse(
      `host key changed: recorded ${recorded}, the host presented ${fingerprint}. If the host was reinstalled, ` +
        `forget its recorded key: --forget-host-key ${port === 22 ? host : address} (CLI) or the input ` +
        `forget-host-key: ${port === 22 ? host : address} (action), once; otherwise someone may be intercepting ` +
        'the connection: do not forget it',
    );
  const others = known.filter((key) => !key.revoked);
  // Under strict, known_hosts is the authority: a recorded fingerprint (from saved state, which a run writes)
  // never outweighs a known_hosts entry for the host that names another key.
  const recordedCounts = recorded && (options.policy !== 'strict' || others.length === 0);
  if (matching.length > 0 || recordedCounts) return { accepted: true, fingerprint, publicKey, known: true };
  if (others.length > 0)
    return refuse(
      `host key changed: known_hosts has ${others.map((key) => fingerprintOf(key.blob)).join(', ')}, the host ` +
        `presented ${fingerprint}. If the host was reinstalled, replace its known_hosts line (ssh-keygen -R ` +
        `'${knownHostsName(host, port)}' -f FILE, then add the new key); otherwise someone may be intercepting the connection`,
    );
  if (options.policy === 'strict')
    return refuse(
      `host key ${fingerprint} is not known (host-key-policy strict): add the host to known_hosts, or use ` +
        'host-key-policy accept-new',
    );
  return { accepted: true, fingerprint, publicKey, known: false };
}

/** ssh2's host key algorithms, in its default order. */
const HOST_KEY_ALGORITHMS = [
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'rsa-sha2-512',
  'rsa-sha2-256',
  'ssh-rsa',
];

/**
 * The host key algorithms to offer, the types known for this host first (like OpenSSH); otherwise a host with
 * an ed25519 and an RSA key could show the one we do not know and look "changed". Empty: keep the default.
 */
export function hostKeyAlgorithms(options: HostKeyOptions, host: string, port: number): string[] {
  if (options.policy === 'insecure' || !options.knownHosts) return [];
  const known = knownKeysFor(options.knownHosts, host, port).filter((key) => !key.revoked);
  const first = known.flatMap((key) =>
    key.type === 'ssh-rsa' ? ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'] : [key.type],
  );
  const ordered = [...new Set([...first, ...HOST_KEY_ALGORITHMS])];
  return ordered.filter((name) => HOST_KEY_ALGORITHMS.includes(name));
}

/**
 * The host key a handshake will most likely be shown and accept, known before it (`type base64`): of the keys
 * known_hosts names for this host that checkHostKey accepts, the one whose algorithm is offered first (see
 * hostKeyAlgorithms). None under `insecure`, or when no such key is known (first contact, a fingerprint only).
 */
export function expectedHostKey(
  address: string,
  host: string,
  port: number,
  options: HostKeyOptions,
): string | undefined {
  if (options.policy === 'insecure' || !options.knownHosts) return undefined;
  const order = hostKeyAlgorithms(options, host, port);
  const rank = (type: string) => order.indexOf(type === 'ssh-rsa' ? 'rsa-sha2-512' : type);
  const accepted = knownKeysFor(options.knownHosts, host, port)
    .filter((key) => !key.revoked && rank(key.type) >= 0)
    .map((key) => checkHostKey(address, host, port, key.blob, options))
    .flatMap((verdict) => (verdict.accepted ? [verdict.publicKey] : []));
  const typeOf = (publicKey: string) => publicKey.split(' ')[0]!;
  return accepted.sort((a, b) => rank(typeOf(a)) - rank(typeOf(b)))[0];
}

function knownKeysFor(text: string, host: string, port: number): KnownKey[] {
  const name = knownHostsName(host, port);
  const keys: KnownKey[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    const marker = fields[0]!.startsWith('@') ? fields.shift() : undefined;
    if (marker === '@cert-authority') continue;
    const [patterns, type, base64] = fields;
    if (!patterns || !type || !base64 || !hostMatches(patterns, name)) continue;
    keys.push({ type, blob: Buffer.from(base64, 'base64'), revoked: marker === '@revoked' });
  }
  return keys;
}

function hostMatches(patterns: string, name: string): boolean {
  if (patterns.startsWith('|1|')) {
    const [, , salt, hash] = patterns.split('|');
    if (!salt || !hash) return false;
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
  }
  let matched = false;
  for (const pattern of patterns.split(',')) {
    const negated = pattern.startsWith('!');
    if (!hostPatternToRegExp(negated ? pattern.slice(1) : pattern).test(name)) continue;
    if (negated) return false;
    matched = true;
  }
  return matched;
}

/** An OpenSSH host pattern (`*`, `?`, case-insensitive; not a path glob) as a RegExp. */
function hostPatternToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '.*')
    .replaceAll('?', '.');
  return new RegExp(`^${body}$`, 'i');
}

/** The key type named at the start of an SSH public key blob. */
function keyType(blob: Buffer): string {
  const length = blob.readUInt32BE(0);
  return blob.subarray(4, 4 + length).toString('latin1');
}
