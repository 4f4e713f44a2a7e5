import { undoBootstrap } from '../apply/bootstrap/undo-bootstrap.js';
import { clusterExecutorPool } from '../apply/cluster-executors.js';
import { clusterDataDir, rootfsDir } from '../apply/host-paths.js';
import { ipOf } from '../apply/topology.js';
import { type Clusterfile, clusterName, findHost } from '../clusterfile/index.js';
import type { KubeadmDocument } from '../clusterfile/schema.js';
import { errorMessage } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import { settleEachHost } from '../hosts/fan-out.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import { ExecutorPool } from '../hosts/pool.js';
import { shellQuote } from '../hosts/shell.js';
import { acquireClusterLock, type HeldLock } from '../lock/cluster-lock.js';
import { DATA_ROOT } from '../lock/lock-script.js';
import { lockOwner } from '../lock/owner.js';
import type { Logger } from '../log/logger.js';
import type { RuntimeExecutor } from '../runtime/executor.js';
import { KubeadmRuntime } from '../runtime/index.js';
import { type ClusterFacts, clusterFacts } from './cluster-facts.js';
import { ResetError } from './errors.js';
import { registryDomainOn } from './registry-domain.js';

export interface ResetRequest {
  /** The cluster as saved (redacted), with the SSH secrets filled in from the inputs (fillSsh). */
  clusterfile: Clusterfile;
  /** Only these hosts (`ip` or `ip:port`); the whole cluster when absent. master0 only with the whole cluster. */
  hosts?: { masters: string[]; nodes: string[] };
  /** Reset without the cluster's lock (master0 unreachable, or a holder known to be gone). */
  force?: boolean;
  /** The host that is this machine (single mode). */
  localHost?: string;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  /** Minutes to wait for another run's lock. */
  lockTimeoutMinutes: number;
  concurrency?: number;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  /** How a host is reached; by the Clusterfile's SSH settings (or locally) when absent. Tests pass stand-ins. */
  connect?: (host: string) => Promise<Executor>;
}

/** One host after the reset: clean, or what was left undone there. */
export interface HostReset {
  host: string;
  clean: boolean;
  problems: string[];
}

export interface ResetResult {
  cluster: string;
  /** Every reset host is clean. */
  clean: boolean;
  /** The whole cluster was reset (not a subset). */
  whole: boolean;
  hosts: HostReset[];
}

/**
 * Tears the cluster (or some of its hosts) down as SEALOS-SEMANTICS §5 "Reset" says, in this order: the
 * runtime reset on nodes then masters (kubeadm reset while the programs are still installed; a subset is
 * deleted from Kubernetes first), then on every host the undone Bootstrap (the `clean` script, the /etc/hosts
 * names, clean-cri, clean-registry and the registry link) and the cluster's data folder. It goes on past a
 * failing or unreachable host and reports each one; running it again is harmless.
 */
export async function resetCluster(request: ResetRequest): Promise<ResetResult> {
  const { clusterfile, logger } = request;
  const name = clusterName(clusterfile.cluster);
  const facts = clusterFacts(clusterfile, name);
  const targets = resetTargets(facts, request.hosts, clusterfile);
  const whole = request.hosts === undefined;
  const everyone = [...facts.masters, ...facts.nodes];
  const problems = new Map(everyone.map((host) => [host, [] as string[]]));
  const note = (host: string, step: string, error: unknown) =>
    problems.get(host)?.push(`${step}: ${errorMessage(error)}`);

  const pool = request.connect
    ? new ExecutorPool(request.connect)
    : clusterExecutorPool({
        cluster: clusterfile.cluster,
        ...(request.localHost ? { localHost: request.localHost } : {}),
        hostKeyPolicy: request.hostKeyPolicy,
        ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
        logger,
      });
  // The runtime reaches every host of the cluster (a subset's deletion runs kubectl on master0).
  const reached = await settleEachHost(everyone, (host) => pool.get(host), {
    concurrency: request.concurrency ?? 16,
  });
  const executors = new Map<string, Executor>();
  const unreachable = new Map<string, unknown>();
  for (const outcome of reached) {
    if (outcome.ok) executors.set(outcome.host, outcome.value);
    else unreachable.set(outcome.host, outcome.error);
  }
  for (const [host, error] of unreachable)
    if (targets.includes(host)) logger.withPrefix(host).error(`unreachable: ${errorMessage(error)}`);

  let lock: HeldLock | undefined;
  try {
    lock = await takeLock(request, facts, executors, unreachable);
    await resetRuntime(request, facts, targets, whole, executors, unreachable, note);
    await settleEachHost(
      targets.filter((host) => executors.has(host)),
      async (host) => {
        const executor = executors.get(host)!;
        try {
          await undoBootstrap(executor, {
            rootfs: rootfsDir(name),
            labels: facts.labels,
            env: facts.env(host),
            registryDomain: await registryDomainOn(executor, rootfsDir(name)),
            isRegistry: facts.registries.includes(host),
            logger,
          });
        } catch (error) {
          note(host, 'undo bootstrap', error);
        }
        try {
          await executor.run(`rm -rf -- ${shellQuote(clusterDataDir(name))}`);
        } catch (error) {
          note(host, `remove ${clusterDataDir(name)}`, error);
        }
      },
      { concurrency: request.concurrency ?? 16 },
    );
    await lock?.release();
    lock = undefined;
    // The folders the first run made, when no other cluster keeps anything there (rmdir removes only empty ones).
    await settleEachHost(
      targets.filter((host) => executors.has(host) && problems.get(host)?.length === 0),
      (host) =>
        executors
          .get(host)!
          .run(`rmdir ${DATA_ROOT} 2>/dev/null; rmdir ${DATA_ROOT.replace(/\/data$/, '')} 2>/dev/null; true`),
    );
  } finally {
    await lock?.release().catch(() => undefined);
    await pool.closeAll();
  }

  const hosts = targets.map((host): HostReset => {
    const left = [
      ...(unreachable.has(host) ? [`unreachable: ${errorMessage(unreachable.get(host))}`] : []),
      ...(problems.get(host) ?? []),
    ];
    return { host, clean: left.length === 0, problems: left };
  });
  for (const host of hosts)
    if (host.clean) logger.withPrefix(host.host).info('clean');
    else logger.withPrefix(host.host).error(`not clean: ${host.problems.join('; ')}`);
  return { cluster: name, clean: hosts.every((host) => host.clean), whole, hosts };
}

/** The hosts to reset, as `ip:port` of the cluster; a subset must name hosts of the cluster and not master0. */
function resetTargets(
  facts: ClusterFacts,
  subset: ResetRequest['hosts'],
  clusterfile: Clusterfile,
): string[] {
  if (!subset) return [...facts.nodes, ...facts.masters];
  const resolve = (item: string, role: 'master' | 'node') => {
    const host = findHost(clusterfile.cluster, item);
    const list = role === 'master' ? facts.masters : facts.nodes;
    if (!host || !list.includes(host.address))
      throw new ResetError(`--${role}s: ${item} is not a ${role} of cluster "${facts.name}"`, {
        phase: 'reset',
      });
    return host.address;
  };
  const masters = subset.masters.map((item) => resolve(item, 'master'));
  const nodes = subset.nodes.map((item) => resolve(item, 'node'));
  if (masters.includes(facts.master0))
    throw new ResetError(
      `master0 ${facts.master0} can only be reset with the whole cluster: give no --masters/--nodes`,
      { phase: 'reset', host: facts.master0 },
    );
  if (masters.length + nodes.length === 0)
    throw new ResetError(
      'no host given to reset: name hosts with masters/nodes, or none for the whole cluster',
      {
        phase: 'reset',
      },
    );
  return [...new Set([...nodes, ...masters])];
}

/** The cluster's lock on master0, unless forced; an unreachable master0 stops an unforced reset. */
async function takeLock(
  request: ResetRequest,
  facts: ClusterFacts,
  executors: Map<string, Executor>,
  unreachable: Map<string, unknown>,
): Promise<HeldLock | undefined> {
  if (request.force) return undefined;
  const master0 = executors.get(facts.master0);
  if (!master0)
    throw new ResetError(
      `cannot take the cluster's lock: master0 is unreachable (${errorMessage(unreachable.get(facts.master0))}); force resets the reachable hosts without the lock`,
      { phase: 'reset', host: facts.master0, cause: unreachable.get(facts.master0) },
    );
  return acquireClusterLock({
    executor: master0,
    cluster: facts.name,
    owner: lockOwner(request.env),
    logger: request.logger,
    timeoutMs: request.lockTimeoutMinutes * 60_000,
  });
}

/**
 * kubeadm reset on the targets: the whole cluster through the runtime's reset (nodes, then masters, master0
 * last), a subset by deleting each host from Kubernetes and resetting it (masters one at a time).
 */
async function resetRuntime(
  request: ResetRequest,
  facts: ClusterFacts,
  targets: string[],
  whole: boolean,
  executors: Map<string, Executor>,
  unreachable: Map<string, unknown>,
  note: (host: string, step: string, error: unknown) => void,
): Promise<void> {
  const byIp = new Map([...facts.masters, ...facts.nodes].map((host) => [ipOf(host), host]));
  // For a subset, the runtime sees the cluster as it stays: the targets are the hosts that leave it.
  const staying = (host: string) => whole || !targets.includes(host);
  const runtime = new KubeadmRuntime({
    topology: {
      name: facts.name,
      masters: [
        facts.master0,
        ...facts.masters.filter((host) => host !== facts.master0 && staying(host)),
      ].map(ipOf),
      nodes: facts.nodes.filter(staying).map(ipOf),
    },
    connect: (ip) => {
      const host = byIp.get(ip) ?? ip;
      return executors.get(host) ?? unreachableHost(host, unreachable.get(host));
    },
    logger: request.logger,
    concurrency: request.concurrency ?? 16,
    config: {
      kubernetesVersion: facts.kubeVersion,
      vip: facts.vip,
      userDocuments: (request.clusterfile.kubeadm ?? []) as KubeadmDocument[],
    },
  });
  if (whole) {
    const report = await runtime.reset();
    for (const failure of report.failed) {
      const host = byIp.get(failure.host) ?? failure.host;
      if (!unreachable.has(host)) note(host, 'runtime reset', failure.message);
    }
    return;
  }
  for (const host of targets.filter((target) => executors.has(target))) {
    try {
      if (facts.masters.includes(host)) await runtime.deleteMasters([ipOf(host)]);
      else await runtime.deleteNodes([ipOf(host)]);
    } catch (error) {
      note(host, 'runtime delete', error);
    }
  }
}

/** The runtime's view of a host that could not be reached: every command fails with the connection error. */
function unreachableHost(host: string, error: unknown): RuntimeExecutor {
  const fail = () =>
    Promise.reject(
      new ResetError(`unreachable: ${errorMessage(error)}`, { host, phase: 'reset', cause: error }),
    );
  return { run: fail, writeFile: fail, readFile: fail };
}
