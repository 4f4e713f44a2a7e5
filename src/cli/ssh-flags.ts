import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_SSH_PORT, normaliseHostAddress } from '../clusterfile/address.js';
import { sshInputsOfFields } from '../clusterfile/ssh-inputs.js';
import { causeText, SealosError, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../hosts/host-key.js';
import { readPrivateKeyFile } from '../hosts/private-key.js';
import type { SshInputs } from '../run/run-request.js';
import { collect, parseConcurrency, portArgument } from './options.js';

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
  forgetHostKey: string[];
}

/** `--jump-host user@host[:port]`: a bastion the hosts are reached through (OpenSSH's -J). */
export function jumpHostOption(): Option {
  return new Option(
    '--jump-host <user@host[:port]>',
    "reach the hosts through this SSH host (as ssh -J): the hosts' credentials, its key checked under --host-key-policy; kept in the saved cluster",
  );
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

/** Repeatable: a reinstalled machine's new key is refused until its recorded one is forgotten. */
export function forgetHostKeyOption(): Option {
  return (
    new Option(
      '--forget-host-key <host>',
      "forget the host key recorded for this host (ip or ip:port; repeatable): for a machine that was reinstalled, its new key is then taken as a new host's",
    )
      // Checked here too: without saved state nothing else reads it, and a typo would pass without a word.
      .argParser((value: string, previous: string[]) => {
        if (!normaliseHostAddress(value.trim()))
          throw new InvalidArgumentError('give a host address: ip, ip:port or [ipv6]:port');
        return collect(value, previous);
      })
      .default([])
  );
}

export function concurrencyOption(): Option {
  return new Option('--concurrency <n>', 'hosts worked on at once (1 to 1024)')
    .argParser(parseConcurrency)
    .default(16);
}

/** `-i/--pk`, as sealos spells it; its default is filled in by `privateKeyFile` (only when the file exists). */
export function pkOption(help = 'SSH private key file'): Option {
  return new Option('-i, --pk <file>', `${help} (default ~/.ssh/id_rsa when it exists, as sealos)`);
}

/**
 * The key file to use: the flag's, else sealos's default `~/.ssh/id_rsa` when that file exists (sealos names it
 * whether or not it exists; a missing default must not fail a password login).
 */
export function privateKeyFile(flag: string | undefined, home = os.homedir()): string | undefined {
  if (flag !== undefined) return flag;
  const fallback = path.join(home, '.ssh', 'id_rsa');
  return existsSync(fallback) ? fallback : undefined;
}

/**
 * `--pk FILE` must be a private key that logs in (with `--pk-passwd` when encrypted) now: a dry run would
 * accept a key the first connection cannot use, and a public key given here would never finish a login.
 */
export async function checkKeyFile(file: string | undefined, passphrase: string | undefined): Promise<void> {
  if (file !== undefined) await readPrivateKeyFile(file, passphrase, '--pk');
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

/** Where a secret can come from besides the command line, which other users see (`ps`) and shells keep. */
export const PASSWORD_ENV = 'SEALOS_PASSWORD';
export const PASSPHRASE_ENV = 'SEALOS_PK_PASSWORD';

export function addSshSecretSources(command: Command): Command {
  return command
    .option('--password-file <file>', `file whose first line is the SSH password (or set ${PASSWORD_ENV})`)
    .option(
      '--pk-passwd-file <file>',
      `file whose first line is the private key's passphrase (or set ${PASSPHRASE_ENV})`,
    );
}

interface SshSecretFlags {
  passwd?: string;
  pkPasswd?: string;
  passwordFile?: string;
  pkPasswdFile?: string;
}

/**
 * Fills `passwd` and `pkPasswd` of a command that has `addSshSecretSources`: the flag itself, else its file,
 * else the environment. Run before the command's action (a preAction hook), so every command reads one place.
 */
export async function fillSshSecrets(flags: SshSecretFlags, env: NodeJS.ProcessEnv): Promise<void> {
  const password = await secretFrom('--passwd', flags.passwd, '--password-file', flags.passwordFile);
  const passphrase = await secretFrom('--pk-passwd', flags.pkPasswd, '--pk-passwd-file', flags.pkPasswdFile);
  const fromEnv = (name: string) => (env[name] ? env[name] : undefined);
  flags.passwd = password ?? fromEnv(PASSWORD_ENV);
  flags.pkPasswd = passphrase ?? fromEnv(PASSPHRASE_ENV);
}

async function secretFrom(
  flag: string,
  value: string | undefined,
  fileFlag: string,
  file: string | undefined,
): Promise<string | undefined> {
  if (file === undefined) return value;
  if (value !== undefined) throw new UsageError(`give ${flag} or ${fileFlag}, not both`);
  let text: string;
  try {
    text = await readInputFile(file);
  } catch (error) {
    throw new UsageError(`${fileFlag}: cannot read ${file}: ${causeText(error)}`, {
      file,
      cause: error,
    });
  }
  const secret = text.split(/\r?\n/)[0] ?? '';
  if (!secret) throw new UsageError(`${fileFlag}: ${file} is empty`, { file });
  return secret;
}

/** The credential flags of the commands that hand them to the engine (`run`, `apply`, `add`, `delete`, `gen`, `reset`). */
export interface SshInputFlags {
  user: string;
  passwd?: string;
  pk?: string;
  pkPasswd?: string;
  port: number;
  jumpHost?: string;
}

/** The SSH settings of the flags, as the engine takes them: the flags carry sealos's `spec.ssh` field names. */
export function sshInputsOf(flags: SshInputFlags): SshInputs {
  const pk = privateKeyFile(flags.pk);
  // user and port always: they have defaults (root, 22).
  return {
    user: flags.user,
    port: flags.port,
    ...sshInputsOfFields({ passwd: flags.passwd, pk, pkPasswd: flags.pkPasswd, jumpHost: flags.jumpHost }),
  };
}
