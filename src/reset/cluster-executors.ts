import { type Cluster, recordedHostKey, sshSettingsFor } from '../clusterfile/index.js';
import type { Executor } from '../hosts/executor.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import { LocalExecutor } from '../hosts/local-executor.js';
import { ExecutorPool } from '../hosts/pool.js';
import { type SshCredentials, SshExecutor } from '../hosts/ssh-executor.js';
import type { Logger } from '../log/logger.js';

export interface ClusterAccess {
  /** The cluster whose hosts are reached, secrets filled in (fillSsh), host keys recorded in its status. */
  cluster: Cluster;
  /** The host (`ip:port`) that is this machine (single mode): the local executor, no SSH. */
  localHost?: string;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  logger: Logger;
  /** SSH connection attempts per host; the SSH executor's default when absent. */
  attempts?: number;
}

/**
 * One executor per host of a cluster, with each host's own SSH settings and its recorded host key, as the
 * apply opens them (apply-cluster.ts); for the steps around an apply: the lock, reset and diagnostics.
 */
export function clusterExecutorPool(access: ClusterAccess): ExecutorPool {
  return new ExecutorPool((host) => openClusterExecutor(access, host));
}

export function openClusterExecutor(access: ClusterAccess, host: string): Promise<Executor> {
  const settings = sshSettingsFor(access.cluster, host);
  if (host === access.localHost)
    return Promise.resolve(
      new LocalExecutor({ host, ...(settings.passwd ? { sudoPassword: settings.passwd } : {}) }),
    );
  const credentials: SshCredentials = { user: settings.user };
  if (settings.passwd) credentials.password = settings.passwd;
  if (settings.pkData) credentials.privateKey = settings.pkData;
  else if (settings.pk) credentials.privateKeyPath = settings.pk;
  if (settings.pkPasswd) credentials.passphrase = settings.pkPasswd;
  return SshExecutor.connect(host, {
    credentials,
    hostKey: {
      policy: access.hostKeyPolicy,
      ...(access.knownHosts ? { knownHosts: access.knownHosts } : {}),
      ...(recordedHostKey(access.cluster, host)
        ? { fingerprint: recordedHostKey(access.cluster, host) }
        : {}),
    },
    logger: access.logger,
    ...(access.attempts ? { attempts: access.attempts } : {}),
  });
}
