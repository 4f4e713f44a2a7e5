import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplyRequest, ApplyResult } from '../../../src/apply/request.js';
import { PhaseError } from '../../../src/cluster/phase-manager.js';
import { ClusterfileError, parseClusterfile } from '../../../src/clusterfile/index.js';
import { SealosError, UsageError } from '../../../src/errors.js';
import { type Annotation, type Level, Logger, type LogSink } from '../../../src/log/logger.js';
import { MasterZeroRemovalError, planCluster } from '../../../src/plan/index.js';
import { runCluster } from '../../../src/run/run-cluster.js';
import type { RunDependencies } from '../../../src/run/run-context.js';
import type { RunRequest } from '../../../src/run/run-request.js';
import { SecretInStateError } from '../../../src/state/errors.js';
import { planOnlyApply } from '../../lab/plan-only-apply.js';

const PASSWORD = 'lab-Passw0rd-77';

/** Every event in order, with annotations: masking must come before the first line that could hold a secret. */
class RecordingSink implements LogSink {
  readonly events: { kind: 'secret' | Level | 'group'; text: string; annotation?: Annotation }[] = [];
  readonly debugEnabled = false;
  write(level: Level, text: string, annotation?: Annotation): void {
    this.events.push({ kind: level, text, ...(annotation ? { annotation } : {}) });
  }
  startGroup(title: string): void {
    this.events.push({ kind: 'group', text: title });
  }
  endGroup(): void {}
  secret(value: string): void {
    this.events.push({ kind: 'secret', text: value });
  }
  get text(): string {
    return this.events
      .filter((event) => event.kind !== 'secret')
      .map((event) => event.text)
      .join('\n');
  }
}

/**
 * Stand-in for the engine's full apply, which needs lab hosts and kubeadm (the lead's lab tests drive it):
 * returns what the apply returns, with the secrets it was given still in the Clusterfile, as the real one.
 */
function standInApply(outcome: 'success' | 'failure', seen: ApplyRequest[] = []): RunDependencies['apply'] {
  return async (request) => {
    seen.push(request);
    const plan = planCluster(request.desired.cluster, request.current?.cluster);
    const clusterfile = structuredClone(request.desired);
    clusterfile.cluster.metadata = {
      ...clusterfile.cluster.metadata,
      creationTimestamp: '2026-11-22T02:00:00Z',
    };
    const phases: ApplyResult['phases'] = [
      { title: 'Check', status: 'done', durationMs: 1200 },
      { title: 'Bootstrap', status: outcome === 'success' ? 'done' : 'failed', durationMs: 3400 },
    ];
    if (outcome === 'failure') {
      clusterfile.cluster.status = { phase: 'ClusterFailed' };
      const cause = new SealosError(`init.sh exited 1`, { host: '10.77.0.3:22' });
      return { plan, clusterfile, phases, error: new PhaseError(phases, 'Bootstrap', cause) };
    }
    clusterfile.cluster.status = { phase: 'ClusterSuccess' };
    return {
      plan,
      clusterfile,
      phases,
      kubeconfig: 'apiVersion: v1\nclusters:\n- cluster: {server: x}\nusers: KUBECONFIG-DATA-123456',
    };
  };
}

describe('runCluster: state, desired, apply, redacted save', () => {
  let dir: string;
  let request: RunRequest;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-cluster-'));
    request = {
      source: {
        kind: 'inputs',
        inputs: {
          images: ['labring/kubernetes:v1.29.9'],
          masters: '10.77.0.2',
          nodes: '10.77.0.3',
          user: 'root',
          password: PASSWORD,
          port: 22,
          clusterName: 'lab',
        },
      },
      configFiles: [],
      dryRun: true,
      force: false,
      hostKeyPolicy: 'accept-new',
      state: { choice: 'local', dir: join(dir, 'state') },
      registry: {},
      insecureRegistries: [],
      outputDir: join(dir, 'out'),
    };
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const logger = () => {
    const sink = new RecordingSink();
    return { sink, logger: new Logger(sink) };
  };

  it('dry run: plans a create, saves no state, writes a redacted copy, masks the password before any line', async () => {
    const { sink, logger: log } = logger();
    const outcome = await runCluster(request, log, { apply: planOnlyApply, localAddress: '10.77.0.200' });
    expect(outcome).toMatchObject({
      cluster: 'lab',
      dryRun: true,
      phase: 'none',
      plan: { action: 'create', master0: '10.77.0.2:22', nodesToJoin: ['10.77.0.3:22'] },
      state: { kind: 'local', location: join(dir, 'state', 'lab'), saved: false },
      clusterfilePath: join(dir, 'out', 'sealos-action', 'lab', 'Clusterfile'),
    });
    await expect(stat(join(dir, 'state', 'lab'))).rejects.toThrow(/ENOENT/);
    const copy = await readFile(outcome.clusterfilePath as string, 'utf8');
    expect(copy).toContain('10.77.0.3:22');
    expect(copy).not.toContain(PASSWORD);
    expect(sink.events[0]).toEqual({ kind: 'secret', text: PASSWORD });
    expect(sink.text).toContain('Plan for cluster "lab": create');
    expect(sink.text).not.toContain(PASSWORD);
  });

  it('applied: saves the redacted Clusterfile in <state-dir>/<cluster>/; the next run reconciles from it', async () => {
    const seen: ApplyRequest[] = [];
    const first = await runCluster({ ...request, dryRun: false }, logger().logger, {
      apply: standInApply('success', seen),
      localAddress: '10.77.0.200',
    });
    const stateFile = join(dir, 'state', 'lab', 'Clusterfile');
    expect(first).toMatchObject({
      phase: 'ClusterSuccess',
      clusterfilePath: stateFile,
      state: { saved: true },
    });
    expect(first.kubeconfig).toContain('KUBECONFIG-DATA-123456');
    const saved = await readFile(stateFile, 'utf8');
    expect(saved).not.toContain(PASSWORD);
    expect(saved).not.toContain('KUBECONFIG-DATA');
    expect(parseClusterfile(saved).clusterfile.cluster.status?.phase).toBe('ClusterSuccess');
    expect(seen[0]?.desired.cluster.spec?.ssh?.passwd, 'the engine gets the secret').toBe(PASSWORD);

    const { sink, logger: log } = logger();
    const added = { ...request, source: { ...request.source } } as RunRequest;
    if (added.source.kind === 'inputs')
      added.source.inputs = { ...added.source.inputs, nodes: '10.77.0.3,10.77.0.4' };
    const second = await runCluster(added, log, { apply: planOnlyApply, localAddress: '10.77.0.200' });
    expect(second.plan).toMatchObject({
      action: 'reconcile',
      nodesToJoin: ['10.77.0.4:22'],
      nodesToRemove: [],
    });
    expect(second.current?.cluster.spec?.ssh?.passwd).toBeUndefined();
    expect(sink.text).toContain(`State loaded from ${join(dir, 'state', 'lab')}`);
  });

  it('failed apply: the state is still saved (ClusterFailed), the error comes back with phase and host', async () => {
    const outcome = await runCluster({ ...request, dryRun: false }, logger().logger, {
      apply: standInApply('failure'),
      localAddress: '10.77.0.200',
    });
    expect(outcome.phase).toBe('ClusterFailed');
    expect(outcome.error).toBeInstanceOf(PhaseError);
    expect((outcome.error as PhaseError).describe()).toBe('[Bootstrap] 10.77.0.3:22: init.sh exited 1');
    const saved = await readFile(join(dir, 'state', 'lab', 'Clusterfile'), 'utf8');
    expect(parseClusterfile(saved).clusterfile.cluster.status?.phase).toBe('ClusterFailed');
    expect(saved).not.toContain(PASSWORD);
  });

  it('a secret that escaped redaction is refused by the store (the secrets are passed as its guard)', async () => {
    const leaking: RunDependencies['apply'] = async (applyRequest) => {
      const result = await standInApply('success')!(applyRequest);
      result.clusterfile.configs.push({
        apiVersion: 'apps.sealos.io/v1beta1',
        kind: 'Config',
        metadata: { name: 'leak' },
        spec: { path: 'etc/x', data: `password=${PASSWORD}` },
      });
      return result;
    };
    await expect(
      runCluster({ ...request, dryRun: false }, logger().logger, {
        apply: leaking,
        localAddress: '10.77.0.200',
      }),
    ).rejects.toBeInstanceOf(SecretInStateError);
    await expect(stat(join(dir, 'state', 'lab', 'Clusterfile'))).rejects.toThrow(/ENOENT/);
  });

  it('an invalid Clusterfile: every problem logged as an error annotation on its file and line', async () => {
    const path = join(dir, 'Clusterfile');
    await writeFile(
      path,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nspec:\n  hosts:\n  - ips: ["10.77.0.300"]\n    roles: [master]\n',
    );
    const { sink, logger: log } = logger();
    const error = await runCluster(
      { ...request, source: { kind: 'clusterfile', path, ssh: { password: PASSWORD } } },
      log,
      { localAddress: '10.77.0.200' },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      `the Clusterfile ${path}: 1 problem(s), each reported above with its line`,
    );
    expect((error as Error).cause).toBeInstanceOf(ClusterfileError);
    const errors = sink.events.filter((event) => event.kind === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.annotation).toEqual({ file: path, line: 5, title: 'Clusterfile' });
    expect(errors[0]?.text).toMatch(/^spec\.hosts\[0\]\.ips\[0\]: "10\.77\.0\.300"/);
  });

  it('delete of master0: refused by the plan', async () => {
    await runCluster({ ...request, dryRun: false }, logger().logger, {
      apply: standInApply('success'),
      localAddress: '10.77.0.200',
    });
    const deleting: RunRequest = {
      ...request,
      source: {
        kind: 'delete',
        cluster: 'lab',
        masters: '10.77.0.2',
        nodes: '',
        ssh: { password: PASSWORD },
      },
    };
    await expect(
      runCluster(deleting, logger().logger, { apply: planOnlyApply, localAddress: '10.77.0.200' }),
    ).rejects.toBeInstanceOf(MasterZeroRemovalError);
    const deletingNode: RunRequest = {
      ...deleting,
      source: { ...deleting.source, masters: '', nodes: '10.77.0.3' },
    } as RunRequest;
    const outcome = await runCluster(deletingNode, logger().logger, {
      apply: planOnlyApply,
      localAddress: '10.77.0.200',
    });
    expect(outcome.plan).toMatchObject({
      action: 'reconcile',
      nodesToRemove: ['10.77.0.3:22'],
      nodesToJoin: [],
    });
  });
});
