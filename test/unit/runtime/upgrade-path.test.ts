import { describe, expect, it } from 'vitest';
import { compareVersions, UpgradeRefusedError, upgradeStep } from '../../../src/runtime/upgrade-path.js';

describe('compareVersions', () => {
  it('orders by major, minor, patch, with or without the v', () => {
    expect(compareVersions('v1.27.7', 'v1.28.4')).toBe(-1);
    expect(compareVersions('v1.28.10', 'v1.28.9')).toBe(1);
    expect(compareVersions('1.28.4', 'v1.28.4')).toBe(0);
    expect(compareVersions('v2.0.0', 'v1.99.99')).toBe(1);
  });

  it('puts a pre-release before its release, and compares pre-release fields in turn', () => {
    expect(compareVersions('v1.31.0-rc.1', 'v1.31.0')).toBe(-1);
    expect(compareVersions('v1.31.0-rc.2', 'v1.31.0-rc.10')).toBe(-1);
    expect(compareVersions('v1.31.0-alpha.1', 'v1.31.0-beta.0')).toBe(-1);
    expect(compareVersions('v1.31.0-rc.1', 'v1.31.0-rc.1.1')).toBe(-1);
  });

  it('ignores build metadata (k3s versions)', () => {
    expect(compareVersions('v1.28.4+k3s1', 'v1.28.4+k3s2')).toBe(0);
    expect(compareVersions('v1.28.4+k3s1', 'v1.29.0+k3s1')).toBe(-1);
  });

  it('refuses a label that is no version', () => {
    expect(() => compareVersions('latest', 'v1.28.4')).toThrow(UpgradeRefusedError);
  });
});

describe('upgradeStep', () => {
  it('is nothing for the same version and an upgrade for the next patch or minor', () => {
    expect(upgradeStep('v1.27.7', 'v1.27.7', 'img')).toBe('same');
    expect(upgradeStep('v1.27.7', 'v1.27.8', 'img')).toBe('upgrade');
    expect(upgradeStep('v1.27.7', 'v1.28.4', 'img')).toBe('upgrade');
    expect(upgradeStep('v1.27.7', 'v1.28.0-rc.1', 'img')).toBe('upgrade');
  });

  it('refuses a downgrade, naming both versions and the image', () => {
    expect(() => upgradeStep('v1.28.4', 'v1.27.7', 'labring/kubernetes:v1.27.7')).toThrow(
      'cannot apply an older version: the cluster runs Kubernetes v1.28.4 and rootfs image labring/kubernetes:v1.27.7 is v1.27.7; downgrades are not supported',
    );
    expect(() => upgradeStep('v1.28.4', 'v1.28.3', 'img')).toThrow(UpgradeRefusedError);
  });

  it('refuses a skipped minor release and says which version comes first', () => {
    expect(() => upgradeStep('v1.27.7', 'v1.29.0', 'labring/kubernetes:v1.29.0')).toThrow(
      'cannot upgrade across more than one minor release: v1.27.7 → v1.29.0 (rootfs image labring/kubernetes:v1.29.0); apply a v1.28 rootfs image first',
    );
  });

  it('refuses a change of major version', () => {
    expect(() => upgradeStep('v1.31.0', 'v2.0.0', 'img')).toThrow('cannot upgrade across major versions');
  });

  it('locates the refusal at the plan, before any host', () => {
    try {
      upgradeStep('v1.28.4', 'v1.27.7', 'img');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UpgradeRefusedError);
      expect((error as UpgradeRefusedError).phase).toBe('plan');
      expect((error as UpgradeRefusedError).host).toBeUndefined();
    }
  });
});

describe('upgradeStep on labels that are no version', () => {
  it('names the rootfs whose label is wrong', () => {
    expect(() => upgradeStep('v1.27.7', 'latest', 'labring/kubernetes:latest')).toThrow(
      'rootfs image labring/kubernetes:latest: version label "latest" is not a Kubernetes version like v1.27.7',
    );
    expect(() => upgradeStep('', 'v1.28.4', 'img')).toThrow('the running rootfs image: version label ""');
  });
});
