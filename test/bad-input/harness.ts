import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import * as core from '@actions/core';
import { expect } from 'vitest';
import { parse as yamlParse } from 'yaml';
import { runCli } from '../../src/cli/program.js';
import { ConsoleSink } from '../../src/log/console-sink.js';
import { Logger } from '../../src/log/logger.js';
import { planOnlyApply } from '../lab/plan-only-apply.js';

const root = path.join(import.meta.dirname, '../..');

/**
 * One bad input given to the CLI: its arguments (`$DIR` is a fresh folder holding `files`), the text the user
 * must read, and the exit status. Every case runs the CLI in-process, exactly as `main.ts` does, but with
 * stdout and stderr captured.
 */
export interface CliCase {
  name: string;
  args: string[];
  /** Files written under `$DIR` first, by relative path; a value ending in `/` makes a folder. */
  files?: Record<string, string>;
  expected: string | RegExp;
  status?: number;
}

export interface CliResult {
  status: number;
  /** stderr and stdout together, in order, as a terminal shows them. */
  output: string;
}

/** Runs the CLI with `args` in a fresh folder; `--state-dir` defaults into it so no case reads ~/.sealos. */
export async function runCase(testCase: CliCase): Promise<CliResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bad-input-'));
  try {
    for (const [name, content] of Object.entries(testCase.files ?? {})) {
      const file = path.join(dir, name);
      if (name.endsWith('/')) await mkdir(file, { recursive: true });
      else {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, content);
      }
    }
    const args = testCase.args.map((arg) => arg.replaceAll('$DIR', dir));
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const write = (text: string) => {
      output += text;
    };
    const status = await runCli(args, {
      logger: new Logger(new ConsoleSink(false, stream)),
      // A dry run of a create would read its rootfs image's labels from docker.io.
      apply: planOnlyApply,
      stdout: write,
      stderr: write,
    });
    return { status, output: output.replaceAll(dir, '$DIR') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Node's own errno text (`EISDIR: illegal operation on a directory, read`), never shown to a user. */
const RAW_ERRNO = /\bE[A-Z]{2,}: [a-z]/;
/** What a JavaScript bug says (a TypeError, a runaway recursion), never what a user should read. */
const JS_CRASH =
  /Cannot read propert|is not a function|is not iterable|\[object Object\]|Maximum call stack|of undefined|of null\b/;
/** A stack frame (`    at fn (file.ts:1:2)`). */
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/** What every failure must be: the expected text, no crash text, no stack trace, no raw errno message. */
export function expectCleanFailure(output: string, expected: string | RegExp): void {
  if (typeof expected === 'string') expect(output).toContain(expected);
  else expect(output).toMatch(expected);
  expect(output).not.toMatch(STACK_FRAME);
  expect(output).not.toMatch(JS_CRASH);
  expect(output).not.toMatch(RAW_ERRNO);
}

/** For errors thrown by a reader or parser: their message must be as clean as the CLI's output. */
export function expectCleanError(
  error: unknown,
  type: abstract new (...args: never[]) => Error,
  expected: string | RegExp,
): void {
  expect(error).toBeInstanceOf(type);
  expectCleanFailure((error as Error).message, expected);
}

/** core.getInput over `env`, as on a runner: INPUT_<NAME> (spaces as `_`, upper case), else action.yml's default. */
export function withInputs<T>(
  file: string,
  env: Record<string, string>,
  work: (read: (name: string) => string) => T,
): T {
  const defaults = readDefaults(file);
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(defaults))
    process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(process.env, env);
  try {
    return work((name) => core.getInput(name));
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

function readDefaults(file: string): Record<string, string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  const inputs = (yamlParse(text) as { inputs: Record<string, { default?: string }> }).inputs;
  return Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression action.yml holds
      (input.default ?? '').replace('${{ github.token }}', 'ghs_jobtoken'),
    ]),
  );
}
