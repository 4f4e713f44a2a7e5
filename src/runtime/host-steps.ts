import { errorMessage, HostsError, SealosError } from '../errors.js';
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

  /** The hosts among `ips` where `probe` succeeds (joined, say); a host that cannot be asked fails the step. */
  async where(ips: readonly string[], probe: string, step: Step): Promise<string[]> {
    const found = new Set<string>();
    const failures = await this.failuresOnEach(ips, async (ip) => {
      if (await this.succeeds(ip, probe, step)) found.add(ip);
    });
    if (failures.length > 0) throw new HostsError(failures, failures.length, step);
    return ips.filter((ip) => found.has(ip));
  }

  /** The hosts among `ips` where `probe` fails: those still to do; each done one is logged as `done`. */
  async pending(ips: readonly string[], probe: string, step: Step, done: string): Promise<string[]> {
    const finished = new Set(await this.where(ips, probe, step));
    for (const ip of finished) this.context.logger.withPrefix(ip).info(done);
    return ips.filter((ip) => !finished.has(ip));
  }

  /**
   * Joins the worker nodes `probe` says are not joined, several at once, with what `prepare` makes once; then
   * `settle` on every node that did not fail. One HostsError names each node that failed, located at `step`.
   */
  async joinNodes<Prepared>(
    ips: readonly string[],
    probe: { command: string; done: string },
    step: Step,
    prepare: () => Promise<Prepared>,
    join: (ip: string, prepared: Prepared) => Promise<void>,
    settle: (ips: readonly string[]) => Promise<void>,
  ): Promise<void> {
    const pending = await this.pending(ips, probe.command, step, probe.done);
    let failures: Array<{ host: string; error: unknown }> = [];
    if (pending.length > 0) {
      const prepared = await prepare();
      failures = await this.failuresOnEach(pending, (ip) => join(ip, prepared));
    }
    const failed = new Set(failures.map((f) => f.host));
    await settle(ips.filter((ip) => !failed.has(ip)));
    if (failures.length > 0) throw new HostsError(failures, failures.length, step);
  }

  /** Removes worker nodes several at a time, all to their end; one HostsError names each node that failed. */
  async deleteNodes(ips: readonly string[], remove: (ip: string) => Promise<void>): Promise<void> {
    const failures = await this.failuresOnEach(ips, remove);
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Delete');
  }

  async succeeds(ip: string, command: string, step: Step): Promise<boolean> {
    return (await this.execute(ip, command, step)).exitCode === 0;
  }

  async mustRun(ip: string, command: string, step: Step): Promise<CommandResult> {
    return succeeded(await this.execute(ip, command, step), ip, command, step);
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

/** The result of a command that had to succeed: a non-zero exit is a CommandError located at host and step. */
export function succeeded(result: CommandResult, host: string, command: string, step: string): CommandResult {
  if (result.exitCode !== 0)
    throw new CommandError({
      host,
      command,
      exitCode: result.exitCode,
      stderr: result.stderr,
      stdout: result.stdout,
      phase: step,
    });
  return result;
}
