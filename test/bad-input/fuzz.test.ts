import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify } from 'yaml';
import { readBuildInputs } from '../../src/actions/build-image/inputs.js';
import { readResetActionInputs } from '../../src/actions/reset/inputs.js';
import { readPostStepInputs } from '../../src/actions/run/post-inputs.js';
import { evaluateKubefile } from '../../src/build/kubefile/evaluate.js';
import { parseKubefile } from '../../src/build/kubefile/parse.js';
import { parseClusterfile } from '../../src/clusterfile/index.js';
import { SealosError } from '../../src/errors.js';
import { parseReference } from '../../src/image/reference.js';
import { renderTemplateText } from '../../src/render/index.js';
import { runCase } from './harness.js';
import { assertAsyncProperty, assertProperty } from './property.js';

/**
 * Property tests over the parsers and the template executor: whatever the input, the outcome is a value or a
 * typed error (a SealosError: ClusterfileError, KubefileError, InvalidReferenceError, TemplateError), never a
 * TypeError, a RangeError or a hang. Work is bounded in the code (alias expansion, template steps, output and
 * list sizes), so no case can run long; the test only checks what was thrown.
 */
function onlyTypedErrors(work: () => unknown): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof SealosError)) throw error;
  }
}

/** Strings made of the pieces a parser cares about, so random input reaches deep into it. */
function pieces(words: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 }), fc.integer().map(String)), {
      maxLength: 30,
    })
    .map((parts) => parts.join(''));
}

const YAML_PIECES = [
  'apiVersion: apps.sealos.io/v1beta1\n',
  'kind: Cluster\n',
  'kind: Config\n',
  'kind: ClusterConfiguration\n',
  'apiVersion: kubeadm.k8s.io/v1beta3\n',
  '---\n',
  'metadata:\n',
  '  name: ',
  'spec:\n',
  '  hosts:\n',
  '  - ips: [',
  '10.0.0.1',
  ']\n',
  '    roles: [master]\n',
  '    roles: []\n',
  '  env: [',
  '  ssh: {port: ',
  '}\n',
  '  path: ',
  '../',
  'networking: {podSubnet: ',
  '&a ',
  '*a ',
  '[*a, *a, *a]',
  ': ',
  '\n',
  '  ',
  '- ',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  '#',
  '!!binary ',
  '? ',
];

const CLUSTER = {
  apiVersion: 'apps.sealos.io/v1beta1',
  kind: 'Cluster',
  metadata: { name: 'lab' },
  spec: { hosts: [{ ips: ['10.0.0.1'], roles: ['master'] }], image: ['labring/kubernetes:v1.29.9'] },
};

const KUBEFILE_PIECES = [
  'FROM ',
  'scratch',
  'labring/kubernetes:v1.29.9',
  'ARG ',
  'ENV ',
  'LABEL ',
  'COPY ',
  'ADD ',
  'CMD ',
  'ENTRYPOINT ',
  'RUN ',
  '--chmod=',
  '--chown=',
  '--from=',
  '${',
  '}',
  '$',
  '=',
  '"',
  "'",
  '\\\n',
  '\n',
  ' ',
  '[',
  ']',
  '# escape=',
  ':-',
  ':+',
  'A',
  'B',
];

const REFERENCE_PIECES = [
  'docker.io',
  'localhost',
  'r.io:5000',
  '[::1]',
  '/',
  ':',
  '@',
  'sha256:',
  'a'.repeat(64),
  'library',
  'nginx',
  'v1.2',
  '-',
  '_',
  '__',
  '.',
  'UPPER',
  ' ',
  '..',
];

/** Templates shaped like real ones: actions with pipelines of functions, literals, fields and variables. */
const FUNCTIONS = [
  'until',
  'seq',
  'untilStep',
  'repeat',
  'indent',
  'nindent',
  'printf',
  'list',
  'dict',
  'index',
  'len',
  'add',
  'sub',
  'mul',
  'div',
  'mod',
  'max',
  'toYaml',
  'fromYaml',
  'toJson',
  'fromJson',
  'b64enc',
  'b64dec',
  'semver',
  'semverCompare',
  'regexMatch',
  'regexReplaceAll',
  'split',
  'join',
  'trim',
  'upper',
  'quote',
  'squote',
  'default',
  'empty',
  'coalesce',
  'ternary',
  'env',
  'expandenv',
  'fail',
  'int',
  'float64',
  'toString',
  'atoi',
  'first',
  'last',
  'rest',
  'append',
  'uniq',
  'sortAlpha',
  'keys',
  'hasKey',
  'get',
  'set',
  'pluck',
  'eq',
  'ne',
  'lt',
  'and',
  'or',
  'not',
  'print',
  'println',
  'html',
  'js',
  'urlquery',
  'slice',
  'call',
];
const token = fc.oneof(
  fc.constantFrom(...FUNCTIONS),
  fc.constantFrom(
    '.',
    '.a',
    '.Values',
    '.Env.x',
    '$',
    '$x',
    'nil',
    'true',
    '"%*d"',
    '"%9999999d"',
    '"(a+)+$"',
    '"x"',
    '""',
  ),
  fc.oneof(fc.integer({ min: -3, max: 200_000 }), fc.integer()).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String),
  fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
);
const call = fc
  .tuple(fc.constantFrom(...FUNCTIONS), fc.array(token, { maxLength: 3 }))
  .map(([name, args]) => [name, ...args].join(' '));
const pipeline = fc
  .tuple(fc.oneof(call, token), fc.option(call))
  .map(([head, tail]) => `${head}${tail ? ` | ${tail}` : ''}`);
const leaf = fc.oneof(
  pipeline.map((p) => `{{ ${p} }}`),
  pipeline.map((p) => `{{ $x = ${p} }}`),
  pipeline.map((p) => `{{ template "a" ${p} }}`),
  fc.constantFrom('{{- /* c */ -}}', 'text\n', '{{ $y := . }}'),
);
/** Balanced blocks (range, if, with, each with an optional else), nested a few levels deep. */
const { block } = fc.letrec<{ block: string }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc
      .tuple(
        fc.constantFrom('range', 'range $i, $v :=', 'if', 'with'),
        pipeline,
        fc.array(tie('block'), { maxLength: 3 }),
        fc.option(fc.array(tie('block'), { maxLength: 2 })),
      )
      .map(
        ([keyword, p, body, otherwise]) =>
          `{{ ${keyword} ${p} }}${body.join('')}${keyword.startsWith('range') ? '{{ if $x }}{{ break }}{{ end }}' : ''}${otherwise ? `{{ else }}${otherwise.join('')}` : ''}{{ end }}`,
      ),
  ),
}));
const template = fc
  .tuple(fc.array(block, { maxLength: 3 }), fc.array(block, { maxLength: 6 }))
  .map(
    ([defined, body]) =>
      `{{ define "a" }}{{ $x := 0 }}${defined.join('')}{{ end }}{{ $x := 0 }}${body.join('')}`,
  );

describe('property: parsers and the template executor end in a value or a typed error', () => {
  it('Clusterfile: any text', () => {
    assertProperty(fc.string({ maxLength: 400 }), (text) => onlyTypedErrors(() => parseClusterfile(text)));
  });

  it('Clusterfile: text made of Clusterfile pieces', () => {
    assertProperty(pieces(YAML_PIECES), (text) => onlyTypedErrors(() => parseClusterfile(text)));
  });

  it('Clusterfile: any JSON value in any field of a valid Cluster', () => {
    const field = fc.constantFrom(
      'metadata',
      'spec',
      'status',
      'spec.hosts',
      'spec.ssh',
      'spec.env',
      'spec.image',
      'metadata.name',
      'status.hostKeys',
    );
    assertProperty(fc.tuple(field, fc.jsonValue({ maxDepth: 3 })), ([where, value]) => {
      const document = structuredClone(CLUSTER) as Record<string, unknown>;
      const path = where.split('.');
      let node = document;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[path.at(-1)!] = value;
      onlyTypedErrors(() => parseClusterfile(stringify(document)));
    });
  });

  it('Kubefile: any text, and text made of Kubefile pieces', () => {
    const kubefile = (text: string) =>
      evaluateKubefile(parseKubefile(text, 'Kubefile'), { buildArgs: new Map([['A', 'x']]) });
    assertProperty(fc.string({ maxLength: 300 }), (text) => onlyTypedErrors(() => kubefile(text)));
    assertProperty(pieces(KUBEFILE_PIECES), (text) =>
      onlyTypedErrors(() => kubefile(`FROM scratch\n${text}`)),
    );
  });

  it('image reference: any text, and text made of reference pieces', () => {
    assertProperty(fc.string({ maxLength: 300 }), (text) => onlyTypedErrors(() => parseReference(text)));
    assertProperty(pieces(REFERENCE_PIECES), (text) => onlyTypedErrors(() => parseReference(text)));
  });

  it('template: any text', () => {
    assertProperty(fc.string({ maxLength: 200 }), (text) =>
      onlyTypedErrors(() => renderTemplateText('t', text, {})),
    );
  });

  it('template: actions, pipelines, control structures and functions, parsed and executed', () => {
    assertProperty(template, (text) =>
      onlyTypedErrors(() =>
        renderTemplateText('t', text, { a: '1', registryDomain: 'sealos.hub' }, { sealctlData: true }),
      ),
    );
  });

  it('template: loops nested over any counts stop at the work bound with a TemplateError', () => {
    assertProperty(
      fc.array(fc.bigInt({ min: -1n, max: 10n ** 12n }), { minLength: 1, maxLength: 4 }),
      (counts) => {
        const text = `${counts.map((n) => `{{ range until ${n} }}`).join('')}x${'{{ end }}'.repeat(counts.length)}`;
        onlyTypedErrors(() => renderTemplateText('t', text, {}));
      },
      { numRuns: 60 },
    );
  });

  it('the property is not vacuous: an untyped error fails it', () => {
    expect(() => onlyTypedErrors(() => JSON.parse('{'))).toThrow(SyntaxError);
  });
});

describe('property: the action input readers end in a request or a UsageError', () => {
  const root = join(import.meta.dirname, '../..');
  const readers: [file: string, read: (input: (name: string) => string) => unknown][] = [
    ['action.yml', (input) => readPostStepInputs(input, {})],
    ['reset/action.yml', readResetActionInputs],
    ['build-image/action.yml', (input) => readBuildInputs(input, {})],
  ];
  const VALUES = [
    '',
    ' ',
    'true',
    'True',
    'yes',
    '0',
    '1',
    '-1',
    '22',
    '70000',
    '1e9',
    '40000',
    '0.5',
    'default',
    '../x',
    'Prod',
    'a/b',
    '10.0.0.1',
    '10.0.0.1:0',
    '10.0.0.0/8',
    '10.0.0.9-10.0.0.1',
    'labring/kubernetes:v1.29.9',
    'Bad:Ref',
    'A=1',
    'A',
    '=x',
    'strict',
    'local',
    'none',
    'linux/amd64',
    'linux/amd46',
    '\n',
    ',',
    'x\ny',
  ];

  it.each(readers)('%s', (file, read) => {
    const inputs = Object.keys(
      (parseYaml(readFileSync(join(root, file), 'utf8')) as { inputs: object }).inputs,
    );
    assertProperty(
      fc.dictionary(
        fc.constantFrom(...inputs),
        fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 })),
      ),
      (given) => onlyTypedErrors(() => read((name) => given[name] ?? '')),
    );
  });
});

describe('property: the CLI on random flags ends in a status and a message, never a crash', () => {
  // Only commands that touch no host and no registry: dry runs, validate, plan, render, and the host-changing
  // commands against an empty state folder (they stop at "no saved cluster").
  const COMMANDS = [
    ['run', 'labring/kubernetes:v1.29.9', '--dry-run', '--state-dir', '$DIR/state'],
    ['run', '--dry-run', '--state-dir', '$DIR/state'],
    ['add', '--state-dir', '$DIR/state'],
    ['delete', '--state-dir', '$DIR/state'],
    ['validate', '-f', '$DIR/Clusterfile'],
    ['plan', '-f', '$DIR/Clusterfile', '--state-dir', '$DIR/state'],
    ['render', '$DIR/t.tmpl'],
  ];
  const FLAGS = [
    '--port',
    '--concurrency',
    '--timeout',
    '-c',
    '--masters',
    '--nodes',
    '-e',
    '--config-file',
    '--registry-config',
    '--host-key-policy',
    '--known-hosts',
    '-u',
    '--kubeconfig',
    '--env',
    '--env-json',
    '--lock-timeout',
    '--single',
    '--force',
    '--json',
    '--',
  ];
  const VALUES = [
    '',
    '0',
    '-1',
    '22',
    '70000',
    '1e9',
    '40000',
    'default',
    '../x',
    'Prod',
    '10.0.0.1',
    '10.0.0.1:0',
    '10.0.0.0/8',
    '10.0.0.9-10.0.0.1',
    'A=1',
    'A',
    'strict',
    '$DIR',
    '$DIR/Clusterfile',
    '$DIR/none',
    '/dev/null',
    'Bad:Ref',
  ];
  const FILES = {
    Clusterfile:
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: lab\nspec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  image: [labring/kubernetes:v1.29.9]\n',
    't.tmpl': '{{ .a }}\n',
    'state/': '',
  };
  const word = fc.oneof(fc.constantFrom(...FLAGS), fc.constantFrom(...VALUES), fc.string({ maxLength: 8 }));

  it('random flags after each command', async () => {
    await assertAsyncProperty(
      fc.tuple(fc.constantFrom(...COMMANDS), fc.array(word, { maxLength: 8 })),
      async ([command, words]) => {
        const { output } = await runCase({
          name: 'fuzz',
          args: [...command, ...words],
          files: FILES,
          expected: '',
        });
        expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
        expect(output).not.toMatch(
          /Cannot read propert|is not a function|is not iterable|Maximum call stack|\bE[A-Z]{2,}: [a-z]/,
        );
      },
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  }, 120_000);
});
