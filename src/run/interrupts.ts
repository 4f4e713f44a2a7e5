import { InterruptedError } from '../errors.js';
import type { Logger } from '../log/logger.js';

/** The process events watched; tests pass an EventEmitter. */
export interface SignalSource {
  on(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  off(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
}

export interface InterruptWatch {
  /** Aborted with an InterruptedError at the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal;
  /** Gives the signals back to Node's default handling (the process dies at once). */
  dispose(): void;
}

/**
 * How long a run may take to stop after the first signal (connections dropped, state saved, lock released take
 * about a second, docs/reliability.md) before the process exits anyway, whatever it still waits on.
 */
const STOP_GRACE_MS = 10_000;

/**
 * While a run is under way, SIGINT (Ctrl-C) and SIGTERM (a cancelled GitHub job) abort `signal` instead of
 * killing the process: the run starts nothing new, drops its connections, saves ClusterFailed and releases the
 * lock. A second signal exits at once with 128 + its number (the runner sends SIGTERM 7.5 s after SIGINT; the
 * lock is then left to the post step, or to the next run on this machine, which takes it over at once). A run
 * still not stopped STOP_GRACE_MS after the first signal exits the same way.
 */
export function watchInterrupts(
  logger: Logger,
  source: SignalSource = process,
  exit: (status: number) => void = (status) => process.exit(status),
  graceMs = STOP_GRACE_MS,
): InterruptWatch {
  const controller = new AbortController();
  let grace: NodeJS.Timeout | undefined;
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((name) => {
    const handler = () => {
      const error = new InterruptedError(name);
      if (controller.signal.aborted) {
        logger.error(
          `${name} again: exiting now, without saving the state or releasing the lock (a run on this machine takes over a lock whose process is gone)`,
        );
        exit(error.status);
        return;
      }
      logger.warn(
        `${name}: stopping (nothing new is started; the state is saved and the lock released); ${name} again exits at once`,
      );
      controller.abort(error);
      grace = setTimeout(() => {
        logger.error(
          `${name}: the run did not stop within ${graceMs / 1000}s; exiting without saving the state or releasing the lock`,
        );
        exit(error.status);
      }, graceMs);
      // Never what keeps the process alive: a run that stopped in time exits at once.
      grace.unref();
    };
    source.on(name, handler);
    return { name, handler };
  });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(grace);
      for (const { name, handler } of handlers) source.off(name, handler);
    },
  };
}
