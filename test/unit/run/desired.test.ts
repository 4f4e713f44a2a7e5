import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Clusterfile,
  type ClusterfileError,
  parseClusterfile,
  readClusterfile,
  redactClusterfile,
} from '../../../src/clusterfile/index.js';
import { fillSsh } from '../../../src/clusterfile/ssh-inputs.js';
import { UsageError } from '../../../src/errors.js';
import { desiredCluster } from '../../../src/run/desired.js';
import { memoryLogger } from '../../lab/memory-log.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');
const secretInputs = { password: 'Sealos!2024', passphrase: 'key-phrase-123' };

describe('desired cluster from a Clusterfile and the SSH inputs', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-desired-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('inputs fill the spec.ssh fields the file leaves empty; the file wins where it sets one', () => {
    const file = parseClusterfile(
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'spec:',
        '  hosts: [{ips: ["10.77.0.2"], roles: [master]}]',
        '  ssh: {user: ops, port: 2200}',
      ].join('\n'),
    ).clusterfile;
    const filled = fillSsh(file, {
      user: 'root',
      password: 'pw-input',
      privateKey: 'PEM',
      privateKeyPath: '/k',
      passphrase: 'pp',
      port: 22,
    });
    expect(filled.cluster.spec?.ssh).toEqual({
      user: 'ops',
      port: 2200,
      passwd: 'pw-input',
      pkData: 'PEM',
      pk: '/k',
      pkPasswd: 'pp',
    });
    expect(file.cluster.spec?.ssh, 'the input Clusterfile is not changed').toEqual({
      user: 'ops',
      port: 2200,
    });
  });

  it('a redacted Clusterfile plus the same secret inputs gives back the original spec.ssh', async () => {
    const original = (await readClusterfile(join(fixtures, 'sealos-saved.yaml'))).clusterfile;
    const restored = fillSsh(redactClusterfile(original), secretInputs);
    expect(restored.cluster.spec?.ssh).toEqual(original.cluster.spec?.ssh);
    // A per-host secret is not an input: such hosts fall back to spec.ssh's (documented on SshInputs).
    expect(restored.cluster.spec?.hosts?.[1]?.ssh).toEqual({ port: 2222, user: 'ubuntu' });
  });

  it('desiredCluster (clusterfile): filled, Configs of the config files appended, the local host found', async () => {
    const path = join(dir, 'Clusterfile');
    await writeFile(
      path,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata: {name: lab}',
        'spec:',
        '  image: [labring/kubernetes:v1.29.9]',
        '  hosts:',
        '  - {ips: ["10.77.0.2:22"], roles: [master]}',
        '  - {ips: ["10.77.0.3:22"], roles: [node]}',
        '---',
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Config',
        'metadata: {name: calico}',
        'spec: {path: charts/calico/values.yaml, data: "a: 1"}',
      ].join('\n'),
    );
    const extra = join(dir, 'configs.yaml');
    await writeFile(
      extra,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Config',
        'metadata: {name: calico}',
        'spec: {path: charts/calico/values.yaml, data: "a: 2", strategy: merge}',
        '---',
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Config',
        'metadata: {name: extra}',
        'spec: {path: etc/extra.conf, data: x}',
      ].join('\n'),
    );
    const declared = (await readClusterfile(path)).clusterfile;
    const desired = await desiredCluster(
      { kind: 'clusterfile', path, ssh: { user: 'root', password: 'pw-5678', port: 22 } },
      {
        declared,
        localAddress: '10.77.0.3',
        configFiles: [extra],
        stateLocation: dir,
        logger: memoryLogger().logger,
      },
    );
    expect(desired.localHost).toBe('10.77.0.3:22');
    expect(desired.clusterfile.cluster.spec?.ssh).toEqual({ user: 'root', passwd: 'pw-5678', port: 22 });
    expect(desired.clusterfile.configs.map((config) => [config.metadata?.name, config.spec?.data])).toEqual([
      ['calico', 'a: 2'],
      ['extra', 'x'],
    ]);
  });

  it('a config file with another kind is a located error, logged on its line', async () => {
    const extra = join(dir, 'configs.yaml');
    await writeFile(
      extra,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata: {name: a}\nspec: {path: etc/a}\n---\nkind: Secret\nmetadata: {name: b}\n',
    );
    const current = parseClusterfile(
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nspec: {hosts: [{ips: ["10.77.0.2"], roles: [master]}]}\n',
    ).clusterfile;
    const { logger, sink } = memoryLogger();
    const error = await desiredCluster(
      { kind: 'inputs', inputs: {} },
      { current, localAddress: '10.77.0.200', configFiles: [extra], stateLocation: dir, logger },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe('config-files: 1 problem(s), each reported above with its line');
    expect(((error as Error).cause as ClusterfileError).problems).toEqual([
      { file: extra, line: 6, path: 'kind', message: '"Secret" is not Config' },
    ]);
    expect(sink.lines).toEqual(['error:kind: "Secret" is not Config']);
  });

  it('add and delete need a saved cluster, and name where they looked', async () => {
    await expect(
      desiredCluster(
        { kind: 'add', cluster: 'lab', masters: '', nodes: '10.77.0.4', ssh: {} },
        {
          localAddress: '10.77.0.200',
          configFiles: [],
          stateLocation: '/srv/state/lab',
          logger: memoryLogger().logger,
        },
      ),
    ).rejects.toThrow('no saved cluster "lab" in /srv/state/lab: create it first (run or apply)');
  });

  it('add over the saved (redacted) cluster: the new node joins, the secret inputs refill spec.ssh', async () => {
    const current: Clusterfile = redactClusterfile(
      (await readClusterfile(join(fixtures, 'sealos-saved.yaml'))).clusterfile,
    );
    const desired = await desiredCluster(
      { kind: 'add', cluster: 'default', masters: '', nodes: '192.168.64.22:2222', ssh: secretInputs },
      {
        current,
        localAddress: '10.77.0.200',
        configFiles: [],
        stateLocation: '/s',
        logger: memoryLogger().logger,
      },
    );
    expect(desired.clusterfile.cluster.spec?.hosts?.at(-1)).toEqual({
      ips: ['192.168.64.22:2222'],
      roles: ['node'],
    });
    expect(desired.clusterfile.cluster.spec?.ssh?.passwd).toBe('Sealos!2024');
    expect(desired.localHost).toBeUndefined();
  });
});
