import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, Logger } from '../../../src/log/logger.js';
import { Progress } from '../../../src/log/progress.js';
import { MemorySink, memoryLogger } from '../../lab/memory-log.js';

describe('Logger', () => {
  it('masks every registered secret, whole and line by line', () => {
    const sink = new MemorySink();
    const logger = new Logger(sink);
    const key = '-----BEGIN KEY-----\nabcdefghijklmnop\n-----END KEY-----';
    logger.addSecret('s3cr3t-pass');
    logger.addSecret(key);
    logger.info('password is s3cr3t-pass');
    logger.info(`key: ${key}`);
    logger.warn('a line of it: abcdefghijklmnop');
    expect(sink.lines.join('\n')).not.toContain('s3cr3t-pass');
    expect(sink.lines.join('\n')).not.toContain('abcdefghijklmnop');
    expect(sink.lines[0]).toBe('info:password is ***');
    expect(sink.masked).toContain('s3cr3t-pass');
  });

  it('prefixes lines with the host, nested prefixes in order', () => {
    const sink = new MemorySink();
    new Logger(sink).withPrefix('10.0.0.1:22').withPrefix('init').info('one\ntwo');
    expect(sink.lines).toEqual(['info:[10.0.0.1:22] [init] one', 'info:[10.0.0.1:22] [init] two']);
  });

  it('reports a group with its duration even when the work fails', async () => {
    const sink = new MemorySink();
    await expect(
      new Logger(sink).group('Bootstrap', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(sink.lines[0]).toBe('group:Bootstrap');
    expect(sink.lines[1]).toMatch(/^info:Bootstrap: \d+ms$/);
    expect(sink.lines[2]).toBe('endgroup');
  });

  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50.0 MiB');
    expect(formatDuration(1500)).toBe('1.5s');
    expect(formatDuration(125_000)).toBe('2m5s');
  });
});

describe('Progress', () => {
  it('reports at most once per interval, with percent and rate', () => {
    const sink = new MemorySink();
    let now = 0;
    const progress = new Progress(new Logger(sink), 'copy', 4 * 1024 * 1024, 5000, () => now);
    progress.add(1024 * 1024);
    now = 1000;
    progress.add(1024 * 1024);
    expect(sink.lines).toEqual([]);
    now = 5000;
    progress.add(1024 * 1024);
    now = 8000;
    progress.finish();
    expect(sink.lines).toEqual([
      'info:copy: 3.0 MiB of 4.0 MiB (75%) at 614.4 KiB/s',
      'info:copy: 3.0 MiB of 4.0 MiB (75%) at 384.0 KiB/s done',
    ]);
  });

  it('never reports more than 100% when the estimated total is exceeded', () => {
    const { logger, sink } = memoryLogger();
    let now = 0;
    const progress = new Progress(logger, 'copy', 8 * 1024, 5000, () => now);
    progress.add(10 * 1024);
    now = 1000;
    progress.finish();
    expect(sink.lines).toEqual(['info:copy: 10.0 KiB of 8.0 KiB (100%) at 10.0 KiB/s done']);
  });
});
