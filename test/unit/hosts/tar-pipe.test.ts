import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tarArchiveSize, tarStreamSize } from '../../../src/hosts/tar-pipe.js';

describe('tarStreamSize', () => {
  it('is the exact size of what GNU tar writes for those entries', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tar-size-'));
    try {
      await mkdir(path.join(dir, 'etc'));
      await writeFile(path.join(dir, 'etc', 'a'), 'x'.repeat(1));
      await writeFile(path.join(dir, 'etc', 'b'), 'x'.repeat(513));
      await writeFile(path.join(dir, 'c'), 'x'.repeat(20_000));
      const archive = execFileSync('tar', [
        '-c',
        '-f',
        '-',
        '--no-recursion',
        '-C',
        dir,
        'etc',
        'etc/a',
        'etc/b',
        'c',
      ]);
      expect(tarStreamSize([0, 1, 513, 20_000])).toBe(archive.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('tarArchiveSize', () => {
  it('is the exact size of the stream tar writes with the same arguments, excludes included', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tar-size-'));
    try {
      await mkdir(path.join(dir, 'etc'));
      await mkdir(path.join(dir, 'registry'));
      await writeFile(path.join(dir, 'etc', 'a'), 'x'.repeat(700));
      await writeFile(path.join(dir, 'registry', 'blob'), 'x'.repeat(50_000));
      await writeFile(path.join(dir, 'c'), 'x'.repeat(20_000));
      for (const exclude of [[], ['--anchored', '--exclude=./registry']]) {
        const args = ['-c', '-f', '-', '-C', dir, '--sort=name', ...exclude, '.'];
        expect(await tarArchiveSize(args)).toBe(execFileSync('tar', args).length);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is undefined when tar cannot read the tree', async () => {
    expect(await tarArchiveSize(['-c', '-f', '-', '-C', '/nonexistent-sealos-test', '.'])).toBe(undefined);
  });
});
