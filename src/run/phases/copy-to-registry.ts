import { clusterPlatform } from '../../apply/cluster-platform.js';
import type { Phase } from '../../cluster/phase.js';
import { RegistryClient } from '../../image/remote/registry-client.js';
import { defaultImageStoreDir } from '../../image/store/image-store.js';
import { LocalImages } from '../../image/store/local-images.js';
import { registryCredentials } from '../registry-credentials.js';
import { changesHosts, type RunContext, runResult } from '../run-context.js';

/**
 * After a successful apply, the `registry-copy` images go into the cluster's registry on master0, through the
 * run's connection to it (pulled for the cluster's platform, with the run's registry login). A failure is the
 * outcome's error; the apply and its saved state stand.
 */
export const copyToRegistry: Phase<RunContext> = {
  title: 'Copy images to the cluster registry',
  shouldRun: (context) =>
    changesHosts(context) &&
    !runResult(context, 'outcome').error &&
    (context.request.registryCopies?.length ?? 0) > 0,
  async run(context) {
    const { session, logger, request } = context;
    const outcome = runResult(context, 'outcome');
    if (!session) return;
    const cluster = outcome.clusterfile.cluster;
    let client: RegistryClient | undefined;
    try {
      outcome.copiedImages = await session.copyToRegistry(request.registryCopies ?? [], {
        local: new LocalImages(defaultImageStoreDir()),
        client: () => {
          client ??= new RegistryClient({
            logger,
            credentials: registryCredentials(request.registry, cluster.spec?.image ?? []),
            insecureRegistries: request.insecureRegistries,
            ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
          });
          return client;
        },
        platform: clusterPlatform(cluster, outcome.plan.master0),
      });
    } catch (error) {
      outcome.error = error instanceof Error ? error : new Error(String(error));
    } finally {
      client?.close();
    }
  },
};
