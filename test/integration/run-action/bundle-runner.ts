import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const bundle = join(import.meta.dirname, '../../../dist/run/index.js');

/** The built action run as the runner runs a node action: INPUT_* variables (dashes kept) and command files. */
export async function runBundle(
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bundle], { env, cwd: env.RUNNER_TEMP });
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
export function outputs(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    found[match[1] as string] = match[3] as string;
  return found;
}
