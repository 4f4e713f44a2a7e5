import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { clusterExecutorPool } from '../cluster/cluster-executors.js';
import type { Phase, PhaseReport } from '../cluster/phase.js';
import { PhaseManager } from '../cluster/phase-manager.js';
import { topologyOf } from '../cluster/topology.js';
import { type Clusterfile, clusterName } from '../clusterfile/index.js';
import { reasonOf, SealosError } from '../errors.js';
import { resolveImage } from '../image/pull.js';
import { parseReference } from '../image/reference.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import { defaultImageStoreDir, ImageStore } from '../image/store/image-store.js';
import { LocalImages } from '../image/store/local-images.js';
import { type Plan, planCluster, planToText } from '../plan/index.js';
import { savedDistribution } from '../runtime/index.js';
import { clusterPlatform } from './cluster-platform.js';
import { type ApplyContext, emptyProgress } from './context.js';
import { planCreateRuntime } from './create-plan.js';
import { applyPipeline, dryRunPipeline } from './pipeline.js';
import type { ApplyRequest, ApplyResult } from './request.js';
import { clusterfileAfterApply } from './status.js';
import { planUpgrade } from './upgrade-plan.js';

/**
 * An apply under way, from its plan to its result. `openApply` plans (with the upgrade a newer rootfs image
 * asks for, read from the images' labels) and opens what the phases share; the caller runs the phases of
 * `applyPipeline` one by one with `runPhase` (the run lays them out in its own flat list), then `close`s it
 * and reads its `result`. A dry run of a create has nothing more to read; one of a reconcile runs only the
 * read-only phases that compare master0's configuration. A failed phase does not throw: the result carries the
 * error and the ClusterFailed status, so the caller saves it and the next apply resumes; a failure before any
 * host changed (Check, Pull, Config) leaves an existing cluster's status as it was.
 */
export class OpenApply {
  readonly reports: PhaseReport[] = [];
  private readonly manager: PhaseManager<ApplyContext>;
  private failure: Error | undefined;
  private closing: Promise<unknown> | undefined;

  constructor(
    private readonly request: ApplyRequest,
    readonly plan: Plan,
    readonly desired: Clusterfile,
    /** What the phases share; none for a dry run of a create. */
    private readonly context: ApplyContext | undefined,
    /** The pool, the prepared trees and the registry client, released once by `close`. */
    private readonly release: () => Promise<unknown>,
  ) {
    this.manager = new PhaseManager(this.phases, request.logger);
  }

  /** The phases this apply runs: every one, a dry run of a reconcile's read-only ones, or none. */
  get phases(): readonly Phase<ApplyContext>[] {
    if (!this.context) return [];
    return this.request.dryRun ? dryRunPipeline : applyPipeline;
  }

  /** Whether `phase` is still to run: one of this apply's, and no earlier phase failed. */
  runs(phase: Phase<ApplyContext>): boolean {
    return this.context !== undefined && this.failure === undefined && this.phases.includes(phase);
  }

  /** Runs one phase in its log group (or reports it skipped); a failure is kept, and ends the apply's phases. */
  async runPhase(phase: Phase<ApplyContext>): Promise<void> {
    if (!this.context || !this.runs(phase)) return;
    try {
      await this.manager.runPhase(phase, this.context, this.reports, this.request.signal);
    } catch (failure) {
      this.failure = failure instanceof Error ? failure : new Error(String(failure));
    }
  }

  /** Releases the connections, the prepared trees and the registry client; again is a no-op. */
  async close(): Promise<void> {
    this.closing ??= this.release();
    await this.closing;
  }

  /**
   * What the apply did, and the Clusterfile to save. A dry run saves nothing, so its Clusterfile is the one
   * it started from; its failure (master0 not read, a refused change) comes back with the plan all the same.
   */
  result(): ApplyResult {
    const { plan, desired, context, failure: error } = this;
    const { current } = this.request;
    if (this.request.dryRun || !context)
      return { plan, clusterfile: current ?? desired, phases: this.reports, ...(error ? { error } : {}) };
    const { progress } = context;
    const unchanged = error !== undefined && changedNoHost(this.reports);
    return {
      plan,
      clusterfile: clusterfileAfterApply(context, error, { unchanged }),
      phases: this.reports,
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
}

/** Plans the apply, logs the plan (unless the caller shows it), and opens what its phases share. */
export async function openApply(request: ApplyRequest): Promise<OpenApply> {
  const { current, logger } = request;
  const client = new RegistryClient({
    logger,
    credentials: request.registryCredentials,
    insecureRegistries: request.insecureRegistries,
    ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
  });
  const { plan, desired } = await planApply(request, client);
  if (!(request.dryRun && request.planShownByCaller)) logger.info(planToText(plan));
  if (request.dryRun && plan.action === 'create') {
    await client.close();
    return new OpenApply(request, plan, desired, undefined, async () => {});
  }
  const progress = emptyProgress();
  const storeRoot = request.imageStoreDir ?? defaultImageStoreDir();
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
    imageStore: new ImageStore({ client, logger, root: storeRoot }),
    platform: clusterPlatform(desired.cluster, plan.master0),
    workRoot,
    executor: (host) => pool.get(host),
    results: {},
    progress,
  };
  return new OpenApply(request, plan, desired, context, () =>
    Promise.allSettled([pool.closeAll(), context.results.trees?.dispose(), client.close()]),
  );
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
function changedNoHost(phases: readonly PhaseReport[]): boolean {
  return (
    phases.length > 0 &&
    phases.every(
      (report) =>
        report.status === 'skipped' || applyPipeline.find((phase) => phase.title === report.title)?.readOnly,
    )
  );
}
