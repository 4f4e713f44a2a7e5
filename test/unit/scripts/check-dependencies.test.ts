import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../../scripts/check-dependencies.mjs');
const dirs: string[] = [];

function project(dependencies: Record<string, string>, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  dirs.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, 'src', path, '..'), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-dependencies', () => {
  it('passes when every dependency is imported and every import is listed or built in', () => {
    const root = project(
      { '@actions/core': '1', yaml: '2' },
      {
        'a.ts':
          "import * as core from '@actions/core';\nimport { parse } from 'yaml/util';\nimport os from 'os';\n",
        'b.ts': "import { readFile } from 'node:fs/promises';\nexport type T = import('yaml').Document;\n",
      },
    );
    expect(check(root).status).toBe(0);
  });

  it('names a listed package nothing imports and an imported package that is not listed', () => {
    const root = project({ 'js-yaml': '4' }, { 'x/y.ts': "import { z } from 'zod';\n" });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('js-yaml is a dependency but nothing in src/ imports it');
    expect(result.stderr).toContain(
      'src/x/y.ts imports zod, which package.json does not list as a dependency',
    );
  });
});
