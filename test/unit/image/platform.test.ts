import { describe, expect, it } from 'vitest';
import { formatPlatform, parsePlatform, platformMatches } from '../../../src/image/platform.js';
import { selectPlatformManifest } from '../../../src/image/pull.js';

describe('platforms', () => {
  it('parses and formats os/architecture[/variant]', () => {
    expect(parsePlatform('linux/amd64')).toEqual({ os: 'linux', architecture: 'amd64' });
    expect(parsePlatform('linux/arm64/v8')).toEqual({ os: 'linux', architecture: 'arm64', variant: 'v8' });
    expect(formatPlatform(parsePlatform('linux/arm/v7'))).toBe('linux/arm/v7');
    expect(() => parsePlatform('amd64')).toThrow(/expected os\/architecture/);
    expect(() => parsePlatform('linux//x')).toThrow(/expected os\/architecture/);
  });

  it('matches variants with the architecture default (arm64 = v8)', () => {
    const arm64 = { os: 'linux', architecture: 'arm64' };
    expect(platformMatches(arm64, { ...arm64, variant: 'v8' })).toBe(true);
    expect(platformMatches({ ...arm64, variant: 'v8' }, arm64)).toBe(true);
    expect(
      platformMatches(
        { os: 'linux', architecture: 'arm', variant: 'v6' },
        { os: 'linux', architecture: 'arm' },
      ),
    ).toBe(false);
    expect(platformMatches(arm64, { os: 'linux', architecture: 'amd64' })).toBe(false);
    expect(platformMatches(arm64, { os: 'windows', architecture: 'arm64' })).toBe(false);
  });

  it('skips attestation entries of an index', () => {
    const descriptor = (
      digit: string,
      platform: { os: string; architecture: string },
      attestation = false,
    ) => ({
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      digest: `sha256:${digit.repeat(64)}`,
      size: 1,
      platform,
      ...(attestation && { annotations: { 'vnd.docker.reference.type': 'attestation-manifest' } }),
    });
    const index = {
      schemaVersion: 2 as const,
      manifests: [
        descriptor('1', { os: 'unknown', architecture: 'unknown' }, true),
        descriptor('2', { os: 'linux', architecture: 'amd64' }),
      ],
    };
    expect(selectPlatformManifest(index, { os: 'linux', architecture: 'amd64' }, 'i').digest).toBe(
      `sha256:${'2'.repeat(64)}`,
    );
    expect(() => selectPlatformManifest(index, { os: 'unknown', architecture: 'unknown' }, 'i')).toThrow(
      /the index has linux\/amd64\)/,
    );
  });
});
