import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { bundlePath, actionOutputs as outputs, runBundle } from '../../lab/action-runner.js';
import {
  buildTestClusterImages,
  type TestClusterImages,
  testImageHostPaths,
} from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

const bundle = bundlePath('run');

/**
 * The built action (dist/run/index.js) as the runner starts it, against real sshd hosts: a create, then a run
 * that adds an application image and reconciles from the state the first run saved. kubeadm in the images is
 * a stand-in.
 */
describeAsRoot('run action bundle on the lab', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let dir: string;

  beforeAll(async () => {
    expect(existsSync(bundle), 'build dist/ first: node scripts/build.mjs').toBe(true);
    lab = await startLab({ hosts: 2 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    dir = await mkdtemp(join(tmpdir(), 'run-bundle-lab-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function runStep(name: string, imageList: string[]) {
    const step = join(dir, name);
    await mkdir(join(step, 'temp'), { recursive: true });
    const files = {
      output: join(step, 'output'),
      state: join(step, 'state'),
      summary: join(step, 'summary.md'),
      env: join(step, 'env'),
    };
    for (const file of Object.values(files)) await writeFile(file, '');
    const { alice } = lab.credentials;
    const run = await runBundle(bundle, {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      XDG_CACHE_HOME: join(dir, 'cache'),
      RUNNER_TEMP: join(step, 'temp'),
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_ENV: files.env,
      INPUT_IMAGES: imageList.join('\n'),
      INPUT_MASTERS: lab.hosts[0]!.ip,
      INPUT_NODES: lab.hosts[1]!.ip,
      INPUT_USER: alice.user,
      INPUT_PASSWORD: alice.password,
      INPUT_PORT: '22',
      INPUT_CLUSTER: 'bundle',
      'INPUT_HOST-KEY-POLICY': 'accept-new',
      'INPUT_INSECURE-REGISTRIES': registry.host,
      INPUT_CONCURRENCY: '16',
      INPUT_TIMEOUT: '30',
      INPUT_STATE: 'local',
      'INPUT_STATE-DIR': join(dir, 'sealos'),
    });
    const output = outputs(await readFile(files.output, 'utf8'));
    const summary = await readFile(files.summary, 'utf8');
    const exported = await readFile(files.env, 'utf8');
    return { ...run, output, summary, exported, temp: join(step, 'temp') };
  }

  it('creates the cluster, then adds an application image from the saved state', async () => {
    const first = await runStep('create', [images.rootfs]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(first.output.phase).toBe('ClusterSuccess');
    expect(first.output.master0).toBe(lab.hosts[0]!.ip);
    expect(JSON.parse(first.output.plan ?? '{}')).toMatchObject({ action: 'create', cluster: 'bundle' });
    expect(first.output.kubeconfig).toContain('apiserver.cluster.local:6443');
    const keyData = /client-key-data: (\S+)/.exec(first.output.kubeconfig ?? '')?.[1];
    expect(keyData).toBeTruthy();
    // Only the key material is masked, never common lines of the kubeconfig (they would vanish from the log).
    const masks = first.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toContain(`::add-mask::${keyData}`);
    expect(masks.filter((line) => /apiVersion|kind: Config|server:/.test(line))).toEqual([]);

    // The kubeconfig file a later step uses: 0600 under RUNNER_TEMP, KUBECONFIG exported, server = master0.
    const kubeconfigPath = first.output['kubeconfig-path']!;
    expect(kubeconfigPath).toBe(join(first.temp, 'sealos-bundle-kubeconfig'));
    expect((await stat(kubeconfigPath)).mode & 0o777).toBe(0o600);
    expect(first.exported).toMatch(new RegExp(`^KUBECONFIG<<(\\S+)\\n${kubeconfigPath}\\n\\1$`, 'm'));
    const file = await readFile(kubeconfigPath, 'utf8');
    expect(file).toContain(`server: https://${lab.hosts[0]!.ip}:6443`);
    expect(file).not.toContain('apiserver.cluster.local');
    // A later step's kubectl reads it through KUBECONFIG alone (the stand-in cluster has no API server to ask).
    const later = spawnSync(
      'kubectl',
      ['config', 'view', '--minify', '--raw', '-o', 'jsonpath={.clusters[0].cluster.server}'],
      {
        env: { PATH: process.env.PATH, KUBECONFIG: kubeconfigPath },
        encoding: 'utf8',
      },
    );
    expect(later.stderr).toBe('');
    expect(later.stdout).toBe(`https://${lab.hosts[0]!.ip}:6443`);
    expect(first.summary).toContain('**Phase**: `ClusterSuccess`');
    expect(first.summary).toContain(`| init | master | ${lab.hosts[0]!.address} |`);
    expect(first.summary).toMatch(/\| Bootstrap \| done \| \d+(ms|\.\ds) \|/);
    expect(await lab.check(lab.hosts[1]!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe(
      'joined\n',
    );

    const saved = await readFile(join(dir, 'sealos', 'bundle', 'Clusterfile'), 'utf8');
    expect(parseClusterfile(saved).clusterfile.cluster.status?.phase).toBe('ClusterSuccess');

    const second = await runStep('app', [images.rootfs, images.app]);
    expect(second.status, second.stdout + second.stderr).toBe(0);
    expect(JSON.parse(second.output.plan ?? '{}')).toMatchObject({
      action: 'reconcile',
      imagesToInstall: [images.app],
    });
    expect(
      await lab.check(lab.hosts[0]!, `cat ${testImageHostPaths.helloFile(lab.hosts[0]!.hostname)}`),
    ).toContain('hello world');

    const secrets = [lab.credentials.alice.password, keyData!];
    for (const text of [first.stdout, first.stderr, first.summary, second.stdout, second.summary, saved]) {
      const withoutMasks = text
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
      for (const secret of secrets) expect(withoutMasks).not.toContain(secret);
    }
  });
});
