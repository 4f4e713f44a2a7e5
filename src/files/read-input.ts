import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { UsageError } from '../errors.js';
import { formatBytes } from '../log/logger.js';
import { pathProblem } from './input-path.js';

/** Larger than any Clusterfile, Kubefile, template, config or key file a user writes. */
const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A file named as input cannot be used as one: a NUL byte or an overlong path, a FIFO, a device, a socket, a
 * folder, or more than the read cap. The message is the reason only (the caller says which input and file).
 */
export class InputFileError extends UsageError {}

/**
 * Checks that `path` names a regular file (links followed), before anything opens it: opening a FIFO with no
 * writer blocks forever, and `/dev/zero` or `/dev/urandom` never end. Errors of the file system itself
 * (ENOENT, EACCES, ENOTDIR) are thrown as they are: callers put them in words with `causeText`.
 */
export async function checkInputFile(path: string): Promise<Stats> {
  const problem = pathProblem(path);
  if (problem) throw new InputFileError(problem, { file: path });
  const info = await stat(path);
  refuseNotRegular(info, path);
  return info;
}

function refuseNotRegular(info: Stats, path: string): void {
  const kind = notRegularKind(info);
  if (kind === 'a folder') throw new InputFileError('it is a folder, not a file', { file: path });
  if (kind) throw new InputFileError(`it is ${kind}, not a regular file`, { file: path });
}

function notRegularKind(info: Stats): string | undefined {
  if (info.isFile()) return undefined;
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a named pipe (FIFO), which blocks until something writes to it';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'a special file';
}

/**
 * A file the user named (a Clusterfile, a Kubefile, a template, a docker config, known_hosts, a password or key
 * file), read as text but never past `maxBytes`. Only regular files are read (checkInputFile); the file is
 * opened without blocking, so one swapped for a FIFO after the check still cannot hang the run.
 */
export async function readInputFile(path: string, maxBytes = MAX_INPUT_FILE_BYTES): Promise<string> {
  await checkInputFile(path);
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    refuseNotRegular(await handle.stat(), path);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(64 * 1024) });
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes)
        throw new InputFileError(`the file is too large (more than ${formatBytes(maxBytes)})`, {
          file: path,
        });
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await handle.close();
  }
}
