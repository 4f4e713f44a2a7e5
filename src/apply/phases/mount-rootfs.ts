import type { Executor } from '../../hosts/executor.js';
import { type ApplyContext, resultOf } from '../context.js';
import { readMarker, writeMarker } from '../host-marker.js';
import { applicationWorkdir, rootfsDir } from '../host-paths.js';
import type { PreparedTree } from '../host-trees.js';
import { onHosts } from '../on-hosts.js';
import type { Phase } from '../phase.js';

/**
 * The merged rootfs (rootfs + patch images, rendered for the host) to every master and node, and application
 * images to master0. A host already holding the same tree digest is skipped, so a re-run copies nothing.
 */
export const mountRootfs: Phase<ApplyContext> = {
  title: 'Mount rootfs',
  async run(context) {
    const { topology, clusterName } = context;
    const trees = resultOf(context, 'trees');
    const copied = await onHosts(
      context,
      [...topology.masters, ...topology.nodes],
      'mount rootfs',
      async (executor, host) =>
        sendTree(context, executor, await trees.rootfs(host), rootfsDir(clusterName), 'rootfs', true),
    );
    const apps = resultOf(context, 'images').all.filter((image) => image.mount.type === 'application');
    const master0 = await context.executor(topology.master0);
    for (const image of apps) {
      const tree = await trees.application(image);
      await sendTree(
        context,
        master0,
        tree,
        applicationWorkdir(clusterName, image.mount.name),
        `app-${image.mount.name}`,
      );
    }
    const count = copied.filter(Boolean).length;
    context.logger.info(
      `rootfs copied to ${count} of ${copied.length} host(s), ${apps.length} application image(s) on master0`,
    );
  },
};

/** Copies the tree unless the host has it; `registry/` is never sent, and with `keepRegistry` the host's stays. */
async function sendTree(
  context: ApplyContext,
  executor: Executor,
  tree: PreparedTree,
  remoteDir: string,
  marker: string,
  keepRegistry = false,
): Promise<boolean> {
  const { clusterName } = context;
  if ((await readMarker(executor, clusterName, marker)) === tree.digest) {
    context.logger.debug(`${executor.host}: ${remoteDir} is up to date`);
    return false;
  }
  await executor.copyDir(tree.dir, remoteDir, {
    // The registry host's data lives in rootfs/registry, filled by the mirror, not by this copy.
    ...(keepRegistry ? { keep: ['registry'] } : { exclude: ['registry'] }),
    progress: context.logger,
  });
  await writeMarker(executor, clusterName, marker, tree.digest);
  return true;
}
