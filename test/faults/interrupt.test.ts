import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Clusterfile, parseClusterfile } from '../../src/clusterfile/index.js';
import { markerPath, rootfsDir } from '../../src/host-layout/cluster-folders.js';
import { actionOutputs, runnerStep, stateVariables } from '../lab/action-runner.js';
import { buildTestClusterImages, type TestClusterImages } from '../lab/cluster-images.js';
import { clearLinkRate, limitLinkRate } from '../lab/link-rate.js';
import { type RegistryLab, startRegistry } from '../lab/registry.js';
import { describeAsRoot } from '../lab/root.js';
import { type Lab, type LabHost, startLab } from '../lab/sshd-lab.js';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The rootfs carries this many incompressible bytes; at RATE a copy of it takes about 12 s. */
const PADDING = 24 * 1024 * 1024;
const RATE = '16mbit';
const lockFile = (cluster: string) => `/var/lib/sealos/data/${cluster}.lock`;

/** The CLI from source, as a user starts it: its own process, stderr collected, signals sent to it alone. */
interface CliProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves once stderr has a line matching `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * Ctrl-C (SIGINT), a cancelled job (SIGTERM) and kill -9 in the middle of the rootfs copy, against real sshd
 * hosts whose link from the runner is capped so the copy lasts. The run is stopped once its log shows the copy
 * under way (the first progress line), never after a sleep. The stand-in kubeadm of the test images does the
 * Kubernetes part.
 */
describeAsRoot('interrupting a run in the middle of the rootfs copy', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let dir: string;
  let master: LabHost;
  let node: LabHost;

  beforeAll(async () => {
    lab = await startLab({ hosts: 2 });
    [master, node] = lab.hosts as [LabHost, LabHost];
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host, rootfsPaddingBytes: PADDING });
    dir = await mkdtemp(path.join(os.tmpdir(), 'sealos-interrupt-'));
  }, 300_000);

  afterAll(async () => {
    for (const host of lab?.hosts ?? []) await clearLinkRate(host);
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  function startCli(args: string[]): CliProcess {
    return startSource('src/cli/main.ts', [...args, '--state-dir', path.join(dir, 'state')], {});
  }

  /** An entry point of src/ (the CLI, an action's main or post) run from source by tsx, in its own process. */
  function startSource(entry: string, args: string[], env: Record<string, string>): CliProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, entry), ...args], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        XDG_CACHE_HOME: path.join(dir, 'cache'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
    const check = () => {
      for (const waiter of [...waiters])
        if (waiter.pattern.test(output)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
    };
    // The CLI logs on stderr, an action on stdout.
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      check();
    });
    child.stderr!.on('data', (chunk) => {
      output += String(chunk);
      check();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
      (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    return {
      child,
      output: () => output,
      exited,
      waitFor: (pattern) =>
        new Promise<void>((resolve, reject) => {
          waiters.push({ pattern, resolve });
          check();
          void exited.then(() => reject(new Error(`the CLI exited before ${pattern}:\n${output}`)));
        }),
    };
  }

  const runArgs = (cluster: string) => [
    'run',
    images.rootfs,
    '--masters',
    master.ip,
    '--nodes',
    node.ip,
    '-u',
    lab.credentials.alice.user,
    '-p',
    lab.credentials.alice.password,
    '-c',
    cluster,
    '--insecure-registry',
    registry.host,
  ];

  /** The copy is under way: its first progress line (five seconds into the stream). */
  const COPYING = /copy \S+ → \/var\/lib\/sealos\/data\/\S+\/rootfs: /;

  async function saved(cluster: string): Promise<Clusterfile> {
    return parseClusterfile(await readFile(path.join(dir, 'state', cluster, 'Clusterfile'), 'utf8'))
      .clusterfile;
  }

  const exists = async (host: LabHost, file: string) => (await lab.run(host, `test -e ${file}`)).code === 0;

  async function interruptDuringCopy(cluster: string, signal: 'SIGINT' | 'SIGTERM', status: number) {
    for (const host of lab.hosts) await limitLinkRate(host, RATE);
    const cli = startCli(runArgs(cluster));
    await cli.waitFor(COPYING);
    const sent = Date.now();
    cli.child.kill(signal);
    const end = await cli.exited;
    console.log(`${signal}: the CLI exited ${((end.at - sent) / 1000).toFixed(1)} s after the signal`);
    const output = cli.output();
    expect(end.code, output).toBe(status);
    expect(output).toContain(`${signal}: stopping (nothing new is started`);
    expect(output).toContain(`interrupted by ${signal}`);
    expect(output).toContain(`Lock of cluster "${cluster}" released`);
    // Nothing new was started: the phase after the copy never began.
    expect(output).toMatch(/^\s*== Mount rootfs$/m);
    expect(output).not.toContain('Mirror registry');

    const state = await saved(cluster);
    expect(state.cluster.status?.phase).toBe('ClusterFailed');
    const condition = state.cluster.status?.conditions?.find((c) => c.type === 'ApplyClusterError');
    expect(condition?.reason).toBe('Interrupted');
    expect(condition?.message).toContain(`interrupted by ${signal}`);
    expect(await exists(master, lockFile(cluster))).toBe(false);
    // The host trees it made on the runner are gone with it.
    expect(await readdir(path.join(dir, 'cache', 'sealos-action', 'images', 'work'))).toEqual([]);
    // Nothing half-copied is presented as done: no tree in place, no digest marker, no tree manifest.
    for (const host of lab.hosts) {
      expect(await exists(host, rootfsDir(cluster)), host.hostname).toBe(false);
      expect(await exists(host, markerPath(cluster, 'rootfs')), host.hostname).toBe(false);
      expect(await exists(host, markerPath(cluster, 'rootfs.manifest')), host.hostname).toBe(false);
    }
    // Nothing of the copy is left running on the hosts (the receiving tar ended with its session).
    for (const host of lab.hosts)
      expect(
        (await lab.processes(host)).filter(({ args }) => /^tar -x /.test(args)),
        host.hostname,
      ).toEqual([]);
  }

  async function rerunCompletes(cluster: string, expectTakeover: boolean) {
    for (const host of lab.hosts) await clearLinkRate(host);
    const started = Date.now();
    const again = startCli(runArgs(cluster));
    const end = await again.exited;
    console.log(`${cluster}: the re-run completed in ${((end.at - started) / 1000).toFixed(1)} s`);
    const output = again.output();
    expect(end.code, output).toBe(0);
    expect(output).not.toContain('Waiting for the lock');
    expect(output).not.toContain('broke a stale lock');
    if (expectTakeover)
      expect(output).toMatch(
        new RegExp(
          `took over the lock of cluster "${cluster}" left by \\S+@\\S+ pid \\d+: that process no longer runs on this machine`,
        ),
      );
    expect((await saved(cluster)).cluster.status?.phase).toBe('ClusterSuccess');
    for (const host of lab.hosts) expect(await exists(host, markerPath(cluster, 'rootfs'))).toBe(true);
    expect(await exists(master, lockFile(cluster))).toBe(false);
    // The next case's cluster goes on the same hosts, which the Check phase refuses while they hold this one.
    const reset = startCli([
      'reset',
      '--force',
      '-c',
      cluster,
      '-u',
      lab.credentials.alice.user,
      '-p',
      lab.credentials.alice.password,
    ]);
    expect((await reset.exited).code, reset.output()).toBe(0);
  }

  it('Ctrl-C (SIGINT): exits 130, ClusterFailed "Interrupted" saved, lock released, no tree marked done; a re-run completes', async () => {
    await interruptDuringCopy('intr-int', 'SIGINT', 130);
    await rerunCompletes('intr-int', false);
  }, 300_000);

  it('a cancelled job (SIGTERM): exits 143, the same consistent state; a re-run completes', async () => {
    await interruptDuringCopy('intr-term', 'SIGTERM', 143);
    await rerunCompletes('intr-term', false);
  }, 300_000);

  it('kill -9: the lock is left with the pid; the next run on this machine takes it over at once and completes', async () => {
    const cluster = 'intr-kill';
    for (const host of lab.hosts) await limitLinkRate(host, RATE);
    const cli = startCli(runArgs(cluster));
    await cli.waitFor(COPYING);
    cli.child.kill('SIGKILL');
    expect((await cli.exited).signal).toBe('SIGKILL');
    const lock = await lab.check(master, `cat ${lockFile(cluster)}`);
    expect(lock).toContain(`pid=${cli.child.pid}\n`);
    expect(lock).toContain(`machine=${os.hostname()}\n`);
    await rerunCompletes(cluster, true);
  }, 300_000);

  it('a cancelled job whose main step is killed holding the lock: the post step releases it', async () => {
    const cluster = 'intr-job';
    const { alice } = lab.credentials;
    const step = await runnerStep(path.join(dir, 'job'), {
      home: dir,
      inputs: {
        images: images.rootfs,
        masters: master.ip,
        nodes: node.ip,
        user: alice.user,
        password: alice.password,
        cluster,
        'host-key-policy': 'accept-new',
        'insecure-registries': registry.host,
        state: 'local',
        'state-dir': path.join(dir, 'state'),
        diagnostics: 'false',
      },
    });
    for (const host of lab.hosts) await limitLinkRate(host, RATE);
    const main = startSource('src/actions/run/main.ts', [], step.env);
    await main.waitFor(COPYING);
    // The runner cancels with SIGINT, SIGTERM 7.5 s later, then kills the step: the worst case, killed at once.
    main.child.kill('SIGKILL');
    expect((await main.exited).signal).toBe('SIGKILL');
    expect(await exists(master, lockFile(cluster))).toBe(true);

    const saved = stateVariables(actionOutputs(await readFile(step.files.state, 'utf8')));
    expect(saved['STATE_sealos-lock-token']).toMatch(/^[0-9a-f]{24}$/);
    const post = startSource('src/actions/run/post.ts', [], { ...step.env, ...saved });
    const postEnd = await post.exited;
    expect(postEnd.code, post.output()).toBe(0);
    expect(post.output()).toContain(`Lock of cluster "${cluster}" released`);
    expect(await exists(master, lockFile(cluster))).toBe(false);
    for (const host of lab.hosts) await clearLinkRate(host);
  }, 300_000);

  it('a live holder elsewhere is respected, named with where and since when', async () => {
    const cluster = 'intr-held';
    const clusterfile = path.join(dir, 'held-Clusterfile');
    await writeFile(
      clusterfile,
      `apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: ${cluster}\nspec:\n  hosts:\n    - ips: [${master.ip}]\n      roles: [master, amd64]\n`,
    );
    const now = Number((await lab.check(master, 'date +%s')).trim());
    await lab.check(
      master,
      `printf 'owner=workflow run 77 attempt 1 job deploy\\ntoken=elsewhere\\ntaken=${now - 60}\\nheartbeat=${now}\\npid=4242\\nboot=00000000-0000-0000-0000-000000000000\\nmachine=runner-elsewhere\\npidns=pid:[1]\\n' > ${lockFile(cluster)}`,
    );
    const reset = startCli([
      'reset',
      '--force',
      '-f',
      clusterfile,
      '-u',
      lab.credentials.alice.user,
      '-p',
      lab.credentials.alice.password,
      '--lock-timeout',
      '0',
    ]);
    const end = await reset.exited;
    expect(end.code).toBe(1);
    expect(reset.output()).toMatch(
      new RegExp(
        `cluster "${cluster}" is locked by workflow run 77 attempt 1 job deploy \\(pid 4242 on runner-elsewhere\\) since \\d{4}-\\d\\d-\\d\\dT[\\d:]+Z`,
      ),
    );
    expect(await lab.check(master, `cat ${lockFile(cluster)}`)).toContain('token=elsewhere');
    await lab.check(master, `rm -f ${lockFile(cluster)}`);
  }, 120_000);
});
