import { reasonOf, SealosError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import type { Phase, PhaseReport } from './phase.js';

/**
 * The failure of one phase: names the phase, and the host only when the cause is about one host (a failure
 * on several hosts blames none of them). Reports show the cause itself, located at this phase.
 */
export class PhaseError extends SealosError {
  constructor(
    readonly reports: PhaseReport[],
    phase: string,
    cause: unknown,
  ) {
    const located = cause instanceof SealosError ? cause : undefined;
    super(reasonOf(cause), {
      phase,
      host: located?.host,
      cause,
      temporary: located?.temporary,
      wraps: true,
    });
  }
}

/**
 * How a list of phases shows: `grouped` (the apply, the reset) puts each phase in a log group and makes its
 * failure a PhaseError naming it; `plain` (the run around the apply, whose steps log in their own groups and
 * throw their own located errors) runs them as they are, and lets a failure through unchanged.
 */
export type PhaseStyle = 'grouped' | 'plain';

/**
 * Runs phases in order, each in a log group with its timing, and stops at the first failure.
 * The reports (done, skipped, failed, with durations) feed the job summary and the saved status.
 */
export class PhaseManager<Context> {
  constructor(
    private readonly phases: readonly Phase<Context>[],
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly style: PhaseStyle = 'grouped',
  ) {}

  /** With a signal, an abort stops the run before the next phase, and names the phase it interrupted. */
  async run(context: Context, signal?: AbortSignal): Promise<PhaseReport[]> {
    const reports: PhaseReport[] = [];
    for (const phase of this.phases) await this.runPhase(phase, context, reports, signal);
    return reports;
  }

  /**
   * One phase, its report added to `reports`: skipped when it has nothing to do, else run (in its log group
   * when grouped). A failure throws, after its report; an abort before the phase fails it with the abort's reason.
   * A caller that lays phases out in a longer list (the run around the apply) runs them one by one with this.
   */
  async runPhase(
    phase: Phase<Context>,
    context: Context,
    reports: PhaseReport[],
    signal?: AbortSignal,
  ): Promise<void> {
    const grouped = this.style === 'grouped';
    const started = this.now();
    try {
      signal?.throwIfAborted();
      if (phase.shouldRun && !(await phase.shouldRun(context))) {
        if (grouped) this.logger.info(`${phase.title}: nothing to do`);
        reports.push({ title: phase.title, status: 'skipped', durationMs: this.now() - started });
        return;
      }
      if (grouped) await this.logger.group(phase.title, () => phase.run(context));
      else await phase.run(context);
      reports.push({ title: phase.title, status: 'done', durationMs: this.now() - started });
    } catch (error) {
      reports.push({ title: phase.title, status: 'failed', durationMs: this.now() - started });
      const cause = signal?.aborted ? signal.reason : error;
      throw grouped ? new PhaseError(reports, phase.title, cause) : cause;
    }
  }
}
