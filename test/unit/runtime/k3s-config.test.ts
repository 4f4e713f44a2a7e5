import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  agentConfig,
  checkK3sDocument,
  initServerConfig,
  joinServerConfig,
  K3sConfigError,
  type K3sConfigInput,
  renderK3sConfig,
} from '../../../src/runtime/index.js';
import { rewriteKubeconfigServer } from '../../../src/runtime/k3s/commands.js';

const D = '/var/lib/sealos/data/default/etc';
const input: K3sConfigInput = {
  vip: '10.103.97.2',
  masters: ['10.0.0.10', '10.0.0.11'],
  tokenFile: `${D}/token`,
  agentTokenFile: `${D}/agent-token`,
};

describe('k3s configuration per role', () => {
  it('master0: sealos defaults, cluster-init, both token files, tls-san and IPVS kube-proxy', () => {
    expect(initServerConfig(input)).toEqual({
      'agent-token-file': `${D}/agent-token`,
      'bind-address': '0.0.0.0',
      'cluster-cidr': ['10.42.0.0/16'],
      'cluster-dns': ['10.96.0.10'],
      'cluster-domain': 'cluster.local',
      'cluster-init': true,
      'data-dir': '/var/lib/rancher/k3s',
      disable: ['servicelb', 'traefik', 'local-storage', 'metrics-server'],
      'disable-cloud-controller': true,
      'disable-helm-controller': true,
      'disable-network-policy': true,
      'egress-selector-mode': 'agent',
      'flannel-backend': 'vxlan',
      'https-listen-port': 6443,
      'kube-proxy-arg': ['ipvs-exclude-cidrs=10.103.97.2/32', 'proxy-mode=ipvs'],
      'kubelet-arg': [],
      'node-label': ['sealos.io/distribution=k3s'],
      'pause-image': 'docker.io/rancher/pause:3.1',
      'prefer-bundled-bin': true,
      'private-registry': '/etc/rancher/k3s/registries.yaml',
      'service-cidr': ['10.96.0.0/16'],
      'tls-san': [
        '127.0.0.1',
        'apiserver.cluster.local',
        '10.103.97.2',
        '10.0.0.10',
        '10.0.0.11',
        '10.96.0.1',
        'cluster.local',
      ],
      'token-file': `${D}/token`,
      'write-kubeconfig-mode': '0644',
    });
  });

  it('a joining master: the same without cluster-init, with the server through the apiserver name', () => {
    const join = joinServerConfig(input);
    const { 'cluster-init': _init, ...init } = initServerConfig(input);
    expect(join).toEqual({ ...init, server: 'https://apiserver.cluster.local:6443' });
    expect(join['cluster-init']).toBeUndefined();
  });

  it('a node: only agent keys, the agent token as its token', () => {
    expect(agentConfig(input)).toEqual({
      'data-dir': '/var/lib/rancher/k3s',
      'kube-proxy-arg': ['ipvs-exclude-cidrs=10.103.97.2/32', 'proxy-mode=ipvs'],
      'kubelet-arg': [],
      'node-label': ['sealos.io/distribution=k3s'],
      'pause-image': 'docker.io/rancher/pause:3.1',
      'prefer-bundled-bin': true,
      'private-registry': '/etc/rancher/k3s/registries.yaml',
      server: 'https://apiserver.cluster.local:6443',
      'token-file': `${D}/agent-token`,
    });
  });

  it("merges the image's etc/k3s.yml, then the user's document, over the defaults; sealos's keys stay", () => {
    const merged = {
      ...input,
      imageConfig: { 'service-cidr': ['10.43.0.0/16'], 'kube-proxy-arg': ['metrics-bind-address=0.0.0.0'] },
      userConfig: {
        'https-listen-port': 7443,
        'tls-san': ['k3s.example.com'],
        'node-taint': ['dedicated=edge:NoSchedule'],
        'cluster-init': false,
        'token-file': '/elsewhere',
        disable: [],
        'disable-network-policy': false,
      },
    };
    const server = initServerConfig(merged);
    expect(server['service-cidr']).toEqual(['10.43.0.0/16']);
    expect(server['cluster-dns']).toEqual(['10.43.0.10']);
    expect(server['https-listen-port']).toBe(7443);
    // An empty list does not clear a default (mergo.WithOverride keeps the destination for empty values).
    expect(server.disable).toEqual(['servicelb', 'traefik', 'local-storage', 'metrics-server']);
    expect(server['disable-network-policy']).toBe(false);
    expect(server['kube-proxy-arg']).toEqual([
      'metrics-bind-address=0.0.0.0',
      'ipvs-exclude-cidrs=10.103.97.2/32',
      'proxy-mode=ipvs',
    ]);
    expect(server['tls-san']).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      '10.0.0.10',
      '10.0.0.11',
      'k3s.example.com',
      '10.43.0.1',
      'cluster.local',
    ]);
    expect(server['cluster-init']).toBe(true);
    expect(server['token-file']).toBe(`${D}/token`);
    const agent = agentConfig(merged);
    expect(agent.server).toBe('https://apiserver.cluster.local:7443');
    expect(agent['node-taint']).toEqual(['dedicated=edge:NoSchedule']);
    expect(agent['token-file']).toBe(`${D}/agent-token`);
    expect(agent['tls-san']).toBeUndefined();
  });

  it('renders one YAML document with sorted keys', () => {
    const text = renderK3sConfig(agentConfig(input));
    expect(parse(text)).toEqual(agentConfig(input));
    const keys = text
      .split('\n')
      .filter((line) => /^[a-z]/.test(line))
      .map((line) => line.split(':')[0]);
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses a token in a document, a nested value and a port that is not one', () => {
    expect(() => checkK3sDocument({ token: 'x' }, 'Clusterfile k3s document')).toThrow(K3sConfigError);
    expect(() => checkK3sDocument({ 'agent-token': 'x' }, 'rootfs etc/k3s.yml')).toThrow(/agent-token/);
    expect(() => checkK3sDocument({ 'node-label': [{ a: 1 }] }, 'x')).toThrow(/scalar/);
    expect(() => checkK3sDocument(['a'], 'x')).toThrow(/mapping/);
    expect(() => agentConfig({ ...input, userConfig: { 'https-listen-port': 'abc' } })).toThrow(/not a port/);
    expect(checkK3sDocument({ 'node-label': ['a=b'], debug: true }, 'x')).toEqual({
      'node-label': ['a=b'],
      debug: true,
    });
  });
});

describe('the kubeconfig k3s writes', () => {
  it('names the apiserver instead of the bind address, and nothing else changes', () => {
    const text = [
      'clusters:',
      '- cluster:',
      '    certificate-authority-data: AAAA',
      '    server: https://0.0.0.0:6443',
      '  name: default',
      '- cluster:',
      '    server: https://127.0.0.1:7443',
      '  name: other',
      'users:',
      '- user:',
      '    client-key-data: https://0.0.0.0:6443',
      '',
    ].join('\n');
    const rewritten = rewriteKubeconfigServer(text);
    expect(rewritten).toContain('    server: https://apiserver.cluster.local:6443\n');
    expect(rewritten).toContain('    server: https://apiserver.cluster.local:7443\n');
    expect(rewritten).toContain('    client-key-data: https://0.0.0.0:6443\n');
  });
});
