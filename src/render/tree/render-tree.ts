import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { SealosError } from '../../errors.js';
import { replaceFileInRoot } from '../../untrusted-tree/files.js';
import { resolveInRoot } from '../../untrusted-tree/resolve.js';
import { sealosFunctions } from '../functions/index.js';
import { TemplateError } from '../template/errors.js';
import type { CallContext } from '../template/functions.js';
import { GoTemplate } from '../template/template.js';
import { sealctlRenderData } from '../template/values.js';

/** The folders of an image whose templates are rendered (sealos's rootfs render dirs). */
export const TEMPLATE_DIRS = ['etc', 'scripts', 'manifests'] as const;
const TEMPLATE_SUFFIX = /\.(tmpl|tpl)$/;

export interface RenderTreeOptions {
  /** Remove each template once rendered, like `sealctl render --clear` (default true). */
  clear?: boolean;
  /**
   * What sprig's env/expandenv read; defaults to `env`, the cluster's env for that host (never the runner's
   * own environment: its secrets would end up in files on the hosts).
   */
  osEnv?: CallContext['osEnv'];
}

export interface RenderedFile {
  /** Template path relative to the tree root. */
  template: string;
  /** Output path relative to the tree root. */
  output: string;
}

/** A template of the tree failed: the message names the file (relative to the tree) and Go's location. */
export class RenderTreeError extends SealosError {}

async function* templatesUnder(root: string, relative: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    )
      return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    // Symlinks are not followed: a link could point outside the image.
    if (entry.isDirectory()) yield* templatesUnder(root, child);
    else if (entry.isFile() && TEMPLATE_SUFFIX.test(entry.name)) yield child;
  }
}

/**
 * Renders every `*.tmpl`/`*.tpl` under etc/, scripts/ and manifests/ of `root` to the same path without the
 * suffix, keeping the template's mode, with the data `sealctl render` gives (the env, `.Env`, `.Values`).
 * One template is read at a time.
 */
export async function renderTree(
  root: string,
  env: Readonly<Record<string, string>>,
  options: RenderTreeOptions = {},
): Promise<RenderedFile[]> {
  const funcs = sealosFunctions();
  const context: CallContext = { osEnv: options.osEnv ?? env };
  const data = sealctlRenderData(env);
  const rendered: RenderedFile[] = [];
  const walked = new Set<string>();
  for (const name of TEMPLATE_DIRS) {
    // A render folder that is a link is followed inside the image only; below it no link is followed.
    const resolved = await resolveInRoot(root, name, { last: 'folder' });
    if (!resolved || walked.has(resolved)) continue;
    walked.add(resolved);
    const dir = path.relative(root, resolved);
    for await (const template of templatesUnder(root, dir)) {
      const source = path.join(root, template);
      const output = template.replace(TEMPLATE_SUFFIX, '');
      const { mode } = await lstat(source);
      let text: string;
      try {
        text = GoTemplate.parse(path.basename(template), await readFile(source, 'utf8'), funcs).execute(
          data,
          context,
        );
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        throw new RenderTreeError(`${template}: ${error.message}`, {
          file: template,
          line: error.line,
          phase: 'render',
          cause: error,
        });
      }
      await replaceFileInRoot(root, output, text, mode & 0o7777);
      if (options.clear ?? true) await rm(source);
      rendered.push({ template, output });
    }
  }
  return rendered;
}
