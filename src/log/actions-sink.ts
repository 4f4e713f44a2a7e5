import * as core from '@actions/core';
import type { Annotation, Level, LogSink } from './logger.js';

/** GitHub Actions output: workflow commands for groups, masks and annotations. */
export class ActionsSink implements LogSink {
  constructor(readonly debugEnabled = core.isDebug()) {}

  write(level: Level, text: string, annotation?: Annotation): void {
    const properties = annotation
      ? { file: annotation.file, startLine: annotation.line, title: annotation.title }
      : undefined;
    switch (level) {
      case 'debug':
        core.debug(text);
        break;
      case 'info':
        core.info(text);
        break;
      case 'warn':
        core.warning(text, properties);
        break;
      case 'error':
        core.error(text, properties);
        break;
    }
  }

  startGroup(title: string): void {
    core.startGroup(title);
  }

  endGroup(): void {
    core.endGroup();
  }

  secret(value: string): void {
    core.setSecret(value);
  }
}
