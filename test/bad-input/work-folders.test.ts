import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClusterImages } from '../../src/apply/cluster-images.js';
import { prepareHostTrees } from '../../src/apply/host-trees.js';
import type { Topology } from '../../src/cluster/topology.js';
import type { Clusterfile } from '../../src/clusterfile/index.js';
import { ConfigError } from '../../src/render/config/apply-configs.js';
import { expectCleanFailure } from './harness.js';

const root = path.join(import.meta.dirname, '../..');

/**
 * A failed run leaves nothing in the image store's `work/` (issue: a deep path left 2,011 folders there): the
 * host trees are removed when a Config fails while they are made, and when the process exits at a second signal,
 * where no `finally` runs.
 */
describe('work folders of a run are removed when it fails', () => {
  let dir: string;
  let workRoot: string;
  let image: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bad-input-work-'));
    workRoot = path.join(dir, 'images', 'work');
    image = path.join(dir, 'image');
    await mkdir(path.join(image, 'etc'), { recursive: true });
    await writeFile(path.join(image, 'etc', 'kubeadm.yml'), 'kind: ClusterConfiguration\n');
    await mkdir(workRoot, { recursive: true });
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const images = () =>
    ({
      all: [
        {
          reference: 'hub/rootfs:v1',
          stored: { rootfs: image, manifestDigest: `sha256:${'1'.repeat(64)}` },
          mount: { type: 'rootfs', name: 'rootfs' },
        },
      ],
      env: {},
      labels: {},
      kubeVersion: 'v1.27.7',
    }) as unknown as ClusterImages;
  const topology = { master0: '10.0.0.11', env: () => [], roles: () => ['master'] } as unknown as Topology;

  it('a Config that fails while the trees are made (a path with a NUL byte) leaves no work folder', async () => {
    const preparing = prepareHostTrees({
      workRoot,
      images: images(),
      clusterfile: {
        cluster: { spec: { env: [] } },
        configs: [
          { metadata: { name: 'fine' }, spec: { path: 'etc/a/b/c/d/e/f.yml', data: 'a: 1' } },
          { metadata: { name: 'nul' }, spec: { path: 'etc/a\0b', data: 'x' } },
        ],
      } as unknown as Clusterfile,
      topology,
    });
    const error = await preparing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expectCleanFailure(
      (error as Error).message,
      'Config nul: path "etc/a\\u0000b": the path holds a NUL byte',
    );
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('a Config path deep enough to pass the path check but not the file system leaves no folders behind', async () => {
    // 2,040 folders: within the 4,095 bytes a Config path may have, past PATH_MAX once under the work folder;
    // the failed write had made a couple of thousand folders there before.
    const deep = `${'a/'.repeat(2040)}f.yml`;
    const error = await prepareHostTrees({
      workRoot,
      images: images(),
      clusterfile: {
        cluster: { spec: { env: [] } },
        configs: [{ metadata: { name: 'deep' }, spec: { path: deep, data: 'x: 1' } }],
      } as unknown as Clusterfile,
      topology,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ConfigError);
    expectCleanFailure(
      (error as Error).message,
      `Config deep: path "${deep.slice(0, 80)}… (4085 characters)": the name is too long`,
    );
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('a process that exits at a second Ctrl-C, with no finally run, still removes its trees', async () => {
    // A real process: the trees made, the run's signal handling on, then Ctrl-C twice, as a user does.
    const script = path.join(dir, 'hold-trees.mts');
    await writeFile(
      script,
      [
        `import { prepareHostTrees } from ${JSON.stringify(path.join(root, 'src/apply/host-trees.ts'))};`,
        `import { watchInterrupts } from ${JSON.stringify(path.join(root, 'src/run/interrupts.ts'))};`,
        `import { Logger } from ${JSON.stringify(path.join(root, 'src/log/logger.ts'))};`,
        `import { ConsoleSink } from ${JSON.stringify(path.join(root, 'src/log/console-sink.ts'))};`,
        'const image = process.argv[2];',
        'const trees = await prepareHostTrees({',
        '  workRoot: process.argv[3],',
        `  images: { all: [{ reference: 'hub/rootfs:v1', stored: { rootfs: image, manifestDigest: 'sha256:${'1'.repeat(64)}' }, mount: { type: 'rootfs', name: 'rootfs' } }], env: {}, labels: {}, kubeVersion: 'v1.27.7' },`,
        '  clusterfile: { cluster: { spec: { env: [] } }, configs: [] },',
        "  topology: { master0: '10.0.0.11', env: () => [], roles: () => ['master'] },",
        '});',
        "const tree = await trees.rootfs('10.0.0.11');",
        'watchInterrupts(new Logger(new ConsoleSink(false, process.stderr)));',
        // Stands for a run busy on the hosts: never ends by itself.
        'setInterval(() => {}, 1 << 30);',
        "process.stdout.write('ready ' + tree.dir + '\\n');",
      ].join('\n'),
    );
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script, image, workRoot], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const line = (read: () => string, pattern: RegExp, stream: NodeJS.ReadableStream) =>
      new Promise<void>((resolve, reject) => {
        const check = () => pattern.test(read()) && resolve();
        stream.on('data', check);
        check();
        void exited.then(() => reject(new Error(`exited before ${pattern}:\n${stdout}\n${stderr}`)));
      });
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    await line(() => stdout, /^ready \S+\n/m, child.stdout);
    const treeDir = /^ready (\S+)$/m.exec(stdout)?.[1] as string;
    expect(treeDir.startsWith(`${workRoot}/`)).toBe(true);
    expect(await readdir(path.join(treeDir, 'etc'))).toEqual(['kubeadm.yml']);
    expect(await readdir(workRoot)).toHaveLength(1);

    child.kill('SIGINT');
    await line(() => stderr, /SIGINT: stopping/, child.stderr);
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(130);
    expect(stderr).toContain('SIGINT again: exiting now');
    expect(await readdir(workRoot)).toEqual([]);
  }, 60_000);
});
