import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/check-unique-names.mjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'unique-names-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string) {
  return spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-unique-names', () => {
  it('fails naming both files when one top-level name has two homes, exported or not', () => {
    const root = tree({
      'a/quote.ts': 'export function shellQuote(s: string) { return s; }\n',
      'b/other.ts': 'const x = 1;\n\nfunction shellQuote(s: string) { return s; }\nexport { x };\n',
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/shellQuote is declared in 2 files: .*a\/quote\.ts:1, .*b\/other\.ts:3/);
  });

  it('counts types, classes and constants, and passes overloads and names local to a function', () => {
    const root = tree({
      'one.ts':
        'export function f(a: string): string;\nexport function f(a: number): number;\nexport function f(a: unknown) { return a; }\nexport type Path = string[];\n',
      'two.ts': 'export function g() { const f = 1; type Path = number; return f as Path; }\n',
    });
    expect(check(root).status).toBe(0);
    const twins = tree({ 'one.ts': 'export type Path = string[];\n', 'two.ts': 'interface Path { a: 1 }\n' });
    expect(check(twins).stderr).toContain('Path is declared in 2 files');
  });
});
