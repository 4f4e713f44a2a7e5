import { reasonOf, SealosError } from '../../errors.js';
import { CommandError } from '../../hosts/errors.js';
import type { Logger } from '../../log/logger.js';
import { RuntimeError } from '../errors.js';
import type { CommandResult } from '../executor.js';
import { checkNodeName } from '../node-name.js';
import * as commands from './commands.js';
import type { ClusterPaths } from './paths.js';
import * as upgrade from './upgrade-commands.js';
import { atLeast, type KubernetesVersion } from './version.js';

/** What one host's upgrade needs from the runtime: where things are, and how to run a command on a host. */
export interface HostUpgrade {
  ip: string;
  master0: string;
  version: KubernetesVersion;
  paths: ClusterPaths;
  debug: boolean;
  /** Masters and nodes in the cluster: a lone host has nowhere to drain its pods to. */
  clusterSize: number;
  criSocket?: string;
  imageRepository?: string;
  logger: Logger;
  /** Runs a command on a host; a non-zero exit throws a CommandError naming host and command. */
  mustRun(ip: string, command: string): Promise<CommandResult>;
  /** Runs a command on a host and returns its result whatever the exit status. */
  execute(ip: string, command: string): Promise<CommandResult>;
  /** Waits between retries. */
  pause(ms: number): Promise<void>;
}

const RETRIES = 12;
const RETRY_PAUSE_MS = 5_000;
const DRAIN_TIMEOUT_SECONDS = 120;

/**
 * One host to `version`, in sealos's order (pkg/runtime/kubernetes/upgrade.go upgradeMaster0 and
 * upgradeOtherNodes): CRI and kubelet flag migrations for the target, the API answering, the new kubeadm,
 * images pre-pulled (a failure only warns), `kubeadm upgrade apply` on master0 or `kubeadm upgrade node`
 * elsewhere, cordon (and drain, bounded, where other hosts can take the pods), the new kubectl and kubelet,
 * kubelet restarted, uncordon (retried while the API comes back). Beyond sealos: each step is one command
 * whose failure stops the host's upgrade, and the error names the host being upgraded and the cause.
 */
export async function upgradeKubeadmHost(step: HostUpgrade): Promise<void> {
  try {
    await upgradeSteps(step);
  } catch (error) {
    const ranOn = error instanceof SealosError && error.host && error.host !== step.ip;
    throw new RuntimeError(
      `upgrade to ${step.version.text} stopped: ${ranOn ? `on ${(error as SealosError).host}: ` : ''}${reasonOf(error)}`,
      { host: step.ip, phase: 'Upgrade', cause: error },
    );
  }
}

async function upgradeSteps(step: HostUpgrade): Promise<void> {
  const { ip, master0, version, paths } = step;
  const log = step.logger.withPrefix(ip);
  const node = checkNodeName((await step.mustRun(ip, commands.hostname())).stdout, ip, 'Upgrade');
  log.info(`upgrading node ${node} to ${version.text}`);

  if (atLeast(version, 26)) {
    if ((await step.execute(ip, commands.fileExists(upgrade.criShimConfig))).exitCode === 0) {
      await step.mustRun(ip, upgrade.criShimToV1());
      await step.mustRun(ip, upgrade.systemctl('restart', 'image-cri-shim'));
      await step.mustRun(ip, upgrade.systemctl('restart', 'kubelet'));
    } else log.info(`no ${upgrade.criShimConfig}: no image-cri-shim to move to CRI v1`);
  }
  if (atLeast(version, 27)) {
    await step.mustRun(ip, upgrade.dropRemovedKubeletFlags());
    await step.mustRun(ip, upgrade.systemctl('daemon-reload'));
    await step.mustRun(ip, upgrade.systemctl('restart', 'kubelet'));
  }

  await retried(step, master0, upgrade.listNodes(), 'the API server did not answer');
  // The target's kubeadm first: it knows the target's images, and `upgrade` refuses a newer version than itself.
  await step.mustRun(ip, upgrade.installBinary(paths, 'kubeadm'));
  const pulled = await step.execute(
    ip,
    upgrade.prePullImages(version.text, step.criSocket, step.imageRepository),
  );
  if (pulled.exitCode !== 0)
    log.warn(`pre-pulling the ${version.text} images failed (the upgrade pulls them): ${lastLine(pulled)}`);
  await step.mustRun(
    ip,
    ip === master0 ? upgrade.upgradeApply(version.text, step.debug) : upgrade.upgradeNode(step.debug),
  );

  await step.mustRun(master0, upgrade.cordon(node));
  if (step.clusterSize > 1) {
    const drained = await step.execute(master0, upgrade.drain(node, DRAIN_TIMEOUT_SECONDS));
    if (drained.exitCode !== 0)
      log.warn(`drain of ${node} did not finish; going on with its pods in place: ${lastLine(drained)}`);
  }
  await step.mustRun(ip, upgrade.installBinary(paths, 'kubectl'));
  await step.mustRun(ip, upgrade.installBinary(paths, 'kubelet'));
  await step.mustRun(ip, upgrade.systemctl('daemon-reload'));
  await step.mustRun(ip, upgrade.systemctl('restart', 'kubelet'));
  await retried(step, master0, upgrade.uncordon(node), `node ${node} could not be uncordoned`);
  log.info(`node ${node} is at ${version.text}`);
}

/** A command run until it succeeds, `RETRIES` times at most; the last failure is the error. */
async function retried(step: HostUpgrade, ip: string, command: string, what: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const result = await step.execute(ip, command);
    if (result.exitCode === 0) return;
    if (attempt === RETRIES) {
      step.logger.withPrefix(ip).warn(`${what} after ${RETRIES} tries`);
      throw new CommandError({ host: ip, command, ...result, phase: 'Upgrade' });
    }
    await step.pause(RETRY_PAUSE_MS);
  }
}

function lastLine(result: CommandResult): string {
  return (result.stderr.trim() || result.stdout.trim()).split('\n').at(-1) ?? '';
}
