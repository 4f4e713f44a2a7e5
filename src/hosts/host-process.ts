import type { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** A command started on a host, as streams; how it is carried (an SSH channel, a child process) is hidden. */
export interface HostProcess {
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly stderr: Readable;
  /** Settles once the command has ended and its output streams have ended. */
  readonly finished: Promise<ProcessEnd>;
  /** Stops the command (best effort): closes the channel or kills the child. */
  kill(): void;
}

export interface ProcessEnd {
  /** null when the command was killed by a signal or its connection was lost. */
  exitCode: number | null;
  signal?: string;
}

/**
 * Settles when a process's output stream has ended (`end`, read to its end), or `event`, or it closed or
 * failed: how both transports make `finished` wait for the output as well as the exit.
 */
export function streamEnded(stream: EventEmitter, event: 'end' | 'close' = 'end'): Promise<void> {
  return new Promise((resolve) => {
    stream.once(event, () => resolve());
    stream.once('close', () => resolve());
    stream.once('error', () => resolve());
  });
}
