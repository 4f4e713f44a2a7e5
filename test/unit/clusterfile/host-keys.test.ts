import { describe, expect, it } from 'vitest';
import {
  type Cluster,
  forgetHostKeys,
  recordedHostKey,
  withOwnHostKeys,
} from '../../../src/clusterfile/index.js';
import { UsageError } from '../../../src/errors.js';
import { memoryLogger } from '../../lab/memory-log.js';

const cluster = (hosts: string[], keys: Record<string, string>): Cluster => ({
  apiVersion: 'apps.sealos.io/v1beta1',
  kind: 'Cluster',
  metadata: { name: 'keys' },
  spec: { hosts: [{ ips: hosts, roles: ['master', 'amd64'] }], ssh: { port: 2222 } },
  status: { hostKeys: keys },
});

describe('recorded host keys over time', () => {
  it('a host that left the cluster takes its key with it', () => {
    const before = cluster(['10.0.0.1', '10.0.0.2'], {
      '10.0.0.1:2222': 'SHA256:one',
      '10.0.0.2:2222': 'SHA256:two',
      '10.0.0.3:2222': 'SHA256:gone',
    });
    const after = withOwnHostKeys(before);
    expect(after.status?.hostKeys).toEqual({ '10.0.0.1:2222': 'SHA256:one', '10.0.0.2:2222': 'SHA256:two' });
    expect(before.status?.hostKeys?.['10.0.0.3:2222']).toBe('SHA256:gone');
    expect(withOwnHostKeys(cluster([], { '10.0.0.1:2222': 'SHA256:one' })).status?.hostKeys).toBeUndefined();
  });

  it('forgets the keys of the hosts named (ip or ip:port), says so, and warns about one it never recorded', () => {
    const { logger, sink } = memoryLogger();
    const before = cluster(['10.0.0.1', '10.0.0.2'], {
      '10.0.0.1:2222': 'SHA256:one',
      '10.0.0.2:2222': 'SHA256:two',
    });
    const after = forgetHostKeys(before, ['10.0.0.1', ' 10.0.0.2:2222', '10.0.0.9'], logger);
    expect(after.status?.hostKeys).toBeUndefined();
    expect(recordedHostKey(before, '10.0.0.1:2222')).toBe('SHA256:one');
    expect(sink.lines).toEqual([
      "info:Forgot the recorded host key of 10.0.0.1:2222 (SHA256:one): its key is checked as a new host's",
      "info:Forgot the recorded host key of 10.0.0.2:2222 (SHA256:two): its key is checked as a new host's",
      'warn:forget-host-key 10.0.0.9: no host key is recorded for 10.0.0.9:2222; nothing to forget',
    ]);
    expect(() => forgetHostKeys(before, ['node-1'], logger)).toThrow(UsageError);
    expect(forgetHostKeys(before, [], logger)).toBe(before);
  });
});
