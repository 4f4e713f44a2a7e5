import { describe, expect, it } from 'vitest';
import { copyDestination } from '../../../src/image/copy-source.js';
import { formatReference, parseReference } from '../../../src/image/reference.js';

// sealos `registry copy SOURCE-IMAGE DST_REGISTRY` (pkg/registry/sync ToImage): the source's repository, with
// the registry host dropped, joined under DST_REGISTRY; a Docker Hub name is normalised first (library/).
describe('copyDestination', () => {
  const to = (source: string, destination: string) =>
    formatReference(copyDestination(parseReference(source), destination));

  it('puts the repository and tag under a registry', () => {
    expect(to('docker.io/labring/kubernetes:v1.25.0', 'sealos.hub:5000')).toBe(
      'sealos.hub:5000/labring/kubernetes:v1.25.0',
    );
    expect(to('nginx', 'sealos.hub:5000')).toBe('sealos.hub:5000/library/nginx:latest');
    expect(to(`ghcr.io/org/app@sha256:${'a'.repeat(64)}`, 'sealos.hub:5000')).toBe(
      `sealos.hub:5000/org/app@sha256:${'a'.repeat(64)}`,
    );
  });

  it('takes a reference as it is', () => {
    expect(to('app:pr-42', 'sealos.hub:5000/app:pr-42')).toBe('sealos.hub:5000/app:pr-42');
  });

  it('needs a reference for an unnamed image, and refuses what is neither', () => {
    expect(() => copyDestination(undefined, 'sealos.hub:5000')).toThrow(
      /give the destination as a reference/,
    );
    expect(copyDestination(undefined, 'sealos.hub:5000/app:1').repository).toBe('app');
    expect(() => to('app:1', 'sealos hub')).toThrow(/neither a registry/);
  });
});
