import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeJobSummary } from '../../../src/actions/job-summary.js';
import { memoryLogger } from '../../lab/memory-log.js';

describe('writeJobSummary', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'job-summary-'));
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('appends the Markdown to the file GITHUB_STEP_SUMMARY names', async () => {
    const file = join(dir, 'summary.md');
    await writeFile(file, 'earlier step\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', file);
    const { logger, sink } = memoryLogger();
    await writeJobSummary('### one', logger);
    await writeJobSummary('### two', logger);
    expect(await readFile(file, 'utf8')).toBe('earlier step\n### one\n### two\n');
    expect(sink.lines).toEqual([]);
  });

  it('no job summary on the runner: a warning, and the step goes on', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const { logger, sink } = memoryLogger();
    await expect(writeJobSummary('### results', logger)).resolves.toBeUndefined();
    expect(sink.lines).toEqual([
      'warn:no job summary on this runner (GITHUB_STEP_SUMMARY is not set): the results are in the log only',
    ]);
  });

  it('a summary file that cannot be written: a warning naming why; the next write goes where the variable says', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'missing', 'summary.md'));
    const { logger, sink } = memoryLogger();
    await writeJobSummary('### lost', logger);
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]).toMatch(/^warn:job summary not written: .*missing\/summary\.md/);
    const file = join(dir, 'summary.md');
    await writeFile(file, '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', file);
    await writeJobSummary('### kept', logger);
    expect(await readFile(file, 'utf8')).toBe('### kept\n');
  });
});
