import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyDirectoryToHosts } from '../../../src/hosts/copy.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const DEST = '/opt/relayed/rootfs';

/**
 * The relay on 6 lab hosts as alice (root through sudo): the runner sends to one host, the hosts forward to
 * each other with a key made for the copy, and afterwards no authorized_keys line and no key file remains,
 * also when a relay dies half-way (its hosts then get the tree directly) and when the runner's connections
 * drop in the middle of the stream.
 */
describeAsRoot('relay fan-out on the lab', () => {
  let lab: Lab;
  let source: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 6 });
    source = await mkdtemp(path.join(os.tmpdir(), 'relay-src-'));
    await mkdir(path.join(source, 'bin'));
    // Big enough that the stream is still running when the test acts on it.
    await writeFile(path.join(source, 'bin', 'blob'), Buffer.alloc(64 * 1024 * 1024, 7));
    await writeFile(path.join(source, "it's \"quoted\" $x"), 'text\n');
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
    const executors = await Promise.all(lab.hosts.map(connect));
    const { logger, sink } = memoryLogger({ debug: true });
    const lines = () => sink.lines;
    try {
      const outcomes = await copyDirectoryToHosts(executors, source, DEST, {
        relay: { owner: 'lab', logger },
      });
      expect(outcomes.filter((outcome) => !outcome.ok), lines().join('\n')).toEqual([]);
    } finally {
      await Promise.all(executors.map((executor) => executor.close()));
    }
    expect(lines().join('\n')).toContain('relay: the runner sends to');
    expect(lines().join('\n')).not.toContain('directly');
    expect(new Set(await sums()).size).toBe(1);
    expect(await leftovers()).toBe('');
    expect(await keyLines()).toEqual(before);
  });
});
