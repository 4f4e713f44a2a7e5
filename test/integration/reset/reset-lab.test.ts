import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { fillSsh } from '../../../src/clusterfile/ssh-inputs.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { acquireClusterLock } from '../../../src/lock/cluster-lock.js';
import { LockTimeoutError } from '../../../src/lock/errors.js';
import { resetCluster } from '../../../src/reset/reset-cluster.js';
import { runCluster } from '../../../src/run/run-cluster.js';
import type { RunOutcome } from '../../../src/run/run-outcome.js';
import type { RunRequest } from '../../../src/run/run-request.js';
import { buildTestClusterImages, type TestClusterImages } from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'resetlab';
const DATA = `/var/lib/sealos/data/${CLUSTER}`;
/** Every path the run touches on a host (docs/sealos-compatibility.md §4 and the test images' scripts). */
const TOUCHED = [
  '/var/lib/sealos',
  '/etc/kubernetes',
  '/etc/sealos-test',
  '/usr/bin/kubeadm',
  '/usr/bin/kubectl',
  '/var/lib/registry',
];

/**
 * Reset on real sshd hosts after a create, a scale-up and an application image, all through the shared run
 * flow (lock and Clusterfile copy on master0, local state). kubeadm/kubectl in the images are stand-ins.
 * The steps share one cluster and run in order.
 */
describeAsRoot('reset on the lab', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let work: string;
  let stateDir: string;
  let h: LabHost[];
  let down: string;
  let pristine: string[];
  const savedCache = process.env.XDG_CACHE_HOME;

  beforeAll(async () => {
    // Other test processes' labs may run first: wait for them (the lab allows one at a time).
    lab = await startLab({ hosts: 4, waitMs: 1_200_000 });
    h = lab.hosts.slice(0, 3);
    // The fourth host is down (its link is): the unreachable host of the tests below.
    down = lab.hosts[3]!.address;
    await lab.setLink(lab.hosts[3]!, 'down');
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    work = await mkdtemp(path.join(os.tmpdir(), 'sealos-reset-lab-'));
    stateDir = path.join(work, 'state');
    // The run flow pulls into the default image store: keep it inside this test's folder.
    process.env.XDG_CACHE_HOME = path.join(work, 'cache');
    // This machine's own kubectl/kubeadm (if any) shows through each host's /usr overlay. The images' init
    // installs over them, as sealos images do, and no reset can bring a replaced program back: the hosts
    // start without them (removed in the host's overlay only).
    for (const host of h) await lab.check(host, 'rm -f /usr/bin/kubectl /usr/bin/kubeadm');
    pristine = await Promise.all(h.map(snapshot));
  }, 1_500_000);

  afterAll(async () => {
    if (savedCache === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = savedCache;
    await lab?.stop();
    await registry?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  function snapshot(host: LabHost): Promise<string> {
    return lab.check(
      host,
      `find ${TOUCHED.join(' ')} -printf '%p %y %m %s\\n' 2>/dev/null | sort; echo '--- /etc/hosts'; cat /etc/hosts`,
    );
  }

  function request(
    masters: LabHost[],
    nodes: LabHost[],
    imageList: string[],
    lockTimeoutMinutes = 10,
  ): RunRequest {
    const { bob } = lab.credentials;
    return {
      source: {
        kind: 'inputs',
        inputs: {
          images: imageList,
          masters: masters.map((m) => m.address).join(','),
          nodes: nodes.map((n) => n.address).join(','),
          user: bob.user,
          password: bob.password,
          env: [],
          clusterName: CLUSTER,
          single: false,
        },
      },
      configFiles: [],
      dryRun: false,
      force: false,
      lockTimeoutMinutes,
      hostKeyPolicy: 'accept-new',
      state: { choice: 'local', dir: stateDir },
      registry: {},
      insecureRegistries: [registry.host],
    };
  }

  async function run(masters: LabHost[], nodes: LabHost[], imageList: string[]): Promise<RunOutcome> {
    const { logger, sink } = memoryLogger();
    const outcome = await runCluster(request(masters, nodes, imageList), logger, {
      localAddress: '127.0.0.1',
    });
    if (outcome.error) expect.fail(`${outcome.error.message}\n--- log:\n${sink.lines.join('\n')}`);
    return outcome;
  }

  const savedClusterfile = async () =>
    parseClusterfile(await readFile(path.join(stateDir, CLUSTER, 'Clusterfile'), 'utf8')).clusterfile;

  async function cli(args: string[]): Promise<{ code: number; stdout: string; log: string }> {
    const { logger, sink } = memoryLogger();
    let stdout = '';
    const { bob } = lab.credentials;
    const code = await runCli(
      // --force: no one is at a terminal to confirm, as in CI.
      [
        'reset',
        '--force',
        '--cluster',
        CLUSTER,
        '--state-dir',
        stateDir,
        '-u',
        bob.user,
        '-p',
        bob.password,
        ...args,
      ],
      { logger, stdout: (text) => (stdout += text) },
    );
    process.exitCode = undefined;
    return { code, stdout, log: sink.lines.join('\n') };
  }

  it('creates, scales and installs an application through the run flow, keeping the lock and a copy on master0', async () => {
    await run([h[0]!], [h[1]!], [images.rootfs]);
    await run([h[0]!], [h[1]!, h[2]!], [images.rootfs]);
    const last = await run([h[0]!], [h[1]!, h[2]!], [images.rootfs, images.app]);
    expect(last.phase).toBe('ClusterSuccess');
    expect(await lab.check(h[2]!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe('joined\n');
    // The lock was released; the redacted copy on master0 is the saved state.
    expect((await lab.run(h[0]!, `test -e ${DATA}.lock`)).code).not.toBe(0);
    const copy = await lab.check(h[0]!, `cat ${DATA}/Clusterfile`);
    expect(copy).toBe(await readFile(path.join(stateDir, CLUSTER, 'Clusterfile'), 'utf8'));
    expect(copy).not.toContain(lab.credentials.bob.password);
  });

  it('makes a second run wait for the lock, then fail naming the holder, changing nothing', async () => {
    const { alice } = lab.credentials;
    const holder = await SshExecutor.connect(h[0]!.address, {
      credentials: { user: alice.user, password: alice.password },
      hostKey: { policy: 'insecure' },
    });
    const before = await snapshot(h[0]!);
    const stateBefore = await readFile(path.join(stateDir, CLUSTER, 'Clusterfile'), 'utf8');
    try {
      const held = await acquireClusterLock({
        executor: holder,
        cluster: CLUSTER,
        owner: 'workflow run 77 attempt 1 job preview',
        logger: memoryLogger().logger,
        timeoutMs: 0,
      });
      const { logger } = memoryLogger();
      const error = await runCluster(
        request([h[0]!], [h[1]!, h[2]!], [images.rootfs, images.app, images.patch], 0),
        logger,
        { localAddress: '127.0.0.1' },
      ).catch((e) => e);
      expect(error).toBeInstanceOf(LockTimeoutError);
      expect(error.message).toMatch(
        /cluster "resetlab" is locked by workflow run 77 attempt 1 job preview \(pid \d+ on \S+\) since \d{4}-/,
      );
      expect(error.host).toBe(h[0]!.address);
      await held.release();
    } finally {
      await holder.close();
    }
    // The patch image was never installed, and the state is as it was.
    expect(await snapshot(h[0]!)).toBe(before);
    expect(await readFile(path.join(stateDir, CLUSTER, 'Clusterfile'), 'utf8')).toBe(stateBefore);
  });

  it('recovers the saved cluster from the copy on master0 when the state is gone (recover-state)', async () => {
    const folder = path.join(stateDir, CLUSTER);
    const { rename } = await import('node:fs/promises');
    await rename(folder, `${folder}.lost`);
    const before = await Promise.all(h.map(snapshot));
    const { logger, sink } = memoryLogger();
    const recovering = request([h[0]!], [h[1]!, h[2]!], [images.rootfs, images.app]);
    recovering.state.recover = true;
    const outcome = await runCluster(recovering, logger, { localAddress: '127.0.0.1' });
    expect(outcome.error, sink.lines.join('\n')).toBeUndefined();
    expect(sink.lines.join('\n')).toContain(`State recovered from master0 ${h[0]!.address}`);
    expect(outcome.plan).toMatchObject({ action: 'reconcile', nodesToJoin: [], imagesToInstall: [] });
    expect(await Promise.all(h.map(snapshot))).toEqual(before);
    await rm(`${folder}.lost`, { recursive: true, force: true });
  });

  it('resets one node: it is as before the first run, it leaves the saved cluster, the others stay', async () => {
    const others = await Promise.all([snapshot(h[0]!), snapshot(h[1]!)]);
    const result = await cli(['--nodes', h[2]!.ip]);
    expect(result.code, result.log).toBe(0);
    expect(result.stdout).toContain(`${h[2]!.address}: clean`);
    expect(await snapshot(h[2]!)).toBe(pristine[2]);
    expect(await Promise.all([snapshot(h[0]!), snapshot(h[1]!)])).toEqual(others);
    expect((await savedClusterfile()).cluster.spec?.hosts?.flatMap((e) => e.ips)).toEqual([
      h[0]!.address,
      h[1]!.address,
    ]);
  });

  it('reports a host that is down and still cleans the others; the result is not clean', async () => {
    const saved = await savedClusterfile();
    const withDown = structuredClone(saved);
    withDown.cluster.spec!.hosts!.push({ ips: [down], roles: ['node', 'amd64'] });
    const { logger } = memoryLogger();
    const { bob } = lab.credentials;
    const result = await resetCluster({
      clusterfile: fillSsh(withDown, { user: bob.user, password: bob.password }),
      hostKeyPolicy: 'accept-new',
      lockTimeoutMinutes: 0,
      logger,
    });
    expect(result.clean).toBe(false);
    const byHost = new Map(result.hosts.map((host) => [host.host, host]));
    expect(byHost.get(down)?.clean).toBe(false);
    expect(byHost.get(down)?.problems.join(' ')).toMatch(/unreachable/);
    expect(byHost.get(h[0]!.address)).toMatchObject({ clean: true, problems: [] });
    expect(byHost.get(h[1]!.address)).toMatchObject({ clean: true, problems: [] });
    expect(await snapshot(h[0]!)).toBe(pristine[0]);
    expect(await snapshot(h[1]!)).toBe(pristine[1]);
  });

  it('resets the whole cluster again through the CLI (twice is fine): every host as before, state marked reset', async () => {
    const result = await cli([]);
    expect(result.code, result.log).toBe(0);
    expect(result.stdout).toContain(`${h[0]!.address}: clean`);
    expect(result.stdout).toContain(`${h[1]!.address}: clean`);
    expect(result.stdout).toMatch(/cluster "resetlab": clean; state updated/);
    for (const [index, host] of [h[0]!, h[1]!, h[2]!].entries())
      expect(await snapshot(host)).toBe(pristine[index]);
    const manifest = JSON.parse(
      await readFile(path.join(stateDir, CLUSTER, 'sealos-action-state.json'), 'utf8'),
    ) as { reset: boolean };
    expect(manifest.reset).toBe(true);

    const again = await cli([]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nothing saved, nothing to reset');
  });

  it('says not clean with exit status 1 when a host cannot be reached', async () => {
    const clusterfile = path.join(work, 'down.yaml');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      clusterfile,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata:',
        `  name: ${CLUSTER}`,
        'spec:',
        '  hosts:',
        `    - ips: [${h[0]!.address}]`,
        '      roles: [master, amd64]',
        `    - ips: [${down}]`,
        '      roles: [node, amd64]',
        '',
      ].join('\n'),
    );
    const result = await cli(['--clusterfile', clusterfile]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${h[0]!.address}: clean`);
    expect(result.stdout).toMatch(new RegExp(`${down.replace(/\./g, '\\.')}: not clean: unreachable`));
    expect(result.stdout).toContain('NOT clean');
    expect(await snapshot(h[0]!)).toBe(pristine[0]);
  });
});
