import { describe, expect, it } from 'vitest';
import { type ApplyContext, emptyProgress } from '../../../src/apply/context.js';
import { clusterfileAfterApply } from '../../../src/apply/status.js';
import { parseClusterfile, savedEarliestCertificate } from '../../../src/clusterfile/index.js';
import { planCluster } from '../../../src/plan/index.js';
import { certificateReport } from '../../../src/runtime/certificate-ends.js';
import { memoryLogger } from '../../lab/memory-log.js';

const clusterfile = () =>
  parseClusterfile(
    [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata: {name: lab, creationTimestamp: "2024-05-01T10:00:00Z"}',
      'spec:',
      '  image: [labring/kubernetes:v1.27.7]',
      '  hosts: [{ips: [10.0.0.10], roles: [master]}]',
      'status:',
      '  phase: ClusterSuccess',
      '  conditions: [{type: ApplyClusterSuccess, status: "True", reason: Ready, message: ok}]',
    ].join('\n'),
  ).clusterfile;

function saved(ends: Array<{ file: string; days: number }>, error?: Error) {
  const current = clusterfile();
  const desired = clusterfile();
  const progress = emptyProgress();
  const now = new Date();
  progress.certificates = certificateReport(
    ends.map(({ file, days }) => ({
      host: '10.0.0.10',
      file,
      notAfter: new Date(now.getTime() + days * 86_400_000),
    })),
    now,
  );
  const context = {
    desired,
    current,
    plan: planCluster(desired.cluster, current.cluster),
    progress,
    results: {},
    logger: memoryLogger().logger,
  } as unknown as ApplyContext;
  return clusterfileAfterApply(context, error).cluster;
}

describe('the certificates in the saved status', () => {
  it('records the first to end before the apply condition, which stays last', () => {
    const cluster = saved([
      { file: '/etc/kubernetes/pki/ca.crt', days: 3000 },
      { file: '/etc/kubernetes/pki/apiserver.crt', days: 30 },
    ]);
    const types = cluster.status?.conditions?.map((c) => c.type);
    expect(types).toEqual(['CertificatesChecked', 'ApplyClusterSuccess']);
    expect(cluster.status?.conditions?.[0]).toMatchObject({ status: 'False', reason: 'EndingSoon' });
    expect(savedEarliestCertificate(cluster)?.file).toBe('/etc/kubernetes/pki/apiserver.crt');
  });

  it('says Expired for an ended one, also when the apply failed on it', () => {
    const cluster = saved([{ file: '/etc/kubernetes/admin.conf', days: -2 }], new Error('ended'));
    expect(cluster.status?.conditions?.map((c) => c.type)).toEqual([
      'CertificatesChecked',
      'ApplyClusterError',
    ]);
    expect(cluster.status?.conditions?.[0]).toMatchObject({ status: 'False', reason: 'Expired' });
  });
});
