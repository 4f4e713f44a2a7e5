import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clusterfile } from '../../../src/clusterfile/index.js';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { buildTestRootfsVariant, TEST_KUBE_VERSION, testImageHostPaths } from '../../lab/cluster-images.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const CLUSTER = 'up';
const TARGET = 'v1.28.4';

/**
 * Upgrading a running cluster through the CLI with a newer rootfs image, on sshd hosts (two masters, two
 * nodes, and a fifth host that joins during the last upgrade). kubeadm, kubectl, kubelet and systemctl in the test images are stand-ins that record every call in
 * /var/log/standin-calls.log on their host (`<program> <version> <args>`), so the order of the steps on each
 * host, and which binary ran each step, can be read back. The steps share one cluster and run in order.
 */
describeAsRoot('upgrade through a newer rootfs image', () => {
  let env: CliLab;
  let hosts: LabHost[];
  const refs = { target: '', skipped: '', older: '', k3s: '' };

  beforeAll(async () => {
    env = await startCliLab({ hosts: 5 });
    hosts = env.lab.hosts;
    const registryHost = env.registry.host;
    refs.target = await buildTestRootfsVariant({ registryHost, version: TARGET });
    refs.skipped = await buildTestRootfsVariant({ registryHost, version: 'v1.29.0' });
    refs.older = await buildTestRootfsVariant({ registryHost, version: 'v1.26.11' });
    refs.k3s = await buildTestRootfsVariant({
      registryHost,
      version: TARGET,
      repository: 'labring-test/kubernetes-labelled-k3s',
      labels: ['sealos.io.distribution=k3s'],
    });
  }, 300_000);

  afterAll(async () => {
    await env?.stop();
  });

  const host = (index: number) => () => hosts[index] as LabHost;
  const [m0, m1, n1, n2, n3] = [host(0), host(1), host(2), host(3), host(4)];
  const nodeName = (host: LabHost) => host.hostname.toLowerCase();
  /** The cluster's hosts until the last step, where the fifth one joins. */
  const members = () => [m0(), m1(), n1(), n2()];

  /** `run IMAGE` over master0, master1 and `nodes` (the first two nodes unless told). */
  function run(image: string, extra: string[] = [], nodes = [n1(), n2()]) {
    const { alice } = env.lab.credentials;
    return env.cli([
      'run',
      image,
      '--masters',
      `${m0().address},${m1().address}`,
      '--nodes',
      nodes.map((node) => node.address).join(','),
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--cluster',
      CLUSTER,
      ...extra,
    ]);
  }

  async function calls(host: LabHost): Promise<string[]> {
    const text = await env.lab.check(host, `cat ${testImageHostPaths.standinCalls} 2>/dev/null || true`);
    return text.split('\n').filter((line) => line !== '');
  }

  /** Every host's calls so far, to slice off what one run added. */
  async function callCounts(): Promise<number[]> {
    return Promise.all(hosts.map(async (host) => (await calls(host)).length));
  }

  /** The calls a host received since `counts` was taken, the admin kubeconfig flag left out. */
  async function callsSince(host: LabHost, counts: number[]): Promise<string[]> {
    return (await calls(host))
      .slice(counts[hosts.indexOf(host)])
      .map((line) => line.replace(' --kubeconfig=/etc/kubernetes/admin.conf', ''));
  }

  const PULL = `kubeadm ${TARGET} config images pull --kubernetes-version ${TARGET} --cri-socket unix:///run/containerd/containerd.sock`;
  const APPLY = `kubeadm ${TARGET} upgrade apply ${TARGET} --yes --certificate-renewal=false --ignore-preflight-errors=SystemVerification,ControlPlaneNodesReady,CreateJob -v 0`;
  const NODE = `kubeadm ${TARGET} upgrade node --certificate-renewal=false --skip-phases preflight -v 0`;
  /** A host's own calls before its kubeadm upgrade: CRI v1 for the shim, then the kubelet flags, then the pull. */
  const MIGRATIONS = [
    'systemctl - restart image-cri-shim',
    'systemctl - restart kubelet',
    'systemctl - daemon-reload',
    'systemctl - restart kubelet',
  ];
  /** Every reconcile and dry run reads the cluster's configuration on master0, to compare it with the Clusterfile. */
  const CONFIG_READS = (kubectl: string) => [
    `kubectl ${kubectl} -n kube-system get configmap kubeadm-config -o jsonpath={.data.ClusterConfiguration}`,
    `kubectl ${kubectl} -n kube-system get configmap kubelet-config -o jsonpath={.data.kubelet}`,
    `kubectl ${kubectl} -n kube-system get configmap kube-proxy -o jsonpath={.data.config\\.conf}`,
  ];
  /** Before an upgrade (a resumed one too), the etcd snapshot on master0: etcdctl in its etcd container. */
  const SNAPSHOT = [
    'crictl - ps --name etcd --state running -q',
    expect.stringMatching(
      /^crictl - exec etcd-\S+ etcdctl .* snapshot save \/var\/lib\/etcd\/etcd-\d{8}T\d{6}\.\d{3}Z\.db$/,
    ),
  ];
  /** After the upgrade: the new kubelet (copied, not a call) and its restart. */
  const RESTART = ['systemctl - daemon-reload', 'systemctl - restart kubelet'];
  /** The API calls for one host, made on master0 with the kubectl installed there at that time. */
  const apiCalls = (kubectl: string, node: string) => [
    `kubectl ${kubectl} get nodes`,
    `kubectl ${kubectl} cordon ${node}`,
    `kubectl ${kubectl} drain ${node} --ignore-daemonsets --delete-emptydir-data --timeout=120s`,
    `kubectl ${kubectl} uncordon ${node}`,
  ];

  let created: Clusterfile;

  it('creates the cluster at the first version', async () => {
    const result = await run(env.images.rootfs);
    expect(result.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(result.status).toBe(0);
    created = await env.savedClusterfile(CLUSTER);
    expect(created.cluster.spec?.image).toEqual([env.images.rootfs]);
    for (const host of members())
      expect((await env.lab.check(host, 'kubelet --version')).trim()).toBe(`Kubernetes ${TEST_KUBE_VERSION}`);
  });

  describe('refuses, before any host changes,', () => {
    it.each([
      [
        'a skipped minor release',
        'skipped',
        'cannot upgrade across more than one minor release: v1.27.7 → v1.29.0',
      ],
      ['a downgrade', 'older', 'cannot apply an older version: the cluster runs Kubernetes v1.27.7'],
      ['a change of distribution', 'k3s', 'cluster "up" runs kubeadm, and its rootfs image asks for k3s'],
    ] as const)('%s', async (_what, which, message) => {
      const before = await callCounts();
      const initRuns = await env.lab.check(m0(), `cat ${testImageHostPaths.initMarker(CLUSTER)}`);
      const result = await run(refs[which]);
      expect(result.status).toBe(1);
      expect(result.output).toContain(message);
      expect(result.output).not.toMatch(/^\s+at /m);
      // Nothing ran on any host, no file changed, and the saved state is the one of the created cluster.
      expect(await callCounts()).toEqual(before);
      expect(await env.lab.check(m0(), `cat ${testImageHostPaths.initMarker(CLUSTER)}`)).toBe(initRuns);
      for (const host of members())
        expect((await env.lab.check(host, 'kubeadm version -o short')).trim()).toBe(TEST_KUBE_VERSION);
      expect(await env.savedClusterfile(CLUSTER)).toEqual(created);
    });
  });

  it('shows the upgrade in a dry run and changes nothing', async () => {
    const before = await callCounts();
    const result = await run(refs.target, ['--dry-run']);
    expect(result.status).toBe(0);
    // A dry run's plan is the CLI's result: on stdout.
    expect(result.stdout).toContain(`upgrade ${TEST_KUBE_VERSION} → ${TARGET}`);
    // master0 only answers the configuration reads; no other host is asked anything.
    expect(await callsSince(m0(), before)).toEqual(CONFIG_READS(TEST_KUBE_VERSION));
    for (const host of members().filter((host) => host !== m0()))
      expect(await callsSince(host, before)).toEqual([]);
    expect(await env.savedClusterfile(CLUSTER)).toEqual(created);
  });

  it('stops at the node that fails, naming it, and records the hosts already upgraded', async () => {
    await env.lab.check(n1(), `mkdir -p /var/lib/standin-kubeadm && touch ${testImageHostPaths.failUpgrade}`);
    const before = await callCounts();
    const result = await run(refs.target);
    expect(result.status).toBe(1);
    const errors = result.output.split('\n').filter((line) => line.startsWith('error: '));
    expect(errors.join('\n')).toContain(`[Upgrade] ${ipOf(n1())}: upgrade to ${TARGET} stopped`);
    expect(errors.join('\n')).toContain('failing on purpose');

    // master0 first, with the sealos order on it: its own steps and its API calls interleave; its kubectl is the
    // old one until the new one is copied (after the drain). Then master1, whose API calls run on master0, then
    // the failing node, which stops after its kubeadm: no cordon, no restart. The node after it is untouched.
    const old = TEST_KUBE_VERSION;
    expect(await callsSince(m0(), before)).toEqual([
      ...CONFIG_READS(old),
      ...SNAPSHOT,
      ...MIGRATIONS,
      `kubectl ${old} get nodes`,
      PULL,
      APPLY,
      `kubectl ${old} cordon ${nodeName(m0())}`,
      `kubectl ${old} drain ${nodeName(m0())} --ignore-daemonsets --delete-emptydir-data --timeout=120s`,
      ...RESTART,
      `kubectl ${TARGET} uncordon ${nodeName(m0())}`,
      ...apiCalls(TARGET, nodeName(m1())),
      `kubectl ${TARGET} get nodes`,
    ]);
    expect(await callsSince(m1(), before)).toEqual([...MIGRATIONS, PULL, NODE, ...RESTART]);
    expect(await callsSince(n1(), before)).toEqual([...MIGRATIONS, PULL, NODE]);
    expect(await callsSince(n2(), before)).toEqual([]);

    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterFailed');
    expect(saved.cluster.status?.upgrade).toEqual({
      from: TEST_KUBE_VERSION,
      to: TARGET,
      image: refs.target,
      replaces: env.images.rootfs,
      upgraded: [m0().address, m1().address],
    });
    expect(saved.cluster.spec?.image).toEqual([refs.target]);
    const condition = saved.cluster.status?.conditions?.find((c) => c.type === 'ApplyClusterError');
    expect(condition?.message).toContain(ipOf(n1()));
    expect(condition?.message).toContain('failing on purpose');
  });

  it('a re-run continues from that node without redoing the others, in sealos order on every host', async () => {
    await env.lab.check(n1(), `rm -f ${testImageHostPaths.failUpgrade}`);
    const before = await callCounts();
    const result = await run(refs.target);
    expect(result.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.output).toContain(`upgrade ${TEST_KUBE_VERSION} → ${TARGET} (resumed; already upgraded:`);

    // The masters upgraded by the first run are not redone: nothing runs on master1, and master0 only makes
    // the API calls of each node in turn. Each node runs its own steps, in sealos order.
    expect(await callsSince(m1(), before)).toEqual([]);
    expect(await callsSince(m0(), before)).toEqual([
      ...CONFIG_READS(TARGET),
      ...SNAPSHOT,
      ...apiCalls(TARGET, nodeName(n1())),
      ...apiCalls(TARGET, nodeName(n2())),
    ]);
    for (const node of [n1(), n2()])
      expect(await callsSince(node, before)).toEqual([...MIGRATIONS, PULL, NODE, ...RESTART]);

    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    expect(saved.cluster.status?.upgrade).toBeUndefined();
    expect(saved.cluster.spec?.image).toEqual([refs.target]);
    const rootfs = saved.cluster.status?.mounts?.filter((mount) => mount.type === 'rootfs');
    expect(rootfs?.map((mount) => [mount.imageName, mount.labels?.version])).toEqual([[refs.target, TARGET]]);

    for (const host of members()) {
      expect((await env.lab.check(host, 'kubelet --version')).trim()).toBe(`Kubernetes ${TARGET}`);
      expect((await env.lab.check(host, 'kubeadm version -o short')).trim()).toBe(TARGET);
      expect(await env.lab.check(host, `cat ${testImageHostPaths.criShimConfig}`)).toContain('version: v1\n');
      const dropIn = await env.lab.check(host, `cat ${testImageHostPaths.kubeletDropIn}`);
      expect(dropIn).not.toContain('--container-runtime=');
      expect(dropIn).not.toContain('--pod-infra-container-image=');
      expect(dropIn).toContain('--container-runtime-endpoint=unix://');
      // The upgrade copies binaries from the new rootfs: the image's init script did not run again.
      expect(await env.lab.check(host, `cat ${testImageHostPaths.initMarker(CLUSTER)}`)).toContain(
        'runs=1\n',
      );
    }
  });

  it('a further run of the same image plans nothing and calls nothing', async () => {
    const before = await callCounts();
    const result = await run(refs.target);
    expect(result.status).toBe(0);
    expect(result.output).toContain(`Plan for cluster "${CLUSTER}" (kubeadm): reconcile, nothing to change`);
    expect(await callsSince(m0(), before)).toEqual(CONFIG_READS(TARGET));
    for (const host of members().filter((host) => host !== m0()))
      expect(await callsSince(host, before)).toEqual([]);
  });

  it('upgrades to the next minor while a node joins: the node joins after, at the new version', async () => {
    const next = 'v1.29.0';
    const before = await callCounts();
    const result = await run(refs.skipped, [], [n1(), n2(), n3()]);
    expect(result.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.output).toContain(`upgrade ${TARGET} → ${next}`);

    const onMaster0 = await callsSince(m0(), before);
    const applied = onMaster0.indexOf(
      `kubeadm ${next} upgrade apply ${next} --yes --certificate-renewal=false --ignore-preflight-errors=SystemVerification,ControlPlaneNodesReady,CreateJob -v 0`,
    );
    expect(applied).toBeGreaterThanOrEqual(0);
    // The join token comes from master0's new kubeadm once every host is upgraded.
    const lastUncordon = onMaster0.findLastIndex((line) => line.includes(' uncordon '));
    const token = onMaster0.findIndex((line) => line.startsWith(`kubeadm ${next} token create`));
    expect(onMaster0[lastUncordon]).toBe(`kubectl ${next} uncordon ${nodeName(n2())}`);
    expect(token).toBeGreaterThan(lastUncordon);
    // The joining node is bootstrapped from the new rootfs and joins with its kubeadm; it is not upgraded.
    const joining = await callsSince(n3(), before);
    expect(joining.filter((line) => line.startsWith('kubeadm '))).toEqual([
      expect.stringMatching(new RegExp(`^kubeadm ${next.replaceAll('.', '\\.')} join `)),
    ]);
    for (const node of [m1(), n1(), n2()])
      expect((await callsSince(node, before)).filter((line) => / upgrade /.test(line))).toEqual([
        `kubeadm ${next} upgrade node --certificate-renewal=false --skip-phases preflight -v 0`,
      ]);

    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.spec?.image).toEqual([refs.skipped]);
    expect(saved.cluster.status?.upgrade).toBeUndefined();
    for (const host of hosts)
      expect((await env.lab.check(host, 'kubelet --version')).trim()).toBe(`Kubernetes ${next}`);
  });
});
