import { type Annotation, type Level, Logger, type LogSink } from '../../src/log/logger.js';

/**
 * A LogSink that keeps lines in memory (`level:text`, `group:title`, `endgroup`) and the secrets it was told
 * about, for tests that assert on what was logged and masked.
 */
export class MemorySink implements LogSink {
  readonly lines: string[] = [];
  readonly masked: string[] = [];
  constructor(readonly debugEnabled = false) {}
  write(level: Level, text: string, _annotation?: Annotation): void {
    this.lines.push(`${level}:${text}`);
  }
  startGroup(title: string): void {
    this.lines.push(`group:${title}`);
  }
  endGroup(): void {
    this.lines.push('endgroup');
  }
  secret(value: string): void {
    this.masked.push(value);
  }
}

export function memoryLogger(options: { debug?: boolean } = {}): { logger: Logger; sink: MemorySink } {
  const sink = new MemorySink(options.debug);
  return { logger: new Logger(sink), sink };
}
