import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthError, CommandError, ConnectError, HostKeyError, SudoError } from '../../../src/hosts/errors.js';
import { shellQuote } from '../../../src/hosts/shell.js';
import { type SshCredentials, SshExecutor, type SshOptions } from '../../../src/hosts/ssh-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const run = promisify(execFile);

// Scripts that break if any layer (ssh exec, sudo, bash -c) re-quotes or re-interprets the text. The
// expected output is what the same script prints when real bash runs it here, with no SSH in between.
const tortureScripts = [
  `printf '%s\\n' "it's" 'say "hi"' '$HOME' "\\\`not run\\\`" 'a\\b' '%d'`,
  `x='single '"'"' quote'; echo "$x"; echo 'a'\\''b'`,
  'echo $((6 * 7)); echo "$(echo sub shell)"; echo `echo back tick`',
  "cat <<'END'\n$HOME 'q' \"dq\" `t` \\n\n\tindented\nEND",
  'echo "unicode: ñ 漢字 🙂"; echo \'!bang\' "!!"; echo -- -n; printf "%s|" a\\ b "c  d"; echo',
  'set -- "one two" three; for a in "$@"; do echo "[$a]"; done\n\n# a comment with \'quotes\'\necho end',
];
const tortureValues = [`it's "quoted" $HOME \`id\` \\ ; | & \n second line`, "''", '', '$(echo no)', '!!'];

describeAsRoot('SshExecutor on real sshd hosts', () => {
  let lab: Lab;
  let host: LabHost;
  let other: LabHost;
  /** A host whose link is down: unreachable. */
  let down: LabHost;
  let tmp: string;
  const open: SshExecutor[] = [];

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
  const root = () => ({ user: 'root', password: lab.credentials.root.password });
  const bob = () => ({ user: 'bob', password: lab.credentials.bob.password });

  beforeAll(async () => {
    lab = await startLab({ hosts: 3 });
    [host, other, down] = lab.hosts as [LabHost, LabHost, LabHost];
    await lab.setLink(down, 'down');
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssh-executor-test-'));
  });

  afterAll(async () => {
    await Promise.all(open.map((executor) => executor.close()));
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('runs commands: stdout, stderr and exit codes apart', async () => {
    const executor = await connect(root());
    const result = await executor.run('echo out; echo err >&2; hostname');
    expect(result).toEqual({
      host: host.address,
      exitCode: 0,
      stdout: `out\n${host.hostname}\n`,
      stderr: 'err\n',
    });
    const failed = await executor.run('echo partial; echo "it broke" >&2; exit 3', { check: false });
    expect(failed.exitCode).toBe(3);
    expect(failed.stdout).toBe('partial\n');
  });

  it('throws CommandError with host, command, exit code and stderr tail', async () => {
    const executor = await connect(root());
    const error = await executor.run('echo "no such thing" >&2\nexit 7').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
    const commandError = error as CommandError;
    expect(commandError.host).toBe(host.address);
    expect(commandError.exitCode).toBe(7);
    expect(commandError.command).toBe('echo "no such thing" >&2\nexit 7');
    expect(commandError.describe()).toBe(
      `${host.address}: \`echo "no such thing" >&2 ...\` exited 7: no such thing`,
    );
  });

  for (const user of ['root', 'alice', 'bob'] as const) {
    it(`runs any script text unchanged as ${user} (sudo ${user === 'bob' ? 'with password' : user === 'alice' ? 'NOPASSWD' : 'not needed'})`, async () => {
      const executor = await connect({ user, password: lab.credentials[user].password });
      for (const script of tortureScripts) {
        const expected = (await run('bash', ['-c', script])).stdout;
        const result = await executor.run(script);
        expect(result.stdout, script).toBe(expected);
      }
      for (const value of tortureValues) {
        const result = await executor.run('printf %s "$V"', { env: { V: value } });
        expect(result.stdout).toBe(value);
      }
      expect((await executor.run('id -u')).stdout).toBe('0\n');
    });
  }

  it('feeds stdin to the command, after sudo took its password', async () => {
    const executor = await connect(bob());
    const input = "line one\nit's $HOME\n";
    expect((await executor.run('id -un; cat', { stdin: input })).stdout).toBe(`root\n${input}`);
  });

  it('runs as the login user with sudo: false', async () => {
    const executor = await connect({ user: 'alice', privateKey: lab.credentials.privateKey });
    expect((await executor.run('id -un', { sudo: false })).stdout).toBe('alice\n');
    expect((await executor.run('id -un')).stdout).toBe('root\n');
  });

  it('refuses env names that are not shell names', async () => {
    const executor = await connect(root());
    await expect(executor.run('true', { env: { 'A;rm': 'x' } })).rejects.toThrow('not a shell name');
  });

  it('authenticates with a key file, key text, an encrypted key with its passphrase, and an agent', async () => {
    const { credentials } = lab;
    const byPath = await connect({ user: 'root', privateKeyPath: credentials.privateKeyPath });
    expect((await byPath.run('id -un')).stdout).toBe('root\n');
    const byText = await connect({ user: 'alice', privateKey: credentials.privateKey });
    expect((await byText.run('id -un', { sudo: false })).stdout).toBe('alice\n');
    const encrypted = await connect({
      user: 'bob',
      privateKeyPath: credentials.encryptedPrivateKeyPath,
      passphrase: credentials.passphrase,
      password: credentials.bob.password,
    });
    expect((await encrypted.run('id -un')).stdout).toBe('root\n');

    const socket = path.join(tmp, 'agent.sock');
    const { stdout } = await run('ssh-agent', ['-a', socket, '-s']);
    const agentPid = Number(/SSH_AGENT_PID=(\d+)/.exec(stdout)?.[1]);
    try {
      await run('ssh-add', [credentials.privateKeyPath], { env: { ...process.env, SSH_AUTH_SOCK: socket } });
      const byAgent = await connect({ user: 'root', agent: socket });
      expect((await byAgent.run('echo agent')).stdout).toBe('agent\n');
    } finally {
      process.kill(agentPid, 'SIGTERM');
    }
  });

  it('fails at once, naming the host, on a wrong password (no retries)', async () => {
    const { logger, sink } = memoryLogger();
    const error = await connect(
      { user: 'root', password: 'not-the-password' },
      { logger, attempts: 5 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).describe()).toBe(
      `${host.address}: root was refused (tried password): wrong password, or key not authorized`,
    );
    expect(sink.lines.filter((line) => line.includes('retrying'))).toEqual([]);
  });

  it('refuses to connect without any credential', async () => {
    await expect(connect({ user: 'root' })).rejects.toThrow(
      'no SSH credentials for root: give a password, a private key or an agent',
    );
  });

  it('fails at once on an encrypted key without its passphrase', async () => {
    const error = await connect({
      user: 'root',
      privateKeyPath: lab.credentials.encryptedPrivateKeyPath,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    // Checked before any connection (hosts/private-key.ts), the host still named.
    expect((error as AuthError).describe()).toMatch(
      new RegExp(`^${host.address}: .*cannot use the private key ${lab.credentials.encryptedPrivateKeyPath}`),
    );
    expect((error as AuthError).message).toContain('passphrase');
  });

  it('says clearly when sudo needs a password that was not given, or refuses it', async () => {
    const noPassword = await connect({ user: 'bob', privateKey: lab.credentials.privateKey });
    const missing = await noPassword.run('true').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SudoError);
    expect((missing as SudoError).describe()).toContain(
      `${host.address}: sudo needs a password for bob and none was given`,
    );
    const wrong = await connect({ user: 'bob', privateKey: lab.credentials.privateKey, password: 'wrong' });
    const refused = await wrong.run('true').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SudoError);
    expect((refused as SudoError).message).toContain("sudo refused bob's password");
  });

  it('reuses one connection for every command, and runs more commands at once than sshd allows sessions', async () => {
    const executor = await connect(root());
    const clients = await Promise.all(
      Array.from({ length: 30 }, (_, i) => executor.run(`sleep 0.$((${i} % 3)); echo "$SSH_CLIENT"`)),
    );
    const endpoints = new Set(clients.map((result) => result.stdout.split(' ').slice(0, 2).join(' ')));
    expect(endpoints.size).toBe(1);
    const sessions = (await lab.processes(host)).filter((p) => /^sshd: root@notty/.test(p.args));
    expect(sessions.length).toBeGreaterThanOrEqual(1);
  });

  it('streams output lines to a logger, prefixed with the host', async () => {
    const { logger, sink } = memoryLogger();
    const executor = await connect(root());
    await executor.run('echo one; echo two >&2; printf "no newline"', { logger });
    expect(sink.lines.sort()).toEqual(
      [
        `info:[${host.address}] one`,
        `info:[${host.address}] two`,
        `info:[${host.address}] no newline`,
      ].sort(),
    );
  });

  it('writes files atomically with their mode, uploads, and reads back (text and streamed)', async () => {
    const executor = await connect(bob());
    await executor.writeFile('/etc/sealos-test/config.yaml', "key: 'value'\n", { mode: 0o600 });
    expect(await lab.check(host, 'stat -c "%a %U" /etc/sealos-test/config.yaml')).toBe('600 root\n');
    expect(await executor.readFile('/etc/sealos-test/config.yaml')).toBe("key: 'value'\n");
    expect(await lab.check(host, 'ls -A /etc/sealos-test')).toBe('config.yaml\n');

    const big = path.join(tmp, 'big.bin');
    const content = Buffer.alloc(5 * 1024 * 1024, 'sealos-');
    await writeFile(big, content, { mode: 0o750 });
    await executor.uploadFile(big, '/opt/bin/big.bin');
    expect(await lab.check(host, 'stat -c %a /opt/bin/big.bin; sha256sum < /opt/bin/big.bin')).toBe(
      `750\n${createHash('sha256').update(content).digest('hex')}  -\n`,
    );
    const hash = createHash('sha256');
    for await (const chunk of executor.readFileStream('/opt/bin/big.bin')) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it('reports a missing file as a CommandError, text and streamed', async () => {
    const executor = await connect(root());
    await expect(executor.readFile('/nope/missing')).rejects.toThrow(/No such file/);
    const stream = executor.readFileStream('/nope/missing');
    const error = await (async () => {
      for await (const _ of stream);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
  });

  it('reconnects on the next command when the connection was lost', async () => {
    const executor = await connect(root());
    const before = (await executor.run('echo "$SSH_CLIENT"')).stdout;
    const [clientIp, clientPort] = before.split(' ');
    // The sshd processes serving this connection (found by its client port) are killed: the connection drops.
    const sockets = await lab.check(host, 'ss -tnpH state established');
    const line = sockets.split('\n').find((l) => l.includes(`${clientIp}:${clientPort} `));
    const pids = [...(line ?? '').matchAll(/pid=(\d+)/g)].map((m) => m[1]);
    expect(pids.length).toBeGreaterThan(0);
    const lost = await executor.run(`kill -9 ${pids.join(' ')}; sleep 5`).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(CommandError);
    expect((lost as CommandError).exitCode).toBeNull();
    const after = (await executor.run('echo "$SSH_CLIENT"')).stdout;
    expect(after).not.toBe(before);
  });

  it('host keys: strict accepts a known key, also from a hashed known_hosts', async () => {
    const executor = await connect(root());
    expect(executor.hostKeyFingerprint).toBe(host.hostKeyFingerprint);
    const file = path.join(tmp, 'known_hosts');
    await writeFile(file, lab.knownHosts());
    await run('ssh-keygen', ['-H', '-f', file]);
    const hashed = await connect(root(), {
      hostKey: {
        policy: 'strict',
        knownHosts: await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8')),
      },
    });
    expect((await hashed.run('echo ok')).stdout).toBe('ok\n');
  });

  it('host keys: strict refuses an unknown host, naming it', async () => {
    const error = await connect(root(), {
      hostKey: { policy: 'strict', knownHosts: other.knownHostsLine },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostKeyError);
    expect((error as HostKeyError).describe()).toBe(
      `${host.address}: host key ${host.hostKeyFingerprint} is not known (host-key-policy strict): add the host to known_hosts, or use host-key-policy accept-new`,
    );
  });

  it('host keys: accept-new reports the fingerprint to record, then verifies it', async () => {
    const seen: Array<{ fingerprint: string; known: boolean }> = [];
    const onHostKey = ({ fingerprint, known }: { fingerprint: string; known: boolean }) =>
      seen.push({ fingerprint, known });
    await connect(root(), { hostKey: { policy: 'accept-new' }, onHostKey });
    await connect(root(), {
      hostKey: { policy: 'accept-new', fingerprint: host.hostKeyFingerprint },
      onHostKey,
    });
    expect(seen).toEqual([
      { fingerprint: host.hostKeyFingerprint, known: false },
      { fingerprint: host.hostKeyFingerprint, known: true },
    ]);
  });

  it('host keys: insecure connects whatever the key, with a warning', async () => {
    const { logger, sink } = memoryLogger();
    const executor = await connect(root(), {
      hostKey: { policy: 'insecure', fingerprint: 'SHA256:wrong' },
      logger,
    });
    expect((await executor.run('echo ok')).stdout).toBe('ok\n');
    expect(sink.lines).toContain(
      `warn:${host.address}: host key not checked (host-key-policy insecure): ${host.hostKeyFingerprint}`,
    );
  });

  it('host keys: a changed key is refused under strict and accept-new, with a clear message', async () => {
    const oldKnownHosts = lab.knownHosts();
    const oldFingerprint = other.hostKeyFingerprint;
    const replaced = await lab.replaceHostKey(other);
    expect(replaced.hostKeyFingerprint).not.toBe(oldFingerprint);

    const strict = await connect(
      root(),
      { hostKey: { policy: 'strict', knownHosts: oldKnownHosts } },
      other,
    ).catch((e: unknown) => e);
    expect(strict).toBeInstanceOf(HostKeyError);
    expect((strict as HostKeyError).describe()).toContain(
      `${other.address}: host key changed: known_hosts has ${oldFingerprint}, the host presented ${replaced.hostKeyFingerprint}`,
    );
    const acceptNew = await connect(
      root(),
      { hostKey: { policy: 'accept-new', fingerprint: oldFingerprint } },
      other,
    ).catch((e: unknown) => e);
    expect(acceptNew).toBeInstanceOf(HostKeyError);
    expect((acceptNew as HostKeyError).fingerprint).toBe(replaced.hostKeyFingerprint);
    expect((acceptNew as HostKeyError).describe()).toContain(
      `${other.address}: host key changed: recorded ${oldFingerprint}, the host presented ${replaced.hostKeyFingerprint}`,
    );
    const current = await connect(
      root(),
      { hostKey: { policy: 'strict', knownHosts: lab.knownHosts() } },
      other,
    );
    expect((await current.run('hostname')).stdout).toBe(`${other.hostname}\n`);
  });

  it('reports an unreachable host by address, after retrying transient failures', async () => {
    const address = down.address;
    const { logger, sink } = memoryLogger();
    const error = await SshExecutor.connect(address, {
      credentials: root(),
      hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
      connectTimeoutMs: 3000,
      attempts: 2,
      retryDelayMs: 100,
      logger,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).host).toBe(address);
    expect((error as ConnectError).describe()).toMatch(
      new RegExp(`^${address.replaceAll('.', '\\.')}: cannot connect after 2 attempts: `),
    );
    expect(
      sink.lines.filter((line) => line.startsWith(`warn:${address}:`) && line.includes('retrying')),
    ).toHaveLength(1);
  });
});

// Keep `shellQuote` honest against real bash too: what it quotes, bash reads back unchanged.
describeAsRoot('shellQuote through real bash', () => {
  it('round-trips every torture value', async () => {
    for (const value of [...tortureValues, ...tortureScripts]) {
      const { stdout } = await run('bash', ['-c', `printf %s ${shellQuote(value)}`]);
      expect(stdout).toBe(value);
    }
  });
});
