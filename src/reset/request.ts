import type { PhaseReport } from '../cluster/phase.js';
import type { Clusterfile } from '../clusterfile/index.js';
import type { Executor } from '../hosts/executor.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { Logger } from '../log/logger.js';

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
  /** Each phase of the pipeline, done or skipped, with its duration (Lock and Unlock are skipped when forced). */
  phases: PhaseReport[];
}
