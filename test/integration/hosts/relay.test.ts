import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyDirectoryToHosts } from '../../../src/hosts/copy.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { limitRunnerUplink } from '../../lab/link-rate.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { pollFor, pollUntil } from '../../lab/poll.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const DEST = '/opt/relayed/rootfs';
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const RUNNER = fileURLToPath(new URL('../../lab/relay-runner.ts', import.meta.url));

/**
 * The relay on 6 lab hosts as alice (root through sudo): the runner sends to one host, the hosts forward to
 * each other with a key made for the copy, and afterwards no authorized_keys line, key folder or process of the
 * copy remains: after a good copy (also where the login had no authorized_keys file, and removing what an
 * earlier copy of the same owner left), when a relay dies half-way (its hosts then get the tree directly), when
 * the runner's connections drop mid-stream and when the runner is SIGKILLed mid-stream. A host whose sudo needs
 * the password stays out of the tree.
 */
describeAsRoot('relay fan-out on the lab', () => {
  let lab: Lab;
  let source: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 6 });
    // The runner's uplink at 200 Mbit/s (host to host traffic is bridged and not limited): the stream lasts
    // long enough for the tests to act on it half-way.
    await limitRunnerUplink(lab, '200mbit');
    source = await mkdtemp(path.join(os.tmpdir(), 'relay-src-'));
    await mkdir(path.join(source, 'bin'));
    // Big enough that the stream is still running when the test acts on it.
    await writeFile(path.join(source, 'bin', 'blob'), Buffer.alloc(64 * 1024 * 1024, 7));
    await writeFile(path.join(source, 'it\'s "quoted" $x'), 'text\n');
  }, 180_000);

  afterAll(async () => {
    await lab?.stop();
    if (source) await rm(source, { recursive: true, force: true });
  }, 120_000);

  const connect = (host: LabHost) =>
    SshExecutor.connect(host.address, {
      credentials: lab.credentials.alice,
      hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
    });
  const leftovers = async () =>
    (
      await Promise.all(
        lab.hosts.map((host) =>
          lab.check(
            host,
            'grep -H sealos-action-relay /root/.ssh/authorized_keys /home/alice/.ssh/authorized_keys; ls -d /tmp/.sealos-action-relay-* 2>/dev/null; true',
          ),
        ),
      )
    ).join('');
  const sums = () =>
    Promise.all(lab.hosts.map((host) => lab.check(host, `cd ${DEST} && sha256sum bin/blob`)));
  const keyLines = () =>
    Promise.all(lab.hosts.map((host) => lab.check(host, 'cat /home/alice/.ssh/authorized_keys')));

  it('relays to every host, then removes every line and key', async () => {
    const before = await keyLines();
    // A login without an authorized_keys file (password only): the relay makes one and removes it again.
    const keyless = lab.hosts[1]!;
    await lab.check(keyless, 'mv /home/alice/.ssh/authorized_keys /home/alice/.ssh/kept');
    // What a copy of the same owner left behind (a host that lost power mid-copy): removed by the next one.
    const tag = `sealos-action-relay-${createHash('sha256').update('lab').digest('hex').slice(0, 12)}`;
    await lab.check(
      lab.hosts[3]!,
      `echo 'restrict,command="true" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOld ${tag}-0123456789ab' >> /home/alice/.ssh/authorized_keys && mkdir /tmp/.${tag}-0123456789ab && touch /tmp/.${tag}-0123456789ab/key`,
    );
    expect(await leftovers()).not.toBe('');
    const executors = await Promise.all(lab.hosts.map(connect));
    const { logger, sink } = memoryLogger({ debug: true });
    const lines = () => sink.lines;
    let keylessFolder: string;
    try {
      const outcomes = await copyDirectoryToHosts(executors, source, DEST, {
        relay: { owner: 'lab', logger },
      });
      expect(
        outcomes.filter((outcome) => !outcome.ok),
        lines().join('\n'),
      ).toEqual([]);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
      keylessFolder = await lab.check(keyless, 'ls -A /home/alice/.ssh');
      // Put back whatever happened: the later tests log in with it.
      await lab.check(keyless, 'mv /home/alice/.ssh/kept /home/alice/.ssh/authorized_keys');
    }
    expect(lines().join('\n')).toContain('relay: the runner sends to');
    expect(lines().join('\n')).not.toContain('directly');
    expect(new Set(await sums()).size).toBe(1);
    expect(keylessFolder).toBe('kept\n');
    expect(await leftovers()).toBe('');
    expect(await keyLines()).toEqual(before);
    expect(await strayProcesses()).toEqual([]);
  });

  /**
   * The copy's processes still running on any host (receive scripts, tee, the forwarding ssh), after waiting up
   * to 10 s for them to end. A test leaves none behind, or the next test's `forwards` would see them.
   */
  const strayProcesses = async () => {
    const running = async () =>
      (await Promise.all(lab.hosts.map((host) => lab.processes(host))))
        .flat()
        .filter((entry) => /sealos-action-relay|ssh -F \/dev\/null|tee -p/.test(entry.args));
    return pollUntil(running, (stray) => stray.length === 0);
  };

  /** The pids of the root's `ssh` processes forwarding the stream, once they run. */
  const forwards = (root: LabHost) =>
    pollFor(
      'the relay root forwarding to its two hosts',
      async () => {
        const found = (await lab.processes(root)).filter((entry) =>
          entry.args.startsWith('ssh -F /dev/null'),
        );
        return found.length === 2 ? found : undefined;
      },
      { attempts: 400, intervalMs: 25 },
    );

  it('forwards on connections logged in before the stream, through the large-buffer tee, hashed with b2sum', async () => {
    const executors = await Promise.all(lab.hosts.map(connect));
    const root = lab.hosts[0]!;
    try {
      const copy = copyDirectoryToHosts(executors, source, `${DEST}-muxed`, { relay: { owner: 'lab' } });
      const clients = await forwards(root);
      const running = await lab.processes(root);
      const masters = running.filter((entry) => entry.args.startsWith('ssh -f -N -F /dev/null'));
      // Every host's tee reads sshd's pipe widened to 1 MiB (withWideStdin's reason): the root's (the runner's
      // stream) and a child's (its parent's). The tee widens its own input, so no command needs to before it.
      const second = lab.hosts[1]!;
      const pipeSizes = await Promise.all(
        [root, second].map(async (host) => {
          const fan = await pollFor(`the tee on ${host.address}`, async () =>
            (await lab.processes(host)).find((entry) => entry.args.includes('/fan.pl ')),
          );
          return lab.check(
            host,
            `perl -e 'open(my $f, "<", "/proc/$ARGV[0]/fd/0") or die $!; print fcntl($f, 1032, 0)' ${fan.pid}`,
          );
        }),
      );
      // TCP connections of the root's processes: `users:(("ssh",pid=N,fd=M))` per line.
      const tcp = await lab.check(root, 'ss -tnpH state established');
      const connected = (pid: number) => tcp.split('\n').filter((line) => line.includes(`pid=${pid},`));
      const third = lab.hosts[2]!;
      await copy;
      expect(pipeSizes).toEqual(['1048576', '1048576']);
      expect(masters).toHaveLength(2);
      for (const master of masters) expect(connected(master.pid)).toHaveLength(1);
      expect(masters.map((master) => connected(master.pid)[0]).join('\n')).toMatch(
        new RegExp(`${second.ip}:22[\\s\\S]*${third.ip}:22|${third.ip}:22[\\s\\S]*${second.ip}:22`),
      );
      // The forwarding clients log in on nothing of their own: their sessions ride the masters.
      for (const client of clients) expect(connected(client.pid)).toEqual([]);
      expect(
        running.some((entry) =>
          /^perl -- \/tmp\/\.sealos-action-relay-[0-9a-f-]+\/fan\.pl /.test(entry.args),
        ),
      ).toBe(true);
      expect(running.some((entry) => entry.args === 'b2sum')).toBe(true);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
    }
    const sums = await Promise.all(
      lab.hosts.map((host) => lab.check(host, `cd ${DEST}-muxed && sha256sum bin/blob`)),
    );
    expect(new Set(sums).size).toBe(1);
    expect(await leftovers()).toBe('');
    expect(await strayProcesses()).toEqual([]);
  });

  it('a relay killed half-way: the hosts below it get the tree directly, and nothing remains', async () => {
    const executors = await Promise.all(lab.hosts.map(connect));
    const { logger, sink } = memoryLogger();
    try {
      const copy = copyDirectoryToHosts(executors, source, DEST, { relay: { owner: 'lab', logger } });
      // The tree: host 1 feeds hosts 2 and 3; host 2 feeds 4 and 5; host 3 feeds 6. Cut host 1 → host 2.
      const [first] = (await forwards(lab.hosts[0]!)).filter((entry) =>
        entry.args.includes(lab.hosts[1]!.ip),
      );
      process.kill(first!.pid, 'SIGKILL');
      const outcomes = await copy;
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
    }
    const [root, second, , fourth, fifth] = lab.hosts as [LabHost, LabHost, LabHost, LabHost, LabHost];
    const warning = sink.lines.find((line) => line.startsWith('warn:relay '));
    expect(warning).toContain(`relay ${root.address} did not deliver to `);
    expect(warning).toContain(
      `${second.address}, ${fourth.address}, ${fifth.address} (ssh to ${second.address}`,
    );
    // Three hosts missed: too few for another tree, they get it from the runner.
    expect(sink.lines).toContain(
      `info:relay: ${second.address}, ${fourth.address}, ${fifth.address} get the tree directly`,
    );
    expect(sink.lines.join('\n')).not.toContain('relaying again');
    expect(new Set(await sums()).size).toBe(1);
    expect(await leftovers()).toBe('');
    expect(await strayProcesses()).toEqual([]);
  });

  it("the runner's connections dropping mid-stream: every host removes its line and key", async () => {
    const before = await keyLines();
    const executors = await Promise.all(lab.hosts.map(connect));
    const copy = copyDirectoryToHosts(executors, source, `${DEST}-cut`, { relay: { owner: 'lab' } });
    await forwards(lab.hosts[0]!);
    // Mid-stream, every line is in place: what is checked below is really removed, not never added.
    expect((await keyLines()).filter((text) => text.includes('sealos-action-relay'))).toHaveLength(5);
    await Promise.all(executors.map((executor) => executor.close()));
    await copy;
    // Each host notices on its own when its sshd closes the session: wait for that, then check.
    expect(await pollUntil(leftovers, (left) => left === '')).toBe('');
    expect(await keyLines()).toEqual(before);
    expect(await strayProcesses()).toEqual([]);
  });

  it('the runner killed (SIGKILL) mid-stream: every host removes its line and key by itself', async () => {
    const before = await keyLines();
    const runner = spawn(TSX, [RUNNER], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    runner.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => runner.once('exit', () => resolve()));
    runner.stdin!.end(
      JSON.stringify({
        addresses: lab.hosts.map((host) => host.address),
        ...lab.credentials.alice,
        knownHosts: lab.knownHosts(),
        source,
        dest: `${DEST}-killed`,
      }),
    );
    try {
      await forwards(lab.hosts[0]!);
      expect((await keyLines()).filter((text) => text.includes('sealos-action-relay'))).toHaveLength(5);
    } catch (error) {
      throw new Error(`${(error as Error).message}; the runner said: ${stderr}`);
    } finally {
      // Killed on every path: a runner left going would copy into the next test's hosts.
      runner.kill('SIGKILL');
      await exited;
    }
    expect(await pollUntil(leftovers, (left) => left === '')).toBe('');
    expect(await keyLines()).toEqual(before);
    // Nor does any of the copy's processes outlive it (receive scripts, tee, the forwarding ssh).
    expect(await strayProcesses()).toEqual([]);
  });

  it('a host whose sudo needs the password stays out of the tree and gets the tree directly', async () => {
    const executors = await Promise.all(
      lab.hosts.map((host, index) =>
        index === 2
          ? SshExecutor.connect(host.address, {
              credentials: lab.credentials.bob,
              hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
            })
          : connect(host),
      ),
    );
    const { logger, sink } = memoryLogger();
    try {
      const outcomes = await copyDirectoryToHosts(executors, source, `${DEST}-bob`, {
        relay: { owner: 'lab', logger },
      });
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
    }
    const log = sink.lines.join('\n');
    expect(log).toContain(`relay: ${lab.hosts[2]!.address} cannot take part`);
    expect(log).toContain('relay: the runner sends to');
    expect(log).not.toContain('did not deliver');
    const sums = await Promise.all(
      lab.hosts.map((host) => lab.check(host, `cd ${DEST}-bob && sha256sum bin/blob`)),
    );
    expect(new Set(sums).size).toBe(1);
    expect(await leftovers()).toBe('');
  });
});
