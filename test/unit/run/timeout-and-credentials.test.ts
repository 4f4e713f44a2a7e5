import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryCredentials } from '../../../src/run/registry-credentials.js';
import { ApplyTimeoutError, applyDeadline } from '../../../src/run/timeout.js';

describe('applyDeadline (the timeout input)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts with a clear error once the minutes have passed (fake clock)', async () => {
    vi.useFakeTimers();
    const deadline = applyDeadline(2);
    await vi.advanceTimersByTimeAsync(2 * 60_000 - 1);
    expect(deadline.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal?.aborted).toBe(true);
    const reason = deadline.signal?.reason as ApplyTimeoutError;
    expect(reason).toBeInstanceOf(ApplyTimeoutError);
    expect(reason.describe()).toBe(
      '[apply] the apply did not finish within 2 minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes',
    );
  });

  it('clears its timer; no limit without minutes', async () => {
    vi.useFakeTimers();
    const deadline = applyDeadline(1);
    deadline.clear();
    expect(vi.getTimerCount(), 'the timer is cleared').toBe(0);
    expect(applyDeadline(undefined).signal).toBeUndefined();
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
