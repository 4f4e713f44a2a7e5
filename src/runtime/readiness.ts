import { errorMessage } from '../errors.js';
import { RuntimeError } from './errors.js';

/** How often (and how long apart) a restarted apiserver or kubelet is asked whether it is back: 5 minutes. */
const ATTEMPTS = 60;
const PAUSE_MS = 5000;

/**
 * Asks until `check` answers undefined (ready), pausing between answers; else its last answer is the cause of
 * the failure, which names the host and says the rollout resumes there.
 */
export async function waitUntilReady(
  ip: string,
  what: string,
  check: () => Promise<string | undefined>,
  pause: (ms: number) => Promise<void>,
): Promise<void> {
  let last = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await check().catch((error: unknown) => errorMessage(error));
    if (answer === undefined) return;
    last = answer;
    if (attempt < ATTEMPTS) await pause(PAUSE_MS);
  }
  throw new RuntimeError(
    `not ${what} after the configuration change (last answer: ${last}); the hosts after it were not touched. Fix the cause on this host and run again: the rollout resumes here`,
    { host: ip, phase: 'Configuration' },
  );
}

/** undefined when `kubectl get node NAME -o json` says Ready=True; else what its Ready condition says. */
export function nodeNotReady(json: string): string | undefined {
  try {
    const node = JSON.parse(json) as { status?: { conditions?: Array<Record<string, string>> } };
    const ready = node.status?.conditions?.find((condition) => condition.type === 'Ready');
    if (ready?.status === 'True') return undefined;
    return ready
      ? `Ready=${ready.status} ${ready.reason ?? ''} ${ready.message ?? ''}`.trim()
      : 'no Ready condition';
  } catch {
    return 'kubectl did not answer a Node';
  }
}
