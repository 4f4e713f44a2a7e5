import * as core from '@actions/core';
import { errorMessage, InterruptedError, SealosError, underlying } from '../errors.js';
import { ActionsSink } from '../log/actions-sink.js';
import { failureReport } from '../log/failure-report.js';
import { Logger } from '../log/logger.js';
import { actionInputReader, booleanInput } from './inputs.js';

/**
 * The shared frame of every action entry point: one logger, and every failure as `core.setFailed`. Debug
 * detail is on with the runner's debug logging or the `debug` input.
 */
export async function runAction(work: (logger: Logger) => Promise<void>): Promise<void> {
  let debugInput = false;
  let inputError: unknown;
  try {
    debugInput = booleanInput(actionInputReader(), 'debug', false);
  } catch (error) {
    inputError = error;
  }
  const logger = new Logger(new ActionsSink(core.isDebug() || debugInput));
  try {
    if (inputError !== undefined) throw inputError;
    await work(logger);
  } catch (error) {
    const annotation = error instanceof SealosError ? { file: error.file, line: error.line } : undefined;
    if (annotation?.file) logger.error(errorMessage(error), annotation);
    // One annotation with every host's reason; the debug detail goes to the log only.
    core.setFailed(logger.mask(failureReport(error).join('\n')));
    if (logger.debugEnabled) logger.debug(failureReport(error, { debug: true }).join('\n'));
    const interrupted = underlying(error);
    if (interrupted instanceof InterruptedError) process.exitCode = interrupted.status;
  }
}
