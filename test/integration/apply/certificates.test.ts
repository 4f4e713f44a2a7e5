import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { testImageHostPaths } from '../../lab/cluster-images.js';
import { describeAsRoot } from '../../lab/root.js';
import type { LabHost } from '../../lab/sshd-lab.js';

const CLUSTER = 'certs';
const PKI = '/etc/kubernetes/pki';

/**
 * The certificates of a kubeadm cluster through the CLI on sshd hosts (two masters, one node), with the
 * stand-in kubeadm, which makes real x509 with openssl (a 10-year CA and 1-year leaves when it finds none,
 * test/fixtures/standin-kubeadm/README.md). Every end is read back with openssl on the host. The steps share
 * one cluster and run in order.
 */
describeAsRoot('certificates that last', () => {
  let env: CliLab;
  let hosts: LabHost[];
  beforeAll(async () => {
    env = await startCliLab({ hosts: 3 });
    hosts = env.lab.hosts;
  }, 300_000);
  afterAll(async () => {
    await env?.stop();
  });

  const m0 = () => hosts[0] as LabHost;
  const m1 = () => hosts[1] as LabHost;
  const n1 = () => hosts[2] as LabHost;
  const masters = () => [m0(), m1()];

  function cli(command: string, extra: string[] = []) {
    const { alice } = env.lab.credentials;
    const login = ['--user', alice.user, '--passwd', alice.password, '--cluster', CLUSTER];
    if (command !== 'run') return env.cli([command, ...login, ...extra], { registry: false });
    return env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      masters()
        .map((host) => host.address)
        .join(','),
      '--nodes',
      n1().address,
      ...login,
      ...extra,
    ]);
  }

  /** Years until a certificate on a host ends, as openssl reads it there (a kubeconfig: its client certificate). */
  async function yearsLeft(host: LabHost, file: string): Promise<number> {
    const read = file.endsWith('.conf')
      ? `sed -n 's/^ *client-certificate-data: *//p' ${file} | base64 -d | openssl x509 -noout -enddate`
      : `openssl x509 -in ${file} -noout -enddate`;
    const text = (await env.lab.check(host, read)).trim().replace(/^notAfter=/, '');
    return (Date.parse(text) - Date.now()) / (365 * 86_400_000);
  }

  /** Gives `file` on `host` a certificate of `days` (negative: already ended) under its authority, same key. */
  async function shorten(host: LabHost, file: string, authority: string, days: number) {
    await env.lab.check(
      host,
      [
        'set -e',
        `openssl x509 -x509toreq -in ${PKI}/${file}.crt -signkey ${PKI}/${file}.key -out /tmp/short.csr 2>/dev/null`,
        `openssl x509 -req -in /tmp/short.csr -CA ${PKI}/${authority}.crt -CAkey ${PKI}/${authority}.key -set_serial 7 -days ${days} -out ${PKI}/${file}.crt 2>/dev/null`,
        'rm -f /tmp/short.csr',
      ].join('\n'),
    );
  }

  it('creates the cluster with 100-year certificates on both masters; no key reaches the runner', async () => {
    const result = await cli('run');
    expect(result.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(result.status).toBe(0);
    for (const host of masters())
      for (const file of [
        `${PKI}/ca.crt`,
        `${PKI}/apiserver.crt`,
        `${PKI}/etcd/peer.crt`,
        '/etc/kubernetes/admin.conf',
      ])
        expect(await yearsLeft(host, file), `${host.hostname} ${file}`).toBeGreaterThan(99.9);
    // master1's own certificates, under the one CA master0 made.
    expect(await env.lab.check(m1(), `openssl verify -CAfile ${PKI}/ca.crt ${PKI}/apiserver.crt`)).toContain(
      ': OK',
    );
    expect(
      await env.lab.check(m1(), `openssl x509 -in ${PKI}/apiserver.crt -noout -ext subjectAltName`),
    ).toContain(`IP Address:${ipOf(m1())}`);
    expect(result.output).not.toMatch(/PRIVATE KEY|client-key-data: \S{20}/);
    // Nothing under the runner's folders for this CLI (state, image store, work trees) holds a private key.
    const found = spawnSync('grep', ['-rlI', '--', 'PRIVATE KEY', env.dir], { encoding: 'utf8' });
    expect(found.status).toBe(1);
    expect(found.stdout).toBe('');
  });

  it('tells a cluster made before (kubeadm 1-year certificates, never read) when they end, once', async () => {
    for (const host of masters()) await env.lab.check(host, 'kubeadm certs renew all >/dev/null');
    expect(await yearsLeft(m0(), `${PKI}/apiserver.crt`)).toBeLessThan(1.01);
    const first = await cli('run');
    expect(first.status).toBe(0);
    expect(first.output).toMatch(
      /warn: .*the first certificate to end is \S+ on \S+, \d{4}-\d\d-\d\d \d\d:\d\d UTC \(said once/,
    );
    const condition = (await env.savedClusterfile(CLUSTER)).cluster.status?.conditions?.find(
      (c) => c.type === 'CertificatesChecked',
    );
    expect(condition).toMatchObject({ status: 'True', reason: 'Valid' });
    const second = await cli('run');
    expect(second.status).toBe(0);
    expect(second.output).not.toContain('said once');
    expect(second.output).toMatch(/the first certificate to end is/);
  });

  it('warns of a certificate ending within 90 days in the run, the saved status, the plan and status', async () => {
    await shorten(m1(), 'front-proxy-client', 'front-proxy-ca', 30);
    const run = await cli('run');
    expect(run.status).toBe(0);
    expect(run.output).toContain(`warn: ${ipOf(m1())}: ${PKI}/front-proxy-client.crt ends `);
    const saved = (await env.savedClusterfile(CLUSTER)).cluster.status?.conditions?.find(
      (c) => c.type === 'CertificatesChecked',
    );
    expect(saved).toMatchObject({ status: 'False', reason: 'EndingSoon' });
    const plan = await cli('run', ['--dry-run']);
    // A dry run's plan is the CLI's result: on stdout.
    expect(plan.stdout).toContain(
      `warning: certificate ${PKI}/front-proxy-client.crt on ${ipOf(m1())} ends `,
    );
    const status = await cli('status');
    expect(status.status).toBe(0);
    expect(status.stdout).toContain(`warning: ${ipOf(m1())}: ${PKI}/front-proxy-client.crt ends `);
  });

  it('cert --renew renews master by master, restarting each control plane before the next', async () => {
    const since = await Promise.all(masters().map(async (host) => (await calls(host)).length));
    const result = await cli('cert', ['--renew']);
    expect(result.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(result.status).toBe(0);
    for (const host of masters())
      for (const file of [
        `${PKI}/apiserver.crt`,
        `${PKI}/front-proxy-client.crt`,
        `${PKI}/etcd/server.crt`,
        '/etc/kubernetes/admin.conf',
      ])
        expect(await yearsLeft(host, file), `${host.hostname} ${file}`).toBeGreaterThan(99.9);
    // The CA stays the one every node trusts.
    expect(await yearsLeft(m0(), `${PKI}/ca.crt`)).toBeGreaterThan(99.9);
    // Each master: its static pods stopped and removed, then its API server asked until healthy.
    for (const [index, host] of masters().entries()) {
      const own = (await calls(host)).slice(since[index]);
      expect(own.filter((line) => line.startsWith('crictl - stopp'))).toHaveLength(4);
      expect(own.findIndex((line) => line.includes('get --raw=/healthz'))).toBeGreaterThan(
        own.findIndex((line) => line.startsWith('crictl - rmp')),
      );
    }
    // master1 began after master0 was done: the order of the CLI's lines.
    const done = result.stdout?.split('\n').filter((line) => line.includes('certificates renewed')) ?? [];
    expect(done.map((line) => line.slice(1, line.indexOf(']')))).toEqual(
      masters().map((host) => host.address),
    );
  });

  it('stops on an ended certificate, naming the file, its date and the fix; renew-certificates renews it', async () => {
    await shorten(m1(), 'apiserver-etcd-client', 'etcd/ca', -1);
    const failed = await cli('run');
    expect(failed.status).not.toBe(0);
    expect(failed.output).toMatch(
      new RegExp(
        `${ipOf(m1())}.*certificate ${PKI}/apiserver-etcd-client\\.crt ended \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC; renew the control-plane certificates with \`sealos-action cert --renew\``,
      ),
    );
    const renewed = await cli('run', ['--renew-certificates']);
    expect(renewed.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(renewed.status).toBe(0);
    expect(await yearsLeft(m1(), `${PKI}/apiserver-etcd-client.crt`)).toBeGreaterThan(99.9);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.conditions).toContainEqual(
      expect.objectContaining({ type: 'CertificatesChecked', reason: 'Valid' }),
    );
  });

  async function calls(host: LabHost): Promise<string[]> {
    const text = await env.lab.check(host, `cat ${testImageHostPaths.standinCalls} 2>/dev/null || true`);
    return text.split('\n').filter((line) => line !== '');
  }
});
