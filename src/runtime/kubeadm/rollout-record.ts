import type { ConfigChange } from '../../clusterfile/index.js';
import { RuntimeError } from '../errors.js';

/**
 * The changes to roll out now: those of a rollout an earlier run left unfinished (recorded on master0 as
 * `{changes: [...]}`, each with the hosts still to do; the cluster's ConfigMaps may already hold their new
 * values, so a fresh comparison no longer shows them), then the fresh ones. A field in both keeps the fresh
 * values and the union of hosts, those of the record first.
 */
export function mergeResumed(
  recordText: string,
  fresh: readonly ConfigChange[],
  master0: string,
): ConfigChange[] {
  if (recordText.trim() === '') return [...fresh];
  let recorded: ConfigChange[];
  try {
    const parsed = JSON.parse(recordText) as { changes?: unknown };
    if (!Array.isArray(parsed.changes)) throw new Error('no changes list');
    recorded = parsed.changes as ConfigChange[];
  } catch (error) {
    throw new RuntimeError(
      `the unfinished configuration rollout kept on master0 cannot be read (${(error as Error).message}); remove the file to start afresh`,
      { host: master0, phase: 'Configuration' },
    );
  }
  const key = (change: ConfigChange) => `${change.document}\u0000${change.field}`;
  const freshByKey = new Map(fresh.map((change) => [key(change), change]));
  const merged = recorded.map((change): ConfigChange => {
    const now = freshByKey.get(key(change));
    freshByKey.delete(key(change));
    return {
      ...change,
      ...(now ? { from: now.from, to: now.to } : {}),
      hosts: [...new Set([...change.hosts, ...(now?.hosts ?? [])])],
      resumed: true,
    };
  });
  return [...merged, ...freshByKey.values()];
}
