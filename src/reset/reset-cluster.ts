import { clusterExecutorPool } from '../cluster/cluster-executors.js';
import type { PhaseReport } from '../cluster/phase.js';
import { PhaseManager } from '../cluster/phase-manager.js';
import { type Clusterfile, clusterName, findHost } from '../clusterfile/index.js';
import { errorMessage } from '../errors.js';
import { ExecutorPool } from '../hosts/pool.js';
import { type ClusterFacts, clusterFacts } from './cluster-facts.js';
import type { ResetContext } from './context.js';
import { ResetError } from './errors.js';
import { resetPipeline } from './pipeline.js';
import type { HostReset, ResetRequest, ResetResult } from './request.js';

/**
 * Tears the cluster (or some of its hosts) down through the reset pipeline (pipeline.ts; the order is sealos's
 * reset, see docs/sealos-compatibility.md). It goes on past a failing or unreachable host and reports each
 * one; running it again is harmless. Only a refused lock (or master0 unreachable without force) stops it.
 */
export async function resetCluster(request: ResetRequest): Promise<ResetResult> {
  const { clusterfile, logger } = request;
  const name = clusterName(clusterfile.cluster);
  const facts = clusterFacts(clusterfile, name);
  const targets = resetTargets(facts, request.hosts, clusterfile);
  const everyone = [...facts.masters, ...facts.nodes];
  const context: ResetContext = {
    request,
    logger,
    facts,
    targets,
    whole: request.hosts === undefined,
    concurrency: request.concurrency ?? 16,
    pool: request.connect
      ? new ExecutorPool(request.connect)
      : clusterExecutorPool({
          cluster: clusterfile.cluster,
          ...(request.localHost ? { localHost: request.localHost } : {}),
          hostKeyPolicy: request.hostKeyPolicy,
          ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
          logger,
        }),
    executors: new Map(),
    unreachable: new Map(),
    problems: new Map(everyone.map((host) => [host, []])),
  };
  let phases: PhaseReport[];
  try {
    phases = await new PhaseManager(resetPipeline, logger).run(context);
  } finally {
    await context.lock?.release().catch(() => undefined);
    await context.pool.closeAll();
  }

  const hosts = targets.map((host): HostReset => {
    const left = [
      ...(context.unreachable.has(host)
        ? [`unreachable: ${errorMessage(context.unreachable.get(host))}`]
        : []),
      ...(context.problems.get(host) ?? []),
    ];
    return { host, clean: left.length === 0, problems: left };
  });
  for (const host of hosts)
    if (host.clean) logger.withPrefix(host.host).info('clean');
    else logger.withPrefix(host.host).error(`not clean: ${host.problems.join('; ')}`);
  return { cluster: name, clean: hosts.every((host) => host.clean), whole: context.whole, hosts, phases };
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
