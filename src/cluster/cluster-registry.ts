import { SealosError, UsageError } from '../errors.js';
import { rootfsDir } from '../host-layout/cluster-folders.js';
import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';
import { explicitCredentials } from '../image/auth/credentials.js';
import { type CopySourceOptions, copyDestination, copySources } from '../image/copy-source.js';
import { formatReference } from '../image/reference.js';
import { RegistryClient } from '../image/remote/registry-client.js';
import { pushLocalImage } from '../image/store/push-image.js';
import type { Logger } from '../log/logger.js';
import { DEFAULT_REGISTRY, parseRegistryInfo, type RegistryInfo } from './registry-info.js';

/** One `registry copy`: SOURCE-IMAGE, and DESTINATION (a registry or a reference; default the cluster's registry). */
export interface RegistryCopy {
  source: string;
  destination?: string;
}

/** An image copied into the cluster's registry. */
export interface CopiedImage {
  source: string;
  /** Where pods pull it from: `sealos.hub:5000/app:pr-42`. */
  reference: string;
  digest: string;
  /** Blobs sent now, and those the registry had (only missing blobs are sent). */
  uploaded: number;
  present: number;
  uploadedBytes: number;
}

/** The cluster's registry as master0's rendered `etc/registry.yml` describes it; sealos's defaults without one. */
async function clusterRegistryOf(master0: Executor, cluster: string): Promise<RegistryInfo> {
  const file = `${rootfsDir(cluster)}/etc/registry.yml`;
  const quoted = shellQuote(file);
  const { stdout } = await master0.run(`if [ -f ${quoted} ]; then cat ${quoted}; else echo '#absent'; fi`);
  return stdout === '#absent\n' ? DEFAULT_REGISTRY : parseRegistryInfo(stdout);
}

/**
 * A client of the cluster's registry whose every connection is a channel of master0's SSH connection to the
 * registry's port on master0's loopback: no port is opened on any host, and the plain HTTP the registry speaks
 * travels inside SSH. It logs in with the registry's own htpasswd user.
 */
function clusterRegistryClient(master0: Executor, registry: RegistryInfo, logger: Logger): RegistryClient {
  const host = `${registry.domain}:${registry.port}`;
  logger.addSecret(registry.password);
  return new RegistryClient({
    logger,
    credentials: explicitCredentials([
      { registry: host, username: registry.username, password: registry.password },
    ]),
    insecureRegistries: [host],
    registriesConf: false,
    route: (name, port) =>
      name === registry.domain && port === registry.port
        ? master0.connectPort(registry.port)
        : Promise.reject(
            new SealosError(
              `${name}:${port} is not the cluster's registry ${host}: not reached from master0`,
              {
                host: master0.host,
              },
            ),
          ),
  });
}

/**
 * Copies each source's images into the cluster's registry on master0 (sealos `registry copy`), through its SSH
 * connection: the sources are read into the local store (an archive loaded, a registry image pulled), then
 * pushed blob by blob, HEAD first, so only what the registry lacks is sent.
 */
export async function copyToClusterRegistry(options: {
  master0: Executor;
  cluster: string;
  copies: readonly RegistryCopy[];
  sources: Omit<CopySourceOptions, 'logger'>;
  logger: Logger;
}): Promise<CopiedImage[]> {
  const { master0, logger } = options;
  const registry = await clusterRegistryOf(master0, options.cluster);
  const host = `${registry.domain}:${registry.port}`;
  const client = clusterRegistryClient(master0, registry, logger);
  const copied: CopiedImage[] = [];
  try {
    for (const copy of options.copies) {
      const found = await copySources(copy.source, { ...options.sources, logger });
      if (found.length > 1 && copy.destination?.includes('/'))
        throw new UsageError(
          `registry copy ${copy.source}: ${found.length} images cannot all be ${copy.destination}: give a registry (host:port) as the destination`,
        );
      for (const image of found) {
        const target = copyDestination(image.reference, copy.destination ?? host);
        if (target.registry !== host)
          throw new UsageError(
            `registry copy ${copy.source}: ${formatReference(target)} is not in the cluster's registry ${host} (the only one reached through master0)`,
          );
        const pushed = await pushLocalImage(client, options.sources.local, image.image, target, logger);
        copied.push({ source: copy.source, reference: formatReference(target), ...pushed });
      }
    }
  } finally {
    client.close();
  }
  return copied;
}
