import type { ApplyRequest, ApplyResult } from '../apply/request.js';
import type { Phase } from '../cluster/phase.js';
import { applyPhases } from './phases/apply-phases.js';
import { connectMaster0 } from './phases/connect-master0.js';
import { copyToRegistry } from './phases/copy-to-registry.js';
import { finishTheApply } from './phases/finish-apply.js';
import { planTheApply } from './phases/plan-apply.js';
import { recordOutcome } from './phases/record-outcome.js';
import { recoverState } from './phases/recover-state.js';
import { saveState } from './phases/save-state.js';
import { standInApply } from './phases/stand-in-apply.js';
import { releaseRunLock, takeRunLock } from './phases/take-lock.js';
import { waitForReadyNodes } from './phases/wait-for-nodes.js';
import type { RunContext } from './run-context.js';

/**
 * One run as a flat list of phases, lock and unlock among them (as k0sctl's apply action, and as the reset):
 * master0 reached, the state recovered from its copy if asked, the lock taken, the apply planned, the apply's
 * own phases (Check to Kubeconfig, apply/pipeline.ts), its result, the redacted state saved (also after a
 * failed apply), the registry-copy images, the wait for Ready nodes, the post step told and the copy kept on
 * master0, the lock released. A stand-in apply (unit tests) takes the place of the apply's phases.
 */
export function runPipeline(
  standIn?: (request: ApplyRequest) => Promise<ApplyResult>,
): readonly Phase<RunContext>[] {
  return [
    connectMaster0,
    recoverState,
    takeRunLock,
    ...(standIn ? [standInApply(standIn)] : [planTheApply, ...applyPhases, finishTheApply]),
    saveState,
    copyToRegistry,
    waitForReadyNodes,
    recordOutcome,
    releaseRunLock,
  ];
}
