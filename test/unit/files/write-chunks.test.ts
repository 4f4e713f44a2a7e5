import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChunksAtomically, writeFileAtomically } from '../../../src/files/write-stream.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'write-chunks-'));
  dirs.push(dir);
  return dir;
}

describe('writeChunksAtomically', () => {
  it('writes each piece before `write` returns: one buffer refilled for every piece gives the whole content', async () => {
    const dir = await folder();
    const target = path.join(dir, 'sub', 'blob');
    // 40 MiB: past the size at which a durable file is synced in the background.
    const pieces = 40;
    const buffer = Buffer.alloc(1024 * 1024);
    const expected = createHash('sha256');
    const written = await writeChunksAtomically(
      target,
      async (write) => {
        for (let i = 0; i < pieces; i++) {
          randomBytes(buffer.length).copy(buffer);
          expected.update(buffer);
          write(buffer);
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
      { durable: true },
    );
    expect(written).toBe(pieces * buffer.length);
    const stored = await readFile(target);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(expected.digest('hex'));
    expect(await readdir(path.join(dir, 'sub'))).toEqual(['blob']);
  });

  it('leaves nothing, under either name, when the content fails half way', async () => {
    const dir = await folder();
    const target = path.join(dir, 'blob');
    const error = await writeChunksAtomically(
      target,
      async (write) => {
        write(Buffer.from('half of it'));
        throw new Error('digest mismatch');
      },
      { durable: true },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('digest mismatch');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('writeFileAtomically', () => {
  it('replaces a file whole, with the mode asked for, and leaves no partial file', async () => {
    const dir = await folder();
    const target = path.join(dir, 'sub', 'config.json');
    await writeFileAtomically(target, 'old');
    await writeFileAtomically(target, Buffer.from('new secret'), { mode: 0o600 });
    expect(await readFile(target, 'utf8')).toBe('new secret');
    expect((await stat(target)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(target))).toEqual(['config.json']);
  });

  it('leaves the old file and nothing else when the write fails', async () => {
    const dir = await folder();
    const target = path.join(dir, 'file');
    await writeFileAtomically(target, 'kept');
    // A folder where the rename would go: the rename fails after the partial file was written.
    const blocked = path.join(dir, 'blocked');
    await mkdir(path.join(blocked, 'inside'), { recursive: true });
    await expect(writeFileAtomically(blocked, 'lost')).rejects.toThrow();
    expect(await readFile(target, 'utf8')).toBe('kept');
    expect((await readdir(dir)).sort()).toEqual(['blocked', 'file']);
  });
});
