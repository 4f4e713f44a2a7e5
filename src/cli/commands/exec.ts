import { type Level, Logger, type LogSink } from '../../log/logger.js';
import type { RegisterCommand } from '../context.js';
import { addSshFlags, onTargets, resolveTargets, type SshFlags } from '../targets.js';

/** Command output goes to stdout, each line prefixed with its host; logs stay on stderr. */
class StdoutSink implements LogSink {
  readonly debugEnabled = false;
  constructor(private readonly out: (text: string) => void) {}
  write(_level: Level, text: string): void {
    this.out(`${text}\n`);
  }
  startGroup(): void {}
  endGroup(): void {}
  secret(): void {}
}

export const registerExec: RegisterCommand = (program, context) => {
  addSshFlags(
    program
      .command('exec')
      .description(
        'Run a shell command on hosts (as root, through sudo for other users); output prefixed per host',
      )
      .argument(
        '<command...>',
        'the command, one quoted argument or words after `--` (joined with spaces, as ssh does)',
      ),
  ).action(async (words: string[], flags: SshFlags) => {
    const command = words.join(' ');
    const output = new Logger(new StdoutSink(context.stdout));
    output.addSecret(flags.passwd);
    output.addSecret(flags.pkPasswd);
    await onTargets(await resolveTargets(flags, context.logger), flags, context, async (executor) => {
      await executor.run(command, { logger: output });
    });
  });
};
