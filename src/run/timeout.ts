import { SealosError } from '../errors.js';

/** The whole apply took longer than the `timeout` input allows. */
export class ApplyTimeoutError extends SealosError {}

/**
 * `work`, or an ApplyTimeoutError once `minutes` have passed. The apply itself is not stopped by this (the
 * engine takes no abort signal), so the caller ends the process after reporting; the next run resumes.
 */
export async function withTimeout<T>(work: Promise<T>, minutes: number | undefined): Promise<T> {
  if (minutes === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ApplyTimeoutError(
            `the apply did not finish within ${minutes} minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes`,
            { phase: 'apply' },
          ),
        ),
      minutes * 60_000,
    );
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
