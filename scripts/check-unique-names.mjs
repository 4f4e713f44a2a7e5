#!/usr/bin/env node
// Fails when a top-level name (function, class, variable, type, interface, enum) is declared in two files under
// a source folder: one home for each piece of logic. Usage: node scripts/check-unique-names.mjs [dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? 'src';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function declaredNames(node) {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name] : []));
  }
  const named =
    ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node);
  return named && node.name ? [node.name] : [];
}

const homes = new Map();
for (const file of sourceFiles(root)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    for (const name of declaredNames(statement)) {
      const { line } = source.getLineAndCharacterOfPosition(name.getStart(source));
      const where = `${relative(process.cwd(), file)}:${line + 1}`;
      const seen = homes.get(name.text) ?? new Map();
      // Overloads and declaration merging within one file are one home.
      if (!seen.has(file)) seen.set(file, where);
      homes.set(name.text, seen);
    }
  }
}

const twins = [...homes].filter(([, files]) => files.size > 1).sort(([a], [b]) => a.localeCompare(b));
for (const [name, files] of twins)
  console.error(`${name} is declared in ${files.size} files: ${[...files.values()].join(', ')}`);
if (twins.length > 0) {
  console.error(
    `${twins.length} top-level name(s) declared in more than one file under ${root}/: give each one home`,
  );
  process.exit(1);
}
