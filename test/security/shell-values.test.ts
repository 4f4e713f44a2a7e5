import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { errorMessage, type HostsError } from '../../src/errors.js';
import { ipvsRunOnce } from '../../src/runtime/ipvs.js';
import * as commands from '../../src/runtime/kubeadm/commands.js';
import { buildKubeadmConfig } from '../../src/runtime/kubeadm/config.js';
import { clusterPaths } from '../../src/runtime/kubeadm/paths.js';
import { KubeadmRuntime } from '../../src/runtime/kubeadm/runtime.js';
import { memoryLogger } from '../lab/memory-log.js';
import { RecordingHosts } from '../unit/runtime/recording-executor.js';

const M0 = '10.0.0.11';
const N2 = '10.0.0.22';

/** What a shell makes of a command: each word `kubectl`, `rm` and friends would get, one per line. */
function wordsOf(command: string, tool: string): string[] {
  const script = `${tool}() { for word in "$@"; do printf '%s\\n' "$word"; done; }\n${command}`;
  return execFileSync('/bin/sh', ['-c', script], { encoding: 'utf8' }).trimEnd().split('\n');
}

describe('a hostile hostname on a node being removed', () => {
  function setup() {
    const hosts = new RecordingHosts();
    const { logger } = memoryLogger();
    const runtime = new KubeadmRuntime({
      topology: { name: 'default', masters: [M0], nodes: [] },
      connect: hosts.connect,
      logger,
      concurrency: 1,
      config: { kubernetesVersion: 'v1.27.7' },
    });
    return { hosts, runtime };
  }

  it.each([
    'worker; touch /tmp/pwned',
    'worker$(reboot)',
    'a`id`',
    "worker' --all '",
    `${'a'.repeat(254)}`,
    '-worker',
  ])('refuses %j before anything reaches master0, and still cleans the host', async (hostname) => {
    const { hosts, runtime } = setup();
    hosts.answer(/^hostname$/, { stdout: `${hostname}\n` }, N2);
    const error = (await runtime.deleteNodes([N2]).catch((e: unknown) => e)) as HostsError;
    expect(error.failures[0]?.host).toBe(N2);
    expect(errorMessage(error.failures[0]?.error)).toMatch(/is not a Kubernetes node name \(DNS-1123/);
    const plan = hosts.plan();
    expect(plan.filter((line) => line.startsWith(`${M0} `))).toEqual([]);
    expect(plan.at(-1)).toMatch(new RegExp(`^${N2.replaceAll('.', '\\.')} \\$ failed=''`));
  });

  it('a valid name still reaches kubectl as one word', () => {
    expect(wordsOf(commands.deleteNode('worker-2.example'), 'kubectl')).toEqual([
      '--kubeconfig=/etc/kubernetes/admin.conf',
      'delete',
      'node',
      'worker-2.example',
      '--ignore-not-found',
    ]);
  });
});

describe('values from the image or the Clusterfile in commands on hosts', () => {
  const paths = clusterPaths('my cluster$(id)');

  it('the etcd data folder, the VIP and cluster paths stay one word each in the reset script', () => {
    const script = commands.resetHost(paths, '/var/lib/etcd dir', '10.103.97.2;id', 6443, false);
    // Only `rm` runs for real here (as a function): every other tool is absent and the script says so.
    const rm = wordsOf(script.split('\n').find((line) => line.startsWith('rm -rf'))!, 'rm');
    expect(rm).toEqual([
      '-rf',
      '/etc/cni',
      '/opt/cni',
      '/var/lib/cni',
      '/var/lib/etcd dir',
      expect.any(String),
    ]);
    expect(script).toContain(`'${paths.sealctl}'`);
    expect(script).toContain("'10.103.97.2;id:6443'");
  });

  it('the VIP route and a joining master line carry addresses as single words', () => {
    const route = ipvsRunOnce(paths.sealctl, '10.103.97.2', 6443, ['10.0.0.11', '10.0.0.12']);
    expect(route).toContain("ipvsadm -a -t '10.103.97.2:6443' -r '10.0.0.11:6443' -m");
    expect(route).toContain(`if [ -x '${paths.sealctl}' ]; then`);
    expect(commands.pointApiServerAt("10.0.0.12'; id; '")).toContain(
      `D='apiserver.cluster.local' W='10.0.0.12'\\''; id; '\\''' F='/etc/hosts' awk '`,
    );
  });

  it.each(['/', '/etc', 'var/lib/etcd', '/var/lib/../../etc', '/var//lib', '/var/lib/etcd/'])(
    'an etcd data folder a reset would remove, %j, is refused in the kubeadm configuration',
    (dataDir) => {
      expect(() =>
        buildKubeadmConfig({
          kubernetesVersion: 'v1.27.7',
          masters: [M0],
          hostCount: 1,
          imageDocuments: [
            {
              apiVersion: 'kubeadm.k8s.io/v1beta3',
              kind: 'ClusterConfiguration',
              etcd: { local: { dataDir } },
            },
          ],
        }),
      ).toThrow(
        /ClusterConfiguration\.etcd\.local\.dataDir: ".*" (is not a plain absolute path|is too close to \/)/,
      );
    },
  );
});
