import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clusterfilePath, parseClusterfile, writeClusterfile } from '../../../src/clusterfile/index.js';
import { planOnlyApply } from '../../lab/plan-only-apply.js';
import { runCliCapturing } from '../clusterfile/cli-harness.js';

const PASSWORD = 'cli-Secret-4242';

describe('sealos-action run / apply / add / delete (dry run, in-process)', () => {
  let dir: string;
  let stateDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-cli-'));
    stateDir = join(dir, 'state');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function saveCluster(): Promise<void> {
    const saved = parseClusterfile(
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata: {name: lab, creationTimestamp: "2026-11-22T00:00:00Z"}',
        'spec:',
        '  image: [labring/kubernetes:v1.29.9]',
        '  ssh: {user: root, port: 22}',
        '  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}, {ips: ["10.77.0.3:22"], roles: [node]}]',
      ].join('\n'),
    ).clusterfile;
    await writeClusterfile(clusterfilePath(stateDir, 'lab'), saved);
  }

  it('run IMAGE --masters --nodes -p --dry-run: the create plan on stdout, no state, the password nowhere', async () => {
    const run = await runCliCapturing(
      [
        'run',
        'labring/kubernetes:v1.29.9',
        'labring/helm:v3.14.1',
        '--masters',
        '10.77.0.2',
        '--nodes',
        '10.77.0.3,10.77.0.4',
        '-p',
        PASSWORD,
        '-e',
        'criData=/var/lib/containerd',
        '-c',
        'lab',
        '--state-dir',
        stateDir,
        '--dry-run',
      ],
      planOnlyApply,
    );
    expect(run.status, run.stderr).toBe(0);
    const stdout = run.stdoutWrites.join('');
    expect(stdout).toContain('Plan for cluster "lab": create, 5 change(s)');
    // Printed once: on stdout, not in the log as well.
    expect(`${stdout}${run.stderr}`.split('Plan for cluster').length - 1).toBe(1);
    expect(stdout).toMatch(/join\s+node\s+10\.77\.0\.4:22/);
    expect(stdout).toContain('(dry run: nothing applied, nothing saved)');
    await expect(readdir(stateDir)).rejects.toThrow(/ENOENT/);
    expect(`${stdout}${run.stderr}`).not.toContain(PASSWORD);
  });

  it('--wait takes a duration; anything else is refused (commander names the flag)', async () => {
    const ok = await runCliCapturing(
      [
        'run',
        'labring/kubernetes:v1.29.9',
        '--masters',
        '10.77.0.2',
        '--wait',
        '2m',
        '--state-dir',
        stateDir,
        '--dry-run',
      ],
      planOnlyApply,
    );
    expect(ok.status, ok.stderr).toBe(0);
    const bad = await runCliCapturing(
      ['apply', '-f', join(dir, 'Clusterfile'), '--wait', 'soon', '--dry-run'],
      planOnlyApply,
    );
    expect(bad.status).not.toBe(0);
  });

  it('apply -f Clusterfile --dry-run plans from the file; --cluster must match its name', async () => {
    const file = join(dir, 'Clusterfile');
    await writeFile(
      file,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata: {name: lab}\nspec:\n  image: [labring/kubernetes:v1.29.9]\n  hosts: [{ips: ["10.77.0.2"], roles: [master]}]\n',
    );
    const run = await runCliCapturing(
      ['apply', '-f', file, '--state-dir', stateDir, '--dry-run', '-p', PASSWORD],
      planOnlyApply,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdoutWrites.join('')).toMatch(/init\s+master\s+10\.77\.0\.2:22/);
    const mismatch = await runCliCapturing(
      ['apply', '-f', file, '-c', 'prod', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(mismatch.status).toBe(2);
    expect(mismatch.stderr).toContain(`cluster: "prod" but the Clusterfile ${file} is cluster "lab"`);
  });

  it('add and delete work on the saved cluster in <state-dir>/<cluster>/Clusterfile', async () => {
    const none = await runCliCapturing(
      ['add', '--nodes', '10.77.0.4', '-c', 'lab', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(none.status).toBe(2);
    expect(none.stderr).toContain(`no saved cluster "lab" in ${join(stateDir, 'lab')}`);

    await saveCluster();
    const add = await runCliCapturing(
      ['add', '--nodes', '10.77.0.4', '-c', 'lab', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(add.status, add.stderr).toBe(0);
    expect(add.stdoutWrites.join('')).toMatch(/reconcile, 1 change\(s\)[\s\S]*join\s+node\s+10\.77\.0\.4:22/);

    const remove = await runCliCapturing(
      ['delete', '--nodes', '10.77.0.3', '-c', 'lab', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(remove.status, remove.stderr).toBe(0);
    expect(remove.stdoutWrites.join('')).toMatch(/remove\s+node\s+10\.77\.0\.3:22/);

    const master0 = await runCliCapturing(
      ['delete', '--masters', '10.77.0.2', '-c', 'lab', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(master0.status).toBe(1);
    expect(master0.stderr).toContain(
      '[plan] 10.77.0.2:22: master0 10.77.0.2:22 of cluster "lab" cannot be removed',
    );
  });

  it('bad flags are errors naming the flag', async () => {
    const env = await runCliCapturing(
      ['run', 'x:1', '-e', 'NOEQUALS', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(env.status).toBe(2);
    expect(env.stderr).toContain('--env: "NOEQUALS" is not KEY=VALUE');
    const strict = await runCliCapturing(
      ['run', 'x:1', '--host-key-policy', 'strict', '--state-dir', stateDir, '--dry-run'],
      planOnlyApply,
    );
    expect(strict.status).toBe(2);
    expect(strict.stderr).toContain('--host-key-policy strict needs --known-hosts FILE');
  });
});
