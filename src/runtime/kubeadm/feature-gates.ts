import type { KubeadmDocuments } from './documents.js';
import { getAt, setAt } from './extra-args.js';
import type { KubernetesVersion } from './version.js';

/**
 * sealos v5.1.1's FinalizeFeatureGatesConfiguration (lifecycle/pkg/runtime/kubernetes/types/kubeadm_config.go),
 * run once the defaults, the image's and the user's documents are merged:
 * - the apiserver's, controller-manager's and scheduler's `feature-gates` arguments are blanked at every
 *   version, the user's included ("it will be set in kubelet config"); v5.0 filtered them by version instead;
 * - the kubelet's `featureGates` lose the gates Kubernetes removed at the version (featureGatesUpdate); a map
 *   left empty is not written (omitempty).
 */
const REMOVED_GATES: ReadonlyArray<{ gate: string; when: 'below' | 'from'; minor: number }> = [
  { gate: 'CSIStorageCapacity', when: 'below', minor: 21 },
  { gate: 'TTLAfterFinished', when: 'from', minor: 24 },
  { gate: 'EphemeralContainers', when: 'from', minor: 26 },
];

const CONTROL_PLANE_ARGS = [
  ['controllerManager', 'extraArgs'],
  ['apiServer', 'extraArgs'],
  ['scheduler', 'extraArgs'],
];

export function finalizeFeatureGates(documents: KubeadmDocuments, version: KubernetesVersion): void {
  for (const path of CONTROL_PLANE_ARGS) {
    const args = getAt(documents.ClusterConfiguration, path);
    if (args === null || typeof args !== 'object' || Array.isArray(args) || !('feature-gates' in args))
      continue;
    const value = (args as Record<string, unknown>)['feature-gates'];
    setAt(
      documents.ClusterConfiguration,
      [...path, 'feature-gates'],
      Array.isArray(value) ? value.map(() => '') : '',
    );
  }
  const kubelet = documents.KubeletConfiguration;
  const gates = kubelet.featureGates;
  if (gates === null || typeof gates !== 'object' || Array.isArray(gates)) return;
  const kept = Object.fromEntries(
    Object.entries(gates).filter(
      ([gate]) => !REMOVED_GATES.some((rule) => rule.gate === gate && removedAt(rule, version)),
    ),
  );
  if (Object.keys(kept).length === 0) delete kubelet.featureGates;
  else kubelet.featureGates = kept;
}

function removedAt(rule: (typeof REMOVED_GATES)[number], version: KubernetesVersion): boolean {
  return rule.when === 'below' ? version.minor < rule.minor : version.minor >= rule.minor;
}
