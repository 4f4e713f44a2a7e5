import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { CliContext } from '../../../src/cli/context.js';
import { runCli } from '../../../src/cli/program.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

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
    expect(none.status).toBe(1);
    expect(none.log.join('\n')).toContain('no host of cluster "saved" matches --roles registry');
  });
});
