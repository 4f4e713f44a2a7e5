import type { Executor } from './executor.js';
import { shellQuote } from './shell.js';

/**
 * Removes `files` (absolute paths), then `paths` below `root`, in one command. The paths go on stdin separated
 * by NUL (`xargs -0`), so no name, whatever its characters, reaches the shell as words.
 */
export async function removePaths(
  executor: Executor,
  files: readonly string[],
  root: string,
  paths: readonly string[],
): Promise<void> {
  const below = paths.length > 0 ? ` && cd -- ${shellQuote(root)} && xargs -0 -r rm -rf --` : '';
  await executor.run(`rm -f -- ${files.map(shellQuote).join(' ')}${below}`, {
    stdin: paths.map((path) => `${path}\0`).join(''),
  });
}
