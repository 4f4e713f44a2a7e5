import { join } from 'node:path';
import type { ApplyResult } from '../../apply/request.js';
import type { Phase } from '../../cluster/phase.js';
import { redactClusterfile, stringifyClusterfile, writeClusterfile } from '../../clusterfile/index.js';
import { errorMessage } from '../../errors.js';
import type { Logger } from '../../log/logger.js';
import { assertNoSecrets, CLUSTERFILE } from '../../state/secret-guard.js';
import type { StateStore } from '../../state/state.js';
import { type RunContext, runResult } from '../run-context.js';

/** The redacted Clusterfile saved (also when the apply failed, never on a dry run), and the run's outcome. */
export const saveState: Phase<RunContext> = {
  title: 'Save state',
  async run(context) {
    const { request, store, cluster, current, desired, secrets, logger } = context;
    const result = runResult(context, 'applied');
    const clusterfile = redactClusterfile(request.dryRun ? desired.clusterfile : result.clusterfile);
    const content = { clusterfile: stringifyClusterfile(clusterfile), files: {} };
    const saved = request.dryRun ? false : await save(store, content, [...secrets], result, logger);
    let clusterfilePath: string | undefined;
    if (saved && store.kind === 'local') clusterfilePath = join(store.location, CLUSTERFILE);
    else if (request.outputDir) {
      assertNoSecrets(content, [...secrets]);
      clusterfilePath = join(request.outputDir, 'sealos-action', cluster, CLUSTERFILE);
      await writeClusterfile(clusterfilePath, clusterfile);
    }
    context.results.outcome = {
      cluster,
      dryRun: request.dryRun,
      plan: result.plan,
      phases: result.phases,
      ...(result.startedAt ? { startedAt: result.startedAt } : {}),
      hostTimings: result.hostTimings ?? [],
      phase: request.dryRun ? 'none' : finalPhase(result),
      clusterfile,
      ...(current ? { current: redactClusterfile(current) } : {}),
      ...(result.kubeconfig ? { kubeconfig: result.kubeconfig } : {}),
      ...(result.uncleaned?.length ? { uncleaned: result.uncleaned } : {}),
      ...(result.error ? { error: result.error } : {}),
      ...(result.error && result.unchanged ? { unchanged: true } : {}),
      state: { kind: store.kind, location: store.location, saved },
      ...(clusterfilePath ? { clusterfilePath } : {}),
    };
  },
};

/**
 * Saves the state. When the apply failed too, a save failure is logged and the apply's error stays the one
 * reported: it is what the user must fix first.
 */
async function save(
  store: StateStore,
  content: { clusterfile: string; files: Record<string, string> },
  secrets: string[],
  result: ApplyResult,
  logger: Logger,
): Promise<boolean> {
  try {
    await store.save(content, secrets);
    return store.kind !== 'none';
  } catch (error) {
    if (!result.error) throw error;
    logger.error(`state not saved: ${errorMessage(error)}`);
    return false;
  }
}

/** The saved phase: ClusterFailed after a failure, unless it changed no host (the cluster keeps its own). */
function finalPhase(result: ApplyResult): 'ClusterSuccess' | 'ClusterFailed' {
  if (result.error && !result.unchanged) return 'ClusterFailed';
  return result.clusterfile.cluster.status?.phase === 'ClusterFailed' ? 'ClusterFailed' : 'ClusterSuccess';
}
