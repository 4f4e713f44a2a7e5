import { parseAllDocuments } from 'yaml';
import type { KubeadmDocument } from '../clusterfile/schema.js';
import { SealosError } from '../errors.js';
import type { Executor } from '../hosts/executor.js';
import { readFileInRoot } from '../root-fs/files.js';
import { KubeadmRuntime, type Runtime } from '../runtime/index.js';
import { type ApplyContext, resultOf } from './context.js';
import { ipOf } from './topology.js';
import { clusterVip } from './vip.js';

/**
 * The kubeadm runtime over this apply's executors. The runtime names hosts by IP and reaches them
 * synchronously, so every host it may touch (desired and leaving) is connected first.
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
  const executors = new Map<string, Executor>();
  for (const host of hosts) executors.set(ipOf(host), await context.executor(host));
  const images = resultOf(context, 'images');
  const master0Tree = await resultOf(context, 'trees').rootfs(topology.master0);
  const env = resultOf(context, 'trees').env(topology.master0);
  return new KubeadmRuntime({
    topology: {
      name: context.clusterName,
      masters: [topology.master0, ...topology.masters.filter((m) => m !== topology.master0)].map(ipOf),
      nodes: topology.nodes.map(ipOf),
    },
    connect: (ip) => {
      const executor = executors.get(ip);
      if (!executor) throw new SealosError(`${ip} is not a host of this apply`, { host: ip });
      return executor;
    },
    logger: context.logger,
    concurrency: context.concurrency,
    lvscareImage: images.labels.image,
    config: {
      kubernetesVersion: images.kubeVersion,
      vip: clusterVip(images, env),
      imageDocuments: await readImageKubeadmDocuments(master0Tree.dir),
      userDocuments: context.desired.kubeadm as KubeadmDocument[],
    },
  });
}

/** The rootfs's `etc/kubeadm.yml` (defaults shipped by the image), if it has one. */
async function readImageKubeadmDocuments(rootfs: string): Promise<KubeadmDocument[]> {
  const file = await readFileInRoot(rootfs, 'etc/kubeadm.yml');
  if (!file) return [];
  return parseAllDocuments(file.text)
    .map((doc) => doc.toJS() as KubeadmDocument | null)
    .filter((doc): doc is KubeadmDocument => !!doc && typeof doc.kind === 'string');
}
