import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/check-function-length.mjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'function-length-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A function of `lines` lines in all: its header, `lines - 2` statements, its closing brace. */
function functionOf(lines: number, header: string): string {
  const body = Array.from({ length: lines - 2 }, (_, index) => `  const v${index} = ${index};`);
  return [header, ...body, '}', ''].join('\n');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-function-length', () => {
  it('fails naming a function of 81 lines, a method and an arrow function alike; 80 lines pass', () => {
    const root = tree({
      'a/fits.ts': functionOf(80, 'export function fits(): void {'),
      'a/long.ts': functionOf(81, 'export function tooLong(): void {'),
      'b/arrow.ts': functionOf(81, 'export const arrow = (): void => {'),
      'b/method.ts': `export class C {\n${functionOf(81, '  method(): void {')}}\n`,
    });
    const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('long.ts:1 tooLong: 81 lines');
    expect(result.stderr).toContain('arrow.ts:1 arrow: 81 lines');
    expect(result.stderr).toContain('method.ts:2 method: 81 lines');
    expect(result.stderr).not.toContain('fits');
    expect(result.stderr).toContain('3 function(s) over 80 lines');
  });

  it('with --report lists them and passes', () => {
    const root = tree({ 'long.ts': functionOf(81, 'export function tooLong(): void {') });
    const result = spawnSync(process.execPath, [script, '--report', root], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('tooLong: 81 lines');
  });
});
