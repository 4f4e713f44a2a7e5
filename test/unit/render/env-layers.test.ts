import { describe, expect, it } from 'vitest';
import { parseEnvList } from '../../../src/clusterfile/env.js';
import { layerEnv } from '../../../src/render/index.js';

describe('parseEnvList', () => {
  it('splits at the first =, lets the last duplicate win and ignores items without a key or =', () => {
    expect(parseEnvList(['A=1', 'B=x=y', 'A=2', 'NOEQUALS', '=novalue', 'EMPTY='])).toEqual({
      A: '2',
      B: 'x=y',
      EMPTY: '',
    });
  });
});

describe('layerEnv (docs/sealos-compatibility.md §3)', () => {
  const base = {
    imageEnv: { K: 'image', IMAGE_ONLY: 'i' },
    clusterEnv: ['K=spec', 'SPEC_ONLY=s'],
    cliEnv: ['K=cli', 'CLI_ONLY=c'],
  };

  it('image ENV is the lowest layer', () => {
    expect(layerEnv({ imageEnv: { K: 'image' } })).toEqual({ K: 'image' });
  });

  it('spec.env overrides image ENV', () => {
    expect(layerEnv({ imageEnv: { K: 'image' }, clusterEnv: ['K=spec'] }).K).toBe('spec');
  });

  it('CLI --env overrides spec.env', () => {
    const env = layerEnv(base);
    expect(env).toMatchObject({ K: 'cli', IMAGE_ONLY: 'i', SPEC_ONLY: 's', CLI_ONLY: 'c' });
  });

  it('SEALOS_SYS_KUBE_VERSION comes from the rootfs version and beats every env list', () => {
    const env = layerEnv({
      imageEnv: { SEALOS_SYS_KUBE_VERSION: 'image' },
      clusterEnv: ['SEALOS_SYS_KUBE_VERSION=spec'],
      cliEnv: ['SEALOS_SYS_KUBE_VERSION=cli'],
      kubeVersion: 'v1.27.7',
    });
    expect(env.SEALOS_SYS_KUBE_VERSION).toBe('v1.27.7');
  });

  it('SEALOS_SYS_SEALOS_VERSION names the sealos release followed, beside the kube version', () => {
    const env = layerEnv({ cliEnv: ['SEALOS_SYS_SEALOS_VERSION=cli'], kubeVersion: 'v1.27.7' });
    expect(env.SEALOS_SYS_SEALOS_VERSION).toBe('v5.1.1');
    expect(layerEnv({ cliEnv: ['A=b'] })).not.toHaveProperty('SEALOS_SYS_SEALOS_VERSION');
  });

  it('the host layer overrides CLI, with SEALOS_SYS* keys stripped from it', () => {
    const env = layerEnv({
      ...base,
      kubeVersion: 'v1.27.7',
      host: {
        env: ['K=host', 'SEALOS_SYS_KUBE_VERSION=v0.0.1', 'SEALOS_SYS_OTHER=x', 'HOST_ONLY=h'],
        roles: ['node'],
      },
    });
    expect(env).toMatchObject({ K: 'host', HOST_ONLY: 'h', SEALOS_SYS_KUBE_VERSION: 'v1.27.7' });
    expect(env).not.toHaveProperty('SEALOS_SYS_OTHER');
  });

  it('our choice: in the host layer spec.env does not come back above CLI --env', () => {
    const env = layerEnv({ ...base, host: { env: [], roles: ['master'] } });
    expect(env.K).toBe('cli');
    expect(env.SPEC_ONLY).toBe('s');
  });

  it('the host layer re-applies spec.env above the built-in kube version only for non-system keys', () => {
    const env = layerEnv({
      clusterEnv: ['SEALOS_SYS_KUBE_VERSION=spec', 'X=spec'],
      kubeVersion: 'v1.28.0',
      host: { roles: ['master'] },
    });
    expect(env).toEqual({
      SEALOS_SYS_KUBE_VERSION: 'v1.28.0',
      SEALOS_SYS_SEALOS_VERSION: 'v5.1.1',
      X: 'spec',
      SEALOS_SYS_RUN_MODE: 'master',
    });
  });

  it('SEALOS_SYS_RUN_MODE is the host roles joined by "," and is the top layer', () => {
    const env = layerEnv({
      imageEnv: { SEALOS_SYS_RUN_MODE: 'image' },
      cliEnv: ['SEALOS_SYS_RUN_MODE=cli'],
      host: { env: ['SEALOS_SYS_RUN_MODE=host'], roles: ['master', 'registry', 'amd64'] },
    });
    expect(env.SEALOS_SYS_RUN_MODE).toBe('master,registry,amd64');
  });

  it('without a host there is no run mode', () => {
    expect(layerEnv(base)).not.toHaveProperty('SEALOS_SYS_RUN_MODE');
  });
});
