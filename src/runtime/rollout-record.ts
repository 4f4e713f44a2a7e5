import type { ConfigChange } from '../clusterfile/index.js';
import { shellQuote } from '../hosts/shell.js';
import { RuntimeError } from './errors.js';
import type { CommandResult } from './executor.js';
import type { HostSteps } from './host-steps.js';

/**
 * A configuration rollout not finished yet, kept as JSON on master0 (`{changes: [...]}`, each change with the
 * hosts still to do), for every runtime: a host the rollout already changed may no longer differ from the
 * Clusterfile (kubeadm's ConfigMaps hold the new values after the first upload; a k3s host's config.yaml is
 * written before its restart), so a fresh comparison alone would skip the host that stopped it.
 */

/** What the record needs of a runtime: master0, the file, and its host steps. */
export interface RolloutRecordAccess {
  master0: string;
  /** The cluster's `etc/config-rollout.json` on master0 (host-layout). */
  recordPath: string;
  mustRun(ip: string, command: string): Promise<CommandResult>;
  write(ip: string, path: string, content: string): Promise<void>;
}

/** A runtime's access to the record: its Configuration step's commands and owner-only writes. */
export function rolloutRecordAccess(
  steps: HostSteps<'Configuration'>,
  master0: string,
  recordPath: string,
): RolloutRecordAccess {
  return {
    master0,
    recordPath,
    mustRun: (ip, command) => steps.mustRun(ip, command, 'Configuration'),
    write: (ip, path, content) => steps.write(ip, path, content, 0o600, 'Configuration'),
  };
}

/** The changes to roll out now: fresh ones merged with those the record on master0 left unfinished. Reads only. */
export async function withUnfinishedRollout(
  access: RolloutRecordAccess,
  fresh: readonly ConfigChange[],
): Promise<ConfigChange[]> {
  const path = shellQuote(access.recordPath);
  const record = await access.mustRun(access.master0, `if [ -f ${path} ]; then cat ${path}; fi`);
  return mergeResumed(record.stdout, fresh, access.master0);
}

/**
 * The changes of a rollout an earlier run left unfinished (`recordText`), then the fresh ones. A recorded field
 * takes the fresh values of the first fresh change of that field and the union of hosts, those of the record
 * first; any other fresh change stays as it is.
 */
function mergeResumed(recordText: string, fresh: readonly ConfigChange[], master0: string): ConfigChange[] {
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
  const sameField = (a: ConfigChange, b: ConfigChange) => a.document === b.document && a.field === b.field;
  const absorbed = new Set<ConfigChange>();
  const merged = recorded.map((change): ConfigChange => {
    const now = fresh.find((candidate) => sameField(candidate, change) && !absorbed.has(candidate));
    if (now) absorbed.add(now);
    return {
      ...change,
      ...(now ? { from: now.from, to: now.to } : {}),
      hosts: [...new Set([...change.hosts, ...(now?.hosts ?? [])])],
      resumed: true,
    };
  });
  return [...merged, ...fresh.filter((change) => !absorbed.has(change))];
}

/** The record of a rollout under way: saved before its first step and after each host, removed at its end. */
export class RolloutRecord {
  readonly pending: ConfigChange[];

  constructor(
    private readonly access: RolloutRecordAccess,
    changes: readonly ConfigChange[],
  ) {
    this.pending = changes.map((change) => ({ ...change, hosts: [...change.hosts] }));
  }

  async save(): Promise<void> {
    const text = `${JSON.stringify({ changes: this.pending.filter((change) => change.hosts.length > 0) }, null, 1)}\n`;
    await this.access.write(this.access.master0, this.access.recordPath, text);
  }

  /** `hosts` are done with the changes of `document`, or with every change when none is named. */
  async done(hosts: readonly string[], document?: string): Promise<void> {
    for (const change of this.pending)
      if (document === undefined || change.document === document)
        change.hosts = change.hosts.filter((host) => !hosts.includes(host));
    await this.save();
  }

  async finish(): Promise<void> {
    await this.access.mustRun(this.access.master0, `rm -f ${shellQuote(this.access.recordPath)}`);
  }
}
