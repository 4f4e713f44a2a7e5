import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderContextCharts } from '../../../src/build/charts/render-context-charts.js';
import { mergeContexts } from '../../../src/build/context/merged-context.js';
import { ChartError, chartFromFiles, renderChart, unpackChartArchive } from '../../../src/helm/index.js';
import { GoMap, type Value } from '../../../src/render/template/values.js';
import { chartTgz as tgz } from './chart-tgz.js';

/** Expectations follow helm v3.15 (pkg/engine/engine.go, funcs.go, files.go; pkg/chartutil/coalesce.go, dependencies.go). */

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

async function render(entries: Record<string, string>, values = new GoMap(new Map())) {
  const chart = await chartFromFiles(files(entries), 'charts/app');
  return Object.fromEntries(
    renderChart(chart, values, { name: 'dryrun', namespace: '' }).map((t) => [t.name, t.text]),
  );
}

async function* once(data: Buffer) {
  yield data;
}

describe('helm chart rendering', () => {
  it('scopes .Values to each subchart, passes globals down, and sets .Chart, .Release, .Template', async () => {
    const out = await render({
      'Chart.yaml': 'apiVersion: v2\nname: app\nversion: 1.0.0\nappVersion: v9\n',
      'values.yaml': 'global:\n  registry: r.io\nsub:\n  tag: t1\nown: 3\n',
      'templates/a.yaml':
        'own={{ .Values.own }} chart={{ .Chart.Name }}:{{ .Chart.AppVersion }} release={{ .Release.Name }}/{{ .Release.Namespace }}/{{ .Release.Service }} template={{ .Template.Name }} base={{ .Template.BasePath }}\n',
      'charts/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 0.1.0\n',
      'charts/sub/values.yaml': 'tag: default\nimage: sub\n',
      'charts/sub/templates/s.yaml':
        'image: {{ .Values.global.registry }}/{{ .Values.image }}:{{ .Values.tag }} own={{ .Values.own }} chart={{ .Chart.Name }}\n',
    });
    expect(out['app/templates/a.yaml']).toBe(
      'own=3 chart=app:v9 release=dryrun//Helm template=app/templates/a.yaml base=app/templates\n',
    );
    // own is the parent's only: a missing key prints nothing (missingkey=zero, then <no value> removed).
    expect(out['app/charts/sub/templates/s.yaml']).toBe('image: r.io/sub:t1 own= chart=sub\n');
  });

  it('drops a subchart whose condition is false or whose tags are all false; user values decide', async () => {
    const chart = {
      'Chart.yaml': [
        'apiVersion: v2',
        'name: app',
        'version: 1.0.0',
        'dependencies:',
        '  - {name: crds, version: 0.1.0, condition: crds.enabled}',
        '  - {name: extra, version: "~0.2", tags: [optional]}',
        '  - {name: renamed, version: 0.3.0, alias: other}',
        '',
      ].join('\n'),
      'values.yaml': 'crds:\n  enabled: true\ntags:\n  optional: false\n',
      'charts/crds/Chart.yaml': 'name: crds\nversion: 0.1.0\n',
      'charts/crds/templates/c.yaml': 'crds\n',
      'charts/extra/Chart.yaml': 'name: extra\nversion: 0.2.5\n',
      'charts/extra/templates/e.yaml': 'extra\n',
      'charts/renamed/Chart.yaml': 'name: renamed\nversion: 0.3.0\n',
      'charts/renamed/templates/r.yaml': 'chart={{ .Chart.Name }} v={{ .Values.v }}\n',
      'charts/renamed/values.yaml': 'v: 1\n',
    };
    expect(Object.keys(await render(chart)).sort()).toEqual([
      'app/charts/crds/templates/c.yaml',
      'app/charts/other/templates/r.yaml',
    ]);
    const off = new GoMap(new Map([['crds', new GoMap(new Map([['enabled', false]]))]]));
    const out = await render(chart, off);
    expect(Object.keys(out)).not.toContain('app/charts/crds/templates/c.yaml');
    expect(out['app/charts/other/templates/r.yaml']).toBe('chart=other v=1\n');
  });

  it('renders no partial, lets include reach any define, and gives lookup, Capabilities and .Files', async () => {
    const out = await render({
      'Chart.yaml': 'name: app\nversion: 1.0.0\n',
      'templates/_helpers.tpl': '{{ define "app.name" }}app-{{ .Chart.Version }}{{ end }}',
      'templates/x.yaml': [
        'name: {{ include "app.name" . }}',
        'lookup: {{ lookup "v1" "Secret" "ns" "n" | len }}',
        'kube: {{ .Capabilities.KubeVersion.Version }} {{ .Capabilities.APIVersions.Has "apps/v1" }} {{ .Capabilities.APIVersions.Has "apps/v1/Deployment" }}',
        'get: {{ .Files.Get "files/a.conf" | trim }}',
        'lines: {{ range .Files.Lines "files/a.conf" }}[{{ . }}]{{ end }}',
        'config: {{ (.Files.Glob "files/*.conf").AsConfig | nindent 2 }}',
        'secrets: {{ (.Files.Glob "files/**").AsSecrets | nindent 2 }}',
        '',
      ].join('\n'),
      'files/a.conf': 'one\ntwo\n',
      'files/sub/b.txt': 'b',
    });
    expect(Object.keys(out)).toEqual(['app/templates/x.yaml']);
    expect(out['app/templates/x.yaml']).toBe(
      [
        'name: app-1.0.0',
        'lookup: 0',
        'kube: v1.20.0 true false',
        'get: one\ntwo',
        'lines: [one][two]',
        'config: \n  a.conf: |\n    one\n    two',
        'secrets: \n  a.conf: b25lCnR3bwo=\n  b.txt: Yg==',
        '',
      ].join('\n'),
    );
  });

  it('stops on fail and required, naming the chart, the template and the line', async () => {
    const failing = render({
      'Chart.yaml': 'name: app\nversion: 1.0.0\n',
      'templates/x.yaml': 'a: 1\n\n{{- if true }}\n  {{ fail "no storage class given" }}\n{{- end }}\n',
    });
    await expect(failing).rejects.toThrow(ChartError);
    await expect(failing).rejects.toThrow(
      'charts/app: execution error at (app/templates/x.yaml:4:5): no storage class given',
    );
    await failing.catch((error: ChartError) => {
      expect(error.file).toBe('charts/app/templates/x.yaml');
      expect(error.line).toBe(4);
    });
    await expect(
      render({
        'Chart.yaml': 'name: app\nversion: 1.0.0\n',
        'templates/_h.tpl': '{{ define "img" }}{{ required "image.tag is required" .Values.tag }}{{ end }}',
        'templates/y.yaml': 'image: {{ include "img" . }}\n',
      }),
    ).rejects.toThrow('charts/app: execution error at (app/templates/y.yaml:1:10): image.tag is required');
    await expect(
      render({ 'Chart.yaml': 'name: app\nversion: 1.0.0\n', 'templates/z.yaml': '{{ env "HOME" }}\n' }),
    ).rejects.toThrow('charts/app: parse error at (app/templates/z.yaml:1): function "env" not defined');
  });

  it('stops when values do not fit values.schema.json, naming the chart and the value', async () => {
    const chart = {
      'Chart.yaml': 'name: app\nversion: 1.0.0\n',
      'values.yaml': 'speaker:\n  enabled: true\nlogLevel: info\n',
      'values.schema.json': JSON.stringify({
        type: 'object',
        required: ['speaker'],
        properties: {
          speaker: { $ref: '#/definitions/component' },
          logLevel: { type: 'string', enum: ['info', 'debug'] },
        },
        definitions: { component: { type: 'object', properties: { enabled: { type: 'boolean' } } } },
      }),
      'templates/x.yaml': 'x\n',
    };
    expect(Object.keys(await render(chart))).toEqual(['app/templates/x.yaml']);
    const bad = new GoMap(
      new Map<string, Value>([
        ['speaker', new GoMap(new Map([['enabled', 'yes']]))],
        ['logLevel', 'loud'],
      ]),
    );
    await expect(render(chart, bad)).rejects.toThrow(
      "charts/app: values don't meet the specifications of the schema(s) in the following chart(s):\napp:\n" +
        '- speaker.enabled: Invalid type. Expected: boolean, given: string\n' +
        '- logLevel: logLevel must be one of the following: "info", "debug"\n',
    );
  });

  it('refuses a chart without Chart.yaml, a .tgz that is not one, and a .tgz holding a link', async () => {
    await expect(chartFromFiles(files({ 'values.yaml': '' }), 'charts/x')).rejects.toThrow(
      'charts/x: Chart.yaml file is missing',
    );
    await expect(unpackChartArchive(once(Buffer.from('not gzip')), 'charts/bad.tgz')).rejects.toThrow(
      /^charts\/bad\.tgz: not a readable chart archive \(\.tgz\): /,
    );
    await expect(
      unpackChartArchive(once(gzipSync(Buffer.from('plain text, no tar'))), 'charts/bad.tgz'),
    ).rejects.toThrow(/^charts\/bad\.tgz: /);
    const linked = await tgz([
      { name: 'app/Chart.yaml', text: 'name: app\nversion: 1.0.0\n' },
      { name: 'app/templates/x.yaml', type: 'symlink', linkname: '/etc/passwd' },
    ]);
    await expect(unpackChartArchive(once(linked), 'charts/app.tgz')).rejects.toThrow(
      'charts/app.tgz: entry "app/templates/x.yaml" is a symlink, which a chart may not hold',
    );
    const escaping = await tgz([{ name: 'app/../../x', text: 'x' }]);
    await expect(unpackChartArchive(once(escaping), 'charts/app.tgz')).rejects.toThrow('".." path part');
  });
});

describe('charts of a build context, as sreg renders them', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'helm-chart-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  const put = async (path: string, data: string | Buffer) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), data);
  };

  it('renders folders and .tgz with charts/<name>.values.yaml over values.yaml; names each file by its place', async () => {
    await put('charts/web/Chart.yaml', 'name: web\nversion: 1.0.0\n');
    await put('charts/web/values.yaml', 'tag: "1"\n');
    await put('charts/web/templates/d.yaml', 'image: nginx:{{ .Values.tag }}\n');
    await put('charts/web.values.yaml', 'tag: "2"\n');
    await put(
      'charts/db-0.1.0.tgz',
      await tgz([
        { name: 'db/Chart.yaml', text: 'name: db\nversion: 0.1.0\n' },
        { name: 'db/templates/s.yaml', text: 'image: redis:{{ .Chart.Version }}\n' },
      ]),
    );
    const out: string[] = [];
    for await (const rendered of renderContextCharts(await mergeContexts([root])))
      out.push(`${rendered.file} ${rendered.text.trim()}`);
    expect(out).toEqual([
      'charts/db-0.1.0.tgz/templates/s.yaml image: redis:0.1.0',
      'charts/web/templates/d.yaml image: nginx:2',
    ]);
  });

  it('a broken .tgz is an error naming it', async () => {
    await put('charts/zz-broken.tgz', 'truncated');
    const rendering = (async () => {
      for await (const _ of renderContextCharts(await mergeContexts([root]))) void _;
    })();
    await expect(rendering).rejects.toThrow(/^charts\/zz-broken\.tgz: not a readable chart archive/);
  });
});

describe("sprig's certificate functions in charts", () => {
  it('genCA makes a CA that signs genSignedCert certificates carrying the names asked for', async () => {
    const { X509Certificate } = await import('node:crypto');
    const out = await render({
      'Chart.yaml': 'name: app\nversion: 1.0.0\n',
      'templates/tls.yaml': [
        '{{- $ca := genCA "Test CA" 365 }}',
        '{{- $cert := genSignedCert "srv" (list "10.0.0.1" "::1") (list "a.example" "b.example") 30 $ca }}',
        '{{- $ca.Cert }}@@{{ $cert.Cert }}@@{{ $cert.Key }}',
      ].join('\n'),
    });
    const [caPem, certPem, keyPem] = out['app/templates/tls.yaml']!.split('@@');
    const ca = new X509Certificate(caPem!);
    const cert = new X509Certificate(certPem!);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toBe('CN=Test CA');
    expect(cert.ca).toBe(false);
    expect(cert.subject).toBe('CN=srv');
    expect(cert.issuer).toBe('CN=Test CA');
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.subjectAltName).toBe(
      'DNS:a.example, DNS:b.example, IP Address:10.0.0.1, IP Address:0:0:0:0:0:0:0:1',
    );
    expect(keyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----\n/);
    expect(new Date(cert.validTo).getTime() - new Date(cert.validFrom).getTime()).toBe(30 * 24 * 3600 * 1000);
  });
});
