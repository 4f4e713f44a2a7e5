import { Writable } from 'node:stream';
import type { CliContext } from '../../../src/cli/context.js';
import { runCli } from '../../../src/cli/program.js';
import { ConsoleSink } from '../../../src/log/console-sink.js';
import { Logger } from '../../../src/log/logger.js';

export interface CliRun {
  status: number;
  /** Every write to stdout, in order. */
  stdoutWrites: string[];
  /** What the terminal sink printed on stderr. */
  stderr: string;
}

/** Drives the CLI in-process with the real console sink writing into memory. */
export async function runCliCapturing(argv: string[], apply?: CliContext['apply']): Promise<CliRun> {
  let stderr = '';
  const err = new Writable({
    write(chunk, _encoding, done) {
      stderr += String(chunk);
      done();
    },
  });
  const stdoutWrites: string[] = [];
  const previousExitCode = process.exitCode;
  process.exitCode = undefined;
  try {
    const status = await runCli(argv, {
      logger: new Logger(new ConsoleSink(false, err)),
      stdout: (text) => stdoutWrites.push(text),
      ...(apply ? { apply } : {}),
    });
    return { status, stdoutWrites, stderr };
  } finally {
    process.exitCode = previousExitCode;
  }
}
