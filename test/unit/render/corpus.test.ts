import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTemplateText } from '../../../src/render/render-template.js';
import { TemplateError } from '../../../src/render/template/errors.js';

/**
 * The differential proof: every case's expected output (or error) was written by real Go text/template +
 * sprig configured like sealos (test/oracle/main.go); our renderer must produce the same bytes.
 */
const corpus = path.resolve(import.meta.dirname, '../../fixtures/render/corpus');
const osEnv = JSON.parse(readFileSync(path.join(corpus, 'osenv.json'), 'utf8')) as Record<string, string>;
const cases = readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function loadCase(name: string) {
  const dir = path.join(corpus, name);
  const template = readdirSync(dir).find((file) => /\.(tmpl|tpl)$/.test(file))!;
  const envFile = path.join(dir, 'env.json');
  const env = existsSync(envFile)
    ? (JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>)
    : {};
  const read = (file: string) =>
    existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), 'utf8') : undefined;
  return {
    template,
    text: readFileSync(path.join(dir, template), 'utf8'),
    env,
    expectedOut: read('expected.out'),
    expectedErr: read('expected.err'),
  };
}

describe('renderer equals Go text/template + sprig on the corpus', () => {
  it('has at least 60 cases, each with an expected result from the Go oracle', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const name of cases) {
      const c = loadCase(name);
      expect(c.expectedOut !== undefined || c.expectedErr !== undefined, name).toBe(true);
    }
  });

  it.each(cases)('%s', (name) => {
    const c = loadCase(name);
    let output: string | undefined;
    let error: unknown;
    try {
      output = renderTemplateText(c.template, c.text, c.env, { osEnv });
    } catch (caught) {
      error = caught;
    }
    if (c.expectedOut !== undefined) {
      expect(error).toBeUndefined();
      expect(output).toBe(c.expectedOut);
    } else {
      expect(error).toBeInstanceOf(TemplateError);
      expect(`${(error as Error).message}\n`).toBe(c.expectedErr);
      expect((error as TemplateError).file).toBe(c.template);
    }
  });
});
