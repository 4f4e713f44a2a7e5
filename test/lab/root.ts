import { describe } from 'vitest';

/**
 * Lab tests need root (network namespaces, mounts, sshd). Off root they skip loudly; under CI they must run,
 * so there a missing root is a failure, not a skip.
 */
export const isRoot = process.getuid?.() === 0;

export function describeAsRoot(name: string, body: () => void): void {
  if (isRoot) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') throw new Error(`${name}: needs root, and CI must run it`);
  console.warn(`\n!!! SKIPPED "${name}": needs root (network namespaces and sshd); run the tests as root\n`);
  describe.skip(name, body);
}
