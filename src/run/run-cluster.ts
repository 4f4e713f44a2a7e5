import { join } from 'node:path';
import { applyCluster } from '../apply/apply-cluster.js';
import type { ApplyRequest, ApplyResult } from '../apply/request.js';
import type { PhaseReport } from '../cluster/phase.js';
import {
  type Clusterfile,
  clusterfileSecrets,
  forgetHostKeys,
  parseClusterfile,
  redactClusterfile,
  runnerAddress,
  stringifyClusterfile,
  writeClusterfile,
} from '../clusterfile/index.js';
import { errorMessage, SealosError } from '../errors.js';
import { checkDockerConfig } from '../image/auth/docker-config.js';
import { DEFAULT_LOCK_TIMEOUT_MINUTES } from '../lock/cluster-lock.js';
import { formatDuration, type Logger } from '../log/logger.js';
import type { HostStepTiming } from '../log/phase-gantt.js';
import type { Plan } from '../plan/index.js';
import { clusterfileCopyPath } from '../recover/clusterfile-copy.js';
import { assertNoSecrets, CLUSTERFILE } from '../state/secret-guard.js';
import type { StateKind, StateStore } from '../state/state.js';
import { type Desired, desiredCluster, readDeclaredClusterfile, sourceClusterName } from './desired.js';
import { type NodeReadiness, NodesNotReadyError, nodeTableLines, waitForNodes } from './node-readiness.js';
import { registryCredentials } from './registry-credentials.js';
import { type RunRequest, requestSecrets } from './run-request.js';
import { RunSession } from './run-session.js';
import { checkClusterKeys } from './ssh-keys.js';
import { openStateStore } from './state-store.js';
import { applyDeadline } from './timeout.js';

/** What a run did, for the outputs, the job summary and the CLI's report. Holds no secret but the kubeconfig. */
export interface RunOutcome {
  cluster: string;
  dryRun: boolean;
  plan: Plan;
  phases: PhaseReport[];
  /** When the apply started, and each host's time in each fan-out step, for the summary's chart. */
  startedAt?: number;
  hostTimings: HostStepTiming[];
  /** `none` for a dry run. */
  phase: 'ClusterSuccess' | 'ClusterFailed' | 'none';
  /** Redacted: the Clusterfile as saved, or for a dry run the desired one. */
  clusterfile: Clusterfile;
  /** Redacted: the saved cluster this run started from. */
  current?: Clusterfile;
  /** master0's admin kubeconfig when the cluster is up. Its key material is registered with the logger. */
  kubeconfig?: string;
  /** The apply's failure; the state was saved with it (ClusterFailed) when the store could. */
  error?: Error;
  /** The apply failed before changing any host: the saved cluster keeps its phase. */
  unchanged?: boolean;
  state: { kind: StateKind; location: string; saved: boolean };
  /** The redacted Clusterfile this run wrote (the local state file, or a copy under outputDir). */
  clusterfilePath?: string;
  /** The nodes as master0's kubectl listed them at the end of the wait (`waitMs`); absent without a wait. */
  nodes?: NodeReadiness[];
}

/** The engine entry and this machine's address; tests replace the apply with a named stand-in. */
export interface RunDependencies {
  apply?: (request: ApplyRequest) => Promise<ApplyResult>;
  localAddress?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * Aborted when the user interrupts the run (watchInterrupts): a wait for the lock ends, an apply not yet
   * started is not started, one under way stops at the next safe point and its ClusterFailed status is saved.
   */
  signal?: AbortSignal;
}

/**
 * One run, shared by the action and the CLI: mask the secrets, load the saved cluster (or recover it from
 * master0's copy), build the desired one, take the cluster's lock on master0, apply, save the redacted result
 * (also when the apply failed, never on a dry run) and its copy on master0, release the lock, and report.
 * A failed apply does not throw: the outcome carries the error so outputs and summary are still written; a
 * lock held by another run past lock-timeout throws LockTimeoutError before anything changed.
 */
export async function runCluster(
  request: RunRequest,
  logger: Logger,
  dependencies: RunDependencies = {},
): Promise<RunOutcome> {
  for (const secret of requestSecrets(request)) logger.addSecret(secret);
  if (request.registry.config) await checkDockerConfig(request.registry.config);
  const { source } = request;
  const declared =
    source.kind === 'clusterfile'
      ? await readDeclaredClusterfile(source.path, logger, source.template, {
          ...(source.noHostsMeansLocal
            ? { localHost: () => dependencies.localAddress ?? runnerAddress() }
            : {}),
        })
      : undefined;
  const cluster = sourceClusterName(source, declared);
  const store = openStateStore(request.state, cluster, logger, dependencies.env);
  const forget = (saved: Clusterfile | undefined) =>
    saved && { ...saved, cluster: forgetHostKeys(saved.cluster, request.forgetHostKeys ?? [], logger) };
  let current = forget(await loadCurrent(store));
  if (!current && (source.kind === 'inputs' || source.kind === 'clusterfile'))
    logger.info(`No saved cluster "${cluster}": this run creates it`);
  const desiredFrom = (saved: Clusterfile | undefined) =>
    desiredCluster(source, {
      declared,
      current: saved,
      localAddress: dependencies.localAddress ?? runnerAddress(),
      configFiles: request.configFiles,
      stateLocation: store.location,
      logger,
    });
  let desired = await desiredFrom(current);
  await checkClusterKeys(desired.clusterfile.cluster, desired.localHost);
  const secrets = new Set([...requestSecrets(request), ...clusterfileSecrets(desired.clusterfile)]);
  for (const secret of secrets) logger.addSecret(secret);
  const session =
    request.dryRun && !request.state.recover
      ? undefined
      : await openSession(desired, request, logger, dependencies);
  try {
    if (session && request.state.recover && !current) {
      current = forget(parseClusterfile(await session.recover(), clusterfileCopyPath(cluster)).clusterfile);
      logger.info(`State recovered from master0 ${session.master0}:${clusterfileCopyPath(cluster)}`);
      desired = await desiredFrom(current);
    } else if (session && !current && (await session.hasCopy()))
      logger.warn(
        `no saved state, but master0 keeps a Clusterfile of cluster "${cluster}": if its state artifact expired, re-run with recover-state: true instead of creating it over the live cluster`,
      );
    if (session && !request.dryRun)
      await session.lock(
        request.lockTimeoutMinutes ?? DEFAULT_LOCK_TIMEOUT_MINUTES,
        desired.clusterfile,
        dependencies.signal,
      );
    // Interrupted before the apply began: nothing changed, so nothing is saved.
    dependencies.signal?.throwIfAborted();
    const outcome = await applyAndSave(request, logger, dependencies, {
      store,
      cluster,
      current,
      desired,
      secrets,
    });
    if (session && !request.dryRun && !outcome.error && request.waitMs)
      await waitForUsableCluster(session, outcome, request.waitMs, logger, dependencies.signal);
    if (session && !request.dryRun) {
      // Nodes not Ready: the apply is saved as done, and the post step collects diagnostics all the same.
      await session.recordOutcome(
        outcome.error instanceof NodesNotReadyError ? 'NodesNotReady' : outcome.phase,
        outcome.error instanceof SealosError ? outcome.error.phase : undefined,
      );
      if (outcome.phase !== 'none') await session.keepClusterfile(stringifyClusterfile(outcome.clusterfile));
    }
    return outcome;
  } finally {
    await session?.close();
  }
}

/**
 * After a successful apply, master0's kubectl is asked until every node is Ready: the nodes go in the outcome
 * (the log shows them now, the job summary later); at the end of the wait the failure naming the nodes that
 * are not Ready becomes the outcome's error. The apply and its saved state stand either way.
 */
async function waitForUsableCluster(
  session: RunSession,
  outcome: RunOutcome,
  waitMs: number,
  logger: Logger,
  signal: AbortSignal | undefined,
): Promise<void> {
  try {
    outcome.nodes = await logger.group(
      `Wait for every node to be Ready (up to ${formatDuration(waitMs)})`,
      () =>
        waitForNodes({
          run: (command) => session.runOnMaster0(command),
          runtime: outcome.plan.runtime,
          timeoutMs: waitMs,
          logger,
          ...(signal ? { signal } : {}),
        }),
    );
  } catch (error) {
    if (!(error instanceof NodesNotReadyError)) throw error;
    outcome.nodes = error.nodes;
    outcome.error = error;
  }
  if (outcome.nodes.length > 0) for (const line of nodeTableLines(outcome.nodes)) logger.info(line);
}

/** The apply, then the redacted save (also when the apply failed, never on a dry run) and the outcome. */
async function applyAndSave(
  request: RunRequest,
  logger: Logger,
  dependencies: RunDependencies,
  run: { store: StateStore; cluster: string; current?: Clusterfile; desired: Desired; secrets: Set<string> },
): Promise<RunOutcome> {
  const apply = dependencies.apply ?? applyCluster;
  const { store, cluster, current, desired, secrets } = run;

  // Every input is read before the deadline starts: a refused input must not leave its timer running.
  const credentials = registryCredentials(request.registry, desired.clusterfile.cluster.spec?.image ?? []);
  const deadline = applyDeadline(request.timeoutMinutes, dependencies.signal);
  const result = await apply({
    desired: desired.clusterfile,
    ...(current ? { current } : {}),
    localHost: desired.localHost,
    dryRun: request.dryRun,
    force: request.force,
    ...(request.pruneRunner ? { pruneRunner: true } : {}),
    ...(request.reinstall ? { reinstall: request.reinstall } : {}),
    concurrency: request.concurrency,
    relay: request.relay,
    hostKeyPolicy: request.hostKeyPolicy,
    knownHosts: request.knownHosts,
    registryCredentials: credentials,
    insecureRegistries: request.insecureRegistries,
    ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
    logger,
    ...(deadline.signal ? { signal: deadline.signal } : {}),
  }).finally(() => deadline.clear());
  // Only the kubeconfig's key material is masked in logs (the runtime registered it); the whole text is kept
  // out of the saved state and artifacts by the guard.
  if (result.kubeconfig) secrets.add(result.kubeconfig);

  const clusterfile = redactClusterfile(request.dryRun ? desired.clusterfile : result.clusterfile);
  const content = { clusterfile: stringifyClusterfile(clusterfile), files: {} };
  const saved = request.dryRun ? false : await save(store, content, [...secrets], result, logger);
  let clusterfilePath: string | undefined;
  if (saved && store.kind === 'local') clusterfilePath = join(store.location, CLUSTERFILE);
  else if (request.outputDir) {
    assertNoSecrets(content, [...secrets]);
    clusterfilePath = join(request.outputDir, 'sealos-action', cluster, CLUSTERFILE);
    await writeClusterfile(clusterfilePath, clusterfile);
  }
  return {
    cluster,
    dryRun: request.dryRun,
    plan: result.plan,
    phases: result.phases,
    ...(result.startedAt ? { startedAt: result.startedAt } : {}),
    hostTimings: result.hostTimings ?? [],
    phase: request.dryRun ? 'none' : finalPhase(result),
    clusterfile,
    ...(current ? { current: redactClusterfile(current) } : {}),
    ...(result.kubeconfig ? { kubeconfig: result.kubeconfig } : {}),
    ...(result.error ? { error: result.error } : {}),
    ...(result.error && result.unchanged ? { unchanged: true } : {}),
    state: { kind: store.kind, location: store.location, saved },
    ...(clusterfilePath ? { clusterfilePath } : {}),
  };
}

/**
 * master0's session for the lock and the Clusterfile copy. A dry run touches no host and takes no lock; with
 * recover-state it only reads the copy. A stand-in apply (tests) reaches no host, so neither does the session.
 */
function openSession(
  desired: Desired,
  request: RunRequest,
  logger: Logger,
  dependencies: RunDependencies,
): Promise<RunSession> | undefined {
  if (dependencies.apply) return undefined;
  return RunSession.open({
    desired: desired.clusterfile,
    ...(desired.localHost ? { localHost: desired.localHost } : {}),
    hostKeyPolicy: request.hostKeyPolicy,
    ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
    logger,
    ...(dependencies.env ? { env: dependencies.env } : {}),
  });
}

/** The saved cluster, or undefined for a create (no state, or a state marked reset). */
async function loadCurrent(store: StateStore): Promise<Clusterfile | undefined> {
  const state = await store.load();
  if (state === undefined || state.reset) return undefined;
  return parseClusterfile(state.clusterfile, join(store.location, CLUSTERFILE)).clusterfile;
}

/**
 * Saves the state. When the apply failed too, a save failure is logged and the apply's error stays the one
 * reported: it is what the user must fix first.
 */
async function save(
  store: StateStore,
  content: { clusterfile: string; files: Record<string, string> },
  secrets: string[],
  result: ApplyResult,
  logger: Logger,
): Promise<boolean> {
  try {
    await store.save(content, secrets);
    return store.kind !== 'none';
  } catch (error) {
    if (!result.error) throw error;
    logger.error(`state not saved: ${errorMessage(error)}`);
    return false;
  }
}

/** The saved phase: ClusterFailed after a failure, unless it changed no host (the cluster keeps its own). */
function finalPhase(result: ApplyResult): 'ClusterSuccess' | 'ClusterFailed' {
  if (result.error && !result.unchanged) return 'ClusterFailed';
  return result.clusterfile.cluster.status?.phase === 'ClusterFailed' ? 'ClusterFailed' : 'ClusterSuccess';
}
