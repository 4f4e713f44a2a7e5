import { type Annotation, type Level, Logger, type LogSink } from '../../src/log/logger.js';

/** A LogSink that keeps lines in memory (`level:text`), for tests that assert on what was logged. */
export class MemorySink implements LogSink {
  readonly lines: string[] = [];
  debugEnabled = false;
  write(level: Level, text: string, _annotation?: Annotation): void {
    this.lines.push(`${level}:${text}`);
  }
  startGroup(title: string): void {
    this.lines.push(`group:${title}`);
  }
  endGroup(): void {
    this.lines.push('endgroup');
  }
  secret(): void {}
}

export function memoryLogger(): { logger: Logger; sink: MemorySink } {
  const sink = new MemorySink();
  return { logger: new Logger(sink), sink };
}
