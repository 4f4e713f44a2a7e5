import { describe, expect, it } from 'vitest';
import { errorMessage, HostsError } from '../../../src/errors.js';
import { CommandError } from '../../../src/hosts/errors.js';
import { RuntimeError } from '../../../src/runtime/errors.js';
import { addHostsEntryScript } from '../../../src/runtime/etc-hosts.js';
import { ipvsRunOnce } from '../../../src/runtime/ipvs.js';
import * as commands from '../../../src/runtime/kubeadm/commands.js';
import {
  buildKubeadmConfig,
  type KubeadmConfig,
  parseStoredClusterConfiguration,
  renderInitConfiguration,
  renderJoinMasterConfiguration,
  renderJoinNodeConfiguration,
  withStoredClusterState,
} from '../../../src/runtime/kubeadm/config.js';
import { listEtcdMembers, removeEtcdMember, saveEtcdSnapshot } from '../../../src/runtime/kubeadm/etcd.js';
import { probeCriScript } from '../../../src/runtime/kubeadm/host-cri.js';
import { parseJoinCommand } from '../../../src/runtime/kubeadm/join-credentials.js';
import { clusterPaths } from '../../../src/runtime/kubeadm/paths.js';
import { authorities, leafCertificates } from '../../../src/runtime/kubeadm/pki-certificates.js';
import {
  controlPlaneKubeconfigs,
  makePkiScript,
  resignKubeconfigsScript,
} from '../../../src/runtime/kubeadm/pki-scripts.js';
import { KubeadmRuntime } from '../../../src/runtime/kubeadm/runtime.js';
import { lvscareManifest } from '../../../src/runtime/lvscare.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { golden } from './golden.js';
import { RecordingHosts } from './recording-executor.js';

const M0 = '10.0.0.11';
const M1 = '10.0.0.12';
const M2 = '10.0.0.13';
const N1 = '10.0.0.21';
const N2 = '10.0.0.22';
const KEY = 'e6a2eb8581237ab72a4f494f30285ec12a9694d750b9785706a83bfcbbbd2204';
const TOKEN = 'abcdef.0123456789abcdef';
const HASH = `sha256:${'ab'.repeat(32)}`;
const JOIN_LINE = `kubeadm join apiserver.cluster.local:6443 --token ${TOKEN} --discovery-token-ca-cert-hash ${HASH} \n`;
const D = '/var/lib/sealos/data/default';
const paths = clusterPaths('default');
const CONTAINERD = 'unix:///run/containerd/containerd.sock';
const PROBE = probeCriScript(paths.sealctl);
/** What kubeadm stored at init, as `kubectl get configmap kubeadm-config` prints it. */
const STORED_CLUSTER_CONFIGURATION = [
  'apiServer:',
  '  certSANs: [127.0.0.1, apiserver.cluster.local, 10.103.97.2, 10.0.0.11]',
  'networking: {dnsDomain: cluster.local, podSubnet: 100.64.0.0/10, serviceSubnet: 10.96.0.0/22}',
].join('\n');
const LVSCARE = 'ghcr.io/labring/lvscare:v4.3.7';

function setup(topology: { masters: string[]; nodes: string[] }, concurrency = 1) {
  const hosts = new RecordingHosts()
    .answer(/^test -f '\/etc\/kubernetes\/(admin|kubelet)\.conf'$/, { exitCode: 1 })
    .answer(/ cri socket /, { stdout: 'socket=/run/containerd/containerd.sock\ndriver=systemd\n' })
    .answer(/kubeadm-certificate-key\.txt/, { stdout: `${KEY}\n` })
    .answer(/get configmap kubeadm-config/, { stdout: STORED_CLUSTER_CONFIGURATION })
    .answer(/^kubeadm token create/, { stdout: JOIN_LINE })
    .answer(/^hostname$/, { stdout: 'Master-X\n' });
  const {
    logger,
    sink: { lines },
  } = memoryLogger();
  const runtime = new KubeadmRuntime({
    topology: { name: 'default', ...topology },
    connect: hosts.connect,
    logger,
    concurrency,
    config: { kubernetesVersion: 'v1.27.7' },
    lvscareImage: LVSCARE,
    createCertificateKey: () => KEY,
    now: () => new Date('2026-11-29T03:45:00.123Z'),
  });
  return { hosts, runtime, lines };
}

const configFor = (masters: string[], hostCount: number) =>
  buildKubeadmConfig({ kubernetesVersion: 'v1.27.7', masters, hostCount });
const host = (address: string) => ({ address, criSocket: CONTAINERD, cgroupDriver: 'systemd' });
const credentials = { token: TOKEN, caCertHashes: [HASH], certificateKey: KEY };
/** The 100-year PKI made on a master before kubeadm runs there, named after its hostname (lower-cased). */
const pkiScript = (config: KubeadmConfig, ip: string) =>
  makePkiScript(authorities(config), leafCertificates(config, { address: ip, nodeName: 'master-x' }));

describe('init on master0', () => {
  it('writes the init config and runs kubeadm init, then installs the admin kubeconfig', async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1], nodes: [N1] });
    await runtime.init();
    expect(hosts.plan()).toEqual([
      `${M0} $ test -f '/etc/kubernetes/admin.conf'`,
      `${M0} $ ${PROBE}`,
      `${M0} $ mkdir -p /etc/kubernetes && cp -f '${D}/rootfs/statics/audit-policy.yml' /etc/kubernetes/audit-policy.yml`,
      `${M0} write ${D}/etc/kubeadm-certificate-key.txt 600`,
      `${M0} write ${D}/etc/kubeadm-init.yaml 600`,
      `${M0} $ hostname`,
      `${M0} $ ${pkiScript(configFor([M0, M1], 3), M0)}`,
      `${M0} $ kubeadm init --config='${D}/etc/kubeadm-init.yaml' --upload-certs --skip-certificate-key-print --skip-token-print -v 0 --ignore-preflight-errors=SystemVerification`,
      `${M0} $ ${resignKubeconfigsScript(controlPlaneKubeconfigs)}`,
      `${M0} $ rm -rf $HOME/.kube/config && mkdir -p $HOME/.kube && cp /etc/kubernetes/admin.conf $HOME/.kube/config`,
    ]);
    const written = hosts.written(M0, `${D}/etc/kubeadm-init.yaml`);
    expect(written).toBe(renderInitConfiguration(configFor([M0, M1], 3), host(M0), KEY));
    expect(written).toContain(`criSocket: ${CONTAINERD}`);
    expect(hosts.written(M0, `${D}/etc/kubeadm-certificate-key.txt`)).toBe(KEY);
  });

  it('is skipped when admin.conf exists and the API server answers', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0], nodes: [] });
    hosts
      .answer(/^test -f '\/etc\/kubernetes\/admin\.conf'$/, { exitCode: 0 })
      .answer(/healthz/, { stdout: 'ok' });
    await runtime.init();
    expect(hosts.plan()).toEqual([
      `${M0} $ test -f '/etc/kubernetes/admin.conf'`,
      `${M0} $ kubectl --kubeconfig=/etc/kubernetes/admin.conf get --raw=/healthz`,
    ]);
    expect(lines).toContain(`info:[${M0}] already initialised: admin.conf exists and the API server answers`);
  });

  it('refuses to init over an admin.conf whose API server does not answer', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [] });
    hosts
      .answer(/^test -f '\/etc\/kubernetes\/admin\.conf'$/, { exitCode: 0 })
      .answer(/healthz/, { exitCode: 1, stderr: 'connection refused' });
    const error = await runtime.init().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeError);
    expect((error as RuntimeError).host).toBe(M0);
    expect((error as RuntimeError).describe()).toMatch(
      /^\[Init\] 10\.0\.0\.11: .*admin\.conf exists but the API server/,
    );
    expect(hosts.plan().some((line) => line.includes('kubeadm init'))).toBe(false);
  });

  it('reports a failing kubeadm init with host, phase, exit code and the end of stderr', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [] });
    hosts.answer(/^kubeadm init --config/, {
      exitCode: 1,
      stderr: 'preflight\n[ERROR Port-6443]: Port 6443 is in use\nerror execution phase preflight',
    });
    const error = (await runtime.init().catch((e: unknown) => e)) as CommandError;
    expect(error).toBeInstanceOf(CommandError);
    expect(error.exitCode).toBe(1);
    expect(error.describe()).toContain('[Init] 10.0.0.11: `kubeadm init --config=');
    expect(error.describe()).toContain('exited 1: error execution phase preflight');
    expect(error.detailLines()).toEqual([
      'preflight',
      '[ERROR Port-6443]: Port 6443 is in use',
      'error execution phase preflight',
    ]);
    expect(hosts.plan().at(-1)).toContain('kubeadm init');
  });

  it("sends each host's own CRI socket and cgroup driver, as sealctl reads them, and warns where sealos would not", async () => {
    // The choice of docs/sealos-compatibility.md §10: sealos's setCRISocket keeps the first socket it set
    // (master0's) for every join, which on this node would point kubeadm at a socket it does not have.
    const { hosts, runtime, lines } = setup({ masters: [M0], nodes: [N1, N2] });
    hosts.answer(/ cri socket /, { stdout: 'socket=/var/run/crio/crio.sock\ndriver=cgroupfs\n' }, N1);
    await runtime.init();
    await runtime.joinNodes([N1]);
    const init = hosts.written(M0, `${D}/etc/kubeadm-init.yaml`);
    expect(init).toContain(`criSocket: ${CONTAINERD}`);
    expect(init).toContain('cgroupDriver: systemd');
    const join = hosts.written(N1, `${D}/etc/kubeadm-join-node.yaml`);
    expect(join).toContain('criSocket: unix:///var/run/crio/crio.sock');
    expect(join).toContain('containerRuntimeEndpoint: unix:///var/run/crio/crio.sock');
    expect(join).toContain('cgroupDriver: cgroupfs');
    await runtime.joinNodes([N2]);
    expect(hosts.written(N2, `${D}/etc/kubeadm-join-node.yaml`)).toContain(`criSocket: ${CONTAINERD}`);
    const warnings = lines.filter((line) => line.includes('sealos v5.1.1 would send'));
    expect(warnings).toEqual([
      expect.stringContaining(
        `warn:[${N1}] its container runtime's socket is unix:///var/run/crio/crio.sock, master0's is ${CONTAINERD}: the join uses unix:///var/run/crio/crio.sock`,
      ),
    ]);
  });

  it('stops before kubeadm when the CRI probe fails, naming the host', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [] });
    hosts.answer(/ cri socket /, { exitCode: 1, stderr: 'found multiple CRI sockets: a b' });
    const error = (await runtime.init().catch((e: unknown) => e)) as CommandError;
    expect(error.describe()).toMatch(/^\[Init\] 10\.0\.0\.11: .*found multiple CRI sockets/s);
    expect(hosts.plan().some((line) => line.includes('kubeadm init'))).toBe(false);
  });

  it('asks kubeadm for detail when the logger is in debug', async () => {
    const hosts = new RecordingHosts()
      .answer(/^test -f/, { exitCode: 1 })
      .answer(/^hostname$/, { stdout: 'master-0\n' })
      .answer(/ cri socket /, { stdout: 'socket=/run/containerd/containerd.sock\ndriver=systemd\n' });
    const runtime = new KubeadmRuntime({
      topology: { name: 'c1', masters: [M0], nodes: [] },
      connect: hosts.connect,
      logger: memoryLogger({ debug: true }).logger,
      config: { kubernetesVersion: 'v1.27.7' },
    });
    await runtime.init();
    expect(hosts.plan()).toContain(
      `${M0} $ kubeadm init --config='/var/lib/sealos/data/c1/etc/kubeadm-init.yaml' --upload-certs --skip-certificate-key-print --skip-token-print -v 6 --ignore-preflight-errors=SystemVerification`,
    );
  });
});

describe('joining masters', () => {
  it('creates credentials on master0, then joins each master in turn and refreshes joined nodes', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0, M1, M2], nodes: [N1, N2] });
    hosts.answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 }, N1);
    await runtime.joinMasters([M1, M2]);
    // The certificates carry the names the cluster's own kubeadm-config holds.
    const stored = parseStoredClusterConfiguration(STORED_CLUSTER_CONFIGURATION);
    const adopted = withStoredClusterState(configFor([M0, M1, M2], 5), stored).config;
    const joinMaster = (ip: string) => [
      `${ip} $ ${PROBE}`,
      `${ip} $ mkdir -p /etc/kubernetes && cp -f '${D}/rootfs/statics/audit-policy.yml' /etc/kubernetes/audit-policy.yml`,
      `${ip} write ${D}/etc/kubeadm-join-master.yaml 600`,
      `${ip} $ kubeadm join phase control-plane-prepare download-certs --config='${D}/etc/kubeadm-join-master.yaml' -v 0`,
      `${ip} $ hostname`,
      `${ip} $ ${pkiScript(adopted, ip)}`,
      `${ip} $ kubeadm join --config='${D}/etc/kubeadm-join-master.yaml' -v 0 --ignore-preflight-errors=SystemVerification`,
      `${ip} $ ${resignKubeconfigsScript(controlPlaneKubeconfigs)}`,
      `${ip} $ ${addHostsEntryScript(ip, 'apiserver.cluster.local')}`,
      `${ip} $ rm -rf $HOME/.kube/config && mkdir -p $HOME/.kube && cp /etc/kubernetes/admin.conf $HOME/.kube/config`,
    ];
    expect(hosts.plan()).toEqual([
      `${M1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${M2} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${M0} $ kubeadm token create --print-join-command --ttl 2h`,
      `${M0} $ ${commands.readCertificateKey(paths)}`,
      `${M0} $ kubeadm init phase upload-certs --upload-certs --certificate-key '${KEY}'`,
      `${M0} $ ${commands.readClusterConfiguration()}`,
      ...joinMaster(M1),
      ...joinMaster(M2),
      `${N1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N2} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N1} read /etc/kubernetes/manifests/kube-sealos-lvscare.yaml`,
      `${N1} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`,
    ]);
    const config = configFor([M0, M1, M2], 5);
    expect(hosts.written(M2, `${D}/etc/kubeadm-join-master.yaml`)).toBe(
      renderJoinMasterConfiguration(config, host(M2), credentials),
    );
    expect(hosts.written(N1, '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml')).toContain(`- ${M2}:6443`);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it("follows the cluster's kubeadm-config, warning of each difference or when it cannot be read", async () => {
    const { runtime, lines } = setup({ masters: [M0, M1], nodes: [] });
    await runtime.joinMasters([M1]);
    expect(lines).toContain(
      `warn:[${M0}] the cluster keeps its own ClusterConfiguration.apiServer.certSANs: ` +
        `["127.0.0.1","apiserver.cluster.local","10.103.97.2","${M0}","${M1}"] → ` +
        `["127.0.0.1","apiserver.cluster.local","10.103.97.2","${M0}"]`,
    );
    const unreadable = setup({ masters: [M0, M1], nodes: [] });
    unreadable.hosts.answer(/get configmap kubeadm-config/, { exitCode: 1, stderr: 'forbidden' });
    await unreadable.runtime.joinMasters([M1]);
    expect(unreadable.lines).toContain(
      `warn:[${M0}] cannot read kube-system/kubeadm-config (forbidden); joining with the Clusterfile's certSANs and networking`,
    );
  });

  it('checks and leaves alone masters that already joined', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0, M1], nodes: [] });
    hosts.answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 });
    await runtime.joinMasters([M1]);
    expect(hosts.plan()).toEqual([`${M1} $ test -f '/etc/kubernetes/kubelet.conf'`]);
    expect(lines).toContain(`info:[${M1}] already joined: kubelet.conf exists`);
  });

  it('stops at the first master that fails to join', async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1, M2], nodes: [] });
    hosts.answer(/^kubeadm join/, { exitCode: 1, stderr: 'etcd cluster is not healthy' }, M1);
    const error = (await runtime.joinMasters([M1, M2]).catch((e: unknown) => e)) as CommandError;
    expect(error.describe()).toMatch(/^\[Join\] 10\.0\.0\.12: `kubeadm join .*etcd cluster is not healthy/);
    expect(hosts.plan().filter((line) => line.startsWith(M2))).toEqual([
      `${M2} $ test -f '/etc/kubernetes/kubelet.conf'`,
    ]);
  });

  it('refuses master0 and hosts that are not wanted masters', async () => {
    const { runtime } = setup({ masters: [M0, M1], nodes: [N1] });
    await expect(runtime.joinMasters([M0])).rejects.toThrow('10.0.0.11 is not a master to join');
    await expect(runtime.joinMasters([N1])).rejects.toThrow('10.0.0.21 is not a master to join');
  });

  it('refuses a token command output without token and CA hash', async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1], nodes: [] });
    hosts.answer(/^kubeadm token create/, { stdout: 'something else\n' });
    await expect(runtime.joinMasters([M1])).rejects.toThrow(/printed no join command/);
  });
});

describe('joining nodes', () => {
  it('writes the join config, sets the VIP rule, joins, then adds the lvscare static pod', async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1], nodes: [N1, N2] });
    await runtime.joinNodes([N1, N2]);
    const joinNode = (ip: string) => [
      `${ip} $ ${PROBE}`,
      `${ip} write ${D}/etc/kubeadm-join-node.yaml 600`,
      `${ip} $ ${ipvsRunOnce(paths.sealctl, '10.103.97.2', 6443, [M0, M1])}`,
      `${ip} $ kubeadm join --config='${D}/etc/kubeadm-join-node.yaml' -v 0`,
    ];
    const lvscare = (ip: string) => [
      `${ip} read /etc/kubernetes/manifests/kube-sealos-lvscare.yaml`,
      `${ip} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`,
    ];
    expect(hosts.plan()).toEqual([
      `${N1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N2} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${M0} $ kubeadm token create --print-join-command --ttl 2h`,
      ...joinNode(N1),
      ...joinNode(N2),
      ...lvscare(N1),
      ...lvscare(N2),
    ]);
    expect(hosts.written(N2, `${D}/etc/kubeadm-join-node.yaml`)).toBe(
      renderJoinNodeConfiguration(configFor([M0, M1], 4), host(N2), { ...credentials, certificateKey: '' }),
    );
    expect(hosts.written(N2, '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml')).toBe(
      lvscareManifest({ vip: '10.103.97.2', port: 6443, masters: [M0, M1], image: LVSCARE, nodeIp: N2 }),
    );
  });

  it('routes the VIP with sealctl from the rootfs, or ipvsadm, or says why it cannot', () => {
    expect(ipvsRunOnce(paths.sealctl, '10.103.97.2', 6443, [M0, M1])).toBe(
      [
        `if [ -x '${D}/rootfs/opt/sealctl' ]; then`,
        `  '${D}/rootfs/opt/sealctl' ipvs --vs '10.103.97.2:6443' --rs '${M0}:6443' --rs '${M1}:6443' --health-path /healthz --health-schem https --run-once`,
        'elif command -v ipvsadm >/dev/null 2>&1; then',
        "  (ip link show lvscare >/dev/null 2>&1 || ip link add lvscare type dummy) && ip addr replace '10.103.97.2/32' dev lvscare && (ipvsadm -D -t '10.103.97.2:6443' >/dev/null 2>&1 || true) && ipvsadm -A -t '10.103.97.2:6443' -s rr && ipvsadm -a -t '10.103.97.2:6443' -r '10.0.0.11:6443' -m && ipvsadm -a -t '10.103.97.2:6443' -r '10.0.0.12:6443' -m",
        'else',
        `  echo 'neither ${D}/rootfs/opt/sealctl nor ipvsadm is here to route 10.103.97.2:6443 to the masters' >&2; exit 1`,
        'fi',
      ].join('\n'),
    );
  });

  it('joins the other nodes when one fails, then reports the failed one', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [N1, N2] }, 2);
    hosts.answer(
      /^kubeadm join/,
      { exitCode: 1, stderr: 'couldn’t validate the identity of the API Server' },
      N1,
    );
    const error = (await runtime.joinNodes([N1, N2]).catch((e: unknown) => e)) as HostsError;
    expect(error).toBeInstanceOf(HostsError);
    expect(error.failures.map((f) => f.host)).toEqual([N1]);
    expect(error.describe()).toBe(
      "[Join] failed on 1 of 1 host: 10.0.0.21: `kubeadm join --config='/var/lib/sealos/data/default/etc/kubeadm-join-node.yaml' -v 0` exited 1: couldn’t validate the identity of the API Server",
    );
    expect(hosts.plan()).toContain(`${N2} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`);
    expect(hosts.plan()).not.toContain(`${N1} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`);
  });

  it('does nothing but check when every node already joined', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [N1] });
    hosts.answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 });
    const manifest = lvscareManifest({
      vip: '10.103.97.2',
      port: 6443,
      masters: [M0],
      image: LVSCARE,
      nodeIp: N1,
    });
    await hosts.connect(N1).writeFile('/etc/kubernetes/manifests/kube-sealos-lvscare.yaml', manifest, {});
    hosts.journal.length = 0;
    await runtime.joinNodes([N1]);
    expect(hosts.plan()).toEqual([
      `${N1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N1} read /etc/kubernetes/manifests/kube-sealos-lvscare.yaml`,
    ]);
  });

  it('repairs the lvscare pod of a node whose earlier join stopped after kubeadm', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [N1] });
    hosts.answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 });
    await runtime.joinNodes([N1]);
    expect(hosts.plan()).toEqual([
      `${N1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N1} read /etc/kubernetes/manifests/kube-sealos-lvscare.yaml`,
      `${N1} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`,
    ]);
  });
});

describe('removing hosts', () => {
  const reset = commands.resetHost(paths, '/var/lib/etcd', '10.103.97.2', 6443, false);

  it('deletes a node from the API by its hostname, then resets it', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [N1] });
    hosts.answer(/^hostname$/, { stdout: 'Worker-2\n' }, N2);
    await runtime.deleteNodes([N2]);
    expect(hosts.plan()).toEqual([
      `${N2} $ hostname`,
      `${M0} $ kubectl --kubeconfig=/etc/kubernetes/admin.conf delete node 'worker-2' --ignore-not-found`,
      `${N2} $ ${reset}`,
    ]);
  });

  it('still cleans the host when the API refuses the deletion, then reports it', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [] });
    hosts
      .answer(/^hostname$/, { stdout: 'worker-2\n' }, N2)
      .answer(/delete node/, { exitCode: 1, stderr: 'Unauthorized' }, M0);
    const error = (await runtime.deleteNodes([N2]).catch((e: unknown) => e)) as HostsError;
    expect(error.failures[0]?.host).toBe(N2);
    expect(errorMessage(error.failures[0]?.error)).toContain('Unauthorized');
    expect(hosts.plan().at(-1)).toBe(`${N2} $ ${reset}`);
  });

  it('resets with the rules sealos uses, naming what could not be cleaned', () => {
    expect(reset).toBe(
      [
        "failed=''",
        'if command -v kubeadm >/dev/null 2>&1; then kubeadm reset -f -v 0 || failed="$failed kubeadm-reset"; fi',
        'if [ -d /etc/kubernetes ]; then find /etc/kubernetes -mindepth 1 -delete || failed="$failed files"; rmdir /etc/kubernetes 2>/dev/null || true; fi',
        'rm -rf /etc/cni /opt/cni /var/lib/cni \'/var/lib/etcd\' $HOME/.kube || failed="$failed files"',
        `if [ -x '${D}/rootfs/opt/sealctl' ]; then '${D}/rootfs/opt/sealctl' ipvs --vs '10.103.97.2:6443' -C || failed="$failed sealctl-ipvs"; fi`,
        'if command -v ipvsadm >/dev/null 2>&1; then ipvsadm -C || failed="$failed ipvsadm"; fi',
        'ip link delete kube-ipvs0 >/dev/null 2>&1 || true',
        'ip link delete lvscare >/dev/null 2>&1 || true',
        'if [ -n "$failed" ]; then echo "not cleaned:$failed" >&2; exit 1; fi',
      ].join('\n'),
    );
  });

  it('removes a master and points the joined nodes lvscare at the remaining masters', async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1], nodes: [N1] });
    hosts
      .answer(/^hostname$/, { stdout: 'master-3\n' }, M2)
      .answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 }, N1);
    const before = lvscareManifest({
      vip: '10.103.97.2',
      port: 6443,
      masters: [M0, M1, M2],
      image: LVSCARE,
      nodeIp: N1,
    });
    await hosts.connect(N1).writeFile('/etc/kubernetes/manifests/kube-sealos-lvscare.yaml', before, {});
    hosts.journal.length = 0;
    await runtime.deleteMasters([M2]);
    expect(hosts.plan()).toEqual([
      `${M2} $ hostname`,
      `${M0} $ kubectl --kubeconfig=/etc/kubernetes/admin.conf delete node 'master-3' --ignore-not-found`,
      `${M2} $ ${reset}`,
      `${M0} $ ${listEtcdMembers()}`,
      `${N1} $ test -f '/etc/kubernetes/kubelet.conf'`,
      `${N1} read /etc/kubernetes/manifests/kube-sealos-lvscare.yaml`,
      `${N1} write /etc/kubernetes/manifests/kube-sealos-lvscare.yaml 644`,
    ]);
    const after = hosts.written(N1, '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml');
    expect(after).not.toContain(M2);
    expect(after).toContain(`- ${M1}:6443`);
  });

  it("removes the master's etcd member through master0 when kubeadm reset left it, and checks it is gone", async () => {
    const { hosts, runtime } = setup({ masters: [M0, M1], nodes: [] });
    const members = [
      `8e9e05c52164694d, started, master-1, https://${M0}:2380, https://${M0}:2379, false`,
      `91bc3c398fb3c146, started, master-3, https://${M2}:2380, https://${M2}:2379, false`,
    ].join('\n');
    hosts.answer(/^hostname$/, { stdout: 'master-3\n' }, M2).answer(/member list/, { stdout: members }, M0);
    const error = await runtime.deleteMasters([M2]).catch((e: unknown) => e);
    const plan = hosts.plan();
    expect(plan.slice(plan.indexOf(`${M0} $ ${listEtcdMembers()}`))).toEqual([
      `${M0} $ ${listEtcdMembers()}`,
      `${M0} $ ${removeEtcdMember('91bc3c398fb3c146')}`,
      `${M0} $ ${listEtcdMembers()}`,
    ]);
    // The stand-in answer still lists it: the removal did not take, which is an error naming the member.
    expect(errorMessage(error)).toContain(
      `${M2}: etcd member master-3 (91bc3c398fb3c146) is still listed after its removal`,
    );
  });

  it('takes an etcd snapshot on master0 into the cluster folder, keeping the newest three', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0], nodes: [] });
    const path = await runtime.snapshotEtcd('the test');
    expect(path).toBe(`${D}/etcd-snapshots/etcd-20261129T034500.123Z.db`);
    expect(hosts.plan()).toEqual([
      `${M0} $ ${saveEtcdSnapshot('/var/lib/etcd', path as string)}`,
      `${M0} $ cd '${D}/etcd-snapshots' && ls -1 | grep -E '^etcd-[0-9]{8}T[0-9]{6}\\.[0-9]{3}Z' | sort | head -n -3 | while IFS= read -r old; do rm -f -- "$old"; done`,
    ]);
    expect(lines.join('\n')).toContain(`etcd snapshot before the test: ${path} (the newest 3 are kept)`);
  });

  it('takes a master that does not answer out through master0: its Node by address, its etcd member, the lvscare', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0, M1], nodes: [N1] });
    const nodes = JSON.stringify({
      items: [M0, M2, N1].map((ip, index) => ({
        metadata: { name: `host-${index}` },
        status: {
          addresses: [
            { type: 'Hostname', address: ip },
            { type: 'InternalIP', address: ip },
          ],
        },
      })),
    });
    const members = `91bc3c398fb3c146, started, host-1, https://${M2}:2380, https://${M2}:2379, false`;
    hosts
      .answer(/get nodes -o json/, { stdout: nodes }, M0)
      .answer(/member list/, { stdout: members }, M0)
      .answer(/member remove/, {}, M0)
      .answer(/^test -f '\/etc\/kubernetes\/kubelet\.conf'$/, { exitCode: 0 }, N1);
    await runtime.removeUnreachable(M2, 'master').catch(() => undefined);
    const plan = hosts.plan();
    expect(plan.some((line) => line.startsWith(`${M2} `))).toBe(false);
    expect(plan.slice(0, 4)).toEqual([
      `${M0} $ kubectl --kubeconfig=/etc/kubernetes/admin.conf get nodes -o json`,
      `${M0} $ kubectl --kubeconfig=/etc/kubernetes/admin.conf delete node 'host-1' --ignore-not-found`,
      `${M0} $ ${listEtcdMembers()}`,
      `${M0} $ ${removeEtcdMember('91bc3c398fb3c146')}`,
    ]);
    expect(lines.join('\n')).toContain(`[${M2}] does not answer SSH: node host-1 is deleted without a drain`);
  });

  it('refuses to remove master0 or a host that is still wanted', async () => {
    const { runtime } = setup({ masters: [M0, M1], nodes: [N1] });
    await expect(runtime.deleteMasters([M0])).rejects.toThrow('10.0.0.11 cannot be removed');
    await expect(runtime.deleteNodes([N1])).rejects.toThrow(
      '10.0.0.21 cannot be removed: it is still a wanted host',
    );
  });
});

describe('reset and kubeconfig', () => {
  it('resets nodes, then the other masters, master0 last, and reports hosts it could not clean', async () => {
    const { hosts, runtime, lines } = setup({ masters: [M0, M1], nodes: [N1, N2] });
    hosts.answer(/^failed=''/, { exitCode: 1, stderr: 'not cleaned: kubeadm-reset' }, N2);
    const report = await runtime.reset();
    expect(hosts.plan().map((line) => line.split(' ')[0])).toEqual([N1, N2, M1, M0]);
    expect(report.cleaned).toEqual([N1, M1, M0]);
    expect(report.failed).toEqual([
      {
        host: N2,
        message: expect.stringContaining(
          "[Reset] 10.0.0.22: `failed='' ...` exited 1: not cleaned: kubeadm-reset",
        ),
      },
    ]);
    expect(lines.some((line) => line.startsWith(`error:[${N2}] not cleaned`))).toBe(true);
  });

  it('still resets when the kubeadm documents are broken, with default paths', async () => {
    const hosts = new RecordingHosts();
    const {
      logger,
      sink: { lines },
    } = memoryLogger();
    const runtime = new KubeadmRuntime({
      topology: { name: 'default', masters: [M0], nodes: [] },
      connect: hosts.connect,
      logger,
      config: { kubernetesVersion: 'not-a-version' },
    });
    const report = await runtime.reset();
    expect(report.cleaned).toEqual([M0]);
    expect(hosts.plan()).toEqual([
      `${M0} $ ${commands.resetHost(paths, '/var/lib/etcd', '10.103.97.2', 6443, false)}`,
    ]);
    expect(lines[0]).toMatch(/^warn:using default VIP port and etcd folder: .*not a Kubernetes version/);
  });

  it('returns master0 admin.conf and masks its key in later logs', async () => {
    const { hosts, runtime } = setup({ masters: [M0], nodes: [] });
    const text =
      'apiVersion: v1\nusers:\n- name: kubernetes-admin\n  user:\n    client-key-data: U0VDUkVUS0VZ\n';
    await hosts.connect(M0).writeFile('/etc/kubernetes/admin.conf', text, {});
    const {
      logger,
      sink: { lines },
    } = memoryLogger();
    const withLogger = new KubeadmRuntime({
      topology: { name: 'default', masters: [M0], nodes: [] },
      connect: hosts.connect,
      logger,
      config: { kubernetesVersion: 'v1.27.7' },
    });
    expect(await withLogger.kubeconfig()).toBe(text);
    logger.info('leak: U0VDUkVUS0VZ');
    expect(lines).toEqual(['info:leak: ***']);
    expect(runtime).toBeDefined();
  });
});

describe('pure parts of the plans', () => {
  it('reads token and CA hashes from the printed join command', () => {
    expect(parseJoinCommand(JOIN_LINE, KEY, M0)).toEqual({
      token: TOKEN,
      caCertHashes: [HASH],
      certificateKey: KEY,
    });
    expect(() => parseJoinCommand('kubeadm join x --token bad', '', M0)).toThrow(RuntimeError);
  });

  it('writes the lvscare static pod like sealos (golden)', () => {
    const yaml = lvscareManifest({
      vip: '10.103.97.2',
      port: 6443,
      masters: [M0, M1, M2],
      image: LVSCARE,
      nodeIp: N1,
    });
    expect(yaml).toBe(golden('lvscare-static-pod.yaml', yaml));
  });
});
