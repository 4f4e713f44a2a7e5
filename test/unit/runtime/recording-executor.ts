import type { CommandResult, RuntimeExecutor } from '../../../src/runtime/executor.js';

export type Step =
  | { host: string; run: string }
  | { host: string; write: string; mode?: number; content: string }
  | { host: string; read: string };

/**
 * A fake host for unit tests of command plans: records every command and file in one shared journal (so the
 * order across hosts is visible) and answers from rules. This stands in for SSH only; what runs on real
 * hosts is covered by the lab tests with the stand-in kubeadm.
 */
export class RecordingHosts {
  readonly journal: Step[] = [];
  readonly files = new Map<string, string>();
  private readonly rules: Array<{ host?: string; match: RegExp; result: Partial<CommandResult> }> = [];

  /** Commands matching `match` (on `host`, or any host) answer `result`; default: exit 0, no output. Later rules win. */
  answer(match: RegExp, result: Partial<CommandResult>, host?: string): this {
    this.rules.unshift({ host, match, result });
    return this;
  }

  connect = (host: string): RuntimeExecutor => ({
    run: async (command, options) => {
      this.journal.push({ host, run: command });
      const rule = this.rules.find((r) => (r.host === undefined || r.host === host) && r.match.test(command));
      const result = { exitCode: 0, stdout: '', stderr: '', ...rule?.result };
      // Like the engine's executors: without `check: false` a non-zero exit throws.
      if (options?.check !== false && result.exitCode !== 0) throw new Error(`${host}: ${command} failed`);
      return result;
    },
    writeFile: async (path, content, options) => {
      this.journal.push({ host, write: path, mode: options?.mode, content });
      this.files.set(`${host}:${path}`, content);
    },
    readFile: async (path) => {
      this.journal.push({ host, read: path });
      const content = this.files.get(`${host}:${path}`);
      if (content === undefined) throw new Error(`${host}: ${path}: no such file`);
      return content;
    },
  });

  /** The journal with file contents left out, for exact assertions of the plan. */
  plan(): string[] {
    return this.journal.map((step) => {
      if ('run' in step) return `${step.host} $ ${step.run}`;
      if ('write' in step) return `${step.host} write ${step.write} ${step.mode?.toString(8) ?? ''}`.trim();
      return `${step.host} read ${step.read}`;
    });
  }

  written(host: string, path: string): string {
    const content = this.files.get(`${host}:${path}`);
    if (content === undefined) throw new Error(`${host} has no ${path}`);
    return content;
  }
}
