import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterExecutorPool } from '../cluster/cluster-executors.js';
import { type Clusterfile, clusterHosts, parseClusterfile } from '../clusterfile/index.js';
import { fillSsh } from '../clusterfile/ssh-inputs.js';
import { errorMessage, SealosError } from '../errors.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { ExecutorPool } from '../hosts/pool.js';
import { releaseClusterLock } from '../lock/cluster-lock.js';
import type { Logger } from '../log/logger.js';
import { runReset } from '../reset/reset-flow.js';
import type { PostStepState } from '../run/job-state.js';
import type { SshInputs, StateSettings } from '../run/run-request.js';
import { collectDiagnostics } from './diagnostics.js';

/** The run action's inputs the post step uses (it reads them again: no secret went through GITHUB_STATE). */
export interface PostStepInputs {
  ssh: SshInputs;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  state: StateSettings;
  lockTimeoutMinutes: number;
  /** Collect diagnostics when the run failed. */
  diagnostics: boolean;
  /** Reset the cluster now (throwaway clusters). */
  cleanup: boolean;
}

export interface PostStepDependencies {
  /** Uploads the collected files; the artifact upload in the action. */
  upload: (cluster: string, files: string[], rootDir: string) => Promise<unknown>;
  env?: NodeJS.ProcessEnv;
  tempDir?: string;
}

/**
 * The run action's post step: release the lock if the main step could not (it died, or timed out), collect
 * diagnostics from every host when the run failed, and with `cleanup` reset the cluster. Each part is tried
 * even when an earlier one failed; only a reset that leaves a host unclean fails the step.
 */
export async function runPostStep(
  state: PostStepState | undefined,
  inputs: PostStepInputs,
  logger: Logger,
  dependencies: PostStepDependencies,
): Promise<void> {
  if (!state) {
    logger.info('The main step recorded no cluster (it stopped before taking the lock): nothing to do');
    return;
  }
  for (const secret of [inputs.ssh.password, inputs.ssh.privateKey, inputs.ssh.passphrase])
    logger.addSecret(secret);
  const declared = parseClusterfile(await readFile(state.clusterfile, 'utf8'), state.clusterfile).clusterfile;
  const clusterfile = fillSsh(declared, inputs.ssh);
  const pool = clusterExecutorPool({
    cluster: clusterfile.cluster,
    ...(state.localHost ? { localHost: state.localHost } : {}),
    hostKeyPolicy: inputs.hostKeyPolicy,
    ...(inputs.knownHosts ? { knownHosts: inputs.knownHosts } : {}),
    logger,
  });
  try {
    if (state.lockToken) await releaseLeftLock(state, pool, logger);
    if (state.phase !== 'ClusterSuccess' && inputs.diagnostics)
      await collectAndUpload(state, clusterfile, pool, logger, dependencies);
  } finally {
    await pool.closeAll();
  }
  if (inputs.cleanup) {
    const outcome = await runReset(
      {
        cluster: state.cluster,
        clusterfile: state.clusterfile,
        masters: '',
        nodes: '',
        ssh: inputs.ssh,
        hostKeyPolicy: inputs.hostKeyPolicy,
        ...(inputs.knownHosts ? { knownHosts: inputs.knownHosts } : {}),
        state: inputs.state,
        force: false,
        lockTimeoutMinutes: inputs.lockTimeoutMinutes,
      },
      logger,
      dependencies.env,
    );
    if (!outcome.clean)
      throw new SealosError(
        `cleanup: cluster "${state.cluster}" is not clean on ${(outcome.result?.hosts ?? [])
          .filter((host) => !host.clean)
          .map((host) => host.host)
          .join(', ')}`,
        { phase: 'cleanup' },
      );
  }
}

/** The lock the main step could not release; a failure is a warning (the lock goes stale on its own). */
async function releaseLeftLock(state: PostStepState, pool: ExecutorPool, logger: Logger): Promise<void> {
  try {
    const released = await releaseClusterLock(await pool.get(state.master0), state.cluster, state.lockToken);
    logger.info(
      released ? `Lock of cluster "${state.cluster}" released` : "The lock was no longer this run's",
    );
  } catch (error) {
    logger.warn(
      `lock not released: ${errorMessage(error)} (it goes stale 2 minutes after its last heartbeat)`,
    );
  }
}

/** Every host's diagnostics, collected into a scratch folder and uploaded; a failure is a warning. */
async function collectAndUpload(
  state: PostStepState,
  clusterfile: Clusterfile,
  pool: ExecutorPool,
  logger: Logger,
  dependencies: PostStepDependencies,
): Promise<void> {
  const dir = await mkdtemp(path.join(dependencies.tempDir ?? os.tmpdir(), 'sealos-diagnostics-'));
  try {
    const failure = state.phase
      ? `cluster "${state.cluster}": ${state.phase}${state.failedPhase ? `, failed phase: ${state.failedPhase}` : ''}`
      : `cluster "${state.cluster}": the main step ended during the apply (timeout or crash)`;
    const files = await collectDiagnostics(
      clusterHosts(clusterfile.cluster).map((host) => host.address),
      (host) => pool.get(host),
      { cluster: state.cluster, failure, dir, logger },
    );
    await dependencies.upload(state.cluster, files, dir);
  } catch (error) {
    logger.warn(`diagnostics not uploaded: ${errorMessage(error)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
