import type { ConfigChange } from '../clusterfile/index.js';
import type { CertificateEnd } from './certificate-ends.js';

/**
 * A cluster runtime: how a Kubernetes distribution is brought up on hosts that are already bootstrapped
 * (files copied, container runtime and registry running). kubeadm (`runtime/kubeadm/`) and k3s
 * (`runtime/k3s/`) implement it. IPs name hosts; the runtime reaches them through its context's `connect`.
 * Every step is safe to re-run: hosts already in the wanted state are checked and left alone.
 */
export interface Runtime {
  /** Brings up the first control plane on master0 and installs its admin kubeconfig there. */
  init(): Promise<void>;
  /** Joins masters as control planes, one at a time. */
  joinMasters(ips: readonly string[]): Promise<void>;
  /** Joins worker nodes, several at a time. */
  joinNodes(ips: readonly string[]): Promise<void>;
  /** Removes masters from the cluster and cleans them; master0 cannot be removed. */
  deleteMasters(ips: readonly string[]): Promise<void>;
  /** Removes worker nodes from the cluster and cleans them. */
  deleteNodes(ips: readonly string[]): Promise<void>;
  /**
   * Takes a leaving host that does not answer SSH out of the cluster without touching it, through master0: its
   * Node deleted (no drain), for a master its etcd member removed and the nodes' lvscare pointed at the masters
   * left. master0 cannot be removed.
   */
  removeUnreachable(ip: string, role: 'master' | 'node'): Promise<void>;
  /**
   * Before a risky step (an upgrade, a master's removal, a control-plane rollout): an etcd snapshot on master0 in
   * the cluster's data folder (`etcd-snapshots/`), the newest three kept, its path logged and returned. Undefined
   * when the cluster keeps no etcd this tool can save (an external etcd, k3s on sqlite), said in a warning.
   */
  snapshotEtcd(reason: string): Promise<string | undefined>;
  /** Cleans every host of the cluster, going on past failures; reports what was not cleaned. */
  reset(): Promise<ResetReport>;
  /** The admin kubeconfig of the cluster, as master0 holds it. */
  kubeconfig(): Promise<string>;
  /**
   * Moves one host of the running cluster to Kubernetes `version` (the new rootfs already on the hosts):
   * master0 first, which upgrades the control plane, then each other master, then each node, one call per
   * host so the caller records every host done. Optional: a runtime without it cannot upgrade.
   */
  upgradeHost?(ip: string, version: string): Promise<void>;
  /**
   * The fields of the running cluster's configuration the Clusterfile changes, read from master0 (nothing
   * written), with the rollout an earlier run left unfinished; throws before anything changes when a field
   * cannot change in place. Optional: a runtime without it rolls out nothing.
   */
  configChanges?(hosts: LiveHosts): Promise<ConfigChange[]>;
  /** Rolls the changes out host by host in a safe order, recording on master0 how far it got. */
  rolloutConfig?(changes: readonly ConfigChange[]): Promise<void>;
  /** When each certificate of each master ends. Optional: k3s renews its own certificates. */
  certificateEnds?(): Promise<CertificateEnd[]>;
  /** Renews one master's control-plane certificates and restarts its control plane, back once it answers. */
  renewCertificates?(ip: string): Promise<void>;
}

/** The hosts already in the cluster (IPs), master0 first: a configuration change reaches these. */
export interface LiveHosts {
  masters: string[];
  nodes: string[];
}

export interface ResetReport {
  cleaned: string[];
  failed: Array<{ host: string; message: string }>;
}
