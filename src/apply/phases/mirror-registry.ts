import { Progress } from '../../log/progress.js';
import { type ApplyContext, resultOf } from '../context.js';
import { rootfsDir } from '../host-paths.js';
import { onHosts } from '../on-hosts.js';
import type { Phase } from '../phase.js';
import { mirrorRegistryFiles, registrySources } from '../registry-mirror.js';

/**
 * Each image's `registry/` (docker-distribution storage) into the registry hosts' registry folder, sending only
 * the files that are not there yet.
 */
export const mirrorRegistry: Phase<ApplyContext> = {
  title: 'Mirror registry',
  shouldRun: (context) =>
    context.plan.action === 'create' ||
    context.plan.imagesToInstall.length > 0 ||
    context.topology.registries.some(
      (host) =>
        context.topology.joining.nodes.includes(host) || context.topology.joining.masters.includes(host),
    ),
  async run(context) {
    const sources = await registrySources(
      resultOf(context, 'images').all.map((image) => ({
        label: image.reference,
        root: image.stored.rootfs,
        folder: 'registry',
      })),
    );
    if (sources.length === 0) {
      context.logger.info('no image carries a registry/ folder');
      return;
    }
    const target = `${rootfsDir(context.clusterName)}/registry`;
    await onHosts(context, context.topology.registries, 'mirror registry', async (executor, host) => {
      const result = await mirrorRegistryFiles(
        executor,
        sources,
        target,
        (source, total) =>
          new Progress(context.logger.withPrefix(host), `registry of ${source.label}`, total),
      );
      context.logger.info(
        `${host}: ${result.filesSent} registry file(s) sent, ${result.filesAlreadyThere} already there`,
      );
    });
  },
};
