import { SealosError, UsageError } from '../errors.js';

/** The whole apply took longer than the `timeout` input allows. */
export class ApplyTimeoutError extends SealosError {}

/**
 * The longest timeout a Node timer holds (2^31-1 ms, about 24.8 days): a longer one fires after 1 ms, so
 * it is refused where it is read.
 */
export const MAX_TIMEOUT_MINUTES = Math.floor((2 ** 31 - 1) / 60_000);

export interface Deadline {
  /**
   * Aborted with an ApplyTimeoutError once the minutes have passed, or with the interrupt's reason
   * (InterruptedError) when it aborts first; undefined with neither.
   */
  signal: AbortSignal | undefined;
  clear(): void;
}

/**
 * The `timeout` input and an interrupt (watchInterrupts) as ONE abort signal for the engine: when it aborts,
 * the apply drops its connections, so the command in flight fails, stops before the next phase, and still
 * returns a ClusterFailed status to save; a re-run resumes.
 */
export function applyDeadline(minutes: number | undefined, interrupt?: AbortSignal): Deadline {
  if (minutes === undefined) return { signal: interrupt, clear: () => {} };
  if (!(minutes > 0 && minutes <= MAX_TIMEOUT_MINUTES))
    throw new UsageError(`timeout: ${minutes} minutes is not from above 0 to ${MAX_TIMEOUT_MINUTES}`);
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new ApplyTimeoutError(
          `the apply did not finish within ${minutes} minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes`,
          { phase: 'apply' },
        ),
      ),
    minutes * 60_000,
  );
  // A deadline never keeps the process alive by itself: a run that ended some way without clearing it (a
  // throw between start and clear) still exits.
  timer.unref();
  const signal = interrupt ? AbortSignal.any([controller.signal, interrupt]) : controller.signal;
  return { signal, clear: () => clearTimeout(timer) };
}
