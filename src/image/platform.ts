import { UsageError } from '../errors.js';

/** An OCI platform: `linux/amd64`, `linux/arm64/v8`. */
export interface Platform {
  os: string;
  architecture: string;
  variant?: string;
}

const nodeArchitectures: Record<string, string> = {
  x64: 'amd64',
  arm64: 'arm64',
  arm: 'arm',
  ppc64: 'ppc64le',
  s390x: 's390x',
  riscv64: 'riscv64',
};

/** The platform this process runs on, in OCI names. */
export function hostPlatform(): Platform {
  return { os: process.platform, architecture: nodeArchitectures[process.arch] ?? process.arch };
}

/** Cluster images run on Linux: on a macOS or Windows runner the default is still linux/<this architecture>. */
export function defaultPlatform(): Platform {
  return { os: 'linux', architecture: hostPlatform().architecture };
}

// Go's GOOS and GOARCH values that images are published for; a typo (`amd46`) would build an image nothing runs.
const KNOWN_OS = ['linux', 'windows', 'darwin', 'freebsd'];
const KNOWN_ARCHITECTURES = [
  'amd64',
  'arm64',
  'arm',
  '386',
  'ppc64le',
  's390x',
  'riscv64',
  'mips64le',
  'loong64',
];
const VARIANT = /^v[0-9]+$/;

export function parsePlatform(text: string): Platform {
  const parts = text.trim().split('/');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => p === '')) {
    throw new UsageError(`platform "${text}": expected os/architecture[/variant], e.g. linux/amd64`);
  }
  const [os, architecture, variant] = parts as [string, string, string?];
  if (!KNOWN_OS.includes(os))
    throw new UsageError(`platform "${text}": unknown os "${os}" (${KNOWN_OS.join(', ')})`);
  if (!KNOWN_ARCHITECTURES.includes(architecture))
    throw new UsageError(
      `platform "${text}": unknown architecture "${architecture}" (${KNOWN_ARCHITECTURES.join(', ')})`,
    );
  if (variant !== undefined && !VARIANT.test(variant))
    throw new UsageError(`platform "${text}": variant "${variant}" is not v5, v6, v7, v8…`);
  return { os, architecture, ...(variant && { variant }) };
}

/** The platform as one word of a file name or a cache key: `linux-arm64-v8`. */
export function platformKey(platform: Platform): string {
  return [platform.os, platform.architecture, platform.variant].filter(Boolean).join('-');
}

export function formatPlatform(platform: Platform): string {
  return [platform.os, platform.architecture, platform.variant].filter(Boolean).join('/');
}

// An image that names no variant has the architecture's default one (the OCI/containerd convention).
function normalisedVariant(architecture: string, variant: string | undefined): string | undefined {
  if (variant) return variant;
  if (architecture === 'arm64') return 'v8';
  if (architecture === 'arm') return 'v7';
  return undefined;
}

/** Does an image built for `candidate` run on `wanted`? A wanted platform without a variant accepts any. */
export function platformMatches(wanted: Platform, candidate: Platform): boolean {
  if (wanted.os !== candidate.os || wanted.architecture !== candidate.architecture) return false;
  if (!wanted.variant) return true;
  return (
    normalisedVariant(wanted.architecture, wanted.variant) ===
    normalisedVariant(candidate.architecture, candidate.variant)
  );
}
