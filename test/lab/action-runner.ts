import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** The built bundle of an action (`run`, `build-image`, `reset`) or of the CLI. */
export function bundlePath(name: string): string {
  return path.join(dist, name, 'index.js');
}

/** A built bundle run as the runner runs a node action: INPUT_* variables (dashes kept) and command files. */
export function runBundle(
  bundle: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return runNode([bundle, ...args], env);
}

async function runNode(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { env, cwd: env.RUNNER_TEMP ?? env.HOME });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout, stderr };
}

/** GITHUB_OUTPUT's (and GITHUB_STATE's, GITHUB_ENV's) `name<<delimiter` blocks. */
export function actionOutputs(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    found[match[1] as string] = match[3] as string;
  return found;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * An action's entry point run from the sources (`src/actions/<name>.ts`, e.g. `run/main`) the way the runner
 * runs its bundle: what is tested is the code of this checkout, whatever dist/ holds.
 */
export function runFromSource(
  entry: string,
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const loader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  return runNode(['--import', loader, path.join(root, 'src/actions', `${entry}.ts`)], env);
}

/** The step's `with:` as the runner hands it over: INPUT_<NAME>, spaces as `_`, upper case, dashes kept. */
export function inputVariables(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      `INPUT_${name.replaceAll(' ', '_').toUpperCase()}`,
      value,
    ]),
  );
}

/** What a main step saved with `core.saveState`, as the runner hands it to the post step: STATE_<name>. */
export function stateVariables(saved: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(saved).map(([name, value]) => [`STATE_${name}`, value]));
}

/** The command files the runner gives a step, each created empty. */
export interface RunnerFiles {
  output: string;
  state: string;
  summary: string;
  env: string;
}

/** One step on a stand-in GitHub runner: its RUNNER_TEMP, its command files and every variable it is given. */
export interface RunnerStep {
  temp: string;
  files: RunnerFiles;
  env: Record<string, string>;
}

/** Variables of a step that tests set: its inputs, the kind of runner, and any other. */
export interface StepVariables {
  /** The step's `with:`, by the names action.yml gives them. */
  inputs?: Record<string, string>;
  /** RUNNER_ENVIRONMENT; unset, neither a GitHub-hosted nor a self-hosted runner's rules apply. */
  runner?: 'github-hosted' | 'self-hosted';
  /** More variables, or other values: a loopback stand-in service's, PATH. */
  env?: Record<string, string>;
}

function variablesOf(options: StepVariables): Record<string, string> {
  return {
    ...options.env,
    ...(options.runner ? { RUNNER_ENVIRONMENT: options.runner } : {}),
    ...inputVariables(options.inputs ?? {}),
  };
}

export interface RunnerStepOptions extends StepVariables {
  /** The job's HOME; by default the step's own folder. */
  home?: string;
  /** XDG_CACHE_HOME, where the image store lives; by default `<home>/cache`. */
  cache?: string;
}

/**
 * A step of a job as a GitHub runner sets it up, in `folder`: `temp/` as RUNNER_TEMP, the empty GITHUB_OUTPUT,
 * GITHUB_STATE, GITHUB_STEP_SUMMARY and GITHUB_ENV files, GITHUB_ACTIONS, and the inputs as INPUT_* variables.
 */
export async function runnerStep(folder: string, options: RunnerStepOptions = {}): Promise<RunnerStep> {
  const temp = path.join(folder, 'temp');
  await mkdir(temp, { recursive: true });
  const files: RunnerFiles = {
    output: path.join(folder, 'output'),
    state: path.join(folder, 'state'),
    summary: path.join(folder, 'summary.md'),
    env: path.join(folder, 'env'),
  };
  for (const file of Object.values(files)) await writeFile(file, '');
  const home = options.home ?? folder;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CACHE_HOME: options.cache ?? path.join(home, 'cache'),
    RUNNER_TEMP: temp,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    ...variablesOf(options),
  };
  return { temp, files, env };
}

/** What changes from one run of a step to the next; for a post step, what its main step saved. */
export interface StepRunOptions extends StepVariables {
  /** The main step's `saved`, handed to a post step as STATE_* variables. */
  saved?: Record<string, string>;
}

export interface StepRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr, for a failed assertion's message. */
  log: string;
  /** GITHUB_OUTPUT after the run. */
  outputs: Record<string, string>;
  /** GITHUB_STATE after the run: what a post step is handed. */
  saved: Record<string, string>;
}

/**
 * Runs an entry point in `step`: `run/main`, `run/post`, `reset/main`… from the sources, or a bundle given by
 * its path (`bundlePath('run')`), with `options` over the step's variables.
 */
export async function runStep(
  step: RunnerStep,
  entry: string,
  options: StepRunOptions = {},
): Promise<StepRun> {
  const env = { ...step.env, ...variablesOf(options), ...stateVariables(options.saved ?? {}) };
  const run = path.isAbsolute(entry) ? await runBundle(entry, env) : await runFromSource(entry, env);
  return {
    ...run,
    log: run.stdout + run.stderr,
    outputs: actionOutputs(await readFile(step.files.output, 'utf8')),
    saved: actionOutputs(await readFile(step.files.state, 'utf8')),
  };
}
