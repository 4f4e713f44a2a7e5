import type { PhaseReport } from '../cluster/phase.js';
import type { Clusterfile } from '../clusterfile/index.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { RelayMode } from '../hosts/relay.js';
import type { CredentialProvider } from '../image/auth/credentials.js';
import type { Logger } from '../log/logger.js';
import type { HostStepTiming } from '../log/phase-gantt.js';
import type { Plan } from '../plan/index.js';

/** Everything one apply needs; the action and the CLI build it from their inputs, phases never see inputs. */
export interface ApplyRequest {
  /** The cluster as declared (inputs merged over the saved Clusterfile, or a Clusterfile), secrets included. */
  desired: Clusterfile;
  /** The saved Clusterfile of this cluster, if any: it decides create vs reconcile. */
  current?: Clusterfile;
  /** The host (`ip:port`) that is this machine: reached with the local executor, no SSH. */
  localHost?: string;
  /** Compute and report the plan; touch no host. */
  dryRun?: boolean;
  /** A dry run whose caller prints the plan itself (the CLI, on stdout): it is not logged as well. */
  planShownByCaller?: boolean;
  /** Go on where Check finds a container runtime already installed. */
  force?: boolean;
  /**
   * Stop and purge this machine's Docker and containerd after Check, before anything is installed, when it joins the cluster now (single
   * mode on a GitHub-hosted runner; phases/prune-runner.ts).
   */
  pruneRunner?: boolean;
  /** Renew the control-plane certificates that end within 90 days, master by master (phases/certificates.ts). */
  renewCertificates?: boolean;
  /** Images installed again, their CMD run again, though the cluster has them (sealos `run -f`). */
  reinstall?: string[];
  /** Hosts worked on at once; default 16. */
  concurrency?: number;
  /** Rootfs copies host to host: `auto` (default) from RELAY_AUTO_HOSTS hosts, `always`, `never`. */
  relay?: RelayMode;
  hostKeyPolicy: HostKeyPolicy;
  /** known_hosts text, for `strict`. */
  knownHosts?: string;
  /** Credentials to pull cluster images. */
  registryCredentials?: CredentialProvider;
  /** Registries reached over plain HTTP (besides loopback). */
  insecureRegistries?: string[];
  /** containers-registries.conf for pulls (mirrors); default: the one buildah reads. */
  registriesConf?: string;
  /** Where pulled images are cached; default ~/.cache/sealos-action. */
  imageStoreDir?: string;
  logger: Logger;
  /** Aborting drops every connection and stops before the next phase; the result still carries the status. */
  signal?: AbortSignal;
}

export interface ApplyResult {
  plan: Plan;
  /** The Clusterfile to save (status filled in), secrets still in it: redact before it leaves the process. */
  clusterfile: Clusterfile;
  phases: PhaseReport[];
  /** When the apply started, and each host's time in each fan-out step (absent for a dry run). */
  startedAt?: number;
  hostTimings?: HostStepTiming[];
  /** master0's admin kubeconfig, when the cluster is up. A secret. */
  kubeconfig?: string;
  /** Hosts removed without being cleaned: they did not answer SSH. */
  uncleaned?: string[];
  /** Set when the apply failed: the saved status says ClusterFailed and names this phase. */
  error?: Error;
  /** The apply failed before any phase that changes hosts: an existing cluster keeps its status. */
  unchanged?: boolean;
}
