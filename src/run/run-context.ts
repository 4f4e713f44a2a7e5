import type { OpenApply } from '../apply/open-apply.js';
import type { ApplyRequest, ApplyResult } from '../apply/request.js';
import { resultReader } from '../cluster/phase-results.js';
import type { Clusterfile } from '../clusterfile/index.js';
import type { Logger } from '../log/logger.js';
import type { StateStore } from '../state/state.js';
import type { Desired } from './desired.js';
import type { RunOutcome } from './run-outcome.js';
import type { RunRequest } from './run-request.js';
import type { RunSession } from './run-session.js';
import type { Deadline } from './timeout.js';

/** The engine entry and this machine's address; tests replace the apply with a named stand-in. */
export interface RunDependencies {
  apply?: (request: ApplyRequest) => Promise<ApplyResult>;
  localAddress?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Aborted when the user interrupts the run (watchInterrupts): a wait for the lock ends, an apply not yet
   * started is not started, one under way stops at the next safe point and its ClusterFailed status is saved.
   */
  signal?: AbortSignal;
}

/** What the phases of one run share: the request, the state store, and the saved and desired clusters. */
export interface RunContext {
  readonly request: RunRequest;
  readonly logger: Logger;
  readonly dependencies: RunDependencies;
  readonly cluster: string;
  readonly store: StateStore;
  /** Every secret of the request and the desired cluster; the kubeconfig is added once the apply made it. */
  readonly secrets: Set<string>;
  /** The saved cluster (host keys the user asked to forget forgotten); recovered from master0 if asked. */
  current: Clusterfile | undefined;
  desired: Desired;
  /** The desired cluster again from another saved one (after a recovery). */
  readonly desire: (saved: Clusterfile | undefined) => Promise<Desired>;
  /** The saved cluster with the host keys the user asked to forget forgotten. */
  readonly forget: (saved: Clusterfile | undefined) => Clusterfile | undefined;
  /** master0's session (lock, Clusterfile copy, post-step record), opened by Connect when the run needs it. */
  session?: RunSession;
  /** The apply under way, opened by Plan and finished by Finish the apply. */
  applying?: Applying;
  readonly results: Partial<RunResults>;
}

/** The apply the run laid out in its phases, and the deadline it runs under. */
export interface Applying {
  readonly apply: OpenApply;
  readonly deadline: Deadline;
}

/** What one phase of the run hands the later ones. */
export interface RunResults {
  applied: ApplyResult;
  outcome: RunOutcome;
}

/** A result an earlier phase of the run handed on. */
export const runResult = resultReader<RunResults>({ applied: 'Finish the apply', outcome: 'Save state' });

/** Whether the run changes the hosts (not a dry run) and reaches them (its session is open). */
export function changesHosts(context: RunContext): boolean {
  return context.session !== undefined && !context.request.dryRun;
}
