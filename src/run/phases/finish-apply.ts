import type { ApplyResult } from '../../apply/request.js';
import type { Phase } from '../../cluster/phase.js';
import type { RunContext } from '../run-context.js';

/**
 * The apply's connections released and its result handed on. A failed apply does not throw here: its result
 * carries the error, so the state is still saved (never on a dry run) and the plan still shown.
 */
export const finishTheApply: Phase<RunContext> = {
  title: 'Finish the apply',
  shouldRun: ({ applying }) => applying !== undefined,
  async run(context) {
    const { applying } = context;
    if (!applying) return;
    await applying.apply.close();
    applying.deadline.clear();
    keepApplied(context, applying.apply.result());
  },
};

/** The apply's result handed on to the phases after it, its kubeconfig counted among the run's secrets. */
export function keepApplied(context: RunContext, result: ApplyResult): void {
  // Only the kubeconfig's key material is masked in logs (the runtime registered it); the whole text is kept
  // out of the saved state and artifacts by the guard.
  if (result.kubeconfig) context.secrets.add(result.kubeconfig);
  context.results.applied = result;
}
