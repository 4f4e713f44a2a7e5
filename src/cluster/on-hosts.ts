import type { Executor } from '../hosts/executor.js';
import { onEachHost } from '../hosts/fan-out.js';
import type { HostStepTiming } from '../log/phase-gantt.js';

/** What work on a cluster's hosts needs: their executors, how many at once, and where each host's timing goes. */
export interface HostsAtWork {
  readonly concurrency: number;
  executor(host: string): Promise<Executor>;
  readonly progress: { readonly hostTimings: HostStepTiming[] };
}

/** Runs `work` on each host in parallel (bounded by the run's concurrency); one error names every failed host. */
export function onHosts<T>(
  context: HostsAtWork,
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
