import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClusterfileError, formatProblem, parseClusterfile } from '../../../src/clusterfile/index.js';
import { parseSetInto } from '../../../src/render/clusterfile/set-values.js';
import { readClusterfileTemplate } from '../../../src/render/index.js';
import { GoInt64 } from '../../../src/render/template/values.js';

const sealosTestdata = join(import.meta.dirname, '../../fixtures/clusterfiles/sealos-template');

async function temporaryFile(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-template-'));
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/**
 * What `text` renders to, read as a user's Clusterfile template is: `text` is the value of the Cluster's one env
 * entry, `values` a values file, `env` the `--env`s, `osEnv` the process environment.
 */
async function render(
  text: string,
  values: Record<string, unknown> = {},
  env: Record<string, string> = {},
  osEnv: Record<string, string> = {},
): Promise<string> {
  const template = await temporaryFile(
    'Clusterfile',
    `apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: default\nspec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  env:\n  - "OUT=${text}"\n`,
  );
  const valuesFiles =
    Object.keys(values).length > 0 ? [await temporaryFile('values.yaml', JSON.stringify(values))] : [];
  const { clusterfile } = await readClusterfileTemplate(template, { valuesFiles, env, osEnv });
  const [entry] = clusterfile.cluster.spec?.env ?? [];
  return entry?.replace(/^OUT=/, '') ?? expect.unreachable();
}

describe('Clusterfile templates, as sealos renders them', () => {
  it("renders sealos's own testdata template as its test expects (values file, --set, --env)", async () => {
    const { clusterfile } = await readClusterfileTemplate(join(sealosTestdata, 'clusterfile.yaml'), {
      valuesFiles: [join(sealosTestdata, 'example.values.yaml')],
      sets: ['clusterName=default'],
      env: { SSH_PASSWORD: 's3cret' },
      osEnv: {},
    });
    // lifecycle/pkg/clusterfile/clusterfile_test.go, Test_NewClusterFile "run": the expected Cluster.
    expect(clusterfile.cluster).toEqual({
      apiVersion: 'apps.sealos.io/v1beta1',
      kind: 'Cluster',
      metadata: { name: 'default' },
      spec: {
        hosts: [
          { ips: ['10.74.16.27:22', '10.74.16.140:22', '10.74.16.101:22'], roles: ['master', 'amd64'] },
        ],
        image: [
          'dockerhub.tencentcloudcr.com/labring/kubernetes:v1.23.8',
          'dockerhub.tencentcloudcr.com/labring/calico:v3.24.1',
        ],
        ssh: { passwd: 's3cret', pk: '/path/to/private/key/file', port: 22, user: 'root' },
      },
    });
  });

  it('--set overrides the values files, files merge key by key in order, and typed values are typed', async () => {
    const first = await temporaryFile('a.yaml', 'ssh: {user: root, port: 22}\nname: first\n');
    const second = await temporaryFile('b.yaml', 'ssh: {port: 2222}\n');
    const template = await temporaryFile(
      'Clusterfile',
      `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: {{ .Values.name }}
spec:
  hosts:
  - ips: {{ .Values.masters | toJson }}
    roles: [master]
  ssh:
    user: {{ .Values.ssh.user }}
    port: {{ .Values.ssh.port }}
  env: [COUNT={{ printf "%T" .Values.count }}, PORT={{ printf "%T" .Values.ssh.port }}]
`,
    );
    const { clusterfile } = await readClusterfileTemplate(template, {
      valuesFiles: [first, second],
      sets: ['name=second', 'masters={10.0.0.1,10.0.0.2}', 'count=3'],
    });
    expect(clusterfile.cluster.metadata?.name).toBe('second');
    expect(clusterfile.cluster.spec?.hosts?.[0]?.ips).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(clusterfile.cluster.spec?.ssh).toEqual({ user: 'root', port: 2222 });
    // helm types a --set integer as int64; a number from a YAML values file is float64 (Go's json).
    expect(clusterfile.cluster.spec?.env).toEqual(['COUNT=int64', 'PORT=float64']);
  });

  it('--set paths as helm strvals parses them: nesting, lists, escapes, typed values', () => {
    const values: Record<string, unknown> = { a: { keep: 1 } };
    for (const set of [
      'a.b.c=x,d=true',
      'list[1].name=n',
      'dotted\\.key=v\\,w',
      'gone=null',
      'zero=0,str=007',
    ])
      parseSetInto(set, values);
    expect(values).toEqual({
      a: { keep: 1, b: { c: 'x' } },
      d: true,
      list: [null, { name: 'n' }],
      'dotted.key': 'v,w',
      gone: null,
      zero: new GoInt64(0n),
      str: '007',
    });
    expect(() => parseSetInto('a.b', {})).toThrow('--set a.b: key "b" has no value');
    expect(() => parseSetInto('l[x]=1', {})).toThrow('--set l[x]=1: "x" is not a list index');
  });

  it('a template error is a located Clusterfile problem on the template line', async () => {
    const template = await temporaryFile(
      'Clusterfile',
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: {{ .Values.name | nosuch }}\n',
    );
    try {
      await readClusterfileTemplate(template, { osEnv: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ClusterfileError);
      expect((error as ClusterfileError).problems.map(formatProblem)).toEqual([
        `${template}:4: template: ${template}:4: function "nosuch" not defined`,
      ]);
    }
  });

  const problemsOf = async (
    path: string,
    inputs: { sets?: string[]; valuesFiles?: string[] } = {},
  ): Promise<string[]> => {
    try {
      await readClusterfileTemplate(path, { ...inputs, osEnv: {} });
    } catch (error) {
      if (error instanceof ClusterfileError) return error.problems.map(formatProblem);
      throw error;
    }
    return expect.unreachable();
  };

  it("a problem of the rendered YAML names the template's line, not the rendered one", async () => {
    // Lines 7-10 become three hosts (six rendered lines), so the bad port on the template's line 12 is rendered
    // on line 14.
    const template = await temporaryFile(
      'Clusterfile',
      `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
spec:
  hosts:
  {{- range .Values.masters }}
  - ips: [{{ . }}]
    roles: [master]
  {{- end }}
  ssh:
    port: not-a-port
`,
    );
    const problems = await problemsOf(template, { sets: ['masters={10.0.0.1,10.0.0.2,10.0.0.3}'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${template}:12: spec.ssh.port: `);
  });

  it("a problem on a line an action wrote names the rendered line and the action's line", async () => {
    const values = await temporaryFile(
      'values.yaml',
      'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  ssh:\n    port: not-a-port\n',
    );
    const template = await temporaryFile(
      'Clusterfile',
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: default\n{{ toYaml .Values }}\n',
    );
    // toYaml writes spec, hosts, - ips, - 10.0.0.1, roles, - master, ssh, port: the port is rendered on line 12.
    expect(await problemsOf(template, { valuesFiles: [values] })).toEqual([
      expect.stringMatching(
        /:5: spec\.ssh\.port: .*\(line 12 of the rendered Clusterfile, from the template's line 5\)$/,
      ),
    ]);
  });

  it('a template without actions names the same lines as the plain file', async () => {
    const text =
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: default\nspec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  ssh:\n    port: not-a-port\n';
    const template = await temporaryFile('Clusterfile', text);
    let plain: string[] = [];
    try {
      parseClusterfile(text, template);
    } catch (error) {
      plain = (error as ClusterfileError).problems.map(formatProblem);
    }
    expect(plain[0]).toContain(`${template}:10: `);
    expect(await problemsOf(template)).toEqual(plain);
  });

  it('env reads --env first, then the given process environment', async () => {
    expect(await render('{{ env "A" }}-{{ env "B" }}', {}, { A: 'from-flag' })).toBe('from-flag-');
    expect(await render('{{ env "A" }}-{{ env "B" }}', {}, { A: 'flag' }, { A: 'os', B: 'os' })).toBe(
      'flag-os',
    );
  });
});

describe("helm's include, tpl and required (pkg/engine/engine.go)", () => {
  it('include returns a define as a string that pipes, sees its data, and may nest', async () => {
    const text = `{{- define "host" }}{{ .ip }}:{{ .port }}{{ end -}}
{{- define "hosts" }}{{ range . }}{{ include "host" . }} {{ end }}{{ end -}}
{{ include "hosts" .Values.hosts | trim | upper }}`;
    expect(
      await render(text, {
        hosts: [
          { ip: 'a', port: 22 },
          { ip: 'b', port: 2222 },
        ],
      }),
    ).toBe('A:22 B:2222');
  });

  it('include of an unknown name, and runaway recursion, fail as helm fails', async () => {
    await expect(render('{{ include "none" . }}')).rejects.toThrow(
      /error calling include: template: no template "none" associated with template ".*\/Clusterfile"/,
    );
    await expect(
      render('{{ define "loop" }}{{ include "loop" . }}{{ end }}{{ include "loop" . }}'),
    ).rejects.toThrow('rendering template has a nested reference name: loop: unable to execute template');
  });

  it('tpl renders text from values with the given data, sees the defines, and drops <no value>', async () => {
    const text = '{{ define "d" }}D{{ end }}{{ tpl .Values.text .Values }}';
    expect(await render(text, { text: '{{ .name }}-{{ include "d" . }}-{{ .missing }}', name: 'n' })).toBe(
      'n-D-',
    );
    await expect(render('{{ tpl "{{ .x " . }}')).rejects.toThrow(
      /error calling tpl: cannot parse template "\{\{ \.x "/,
    );
    await expect(render('{{ tpl "{{ fail \\"no\\" }}" . }}')).rejects.toThrow(
      /error calling tpl: error during tpl function execution for .*error calling fail: no/,
    );
  });

  it('required passes a value through and refuses nil and the empty string with its message', async () => {
    expect(await render('{{ required "need a" .Values.a }}', { a: 0 })).toBe('0');
    await expect(render('{{ required "need a" .Values.a }}')).rejects.toThrow(
      'error calling required: need a',
    );
    await expect(render('{{ required "need a" .Values.a }}', { a: '' })).rejects.toThrow(
      'error calling required: need a',
    );
  });
});
