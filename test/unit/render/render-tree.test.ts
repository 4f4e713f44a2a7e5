import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderTreeError, renderTree } from '../../../src/render/index.js';

let root: string;

async function put(relative: string, text: string, mode = 0o644): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await chmod(file, mode);
}

const exists = (relative: string) =>
  stat(path.join(root, relative)).then(
    () => true,
    () => false,
  );
const read = (relative: string) => readFile(path.join(root, relative), 'utf8');

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'render-tree-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('renderTree', () => {
  it('renders *.tmpl and *.tpl under etc/, scripts/ and manifests/, keeps the mode, removes the templates', async () => {
    await put('etc/config.toml.tmpl', 'registry = "{{ .registryDomain }}"\n');
    await put('scripts/init.sh.tmpl', '#!/bin/bash\necho {{ .SEALOS_SYS_RUN_MODE }}\n', 0o755);
    await put('manifests/deep/nested/pod.yaml.tpl', 'image: {{ .registryDomain }}/pause\n', 0o600);
    await put('opt/untouched.tmpl', '{{ .registryDomain }}');
    await put('etc/plain.conf', 'not a template {{ .x }}');
    const rendered = await renderTree(root, { registryDomain: 'sealos.hub', SEALOS_SYS_RUN_MODE: 'master' });
    expect(rendered.map((r) => r.output)).toEqual([
      'etc/config.toml',
      'scripts/init.sh',
      'manifests/deep/nested/pod.yaml',
    ]);
    expect(await read('etc/config.toml')).toBe('registry = "sealos.hub"\n');
    expect(await read('scripts/init.sh')).toBe('#!/bin/bash\necho master\n');
    expect(await read('manifests/deep/nested/pod.yaml')).toBe('image: sealos.hub/pause\n');
    expect((await stat(path.join(root, 'scripts/init.sh'))).mode & 0o777).toBe(0o755);
    expect((await stat(path.join(root, 'manifests/deep/nested/pod.yaml'))).mode & 0o777).toBe(0o600);
    expect(await exists('etc/config.toml.tmpl')).toBe(false);
    expect(await exists('scripts/init.sh.tmpl')).toBe(false);
    expect(await read('opt/untouched.tmpl')).toBe('{{ .registryDomain }}');
    expect(await read('etc/plain.conf')).toBe('not a template {{ .x }}');
  });

  it('keeps the templates with clear: false and overwrites an existing output', async () => {
    await put('etc/a.conf.tmpl', 'v={{ .v }}\n');
    await put('etc/a.conf', 'old\n');
    await renderTree(root, { v: '1' }, { clear: false });
    expect(await read('etc/a.conf')).toBe('v=1\n');
    expect(await read('etc/a.conf.tmpl')).toBe('v={{ .v }}\n');
  });

  it('does not write through a symlink at the output path, nor follow symlinked folders', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'render-outside-'));
    try {
      await writeFile(path.join(outside, 'victim'), 'safe');
      await put('etc/x.tmpl', 'rendered');
      await symlink(path.join(outside, 'victim'), path.join(root, 'etc/x'));
      await mkdir(path.join(outside, 'dir'));
      await writeFile(path.join(outside, 'dir/y.tmpl'), 'outside template');
      await symlink(path.join(outside, 'dir'), path.join(root, 'etc/linked'));
      const rendered = await renderTree(root, {});
      expect(rendered.map((r) => r.output)).toEqual(['etc/x']);
      expect(await readFile(path.join(outside, 'victim'), 'utf8')).toBe('safe');
      expect(await read('etc/x')).toBe('rendered');
      expect(await readFile(path.join(outside, 'dir/y.tmpl'), 'utf8')).toBe('outside template');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('names the failing file (relative to the tree) and Go location', async () => {
    await put('etc/ok.tmpl', 'fine');
    await put('scripts/bad.sh.tmpl', 'line1\n{{ nosuchfunc .x }}\n');
    const error = await renderTree(root, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderTreeError);
    expect((error as RenderTreeError).message).toBe(
      'scripts/bad.sh.tmpl: template: bad.sh.tmpl:2: function "nosuchfunc" not defined',
    );
    expect((error as RenderTreeError).file).toBe('scripts/bad.sh.tmpl');
    expect((error as RenderTreeError).line).toBe(2);
    expect(await exists('scripts/bad.sh.tmpl')).toBe(true);
  });

  it('gives templates the data sealctl render gives: the env, .Env and .Values', async () => {
    await put('etc/a.tmpl', '{{ .k }}|{{ .Env.k }}|{{ .Values.x }}|{{ len .Values }}');
    await renderTree(root, { k: 'v' });
    expect(await read('etc/a')).toBe('v|v|<no value>|0');
  });

  it('renders nothing when the folders are missing', async () => {
    expect(await renderTree(root, {})).toEqual([]);
  });
});
