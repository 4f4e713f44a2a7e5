import { join } from 'node:path';
import { PhaseManager } from '../cluster/phase-manager.js';
import {
  type Clusterfile,
  clusterfileSecrets,
  forgetHostKeys,
  parseClusterfile,
  runnerAddress,
} from '../clusterfile/index.js';
import { checkDockerConfig } from '../image/auth/docker-config.js';
import type { Logger } from '../log/logger.js';
import { CLUSTERFILE } from '../state/secret-guard.js';
import type { StateStore } from '../state/state.js';
import { desiredCluster, readDeclaredClusterfile, sourceClusterName } from './desired.js';
import { runPipeline } from './pipeline.js';
import { type RunContext, type RunDependencies, runResult } from './run-context.js';
import type { RunOutcome } from './run-outcome.js';
import { type RunRequest, requestSecrets } from './run-request.js';
import { checkClusterKeys } from './ssh-keys.js';
import { openStateStore } from './state-store.js';

/**
 * One run, shared by the action and the CLI: mask the secrets, load the saved cluster, build the desired one,
 * then the run's phases (pipeline.ts): recover from master0's copy if asked, take the cluster's lock, plan and
 * apply (the apply's own phases), save the redacted result (also when the apply failed, never on a dry run), wait, keep the copy on master0,
 * release the lock. A failed apply does not throw: the outcome carries the error so outputs and summary are
 * still written; a lock held by another run past lock-timeout throws LockTimeoutError before anything changed.
 */
export async function runCluster(
  request: RunRequest,
  logger: Logger,
  dependencies: RunDependencies = {},
): Promise<RunOutcome> {
  const context = await startRun(request, logger, dependencies);
  try {
    await new PhaseManager(runPipeline(dependencies.apply), logger, Date.now, 'plain').run(context);
    return runResult(context, 'outcome');
  } finally {
    // A run that stopped part-way (a refused save, an interrupt) still clears its deadline and drops connections.
    context.applying?.deadline.clear();
    await context.applying?.apply.close();
    await context.session?.close();
  }
}

/** The run before any host is reached: secrets masked, inputs read, the saved and the desired cluster. */
async function startRun(
  request: RunRequest,
  logger: Logger,
  dependencies: RunDependencies,
): Promise<RunContext> {
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
  const current = forget(await loadCurrent(store));
  if (!current && (source.kind === 'inputs' || source.kind === 'clusterfile'))
    logger.info(`No saved cluster "${cluster}": this run creates it`);
  const desire = (saved: Clusterfile | undefined) =>
    desiredCluster(source, {
      declared,
      current: saved,
      localAddress: dependencies.localAddress ?? runnerAddress(),
      configFiles: request.configFiles,
      stateLocation: store.location,
      logger,
    });
  const desired = await desire(current);
  await checkClusterKeys(desired.clusterfile.cluster, desired.localHost);
  const secrets = new Set([...requestSecrets(request), ...clusterfileSecrets(desired.clusterfile)]);
  for (const secret of secrets) logger.addSecret(secret);
  return {
    request,
    logger,
    dependencies,
    cluster,
    store,
    secrets,
    current,
    desired,
    desire,
    forget,
    results: {},
  };
}

/** The saved cluster, or undefined for a create (no state, or a state marked reset). */
async function loadCurrent(store: StateStore): Promise<Clusterfile | undefined> {
  const state = await store.load();
  if (state === undefined || state.reset) return undefined;
  return parseClusterfile(state.clusterfile, join(store.location, CLUSTERFILE)).clusterfile;
}
