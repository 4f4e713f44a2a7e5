import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { bundlePath, type RunnerStep, runnerStep, runStep } from '../../lab/action-runner.js';
import { rootfsLabels, storeLabelledImage } from '../../lab/labelled-image.js';

const bundle = bundlePath('run');

const PASSWORD = 'Bundle-Pa55-10.77';
// A real key, encrypted with the passphrase the test gives: a dry run checks that it logs in (it cannot be
// junk), and it must be masked line by line and never saved.
const keyDir = mkdtempSync(join(tmpdir(), 'run-bundle-key-'));
execFileSync('ssh-keygen', [
  '-q',
  '-t',
  'ed25519',
  '-N',
  'key-Passphrase-9',
  '-C',
  '',
  '-f',
  join(keyDir, 'id'),
]);
const PRIVATE_KEY = readFileSync(join(keyDir, 'id'), 'utf8');
rmSync(keyDir, { recursive: true, force: true });
const KEY_LINES = PRIVATE_KEY.split('\n').filter((line) => line !== '' && !line.startsWith('-----'));

describe('run action bundle (dist/run/index.js), dry run', () => {
  let dir: string;
  let step: RunnerStep;
  beforeEach(async () => {
    expect(existsSync(bundle), 'build dist/ first: node scripts/build.mjs').toBe(true);
    dir = await mkdtemp(join(tmpdir(), 'run-bundle-'));
    step = await runnerStep(dir, {
      // The action.yml defaults the runner would pass.
      inputs: {
        user: 'root',
        port: '22',
        cluster: 'default',
        'host-key-policy': 'accept-new',
        concurrency: '16',
        timeout: '60',
        state: 'local',
        'state-dir': join(dir, 'sealos'),
        'dry-run': 'true',
      },
    });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sealos-style inputs: plan and master0 outputs, a summary table, password and key only in ::add-mask::', async () => {
    // The rootfs image's labels, which a dry run of a create reads, from the local store: no registry is asked.
    await storeLabelledImage(step.env, 'labring/kubernetes:v1.29.9', rootfsLabels('v1.29.9'));
    const run = await runStep(step, bundle, {
      inputs: {
        images: 'labring/kubernetes:v1.29.9\nlabring/helm:v3.14.1',
        masters: '10.77.0.2',
        nodes: '10.77.0.3,10.77.0.4',
        password: PASSWORD,
        'private-key': PRIVATE_KEY,
        passphrase: 'key-Passphrase-9',
        cluster: 'lab',
      },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const written = run.outputs;
    expect(JSON.parse(written.plan as string)).toEqual({
      version: 1,
      action: 'create',
      cluster: 'lab',
      master0: '10.77.0.2:22',
      mastersToJoin: [],
      mastersToRemove: [],
      nodesToJoin: ['10.77.0.3:22', '10.77.0.4:22'],
      nodesToRemove: [],
      imagesToInstall: ['labring/kubernetes:v1.29.9', 'labring/helm:v3.14.1'],
      // From the rootfs image's labels (manifest and config only).
      runtime: 'kubeadm',
    });
    expect(written.master0).toBe('10.77.0.2');
    expect(written.phase).toBe('none');
    expect(written).not.toHaveProperty('kubeconfig');
    const copy = await readFile(written.clusterfile as string, 'utf8');
    expect(parseClusterfile(copy).clusterfile.cluster.spec?.ssh).toEqual({ user: 'root', port: 22 });

    const summary = await readFile(step.files.summary, 'utf8');
    expect(summary).toContain('| step | role | target |');
    expect(summary).toContain('| join | node | 10.77.0.4:22 |');
    expect(summary).toContain('| 10.77.0.2:22 | master | init (master0) |');
    expect(run.stdout).toContain(`::add-mask::${PASSWORD}`);
    const everything = [
      run.stdout,
      run.stderr,
      await readFile(step.files.output, 'utf8'),
      summary,
      copy,
    ].join('\n');
    expect(everything.replaceAll(`::add-mask::${PASSWORD}`, '')).not.toContain(PASSWORD);
    const withoutMasks = everything.replace(/^::add-mask::.*$/gm, '');
    for (const secret of [...KEY_LINES, 'key-Passphrase-9']) {
      expect(run.stdout).toContain(`::add-mask::${secret}`);
      expect(withoutMasks).not.toContain(secret);
    }
    expect(existsSync(join(dir, 'sealos', 'lab')), 'a dry run saves no state').toBe(false);
  });

  it('a clusterfile input: its problems are ::error annotations on the file and line; the step fails', async () => {
    const clusterfile = join(dir, 'Clusterfile');
    await writeFile(
      clusterfile,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nspec:\n  hosts:\n  - ips: ["10.77.0.2"]\n    roles: [captain]\n',
    );
    const run = await runStep(step, bundle, { inputs: { clusterfile, password: PASSWORD } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `::error title=Clusterfile,file=${clusterfile},line=6::spec.hosts[0].roles[0]: "captain" is not a role`,
    );
    expect(run.stdout).toContain(
      `::error title=Clusterfile,file=${clusterfile},line=4::spec.hosts: no host has the role master`,
    );
    // Each problem annotated once, on its own line; the step's failure names the file without a location.
    expect(run.stdout.match(/^::error.*file=/gm)).toHaveLength(2);
    expect(run.stdout).toContain(
      `::error::the Clusterfile ${clusterfile}: 2 problem(s), each reported above with its line`,
    );
    expect(run.stdout.replaceAll(`::add-mask::${PASSWORD}`, '')).not.toContain(PASSWORD);
  });

  it('a bad input fails the step with the input named', async () => {
    const run = await runStep(step, bundle, { inputs: { port: 'twenty-two' } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error::input port: "twenty-two" is not a whole number from 1 to 65535');
  });
});
