import { resultReader } from '../cluster/phase-results.js';
import type { Topology } from '../cluster/topology.js';
import type { Clusterfile } from '../clusterfile/index.js';
import type { Executor } from '../hosts/executor.js';
import type { RelayMode } from '../hosts/relay.js';
import type { Platform } from '../image/platform.js';
import type { ImageStore } from '../image/store/image-store.js';
import type { Logger } from '../log/logger.js';
import type { HostStepTiming } from '../log/phase-gantt.js';
import type { Plan } from '../plan/index.js';
import type { CertificateReport, Runtime } from '../runtime/index.js';
import type { ClusterImages } from './cluster-images.js';
import type { HostTrees } from './host-trees.js';

/**
 * What the phases of one apply share. Inputs are resolved before it is made; phases fill in the images and the
 * prepared trees, and record what they changed so the saved status is exact even when a later phase fails.
 */
export interface ApplyContext {
  readonly clusterName: string;
  readonly desired: Clusterfile;
  readonly current?: Clusterfile;
  readonly plan: Plan;
  readonly topology: Topology;
  readonly logger: Logger;
  readonly force: boolean;
  /** Purge the runner's own container runtime after Check (which then lets it through), when the runner joins now. */
  readonly pruneRunner: boolean;
  /** Renew the control-plane certificates that end within 90 days (the Certificates phase). */
  readonly renewCertificates: boolean;
  readonly concurrency: number;
  /** Whether whole rootfs copies go host to host (hosts/relay.ts). */
  readonly relay: RelayMode;
  readonly imageStore: ImageStore;
  /** The platform of the cluster's hosts, for which images are pulled. */
  readonly platform: Platform;
  /** Local scratch space on the image store's file system (trees are hard links into the store). */
  readonly workRoot: string;
  /** The executor of a host (`ip:port`), one connection per host for the whole apply. */
  executor(host: string): Promise<Executor>;
  /** What earlier phases handed on; read with `resultOf`. */
  readonly results: Partial<PhaseResults>;
  /** Opened by the first phase that needs Kubernetes. */
  runtime?: Runtime;
  readonly progress: ApplyProgress;
}

/** What one phase hands the later ones, each set once by the phase `PRODUCED_BY` names. */
export interface PhaseResults {
  images: ClusterImages;
  trees: HostTrees;
}

/** A result an earlier phase handed on; asking before that phase ran is a pipeline order bug, said as such. */
export const resultOf = resultReader<PhaseResults>({ images: 'Pull images', trees: 'Run config' });

/** What has been done so far: the saved Clusterfile records a host or an image only once it is really there. */
export interface ApplyProgress {
  joined: Set<string>;
  removed: Set<string>;
  /** Leaving hosts that did not answer SSH: taken out of the cluster through master0, not cleaned themselves. */
  unreachable: Set<string>;
  installedImages: Set<string>;
  /** Hosts moved to the plan's upgrade version by this run, and how far the Upgrade phase got. */
  upgraded: Set<string>;
  upgrade: 'not started' | 'started' | 'finished';
  /** Host key fingerprints learned on first contact (accept-new). */
  hostKeys: Map<string, string>;
  /** Guest commands that failed: an app error, not a cluster failure. */
  guestFailures: Array<{ image: string; message: string }>;
  /** Images whose commands did not run because an earlier image's failed. */
  cancelledImages: string[];
  kubeconfig?: string;
  /** The masters' certificates as the Certificates phase read them (a kubeadm reconcile). */
  certificates?: CertificateReport;
  /** When the apply started (epoch ms), and how long each host took in each fan-out step, for the chart. */
  startedAt: number;
  hostTimings: HostStepTiming[];
}

export function emptyProgress(): ApplyProgress {
  return {
    joined: new Set(),
    removed: new Set(),
    unreachable: new Set(),
    installedImages: new Set(),
    upgraded: new Set(),
    upgrade: 'not started',
    hostKeys: new Map(),
    guestFailures: [],
    cancelledImages: [],
    startedAt: Date.now(),
    hostTimings: [],
  };
}
