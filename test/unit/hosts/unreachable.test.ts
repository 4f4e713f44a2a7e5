import { describe, expect, it } from 'vitest';
import { AuthError, ConnectError, HANDSHAKE_TIMEOUT, isUnreachable } from '../../../src/hosts/errors.js';

const cause = (code: string) => Object.assign(new Error(code), { code });

describe('a host that does not answer SSH', () => {
  it('is a connection refused, timed out, without a route, or without a handshake in time', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', HANDSHAKE_TIMEOUT])
      expect(isUnreachable(new ConnectError('cannot connect', { cause: cause(code) })), code).toBe(true);
  });

  it('is never a host that answered: a refused login, a reset connection, a failing command', () => {
    expect(isUnreachable(new AuthError('alice was refused', { cause: cause('ECONNREFUSED') }))).toBe(false);
    expect(isUnreachable(new ConnectError('cannot connect', { cause: cause('ECONNRESET') }))).toBe(false);
    expect(
      isUnreachable(new ConnectError('closed during the SSH handshake', { cause: new Error('x') })),
    ).toBe(false);
    expect(isUnreachable(cause('ECONNREFUSED'))).toBe(false);
  });
});
