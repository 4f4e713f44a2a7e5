import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type Annotation, type Level, Logger, type LogSink } from '../../../src/log/logger.js';

/** A log sink that keeps lines in memory, so tests can read what was logged. */
export class MemorySink implements LogSink {
  readonly lines: string[] = [];
  debugEnabled = true;
  write(level: Level, text: string, _annotation?: Annotation): void {
    this.lines.push(`${level}:${text}`);
  }
  startGroup(title: string): void {
    this.lines.push(`group:${title}`);
  }
  endGroup(): void {}
  secret(_value: string): void {}
}

export function memoryLogger(): { logger: Logger; sink: MemorySink } {
  const sink = new MemorySink();
  return { logger: new Logger(sink), sink };
}

/** A temp dir removed after the current test. */
export function useTempDirs(): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sealos-image-test-'));
    dirs.push(dir);
    return dir;
  };
}
