import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planCopy } from '../../../src/build/context/copy-plan.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { writeLayer } from '../../../src/build/layer/write-layer.js';
import { BlobStore } from '../../../src/image/store/blob-store.js';
import { Logger } from '../../../src/log/logger.js';
import { MemorySink } from '../../lab/memory-log.js';

const run = promisify(execFile);

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-layer-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function makeContext(root: string): Promise<void> {
  await mkdir(path.join(root, 'bin'), { recursive: true });
  await mkdir(path.join(root, 'etc/sub'), { recursive: true });
  await writeFile(path.join(root, 'bin/tool'), 'x'.repeat(100_000));
  await chmod(path.join(root, 'bin/tool'), 0o755);
  await writeFile(path.join(root, 'etc/sub/a.conf'), 'a');
  await writeFile(path.join(root, 'etc/b.conf'), 'b');
  await writeFile(path.join(root, `etc/${'long-name-'.repeat(15)}.conf`), 'long');
  await writeFile(path.join(root, 'etc/ünïcode'), 'u');
  await symlink('../bin/tool', path.join(root, 'etc/link'));
}

async function layerOf(root: string, store: BlobStore, mtime = 0, level = 6) {
  const context = await mergeContexts([root]);
  const entries = await planCopy(
    context,
    { keyword: 'COPY', sources: ['.'], destination: '/', line: 1 },
    'K',
  );
  return writeLayer(entries, { store, level, mtime, logger: new Logger(new MemorySink()), label: 'test' });
}

describe('layer writer', () => {
  it('writes a reproducible tar.gz: same digest from another copy of the tree made at another time', async () => {
    const one = path.join(work, 'one');
    const two = path.join(work, 'two');
    await makeContext(one);
    await makeContext(two);
    for (const file of ['bin/tool', 'etc/b.conf', 'etc/sub', 'etc'])
      await utimes(path.join(two, file), new Date('2001-02-03'), new Date('2001-02-03'));
    const store = new BlobStore(path.join(work, 'store'));
    const first = await layerOf(one, store);
    const second = await layerOf(two, store);
    expect(second).toEqual(first);
    const bytes = await readFile(store.pathOf(first.digest));
    expect(`sha256:${createHash('sha256').update(bytes).digest('hex')}`).toBe(first.digest);
    expect(bytes.length).toBe(first.size);
    const tar = gunzipSync(bytes);
    expect(`sha256:${createHash('sha256').update(tar).digest('hex')}`).toBe(first.diffId);
    expect(tar.length).toBe(first.uncompressedSize);
    expect(bytes[9]).toBe(255);
    expect((await layerOf(one, store, 1_700_000_000)).diffId).not.toBe(first.diffId);
    expect((await layerOf(one, store, 0, 1)).diffId).toBe(first.diffId);
  });

  it('is read by GNU tar: sorted, parents first, root owner without names, mtime from SOURCE_DATE_EPOCH', async () => {
    const root = path.join(work, 'ctx');
    await makeContext(root);
    const store = new BlobStore(path.join(work, 'store'));
    const layer = await layerOf(root, store, 1_700_000_000);
    const { stdout } = await run(
      'tar',
      ['--numeric-owner', '--full-time', '-tvzf', store.pathOf(layer.digest)],
      {
        env: { ...process.env, TZ: 'UTC' },
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/).slice(5).join(' '))).toEqual([
      'bin/',
      'bin/tool',
      'etc/',
      'etc/b.conf',
      'etc/link -> ../bin/tool',
      `etc/${'long-name-'.repeat(15)}.conf`,
      'etc/sub/',
      'etc/sub/a.conf',
      'etc/ünïcode',
    ]);
    for (const line of lines) {
      const [, owner, , date, time] = line.split(/\s+/);
      expect(owner).toBe('0/0');
      expect(`${date} ${time}`).toBe('2023-11-14 22:13:20');
    }
    expect(lines[1]).toMatch(/^-rwxr-xr-x 0\/0 +100000 /);
    const { stdout: names } = await run('tar', ['-tvzf', store.pathOf(layer.digest)]);
    expect(names).not.toMatch(/root/);
  });

  it('reports progress on a large layer', async () => {
    const root = path.join(work, 'ctx');
    await makeContext(root);
    const sink = new MemorySink();
    const context = await mergeContexts([root]);
    const entries = await planCopy(
      context,
      { keyword: 'COPY', sources: ['.'], destination: '/', line: 1 },
      'K',
    );
    await writeLayer(entries, {
      store: new BlobStore(path.join(work, 'store')),
      level: 1,
      mtime: 0,
      logger: new Logger(sink),
      label: 'layer 1',
      progressThreshold: 1000,
    });
    expect(sink.lines.at(-1)).toMatch(/^info:layer 1: .* of .* \(100%\) at .* done$/);
  });

  it('writes at levels 1–9 the same gzip bytes as one zlib call over the whole tar, whatever the read and write sizes', async () => {
    // Bigger than the writer's 256 KiB chunks, compressible, with small files between: the layer's bytes must
    // not depend on how the stream is cut (digests of earlier builds stay valid). Level 0 does (stored blocks
    // follow the chunk sizes), which is why the writer keeps zlib's own sizes there.
    const root = path.join(work, 'ctx');
    await makeContext(root);
    const lines = Array.from(
      { length: 40_000 },
      (_, n) => `line ${n} ${createHash('sha256').update(String(n)).digest('hex')}\n`,
    );
    await writeFile(path.join(root, 'bin/big'), lines.join(''));
    const store = new BlobStore(path.join(work, 'store'));
    for (const level of [1, 6, 9]) {
      const layer = await layerOf(root, store, 0, level);
      const bytes = await readFile(store.pathOf(layer.digest));
      const tar = gunzipSync(bytes);
      expect(tar.length).toBeGreaterThan(3_000_000);
      const reference = gzipSync(tar, { level });
      reference[9] = 255;
      expect(bytes.equals(reference), `level ${level}`).toBe(true);
    }
  });

  it('fails, naming a small file, when files changed size after planning, and leaves no temporary file', async () => {
    const root = path.join(work, 'ctx');
    await makeContext(root);
    await writeFile(path.join(root, 'bin/big'), 'b'.repeat(300_000));
    const context = await mergeContexts([root]);
    const entries = await planCopy(
      context,
      { keyword: 'COPY', sources: ['.'], destination: '/', line: 1 },
      'K',
    );
    const store = new BlobStore(path.join(work, 'store'));
    const write = () =>
      writeLayer(entries, {
        store,
        level: 1,
        mtime: 0,
        logger: new Logger(new MemorySink()),
        label: 'layer 1',
      });
    await writeFile(path.join(root, 'etc/b.conf'), 'longer now');
    await expect(write()).rejects.toThrow(
      /layer 1: reading .*etc\/b\.conf failed \(did it change during the build\?\)/,
    );
    await writeFile(path.join(root, 'etc/b.conf'), 'b');
    await writeFile(path.join(root, 'bin/big'), 'b'.repeat(200_000));
    // A streamed (large) file that changed fails too, though with tar-stream's own message, not named.
    await expect(write()).rejects.toThrow();
    expect(await readdir(path.join(work, 'store/tmp'))).toEqual([]);
  });
});
