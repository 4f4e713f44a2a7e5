import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContextCharts, renderContextCharts } from '../../../src/build/charts/render-context-charts.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { HelmIgnore } from '../../../src/helm/index.js';
import { chartTgz } from './chart-tgz.js';

// Expectations from reading helm v3.15.4 (sreg's pin) pkg/ignore/rules.go and rules_test.go (TestIgnore,
// TestParseFail), pkg/chart/loader/directory.go (LoadDir: AddDefaults, SkipDir) and archive.go (no ignore).
describe('.helmignore rules (helm pkg/ignore)', () => {
  // helm's TestIgnore table; `cargo` and `mast` are folders in its testdata.
  const cases: [string, string, boolean, boolean][] = [
    ['helm.txt', 'helm.txt', false, true],
    ['helm.*', 'helm.txt', false, true],
    ['helm.*', 'rudder.txt', false, false],
    ['*.txt', 'tiller.txt', false, true],
    ['*.txt', 'cargo/a.txt', false, true],
    ['cargo/*.txt', 'cargo/a.txt', false, true],
    ['cargo/*.*', 'cargo/a.txt', false, true],
    ['cargo/*.txt', 'mast/a.txt', false, false],
    ['ru[c-e]?er.txt', 'rudder.txt', false, true],
    ['templates/.?*', 'templates/.dotfile', false, true],
    ['.*', '.', true, false],
    ['.*', './', true, false],
    ['.*', '.joonix', false, true],
    ['.*', 'helm.txt', false, false],
    ['.*', '', true, false],
    ['cargo/', 'cargo', true, true],
    ['cargo/', 'mast', true, false],
    ['helm.txt/', 'helm.txt', false, false],
    ['!helm.txt', 'helm.txt', false, false],
    ['!helm.txt', 'tiller.txt', false, true],
    ['!*.txt', 'cargo', true, true],
    ['!cargo/', 'mast', true, true],
    ['/a.txt', 'a.txt', false, true],
    ['/a.txt', 'cargo/a.txt', false, false],
    ['/cargo/a.txt', 'cargo/a.txt', false, true],
  ];
  it.each(cases)('%s on %s (folder: %s) → ignored %s', (pattern, name, isDirectory, expected) => {
    expect(HelmIgnore.parse(pattern, '.helmignore').ignores(name, isDirectory)).toBe(expected);
  });

  it('Go filepath.Match globs: * and ? stay in one path part, a class may match /, \\ escapes', () => {
    const rules = HelmIgnore.parse('a/*\n[^x]b\nq\\*\n[z-a]\n', '.helmignore');
    expect(rules.ignores('a/b', false)).toBe(true);
    expect(rules.ignores('a/b/c', false)).toBe(false);
    expect(rules.ignores('yb', false)).toBe(true);
    expect(rules.ignores('xb', false)).toBe(false);
    expect(rules.ignores('q*', false)).toBe(true);
    expect(rules.ignores('qq', false)).toBe(false);
    // A reversed range is legal and matches nothing.
    expect(rules.ignores('m', false)).toBe(false);
  });

  it('comments, blank lines, spaces and a BOM are not rules; a trailing comment is part of the pattern', () => {
    const rules = HelmIgnore.parse('\uFEFF# c\n\n   *.bak   \r\nx.txt # why\n', '.helmignore');
    expect(rules.ignores('a.bak', false)).toBe(true);
    expect(rules.ignores('x.txt', false)).toBe(false);
    expect(rules.ignores('x.txt # why', false)).toBe(true);
  });

  it('the default rule hides dotfiles directly in templates/, not deeper', () => {
    const rules = HelmIgnore.parse(undefined, '.helmignore');
    expect(rules.excludes('templates/.keep')).toBe(true);
    expect(rules.excludes('templates/sub/.keep')).toBe(false);
    expect(rules.excludes('charts/sub/templates/.keep')).toBe(false);
  });

  it('a folder that is ignored hides everything under it; a negation hides every other path', () => {
    expect(HelmIgnore.parse('ci/\n', '.helmignore').excludes('ci/values/a.yaml')).toBe(true);
    // `!templates/` is met first by the folder `templates`... and by every file: helm ignores files for it.
    const negated = HelmIgnore.parse('!templates/\n', '.helmignore');
    expect(negated.excludes('templates/a.yaml')).toBe(true);
    expect(negated.ignores('templates', true)).toBe(false);
  });

  it.each([
    ['foo/**/bar', 'double-star (**) syntax is not supported'],
    ['[z-', 'syntax error in pattern "[z-"'],
    ['a[]', 'syntax error in pattern "a[]"'],
    ['end\\', 'syntax error in pattern "end\\"'],
    ['[^]', 'syntax error in pattern "[^]"'],
  ])('a bad rule %s stops the load, naming the file and line', (pattern, why) => {
    expect(() => HelmIgnore.parse(`ok\n${pattern}\n`, 'charts/app/.helmignore')).toThrow(
      `charts/app/.helmignore:2: ${why}`,
    );
  });
});

describe('.helmignore in build-context charts', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'helm-ignore-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const put = async (path: string, data: string | Buffer) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), data);
  };

  it('cilium 1.12.0 (cluster-image): *.bak hides values.yaml.tmpl.bak from .Files', async () => {
    const context = await mergeContexts([
      join(import.meta.dirname, '../../compat/fixtures/cluster-images/cilium-v1.12.0'),
    ]);
    const charts = [];
    for await (const loaded of loadContextCharts(context)) charts.push(loaded);
    expect(charts.map((c) => c.path)).toEqual(['charts/cilium']);
    const files = [...(charts[0]?.chart.files.keys() ?? [])];
    expect(files).not.toContain('values.yaml.tmpl.bak');
    expect(files).toEqual(expect.arrayContaining(['.helmignore', 'README.md.gotmpl', 'LICENSE']));
  });

  it('ignored files are neither templates nor .Files; subcharts follow the top .helmignore only', async () => {
    await put('charts/app/Chart.yaml', 'name: app\nversion: 1.0.0\n');
    await put('charts/app/.helmignore', '*.off\nci/\n');
    await put('charts/app/templates/a.yaml', 'image: a/a:1\n{{ .Files.Get "ci/x.yaml" }}');
    await put('charts/app/templates/b.yaml.off', 'image: b/b:1\n');
    await put('charts/app/templates/.hidden.yaml', 'image: h/h:1\n');
    await put('charts/app/ci/x.yaml', 'image: ci/ci:1\n');
    await put('charts/app/charts/sub/Chart.yaml', 'name: sub\nversion: 1.0.0\n');
    await put('charts/app/charts/sub/.helmignore', 'keep.yaml\n');
    await put('charts/app/charts/sub/templates/keep.yaml', 'image: s/keep:1\n');
    await put('charts/app/charts/sub/templates/c.off', 'image: s/off:1\n');
    await put('charts/app/charts/_skipped/Chart.yaml', 'name: skipped\nversion: 1.0.0\n');
    await put('charts/app/charts/_skipped/templates/d.yaml', 'image: s/skipped:1\n');
    const out: string[] = [];
    for await (const rendered of renderContextCharts(await mergeContexts([root])))
      out.push(`${rendered.file}: ${rendered.text.trim()}`);
    expect(out.sort()).toEqual([
      'charts/app/charts/sub/templates/keep.yaml: image: s/keep:1',
      'charts/app/templates/a.yaml: image: a/a:1',
    ]);
  });

  it('a .tgz chart is read whole: its .helmignore is not applied', async () => {
    await put(
      'charts/app.tgz',
      await chartTgz([
        { name: 'app/Chart.yaml', text: 'name: app\nversion: 1.0.0\n' },
        { name: 'app/.helmignore', text: '*.yaml\n' },
        { name: 'app/templates/a.yaml', text: 'image: a/a:1\n' },
      ]),
    );
    const out: string[] = [];
    for await (const rendered of renderContextCharts(await mergeContexts([root]))) out.push(rendered.file);
    expect(out).toEqual(['charts/app.tgz/templates/a.yaml']);
  });

  it('a .helmignore that does not parse stops the list, naming the file and line', async () => {
    await put('charts/app/Chart.yaml', 'name: app\nversion: 1.0.0\n');
    await put('charts/app/.helmignore', '# ok\n**/*.bak\n');
    const rendering = (async () => {
      for await (const _ of renderContextCharts(await mergeContexts([root]))) void _;
    })();
    await expect(rendering).rejects.toThrow(
      'charts/app/.helmignore:2: double-star (**) syntax is not supported',
    );
  });
});
