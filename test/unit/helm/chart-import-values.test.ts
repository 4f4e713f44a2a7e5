import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderContextCharts } from '../../../src/build/charts/render-context-charts.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { collectContextImages } from '../../../src/build/registry-save/image-list.js';

// Expectations from reading helm v3.15.4 pkg/chartutil/dependencies.go (processImportValues, pathToMap) and
// values.go (Values.Table): imports are laid under the parent's values, which win; an import whose table is
// missing is skipped with a logged warning; the child/parent form is type-asserted to strings.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'import-values-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});
const put = async (path: string, data: string) => {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), data);
};

/** A parent chart `app` whose template names images only through values its subchart `lib` exports. */
async function appWithLibrary(importValues: string, parentValues = '') {
  await put(
    'charts/app/Chart.yaml',
    `apiVersion: v2\nname: app\nversion: 1.0.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    import-values:\n${importValues}`,
  );
  await put('charts/app/values.yaml', parentValues);
  await put(
    'charts/app/templates/d.yaml',
    [
      'a: {{ .Values.images.repo | default "none" }}',
      'b: {{ .Values.sidecar.repository | default "none" }}:{{ .Values.sidecar.tag | default "none" }}',
      '{{- with .Values.images }}',
      '        image: {{ .repo }}:{{ .tag }}',
      '{{- end }}',
      '{{- with .Values.sidecar }}',
      '        image: {{ .repository }}:{{ .tag }}',
      '{{- end }}',
      '',
    ].join('\n'),
  );
  await put('charts/app/charts/lib/Chart.yaml', 'apiVersion: v2\nname: lib\nversion: 0.1.0\n');
  await put(
    'charts/app/charts/lib/values.yaml',
    [
      'exports:',
      '  defaults:',
      '    images:',
      '      repo: quay.io/lib/app',
      '      tag: v1',
      'sidecar:',
      '  repository: ghcr.io/lib/sidecar',
      '  tag: "2.0"',
      '',
    ].join('\n'),
  );
}

async function renderText(): Promise<string> {
  let text = '';
  for await (const rendered of renderContextCharts(await mergeContexts([root])))
    if (rendered.file === 'charts/app/templates/d.yaml') text = rendered.text;
  return text;
}

describe('import-values of chart dependencies', () => {
  it('finds images named only through imported values (string and child/parent forms)', async () => {
    await appWithLibrary('      - defaults\n      - child: sidecar\n        parent: sidecar\n');
    const listed = await collectContextImages(await mergeContexts([root]), renderContextCharts);
    expect(listed.images).toEqual(['ghcr.io/lib/sidecar:2.0', 'quay.io/lib/app:v1']);
  });

  it("the parent's values win over imported ones, key by key", async () => {
    await appWithLibrary(
      '      - defaults\n      - child: sidecar\n        parent: sidecar\n',
      'images:\n  tag: v9\nsidecar:\n  repository: mirror.local/sidecar\n',
    );
    const text = await renderText();
    expect(text).toContain('image: quay.io/lib/app:v9');
    expect(text).toContain('image: mirror.local/sidecar:2.0');
  });

  it('a child/parent import with a dotted parent nests the table there', async () => {
    await appWithLibrary('      - child: exports.defaults.images\n        parent: sidecar.extra\n');
    await put(
      'charts/app/templates/e.yaml',
      'image: {{ .Values.sidecar.extra.repo }}:{{ .Values.sidecar.extra.tag }}\n',
    );
    let text = '';
    for await (const rendered of renderContextCharts(await mergeContexts([root])))
      if (rendered.file === 'charts/app/templates/e.yaml') text = rendered.text;
    expect(text).toBe('image: quay.io/lib/app:v1\n');
  });

  it('an import pointing nowhere (or at a value that is no table) is skipped, as helm skips it', async () => {
    await appWithLibrary(
      '      - missing\n      - child: nothing.here\n        parent: images\n      - child: sidecar.tag\n        parent: sidecar\n',
    );
    expect(await renderText()).toBe('a: none\nb: none:none\n');
  });

  it('a child/parent entry without string child and parent is an error naming the chart and dependency', async () => {
    await appWithLibrary('      - child: sidecar\n');
    await expect(renderText()).rejects.toThrow(
      'charts/app: dependency lib: an import-values entry of child/parent form needs both as strings',
    );
  });

  it('a disabled dependency imports nothing', async () => {
    await appWithLibrary('      - defaults\n', 'lib:\n  enabled: false\n');
    await put(
      'charts/app/Chart.yaml',
      'apiVersion: v2\nname: app\nversion: 1.0.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    condition: lib.enabled\n    import-values:\n      - defaults\n',
    );
    expect(await renderText()).toBe('a: none\nb: none:none\n');
  });
});
