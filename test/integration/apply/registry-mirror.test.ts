import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  mirrorRegistryFiles,
  type RegistrySource,
  registrySources,
} from '../../../src/apply/registry-mirror.js';
import { CommandError } from '../../../src/hosts/errors.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const run = promisify(execFile);

/** A docker-distribution storage folder: blobs by digest-like names, a repository's links. */
async function registryTree(root: string, blobs: number, seed: string): Promise<void> {
  for (let index = 0; index < blobs; index++) {
    const digest = `${seed}${index}`.padEnd(64, '0');
    const dir = path.join(root, 'registry/docker/registry/v2/blobs/sha256', digest.slice(0, 2), digest);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'data'), randomBytes(64 * 1024 + index * 1000));
  }
  const link = path.join(root, `registry/docker/registry/v2/repositories/${seed}/_manifests/tags/v1/current`);
  await mkdir(link, { recursive: true });
  await writeFile(path.join(link, 'link'), `sha256:${seed}`);
}

describeAsRoot(
  'registry data to several registry hosts: one read per source for hosts that lack the same files',
  () => {
    let lab: Lab;
    let tmp: string;
    let sources: RegistrySource[];
    const executors: SshExecutor[] = [];
    const target = '/var/lib/sealos/data/mirror-test/rootfs/registry';

    const listing = (host: LabHost, dir: string) =>
      lab.check(host, `cd ${dir} && find . -type f -print0 | sort -z | xargs -0 sha256sum`);
    /** `sha256  path` of the union of the sources, as every host must hold it. */
    const expected = async () => {
      const union = path.join(tmp, 'union');
      await rm(union, { recursive: true, force: true });
      await mkdir(union);
      for (const source of sources) await run('cp', ['-a', '-n', `${source.dir}/.`, union]);
      return (
        await run('bash', ['-c', 'find . -type f -print0 | sort -z | xargs -0 sha256sum'], { cwd: union })
      ).stdout;
    };

    beforeAll(async () => {
      lab = await startLab({ hosts: 4 });
      tmp = await mkdtemp(path.join(os.tmpdir(), 'registry-mirror-test-'));
      await registryTree(path.join(tmp, 'a'), 6, 'a');
      await registryTree(path.join(tmp, 'b'), 4, 'b');
      sources = await registrySources([
        { label: 'image-a', root: path.join(tmp, 'a'), folder: 'registry' },
        { label: 'image-b', root: path.join(tmp, 'b'), folder: 'registry' },
      ]);
      for (const host of lab.hosts)
        executors.push(
          await SshExecutor.connect(host.address, {
            credentials: { user: 'root', privateKey: lab.credentials.privateKey },
            hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
          }),
        );
    });

    afterAll(async () => {
      await Promise.all(executors.map((executor) => executor.close()));
      await lab?.stop();
      if (tmp) await rm(tmp, { recursive: true, force: true });
    });

    it('groups the hosts by what they lack; a host that cannot take the files fails alone; a re-run sends nothing', async () => {
      const [a, b, c, d] = lab.hosts as [LabHost, LabHost, LabHost, LabHost];
      // c already holds image-a's files (an earlier run); d's registry folder is a file: it cannot take any.
      await lab.check(c, `mkdir -p ${target}`);
      await lab.check(c, `tar -x -C ${target}`, await tarOf(sources[0]!.dir));
      await lab.check(d, `mkdir -p $(dirname ${target}) && echo not-a-folder > ${target}`);

      const streams: string[] = [];
      const outcomes = await mirrorRegistryFiles(executors, sources, target, {
        progress: (source, _total, hosts) => {
          streams.push(`${source.label} → ${hosts.join(' ')}`);
          return { add: () => undefined, finish: () => undefined };
        },
      });
      expect(streams).toEqual([
        `image-a → ${a.address} ${b.address} ${d.address}`,
        `image-b → ${a.address} ${b.address}`,
        `image-b → ${c.address}`,
      ]);
      const filesA = sources[0]!.files.size;
      const filesB = sources[1]!.files.size;
      expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.filesSent : 'failed'))).toEqual([
        filesA + filesB,
        filesA + filesB,
        filesB,
        'failed',
      ]);
      const failed = outcomes[3]!;
      expect(failed.ok).toBe(false);
      if (!failed.ok) {
        expect(failed.error).toBeInstanceOf(CommandError);
        expect((failed.error as CommandError).host).toBe(d.address);
        expect((failed.error as CommandError).message).toContain(`tar -x into ${target}`);
      }
      const want = await expected();
      for (const host of [a, b, c]) expect(await listing(host, target)).toBe(want);

      streams.length = 0;
      const again = await mirrorRegistryFiles(executors.slice(0, 3), sources, target, {
        progress: (source, _total, hosts) => {
          streams.push(`${source.label} → ${hosts.join(' ')}`);
          return { add: () => undefined, finish: () => undefined };
        },
      });
      expect(streams).toEqual([]);
      expect(again.map((outcome) => outcome.ok && outcome.value.filesSent)).toEqual([0, 0, 0]);
    });

    it('relays one stream per source through the hosts when asked, and leaves no relay key behind', async () => {
      const fresh = '/var/lib/sealos/data/mirror-relay/rootfs/registry';
      const { logger, sink } = memoryLogger();
      const streams: string[] = [];
      const outcomes = await mirrorRegistryFiles(executors.slice(0, 3), sources, fresh, {
        progress: (source, _total, hosts) => {
          streams.push(`${source.label} → ${hosts.length} hosts`);
          return { add: () => undefined, finish: () => undefined };
        },
        relay: (count) => (count >= 2 ? { owner: 'mirror-relay', logger } : undefined),
      });
      expect(sink.lines).toContain(
        `info:relay: the runner sends to ${lab.hosts[0]!.address}; 3 hosts forward to each other, up to 2 each, 2 levels`,
      );
      expect(sink.lines.filter((line) => line.startsWith('warn:'))).toEqual([]);
      expect(streams).toEqual(['image-a → 3 hosts', 'image-b → 3 hosts']);
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      const want = await expected();
      for (const host of lab.hosts.slice(0, 3)) {
        expect(await listing(host, fresh)).toBe(want);
        expect(
          await lab.check(
            host,
            'cat /root/.ssh/authorized_keys 2>/dev/null | grep -c sealos-action-relay || true',
          ),
        ).toBe('0\n');
        expect(await lab.check(host, 'ls -d /tmp/.sealos-action-relay-* 2>/dev/null | wc -l')).toBe('0\n');
      }
    });
  },
);

async function tarOf(dir: string): Promise<Buffer> {
  const { stdout } = await promisify(execFile)('tar', ['-c', '-f', '-', '-C', dir, '.'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
