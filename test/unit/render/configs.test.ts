import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyConfigs,
  applyStrategy,
  ConfigError,
  type ConfigLike,
  configsForImage,
  mergeYaml,
  planConfigFiles,
} from '../../../src/render/index.js';

const config = (name: string, spec: ConfigLike['spec']): ConfigLike => ({ metadata: { name }, spec });

describe('Config strategies', () => {
  it('insert puts data before the file, append after, override (and empty) replaces it', () => {
    expect(applyStrategy(config('i', { path: 'f', data: 'new', strategy: 'insert' }), 'old')).toBe(
      'new\nold',
    );
    expect(applyStrategy(config('a', { path: 'f', data: 'new', strategy: 'append' }), 'old')).toBe(
      'old\nnew',
    );
    expect(applyStrategy(config('o', { path: 'f', data: 'new', strategy: 'override' }), 'old')).toBe('new');
    expect(applyStrategy(config('e', { path: 'f', data: 'new' }), 'old')).toBe('new');
    expect(applyStrategy(config('i', { path: 'f', data: 'new', strategy: 'insert' }), undefined)).toBe(
      'new\n',
    );
    expect(applyStrategy(config('a', { path: 'f', data: 'new', strategy: 'append' }), undefined)).toBe(
      '\nnew',
    );
  });

  it('rejects an unknown strategy naming the Config', () => {
    expect(() => applyStrategy(config('bad', { path: 'f', data: '', strategy: 'replace' }), '')).toThrow(
      /Config bad: unknown strategy "replace"/,
    );
  });

  it('merge: maps merge recursively, lists and scalars are replaced, keys come out sorted', () => {
    const existing = 'z: 1\nspec:\n  list: [a, b]\n  keep: yes\n  inner: {x: 1, q: 2}\nname: old\n';
    const data = 'name: new\nspec:\n  list: [c]\n  inner: {q: 3, w: 0}\n';
    expect(mergeYaml(existing, data)).toBe(
      'name: new\nspec:\n  inner:\n    q: 3\n    w: 0\n    x: 1\n  keep: true\n  list:\n  - c\nz: 1\n',
    );
  });

  it('merge reads YAML 1.1 like sealos (yaml.v2): yes/on are booleans, even the key y is true', () => {
    expect(mergeYaml('a: on\n', 'y: 1\nb: "yes"\n')).toBe('a: true\nb: "yes"\n"true": 1\n');
  });

  it('merge writes keys in yaml.v2 order (as the Go oracle shows for toYaml): digit runs as numbers, non-letters first', () => {
    expect(mergeYaml(undefined, '{key10: a, key9: b, Key: c, _x: d, "1": e}')).toBe(
      '_x: d\n"1": e\nKey: c\nkey9: b\nkey10: a\n',
    );
  });

  it('merge: into every document of a multi-document file, joined as sealos joins them', () => {
    const existing = 'kind: A\nv: 1\n---\nkind: B\nv: 2\n';
    expect(mergeYaml(existing, 'v: 9\nadded: x\n')).toBe(
      'added: x\nkind: A\nv: 9\n\n---\nadded: x\nkind: B\nv: 9\n',
    );
  });

  it('merge: a missing or empty file is one empty document; empty documents are skipped', () => {
    expect(mergeYaml(undefined, 'b: 1\na: 2\n')).toBe('a: 2\nb: 1\n');
    expect(mergeYaml('', 'a: 1')).toBe('a: 1\n');
    expect(mergeYaml('a: 1\n---\n', 'b: 2')).toBe('a: 1\nb: 2\n');
  });

  it('merge: a type clash is an error naming the Config and the key path', () => {
    const c = config('kubelet', {
      path: 'etc/kubelet.yaml',
      data: 'spec:\n  inner: [1]\n',
      strategy: 'merge',
    });
    const error = (() => {
      try {
        return applyStrategy(c, 'spec:\n  inner: {x: 1}\n');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'Config kubelet: etc/kubelet.yaml: type clash at spec.inner: the file has a map, the Config gives a list',
    );
    expect((error as ConfigError).file).toBe('etc/kubelet.yaml');
    expect(() => applyStrategy(c, 'spec: 5\n')).toThrow(/type clash at spec: the file has a scalar/);
  });

  it('merge: null on either side is replaced without a clash; data must be a map', () => {
    expect(mergeYaml('a: null\nb: {x: 1}\n', 'a: {k: v}\nb: null\n')).toBe('a:\n  k: v\nb: null\n');
    expect(() =>
      applyStrategy(config('list', { path: 'f', data: '- a', strategy: 'merge' }), 'a: 1'),
    ).toThrow(/Config list: f: cannot merge: data is not a YAML map/);
  });

  it('match selects Configs by exact image reference; empty matches every image', () => {
    const configs = [
      config('all', { path: 'a', data: '' }),
      config('one', { path: 'b', data: '', match: 'docker.io/labring/kubernetes:v1.27.7' }),
      config('other', { path: 'c', data: '', match: 'labring/kubernetes:v1.27.7' }),
    ];
    expect(
      configsForImage(configs, 'docker.io/labring/kubernetes:v1.27.7').map((c) => c.metadata.name),
    ).toEqual(['all', 'one']);
  });

  it('several Configs on one path apply in order, and a path may not leave the image', () => {
    const files = planConfigFiles(
      [
        config('1', { path: 'etc/x', data: 'second', strategy: 'append' }),
        config('2', { path: './etc//x', data: 'first', strategy: 'insert' }),
      ],
      () => 'pristine',
    );
    expect(files).toEqual(new Map([['etc/x', 'first\npristine\nsecond']]));
    expect(() => planConfigFiles([config('evil', { path: '../../etc/passwd', data: '' })], () => '')).toThrow(
      /Config evil: path "..\/..\/etc\/passwd" leaves the image/,
    );
  });
});

describe('applyConfigs on an image folder', () => {
  let work: string;
  let source: string;
  let target: string;

  beforeEach(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'configs-'));
    source = path.join(work, 'image');
    target = path.join(work, 'rootfs');
    await mkdir(path.join(source, 'etc'), { recursive: true });
    await mkdir(path.join(target, 'etc'), { recursive: true });
    await writeFile(path.join(source, 'etc/hosts.conf'), 'base\n');
    await writeFile(path.join(source, 'etc/kubelet.yaml'), 'kind: KubeletConfiguration\nmaxPods: 110\n');
    await writeFile(
      path.join(source, 'config.yml'),
      [
        'apiVersion: apps.sealos.io/v1beta1',
        'kind: Config',
        'metadata: {name: image-default}',
        'spec:',
        '  path: etc/kubelet.yaml',
        '  strategy: merge',
        '  data: |',
        '    maxPods: 200',
        '    imageGCHighThresholdPercent: 90',
        '',
      ].join('\n'),
    );
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const user: ConfigLike[] = [
    config('hosts', { path: 'etc/hosts.conf', data: 'extra', strategy: 'append' }),
    config('kubelet', { path: 'etc/kubelet.yaml', data: 'maxPods: 250\n', strategy: 'merge' }),
    config('new-file', { path: 'etc/new/added.conf', data: 'created' }),
    config('elsewhere', { path: 'etc/hosts.conf', data: 'NOPE', match: 'other/image:v1' }),
  ];

  it("applies the image's config.yml first, then the user's matching Configs", async () => {
    const applied = await applyConfigs({
      imageRef: 'labring/kubernetes:v1.27.7',
      sourceDir: source,
      targetDir: target,
      configs: user,
    });
    expect(applied).toEqual([
      { path: 'etc/kubelet.yaml', configs: ['image-default', 'kubelet'] },
      { path: 'etc/hosts.conf', configs: ['hosts'] },
      { path: 'etc/new/added.conf', configs: ['new-file'] },
    ]);
    expect(await readFile(path.join(target, 'etc/kubelet.yaml'), 'utf8')).toBe(
      'imageGCHighThresholdPercent: 90\nkind: KubeletConfiguration\nmaxPods: 250\n',
    );
    expect(await readFile(path.join(target, 'etc/hosts.conf'), 'utf8')).toBe('base\n\nextra');
    expect(await readFile(path.join(target, 'etc/new/added.conf'), 'utf8')).toBe('created');
    expect(await readFile(path.join(source, 'etc/hosts.conf'), 'utf8')).toBe('base\n');
  });

  it('applying twice gives the same files as once: nothing accumulates (our choice)', async () => {
    const options = {
      imageRef: 'labring/kubernetes:v1.27.7',
      sourceDir: source,
      targetDir: target,
      configs: user,
    };
    await applyConfigs(options);
    const once = await readFile(path.join(target, 'etc/hosts.conf'), 'utf8');
    await applyConfigs(options);
    await applyConfigs(options);
    expect(await readFile(path.join(target, 'etc/hosts.conf'), 'utf8')).toBe(once);
    expect(once).toBe('base\n\nextra');
  });

  it('applying in place (target = source copy of itself) is the caller’s mistake the API avoids: source is never written', async () => {
    await applyConfigs({ imageRef: 'x', sourceDir: source, targetDir: target, configs: user });
    expect(await readFile(path.join(source, 'etc/kubelet.yaml'), 'utf8')).toBe(
      'kind: KubeletConfiguration\nmaxPods: 110\n',
    );
  });
});
