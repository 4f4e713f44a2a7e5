import { describe, expect, it } from 'vitest';
import { PhaseError } from '../../../src/cluster/phase-manager.js';
import { certificatesCondition, parseClusterfile } from '../../../src/clusterfile/index.js';
import { SealosError } from '../../../src/errors.js';
import { Secrets } from '../../../src/log/secrets.js';
import { planCluster } from '../../../src/plan/index.js';
import { runOutputs } from '../../../src/run/outputs.js';
import type { RunOutcome } from '../../../src/run/run-outcome.js';
import { runSummaryMarkdown } from '../../../src/run/summary.js';

const PASSWORD = 'summary-Pa55word';
const KUBECONFIG = 'apiVersion: v1\nusers:\n- user: {token: KUBE-TOKEN-abcdef123456}';

function cluster(hosts: string, created: boolean) {
  return parseClusterfile(
    [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      `metadata: {name: lab${created ? ', creationTimestamp: "2026-11-22T00:00:00Z"' : ''}}`,
      'spec:',
      '  image: [labring/kubernetes:v1.29.9, labring/helm:v3.14.1]',
      hosts,
    ].join('\n'),
  ).clusterfile;
}

const current = cluster(
  '  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}, {ips: ["10.77.0.3:22", "10.77.0.4:22"], roles: [node]}]',
  true,
);
const desired = cluster(
  '  hosts: [{ips: ["10.77.0.2:22"], roles: [master]}, {ips: ["10.77.0.3:22", "10.77.0.5:22"], roles: [node]}]',
  true,
);
desired.cluster.spec?.image?.push('labring/calico:v3.26.1');

function failedOutcome(): RunOutcome {
  const plan = planCluster(desired.cluster, current.cluster);
  const phases = [
    { title: 'Check', status: 'done' as const, durationMs: 1500 },
    { title: 'Join', status: 'failed' as const, durationMs: 65_000 },
  ];
  // The host's output quoted in the error carries the password: the summary must mask it.
  const cause = new SealosError(`kubeadm join failed: sshpass -p ${PASSWORD} | broken <pipe>`, {
    host: '10.77.0.5:22',
  });
  return {
    cluster: 'lab',
    dryRun: false,
    plan,
    phases,
    startedAt: 1_000_000,
    hostTimings: [
      { step: 'copy rootfs', host: '10.77.0.4:22', startMs: 1_000_200, durationMs: 800 },
      { step: 'copy rootfs', host: '10.77.0.5:22', startMs: 1_000_200, durationMs: 9_000 },
    ],
    phase: 'ClusterFailed',
    clusterfile: desired,
    current,
    kubeconfig: KUBECONFIG,
    error: new PhaseError(phases, 'Join', cause),
    state: { kind: 'local', location: '/srv/state/lab', saved: true },
    clusterfilePath: '/srv/state/lab/Clusterfile',
  };
}

function mask(...values: string[]) {
  const secrets = new Secrets();
  for (const value of values) secrets.add(value);
  return (text: string) => secrets.mask(text);
}

describe('job summary', () => {
  it('draws the phases and each host of a fan-out step in a mermaid gantt, so a slow host stands out', () => {
    const markdown = runSummaryMarkdown(failedOutcome(), mask(PASSWORD, KUBECONFIG));
    expect(markdown).toContain(
      [
        '```mermaid',
        'gantt',
        '  title cluster lab  reconcile',
        '  dateFormat x',
        '  axisFormat %M:%S',
        '  section phases',
        '  Check :done, p0, 0, 1500',
        '  Join :crit, p1, 1500, 66500',
        '  section copy rootfs',
        '  10.77.0.5 22 :h0, 200, 9200',
        '  10.77.0.4 22 :h1, 200, 1000',
        '```',
      ].join('\n'),
    );
  });

  it('plan table, hosts and roles with what this run did, phase timings, what changed, the failure', () => {
    const markdown = runSummaryMarkdown(failedOutcome(), mask(PASSWORD, KUBECONFIG));
    expect(markdown).toContain('### sealos cluster `lab`: reconcile');
    expect(markdown).toContain('**Phase**: `ClusterFailed`');
    const outcome = failedOutcome();
    expect(runSummaryMarkdown({ ...outcome, plan: { ...outcome.plan, runtime: 'k3s' } }, mask())).toContain(
      '### sealos cluster `lab` (k3s): reconcile',
    );
    expect(markdown).toContain(
      [
        '| step | role | target |',
        '| --- | --- | --- |',
        '| keep | master | 10.77.0.2:22 |',
        '| join | node | 10.77.0.5:22 |',
        '| remove | node | 10.77.0.4:22 |',
        '| install | image | labring/calico:v3.26.1 |',
      ].join('\n'),
    );
    expect(markdown).toContain(
      [
        '| host | roles | this run |',
        '| --- | --- | --- |',
        '| 10.77.0.2:22 | master | keep (master0) |',
        '| 10.77.0.3:22 | node | keep |',
        '| 10.77.0.5:22 | node | join |',
        '| 10.77.0.4:22 | node | remove |',
      ].join('\n'),
    );
    expect(markdown).toContain(
      [
        '| phase | status | time |',
        '| --- | --- | --- |',
        '| Check | done | 1.5s |',
        '| Join | failed | 1m5s |',
      ].join('\n'),
    );
    expect(markdown).toContain(
      [
        '**Failed**; the saved status says ClusterFailed, a re-run resumes:',
        '',
        '```text',
        '[Join] 10.77.0.5:22: kubeadm join failed: sshpass -p *** | broken <pipe>',
        '```',
      ].join('\n'),
    );
    expect(markdown).toContain('- join nodes: 10.77.0.5:22');
    expect(markdown).toContain('- remove nodes: 10.77.0.4:22');
    expect(markdown).toContain('State saved: local /srv/state/lab (redacted, no secrets).');
    expect(markdown).not.toContain(PASSWORD);
    expect(markdown).not.toContain('KUBE-TOKEN');
  });

  it('names each removed host that did not answer SSH as not cleaned, with how to clean it', () => {
    const { error: _error, ...outcome } = failedOutcome();
    const markdown = runSummaryMarkdown({ ...outcome, uncleaned: ['10.77.0.4:22'] }, mask(PASSWORD));
    expect(markdown).toContain('- nodes removed: 10.77.0.4:22');
    expect(markdown).toContain(
      '- 10.77.0.4:22 was removed from the cluster but not cleaned (it did not answer SSH): it still holds Kubernetes and /var/lib/sealos/data/lab;',
    );
  });

  it('a failure before any host changed says the saved status stays as it was', () => {
    const markdown = runSummaryMarkdown(
      { ...failedOutcome(), phase: 'ClusterSuccess', unchanged: true },
      mask(),
    );
    expect(markdown).toContain('**Phase**: `ClusterSuccess`');
    expect(markdown).toContain(
      '**Failed** before changing any host; the saved status stays `ClusterSuccess`:',
    );
    expect(markdown).not.toContain('ClusterFailed');
  });

  it('a dry run says nothing was applied and nothing saved; a no-op reconcile says nothing changed', () => {
    const plan = planCluster(current.cluster, current.cluster);
    const base = { ...failedOutcome(), plan, error: undefined, phases: [], clusterfile: current };
    const dry = runSummaryMarkdown(
      { ...base, dryRun: true, phase: 'none', state: { kind: 'local', location: '/s', saved: false } },
      mask(),
    );
    expect(dry).toContain('**Dry run**: no host was touched, no state saved.');
    expect(dry).toContain('Nothing: the cluster is as declared.');
    expect(dry).toContain('State not saved (dry run).');
    expect(dry).not.toContain('#### Phases');
    const noop = runSummaryMarkdown({ ...base, phase: 'ClusterSuccess' }, mask());
    expect(noop).toContain('Nothing: the cluster was already as declared.');
  });

  it('a dry run that failed after planning shows the failure, that nothing changed, and the plan', () => {
    const dry = runSummaryMarkdown(
      {
        ...failedOutcome(),
        dryRun: true,
        phase: 'none',
        state: { kind: 'local', location: '/s', saved: false },
      },
      mask(),
    );
    expect(dry).toContain('**Failed** (a dry run: no host changed, nothing saved):');
    expect(dry).toContain('Planned:');
    expect(dry).not.toContain('Nothing yet; applying would do this:');
    expect(dry).not.toContain('ClusterFailed');
  });

  it('outputs: plan JSON, master0 IP, phase, the redacted Clusterfile path; never the kubeconfig', () => {
    const outputs = runOutputs(failedOutcome());
    expect(JSON.parse(outputs.plan)).toMatchObject({ action: 'reconcile', master0: '10.77.0.2:22' });
    expect(outputs).toMatchObject({
      master0: '10.77.0.2',
      phase: 'ClusterFailed',
      clusterfile: '/srv/state/lab/Clusterfile',
    });
    expect(Object.keys(outputs)).not.toContain('kubeconfig');
  });
});

describe('summary of an upgrade', () => {
  const upgrade = {
    from: 'v1.29.9',
    to: 'v1.30.5',
    image: 'labring/kubernetes:v1.30.5',
    replaces: 'labring/kubernetes:v1.29.9',
    upgraded: [],
    resumed: false,
  };
  function outcome(options: { error?: Error; upgraded?: string[] }): RunOutcome {
    const saved = structuredClone(current);
    saved.cluster.spec = { ...saved.cluster.spec, image: [upgrade.image, 'labring/helm:v3.14.1'] };
    if (options.upgraded)
      saved.cluster.status = {
        upgrade: {
          from: upgrade.from,
          to: upgrade.to,
          image: upgrade.image,
          replaces: upgrade.replaces,
          upgraded: options.upgraded,
        },
      };
    return {
      cluster: 'lab',
      dryRun: false,
      plan: { ...planCluster(current.cluster, current.cluster), upgrade },
      phases: [],
      hostTimings: [],
      phase: options.error ? 'ClusterFailed' : 'ClusterSuccess',
      clusterfile: saved,
      current,
      ...(options.error ? { error: options.error } : {}),
      state: { kind: 'local', location: '/srv/state/lab', saved: true },
    };
  }

  it('shows the versions before and after, the upgrade as a plan step and per host', () => {
    const text = runSummaryMarkdown(outcome({}), mask());
    expect(text).toContain('**Kubernetes**: before v1.29.9, after v1.30.5');
    expect(text).toContain('| upgrade | kubernetes | v1.29.9 → v1.30.5 |');
    expect(text).toContain('| 10.77.0.2:22 | master | upgrade to v1.30.5 (master0) |');
    expect(text).toContain('- upgraded Kubernetes v1.29.9 → v1.30.5');
  });

  it('says which hosts are at the new version when the upgrade stopped', () => {
    const text = runSummaryMarkdown(
      outcome({
        error: new SealosError('node failed', { host: '10.77.0.3:22' }),
        upgraded: ['10.77.0.2:22'],
      }),
      mask(),
    );
    expect(text).toContain(
      '**Kubernetes**: before v1.29.9, after v1.30.5 on 10.77.0.2:22; the others still at v1.29.9 (upgrade stopped; a re-run continues)',
    );
    expect(text).toContain('- upgrade Kubernetes v1.29.9 → v1.30.5');
  });
});

describe('summary of the wait for Ready nodes', () => {
  it('a table of the nodes (name, roles, version, Ready, internal IP), cells escaped; none without a wait', () => {
    const outcome = failedOutcome();
    expect(runSummaryMarkdown(outcome, mask())).not.toContain('#### Nodes');
    const text = runSummaryMarkdown(
      {
        ...outcome,
        nodes: [
          {
            name: 'master-0',
            roles: 'control-plane',
            version: 'v1.29.9',
            ready: 'True',
            internalIp: '10.77.0.2',
            conditions: [],
          },
          {
            name: 'node-1',
            roles: '<none>',
            version: 'v1.29.9',
            ready: 'False',
            internalIp: '10.77.0.5',
            conditions: [],
          },
        ],
      },
      mask(),
    );
    expect(text).toContain(
      [
        '#### Nodes',
        '',
        '| name | roles | version | Ready | internal IP |',
        '| --- | --- | --- | --- | --- |',
        '| master-0 | control-plane | v1.29.9 | True | 10.77.0.2 |',
        '| node-1 | &lt;none&gt; | v1.29.9 | False | 10.77.0.5 |',
      ].join('\n'),
    );
  });
});

describe('the job summary and the certificates', () => {
  const withCondition = (days: number) => {
    const saved = structuredClone(desired);
    const earliest = {
      host: '10.77.0.2',
      file: '/etc/kubernetes/pki/apiserver.crt',
      notAfter: new Date(Date.now() + days * 86_400_000),
    };
    saved.cluster.status = {
      phase: 'ClusterSuccess',
      conditions: [
        certificatesCondition(earliest, days > 90 ? 'Valid' : 'EndingSoon', '2026-11-29T00:00:00Z'),
      ],
    };
    return { ...failedOutcome(), phase: 'ClusterSuccess' as const, error: undefined, clusterfile: saved };
  };

  it('warns of a certificate ending within 90 days, as the run saved it', () => {
    const text = runSummaryMarkdown(withCondition(30), (t) => t);
    expect(text).toContain('> [!WARNING]');
    expect(text).toMatch(
      /Certificate `\/etc\/kubernetes\/pki\/apiserver\.crt` on 10\.77\.0\.2 ends \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
  });

  it('says nothing of certificates that end later', () => {
    expect(runSummaryMarkdown(withCondition(400), (t) => t)).not.toContain('[!WARNING]');
  });
});
