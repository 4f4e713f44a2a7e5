import { spawn } from 'node:child_process';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SealosError } from '../errors.js';
import { CommandError } from './errors.js';
import type { Executor } from './executor.js';
import { OutputCapture, tail } from './output.js';

export interface TarPipe {
  /** Arguments of the local `tar` (it writes the archive to stdout). */
  tarArgs: string[];
  /** Text for the local tar's stdin (e.g. a `-T -` file list); none: stdin is closed. */
  stdin?: string;
  /** The script on the host that reads the archive from its stdin. */
  remoteScript: string;
  /** The remote side as the error names it, e.g. `tar -x into /dest`. */
  remoteWhat: string;
  /** The local folder, named in errors. */
  source: string;
  /** Called with each chunk's size as it is sent. */
  onBytes?: (chunk: number) => void;
}

/**
 * A local `tar -c` streamed into a command on a host over ONE channel, never holding a file in memory. Errors
 * say which side failed, the host's first (it is the side a user acts on), then the local tar, then the stream.
 */
export async function pipeTar(executor: Executor, pipe: TarPipe): Promise<void> {
  const remote = await executor.spawn(pipe.remoteScript);
  const remoteErr = new OutputCapture();
  remote.stderr.on('data', (chunk: Buffer) => remoteErr.add(chunk));
  remote.stdout.resume();

  const local = spawn('tar', pipe.tarArgs, {
    stdio: [pipe.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const localErr = new OutputCapture();
  local.stderr!.on('data', (chunk: Buffer) => localErr.add(chunk));
  const localEnd = new Promise<number | null>((resolve) => {
    local.once('close', (code) => resolve(code));
    local.once('error', () => resolve(null));
  });
  if (pipe.stdin !== undefined && local.stdin) Readable.from([pipe.stdin]).pipe(local.stdin);

  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pipe.onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  const streamed = pipeline(local.stdout!, counter, remote.stdin).then(
    () => undefined,
    (error: unknown) => error,
  );

  const end = await remote.finished;
  // The host side stopped: a local tar still writing would wait forever on a pipe nobody reads.
  if (local.exitCode === null) local.kill('SIGKILL');
  const [localStatus, streamError] = await Promise.all([localEnd, streamed]);

  if (end.exitCode !== 0) {
    throw new CommandError({
      host: executor.host,
      command: pipe.remoteWhat,
      exitCode: end.exitCode,
      signal: end.signal,
      stderr: remoteErr.finish(),
    });
  }
  if (localStatus !== 0)
    throw new SealosError(
      `tar -c of ${pipe.source} failed (exit ${localStatus}): ${tail(localErr.finish())}`,
      {
        host: executor.host,
        file: pipe.source,
      },
    );
  if (streamError)
    throw new SealosError(`streaming ${pipe.source} failed`, {
      host: executor.host,
      file: pipe.source,
      cause: streamError,
    });
}

const TAR_BLOCK = 512;
const TAR_RECORD = 10_240;

/**
 * The bytes GNU tar writes for entries of these sizes (folders and links are 0): a header block each, data in
 * whole blocks, two end blocks, all padded to whole 10 KiB records. For progress percentages.
 */
export function tarStreamSize(sizes: Iterable<number>): number {
  let total = 2 * TAR_BLOCK;
  for (const size of sizes) total += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
  return Math.ceil(total / TAR_RECORD) * TAR_RECORD;
}
