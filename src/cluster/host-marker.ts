import { markerPath } from '../host-layout/cluster-folders.js';
import type { Executor, FileContent } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';
import { writeFilesScript } from '../hosts/write-files-script.js';

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
  return executor.writeFiles([markerFile(cluster, name, value)]);
}

/** A script that writes the marker, for a command that does something else first (its stdin is its own). */
export function markerScript(cluster: string, name: string, value: string): string {
  const { path, content, mode } = markerFile(cluster, name, value);
  const write = writeFilesScript([{ path, size: Buffer.byteLength(content), mode }]);
  return `printf '%s' ${shellQuote(content)} | (\n${write}\n)`;
}

/** The marker as a file to write, for a command that writes it with others. */
export function markerFile(
  cluster: string,
  name: string,
  value: string,
): FileContent & { content: string; mode: number } {
  return { path: markerPath(cluster, name), content: `${value}\n`, mode: 0o644 };
}
