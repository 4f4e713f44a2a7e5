import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterruptedError } from '../../../src/errors.js';
import { LocalExecutor } from '../../../src/hosts/local-executor.js';
import { ExecutorPool } from '../../../src/hosts/pool.js';
import { watchInterrupts } from '../../../src/run/interrupts.js';
import { ApplyTimeoutError, applyDeadline } from '../../../src/run/timeout.js';
import { memoryLogger } from '../../lab/memory-log.js';

describe('watchInterrupts (SIGINT / SIGTERM during a run)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts at the first signal with an InterruptedError whose status is 128 + the signal', () => {
    for (const [name, status] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const source = new EventEmitter();
      const exit = vi.fn();
      const { logger, sink } = memoryLogger();
      const watch = watchInterrupts(logger, source, exit);
      expect(watch.signal.aborted).toBe(false);
      source.emit(name);
      expect(watch.signal.aborted).toBe(true);
      const reason = watch.signal.reason as InterruptedError;
      expect(reason).toBeInstanceOf(InterruptedError);
      expect(reason.status).toBe(status);
      expect(reason.message).toMatch(new RegExp(`^interrupted by ${name}`));
      expect(exit).not.toHaveBeenCalled();
      expect(sink.lines.join('\n')).toContain(`warn:${name}: stopping (nothing new is started`);
      watch.dispose();
    }
  });

  it('a second signal exits at once; after dispose the signals are Node’s again', () => {
    const source = new EventEmitter();
    const exit = vi.fn();
    const { logger, sink } = memoryLogger();
    const watch = watchInterrupts(logger, source, exit);
    source.emit('SIGINT');
    source.emit('SIGTERM');
    expect(exit).toHaveBeenCalledWith(143);
    expect(sink.lines.join('\n')).toContain('error:SIGTERM again: exiting now');
    expect((watch.signal.reason as InterruptedError).signal).toBe('SIGINT');
    watch.dispose();
    expect(source.listenerCount('SIGINT') + source.listenerCount('SIGTERM')).toBe(0);
  });

  it('the interrupt and the timeout are one signal for the apply, whichever comes first', async () => {
    vi.useFakeTimers();
    const interrupt = new AbortController();
    const deadline = applyDeadline(5, interrupt.signal);
    interrupt.abort(new InterruptedError('SIGTERM'));
    expect(deadline.signal?.reason).toBeInstanceOf(InterruptedError);
    deadline.clear();

    const quiet = new AbortController();
    const timed = applyDeadline(1, quiet.signal);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(timed.signal?.reason).toBeInstanceOf(ApplyTimeoutError);
    expect(applyDeadline(undefined, quiet.signal).signal).toBe(quiet.signal);
  });

  it('an aborted pool closes its connections and opens none after', async () => {
    const controller = new AbortController();
    const opened: string[] = [];
    const pool = new ExecutorPool(async (host) => {
      opened.push(host);
      return new LocalExecutor({ host });
    }, controller.signal);
    await pool.get('a');
    controller.abort(new InterruptedError('SIGINT'));
    await expect(pool.get('b')).rejects.toBeInstanceOf(InterruptedError);
    expect(opened).toEqual(['a']);
  });
});
