import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A tree like a cluster image rootfs: `files` small files in nested folders with varied modes, a symlink, a
 * big random file, a top-level `registry/` (to exclude) and a nested `sub/registry/` (to keep).
 */
export async function makeTree(root: string, files: number, bigBytes: number): Promise<void> {
  for (let i = 0; i < files; i++) {
    const dir = path.join(root, `d${i % 40}`, `e${i % 7}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `f${i}.txt`);
    await writeFile(file, `file ${i}\n${'x'.repeat(i % 300)}`);
    if (i % 10 === 0) await chmod(file, 0o755);
    if (i % 13 === 0) await chmod(file, 0o600);
  }
  await chmod(path.join(root, 'd3'), 0o700);
  await symlink('d1/e1/f1.txt', path.join(root, 'link'));
  await mkdir(path.join(root, 'registry/docker/registry/v2'), { recursive: true });
  await writeFile(path.join(root, 'registry/docker/registry/v2/blob'), 'excluded');
  await mkdir(path.join(root, 'sub/registry'), { recursive: true });
  await writeFile(path.join(root, 'sub/registry/keep'), 'kept: only the top-level registry/ is excluded');
  if (bigBytes > 0) await writeRandomFile(path.join(root, 'images/big.bin'), bigBytes);
}

export async function writeRandomFile(file: string, bytes: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const chunks = async function* () {
    for (let left = bytes; left > 0; left -= 1 << 20) yield randomBytes(Math.min(left, 1 << 20));
  };
  await pipeline(chunks, createWriteStream(file));
}

/** Type, mode and path of every entry, then the sha256 of every regular file, sorted: equal trees, equal text. */
export const listingScript = [
  'set -e',
  'find . -printf "%y %m %p %l\\n" | LC_ALL=C sort',
  'find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum',
].join('\n');

export async function localListing(root: string, exclude: string[] = []): Promise<string> {
  const prune = exclude.map((entry) => `-path ./${entry} -prune -o`).join(' ');
  const script = [
    'set -e',
    `find . ${prune} -printf "%y %m %p %l\\n" | LC_ALL=C sort`,
    `find . ${prune} -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum`,
  ].join('\n');
  const { stdout } = await run('bash', ['-c', script], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}
