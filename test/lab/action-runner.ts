import { spawn } from 'node:child_process';
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

/** GITHUB_OUTPUT's `name<<delimiter` blocks. */
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
