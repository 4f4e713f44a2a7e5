import { describe, expect, it } from 'vitest';
import { parseChallenge } from '../../../src/image/auth/challenge.js';
import { allowsPlainHttp, registryBaseUrl } from '../../../src/image/remote/endpoint.js';

describe('WWW-Authenticate challenges', () => {
  it('parses a Bearer challenge with a comma inside a quoted scope', () => {
    expect(
      parseChallenge(
        'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull,push"',
      ),
    ).toEqual({
      scheme: 'bearer',
      params: {
        realm: 'https://auth.docker.io/token',
        service: 'registry.docker.io',
        scope: 'repository:library/nginx:pull,push',
      },
    });
  });

  it('parses Basic, unquoted values and escapes; ignores other schemes', () => {
    expect(parseChallenge('Basic realm="Registry Realm"')).toEqual({
      scheme: 'basic',
      params: { realm: 'Registry Realm' },
    });
    expect(parseChallenge('bearer realm=https://x/token, service=s')).toEqual({
      scheme: 'bearer',
      params: { realm: 'https://x/token', service: 's' },
    });
    expect(parseChallenge('Bearer realm="a\\"b"')?.params.realm).toBe('a"b');
    expect(parseChallenge('Negotiate abc')).toBeUndefined();
    expect(parseChallenge(undefined)).toBeUndefined();
  });
});

describe('registry endpoints', () => {
  it('uses HTTPS except for loopback and registries named insecure', () => {
    expect(registryBaseUrl('docker.io', []).href).toBe('https://registry-1.docker.io/');
    expect(registryBaseUrl('ghcr.io', []).href).toBe('https://ghcr.io/');
    expect(registryBaseUrl('127.0.0.1:5000', []).href).toBe('http://127.0.0.1:5000/');
    expect(registryBaseUrl('localhost:5000', []).href).toBe('http://localhost:5000/');
    expect(registryBaseUrl('[::1]:5000', []).href).toBe('http://[::1]:5000/');
    expect(registryBaseUrl('10.77.0.1:5000', []).href).toBe('https://10.77.0.1:5000/');
    expect(registryBaseUrl('10.77.0.1:5000', ['10.77.0.1:5000']).href).toBe('http://10.77.0.1:5000/');
    expect(registryBaseUrl('sealos.hub:5000', ['sealos.hub']).href).toBe('http://sealos.hub:5000/');
    expect(allowsPlainHttp('sealos.hub:5000', ['sealos.hub:5001'])).toBe(false);
    expect(allowsPlainHttp('127.1.2.3', [])).toBe(true);
    expect(allowsPlainHttp('127.example.com', [])).toBe(false);
    // An insecure entry without a port names the host: the port is cut off, IPv6 brackets too.
    expect(allowsPlainHttp('h:1', ['h'])).toBe(true);
    expect(allowsPlainHttp('[fd00::5]:5000', ['fd00::5'])).toBe(true);
    expect(allowsPlainHttp('[fd00::5]:5000', ['fd00::6'])).toBe(false);
  });
});
