import { describe, expect, it } from 'vitest';
import { UpgradeRefusedError, upgradeStep } from '../../../src/runtime/upgrade-path.js';

/** `lower` sorts before `higher`: applying `higher` to a cluster on `lower` upgrades it, and the reverse is refused. */
function expectOrdered(lower: string, higher: string): void {
  expect(upgradeStep(lower, higher, 'img')).toBe('upgrade');
  expect(() => upgradeStep(higher, lower, 'img')).toThrow('cannot apply an older version');
}

describe('upgradeStep orders versions as semver does', () => {
  it('by major, minor, patch, numerically, with or without the v', () => {
    expectOrdered('v1.27.7', 'v1.28.4');
    expectOrdered('v1.28.9', 'v1.28.10');
    expect(upgradeStep('1.28.4', 'v1.28.4', 'img')).toBe('same');
    // v2.0.0 sorts after v1.99.99: the refusal going up is the major step, going down the downgrade.
    expect(() => upgradeStep('v1.99.99', 'v2.0.0', 'img')).toThrow('cannot upgrade across major versions');
    expect(() => upgradeStep('v2.0.0', 'v1.99.99', 'img')).toThrow('cannot apply an older version');
  });

  it('puts a pre-release before its release, and compares pre-release fields in turn', () => {
    expectOrdered('v1.31.0-rc.1', 'v1.31.0');
    expectOrdered('v1.31.0-rc.2', 'v1.31.0-rc.10');
    expectOrdered('v1.31.0-alpha.1', 'v1.31.0-beta.0');
    expectOrdered('v1.31.0-rc.1', 'v1.31.0-rc.1.1');
    expect(upgradeStep('v1.31.0-rc.1', 'v1.31.0-rc.1', 'img')).toBe('same');
  });

  it('ignores build metadata (k3s versions)', () => {
    expect(upgradeStep('v1.28.4+k3s1', 'v1.28.4+k3s2', 'img')).toBe('same');
    expect(upgradeStep('v1.28.4+k3s2', 'v1.28.4+k3s1', 'img')).toBe('same');
    expectOrdered('v1.28.4+k3s1', 'v1.29.0+k3s1');
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
