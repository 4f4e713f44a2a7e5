import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableKubeconfig, writeKubeconfig } from '../../../src/run/kubeconfig.js';

const ADMIN = [
  'apiVersion: v1',
  'clusters:',
  '- cluster:',
  '    certificate-authority-data: Q0E=',
  '    server: https://apiserver.cluster.local:6443',
  '  name: kubernetes',
  'users:',
  '- name: kubernetes-admin',
  '  user:',
  '    client-key-data: S0VZ',
  '',
].join('\n');

describe('the kubeconfig a later step uses', () => {
  it("points the server at master0's address, IPv6 in brackets, and changes nothing else", () => {
    const v4 = reachableKubeconfig(ADMIN, '10.77.0.11');
    expect(v4).toBe(ADMIN.replace('apiserver.cluster.local', '10.77.0.11'));
    expect(reachableKubeconfig(ADMIN, 'fd00::11')).toContain('server: https://[fd00::11]:6443');
    const other = ADMIN.replace('apiserver.cluster.local', 'apiserver.cluster.local.example.com');
    expect(reachableKubeconfig(other, '10.77.0.11')).toBe(other);
  });

  it('is written 0600, also over a file that was readable by others', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kubeconfig-'));
    try {
      const path = join(dir, 'sub', 'kubeconfig');
      await writeKubeconfig(path, ADMIN);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      const open = join(dir, 'open');
      await writeFile(open, 'old', { mode: 0o644 });
      await writeKubeconfig(open, ADMIN);
      expect((await stat(open)).mode & 0o777).toBe(0o600);
      expect(await readFile(open, 'utf8')).toBe(ADMIN);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
