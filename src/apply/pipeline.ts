import type { Phase } from '../cluster/phase.js';
import type { ApplyContext } from './context.js';
import { bootstrap } from './phases/bootstrap.js';
import { checkCertificates } from './phases/check-certificates.js';
import { checkHosts } from './phases/check-hosts.js';
import { compareConfig } from './phases/compare-config.js';
import { fetchKubeconfig } from './phases/fetch-kubeconfig.js';
import { initCluster } from './phases/init-cluster.js';
import { joinHosts } from './phases/join-hosts.js';
import { mirrorRegistry } from './phases/mirror-registry.js';
import { mountRootfs } from './phases/mount-rootfs.js';
import { pruneRunner } from './phases/prune-runner.js';
import { pullImages } from './phases/pull-images.js';
import { removeHosts } from './phases/remove-hosts.js';
import { rolloutConfig } from './phases/rollout-config.js';
import { runConfig } from './phases/run-config.js';
import { runGuest } from './phases/run-guest.js';
import { upgradeCluster } from './phases/upgrade-cluster.js';

/**
 * One pipeline for create and reconcile (docs/sealos-compatibility.md §5): each phase tests whether it has work (Init only
 * on create; Upgrade only when a newer rootfs asks for it, before joins so new hosts meet the new version;
 * Bootstrap and Join only for joining hosts; Remove only for leaving ones), and skips hosts that
 * already hold what it would put there. Joins come before removals, so capacity never dips first. On a
 * reconcile the running configuration is compared (read only, so a refused change stops before any host is
 * touched) and its changes rolled out after the upgrade, before joins.
 */
export const applyPipeline: readonly Phase<ApplyContext>[] = [
  checkHosts,
  pruneRunner,
  pullImages,
  runConfig,
  compareConfig,
  mountRootfs,
  mirrorRegistry,
  upgradeCluster,
  checkCertificates,
  rolloutConfig,
  bootstrap,
  initCluster,
  joinHosts,
  runGuest,
  removeHosts,
  fetchKubeconfig,
];

/** A dry run of a reconcile: the read-only phases that compare the running configuration, then it stops. */
export const dryRunPipeline: readonly Phase<ApplyContext>[] = [pullImages, runConfig, compareConfig];
