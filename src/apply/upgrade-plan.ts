import type { Clusterfile } from '../clusterfile/index.js';
import { imageTypeOf } from '../image/mount-info.js';
import type { Plan, PlannedUpgrade } from '../plan/index.js';
import { distributionOf } from '../runtime/index.js';
import { UpgradeRefusedError, upgradableDistributions, upgradeStep } from '../runtime/upgrade-path.js';

export interface UpgradePlanInputs {
  plan: Plan;
  desired: Clusterfile;
  current?: Clusterfile;
  /** The labels of an image of `spec.image` (its config only: nothing is unpacked). */
  labelsOf(reference: string): Promise<Record<string, string>>;
}

interface Rootfs {
  reference: string;
  labels: Record<string, string>;
}

/**
 * Whether this apply upgrades the running cluster, as sealos's `InstallProcessor.UpgradeIfNeed` decides
 * (pkg/apply/processor/install.go): a rootfs image among the images to install whose `version` label differs
 * from the running rootfs's. A higher version (one minor at most) is an upgrade; a lower one, a jump over a
 * minor release, a change of distribution or two upgrades at once are refused here, before any host is
 * touched. A saved, unfinished upgrade is resumed when its image is still declared, and blocks any other.
 *
 * The desired Clusterfile comes back with the new rootfs in the old one's place in `spec.image` (sealos
 * appends it and keeps both), so the trees, the mounts and the saved Clusterfile all hold one rootfs.
 */
export async function planUpgrade(inputs: UpgradePlanInputs): Promise<{ plan: Plan; desired: Clusterfile }> {
  const { plan, desired, current } = inputs;
  if (plan.action !== 'reconcile' || !current) return { plan, desired };
  const record = current.cluster.status?.upgrade;
  const declared = desired.cluster.spec?.image ?? [];
  const candidates: Rootfs[] = [];
  for (const reference of plan.imagesToInstall) {
    if (reference === record?.image) continue;
    const labels = await inputs.labelsOf(reference);
    if (imageTypeOf(labels, reference) === 'rootfs') candidates.push({ reference, labels });
  }

  if (record) {
    const progress = `${record.from} → ${record.to}, upgraded so far: ${record.upgraded.join(', ') || 'none'}`;
    if (!declared.includes(record.image) || candidates.length > 0)
      throw new UpgradeRefusedError(
        `cluster "${plan.cluster}" has an unfinished upgrade (${progress}); apply ${record.image} again to finish it before any other rootfs image`,
        { phase: 'plan' },
      );
    const upgrade: PlannedUpgrade = {
      from: record.from,
      to: record.to,
      image: record.image,
      ...(record.replaces ? { replaces: record.replaces } : {}),
      upgraded: record.upgraded,
      resumed: true,
    };
    // Installed again: the image's own commands have not run while the upgrade was unfinished.
    const imagesToInstall = [...new Set([...plan.imagesToInstall, record.image])];
    return { plan: { ...plan, imagesToInstall, upgrade }, desired: withRootfs(desired, upgrade) };
  }

  if (candidates.length === 0) return { plan, desired };
  const running = await runningRootfs(current, inputs.labelsOf);
  const from = running.labels.version ?? '';
  const upgrades: Rootfs[] = [];
  for (const candidate of candidates) {
    const to = candidate.labels.version;
    if (!to) continue;
    const was = distributionOf(running.labels, running.reference);
    const wanted = distributionOf(candidate.labels, candidate.reference);
    if (was !== wanted)
      throw new UpgradeRefusedError(
        `rootfs image ${candidate.reference} is a ${wanted} image but cluster "${plan.cluster}" runs ${was}: a change of distribution is not an upgrade; reset the cluster to change it`,
        { phase: 'plan' },
      );
    if (upgradeStep(from, to, candidate.reference) === 'same') continue;
    if (!upgradableDistributions.includes(was))
      throw new UpgradeRefusedError(
        `rootfs image ${candidate.reference} would upgrade a ${was} cluster ${from} → ${to}: upgrading ${was} clusters is not supported yet`,
        { phase: 'plan' },
      );
    upgrades.push(candidate);
  }
  if (upgrades.length > 1)
    throw new UpgradeRefusedError(
      `more than one newer rootfs image in one apply (${upgrades.map((u) => u.reference).join(', ')}): upgrade one version at a time`,
      { phase: 'plan' },
    );
  const [target] = upgrades;
  if (!target) return { plan, desired };
  const upgrade: PlannedUpgrade = {
    from,
    to: target.labels.version as string,
    image: target.reference,
    replaces: running.reference,
    upgraded: [],
    resumed: false,
  };
  return { plan: { ...plan, upgrade }, desired: withRootfs(desired, upgrade) };
}

/**
 * The rootfs the cluster runs: the first rootfs of the saved `status.mounts` (what sealos records), else the
 * first rootfs image of the saved `spec.image` (a Clusterfile saved without mounts).
 */
async function runningRootfs(
  current: Clusterfile,
  labelsOf: (reference: string) => Promise<Record<string, string>>,
): Promise<Rootfs> {
  const mount = (current.cluster.status?.mounts ?? []).find((m) => m.type === 'rootfs');
  if (mount?.labels?.version) return { reference: mount.imageName, labels: mount.labels };
  for (const reference of current.cluster.spec?.image ?? []) {
    const labels = await labelsOf(reference);
    if (imageTypeOf(labels, reference) === 'rootfs' && labels.version) return { reference, labels };
  }
  throw new UpgradeRefusedError(
    'the saved Clusterfile does not say which Kubernetes version the cluster runs (no rootfs image with a version label in status.mounts or spec.image), so a new rootfs image cannot be checked as an upgrade',
    { phase: 'plan' },
  );
}

/** The Clusterfile with the upgrade's rootfs in place of the one it replaces. */
function withRootfs(clusterfile: Clusterfile, upgrade: PlannedUpgrade): Clusterfile {
  const cluster = structuredClone(clusterfile.cluster);
  cluster.spec = { ...cluster.spec, image: swapRootfs(cluster.spec?.image ?? [], upgrade) };
  return { ...clusterfile, cluster };
}

/**
 * An image list with the upgrade's image where the replaced rootfs was (and nowhere else); when the replaced
 * one is not listed, the list keeps the new image where it is, or starts with it.
 */
export function swapRootfs(
  images: readonly string[],
  upgrade: Pick<PlannedUpgrade, 'image' | 'replaces'>,
): string[] {
  const at = upgrade.replaces ? images.indexOf(upgrade.replaces) : -1;
  if (at < 0) return images.includes(upgrade.image) ? [...images] : [upgrade.image, ...images];
  const swapped = images.map((image, index) => (index === at ? upgrade.image : image));
  return swapped.filter((image, index) => image !== upgrade.image || index === at);
}
