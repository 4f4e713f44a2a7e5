/** The tree the copy benchmarks move: a few big random files and many small ones, like a cluster image's rootfs. */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface TreeSpec {
  bigFiles: number;
  bigFileBytes: number;
  smallFiles: number;
  /** Small files are spread over this many folders. */
  smallFolders: number;
}

export interface TreeFacts {
  root: string;
  files: number;
  bytes: number;
}

/** The standard benchmark tree, like a rootfs: 4 × 50 MB random files and 2,000 small files (1–16 KiB), about 215 MB. */
export const standardTree: TreeSpec = {
  bigFiles: 4,
  bigFileBytes: 50 * 1_000_000,
  smallFiles: 2000,
  smallFolders: 20,
};

/** Same sizes on every run: a small seeded generator (mulberry32) picks them. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random (incompressible) bytes written in 1 MiB chunks, never the whole file in memory. */
async function writeRandom(file: string, bytes: number): Promise<void> {
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let left = bytes; left > 0; left -= 1024 * 1024) yield randomBytes(Math.min(left, 1024 * 1024));
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file));
}

export async function makeTree(root: string, spec: TreeSpec = standardTree): Promise<TreeFacts> {
  const random = seeded(215);
  let bytes = 0;
  await mkdir(path.join(root, 'big'), { recursive: true });
  for (let i = 0; i < spec.bigFiles; i++) {
    await writeRandom(path.join(root, 'big', `blob-${i}.bin`), spec.bigFileBytes);
    bytes += spec.bigFileBytes;
  }
  for (let folder = 0; folder < spec.smallFolders; folder++)
    await mkdir(path.join(root, 'small', `dir-${folder}`), { recursive: true });
  for (let i = 0; i < spec.smallFiles; i++) {
    const size = 1024 + Math.floor(random() * 15 * 1024);
    await writeFile(
      path.join(root, 'small', `dir-${i % spec.smallFolders}`, `file-${i}.dat`),
      randomBytes(size),
    );
    bytes += size;
  }
  return { root, files: spec.bigFiles + spec.smallFiles, bytes };
}
