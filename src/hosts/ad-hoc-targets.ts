import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatHostAddress } from '../clusterfile/address.js';
import { UsageError } from '../errors.js';
import { parseSshTarget } from './address.js';
import type { HostTarget } from './pool.js';
import type { SshCredentials } from './ssh-executor.js';

/** sealos-style SSH flags for a list of hosts given by hand (`--hosts a,b --user --passwd --pk --port`). */
export interface AdHocHosts {
  /** Comma-separated `ip`, `ip:port` or `[v6]:port`. */
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
  const items = input.hosts
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new UsageError('--hosts: no host given');
  const addresses = [
    ...new Set(
      items.map((item) => {
        const { host, port } = parseSshTarget(item, input.port ?? 22);
        return formatHostAddress({ ip: host, port });
      }),
    ),
  ];
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
