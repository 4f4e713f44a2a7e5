import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clusterDataDir } from '../../src/host-layout/cluster-folders.js';
import { LocalExecutor } from '../../src/hosts/local-executor.js';
import { maskClusterSecrets } from '../../src/post-step/cluster-secrets.js';
import { collectDiagnostics } from '../../src/post-step/diagnostics.js';
import { memoryLogger } from '../lab/memory-log.js';
import { describeAsRoot } from '../lab/root.js';

const token = 'k8wqzj.4n9c8v7x6z5y4w3v';
const certificateKey = 'c0ffee'.repeat(10).concat('c0ff');
const registryPassword = 'cluster-registry-pass';

/**
 * The diagnostics the post step uploads, collected from a real host (this machine, through the local
 * executor) whose cluster folder holds what kubeadm's init and join configurations hold on a real cluster.
 */
describeAsRoot("diagnostics leave the cluster's own secrets out", () => {
  const cluster = `diag-${randomBytes(4).toString('hex')}`;
  const etc = `${clusterDataDir(cluster)}/etc`;
  let dir: string;

  beforeAll(async () => {
    await mkdir(etc, { recursive: true });
    dir = await mkdtemp(path.join(os.tmpdir(), 'diagnostics-'));
    await writeFile(
      `${etc}/kubeadm-join-node.yaml`,
      [
        'apiVersion: kubeadm.k8s.io/v1beta3',
        'kind: JoinConfiguration',
        'discovery:',
        '  bootstrapToken:',
        '    apiServerEndpoint: apiserver.cluster.local:6443',
        `    token: ${token}`,
        '    caCertHashes:',
        '    - sha256:4d1c3a0e1f0c6f8c3b2a19e0d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8',
        'controlPlane:',
        `  certificateKey: "${certificateKey}"`,
        '',
      ].join('\n'),
    );
    await writeFile(
      `${etc}/kubeadm-init.yaml`,
      `bootstrapTokens:\n- token: ${token}\n  ttl: 2h0m0s\nkind: InitConfiguration\n`,
    );
    await writeFile(
      `${etc}/registry.yml`,
      `domain: sealos.hub\nport: "5000"\npassword: ${registryPassword}\n`,
    );
  });

  afterAll(async () => {
    await rm(clusterDataDir(cluster), { recursive: true, force: true });
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('masks join tokens, certificate keys and passwords in every file, keeps the rest', async () => {
    const { logger } = memoryLogger();
    const executor = new LocalExecutor();
    const files = await collectDiagnostics(['local'], async () => executor, {
      cluster,
      failure: `join failed: kubeadm join --token ${token} --certificate-key ${certificateKey}`,
      dir,
      logger,
    });
    const all = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
    for (const secret of [token, certificateKey, registryPassword, Buffer.from(token).toString('base64')])
      expect(all).not.toContain(secret);
    const configs = await readFile(path.join(dir, 'local', 'configs.txt'), 'utf8');
    expect(configs).toContain(`=== ${etc}/kubeadm-join-node.yaml`);
    expect(configs).toContain('apiServerEndpoint: apiserver.cluster.local:6443');
    expect(configs).toContain('    token: ***');
    expect(configs).toContain('  certificateKey: "***"');
    expect(configs).toContain('sha256:4d1c3a0e1f0c6f8c3b2a19e0d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8');
  });

  it('masks the forms kubeadm and docker write them in, not look-alikes', () => {
    expect(
      maskClusterSecrets(
        [
          `kubeadm join x:6443 --token ${token} --discovery-token-ca-cert-hash sha256:ab --certificate-key=${certificateKey}`,
          '{"auths":{"hub":{"auth":"dXNlcjpwYXNz","password":"p4ss"}}}',
          "password: 'two words'",
          'tokenTTL: 2h',
          'keyFile: /etc/pki/x',
          '  bootstrapToken:',
        ].join('\n'),
      ).split('\n'),
    ).toEqual([
      'kubeadm join x:6443 --token *** --discovery-token-ca-cert-hash sha256:ab --certificate-key=***',
      '{"auths":{"hub":{"auth":"***","password":"***"}}}',
      "password: '***'",
      'tokenTTL: 2h',
      'keyFile: /etc/pki/x',
      '  bootstrapToken:',
    ]);
  });
});
