import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { ConsoleSink } from '../../../src/log/console-sink.js';
import { Logger } from '../../../src/log/logger.js';
import { buildTestClusterImages, type TestClusterImages } from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'joins';
const ip = (host: { address: string }) => host.address.replace(/:\d+$/, '');

/**
 * Two nodes whose `kubeadm join` fails for two different reasons (stand-in kubeadm; its preflight refuses
 * leftovers of an earlier cluster, as the real one does): the CLI's output and the saved condition name
 * each node with its own reason, master0 is not blamed, no stack trace is printed, and a re-run after the
 * leftovers are removed completes.
 */
describeAsRoot('per-host join failures through the CLI', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let dir: string;
  const cache = process.env.XDG_CACHE_HOME;

  beforeAll(async () => {
    lab = await startLab({ hosts: 3 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    dir = await mkdtemp(path.join(os.tmpdir(), 'sealos-join-failures-'));
    process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  });

  afterAll(async () => {
    if (cache === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cache;
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function run(): Promise<{ status: number; output: string }> {
    let output = '';
    const err = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const [master, node1, node2] = lab.hosts;
    const { alice } = lab.credentials;
    const status = await runCli(
      [
        'run',
        images.rootfs,
        '--masters',
        master!.address,
        '--nodes',
        `${node1!.address},${node2!.address}`,
        '--user',
        alice.user,
        '--passwd',
        alice.password,
        '--cluster',
        CLUSTER,
        '--state-dir',
        path.join(dir, 'state'),
        '--insecure-registry',
        registry.host,
      ],
      { logger: new Logger(new ConsoleSink(false, err)), stdout: () => {} },
    );
    return { status, output };
  }

  it('names each failed node with its own reason, saves them, and a re-run completes', async () => {
    const [master, node1, node2] = lab.hosts;
    await lab.check(node1!, 'mkdir -p /etc/kubernetes/pki && echo stale > /etc/kubernetes/pki/ca.crt');
    await lab.check(
      node2!,
      'mkdir -p /etc/kubernetes/manifests && echo stale > /etc/kubernetes/manifests/old.yaml',
    );

    const failed = await run();
    expect(failed.status).toBe(1);
    const errors = failed.output.split('\n').filter((line) => line.startsWith('error: '));
    const report = errors.join('\n');
    expect(errors[0]).toBe('error: [Join] failed on 2 of 2 hosts:');
    expect(report).toContain(`error:   ${ip(node1!)}: \`kubeadm join`);
    expect(report).toContain(
      '[ERROR FileAvailable--etc-kubernetes-pki-ca.crt]: /etc/kubernetes/pki/ca.crt already exists',
    );
    expect(report).toContain(`error:   ${ip(node2!)}: \`kubeadm join`);
    expect(report).toContain(
      '[ERROR DirAvailable--etc-kubernetes-manifests]: /etc/kubernetes/manifests is not empty',
    );
    expect(report.indexOf('pki-ca.crt')).toBeLessThan(report.indexOf(ip(node2!)));
    expect(report).not.toContain(ip(master!));
    expect(failed.output).not.toMatch(/^\s+at /m);
    expect(failed.output).not.toContain(lab.credentials.alice.password);

    const saved = parseClusterfile(await readFile(path.join(dir, 'state', CLUSTER, 'Clusterfile'), 'utf8'));
    const condition = saved.clusterfile.cluster.status?.conditions?.find(
      (c: { type: string }) => c.type === 'ApplyClusterError',
    );
    expect(saved.clusterfile.cluster.status?.phase).toBe('ClusterFailed');
    expect(condition?.message).toContain(`${ip(node1!)}: \`kubeadm join`);
    expect(condition?.message).toContain('pki/ca.crt already exists');
    expect(condition?.message).toContain(`${ip(node2!)}: \`kubeadm join`);
    expect(condition?.message).toContain('/etc/kubernetes/manifests is not empty');
    expect(condition?.message).not.toContain(ip(master!));

    await lab.check(node1!, 'rm -f /etc/kubernetes/pki/ca.crt');
    await lab.check(node2!, 'rm -f /etc/kubernetes/manifests/old.yaml');
    const rerun = await run();
    expect(rerun.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(rerun.status).toBe(0);
    const after = parseClusterfile(await readFile(path.join(dir, 'state', CLUSTER, 'Clusterfile'), 'utf8'));
    expect(after.clusterfile.cluster.status?.phase).toBe('ClusterSuccess');
  });
});
