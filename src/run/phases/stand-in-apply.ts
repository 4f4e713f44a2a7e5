import type { ApplyRequest, ApplyResult } from '../../apply/request.js';
import type { Phase } from '../../cluster/phase.js';
import { applyRequestOf } from '../apply-request.js';
import type { RunContext } from '../run-context.js';
import { keepApplied } from './finish-apply.js';

/**
 * In place of the apply's phases, a stand-in given as a dependency (unit tests of what a run does around the
 * apply, where no lab host exists), asked what the run would ask the real apply.
 */
export function standInApply(apply: (request: ApplyRequest) => Promise<ApplyResult>): Phase<RunContext> {
  return {
    title: 'Apply (stand-in)',
    async run(context) {
      context.dependencies.signal?.throwIfAborted();
      const { request, deadline } = applyRequestOf(context);
      const result = await apply(request).finally(() => deadline.clear());
      keepApplied(context, result);
    },
  };
}
