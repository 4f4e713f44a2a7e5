import { UsageError } from '../errors.js';
import { formatHostAddress, readHostAddress } from './address.js';
import type { Cluster } from './schema.js';

/** A jump host (bastion) as `spec.ssh.jumpHost` names it: `ip:port`, and its login user when given. */
export interface JumpHostAddress {
  /** `ip:port`, as the engine names hosts. */
  address: string;
  user?: string;
}

/** A login name that can go into an OpenSSH configuration line as it is. */
const USER_NAME = /^[A-Za-z0-9._][A-Za-z0-9._-]*$/;

/**
 * Reads `[user@]host[:port]` (`host` an IPv4 or `[IPv6]` address, port 22 by default), as OpenSSH's `-J` takes
 * it; `field` names the flag, input or Clusterfile field in the error.
 */
export function parseJumpHost(text: string, field: string): JumpHostAddress {
  const value = text.trim();
  const at = value.lastIndexOf('@');
  const user = at >= 0 ? value.slice(0, at) : undefined;
  if (user !== undefined && !USER_NAME.test(user))
    throw new UsageError(
      `${field}: "${text}": the user "${user}" is not a login name (letters, digits, . _ -)`,
    );
  const reading = readHostAddress(at >= 0 ? value.slice(at + 1) : value);
  if ('problem' in reading) throw new UsageError(`${field}: ${reading.problem} (give user@host[:port])`);
  return { address: formatHostAddress(reading.address), ...(user ? { user } : {}) };
}

/** The `ip:port` of every jump host the cluster's SSH settings name (shared and per host). */
export function jumpHostAddresses(cluster: Cluster): string[] {
  const named = [
    cluster.spec?.ssh?.jumpHost,
    ...(cluster.spec?.hosts ?? []).map((host) => host.ssh?.jumpHost),
  ];
  return [
    ...new Set(
      named
        .filter((text): text is string => Boolean(text))
        .map((text) => parseJumpHost(text, 'spec.ssh.jumpHost').address),
    ),
  ];
}
