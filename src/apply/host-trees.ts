import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Topology } from '../cluster/topology.js';
import type { Clusterfile, Config } from '../clusterfile/index.js';
import { SealosError } from '../errors.js';
import { removeOnExit } from '../files/remove-on-exit.js';
import { applyConfigs, type ConfigLike, layerEnv, renderTree } from '../render/index.js';
import type { ClusterImage, ClusterImages } from './cluster-images.js';

const run = promisify(execFile);

/**
 * The trees that go to hosts, prepared locally: the rootfs and patch images merged (later wins), Configs applied
 * to pristine files, then templates rendered per host with that host's env. Trees are hard-link farms of the
 * image store (`cp -al`), so a host tree costs metadata, not a copy of the image; rendering and Configs replace
 * files (remove, then write), never edit a shared inode. Hosts whose env is the same share one tree. Making a
 * tree changes the ctime of the shared inodes (link counts), which `tar -c` reports as "file changed as we
 * read it": make every tree a copy needs before any copy starts.
 */
export interface HostTrees {
  /** The rootfs tree for a master or node, and a digest of everything that made it (same digest, same tree). */
  rootfs(host: string): Promise<PreparedTree>;
  /** An application image's tree, rendered with master0's env. */
  application(image: ClusterImage): Promise<PreparedTree>;
  /** The env a host's commands run with. */
  env(host: string): Record<string, string>;
  dispose(): Promise<void>;
}

export interface PreparedTree {
  dir: string;
  /** Same digest = same content: a host holding it needs no copy. */
  digest: string;
}

/** Bump when the way trees are made changes, so hosts get a fresh copy. */
const TREE_FORMAT = 'sealos-action/tree/1';

export async function prepareHostTrees(options: {
  workRoot: string;
  images: ClusterImages;
  clusterfile: Clusterfile;
  topology: Topology;
}): Promise<HostTrees> {
  const { images, clusterfile, topology } = options;
  const work = path.join(options.workRoot, randomBytes(6).toString('hex'));
  await mkdir(work, { recursive: true });
  const kept = removeOnExit(work);
  const remove = async () => {
    await rm(work, { recursive: true, force: true });
    kept();
  };
  const configs = clusterfile.configs.map(configLike);
  const layered = images.all.filter((image) => image.mount.type !== 'application');

  const base = path.join(work, 'base');
  await mergeBase(base, layered, configs, remove);

  const env = (host: string): Record<string, string> =>
    layerEnv({
      imageEnv: images.env,
      clusterEnv: clusterfile.cluster.spec?.env ?? [],
      kubeVersion: images.kubeVersion,
      host: { env: topology.env(host), roles: topology.roles(host) },
    });
  const digestOf = (parts: unknown): string =>
    `sha256:${createHash('sha256').update(JSON.stringify(parts)).digest('hex')}`;
  const configsOf = (image: ClusterImage) =>
    configs.filter((c) => !c.spec.match || c.spec.match === image.reference).map((c) => c.spec);

  const once = onceEach<PreparedTree>();

  return {
    env,
    rootfs: (host) => {
      const hostEnv = env(host);
      const digest = digestOf([
        TREE_FORMAT,
        layered.map((image) => [image.stored.manifestDigest, configsOf(image)]),
        hostEnv,
      ]);
      // Hosts with the same env get the same rendered tree: made once, read once for all of them.
      return once(`rootfs:${digest}`, async () => {
        const dir = path.join(work, 'rootfs', digest.slice('sha256:'.length, 'sha256:'.length + 16));
        await mkdir(dir, { recursive: true });
        await linkTree(base, dir);
        await render(dir, hostEnv, host);
        return { dir, digest };
      });
    },
    application: (image) =>
      once(`app:${image.mount.name}`, async () => {
        const dir = path.join(work, 'apps', image.mount.name);
        await mkdir(dir, { recursive: true });
        await linkTree(image.stored.rootfs, dir);
        await applyConfigs({
          imageRef: image.reference,
          sourceDir: image.stored.rootfs,
          targetDir: dir,
          configs,
        });
        const hostEnv = env(topology.master0);
        await render(dir, hostEnv, topology.master0);
        return {
          dir,
          digest: digestOf([TREE_FORMAT, image.stored.manifestDigest, configsOf(image), hostEnv]),
        };
      }),
    dispose: remove,
  };
}

/** The layered images' trees linked into `base`, each image's Config applied; on failure `remove` runs. */
async function mergeBase(
  base: string,
  layered: ClusterImage[],
  configs: ReturnType<typeof configLike>[],
  remove: () => Promise<void>,
): Promise<void> {
  try {
    await mkdir(base);
    for (const image of layered) await linkTree(image.stored.rootfs, base);
    for (const image of layered) {
      await applyConfigs({
        imageRef: image.reference,
        sourceDir: image.stored.rootfs,
        targetDir: base,
        configs,
      });
    }
  } catch (error) {
    // No caller holds the trees yet to dispose of them: a failed Config must not leave its work folder behind.
    await remove();
    throw error;
  }
}

/** One promise per key: each tree is made once, by whoever asks first, and shared by the others. */
function onceEach<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key, make) => {
    let value = made.get(key);
    if (!value) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}

async function render(dir: string, env: Record<string, string>, host: string): Promise<void> {
  try {
    await renderTree(dir, env);
  } catch (error) {
    throw new SealosError(`rendering templates for ${host}: ${(error as Error).message}`, {
      host,
      phase: 'render',
      cause: error,
    });
  }
}

/** Hard-links every file of `source` into `target` (existing files replaced), keeping modes and links. */
async function linkTree(source: string, target: string): Promise<void> {
  await run('cp', ['-al', '--remove-destination', `${source}/.`, target]);
}

/** A Clusterfile Config as the renderer takes it. */
function configLike(config: Config, index: number): ConfigLike {
  const name = config.metadata?.name ?? `Config #${index + 1}`;
  if (!config.spec?.path)
    throw new SealosError(`Config "${name}": spec.path is empty`, { phase: 'run config' });
  return {
    metadata: { name },
    spec: {
      path: config.spec.path,
      data: config.spec?.data,
      match: config.spec?.match,
      strategy: config.spec?.strategy,
    },
  };
}
