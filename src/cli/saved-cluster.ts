import { existsSync } from 'node:fs';
import type { LoadedClusterfile } from '../clusterfile/index.js';
import { clusterfilePath } from '../clusterfile/paths.js';
import { UsageError } from '../errors.js';

/**
 * The saved Clusterfile of a cluster. For the default cluster nobody named, a missing file says how to name
 * hosts instead (`--hosts`, `-c`), since the user may not know a default applies.
 */
export async function readSavedCluster(
  stateDir: string,
  name: string,
  named: boolean,
): Promise<LoadedClusterfile> {
  const file = clusterfilePath(stateDir, name);
  if (!named && !existsSync(file))
    throw new UsageError(
      `no saved cluster "${name}": give the hosts with --hosts a,b, or the cluster with -c NAME`,
      { file },
    );
  const { readClusterfile } = await import('../clusterfile/index.js');
  return readClusterfile(file);
}
