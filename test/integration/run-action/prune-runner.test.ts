import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { type RunnerStep, runnerStep, runStep } from '../../lab/action-runner.js';
import { describeAsRoot } from '../../lab/root.js';

const CLUSTER = 'prune-runner-test';
const STANDINS = join(import.meta.dirname, '../../fixtures/standin-runner');
const ROOT = join(import.meta.dirname, '../../..');

/** The CLI's real entry point in its own process, with the stand-ins first on its PATH. */
function cli(args: string[], env: Record<string, string>): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'src/cli/main.ts'), ...args],
      { env, cwd: env.HOME, timeout: 120_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error ? (typeof code === 'number' ? code : -1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

/**
 * The run action's real entry point (src/actions/run/main.ts) in single mode on this machine, with the
 * runner's package tools replaced by the stand-ins of test/fixtures/standin-runner (no systemd here, and this
 * machine's packages are not ours to purge). A runner image's Docker and containerd are "installed" there:
 * the packages, their binaries on PATH, their units active. The cluster image is one a loopback registry
 * does not have, so each run ends at the pull, after the prune and the checks, before anything is installed.
 */
describeAsRoot("prune-runner: the runner's Docker and containerd purged before the cluster comes up", () => {
  let registry: Server;
  let registryHost: string;
  let dir: string;
  let state: string;
  let step: RunnerStep;

  beforeAll(async () => {
    registry = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ code: 'MANIFEST_UNKNOWN', message: 'manifest unknown' }] }));
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    registryHost = `127.0.0.1:${(registry.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => registry?.close(resolve));
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prune-runner-'));
    state = join(dir, 'runner');
    await mkdir(join(state, 'bin'), { recursive: true });
    for (const tool of ['systemctl', 'dpkg-query', 'apt-get'])
      await copyFile(join(STANDINS, tool), join(state, 'bin', tool));
    // The stand-in runner image: Docker's packages with their daemons on PATH, their units running.
    for (const daemon of ['containerd', 'dockerd'])
      await writeFile(join(state, 'bin', daemon), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    await writeFile(join(state, 'packages'), 'containerd.io containerd\ndocker-ce dockerd\ndocker-ce-cli\n');
    await writeFile(join(state, 'units'), 'docker.socket\ndocker.service\ncontainerd.service\n');
    await writeFile(join(state, 'calls'), '');
    step = await runnerStep(dir, {
      env: {
        PATH: `${join(state, 'bin')}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        STANDIN_RUNNER_STATE: state,
      },
      inputs: {
        images: `${registryHost}/labring/kubernetes:v1.29.9`,
        single: 'true',
        user: 'root',
        port: '22',
        cluster: CLUSTER,
        'host-key-policy': 'accept-new',
        state: 'local',
        'state-dir': join(dir, 'sealos'),
        timeout: '10',
        wait: '0',
      },
    });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    for (const path of [`/var/lib/sealos/data/${CLUSTER}`, `/var/lib/sealos/data/${CLUSTER}.lock`])
      await rm(path, { recursive: true, force: true });
  });

  const runner = async () => ({
    calls: (await readFile(join(state, 'calls'), 'utf8')).split('\n').filter(Boolean),
    packages: (await readFile(join(state, 'packages'), 'utf8')).split('\n').filter(Boolean),
    units: (await readFile(join(state, 'units'), 'utf8')).split('\n').filter(Boolean),
    bin: (await readdir(join(state, 'bin'))).sort(),
  });

  it('GitHub-hosted, single, no prune input: Docker and containerd stopped and purged, then Check passes', async () => {
    const run = await runStep(step, 'run/main', { runner: 'github-hosted' });
    const log = run.stdout + run.stderr;
    expect(run.status, log).toBe(1);
    const after = await runner();
    expect(after.calls).toContain('systemctl stop docker.socket docker.service containerd.service');
    // Only what dpkg-query says is installed: the stand-in apt-get, as the real one, refuses an unknown name.
    expect(after.calls).toContain('apt-get remove -y --purge docker-ce docker-ce-cli containerd.io');
    expect(after.packages).toEqual([]);
    expect(after.units).toEqual([]);
    expect(after.bin).toEqual(['apt-get', 'dpkg-query', 'systemctl']);
    expect(log).toContain(
      'stopped docker.socket docker.service containerd.service; purged docker-ce docker-ce-cli containerd.io',
    );
    // The checks found no runtime left; the run ended at the pull of an image the registry does not have.
    expect(log).not.toContain('a container runtime is already installed');
    expect(log).toMatch(/ready\n/);
    expect(log).toContain('labring/kubernetes:v1.29.9');
    expect(log.indexOf('Check hosts')).toBeLessThan(log.indexOf('Prune the runner'));
  });

  it('self-hosted, single, prune-runner auto: nothing purged, and the checks refuse the runtime', async () => {
    const run = await runStep(step, 'run/main', { runner: 'self-hosted' });
    const log = run.stdout + run.stderr;
    expect(run.status, log).toBe(1);
    expect(log).toContain(
      'a container runtime is already installed (containerd dockerd); remove it or use force (a runner of its own cluster: prune-runner: true)',
    );
    const after = await runner();
    expect(after.calls).toEqual([]);
    expect(after.packages).toEqual(['containerd.io containerd', 'docker-ce dockerd', 'docker-ce-cli']);
    expect(after.bin).toContain('containerd');
  });

  it('self-hosted, single, prune-runner: true (asked by name): purged', async () => {
    const run = await runStep(step, 'run/main', {
      runner: 'self-hosted',
      inputs: { 'prune-runner': 'true' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect((await runner()).packages).toEqual([]);
    expect(run.stdout).not.toContain('a container runtime is already installed');
  });

  it('the CLI: run --single --prune-runner purges; without the flag the checks refuse the runtime', async () => {
    const cliEnv = {
      PATH: step.env.PATH as string,
      STANDIN_RUNNER_STATE: state,
      HOME: dir,
      XDG_CACHE_HOME: join(dir, 'cache'),
    };
    const args = [
      'run',
      step.env.INPUT_IMAGES as string,
      '--single',
      '-c',
      CLUSTER,
      '--state-dir',
      join(dir, 'sealos'),
    ];
    const plain = await cli(args, cliEnv);
    expect(plain.status, plain.output).toBe(1);
    expect(plain.output).toContain('a container runtime is already installed (containerd dockerd)');
    expect((await runner()).calls).toEqual([]);
    const pruned = await cli([...args, '--prune-runner'], cliEnv);
    expect(pruned.status, pruned.output).toBe(1);
    expect(pruned.output).toContain(
      'stopped docker.socket docker.service containerd.service; purged docker-ce docker-ce-cli containerd.io',
    );
    expect(pruned.output).not.toContain('a container runtime is already installed');
    expect((await runner()).packages).toEqual([]);
  });

  it('GitHub-hosted, the runner holds this cluster from a create that failed half way: not pruned', async () => {
    // Its containerd is then the cluster's own, under the same unit name.
    await mkdir(`/var/lib/sealos/data/${CLUSTER}`, { recursive: true });
    const run = await runStep(step, 'run/main', { runner: 'github-hosted' });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain(`holds cluster "${CLUSTER}" from an earlier run already: not pruned`);
    expect((await runner()).calls).toEqual([]);
    expect((await runner()).units).toContain('containerd.service');
  });

  it('a containerd no package owns is named after the purge; force installs over it with a warning', async () => {
    await writeFile(join(state, 'packages'), 'docker-ce dockerd\n');
    const refused = await runStep(step, 'run/main', { runner: 'github-hosted' });
    expect(refused.status, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stdout).toContain(
      `${join(state, 'bin', 'containerd')} still on this runner after purging`,
    );
    expect(refused.stdout).toContain('remove it before the run, or set force: true to install over it');
    const forced = await runStep(step, 'run/main', {
      runner: 'github-hosted',
      inputs: { force: 'true' },
    });
    expect(forced.status, forced.stdout + forced.stderr).toBe(1);
    expect(forced.stdout).toMatch(
      /::warning::.*still on this runner after purging .*; installing over it \(force\)/,
    );
  });

  it('GitHub-hosted, prune-runner: false: nothing purged', async () => {
    const run = await runStep(step, 'run/main', {
      runner: 'github-hosted',
      inputs: { 'prune-runner': 'false' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain('a container runtime is already installed (containerd dockerd)');
    expect((await runner()).calls).toEqual([]);
  });
});
