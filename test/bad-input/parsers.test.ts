import { describe, expect, it, vi } from 'vitest';
import { KubefileError } from '../../src/build/kubefile/errors.js';
import { evaluateKubefile } from '../../src/build/kubefile/evaluate.js';
import { parseKubefile } from '../../src/build/kubefile/parse.js';
import { parseClusterfile } from '../../src/clusterfile/index.js';
import { InvalidReferenceError } from '../../src/image/errors.js';
import { parseReference } from '../../src/image/reference.js';
import { renderTemplateText, TemplateError } from '../../src/render/index.js';
import { expectCleanError, expectCleanFailure, runCase } from './harness.js';

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

const KUBEFILES: [name: string, text: string, expected: string][] = [
  ['no FROM', 'COPY . .\n', 'Kubefile:1: COPY before FROM'],
  ['empty file', '', 'Kubefile:1: no FROM instruction (use FROM scratch for an image of files)'],
  ['only comments', '# nothing\n', 'no FROM instruction'],
  [
    'RUN',
    'FROM scratch\nRUN make\n',
    'Kubefile:2: RUN is not supported: a cluster image build runs no commands',
  ],
  ['WORKDIR', 'FROM scratch\nWORKDIR /x\n', 'Kubefile:2: WORKDIR is not supported'],
  ['USER', 'FROM scratch\nUSER 1000\n', 'Kubefile:2: USER is not supported'],
  ['EXPOSE', 'FROM scratch\nEXPOSE 80\n', 'Kubefile:2: EXPOSE is not supported'],
  ['an unknown instruction', 'FROM scratch\nFETCH x\n', 'Kubefile:2: unknown instruction FETCH'],
  [
    'two FROM',
    'FROM scratch\nFROM scratch\n',
    'Kubefile:2: a second FROM: multi-stage builds are not supported',
  ],
  [
    'FROM with options',
    'FROM --platform=linux/amd64 scratch\n',
    'Kubefile:1: FROM options are not supported',
  ],
  ['FROM with two images', 'FROM a b\n', 'Kubefile:1: FROM takes one image'],
  [
    'FROM a bad reference',
    'FROM Labring/Kubernetes:v1\n',
    'Kubefile:1: FROM: image reference "Labring/Kubernetes:v1": repository "Labring/Kubernetes" must be lowercase',
  ],
  [
    'FROM a bad tag',
    'FROM labring/kubernetes:v1!\n',
    'Kubefile:1: FROM: image reference "labring/kubernetes:v1!"',
  ],
  [
    'FROM expanding to nothing',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Kubefile variable, not a JavaScript one
    'ARG BASE\nFROM ${BASE}\n',
    'Kubefile:2: FROM expands to an empty image name',
  ],
  ['ARG without a name', 'ARG\nFROM scratch\n', 'Kubefile:1: ARG needs a name'],
  ['ARG with a bad name', 'ARG 1X=2\nFROM scratch\n', 'Kubefile:1: ARG name is not valid: 1X'],
  ['ENV without a value', 'FROM scratch\nENV KEY\n', 'Kubefile:2: ENV KEY has no value (write KEY=value)'],
  ['ENV with an empty key', 'FROM scratch\nENV A=1 =2\n', 'Kubefile:2: ENV expects key=value, got: =2'],
  ['LABEL empty', 'FROM scratch\nLABEL\n', 'Kubefile:2: LABEL needs at least one key=value'],
  [
    'COPY one word',
    'FROM scratch\nCOPY onlyone\n',
    'Kubefile:2: COPY needs at least one source and a destination',
  ],
  [
    'COPY a bad chmod',
    'FROM scratch\nCOPY --chmod=999 a b\n',
    'Kubefile:2: --chmod expects an octal mode like 0755, got: 999',
  ],
  [
    'COPY chown to a user',
    'FROM scratch\nCOPY --chown=1000:1000 a b\n',
    'Kubefile:2: --chown=1000:1000: files in a cluster image layer are always owned by root',
  ],
  ['COPY --from', 'FROM scratch\nCOPY --from=build a b\n', 'Kubefile:2: COPY --from is not supported'],
  ['CMD empty', 'FROM scratch\nCMD\n', 'Kubefile:2: CMD needs a command'],
  ['MAINTAINER empty', 'FROM scratch\nMAINTAINER\n', 'Kubefile:2: MAINTAINER needs a name'],
  [
    'escape directive',
    '# escape=`\nFROM scratch\n',
    'Kubefile:1: parser directive "escape=`" is not supported',
  ],
  [
    'instruction split across lines, then RUN',
    'FROM scratch\nLABEL a=1 \\\n  b=2\nRUN x\n',
    'Kubefile:4: RUN is not supported',
  ],
];

describe('Kubefiles on bad input: a KubefileError naming the file and line', () => {
  it.each(KUBEFILES)('%s', (_name, text, expected) => {
    const error = thrownBy(() => evaluateKubefile(parseKubefile(text, 'Kubefile')));
    expectCleanError(error, KubefileError, expected);
  });
});

/** Repeats `piece` until the text is at least `bytes` long. */
function repeatTo(piece: string, bytes: number): string {
  return piece.repeat(Math.ceil(bytes / piece.length));
}

// A LABEL line of several MiB once took seconds per MiB (the expansion appended a character at a time). These
// check the result is exact; the expected values follow Docker's word rules, written out by hand per piece.
describe('a Kubefile with a multi-MiB LABEL line', () => {
  const MiB = 1024 * 1024;

  it('a plain value is kept byte for byte', () => {
    const value = repeatTo('abcdefghijklmnopqrstuvwxyz0123456789', 4 * MiB);
    const parsed = parseKubefile(`FROM scratch\nLABEL big=${value}\n`, 'Kubefile');
    const evaluated = evaluateKubefile(parsed);
    expect(evaluated.config.labels.get('big') === value).toBe(true);
    expect(evaluated.steps).toHaveLength(1);
    expect(evaluated.steps[0]?.createdBy === `LABEL big=${value}`).toBe(true);
  });

  it('quotes, escapes and variables all through the line expand exactly', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Kubefile variables, not JavaScript ones
    const quoted = 'a$B ${B}c \\"q\\" \\$B $$ ';
    const unquoted = "x\\ y$B'z $B'\\\\";
    const count = Math.ceil((2 * MiB) / quoted.length);
    const text = `FROM scratch\nARG B=1\nLABEL one="${quoted.repeat(count)}" two=${unquoted.repeat(count)}\n`;
    const labels = evaluateKubefile(parseKubefile(text, 'Kubefile')).config.labels;
    // In double quotes: $B and ${B} expand, \" and \$ lose the backslash, a lone $ stays.
    expect(labels.get('one') === 'a1 1c "q" $B $$ '.repeat(count)).toBe(true);
    // Unquoted: an escaped blank stays in the word, single quotes keep $B as written, \\ is one backslash.
    expect(labels.get('two') === 'x y1z $B\\'.repeat(count)).toBe(true);
  });

  it('a COPY of 200,000 sources with variables splits into exactly those words', () => {
    const count = 200_000;
    const sources = Array.from({ length: count }, (_, i) => `dir$B/f${i}`);
    const text = `FROM scratch\nARG B=x\nCOPY ${sources.join(' ')} /dest/\n`;
    const [step] = evaluateKubefile(parseKubefile(text, 'Kubefile')).steps;
    if (step?.kind !== 'layer') throw new Error('COPY made no layer step');
    expect(step.copy.sources).toHaveLength(count);
    expect(step.copy.sources.every((source, i) => source === `dirx/f${i}`)).toBe(true);
    expect(step.copy.destination).toBe('/dest/');
  });

  it('an unterminated quote after MiBs is an error of bounded length naming the line', () => {
    const text = `FROM scratch\nLABEL big="${'x'.repeat(4 * MiB)}\n`;
    const error = thrownBy(() => evaluateKubefile(parseKubefile(text, 'Kubefile')));
    expectCleanError(error, KubefileError, 'Kubefile:2: unterminated double quote in: "xxx');
    expect((error as Error).message).toContain(`(${4 * MiB + 1} characters)`);
    expect((error as Error).message.length).toBeLessThan(400);
  });
});

const TEMPLATES: [name: string, text: string, expected: string][] = [
  ['an unclosed action', '{{ .a ', 'template: t.tmpl:1: unclosed action'],
  ['an unknown function', '{{ frobnicate .a }}', 'template: t.tmpl:1: function "frobnicate" not defined'],
  ['a missing end', '{{ if .a }}x', 'template: t.tmpl:1: unexpected EOF'],
  ['an extra end', '{{ end }}', 'template: t.tmpl:1: unexpected {{end}}'],
  ['an undefined variable', '{{ $x }}', 'template: t.tmpl:1: undefined variable "$x"'],
  ['range over a number', '{{ range 5 }}{{ end }}', "range can't iterate over 5"],
  ['a call with too few arguments', '{{ repeat 3 }}', 'wrong number of args for repeat: want 2 got 1'],
  ['a function error', '{{ fail "stop here" }}', 'error calling fail: stop here'],
  [
    'a field of a string variable',
    '{{ $x := "s" }}{{ $x.y }}',
    'template: t.tmpl:1:20: executing "t.tmpl" at <$x.y>: can\'t evaluate field y in type string',
  ],
  ['division by zero', '{{ div 1 0 }}', 'error calling div'],
  [
    'nested ranges over a huge count',
    '{{ range until 100000 }}{{ range until 100000 }}x{{ end }}{{ end }}',
    'stopped after 1000000 steps: the template does too much work',
  ],
  [
    'until beyond the limit',
    '{{ until 100000000 }}',
    'error calling until: a list of 100000000 is more than the 100000 a template may make at once',
  ],
  [
    'untilStep over a trillion',
    '{{ untilStep 0 1000000000000 1 }}',
    'error calling untilStep: a list of 1000000000000 is more than',
  ],
  ['seq over a million', '{{ seq 1000000 }}', 'error calling seq: a list of 1000000 is more than'],
  [
    'repeat a hundred million times',
    '{{ repeat 100000000 "x" }}',
    'error calling repeat: a repeat count of 100000000 is more than',
  ],
  [
    'indent by a hundred million',
    '{{ indent 100000000 "x" }}',
    'error calling indent: a repeat count of 100000000',
  ],
  [
    'a random string of a billion',
    '{{ randAlpha 1000000000 }}',
    'error calling randAlpha: a random string length of 1000000000',
  ],
  [
    'output past 16 MiB',
    '{{ range until 100000 }}{{ repeat 100000 "ab" }}{{ end }}',
    'the output is too large',
  ],
  [
    'a template calling itself forever',
    '{{ define "a" }}{{ template "a" . }}{{ end }}{{ template "a" . }}',
    'exceeded maximum template depth (100000)',
  ],
  [
    // Found by the fuzz test (FUZZ_SEED=3): the stack ran out inside a function call's error handling.
    'a template calling itself through with, else and function calls',
    '{{ define "a" }}{{ with "m" | int }}{{ else }}{{ template "a" squote 32105 -1.5 }}{{ 59519 | mod . regexReplaceAll "VF" }}{{ end }}{{ end }}{{ template "a" -4.1 | toString }}',
    'exceeded maximum template depth (100000)',
  ],
  [
    '50,000 nested parentheses',
    `{{ ${'('.repeat(50000)}1${')'.repeat(50000)} }}`,
    'template: t.tmpl: max expression depth exceeded',
  ],
  [
    '20,000 nested ifs',
    `${'{{ if 1 }}'.repeat(20000)}x${'{{ end }}'.repeat(20000)}`,
    'template: t.tmpl: max expression depth exceeded',
  ],
  [
    'toJson of a list nested 20,000 deep',
    '{{ $d := list }}{{ range until 20000 }}{{ $d = list $d }}{{ end }}{{ toJson $d }}',
    'error calling toJson: the value is nested too deeply',
  ],
  ['a template not defined', '{{ template "nope" }}', 'template "nope" not defined'],
  ['index of a number', '{{ index 1 2 }}', 'error calling index: '],
  ['a field of a literal', '{{ "x".y }}', 'template: t.tmpl:1: unexpected . after term "\\"x\\""'],
];

describe("templates on bad input: a TemplateError with Go's location, and bounded work", () => {
  it.each(TEMPLATES)('%s', (_name, text, expected) => {
    const error = thrownBy(() => renderTemplateText('t.tmpl', text, {}, { sealctlData: true }));
    expectCleanError(error, TemplateError, expected);
  });

  it.each(TEMPLATES.slice(0, 4))('render FILE: %s (through the CLI)', async (_name, text, expected) => {
    const result = await runCase({
      name: 'render',
      args: ['render', '$DIR/t.tmpl'],
      files: { 't.tmpl': text },
      expected,
    });
    expect(result.status).toBe(1);
    expectCleanFailure(result.output, expected);
  });
});

describe('templates over long runs of spaces: linear work, so they end', () => {
  // Each of these ran a regex that retries from every space of a run (`\s*\n\s*`, `[…]+$`): with 200,000
  // spaces that is tens of billions of steps, and the fuzz test's slow template was one of them (a range
  // over a 10-million-character printf result, whose error message was shortened that way).
  const spaces = ' '.repeat(200_000);
  it('a range over a long string fails with the value shortened', () => {
    const error = thrownBy(() =>
      renderTemplateText('t.tmpl', '{{ range .s }}{{ end }}', { s: `${spaces}x` }),
    );
    expectCleanError(error, TemplateError, "range can't iterate over");
  });

  it('trim of spaces around a word, and a trim marker after spaces', () => {
    expect(renderTemplateText('t.tmpl', '{{ trim .s }}', { s: `${spaces}x${spaces}` })).toBe('x');
    expect(renderTemplateText('t.tmpl', `${spaces}x${spaces}{{- "y" }}`, {})).toBe(`${spaces}xy`);
  });
});

describe('a template past its time bound stops with a TemplateError', () => {
  it('each check of the clock sees a second more: the 60 s bound is reached on the 61st', () => {
    let now = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const error = thrownBy(() =>
        renderTemplateText('t.tmpl', '{{ range until 100000 }}x{{ end }}', {}, { sealctlData: true }),
      );
      expectCleanError(error, TemplateError, 'stopped after 60 s: the template takes too long');
    } finally {
      clock.mockRestore();
    }
  });
});

const REFERENCES: [text: string, expected: string][] = [
  ['', 'image reference "": empty'],
  ['   ', 'image reference "   ": empty'],
  ['UPPER/case', 'repository "UPPER/case" must be lowercase'],
  ['docker.io/:bad::ref', 'image reference "docker.io/:bad::ref"'],
  ['name:', 'image reference "name:": "" is not a valid tag'],
  ['name:-tag', '"-tag" is not a valid tag'],
  ['name:a b', '"a b" is not a valid tag'],
  [`name:${'t'.repeat(129)}`, 'is not a valid tag'],
  ['name@sha256:abc', '"sha256:abc" is not a digest (algorithm:hex)'],
  [`name@sha256:${'A'.repeat(64)}`, 'a sha256 digest has 64 lowercase hex'],
  ['name@', '"" is not a digest'],
  ['-lead/name', '"-lead" is not a valid repository path component'],
  ['a//b', '"" is not a valid repository path component'],
  ['a/b/', '"" is not a valid repository path component'],
  ['bad_host:5000/x', 'image reference "bad_host:5000/x"'],
  ['host:99999999/x', '"host:99999999" is not a registry host'],
  ['a..b/x', '"a..b" is not a registry host'],
  [`r.io/${'a'.repeat(256)}`, 'repository name longer than 255 characters'],
  ['name:tag@sha256:', 'is not a digest'],
  ['na me', '"na me" is not a valid repository path component'],
];

describe('image references on bad input: an InvalidReferenceError naming the text', () => {
  it.each(REFERENCES)('%j', (text, expected) => {
    expectCleanError(
      thrownBy(() => parseReference(text)),
      InvalidReferenceError,
      expected,
    );
  });
});

describe('Clusterfile fields named like JavaScript built-ins', () => {
  it.each(['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '%s is an unknown field (a warning), not a crash',
    (key) => {
      const text = `apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: lab\n  ${key}: {}\nspec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n`;
      const { warnings } = parseClusterfile(text);
      expect(warnings.map((warning) => `${warning.line}: ${warning.path}`)).toEqual([`5: metadata.${key}`]);
    },
  );
});

describe('regular expressions in templates', () => {
  // V8 backtracks exponentially on these (minutes at 40 characters); Go's RE2 does not. The linear fallback
  // makes them answer like Go; a regression would make this test hang until its timeout.
  it.each(['^(a+)+$', '(a|a)+$', '^(a*)*b'])('%s over a long subject answers like RE2', (pattern) => {
    expect(renderTemplateText('t', `{{ regexMatch "${pattern}" "${'a'.repeat(5000)}!" }}`, {})).toBe('false');
  });

  it('Unicode classes still work', () => {
    expect(renderTemplateText('t', '{{ regexMatch "^\\\\p{L}+$" "héllo" }}', {})).toBe('true');
  });
});
