import type { RegistryCopy } from '../cluster/cluster-registry.js';
import type { RunInputs, SshInputs } from '../clusterfile/index.js';
import type { HostKeyPolicy } from '../hosts/host-key.js';
import type { RelayMode } from '../hosts/relay.js';
import type { ClusterfileTemplateInputs } from '../render/index.js';
import type { StateChoice } from '../state/create-store.js';

/** Hosts worked on at once, at most: more would open more SSH sessions than any runner can hold. */
export const MAX_CONCURRENCY = 1024;

/**
 * SSH settings given beside a Clusterfile or a saved cluster. The saved state is redacted and a committed
 * Clusterfile usually holds no password, so these fill each `spec.ssh` field the Clusterfile leaves empty; a
 * field the Clusterfile sets wins (fillSsh). Per-host `ssh` blocks are not filled: a host without its own
 * secret uses `spec.ssh`'s, as sealos merges them.
 */
export type { SshInputs };

/** Where the desired cluster comes from. */
export type DesiredSource =
  /**
   * `sealos run`: inputs merged over the saved cluster (desiredClusterFromInputs). `singleOnlyWhenAsked`
   * (a self-hosted runner): no hosts and no saved cluster is refused unless `single` is set, instead of meaning
   * single mode on this machine.
   */
  | { kind: 'inputs'; inputs: RunInputs; singleOnlyWhenAsked?: true }
  /** `sealos apply -f`: the Clusterfile is the desired cluster; `cluster`, when given, must match its name. */
  | {
      kind: 'clusterfile';
      path: string;
      cluster?: string;
      ssh: SshInputs;
      template?: ClusterfileTemplateInputs;
      /** A Cluster without hosts makes this machine its only master (`sealos apply`; the CLI). */
      noHostsMeansLocal?: boolean;
    }
  /** `sealos add` / `sealos delete`: the saved cluster with hosts added or removed. */
  | { kind: 'add' | 'delete'; cluster: string; masters: string; nodes: string; ssh: SshInputs };

/** A login for the registries cluster images are pulled from. */
export interface RegistryLogin {
  username?: string;
  password?: string;
  /** The registry host the login is for; default the registry of the cluster's first image. */
  registry?: string;
  /** A docker config.json with more credentials; default $DOCKER_CONFIG or ~/.docker/config.json. */
  config?: string;
}

export interface StateSettings {
  choice: StateChoice;
  /** Local folder holding `<cluster>/Clusterfile`; `~/.sealos` when absent. */
  dir?: string;
  /** Artifact name; `sealos-<cluster>` when absent. */
  name?: string;
  /** The job token, to find earlier runs' artifacts. */
  token?: string;
  /** Days the state artifact is kept; the repository's setting when absent. */
  retentionDays?: number;
  /** With no saved state, recover it from the Clusterfile copy on master0 (the artifact expired). */
  recover?: boolean;
}

/** One run of the action or of a CLI command (`run`, `apply`, `add`, `delete`), as parsed from its inputs. */
export interface RunRequest {
  source: DesiredSource;
  /** Files of `kind: Config` documents appended to the desired Clusterfile (a later name replaces). */
  configFiles: string[];
  dryRun: boolean;
  /** The caller prints a dry run's plan itself (the CLI, on stdout), so the apply does not log it too. */
  planShownByCaller?: boolean;
  force: boolean;
  /** Purge the runner's Docker and containerd after Check when it joins (the `prune-runner` input). */
  pruneRunner?: boolean;
  /** Renew the control-plane certificates ending within 90 days, master by master (`renew-certificates`). */
  renewCertificates?: boolean;
  /** Images installed again, their CMD run again, though the cluster has them (sealos `run -f`). */
  reinstall?: string[];
  /** 1 to MAX_CONCURRENCY. */
  concurrency?: number;
  /** Rootfs copies host to host (hosts/relay.ts); `auto` when absent. */
  relay?: RelayMode;
  /** Minutes the whole apply may take; none when absent. */
  timeoutMinutes?: number;
  /**
   * After a successful apply, milliseconds to wait for every node to be Ready (master0's kubectl); no wait
   * when absent. Nodes still not Ready then fail the run (NodesNotReadyError).
   */
  waitMs?: number;
  /** Minutes to wait for another run's lock on the cluster; DEFAULT_LOCK_TIMEOUT_MINUTES when absent. */
  lockTimeoutMinutes?: number;
  hostKeyPolicy: HostKeyPolicy;
  /** known_hosts text. */
  knownHosts?: string;
  /** Hosts whose recorded host key is forgotten before connecting (reinstalled machines). */
  forgetHostKeys?: string[];
  state: StateSettings;
  registry: RegistryLogin;
  insecureRegistries: string[];
  /** containers-registries.conf for pulls (mirrors); default: the one buildah reads. */
  registriesConf?: string;
  /**
   * Images copied into the cluster's registry on master0 once the apply succeeded (the `registry-copy` input,
   * `sealos registry copy`), through master0's SSH connection.
   */
  registryCopies?: RegistryCopy[];
  /**
   * Where a redacted copy of the Clusterfile is written when it is not saved in a local state folder
   * (artifact or no state, dry run); no copy when absent.
   */
  outputDir?: string;
}

/** Every secret the request carries, to mask before anything is logged and to keep out of saved state. */
export function requestSecrets(request: RunRequest): string[] {
  const { source } = request;
  const ssh: SshInputs = source.kind === 'inputs' ? source.inputs : source.ssh;
  return [
    ssh.password,
    ssh.privateKey,
    ssh.passphrase,
    request.registry.password,
    request.state.token,
  ].filter((value): value is string => Boolean(value));
}
