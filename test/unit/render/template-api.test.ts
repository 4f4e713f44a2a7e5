import { describe, expect, it } from 'vitest';
import { GoTemplate, renderTemplateText, sealosFunctions, TemplateError } from '../../../src/render/index.js';

function failure(run: () => unknown): TemplateError {
  try {
    run();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('expected a TemplateError');
}

describe('template errors locate the problem', () => {
  it('a parse error carries file, line and column of the offending token', () => {
    const error = failure(() => renderTemplateText('config.toml.tmpl', 'ok\n  x {{ foo .bar }}\n', {}));
    expect(error.message).toBe('template: config.toml.tmpl:2: function "foo" not defined');
    expect({ file: error.file, line: error.line, column: error.column }).toEqual({
      file: 'config.toml.tmpl',
      line: 2,
      column: 7,
    });
  });

  it('an execution error carries Go’s line and byte column', () => {
    const error = failure(() => renderTemplateText('t.tmpl', 'é\n  {{ upper .missing }}', {}));
    expect(error.message).toBe(
      'template: t.tmpl:2:11: executing "t.tmpl" at <.missing>: invalid value; expected string',
    );
    expect({ line: error.line, column: error.column, phase: error.phase }).toEqual({
      line: 2,
      column: 11,
      phase: 'render',
    });
  });
});

describe('sprig functions sealos-action does not implement', () => {
  it('parse like Go (they are known names) and fail only when called', () => {
    expect(renderTemplateText('t', '{{ if false }}{{ now | date "2006" }}{{ end }}ok', {})).toBe('ok');
    const error = failure(() => renderTemplateText('t', '{{ shuffle "abc" }}', {}));
    expect(error.message).toBe(
      'template: t:1:3: executing "t" at <shuffle "abc">: error calling shuffle: shuffle is not implemented by sealos-action\'s template renderer',
    );
  });
});

describe('random sprig functions (no oracle can pin their output)', () => {
  it('give strings of the asked length from the right alphabet, different each time', () => {
    const render = (text: string) => renderTemplateText('t', text, {});
    expect(render('{{ randAlphaNum 40 }}')).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(render('{{ randAlpha 12 }}')).toMatch(/^[A-Za-z]{12}$/);
    expect(render('{{ randNumeric 9 }}')).toMatch(/^[0-9]{9}$/);
    expect(render('{{ randAscii 30 }}')).toMatch(/^[!-~]{30}$/);
    expect(render('{{ uuidv4 }}')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(render('{{ randAlphaNum 40 }}')).not.toBe(render('{{ randAlphaNum 40 }}'));
  });
});

describe('GoTemplate', () => {
  it('parses once and renders per host env', () => {
    const template = GoTemplate.parse('init.sh.tmpl', 'mode={{ .SEALOS_SYS_RUN_MODE }}', sealosFunctions());
    const context = { osEnv: {} };
    expect(template.render({ SEALOS_SYS_RUN_MODE: 'master' }, context)).toBe('mode=master');
    expect(template.render({ SEALOS_SYS_RUN_MODE: 'node' }, context)).toBe('mode=node');
  });

  it('env and expandenv read the given process env only', () => {
    const text = '{{ env "A" }}|{{ expandenv "$A-$B" }}';
    expect(renderTemplateText('t', text, {}, { osEnv: { A: 'x' } })).toBe('x|x-');
  });
});
