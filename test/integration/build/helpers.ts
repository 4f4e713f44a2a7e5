import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/**
 * `path type mode sha256` for every entry under `root`, sorted: two trees are equal when their listings are.
 * Modes are compared without the write bits umoci's rootless unpack may add.
 */
export async function treeListing(
  root: string,
  skip: (relative: string) => boolean = () => false,
): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const name of (await readdir(path.join(root, relative))).sort()) {
      const rel = relative ? `${relative}/${name}` : name;
      if (skip(rel)) continue;
      const full = path.join(root, rel);
      const stat = await lstat(full);
      const mode = (stat.mode & 0o555).toString(8);
      if (stat.isDirectory()) {
        out.push(`${rel} dir ${mode}`);
        await walk(rel);
      } else if (stat.isSymbolicLink()) out.push(`${rel} link ${await readlink(full)}`);
      else
        out.push(
          `${rel} file ${mode} ${createHash('sha256')
            .update(await readFile(full))
            .digest('hex')}`,
        );
    }
  };
  await walk('');
  return out;
}

/** A rootfs-style source tree: many small files, some binaries of a few MB, scripts, manifests, image lists. */
export async function writeRootfsTree(
  root: string,
  seed: string,
  options: { files?: number; bigFiles?: number } = {},
): Promise<void> {
  const files = options.files ?? 300;
  const bigFiles = options.bigFiles ?? 3;
  const put = async (relative: string, content: string | Buffer, mode = 0o644) => {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), content);
    await chmod(path.join(root, relative), mode);
  };
  for (let i = 0; i < bigFiles; i++) {
    // Pseudo-random but reproducible bytes, so gzip has real work and sizes are realistic.
    const chunks: Buffer[] = [];
    let block = createHash('sha256').update(`${seed}-${i}`).digest();
    for (let n = 0; n < (1024 * 1024) / 32; n++) {
      block = createHash('sha256').update(block).digest();
      chunks.push(n % 4 === 0 ? Buffer.alloc(32, i) : block);
    }
    await put(`bin/tool-${i}`, Buffer.concat(chunks), 0o755);
  }
  for (let i = 0; i < files; i++)
    await put(`etc/conf.d/${Math.floor(i / 50)}/file-${i}.conf`, `${seed} setting ${i}\n`);
  await put('scripts/init.sh', `#!/bin/bash\necho ${seed} init\n`, 0o755);
  await put('etc/kubelet.conf.tmpl', 'address: {{ .registryDomain }}\n');
}
