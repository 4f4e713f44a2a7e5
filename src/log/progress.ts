import { formatBytes, type Logger } from './logger.js';

/**
 * Progress of a long transfer: a line with bytes, percent and rate at most every `intervalMs`.
 * The clock is injected so tests check the lines without depending on timing.
 */
export class Progress {
  private done = 0;
  private lastReport: number;
  private readonly started: number;

  constructor(
    private readonly logger: Logger,
    private readonly label: string,
    private readonly total?: number,
    private readonly intervalMs = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
    this.lastReport = this.started;
  }

  add(bytes: number): void {
    this.done += bytes;
    const t = this.now();
    if (t - this.lastReport >= this.intervalMs) {
      this.lastReport = t;
      this.logger.info(this.line(t));
    }
  }

  finish(): void {
    this.logger.info(`${this.line(this.now())} done`);
  }

  private line(t: number): string {
    const seconds = Math.max((t - this.started) / 1000, 0.001);
    const rate = `${formatBytes(Math.round(this.done / seconds))}/s`;
    // An estimated total can be exceeded; the percentage never is.
    const percent = this.total ? ` (${Math.min(100, Math.floor((this.done / this.total) * 100))}%)` : '';
    const of = this.total ? ` of ${formatBytes(this.total)}` : '';
    return `${this.label}: ${formatBytes(this.done)}${of}${percent} at ${rate}`;
  }
}
