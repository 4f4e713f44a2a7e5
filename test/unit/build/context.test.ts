import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CopyError, planCopy } from '../../../src/build/context/copy-plan.js';
import { globToRegExp } from '../../../src/build/context/glob.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import type { CopyStep } from '../../../src/build/kubefile/evaluate.js';

let work: string;

async function tree(root: string, files: Record<string, string>): Promise<string> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

const copy = (sources: string[], destination: string, extra: Partial<CopyStep> = {}): CopyStep => ({
  keyword: 'COPY',
  sources,
  destination,
  line: 3,
  ...extra,
});

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'build-context-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('merged build context', () => {
  it('merges folders in order, later files win, and reports every override without copying', async () => {
    const containerd = await tree(path.join(work, 'containerd'), {
      'etc/config.toml': 'containerd',
      'scripts/init.sh': 'containerd init',
      'cri/tool': 'a file here',
    });
    const registry = await tree(path.join(work, 'registry'), { 'scripts/init-registry.sh': 'r' });
    const k8s = await tree(path.join(work, 'k8s'), {
      'scripts/init.sh': 'k8s init',
      'cri/tool/inner': 'a folder replaces the file',
    });
    const merged = await mergeContexts([containerd, registry, k8s]);
    expect([...merged.entries.keys()]).toEqual([
      'cri',
      'cri/tool',
      'cri/tool/inner',
      'etc',
      'etc/config.toml',
      'scripts',
      'scripts/init-registry.sh',
      'scripts/init.sh',
    ]);
    expect(merged.entries.get('scripts/init.sh')?.source).toBe(path.join(k8s, 'scripts/init.sh'));
    expect(merged.entries.get('etc/config.toml')?.source).toBe(path.join(containerd, 'etc/config.toml'));
    expect(merged.overrides).toEqual([
      { path: 'cri/tool', from: path.join(containerd, 'cri/tool'), by: path.join(k8s, 'cri/tool') },
      {
        path: 'scripts/init.sh',
        from: path.join(containerd, 'scripts/init.sh'),
        by: path.join(k8s, 'scripts/init.sh'),
      },
    ]);
  });

  it('a later file replaces a whole earlier folder', async () => {
    const a = await tree(path.join(work, 'a'), { 'x/one': '1', 'x/two': '2' });
    const b = await tree(path.join(work, 'b'), { x: 'now a file' });
    const merged = await mergeContexts([a, b]);
    expect([...merged.entries.keys()]).toEqual(['x']);
    expect(merged.entries.get('x')?.type).toBe('file');
  });
});

describe('COPY placement', () => {
  it('copies folder contents, files into a folder destination, parents first, --chmod on copied entries', async () => {
    const root = await tree(path.join(work, 'ctx'), {
      'bin/kubeadm': 'k',
      'bin/kubectl': 'c',
      'registry/docker/registry/v2/x': 'blob',
      Kubefile: 'FROM scratch',
    });
    await symlink('kubeadm', path.join(root, 'bin/link'));
    const context = await mergeContexts([root]);

    const bin = await planCopy(context, copy(['bin/kube*'], '/usr/bin/', { chmod: 0o700 }), 'Kubefile');
    expect(bin.map((e) => [e.path, e.type, e.mode.toString(8)])).toEqual([
      ['usr', 'directory', '755'],
      ['usr/bin', 'directory', '755'],
      ['usr/bin/kubeadm', 'file', '700'],
      ['usr/bin/kubectl', 'file', '700'],
    ]);

    const registry = await planCopy(context, copy(['registry'], 'opt/registry'), 'Kubefile');
    expect(registry.map((e) => e.path)).toEqual([
      'opt',
      'opt/registry',
      'opt/registry/docker',
      'opt/registry/docker/registry',
      'opt/registry/docker/registry/v2',
      'opt/registry/docker/registry/v2/x',
    ]);

    const all = await planCopy(context, copy(['.'], '.'), 'Kubefile');
    expect(all.map((e) => e.path)).toEqual([...context.entries.keys()]);
    expect(all.find((e) => e.path === 'bin/link')).toMatchObject({ type: 'symlink', linkTarget: 'kubeadm' });

    const renamed = await planCopy(context, copy(['Kubefile'], '/etc/Kubefile.orig'), 'Kubefile');
    expect(renamed.map((e) => e.path)).toEqual(['etc', 'etc/Kubefile.orig']);
  });

  it('refuses missing sources, climbing out, URLs, several sources into a file, and ADD of an archive', async () => {
    const root = await tree(path.join(work, 'ctx'), { a: 'a', b: 'b' });
    await writeFile(path.join(root, 'c.tgz'), Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
    const context = await mergeContexts([root]);
    const fails = async (step: CopyStep) => {
      const error = await planCopy(context, step, 'Kubefile').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CopyError);
      expect((error as CopyError).line).toBe(3);
      return (error as CopyError).message;
    };
    expect(await fails(copy(['missing'], '/'))).toContain('missing: not found in the build contexts');
    expect(await fails(copy(['z*'], '/'))).toContain('no file in the build contexts matches');
    expect(await fails(copy(['../etc/passwd'], '/'))).toContain('inside the build contexts');
    expect(await fails(copy(['https://example.com/x'], '/'))).toContain('URLs are not supported');
    expect(await fails(copy(['a', 'b'], '/file'))).toContain('ending with /');
    expect(await fails(copy(['c.tgz'], '/', { keyword: 'ADD' }))).toContain('does not unpack archives');
    expect((await planCopy(context, copy(['a'], '/x'), 'Kubefile')).map((e) => e.path)).toEqual(['x']);
    expect(
      (await planCopy(context, copy(['a'], '/x', { keyword: 'ADD' }), 'Kubefile')).map((e) => e.path),
    ).toEqual(['x']);
  });
});

describe('glob', () => {
  it('follows Go filepath.Match: * and ? stay within one path part', () => {
    expect(globToRegExp('bin/*').test('bin/kubeadm')).toBe(true);
    expect(globToRegExp('bin/*').test('bin/sub/x')).toBe(false);
    expect(globToRegExp('*.yaml').test('a.yaml')).toBe(true);
    expect(globToRegExp('a?c').test('abc')).toBe(true);
    expect(globToRegExp('[a-c]x').test('bx')).toBe(true);
    expect(globToRegExp('[^a-c]x').test('bx')).toBe(false);
    expect(globToRegExp('a.b').test('axb')).toBe(false);
  });
});
