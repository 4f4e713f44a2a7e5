#!/usr/bin/env node
// Honest dependencies: every runtime dependency in package.json is imported from src/, and src/ imports no
// package that is not listed there (Node's own modules aside). Usage: node scripts/check-dependencies.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? '.';
const listed = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {});

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const used = new Map();
for (const file of sourceFiles(join(root, 'src'))) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    let specifier;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifier = node.moduleSpecifier.text;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      specifier =
        node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0].text : undefined;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specifier = node.argument.literal.text;
    if (specifier && !specifier.startsWith('.') && !specifier.startsWith('node:')) {
      const name = packageOf(specifier);
      if (!builtinModules.includes(name)) used.set(name, [...(used.get(name) ?? []), relative(root, file)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Type-only packages (`@types/*`) come with their runtime package and are dev dependencies.
const problems = [
  ...listed
    .filter((name) => !used.has(name))
    .map((name) => `${name} is a dependency but nothing in src/ imports it`),
  ...[...used]
    .filter(([name]) => !listed.includes(name))
    .map(([name, files]) => `${files[0]} imports ${name}, which package.json does not list as a dependency`),
];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
