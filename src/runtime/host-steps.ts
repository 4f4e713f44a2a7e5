import { errorMessage, SealosError } from '../errors.js';
import { CommandError } from '../hosts/errors.js';
import { failuresIn, settleEachHost } from '../hosts/fan-out.js';
import { RuntimeError } from './errors.js';
import type { ClusterTopology, CommandResult, RuntimeContext, RuntimeExecutor } from './executor.js';
import type { ResetReport } from './runtime.js';

/**
 * How a runtime runs its commands and writes its files on hosts, shared by every runtime: each command logged at
 * debug level, every failure located at host and step (the phase the user sees).
 */
export class HostSteps<Step extends string> {
  constructor(private readonly context: RuntimeContext) {}

  get concurrency(): number {
    return this.context.concurrency ?? 8;
  }

  host(ip: string): RuntimeExecutor {
    return this.context.connect(ip);
  }

  /** Runs `work` on every host, at most `concurrency` at once, all to their end; the failures in hosts' order. */
  async failuresOnEach(
    ips: readonly string[],
    work: (ip: string) => Promise<void>,
  ): Promise<Array<{ host: string; error: unknown }>> {
    return failuresIn(await settleEachHost(ips, work, { concurrency: this.concurrency }));
  }

  /**
   * Runs one cleaning command on every host of `topology`, going on past failures: nodes first (in parallel),
   * then the other masters, master0 last, so etcd members leave one by one. Failures are logged and reported.
   */
  async resetInOrder(topology: ClusterTopology, command: string, step: Step): Promise<ResetReport> {
    const report: ResetReport = { cleaned: [], failed: [] };
    const resetOne = async (ip: string) => {
      try {
        await this.mustRun(ip, command, step);
        report.cleaned.push(ip);
      } catch (error) {
        this.context.logger.withPrefix(ip).error(`not cleaned: ${errorMessage(error)}`);
        report.failed.push({ host: ip, message: errorMessage(error) });
      }
    };
    await settleEachHost(topology.nodes, resetOne, { concurrency: this.concurrency });
    for (const ip of [...topology.masters.slice(1), topology.masters[0]!]) await resetOne(ip);
    return report;
  }

  async succeeds(ip: string, command: string, step: Step): Promise<boolean> {
    return (await this.execute(ip, command, step)).exitCode === 0;
  }

  async mustRun(ip: string, command: string, step: Step): Promise<CommandResult> {
    const result = await this.execute(ip, command, step);
    if (result.exitCode !== 0) {
      throw new CommandError({
        host: ip,
        command,
        exitCode: result.exitCode,
        stderr: result.stderr,
        stdout: result.stdout,
        phase: step,
      });
    }
    return result;
  }

  /** Runs without failing on an exit code; a lost connection still throws, located at host and step. */
  async execute(ip: string, command: string, step: Step): Promise<CommandResult> {
    this.context.logger.withPrefix(ip).debug(`$ ${command}`);
    try {
      return await this.host(ip).run(command, { check: false });
    } catch (error) {
      if (error instanceof SealosError) throw error;
      throw new RuntimeError(errorMessage(error), { host: ip, phase: step, cause: error });
    }
  }

  async write(ip: string, path: string, content: string, mode: number, step: Step): Promise<void> {
    try {
      await this.host(ip).writeFile(path, content, { mode });
    } catch (error) {
      throw new RuntimeError(`cannot write ${path}: ${errorMessage(error)}`, {
        host: ip,
        phase: step,
        file: path,
        cause: error,
      });
    }
  }

  async read(ip: string, path: string, step: Step): Promise<string> {
    try {
      return await this.host(ip).readFile(path);
    } catch (error) {
      throw new RuntimeError(`cannot read ${path}: ${errorMessage(error)}`, {
        host: ip,
        phase: step,
        file: path,
        cause: error,
      });
    }
  }
}
