import type { Executor } from '../hosts/executor.js';
import { onEachHost } from '../hosts/fan-out.js';
import type { ApplyContext } from './context.js';

/** Runs `work` on each host in parallel (bounded by the apply's concurrency); one error names every failed host. */
export function onHosts<T>(
  context: ApplyContext,
  hosts: readonly string[],
  phase: string,
  work: (executor: Executor, host: string) => Promise<T>,
): Promise<T[]> {
  return onEachHost(
    hosts,
    async (host) => {
      const startMs = Date.now();
      try {
        return await work(await context.executor(host), host);
      } finally {
        context.progress.hostTimings.push({ step: phase, host, startMs, durationMs: Date.now() - startMs });
      }
    },
    { concurrency: context.concurrency, phase },
  );
}
