import {
  clusterfilePath,
  clusterName,
  defaultStateDir,
  readClusterfile,
  runnerAddress,
} from '../../clusterfile/index.js';
import { pathExists } from '../../files/path-exists.js';
import { type Plan, planCluster, planToJson, planToText } from '../../plan/index.js';
import { readClusterfileTemplate } from '../../render/index.js';
import { savedDistribution } from '../../runtime/index.js';
import { loadOrReport } from '../clusterfile-report.js';
import type { RegisterCommand } from '../context.js';
import { addTemplateFlags, type TemplateFlags, templateInputsOf } from '../template-flags.js';

export const registerPlan: RegisterCommand = (program, context) => {
  addTemplateFlags(program.command('plan'))
    .description(
      'Show what applying a Clusterfile would do: create or reconcile, hosts to join and remove, images to install',
    )
    .requiredOption('-f, --file <path>', 'the desired Clusterfile')
    .option('--state-dir <dir>', 'where saved clusters live (<dir>/<cluster>/Clusterfile)', defaultStateDir())
    .option('--json', 'print the plan as one JSON object')
    .action(async (options: { file: string; stateDir: string; json?: boolean } & TemplateFlags) => {
      const loaded = await loadOrReport(
        readClusterfileTemplate(options.file, templateInputsOf(options), { localHost: runnerAddress }),
        options.file,
        context.logger,
      );
      const desired = loaded.clusterfile.cluster;
      const currentPath = clusterfilePath(options.stateDir, clusterName(desired));
      const current = (await pathExists(currentPath))
        ? (await loadOrReport(readClusterfile(currentPath), currentPath, context.logger)).clusterfile.cluster
        : undefined;
      context.logger.debug(current ? `current state: ${currentPath}` : `no saved cluster at ${currentPath}`);
      const plan = planCluster(desired, current);
      if (loaded.localHost) plan.local = loaded.localHost;
      // Without pulling images, the runtime is known only for a cluster that exists.
      const runtime = plan.action === 'reconcile' ? savedDistribution(current) : undefined;
      if (runtime) plan.runtime = runtime;
      if (options.json) context.stdout(`${planToJson(plan)}\n`);
      else context.stdout(`${[planToText(plan), ...unreadConfiguration(plan, options.file)].join('\n')}\n`);
    });
};

/**
 * A reconcile's configuration changes (kubeadm's or k3s's documents) are found by reading master0, which this
 * command never reaches: say so, and where they are shown, rather than let "nothing to change" imply them.
 */
function unreadConfiguration(plan: Plan, file: string): string[] {
  if (plan.action !== 'reconcile') return [];
  return [
    `(the running configuration is not compared here, no host is reached: \`apply --dry-run -f ${file}\` reads it on master0 and lists its changes)`,
  ];
}
