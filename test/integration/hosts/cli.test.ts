import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import type { CliContext } from '../../../src/cli/context.js';
import { runCli } from '../../../src/cli/program.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const execFileAsync = promisify(execFile);
const cliBundle = path.resolve(import.meta.dirname, '../../../dist/cli/index.js');

describeAsRoot('sealos-action exec and scp on real sshd hosts', () => {
  let lab: Lab;
  let tmp: string;
  let knownHostsFile: string;

  const cli = async (args: string[]) => {
    const { logger, sink } = memoryLogger();
    const out: string[] = [];
    const context: CliContext = { logger, stdout: (text) => out.push(text) };
    const status = await runCli(args, context);
    return { status, stdout: out.join(''), log: sink.lines };
  };
  const hostList = () => lab.hosts.map((host) => host.ip).join(',');

  beforeAll(async () => {
    lab = await startLab({ hosts: 3 });
    tmp = await mkdtemp(path.join(os.tmpdir(), 'cli-hosts-test-'));
    knownHostsFile = path.join(tmp, 'known_hosts');
    await writeFile(knownHostsFile, lab.knownHosts());
  });

  afterEach(() => {
    process.exitCode = undefined;
  });

  afterAll(async () => {
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('exec prints every output line prefixed with its host', async () => {
    const { status, stdout } = await cli([
      'exec',
      '--hosts',
      hostList(),
      '--passwd',
      lab.credentials.root.password,
      '--host-key-policy',
      'strict',
      '--known-hosts',
      knownHostsFile,
      '--',
      'hostname; echo "it\'s $((1 + 1))"',
    ]);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n').sort();
    expect(lines).toEqual(
      lab.hosts.flatMap((host) => [`[${host.address}] ${host.hostname}`, `[${host.address}] it's 2`]).sort(),
    );
  });

  it('exec runs as root through sudo for a user with a password, and never prints the password', async () => {
    const { status, stdout, log } = await cli([
      'exec',
      '--hosts',
      lab.hosts[0]!.ip,
      '--user',
      'bob',
      '--passwd',
      lab.credentials.bob.password,
      '--known-hosts',
      knownHostsFile,
      'id -un',
    ]);
    expect(status).toBe(0);
    expect(stdout).toBe(`[${lab.hosts[0]!.address}] root\n`);
    expect([...log, stdout].join('\n')).not.toContain(lab.credentials.bob.password);
  });

  it('exec exits 1 and names the failing hosts when some fail', async () => {
    const { status, stdout, log } = await cli([
      'exec',
      '--hosts',
      hostList(),
      '--pk',
      lab.credentials.privateKeyPath,
      '--known-hosts',
      knownHostsFile,
      '--',
      'echo "on $(hostname)"; if [ "$(hostname)" = host2 ]; then echo "host2 says no" >&2; exit 4; fi',
    ]);
    expect(status).toBe(1);
    expect(stdout).toContain(`[${lab.hosts[1]!.address}] host2 says no`);
    expect(log.join('\n')).toContain(
      `error:failed on 1 of 3 hosts:\nerror:  ${lab.hosts[1]!.address}: \`echo "on $(hostname)"; if [ "$(hostname)" = host2 ]; then echo "host2 says no" >&2; exit 4; fi\` exited 4: host2 says no`,
    );
  });

  it('accept-new adds new hosts to --known-hosts; strict then accepts them', async () => {
    const file = path.join(tmp, 'new_known_hosts');
    const first = await cli([
      'exec',
      '--hosts',
      hostList(),
      '--pk',
      lab.credentials.privateKeyPath,
      '--known-hosts',
      file,
      'true',
    ]);
    expect(first.status).toBe(0);
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean).sort()).toEqual(
      lab.knownHosts().split('\n').filter(Boolean).sort(),
    );
    const strict = await cli([
      'exec',
      '--hosts',
      hostList(),
      '--pk',
      lab.credentials.privateKeyPath,
      '--host-key-policy',
      'strict',
      '--known-hosts',
      file,
      'true',
    ]);
    expect(strict.status).toBe(0);
  });

  it('strict without a known key refuses the host, exit 1', async () => {
    const file = path.join(tmp, 'partial_known_hosts');
    await writeFile(file, `${lab.hosts[0]!.knownHostsLine}\n`);
    const { status, log } = await cli([
      'exec',
      '--hosts',
      `${lab.hosts[0]!.ip},${lab.hosts[1]!.ip}`,
      '--pk',
      lab.credentials.privateKeyPath,
      '--host-key-policy',
      'strict',
      '--known-hosts',
      file,
      'true',
    ]);
    expect(status).toBe(1);
    expect(log.join('\n')).toContain(
      `failed on 1 of 2 hosts:\nerror:  ${lab.hosts[1]!.address}: host key ${lab.hosts[1]!.hostKeyFingerprint} is not known`,
    );
  });

  it('scp copies a folder and a file to every host', async () => {
    const folder = path.join(tmp, 'manifests');
    await mkdir(path.join(folder, 'sub'), { recursive: true });
    await writeFile(path.join(folder, 'sub/a.yaml'), 'kind: A\n');
    await writeFile(path.join(folder, 'run.sh'), '#!/bin/sh\necho run\n', { mode: 0o755 });
    const common = [
      '--hosts',
      hostList(),
      '--user',
      'alice',
      '--pk',
      lab.credentials.privateKeyPath,
      '--known-hosts',
      knownHostsFile,
    ];
    const dir = await cli(['scp', ...common, folder, '/root/manifests']);
    expect(dir.status).toBe(0);
    expect(dir.stdout.trimEnd().split('\n').sort()).toEqual(
      lab.hosts.map((host) => `[${host.address}] copied ${folder} → /root/manifests`).sort(),
    );
    const file = await cli(['scp', ...common, path.join(folder, 'run.sh'), '/usr/local/bin/run']);
    expect(file.status).toBe(0);
    for (const host of lab.hosts)
      expect(
        await lab.check(host, 'cat /root/manifests/sub/a.yaml; stat -c %a /root/manifests/run.sh; run'),
      ).toBe('kind: A\n755\nrun\n');
  });

  it('scp of a folder with one host down: the others get the whole tree, the down host is named, status 1', async () => {
    const folder = path.join(tmp, 'partly');
    await mkdir(path.join(folder, 'deep/er'), { recursive: true });
    await writeFile(path.join(folder, 'deep/er/b.txt'), 'b\n');
    const [up1, down, up2] = lab.hosts as [LabHost, LabHost, LabHost];
    await lab.setLink(down, 'down');
    try {
      const run = await cli([
        'scp',
        '--hosts',
        hostList(),
        '--pk',
        lab.credentials.privateKeyPath,
        '--known-hosts',
        knownHostsFile,
        folder,
        '/opt/partly',
      ]);
      expect(run.status).toBe(1);
      expect(run.log.join('\n')).toMatch(new RegExp(`failed on 1 of 3 hosts:[\\s\\S]*${down.address}`));
      expect(run.stdout.trimEnd().split('\n').sort()).toEqual(
        [up1, up2].map((host) => `[${host.address}] copied ${folder} → /opt/partly`).sort(),
      );
    } finally {
      await lab.setLink(down, 'up');
    }
    for (const host of [up1, up2]) expect(await lab.check(host, 'cat /opt/partly/deep/er/b.txt')).toBe('b\n');
    expect(await lab.check(down, 'test -e /opt/partly && echo there || echo absent')).toBe('absent\n');
  });

  // The bundle is what users run: ssh2 must load and work inside the ESM ncc bundle.
  it('the built CLI bundle runs exec and scp over SSH', async () => {
    const common = [
      '--hosts',
      hostList(),
      '--pk',
      lab.credentials.privateKeyPath,
      '--host-key-policy',
      'strict',
      '--known-hosts',
      knownHostsFile,
    ];
    const exec = await execFileAsync(process.execPath, [cliBundle, 'exec', ...common, '--', 'hostname']);
    expect(exec.stdout.trimEnd().split('\n').sort()).toEqual(
      lab.hosts.map((host) => `[${host.address}] ${host.hostname}`).sort(),
    );
    const file = path.join(tmp, 'bundle.txt');
    await writeFile(file, 'from the bundle\n');
    await execFileAsync(process.execPath, [cliBundle, 'scp', ...common, file, '/opt/bundle.txt']);
    for (const host of lab.hosts)
      expect(await lab.check(host, 'cat /opt/bundle.txt')).toBe('from the bundle\n');
    const failed = await execFileAsync(process.execPath, [cliBundle, 'exec', ...common, 'exit 3']).catch(
      (e: unknown) => e,
    );
    expect(failed).toHaveProperty('code', 1);
  });

  it('exec on a saved cluster: its hosts and SSH user, filtered by --roles and --ips, secrets from the flags', async () => {
    const [master, node1, node2] = lab.hosts;
    const { alice } = lab.credentials;
    const stateDir = path.join(tmp, 'state');
    await mkdir(path.join(stateDir, 'saved'), { recursive: true });
    await writeFile(
      path.join(stateDir, 'saved', 'Clusterfile'),
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata: {name: saved}',
        'spec:',
        `  ssh: {user: ${alice.user}}`,
        '  hosts:',
        `    - {ips: ['${master!.address}'], roles: [master]}`,
        `    - {ips: ['${node1!.address}', '${node2!.address}'], roles: [node]}`,
        'status:',
        '  hostKeys:',
        ...lab.hosts.map((host) => `    '${host.address}': '${host.hostKeyFingerprint}'`),
        '',
      ].join('\n'),
    );
    const base = ['exec', '--cluster', 'saved', '--state-dir', stateDir, '--passwd', alice.password];
    const nodes = await cli([...base, '--roles', 'node', '--', 'echo "$(hostname) as $SUDO_USER"']);
    expect(nodes.status).toBe(0);
    expect(nodes.stdout.trim().split('\n').sort()).toEqual(
      [node1!, node2!].map((host) => `[${host.address}] ${host.hostname} as ${alice.user}`).sort(),
    );
    const one = await cli([...base, '--ips', node2!.ip, '--', 'hostname']);
    expect(one.stdout).toBe(`[${node2!.address}] ${node2!.hostname}\n`);
    const none = await cli([...base, '--roles', 'registry', '--', 'true']);
    expect(none.status).toBe(2);
    expect(none.log.join('\n')).toContain('no host of cluster "saved" matches --roles registry');
  });

  /**
   * A saved cluster named "default" of two masters and a node, for the verbs that default to it. Its hosts get
   * stand-in kubectl, kubeadm and crictl (there is no Kubernetes on lab hosts), each writing its calls to
   * /var/log/standin-cli-calls.log; the kubectl stand-in answers `get nodes -o wide` and returns a
   * ClusterConfiguration for `get cm kubeadm-config`, as a kubeadm cluster's kube-system holds one.
   */
  async function saveDefaultCluster(): Promise<{ stateDir: string; base: string[] }> {
    const [m0, m1, n0] = lab.hosts;
    const { alice } = lab.credentials;
    const stateDir = path.join(tmp, 'default-state');
    await mkdir(path.join(stateDir, 'default'), { recursive: true });
    await writeFile(
      path.join(stateDir, 'default', 'Clusterfile'),
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Cluster',
        'metadata: {name: default}',
        'spec:',
        '  image: [labring/kubernetes:v1.27.7]',
        `  ssh: {user: ${alice.user}}`,
        '  hosts:',
        `    - {ips: ['${m0!.address}', '${m1!.address}'], roles: [master]}`,
        `    - {ips: ['${n0!.address}'], roles: [node]}`,
        'status:',
        '  phase: ClusterSuccess',
        '  hostKeys:',
        ...lab.hosts.map((host) => `    '${host.address}': '${host.hostKeyFingerprint}'`),
        '',
      ].join('\n'),
    );
    const standins = {
      kubectl: [
        'echo "kubectl $*" >> /var/log/standin-cli-calls.log',
        'case "$*" in',
        '*"get nodes -o wide") printf "NAME STATUS ROLES VERSION INTERNAL-IP\\nm0 Ready control-plane v1.27.7 10.0.0.1\\nn0 NotReady <none> v1.27.7 10.0.0.3\\n" ;;',
        '*"get cm kubeadm-config"*|*"get configmap kubeadm-config"*) printf "apiVersion: kubeadm.k8s.io/v1beta3\\nkind: ClusterConfiguration\\napiServer:\\n  certSANs:\\n  - 127.0.0.1\\n  - apiserver.cluster.local\\n" ;;',
        '*) exit 1 ;;',
        'esac',
      ],
      kubeadm: [
        'echo "kubeadm $*" >> /var/log/standin-cli-calls.log',
        'for config; do :; done # the last argument',
        'case "$*" in',
        '"init phase upload-config kubeadm --config "*) cp "$config" /var/log/standin-uploaded.yaml ;;',
        '"init phase certs apiserver --config "*)',
        '  [ ! -e /var/log/standin-fail-certs ] || { echo "failing on purpose" >&2; exit 1; }',
        '  cp "$config" /var/log/standin-certs-config.yaml',
        ...standinCertsApiserver,
        '*) exit 1 ;;',
        'esac',
      ],
      crictl: [
        'echo "crictl $*" >> /var/log/standin-cli-calls.log',
        '[ "$*" != "pods --name kube-apiserver -q" ] || echo pod-apiserver-1',
      ],
    };
    for (const host of lab.hosts)
      for (const [name, lines] of Object.entries(standins))
        await lab.check(
          host,
          `cat > /usr/local/bin/${name} && chmod +x /usr/local/bin/${name}; rm -rf /etc/kubernetes/pki /var/log/standin-*`,
          `#!/bin/bash\n# stand-in ${name} for the CLI's status and cert lab test\n${lines.join('\n')}\n`,
        );
    await clusterCa([m0!, m1!]);
    return { stateDir, base: ['--state-dir', stateDir, '--passwd', alice.password] };
  }

  /**
   * kubeadm's `init phase certs apiserver` (cmd/kubeadm/app/phases/certs/certs.go
   * `writeCertificateFilesIfNotExist`): a certificate on disk is kept only if the CA signed it and it carries
   * every name kubeadm wants (here the config's certSANs), else kubeadm stops; with none, it signs one valid
   * one year (kubeadm's CertificateValidity) with the CA on the host.
   */
  const standinCertsApiserver = [
    '  pki=/etc/kubernetes/pki',
    `  sans=$(awk '/certSANs:/ { f = 1; next } f && /^ *- / { sub(/^ *- /, ""); print; next } { f = 0 }' "$config")`,
    '  if [ -f $pki/apiserver.crt ]; then',
    '    openssl verify -CAfile $pki/ca.crt $pki/apiserver.crt >/dev/null 2>&1 || { echo "error: the existing apiserver certificate is not signed by the CA" >&2; exit 1; }',
    '    names=",$(openssl x509 -in $pki/apiserver.crt -noout -ext subjectAltName | sed 1d | tr -d " "),"',
    '    for name in $sans; do',
    '      case "$names" in *",DNS:$name,"*|*",IPAddress:$name,"*) ;; *) echo "error: the existing apiserver certificate lacks $name" >&2; exit 1 ;; esac',
    '    done',
    '    echo "[certs] Using the existing apiserver certificate and key"',
    '  else',
    '    openssl req -new -newkey rsa:2048 -nodes -subj /CN=kube-apiserver -keyout $pki/apiserver.key -out $pki/apiserver.csr 2>/dev/null &&',
    `    ext=$(for name in $sans; do case $name in *[!0-9.]*) printf "DNS:%s," "$name" ;; *) printf "IP:%s," "$name" ;; esac; done | sed 's/,$//')`,
    '    printf "[ext]\\nsubjectAltName=%s\\n" "$ext" > $pki/apiserver-ext.cnf',
    '    openssl x509 -req -in $pki/apiserver.csr -CA $pki/ca.crt -CAkey $pki/ca.key -set_serial 2 -days 365 -extfile $pki/apiserver-ext.cnf -extensions ext -out $pki/apiserver.crt 2>/dev/null',
    '  fi ;;',
  ];

  /**
   * A real cluster CA, made with openssl on master0 and copied to the other masters as kubeadm's upload-certs
   * shares it, and each master's current apiserver certificate: signed by it for one year with the names
   * kubeadm-config holds, as kubeadm makes it.
   */
  async function clusterCa(masters: LabHost[]): Promise<void> {
    const [first] = masters;
    await lab.check(
      first!,
      'mkdir -p /etc/kubernetes/pki && cd /etc/kubernetes/pki && openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=kubernetes -days 3650 -keyout ca.key -out ca.crt 2>/dev/null',
    );
    const ca = await lab.check(first!, 'cat /etc/kubernetes/pki/ca.crt /etc/kubernetes/pki/ca.key');
    for (const master of masters) {
      await lab.check(
        master,
        'mkdir -p /etc/kubernetes/pki && cd /etc/kubernetes/pki && umask 077 && cat > ca.pem && openssl x509 -in ca.pem -out ca.crt && openssl pkey -in ca.pem -out ca.key && rm ca.pem',
        ca,
      );
      await lab.check(
        master,
        [
          'cd /etc/kubernetes/pki',
          'printf "[ext]\\nsubjectAltName=DNS:apiserver.cluster.local,IP:127.0.0.1\\n" > old-ext.cnf',
          'openssl req -new -newkey rsa:2048 -nodes -subj /CN=kube-apiserver -keyout apiserver.key -out old.csr 2>/dev/null',
          'openssl x509 -req -in old.csr -CA ca.crt -CAkey ca.key -set_serial 1 -days 365 -extfile old-ext.cnf -extensions ext -out apiserver.crt 2>/dev/null',
          'rm old.csr old-ext.cnf',
        ].join(' && '),
      );
    }
  }

  const calls = (host: (typeof lab.hosts)[number]) =>
    lab.check(host, 'cat /var/log/standin-cli-calls.log 2>/dev/null || true');

  it('exec without --hosts or -c works on the "default" cluster; -r and --ips take comma lists', async () => {
    const { base } = await saveDefaultCluster();
    const [m0, m1, n0] = lab.hosts;
    const masters = await cli(['exec', ...base, '-r', 'master', '--', 'hostname']);
    expect(masters.status, masters.log.join('\n')).toBe(0);
    expect(masters.stdout.trim().split('\n').sort()).toEqual(
      [m0!, m1!].map((host) => `[${host.address}] ${host.hostname}`).sort(),
    );
    const picked = await cli(['exec', ...base, '--ips', `${m1!.ip},${n0!.ip}`, '--', 'hostname']);
    expect(picked.stdout.trim().split('\n').sort()).toEqual(
      [m1!, n0!].map((host) => `[${host.address}] ${host.hostname}`).sort(),
    );
  });

  it('status: the saved cluster, and the nodes as master0 reports them through its admin kubeconfig', async () => {
    const { base } = await saveDefaultCluster();
    const [m0, m1, n0] = lab.hosts;
    const status = await cli(['status', ...base]);
    expect(status.status, status.log.join('\n')).toBe(0);
    expect(status.stdout).toContain('cluster "default": ClusterSuccess\n');
    expect(status.stdout).toContain('images: labring/kubernetes:v1.27.7\n');
    expect(status.stdout).toContain(
      `  ${m0!.address}  master  (master0)\n  ${m1!.address}  master\n  ${n0!.address}  node\n`,
    );
    expect(status.stdout).toContain(`as master0 ${m0!.address} sees it`);
    expect(status.stdout).toContain('n0 NotReady <none> v1.27.7 10.0.0.3');
    expect(await calls(m0!)).toBe('kubectl --kubeconfig=/etc/kubernetes/admin.conf get nodes -o wide\n');
    expect(await calls(m1!)).toBe('');
  });

  it('cert --alt-names: kubeadm-config gets the SANs on master0, every master a new 100-year apiserver certificate', async () => {
    const { base } = await saveDefaultCluster();
    const [m0, m1, n0] = lab.hosts;
    const caBefore = await lab.check(m0!, 'sha256sum /etc/kubernetes/pki/ca.crt /etc/kubernetes/pki/ca.key');
    const run = await cli(['cert', ...base, '--alt-names', 'sans.example.com,203.0.113.7']);
    expect(run.status, run.log.join('\n')).toBe(0);
    // sealos appends the names to the certSANs kubeadm-config holds, and uploads the result from master0.
    const uploaded = parse(await lab.check(m0!, 'cat /var/log/standin-uploaded.yaml'));
    expect(uploaded.apiServer.certSANs).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      'sans.example.com',
      '203.0.113.7',
    ]);
    expect(await lab.check(m1!, 'test -e /var/log/standin-uploaded.yaml && echo yes || echo no')).toBe(
      'no\n',
    );
    for (const master of [m0!, m1!]) {
      const documents = parseAllDocuments(
        await lab.check(master, 'cat /var/log/standin-certs-config.yaml'),
      ).map((document) => document.toJS());
      expect(documents[0]).toMatchObject({
        kind: 'InitConfiguration',
        localAPIEndpoint: { advertiseAddress: master.ip },
      });
      expect(documents[1].apiServer.certSANs).toContain('203.0.113.7');
      // The certificate read back: the new names, signed by the cluster CA on the master, ending 100 years out
      // (kubeadm alone would have signed it for one year).
      const pki = '/etc/kubernetes/pki';
      const names = await lab.check(
        master,
        `openssl x509 -in ${pki}/apiserver.crt -noout -ext subjectAltName`,
      );
      expect(names).toContain('DNS:sans.example.com');
      expect(names).toContain('IP Address:203.0.113.7');
      expect(await lab.check(master, `openssl verify -CAfile ${pki}/ca.crt ${pki}/apiserver.crt`)).toContain(
        ': OK',
      );
      const notAfter = (await lab.check(master, `openssl x509 -in ${pki}/apiserver.crt -noout -enddate`))
        .trim()
        .replace('notAfter=', '');
      const years = (Date.parse(notAfter) - Date.now()) / (365 * 24 * 3600 * 1000);
      expect(years).toBeGreaterThan(99.9);
      expect(years).toBeLessThan(100.1);
      expect(names).toContain(`IP Address:${master.ip}`);
      expect(await lab.check(master, `sha256sum ${pki}/ca.crt ${pki}/ca.key`)).toBe(caBefore);
      expect(await calls(master)).toContain('crictl stopp pod-apiserver-1\ncrictl rmp pod-apiserver-1\n');
    }
    expect(await calls(n0!)).toBe('');
    expect(run.stdout).toContain(
      `[${m1!.address}] apiserver certificate renewed with sans.example.com, 203.0.113.7`,
    );
  });

  it('cert: a master whose kubeadm fails keeps its old certificate, and the run exits 1 naming it', async () => {
    const { base } = await saveDefaultCluster();
    const [, m1] = lab.hosts;
    await lab.check(m1!, 'touch /var/log/standin-fail-certs');
    const pair = 'cat /etc/kubernetes/pki/apiserver.crt /etc/kubernetes/pki/apiserver.key';
    const before = await lab.check(m1!, pair);
    const run = await cli(['cert', ...base, '--alt-names', 'sans.example.com']);
    expect(run.status).toBe(1);
    expect(run.log.join('\n')).toContain(m1!.address);
    expect(await lab.check(m1!, pair)).toBe(before);
    expect(await calls(m1!)).not.toContain('crictl');
  });
});
