import { existsSync } from 'node:fs';
import { clusterfilePath } from '../clusterfile/index.js';
import { ReportedFailure, UsageError } from '../errors.js';
import type { CliContext } from './context.js';

/**
 * sealos's `ConfirmDeleteNodes` (pkg/apply/processor/interface.go): `--force` skips the question; otherwise the
 * user is asked. Where no one can answer (a script, CI), the command is refused rather than left waiting.
 * A "no" ends the command with status 1 and nothing changed.
 */
export async function confirmOrRefuse(context: CliContext, question: string, force: boolean): Promise<void> {
  if (force) return;
  if (!context.confirm)
    throw new UsageError(
      `${question.replace(/\?$/, '')}: not on a terminal, so nobody can confirm; give --force to go ahead without asking`,
    );
  if (!(await context.confirm(question))) throw new ReportedFailure('cancelled: nothing was changed');
}

/** Whether a cluster is saved in the local state folder: without one, `reset` and `delete` touch nothing. */
export function savedClusterExists(stateDir: string, cluster: string): boolean {
  return existsSync(clusterfilePath(stateDir, cluster));
}
