import { homedir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../errors.js';
import { CLUSTER_NAME_RULE, isClusterName } from './cluster-name.js';

/** Where sealos keeps cluster state (`~/.sealos`); keeping it lets a user move between sealos and this tool. */
export function defaultStateDir(home: string = homedir()): string {
  return join(home, '.sealos');
}

/** `<stateDir>/<cluster>/Clusterfile`, the saved state of one cluster; a name that is not one never leaves the folder. */
export function clusterfilePath(stateDir: string, cluster: string): string {
  return join(stateDir, checkClusterName(cluster), 'Clusterfile');
}

/** The cluster name becomes a folder (`<state-dir>/<cluster>`) and an artifact name: only a DNS-1123 name passes. */
export function checkClusterName(cluster: string): string {
  if (!isClusterName(cluster))
    throw new UsageError(`cluster name "${cluster}" is not allowed: use ${CLUSTER_NAME_RULE}`);
  return cluster;
}
