import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import type { Executor } from '../../../src/hosts/executor.js';
import type { HostProcess } from '../../../src/hosts/host-process.js';
import { sshPool } from '../../../src/hosts/pool.js';
import { SharedConnections } from '../../../src/hosts/shared-connections.js';
import { type HostKeyFact, SshExecutor, type SshOptions } from '../../../src/hosts/ssh-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { LAB_BRIDGE_IP, type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

async function output(process: HostProcess): Promise<string> {
  let out = '';
  process.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  process.stderr.resume();
  process.stdin.end();
  expect((await process.finished).exitCode).toBe(0);
  return out;
}

/**
 * A jump host on two networks: host1 on the lab's and on a hidden one (its bridge inside host1's namespace),
 * host3 to host9 on the hidden one only (seven: more than an SSH connection's `maxChannels`, 5). The runner reaches them through host1 alone: ssh2 over a
 * `direct-tcpip` channel of a connection to host1, OpenSSH bulk streams with `ProxyJump`. host1's key is
 * checked under the same policy as the hosts'.
 */
/** The jump host's address on the hidden network: the hidden hosts see their connections come from it. */
const HIDDEN_BRIDGE_IP = '10.77.1.1';

describeAsRoot('hosts behind a jump host', () => {
  let lab: Lab;
  let jump: LabHost;
  let hidden: LabHost;
  let tmp: string;
  const open: SshExecutor[] = [];

  beforeAll(async () => {
    lab = await startLab({ hosts: 9, hidden: 7 });
    [jump, , hidden] = lab.hosts as [LabHost, LabHost, LabHost];
    tmp = await mkdtemp(path.join(os.tmpdir(), 'jump-host-'));
  });

  afterAll(async () => {
    for (const executor of open) await executor.close();
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const hiddenHosts = () => lab.hosts.filter((host) => host.ip.startsWith('10.77.1.'));

  /** The SSH connections from the runner that the jump host holds open (its sshd's established TCP ones). */
  const runnerConnections = async (): Promise<string[]> => {
    const listed = await lab.check(jump, `ss -Htn state established '( sport = :${jump.port} )'`);
    return listed
      .split('\n')
      .map((line) => line.trim().split(/\s+/).at(-1) ?? '')
      .filter((peer) => peer.startsWith(`${LAB_BRIDGE_IP}:`));
  };

  /** Ends the sshd processes serving the host's connections from `peer`, as a dropped connection does. */
  const dropConnections = async (host: LabHost, peer: string) => {
    const listed = await lab.check(host, `ss -Htnp state established '( sport = :${host.port} )'`);
    const pids = listed
      .split('\n')
      .filter((line) => line.includes(` ${peer}:`))
      .flatMap((line) => [...line.matchAll(/pid=(\d+)/g)].map((match) => match[1]));
    expect(pids.length).toBeGreaterThan(0);
    await lab.check(host, `kill -9 ${pids.join(' ')}`);
  };

  /** A command that runs until its connection ends (its output read, so its end is seen). */
  const holding = async (executor: Executor): Promise<HostProcess> => {
    const started = await executor.spawn('cat');
    started.stdout.resume();
    started.stderr.resume();
    return started;
  };

  const connect = async (options: Partial<SshOptions> = {}, host: LabHost = hidden) => {
    const { alice } = lab.credentials;
    const executor = await SshExecutor.connect(host.address, {
      credentials: { user: alice.user, privateKey: lab.credentials.privateKey },
      hostKey: { policy: 'accept-new' },
      jump: { address: jump.address, user: 'root' },
      attempts: 1,
      ...options,
    });
    open.push(executor);
    return executor;
  };

  it('the hidden hosts are on a network only the jump host joins', async () => {
    expect(hidden.ip).toMatch(/^10\.77\.1\./);
    // From the other visible host (no default route: nothing leaves the lab), the hidden one is unreachable.
    const other = lab.hosts[1]!;
    const tried = await lab.run(other, `timeout 3 bash -c '</dev/tcp/${hidden.ip}/22'`);
    expect(tried.code).not.toBe(0);
    expect((await lab.run(jump, `timeout 3 bash -c '</dev/tcp/${hidden.ip}/22' && echo open`)).stdout).toBe(
      'open\n',
    );
  });

  it('runs commands and bulk streams through the jump host, both keys seen under accept-new', async () => {
    const facts: HostKeyFact[] = [];
    const { logger, sink } = memoryLogger();
    const executor = await connect({
      logger,
      onHostKey: (fact) => facts.push(fact),
      jump: { address: jump.address, user: 'root', onHostKey: (fact) => facts.push(fact) },
    });
    expect((await executor.run('hostname')).stdout).toBe(`${hidden.hostname}\n`);
    expect(facts.map((fact) => [fact.address, fact.fingerprint])).toEqual([
      [jump.address, jump.hostKeyFingerprint],
      [hidden.address, hidden.hostKeyFingerprint],
    ]);
    // The command connection and a bulk stream (OpenSSH, ProxyJump) are two SSH connections from the jump host.
    const viaSsh2 = (await executor.run('echo $SSH_CLIENT', { sudo: false })).stdout.split(' ');
    const viaOpenSsh = (
      await output(await executor.spawn('echo $SSH_CLIENT', { bulk: true, sudo: false }))
    ).split(' ');
    expect(viaSsh2[0]).toBe('10.77.1.1');
    expect(viaOpenSsh[0]).toBe('10.77.1.1');
    expect(viaOpenSsh[1]).not.toBe(viaSsh2[1]);
    expect(sink.lines.join('\n')).not.toContain('built-in SSH client');

    const source = path.join(tmp, 'tree');
    await mkdir(path.join(source, 'sub'), { recursive: true });
    await writeFile(path.join(source, 'sub', 'file'), 'behind the jump\n');
    await executor.copyDir(source, '/root/copied');
    expect(await lab.check(hidden, 'cat /root/copied/sub/file')).toBe('behind the jump\n');
  });

  it("checks the jump host's key under the host-key policy", async () => {
    // strict: known_hosts lists the target's key but not the jump host's: refused, naming the jump host.
    const refused = connect({
      hostKey: { policy: 'strict', knownHosts: hidden.knownHostsLine },
    });
    await expect(refused).rejects.toMatchObject({ host: jump.address });
    const both = await connect({
      hostKey: { policy: 'strict', knownHosts: `${hidden.knownHostsLine}\n${jump.knownHostsLine}\n` },
    });
    expect((await both.run('hostname')).stdout).toBe(`${hidden.hostname}\n`);
    // accept-new with another fingerprint recorded for the jump host: a changed key is refused.
    const changed = connect({
      jump: { address: jump.address, user: 'root', fingerprint: hidden.hostKeyFingerprint },
    });
    await expect(changed).rejects.toMatchObject({ host: jump.address });
  });

  it('the hosts of one pool reach the jump host over ONE connection, more of them than maxChannels; it is re-opened after a drop and ends with the pool', async () => {
    for (const executor of open.splice(0)) await executor.close();
    expect(await runnerConnections()).toEqual([]);
    const targets = hiddenHosts();
    const { alice } = lab.credentials;
    const pool = sshPool(
      targets.map((host) => ({
        address: host.address,
        credentials: { user: alice.user, privateKey: lab.credentials.privateKey },
        jump: { address: jump.address, user: 'root' },
      })),
      { hostKey: { policy: 'accept-new' }, attempts: 1, maxChannels: 5 },
    );
    const hostnames = async () =>
      Promise.all(targets.map(async (host) => (await (await pool.get(host.address)).run('hostname')).stdout));
    try {
      // Seven hosts at once, each holding a forwarded channel of the jump connection for its whole life.
      expect(await hostnames()).toEqual(targets.map((host) => `${host.hostname}\n`));
      const first = await runnerConnections();
      expect(first).toHaveLength(1);

      // A host's connection dropped (at the host): its next command reconnects through the same jump connection.
      const [dropped] = targets as [LabHost];
      const executor = await pool.get(dropped.address);
      const held = await holding(executor);
      await dropConnections(dropped, HIDDEN_BRIDGE_IP);
      await held.finished;
      expect((await executor.run('hostname')).stdout).toBe(`${dropped.hostname}\n`);
      expect(await runnerConnections()).toEqual(first);

      // The jump connection dropped: every host's connection goes with it; their next commands re-open it once.
      const all = await Promise.all(targets.map(async (host) => holding(await pool.get(host.address))));
      await dropConnections(jump, LAB_BRIDGE_IP);
      await Promise.all(all.map((process) => process.finished));
      expect(await hostnames()).toEqual(targets.map((host) => `${host.hostname}\n`));
      const again = await runnerConnections();
      expect(again).toHaveLength(1);
      expect(again).not.toEqual(first);
    } finally {
      await pool.closeAll();
    }
    expect(await runnerConnections()).toEqual([]);
  });

  it('a host closed and opened again reaches the jump host over the same connection; the others keep it', async () => {
    const jumps = new SharedConnections<SshExecutor>();
    const [one, two] = hiddenHosts() as [LabHost, LabHost];
    const first = await connect({ jumpConnections: jumps }, one);
    const second = await connect({ jumpConnections: jumps }, two);
    const shared = await runnerConnections();
    expect(shared).toHaveLength(1);
    await first.close();
    expect((await second.run('hostname')).stdout).toBe(`${two.hostname}\n`);
    const reopened = await connect({ jumpConnections: jumps }, one);
    expect((await reopened.run('hostname')).stdout).toBe(`${one.hostname}\n`);
    expect(await runnerConnections()).toEqual(shared);
    await second.close();
    await reopened.close();
    // Closing its hosts leaves the jump connection to its owner (the pool); closing that ends it.
    expect(await runnerConnections()).toEqual(shared);
    await jumps.closeAll();
    expect(await runnerConnections()).toEqual([]);
  });

  // Last: it gives the jump host a new key.
  it("exec under accept-new adds the jump host's key to --known-hosts as a host's; strict then passes; a changed one is refused naming it", async () => {
    const targets = lab.hosts.filter((host) => host.ip.startsWith('10.77.1.'));
    expect(targets).toHaveLength(7);
    const file = path.join(tmp, 'known_hosts');
    const exec = async (policy: string) => {
      const { logger, sink } = memoryLogger();
      const out: string[] = [];
      const status = await runCli(
        [
          'exec',
          '--hosts',
          targets.map((host) => host.ip).join(','),
          '--jump-host',
          `root@${jump.address}`,
          '--pk',
          lab.credentials.privateKeyPath,
          '--host-key-policy',
          policy,
          '--known-hosts',
          file,
          'hostname',
        ],
        { logger, stdout: (text) => out.push(text) },
      );
      process.exitCode = undefined;
      return { status, stdout: out.join(''), log: sink.lines.join('\n') };
    };
    const lines = async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean).sort();

    // The targets share one connection to the jump host: its line is written once.
    const first = await exec('accept-new');
    expect(first.status, first.log).toBe(0);
    expect(await lines()).toEqual([jump, ...targets].map((host) => host.knownHostsLine).sort());
    expect(first.log).toContain(`${jump.address}: new host key ${jump.hostKeyFingerprint} added to ${file}`);

    const strict = await exec('strict');
    expect(strict.status, strict.log).toBe(0);
    expect(strict.stdout.trimEnd().split('\n').sort()).toEqual(
      targets.map((host) => `[${host.address}] ${host.hostname}`).sort(),
    );

    const recorded = await lines();
    const before = jump.hostKeyFingerprint;
    jump = await lab.replaceHostKey(jump);
    for (const policy of ['strict', 'accept-new']) {
      const changed = await exec(policy);
      expect(changed.status).toBe(1);
      expect(changed.stdout).toBe('');
      expect(changed.log).toContain('failed on 7 of 7 hosts');
      expect(changed.log).toContain(
        `on ${jump.address}: host key changed: known_hosts has ${before}, the host presented ${jump.hostKeyFingerprint}`,
      );
      expect(await lines()).toEqual(recorded);
    }
  });
});
