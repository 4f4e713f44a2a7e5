import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthError } from '../../../src/hosts/errors.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const root = path.resolve(import.meta.dirname, '../../..');
/** A hang guard, not a timing assertion: the refusal comes before any connection. */
const BOUND_MS = 60_000;

/** The real entry point in its own process: only a process that exits shows nothing was left running. */
function cliProcess(
  args: string[],
): Promise<{ status: number | null; signal: string | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'src/cli/main.ts'), ...args],
      { timeout: BOUND_MS, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const failed = error as (Error & { code?: number; signal?: string }) | null;
        resolve({
          status: failed ? (typeof failed.code === 'number' ? failed.code : null) : 0,
          signal: failed?.signal ?? null,
          output: `${stdout}${stderr}`,
        });
      },
    );
  });
}

describeAsRoot('a key that can never log in, against a live sshd and a closed port', () => {
  let lab: Lab;
  let host: LabHost;
  let tmp: string;
  const pair = ssh2.utils.generateKeyPairSync('ed25519');

  beforeAll(async () => {
    lab = await startLab({ hosts: 1 });
    [host] = lab.hosts as [LabHost];
    tmp = await mkdtemp(path.join(os.tmpdir(), 'unusable-key-'));
    await writeFile(path.join(tmp, 'id.pub'), `${pair.public}\n`);
    await writeFile(path.join(tmp, 'known_hosts'), lab.knownHosts());
  });

  afterAll(async () => {
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  // The lab host's own address, then the same host on a port where nothing listens.
  it.each([
    ['a live sshd', () => host.address],
    ['a closed port', () => `${host.ip}:1`],
  ])(
    'exec --pk KEY.pub on %s exits with the refusal, no stack, no unhandled error event',
    async (_where, target) => {
      const { status, signal, output } = await cliProcess([
        'exec',
        '--hosts',
        target(),
        '--pk',
        path.join(tmp, 'id.pub'),
        '--known-hosts',
        path.join(tmp, 'known_hosts'),
        'true',
      ]);
      expect(signal, output).toBeNull();
      // Refused before any host is contacted: a usage error.
      expect(status, output).toBe(2);
      expect(output).toContain(
        `--pk: cannot use the private key ${path.join(tmp, 'id.pub')}: it is a public key`,
      );
      expect(output).not.toMatch(/Unhandled|ECONNREFUSED|^\s+at /m);
    },
    BOUND_MS + 10_000,
  );

  it.each([
    ['a live sshd', () => host.address],
    ['a closed port', () => `${host.ip}:1`],
  ])(
    'the executor given a public key as the private key on %s: AuthError before connecting',
    async (_w, target) => {
      const attempt = SshExecutor.connect(target(), {
        credentials: { user: 'root', privateKey: `${pair.public}\n` },
        hostKey: { policy: 'insecure' },
        attempts: 1,
      });
      await expect(attempt).rejects.toBeInstanceOf(AuthError);
      await expect(attempt).rejects.toThrow('cannot use the private key: it is a public key (ssh-ed25519)');
    },
  );
});
