import { SealosError } from '../errors.js';
import { CommandError } from './errors.js';
import type { Executor } from './executor.js';
import type { HostProcess } from './host-process.js';
import { OutputCapture, tail } from './output.js';

/** What a host reported after the stream: what it received, how its unpacking ended, how its forwards ended. */
export interface HostStatus {
  sum: string;
  exitCode?: number;
  stderr: string;
  children: Array<{ exitCode?: number; stderr: string }>;
}

/**
 * A command of the runner's session that holds a host's relay authorization: it prints `ready` once its folder
 * is made, `authorized` once the line is added, and `clean` when, its input ended, it removed both.
 */
export class Lease {
  private readonly stderr = new OutputCapture();
  private text = '';
  private readonly waiters = new Set<() => void>();
  private ended = false;

  private constructor(
    private readonly executor: Executor,
    private readonly process: HostProcess,
    /** The line around the status the lease prints: the copy's random marker. */
    private readonly marker: string,
  ) {
    // Decoded across chunks: a character split between two is not garbled.
    process.stdout.setEncoding('utf8');
    process.stdout.on('data', (chunk: string) => {
      this.text += chunk;
      this.wake();
    });
    process.stderr.on('data', (chunk: Buffer) => this.stderr.add(chunk));
    void process.finished.then(() => {
      this.ended = true;
      this.wake();
    });
  }

  static async open(executor: Executor, script: string, marker: string): Promise<Lease> {
    const lease = new Lease(executor, await executor.spawn(script), marker);
    await lease.waitFor('ready');
    return lease;
  }

  async authorize(parentIp: string | undefined): Promise<void> {
    this.process.stdin.write(`${parentIp ?? '-'}\n`);
    await this.waitFor('authorized');
  }

  /** Has the host log in to its children (a host without any answers at once). */
  async connect(): Promise<void> {
    this.process.stdin.write('connect\n');
    await this.waitFor('connected');
  }

  /**
   * Asks what the host received and how its `children` forwards ended, then ends the lease. `cleanup`: the line
   * or folder may remain.
   */
  async finish(children: number): Promise<{ status: HostStatus | undefined; cleanup?: SealosError }> {
    this.process.stdin.write(`status ${children}\n`);
    const cleanup = await this.end().then(
      () => undefined,
      (error: SealosError) => error,
    );
    const [, fields] = this.text.split(`${this.marker}\n`);
    const status = fields === undefined ? undefined : parseStatus(fields.replace(/\n$/, ''));
    return { status, ...(cleanup ? { cleanup } : {}) };
  }

  async end(): Promise<void> {
    this.process.stdin.end();
    const end = await this.process.finished;
    if (end.exitCode !== 0 || !this.text.includes('clean\n'))
      throw new SealosError(
        `the relay's key line or folder may remain: ${tail(this.stderr.finish(), 3) || `the cleanup did not report (exit ${end.exitCode})`}`,
        { host: this.executor.host },
      );
  }

  private wake(): void {
    for (const wake of this.waiters) wake();
  }

  private async waitFor(word: string): Promise<void> {
    while (!this.text.includes(`${word}\n`)) {
      if (this.ended) {
        const end = await this.process.finished;
        throw new CommandError({
          host: this.executor.host,
          command: 'relay lease',
          exitCode: end.exitCode,
          signal: end.signal,
          stderr: this.stderr.finish(),
        });
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          resolve();
        };
        this.waiters.add(done);
      });
    }
  }
}

/** The lease's status fields, NUL-separated: the sum, the extract's exit code and stderr, then each forward's. */
function parseStatus(text: string): HostStatus {
  const fields = text.split('\0');
  const code = (value: string | undefined) =>
    value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
  const children: HostStatus['children'] = [];
  for (let at = 3; at + 1 < fields.length; at += 2)
    children.push({ exitCode: code(fields[at]), stderr: fields[at + 1] ?? '' });
  return { sum: fields[0] ?? '', exitCode: code(fields[1]), stderr: fields[2] ?? '', children };
}
