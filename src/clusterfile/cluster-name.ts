/** Cluster names, without the schemas: the CLI checks them before it loads the Clusterfile's parser. */

/** The cluster a run, a reset or a command means when none is named, as sealos's `default`. */
export const DEFAULT_CLUSTER_NAME = 'default';

/**
 * A cluster name is a Kubernetes object name (DNS-1123 subdomain), as sealos's are; it also becomes a folder
 * (`~/.sealos/<cluster>`) and an artifact name, so nothing else may pass: no `/`, no `..`, no upper case.
 */
const CLUSTER_NAME_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
export const CLUSTER_NAME_RULE =
  'lower-case letters, digits, "-" and ".", starting and ending with a letter or digit, at most 253 characters (DNS-1123)';

export function isClusterName(name: string): boolean {
  return name.length <= 253 && CLUSTER_NAME_PATTERN.test(name);
}
