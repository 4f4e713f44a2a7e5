import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StateStoreOptions } from '../../../src/state/create-store.js';
import type { StateContent, StateStore } from '../../../src/state/state.js';
import { type FakeArtifact, FakeArtifactService, type FakeRun } from '../../lab/artifact-service.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { zipEntries } from './zip-entries.js';

// The real @actions/artifact against the loopback stand-in of GitHub's artifact service. @actions/github reads
// GITHUB_API_URL once, when it is first loaded, so the service starts and the variable is set before the
// store (and with it @actions/artifact) is imported.
const service = await FakeArtifactService.start({ maxPerPage: 2 });
const apiUrlBefore = process.env.GITHUB_API_URL;
process.env.GITHUB_API_URL = service.url;
const { createStateStore } = await import('../../../src/state/create-store.js');
const { SecretInStateError, StateError, StatePermissionError } = await import('../../../src/state/errors.js');
const { DefaultArtifactClient } = await import('@actions/artifact');

const PASSWORD = 'correct-horse-battery-staple';
const PRIVATE_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACDmZ2Jd0JmHqW3w0u8cX0vJ1m2s3t4u5v6w7x8y9z0AAQAAAJgAAAAAAAAA',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
const SECRETS = [PASSWORD, PRIVATE_KEY];

function clusterfile(cluster: string, marker: string): string {
  return [
    'apiVersion: apps.sealos.io/v1beta1',
    'kind: Cluster',
    'metadata:',
    `  name: ${cluster}`,
    `  annotations: { marker: ${marker} }`,
    'spec:',
    '  hosts:',
    '    - ips: [10.77.0.11:22]',
    '      roles: [master, amd64]',
    '  ssh:',
    '    user: root',
    '    passwd: "***"',
    '',
  ].join('\n');
}

function content(cluster: string, marker: string): StateContent {
  return {
    clusterfile: clusterfile(cluster, marker),
    files: {
      known_hosts: '10.77.0.11 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKeyOfMaster0\n',
      'etc/kubeadm-init.yaml': `kind: InitConfiguration\n# ${marker}\n`,
    },
  };
}

describe('artifact state store (real @actions/artifact, fake GitHub service)', () => {
  let temp: string;
  let envBefore: NodeJS.ProcessEnv;

  beforeEach(async () => {
    temp = await mkdtemp(join(tmpdir(), 'sealos-state-artifact-'));
    envBefore = { ...process.env };
  });

  afterEach(async () => {
    for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
    Object.assign(process.env, envBefore);
    await rm(temp, { recursive: true, force: true });
  });

  afterAll(async () => {
    if (apiUrlBefore === undefined) delete process.env.GITHUB_API_URL;
    else process.env.GITHUB_API_URL = apiUrlBefore;
    await service.close();
  });

  /** The store a node action step of `run` would build: the runner's variables, then `state: auto`. */
  function storeIn(
    run: FakeRun,
    cluster: string,
    options: Partial<StateStoreOptions> & { actionsRead?: boolean } = {},
  ) {
    const { actionsRead = true, ...rest } = options;
    Object.assign(process.env, service.env(run, service.apiToken({ actionsRead })), { RUNNER_TEMP: temp });
    const {
      logger,
      sink: { lines },
    } = memoryLogger();
    const store: StateStore = createStateStore({ state: 'auto', cluster, logger, ...rest });
    return { store, lines };
  }

  function artifactsNamed(name: string): FakeArtifact[] {
    return service.artifacts.filter((artifact) => artifact.name === name);
  }

  /** The names and the unpacked text of an uploaded zip. */
  function unzipped(artifact: FakeArtifact): { names: string[]; text: string } {
    if (artifact.blob === undefined) throw new Error(`artifact ${artifact.id} has no blob`);
    const entries = zipEntries(artifact.blob);
    return {
      names: [...entries.keys()].sort(),
      text: [...entries.values()].map((data) => data.toString('utf8')).join('\n'),
    };
  }

  it('a later run loads what an earlier run saved', async () => {
    const run1 = service.startRun();
    const saving = storeIn(run1, 'alpha');
    expect(saving.store.kind).toBe('artifact');
    await saving.store.save(content('alpha', 'first'), SECRETS);

    const loading = storeIn(service.startRun(), 'alpha');
    const state = await loading.store.load();
    expect(state).toEqual({
      reset: false,
      ...content('alpha', 'first'),
      savedAt: expect.any(Date),
      runId: String(run1.id),
    });
    expect(loading.lines.join('\n')).toContain(`run ${run1.id}`);
    expect(artifactsNamed('sealos-alpha')).toHaveLength(1);
  });

  it('loads the newest of several runs, reading every page of the list', async () => {
    for (const marker of ['one', 'two', 'three', 'four', 'five']) {
      await storeIn(service.startRun(), 'beta').store.save(content('beta', marker), SECRETS);
    }
    service.requests.length = 0;
    const state = await storeIn(service.startRun(), 'beta').store.load();
    expect(state?.reset === false && state.clusterfile).toBe(clusterfile('beta', 'five'));
    // Five artifacts, two per page: three pages.
    const pages = service.requests.filter((request) =>
      request.startsWith('GET /repos/labring/lab-clusters/actions/artifacts?'),
    );
    expect(
      pages.map((request) => new URL(request.split(' ')[1] ?? '', service.url).searchParams.get('page')),
    ).toEqual(['1', '2', '3']);
    expect(pages.every((request) => request.includes('name=sealos-beta'))).toBe(true);
  });

  it("ignores a fork's artifact of the same name, even when it is newer", async () => {
    await storeIn(service.startRun(), 'gamma').store.save(content('gamma', 'ours'), SECRETS);
    const fork = service.startRun({ headRepositoryId: 777 });
    await storeIn(fork, 'gamma').store.save(content('gamma', 'from-fork'), SECRETS);
    expect(artifactsNamed('sealos-gamma')).toHaveLength(2);

    const loading = storeIn(service.startRun(), 'gamma');
    const state = await loading.store.load();
    expect(state?.reset === false && state.clusterfile).toBe(clusterfile('gamma', 'ours'));
    expect(loading.lines.join('\n')).toContain('ignored 1 from forks');
  });

  it('treats a fork-only history as no state', async () => {
    await storeIn(service.startRun({ headRepositoryId: 778 }), 'gamma2').store.save(
      content('gamma2', 'fork'),
      SECRETS,
    );
    const loading = storeIn(service.startRun(), 'gamma2');
    expect(await loading.store.load()).toBeUndefined();
    expect(loading.lines.join('\n')).toContain('No earlier state');
  });

  it('ignores expired artifacts', async () => {
    await storeIn(service.startRun(), 'delta').store.save(content('delta', 'old-but-kept'), SECRETS);
    await storeIn(service.startRun(), 'delta').store.save(content('delta', 'newer-but-expired'), SECRETS);
    const [, newer] = artifactsNamed('sealos-delta');
    service.expire(newer?.id ?? -1);

    const loading = storeIn(service.startRun(), 'delta');
    const state = await loading.store.load();
    expect(state?.reset === false && state.clusterfile).toBe(clusterfile('delta', 'old-but-kept'));
    expect(loading.lines.join('\n')).toContain('1 expired');
  });

  it('names the missing permission when the token may not read artifacts', async () => {
    await storeIn(service.startRun(), 'epsilon').store.save(content('epsilon', 'x'), SECRETS);
    const { store } = storeIn(service.startRun(), 'epsilon', { actionsRead: false });
    const failure = store.load();
    await expect(failure).rejects.toBeInstanceOf(StatePermissionError);
    await expect(failure).rejects.toThrow(
      /HTTP 403: Resource not accessible by integration.*permissions: actions: read/,
    );
  });

  it('says when the token itself is refused', async () => {
    const { store } = storeIn(service.startRun(), 'epsilon2', { token: 'ghs_revoked' });
    await expect(store.load()).rejects.toThrow(/HTTP 401: Bad credentials.*github-token/);
  });

  it('refuses an artifact of the same name that holds no Clusterfile', async () => {
    const run = service.startRun();
    storeIn(run, 'mu');
    await writeFile(join(temp, 'notes.txt'), 'not a cluster state');
    await new DefaultArtifactClient().uploadArtifact('sealos-mu', [join(temp, 'notes.txt')], temp);
    const load = storeIn(service.startRun(), 'mu').store.load();
    await expect(load).rejects.toBeInstanceOf(StateError);
    await expect(load).rejects.toThrow(
      `artifact "sealos-mu" of labring/lab-clusters (id ${artifactsNamed('sealos-mu')[0]?.id}, run ${run.id}) holds no Clusterfile`,
    );
  });

  it('returns undefined when no earlier run kept state (a create)', async () => {
    const loading = storeIn(service.startRun(), 'zeta');
    expect(await loading.store.load()).toBeUndefined();
    expect(loading.lines).toContain(
      'info:No earlier state: no usable artifact "sealos-zeta" of labring/lab-clusters',
    );
  });

  it('uploads no secret: the zip holds exactly the state files, and a file with a secret is refused', async () => {
    const run = service.startRun();
    await storeIn(run, 'eta').store.save(content('eta', 'clean'), SECRETS);
    const [artifact] = artifactsNamed('sealos-eta');
    if (artifact === undefined) throw new Error('no artifact uploaded');
    const { names, text } = unzipped(artifact);
    expect(names).toEqual([
      'Clusterfile',
      'etc/kubeadm-init.yaml',
      'known_hosts',
      'sealos-action-state.json',
    ]);
    expect(text).toContain('name: eta');
    for (const secret of [PASSWORD, ...PRIVATE_KEY.split('\n')]) expect(text).not.toContain(secret);
    expect(artifact.blob?.includes(PASSWORD)).toBe(false);

    const leaking = content('eta', 'leak');
    leaking.files['etc/kubeadm-init.yaml'] = `kind: InitConfiguration\nbootstrapToken: ${PASSWORD}\n`;
    service.requests.length = 0;
    const { store } = storeIn(service.startRun(), 'eta');
    const refused = store.save(leaking, SECRETS);
    await expect(refused).rejects.toBeInstanceOf(SecretInStateError);
    await expect(refused).rejects.toThrow(/etc\/kubeadm-init\.yaml contains a secret/);
    await expect(refused).rejects.not.toThrow(PASSWORD);
    expect(service.requests).toEqual([]);
    expect(artifactsNamed('sealos-eta')).toHaveLength(1);
  });

  it('markReset makes the next load report a reset', async () => {
    await storeIn(service.startRun(), 'theta').store.save(content('theta', 'live'), SECRETS);
    const resetRun = service.startRun();
    await storeIn(resetRun, 'theta').store.markReset();

    const state = await storeIn(service.startRun(), 'theta').store.load();
    expect(state).toEqual({ reset: true, savedAt: expect.any(Date), runId: String(resetRun.id) });
    const [, marker] = artifactsNamed('sealos-theta');
    if (marker === undefined) throw new Error('no reset marker uploaded');
    expect(unzipped(marker).names).toEqual(['sealos-action-state.json']);
  });

  it('a second save in the same run replaces the first; later runs and later jobs see the second', async () => {
    const run = service.startRun();
    const { store, lines } = storeIn(run, 'iota');
    await store.save(content('iota', 'after-apply'), SECRETS);
    await store.save(content('iota', 'after-post-step'), SECRETS);
    expect(artifactsNamed('sealos-iota').map((artifact) => artifact.run.id)).toEqual([run.id]);
    expect(lines.join('\n')).toContain('Replacing the artifact "sealos-iota"');

    const sameRun = await storeIn(run, 'iota').store.load();
    expect(sameRun?.reset === false && sameRun.clusterfile).toBe(clusterfile('iota', 'after-post-step'));
    const nextRun = await storeIn(service.startRun(), 'iota').store.load();
    expect(nextRun?.reset === false && nextRun.clusterfile).toBe(clusterfile('iota', 'after-post-step'));
  });

  it('keeps one state per pull request under the state-name given', async () => {
    await storeIn(service.startRun(), 'kappa', { stateName: 'sealos-kappa-pr-17' }).store.save(
      content('kappa', 'pr17'),
      SECRETS,
    );
    await storeIn(service.startRun(), 'kappa', { stateName: 'sealos-kappa-pr-18' }).store.save(
      content('kappa', 'pr18'),
      SECRETS,
    );
    const pr17 = await storeIn(service.startRun(), 'kappa', { stateName: 'sealos-kappa-pr-17' }).store.load();
    expect(pr17?.reset === false && pr17.clusterfile).toBe(clusterfile('kappa', 'pr17'));
    expect(artifactsNamed('sealos-kappa')).toEqual([]);
  });

  it('keeps the artifact for the retention asked for', async () => {
    const run = service.startRun();
    await storeIn(run, 'lambda', { retentionDays: 3 }).store.save(content('lambda', 'short'), SECRETS);
    const [artifact] = artifactsNamed('sealos-lambda');
    const days = ((artifact?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 3600 * 1000);
    expect(Math.round(days)).toBe(3);
  });
});
