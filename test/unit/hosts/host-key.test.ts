import { spawnSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HostKeyError } from '../../../src/hosts/errors.js';
import {
  checkHostKey,
  expectedHostKey,
  type HostKeyOptions,
  hostKeyAlgorithms,
  knownHostsName,
} from '../../../src/hosts/host-key.js';

/** An SSH ed25519 public key blob: string "ssh-ed25519", string key (RFC 8709). */
function ed25519Blob(): Buffer {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const field = (data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), data]);
  return Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
}

/** An SSH ecdsa-sha2-nistp256 public key blob: its name, the curve, the point (RFC 5656). */
function ecdsaBlob(): Buffer {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  const field = (data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), data]);
  return Buffer.concat([
    field(Buffer.from('ecdsa-sha2-nistp256')),
    field(Buffer.from('nistp256')),
    field(point),
  ]);
}

const hostKey = ed25519Blob();
const otherKey = ed25519Blob();
const line = (names: string, blob = hostKey, marker = '') =>
  `${marker}${names} ssh-ed25519 ${blob.toString('base64')}`;
const check = (options: HostKeyOptions, blob = hostKey, port = 22) =>
  checkHostKey(`10.0.0.5:${port}`, '10.0.0.5', port, blob, options);
/** The fingerprint checkHostKey reports for a key (the first test holds it to OpenSSH's). */
const fingerprintOf = (blob: Buffer) => check({ policy: 'insecure' }, blob).fingerprint;
const refusal = (verdict: ReturnType<typeof check>) => {
  if (verdict.accepted) throw new Error('expected a refusal');
  return verdict.error;
};

describe('host key fingerprints and lines', () => {
  it('are what OpenSSH prints', () => {
    // ssh-keygen -l: "256 SHA256:… 10.0.0.5 (ED25519)".
    const keygen = spawnSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', '-'], {
      input: `${line('10.0.0.5')}\n`,
      encoding: 'utf8',
    });
    expect(keygen.status, keygen.stderr).toBe(0);
    expect(fingerprintOf(hostKey)).toBe(keygen.stdout.split(' ')[1]);
    const { publicKey } = check({ policy: 'insecure' });
    expect(`${knownHostsName('10.0.0.5', 22)} ${publicKey}`).toBe(line('10.0.0.5'));
    expect(`${knownHostsName('10.0.0.5', 2222)} ${publicKey}`).toBe(line('[10.0.0.5]:2222'));
  });
});

describe('checkHostKey', () => {
  it('strict: accepts a key listed for the host, by plain, wildcard, list or hashed name', () => {
    const salt = randomBytes(20);
    const hashed = `|1|${salt.toString('base64')}|${createHmac('sha1', salt).update('10.0.0.5').digest('base64')}`;
    for (const names of ['10.0.0.5', '10.0.0.*', 'node1,10.0.0.5', '10.0.0.?', hashed]) {
      const verdict = check({ policy: 'strict', knownHosts: `# comment\n\n${line(names)}\n` });
      expect(verdict, names).toMatchObject({
        accepted: true,
        known: true,
        fingerprint: fingerprintOf(hostKey),
      });
    }
  });

  it('strict: a host on another port is named [host]:port', () => {
    expect(check({ policy: 'strict', knownHosts: line('[10.0.0.5]:2222') }, hostKey, 2222).accepted).toBe(
      true,
    );
    expect(check({ policy: 'strict', knownHosts: line('10.0.0.5') }, hostKey, 2222).accepted).toBe(false);
  });

  it('strict: refuses an unknown host, and a negated pattern does not match', () => {
    const error = refusal(check({ policy: 'strict', knownHosts: line('10.0.0.6') }));
    expect(error).toBeInstanceOf(HostKeyError);
    expect(error.describe()).toBe(
      `10.0.0.5:22: host key ${fingerprintOf(hostKey)} is not known (host-key-policy strict): add the host to known_hosts, or use host-key-policy accept-new`,
    );
    expect(check({ policy: 'strict', knownHosts: line('10.0.0.*,!10.0.0.5') }).accepted).toBe(false);
  });

  it('refuses a changed key under strict and accept-new, naming both fingerprints', () => {
    for (const policy of ['strict', 'accept-new'] as const) {
      const error = refusal(check({ policy, knownHosts: line('10.0.0.5', otherKey) }));
      expect(error.message).toContain(
        `host key changed: known_hosts has ${fingerprintOf(otherKey)}, the host presented ${fingerprintOf(hostKey)}`,
      );
      expect(error.fingerprint).toBe(fingerprintOf(hostKey));
    }
  });

  it('refuses a key marked @revoked', () => {
    const error = refusal(check({ policy: 'accept-new', knownHosts: line('*', hostKey, '@revoked ') }));
    expect(error.message).toBe(`host key ${fingerprintOf(hostKey)} is marked @revoked in known_hosts`);
  });

  it('accept-new: accepts a first sight as not known, and verifies a recorded fingerprint', () => {
    expect(check({ policy: 'accept-new' })).toMatchObject({ accepted: true, known: false });
    expect(check({ policy: 'accept-new', fingerprint: fingerprintOf(hostKey) })).toMatchObject({
      accepted: true,
      known: true,
    });
    const error = refusal(check({ policy: 'accept-new', fingerprint: fingerprintOf(otherKey) }));
    expect(error.message).toContain(
      `host key changed: recorded ${fingerprintOf(otherKey)}, the host presented ${fingerprintOf(hostKey)}`,
    );
    // It says how a user whose machine was reinstalled forgets the old key, in the CLI and in the action.
    expect(error.message).toContain(
      '--forget-host-key 10.0.0.5 (CLI) or the input forget-host-key: 10.0.0.5 (action), once',
    );
  });

  it('strict: a recorded fingerprint is enough to know the host', () => {
    expect(check({ policy: 'strict', fingerprint: fingerprintOf(hostKey) }).accepted).toBe(true);
  });

  it('insecure: accepts anything', () => {
    expect(
      check({ policy: 'insecure', knownHosts: line('10.0.0.5', otherKey), fingerprint: 'SHA256:x' }),
    ).toMatchObject({
      accepted: true,
      known: false,
    });
  });
});

describe('hostKeyAlgorithms', () => {
  it('offers the key types known for the host first', () => {
    const knownHosts = `10.0.0.5 ssh-rsa AAAA\n10.0.0.9 ecdsa-sha2-nistp256 AAAA\n`;
    expect(hostKeyAlgorithms({ policy: 'strict', knownHosts }, '10.0.0.5', 22)).toEqual([
      'rsa-sha2-512',
      'rsa-sha2-256',
      'ssh-rsa',
      'ssh-ed25519',
      'ecdsa-sha2-nistp256',
      'ecdsa-sha2-nistp384',
      'ecdsa-sha2-nistp521',
    ]);
    expect(hostKeyAlgorithms({ policy: 'accept-new' }, '10.0.0.5', 22)).toEqual([]);
    expect(hostKeyAlgorithms({ policy: 'insecure', knownHosts }, '10.0.0.5', 22)).toEqual([]);
  });
});

describe('expectedHostKey', () => {
  const ecdsaKey = ecdsaBlob();
  const ecdsaLine = (names: string) => `${names} ecdsa-sha2-nistp256 ${ecdsaKey.toString('base64')}`;
  const expected = (options: HostKeyOptions) => expectedHostKey('10.0.0.5:22', '10.0.0.5', 22, options);
  const publicKey = (blob: Buffer) => check({ policy: 'insecure' }, blob).publicKey;

  it('is the known key of the host whose algorithm the handshake offers first', () => {
    expect(
      expected({ policy: 'strict', knownHosts: `${line('10.0.0.5')}\n${ecdsaLine('10.0.0.5')}\n` }),
    ).toBe(publicKey(hostKey));
    expect(
      expected({ policy: 'strict', knownHosts: `${ecdsaLine('10.0.0.*')}\n${line('10.0.0.5')}\n` }),
    ).toBe(publicKey(ecdsaKey));
    expect(
      expected({ policy: 'accept-new', knownHosts: `${line('10.0.0.6', otherKey)}\n${line('10.0.0.5')}` }),
    ).toBe(publicKey(hostKey));
  });

  it('is a key the check accepts: never a revoked one, nor one a recorded fingerprint refuses', () => {
    const both = `${line('10.0.0.5')}\n${ecdsaLine('10.0.0.5')}\n`;
    expect(expected({ policy: 'strict', knownHosts: `${both}${line('*', hostKey, '@revoked ')}\n` })).toBe(
      publicKey(ecdsaKey),
    );
    expect(expected({ policy: 'accept-new', knownHosts: both, fingerprint: fingerprintOf(ecdsaKey) })).toBe(
      publicKey(ecdsaKey),
    );
    expect(expected({ policy: 'accept-new', knownHosts: both, fingerprint: fingerprintOf(otherKey) })).toBe(
      undefined,
    );
  });

  it('is none before first contact, for a fingerprint alone, or under insecure', () => {
    expect(expected({ policy: 'accept-new' })).toBe(undefined);
    expect(expected({ policy: 'strict', knownHosts: line('10.0.0.6') })).toBe(undefined);
    expect(expected({ policy: 'strict', fingerprint: fingerprintOf(hostKey) })).toBe(undefined);
    expect(expected({ policy: 'insecure', knownHosts: line('10.0.0.5') })).toBe(undefined);
  });
});
