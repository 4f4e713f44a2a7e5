/**
 * A field of the running cluster's configuration that the Clusterfile (rendered, defaults applied) sets to
 * another value: what the plan shows and a reconcile rolls out. `document` is a kubeadm kind
 * (`ClusterConfiguration`, `KubeletConfiguration`, `KubeProxyConfiguration`) or `k3s config.yaml`.
 */
export interface ConfigChange {
  document: string;
  /** The field's path in its document, keys joined by dots (`apiServer.extraArgs.audit-log-maxage`). */
  field: string;
  /** The same path as keys (a key may hold a dot: `evictionHard.memory.available`). */
  path: string[];
  /** The value the cluster runs (undefined: not set there) and the one the Clusterfile gives. */
  from: unknown;
  to: unknown;
  /** The hosts (IPs) the change reaches, in rollout order; for a resumed rollout, those still to do. */
  hosts: string[];
  /** An earlier run began this rollout and stopped: the cluster may already hold the new value. */
  resumed?: boolean;
}
