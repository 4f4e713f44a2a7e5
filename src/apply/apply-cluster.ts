import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { clusterExecutorPool } from '../cluster/cluster-executors.js';
import { PhaseError, PhaseManager } from '../cluster/phase-manager.js';
import { topologyOf } from '../cluster/topology.js';
import { type Cluster, type Clusterfile, clusterName, findHost } from '../clusterfile/index.js';
import { reasonOf, SealosError } from '../errors.js';
import { hostPlatform, type Platform } from '../image/platform.js';
import { resolveImage } from '../image/pull.js';
import { parseReference } from '../image/reference.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import { defaultImageStoreDir, ImageStore } from '../image/store/image-store.js';
import { LocalImages } from '../image/store/local-images.js';
import { type Plan, planCluster, planToText } from '../plan/index.js';
import { savedDistribution } from '../runtime/index.js';
import { type ApplyContext, emptyProgress } from './context.js';
import { planCreateRuntime } from './create-plan.js';
import { applyPipeline, dryRunPipeline } from './pipeline.js';
import type { ApplyRequest, ApplyResult } from './request.js';
import { clusterfileAfterApply } from './status.js';
import { planUpgrade } from './upgrade-plan.js';

/**
 * Brings the hosts to the declared cluster: plan (with the upgrade a newer rootfs image asks for, read from
 * the images' labels), then the pipeline, then the Clusterfile to save. A dry run stops after the plan and
 * touches no host; a refused upgrade throws before any host is touched. A failed phase does not throw: the
 * result carries the error and the ClusterFailed status, so the caller saves it and the next apply resumes; a
 * failure before any host changed (Check, Pull, Config) leaves an existing cluster's status as it was.
 */
export async function applyCluster(request: ApplyRequest): Promise<ApplyResult> {
  const { current, logger } = request;
  const client = new RegistryClient({
    logger,
    credentials: request.registryCredentials,
    insecureRegistries: request.insecureRegistries,
    ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
  });
  const { plan, desired } = await planApply(request, client);
  if (!(request.dryRun && request.planShownByCaller)) logger.info(planToText(plan));
  // A dry run of a create has nothing more to read; one of a reconcile reads master0's configuration, then stops.
  if (request.dryRun && plan.action === 'create') {
    await client.close();
    return { plan, clusterfile: current ?? desired, phases: [] };
  }

  const progress = emptyProgress();
  const storeRoot = request.imageStoreDir ?? defaultImageStoreDir();
  const imageStore = new ImageStore({ client, logger, root: storeRoot });
  const workRoot = path.join(storeRoot, 'work');
  await mkdir(workRoot, { recursive: true });
  const pool = clusterExecutorPool({
    cluster: desired.cluster,
    ...(current ? { previous: current.cluster } : {}),
    localHost: request.localHost,
    hostKeyPolicy: request.hostKeyPolicy,
    knownHosts: request.knownHosts,
    logger,
    onNewHostKey: (host, fingerprint) => progress.hostKeys.set(host, fingerprint),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const context: ApplyContext = {
    clusterName: clusterName(desired.cluster),
    desired,
    current,
    plan,
    topology: topologyOf(plan, desired.cluster, current?.cluster, request.localHost),
    logger,
    force: request.force ?? false,
    pruneRunner: request.pruneRunner ?? false,
    renewCertificates: request.renewCertificates ?? false,
    concurrency: request.concurrency ?? 16,
    relay: request.relay ?? 'auto',
    imageStore,
    platform: clusterPlatform(desired.cluster, plan.master0),
    workRoot,
    executor: (host) => pool.get(host),
    results: {},
    progress,
  };

  const { phases, error } = await runApplyPhases(context, request, () =>
    Promise.allSettled([pool.closeAll(), context.results.trees?.dispose(), client.close()]),
  );
  if (request.dryRun) {
    if (error) throw error;
    return { plan, clusterfile: current ?? desired, phases };
  }
  const unchanged = error !== undefined && changedNoHost(phases);
  return {
    plan,
    clusterfile: clusterfileAfterApply(context, error, { unchanged }),
    phases,
    startedAt: progress.startedAt,
    hostTimings: progress.hostTimings,
    kubeconfig: progress.kubeconfig,
    ...(progress.unreachable.size > 0
      ? { uncleaned: [...progress.unreachable].filter((host) => progress.removed.has(host)) }
      : {}),
    error,
    unchanged,
  };
}

/** The apply's phases (a dry run's only read); a failure is returned with the reports so far, then `close`. */
async function runApplyPhases(
  context: ApplyContext,
  request: ApplyRequest,
  close: () => Promise<unknown>,
): Promise<{ phases: ApplyResult['phases']; error?: Error }> {
  try {
    const pipeline = request.dryRun ? dryRunPipeline : applyPipeline;
    return { phases: await new PhaseManager(pipeline, context.logger).run(context, request.signal) };
  } catch (failure) {
    const error = failure instanceof Error ? failure : new Error(String(failure));
    return { phases: failure instanceof PhaseError ? failure.reports : [], error };
  } finally {
    await close();
  }
}

/**
 * The plan, with the upgrade a newer rootfs image asks for (read from the images' labels). Planning reads those
 * labels from the registry: its failures say they happened while planning, and close the client.
 */
async function planApply(
  request: ApplyRequest,
  client: RegistryClient,
): Promise<{ plan: Plan; desired: Clusterfile }> {
  const { current } = request;
  try {
    const plan = planCluster(request.desired.cluster, current?.cluster, request.reinstall);
    const saved = plan.action === 'reconcile' ? savedDistribution(current?.cluster) : undefined;
    if (saved) plan.runtime = saved;
    const platform = clusterPlatform(request.desired.cluster, plan.master0);
    // An image in the local store (pulled or loaded) is read there: an air-gapped run needs no registry.
    const labelsOf = async (reference: string) =>
      (
        (await new LocalImages(request.imageStoreDir ?? defaultImageStoreDir()).find(reference)) ??
        (await resolveImage(client, parseReference(reference), platform))
      ).config.config?.Labels ?? {};
    const planned = await planUpgrade({ plan, desired: request.desired, current, labelsOf });
    // A create's runtime comes from its rootfs once pulled; a dry run pulls nothing, so it reads the labels here.
    return request.dryRun ? { ...planned, plan: await planCreateRuntime(planned.plan, labelsOf) } : planned;
  } catch (error) {
    await client.close();
    // Planning reads the images' labels from the registry: its failures say they happened while planning.
    if (error instanceof SealosError && error.phase) throw error;
    const located = error instanceof SealosError ? error : undefined;
    throw new SealosError(reasonOf(error), {
      phase: 'plan',
      host: located?.host,
      cause: error,
      temporary: located?.temporary,
      wraps: true,
    });
  }
}

/** Whether every phase that ran only looked (Check, Pull, Config): a failure then leaves the cluster as it was. */
function changedNoHost(phases: ApplyResult['phases']): boolean {
  return (
    phases.length > 0 &&
    phases.every(
      (report) =>
        report.status === 'skipped' || applyPipeline.find((phase) => phase.title === report.title)?.readOnly,
    )
  );
}

/** Images are pulled for master0's architecture role when it has one, else for this machine's. */
export function clusterPlatform(cluster: Cluster, master0: string): Platform {
  const roles = findHost(cluster, master0)?.roles ?? [];
  const arch = roles.find((role) => role === 'amd64' || role === 'arm64');
  return arch ? { os: 'linux', architecture: arch } : hostPlatform();
}
