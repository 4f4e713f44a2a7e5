import { type HostFailure, HostsError } from '../../errors.js';
import { copyDirectoryToHosts } from '../../hosts/copy.js';
import type { Executor } from '../../hosts/executor.js';
import { type ApplyContext, resultOf } from '../context.js';
import { readMarker, writeMarker } from '../host-marker.js';
import { applicationWorkdir, rootfsDir } from '../host-paths.js';
import type { PreparedTree } from '../host-trees.js';
import { onHosts } from '../on-hosts.js';
import type { Phase } from '../phase.js';

const PHASE = 'mount rootfs';

/**
 * The merged rootfs (rootfs + patch images, rendered for the host) to every master and node, and application
 * images to master0. A host already holding the same tree digest is skipped, so a re-run copies nothing.
 * Every tree is made before the first copy starts (making one changes inodes another copy may be reading);
 * hosts that get the same tree get it from one read, `concurrency` hosts per stream.
 */
export const mountRootfs: Phase<ApplyContext> = {
  title: 'Mount rootfs',
  async run(context) {
    const { topology, clusterName } = context;
    const trees = resultOf(context, 'trees');
    const hosts = [...topology.masters, ...topology.nodes];
    const apps = resultOf(context, 'images').all.filter((image) => image.mount.type === 'application');

    const held = await onHosts(context, hosts, PHASE, (executor) =>
      readMarker(executor, clusterName, 'rootfs'),
    );
    const wanted = await Promise.all(hosts.map((host) => trees.rootfs(host)));
    const appTrees = await Promise.all(apps.map((image) => trees.application(image)));

    const batches = new Map<string, { tree: PreparedTree; hosts: string[] }[]>();
    hosts.forEach((host, index) => {
      const tree = wanted[index]!;
      if (held[index] === tree.digest) {
        context.logger.debug(`${host}: ${rootfsDir(clusterName)} is up to date`);
        return;
      }
      const list = batches.get(tree.digest) ?? [];
      const last = list.at(-1);
      if (last && last.hosts.length < context.concurrency) last.hosts.push(host);
      else list.push({ tree, hosts: [host] });
      batches.set(tree.digest, list);
    });

    const failures: HostFailure[] = [];
    let copied = 0;
    for (const batch of [...batches.values()].flat()) {
      const executors = await connect(context, batch.hosts, failures);
      const outcomes = await copyDirectoryToHosts(executors, batch.tree.dir, rootfsDir(clusterName), {
        // The registry host's data lives in rootfs/registry, filled by the mirror, not by this copy.
        keep: ['registry'],
        progress: context.logger,
      });
      await Promise.all(
        outcomes.map(async (outcome, index) => {
          try {
            if (!outcome.ok) throw outcome.error;
            await writeMarker(executors[index]!, clusterName, 'rootfs', batch.tree.digest);
            copied++;
          } catch (error) {
            failures.push({ host: outcome.host, error });
          }
        }),
      );
    }
    if (failures.length > 0) {
      const order = (failure: HostFailure) => hosts.indexOf(failure.host);
      throw new HostsError(
        failures.sort((a, b) => order(a) - order(b)),
        hosts.length,
        PHASE,
      );
    }

    const master0 = await context.executor(topology.master0);
    for (const [index, image] of apps.entries()) {
      const tree = appTrees[index]!;
      const marker = `app-${image.mount.name}`;
      if ((await readMarker(master0, clusterName, marker)) === tree.digest) continue;
      await master0.copyDir(tree.dir, applicationWorkdir(clusterName, image.mount.name), {
        exclude: ['registry'],
        progress: context.logger,
      });
      await writeMarker(master0, clusterName, marker, tree.digest);
    }
    context.logger.info(
      `rootfs copied to ${copied} of ${hosts.length} host(s), ${apps.length} application image(s) on master0`,
    );
  },
};

/** The hosts' executors; a host that cannot be reached is a failure of its own, not of the batch. */
async function connect(
  context: ApplyContext,
  hosts: readonly string[],
  failures: HostFailure[],
): Promise<Executor[]> {
  const executors = await Promise.all(
    hosts.map((host) =>
      context.executor(host).catch((error: unknown) => {
        failures.push({ host, error });
        return undefined;
      }),
    ),
  );
  return executors.filter((executor): executor is Executor => executor !== undefined);
}
