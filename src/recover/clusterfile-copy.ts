import { errorMessage } from '../errors.js';
import { clusterDataDir } from '../host-layout/cluster-folders.js';
import type { Executor } from '../hosts/executor.js';
import { shellQuote } from '../hosts/shell.js';
import { StateRecoveryError } from './errors.js';

/** The redacted Clusterfile kept on master0 after each apply, as sealos keeps its own beside the data. */
export function clusterfileCopyPath(cluster: string): string {
  return `${clusterDataDir(cluster)}/Clusterfile`;
}

/**
 * Writes the redacted Clusterfile to master0, atomically. Only into a data folder the apply made: a failed
 * create that never reached the hosts must leave master0 as it was (Check reads an existing data folder as
 * "this cluster set the host up"). Returns whether it was written.
 */
export async function writeClusterfileCopy(
  executor: Executor,
  cluster: string,
  text: string,
): Promise<boolean> {
  const dir = shellQuote(clusterDataDir(cluster));
  const file = shellQuote(clusterfileCopyPath(cluster));
  const result = await executor.run(
    [
      `test -d ${dir} || { echo absent; exit 0; }`,
      `tmp=${file}.tmp.$$`,
      'umask 077',
      'cat > "$tmp"',
      `mv -f "$tmp" ${file}`,
      'echo written',
    ].join('\n'),
    { stdin: text },
  );
  return result.stdout.trim() === 'written';
}

/** The Clusterfile copy on master0, or undefined when master0 has none (the cluster was never applied there). */
export async function readClusterfileCopy(executor: Executor, cluster: string): Promise<string | undefined> {
  const file = shellQuote(clusterfileCopyPath(cluster));
  const result = await executor.run(
    `if [ -f ${file} ]; then echo present; cat ${file}; else echo absent; fi`,
    {
      check: false,
    },
  );
  if (result.exitCode !== 0)
    throw new StateRecoveryError(`cannot read ${clusterfileCopyPath(cluster)}: ${result.stderr.trim()}`, {
      host: executor.host,
      phase: 'state',
    });
  const [first, ...rest] = result.stdout.split('\n');
  if (first !== 'present') return undefined;
  return rest.join('\n');
}

/**
 * The saved cluster recovered from master0 (`recover-state`), when the state store had none (e.g. the
 * artifact expired). Fails when master0 holds no copy either: recovering means the user knows the cluster
 * exists, and creating it anew over a live cluster would be wrong.
 */
export async function recoverClusterfile(executor: Executor, cluster: string): Promise<string> {
  let text: string | undefined;
  try {
    text = await readClusterfileCopy(executor, cluster);
  } catch (error) {
    if (error instanceof StateRecoveryError) throw error;
    throw new StateRecoveryError(`cannot reach master0 to recover the state: ${errorMessage(error)}`, {
      host: executor.host,
      phase: 'state',
      cause: error,
    });
  }
  if (text === undefined)
    throw new StateRecoveryError(
      `recover-state: master0 has no ${clusterfileCopyPath(cluster)}; the cluster was never applied there (remove recover-state to create it)`,
      { host: executor.host, phase: 'state' },
    );
  return text;
}
