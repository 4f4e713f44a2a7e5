import { describe, expect, it } from 'vitest';
import type { Phase } from '../../../src/cluster/phase.js';
import { PhaseError, PhaseManager } from '../../../src/cluster/phase-manager.js';
import { SealosError } from '../../../src/errors.js';
import { memoryLogger } from '../../lab/memory-log.js';

function phase(
  title: string,
  trace: string[],
  options: { skip?: boolean; fail?: unknown } = {},
): Phase<object> {
  return {
    title,
    shouldRun: () => !options.skip,
    run: async () => {
      trace.push(title);
      if (options.fail) throw options.fail;
    },
  };
}

describe('PhaseManager', () => {
  it('runs phases in order, skips those with nothing to do, and reports each', async () => {
    const trace: string[] = [];
    const { logger, sink } = memoryLogger();
    const manager = new PhaseManager(
      [phase('Check', trace), phase('Mirror registry', trace, { skip: true }), phase('Init', trace)],
      logger,
    );
    const reports = await manager.run({});
    expect(trace).toEqual(['Check', 'Init']);
    expect(reports.map((r) => `${r.title}:${r.status}`)).toEqual([
      'Check:done',
      'Mirror registry:skipped',
      'Init:done',
    ]);
    expect(sink.lines).toContain('group:Check');
    expect(sink.lines).toContain('info:Mirror registry: nothing to do');
  });

  it('stops at the first failure and names the phase and the host of the cause', async () => {
    const trace: string[] = [];
    const manager = new PhaseManager(
      [
        phase('Check', trace),
        phase('Bootstrap', trace, { fail: new SealosError('init.sh exited 3', { host: '10.0.0.2:22' }) }),
        phase('Init', trace),
      ],
      memoryLogger().logger,
    );
    const error = await manager.run({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhaseError);
    const failure = error as PhaseError;
    expect(failure.phase).toBe('Bootstrap');
    expect(failure.host).toBe('10.0.0.2:22');
    expect(failure.describe()).toBe('[Bootstrap] 10.0.0.2:22: init.sh exited 3');
    expect(failure.reports.map((r) => r.status)).toEqual(['done', 'failed']);
    expect(trace).toEqual(['Check', 'Bootstrap']);
  });

  it('stops before the next phase once aborted, and names the phase it stopped at with the reason', async () => {
    const trace: string[] = [];
    const controller = new AbortController();
    const stopper: Phase<object> = {
      title: 'Mount rootfs',
      run: async () => {
        trace.push('Mount rootfs');
        controller.abort(new SealosError('the apply did not finish within 1 minute(s)', { phase: 'apply' }));
      },
    };
    const manager = new PhaseManager(
      [phase('Check', trace), stopper, phase('Bootstrap', trace)],
      memoryLogger().logger,
    );
    const error = (await manager.run({}, controller.signal).catch((e: unknown) => e)) as PhaseError;
    expect(trace).toEqual(['Check', 'Mount rootfs']);
    expect(error).toBeInstanceOf(PhaseError);
    expect(error.phase).toBe('Bootstrap');
    expect(error.message).toBe('the apply did not finish within 1 minute(s)');
    expect(error.reports.map((r) => `${r.title}:${r.status}`)).toEqual([
      'Check:done',
      'Mount rootfs:done',
      'Bootstrap:failed',
    ]);
  });
});
