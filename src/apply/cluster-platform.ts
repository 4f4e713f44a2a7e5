import { type Cluster, findHost } from '../clusterfile/index.js';
import { hostPlatform, type Platform } from '../image/platform.js';

/** Images are pulled for master0's architecture role when it has one, else for this machine's. */
export function clusterPlatform(cluster: Cluster, master0: string): Platform {
  const roles = findHost(cluster, master0)?.roles ?? [];
  const arch = roles.find((role) => role === 'amd64' || role === 'arm64');
  return arch ? { os: 'linux', architecture: arch } : hostPlatform();
}
