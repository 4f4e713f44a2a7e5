import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFilesScript } from '../../../src/hosts/write-files-script.js';

/** The script as a host runs it: bash, its stdin the contents one after the other. */
function runScript(script: string, stdin: Buffer): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
    child.stdin.end(stdin);
  });
}

describe('writeFilesScript', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-files-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each file with exactly its bytes, an empty one and a binary one between, folders made, modes set', async () => {
    const binary = Buffer.from([0, 1, 2, 255, 10, 0]);
    const big = Buffer.alloc(200_003, 'b');
    const files = [
      { path: path.join(dir, 'a/b/first.json'), content: Buffer.from('{"x":1}\n'), mode: 0o600 },
      { path: path.join(dir, 'empty'), content: Buffer.alloc(0), mode: 0o644 },
      { path: path.join(dir, 'bin'), content: binary, mode: 0o755 },
      { path: path.join(dir, 'a/big'), content: big, mode: 0o644 },
      { path: path.join(dir, 'last'), content: Buffer.from('done\n'), mode: 0o644 },
    ];
    const script = writeFilesScript(
      files.map((file) => ({ path: file.path, size: file.content.length, mode: file.mode })),
    );
    const result = await runScript(script, Buffer.concat(files.map((file) => file.content)));
    expect(result).toEqual({ code: 0, stderr: '' });
    for (const file of files) {
      expect(await readFile(file.path)).toEqual(file.content);
      expect((await stat(file.path)).mode & 0o777).toBe(file.mode);
    }
    expect((await readdir(dir)).sort()).toEqual(['a', 'bin', 'empty', 'last']);
  });

  it('stops at a file whose bytes fall short, naming it, and leaves neither it nor a temp file', async () => {
    const script = writeFilesScript([
      { path: path.join(dir, 'one'), size: 3, mode: 0o644 },
      { path: path.join(dir, 'two'), size: 10, mode: 0o644 },
    ]);
    const result = await runScript(script, Buffer.from('abcdef'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toBe(`received 3 of 10 bytes for ${path.join(dir, 'two')}\n`);
    expect(await readFile(path.join(dir, 'one'), 'utf8')).toBe('abc');
    expect(await readdir(dir)).toEqual(['one']);
  });

  it('replaces a file already there, leaving nothing beside it', async () => {
    const target = path.join(dir, 'marker');
    const script = (text: string) =>
      runScript(writeFilesScript([{ path: target, size: text.length, mode: 0o644 }]), Buffer.from(text));
    await script('old\n');
    await script('new\n');
    expect(await readFile(target, 'utf8')).toBe('new\n');
    expect(await readdir(dir)).toEqual(['marker']);
  });
});
