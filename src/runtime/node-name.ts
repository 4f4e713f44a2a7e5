import { RuntimeError } from './errors.js';

/** A Kubernetes node name: a DNS-1123 subdomain (what kubelet registers, and all `kubectl` accepts). */
const NODE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/**
 * The node name a host reports (its `hostname` output, lower-cased: what kubelet and k3s register by default),
 * checked before it goes into a command on master0: a host is not trusted to name itself something a shell
 * would run.
 */
export function checkNodeName(
  hostnameOutput: string,
  host: string,
  phase: 'Delete' | 'Upgrade' | 'Init' | 'Join' | 'Certificates' = 'Delete',
): string {
  const name = hostnameOutput.trim().toLowerCase();
  if (name.length > 0 && name.length <= 253 && NODE_NAME.test(name)) return name;
  throw new RuntimeError(
    `the host's hostname ${JSON.stringify(name.slice(0, 80))} is not a Kubernetes node name (DNS-1123: lower-case ` +
      'letters, digits, "-" and ".", at most 253 characters): it is not passed to kubectl',
    { host, phase },
  );
}
