import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyDirectoryToHosts } from '../../../src/hosts/copy.js';
import { CommandError } from '../../../src/hosts/errors.js';
import type { Executor } from '../../../src/hosts/executor.js';
import { onEachHost } from '../../../src/hosts/fan-out.js';
import { type ExecutorPool, sshPool } from '../../../src/hosts/pool.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { pollFor, pollUntil } from '../../lab/poll.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';
import { listingScript, localListing, makeTree, writeRandomFile } from './tree.js';

const MiB = 1024 * 1024;

describeAsRoot('copy of a folder to real sshd hosts', () => {
  let lab: Lab;
  let tmp: string;
  let tree: string;
  let pool: ExecutorPool;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'copy-test-'));
    tree = path.join(tmp, 'rootfs');
    [lab] = await Promise.all([startLab({ hosts: 3 }), makeTree(tree, 2000, 50 * MiB)]);
    const users = ['root', 'alice', 'bob'] as const;
    // One host per kind of user: root, sudo without and with a password.
    pool = sshPool(
      lab.hosts.map((host, i) => ({ address: host.address, credentials: { ...lab.credentials[users[i]!] } })),
      { hostKey: { policy: 'strict', knownHosts: lab.knownHosts() } },
    );
  });

  afterAll(async () => {
    await pool?.closeAll();
    await lab?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const addresses = () => lab.hosts.map((host) => host.address);
  const leftovers = (host: LabHost, dest: string) =>
    lab.check(host, `ls -d ${dest}.sealos-* 2>/dev/null || true`);

  it('copies 2,000 files and a 50 MB file to 3 hosts: same checksums and modes, registry/ excluded', async () => {
    const { logger, sink } = memoryLogger();
    await onEachHost(addresses(), async (address) =>
      (await pool.get(address)).copyDir(tree, '/var/lib/sealos/data/default/rootfs', {
        exclude: ['registry'],
        progress: logger,
      }),
    );
    const expected = await localListing(tree, ['registry']);
    expect(expected).toContain('./sub/registry/keep');
    expect(expected.split('\n').filter((line) => line.startsWith('f ')).length).toBe(2002);
    for (const host of lab.hosts) {
      const listing = await lab.check(host, `cd /var/lib/sealos/data/default/rootfs && ${listingScript}`);
      expect(listing, host.address).toBe(expected);
      expect(
        await lab.check(host, 'test ! -e /var/lib/sealos/data/default/rootfs/registry && echo absent'),
      ).toBe('absent\n');
      expect(await lab.check(host, 'find /var/lib/sealos/data/default/rootfs ! -user root | wc -l')).toBe(
        '0\n',
      );
      expect(await leftovers(host, '/var/lib/sealos/data/default/rootfs')).toBe('');
      expect(
        sink.lines.some((line) => line.startsWith(`info:[${host.address}] copy `) && line.endsWith(' done')),
      ).toBe(true);
    }
  });

  it('replaces an existing destination as a whole', async () => {
    const small = path.join(tmp, 'small');
    await makeTree(small, 20, 0);
    await writeFile(path.join(small, 'version'), 'two');
    await onEachHost(addresses(), async (address) => {
      const executor = await pool.get(address);
      await executor.run('mkdir -p /opt/app && echo one > /opt/app/version && echo old > /opt/app/stale');
      await executor.copyDir(small, '/opt/app');
    });
    const expected = await localListing(small);
    for (const host of lab.hosts) {
      expect(await lab.check(host, `cd /opt/app && ${listingScript}`)).toBe(expected);
      expect(await leftovers(host, '/opt/app')).toBe('');
    }
  });

  it('keeps what the destination holds under a kept path, moved by rename, and never sends it', async () => {
    const executor = await pool.get(lab.hosts[0]!.address);
    const host = lab.hosts[0]!;
    await lab.check(
      host,
      'mkdir -p /opt/kept/registry/docker && echo blob > /opt/kept/registry/docker/data && echo old > /opt/kept/old',
    );
    const inode = await lab.check(host, 'stat -c %i /opt/kept/registry/docker/data');
    // The source has a registry/ of its own (makeTree's), which must not be sent.
    const source = path.join(tmp, 'kept-source');
    await makeTree(source, 5, 0);
    await executor.copyDir(source, '/opt/kept', { keep: ['registry'] });
    expect(await lab.check(host, 'cd /opt/kept/registry && find . -type f; cat docker/data')).toBe(
      './docker/data\nblob\n',
    );
    expect(await lab.check(host, 'test -f /opt/kept/d1/e1/f1.txt && echo copied')).toBe('copied\n');
    expect(await lab.check(host, 'stat -c %i /opt/kept/registry/docker/data')).toBe(inode);
    expect((await lab.run(host, 'test -e /opt/kept/old')).code).not.toBe(0);
    expect(await leftovers(host, '/opt/kept')).toBe('');
  });

  it('a copy whose remote tar is killed half-way leaves no partial folder and the old one intact', async () => {
    const host = lab.hosts[1]!;
    const executor = await pool.get(host.address);
    await executor.run('mkdir -p /opt/keep && echo previous > /opt/keep/marker');
    const big = path.join(tmp, 'killed');
    await writeRandomFile(path.join(big, 'huge.bin'), 200 * MiB);
    let killed: Promise<unknown> | undefined;
    const error = await executor
      .copyDir(big, '/opt/keep', {
        onProgress: (sent) => {
          if (sent < 4 * MiB || killed) return;
          killed = (async () => {
            const tar = await pollFor(
              "the host's tar -x",
              async () => (await lab.processes(host)).find((p) => p.args.startsWith('tar -x -b 128 -f -')),
              { intervalMs: 200 },
            );
            await lab.check(host, `kill -9 ${tar.pid}`);
          })();
        },
      })
      .catch((e: unknown) => e);
    await killed;
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).host).toBe(host.address);
    expect((error as CommandError).message).toContain('tar -x into /opt/keep.sealos-tmp-');
    expect(await lab.check(host, 'ls -A /opt/keep; cat /opt/keep/marker')).toBe('marker\nprevious\n');
    expect(await leftovers(host, '/opt/keep')).toBe('');
  });

  it('a copy whose connection is lost half-way leaves no partial folder; the next copy works', async () => {
    const host = lab.hosts[2]!;
    const executor = await pool.get(host.address);
    await executor.run('mkdir -p /opt/lost && echo previous > /opt/lost/marker');
    const [clientIp] = (await executor.run('echo "$SSH_CLIENT"', { sudo: false })).stdout.split(' ');
    const big = path.join(tmp, 'lost');
    await writeRandomFile(path.join(big, 'huge.bin'), 200 * MiB);
    let cut: Promise<unknown> | undefined;
    const error = await executor
      .copyDir(big, '/opt/lost', {
        onProgress: (sent) => {
          if (sent < 4 * MiB || cut) return;
          // Every connection of the runner's: the command channel and the one carrying the copy (OpenSSH).
          cut = (async () => {
            const lines = await pollFor(
              'the copy connection on the host',
              async () => {
                const found = (await lab.check(host, 'ss -tnpH state established'))
                  .split('\n')
                  .filter((l) => l.includes(` ${clientIp}:`) && l.includes('pid='));
                return found.length > 0 ? found : undefined;
              },
              { intervalMs: 200 },
            );
            const pids = lines.flatMap((line) => [...line.matchAll(/pid=(\d+)/g)].map((m) => m[1]));
            await lab.check(host, `kill -9 ${pids.join(' ')}`);
          })();
        },
      })
      .catch((e: unknown) => e);
    await cut;
    expect(error).toBeInstanceOf(Error);
    // The host's tar sees its input end and removes the staging folder on its own, a moment later.
    expect(
      await pollUntil(
        () => leftovers(host, '/opt/lost'),
        (left) => left === '',
        { intervalMs: 200 },
      ),
    ).toBe('');
    expect(await lab.check(host, 'ls -A /opt/lost; cat /opt/lost/marker')).toBe('marker\nprevious\n');

    const small = path.join(tmp, 'after-loss');
    await makeTree(small, 5, 0);
    await executor.copyDir(small, '/opt/lost');
    expect(await lab.check(host, `cd /opt/lost && ${listingScript}`)).toBe(await localListing(small));
  });

  it('one read of the folder for many hosts: every host gets it whole, a failing host fails alone', async () => {
    const source = path.join(tmp, 'fanned');
    await makeTree(source, 200, 20 * MiB);
    // The third host cannot make the destination (its parent is a file): only it fails.
    await lab.check(lab.hosts[2]!, 'rm -rf /opt/fan && mkdir -p /opt && echo file > /opt/fan');
    await lab.check(lab.hosts[0]!, 'rm -rf /opt/fan');
    await lab.check(lab.hosts[1]!, 'rm -rf /opt/fan');
    const executors = await Promise.all(addresses().map((address) => pool.get(address)));
    let streamed = 0;
    const outcomes = await copyDirectoryToHosts(executors, source, '/opt/fan/rootfs', {
      onProgress: (sent) => {
        streamed = sent;
      },
    });
    expect(outcomes.map((outcome) => [outcome.host, outcome.ok])).toEqual([
      [lab.hosts[0]!.address, true],
      [lab.hosts[1]!.address, true],
      [lab.hosts[2]!.address, false],
    ]);
    const failed = outcomes[2]!;
    expect(!failed.ok && failed.error).toBeInstanceOf(CommandError);
    // The stream was read once, not once per host.
    expect(streamed).toBeGreaterThan(20 * MiB);
    expect(streamed).toBeLessThan(2 * 20 * MiB);
    const expected = await localListing(source);
    for (const host of lab.hosts.slice(0, 2)) {
      expect(await lab.check(host, `cd /opt/fan/rootfs && ${listingScript}`)).toBe(expected);
      expect(await leftovers(host, '/opt/fan/rootfs')).toBe('');
    }
  });

  it('starts every command of a copy before its stream ends: the commit waits for its word, it is not a new command', async () => {
    const source = path.join(tmp, 'committed');
    await makeTree(source, 50, 5 * MiB);
    for (const host of lab.hosts) await lab.check(host, 'rm -rf /opt/committed');
    const started: Array<{ host: string; afterStream: boolean }> = [];
    let streamEnded = false;
    // Every command the copy starts on a host, and whether a stream had ended by then (root, and sudo with and
    // without a password: the password goes first on the waiting commit's stdin).
    const watched = await Promise.all(
      addresses().map(async (address) => {
        const real = await pool.get(address);
        const watch: Partial<Executor> = {
          spawn: async (script, options) => {
            started.push({ host: real.host, afterStream: streamEnded });
            const process = await real.spawn(script, options);
            if (options?.bulk) void process.finished.then(() => (streamEnded = true));
            return process;
          },
          run: (script, options) => {
            started.push({ host: real.host, afterStream: streamEnded });
            return real.run(script, options);
          },
        };
        return Object.assign(Object.create(real) as Executor, watch);
      }),
    );
    const outcomes = await copyDirectoryToHosts(watched, source, '/opt/committed/rootfs');
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    expect(streamEnded).toBe(true);
    // Two per host, the stream and its commit, none after a stream ended.
    expect(started).toHaveLength(6);
    expect(started.filter((command) => command.afterStream)).toEqual([]);
    const expected = await localListing(source);
    for (const host of lab.hosts) {
      expect(await lab.check(host, `cd /opt/committed/rootfs && ${listingScript}`)).toBe(expected);
      expect(await leftovers(host, '/opt/committed/rootfs')).toBe('');
    }
  });

  it('refuses an exclude outside the folder, a relative or root destination, and a missing source', async () => {
    const executor = await pool.get(lab.hosts[0]!.address);
    await expect(executor.copyDir(tree, '/opt/x', { exclude: ['../etc'] })).rejects.toThrow(
      'exclude "../etc" must be a path inside the copied folder',
    );
    await expect(executor.copyDir(tree, 'opt/x')).rejects.toThrow(
      'remote folder "opt/x" must be an absolute path',
    );
    await expect(executor.copyDir(tree, '//')).rejects.toThrow('refusing to replace / on a host');
    await expect(executor.copyDir(path.join(tmp, 'missing'), '/opt/x')).rejects.toThrow(
      `cannot read ${path.join(tmp, 'missing')}`,
    );
  });
});
