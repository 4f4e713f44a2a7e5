import { hostIp } from '../clusterfile/index.js';
import { planToJson } from '../plan/index.js';
import type { RunOutcome } from './run-outcome.js';

/** The outputs a later step needs, except the kubeconfig (a secret: the action masks it before setting it). */
export function runOutputs(outcome: RunOutcome): {
  plan: string;
  master0: string;
  phase: string;
  'registry-images': string;
  clusterfile: string;
} {
  return {
    plan: planToJson(outcome.plan),
    master0: hostIp(outcome.plan.master0) ?? outcome.plan.master0,
    phase: outcome.phase,
    'registry-images': (outcome.copiedImages ?? [])
      .map((image) => `${image.reference}@${image.digest}`)
      .join('\n'),
    clusterfile: outcome.clusterfilePath ?? '',
  };
}
