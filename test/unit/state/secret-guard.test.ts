import { describe, expect, it } from 'vitest';
import { SecretInStateError } from '../../../src/state/errors.js';
import { assertNoSecrets } from '../../../src/state/secret-guard.js';

const KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'QyNTUxOQAAACDmZ2Jd0JmHqW3w0u8cX0vJ1m2s3t4u5v6w7x8y9z0AAQAAAJgAAAAAAAAA',
  '-----END OPENSSH PRIVATE KEY-----',
].join('\n');
const KUBECONFIG = [
  'apiVersion: v1',
  'clusters:',
  '- cluster:',
  '    server: https://apiserver.cluster.local:6443',
  '  name: kubernetes',
  'users:',
  '- name: kubernetes-admin',
  '  user:',
  '    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB',
].join('\n');

function refusal(run: () => void): SecretInStateError {
  try {
    run();
  } catch (error) {
    if (error instanceof SecretInStateError) return error;
    throw error;
  }
  throw new Error('expected a SecretInStateError');
}

describe('assertNoSecrets', () => {
  it('refuses a file containing a secret, naming the file and never the secret', () => {
    const error = refusal(() =>
      assertNoSecrets(
        { clusterfile: 'kind: Cluster\n', files: { 'etc/join.yaml': 'token: s3cr3t-pass\n' } },
        ['s3cr3t-pass'],
      ),
    );
    expect(error.file).toBe('etc/join.yaml');
    expect(error.phase).toBe('state');
    expect(error.message).toContain('etc/join.yaml contains a secret');
    expect(error.message).not.toContain('s3cr3t-pass');
  });

  it('checks the Clusterfile too', () => {
    const error = refusal(() =>
      assertNoSecrets({ clusterfile: 'passwd: hunter22\n', files: {} }, ['hunter22']),
    );
    expect(error.file).toBe('Clusterfile');
  });

  it('finds a private key re-indented into YAML by the runs of its lines', () => {
    const indented = `spec:\n  ssh:\n    pk: |\n${KEY.split('\n')
      .map((line) => `      ${line}`)
      .join('\n')}\n`;
    expect(indented).not.toContain(KEY);
    expect(() => assertNoSecrets({ clusterfile: indented, files: {} }, [KEY])).toThrow(SecretInStateError);
  });

  it('passes files that share only ordinary lines with a kubeconfig secret', () => {
    const kubeadm = 'apiVersion: v1\ncontrolPlaneEndpoint: apiserver.cluster.local:6443\nname: kubernetes\n';
    expect(() =>
      assertNoSecrets({ clusterfile: 'kind: Cluster\n', files: { 'kubeadm.yaml': kubeadm } }, [KUBECONFIG]),
    ).not.toThrow();
    const leaked = `${kubeadm}key: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB\n`;
    expect(() =>
      assertNoSecrets({ clusterfile: '', files: { 'kubeadm.yaml': leaked } }, [KUBECONFIG]),
    ).toThrow(SecretInStateError);
  });

  it('ignores empty and very short secrets, which would match ordinary text', () => {
    expect(() =>
      assertNoSecrets({ clusterfile: 'user: root\nport: 22\n', files: {} }, ['', '  ', '22', 'oo']),
    ).not.toThrow();
  });
});
