import { describe, expect, it } from 'vitest';
import { distributionOf } from '../../../src/runtime/distribution.js';

describe('distributionOf', () => {
  it('reads kubeadm from no label, kubernetes or kubeadm', () => {
    expect(distributionOf({}, 'img')).toBe('kubeadm');
    expect(distributionOf({ 'sealos.io.distribution': 'kubernetes' }, 'img')).toBe('kubeadm');
    expect(distributionOf({ 'apps.sealos.io/distribution': 'kubeadm' }, 'img')).toBe('kubeadm');
  });

  it('reads k3s from either label', () => {
    expect(distributionOf({ 'sealos.io.distribution': 'k3s' }, 'img')).toBe('k3s');
    expect(distributionOf({ 'apps.sealos.io/distribution': 'K3s' }, 'img')).toBe('k3s');
  });

  it('refuses an unknown distribution, naming the image and the value', () => {
    expect(() => distributionOf({ 'sealos.io.distribution': 'k0s' }, 'labring/k0s:v1')).toThrow(
      /labring\/k0s:v1 asks for distribution "k0s"/,
    );
  });
});
