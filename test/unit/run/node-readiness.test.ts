import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getNodesCommand,
  NodesNotReadyError,
  nodeTableLines,
  parseNodeList,
  waitForNodes,
} from '../../../src/run/node-readiness.js';
import { parseWaitDuration } from '../../../src/run/wait-duration.js';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { initFor } from '../runtime/kubeadm-documents.js';

const standins = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-kubeadm');

/**
 * A Node as the API returns it (core/v1 Node: metadata.labels, status.conditions, status.addresses,
 * status.nodeInfo.kubeletVersion), trimmed to what `kubectl get nodes -o wide` shows.
 */
const NODE_LIST = {
  apiVersion: 'v1',
  kind: 'List',
  items: [
    {
      metadata: {
        name: 'master-0',
        labels: { 'kubernetes.io/hostname': 'master-0', 'node-role.kubernetes.io/control-plane': '' },
      },
      status: {
        conditions: [
          { type: 'MemoryPressure', status: 'False', reason: 'KubeletHasSufficientMemory' },
          {
            type: 'Ready',
            status: 'True',
            reason: 'KubeletReady',
            message: 'kubelet is posting ready status',
          },
        ],
        addresses: [
          { type: 'InternalIP', address: '10.0.0.2' },
          { type: 'Hostname', address: 'master-0' },
        ],
        nodeInfo: { kubeletVersion: 'v1.29.9' },
      },
    },
    {
      metadata: { name: 'node-1', labels: {} },
      status: {
        conditions: [
          { type: 'DiskPressure', status: 'True', reason: 'KubeletHasDiskPressure', message: 'disk full' },
          {
            type: 'Ready',
            status: 'False',
            reason: 'KubeletNotReady',
            message: 'container runtime network not ready',
          },
        ],
        addresses: [{ type: 'InternalIP', address: '10.0.0.3' }],
        nodeInfo: { kubeletVersion: 'v1.29.9' },
      },
    },
    { metadata: { name: 'node-2' } },
  ],
};

describe('the nodes as kubectl lists them', () => {
  it('reads name, roles, version, Ready and the internal IP; a node with no status yet is Unknown', () => {
    const nodes = parseNodeList(JSON.stringify(NODE_LIST));
    expect(nodeTableLines(nodes)).toEqual([
      'name       roles           version   Ready     internal IP',
      'master-0   control-plane   v1.29.9   True      10.0.0.2',
      'node-1     <none>          v1.29.9   False     10.0.0.3',
      'node-2     <none>                    Unknown',
    ]);
  });

  it('names the nodes not Ready with the conditions that say why', () => {
    const error = new NodesNotReadyError(parseNodeList(JSON.stringify(NODE_LIST)), 300_000, undefined);
    expect(error.message).toBe(
      "the cluster's nodes were not all Ready within 5m0s: not Ready: node-1 (DiskPressure=True KubeletHasDiskPressure: disk full, Ready=False KubeletNotReady: container runtime network not ready); node-2 (no conditions reported yet)",
    );
    expect(error.phase).toBe('wait for nodes');
  });

  it('asks the kubectl of the distribution, with its admin kubeconfig', () => {
    expect(getNodesCommand('kubeadm')).toBe(
      'kubectl --kubeconfig=/etc/kubernetes/admin.conf get nodes -o json',
    );
    expect(getNodesCommand('k3s')).toBe(
      'k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml get nodes -o json',
    );
  });

  it('reads durations as kind writes them, and bare seconds; 0 is no wait', () => {
    expect(parseWaitDuration('5m')).toBe(300_000);
    expect(parseWaitDuration('90s')).toBe(90_000);
    expect(parseWaitDuration('1m30s')).toBe(90_000);
    expect(parseWaitDuration('1h')).toBe(3_600_000);
    expect(parseWaitDuration('120')).toBe(120_000);
    expect(parseWaitDuration('0')).toBe(0);
    for (const bad of ['', 'soon', '5 m', '-1', '1d', '30000h'])
      expect(parseWaitDuration(bad), bad).toBeUndefined();
  });
});

/** master0 of a stand-in cluster: a temporary STANDIN_ROOT where the stand-in kubeadm ran `init`. */
function standinMaster0(): string {
  const root = mkdtempSync(join(tmpdir(), 'readiness-host-'));
  mkdirSync(join(root, 'root'), { recursive: true });
  mkdirSync(join(root, 'etc/kubernetes'), { recursive: true });
  writeFileSync(join(root, 'etc/kubernetes/audit-policy.yml'), 'apiVersion: audit.k8s.io/v1\nkind: Policy\n');
  const config = join(root, 'kubeadm-init.yaml');
  writeFileSync(
    config,
    initFor(buildKubeadmConfig({ kubernetesVersion: 'v1.27.7', masters: ['10.0.0.11'], hostCount: 1 })),
  );
  return root;
}

/** Runs a command as master0 would: real bash, the stand-ins first in PATH, the host's root under `root`. */
function onHost(
  root: string,
  command: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('bash', ['-c', command], {
    env: { ...process.env, PATH: `${standins}:${process.env.PATH}`, STANDIN_ROOT: root, HOME: '/root' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('waiting for Ready nodes, against the stand-in kubectl', () => {
  let root: string;
  let node: string;
  const run = async (command: string) => {
    const result = await onHost(root, command);
    if (result.code !== 0) throw new Error(result.stderr.trim());
    return result.stdout;
  };
  const switchFile = () => join(root, 'var/lib/standin-kubeadm/node-readiness');

  beforeEach(async () => {
    root = standinMaster0();
    const init = await onHost(root, `kubeadm init --config=${join(root, 'kubeadm-init.yaml')} -v 0`);
    expect(init.code, init.stderr).toBe(0);
    // This host's node name, looked up before the switch file exists (so it is not counted).
    node = parseNodeList(await run(getNodesCommand('kubeadm')))[0]?.name as string;
    expect(node).toBeTruthy();
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('a node Ready late: the wait looks again until it is, then reports every node', async () => {
    writeFileSync(switchFile(), `${node} 2\nworker-1 0\n`);
    const { logger, sink } = memoryLogger();
    const nodes = await waitForNodes({ run, runtime: 'kubeadm', timeoutMs: 600_000, pollMs: 1, logger });
    expect(nodes.map((n) => [n.name, n.roles, n.ready])).toEqual([
      [node, 'control-plane', 'True'],
      ['worker-1', '<none>', 'True'],
    ]);
    // NotReady at the first two looks, Ready at the third: three looks, whatever the time they took.
    expect(readFileSync(`${switchFile()}.looks`, 'utf8').trim()).toBe('3');
    expect(sink.lines).toEqual([`info:Waiting for the nodes: not Ready yet: ${node}`]);
  });

  it('a node never Ready: at the end of the wait the failure names it with its conditions', async () => {
    writeFileSync(switchFile(), `${node} 0\nworker-2 never\n`);
    const { logger } = memoryLogger();
    const failure = await waitForNodes({ run, runtime: 'kubeadm', timeoutMs: 50, pollMs: 1, logger }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NodesNotReadyError);
    const error = failure as NodesNotReadyError;
    expect(error.message).toMatch(
      /^the cluster's nodes were not all Ready within 50ms: not Ready: worker-2 \(Ready=False KubeletNotReady: container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: cni plugin not initialized\)$/,
    );
    expect(error.nodes.map((n) => [n.name, n.ready])).toEqual([
      [node, 'True'],
      ['worker-2', 'False'],
    ]);
  });

  it('kubectl failing (no API server yet) is not Ready: the failure says what kubectl said', async () => {
    rmSync(join(root, 'etc/kubernetes/admin.conf'));
    const { logger } = memoryLogger();
    await expect(waitForNodes({ run, runtime: 'kubeadm', timeoutMs: 0, logger })).rejects.toThrow(
      "the cluster's nodes were not all Ready within 0ms: no node could be listed (The connection to the server localhost:8080 was refused - did you specify the right host or port?)",
    );
  });
});
