import type { Cluster } from '../clusterfile/schema.js';
import { RuntimeError } from './errors.js';

/** The runtimes this tool can drive. */
export type Distribution = 'kubeadm' | 'k3s';

/**
 * The runtime a rootfs image asks for, from its labels. sealos reads `sealos.io.distribution` (newer images
 * write `apps.sealos.io/distribution`); `kubernetes`, `kubeadm` or no label mean kubeadm. Anything else is
 * refused rather than guessed (sealos v5 `pkg/runtime/factory`, `pkg/constants` label names).
 */
export function distributionOf(labels: Readonly<Record<string, string>>, image: string): Distribution {
  const raw = (labels['sealos.io.distribution'] ?? labels['apps.sealos.io/distribution'] ?? '').trim();
  switch (raw.toLowerCase()) {
    case '':
    case 'kubernetes':
    case 'kubeadm':
      return 'kubeadm';
    case 'k3s':
      return 'k3s';
    default:
      throw new RuntimeError(
        `rootfs image ${image} asks for distribution "${raw}" (label sealos.io.distribution); supported: kubernetes (kubeadm), k3s`,
        { phase: 'pull images' },
      );
  }
}

/** The runtime a saved cluster runs, from the rootfs its status recorded; undefined before its first apply. */
export function savedDistribution(cluster: Cluster | undefined): Distribution | undefined {
  const rootfs = cluster?.status?.mounts?.find((mount) => mount.type === 'rootfs');
  return rootfs
    ? distributionOf(rootfs.labels ?? {}, rootfs.imageName ?? rootfs.name ?? 'the saved rootfs')
    : undefined;
}

/** A cluster asked to run another distribution than the one it runs: only a reset and a new create can. */
export class DistributionChangeError extends RuntimeError {
  constructor(cluster: string, running: Distribution, wanted: Distribution, image: string, phase: string) {
    super(
      `cluster "${cluster}" runs ${running}, and its rootfs image asks for ${wanted} (${image}): a cluster cannot change its distribution; reset it first`,
      { phase },
    );
  }
}
