import type { Executor } from './executor.js';
import type { HostOutcome } from './fan-out.js';
import { type RelayOptions, relayTarToHosts } from './relay.js';
import { shellQuote } from './shell.js';
import { pipeTarToHosts } from './tar-pipe.js';

/**
 * Sends some paths of a local folder into a remote folder on every host (made if missing), as ONE tar stream read
 * once (`tar -x` on each host; through a relay tree of the hosts with `relay`), adding to what is there. For
 * content-addressed data such as registry blobs, where a file cut short by a lost connection is found by its
 * size and sent again next time, and for a tree's changed paths. A listed folder brings what is below it, unless
 * `listedOnly` (then the list names every path to send, folders included). Every host's outcome, in the
 * executors' order.
 */
export async function sendFilesToHosts(
  executors: readonly Executor[],
  localDir: string,
  files: readonly string[],
  remoteDir: string,
  options: {
    onBytes?: (chunk: number) => void;
    relay?: RelayOptions;
    bytes?: number;
    listedOnly?: boolean;
  } = {},
): Promise<HostOutcome<void>[]> {
  if (files.length === 0)
    return executors.map((executor) => ({ host: executor.host, ok: true, value: undefined }));
  const dir = shellQuote(remoteDir);
  const pipe = {
    tarArgs: [
      '-c',
      '-f',
      '-',
      '-C',
      localDir,
      ...(options.listedOnly ? ['--no-recursion'] : []),
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
    ...(options.onBytes ? { onBytes: options.onBytes } : {}),
    ...(options.bytes !== undefined ? { bytes: options.bytes } : {}),
  };
  return options.relay ? relayTarToHosts(executors, pipe, options.relay) : pipeTarToHosts(executors, pipe);
}
