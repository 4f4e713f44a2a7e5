import { ClusterfileError, type LoadedClusterfile, logClusterfileProblems } from '../clusterfile/index.js';
import { ReportedFailure } from '../errors.js';
import type { Logger } from '../log/logger.js';

/** A Clusterfile as read, its warnings logged; a ReportedFailure after logging every located problem. */
export async function loadOrReport(
  reading: Promise<LoadedClusterfile>,
  path: string,
  logger: Logger,
): Promise<LoadedClusterfile> {
  try {
    const loaded = await reading;
    logClusterfileProblems(logger, loaded.warnings, 'warn');
    return loaded;
  } catch (error) {
    if (!(error instanceof ClusterfileError)) throw error;
    logClusterfileProblems(logger, error.problems, 'error');
    throw new ReportedFailure(`${path}: ${error.problems.length} problem(s)`);
  }
}
