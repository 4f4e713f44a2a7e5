import { rmSync } from 'node:fs';

/** Work folders in use now, removed if the process exits before their owners remove them. */
const inUse = new Set<string>();
let listening = false;

/**
 * Marks `dir` for removal at exit, for the exits no `finally` sees: a second Ctrl-C or SIGTERM, or a run that did
 * not stop within its grace time, ends in `process.exit` (run/interrupts.ts), which runs only 'exit' listeners,
 * and those only synchronously. The returned function unmarks it, once its owner removed it.
 */
export function removeOnExit(dir: string): () => void {
  inUse.add(dir);
  if (!listening) {
    process.on('exit', removeInUse);
    listening = true;
  }
  return () => {
    inUse.delete(dir);
  };
}

function removeInUse(): void {
  for (const dir of inUse) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // The process is ending: a folder that cannot be removed now stays, as it would have anyway.
    }
  }
}
