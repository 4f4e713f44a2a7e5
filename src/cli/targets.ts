import { appendFile } from 'node:fs/promises';
import type { Command } from 'commander';
// Not the Clusterfile's parser and schemas: those are loaded only for a saved cluster, so that `scp --hosts`
// starts without compiling them (a tenth of a second, bench/RESULTS.md §1).
import { hostIp } from '../clusterfile/address.js';
import { DEFAULT_CLUSTER_NAME } from '../clusterfile/cluster-name.js';
import { parseIpList } from '../clusterfile/ip-list.js';
import { parseJumpHost } from '../clusterfile/jump-host.js';
import { defaultStateDir } from '../clusterfile/paths.js';
import { errorMessage, HostsError, UsageError } from '../errors.js';
import { adHocTargets } from '../hosts/ad-hoc-targets.js';
import { parseSshTarget } from '../hosts/address.js';
import type { Executor } from '../hosts/executor.js';
import { failuresIn, type HostOutcome, settleEachHost } from '../hosts/fan-out.js';
import { knownHostsName } from '../hosts/host-key.js';
import { type ExecutorPool, type HostTarget, sshPool } from '../hosts/pool.js';
import type { HostKeyFact, JumpHost, SshOptions } from '../hosts/ssh-executor.js';
import type { Logger } from '../log/logger.js';
import type { CliContext } from './context.js';
import { clusterNameArgument, commaList, hostListFlag } from './options.js';
import { readSavedCluster } from './saved-cluster.js';
import {
  addSshSecretSources,
  checkKeyFile,
  concurrencyOption,
  forgetHostKeyOption,
  type HostReachFlags,
  hostKeyPolicyOption,
  jumpHostOption,
  knownHostsOption,
  portOption,
  readKnownHosts,
} from './ssh-flags.js';

/** The SSH flags shared by `exec` and `scp`, as sealos spells them. */
export interface SshFlags extends HostReachFlags {
  hosts?: string;
  cluster?: string;
  stateDir: string;
  roles: string[];
  ips: string[];
  user?: string;
  passwd?: string;
  pk?: string;
  pkPasswd?: string;
  jumpHost?: string;
}

/** `exec` and `scp`: a saved cluster's hosts (filtered by role or address), or hosts given by hand. */
export function addSshFlags(command: Command): Command {
  return addSavedClusterFlags(
    command
      .option('--hosts <list>', 'hosts, comma-separated: ip, ip:port or [ipv6]:port')
      .option(
        '-c, --cluster <name>',
        `the hosts of a saved cluster (<state-dir>/<name>/Clusterfile); default "${DEFAULT_CLUSTER_NAME}" unless --hosts is given`,
        clusterNameArgument,
      ),
  )
    .option(
      '-r, --roles <list>',
      "only the cluster's hosts with one of these roles (master,node,registry; repeatable)",
      commaList,
      [],
    )
    .option(
      '--ips <list>',
      'only these hosts of the cluster (a,b, ranges a-b, CIDR; repeatable)',
      commaList,
      [],
    );
}

/**
 * The flags of every command that reaches the hosts of a saved cluster (`exec`, `scp`, `cert`, `status`): where
 * it is kept, and the SSH settings filling what the saved (redacted) file lacks.
 */
export function addSavedClusterFlags(command: Command): Command {
  return addSshSecretSources(command)
    .option('--state-dir <dir>', 'where clusters are kept', defaultStateDir())
    .option(
      '-u, --user <name>',
      "SSH user (non-root users run commands through sudo); default root, or the cluster's",
    )
    .option('-p, --passwd <password>', 'SSH password (also given to sudo)')
    .option(
      '-i, --pk <file>',
      "private key file (default: the cluster's, else ~/.ssh/id_ed25519 or ~/.ssh/id_rsa, and ssh-agent)",
    )
    .option('--pk-passwd <passphrase>', 'passphrase of the private key')
    .addOption(portOption())
    .addOption(jumpHostOption())
    .addOption(
      hostKeyPolicyOption(
        'strict: only keys in --known-hosts; accept-new: trust new hosts (added to --known-hosts), refuse changed keys; insecure: no check',
      ),
    )
    .addOption(knownHostsOption())
    .addOption(forgetHostKeyOption())
    .addOption(concurrencyOption());
}

/**
 * The one place that turns flags into hosts with credentials: an ad-hoc list (--hosts), or the hosts of a saved
 * cluster (--cluster, filtered by --roles and --ips) with the cluster's SSH settings, the flags filling what the
 * saved (redacted) file lacks, and the host keys it recorded.
 */
export async function resolveTargets(flags: SshFlags, logger: Logger): Promise<HostTarget[]> {
  hostListFlag(flags.hosts, '--hosts');
  await checkKeyFile(flags.pk, flags.pkPasswd);
  for (const ips of flags.ips) hostListFlag(ips, '--ips');
  if (flags.hosts && flags.cluster) throw new UsageError('give either --hosts or --cluster, not both');
  if (flags.hosts && (flags.roles.length > 0 || flags.ips.length > 0))
    throw new UsageError(
      '--roles and --ips choose among the hosts of a cluster (--cluster), not among --hosts',
    );
  if (flags.hosts && flags.forgetHostKey.length > 0)
    throw new UsageError(
      '--forget-host-key forgets a key recorded in a saved cluster (--cluster NAME); with --hosts, keys come from --known-hosts: remove the host there (ssh-keygen -R HOST -f FILE)',
    );
  if (flags.hosts) {
    const targets = adHocTargets({
      hosts: flags.hosts,
      user: flags.user ?? 'root',
      password: flags.passwd,
      privateKeyPath: flags.pk,
      passphrase: flags.pkPasswd,
      port: flags.port,
    });
    const jump = flags.jumpHost && jumpTarget(flags.jumpHost, flags.user ?? 'root', undefined);
    return jump ? targets.map((target) => ({ ...target, jump })) : targets;
  }
  const name = flags.cluster ?? DEFAULT_CLUSTER_NAME;
  const { clusterHosts, forgetHostKeys, recordedHostKey, sshSettingsFor } = await import(
    '../clusterfile/index.js'
  );
  const { clusterfile } = await readSavedCluster(flags.stateDir, name, Boolean(flags.cluster));
  // Forgotten for this command only: it saves no state (the next run with the flag records the new key).
  const cluster = forgetHostKeys(clusterfile.cluster, flags.forgetHostKey, logger);
  const roleList = flags.roles.map((role) => role.trim()).filter(Boolean);
  const roles = roleList.length > 0 ? roleList : undefined;
  const ips =
    flags.ips.length > 0
      ? new Set(parseIpList(flags.ips.join(','), '--ips').map((address) => hostIp(address)))
      : undefined;
  const hosts = clusterHosts(cluster).filter(
    (host) => (!roles || host.roles.some((role) => roles.includes(role))) && (!ips || ips.has(host.ip)),
  );
  if (hosts.length === 0)
    throw new UsageError(
      `no host of cluster "${name}" matches${roles ? ` --roles ${roles.join(',')}` : ''}${ips ? ` --ips ${flags.ips.join(',')}` : ''}`,
    );
  return hosts.map((host) => {
    const saved = sshSettingsFor(cluster, host.address);
    const [fallback] = adHocTargets({
      hosts: host.address,
      user: flags.user ?? saved.user,
      password: flags.passwd ?? saved.passwd,
      privateKeyPath: flags.pk ?? saved.pk,
      passphrase: flags.pkPasswd ?? saved.pkPasswd,
    });
    const credentials =
      saved.pkData && !flags.pk
        ? { ...fallback!.credentials, privateKey: saved.pkData }
        : fallback!.credentials;
    const jumpHost = flags.jumpHost ?? saved.jumpHost;
    return {
      address: host.address,
      credentials,
      fingerprint: recordedHostKey(cluster, host.address),
      ...(jumpHost
        ? { jump: jumpTarget(jumpHost, credentials.user, (address) => recordedHostKey(cluster, address)) }
        : {}),
    };
  });
}

/** `--jump-host` (or the cluster's `spec.ssh.jumpHost`): its user, else the hosts'; its recorded key. */
function jumpTarget(
  text: string,
  user: string,
  recorded: ((address: string) => string | undefined) | undefined,
): JumpHost {
  const jump = parseJumpHost(text, '--jump-host');
  const fingerprint = recorded?.(jump.address);
  return { address: jump.address, user: jump.user ?? user, ...(fingerprint ? { fingerprint } : {}) };
}

/** What a command tells the connections about the work that follows (see SshOptions). */
export type ConnectionOptions = Pick<SshOptions, 'prepareBulk'>;

/**
 * A pool over the targets; under accept-new, keys seen for the first time are appended to --known-hosts: the
 * targets' and their jump host's alike (its one connection is shared by the pool's targets), each line once.
 */
async function openPool(
  targets: HostTarget[],
  flags: SshFlags,
  context: CliContext,
  connection: ConnectionOptions = {},
): Promise<{ pool: ExecutorPool; recorded: () => Promise<unknown> }> {
  context.logger.addSecret(flags.passwd);
  context.logger.addSecret(flags.pkPasswd);
  if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
    throw new UsageError('--host-key-policy strict needs --known-hosts FILE');
  const knownHosts = flags.knownHosts
    ? await readKnownHosts(flags.knownHosts, flags.hostKeyPolicy)
    : undefined;
  const { onHostKey, recorded } = newKeyAppender(flags, context.logger);
  const pool = sshPool(
    targets.map((target) => (target.jump ? { ...target, jump: { ...target.jump, onHostKey } } : target)),
    {
      ...connection,
      hostKey: { policy: flags.hostKeyPolicy, knownHosts },
      logger: context.logger,
      onHostKey,
    },
  );
  return { pool, recorded };
}

/** Under accept-new, appends each host key seen for the first time to --known-hosts, once per line. */
function newKeyAppender(
  flags: SshFlags,
  logger: Logger,
): { onHostKey: (fact: HostKeyFact) => void; recorded: () => Promise<unknown> } {
  const writes: Promise<void>[] = [];
  const written = new Set<string>();
  const onHostKey = (fact: HostKeyFact) => {
    if (fact.known || flags.hostKeyPolicy !== 'accept-new') return;
    const { host, port } = parseSshTarget(fact.address);
    const line = `${knownHostsName(host, port)} ${fact.publicKey}\n`;
    if (written.has(line)) return;
    written.add(line);
    if (!flags.knownHosts) {
      logger.info(`${fact.address}: new host key ${fact.fingerprint} (not kept: give --known-hosts FILE)`);
      return;
    }
    const write = appendFile(flags.knownHosts, line).then(
      () => logger.info(`${fact.address}: new host key ${fact.fingerprint} added to ${flags.knownHosts}`),
      (error: unknown) =>
        logger.warn(`cannot add ${fact.address} to ${flags.knownHosts}: ${errorMessage(error)}`),
    );
    writes.push(write);
  };
  return { onHostKey, recorded: () => Promise.all(writes) };
}

/** Runs `work` on every target; prints each host's failure, sets exit status 1 if any failed. */
export async function onTargets(
  targets: HostTarget[],
  flags: SshFlags,
  context: CliContext,
  work: (executor: Executor) => Promise<void>,
): Promise<void> {
  await onConnectedTargets(targets, flags, context, (executors) =>
    settleEachHost(
      executors.map((executor) => executor.host),
      (_host, index) => work(executors[index]!),
      { concurrency: flags.concurrency },
    ),
  );
}

/**
 * Connects to every target (`--concurrency` at a time), then gives `work` all the hosts that answered at
 * once, for work that serves them together (a copy that reads its source once for all). Hosts that could not
 * connect fail beside those `work` reports; any failure is one HostsError naming each host.
 */
export async function onConnectedTargets(
  targets: HostTarget[],
  flags: SshFlags,
  context: CliContext,
  work: (executors: Executor[]) => Promise<HostOutcome<unknown>[]>,
  connection: ConnectionOptions = {},
): Promise<void> {
  const { pool, recorded } = await openPool(targets, flags, context, connection);
  let outcomes: HostOutcome<unknown>[];
  try {
    const connected = await settleEachHost(
      targets.map((target) => target.address),
      (address) => pool.get(address),
      { concurrency: flags.concurrency },
    );
    const executors = connected.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    outcomes = [
      ...connected.filter((outcome) => !outcome.ok),
      ...(executors.length > 0 ? await work(executors) : []),
    ];
  } finally {
    await pool.closeAll();
    await recorded();
  }
  const failures = failuresIn(outcomes);
  if (failures.length > 0) throw new HostsError(failures, targets.length);
}
