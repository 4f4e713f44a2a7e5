import type { Phase } from '../../cluster/phase.js';
import { HostsError } from '../../errors.js';
import { rootfsDir } from '../../host-layout/cluster-folders.js';
import { failuresIn, settleEachHost } from '../../hosts/fan-out.js';
import { relayWanted } from '../../hosts/relay.js';
import { Progress } from '../../log/progress.js';
import { type ApplyContext, resultOf } from '../context.js';
import { mirrorRegistryFiles, registrySources } from '../registry-mirror.js';

/**
 * Each image's `registry/` (docker-distribution storage) into the registry hosts' registry folder, sending only
 * the files that are not there yet; hosts that lack the same files share one read of them (relayed like the
 * rootfs when there are enough of them).
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
    const hosts = context.topology.registries;
    const startMs = Date.now();
    const connected = await settleEachHost(hosts, (host) => context.executor(host), {
      concurrency: context.concurrency,
    });
    const reachable = connected.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    const mirrored = await mirrorRegistryFiles(reachable, sources, target, {
      concurrency: context.concurrency,
      progress: (source, total, names) =>
        new Progress(
          names.length === 1 ? context.logger.withPrefix(names[0]!) : context.logger,
          `registry of ${source.label}${names.length === 1 ? '' : ` to ${names.length} hosts`}`,
          total,
        ),
      relay: (count) =>
        relayWanted(context.relay, count)
          ? { owner: context.clusterName, concurrency: context.concurrency, logger: context.logger }
          : undefined,
    });
    const durationMs = Date.now() - startMs;
    for (const host of hosts)
      context.progress.hostTimings.push({ step: 'mirror registry', host, startMs, durationMs });
    for (const outcome of mirrored)
      if (outcome.ok)
        context.logger.info(
          `${outcome.host}: ${outcome.value.filesSent} registry file(s) sent, ${outcome.value.filesAlreadyThere} already there`,
        );
    // Every host's outcome in the hosts' order: its connection's failure, or how its mirror ended.
    const byHost = new Map(mirrored.map((outcome) => [outcome.host, outcome]));
    const failures = failuresIn(
      connected.map((outcome) => (outcome.ok ? byHost.get(outcome.host)! : outcome)),
    );
    if (failures.length > 0) throw new HostsError(failures, hosts.length, 'mirror registry');
  },
};
