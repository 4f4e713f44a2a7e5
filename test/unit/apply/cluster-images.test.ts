import { describe, expect, it } from 'vitest';
import { type ClusterImage, describeImages } from '../../../src/apply/cluster-images.js';
import type { StoredImage } from '../../../src/image/store/image-store.js';

function rootfs(labels: Record<string, string>): ClusterImage {
  return {
    reference: 'labring/kubernetes:v1.27.7',
    // describeImages reads only the mount; the stored image is not looked at.
    stored: {} as StoredImage,
    mount: {
      name: 'kubernetes-v1.27.7',
      type: 'rootfs',
      imageName: 'labring/kubernetes:v1.27.7',
      env: {},
      labels: { version: 'v1.27.7', ...labels },
      cmd: [],
      entrypoint: [],
    },
  };
}

describe('the rootfs layout label, as sealos MountClusterImages checks it', () => {
  it('takes v1beta1 and v1beta2, under either label name', () => {
    expect(describeImages([rootfs({ 'sealos.io.version': 'v1beta1' })]).kubeVersion).toBe('v1.27.7');
    expect(describeImages([rootfs({ 'apps.sealos.io/version': 'v1beta2' })]).kubeVersion).toBe('v1.27.7');
  });

  it('refuses another layout or none, naming the label', () => {
    expect(() => describeImages([rootfs({ 'sealos.io.version': 'v1beta3' })])).toThrow(
      'rootfs image labring/kubernetes:v1.27.7: label sealos.io.version="v1beta3" is neither v1beta1 nor v1beta2',
    );
    expect(() => describeImages([rootfs({ 'apps.sealos.io/version': 'v2' })])).toThrow(
      'label apps.sealos.io/version="v2" is neither',
    );
    expect(() => describeImages([rootfs({})])).toThrow('label sealos.io.version="" is neither');
  });
});
