import { describe, expect, it } from 'vitest';
import { imageConfigSchema } from '../../../src/image/manifest.js';
import { imageTypeOf, mountInfoFromConfig } from '../../../src/image/mount-info.js';

describe('image config to sealos mount info', () => {
  it('takes type from labels, env without PATH, cmd without /bin/sh -c, entrypoint', () => {
    const config = imageConfigSchema.parse({
      architecture: 'amd64',
      os: 'linux',
      config: {
        Env: [
          'PATH=/usr/local/bin:/usr/bin',
          'criData=/var/lib/containerd',
          'registryPassword=a=b',
          'NOEQUALS',
        ],
        Cmd: ['/bin/sh', '-c', 'bash init.sh', 'kubectl apply -f manifests'],
        Entrypoint: ['echo start'],
        Labels: { 'sealos.io.type': 'rootfs', version: 'v1.27.7', check: 'check.sh $registryData' },
      },
      rootfs: { type: 'layers', diff_ids: [] },
    });
    expect(
      mountInfoFromConfig(config, {
        name: 'default-x',
        imageName: 'labring/kubernetes:v1.27.7',
        mountPoint: '/m',
      }),
    ).toEqual({
      name: 'default-x',
      type: 'rootfs',
      imageName: 'labring/kubernetes:v1.27.7',
      mountPoint: '/m',
      env: { criData: '/var/lib/containerd', registryPassword: 'a=b' },
      labels: { 'sealos.io.type': 'rootfs', version: 'v1.27.7', check: 'check.sh $registryData' },
      cmd: ['bash init.sh', 'kubectl apply -f manifests'],
      entrypoint: ['echo start'],
    });
  });

  it('reads apps.sealos.io/type, defaults to application, refuses unknown types', () => {
    expect(imageTypeOf({ 'apps.sealos.io/type': 'patch' }, 'x')).toBe('patch');
    expect(imageTypeOf({ 'sealos.io.type': 'rootfs', 'apps.sealos.io/type': 'patch' }, 'x')).toBe('rootfs');
    expect(imageTypeOf({}, 'x')).toBe('application');
    expect(() => imageTypeOf({ 'sealos.io.type': 'kernel' }, 'img:1')).toThrow(
      /image img:1: label sealos.io.type="kernel"/,
    );
  });

  it('handles a config with no config section (FROM scratch, nothing set)', () => {
    const config = imageConfigSchema.parse({ rootfs: { type: 'layers', diff_ids: [] } });
    const info = mountInfoFromConfig(config, { name: 'n', imageName: 'i' });
    expect(info).toEqual({
      name: 'n',
      type: 'application',
      imageName: 'i',
      env: {},
      labels: {},
      cmd: [],
      entrypoint: [],
    });
  });
});
