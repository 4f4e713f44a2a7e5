import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { createStateStore, parseStateChoice, type StateChoice } from '../../../src/state/create-store.js';
import { memoryLogger } from '../../lab/memory-log.js';

// What the runner gives a node action step; no service is called in these tests.
const ACTIONS_ENV = {
  GITHUB_ACTIONS: 'true',
  ACTIONS_RUNTIME_TOKEN: 'header.payload.signature',
  ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
  GITHUB_REPOSITORY: 'labring/lab-clusters',
  GITHUB_RUN_ID: '123',
  GITHUB_TOKEN: 'ghs_token',
};

describe('choosing a state store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sealos-state-factory-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('auto means an artifact inside a GitHub Actions node step, a folder elsewhere', () => {
    const kindOf = (state: StateChoice, env: NodeJS.ProcessEnv) =>
      createStateStore({ state, cluster: 'lab', stateDir: dir, logger: memoryLogger().logger, env }).kind;
    expect(kindOf('auto', ACTIONS_ENV)).toBe('artifact');
    expect(kindOf('auto', { GITHUB_ACTIONS: 'true' })).toBe('local');
    expect(kindOf('auto', { ACTIONS_RUNTIME_TOKEN: 'x' })).toBe('local');
    const { ACTIONS_RESULTS_URL: _, ...withoutResultsUrl } = ACTIONS_ENV;
    expect(kindOf('auto', withoutResultsUrl)).toBe('local');
    expect(kindOf('none', ACTIONS_ENV)).toBe('none');
    expect(kindOf('local', ACTIONS_ENV)).toBe('local');
  });

  it('auto on a runner with a runtime token but no artifact service (GHES): a local folder, with a notice', () => {
    const { logger, sink } = memoryLogger();
    const { ACTIONS_RESULTS_URL: _, ...ghes } = ACTIONS_ENV;
    const store = createStateStore({ state: 'auto', cluster: 'lab', stateDir: dir, logger, env: ghes });
    expect([store.kind, store.location]).toEqual(['local', join(dir, 'lab')]);
    expect(sink.lines).toContain(
      'info:state: auto keeps the state in a local folder: this runner offers no artifact service (ACTIONS_RESULTS_URL is not set); a runner that does not keep its disk loses it after the job',
    );
    // Asked for by name, the artifact store still refuses rather than keep the state somewhere unexpected.
    expect(() => createStateStore({ state: 'artifact', cluster: 'lab', logger, env: ghes })).toThrow(
      'state: artifact works only in a GitHub Actions node action step',
    );
  });

  it('parses the state input and names the choices on a typo', () => {
    expect(parseStateChoice(' artifact ')).toBe('artifact');
    expect(() => parseStateChoice('artefact')).toThrow(
      'state "artefact" is not one of auto, artifact, local, none',
    );
  });

  it('builds a local store in state-dir, or in ~/.sealos', () => {
    const { logger } = memoryLogger();
    expect(
      createStateStore({ state: 'local', cluster: 'lab', stateDir: dir, logger, env: {} }).location,
    ).toBe(join(dir, 'lab'));
    const fallback = createStateStore({ state: 'auto', cluster: 'lab', logger, env: {} });
    expect([fallback.kind, fallback.location]).toEqual(['local', join(homedir(), '.sealos', 'lab')]);
  });

  it('builds an artifact store named after the cluster, or after state-name', () => {
    const { logger } = memoryLogger();
    const derived = createStateStore({ state: 'auto', cluster: 'preview', logger, env: ACTIONS_ENV });
    expect([derived.kind, derived.location]).toEqual([
      'artifact',
      'artifact "sealos-preview" of labring/lab-clusters',
    ]);
    const named = createStateStore({
      state: 'artifact',
      cluster: 'preview',
      stateName: 'sealos-preview-pr-7',
      logger,
      env: ACTIONS_ENV,
    });
    expect(named.location).toBe('artifact "sealos-preview-pr-7" of labring/lab-clusters');
  });

  it('explains why an artifact store cannot work here', () => {
    const { logger } = memoryLogger();
    expect(() => createStateStore({ state: 'artifact', cluster: 'x', logger, env: {} })).toThrow(
      /only in a GitHub Actions node action step/,
    );
    const { GITHUB_TOKEN: _token, ...noToken } = ACTIONS_ENV;
    expect(() => createStateStore({ state: 'artifact', cluster: 'x', logger, env: noToken })).toThrow(
      /github-token: \$\{\{ github.token \}\}/,
    );
    const { GITHUB_REPOSITORY: _repository, ...noRepository } = ACTIONS_ENV;
    expect(() => createStateStore({ state: 'artifact', cluster: 'x', logger, env: noRepository })).toThrow(
      UsageError,
    );
    expect(() => createStateStore({ state: 'local', cluster: '../x', logger, env: {} })).toThrow(UsageError);
  });

  it('state none keeps nothing and says so', async () => {
    const {
      logger,
      sink: { lines },
    } = memoryLogger();
    const none = createStateStore({ state: 'none', cluster: 'x', stateDir: dir, logger, env: ACTIONS_ENV });
    expect(await none.load()).toBeUndefined();
    await none.save({ clusterfile: 'kind: Cluster\n', files: {} }, []);
    await none.markReset();
    expect(await none.load()).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
    expect(lines[1]).toBe('info:State is not kept (state: none): a later run will not know this cluster');
  });
});
