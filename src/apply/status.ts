import {
  CERTIFICATES_CONDITION,
  type Cluster,
  type ClusterCondition,
  type Clusterfile,
  type CommandCondition,
  certificatesCondition,
  clusterHosts,
  type Host,
  hostIp,
  withOwnHostKeys,
} from '../clusterfile/index.js';
import { InterruptedError, underlying } from '../errors.js';
import { conditionMessage } from '../log/failure-report.js';
import type { Logger } from '../log/logger.js';
import type { ClusterImages } from './cluster-images.js';
import type { ApplyContext, ApplyProgress } from './context.js';
import { swapRootfs } from './upgrade-plan.js';

/**
 * The Clusterfile to save after an apply, the way sealos records it (docs/sealos-compatibility.md §1, §5): phase, the
 * mounts of the images, the condition replaced by type, command conditions. On failure the cluster records
 * only what is really there: hosts that joined (and not those removed), images whose install finished; a
 * failed create stays uncreated, so the next apply creates again and resumes. A failure that changed no host
 * (`unchanged`: Check, Pull or Config failed) leaves an existing cluster's phase and success condition as they
 * were, and records the attempt in an ApplyClusterError condition that says nothing changed. An upgrade that
 * stopped after it began records its hosts done in `status.upgrade` and lists the new rootfs (hosts may run it
 * already); one that stopped before keeps the old rootfs and mounts, so the next apply plans it afresh.
 */
export function clusterfileAfterApply(
  context: ApplyContext,
  error: unknown | undefined,
  options: { unchanged?: boolean; now?: Date } = {},
): Clusterfile {
  const now = options.now ?? new Date();
  const { desired, current, progress, plan } = context;
  const cluster: Cluster = structuredClone(desired.cluster);
  const time = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const created = plan.action === 'reconcile' || !error;
  cluster.metadata = {
    ...cluster.metadata,
    creationTimestamp: created ? (current?.cluster.metadata?.creationTimestamp ?? time) : null,
  };
  const { upgrade } = plan;
  // The new rootfs counts as the cluster's once the Upgrade phase began: hosts may already run it.
  const upgradeBegun = !!upgrade && (upgrade.resumed || progress.upgrade !== 'not started');
  if (error && plan.action === 'reconcile' && current) {
    const images = [
      ...(current.cluster.spec?.image ?? []),
      ...(cluster.spec?.image ?? []).filter(
        (image) =>
          progress.installedImages.has(image) && !(current.cluster.spec?.image ?? []).includes(image),
      ),
    ];
    cluster.spec = {
      ...cluster.spec,
      hosts: hostsActuallyThere(current.cluster, cluster, progress.joined, progress.removed),
      image: upgrade && upgradeBegun ? swapRootfs(images, upgrade) : images,
    };
  }

  const status = { ...current?.cluster.status, ...cluster.status };
  const kept = error && options.unchanged ? current?.cluster.status?.phase : undefined;
  status.phase = kept ?? (error ? 'ClusterFailed' : 'ClusterSuccess');
  // Unchanged hosts still hold the images recorded before, as do hosts of an upgrade not yet begun.
  const keepMounts = !!kept || (error && upgrade && !upgradeBegun);
  if (context.results.images && !keepMounts) status.mounts = mountsOf(context.results.images);
  else if (keepMounts) status.mounts = current?.cluster.status?.mounts;
  if (error && upgrade && upgradeBegun && progress.upgrade !== 'finished') {
    status.upgrade = {
      from: upgrade.from,
      to: upgrade.to,
      image: upgrade.image,
      ...(upgrade.replaces ? { replaces: upgrade.replaces } : {}),
      upgraded: [...new Set([...upgrade.upgraded, ...progress.upgraded])],
    };
  } else if (!error || progress.upgrade === 'finished') delete status.upgrade;
  const condition = applyCondition(error, kept, time, context.logger);
  const certificates = progress.certificates;
  status.conditions = [
    ...(status.conditions ?? []).filter(
      (c) =>
        c.type !== 'ApplyClusterError' &&
        (kept !== undefined || c.type !== 'ApplyClusterSuccess') &&
        (!certificates?.earliest || c.type !== CERTIFICATES_CONDITION),
    ),
    // The apply's own condition stays last: it is the one sealos and the job summary read.
    ...(certificates?.earliest
      ? [
          certificatesCondition(
            certificates.earliest,
            certificates.expired.length > 0
              ? 'Expired'
              : certificates.endingSoon.length > 0
                ? 'EndingSoon'
                : 'Valid',
            time,
          ),
        ]
      : []),
    condition,
  ];
  const commands = commandConditions(progress, time);
  if (commands.length > 0 || status.commandCondition) status.commandCondition = commands;
  if (progress.hostKeys.size > 0)
    status.hostKeys = { ...status.hostKeys, ...Object.fromEntries(progress.hostKeys) };
  cluster.status = status;
  return { ...desired, cluster: withOwnHostKeys(cluster) };
}

/** The condition of this apply: its error (interrupted, or not applied when nothing changed), or its success. */
function applyCondition(
  error: unknown | undefined,
  kept: string | undefined,
  time: string,
  logger: Logger,
): ClusterCondition {
  return error
    ? {
        type: 'ApplyClusterError',
        status: 'False',
        lastHeartbeatTime: time,
        // An interrupted apply says so: it failed nothing, a re-run resumes it.
        reason: underlying(error) instanceof InterruptedError ? 'Interrupted' : 'Apply Cluster',
        message: logger.mask(
          `${kept ? 'not applied, the cluster is unchanged: ' : ''}${conditionMessage(error)}`,
        ),
      }
    : {
        type: 'ApplyClusterSuccess',
        status: 'True',
        lastHeartbeatTime: time,
        reason: 'Ready',
        message: 'Applied to cluster successfully',
      };
}

/** The guest commands that failed, and the images whose commands did not run after them. */
function commandConditions(progress: ApplyProgress, time: string): CommandCondition[] {
  const commands: CommandCondition[] = [];
  for (const failure of progress.guestFailures) {
    commands.push({
      type: 'ApplyCommandError',
      status: 'False',
      lastHeartbeatTime: time,
      images: [failure.image],
      reason: 'Apply Command',
      message: failure.message,
    });
  }
  if (progress.cancelledImages.length > 0) {
    commands.push({
      type: 'ApplyCommandCancelled',
      status: 'False',
      lastHeartbeatTime: time,
      images: progress.cancelledImages,
      reason: 'Apply Command',
      message: 'not run: an earlier image failed',
    });
  }
  return commands;
}

/** What sealos records of each image: its mount. */
function mountsOf(images: ClusterImages) {
  return images.all.map(({ mount }) => ({
    name: mount.name,
    type: mount.type,
    imageName: mount.imageName,
    mountPoint: mount.mountPoint ?? '',
    env: mount.env,
    labels: mount.labels,
    cmd: mount.cmd,
    entrypoint: mount.entrypoint,
  }));
}

/** The current hosts minus those removed, plus the desired hosts that joined, each in its desired entry shape. */
function hostsActuallyThere(
  current: Cluster,
  desired: Cluster,
  joined: Set<string>,
  removed: Set<string>,
): Host[] {
  const removedIps = new Set([...removed].map((h) => hostIp(h) ?? h));
  const joinedIps = new Set([...joined].map((h) => hostIp(h) ?? h));
  const currentIps = new Set(clusterHosts(current).map((h) => h.ip));
  const keep = (ip: string) => (currentIps.has(ip) && !removedIps.has(ip)) || joinedIps.has(ip);
  const hosts: Host[] = [];
  const seen = new Set<string>();
  const add = (entry: Host, ips: string[]) => {
    const wanted = ips.filter((ip) => !seen.has(hostIp(ip) ?? ip) && keep(hostIp(ip) ?? ip));
    for (const ip of wanted) seen.add(hostIp(ip) ?? ip);
    if (wanted.length > 0) hosts.push({ ...entry, ips: wanted });
  };
  for (const entry of desired.spec?.hosts ?? []) add(entry, entry.ips ?? []);
  for (const entry of current.spec?.hosts ?? []) add(entry, entry.ips ?? []);
  return hosts;
}
