import {
  ClusterfileError,
  clusterfilePath,
  clusterName,
  defaultStateDir,
  type LoadedClusterfile,
  logClusterfileProblems,
  readClusterfile,
  runnerAddress,
} from '../../clusterfile/index.js';
import { ReportedFailure } from '../../errors.js';
import { pathExists } from '../../files/path-exists.js';
import { planCluster, planToJson, planToText } from '../../plan/index.js';
import { readClusterfileTemplate } from '../../render/index.js';
import { savedDistribution } from '../../runtime/index.js';
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
      );
      const desired = loaded.clusterfile.cluster;
      const currentPath = clusterfilePath(options.stateDir, clusterName(desired));
      const current = (await pathExists(currentPath))
        ? (await loadOrReport(readClusterfile(currentPath), currentPath)).clusterfile.cluster
        : undefined;
      context.logger.debug(current ? `current state: ${currentPath}` : `no saved cluster at ${currentPath}`);
      const plan = planCluster(desired, current);
      if (loaded.localHost) plan.local = loaded.localHost;
      // Without pulling images, the runtime is known only for a cluster that exists.
      const runtime = plan.action === 'reconcile' ? savedDistribution(current) : undefined;
      if (runtime) plan.runtime = runtime;
      context.stdout(`${options.json ? planToJson(plan) : planToText(plan)}\n`);
    });

  /** A Clusterfile as read; a ReportedFailure after logging every located problem. */
  async function loadOrReport(reading: Promise<LoadedClusterfile>, path: string): Promise<LoadedClusterfile> {
    try {
      const loaded = await reading;
      logClusterfileProblems(context.logger, loaded.warnings, 'warn');
      return loaded;
    } catch (error) {
      if (!(error instanceof ClusterfileError)) throw error;
      logClusterfileProblems(context.logger, error.problems, 'error');
      throw new ReportedFailure(`${path}: ${error.problems.length} problem(s)`);
    }
  }
};
