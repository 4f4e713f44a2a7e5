import * as core from '@actions/core';
import { errorMessage, SealosError } from '../errors.js';
import { ActionsSink } from '../log/actions-sink.js';
import { Logger } from '../log/logger.js';

/** The shared frame of every action entry point: one logger, and every failure as `core.setFailed`. */
export async function runAction(work: (logger: Logger) => Promise<void>): Promise<void> {
  const logger = new Logger(new ActionsSink());
  try {
    await work(logger);
  } catch (error) {
    const annotation = error instanceof SealosError ? { file: error.file, line: error.line } : undefined;
    if (annotation?.file) logger.error(errorMessage(error), annotation);
    if (logger.debugEnabled && error instanceof Error && error.stack) logger.debug(error.stack);
    core.setFailed(logger.mask(errorMessage(error)));
  }
}
