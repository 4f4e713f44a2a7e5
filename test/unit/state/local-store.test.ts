import { mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecretInStateError, StateError } from '../../../src/state/errors.js';
import { LocalStateStore } from '../../../src/state/local-store.js';
import type { StateContent } from '../../../src/state/state.js';
import { memoryLogger } from '../../lab/memory-log.js';

const SAVED_AT = new Date('2026-11-22T03:00:00.000Z');

function content(marker: string): StateContent {
  return {
    clusterfile: `apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: default\n# ${marker}\n`,
    files: {
      known_hosts: '10.77.0.11 ssh-ed25519 AAAAC3Nz\n',
      'etc/kubeadm.yaml': `kind: InitConfiguration # ${marker}\n`,
    },
  };
}

async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('LocalStateStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sealos-state-local-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function store(runId?: string) {
    const {
      logger,
      sink: { lines },
    } = memoryLogger();
    return {
      store: new LocalStateStore({
        dir,
        cluster: 'default',
        logger,
        now: () => SAVED_AT,
        ...(runId ? { runId } : {}),
      }),
      lines,
    };
  }

  it('writes the layout real sealos uses: <dir>/<cluster>/Clusterfile and the files beside it', async () => {
    const { store: local } = store('777');
    expect(local.location).toBe(join(dir, 'default'));
    await local.save(content('v1'), []);
    expect(await listTree(dir)).toEqual([
      'default/Clusterfile',
      'default/etc/kubeadm.yaml',
      'default/known_hosts',
      'default/sealos-action-state.json',
    ]);
    expect(await readFile(join(dir, 'default', 'Clusterfile'), 'utf8')).toBe(content('v1').clusterfile);
    expect(JSON.parse(await readFile(join(dir, 'default', 'sealos-action-state.json'), 'utf8'))).toEqual({
      version: 1,
      savedAt: '2026-11-22T03:00:00.000Z',
      runId: '777',
      reset: false,
      files: ['etc/kubeadm.yaml', 'known_hosts'],
    });
    expect((await stat(join(dir, 'default', 'Clusterfile'))).mode & 0o777).toBe(0o600);
  });

  it('loads what it saved', async () => {
    const { store: local, lines } = store('777');
    expect(await local.load()).toBeUndefined();
    expect(lines[0]).toBe(`info:No saved state in ${join(dir, 'default')}`);
    await local.save(content('v1'), []);
    expect(await local.load()).toEqual({ reset: false, ...content('v1'), savedAt: SAVED_AT, runId: '777' });
  });

  it('replaces a file by rename: a reader of the old file still reads all of it, and no temporary file is left', async () => {
    const { store: local } = store();
    await local.save(content('old'), []);
    const path = join(dir, 'default', 'Clusterfile');
    const before = await stat(path);
    const reader = await open(path, 'r');
    try {
      await local.save(content('new'), []);
      expect(await reader.readFile('utf8')).toBe(content('old').clusterfile);
    } finally {
      await reader.close();
    }
    expect(await readFile(path, 'utf8')).toBe(content('new').clusterfile);
    expect((await stat(path)).ino).not.toBe(before.ino);
    expect((await listTree(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('removes files an earlier save wrote and this one does not, and leaves what sealos keeps there alone', async () => {
    await mkdir(join(dir, 'default', 'pki'), { recursive: true });
    await writeFile(join(dir, 'default', 'pki', 'ca.key'), 'sealos keeps its CA key here');
    const { store: local } = store();
    await local.save(content('v1'), []);
    await local.save({ clusterfile: 'kind: Cluster\n', files: { known_hosts: 'h\n' } }, []);
    expect(await listTree(dir)).toEqual([
      'default/Clusterfile',
      'default/known_hosts',
      'default/pki/ca.key',
      'default/sealos-action-state.json',
    ]);
    const state = await local.load();
    expect(state?.reset === false && state.files).toEqual({ known_hosts: 'h\n' });
  });

  it('loads a Clusterfile that real sealos wrote, without our manifest', async () => {
    await mkdir(join(dir, 'default'), { recursive: true });
    await writeFile(join(dir, 'default', 'Clusterfile'), 'kind: Cluster\n');
    await writeFile(join(dir, 'default', 'admin.conf'), 'not ours');
    const state = await store().store.load();
    expect(state).toEqual({
      reset: false,
      clusterfile: 'kind: Cluster\n',
      files: {},
      savedAt: expect.any(Date),
    });
  });

  it('markReset removes the Clusterfile and our files, keeps the rest, and load reports the reset', async () => {
    await mkdir(join(dir, 'default', 'pki'), { recursive: true });
    await writeFile(join(dir, 'default', 'pki', 'ca.crt'), 'sealos');
    const { store: local, lines } = store('9');
    await local.save(content('v1'), []);
    await local.markReset();
    expect(await listTree(dir)).toEqual(['default/pki/ca.crt', 'default/sealos-action-state.json']);
    expect(await local.load()).toEqual({ reset: true, savedAt: SAVED_AT, runId: '9' });
    expect(lines.at(-1)).toContain('says the cluster was reset');
    await local.save(content('v2'), []);
    expect((await local.load())?.reset).toBe(false);
  });

  it('refuses a file with a secret and writes nothing', async () => {
    const leaking = content('v1');
    leaking.files['etc/kubeadm.yaml'] = 'token: abcdef.0123456789abcdef\n';
    await expect(store().store.save(leaking, ['abcdef.0123456789abcdef'])).rejects.toBeInstanceOf(
      SecretInStateError,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses paths that leave the state folder, before writing anything', async () => {
    for (const path of [
      '../escape',
      '/etc/passwd',
      'a/../../b',
      'Clusterfile',
      'sealos-action-state.json',
      'a//b',
      './a',
    ]) {
      await expect(
        store().store.save({ clusterfile: 'x', files: { [path]: 'y' } }, []),
        path,
      ).rejects.toThrow(StateError);
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('reports a broken manifest, a manifest pointing outside, and a missing listed file by path', async () => {
    const manifest = join(dir, 'default', 'sealos-action-state.json');
    await mkdir(join(dir, 'default'), { recursive: true });
    await writeFile(manifest, '{ not json');
    await expect(store().store.load()).rejects.toThrow(`${manifest} is not valid JSON`);

    await writeFile(manifest, JSON.stringify({ version: 1, savedAt: 'yesterday', reset: false, files: [] }));
    await expect(store().store.load()).rejects.toThrow(`${manifest}: field savedAt`);

    await writeFile(
      manifest,
      JSON.stringify({
        version: 1,
        savedAt: SAVED_AT.toISOString(),
        reset: false,
        files: ['../../etc/shadow'],
      }),
    );
    await expect(store().store.load()).rejects.toThrow(
      'lists a file outside the state folder: "../../etc/shadow"',
    );

    await writeFile(join(dir, 'default', 'Clusterfile'), 'kind: Cluster\n');
    await writeFile(
      manifest,
      JSON.stringify({ version: 1, savedAt: SAVED_AT.toISOString(), reset: false, files: ['known_hosts'] }),
    );
    const missing = store().store.load();
    await expect(missing).rejects.toThrow(`${join(dir, 'default', 'known_hosts')} is missing`);
    await expect(missing).rejects.toMatchObject({
      file: join(dir, 'default', 'known_hosts'),
      phase: 'state',
    });
  });
});
