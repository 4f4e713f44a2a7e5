import type { Command } from 'commander';
import { ConsoleSink } from '../log/console-sink.js';
import { Logger } from '../log/logger.js';
import type { RunDependencies } from '../run/run-context.js';
import { terminalConfirm } from './terminal-confirm.js';

/** What every CLI command gets: a logger on stderr and a writer for its result on stdout. */
export interface CliContext {
  logger: Logger;
  stdout: (text: string) => void;
  /** Where commander's own messages go (an unknown option, a bad flag value, help after an error); default stderr. */
  stderr?: (text: string) => void;
  /** Asks a yes/no question; absent when no one can answer (not a terminal), so commands that ask refuse. */
  confirm?: (question: string) => Promise<boolean>;
  /**
   * The engine's apply for `run`, `apply`, `add` and `delete`; the real one unless given. A dry run of a
   * reconcile pulls the images and reads master0, so tests without a lab give one that only plans.
   */
  apply?: RunDependencies['apply'];
}

/** `debug` (the `--debug` flag) adds to `SEALOS_ACTION_DEBUG=1`. */
export function defaultCliContext(options: { debug?: boolean } = {}): CliContext {
  const debug = options.debug === true || process.env.SEALOS_ACTION_DEBUG === '1';
  const confirm = terminalConfirm();
  return {
    logger: new Logger(new ConsoleSink(debug)),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    ...(confirm ? { confirm } : {}),
  };
}

/** Each command lives in its own file and registers itself on the program. */
export type RegisterCommand = (program: Command, context: CliContext) => void;
