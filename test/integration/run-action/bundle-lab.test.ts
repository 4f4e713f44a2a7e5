import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { bundlePath, runnerStep, runStep } from '../../lab/action-runner.js';
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

  async function bundleStep(name: string, imageList: string[]) {
    const { alice } = lab.credentials;
    const step = await runnerStep(join(dir, name), {
      home: dir,
      inputs: {
        images: imageList.join('\n'),
        masters: lab.hosts[0]!.ip,
        nodes: lab.hosts[1]!.ip,
        user: alice.user,
        password: alice.password,
        port: '22',
        cluster: 'bundle',
        'host-key-policy': 'accept-new',
        'insecure-registries': registry.host,
        concurrency: '16',
        timeout: '30',
        state: 'local',
        'state-dir': join(dir, 'sealos'),
      },
    });
    const run = await runStep(step, bundle);
    const summary = await readFile(step.files.summary, 'utf8');
    const exported = await readFile(step.files.env, 'utf8');
    return { ...run, output: run.outputs, summary, exported, temp: step.temp };
  }

  it('creates the cluster, then adds an application image from the saved state', async () => {
    const first = await bundleStep('create', [images.rootfs]);
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

    const second = await bundleStep('app', [images.rootfs, images.app]);
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
