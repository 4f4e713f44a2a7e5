import { describe, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { K3sConfigError } from '../../../src/runtime/errors.js';
import { k3sConfigDifferences, parseK3sConfig } from '../../../src/runtime/k3s/live-config.js';

const masters = ['10.0.0.1', '10.0.0.2'];

describe("each host's k3s config.yaml against the Clusterfile", () => {
  it('groups a change by flag and values, with every host it reaches; master addresses in tls-san are no change', () => {
    const server = { 'kubelet-arg': ['max-pods=110'], 'tls-san': ['127.0.0.1', '10.0.0.1'] };
    const agent = { 'kubelet-arg': ['max-pods=110'], server: 'https://apiserver.cluster.local:6443' };
    const changes = k3sConfigDifferences(
      [
        {
          ip: '10.0.0.1',
          have: server,
          wanted: {
            ...server,
            'kubelet-arg': ['max-pods=200'],
            'tls-san': ['127.0.0.1', '10.0.0.1', '10.0.0.2'],
          },
        },
        { ip: '10.0.0.2', have: server, wanted: { ...server, 'kubelet-arg': ['max-pods=200'] } },
        {
          ip: '10.0.0.3',
          have: { ...agent, 'node-label': ['a=b'] },
          wanted: { ...agent, 'kubelet-arg': ['max-pods=200'] },
        },
      ],
      masters,
      undefined,
    );
    expect(changes).toEqual([
      {
        document: 'k3s config.yaml',
        field: 'kubelet-arg',
        path: ['kubelet-arg'],
        from: ['max-pods=110'],
        to: ['max-pods=200'],
        hosts: ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
      },
      // A flag the Clusterfile no longer gives is taken out: the file is the Clusterfile's whole.
      {
        document: 'k3s config.yaml',
        field: 'node-label',
        path: ['node-label'],
        from: ['a=b'],
        to: undefined,
        hosts: ['10.0.0.3'],
      },
    ]);
  });

  it('refuses a new cluster-cidr with its line in the Clusterfile', () => {
    const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: k
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
---
cluster-cidr: 10.52.0.0/16
`;
    const userConfig = parseClusterfile(text, 'Clusterfile').clusterfile.k3s as Record<string, unknown>;
    const refused = () =>
      k3sConfigDifferences(
        [
          {
            ip: '10.0.0.1',
            have: { 'cluster-cidr': '10.42.0.0/16' },
            wanted: { 'cluster-cidr': '10.52.0.0/16' },
          },
        ],
        masters,
        userConfig,
      );
    expect(refused).toThrow(K3sConfigError);
    expect(refused).toThrow(
      'k3s config.yaml cluster-cidr: cannot change on a running cluster ("10.42.0.0/16" → "10.52.0.0/16", set in Clusterfile:10): pods already use the old addresses',
    );
  });

  it('reads an empty file as no flags and refuses one that is not a map', () => {
    expect(parseK3sConfig('', '10.0.0.1')).toEqual({});
    expect(() => parseK3sConfig('- a\n', '10.0.0.1')).toThrow(/10\.0\.0\.1: is not a YAML map of flags/);
  });
});
