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

export function parsePlatform(text: string): Platform {
  const parts = text.trim().split('/');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => p === '')) {
    throw new UsageError(`platform "${text}": expected os/architecture[/variant], e.g. linux/amd64`);
  }
  const [os, architecture, variant] = parts as [string, string, string?];
  return { os, architecture, ...(variant && { variant }) };
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
