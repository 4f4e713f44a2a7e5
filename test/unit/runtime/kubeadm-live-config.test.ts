import { describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { type ConfigChange, parseClusterfile } from '../../../src/clusterfile/index.js';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import {
  ConfigChangeRefused,
  configDifferences,
  parseLiveDocuments,
} from '../../../src/runtime/kubeadm/live-config.js';
import { initFor } from './kubeadm-documents.js';

const masters = ['192.168.0.10', '192.168.0.11'];
const hosts = { masters, nodes: ['192.168.0.20'] };

function clusterfile(documents: string): string {
  return `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
spec:
  image: [labring/kubernetes:v1.27.7]
  hosts:
  - ips: [192.168.0.10, 192.168.0.11]
    roles: [master, amd64]
${documents}`;
}

function config(documents = '') {
  const { clusterfile: loaded } = parseClusterfile(clusterfile(documents), 'Clusterfile');
  const userDocuments = loaded.kubeadm;
  return {
    userDocuments,
    config: buildKubeadmConfig({ kubernetesVersion: 'v1.27.7', masters, hostCount: 3, userDocuments }),
  };
}

/**
 * The three ConfigMaps of a cluster made from the defaults, as kubeadm stores them: what init was given, with
 * the defaults kubeadm adds on top (SetDefaults_ClusterConfiguration: certificatesDir, clusterName,
 * networking.dnsDomain; the kubelet's and kube-proxy's own defaults), which the Clusterfile never sets.
 */
function storedConfigMaps(edit: (documents: Record<string, Record<string, unknown>>) => void = () => {}) {
  const init = parseAllDocuments(initFor(config().config)).map((document) => document.toJS());
  const byKind = Object.fromEntries(init.map((document) => [document.kind, document]));
  byKind.ClusterConfiguration = {
    ...byKind.ClusterConfiguration,
    certificatesDir: '/etc/kubernetes/pki',
    clusterName: 'kubernetes',
    networking: { ...byKind.ClusterConfiguration.networking, dnsDomain: 'cluster.local' },
  };
  byKind.KubeletConfiguration = { ...byKind.KubeletConfiguration, memorySwap: {}, shutdownGracePeriod: '0s' };
  byKind.KubeProxyConfiguration = { ...byKind.KubeProxyConfiguration, bindAddress: '0.0.0.0' };
  edit(byKind);
  return {
    cluster: stringify(byKind.ClusterConfiguration),
    kubelet: stringify(byKind.KubeletConfiguration),
    proxy: stringify(byKind.KubeProxyConfiguration),
  };
}

function differences(documents: string, edit?: Parameters<typeof storedConfigMaps>[0]): ConfigChange[] {
  const { config: built, userDocuments } = config(documents);
  return configDifferences(built, parseLiveDocuments(storedConfigMaps(edit)), hosts, userDocuments, masters);
}

describe('the running configuration against the Clusterfile', () => {
  it('finds nothing when the cluster runs what the Clusterfile renders, kubeadm defaults aside', () => {
    expect(differences('')).toEqual([]);
  });

  it('finds each changed field with its value on both sides and the hosts it reaches', () => {
    const changes = differences(`---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
apiServer:
  certSANs: [api.example.com]
  extraArgs:
    default-watch-cache-size: "200"
---
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
maxPods: 200
evictionHard:
  memory.available: 200Mi
---
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
mode: iptables
`);
    const by = (field: string) => changes.find((change) => change.field === field);
    expect(by('apiServer.extraArgs.default-watch-cache-size')).toEqual({
      document: 'ClusterConfiguration',
      field: 'apiServer.extraArgs.default-watch-cache-size',
      path: ['apiServer', 'extraArgs', 'default-watch-cache-size'],
      from: undefined,
      to: '200',
      hosts: masters,
    });
    // The masters' own addresses are each master's business, not a change.
    expect(by('apiServer.certSANs')?.to).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      'api.example.com',
    ]);
    expect(by('maxPods')).toMatchObject({ from: 110, to: 200, hosts: [...masters, '192.168.0.20'] });
    expect(by('evictionHard.memory.available')?.path).toEqual(['evictionHard', 'memory.available']);
    expect(by('mode')).toMatchObject({ document: 'KubeProxyConfiguration', from: 'ipvs', to: 'iptables' });
  });

  it('sees a control-plane flag taken out of the Clusterfile as a change to unset', () => {
    const changes = differences('', (stored) => {
      (stored.ClusterConfiguration!.apiServer as { extraArgs: Record<string, string> }).extraArgs.profiling =
        'true';
    });
    expect(changes).toEqual([
      expect.objectContaining({ field: 'apiServer.extraArgs.profiling', from: 'true', to: undefined }),
    ]);
  });

  it('refuses a new podSubnet before anything changes, naming the field, its Clusterfile line and what to do', () => {
    const refused = () =>
      differences(`---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
networking:
  podSubnet: 10.244.0.0/16
`);
    expect(refused).toThrow(ConfigChangeRefused);
    try {
      refused();
    } catch (error) {
      expect(error).toMatchObject({
        file: 'Clusterfile',
        line: 14,
        field: 'ClusterConfiguration.networking.podSubnet',
      });
      expect((error as Error).message).toBe(
        'ClusterConfiguration.networking.podSubnet: cannot change on a running cluster ("100.64.0.0/10" → "10.244.0.0/16", set in Clusterfile:14): pods, services and DNS names already use the old value. Put back "100.64.0.0/10", or reset the cluster and create it again with the new value',
      );
    }
  });

  it.each([
    ['networking.serviceSubnet', 'networking:\n  serviceSubnet: 10.100.0.0/16'],
    ['networking.dnsDomain', 'networking:\n  dnsDomain: lab.local'],
    ['etcd.local.dataDir', 'etcd:\n  local:\n    dataDir: /data/etcd'],
  ])('refuses a new %s', (field, yaml) => {
    expect(() =>
      differences(`---\napiVersion: kubeadm.k8s.io/v1beta3\nkind: ClusterConfiguration\n${yaml}\n`),
    ).toThrow(
      new RegExp(`ClusterConfiguration\\.${field.replace(/\./g, '\\.')}: cannot change on a running cluster`),
    );
  });

  it('refuses a new controlPlaneEndpoint that came from the cluster, not the Clusterfile', () => {
    expect(() =>
      differences('', (stored) => {
        stored.ClusterConfiguration!.controlPlaneEndpoint = 'old.example.com:6443';
      }),
    ).toThrow(/controlPlaneEndpoint: cannot change .*set in the rootfs image or the defaults/);
  });

  it('refuses a new CRI socket', () => {
    expect(() =>
      differences(`---
apiVersion: kubeadm.k8s.io/v1beta3
kind: InitConfiguration
nodeRegistration:
  criSocket: unix:///var/run/crio/crio.sock
`),
    ).toThrow(/KubeletConfiguration\.containerRuntimeEndpoint: cannot change on a running cluster/);
  });
});
