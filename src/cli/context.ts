import { ConsoleSink } from '../log/console-sink.js';
import { Logger } from '../log/logger.js';

/** What every CLI command gets: a logger on stderr and a writer for its result on stdout. */
export interface CliContext {
  logger: Logger;
  stdout: (text: string) => void;
}

export function defaultCliContext(): CliContext {
  return {
    logger: new Logger(new ConsoleSink()),
    stdout: (text) => process.stdout.write(text),
  };
}
