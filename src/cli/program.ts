import { Command, CommanderError } from 'commander';
import { InterruptedError, ReportedFailure, SealosError, underlying } from '../errors.js';
import { failureReport } from '../log/failure-report.js';
import { commands } from './commands/index.js';
import type { CliContext } from './context.js';
import { fillSshSecrets } from './ssh-flags.js';

export function buildProgram(context: CliContext): Command {
  const program = new Command('sealos-action')
    .description(
      'The sealos cluster lifecycle: build cluster images, run and reconcile clusters, reset them.',
    )
    .version(process.env.SEALOS_ACTION_VERSION ?? '0.1.0')
    .option('--debug', "print cause chains, stack traces and every command's whole output on failure")
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => context.stdout(text),
      writeErr: (text) => (context.stderr ?? ((line: string) => process.stderr.write(line)))(text),
    })
    .exitOverride();
  for (const register of commands) register(program, context);
  // Secrets from a file or the environment land in the flags before any action reads them.
  program.hook('preAction', async (_program, action) => {
    if (action.options.some((option) => option.long === '--password-file'))
      await fillSshSecrets(action.opts(), process.env);
  });
  return program;
}

/** Runs the CLI; returns the exit status instead of exiting so that tests can drive it in-process. */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  const program = buildProgram(context);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof ReportedFailure) {
      context.logger.error(error.message);
      return error.status;
    }
    const annotation = error instanceof SealosError ? { file: error.file, line: error.line } : undefined;
    context.logger.error(failureReport(error, { debug: context.logger.debugEnabled }).join('\n'), annotation);
    // 130 after Ctrl-C, 143 after SIGTERM, as shells report a command stopped by that signal.
    const interrupted = underlying(error);
    return interrupted instanceof InterruptedError ? interrupted.status : 1;
  }
}
