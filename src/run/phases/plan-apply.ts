import { openApply } from '../../apply/open-apply.js';
import type { Phase } from '../../cluster/phase.js';
import { applyRequestOf } from '../apply-request.js';
import type { RunContext } from '../run-context.js';

/**
 * The apply's plan, logged, and what its phases share opened, under the run's deadline (which the run clears
 * however it ends). Interrupted before this, nothing changed, so nothing is saved.
 */
export const planTheApply: Phase<RunContext> = {
  title: 'Plan',
  async run(context) {
    context.dependencies.signal?.throwIfAborted();
    const { request, deadline } = applyRequestOf(context);
    try {
      context.applying = { apply: await openApply(request), deadline };
    } catch (error) {
      deadline.clear();
      throw error;
    }
  },
};
