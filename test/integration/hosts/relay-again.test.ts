import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyDirectoryToHosts } from '../../../src/hosts/copy.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { limitRunnerUplink } from '../../lab/link-rate.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { pollFor } from '../../lab/poll.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const DEST = '/opt/relayed-again/rootfs';

/**
 * 12 hosts in a relay tree (each forwards to 2: host 0 feeds 1 and 2, 1 feeds 3 and 4, 3 feeds 7 and 8, 4 feeds
 * 9 and 10). The link 0 → 1 is cut mid-stream: 7 hosts miss the tree, enough for a second tree of their own,
 * so the runner still sends the tree twice, not eight times; every host ends with the same files and no key
 * line, folder or process of either tree remains.
 */
describeAsRoot('relay: a tree lost below a relay is relayed again', () => {
  let lab: Lab;
  let source: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 12 });
    // The runner's uplink at 200 Mbit/s: the stream lasts long enough to be cut half-way.
    await limitRunnerUplink(lab, '200mbit');
    source = await mkdtemp(path.join(os.tmpdir(), 'relay-again-src-'));
    await mkdir(path.join(source, 'bin'));
    await writeFile(path.join(source, 'bin', 'blob'), Buffer.alloc(64 * 1024 * 1024, 9));
  }, 180_000);

  afterAll(async () => {
    await lab?.stop();
    if (source) await rm(source, { recursive: true, force: true });
  }, 120_000);

  it('relays to the 7 hosts the first tree missed, then nothing goes directly', async () => {
    const executors = await Promise.all(
      lab.hosts.map((host) =>
        SshExecutor.connect(host.address, {
          credentials: lab.credentials.alice,
          hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
        }),
      ),
    );
    const { logger, sink } = memoryLogger();
    try {
      const copy = copyDirectoryToHosts(executors, source, DEST, { relay: { owner: 'lab', logger } });
      const hosts = lab.hosts as LabHost[];
      const cut = await pollFor(
        `host 1 forwarding to ${hosts[1]!.ip}`,
        async () =>
          (await lab.processes(hosts[0]!)).find(
            (entry) => entry.args.startsWith('ssh -F /dev/null') && entry.args.includes(` ${hosts[1]!.ip} `),
          ),
        { attempts: 400, intervalMs: 25 },
      );
      process.kill(cut.pid, 'SIGKILL');
      const outcomes = await copy;
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
    }
    const name = (index: number) => lab.hosts[index]!.address;
    const missed = [1, 3, 4, 7, 8, 9, 10].map(name);
    const warnings = sink.lines.filter((line) => line.startsWith('warn:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `relay ${name(0)} did not deliver to ${missed.join(', ')} (ssh to ${name(1)}`,
    );
    expect(sink.lines).toContain('info:relay: relaying again to the 7 hosts the tree missed');
    expect(sink.lines).toContain(
      `info:relay: the runner sends to ${name(1)}; 7 hosts forward to each other, up to 2 each, 3 levels`,
    );
    expect(sink.lines.join('\n')).not.toContain('directly');

    const sums = await Promise.all(lab.hosts.map((host) => lab.check(host, `sha256sum ${DEST}/bin/blob`)));
    expect(new Set(sums).size).toBe(1);
    const leftovers = await Promise.all(
      lab.hosts.map((host) =>
        lab.check(
          host,
          'grep -H sealos-action-relay /home/alice/.ssh/authorized_keys; ls -d /tmp/.sealos-action-relay-* 2>/dev/null; true',
        ),
      ),
    );
    expect(leftovers.join('')).toBe('');
  });
});
