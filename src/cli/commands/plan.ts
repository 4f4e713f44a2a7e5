import { access } from 'node:fs/promises';
import {
  type Cluster,
  ClusterfileError,
  clusterfilePath,
  clusterName,
  defaultStateDir,
  logClusterfileProblems,
  readClusterfile,
} from '../../clusterfile/index.js';
import { planCluster, planToJson, planToText } from '../../plan/index.js';
import type { RegisterCommand } from '../context.js';

export const registerPlan: RegisterCommand = (program, context) => {
  program
    .command('plan')
    .description(
      'Show what applying a Clusterfile would do: create or reconcile, hosts to join and remove, images to install',
    )
    .requiredOption('-f, --file <path>', 'the desired Clusterfile')
    .option('--state-dir <dir>', 'where saved clusters live (<dir>/<cluster>/Clusterfile)', defaultStateDir())
    .option('--json', 'print the plan as one JSON object')
    .action(async (options: { file: string; stateDir: string; json?: boolean }) => {
      const desired = await loadOrReport(options.file);
      if (!desired) return;
      const currentPath = clusterfilePath(options.stateDir, clusterName(desired));
      const current = (await exists(currentPath)) ? await loadOrReport(currentPath) : undefined;
      if (current === null) return;
      context.logger.debug(current ? `current state: ${currentPath}` : `no saved cluster at ${currentPath}`);
      const plan = planCluster(desired, current);
      context.stdout(`${options.json ? planToJson(plan) : planToText(plan)}\n`);
    });

  /** The Cluster of a Clusterfile, or null after logging every located problem (exit status 1). */
  async function loadOrReport(path: string): Promise<Cluster | null> {
    try {
      const loaded = await readClusterfile(path);
      logClusterfileProblems(context.logger, loaded.warnings, 'warn');
      return loaded.clusterfile.cluster;
    } catch (error) {
      if (!(error instanceof ClusterfileError)) throw error;
      logClusterfileProblems(context.logger, error.problems, 'error');
      process.exitCode = 1;
      return null;
    }
  }
};

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
