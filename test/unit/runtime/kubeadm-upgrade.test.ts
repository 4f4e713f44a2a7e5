import { describe, expect, it } from 'vitest';
import { RuntimeError } from '../../../src/runtime/errors.js';
import { KubeadmRuntime } from '../../../src/runtime/kubeadm/runtime.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { RecordingHosts } from './recording-executor.js';

const M0 = '10.0.0.11';
const M1 = '10.0.0.12';
const N1 = '10.0.0.21';
const CONTAINERD = 'unix:///run/containerd/containerd.sock';
const BIN = '/var/lib/sealos/data/default/rootfs/bin';
const ADMIN = 'kubectl --kubeconfig=/etc/kubernetes/admin.conf';

function setup(version = 'v1.28.4', nodes = [N1]) {
  const hosts = new RecordingHosts()
    .answer(/ cri socket /, { stdout: 'socket=/run/containerd/containerd.sock\ndriver=systemd\n' })
    .answer(/^hostname$/, { stdout: 'Master-0\n' }, M0)
    .answer(/^hostname$/, { stdout: 'master-1\n' }, M1)
    .answer(/^hostname$/, { stdout: 'worker-1\n' }, N1);
  const { logger, sink } = memoryLogger();
  const pauses: number[] = [];
  const runtime = new KubeadmRuntime({
    topology: { name: 'default', masters: [M0, M1], nodes },
    connect: hosts.connect,
    logger,
    config: { kubernetesVersion: version },
    pause: async (ms) => {
      pauses.push(ms);
    },
  });
  // Only the upgrade's own steps: asking a host's runtime for its CRI socket is the configuration's.
  const steps = () => hosts.plan().filter((line) => !line.includes(' cri socket '));
  return { hosts, runtime, lines: sink.lines, pauses, steps };
}

/** What one host's upgrade runs on itself (`self`) and, for the API calls, on master0. */
function expectedSteps(self: string, node: string, upgrade: string) {
  return [
    `${self} $ hostname`,
    `${self} $ test -f '/etc/image-cri-shim.yaml'`,
    `${self} $ sed -i "s/v1alpha2/v1/" /etc/image-cri-shim.yaml`,
    `${self} $ systemctl restart 'image-cri-shim'`,
    `${self} $ systemctl restart 'kubelet'`,
    expect.stringMatching(
      new RegExp(`^${self} \\$ set -e\\nfor file in /etc/systemd/system/kubelet.service.d/10-kubeadm.conf`),
    ),
    `${self} $ systemctl daemon-reload`,
    `${self} $ systemctl restart 'kubelet'`,
    `${M0} $ ${ADMIN} get nodes`,
    `${self} $ cp -f '${BIN}/kubeadm' /usr/bin/kubeadm`,
    `${self} $ kubeadm config images pull --kubernetes-version 'v1.28.4' --cri-socket '${CONTAINERD}'`,
    `${self} $ ${upgrade}`,
    `${M0} $ ${ADMIN} cordon '${node}'`,
    `${M0} $ ${ADMIN} drain '${node}' --ignore-daemonsets --delete-emptydir-data --timeout=120s`,
    `${self} $ cp -f '${BIN}/kubectl' /usr/bin/kubectl`,
    `${self} $ cp -f '${BIN}/kubelet' /usr/bin/kubelet`,
    `${self} $ systemctl daemon-reload`,
    `${self} $ systemctl restart 'kubelet'`,
    `${M0} $ ${ADMIN} uncordon '${node}'`,
  ];
}

describe('kubeadm upgrade of one host', () => {
  it('master0: migrations, the new kubeadm, upgrade apply, cordon and drain, new kubelet, uncordon', async () => {
    const { runtime, steps } = setup();
    await runtime.upgradeHost(M0, 'v1.28.4');
    expect(steps()).toEqual(
      expectedSteps(
        M0,
        'master-0',
        "kubeadm upgrade apply 'v1.28.4' --yes --certificate-renewal=false --ignore-preflight-errors=SystemVerification,ControlPlaneNodesReady,CreateJob -v 0",
      ),
    );
  });

  it('another master or a node: kubeadm upgrade node on it, the API calls on master0', async () => {
    const { runtime, steps } = setup();
    await runtime.upgradeHost(N1, 'v1.28.4');
    expect(steps()).toEqual(
      expectedSteps(
        N1,
        'worker-1',
        'kubeadm upgrade node --certificate-renewal=false --skip-phases preflight -v 0',
      ),
    );
  });

  it('drops the removed kubelet flags without eating a closing quote', async () => {
    const { hosts, runtime } = setup();
    await runtime.upgradeHost(N1, 'v1.28.4');
    const script = hosts.plan().find((line) => line.includes('for file in'));
    expect(script).toContain(
      `sed -i -E 's/(--container-runtime|--pod-infra-container-image)=[^ "]*//g' "$file"`,
    );
  });

  it('skips the CRI move without a shim config, and both migrations below 1.26', async () => {
    const noShim = setup();
    noShim.hosts.answer(/^test -f '\/etc\/image-cri-shim\.yaml'$/, { exitCode: 1 });
    await noShim.runtime.upgradeHost(N1, 'v1.28.4');
    expect(noShim.steps().some((line) => line.includes('v1alpha2'))).toBe(false);
    expect(noShim.lines.join('\n')).toContain('no /etc/image-cri-shim.yaml');

    const old = setup('v1.25.16');
    await old.runtime.upgradeHost(N1, 'v1.25.16');
    const plan = old.steps().join('\n');
    expect(plan).not.toContain('v1alpha2');
    expect(plan).not.toContain('for file in');
    expect(plan).not.toContain("restart 'image-cri-shim'");
    expect(plan).toContain('kubeadm upgrade node');
  });

  it('does not drain a lone host: its pods have nowhere to go', async () => {
    const single = new RecordingHosts()
      .answer(/^hostname$/, { stdout: 'm\n' })
      .answer(/ cri socket /, { stdout: 'socket=/run/containerd/containerd.sock\ndriver=systemd\n' });
    const runtime = new KubeadmRuntime({
      topology: { name: 'default', masters: [M0], nodes: [] },
      connect: single.connect,
      logger: memoryLogger().logger,
      config: { kubernetesVersion: 'v1.28.4' },
    });
    await runtime.upgradeHost(M0, 'v1.28.4');
    const plan = single.plan();
    expect(plan).toContain(`${M0} $ ${ADMIN} cordon 'm'`);
    expect(plan.some((line) => line.includes(' drain '))).toBe(false);
    expect(plan.at(-1)).toBe(`${M0} $ ${ADMIN} uncordon 'm'`);
  });

  it('only warns when the pre-pull or the drain fails', async () => {
    const { hosts, runtime, lines, steps } = setup();
    hosts
      .answer(/^kubeadm config images pull/, { exitCode: 1, stderr: 'registry unreachable' })
      .answer(/ drain /, { exitCode: 1, stderr: 'error: timed out waiting for the condition' });
    await runtime.upgradeHost(N1, 'v1.28.4');
    expect(steps().at(-1)).toBe(`${M0} $ ${ADMIN} uncordon 'worker-1'`);
    const log = lines.join('\n');
    expect(log).toContain(
      'pre-pulling the v1.28.4 images failed (the upgrade pulls them): registry unreachable',
    );
    expect(log).toContain('drain of worker-1 did not finish; going on with its pods in place');
  });

  it('stops at a failing step, naming the host upgraded, the command and its reason', async () => {
    const { hosts, runtime, steps } = setup();
    hosts.answer(/^kubeadm upgrade node/, { exitCode: 1, stderr: '[upgrade] etcd is not healthy' }, N1);
    const failure = await runtime.upgradeHost(N1, 'v1.28.4').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RuntimeError);
    expect((failure as RuntimeError).host).toBe(N1);
    expect((failure as RuntimeError).phase).toBe('Upgrade');
    expect((failure as RuntimeError).message).toBe(
      'upgrade to v1.28.4 stopped: `kubeadm upgrade node --certificate-renewal=false --skip-phases preflight -v 0` exited 1: [upgrade] etcd is not healthy',
    );
    expect(steps().some((line) => line.includes('cordon'))).toBe(false);
  });

  it('names master0 when a step run there for another host fails', async () => {
    const { hosts, runtime } = setup();
    hosts.answer(
      / cordon /,
      { exitCode: 1, stderr: 'Error from server (NotFound): nodes "worker-1" not found' },
      M0,
    );
    const failure = (await runtime
      .upgradeHost(N1, 'v1.28.4')
      .catch((error: unknown) => error)) as RuntimeError;
    expect(failure.host).toBe(N1);
    expect(failure.message).toContain(
      `upgrade to v1.28.4 stopped: on ${M0}: \`${ADMIN} cordon 'worker-1'\` exited 1`,
    );
  });

  it('retries the uncordon while the API comes back, and gives up after twelve tries', async () => {
    const { hosts, runtime, pauses, steps } = setup();
    hosts.answer(/ uncordon /, { exitCode: 1, stderr: 'connection refused' });
    const failure = (await runtime
      .upgradeHost(N1, 'v1.28.4')
      .catch((error: unknown) => error)) as RuntimeError;
    expect(failure.message).toContain("uncordon 'worker-1'` exited 1: connection refused");
    expect(steps().filter((line) => line.includes(' uncordon '))).toHaveLength(12);
    expect(pauses).toEqual(Array(11).fill(5000));
  });

  it('refuses a host outside the cluster and a version the runtime was not configured for', async () => {
    const { runtime } = setup();
    await expect(runtime.upgradeHost('10.0.0.99', 'v1.28.4')).rejects.toThrow(
      '10.0.0.99 is not a host of the cluster',
    );
    await expect(runtime.upgradeHost(N1, 'v1.29.0')).rejects.toThrow('configured for v1.28.4');
  });

  it('refuses a hostname that is not a node name before it reaches a shell on master0', async () => {
    const { hosts, runtime } = setup();
    hosts.answer(/^hostname$/, { stdout: "evil';touch /tmp/x;'\n" }, N1);
    await expect(runtime.upgradeHost(N1, 'v1.28.4')).rejects.toThrow(/is not a Kubernetes node name/);
    expect(hosts.plan().filter((line) => line.includes('evil'))).toEqual([]);
  });
});
