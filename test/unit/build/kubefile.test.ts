// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Kubefiles write ${VAR} literally
import { describe, expect, it } from 'vitest';
import { KubefileError } from '../../../src/build/kubefile/errors.js';
import { baseImageOf, evaluateKubefile } from '../../../src/build/kubefile/evaluate.js';
import { parseKubefile } from '../../../src/build/kubefile/parse.js';

const evaluate = (text: string, buildArgs: Record<string, string> = {}, platform?: string) =>
  evaluateKubefile(parseKubefile(text, 'Kubefile'), {
    buildArgs: new Map(Object.entries(buildArgs)),
    ...(platform ? { platform } : {}),
  });

function parseError(text: string): KubefileError {
  try {
    evaluate(text);
  } catch (error) {
    if (error instanceof KubefileError) return error;
    throw error;
  }
  throw new Error('expected a KubefileError');
}

describe('Kubefile', () => {
  it('reads the labring kubernetes Kubefile: escaped $ in labels, continuations, comments', () => {
    const result = evaluate(
      [
        '# syntax=docker/dockerfile:1',
        'FROM scratch',
        'MAINTAINER sealos',
        'LABEL init="init-cri.sh \\$registryDomain \\$registryPort && bash init.sh" \\',
        '      # a comment inside the continuation is dropped',
        '',
        '      clean="clean.sh && bash clean-cri.sh \\$criData" \\',
        '      sealos.io.type="rootfs" version="v1.25.0" vip="\\$defaultVIP"',
        'ENV criData=/var/lib/containerd \\',
        '    registryData=/var/lib/registry',
        'COPY . .',
        'CMD ["kubeadm init", "kubectl apply -f manifests"]',
      ].join('\n'),
    );
    expect(result.from).toBeUndefined();
    expect(Object.fromEntries(result.config.labels)).toEqual({
      init: 'init-cri.sh $registryDomain $registryPort && bash init.sh',
      clean: 'clean.sh && bash clean-cri.sh $criData',
      'sealos.io.type': 'rootfs',
      version: 'v1.25.0',
      vip: '$defaultVIP',
    });
    expect([...result.config.env]).toEqual([
      ['criData', '/var/lib/containerd'],
      ['registryData', '/var/lib/registry'],
    ]);
    expect(result.config.cmd).toEqual(['kubeadm init', 'kubectl apply -f manifests']);
    expect(result.config.author).toBe('sealos');
    expect(result.steps.map((s) => s.kind)).toEqual(['config', 'config', 'config', 'layer', 'config']);
    const layer = result.steps[3];
    expect(layer?.kind === 'layer' && layer.copy).toMatchObject({
      sources: ['.'],
      destination: '.',
      line: 11,
    });
  });

  it('substitutes ARG (default and --build-arg) and ENV in later instructions, ENV winning', () => {
    const result = evaluate(
      [
        'ARG BASE=scratch',
        'FROM $BASE',
        'ARG VERSION=v1.0',
        'ARG ARCH',
        'ENV DIR=/opt/${VERSION} VERSION=env-wins',
        'LABEL version=$VERSION dir="${DIR}" arch=${ARCH:-amd64} had=${DIR:+yes} quoted=\'$DIR\'',
        'COPY bin/${ARCH:-amd64}/* $DIR/',
      ].join('\n'),
      { VERSION: 'v2.0', UNUSED: 'x' },
    );
    expect(Object.fromEntries(result.config.labels)).toEqual({
      version: 'env-wins',
      dir: '/opt/v2.0',
      arch: 'amd64',
      had: 'yes',
      quoted: '$DIR',
    });
    const copy = result.steps.at(-1);
    expect(copy?.kind === 'layer' && copy.copy).toMatchObject({
      sources: ['bin/amd64/*'],
      destination: '/opt/v2.0/',
    });
    expect(result.unusedBuildArgs).toEqual(['UNUSED']);
  });

  it('keeps ARGs before FROM out of the stage unless declared again; TARGETARCH from the platform', () => {
    const result = evaluate(
      [
        'ARG TAG=1',
        'ARG OTHER=o',
        'FROM example.com/base:$TAG',
        'ARG TAG',
        'ARG TARGETARCH',
        'LABEL t=$TAG o=$OTHER a=$TARGETARCH',
      ].join('\n'),
      {},
      'linux/arm64',
    );
    expect(result.from).toBe('example.com/base:1');
    expect(Object.fromEntries(result.config.labels)).toEqual({ t: '1', o: '', a: 'arm64' });
    expect(baseImageOf(parseKubefile('ARG B=x/y\nFROM ${B}:2', 'K'), {})).toBe('x/y:2');
  });

  it('stores shell-form CMD and ENTRYPOINT as /bin/sh -c like buildah, JSON form as written', () => {
    const result = evaluate('FROM scratch\nENTRYPOINT ["bash","run.sh"]\nCMD bash init.sh $X && echo "done"');
    expect(result.config.entrypoint).toEqual(['bash', 'run.sh']);
    expect(result.config.cmd).toEqual(['/bin/sh', '-c', 'bash init.sh $X && echo "done"']);
  });

  it('inherits the base config; a new ENTRYPOINT drops the inherited CMD', () => {
    const result = evaluateKubefile(parseKubefile('FROM base\nENV B=2\nENTRYPOINT ["x"]', 'K'), {
      base: { env: new Map([['A', '1']]), labels: new Map([['l', 'v']]), cmd: ['old'] },
    });
    expect([...result.config.env]).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(result.config.labels.get('l')).toBe('v');
    expect(result.config.cmd).toBeUndefined();
  });

  it('reads COPY JSON form, --chmod, --chown=0:0, and legacy ENV key value', () => {
    const result = evaluate(
      'FROM scratch\nENV NAME the value\nCOPY --chmod=0755 --chown=root:root ["a b", "c", "/dst/"]',
    );
    expect(result.config.env.get('NAME')).toBe('the value');
    const copy = result.steps.at(-1);
    expect(copy?.kind === 'layer' && copy.copy).toMatchObject({
      sources: ['a b', 'c'],
      destination: '/dst/',
      chmod: 0o755,
    });
    expect(copy?.kind === 'layer' && copy.createdBy).toBe('COPY --chmod=0755 a b c /dst/');
  });

  it('rejects what it cannot build with the file and line', () => {
    const run = parseError('FROM scratch\n\nRUN echo hi');
    expect(run.line).toBe(3);
    expect(run.file).toBe('Kubefile');
    expect(run.message).toContain('Kubefile:3: RUN is not supported');
    expect(parseError('FROM scratch\nFOO bar').message).toContain('unknown instruction FOO');
    expect(parseError('FROM scratch\nFROM scratch').message).toContain('multi-stage');
    expect(parseError('COPY a b').message).toContain('COPY before FROM');
    expect(parseError('FROM scratch\nCOPY --from=x a b').message).toContain('--from is not supported');
    expect(parseError('FROM scratch\nCOPY --chown=1000 a b').message).toContain('owned by root');
    expect(parseError('FROM scratch\nCOPY only').message).toContain('source and a destination');
    expect(parseError('FROM scratch\nLABEL a="open').message).toContain('unterminated double quote');
    expect(parseError('FROM scratch\nLABEL a=${x/y}').line).toBe(2);
    expect(parseError('# escape=`\nFROM scratch').message).toContain('escape');
    expect(parseError('LABEL a=b').message).toContain('before FROM');
    expect(parseError('FROM scratch\nCMD').message).toContain('CMD needs a command');
    expect(parseError('ARG x').message).toContain('no FROM');
  });
});
