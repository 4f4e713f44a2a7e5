import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { testImageHostPaths } from '../../lab/cluster-images.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const CLUSTER = 'cfg';
const ROLLOUT = `/var/lib/sealos/data/${CLUSTER}/etc/config-rollout.json`;

/**
 * Configuration changes through the CLI on a running cluster of two masters and a node (sshd hosts, the test
 * rootfs with the stand-in kubeadm, kubectl and systemctl: test/fixtures/standin-kubeadm/README.md). A dry run
 * reads master0 and changes nothing; a new podSubnet is refused before anything changes, naming its line; the
 * rollout reaches every host in order; a second apply finds nothing left. The steps share one cluster.
 */
describeAsRoot('configuration changes on a running cluster through the CLI', () => {
  let env: CliLab;
  let m0: LabHost;
  let m1: LabHost;
  let n1: LabHost;
  const outputs: string[] = [];

  beforeAll(async () => {
    env = await startCliLab({ hosts: 3 });
    [m0, m1, n1] = env.lab.hosts as [LabHost, LabHost, LabHost];
  }, 300_000);

  afterAll(async () => {
    await env?.stop();
  });

  const login = () => [
    '--user',
    env.lab.credentials.alice.user,
    '--passwd',
    env.lab.credentials.alice.password,
  ];
  async function apply(documents: string, extra: string[] = []) {
    const file = path.join(env.dir, `Clusterfile-${outputs.length}`);
    await writeFile(
      file,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata:',
        `  name: ${CLUSTER}`,
        'spec:',
        '  image:',
        `    - ${env.images.rootfs}`,
        '  hosts:',
        `    - ips: [${m0.address}, ${m1.address}]`,
        '      roles: [master]',
        `    - ips: [${n1.address}]`,
        '      roles: [node]',
        documents,
      ].join('\n'),
    );
    const run = await env.cli(['apply', '-f', file, ...login(), ...extra]);
    outputs.push(run.output);
    return run;
  }
  const calls = async (host: LabHost) =>
    (await env.lab.check(host, `cat ${testImageHostPaths.standinCalls} 2>/dev/null || true`))
      .split('\n')
      .filter(Boolean);
  const counts = () => Promise.all([m0, m1, n1].map(async (host) => (await calls(host)).length));
  const since = async (host: LabHost, before: number[]) =>
    (await calls(host)).slice(before[[m0, m1, n1].indexOf(host)]);
  const kubectl = (args: string) =>
    env.lab.check(m0, `kubectl --kubeconfig=/etc/kubernetes/admin.conf ${args}`);

  const CHANGED = `---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
apiServer:
  certSANs: [cfg.lab.example]
  extraArgs:
    default-watch-cache-size: "200"
---
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
maxPods: 200
---
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
mode: iptables
`;

  const NEW_POD_SUBNET = `---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
networking:
  podSubnet: 10.244.0.0/16
`;
  const POD_SUBNET_REFUSED =
    'ClusterConfiguration.networking.podSubnet: cannot change on a running cluster ("100.64.0.0/10" → "10.244.0.0/16"';
  /** Since `before`, master0 was asked for its ConfigMaps and nothing else; no other host was asked anything. */
  async function expectOnlyConfigMapsRead(before: number[]) {
    expect((await since(m0, before)).filter((line) => !/ get configmap /.test(line))).toEqual([]);
    expect(await since(m1, before)).toEqual([]);
    expect(await since(n1, before)).toEqual([]);
  }

  it('creates the cluster', async () => {
    const created = await apply('');
    if (created.status !== 0) expect.fail(created.output);
  });

  it('shows the changes in a dry run, reading master0 only and writing nothing', async () => {
    const before = await counts();
    const dry = await apply(CHANGED, ['--dry-run']);
    if (dry.status !== 0) expect.fail(dry.output);
    const [a, b, c] = [m0, m1, n1].map(ipOf);
    expect(dry.output).toContain(`configure KubeletConfiguration maxPods: 110 → 200 on ${a}, ${b}, ${c}`);
    expect(dry.output).toContain(
      `configure KubeProxyConfiguration mode: "ipvs" → "iptables" on ${a}, ${b}, ${c}`,
    );
    expect(dry.output).toContain(
      `configure ClusterConfiguration apiServer.extraArgs.default-watch-cache-size: (unset) → "200" on ${a}, ${b}`,
    );
    expect(dry.output).toMatch(
      /configure ClusterConfiguration apiServer\.certSANs: .* → .*"cfg\.lab\.example"\]/,
    );
    // master0 was asked for its three ConfigMaps and the unfinished rollout; nothing else ran anywhere.
    const asked = await since(m0, before);
    expect(asked.length).toBeGreaterThan(0);
    expect(
      asked.every((line) => / get configmap (kubeadm-config|kubelet-config|kube-proxy) /.test(line)),
    ).toBe(true);
    expect(await since(m1, before)).toEqual([]);
    expect(await since(n1, before)).toEqual([]);
    expect(
      await kubectl("-n kube-system get configmap kubelet-config -o jsonpath='{.data.kubelet}'"),
    ).toContain('maxPods: 110');
  });

  it('refuses a new podSubnet before anything changes, naming its Clusterfile line', async () => {
    const before = await counts();
    const saved = await env.savedClusterfile(CLUSTER);
    const refused = await apply(NEW_POD_SUBNET);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(POD_SUBNET_REFUSED);
    expect(refused.output).toMatch(/Clusterfile-\d+:17/);
    await expectOnlyConfigMapsRead(before);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe(saved.cluster.status?.phase);
  });

  it('a dry run refused after planning still prints its plan on stdout, then fails naming the field', async () => {
    const before = await counts();
    const refused = await apply(NEW_POD_SUBNET, ['--dry-run']);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`Plan for cluster "${CLUSTER}"`);
    expect(refused.stdout).toContain('(dry run: nothing applied, nothing saved)');
    expect(refused.output).toContain(POD_SUBNET_REFUSED);
    await expectOnlyConfigMapsRead(before);
  });

  it('rolls the changes out: snapshot, masters one at a time, kubelets masters first, then kube-proxy', async () => {
    const before = await counts();
    const run = await apply(CHANGED);
    if (run.status !== 0) expect.fail(run.output);
    const log = run.output;
    const at = (text: string) => {
      const index = log.indexOf(text);
      expect(index, text).toBeGreaterThanOrEqual(0);
      return index;
    };
    const [a, b, c] = [m0, m1, n1].map(ipOf);
    const order = [
      at('etcd snapshot before the control-plane configuration rollout'),
      at('kube-system/kubeadm-config updated'),
      at(`[${a}] static pod manifests made again`),
      at(`[${b}] static pod manifests made again`),
      at('kube-system/kubelet-config updated'),
      at(`[${a}] kubelet configuration written`),
      at(`[${b}] kubelet configuration written`),
      at(`[${c}] kubelet configuration written`),
      at('kube-proxy: ConfigMap updated'),
    ];
    expect(order).toEqual([...order].sort((x, y) => x - y));
    // Each master waited for its restarted apiserver; the node got no control-plane step.
    for (const master of [m0, m1]) {
      const own = await since(master, before);
      expect(own.filter((line) => line.includes('get --raw=/healthz')).length).toBeGreaterThanOrEqual(3);
      expect(await env.lab.check(master, 'cat /etc/kubernetes/manifests/kube-apiserver.yaml')).toContain(
        '--default-watch-cache-size=200',
      );
      expect(
        await env.lab.check(
          master,
          'openssl x509 -in /etc/kubernetes/pki/apiserver.crt -noout -ext subjectAltName',
        ),
      ).toContain('DNS:cfg.lab.example');
    }
    expect((await since(n1, before)).filter((line) => line.includes('init phase'))).toEqual([]);
    for (const host of [m0, m1, n1])
      expect(await env.lab.check(host, 'cat /var/lib/kubelet/config.yaml')).toContain('maxPods: 200');
    expect(
      await kubectl("-n kube-system get configmap kube-proxy -o jsonpath='{.data.config\\.conf}'"),
    ).toContain('mode: iptables');
    expect((await env.lab.run(m0, `test -e ${ROLLOUT}`)).code).not.toBe(0);
  });

  it('finds nothing left to change on the next apply', async () => {
    const again = await apply(CHANGED);
    if (again.status !== 0) expect.fail(again.output);
    expect(again.output).toContain('the cluster runs the configuration the Clusterfile gives');
    expect(again.output).not.toContain('kube-system/kubeadm-config updated');
  });
});
