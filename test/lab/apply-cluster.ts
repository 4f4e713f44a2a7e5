import { openApply } from '../../src/apply/open-apply.js';
import { applyPipeline } from '../../src/apply/pipeline.js';
import type { ApplyRequest, ApplyResult } from '../../src/apply/request.js';

/**
 * One apply on its own, laid out as the run lays it out (plan, each of the apply's phases, the result), for lab
 * tests of the apply without the run around it (no state, lock or wait).
 */
export async function applyCluster(request: ApplyRequest): Promise<ApplyResult> {
  const apply = await openApply(request);
  try {
    for (const phase of applyPipeline) await apply.runPhase(phase);
  } finally {
    await apply.close();
  }
  return apply.result();
}
