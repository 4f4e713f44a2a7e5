import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeImages } from '../../src/apply/cluster-images.js';
import { prepareHostTrees } from '../../src/apply/host-trees.js';
import { registrySources } from '../../src/apply/registry-mirror.js';
import { DEFAULT_REGISTRY, readRegistryInfo } from '../../src/cluster/registry-info.js';
import type { Topology } from '../../src/cluster/topology.js';
import type { Clusterfile } from '../../src/clusterfile/index.js';
import { UnpackError } from '../../src/image/errors.js';
import { mountInfoFromConfig } from '../../src/image/mount-info.js';
import { parseReference } from '../../src/image/reference.js';
import { RegistryClient } from '../../src/image/remote/registry-client.js';
import { ImageStore } from '../../src/image/store/image-store.js';
import { readFileInRoot } from '../../src/untrusted-tree/files.js';
import { memoryLogger } from '../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../lab/registry.js';
import { pushTestImage, writeLayer } from '../lab/registry-images.js';
import { describeAsRoot } from '../lab/root.js';

/**
 * One crafted rootfs image, pushed to a real registry on loopback and taken through every stage that touches
 * it on the runner: pull and unpack, Configs, per-host rendering, the registry mirror's listing and the read of
 * `etc/registry.yml`. Its second layer swaps folders for links to a folder of the runner (standing for
 * `~/.ssh`), chains a relative link through `s -> .`, and links its config files there. That folder must be
 * exactly as it was after all of it, and no stage may have read it.
 */
describeAsRoot('a hostile cluster image through every stage on the runner', () => {
  let registry: RegistryLab;
  let base: string;
  let outside: string;
  let before: string;
  const snapshot = () =>
    execFileSync('find', [outside, '-printf', '%p %y %m %s %T@\\n'], { encoding: 'utf8' })
      .split('\n')
      .sort()
      .join('\n');

  beforeAll(async () => {
    registry = await startRegistry();
    base = await mkdtemp(path.join(tmpdir(), 'hostile-image-'));
    outside = path.join(base, 'runner-home', '.ssh');
    await mkdir(path.join(outside, 'docker'), { recursive: true, mode: 0o700 });
    await writeFile(path.join(outside, 'id_ed25519'), 'runner private key\n', { mode: 0o600 });
    await writeFile(path.join(outside, 'docker', 'blob'), 'runner file\n');
    await writeFile(path.join(outside, 'registry.yml'), 'domain: runner.example\npassword: runner-secret\n');
    await writeFile(
      path.join(outside, 'config.yml'),
      'kind: Config\nspec:\n  path: etc/x\n  data: from outside\n',
    );
    await writeFile(path.join(outside, 'steal.tmpl'), '{{ .registryDomain }}');
    before = snapshot();
  });

  afterAll(async () => {
    await registry?.stop();
    if (base) await rm(base, { recursive: true, force: true });
  });

  it('pulls, unpacks, configures, renders and lists it without touching the runner folder', async () => {
    const layers = [
      await writeLayer(path.join(base, 'layer1'), [
        { name: 'etc/', type: 'directory' },
        { name: 'etc/kubeadm.yml', content: 'kind: ClusterConfiguration\n' },
        { name: 'scripts/init.sh.tmpl', content: '{{ env "GITHUB_TOKEN" }}|{{ .registryDomain }}\n' },
        { name: 'registry/docker/registry/v2/repositories/pause/_layers/link', content: 'sha256:00' },
        { name: 'manifests/', type: 'directory' },
      ]),
      await writeLayer(path.join(base, 'layer2'), [
        // The folder's mode is set when the layer ends, when the name has become a link to the runner's folder.
        { name: 'manifests/', type: 'directory', mode: 0o4777 },
        { name: 'manifests', type: 'symlink', linkname: outside },
        { name: 'registry/docker', type: 'symlink', linkname: outside },
        { name: 'etc/registry.yml', type: 'symlink', linkname: path.join(outside, 'registry.yml') },
        { name: 'config.yml', type: 'symlink', linkname: path.join(outside, 'config.yml') },
        { name: 's', type: 'symlink', linkname: '.' },
        { name: 'steal', type: 'symlink', linkname: `s/s/../..${outside}` },
        { name: 'steal/planted', content: 'through the chain' },
      ]),
    ];
    const client = new RegistryClient({ logger: memoryLogger().logger });
    const reference = `${registry.host}/hostile/rootfs:v1`;
    try {
      await pushTestImage(client, parseReference(reference), layers, {
        labels: { 'sealos.io.type': 'rootfs', 'sealos.io.version': 'v1beta1', version: 'v1.27.7' },
        env: ['registryDomain=sealos.hub'],
      });
      const store = new ImageStore({ client, logger: memoryLogger().logger, root: path.join(base, 'store') });
      const platform = { os: 'linux', architecture: 'amd64' };
      const stored = await store.mount(parseReference(reference), platform);
      // The chained link led the write to the image's own `/<outside>`, inside the unpacked root.
      expect((await readFileInRoot(stored.rootfs, `${outside}/planted`))?.text).toBe('through the chain');
      const images = describeImages([
        {
          reference,
          stored,
          mount: mountInfoFromConfig(stored.config, {
            name: 'rootfs',
            imageName: reference,
            mountPoint: stored.rootfs,
          }),
        },
      ]);
      const saved = process.env.GITHUB_TOKEN;
      process.env.GITHUB_TOKEN = 'ghs_runnerTokenNotForHosts0123456789';
      const trees = await prepareHostTrees({
        workRoot: path.join(base, 'work'),
        images,
        clusterfile: {
          cluster: { spec: { env: [] } },
          configs: [
            {
              metadata: { name: 'through-link' },
              spec: { path: 'manifests/id_ed25519', data: 'overwritten?' },
            },
            {
              metadata: { name: 'merge' },
              spec: { path: 'etc/kubeadm.yml', strategy: 'merge', data: 'a: 1' },
            },
          ],
        } as unknown as Clusterfile,
        topology: { master0: '10.0.0.11', env: () => [], roles: () => ['master'] } as unknown as Topology,
      });
      try {
        const tree = await trees.rootfs('10.0.0.11');
        expect(await readFile(path.join(tree.dir, 'scripts/init.sh'), 'utf8')).toBe('|sealos.hub\n');
        // The Config went to the image's own `/<outside>/id_ed25519` (where the link points in the image).
        expect((await readFileInRoot(tree.dir, 'manifests/id_ed25519'))?.text).toBe('overwritten?');
        expect(await readRegistryInfo(tree.dir)).toEqual(DEFAULT_REGISTRY);
        const sources = await registrySources([
          { label: reference, root: stored.rootfs, folder: 'registry' },
        ]);
        // `registry/docker` is a link now: nothing below a registry folder is followed, so nothing is listed.
        expect(sources).toEqual([]);
      } finally {
        if (saved === undefined) delete process.env.GITHUB_TOKEN;
        else process.env.GITHUB_TOKEN = saved;
        await trees.dispose();
      }
      expect(snapshot()).toBe(before);
    } finally {
      client.close();
    }
  });
  it('a layer with a link loop or a 300-character name fails naming the image, the layer digest and the entry', async () => {
    const client = new RegistryClient({ logger: memoryLogger().logger });
    const store = new ImageStore({
      client,
      logger: memoryLogger().logger,
      root: path.join(base, 'store-bad'),
    });
    const platform = { os: 'linux', architecture: 'amd64' };
    const longName = `etc/${'n'.repeat(300)}`;
    try {
      for (const [tag, entries, cause] of [
        [
          'loop',
          [
            { name: 'a', type: 'symlink', linkname: 'b' },
            { name: 'b', type: 'symlink', linkname: 'a' },
            { name: 'a/x', content: 'x' },
          ],
          'entry "a/x": too many levels of symbolic links (a link loop)',
        ],
        [
          'long-name',
          [{ name: longName, content: 'x' }],
          `entry "${longName}": name longer than 255 bytes (300 bytes in one path part)`,
        ],
      ] as const) {
        const layer = await writeLayer(path.join(base, `layer-${tag}`), [...entries]);
        const reference = `${registry.host}/hostile/${tag}:v1`;
        await pushTestImage(client, parseReference(reference), [layer], {
          labels: { 'sealos.io.type': 'rootfs', 'sealos.io.version': 'v1beta1' },
        });
        const error = await store.mount(parseReference(reference), platform).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnpackError);
        expect((error as Error).message).toBe(`layer ${layer.digest} of ${reference}: ${cause}`);
      }
      // Nothing of the failed unpacks is left in the store's work folder.
      expect(await readdir(path.join(base, 'store-bad', 'tmp'))).toEqual([]);
    } finally {
      client.close();
    }
  });
});
