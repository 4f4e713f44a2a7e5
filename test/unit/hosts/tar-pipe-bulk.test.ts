import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Executor, SpawnOptions } from '../../../src/hosts/executor.js';
import { LocalExecutor } from '../../../src/hosts/local-executor.js';
import { BULK_MIN_BYTES, pipeTarToHosts } from '../../../src/hosts/tar-pipe.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tar-pipe-bulk-'));
  await writeFile(path.join(dir, 'file'), 'content');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The runner itself as the host, recording what each stream asked of the executor. */
function recordingExecutor(asked: SpawnOptions[]): Executor {
  const local = new LocalExecutor({ host: 'recorder' });
  return Object.assign(Object.create(local) as Executor, {
    spawn: (script: string, options: SpawnOptions = {}) => {
      asked.push(options);
      return local.spawn(script, { ...options, sudo: false });
    },
  });
}

it('asks for the bulk transport only for a stream expected to be big: a small one needs no new login', async () => {
  const asked: SpawnOptions[] = [];
  const executor = recordingExecutor(asked);
  for (const bytes of [BULK_MIN_BYTES, BULK_MIN_BYTES - 1, undefined]) {
    const [outcome] = await pipeTarToHosts([executor], {
      tarArgs: ['-c', '-f', '-', '-C', dir, '.'],
      remoteScript: 'cat > /dev/null',
      remoteWhat: 'cat',
      source: dir,
      ...(bytes === undefined ? {} : { bytes }),
    });
    // The host's own error when it failed: seen once under load (scripts/test-under-load.sh), cause unknown.
    expect(outcome?.ok, outcome && !outcome.ok ? String(outcome.error) : '').toBe(true);
  }
  expect(asked.map((options) => options.bulk)).toEqual([true, false, false]);
});
