import { describe, expect, it } from 'vitest';
import { withOwnHostKeys } from '../../../src/clusterfile/host-keys.js';
import { parseJumpHost } from '../../../src/clusterfile/jump-host.js';
import type { Cluster } from '../../../src/clusterfile/schema.js';
import { sshOfInputs } from '../../../src/clusterfile/ssh-inputs.js';

describe('jump host', () => {
  it('reads [user@]host[:port] as OpenSSH -J does, port 22 by default', () => {
    expect(parseJumpHost('ops@10.0.0.1', 'jump-host')).toEqual({ address: '10.0.0.1:22', user: 'ops' });
    expect(parseJumpHost('10.0.0.1:2222', 'jump-host')).toEqual({ address: '10.0.0.1:2222' });
    expect(parseJumpHost('root@[fd00::1]:22', 'jump-host')).toEqual({
      address: '[fd00::1]:22',
      user: 'root',
    });
  });

  it('refuses a name, a bad port and a user that cannot go into an ssh configuration line', () => {
    expect(() => parseJumpHost('bastion.example.com', 'jump-host')).toThrow(
      /^jump-host: "bastion\.example\.com" is not an IPv4\/IPv6 address .*\(give user@host\[:port\]\)$/,
    );
    expect(() => parseJumpHost('10.0.0.1:0', 'jump-host')).toThrow(/port 0/);
    expect(() => parseJumpHost('a b@10.0.0.1', '--jump-host')).toThrow(
      '--jump-host: "a b@10.0.0.1": the user "a b"',
    );
    expect(() => sshOfInputs({ jumpHost: 'x' })).toThrow(/^jump-host: /);
    expect(sshOfInputs({ user: 'ops', jumpHost: 'ops@10.0.0.1' })).toEqual({
      user: 'ops',
      jumpHost: 'ops@10.0.0.1',
    });
  });

  it("keeps the jump host's recorded key with the hosts'", () => {
    const cluster: Cluster = {
      apiVersion: 'apps.sealos.io/v1beta1',
      kind: 'Cluster',
      spec: { ssh: { jumpHost: 'ops@10.0.0.1' }, hosts: [{ ips: ['10.0.1.2:22'], roles: ['master'] }] },
      status: {
        hostKeys: { '10.0.0.1:22': 'SHA256:jump', '10.0.1.2:22': 'SHA256:m', '10.0.1.9:22': 'SHA256:gone' },
      },
    };
    expect(withOwnHostKeys(cluster).status?.hostKeys).toEqual({
      '10.0.0.1:22': 'SHA256:jump',
      '10.0.1.2:22': 'SHA256:m',
    });
  });
});
