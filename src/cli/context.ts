import type { Command } from 'commander';
import { ConsoleSink } from '../log/console-sink.js';
import { Logger } from '../log/logger.js';

/** What every CLI command gets: a logger on stderr and a writer for its result on stdout. */
export interface CliContext {
  logger: Logger;
  stdout: (text: string) => void;
  /** Where commander's own messages go (an unknown option, a bad flag value, help after an error); default stderr. */
  stderr?: (text: string) => void;
}

/** `debug` (the `--debug` flag) adds to `SEALOS_ACTION_DEBUG=1`. */
export function defaultCliContext(options: { debug?: boolean } = {}): CliContext {
  const debug = options.debug === true || process.env.SEALOS_ACTION_DEBUG === '1';
  return {
    logger: new Logger(new ConsoleSink(debug)),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
}

/** Each command lives in its own file and registers itself on the program. */
export type RegisterCommand = (program: Command, context: CliContext) => void;
