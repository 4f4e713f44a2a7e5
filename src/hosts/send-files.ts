import { spawn } from 'node:child_process';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SealosError } from '../errors.js';
import { CommandError } from './errors.js';
import type { Executor } from './executor.js';
import { OutputCapture, tail } from './output.js';
import { shellQuote } from './shell.js';

/**
 * Sends some files of a local folder into an existing remote folder, as one tar stream over one command
 * (`tar -x` on the host), adding to what is there. For content-addressed data such as registry blobs, where a
 * file cut short by a lost connection is found by its size and sent again next time.
 */
export async function sendFiles(
  executor: Executor,
  localDir: string,
  files: readonly string[],
  remoteDir: string,
  onBytes?: (chunk: number) => void,
): Promise<void> {
  if (files.length === 0) return;
  const remote = await executor.spawn(
    `mkdir -p -- ${shellQuote(remoteDir)} && tar -x -f - -C ${shellQuote(remoteDir)} --numeric-owner`,
  );
  const remoteErr = new OutputCapture();
  remote.stderr.on('data', (chunk: Buffer) => remoteErr.add(chunk));
  remote.stdout.resume();

  const local = spawn(
    'tar',
    [
      '-c',
      '-f',
      '-',
      '-C',
      localDir,
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--null',
      '--verbatim-files-from',
      '-T',
      '-',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const localErr = new OutputCapture();
  local.stderr.on('data', (chunk: Buffer) => localErr.add(chunk));
  const localEnd = new Promise<number | null>((resolve) => {
    local.once('close', (code) => resolve(code));
    local.once('error', () => resolve(null));
  });
  Readable.from([files.map((file) => `${file}\0`).join('')]).pipe(local.stdin);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  const streamed = pipeline(local.stdout, counter, remote.stdin).then(
    () => undefined,
    (error: unknown) => error,
  );
  const end = await remote.finished;
  if (local.exitCode === null) local.kill('SIGKILL');
  const [localStatus, streamError] = await Promise.all([localEnd, streamed]);
  if (end.exitCode !== 0)
    throw new CommandError(executor.host, `tar -x into ${remoteDir}`, end.exitCode, tail(remoteErr.finish()));
  if (localStatus !== 0)
    throw new SealosError(
      `tar -c of files in ${localDir} failed (exit ${localStatus}): ${tail(localErr.finish())}`,
      {
        host: executor.host,
        file: localDir,
      },
    );
  if (streamError)
    throw new SealosError(`sending files of ${localDir} failed`, {
      host: executor.host,
      file: localDir,
      cause: streamError,
    });
}
