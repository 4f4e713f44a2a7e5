import { describe, expect, it } from 'vitest';
import { runReport } from '../../../src/cli/cluster-run.js';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { planCluster } from '../../../src/plan/index.js';
import type { RunOutcome } from '../../../src/run/run-outcome.js';

const { clusterfile } = parseClusterfile(
  [
    'apiVersion: apps.sealos.io/v1beta1',
    'kind: Cluster',
    'metadata: {name: lab, creationTimestamp: "2026-11-22T00:00:00Z"}',
    'spec:',
    '  image: [labring/kubernetes:v1.29.9]',
    '  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}]',
  ].join('\n'),
);

function outcome(extra: Partial<RunOutcome>): RunOutcome {
  return {
    cluster: 'lab',
    dryRun: false,
    plan: planCluster(clusterfile.cluster, clusterfile.cluster),
    phases: [],
    hostTimings: [],
    phase: 'ClusterSuccess',
    clusterfile,
    state: { kind: 'local', location: '/s/lab', saved: true },
    clusterfilePath: '/s/lab/Clusterfile',
    ...extra,
  };
}

describe('the CLI run report', () => {
  it('says the cluster is unchanged when the run failed before changing any host', () => {
    expect(runReport(outcome({ error: new Error('x'), unchanged: true }))).toBe(
      'cluster "lab": ClusterSuccess (unchanged: this run failed before changing any host)\nstate: /s/lab/Clusterfile',
    );
    expect(runReport(outcome({ phase: 'ClusterFailed', error: new Error('x') }))).toBe(
      'cluster "lab": ClusterFailed\nstate: /s/lab/Clusterfile',
    );
  });
});
