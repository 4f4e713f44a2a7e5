import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/check-imports.mjs');
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-imports', () => {
  it('passes imports that point from later layers to earlier ones', () => {
    const root = tree({
      'apply/phase.ts': "import { run } from '../hosts/run.js';\nexport const phase = run;\n",
      'hosts/run.ts': "import type { E } from '../errors.js';\nexport const run = (e?: E) => e;\n",
      'errors.ts': 'export type E = Error;\n',
    });
    expect(check(root).status).toBe(0);
  });

  it('fails on a cycle made only of type imports, naming the files', () => {
    const root = tree({
      'cli/commands/index.ts':
        "import { a } from './a.js';\nexport type R = () => void;\nexport const all = [a];\n",
      'cli/commands/a.ts': "import type { R } from './index.js';\nexport const a: R = () => {};\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/import cycle among 2 file\(s\)/);
    expect(result.stderr).toMatch(/cli\/commands\/a\.ts -> .*cli\/commands\/index\.ts/);
  });

  it('fails when an earlier layer imports a later one (lock importing apply)', () => {
    const root = tree({
      'lock/session.ts': "export { phase } from '../apply/phase.js';\n",
      'apply/phase.ts': 'export const phase = 1;\n',
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('lock/ may not import apply/ (same or later layer)');
  });
});
