import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openClusterExecutor } from '../cluster/cluster-executors.js';
import { type CopiedImage, copyToClusterRegistry, type RegistryCopy } from '../cluster/cluster-registry.js';
import {
  type Clusterfile,
  clusterName,
  master0,
  redactClusterfile,
  stringifyClusterfile,
} from '../clusterfile/index.js';
import { errorMessage } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { CopySourceOptions } from '../image/copy-source.js';
import { acquireClusterLock, type HeldLock } from '../lock/cluster-lock.js';
import { lockOwner } from '../lock/owner.js';
import type { Logger } from '../log/logger.js';
import {
  readClusterfileCopy,
  recoverClusterfile,
  writeClusterfileCopy,
} from '../recover/clusterfile-copy.js';
import { recordForPostStep } from './job-state.js';

export interface RunSessionOptions {
  /** The desired cluster, secrets included: master0 and its SSH settings come from it. */
  desired: Clusterfile;
  localHost?: string;
  hostKeyPolicy: HostKeyPolicy;
  knownHosts?: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}

/**
 * What a run does on master0 around its apply, over one connection: recover the saved Clusterfile from the
 * copy there, hold the cluster's lock (its heartbeat needs the connection), keep the new copy, and tell the
 * action's post step what it needs to release the lock and collect diagnostics if the main step dies.
 */
export class RunSession {
  private held?: HeldLock;

  private constructor(
    readonly cluster: string,
    readonly master0: string,
    private readonly executor: Executor,
    private readonly options: RunSessionOptions,
  ) {}

  static async open(options: RunSessionOptions): Promise<RunSession> {
    const cluster = options.desired.cluster;
    const host = master0(cluster);
    const executor = await openClusterExecutor(
      {
        cluster,
        ...(options.localHost ? { localHost: options.localHost } : {}),
        hostKeyPolicy: options.hostKeyPolicy,
        ...(options.knownHosts ? { knownHosts: options.knownHosts } : {}),
        logger: options.logger,
      },
      host,
    );
    return new RunSession(clusterName(cluster), host, executor, options);
  }

  /** The redacted Clusterfile master0 keeps (`recover-state`); fails when it has none. */
  recover(): Promise<string> {
    return recoverClusterfile(this.executor, this.cluster);
  }

  /** Whether master0 keeps a Clusterfile of this cluster, for the hint when the state store had none. */
  async hasCopy(): Promise<boolean> {
    return (await readClusterfileCopy(this.executor, this.cluster).catch(() => undefined)) !== undefined;
  }

  /** Takes the lock (waiting up to `timeoutMinutes`) and records it, with the hosts, for the post step. */
  async lock(timeoutMinutes: number, desired: Clusterfile, signal?: AbortSignal): Promise<void> {
    const env = this.options.env ?? process.env;
    this.held = await acquireClusterLock({
      executor: this.executor,
      cluster: this.cluster,
      owner: lockOwner(env),
      logger: this.options.logger,
      timeoutMs: timeoutMinutes * 60_000,
      ...(signal ? { signal } : {}),
    });
    if (!env.GITHUB_STATE) return;
    const file = path.join(
      env.RUNNER_TEMP || os.tmpdir(),
      'sealos-action',
      this.cluster,
      'desired-Clusterfile',
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, stringifyClusterfile(redactClusterfile(desired)), { mode: 0o600 });
    await recordForPostStep(
      {
        cluster: this.cluster,
        master0: this.master0,
        lockToken: this.held.token,
        clusterfile: file,
        localHost: this.options.localHost ?? '',
        phase: '',
        failedPhase: '',
      },
      env,
    );
  }

  /** Copies images into the cluster's registry on master0 through this connection (see copyToClusterRegistry). */
  copyToRegistry(
    copies: readonly RegistryCopy[],
    sources: Omit<CopySourceOptions, 'logger'>,
  ): Promise<CopiedImage[]> {
    return copyToClusterRegistry({
      master0: this.executor,
      cluster: this.cluster,
      copies,
      sources,
      logger: this.options.logger,
    });
  }

  /** Runs a command on master0 as root and gives its stdout; a failure throws (CommandError). */
  async runOnMaster0(script: string): Promise<string> {
    return (await this.executor.run(script)).stdout;
  }

  /** Tells the post step how the apply ended. */
  recordOutcome(phase: string, failedPhase: string | undefined): Promise<void> {
    return recordForPostStep({ phase, failedPhase: failedPhase ?? '' }, this.options.env);
  }

  /** Keeps the redacted Clusterfile on master0; a failure is a warning (the state store has it). */
  async keepClusterfile(redactedText: string): Promise<void> {
    try {
      if (await writeClusterfileCopy(this.executor, this.cluster, redactedText))
        this.options.logger.info(`Clusterfile copy kept on master0 ${this.master0}`);
    } catch (error) {
      this.options.logger.warn(`Clusterfile copy not kept on master0: ${errorMessage(error)}`);
    }
  }

  /** Releases the lock if held; a failure is a warning, the token stays recorded and the post step tries again. */
  async release(): Promise<void> {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    try {
      await held.release();
      await recordForPostStep({ lockToken: '' }, this.options.env);
    } catch (error) {
      this.options.logger.warn(`lock of cluster "${this.cluster}" not released: ${errorMessage(error)}`);
    }
  }

  /** Releases the lock if still held (a run that stopped before its Unlock phase), and ends the connection. */
  async close(): Promise<void> {
    try {
      await this.release();
    } finally {
      await this.executor.close();
    }
  }
}
