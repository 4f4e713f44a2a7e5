import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSpaceScript, parseFreeSpace, spaceOf } from '../../../src/apply/free-space.js';
import type { TreeListing } from '../../../src/apply/tree-manifest.js';

const run = promisify(execFile);

describe('free space before a copy', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "free space 'q' "));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('counts whole blocks: a file its size rounded up to 4 KiB, a folder one block, a link nothing', () => {
    const listing: TreeListing = new Map([
      ['bin', { type: 'd', mode: 0o755, size: 0, mtime: 0 }],
      ['bin/a', { type: 'f', mode: 0o755, size: 1, mtime: 0 }],
      ['bin/b', { type: 'f', mode: 0o644, size: 8192, mtime: 0 }],
      ['bin/c', { type: 'f', mode: 0o644, size: 0, mtime: 0 }],
      ['bin/l', { type: 'l', mode: 0o777, size: 0, mtime: 0, target: 'a' }],
    ]);
    expect(spaceOf(listing)).toBe(4096 + 4096 + 8192);
    expect(spaceOf(listing, ['bin/b', 'gone'])).toBe(8192);
  });

  it('asks df about the nearest existing parent of a folder not made yet, whatever its name', async () => {
    const target = path.join(dir, 'not', 'there $(touch x)');
    const { stdout } = await run('bash', ['-c', freeSpaceScript(target)]);
    const free = parseFreeSpace(stdout);
    expect(free?.available).toBeGreaterThan(0);
    const { stdout: mount } = await run('df', ['-P', '-k', '--', dir]);
    expect(mount.trim().split('\n')[1]).toMatch(new RegExp(` ${free!.mountPoint.replace(/[/.]/g, '\\$&')}$`));
    expect(parseFreeSpace('df: /x: No such file or directory')).toBeUndefined();
  });
});
