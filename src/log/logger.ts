import { Secrets } from './secrets.js';

export type Level = 'debug' | 'info' | 'warn' | 'error';

/** Where a message points, for `::error file=...,line=...` annotations in Actions. */
export interface Annotation {
  file?: string;
  line?: number;
  title?: string;
}

/** The back end a Logger writes to: a terminal, or the GitHub Actions runner. */
export interface LogSink {
  write(level: Level, text: string, annotation?: Annotation): void;
  startGroup(title: string): void;
  endGroup(): void;
  /** Tell the sink about a secret (Actions: `::add-mask::`). */
  secret(value: string): void;
  readonly debugEnabled: boolean;
}

/**
 * The one logger of the engine. Every line goes through secret masking; `withPrefix` gives a logger whose
 * lines start with a host name, so parallel output stays readable.
 */
export class Logger {
  constructor(
    private readonly sink: LogSink,
    private readonly secrets: Secrets = new Secrets(),
    private readonly prefix = '',
  ) {}

  withPrefix(prefix: string): Logger {
    return new Logger(this.sink, this.secrets, `${this.prefix}[${prefix}] `);
  }

  addSecret(value: string | undefined): void {
    if (!value) return;
    this.secrets.add(value);
    for (const v of this.secrets.list()) this.sink.secret(v);
  }

  mask(text: string): string {
    return this.secrets.mask(text);
  }

  get debugEnabled(): boolean {
    return this.sink.debugEnabled;
  }

  debug(message: string): void {
    if (this.sink.debugEnabled) this.emit('debug', message);
  }

  info(message: string): void {
    this.emit('info', message);
  }

  warn(message: string, annotation?: Annotation): void {
    this.emit('warn', message, annotation);
  }

  error(message: string, annotation?: Annotation): void {
    this.emit('error', message, annotation);
  }

  /** Runs `work` inside a collapsible group and reports how long it took. */
  async group<T>(title: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    this.sink.startGroup(this.mask(title));
    try {
      return await work();
    } finally {
      this.emit('info', `${title}: ${formatDuration(Date.now() - started)}`);
      this.sink.endGroup();
    }
  }

  private emit(level: Level, message: string, annotation?: Annotation): void {
    const masked = this.secrets.mask(message);
    for (const line of masked.split(/\r?\n/)) this.sink.write(level, `${this.prefix}${line}`, annotation);
  }
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m${Math.round((ms % 60_000) / 1000)}s`;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}
