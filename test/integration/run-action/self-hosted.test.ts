import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunnerStep, runnerStep, runStep } from '../../lab/action-runner.js';
import { rootfsLabels, storeLabelledImage } from '../../lab/labelled-image.js';

const CLUSTER = 'self-hosted-guard';

/** Every file and folder under `dir`, relative, to show that a refused run wrote nothing. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map(String).sort();
}

/**
 * The run action's real entry point (src/actions/run/main.ts, as the runner starts it): on a self-hosted runner
 * empty masters and nodes (often unset variables) are refused before anything is touched, unless single: true;
 * on a GitHub-hosted runner they mean single mode on the runner, as before.
 */
describe('run action: no hosts on a self-hosted runner', () => {
  let dir: string;
  let step: RunnerStep;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'self-hosted-'));
    step = await runnerStep(dir, {
      inputs: {
        images: 'labring/kubernetes:v1.29.9',
        // What `${{ vars.MASTERS }}` gives when the variable is not set.
        masters: '',
        nodes: '',
        user: 'root',
        port: '22',
        cluster: CLUSTER,
        'host-key-policy': 'accept-new',
        state: 'local',
        'state-dir': join(dir, 'sealos'),
        timeout: '60',
      },
    });
    // The rootfs image's labels, which a dry run of a create reads, from the local store: no registry is asked.
    await storeLabelledImage(step.env, 'labring/kubernetes:v1.29.9', rootfsLabels('v1.29.9'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('self-hosted, no hosts, no saved state: refused naming single, masters and nodes; no lock, pull or file', async () => {
    const before = await tree(dir);
    const run = await runStep(step, 'run/main', { runner: 'self-hosted' });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain(
      `::error::no hosts: the masters and nodes inputs are empty and cluster "${CLUSTER}" has no saved state. On a self-hosted runner that would install Kubernetes on the runner itself; set single: true for that, or give the hosts in masters (and nodes)`,
    );
    // No file anywhere in its reach: no state, no image cache (no pull), no Clusterfile copy, no kubeconfig,
    // nothing for the post step (GITHUB_STATE empty), no outputs.
    expect(await tree(dir)).toEqual(before);
    for (const file of [step.files.output, step.files.state]) expect(await readFile(file, 'utf8')).toBe('');
    // The lock single mode would take on this machine.
    expect(existsSync(`/var/lib/sealos/data/${CLUSTER}.lock`)).toBe(false);
    expect(run.stdout).not.toContain('Lock of cluster');
  });

  it('self-hosted with single: true: single mode on the runner (dry run)', async () => {
    const run = await runStep(step, 'run/main', {
      runner: 'self-hosted',
      inputs: { single: 'true', 'dry-run': 'true' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const plan = JSON.parse(run.outputs.plan as string);
    expect([plan.action, plan.mastersToJoin, plan.nodesToJoin]).toEqual(['create', [], []]);
  });

  it('self-hosted, no hosts, a saved cluster: its hosts stay (dry run)', async () => {
    const saved = (
      await readFile(join(import.meta.dirname, '../../fixtures/clusterfiles/single-master.yaml'), 'utf8')
    ).replace('name: default', `name: ${CLUSTER}`);
    await mkdir(join(dir, 'sealos', CLUSTER), { recursive: true });
    await writeFile(join(dir, 'sealos', CLUSTER, 'Clusterfile'), saved);
    const run = await runStep(step, 'run/main', { runner: 'self-hosted', inputs: { 'dry-run': 'true' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(JSON.parse(run.outputs.plan as string).master0).toBe('10.0.0.1:22');
  });

  it('GitHub-hosted, no hosts: single mode on the runner, the default as with kind-action (dry run)', async () => {
    const run = await runStep(step, 'run/main', { runner: 'github-hosted', inputs: { 'dry-run': 'true' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const { outputs } = run;
    expect(JSON.parse(outputs.plan as string).action).toBe('create');
    expect(outputs.master0).toMatch(/^[\d.]+$/);
  });
});
