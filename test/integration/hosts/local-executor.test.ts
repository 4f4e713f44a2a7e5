import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CommandError } from '../../../src/hosts/errors.js';
import { LocalExecutor } from '../../../src/hosts/local-executor.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { localListing, makeTree } from './tree.js';

// Single mode: the same Executor behaviour on the runner itself (as root here; through sudo otherwise).
describeAsRoot('LocalExecutor', () => {
  let tmp: string;
  const executor = new LocalExecutor({ host: '127.0.0.1:22' });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'local-executor-test-'));
  });

  afterAll(async () => {
    await executor.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('runs scripts with env and stdin, and reports failures as CommandError', async () => {
    const result = await executor.run('printf "%s|" "$V"; cat; echo err >&2', {
      env: { V: "it's $x" },
      stdin: 'in',
    });
    expect(result).toEqual({ host: '127.0.0.1:22', exitCode: 0, stdout: "it's $x|in", stderr: 'err\n' });
    const error = await executor.run('echo broken >&2; exit 9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).describe()).toBe(
      '127.0.0.1:22: `echo broken >&2; exit 9` exited 9: broken',
    );
  });

  it('streams lines to a logger with the host prefix', async () => {
    const { logger, sink } = memoryLogger();
    await executor.run('echo a; echo b', { logger });
    expect(sink.lines).toEqual(['info:[127.0.0.1:22] a', 'info:[127.0.0.1:22] b']);
  });

  it('writes, uploads and reads files', async () => {
    const target = path.join(tmp, 'etc/conf');
    await executor.writeFile(target, 'x=1\n', { mode: 0o640 });
    expect(await readFile(target, 'utf8')).toBe('x=1\n');
    expect((await stat(target)).mode & 0o777).toBe(0o640);
    expect(await executor.readFile(target)).toBe('x=1\n');
    const source = path.join(tmp, 'blob');
    await writeFile(source, Buffer.alloc(3 * 1024 * 1024, 7));
    await executor.uploadFile(source, path.join(tmp, 'copy/blob'));
    const hash = createHash('sha256');
    for await (const chunk of executor.readFileStream(path.join(tmp, 'copy/blob')))
      hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(
      createHash('sha256')
        .update(await readFile(source))
        .digest('hex'),
    );
  });

  it('copies a folder with the exclude, replacing the destination whole', async () => {
    const source = path.join(tmp, 'tree');
    await makeTree(source, 200, 1024 * 1024);
    const dest = path.join(tmp, 'dest');
    await executor.run(`mkdir -p ${dest} && echo stale > ${dest}/stale`);
    await executor.copyDir(source, dest, { exclude: ['registry'] });
    expect(await localListing(dest)).toBe(await localListing(source, ['registry']));
    expect((await executor.run(`ls -d ${dest}.sealos-* 2>/dev/null || true`)).stdout).toBe('');
  });

  it('changes the records in the command that moves the copy into place: only when the copy went through', async () => {
    const source = path.join(tmp, 'records-tree');
    await makeTree(source, 20, 1024);
    const dest = path.join(tmp, 'records-dest');
    const forget = path.join(tmp, 'records/manifest');
    const marker = path.join(tmp, 'records/marker');
    await executor.writeFiles([
      { path: forget, content: 'old manifest\n' },
      { path: marker, content: 'old\n' },
    ]);
    const records = {
      forget: [forget],
      write: [{ path: forget, mode: 0o600 }, { path: marker }],
      contents: async () => ['new manifest\n', 'new\n'],
    };

    // A copy that fails on the host (its destination's parent is a file) never moves: the old records stay.
    await writeFile(path.join(tmp, 'a-file'), 'x');
    const broken = await executor
      .copyDir(source, path.join(tmp, 'a-file/dest'), { records })
      .catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(CommandError);
    expect(await readFile(forget, 'utf8')).toBe('old manifest\n');
    expect(await readFile(marker, 'utf8')).toBe('old\n');

    // Records that cannot be made: no swap, the staging folder removed, the records as they were.
    const failed = await executor
      .copyDir(source, dest, {
        records: { ...records, contents: () => Promise.reject(new Error('no hashes')) },
      })
      .catch((error: unknown) => error);
    expect((failed as Error).message).toBe('no hashes');
    expect((await executor.run(`ls -d ${dest} ${dest}.sealos-* 2>/dev/null || true`)).stdout).toBe('');
    expect(await readFile(forget, 'utf8')).toBe('old manifest\n');

    let asked = 0;
    await executor.copyDir(source, dest, {
      records: {
        ...records,
        contents: () => {
          asked++;
          return records.contents();
        },
      },
    });
    expect(await localListing(dest)).toBe(await localListing(source));
    expect(asked).toBe(1);
    expect(await readFile(forget, 'utf8')).toBe('new manifest\n');
    expect((await stat(forget)).mode & 0o777).toBe(0o600);
    expect(await readFile(marker, 'utf8')).toBe('new\n');
    expect((await executor.run(`ls -A ${path.join(tmp, 'records')}`)).stdout).toBe('manifest\nmarker\n');
  });
});
