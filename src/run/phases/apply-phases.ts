import type { ApplyContext } from '../../apply/context.js';
import { applyPipeline } from '../../apply/pipeline.js';
import type { Phase } from '../../cluster/phase.js';
import type { RunContext } from '../run-context.js';

/**
 * The apply's own phases, each a phase of the run's flat list: run in its log group by the open apply, which
 * keeps its report; a phase that is not this apply's (a dry run runs only the read-only ones), or comes after
 * a failed one, is passed over.
 */
export const applyPhases: readonly Phase<RunContext>[] = applyPipeline.map(
  (phase: Phase<ApplyContext>): Phase<RunContext> => ({
    title: phase.title,
    shouldRun: ({ applying }) => applying?.apply.runs(phase) ?? false,
    run: async ({ applying }) => applying?.apply.runPhase(phase),
  }),
);
