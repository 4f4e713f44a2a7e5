import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';
import { markerPath } from './host-paths.js';

/**
 * Small files on a host that say what an earlier apply finished there (a tree digest, a step done), so a
 * re-run skips it and a failed apply resumes where it stopped.
 */
export async function readMarker(
  executor: Executor,
  cluster: string,
  name: string,
): Promise<string | undefined> {
  const file = shellQuote(markerPath(cluster, name));
  const result = await executor.run(`cat ${file} 2>/dev/null || true`);
  return result.stdout.trim() || undefined;
}

export function writeMarker(executor: Executor, cluster: string, name: string, value: string): Promise<void> {
  return executor.writeFile(markerPath(cluster, name), `${value}\n`, { mode: 0o644 });
}
