import { parse, parseAllDocuments } from 'yaml';
import { ipOf } from '../cluster/topology.js';
import type { KubeadmDocument } from '../clusterfile/schema.js';
import { SealosError } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import {
  checkK3sDocument,
  type Distribution,
  distributionOf,
  type K3sConfig,
  K3sRuntime,
  KubeadmRuntime,
  type Runtime,
  type RuntimeExecutor,
} from '../runtime/index.js';
import { readFileInRoot } from '../untrusted-tree/files.js';
import type { ClusterImages } from './cluster-images.js';
import { type ApplyContext, resultOf } from './context.js';
import { clusterVip } from './vip.js';

/**
 * The runtime the rootfs image asks for (kubeadm or k3s) over this apply's executors. The runtime names hosts
 * by IP and reaches them synchronously: each host it may touch (desired and leaving) has an executor that
 * connects through the pool when first used.
 */
export async function clusterRuntime(context: ApplyContext): Promise<Runtime> {
  context.runtime ??= await openRuntime(context);
  return context.runtime;
}

async function openRuntime(context: ApplyContext): Promise<Runtime> {
  const { topology } = context;
  const hosts = [
    ...topology.masters,
    ...topology.nodes,
    ...topology.removing.masters,
    ...topology.removing.nodes,
  ];
  // Reached on first use, so a dry run that reads master0 connects to master0 alone.
  const executors = new Map<string, RuntimeExecutor>(
    hosts.map((host) => [ipOf(host), onFirstUse(() => context.executor(host))]),
  );
  const images = resultOf(context, 'images');
  const master0Tree = await resultOf(context, 'trees').rootfs(topology.master0);
  const env = resultOf(context, 'trees').env(topology.master0);
  const common = {
    topology: {
      name: context.clusterName,
      masters: [topology.master0, ...topology.masters.filter((m) => m !== topology.master0)].map(ipOf),
      nodes: topology.nodes.map(ipOf),
    },
    connect: (ip: string) => {
      const executor = executors.get(ip);
      if (!executor) throw new SealosError(`${ip} is not a host of this apply`, { host: ip });
      return executor;
    },
    logger: context.logger,
    concurrency: context.concurrency,
    lvscareImage: images.labels.image,
  };
  const vip = clusterVip(images, env);
  const distribution = clusterDistribution(images);
  const ignored = distribution === 'k3s' ? context.desired.kubeadm.length > 0 : !!context.desired.k3s;
  if (ignored)
    context.logger.warn(
      `the Clusterfile's ${distribution === 'k3s' ? 'kubeadm documents are' : 'k3s document is'} ignored: the rootfs image runs ${distribution}`,
    );
  if (distribution === 'k3s') {
    const imageDocument = await readImageFile(master0Tree.dir, 'k3s.yml');
    return new K3sRuntime({
      ...common,
      config: {
        vip,
        imageConfig: imageDocument === undefined ? undefined : parseImageK3sConfig(imageDocument),
        userConfig: context.desired.k3s
          ? checkK3sDocument(context.desired.k3s, 'Clusterfile k3s document')
          : undefined,
      },
    });
  }
  const kubeadmText = await readImageFile(master0Tree.dir, 'kubeadm.yml');
  return new KubeadmRuntime({
    ...common,
    config: {
      kubernetesVersion: images.kubeVersion,
      vip,
      imageEndpoint: env.SEALOS_SYS_IMAGE_ENDPOINT,
      imageDocuments: kubeadmText === undefined ? [] : parseImageKubeadmDocuments(kubeadmText),
      userDocuments: context.desired.kubeadm as KubeadmDocument[],
    },
  });
}

/** The runtime the cluster's first rootfs image asks for (its distribution label); unknown ones are refused. */
export function clusterDistribution(images: ClusterImages): Distribution {
  const rootfs = images.all.find((image) => image.mount.type === 'rootfs');
  return distributionOf(rootfs?.mount.labels ?? {}, rootfs?.reference ?? '(no rootfs image)');
}

/** A file of the rootfs's `etc/` (defaults shipped by the image), if it has one; never through a link out. */
async function readImageFile(rootfs: string, name: string): Promise<string | undefined> {
  return (await readFileInRoot(rootfs, `etc/${name}`))?.text;
}

function parseImageKubeadmDocuments(text: string): KubeadmDocument[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as KubeadmDocument | null)
    .filter((doc): doc is KubeadmDocument => !!doc && typeof doc.kind === 'string');
}

/** The rootfs's `etc/k3s.yml`: one document of k3s flags (empty means none). */
function parseImageK3sConfig(text: string): K3sConfig | undefined {
  const value: unknown = parse(text);
  return value === null || value === undefined ? undefined : checkK3sDocument(value, 'rootfs etc/k3s.yml');
}

/** An executor that asks for its connection at each call (the pool keeps one per host). */
function onFirstUse(connect: () => Promise<Executor>): RuntimeExecutor {
  return {
    run: async (script, options) => (await connect()).run(script, options),
    writeFile: async (path, data, options) => (await connect()).writeFile(path, data, options),
    readFile: async (path) => (await connect()).readFile(path),
  };
}
