import type { ApplyRequest, ApplyResult } from '../../src/apply/request.js';
import { planCluster, planToText } from '../../src/plan/index.js';

/**
 * The apply as far as its plan: the real `planCluster`, logged as the apply logs it, and nothing that reaches a
 * registry or a host (a real dry run of a create reads the rootfs image's labels from its registry). For unit tests of what a run does around the apply: a dry run of a reconcile pulls the
 * images and reads master0's configuration, which only a lab has (test/integration/apply/config-changes.test.ts).
 */
export async function planOnlyApply(request: ApplyRequest): Promise<ApplyResult> {
  const plan = planCluster(request.desired.cluster, request.current?.cluster, request.reinstall);
  if (!(request.dryRun && request.planShownByCaller)) request.logger.info(planToText(plan));
  return { plan, clusterfile: request.current ?? request.desired, phases: [] };
}
