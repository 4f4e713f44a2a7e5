import { describe, expect, it } from 'vitest';
import { clusterPaths } from '../../../src/runtime/kubeadm/paths.js';
import { KubeadmRuntime } from '../../../src/runtime/kubeadm/runtime.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { RecordingHosts } from './recording-executor.js';
import { checkAgainstSealos, type DerivationInput } from './sealos-derivation.js';

const paths = clusterPaths('default');
const TOKEN = 'abcdef.0123456789abcdef';
const HASH = `sha256:${'ab'.repeat(32)}`;
const CONTAINERD = { criSocket: 'unix:///run/containerd/containerd.sock', cgroupDriver: 'systemd' };
/** One node runs cri-o with cgroupfs: its documents must say so, the others not. */
const CRIO_NODE = '10.0.0.23';
const CRIO = { criSocket: 'unix:///var/run/crio/crio.sock', cgroupDriver: 'cgroupfs' };

/** Creates a cluster with the runtime over recorded hosts and returns what each host was sent. */
async function create(masters: string[], nodes: string[], kubernetesVersion: string) {
  const hosts = new RecordingHosts()
    .answer(/^test -f '\/etc\/kubernetes\/(admin|kubelet)\.conf'$/, { exitCode: 1 })
    .answer(/^hostname$/, { stdout: 'host\n' })
    .answer(/ cri socket /, { stdout: 'socket=/run/containerd/containerd.sock\ndriver=systemd\n' })
    .answer(/ cri socket /, { stdout: 'socket=/var/run/crio/crio.sock\ndriver=cgroupfs\n' }, CRIO_NODE)
    .answer(/kubeadm-certificate-key\.txt/, { stdout: '' })
    .answer(/get configmap kubeadm-config/, { exitCode: 1, stderr: 'not here' })
    .answer(/^kubeadm token create/, {
      stdout: `kubeadm join apiserver.cluster.local:6443 --token ${TOKEN} --discovery-token-ca-cert-hash ${HASH}\n`,
    });
  const runtime = new KubeadmRuntime({
    topology: { name: 'default', masters, nodes },
    connect: hosts.connect,
    logger: memoryLogger().logger,
    config: { kubernetesVersion, vip: '10.103.97.2', imageEndpoint: '/var/run/image-cri-shim.sock' },
  });
  await runtime.init();
  await runtime.joinMasters(masters.slice(1));
  await runtime.joinNodes(nodes);
  const sent = (ip: string, path: string) => [ip, hosts.written(ip, path)] as const;
  const tokens = hosts.plan().filter((line) => line.includes('kubeadm token create'));
  return {
    tokens,
    received: {
      init: hosts.written(masters[0] as string, paths.initConfig),
      joinMaster: new Map(masters.slice(1).map((ip) => sent(ip, paths.joinMasterConfig))),
      joinNode: new Map(nodes.map((ip) => sent(ip, paths.joinNodeConfig))),
    },
  };
}

const input = (masters: string[], nodes: string[], kubernetesVersion: string): DerivationInput => ({
  kubernetesVersion,
  masters,
  nodes,
  vip: '10.103.97.2',
  cri: (address) => (address === CRIO_NODE ? CRIO : CONTAINERD),
  imageEndpoint: '/var/run/image-cri-shim.sock',
});

describe('the kubeadm documents each host receives, against sealos v5.1', () => {
  const topologies: Array<[string, string[], string[]]> = [
    ['one host', ['10.0.0.11'], []],
    ['1 master + 2 nodes', ['10.0.0.11'], ['10.0.0.21', CRIO_NODE]],
    ['2 masters + 1 node', ['10.0.0.11', '10.0.0.12'], ['10.0.0.21']],
  ];
  for (const version of ['v1.27.7', 'v1.31.2']) {
    for (const [name, masters, nodes] of topologies) {
      it(`${name}, Kubernetes ${version}`, async () => {
        const { received, tokens } = await create(masters, nodes, version);
        checkAgainstSealos(received, input(masters, nodes, version));
        expect(tokens.length).toBe(masters.length + nodes.length > 1 ? 1 : 0);
      });
    }
  }

  it('fails the derivation when a document differs (the check can fail)', async () => {
    const { received } = await create(['10.0.0.11'], ['10.0.0.21'], 'v1.27.7');
    const tainted = {
      ...received,
      init: received.init.replace('imagePullPolicy: Never', 'imagePullPolicy: Always'),
    };
    expect(() => checkAgainstSealos(tainted, input(['10.0.0.11'], ['10.0.0.21'], 'v1.27.7'))).toThrow();
    // The one-host rule: without `taints: []` a lone control plane keeps its taint.
    const one = await create(['10.0.0.11'], [], 'v1.27.7');
    expect(one.received.init).toContain('  taints: []\n');
    const tainted1 = { ...one.received, init: one.received.init.replace('  taints: []\n', '') };
    expect(() => checkAgainstSealos(tainted1, input(['10.0.0.11'], [], 'v1.27.7'))).toThrow();
  });
});
