import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';

/**
 * What the run action's main step hands its post step (GITHUB_STATE; the post step reads `STATE_<name>`).
 * No secret: the post step reads the SSH secrets from its inputs again.
 */
export interface PostStepState {
  cluster: string;
  /** master0 `ip:port`, where the lock is. */
  master0: string;
  /** The token of the lock the main step took; empty when it released it (or never took one). */
  lockToken: string;
  /** The redacted desired Clusterfile (every host, also those a failed create never joined). */
  clusterfile: string;
  /** ClusterSuccess, ClusterFailed, or empty while the apply runs (a main step that died mid-way). */
  phase: string;
  /** The phase that failed, for the diagnostics. */
  failedPhase: string;
  /** The host this machine is (single mode), if any. */
  localHost: string;
}

const NAMES: Record<keyof PostStepState, string> = {
  cluster: 'sealos-cluster',
  master0: 'sealos-master0',
  lockToken: 'sealos-lock-token',
  clusterfile: 'sealos-clusterfile',
  phase: 'sealos-phase',
  failedPhase: 'sealos-failed-phase',
  localHost: 'sealos-local-host',
};

/**
 * Appends values for the post step to the GITHUB_STATE file, as `core.saveState` does; nothing outside an
 * Actions step (no GITHUB_STATE), so the CLI writes nothing and prints nothing.
 */
export async function recordForPostStep(
  values: Partial<PostStepState>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const file = env.GITHUB_STATE;
  if (!file) return;
  let text = '';
  for (const [key, value] of Object.entries(values) as [keyof PostStepState, string][]) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    text += `${NAMES[key]}<<${delimiter}\n${value}\n${delimiter}\n`;
  }
  await appendFile(file, text, 'utf8');
}

/** What the main step recorded, from the post step's `STATE_*` variables; undefined when it recorded nothing. */
export function readPostStepState(env: NodeJS.ProcessEnv = process.env): PostStepState | undefined {
  const read = (key: keyof PostStepState) => env[`STATE_${NAMES[key]}`] ?? '';
  if (!read('cluster')) return undefined;
  return {
    cluster: read('cluster'),
    master0: read('master0'),
    lockToken: read('lockToken'),
    clusterfile: read('clusterfile'),
    phase: read('phase'),
    failedPhase: read('failedPhase'),
    localHost: read('localHost'),
  };
}
