import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clusterfileSecrets,
  desiredClusterFromInputs,
  readClusterfile,
  redactClusterfile,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');

describe('redaction', () => {
  it('removes every passwd, pkData and pkPasswd, cluster-wide and per host, from the saved text', async () => {
    const pem =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nAAAAB3NzaC1yc2EAAAADAQABAAABAQC7redact\n-----END OPENSSH PRIVATE KEY-----';
    const base = (await readClusterfile(join(fixtures, 'sealos-saved.yaml'))).clusterfile;
    base.cluster.spec!.hosts![0]!.ssh = {
      pkData: 'host-level-pem-data',
      pkPasswd: 'host-level-phrase',
      user: 'root',
    };
    const { clusterfile } = desiredClusterFromInputs(
      { password: 'Sealos!2024', privateKey: pem, passphrase: 'key-phrase-123', user: 'root' },
      { current: base, localAddress: '192.0.2.50' },
    );
    const secrets = clusterfileSecrets(clusterfile);
    expect(secrets.sort()).toEqual(
      [
        'Sealos!2024',
        pem,
        'key-phrase-123',
        'node-pass-2024',
        'host-level-pem-data',
        'host-level-phrase',
      ].sort(),
    );
    const before = stringifyClusterfile(clusterfile);
    for (const secret of secrets) expect(before).toContain(secret.split('\n')[1] ?? secret);

    const text = stringifyClusterfile(redactClusterfile(clusterfile));
    for (const secret of secrets) for (const line of secret.split('\n')) expect(text).not.toContain(line);
    expect(text).not.toMatch(/passwd|pkData|pkPasswd/);
    // What is not secret stays: the user, the key path, the ports, the hosts.
    const redacted = redactClusterfile(clusterfile).cluster;
    expect(redacted.spec?.ssh).toEqual({ user: 'root' });
    expect(redacted.spec?.hosts?.[1]?.ssh).toEqual({ port: 2222, user: 'ubuntu' });
    expect(redacted.spec?.hosts?.[0]?.ips).toEqual(clusterfile.cluster.spec?.hosts?.[0]?.ips);
  });

  it('keeps pk (a path, not a key) and leaves the input object intact', async () => {
    const { clusterfile } = await readClusterfile(join(fixtures, 'sealos-saved.yaml'));
    const redacted = redactClusterfile(clusterfile);
    expect(redacted.cluster.spec?.ssh).toEqual({ pk: '/root/.ssh/id_rsa', port: 22, user: 'root' });
    expect(clusterfile.cluster.spec?.ssh?.passwd).toBe('Sealos!2024');
    expect(redacted.configs).toEqual(clusterfile.configs);
    expect(redacted.kubeadm).toEqual(clusterfile.kubeadm);
  });
});
