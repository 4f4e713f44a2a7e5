import type { ConfigChange } from '../../clusterfile/index.js';
import type { Logger } from '../../log/logger.js';
import { deleteAt, getAt, setAt } from '../../yaml/path.js';
import type { CommandResult } from '../executor.js';
import { nodeNotReady, waitUntilReady } from '../readiness.js';
import { RolloutRecord, type RolloutRecordAccess } from '../rollout-record.js';
import * as commands from './commands.js';
import { type KubeadmConfig, type KubeadmHost, renderPhaseConfiguration } from './config.js';
import type { YamlMap } from './documents.js';
import type { LiveDocuments } from './live-config.js';
import { apiServerCertificateScript } from './pki-scripts.js';

/** What a rollout needs of the runtime: its configuration, what master0 read, and its host steps. */
export interface RolloutContext extends RolloutRecordAccess {
  config: KubeadmConfig;
  live: LiveDocuments;
  /** Where each host keeps the phase configuration. */
  phaseFile: string;
  logger: Logger;
  execute(ip: string, command: string): Promise<CommandResult>;
  host(ip: string): Promise<KubeadmHost>;
  nodeName(ip: string): Promise<string>;
  pause(ms: number): Promise<void>;
}

/**
 * kubeadm's documents changed on a running cluster, in a safe order (docs/operations.md, Configuration
 * changes): the ClusterConfiguration uploaded, then one master at a time its apiserver certificate (new SANs)
 * and static pods made again, each master's apiserver healthy before the next; the KubeletConfiguration
 * uploaded, then host by host (masters first) written to the kubelet's config.yaml and the kubelet restarted,
 * each node Ready before the next; the KubeProxyConfiguration uploaded and kube-proxy's pods replaced. Before
 * the first step, and after each host, master0 records what is left, so a stopped rollout resumes there.
 */
export async function rolloutKubeadmConfig(context: RolloutContext, changes: readonly ConfigChange[]) {
  const record = new RolloutRecord(context, changes);
  const { pending } = record;
  await record.save();
  let cluster = withChanges(context.live.ClusterConfiguration, changesOf(pending, 'ClusterConfiguration'));
  if (changesOf(pending, 'ClusterConfiguration').length > 0) {
    setCertSans(cluster, context.config, pending);
    await rolloutControlPlane(context, record, cluster);
  } else cluster = context.live.ClusterConfiguration;
  const kubelet = changesOf(pending, 'KubeletConfiguration');
  if (kubelet.length > 0 && context.live.KubeletConfiguration)
    await rolloutKubelet(context, record, cluster, withChanges(context.live.KubeletConfiguration, kubelet));
  const proxy = changesOf(pending, 'KubeProxyConfiguration');
  if (proxy.length > 0 && context.live.KubeProxyConfiguration) {
    const document = withChanges(context.live.KubeProxyConfiguration, proxy);
    const file = renderPhaseConfiguration(context.config, await context.host(context.master0), {
      cluster,
      proxy: document,
    });
    await context.write(context.master0, context.phaseFile, file);
    context.logger.withPrefix(context.master0).info('kube-proxy: ConfigMap updated, pods restarted');
    await context.mustRun(context.master0, commands.updateKubeProxy(context.phaseFile));
    await record.done(hostsOf(proxy), 'KubeProxyConfiguration');
  }
  await record.finish();
}

async function rolloutControlPlane(context: RolloutContext, record: RolloutRecord, cluster: YamlMap) {
  const changes = changesOf(record.pending, 'ClusterConfiguration');
  const certSans = changes.some((change) => change.field === 'apiServer.certSANs');
  const etcd = changes.some((change) => change.path[0] === 'etcd');
  const upload = renderPhaseConfiguration(context.config, await context.host(context.master0), { cluster });
  await context.write(context.master0, context.phaseFile, upload);
  await context.mustRun(context.master0, commands.uploadConfig('kubeadm', context.phaseFile));
  context.logger.withPrefix(context.master0).info('kube-system/kubeadm-config updated');
  for (const ip of hostsOf(changes)) {
    const log = context.logger.withPrefix(ip);
    const file = renderPhaseConfiguration(context.config, await context.host(ip), { cluster });
    await context.write(ip, context.phaseFile, file);
    if (certSans) {
      log.info('apiserver certificate made again for the new certSANs');
      const make = apiServerCertificateScript(cluster, { address: ip, nodeName: await context.nodeName(ip) });
      await context.mustRun(ip, commands.renewApiServerCertificate(context.phaseFile, make));
    }
    log.info(`static pod manifests made again${etcd ? ' (etcd too)' : ''}; waiting for the apiserver`);
    await restartedApiServer(context, ip, () =>
      context.mustRun(ip, commands.controlPlanePhase(context.phaseFile, etcd)),
    );
    await waitUntilReady(
      ip,
      'apiserver healthy',
      async () => {
        const answer = await context.execute(ip, commands.apiServerHealth());
        return answer.exitCode === 0 && answer.stdout.trim() === 'ok'
          ? undefined
          : (answer.stderr.trim().split('\n').pop() ?? '') ||
              answer.stdout.trim() ||
              `exit ${answer.exitCode}`;
      },
      context.pause,
    );
    await record.done([ip], 'ClusterConfiguration');
  }
}

/**
 * Runs `write` (the control-plane phase) and, when the apiserver's manifest changed, waits until the kubelet
 * runs the new pod (its mirror pod's config hash changes, as `kubeadm upgrade` waits), so the health check
 * after it cannot be answered by the apiserver of the old manifest.
 */
async function restartedApiServer(context: RolloutContext, ip: string, write: () => Promise<unknown>) {
  const node = await context.nodeName(ip);
  const digest = async () => (await context.mustRun(ip, commands.apiServerManifestDigest())).stdout.trim();
  const podHash = async () => {
    const answer = await context.execute(ip, commands.apiServerPodHash(node));
    return answer.exitCode === 0 ? answer.stdout.trim() : undefined;
  };
  const [manifestBefore, hashBefore] = [await digest(), await podHash()];
  await write();
  if ((await digest()) === manifestBefore) return;
  await waitUntilReady(
    ip,
    'running the new apiserver manifest',
    async () => {
      const hash = await podHash();
      return hash !== undefined && hash !== '' && hash !== hashBefore
        ? undefined
        : `the kube-apiserver-${node} mirror pod still has config hash ${hash || '(none)'}`;
    },
    context.pause,
  );
}

async function rolloutKubelet(
  context: RolloutContext,
  record: RolloutRecord,
  cluster: YamlMap,
  kubelet: YamlMap,
) {
  const { master0 } = context;
  const file = renderPhaseConfiguration(context.config, await context.host(master0), { cluster, kubelet });
  await context.write(master0, context.phaseFile, file);
  await context.mustRun(master0, commands.uploadConfig('kubelet', context.phaseFile));
  context.logger.withPrefix(master0).info('kube-system/kubelet-config updated');
  for (const ip of hostsOf(changesOf(record.pending, 'KubeletConfiguration'))) {
    const name = await context.nodeName(ip);
    context.logger
      .withPrefix(ip)
      .info(`kubelet configuration written, kubelet restarted; waiting for ${name} Ready`);
    await context.mustRun(ip, commands.downloadKubeletConfig());
    await context.mustRun(ip, commands.restartKubelet());
    await waitUntilReady(
      ip,
      `node ${name} Ready`,
      async () => {
        const answer = await context.execute(master0, commands.nodeJson(name));
        return answer.exitCode === 0 ? nodeNotReady(answer.stdout) : answer.stderr.trim() || 'no answer';
      },
      context.pause,
    );
    await record.done([ip], 'KubeletConfiguration');
  }
}

/** The hosts' certSANs are the whole wanted list (the diff left out the masters' own addresses). */
function setCertSans(cluster: YamlMap, config: KubeadmConfig, changes: readonly ConfigChange[]): void {
  if (!changes.some((change) => change.field === 'apiServer.certSANs')) return;
  setAt(
    cluster,
    ['apiServer', 'certSANs'],
    getAt(config.documents.ClusterConfiguration, ['apiServer', 'certSANs']),
  );
}

function withChanges(document: YamlMap, changes: readonly ConfigChange[]): YamlMap {
  const copy = structuredClone(document);
  for (const change of changes) {
    if (change.to === undefined || change.to === null) deleteAt(copy, change.path);
    else setAt(copy, change.path, change.to);
  }
  return copy;
}

function changesOf(changes: readonly ConfigChange[], document: string): ConfigChange[] {
  return changes.filter((change) => change.document === document);
}

/** The hosts of some changes, each once, in the order the changes list them (masters first). */
function hostsOf(changes: readonly ConfigChange[]): string[] {
  return [...new Set(changes.flatMap((change) => change.hosts))];
}
