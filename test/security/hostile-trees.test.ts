import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClusterImages } from '../../src/apply/cluster-images.js';
import { prepareHostTrees } from '../../src/apply/host-trees.js';
import { registrySources } from '../../src/apply/registry-mirror.js';
import { DEFAULT_REGISTRY, readRegistryInfo } from '../../src/cluster/registry-info.js';
import type { Topology } from '../../src/cluster/topology.js';
import type { Clusterfile } from '../../src/clusterfile/index.js';
import { applyConfigs, layerEnv, renderTree } from '../../src/render/index.js';
import { readFileInRoot } from '../../src/untrusted-tree/files.js';
import { RootPathError } from '../../src/untrusted-tree/resolve.js';

/**
 * Stages after the unpack, on the runner, over crafted image trees: each tree holds links that lead outside
 * it (absolute ones, climbing relative ones, a chain through `s -> .`). The folder `outside` beside the tree
 * stands for the runner's own files (~/.ssh, a workspace); nothing in it may be read, written or removed.
 */
let base: string;
let outside: string;
let image: string;
let target: string;
let outsideBefore: string;

const snapshot = (dir: string) =>
  execFileSync('find', [dir, '-printf', '%p %y %m %s %T@\\n'], { encoding: 'utf8' })
    .split('\n')
    .sort()
    .join('\n');

async function put(root: string, relative: string, text: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function link(root: string, relative: string, to: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await symlink(to, file);
}

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'hostile-trees-'));
  outside = path.join(base, 'outside');
  image = path.join(base, 'image');
  target = path.join(base, 'target');
  await mkdir(image);
  await mkdir(target);
  await put(outside, 'kubeadm.yml', 'apiVersion: runner-secret\n');
  await put(outside, 'id_rsa', '-----BEGIN OPENSSH PRIVATE KEY-----\nrunner key\n');
  await put(outside, 'config.yml', 'kind: Config\nspec:\n  path: etc/planted\n  data: from outside\n');
  await put(outside, 'registry.yml', 'domain: runner.example\npassword: runner-secret\n');
  await put(outside, 'steal.tmpl', '{{ .x }}');
  await put(outside, 'docker/registry/v2/blobs/sha256/aa/blob', 'runner file');
  outsideBefore = snapshot(outside);
});

afterEach(async () => {
  // Whatever the stage did, the runner's files are as they were.
  expect(snapshot(outside)).toBe(outsideBefore);
  await rm(base, { recursive: true, force: true });
});

describe('Config strategies', () => {
  it.each([
    ['an absolute link', () => outside],
    ['a climbing relative link', () => path.relative(path.join(image), outside).replace(/^/, '../../../../')],
    ['a chain through s -> .', () => 's/s/../../outside'],
  ])('read and write inside the image when etc/ is %s', async (_, to) => {
    await link(image, 's', '.');
    await link(image, 'etc', to());
    await link(target, 'etc', to());
    const applied = await applyConfigs({
      imageRef: 'hub/rootfs:v1',
      sourceDir: image,
      targetDir: target,
      configs: [
        { metadata: { name: 'merge' }, spec: { path: 'etc/kubeadm.yml', strategy: 'merge', data: 'a: 1' } },
        { metadata: { name: 'abs' }, spec: { path: `${outside}/id_rsa`, data: 'overwritten' } },
      ],
    });
    expect(applied.map((file) => file.path).sort()).toEqual([
      'etc/kubeadm.yml',
      `${outside.slice(1)}/id_rsa`,
    ]);
    // The merge saw no file (the image has none), not the runner's.
    const written = await readFileInRoot(target, 'etc/kubeadm.yml');
    expect(written?.text).toBe('a: 1\n');
    expect(await readFileInRoot(target, `${outside}/id_rsa`)).toMatchObject({ text: 'overwritten' });
  });

  it("an image's config.yml that is a link to a runner file is not read", async () => {
    await link(image, 'config.yml', path.join(outside, 'config.yml'));
    expect(await applyConfigs({ imageRef: 'x', sourceDir: image, targetDir: target, configs: [] })).toEqual(
      [],
    );
  });
});

describe('template rendering', () => {
  it.each([
    ['an absolute link', () => outside],
    ['a climbing relative link', () => `../../../../../../../../..${outside}`],
    ['a chain through s -> .', () => 's/s/../../outside'],
  ])('reads, writes and removes nothing outside when etc/ is %s', async (_, to) => {
    await link(image, 's', '.');
    await link(image, 'etc', to());
    await put(image, 'scripts/init.sh.tmpl', 'echo {{ .x }}');
    // The output path is a link to a runner file: it is replaced, the runner file is not written.
    await link(image, 'scripts/init.sh', path.join(outside, 'id_rsa'));
    const rendered = await renderTree(image, { x: 'rendered' });
    expect(rendered.map((file) => file.output)).toEqual(['scripts/init.sh']);
    expect((await lstat(path.join(image, 'scripts/init.sh'))).isFile()).toBe(true);
    expect(await readFile(path.join(image, 'scripts/init.sh'), 'utf8')).toBe('echo rendered');
  });

  it("env and expandenv read the cluster's env, never the runner's (CI secrets stay off the hosts)", async () => {
    const saved = { ...process.env };
    process.env.INPUT_PASSWORD = 'runner-password-1234';
    process.env.GITHUB_TOKEN = 'ghs_runnerTokenNotForHosts0123456789';
    try {
      await put(
        image,
        'etc/leak.conf.tmpl',
        [
          '{{ env "INPUT_PASSWORD" }}',
          '{{ env "GITHUB_TOKEN" }}',
          '{{ expandenv "$GITHUB_TOKEN" }}',
          '{{ env "registryDomain" }}',
          '{{ expandenv "$registryDomain:$SEALOS_SYS_KUBE_VERSION/$SEALOS_SYS_RUN_MODE" }}',
        ].join('|'),
      );
      const env = layerEnv({
        imageEnv: { registryDomain: 'sealos.hub' },
        clusterEnv: ['criData=/var/lib/containerd'],
        kubeVersion: 'v1.28.0',
        host: { roles: ['master'] },
      });
      await renderTree(image, env);
      expect(await readFile(path.join(image, 'etc/leak.conf'), 'utf8')).toBe(
        '|||sealos.hub|sealos.hub:v1.28.0/master',
      );
    } finally {
      process.env = saved;
    }
  });
});

describe('the registry mirror', () => {
  it.each([
    ['registry/ is an absolute link', 'registry', () => outside],
    ['registry/ climbs out', 'registry', () => `../../../../../../../..${outside}`],
    ['a link below registry/', 'registry/docker', () => path.join(outside, 'docker')],
  ])('ships no runner file when %s', async (_, where, to) => {
    await put(image, 'registry/docker/registry/v2/repositories/x/_layers/link', 'image file');
    if (where === 'registry') await rm(path.join(image, 'registry'), { recursive: true });
    else await rm(path.join(image, where), { recursive: true });
    await link(image, where, to());
    const sources = await registrySources([{ label: 'img', root: image, folder: 'registry' }]);
    for (const source of sources) {
      expect(source.dir.startsWith(`${image}/`)).toBe(true);
      expect([...source.files.keys()].some((file) => file.includes('blob') || file.includes('id_rsa'))).toBe(
        false,
      );
    }
  });
});

describe('host trees (rootfs merged, Configs, templates per host)', () => {
  it('a rootfs whose etc/ leads outside gets its Configs and templates inside the tree, with the cluster env', async () => {
    await link(image, 'etc', outside);
    await put(
      image,
      'scripts/init.sh.tmpl',
      '{{ env "GITHUB_TOKEN" }}|{{ .registryDomain }}|{{ env "SEALOS_SYS_RUN_MODE" }}',
    );
    const saved = process.env.GITHUB_TOKEN;
    process.env.GITHUB_TOKEN = 'ghs_runnerTokenNotForHosts0123456789';
    const images = {
      all: [
        {
          reference: 'hub/rootfs:v1',
          stored: { rootfs: image, manifestDigest: `sha256:${'1'.repeat(64)}` },
          mount: { type: 'rootfs', name: 'rootfs' },
        },
      ],
      env: { registryDomain: 'sealos.hub' },
      labels: {},
      kubeVersion: 'v1.27.7',
    } as unknown as ClusterImages;
    const trees = await prepareHostTrees({
      workRoot: path.join(base, 'work'),
      images,
      clusterfile: {
        cluster: { spec: { env: [] } },
        configs: [
          {
            metadata: { name: 'kubeadm' },
            spec: { path: 'etc/kubeadm.yml', strategy: 'merge', data: 'a: 1' },
          },
        ],
      } as unknown as Clusterfile,
      topology: { master0: '10.0.0.11', env: () => [], roles: () => ['master'] } as unknown as Topology,
    });
    try {
      const tree = await trees.rootfs('10.0.0.11');
      expect(await readFile(path.join(tree.dir, 'scripts/init.sh'), 'utf8')).toBe('|sealos.hub|master');
      expect((await readFileInRoot(tree.dir, 'etc/kubeadm.yml'))?.text).toBe('a: 1\n');
    } finally {
      if (saved === undefined) delete process.env.GITHUB_TOKEN;
      else process.env.GITHUB_TOKEN = saved;
      await trees.dispose();
    }
  });
});

describe('files the engine reads from a prepared tree', () => {
  it('etc/registry.yml that is a link to a runner file gives the defaults, not its content', async () => {
    await link(image, 'etc/registry.yml', path.join(outside, 'registry.yml'));
    expect(await readRegistryInfo(image)).toEqual(DEFAULT_REGISTRY);
  });

  it('a FIFO or a device in place of a file is refused, never read', async () => {
    execFileSync('mkfifo', [path.join(image, 'fifo')]);
    await expect(readFileInRoot(image, 'fifo')).rejects.toBeInstanceOf(RootPathError);
    await link(image, 'tty', '/dev/null');
    expect(await readFileInRoot(image, 'tty')).toBeUndefined();
    expect(await readdir(image)).toEqual(['fifo', 'tty']);
  });

  it('a loop of links ends with a typed error', async () => {
    await link(image, 'a', 'b');
    await link(image, 'b', 'a');
    await expect(readFileInRoot(image, 'a')).rejects.toThrow(/too many links under a/);
  });
});
