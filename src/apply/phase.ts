/**
 * A step of an apply pipeline, in the manner of k0sctl: a title the user reads, a test that says whether the
 * step has anything to do, and the work itself. Phases are idempotent so that a failed apply can be re-run.
 */
export interface Phase<Context> {
  readonly title: string;
  /** False when the desired state already holds, so the phase is reported as skipped. */
  shouldRun?(context: Context): boolean | Promise<boolean>;
  run(context: Context): Promise<void>;
}

export type PhaseStatus = 'done' | 'skipped' | 'failed';

export interface PhaseReport {
  title: string;
  status: PhaseStatus;
  durationMs: number;
}
