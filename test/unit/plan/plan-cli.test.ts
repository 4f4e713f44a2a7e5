import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clusterfilePath,
  parseClusterfile,
  readClusterfile,
  writeClusterfile,
} from '../../../src/clusterfile/index.js';
import { runCliCapturing } from '../clusterfile/cli-harness.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');

describe('sealos-action plan', () => {
  let dir: string;
  let stateDir: string;
  let desiredPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plan-cli-'));
    stateDir = join(dir, 'state');
    desiredPath = join(dir, 'Clusterfile');
    await copyFile(join(fixtures, 'sealos-saved.yaml'), desiredPath);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('--json with no saved cluster: exactly one JSON object on stdout, a create plan', async () => {
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(run.status).toBe(0);
    expect(run.stdoutWrites).toHaveLength(1);
    const out = run.stdoutWrites[0]!;
    expect(out.endsWith('}\n')).toBe(true);
    expect(JSON.parse(out)).toEqual({
      version: 1,
      action: 'create',
      cluster: 'default',
      master0: '192.168.64.10:22',
      mastersToJoin: ['192.168.64.11:22', '192.168.64.12:22'],
      mastersToRemove: [],
      nodesToJoin: ['192.168.64.20:2222', '192.168.64.21:2222'],
      nodesToRemove: [],
      imagesToInstall: ['labring/kubernetes:v1.27.11', 'labring/helm:v3.14.1', 'labring/calico:v3.26.1'],
      // Not known before the rootfs image is pulled.
      runtime: null,
    });
  });

  it('reads the current state from <state-dir>/<cluster>/Clusterfile and plans a reconcile', async () => {
    const saved = (await readClusterfile(desiredPath)).clusterfile;
    await writeClusterfile(clusterfilePath(stateDir, 'default'), saved);
    const desired = structuredClone(saved);
    desired.cluster.spec!.hosts![0]!.ips = ['192.168.64.10:22', '192.168.64.11:22', '192.168.64.13:22'];
    desired.cluster.spec!.hosts![1]!.ips = ['192.168.64.21:2222'];
    desired.cluster.spec!.image!.push('labring/openebs:v3.10.0');
    await writeClusterfile(desiredPath, desired);

    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdoutWrites.join(''))).toEqual({
      version: 1,
      action: 'reconcile',
      cluster: 'default',
      master0: '192.168.64.10:22',
      mastersToJoin: ['192.168.64.13:22'],
      mastersToRemove: ['192.168.64.12:22'],
      nodesToJoin: [],
      nodesToRemove: ['192.168.64.20:2222'],
      imagesToInstall: ['labring/openebs:v3.10.0'],
      // The saved rootfs (labring/kubernetes) has distribution label kubernetes.
      runtime: 'kubeadm',
    });
  });

  it('names the runtime of a saved cluster from the rootfs its status recorded', async () => {
    const saved = (await readClusterfile(desiredPath)).clusterfile;
    saved.cluster.metadata!.creationTimestamp = '2024-01-01T00:00:00Z';
    saved.cluster.status = {
      mounts: [
        {
          name: 'k3s-v1.29.9-k3s1',
          type: 'rootfs',
          imageName: 'labring/k3s:v1.29.9-k3s1',
          mountPoint: '/var/lib/containers/storage/overlay/k3s/merged',
          labels: { 'sealos.io.distribution': 'k3s', version: 'v1.29.9' },
          env: {},
          cmd: [],
          entrypoint: [],
        },
      ],
    } as typeof saved.cluster.status;
    await writeClusterfile(clusterfilePath(stateDir, 'default'), saved);
    const json = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdoutWrites.join(''))).toMatchObject({ action: 'reconcile', runtime: 'k3s' });
    const text = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir]);
    const lines = text.stdoutWrites.join('').trimEnd().split('\n');
    expect(lines[0]).toBe('Plan for cluster "default" (k3s): reconcile, nothing to change');
    // Nothing to change in hosts and images; the configuration is read only by a dry run of apply.
    expect(lines.at(-1)).toBe(
      `(the running configuration is not compared here, no host is reached: \`apply --dry-run -f ${desiredPath}\` reads it on master0 and lists its changes)`,
    );
  });

  it('prints a table without --json', async () => {
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir]);
    expect(run.status).toBe(0);
    const lines = run.stdoutWrites.join('').trimEnd().split('\n');
    expect(lines[0]).toBe('Plan for cluster "default": create, 8 change(s)');
    expect(lines).toContain('init     master  192.168.64.10:22');
    expect(lines).toContain('join     node    192.168.64.20:2222');
    expect(lines).toContain('install  image   labring/calico:v3.26.1');
    // A create has no running configuration to compare.
    expect(lines.join('\n')).not.toContain('running configuration');
  });

  it('keeps stdout to the JSON object when the Clusterfile has warnings (they go to stderr)', async () => {
    await copyFile(join(fixtures, 'unknown-fields.yaml'), desiredPath);
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdoutWrites.join('')).cluster).toBe('typos');
    expect(run.stderr).toContain('spec.registry: unknown field');
  });

  it('exits 1 when the plan would remove master0', async () => {
    const saved = (await readClusterfile(desiredPath)).clusterfile;
    await writeClusterfile(clusterfilePath(stateDir, 'default'), saved);
    const desired = structuredClone(saved);
    desired.cluster.spec!.hosts![0]!.ips = ['192.168.64.11:22'];
    await writeClusterfile(desiredPath, desired);
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(run.status).toBe(1);
    expect(run.stdoutWrites).toEqual([]);
    expect(run.stderr).toContain('master0 192.168.64.10:22 of cluster "default" cannot be removed');
  });

  it('exits 1 with located errors for an invalid desired file or an invalid saved state', async () => {
    await mkdir(join(stateDir, 'default'), { recursive: true });
    const statePath = clusterfilePath(stateDir, 'default');
    await writeFile(
      statePath,
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nspec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [boss]\n',
    );
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(run.status).toBe(1);
    expect(run.stdoutWrites).toEqual([]);
    expect(run.stderr).toContain(`error: ${statePath}:6: spec.hosts[0].roles[0]: "boss" is not a role`);

    await copyFile(join(fixtures, 'invalid-hosts.yaml'), desiredPath);
    const invalid = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir]);
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain(`error: ${desiredPath}:14: spec.hosts[1].ips[0]`);
  });

  it('finds the saved state by the cluster name of the desired file', async () => {
    const text =
      'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nmetadata:\n  name: one\nspec:\n  image: [labring/kubernetes:v1.29.9]\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n';
    await writeFile(desiredPath, text);
    const created = parseClusterfile(text).clusterfile;
    created.cluster.metadata!.creationTimestamp = '2024-05-01T10:00:00Z';
    await writeClusterfile(clusterfilePath(stateDir, 'one'), created);
    const run = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(JSON.parse(run.stdoutWrites.join(''))).toMatchObject({ action: 'reconcile', cluster: 'one' });
    await rm(join(stateDir, 'one'), { recursive: true });
    const fresh = await runCliCapturing(['plan', '-f', desiredPath, '--state-dir', stateDir, '--json']);
    expect(JSON.parse(fresh.stdoutWrites.join(''))).toMatchObject({ action: 'create', cluster: 'one' });
  });
});
