import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { buildTestK3sImages, standinSystemctl, type TestK3sImages } from '../../lab/cluster-images.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const CLUSTER = 'k3slab';
const ETC = `/var/lib/sealos/data/${CLUSTER}/etc`;
const CONFIG = '/etc/rancher/k3s/config.yaml';
const SYSTEMCTL_CALLS = '/var/lib/standin-systemctl/calls';

/**
 * The k3s runtime end to end through the CLI on real sshd hosts, with a TEST image laid out like labring/k3s
 * whose k3s, and the hosts' systemctl, are stand-ins (test/fixtures/standin-k3s): they start nothing, but
 * refuse a missing configuration or token as k3s and systemd would, and record their calls. The steps share
 * one cluster and run in order.
 */
describeAsRoot('a k3s cluster through the CLI', () => {
  let env: CliLab;
  let images: TestK3sImages;
  let m0: LabHost;
  let n1: LabHost;
  let n2: LabHost;
  let m1: LabHost;
  let clusterfilePath: string;
  let kubeconfigPath: string;
  const outputs: string[] = [];

  beforeAll(async () => {
    env = await startCliLab({ hosts: 4 });
    [m0, n1, n2, m1] = env.lab.hosts as [LabHost, LabHost, LabHost, LabHost];
    images = await buildTestK3sImages({ registryHost: env.registry.host });
    const systemctl = await readFile(standinSystemctl);
    for (const host of env.lab.hosts)
      await env.lab.check(host, 'cat > /usr/bin/systemctl && chmod 755 /usr/bin/systemctl', systemctl);
    clusterfilePath = path.join(env.dir, 'Clusterfile');
    kubeconfigPath = path.join(env.dir, 'kubeconfig');
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
  async function cli(args: string[], options?: { registry?: boolean }) {
    const run = await env.cli(['--debug', ...args], options);
    outputs.push(run.output);
    return run;
  }
  function expectOk(run: { status: number; output: string }) {
    if (run.status !== 0) expect.fail(run.output);
  }
  const config = async (host: LabHost) =>
    parse(await env.lab.check(host, `cat ${CONFIG}`)) as Record<string, unknown>;
  const token = (host: LabHost, name: string) => env.lab.check(host, `cat ${ETC}/${name}`);
  /** `<ns> systemctl <args>` lines of a host, as [time, args]. */
  async function systemctlCalls(host: LabHost): Promise<Array<[bigint, string]>> {
    const text = await env.lab.run(host, `cat ${SYSTEMCTL_CALLS}`);
    return text.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [time, , ...args] = line.split(' ');
        return [BigInt(time!), args.join(' ')];
      });
  }
  const paths = (dir: string): Promise<string[]> =>
    readdir(dir, { recursive: true, withFileTypes: true }).then((entries) =>
      entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)),
    );

  // The run's lock on master0 leaves its folder (/var/lib/sealos/data), as every run does: not compared.
  const snapshot =
    'ls -laR /etc/rancher /var/lib/rancher /etc/systemd/system/k3s.service /usr/bin/k3s 2>/dev/null; find /var/lib/sealos -mindepth 2; md5sum /etc/hosts; true';

  it('refuses a rootfs of an unknown distribution before changing any host', async () => {
    const before = await Promise.all([m0, n1].map((h) => env.lab.check(h, snapshot)));
    const refused = await cli([
      'run',
      images.unknownDistribution,
      '--masters',
      m0.address,
      '--nodes',
      n1.address,
      ...login(),
      '--cluster',
      'unknown',
    ]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('asks for distribution "rke2"');
    expect(refused.output).toContain('supported: kubernetes (kubeadm), k3s');
    const after = await Promise.all([m0, n1].map((h) => env.lab.check(h, snapshot)));
    expect(after).toEqual(before);
    expect((await env.lab.run(m0, 'test -e /var/lib/sealos/data/unknown')).code).not.toBe(0);
  });

  it('creates 1 master + 1 node: config per role, tokens made once, k3s started master0 first', async () => {
    const { alice } = env.lab.credentials;
    await writeFile(
      clusterfilePath,
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata:',
        `  name: ${CLUSTER}`,
        'spec:',
        '  image:',
        `    - ${images.k3s}`,
        '  ssh:',
        `    user: ${alice.user}`,
        '  hosts:',
        `    - ips: [${m0.address}]`,
        '      roles: [master, amd64]',
        `    - ips: [${n1.address}]`,
        '      roles: [node, amd64]',
        '---',
        '# the k3s configuration document: no kind, k3s flags',
        'node-label:',
        '  - sealos.io/distribution=k3s',
        '  - test.sealos.io/from=clusterfile',
        'tls-san:',
        '  - k3s.lab.example',
        '',
      ].join('\n'),
    );
    const created = await cli(['apply', '-f', clusterfilePath, ...login(), '--kubeconfig', kubeconfigPath]);
    expectOk(created);
    expect(created.output).toContain(`Plan for cluster "${CLUSTER}": create`);
    expect(created.output).toContain('runtime: k3s');

    // master0: the server configuration, merged over the image's etc/k3s.yml and under the user's document.
    const server = await config(m0);
    expect(server).toMatchObject({
      'cluster-init': true,
      'token-file': `${ETC}/token`,
      'agent-token-file': `${ETC}/agent-token`,
      'cluster-cidr': ['10.42.0.0/16'],
      'service-cidr': ['10.96.0.0/16'],
      disable: ['servicelb', 'traefik', 'local-storage', 'metrics-server'],
      'kube-proxy-arg': ['ipvs-exclude-cidrs=10.103.97.2/32', 'proxy-mode=ipvs'],
      'kubelet-arg': ['max-pods=110'],
      'node-label': ['sealos.io/distribution=k3s', 'test.sealos.io/from=clusterfile'],
    });
    expect(server['tls-san']).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      ipOf(m0),
      'k3s.lab.example',
      '10.96.0.1',
      'cluster.local',
    ]);
    expect(server.server).toBeUndefined();
    // The node: agent keys only, the agent token, the apiserver through the VIP.
    const agent = await config(n1);
    expect(Object.keys(agent).sort()).toEqual([
      'data-dir',
      'kube-proxy-arg',
      'kubelet-arg',
      'node-label',
      'pause-image',
      'prefer-bundled-bin',
      'private-registry',
      'server',
      'token-file',
    ]);
    expect(agent).toMatchObject({
      server: 'https://apiserver.cluster.local:6443',
      'token-file': `${ETC}/agent-token`,
      'data-dir': '/var/lib/rancher/k3s',
    });
    expect(await env.lab.check(n1, 'grep apiserver.cluster.local /etc/hosts')).toMatch(/^10\.103\.97\.2 /);
    // What the stand-ins saw: the rendered unit says server or agent from SEALOS_SYS_RUN_MODE.
    expect(await env.lab.check(m0, 'grep ^ExecStart= /etc/systemd/system/k3s.service')).toBe(
      'ExecStart=/usr/bin/k3s server\n',
    );
    expect(await env.lab.check(n1, 'grep ^ExecStart= /etc/systemd/system/k3s.service')).toBe(
      'ExecStart=/usr/bin/k3s agent\n',
    );
    expect(await env.lab.check(m0, 'readlink /usr/bin/kubectl')).toBe('/usr/bin/k3s\n');
    expect(await env.lab.check(n1, 'cat /var/lib/standin-k3s/role')).toBe('agent\n');

    // Tokens: 64 hex characters, 0600, and the node's agent token is master0's; no server token on the node.
    const serverToken = await token(m0, 'token');
    const agentToken = await token(m0, 'agent-token');
    expect(serverToken).toMatch(/^[0-9a-f]{64}\n$/);
    expect(agentToken).toMatch(/^[0-9a-f]{64}\n$/);
    expect(agentToken).not.toBe(serverToken);
    expect(await env.lab.check(m0, `stat -c '%a %U' ${ETC}/token ${ETC}/agent-token`)).toBe(
      '600 root\n600 root\n',
    );
    expect(await token(n1, 'agent-token')).toBe(agentToken);
    expect(await env.lab.check(n1, `stat -c '%a' ${ETC}/agent-token`)).toBe('600\n');
    expect((await env.lab.run(n1, `test -e ${ETC}/token`)).code).not.toBe(0);

    // systemctl on master0 first (daemon-reload, enable, start), then on the node.
    const onMaster = await systemctlCalls(m0);
    const onNode = await systemctlCalls(n1);
    expect(onMaster.map(([, args]) => args).filter((a) => !a.startsWith('is-active'))).toEqual([
      'daemon-reload',
      'enable k3s',
      'start k3s',
    ]);
    expect(onNode.map(([, args]) => args).filter((a) => !a.startsWith('is-active'))).toEqual([
      'daemon-reload',
      'enable k3s',
      'start k3s',
    ]);
    const masterStarted = onMaster.find(([, args]) => args === 'start k3s')![0];
    const nodeFirst = onNode.find(([, args]) => args === 'daemon-reload')![0];
    expect(masterStarted < nodeFirst).toBe(true);
    // The node's VIP rule was set, and lvscare runs there as a k3s static pod.
    expect(await env.lab.check(n1, 'cat /var/lib/standin-sealctl/ipvs')).toContain('10.103.97.2:6443');
    const lvscare = await env.lab.check(
      n1,
      'cat /var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml',
    );
    expect(lvscare).toContain(`${ipOf(m0)}:6443`);

    // The kubeconfig: k3s's bind address replaced, then master0's address for the runner.
    const kubeconfig = await readFile(kubeconfigPath, 'utf8');
    expect(kubeconfig).toContain(`server: https://${ipOf(m0)}:6443`);
    expect(kubeconfig).not.toContain('0.0.0.0');
    expect(await env.lab.check(m0, 'grep server: /root/.kube/config')).toContain(
      'https://apiserver.cluster.local:6443',
    );
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    expect(saved.k3s).toEqual({
      'node-label': ['sealos.io/distribution=k3s', 'test.sealos.io/from=clusterfile'],
      'tls-san': ['k3s.lab.example'],
    });
  });

  it('adds a node in a later run with the agent token read back from master0', async () => {
    const agentToken = await token(m0, 'agent-token');
    const added = await cli(['add', '--nodes', n2.address, ...login(), '--cluster', CLUSTER]);
    expectOk(added);
    expect(added.output).toContain(`Plan for cluster "${CLUSTER}" (k3s): reconcile`);
    expect(await token(n2, 'agent-token')).toBe(agentToken);
    expect(await token(m0, 'agent-token')).toBe(agentToken);
    expect((await config(n2))['node-label']).toEqual([
      'sealos.io/distribution=k3s',
      'test.sealos.io/from=clusterfile',
    ]);
    expect(await env.lab.check(n2, 'cat /var/lib/standin-k3s/role')).toBe('agent\n');
    // master0 and the first node were only checked.
    expect((await systemctlCalls(m0)).filter(([, a]) => a === 'start k3s')).toHaveLength(1);
    expect((await systemctlCalls(n1)).filter(([, a]) => a === 'start k3s')).toHaveLength(1);
  });

  it('adds a master: a server joining through the apiserver name with both tokens, nodes told of it', async () => {
    const added = await cli(['add', '--masters', m1.address, ...login(), '--cluster', CLUSTER]);
    expectOk(added);
    const joining = await config(m1);
    expect(joining['cluster-init']).toBeUndefined();
    expect(joining).toMatchObject({
      server: 'https://apiserver.cluster.local:6443',
      'token-file': `${ETC}/token`,
      'agent-token-file': `${ETC}/agent-token`,
    });
    expect(joining['tls-san']).toEqual(expect.arrayContaining([ipOf(m0), ipOf(m1)]));
    expect(await token(m1, 'token')).toBe(await token(m0, 'token'));
    expect(await token(m1, 'agent-token')).toBe(await token(m0, 'agent-token'));
    expect(await env.lab.check(m1, 'cat /var/lib/standin-k3s/role')).toBe('server\n');
    // After joining, the master talks to its own apiserver.
    expect(await env.lab.check(m1, 'grep apiserver.cluster.local /etc/hosts')).toBe(
      `${ipOf(m1)} apiserver.cluster.local\n`,
    );
    for (const node of [n1, n2])
      expect(
        await env.lab.check(node, 'cat /var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml'),
      ).toContain(`${ipOf(m1)}:6443`);
  });

  it('rolls a changed flag out: servers then agents, one at a time, each Ready before the next', async () => {
    const original = await readFile(clusterfilePath, 'utf8');
    const all = original
      .replace(`ips: [${m0.address}]`, `ips: [${m0.address}, ${m1.address}]`)
      .replace(`ips: [${n1.address}]`, `ips: [${n1.address}, ${n2.address}]`);
    // A flag that cannot change in place is refused first, with its line, before any host changes.
    const cidrFile = path.join(env.dir, 'Clusterfile-cidr');
    await writeFile(cidrFile, `${all}cluster-cidr: 10.52.0.0/16\n`);
    const restartsBefore = await Promise.all([m0, m1, n1, n2].map(systemctlCalls));
    const refused = await cli(['apply', '-f', cidrFile, ...login()]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('k3s config.yaml cluster-cidr: cannot change on a running cluster');
    expect(refused.output).toContain(`${cidrFile}:${all.split('\n').length}`);
    expect(await Promise.all([m0, m1, n1, n2].map(systemctlCalls))).toEqual(restartsBefore);

    const changedFile = path.join(env.dir, 'Clusterfile-changed');
    await writeFile(changedFile, `${all}kubelet-arg:\n  - max-pods=200\n`);
    const dry = await cli(['apply', '-f', changedFile, ...login(), '--dry-run']);
    expectOk(dry);
    const hosts = [m0, m1, n1, n2].map(ipOf).join(', ');
    expect(dry.output).toContain(
      `configure k3s config.yaml kubelet-arg: ["max-pods=110"] → ["max-pods=200"] on ${hosts}`,
    );
    expect(await Promise.all([m0, m1, n1, n2].map(systemctlCalls))).toEqual(restartsBefore);

    const changed = await cli(['apply', '-f', changedFile, ...login()]);
    expectOk(changed);
    const restarts = await Promise.all(
      [m0, m1, n1, n2].map(async (host) =>
        (await systemctlCalls(host)).filter(([, args]) => args === 'restart k3s'),
      ),
    );
    expect(restarts.map((calls) => calls.length)).toEqual([1, 1, 1, 1]);
    const times = restarts.map((calls) => calls[0]![0]);
    expect(times).toEqual([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const host of [m0, m1, n1, n2])
      expect((await config(host))['kubelet-arg']).toEqual(['max-pods=200']);
    expect(changed.output).toContain('etcd snapshot before the control-plane configuration rollout');
    // Each restarted node was NotReady for a moment: the rollout waited through it.
    expect(changed.output.match(/waiting for .* Ready/g)).toHaveLength(4);
    const again = await cli(['apply', '-f', changedFile, ...login()]);
    expectOk(again);
    expect(again.output).toContain('the cluster runs the configuration the Clusterfile gives');
  });

  it('keeps the tokens out of the saved Clusterfile, the state folder and every log', async () => {
    const secrets = [(await token(m0, 'token')).trim(), (await token(m0, 'agent-token')).trim()];
    const stateFiles = await paths(path.join(env.dir, 'state'));
    expect(stateFiles.length).toBeGreaterThan(0);
    for (const file of stateFiles) {
      const text = await readFile(file, 'utf8');
      for (const secret of secrets) expect(text, file).not.toContain(secret);
    }
    const logs = outputs.join('\n');
    expect(logs).toContain('$ systemctl start k3s');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });

  it('refuses a kubeadm rootfs on the k3s cluster, keeping the saved runtime', async () => {
    const before = await Promise.all([m0, m1, n1, n2].map((h) => env.lab.check(h, snapshot)));
    // `run IMAGE` appends to spec.image (the first rootfs stays k3s); a Clusterfile can replace the rootfs.
    const original = await readFile(clusterfilePath, 'utf8');
    const kubeadmFile = path.join(env.dir, 'Clusterfile.kubeadm');
    await writeFile(
      kubeadmFile,
      original
        .replace(images.k3s, env.images.rootfs)
        .replace(`ips: [${m0.address}]`, `ips: [${m0.address}, ${m1.address}]`)
        .replace(`ips: [${n1.address}]`, `ips: [${n1.address}, ${n2.address}]`),
    );
    const refused = await cli(['apply', '-f', kubeadmFile, ...login()]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`cluster "${CLUSTER}" runs k3s, and its rootfs image asks for kubeadm`);
    expect(await Promise.all([m0, m1, n1, n2].map((h) => env.lab.check(h, snapshot)))).toEqual(before);
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.mounts?.map((m) => m.imageName)).toEqual([images.k3s]);
  });

  it('deletes a node and a master: removed from the API on master0, k3s cleaned by the image script', async () => {
    const deleted = await cli([
      'delete',
      '--force',
      '--nodes',
      n2.address,
      '--masters',
      m1.address,
      ...login(),
      '--cluster',
      CLUSTER,
    ]);
    expectOk(deleted);
    expect((await env.lab.check(m0, 'cat /var/lib/standin-k3s/deleted-nodes')).split('\n').sort()).toEqual(
      ['', m1.hostname.toLowerCase(), n2.hostname.toLowerCase()].sort(),
    );
    expect((await env.lab.run(m1, `test -e ${ETC}`)).code).not.toBe(0);
    expect(
      await env.lab.check(n1, 'cat /var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml'),
    ).not.toContain(`${ipOf(m1)}:6443`);
    for (const gone of [
      '/usr/bin/k3s',
      '/etc/rancher/k3s',
      '/etc/systemd/system/k3s.service',
      `/var/lib/sealos/data/${CLUSTER}`,
    ])
      expect((await env.lab.run(n2, `test -e ${gone}`)).code, gone).not.toBe(0);
    expect((await systemctlCalls(n2)).map(([, a]) => a)).toEqual(
      expect.arrayContaining(['stop k3s', 'disable k3s']),
    );
    expect((await env.savedClusterfile(CLUSTER)).cluster.spec?.hosts?.flatMap((h) => h.ips)).toEqual([
      m0.address,
      n1.address,
    ]);
  });

  it('resets one node only: it leaves the API and is cleaned, master0 keeps running', async () => {
    const reset = await cli(['reset', '--force', '--nodes', n1.address, ...login(), '--cluster', CLUSTER], {
      registry: false,
    });
    expectOk(reset);
    expect(await env.lab.check(m0, 'cat /var/lib/standin-k3s/deleted-nodes')).toContain(
      `${n1.hostname.toLowerCase()}\n`,
    );
    for (const gone of ['/usr/bin/k3s', CONFIG, ETC])
      expect((await env.lab.run(n1, `test -e ${gone}`)).code, gone).not.toBe(0);
    expect(await env.lab.check(m0, 'test -f /etc/rancher/k3s/config.yaml && echo kept')).toBe('kept\n');
    expect((await systemctlCalls(m0)).map(([, a]) => a)).not.toContain('stop k3s');
  });

  it('resets the cluster: k3s stopped and removed on every host, tokens gone', async () => {
    const reset = await cli(['reset', '--force', ...login(), '--cluster', CLUSTER], { registry: false });
    expectOk(reset);
    for (const host of [m0, n1]) {
      expect((await systemctlCalls(host)).map(([, a]) => a)).toEqual(expect.arrayContaining(['stop k3s']));
      for (const gone of ['/usr/bin/k3s', CONFIG, ETC, '/var/lib/rancher/k3s'])
        expect((await env.lab.run(host, `test -e ${gone}`)).code, `${host.address} ${gone}`).not.toBe(0);
    }
  });
});
