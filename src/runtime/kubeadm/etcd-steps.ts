import type { Logger } from '../../log/logger.js';
import { RuntimeError } from '../errors.js';
import {
  etcdSnapshotFolder,
  etcdSnapshotName,
  KEPT_ETCD_SNAPSHOTS,
  pruneEtcdSnapshots,
} from '../etcd-snapshots.js';
import type { HostSteps } from '../host-steps.js';
import {
  type EtcdMember,
  listEtcdMembers,
  memberOnHost,
  parseEtcdMembers,
  removeEtcdMember,
  saveEtcdSnapshot,
} from './etcd.js';

type EtcdStep = 'Delete' | 'Snapshot';

export interface KubeadmEtcdOptions {
  cluster: string;
  /** A master whose etcd member answers: master0 (never removed). */
  master0: string;
  etcdDataDir: string;
  steps: HostSteps<EtcdStep>;
  logger: Logger;
  now: () => Date;
}

/** What the kubeadm runtime does with the cluster's stacked etcd: snapshots and member removal, through master0. */
export class KubeadmEtcd {
  constructor(private readonly options: KubeadmEtcdOptions) {}

  /** A snapshot on master0, the newest three kept; its path is logged and returned. */
  async snapshot(reason: string): Promise<string> {
    const { cluster, master0, etcdDataDir, steps, logger } = this.options;
    const folder = etcdSnapshotFolder(cluster);
    const path = `${folder}/${etcdSnapshotName(this.options.now())}.db`;
    await steps.mustRun(master0, saveEtcdSnapshot(etcdDataDir, path), 'Snapshot');
    await steps.mustRun(master0, pruneEtcdSnapshots(folder), 'Snapshot');
    logger
      .withPrefix(master0)
      .info(`etcd snapshot before ${reason}: ${path} (the newest ${KEPT_ETCD_SNAPSHOTS} are kept)`);
    return path;
  }

  async members(): Promise<EtcdMember[]> {
    return parseEtcdMembers(
      (await this.options.steps.mustRun(this.options.master0, listEtcdMembers(), 'Delete')).stdout,
    );
  }

  /**
   * Makes sure the member on `ip` is gone, removing it through master0 when it is still listed (`kubeadm reset`
   * only warns when it cannot remove its own member, and a host that does not answer cannot run it at all).
   */
  async removeMemberOn(ip: string): Promise<void> {
    const { master0, steps, logger } = this.options;
    const member = memberOnHost(await this.members(), ip);
    if (!member) return;
    logger.withPrefix(ip).info(`removing etcd member ${member.name} (${member.id}) through ${master0}`);
    await steps.mustRun(master0, removeEtcdMember(member.id), 'Delete');
    if (memberOnHost(await this.members(), ip))
      throw new RuntimeError(
        `etcd member ${member.name} (${member.id}) is still listed after its removal; see \`etcdctl member list\` on ${master0}`,
        { host: ip, phase: 'Delete' },
      );
  }
}
