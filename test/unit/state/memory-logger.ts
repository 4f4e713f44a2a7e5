import type { Annotation, Level, LogSink } from '../../../src/log/logger.js';
import { Logger } from '../../../src/log/logger.js';

/** A Logger over an in-memory sink, so tests can read what a store told the user. */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink: LogSink = {
    debugEnabled: false,
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
