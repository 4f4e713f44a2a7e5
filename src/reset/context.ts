import { errorMessage } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import type { ExecutorPool } from '../hosts/pool.js';
import type { HeldLock } from '../lock/cluster-lock.js';
import type { Logger } from '../log/logger.js';
import type { ClusterFacts } from './cluster-facts.js';
import type { ResetRequest } from './request.js';

/**
 * What the phases of one reset share. A reset goes on past a failing or unreachable host: phases note what
 * they could not do on a host (`note`) instead of failing, so every host's report is complete.
 */
export interface ResetContext {
  readonly request: ResetRequest;
  readonly logger: Logger;
  readonly facts: ClusterFacts;
  /** The hosts to reset, `ip:port`. */
  readonly targets: string[];
  /** The whole cluster, not a subset. */
  readonly whole: boolean;
  readonly pool: ExecutorPool;
  readonly concurrency: number;
  /** Filled by Connect: every host of the cluster reached, and why the others were not. */
  readonly executors: Map<string, Executor>;
  readonly unreachable: Map<string, unknown>;
  /** What was left undone on each host, `step: reason`. */
  readonly problems: Map<string, string[]>;
  /** Held between the Lock and Unlock phases. */
  lock?: HeldLock;
}

export function noteProblem(context: ResetContext, host: string, step: string, error: unknown): void {
  context.problems.get(host)?.push(`${step}: ${errorMessage(error)}`);
}

/** The targets that Connect reached, with their executors. */
export function reachedTargets(context: ResetContext): Array<[string, Executor]> {
  return context.targets.flatMap((host) => {
    const executor = context.executors.get(host);
    return executor ? [[host, executor] as [string, Executor]] : [];
  });
}
