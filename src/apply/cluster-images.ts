import { SealosError } from '../errors.js';
import { type MountInfo, mountInfoFromConfig } from '../image/mount-info.js';
import type { Platform } from '../image/platform.js';
import { parseReference } from '../image/reference.js';
import type { ImageStore, StoredImage } from '../image/store/image-store.js';

/** One image of `spec.image`, unpacked locally, with what sealos records of it. */
export interface ClusterImage {
  /** Exactly as written in `spec.image` (what Config `match` compares with). */
  reference: string;
  stored: StoredImage;
  mount: MountInfo;
}

/** The images of the cluster in `spec.image` order, and what they say together. */
export interface ClusterImages {
  all: ClusterImage[];
  /** Labels of all images merged in order: a later image overrides a script label. */
  labels: Record<string, string>;
  /** Image ENV of all images merged in order. */
  env: Record<string, string>;
  /** The rootfs image's `version` label. */
  kubeVersion: string;
}

/** Pulls (or finds in the store) every image for the hosts' platform, and checks the set makes a cluster. */
export async function mountClusterImages(
  references: readonly string[],
  store: ImageStore,
  platform: Platform,
): Promise<ClusterImages> {
  const all: ClusterImage[] = [];
  const names = new Set<string>();
  for (const reference of references) {
    const stored = await store.mount(parseReference(reference), platform);
    const name = uniqueName(mountName(reference), names);
    const mount = mountInfoFromConfig(stored.config, {
      name,
      imageName: reference,
      mountPoint: stored.rootfs,
    });
    all.push({ reference, stored, mount });
  }
  return describeImages(all);
}

export function describeImages(all: ClusterImage[]): ClusterImages {
  const firstRootfs = all.findIndex((image) => image.mount.type === 'rootfs');
  const firstApp = all.findIndex((image) => image.mount.type === 'application');
  if (firstRootfs < 0)
    throw new SealosError(
      'no rootfs image in spec.image: the first image must be a cluster rootfs (sealos.io.type=rootfs)',
      {
        phase: 'pull images',
      },
    );
  if (firstApp >= 0 && firstApp < firstRootfs)
    throw new SealosError(
      `${all[firstApp]!.reference} is an application image listed before the rootfs image ${all[firstRootfs]!.reference}`,
      { phase: 'pull images' },
    );
  const rootfs = all[firstRootfs]!;
  checkRootfsFormat(rootfs);
  const kubeVersion = rootfs.mount.labels.version;
  if (!kubeVersion)
    throw new SealosError(
      `rootfs image ${rootfs.reference} has no "version" label (the Kubernetes version)`,
      {
        phase: 'pull images',
      },
    );
  const labels: Record<string, string> = {};
  const env: Record<string, string> = {};
  for (const image of all) {
    Object.assign(labels, image.mount.labels);
    Object.assign(env, image.mount.env);
  }
  return { all, labels, env, kubeVersion };
}

/** The rootfs layouts sealos applies (lifecycle/pkg/types/v1beta1/cluster.go ImageVersionList). */
const ROOTFS_FORMATS = ['v1beta1', 'v1beta2'];
const ROOTFS_FORMAT_LABELS = ['sealos.io.version', 'apps.sealos.io/version'];

/** sealos MountClusterImages refuses a rootfs whose layout label is not one it knows, missing included. */
function checkRootfsFormat(rootfs: ClusterImage): void {
  const label =
    ROOTFS_FORMAT_LABELS.find((key) => rootfs.mount.labels[key] !== undefined) ?? ROOTFS_FORMAT_LABELS[0];
  const format = rootfs.mount.labels[label as string];
  if (format !== undefined && ROOTFS_FORMATS.includes(format)) return;
  throw new SealosError(
    `rootfs image ${rootfs.reference}: label ${label}=${JSON.stringify(format ?? '')} is neither ${ROOTFS_FORMATS.join(' nor ')} (the rootfs layouts sealos applies)`,
    { phase: 'pull images' },
  );
}

/** A stable, path-safe name for an image: its repository's last part and tag (`hello-app-v1`). */
function mountName(reference: string): string {
  const ref = parseReference(reference);
  const base = ref.repository.split('/').pop() ?? ref.repository;
  const suffix = ref.tag ?? ref.digest?.replace(/^sha256:/, '').slice(0, 12) ?? 'latest';
  return `${base}-${suffix}`.replace(/[^A-Za-z0-9_.-]/g, '-');
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let i = 2; taken.has(candidate); i++) candidate = `${name}-${i}`;
  taken.add(candidate);
  return candidate;
}
