import { describe, expect, it } from 'vitest';
import type { ClusterImages } from '../../../src/apply/cluster-images.js';
import { type ApplyContext, emptyProgress } from '../../../src/apply/context.js';
import { clusterfileAfterApply } from '../../../src/apply/status.js';
import { type Clusterfile, parseClusterfile } from '../../../src/clusterfile/index.js';
import { type PlannedUpgrade, planCluster } from '../../../src/plan/index.js';
import { memoryLogger } from '../../lab/memory-log.js';

const OLD = 'labring/kubernetes:v1.27.7';
const NEW = 'labring/kubernetes:v1.28.4';
const M0 = '10.0.0.10:22';
const N1 = '10.0.0.20:22';

function clusterfile(images: string[], mountOf?: string, extraStatus = ''): Clusterfile {
  const text = [
    'apiVersion: apps.sealos.io/v1beta1',
    'kind: Cluster',
    'metadata:',
    '  name: lab',
    '  creationTimestamp: "2024-05-01T10:00:00Z"',
    'spec:',
    `  image: [${images.join(', ')}]`,
    '  hosts:',
    '  - ips: [10.0.0.10]',
    '    roles: [master]',
    '  - ips: [10.0.0.20]',
    '    roles: [node]',
    ...(mountOf
      ? [
          'status:',
          '  phase: ClusterSuccess',
          '  mounts:',
          '  - {name: rootfs, type: rootfs, imageName: ' +
            mountOf +
            ', mountPoint: /x, labels: {version: v}}',
          extraStatus,
        ]
      : []),
  ].join('\n');
  return parseClusterfile(text).clusterfile;
}

const pulled = {
  all: [
    {
      reference: NEW,
      stored: {},
      mount: {
        name: 'new',
        type: 'rootfs',
        imageName: NEW,
        env: {},
        labels: { version: 'v1.28.4' },
        cmd: [],
        entrypoint: [],
      },
    },
  ],
  labels: {},
  env: {},
  kubeVersion: 'v1.28.4',
} as unknown as ClusterImages;

const upgrade: PlannedUpgrade = {
  from: 'v1.27.7',
  to: 'v1.28.4',
  image: NEW,
  replaces: OLD,
  upgraded: [],
  resumed: false,
};

/** The Clusterfile saved after an upgrade apply that reached `state`, with `done` hosts upgraded. */
function saved(options: {
  state: 'not started' | 'started' | 'finished';
  done?: string[];
  error?: Error;
  planned?: PlannedUpgrade;
  current?: Clusterfile;
  images?: boolean;
}): Clusterfile {
  const current = options.current ?? clusterfile([OLD], OLD);
  const desired = clusterfile([NEW]);
  desired.cluster.status = current.cluster.status;
  const progress = emptyProgress();
  progress.upgrade = options.state;
  for (const host of options.done ?? []) progress.upgraded.add(host);
  const context = {
    desired,
    current,
    plan: { ...planCluster(desired.cluster, current.cluster), upgrade: options.planned ?? upgrade },
    progress,
    results: options.images === false ? {} : { images: pulled },
    logger: memoryLogger().logger,
  } as unknown as ApplyContext;
  return clusterfileAfterApply(context, options.error);
}

describe('the saved Clusterfile after an upgrade', () => {
  it('lists the new rootfs in place of the old one once it finished, and keeps no upgrade record', () => {
    const cluster = saved({ state: 'finished', done: [M0, N1] }).cluster;
    expect(cluster.spec?.image).toEqual([NEW]);
    expect(cluster.status?.mounts?.map((m) => m.imageName)).toEqual([NEW]);
    expect(cluster.status?.upgrade).toBeUndefined();
    expect(cluster.status?.phase).toBe('ClusterSuccess');
  });

  it('records the hosts done when the upgrade stopped half-way, listing the new rootfs', () => {
    const cluster = saved({ state: 'started', done: [M0], error: new Error('node failed') }).cluster;
    expect(cluster.status?.phase).toBe('ClusterFailed');
    expect(cluster.status?.upgrade).toEqual({
      from: 'v1.27.7',
      to: 'v1.28.4',
      image: NEW,
      replaces: OLD,
      upgraded: [M0],
    });
    expect(cluster.spec?.image).toEqual([NEW]);
    expect(cluster.status?.mounts?.map((m) => m.imageName)).toEqual([NEW]);
  });

  it('keeps the old rootfs and mounts when the apply failed before the upgrade began', () => {
    const cluster = saved({ state: 'not started', error: new Error('copy failed') }).cluster;
    expect(cluster.spec?.image).toEqual([OLD]);
    expect(cluster.status?.mounts?.map((m) => m.imageName)).toEqual([OLD]);
    expect(cluster.status?.upgrade).toBeUndefined();
  });

  it('adds the hosts of a resumed run to those an earlier run recorded, and drops the record when done', () => {
    const record = [
      '  upgrade:',
      `    {from: v1.27.7, to: v1.28.4, image: ${NEW}, replaces: ${OLD}, upgraded: ["${M0}"]}`,
    ].join('\n');
    const current = clusterfile([NEW], NEW, record);
    const planned = { ...upgrade, upgraded: [M0], resumed: true };
    const stopped = saved({
      state: 'not started',
      error: new Error('unreachable'),
      planned,
      current,
      images: false,
    });
    expect(stopped.cluster.status?.upgrade?.upgraded).toEqual([M0]);
    expect(stopped.cluster.spec?.image).toEqual([NEW]);
    const failedAgain = saved({ state: 'started', done: [N1], error: new Error('x'), planned, current });
    expect(failedAgain.cluster.status?.upgrade?.upgraded).toEqual([M0, N1]);
    const finished = saved({ state: 'finished', done: [N1], planned, current });
    expect(finished.cluster.status?.upgrade).toBeUndefined();
  });

  it('drops the record when the upgrade finished but a later phase failed', () => {
    const cluster = saved({ state: 'finished', done: [M0, N1], error: new Error('join failed') }).cluster;
    expect(cluster.status?.upgrade).toBeUndefined();
    expect(cluster.spec?.image).toEqual([NEW]);
    expect(cluster.status?.phase).toBe('ClusterFailed');
  });
});
