import { onHosts } from '../../cluster/on-hosts.js';
import type { Phase } from '../../cluster/phase.js';
import { errorMessage } from '../../errors.js';
import { applicationWorkdir, rootfsDir } from '../../host-layout/cluster-folders.js';
import { shellQuote } from '../../hosts/shell.js';
import { expandCommand } from '../../render/index.js';
import type { ClusterImage } from '../cluster-images.js';
import { type ApplyContext, resultOf } from '../context.js';

/**
 * Each image's ENTRYPOINT and CMD items (spec.command replaces the first image's CMD), run in the image's folder
 * with the host's env: rootfs and patch images on every master and node, application images on master0. New
 * images run everywhere; hosts joining now also run the rootfs and patch images' commands. A failing command
 * is an application error recorded in `commandCondition`, and the images after it are cancelled.
 */
export const runGuest: Phase<ApplyContext> = {
  title: 'Run guest',
  async run(context) {
    const { topology, plan, progress } = context;
    const images = resultOf(context, 'images').all;
    const fresh = new Set(plan.action === 'create' ? images.map((i) => i.reference) : plan.imagesToInstall);
    const clusterHosts = [...topology.masters, ...topology.nodes];
    const joining = [...topology.joining.masters, ...topology.joining.nodes];
    for (const [index, image] of images.entries()) {
      const application = image.mount.type === 'application';
      const hosts = fresh.has(image.reference)
        ? application
          ? [topology.master0]
          : clusterHosts
        : application
          ? []
          : joining;
      const commands = guestCommands(context, image, index);
      if (hosts.length > 0 && commands.length > 0) {
        try {
          await runCommands(context, image, commands, hosts);
        } catch (error) {
          progress.guestFailures.push({ image: image.reference, message: errorMessage(error) });
          progress.cancelledImages = images.slice(index + 1).map((i) => i.reference);
          context.logger.error(`${image.reference}: ${errorMessage(error)}`);
          return;
        }
      }
      if (fresh.has(image.reference)) progress.installedImages.add(image.reference);
    }
  },
};

function guestCommands(context: ApplyContext, image: ClusterImage, index: number): string[] {
  const override = index === 0 ? context.desired.cluster.spec?.command : undefined;
  const cmd = override && override.length > 0 ? override : image.mount.cmd;
  return [...image.mount.entrypoint, ...cmd].filter((command) => command.trim() !== '');
}

async function runCommands(
  context: ApplyContext,
  image: ClusterImage,
  commands: string[],
  hosts: string[],
): Promise<void> {
  const workdir =
    image.mount.type === 'application'
      ? applicationWorkdir(context.clusterName, image.mount.name)
      : rootfsDir(context.clusterName);
  await onHosts(context, hosts, 'run guest', async (executor, host) => {
    const env = resultOf(context, 'trees').env(host);
    for (const command of commands) {
      const expanded = expandCommand(command, env);
      if (expanded.unknown.length > 0)
        context.logger.warn(
          `${image.reference}: ${expanded.unknown.map((v) => `$${v}`).join(', ')} not set; left as written`,
        );
      context.logger.info(`${host}: ${image.reference}: ${expanded.command}`);
      await executor.run(`cd ${shellQuote(workdir)} && ${expanded.command}`, {
        env,
        logger: context.logger,
      });
    }
  });
}
