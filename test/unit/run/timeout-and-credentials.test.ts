import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryCredentials } from '../../../src/run/registry-credentials.js';
import { ApplyTimeoutError, withTimeout } from '../../../src/run/timeout.js';

describe('withTimeout (the timeout input)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails with a clear error once the minutes have passed (fake clock)', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const raced = withTimeout(never, 2).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    const error = await raced;
    expect(error).toBeInstanceOf(ApplyTimeoutError);
    expect((error as ApplyTimeoutError).describe()).toBe(
      '[apply] the apply did not finish within 2 minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes',
    );
  });

  it('passes the result and the failure of work that ends in time; no limit without minutes', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve('done'), 1)).resolves.toBe('done');
    await expect(withTimeout(Promise.reject(new Error('boom')), 1)).rejects.toThrow('boom');
    expect(vi.getTimerCount(), 'the timer is cleared').toBe(0);
    await expect(withTimeout(Promise.resolve(7), undefined)).resolves.toBe(7);
  });
});

describe('registryCredentials (registry-username / registry-password / registry / registry-config)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the login goes to the first image’s registry only; other registries get the docker config’s', async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-creds-'));
    const config = join(dir, 'config.json');
    await writeFile(
      config,
      JSON.stringify({ auths: { 'docker.io': { username: 'hub', password: 'hub-pass' } } }),
    );
    const provider = registryCredentials({ username: 'puller', password: 'ghcr-token', config }, [
      'ghcr.io/me/kubernetes:v1.29.9',
      'labring/helm:v3.14.1',
    ]);
    expect(await provider('ghcr.io')).toEqual({ username: 'puller', password: 'ghcr-token' });
    expect(await provider('docker.io')).toEqual({ username: 'hub', password: 'hub-pass' });
    expect(await provider('quay.io')).toBeUndefined();
    const explicit = registryCredentials({ username: 'u', password: 'p', registry: 'quay.io', config }, [
      'ghcr.io/x:1',
    ]);
    expect(await explicit('quay.io')).toEqual({ username: 'u', password: 'p' });
    expect(await explicit('ghcr.io')).toBeUndefined();
  });

  it('half a login is an error naming the missing input', () => {
    expect(() => registryCredentials({ password: 'p' }, ['x:1'])).toThrow(
      'registry-username: needed with registry-password',
    );
    expect(() => registryCredentials({ username: 'u' }, ['x:1'])).toThrow(
      'registry-password: needed with registry-username',
    );
    expect(() => registryCredentials({ username: 'u', password: 'p' }, [])).toThrow(/^registry: needed/);
  });
});
