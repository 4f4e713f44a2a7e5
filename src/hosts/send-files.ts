import type { Executor } from './executor.js';
import { shellQuote } from './shell.js';
import { pipeTar } from './tar-pipe.js';

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
  const dir = shellQuote(remoteDir);
  await pipeTar(executor, {
    tarArgs: [
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
    stdin: files.map((file) => `${file}\0`).join(''),
    remoteScript: `mkdir -p -- ${dir} && tar -x -f - -C ${dir} --numeric-owner`,
    remoteWhat: `tar -x into ${remoteDir}`,
    source: localDir,
    ...(onBytes ? { onBytes } : {}),
  });
}
