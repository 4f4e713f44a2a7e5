import type { CopiedImage } from '../cluster/cluster-registry.js';
import type { PhaseReport } from '../cluster/phase.js';
import type { Clusterfile } from '../clusterfile/index.js';
import type { HostStepTiming } from '../log/phase-gantt.js';
import type { Plan } from '../plan/index.js';
import type { StateKind } from '../state/state.js';
import type { NodeReadiness } from './node-readiness.js';

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
  /** Hosts removed without being cleaned, as they did not answer SSH. */
  uncleaned?: string[];
  /** The nodes as master0's kubectl listed them at the end of the wait (`waitMs`); absent without a wait. */
  nodes?: NodeReadiness[];
  /** The images copied into the cluster's registry (`registryCopies`). */
  copiedImages?: CopiedImage[];
}
