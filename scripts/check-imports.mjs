#!/usr/bin/env node
// Imports point one way. Fails on any import cycle among the files of a source folder (type-only imports and
// re-exports included), and on a folder importing one of a later layer than its own (docs/architecture.md).
// Usage: node scripts/check-imports.mjs [dir]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? 'src');

/**
 * The folders of src/ (or single files, without .ts), first to last, as data flows: inputs → desired state →
 * plan → phases → executors → hosts, read from the entry points down. A folder imports its own files and
 * those of earlier layers only.
 */
const LAYERS = [
  ['errors', 'concurrency', 'yaml', 'shims', 'host-layout'],
  ['log', 'root-fs'],
  ['files'],
  ['clusterfile'],
  ['hosts', 'image'],
  ['render', 'state', 'lock', 'runtime', 'plan'],
  ['cluster', 'helm'],
  ['build', 'apply'],
  ['recover'],
  ['run'],
  ['reset'],
  ['post-step'],
  ['actions', 'cli'],
];
const layerOf = new Map(LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Relative specifiers of every import, export-from and import() in a file. */
function specifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => candidate.startsWith(root) && existsSync(candidate));
}

const graph = new Map();
for (const file of sourceFiles(root)) {
  graph.set(file, [
    ...new Set(
      specifiers(file)
        .map((s) => resolveImport(file, s))
        .filter(Boolean),
    ),
  ]);
}

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself)
// is a cycle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  order.set(file, index);
  low.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!order.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
  }
  if (low.get(file) !== order.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!order.has(file)) connect(file);

const name = (file) => relative(process.cwd(), file);
const folderOf = (file) => relative(root, file).split('/')[0].replace(/\.ts$/, '');

const upward = [];
for (const [file, imports] of graph) {
  const from = folderOf(file);
  for (const target of imports) {
    const to = folderOf(target);
    if (from === to) continue;
    if (!layerOf.has(from) || !layerOf.has(to)) {
      upward.push(`${name(file)} -> ${name(target)}: put ${layerOf.has(from) ? to : from} in a layer`);
    } else if (layerOf.get(to) >= layerOf.get(from)) {
      upward.push(`${name(file)} -> ${name(target)}: ${from}/ may not import ${to}/ (same or later layer)`);
    }
  }
}
for (const line of upward) console.error(line);

for (const component of cycles) {
  const members = new Set(component);
  console.error(`import cycle among ${component.length} file(s):`);
  for (const file of component.sort()) {
    const inside = graph.get(file).filter((next) => members.has(next));
    console.error(`  ${name(file)} -> ${inside.map(name).join(', ')}`);
  }
}
if (cycles.length > 0) console.error(`${cycles.length} import cycle(s) under ${name(root)}/`);
if (upward.length > 0)
  console.error(`${upward.length} import(s) against the layer order under ${name(root)}/`);
if (cycles.length > 0 || upward.length > 0) process.exit(1);
