#!/usr/bin/env node
// No function over 80 lines (the project's rule): fails naming each function, its file, line and length.
// A function's lines run from its first line (comments before it not counted) to its last; a function nested in
// another counts in both. With --report it lists them and exits 0 (while a tree is being brought under the limit).
// Usage: node scripts/check-function-length.mjs [--report] [dir]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'src');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The name a reader finds the function by: its own, its variable's or property's, else `(anonymous)`. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  return '(anonymous)';
}

const tooLong = [];
for (const file of sourceFiles(root)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES)
        tooLong.push(`${relative(process.cwd(), file)}:${first + 1} ${nameOf(node)}: ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const line of tooLong) console.error(line);
if (tooLong.length > 0) {
  console.error(`${tooLong.length} function(s) over ${MAX_LINES} lines: split each into named steps`);
  if (!reportOnly) process.exit(1);
}
