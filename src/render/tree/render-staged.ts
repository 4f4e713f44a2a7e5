import { cp, lstat, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type RenderedFile, type RenderTreeOptions, renderTree, TEMPLATE_DIRS } from './render-tree.js';

/**
 * `render DIR` for a user's folder: the template folders are copied into a staging folder inside DIR (same
 * file system, so the swap is a rename), rendered there, and swapped in only when every template rendered.
 * A failing template leaves DIR exactly as it was, never half rendered. Links are copied as links.
 */
export async function renderTreeStaged(
  root: string,
  env: Readonly<Record<string, string>>,
  options: RenderTreeOptions = {},
): Promise<RenderedFile[]> {
  const staging = await mkdtemp(path.join(root, '.sealos-render-'));
  try {
    const present: string[] = [];
    for (const dir of TEMPLATE_DIRS) {
      const info = await lstat(path.join(root, dir)).catch(() => undefined);
      if (!info?.isDirectory()) continue;
      await cp(path.join(root, dir), path.join(staging, dir), { recursive: true, verbatimSymlinks: true });
      present.push(dir);
    }
    const rendered = await renderTree(staging, env, options);
    for (const dir of present) {
      await rename(path.join(root, dir), path.join(staging, `${dir}.before`));
      await rename(path.join(staging, dir), path.join(root, dir));
    }
    return rendered;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
