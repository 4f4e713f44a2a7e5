import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { Option } from 'commander';
import { DEFAULT_SSH_PORT } from '../clusterfile/address.js';
import { causeText, SealosError, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../hosts/host-key.js';
import { parseConcurrency, portArgument } from './options.js';

/**
 * The flags every command reaching hosts over SSH spells the same way. The credential flags (`-u`, `-p`,
 * `--pk`) are not here: their help and defaults differ between commands that have a saved cluster to fall
 * back on and those that do not.
 */
export interface HostReachFlags {
  port: number;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  concurrency: number;
}

export function portOption(): Option {
  return new Option('--port <port>', 'SSH port for hosts given without one')
    .argParser(portArgument)
    .default(DEFAULT_SSH_PORT);
}

/** The policy's help is the command's: what `strict` checks against depends on where the command keeps keys. */
export function hostKeyPolicyOption(help: string): Option {
  return new Option('--host-key-policy <policy>', help).choices([...hostKeyPolicies]).default('accept-new');
}

export function knownHostsOption(): Option {
  return new Option('--known-hosts <file>', 'known_hosts file to check host keys against');
}

export function concurrencyOption(): Option {
  return new Option('--concurrency <n>', 'hosts worked on at once (1 to 1024)')
    .argParser(parseConcurrency)
    .default(16);
}

/** `--pk FILE` must be readable now: a dry run would accept a key that the first connection cannot read. */
export async function checkKeyFile(file: string | undefined): Promise<void> {
  if (file === undefined) return;
  const refuse = (why: string, cause?: unknown) =>
    new UsageError(`--pk ${file}: cannot read the private key: ${why}`, { file, cause });
  try {
    if ((await stat(file)).isDirectory()) throw refuse('it is a folder, not a file');
    await access(file, constants.R_OK);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw refuse(causeText(error), error);
  }
}

/** The `--known-hosts` file's text. With accept-new a missing file is an empty one, which ssh then starts. */
export async function readKnownHosts(file: string, policy: HostKeyPolicy): Promise<string> {
  try {
    return await readInputFile(file);
  } catch (error) {
    if (policy === 'accept-new' && (error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw new SealosError(`cannot read known hosts ${file}: ${causeText(error)}`, {
      file,
      cause: error,
    });
  }
}
