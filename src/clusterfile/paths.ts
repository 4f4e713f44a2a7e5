import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where sealos keeps cluster state (`~/.sealos`); keeping it lets a user move between sealos and this tool. */
export function defaultStateDir(home: string = homedir()): string {
  return join(home, '.sealos');
}

/** `<stateDir>/<cluster>/Clusterfile`, the saved state of one cluster. */
export function clusterfilePath(stateDir: string, cluster: string): string {
  return join(stateDir, cluster, 'Clusterfile');
}
