import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../../src');

/**
 * The packages a module loads when it is imported: its static imports and re-exports, followed through our
 * own files (`import type` and `export type` are erased; `import()` loads later, so it is not followed).
 */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const loads =
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly);
      if (!loads || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) {
        if (!specifier.startsWith('node:')) packages.add(specifier.split('/')[0]!);
        continue;
      }
      const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
      const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(target);
    }
  };
  visit(entry);
  return packages;
}

describe('the scp verb', () => {
  it('starts without the Clusterfile parser: zod and yaml load only for a saved cluster', () => {
    const packages = packagesLoadedBy(join(src, 'cli/commands/scp.ts'));
    // What it does need, so that an empty result cannot pass.
    expect(packages).toContain('ssh2');
    expect(packages).toContain('commander');
    expect([...packages].filter((name) => name === 'zod' || name === 'yaml')).toEqual([]);
  });
});
