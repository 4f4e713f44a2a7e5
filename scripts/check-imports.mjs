#!/usr/bin/env node
// Imports point one way. Fails on any import cycle among the files of a source folder (type-only imports and
// re-exports included), and on a folder importing one of its own layer or a later one. The layers are read from
// the table of the folder's README.md (src/README.md), the one home of the order; the check also fails when
// that table and the folder's listing disagree. Usage: node scripts/check-imports.mjs [dir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? 'src');
const name = (file) => relative(process.cwd(), file);
const readme = join(root, 'README.md');

const HEADER = /^\|\s*layer\s*\|\s*folder\s*\|\s*what it owns\s*\|$/;
const SEPARATOR = /^\|(\s*:?-+:?\s*\|){3}$/;
/** `| 12 | `cli/` | what it owns |` or `| 0 | `errors.ts` | … |`: a folder ends in `/`, a file in `.ts`. */
const ROW = /^\|\s*(\d+)\s*\|\s*`([\w.-]+\/|[\w.-]+\.ts)`\s*\|\s*\S.*\|$/;

/** The rows of the README's one layer table, each with its line number; problems when there is not exactly one. */
function tableRows(lines, problems) {
  const headers = lines.flatMap((line, at) => (HEADER.test(line) ? [at] : []));
  if (headers.length !== 1) {
    problems.push(
      `${name(readme)}: ${headers.length} tables headed "| layer | folder | what it owns |"; the layer order needs exactly one`,
    );
    return [];
  }
  const at = headers[0] + 1;
  if (!SEPARATOR.test(lines[at] ?? ''))
    problems.push(`${name(readme)}:${at + 1}: the table's header has no separator row`);
  const rows = [];
  for (let line = at + 1; line < lines.length && lines[line].startsWith('|'); line++)
    rows.push({ text: lines[line], line: line + 1 });
  return rows;
}

/** What the folder holds that the table must list: each folder as `name/`, each top-level file as `name.ts`. */
function listing() {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return [`${entry.name}/`];
    if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) return [entry.name];
    return [];
  });
}

/**
 * Each folder (`name/`) and top-level file (`name.ts`) to its layer, from the README's table: rows listed from
 * the entry points down, so a layer number never rises down the table. Every entry of the listing must have one
 * row, and every row must name an entry that is there.
 */
function readLayers() {
  const problems = [];
  if (!existsSync(readme)) {
    return { problems: [`${name(readme)} is missing: its table of folders and layers is the layer order`] };
  }
  const layerOf = new Map();
  const lineOf = new Map();
  let previous;
  for (const { text, line } of tableRows(readFileSync(readme, 'utf8').split('\n'), problems)) {
    const where = `${name(readme)}:${line}`;
    const match = ROW.exec(text.trimEnd());
    if (!match) {
      problems.push(
        `${where}: not a row of "| layer | \`folder/\` or \`file.ts\` | what it owns |": ${text}`,
      );
      continue;
    }
    const [, number, entry] = match;
    const layer = Number(number);
    if (lineOf.has(entry))
      problems.push(`${where}: ${entry} is listed twice (first on line ${lineOf.get(entry)})`);
    else {
      layerOf.set(entry, layer);
      lineOf.set(entry, line);
    }
    if (previous && layer > previous.layer)
      problems.push(
        `${where}: ${entry} (layer ${layer}) is below ${previous.entry} (layer ${previous.layer}): list the layers from the entry points down`,
      );
    previous = { entry, layer };
    const path = join(root, entry);
    const there =
      existsSync(path) && (entry.endsWith('/') ? statSync(path).isDirectory() : statSync(path).isFile());
    if (!there)
      problems.push(
        `${where}: ${entry} is listed but ${name(root)}/${entry} does not exist: remove its row or fix the name`,
      );
  }
  for (const entry of listing())
    if (!layerOf.has(entry))
      problems.push(`${name(root)}/${entry} is not in ${name(readme)}'s table: add a row with its layer`);
  return { layerOf, problems };
}

const layers = readLayers();
if (layers.problems.length > 0) {
  for (const line of layers.problems) console.error(line);
  console.error(`${layers.problems.length} problem(s) with the layer table of ${name(readme)}`);
  process.exit(1);
}
const { layerOf } = layers;

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

/** The entry of the listing a file belongs to: `name/` for a folder, `name.ts` for a top-level file. */
const folderOf = (file) => {
  const [first, ...rest] = relative(root, file).split('/');
  return rest.length > 0 ? `${first}/` : first;
};

const upward = [];
for (const [file, imports] of graph) {
  const from = folderOf(file);
  for (const target of imports) {
    const to = folderOf(target);
    if (from === to) continue;
    // The table lists every entry of the listing (checked above), so both have a layer.
    if (layerOf.get(to) >= layerOf.get(from))
      upward.push(`${name(file)} -> ${name(target)}: ${from} may not import ${to} (same or later layer)`);
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
