import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SSH_PORT } from '../clusterfile/address.js';
import { hostAddressList } from '../clusterfile/ip-list.js';
import { UsageError } from '../errors.js';
import type { HostTarget } from './pool.js';
import type { SshCredentials } from './ssh-executor.js';

/** sealos-style SSH flags for a list of hosts given by hand (`--hosts a,b --user --passwd --pk --port`). */
export interface AdHocHosts {
  /** Comma-separated `ip`, `ip:port`, `[v6]:port`, ranges `a-b` and CIDR blocks, as `run --masters`. */
  hosts: string;
  user?: string;
  password?: string;
  privateKeyPath?: string;
  passphrase?: string;
  /** Port for addresses without one; default 22. */
  port?: number;
}

/**
 * The hosts and their credentials. Without a password or key, like ssh: the default keys in ~/.ssh that exist,
 * and the ssh-agent when SSH_AUTH_SOCK is set.
 */
export function adHocTargets(input: AdHocHosts, home = os.homedir(), env = process.env): HostTarget[] {
  if (input.hosts.split(',').every((item) => item.trim() === ''))
    throw new UsageError('--hosts: no host given');
  // The same host list as `run --masters`: ranges and CIDR blocks expand, names and special addresses are
  // refused, the whole list is capped.
  const addresses = hostAddressList(input.hosts, '--hosts', input.port ?? DEFAULT_SSH_PORT);
  const credentials: SshCredentials = { user: input.user ?? 'root' };
  if (input.password !== undefined) credentials.password = input.password;
  if (input.passphrase !== undefined) credentials.passphrase = input.passphrase;
  if (input.privateKeyPath !== undefined) credentials.privateKeyPath = input.privateKeyPath;
  if (input.password === undefined && input.privateKeyPath === undefined) {
    const key = ['id_ed25519', 'id_rsa']
      .map((name) => path.join(home, '.ssh', name))
      .find((file) => existsSync(file));
    if (key) credentials.privateKeyPath = key;
    if (env.SSH_AUTH_SOCK) credentials.agent = env.SSH_AUTH_SOCK;
    if (!key && !env.SSH_AUTH_SOCK)
      throw new UsageError(
        'no SSH credentials: give --passwd or --pk (no ~/.ssh/id_ed25519, ~/.ssh/id_rsa or agent)',
      );
  }
  return addresses.map((address) => ({ address, credentials }));
}
