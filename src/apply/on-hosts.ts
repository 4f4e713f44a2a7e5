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
  return onEachHost(hosts, async (host) => work(await context.executor(host), host), {
    concurrency: context.concurrency,
    phase,
  });
}
