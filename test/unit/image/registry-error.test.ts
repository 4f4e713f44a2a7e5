import { describe, expect, it } from 'vitest';
import { RegistryAuthError, RegistryError } from '../../../src/image/errors.js';

describe('RegistryError: every diagnostic kept, and whether a retry may help', () => {
  it('is temporary for 408, 429 and 5xx, and for a code that says "later" whatever the status', () => {
    for (const status of [408, 429, 500, 502, 503])
      expect(new RegistryError('x', { status }).temporary).toBe(true);
    for (const status of [400, 401, 403, 404])
      expect(new RegistryError('x', { status }).temporary).toBe(false);
    const throttled = new RegistryError('x', {
      status: 400,
      diagnostics: [{ code: 'DENIED' }, { code: 'TOOMANYREQUESTS', message: 'pull rate limit' }],
    });
    expect(throttled.temporary).toBe(true);
    expect(throttled.code).toBe('DENIED');
    expect(throttled.diagnostics).toHaveLength(2);
  });

  it('is temporary when the registry was not reached (a network cause), and not when told otherwise', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const unreached = new RegistryError('x', { cause });
    expect(unreached.temporary).toBe(true);
    expect(unreached.cause).toBe(cause);
    expect(new RegistryError('x').temporary).toBe(false);
    expect(new RegistryError('x', { status: 503, temporary: false }).temporary).toBe(false);
    expect(new RegistryAuthError('x', { status: 401, code: 'UNAUTHORIZED' }).diagnostics).toEqual([
      { code: 'UNAUTHORIZED' },
    ]);
  });
});
