import { Command, CommanderError } from 'commander';
import { InterruptedError, ReportedFailure, SealosError, UsageError, underlying } from '../errors.js';
import { pathProblem } from '../files/input-path.js';
import { failureReport } from '../log/failure-report.js';
import { commandLoaders } from './commands/index.js';
import type { CliContext, RegisterCommand } from './context.js';
import { cliVersion } from './version.js';

async function buildProgram(argv: string[], context: CliContext): Promise<Command> {
  const program = new Command('sealos-action')
    .description(
      'The sealos cluster lifecycle: build cluster images, run and reconcile clusters, reset them.',
    )
    .version(cliVersion())
    .option('--debug', "print cause chains, stack traces and every command's whole output on failure")
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => context.stdout(text),
      writeErr: (text) => (context.stderr ?? ((line: string) => process.stderr.write(line)))(text),
    })
    .exitOverride();
  for (const register of await commandsFor(argv)) register(program, context);
  checkFlagValues(program);
  // Secrets from a file or the environment land in the flags before any action reads them.
  program.hook('preAction', async (_program, action) => {
    if (action.options.some((option) => option.long === '--password-file')) {
      // Loaded here, not at the top: the commands with that flag load ssh2 anyway, the others need not.
      const { fillSshSecrets } = await import('./ssh-flags.js');
      await fillSshSecrets(action.opts(), process.env);
    }
  });
  return program;
}

/**
 * The commands `argv` asks for: only its verb's when it names one (the first word that is not a flag: the
 * program's own flags take no value), every command otherwise (help lists them, an unknown verb gets its
 * suggestion).
 */
async function commandsFor(argv: string[]): Promise<RegisterCommand[]> {
  const verb = argv.find((word) => !word.startsWith('-'));
  const named = commandLoaders.find(([name]) => name === verb);
  const loaders = named ? [named] : commandLoaders;
  return Promise.all(loaders.map(([, load]) => load()));
}

/**
 * Two rules for every flag of every command, where commander reads it: a flag that takes one value given twice
 * (`--masters A --masters B`, `-f a -f b`) is an error naming it, where commander would keep the last in
 * silence (repeatable flags collect into a list and are left alone); a flag whose value is a path (`<dir>`,
 * `<file>`, `<path>`) must be one (not empty: `--state-dir ''` would mean the default; no NUL byte; not
 * overlong).
 */
function checkFlagValues(command: Command): void {
  for (const option of command.options) {
    if (!(option.required || option.optional)) continue;
    const name = option.long ?? option.short ?? option.name();
    const repeatable = option.variadic || Array.isArray(option.defaultValue);
    const isPath = /<(dir|file|path)>/.test(option.flags);
    let seen = 0;
    command.on(`option:${option.name()}`, (value: unknown) => {
      seen++;
      if (seen > 1 && !repeatable)
        throw new UsageError(`${name} was given ${seen} times: it takes one value, give it once`);
      const problem = isPath && typeof value === 'string' ? pathProblem(value) : undefined;
      if (problem) throw new UsageError(`${name}: ${problem}`);
    });
  }
  for (const sub of command.commands) checkFlagValues(sub);
}

/** Exit status of a usage error (unknown verb or flag, missing argument, bad value), as getopt tools use. */
const USAGE_STATUS = 2;

/**
 * Runs the CLI; returns the exit status instead of exiting so that tests can drive it in-process: 0 done,
 * 1 failed, 2 used wrongly (so a script can tell a typo from a failed run), 130/143 interrupted.
 */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  const program = await buildProgram(argv, context);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    // commander's own errors (unknown verb or option, missing argument, a parser's refusal) have status 1;
    // help and --version asked for have 0.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : USAGE_STATUS;
    if (error instanceof ReportedFailure) {
      context.logger.error(error.message);
      return error.status;
    }
    const annotation = error instanceof SealosError ? { file: error.file, line: error.line } : undefined;
    context.logger.error(failureReport(error, { debug: context.logger.debugEnabled }).join('\n'), annotation);
    // 130 after Ctrl-C, 143 after SIGTERM, as shells report a command stopped by that signal.
    const cause = underlying(error);
    if (cause instanceof InterruptedError) return cause.status;
    return cause instanceof UsageError ? USAGE_STATUS : 1;
  }
}
