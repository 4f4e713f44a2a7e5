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

/** A README.md whose layer table lists `rows` (`[layer, entry]`) in that order, under some other text. */
function readme(rows: [number, string][]): string {
  const table = rows.map(([layer, entry]) => `| ${layer} | \`${entry}\` | what ${entry} owns |`);
  return [
    '# src/',
    '',
    '| layer | folder | what it owns |',
    '| --- | --- | --- |',
    ...table,
    '',
    'More text.',
    '',
  ].join('\n');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-imports', () => {
  it('passes imports that point from later layers to earlier ones', () => {
    const root = tree({
      'apply/phase.ts': "import { run } from '../hosts/run.js';\nexport const phase = run;\n",
      'hosts/run.ts': "import type { E } from '../errors.js';\nexport const run = (e?: E) => e;\n",
      'errors.ts': 'export type E = Error;\n',
      'README.md': readme([
        [7, 'apply/'],
        [4, 'hosts/'],
        [0, 'errors.ts'],
      ]),
    });
    expect(check(root).status).toBe(0);
  });

  it('fails on a cycle made only of type imports, naming the files', () => {
    const root = tree({
      'cli/commands/index.ts':
        "import { a } from './a.js';\nexport type R = () => void;\nexport const all = [a];\n",
      'cli/commands/a.ts': "import type { R } from './index.js';\nexport const a: R = () => {};\n",
      'README.md': readme([[12, 'cli/']]),
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
      'README.md': readme([
        [7, 'apply/'],
        [5, 'lock/'],
      ]),
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('lock/ may not import apply/ (same or later layer)');
  });

  describe('the layer table of README.md, the one home of the order', () => {
    const sources = {
      'apply/phase.ts': "import { run } from '../hosts/run.js';\nexport const phase = run;\n",
      'hosts/run.ts': 'export const run = 1;\n',
      'errors.ts': 'export type E = Error;\n',
    };

    it('fails when there is no README.md', () => {
      const result = check(tree(sources));
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /README\.md is missing: its table of folders and layers is the layer order/,
      );
    });

    it('fails on a folder missing from the table, naming it', () => {
      const root = tree({
        ...sources,
        'README.md': readme([
          [7, 'apply/'],
          [0, 'errors.ts'],
        ]),
      });
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/\/hosts\/ is not in .*README\.md's table: add a row with its layer/);
    });

    it('fails on a top-level .ts file missing from the table, naming it', () => {
      const root = tree({
        ...sources,
        'README.md': readme([
          [7, 'apply/'],
          [4, 'hosts/'],
        ]),
      });
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/\/errors\.ts is not in .*README\.md's table/);
    });

    it('fails on a row naming a folder that does not exist, or a folder as a file', () => {
      const root = tree({
        ...sources,
        'README.md': readme([
          [7, 'apply/'],
          [6, 'ghost/'],
          [4, 'hosts/'],
          [0, 'errors.ts'],
          [0, 'hosts.ts'],
        ]),
      });
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/README\.md:6: ghost\/ is listed but .*\/ghost\/ does not exist/);
      expect(result.stderr).toMatch(/README\.md:9: hosts\.ts is listed but .*\/hosts\.ts does not exist/);
    });

    it('fails on a folder listed twice, naming both lines', () => {
      const root = tree({
        ...sources,
        'README.md': readme([
          [7, 'apply/'],
          [4, 'hosts/'],
          [4, 'hosts/'],
          [0, 'errors.ts'],
        ]),
      });
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/README\.md:7: hosts\/ is listed twice \(first on line 6\)/);
    });

    it('fails on a layer number rising down the table (the table reads from the entry points down)', () => {
      const root = tree({
        ...sources,
        'README.md': readme([
          [4, 'hosts/'],
          [7, 'apply/'],
          [0, 'errors.ts'],
        ]),
      });
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/README\.md:6: apply\/ \(layer 7\) is below hosts\/ \(layer 4\)/);
    });

    it('fails on a row it cannot read, and on a README without the table', () => {
      const bad = readme([
        [7, 'apply/'],
        [4, 'hosts/'],
        [0, 'errors.ts'],
      ]).replace('| 4 | `hosts/` |', '| four | hosts |');
      const unreadable = check(tree({ ...sources, 'README.md': bad }));
      expect(unreadable.status).toBe(1);
      expect(unreadable.stderr).toMatch(/README\.md:6: not a row of .*\| four \| hosts \|/);
      const none = check(tree({ ...sources, 'README.md': '# src/\n\nNo table.\n' }));
      expect(none.status).toBe(1);
      expect(none.stderr).toMatch(/0 tables headed "\| layer \| folder \| what it owns \|"/);
    });

    it('reads the layers from the table: the same import passes or fails as the rows say', () => {
      const order = (first: string, second: string) =>
        check(
          tree({
            ...sources,
            'README.md': readme([
              [7, first],
              [4, second],
              [0, 'errors.ts'],
            ]),
          }),
        );
      expect(order('apply/', 'hosts/').status).toBe(0);
      const swapped = order('hosts/', 'apply/');
      expect(swapped.status).toBe(1);
      expect(swapped.stderr).toContain('apply/ may not import hosts/ (same or later layer)');
    });
  });
});
