import type { Phase } from '../cluster/phase.js';
import { applyDesired } from './phases/apply-desired.js';
import { connectMaster0 } from './phases/connect-master0.js';
import { copyToRegistry } from './phases/copy-to-registry.js';
import { recordOutcome } from './phases/record-outcome.js';
import { recoverState } from './phases/recover-state.js';
import { saveState } from './phases/save-state.js';
import { releaseRunLock, takeRunLock } from './phases/take-lock.js';
import { waitForReadyNodes } from './phases/wait-for-nodes.js';
import type { RunContext } from './run-context.js';

/**
 * One run as a flat list of phases, lock and unlock among them (as k0sctl's apply action, and as the reset):
 * master0 reached, the state recovered from its copy if asked, the lock taken, the apply (its own phases),
 * the redacted state saved (also after a failed apply), the registry-copy images, the wait for Ready nodes, the post step told and the
 * copy kept on master0, the lock released.
 */
export const runPipeline: readonly Phase<RunContext>[] = [
  connectMaster0,
  recoverState,
  takeRunLock,
  applyDesired,
  saveState,
  copyToRegistry,
  waitForReadyNodes,
  recordOutcome,
  releaseRunLock,
];
