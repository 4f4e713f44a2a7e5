import { type Annotation, type Level, Logger, type LogSink } from '../../../src/log/logger.js';

/** A logger writing into an array, to assert what users would read. */
export function memoryLogger(debugEnabled = false): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink: LogSink = {
    debugEnabled,
    write(level: Level, text: string, _annotation?: Annotation) {
      lines.push(`${level}:${text}`);
    },
    startGroup(title: string) {
      lines.push(`group:${title}`);
    },
    endGroup() {
      lines.push('endgroup');
    },
    secret() {},
  };
  return { logger: new Logger(sink), lines };
}
