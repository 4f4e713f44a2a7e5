import {
  type Cluster,
  findHost,
  parseJumpHost,
  recordedHostKey,
  type SshSettings,
  sshSettingsFor,
} from '../clusterfile/index.js';
import type { Executor } from '../hosts/executor.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import { LocalExecutor } from '../hosts/local-executor.js';
import { ExecutorPool } from '../hosts/pool.js';
import type { SharedConnections } from '../hosts/shared-connections.js';
import { type JumpHost, type SshCredentials, SshExecutor, type SshOptions } from '../hosts/ssh-executor.js';
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
  /**
   * The saved cluster, for hosts leaving it: they are described by it (user, port, key path) with the declared
   * secrets filled in, since the saved file has them removed. Its recorded host keys are checked first.
   */
  previous?: Cluster;
  /** Called with a host key seen for the first time (accept-new), to be recorded in the status. */
  onNewHostKey?: (host: string, fingerprint: string) => void;
  /** Its abort closes every connection and refuses new ones (ExecutorPool). */
  signal?: AbortSignal;
}

/**
 * One executor per host of a cluster, with each host's own SSH settings and its recorded host key: the apply's,
 * and the steps around it (the lock, reset, diagnostics).
 */
export function clusterExecutorPool(access: ClusterAccess): ExecutorPool {
  return new ExecutorPool((host, jumps) => openClusterExecutor(access, host, jumps), access.signal);
}

/** `jumps`: the pool's connections to jump hosts, shared by its hosts (SshOptions.jumpConnections). */
export function openClusterExecutor(
  access: ClusterAccess,
  host: string,
  jumps?: SharedConnections<SshExecutor>,
): Promise<Executor> {
  const settings = settingsFor(access, host);
  if (host === access.localHost)
    return Promise.resolve(
      new LocalExecutor({ host, ...(settings.passwd ? { sudoPassword: settings.passwd } : {}) }),
    );
  const credentials: SshCredentials = { user: settings.user };
  if (settings.passwd) credentials.password = settings.passwd;
  if (settings.pkData) credentials.privateKey = settings.pkData;
  else if (settings.pk) credentials.privateKeyPath = settings.pk;
  if (settings.pkPasswd) credentials.passphrase = settings.pkPasswd;
  const fingerprint = recordedKey(access, host);
  return SshExecutor.connect(host, {
    ...(settings.jumpHost ? { jump: jumpHostOf(access, settings) } : {}),
    ...(jumps ? { jumpConnections: jumps } : {}),
    credentials,
    hostKey: {
      policy: access.hostKeyPolicy,
      ...(access.knownHosts ? { knownHosts: access.knownHosts } : {}),
      ...(fingerprint ? { fingerprint } : {}),
    },
    ...newKeyRecorder(access, host),
    logger: access.logger,
    ...(access.attempts ? { attempts: access.attempts } : {}),
  });
}

/** The host key recorded for `host` (the saved cluster's first). */
function recordedKey(access: ClusterAccess, host: string): string | undefined {
  return (access.previous && recordedHostKey(access.previous, host)) ?? recordedHostKey(access.cluster, host);
}

/** Under accept-new, a key seen for the first time goes to `onNewHostKey`, to be recorded in the status. */
function newKeyRecorder(access: ClusterAccess, host: string): Pick<SshOptions, 'onHostKey'> {
  if (!access.onNewHostKey) return {};
  return {
    onHostKey: (fact) => {
      if (!fact.known) access.onNewHostKey?.(host, fact.fingerprint);
    },
  };
}

/**
 * The jump host the settings name: its user when `user@` gives one, else the hosts'; its key recorded and checked
 * as a host's (withOwnHostKeys keeps it).
 */
function jumpHostOf(access: ClusterAccess, settings: SshSettings): JumpHost {
  const { address, user } = parseJumpHost(settings.jumpHost ?? '', 'spec.ssh.jumpHost');
  const fingerprint = recordedKey(access, address);
  return {
    address,
    user: user ?? settings.user,
    ...(fingerprint ? { fingerprint } : {}),
    ...newKeyRecorder(access, address),
  };
}

function settingsFor(access: ClusterAccess, host: string): SshSettings {
  const { cluster, previous } = access;
  if (findHost(cluster, host) || !previous) return sshSettingsFor(cluster, host);
  const declared = cluster.spec?.ssh ?? {};
  return {
    ...sshSettingsFor(previous, host),
    ...(declared.passwd ? { passwd: declared.passwd } : {}),
    ...(declared.pkData ? { pkData: declared.pkData } : {}),
    ...(declared.pkPasswd ? { pkPasswd: declared.pkPasswd } : {}),
  };
}
