import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { ImageStore } from '../../../src/image/store/image-store.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { pushTestImage, writeLayer } from '../../lab/registry-images.js';
import { useTempDirs } from '../../unit/image/helpers.js';

const run = promisify(execFile);

/** Every path of a tree with its type, mode and content hash or link target; hard links share an id. */
async function describeTree(root: string): Promise<string[]> {
  const lines: string[] = [];
  const inodes = new Map<number, string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const name of (await readdir(dir)).sort()) {
      const path = join(dir, name);
      const rel = `${prefix}${name}`;
      const stat = await lstat(path);
      const mode = (stat.mode & 0o7777).toString(8);
      if (stat.isSymbolicLink()) lines.push(`${rel} link -> ${await readlink(path)}`);
      else if (stat.isDirectory()) {
        lines.push(`${rel}/ dir ${mode}`);
        await walk(path, `${rel}/`);
      } else {
        const hash = createHash('sha256')
          .update(await readFile(path))
          .digest('hex')
          .slice(0, 12);
        const first = inodes.get(stat.ino);
        if (stat.nlink > 1 && !first) inodes.set(stat.ino, rel);
        lines.push(`${rel} file ${mode} ${hash}${first ? ` hardlink-of ${first}` : ''}`);
      }
    }
  }
  await walk(root, '');
  return lines;
}

describe('our unpacked tree equals umoci unpack of the same image (an independent unpacker)', () => {
  let registry: RegistryLab;
  let client: RegistryClient;
  const tempDir = useTempDirs();

  beforeAll(async () => {
    registry = await startRegistry();
    client = new RegistryClient({ logger: memoryLogger({ debug: true }).logger });
  });
  afterAll(async () => {
    client?.close();
    await registry?.stop();
  });

  it('matches file for file over three layers with whiteouts, an opaque dir, links and modes', async () => {
    const dir = await tempDir();
    const layers = [
      await writeLayer(join(dir, '1'), [
        { name: 'etc/', type: 'directory', mode: 0o755 },
        { name: 'etc/a.conf', content: 'a', mode: 0o600 },
        { name: 'etc/b.conf', content: 'b' },
        { name: 'opt/', type: 'directory', mode: 0o750 },
        { name: 'opt/old/x', content: 'x' },
        { name: 'opt/keep', content: 'k' },
        { name: 'bin/', type: 'directory' },
        { name: 'bin/tool', content: 'tool v1', mode: 0o755 },
        { name: 'bin/alias', type: 'link', linkname: 'bin/tool' },
      ]),
      await writeLayer(join(dir, '2'), [
        { name: 'etc/.wh.b.conf' },
        { name: 'opt/', type: 'directory', mode: 0o755 },
        { name: 'opt/.wh..wh..opq' },
        { name: 'opt/new', content: 'n' },
        { name: 'bin/tool', content: 'tool v2', mode: 0o700 },
        { name: 'bin/current', type: 'symlink', linkname: 'tool' },
      ]),
      await writeLayer(join(dir, '3'), [
        { name: 'scripts/', type: 'directory', mode: 0o755 },
        { name: 'scripts/init.sh', content: '#!/bin/bash\n', mode: 0o755 },
        { name: 'scripts/hard', type: 'link', linkname: 'scripts/init.sh' },
        { name: '.wh.etc' },
        { name: 'etc/', type: 'directory', mode: 0o711 },
        { name: 'etc/fresh', content: 'f' },
      ]),
    ];
    await pushTestImage(client, parseReference(`${registry.host}/oracle/tree:v1`), layers);

    const store = new ImageStore({
      client,
      logger: memoryLogger({ debug: true }).logger,
      root: await tempDir(),
    });
    const ours = await store.mount(parseReference(`${registry.host}/oracle/tree:v1`), {
      os: 'linux',
      architecture: 'amd64',
    });

    const work = await tempDir();
    await run('skopeo', [
      'copy',
      '--src-tls-verify=false',
      `docker://${registry.host}/oracle/tree:v1`,
      `oci:${work}/layout:v1`,
    ]);
    await run('umoci', ['unpack', '--rootless', '--image', `${work}/layout:v1`, `${work}/bundle`]);

    const theirs = await describeTree(join(work, 'bundle/rootfs'));
    expect(await describeTree(ours.rootfs)).toEqual(theirs);
    expect(theirs).toContain(
      `opt/new file 644 ${createHash('sha256').update('n').digest('hex').slice(0, 12)}`,
    );
    expect(theirs.some((line) => line.startsWith('opt/keep'))).toBe(false);
  });
});
