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
