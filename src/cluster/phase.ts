/**
 * A step of an apply pipeline, in the manner of k0sctl: a title the user reads, a test that says whether the
 * step has anything to do, and the work itself. Phases are idempotent so that a failed apply can be re-run.
 */
export interface Phase<Context> {
  readonly title: string;
  /**
   * The phase only looks (probes hosts, pulls and renders on the runner): a failure in it leaves every host as
   * it was, so an existing cluster keeps its status.
   */
  readonly readOnly?: boolean;
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
