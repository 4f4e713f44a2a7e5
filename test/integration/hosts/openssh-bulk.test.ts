import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HostProcess } from '../../../src/hosts/host-process.js';
import { type SshCredentials, SshExecutor, type SshOptions } from '../../../src/hosts/ssh-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { pollFor, pollUntil } from '../../lab/poll.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const run = promisify(execFile);

/** Everything a process wrote on stdout, and its end. */
async function collect(process: HostProcess, input: Buffer | string = ''): Promise<string> {
  let out = '';
  process.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  process.stderr.resume();
  process.stdin.end(input);
  const end = await process.finished;
  expect(end.exitCode).toBe(0);
  return out;
}

/** Prints the size of the command's stdin pipe (`F_GETPIPE_SZ`). */
const PIPE_SIZE = "perl -e 'print fcntl(STDIN, 1032, 0)'";

/** The runner's source port of a connection, as the host sees it in $SSH_CLIENT. */
const clientPort = (text: string) => text.trim().split(/\s+/)[1];

/** Command lines and environments of the runner's `ssh` processes whose command line contains `needle`. */
async function runnerProcesses(needle: string): Promise<Array<{ pid: number; args: string; env: string }>> {
  const found = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      // The lab hosts share this machine's pids: their shells running the command are not the runner's ssh.
      if (!args.startsWith('ssh ') || !args.includes(needle)) continue;
      const env = (await readFile(`/proc/${entry}/environ`, 'utf8')).replaceAll('\0', '\n');
      found.push({ pid: Number(entry), args, env });
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

describeAsRoot('bulk streams over the runner OpenSSH, logged in as the ssh2 connection is', () => {
  let lab: Lab;
  let host: LabHost;
  let rekeyed: LabHost;
  let tmp: string;
  const open: SshExecutor[] = [];
  const savedRunnerTemp = process.env.RUNNER_TEMP;

  const connect = async (
    credentials: SshCredentials,
    options: Partial<SshOptions> = {},
    target: LabHost = host,
  ): Promise<SshExecutor> => {
    const executor = await SshExecutor.connect(target.address, {
      credentials,
      hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
      ...options,
    });
    open.push(executor);
    return executor;
  };

  /**
   * The client port of the command channel, and of a bulk stream: they differ when OpenSSH carried it (as the
   * login user: sudo drops $SSH_CLIENT).
   */
  const ports = async (executor: SshExecutor) => {
    const channel = clientPort((await executor.run('echo "$SSH_CLIENT"', { sudo: false })).stdout);
    const bulk = await collect(await executor.spawn('echo "$SSH_CLIENT"', { bulk: true, sudo: false }));
    return { channel, bulk: clientPort(bulk) };
  };

  beforeAll(async () => {
    lab = await startLab({ hosts: 2 });
    [host, rekeyed] = lab.hosts as [LabHost, LabHost];
    tmp = await mkdtemp(path.join(os.tmpdir(), 'openssh-bulk-test-'));
    // The login folders are made here, so the test can look into them.
    process.env.RUNNER_TEMP = tmp;
  });

  afterAll(async () => {
    if (savedRunnerTemp === undefined) delete process.env.RUNNER_TEMP;
    else process.env.RUNNER_TEMP = savedRunnerTemp;
    await Promise.all(open.map((executor) => executor.close()));
    await lab?.stop();
    await rm(tmp, { recursive: true, force: true });
  });

  it('carries a stream byte for byte over a connection of its own, as root, for every kind of login', async () => {
    const { credentials } = lab;
    const socket = path.join(tmp, 'agent.sock');
    const { stdout } = await run('ssh-agent', ['-a', socket, '-s']);
    const agentPid = Number(/SSH_AGENT_PID=(\d+)/.exec(stdout)?.[1]);
    try {
      await run('ssh-add', [credentials.privateKeyPath], { env: { ...process.env, SSH_AUTH_SOCK: socket } });
      // A key the hosts do not know: the agent's key must still be tried after it, as ssh2 does.
      const unknownKey = path.join(tmp, 'unknown-key');
      await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', unknownKey]);
      const logins: Record<string, SshCredentials> = {
        'root, password': { user: 'root', password: credentials.root.password },
        'root, key file': { user: 'root', privateKeyPath: credentials.privateKeyPath },
        'alice, key text, passwordless sudo': { user: 'alice', privateKey: credentials.privateKey },
        'bob, encrypted key, sudo with password': {
          user: 'bob',
          privateKeyPath: credentials.encryptedPrivateKeyPath,
          passphrase: credentials.passphrase,
          password: credentials.bob.password,
        },
        'bob, password only, sudo with password': { user: 'bob', password: credentials.bob.password },
        'root, agent': { user: 'root', agent: socket },
        'root, an unknown key, then the agent': {
          user: 'root',
          privateKey: await readFile(unknownKey, 'utf8'),
          agent: socket,
        },
      };
      const data = randomBytes(8 * 1024 * 1024);
      const sum = createHash('sha256').update(data).digest('hex');
      // Each login twice: after the handshake, and started beside it (prepareBulk, the host key being known).
      for (const [name, login, prepareBulk] of Object.entries(logins).flatMap(([name, login]) => [
        [name, login, false] as const,
        [`${name}, login started with the handshake`, login, true] as const,
      ])) {
        const { logger, sink } = memoryLogger();
        const executor = await connect(login, { logger, prepareBulk });
        const seen = await ports(executor);
        expect({ name, other: seen.bulk !== undefined && seen.bulk !== seen.channel }).toEqual({
          name,
          other: true,
        });
        // As root; sudo's password goes first on the same stdin: the command must see exactly the stream.
        const received = await collect(await executor.spawn('sha256sum; id -un', { bulk: true }), data);
        expect({ name, received }).toEqual({ name, received: `${sum}  -\nroot\n` });
        // The stream's reader gets sshd's pipe widened to 1 MiB (withWideStdin), also through sudo.
        const pipeSize = await collect(await executor.spawn(PIPE_SIZE, { bulk: true }));
        expect({ name, pipeSize }).toEqual({ name, pipeSize: '1048576' });
        expect(sink.lines.filter((line) => line.startsWith('warn:'))).toEqual([]);
      }
    } finally {
      process.kill(agentPid, 'SIGTERM');
    }
  });

  it('with prepareBulk and a known host key, logs in with OpenSSH on connecting, and the first stream uses that login', async () => {
    const executor = await connect(
      { user: 'root', privateKey: lab.credentials.privateKey },
      { prepareBulk: true },
    );
    // No stream asked for yet: the login is the connection's own, started beside the ssh2 handshake.
    const early = await pollFor('the early OpenSSH login', async () => {
      const found = await runnerProcesses('sealos-ready-');
      return found.length > 0 ? found : undefined;
    });
    expect(early).toHaveLength(1);
    // Pinned to the host's known key, as the handshake's.
    const [folder] = (await readdir(tmp)).filter((name) => name.startsWith('sealos-ssh-'));
    expect(await readFile(path.join(tmp, folder!, 'known_hosts'), 'utf8')).toBe(`${host.knownHostsLine}\n`);
    const channel = clientPort((await executor.run('echo "$SSH_CLIENT"', { sudo: false })).stdout);
    const stream = await executor.spawn('echo "$SSH_CLIENT"; cat', { bulk: true, sudo: false });
    // The same ssh carries it: no second login.
    expect((await runnerProcesses('sealos-ready-')).map((ssh) => ssh.pid)).toEqual([early[0]!.pid]);
    const out = await collect(stream, 'after the command line\n');
    expect(out.split('\n').slice(1)).toEqual(['after the command line', '']);
    expect(clientPort(out)).not.toBe(channel);
    // The next stream logs in anew.
    const again = await executor.spawn('cat', { bulk: true, sudo: false });
    expect((await runnerProcesses('sealos-ready-')).map((ssh) => ssh.pid)).not.toContain(early[0]!.pid);
    expect(await collect(again, 'x')).toBe('x');
  });

  it('an early login that fails (a stale key listed first) is dropped unsaid: the stream logs in with the key ssh2 accepted', async () => {
    const { stdout: stale } = await run('ssh-keygen', [
      '-q',
      '-t',
      'ecdsa',
      '-N',
      '',
      '-f',
      path.join(tmp, 'stale'),
    ]).then(() => run('cat', [path.join(tmp, 'stale.pub')]));
    const [type, base64] = stale.split(' ');
    const { logger, sink } = memoryLogger();
    const executor = await SshExecutor.connect(host.address, {
      credentials: { user: 'root', privateKey: lab.credentials.privateKey },
      // Listed first, so offered first; the host has no such key and shows its ed25519 one.
      hostKey: { policy: 'strict', knownHosts: `${host.ip} ${type} ${base64}\n${lab.knownHosts()}` },
      prepareBulk: true,
      logger,
    });
    open.push(executor);
    const seen = await ports(executor);
    expect(seen.bulk).toBeDefined();
    expect(seen.bulk).not.toBe(seen.channel);
    expect(sink.lines.filter((line) => line.startsWith('warn:'))).toEqual([]);
    await executor.close();
    expect(await runnerProcesses('sealos-ready-')).toEqual([]);
    expect((await readdir(tmp)).filter((name) => name.startsWith('sealos-ssh-'))).toEqual([]);
  });

  it('an early login never used ends with the executor, its folder removed', async () => {
    const executor = await connect(
      { user: 'root', privateKey: lab.credentials.privateKey },
      { prepareBulk: true },
    );
    await pollFor('the early OpenSSH login', async () => (await runnerProcesses('sealos-ready-'))[0]);
    await executor.close();
    expect(await runnerProcesses('sealos-ready-')).toEqual([]);
    expect((await readdir(tmp)).filter((name) => name.startsWith('sealos-ssh-'))).toEqual([]);
  });

  it('keeps secrets out of arguments and the runner environment out of ssh; the login files last only the login', async () => {
    process.env.SEALOS_TEST_RUNNER_TOKEN = 'runner-token-must-not-reach-ssh';
    try {
      const executor = await connect({
        user: 'bob',
        privateKey: lab.credentials.encryptedPrivateKey,
        passphrase: lab.credentials.passphrase,
        password: lab.credentials.bob.password,
      });
      const waiting = await executor.spawn('cat > /dev/null; echo done', { bulk: true });
      const [ssh] = await runnerProcesses('sealos-ready-');
      expect(ssh?.args).toMatch(/^ssh /);
      for (const secret of [lab.credentials.bob.password, lab.credentials.passphrase, 'BEGIN OPENSSH'])
        expect(ssh?.args).not.toContain(secret);
      expect(ssh?.env).not.toContain('runner-token-must-not-reach-ssh');
      // Only the pinned known_hosts remains while the stream runs: no key file, no askpass script.
      const folders = (await readdir(tmp)).filter((name) => name.startsWith('sealos-ssh-'));
      expect(folders).toHaveLength(1);
      expect(await readdir(path.join(tmp, folders[0]!))).toEqual(['known_hosts']);
      expect(await readFile(path.join(tmp, folders[0]!, 'known_hosts'), 'utf8')).toBe(
        `${host.knownHostsLine}\n`,
      );
      expect(await collect(waiting)).toBe('done\n');
      expect((await readdir(tmp)).filter((name) => name.startsWith('sealos-ssh-'))).toEqual([]);
    } finally {
      delete process.env.SEALOS_TEST_RUNNER_TOKEN;
    }
  });

  it('pins the host key the ssh2 handshake accepted: a host whose key changed since gets ssh2, with a warning', async () => {
    const { logger, sink } = memoryLogger();
    const executor = await connect(
      { user: 'root', password: lab.credentials.root.password },
      { logger },
      rekeyed,
    );
    await lab.replaceHostKey(rekeyed);
    // The ssh2 connection made before the change carries on; OpenSSH, shown the new key, refuses it.
    const seen = await ports(executor);
    expect(seen.bulk).toBe(seen.channel);
    const warnings = sink.lines.filter((line) => line.startsWith('warn:'));
    expect(warnings).toEqual([
      `warn:${rekeyed.address}: copies to this host use the built-in SSH client (slower): OpenSSH could not log in (exit 255): Host key for ${rekeyed.ip} has changed and you have requested strict checking. Host key verification failed.`,
    ]);
    // Once refused, the host's later streams go over ssh2 without asking again.
    expect((await ports(executor)).bulk).toBe(seen.channel);
    expect(sink.lines.filter((line) => line.startsWith('warn:'))).toHaveLength(1);
  });

  it("hands the command's own output over whole: an early error line, its exit status, a signal", async () => {
    const executor = await connect({ user: 'root', privateKey: lab.credentials.privateKey });
    const failing = await executor.spawn('echo early-error-line >&2; exit 3', { bulk: true });
    // Nothing read yet: the line must wait for the reader, not be read and dropped meanwhile. Wait until it has
    // arrived and sits unread in the stream, then read.
    const line = 'early-error-line\n';
    expect(
      await pollUntil(
        () => failing.stderr.readableLength,
        (length) => length >= line.length,
      ),
    ).toBe(line.length);
    let stderr = '';
    failing.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    failing.stdout.resume();
    failing.stdin.end();
    expect(await failing.finished).toEqual({ exitCode: 3 });
    expect(stderr).toBe(line);
    // Killed by a signal: 128 + 9, not taken for a lost connection.
    const killed = await executor.spawn('kill -KILL $$', { bulk: true });
    killed.stdout.resume();
    killed.stderr.resume();
    killed.stdin.end();
    expect(await killed.finished).toEqual({ exitCode: 137 });
  });

  it('uses ssh2, with a warning, when the login folder cannot be made or its path cannot be given to ssh', async () => {
    for (const [dir, said] of [
      ['/proc', 'cannot prepare the OpenSSH login'],
      [path.join(tmp, 'a folder'), 'cannot be given to ssh'],
    ]) {
      process.env.RUNNER_TEMP = dir;
      try {
        const { logger, sink } = memoryLogger();
        const executor = await connect({ user: 'root', privateKey: lab.credentials.privateKey }, { logger });
        const seen = await ports(executor);
        expect(seen.bulk).toBe(seen.channel);
        const warnings = sink.lines.filter((line) => line.startsWith('warn:'));
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain(said);
      } finally {
        process.env.RUNNER_TEMP = tmp;
      }
    }
  });

  it('uses ssh2 when asked to, and stops a stream in flight when the executor closes', async () => {
    const forced = await connect({ user: 'root', password: lab.credentials.root.password }, { bulk: 'ssh2' });
    const seen = await ports(forced);
    expect(seen.bulk).toBe(seen.channel);
    // Over ssh2 too, a stream's reader gets the wide pipe; a command that is not a stream keeps sshd's 64 KiB.
    expect(await collect(await forced.spawn(PIPE_SIZE, { bulk: true }))).toBe('1048576');
    expect(await collect(await forced.spawn(PIPE_SIZE))).toBe('65536');

    const executor = await connect({ user: 'root', privateKey: lab.credentials.privateKey });
    const waiting = await executor.spawn('cat > /dev/null', { bulk: true });
    waiting.stdout.resume();
    waiting.stderr.resume();
    await executor.close();
    expect((await waiting.finished).exitCode).toBeNull();
    expect(await runnerProcesses('sealos-ready-')).toEqual([]);
  });

  // Last: a missing `ssh` is remembered for the rest of the process.
  it('falls back to ssh2, saying so once, when the runner has no ssh', async () => {
    const savedPath = process.env.PATH;
    const bin = path.join(tmp, 'bin-without-ssh');
    await run('mkdir', ['-p', bin]);
    for (const tool of ['bash', 'sh', 'tar', 'cat'])
      await run('ln', ['-sf', (await run('bash', ['-c', `command -v ${tool}`])).stdout.trim(), bin]);
    process.env.PATH = bin;
    try {
      const { logger, sink } = memoryLogger();
      const first = await connect({ user: 'root', password: lab.credentials.root.password }, { logger });
      const seen = await ports(first);
      expect(seen.bulk).toBe(seen.channel);
      const second = await connect({ user: 'root', password: lab.credentials.root.password }, { logger });
      const again = await ports(second);
      expect(again.bulk).toBe(again.channel);
      expect(sink.lines.filter((line) => line.includes('OpenSSH `ssh` is not installed'))).toHaveLength(1);
      expect(sink.lines.filter((line) => line.startsWith('warn:'))).toEqual([]);
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
