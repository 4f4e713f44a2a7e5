import { rmSync } from 'node:fs';

const folders = new Set<string>();
let watching = false;

/**
 * A scratch folder also removed when the process exits before its own `finally` runs: `process.exit` (a second
 * Ctrl-C, the stop grace) fires `exit`, where only synchronous work can run. Returns what forgets the folder once
 * it is removed the ordinary way.
 */
export function removeOnExit(folder: string): () => void {
  if (!watching) {
    process.on('exit', () => {
      for (const each of folders) rmSync(each, { recursive: true, force: true });
    });
    watching = true;
  }
  folders.add(folder);
  return () => {
    folders.delete(folder);
  };
}
