import {
  type Cluster,
  type ConfigChange,
  clusterHosts,
  clusterName,
  type EarliestCertificate,
  endsWithinRenewWindow,
  hostIp,
  isCreated,
  master0,
  masters,
  nodes,
  savedEarliestCertificate,
} from '../clusterfile/index.js';
import { SealosError, UsageError } from '../errors.js';

/**
 * What an apply will do. The JSON form is exactly this object; hosts are normalised `ip:port`, in Clusterfile
 * order.
 */
export interface Plan {
  action: 'create' | 'reconcile';
  cluster: string;
  master0: string;
  mastersToJoin: string[];
  mastersToRemove: string[];
  nodesToJoin: string[];
  nodesToRemove: string[];
  imagesToInstall: string[];
  /**
   * The cluster runtime (`kubeadm`, `k3s`) once known: the apply sets it from the saved cluster's rootfs before
   * any image is pulled, then from the rootfs image's distribution label once it is (a dry run of a create reads
   * that label from the image's configuration: apply/create-plan.ts).
   */
  runtime?: string;
  /** A create's Kubernetes version, its rootfs image's `version` label, read on a dry run (apply/create-plan.ts). */
  version?: string;
  /** Set when a newer rootfs image moves the running cluster to its Kubernetes version (apply/upgrade-plan.ts). */
  upgrade?: PlannedUpgrade;
  /**
   * On a reconcile, the fields of the running cluster's configuration the Clusterfile changes, set once master0
   * was read (the Compare configuration phase; a dry run of a reconcile reads it too).
   */
  configChanges?: ConfigChange[];
  /** The host that is this machine, when the Clusterfile listed none and it was made the only master. */
  local?: string;
  /**
   * The certificate that ends first, as the last reconcile read it, when it ends within 90 days or has ended:
   * a warning (the Certificates phase reads the masters again and renews when asked).
   */
  certificatesEnding?: EarliestCertificate;
}

/** An upgrade of the cluster's Kubernetes version, started now or resumed from a run that stopped half-way. */
export interface PlannedUpgrade {
  /** The running version and the target, as the rootfs images' `version` labels say (`v1.27.7`). */
  from: string;
  to: string;
  /** The rootfs image that brings `to`, and the one it takes the place of in `spec.image`. */
  image: string;
  replaces?: string;
  /** Hosts (`ip:port`) an earlier run already upgraded; this run does not redo them. */
  upgraded: string[];
  /** True when a saved, unfinished upgrade is being continued. */
  resumed: boolean;
}

/** The desired cluster drops the host that initialised the cluster: sealos cannot do that, nor can we. */
export class MasterZeroRemovalError extends SealosError {}

/** The refusal of a change that drops master0 or makes it a node: the plan's, and `delete`'s before it. */
export function masterZeroRemoval(cluster: string, master0: string): MasterZeroRemovalError {
  return new MasterZeroRemovalError(
    `master0 ${master0} of cluster "${cluster}" cannot be removed or made a node: it initialised the cluster; reset the cluster to replace it`,
    { host: master0, phase: 'plan' },
  );
}

/**
 * Desired vs current → Plan.
 * - create: no current cluster, or one never created (no `metadata.creationTimestamp`): master0 initialises,
 *   every other master and every node joins, every image is installed.
 * - reconcile: hosts are compared by IP (a changed SSH port is the same machine); a host whose role changed
 *   leaves one list and joins the other. Additions and removals are both kept (sealos drops the removals when
 *   there are additions). Images to install = desired − current, in desired order; an image left out is not
 *   uninstalled. master0 is the current one and must stay a master (MasterZeroRemovalError). The images of
 *   `reinstall` that are installed already are installed again (sealos `run -f`: ForceOverride in
 *   pkg/apply/processor/install.go), so their CMD runs again.
 */
export function planCluster(desired: Cluster, current?: Cluster, reinstall: string[] = []): Plan {
  const name = clusterName(desired);
  if (!current || !isCreated(current)) {
    if ((desired.spec?.image ?? []).length === 0)
      throw new UsageError(
        `cluster "${name}" does not exist yet and no image is given: a new cluster needs at least its rootfs image (spec.image, or the images input)`,
      );
    const first = master0(desired);
    return {
      action: 'create',
      cluster: name,
      master0: first,
      mastersToJoin: masters(desired).filter((address) => address !== first),
      mastersToRemove: [],
      nodesToJoin: nodes(desired),
      nodesToRemove: [],
      imagesToInstall: unique(desired.spec?.image ?? []),
    };
  }
  const currentMaster0 = master0(current);
  const desiredMasters = masters(desired);
  if (!desiredMasters.some((address) => hostIp(address) === hostIp(currentMaster0)))
    throw masterZeroRemoval(name, currentMaster0);
  const installed = new Set((current.spec?.image ?? []).filter((image) => !reinstall.includes(image)));
  return {
    action: 'reconcile',
    cluster: name,
    master0: desiredAddressOf(desired, currentMaster0),
    mastersToJoin: missingFrom(desiredMasters, masters(current)),
    mastersToRemove: missingFrom(masters(current), desiredMasters),
    nodesToJoin: missingFrom(nodes(desired), nodes(current)),
    nodesToRemove: missingFrom(nodes(current), nodes(desired)),
    imagesToInstall: unique(desired.spec?.image ?? []).filter((image) => !installed.has(image)),
    ...certificatesEnding(current),
  };
}

/** The saved first certificate to end, when it ends within the renewal window (or has ended). */
function certificatesEnding(current: Cluster): Pick<Plan, 'certificatesEnding'> {
  const earliest = savedEarliestCertificate(current);
  return earliest && endsWithinRenewWindow(earliest.notAfter, new Date())
    ? { certificatesEnding: earliest }
    : {};
}

/** The addresses of `list` whose IP is not in `other`. */
function missingFrom(list: string[], other: string[]): string[] {
  const ips = new Set(other.map(hostIp));
  return list.filter((address) => !ips.has(hostIp(address)));
}

/** The desired spelling (port) of a current host. */
function desiredAddressOf(desired: Cluster, address: string): string {
  return clusterHosts(desired).find((host) => host.ip === hostIp(address))?.address ?? address;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
