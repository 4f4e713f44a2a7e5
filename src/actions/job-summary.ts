import { appendFile } from 'node:fs/promises';
import { errorMessage } from '../errors.js';
import type { Logger } from '../log/logger.js';

/**
 * Appends Markdown to the job summary, the one place every action writes it (as `core.summary.write` does,
 * without its buffer and its cached path). A runner without one (`GITHUB_STEP_SUMMARY` unset: some GitHub
 * Enterprise Server set-ups, `act`, older runners) or a summary file that cannot be written gets a warning:
 * the step's work is done by then and must not turn red for it.
 */
export async function writeJobSummary(markdown: string, logger: Logger): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    logger.warn(
      'no job summary on this runner (GITHUB_STEP_SUMMARY is not set): the results are in the log only',
    );
    return;
  }
  try {
    await appendFile(file, `${markdown}\n`);
  } catch (error) {
    logger.warn(`job summary not written: ${errorMessage(error)}`);
  }
}
