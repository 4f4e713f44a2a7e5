import { RuntimeError } from '../errors.js';
import type { JoinCredentials } from './config.js';

/**
 * Reads token and CA pins from `kubeadm token create --print-join-command`, whose output is one line:
 * `kubeadm join <endpoint> --token <t> --discovery-token-ca-cert-hash sha256:<h> [...]`.
 */
export function parseJoinCommand(output: string, certificateKey: string, host: string): JoinCredentials {
  const line = output.split('\n').find((l) => l.trim().startsWith('kubeadm join'));
  const token = line && /--token\s+([a-z0-9]{6}\.[a-z0-9]{16})(\s|$)/.exec(line)?.[1];
  const caCertHashes = line
    ? [...line.matchAll(/--discovery-token-ca-cert-hash\s+(sha256:[0-9a-f]{64})/g)].map((m) => m[1] as string)
    : [];
  if (!token || caCertHashes.length === 0) {
    throw new RuntimeError(
      '`kubeadm token create --print-join-command` printed no join command with a token and CA hash',
      {
        host,
        phase: 'Join',
      },
    );
  }
  return { token, caCertHashes, certificateKey };
}
