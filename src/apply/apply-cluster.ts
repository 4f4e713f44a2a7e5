import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Cluster, clusterName, findHost } from '../clusterfile/index.js';
import { hostPlatform, type Platform } from '../image/platform.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import { defaultImageStoreDir, ImageStore } from '../image/store/image-store.js';
import { planCluster, planToText } from '../plan/index.js';
import { clusterExecutorPool } from './cluster-executors.js';
import { type ApplyContext, emptyProgress } from './context.js';
import { PhaseError, PhaseManager } from './phase-manager.js';
import { applyPipeline } from './pipeline.js';
import type { ApplyRequest, ApplyResult } from './request.js';
import { clusterfileAfterApply } from './status.js';
import { topologyOf } from './topology.js';

/**
 * Brings the hosts to the declared cluster: plan, then the pipeline, then the Clusterfile to save. A dry run
 * stops after the plan and touches no host. A failed phase does not throw: the result carries the error and
 * the ClusterFailed status, so the caller saves it and the next apply resumes.
 */
export async function applyCluster(request: ApplyRequest): Promise<ApplyResult> {
  const { desired, current, logger } = request;
  const plan = planCluster(desired.cluster, current?.cluster);
  logger.info(planToText(plan));
  if (request.dryRun) return { plan, clusterfile: current ?? desired, phases: [] };

  const progress = emptyProgress();
  const client = new RegistryClient({
    logger,
    credentials: request.registryCredentials,
    insecureRegistries: request.insecureRegistries,
  });
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
  });
  const context: ApplyContext = {
    clusterName: clusterName(desired.cluster),
    desired,
    current,
    plan,
    topology: topologyOf(plan, desired.cluster, current?.cluster, request.localHost),
    logger,
    force: request.force ?? false,
    concurrency: request.concurrency ?? 16,
    relay: request.relay ?? 'auto',
    imageStore,
    platform: clusterPlatform(desired.cluster, plan.master0),
    workRoot,
    executor: (host) => pool.get(host),
    results: {},
    progress,
  };

  const abort = () => void pool.closeAll();
  request.signal?.addEventListener('abort', abort, { once: true });
  let error: Error | undefined;
  let phases: ApplyResult['phases'] = [];
  try {
    phases = await new PhaseManager(applyPipeline, logger).run(context, request.signal);
  } catch (failure) {
    error = failure instanceof Error ? failure : new Error(String(failure));
    if (failure instanceof PhaseError) phases = failure.reports;
  } finally {
    request.signal?.removeEventListener('abort', abort);
    await Promise.allSettled([pool.closeAll(), context.results.trees?.dispose(), client.close()]);
  }
  return {
    plan,
    clusterfile: clusterfileAfterApply(context, error),
    phases,
    startedAt: progress.startedAt,
    hostTimings: progress.hostTimings,
    kubeconfig: progress.kubeconfig,
    error,
  };
}

/** Images are pulled for master0's architecture role when it has one, else for this machine's. */
function clusterPlatform(cluster: Cluster, master0: string): Platform {
  const roles = findHost(cluster, master0)?.roles ?? [];
  const arch = roles.find((role) => role === 'amd64' || role === 'arm64');
  return arch ? { os: 'linux', architecture: arch } : hostPlatform();
}
