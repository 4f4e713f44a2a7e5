import { randomBytes } from 'node:crypto';
import type { ConfigChange } from '../../clusterfile/index.js';
import { errorMessage, HostsError } from '../../errors.js';
import { defaultVip } from '../cluster-endpoint.js';
import { pointApiServerAt } from '../commands.js';
import { RuntimeError } from '../errors.js';
import {
  etcdSnapshotFolder,
  etcdSnapshotName,
  KEPT_ETCD_SNAPSHOTS,
  pruneEtcdSnapshots,
} from '../etcd-snapshots.js';
import type { RuntimeContext } from '../executor.js';
import { HostSteps } from '../host-steps.js';
import { ipvsRunOnce } from '../ipvs.js';
import { defaultLvscareImage, lvscareManifest } from '../lvscare.js';
import { checkNodeName } from '../node-name.js';
import { nodeNotReady, waitUntilReady } from '../readiness.js';
import {
  RolloutRecord,
  type RolloutRecordAccess,
  rolloutRecordAccess,
  withUnfinishedRollout,
} from '../rollout-record.js';
import type { LiveHosts, ResetReport, Runtime } from '../runtime.js';
import {
  checkMastersToDelete,
  checkMastersToJoin,
  checkNodesToDelete,
  checkNodesToJoin,
} from '../topology-checks.js';
import { deleteUnreachableNode } from '../unreachable-node.js';
import * as commands from './commands.js';
import {
  agentConfig,
  apiServerPortOf,
  initServerConfig,
  joinServerConfig,
  type K3sConfig,
  type K3sConfigInput,
  renderK3sConfig,
} from './config.js';
import { k3sConfigDifferences, parseK3sConfig } from './live-config.js';
import { type K3sClusterPaths, k3sClusterPaths, k3sPaths } from './paths.js';

export interface K3sRuntimeOptions extends RuntimeContext {
  /** The VIP and the image's and user's documents; masters and token files come from the topology. */
  config: Pick<K3sConfigInput, 'vip' | 'imageConfig' | 'userConfig'>;
  /** The rootfs image's `image` label. */
  lvscareImage?: string;
  /** Source of a 64-hex-character token; tests pass fixed ones. */
  createToken?: () => string;
  /** The clock that names etcd snapshots; tests pass a fixed one. */
  now?: () => Date;
  /** Waits between asking a restarted node whether it is Ready; tests pass one that does not wait. */
  pause?: (ms: number) => Promise<void>;
}

type K3sStep = 'Init' | 'Join' | 'Delete' | 'Reset' | 'Kubeconfig' | 'Snapshot' | 'Configuration';

/** A host has joined once its k3s service is active. */
const K3S_JOINED = { command: commands.serviceActive(), done: 'already joined: k3s is active' };

interface Tokens {
  server: string;
  agent: string;
}

/**
 * The k3s runtime (sealos pkg/runtime/k3s). master0 starts k3s with `cluster-init` (embedded etcd); masters
 * join it as servers, nodes as agents through the VIP. The server and agent tokens are made once, on the
 * first init, and live only in files on the hosts (mode 0600, the cluster's data folder): a later run reads
 * them back from master0, so they are never in the saved state, the artifact or a log (each is registered
 * with the logger's secret masking as soon as it is known).
 *
 * Re-runs are safe: a host counts as done when its k3s service is active (and on master0 the admin
 * kubeconfig is there); done hosts are only checked.
 */
export class K3sRuntime implements Runtime {
  private readonly paths: K3sClusterPaths;
  private readonly steps: HostSteps<K3sStep>;
  private readonly input: K3sConfigInput;

  constructor(private readonly options: K3sRuntimeOptions) {
    if (!options.topology.masters[0]) throw new RuntimeError('the cluster has no master', { phase: 'Init' });
    this.paths = k3sClusterPaths(options.topology.name);
    this.steps = new HostSteps(options);
    this.input = {
      ...options.config,
      vip: options.config.vip || defaultVip,
      masters: options.topology.masters,
      tokenFile: this.paths.token,
      agentTokenFile: this.paths.agentToken,
    };
  }

  private get master0(): string {
    return this.options.topology.masters[0] as string;
  }

  async init(): Promise<void> {
    const ip = this.master0;
    const log = this.options.logger.withPrefix(ip);
    if (await this.running(ip)) {
      log.info(`already initialised: k3s is active and ${k3sPaths.kubeconfig} exists`);
      return;
    }
    // Built before anything is written, so a bad document changes nothing.
    const config = renderK3sConfig(initServerConfig(this.input));
    const tokens = await this.masterTokens(true);
    log.info('starting k3s server with cluster-init');
    await this.writeTokens(ip, tokens, true, 'Init');
    await this.steps.write(ip, k3sPaths.config, config, 0o600, 'Init');
    await this.start(ip, 'Init');
    await this.steps.mustRun(ip, commands.installUserKubeconfig(), 'Init');
  }

  async joinMasters(ips: readonly string[]): Promise<void> {
    checkMastersToJoin(this.options.topology, ips);
    const pending = await this.notJoined(ips);
    if (pending.length > 0) {
      const config = renderK3sConfig(joinServerConfig(this.input));
      const tokens = await this.masterTokens(false);
      for (const ip of pending) {
        this.options.logger.withPrefix(ip).info('joining as a k3s server');
        // Masters also run an agent, so they need the agent token too (sealos does the same).
        await this.writeTokens(ip, tokens, true, 'Join');
        await this.steps.write(ip, k3sPaths.config, config, 0o600, 'Join');
        await this.start(ip, 'Join');
        await this.steps.mustRun(ip, pointApiServerAt(ip), 'Join');
        await this.steps.mustRun(ip, commands.installUserKubeconfig(), 'Join');
      }
    }
    await this.syncLvscare(await this.joined(this.options.topology.nodes));
  }

  async joinNodes(ips: readonly string[]): Promise<void> {
    checkNodesToJoin(this.options.topology, ips);
    await this.steps.joinNodes(
      ips,
      K3S_JOINED,
      'Join',
      async () => ({ config: agentConfig(this.input), tokens: await this.masterTokens(false) }),
      (ip, { config, tokens }) => this.joinNode(ip, config, tokens),
      (joined) => this.syncLvscare(joined),
    );
  }

  async deleteMasters(ips: readonly string[]): Promise<void> {
    checkMastersToDelete(this.options.topology, ips);
    const failures: Array<{ host: string; error: unknown }> = [];
    // One at a time: each server leaves etcd before the next.
    for (const ip of ips) {
      await this.deleteHost(ip).catch((error: unknown) => failures.push({ host: ip, error }));
    }
    await this.syncLvscare(await this.joined(this.options.topology.nodes));
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Delete');
  }

  async deleteNodes(ips: readonly string[]): Promise<void> {
    checkNodesToDelete(this.options.topology, ips);
    await this.steps.deleteNodes(ips, (ip) => this.deleteHost(ip));
  }

  /**
   * k3s removes a server's etcd member itself when its Node is deleted (its etcd controller watches Node
   * deletions), so deleting the Node through master0 is the whole removal; the nodes' lvscare follows.
   */
  async removeUnreachable(ip: string, role: 'master' | 'node'): Promise<void> {
    await deleteUnreachableNode(this.options, this.steps, 'k3s', ip, role);
    if (role === 'master') await this.syncLvscare(await this.joined(this.options.topology.nodes));
  }

  /**
   * `k3s etcd-snapshot save` on master0 when it runs the embedded etcd (sealos starts it with `cluster-init`);
   * with sqlite or an external datastore k3s has no etcd to save, so nothing is taken and a warning says so.
   */
  async snapshotEtcd(reason: string): Promise<string | undefined> {
    const ip = this.master0;
    if (!(await this.steps.succeeds(ip, commands.hasEmbeddedEtcd(), 'Snapshot'))) {
      this.options.logger.warn(
        `no etcd snapshot before ${reason}: k3s on ${ip} runs no embedded etcd (sqlite or an external datastore); back up ${k3sPaths.dataDir}/server/db or the datastore yourself`,
      );
      return undefined;
    }
    const folder = etcdSnapshotFolder(this.options.topology.name);
    const name = etcdSnapshotName(this.options.now?.() ?? new Date());
    const saved = await this.steps.mustRun(ip, commands.saveK3sEtcdSnapshot(folder, name), 'Snapshot');
    await this.steps.mustRun(ip, pruneEtcdSnapshots(folder), 'Snapshot');
    const path = saved.stdout.trim();
    this.options.logger
      .withPrefix(ip)
      .info(`etcd snapshot before ${reason}: ${path} (the newest ${KEPT_ETCD_SNAPSHOTS} are kept)`);
    return path;
  }

  /** Nodes first (in parallel), then the other masters, master0 last, as for kubeadm. */
  /**
   * Each host's `/etc/rancher/k3s/config.yaml` against what the Clusterfile renders for its role (live-config.ts).
   * The file is the whole truth here: k3s reads it at start and keeps no copy in the cluster. Reads only.
   */
  async configChanges(hosts: LiveHosts): Promise<ConfigChange[]> {
    const configs = [];
    for (const ip of [...hosts.masters, ...hosts.nodes]) {
      const text = (await this.steps.mustRun(ip, commands.readK3sConfig(), 'Configuration')).stdout;
      configs.push({ ip, have: parseK3sConfig(text, ip), wanted: this.configOf(ip) });
    }
    const fresh = k3sConfigDifferences(
      configs,
      this.options.topology.masters,
      this.options.config.userConfig,
    );
    return withUnfinishedRollout(this.recordAccess(), fresh);
  }

  /**
   * Servers first, then agents, one host at a time: its whole configuration written as a join writes it, k3s
   * restarted (it reads the file only when it starts), and its node Ready before the next host. A host that
   * does not come back stops the rollout. Its config.yaml is new already, so a fresh comparison would pass it
   * by: master0 records the hosts still to do (rollout-record.ts) and the next run starts at that host.
   */
  async rolloutConfig(changes: readonly ConfigChange[]): Promise<void> {
    const { masters, nodes } = this.options.topology;
    const reached = new Set(changes.flatMap((change) => change.hosts));
    const step = 'Configuration';
    const record = new RolloutRecord(this.recordAccess(), changes);
    await record.save();
    for (const ip of [...masters, ...nodes].filter((host) => reached.has(host))) {
      const name = checkNodeName((await this.steps.mustRun(ip, commands.hostname(), step)).stdout, ip);
      await this.steps.write(ip, k3sPaths.config, renderK3sConfig(this.configOf(ip)), 0o600, step);
      await this.steps.mustRun(ip, commands.restartService(), step);
      this.options.logger
        .withPrefix(ip)
        .info(`config.yaml written, k3s restarted; waiting for ${name} Ready`);
      await waitUntilReady(
        ip,
        `node ${name} Ready`,
        async () => {
          const answer = await this.steps.execute(this.master0, commands.k3sNodeJson(name), step);
          return answer.exitCode === 0 ? nodeNotReady(answer.stdout) : answer.stderr.trim() || 'no answer';
        },
        this.options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      );
      await record.done([ip]);
    }
    await record.finish();
  }

  /** Where master0 keeps an unfinished rollout, and the steps that read and write it (rollout-record.ts). */
  private recordAccess(): RolloutRecordAccess {
    return rolloutRecordAccess(this.steps, this.master0, this.paths.configRollout);
  }

  /** The configuration a host of the cluster runs with, by its role. */
  private configOf(ip: string): K3sConfig {
    if (ip === this.master0) return initServerConfig(this.input);
    return this.options.topology.masters.includes(ip)
      ? joinServerConfig(this.input)
      : agentConfig(this.input);
  }

  async reset(): Promise<ResetReport> {
    return this.steps.resetInOrder(this.options.topology, this.resetCommand(), 'Reset');
  }

  async kubeconfig(): Promise<string> {
    const text = await this.steps.read(this.master0, k3sPaths.kubeconfig, 'Kubeconfig');
    for (const match of text.matchAll(/^\s*(?:client-key-data|token|password):\s*(\S+)\s*$/gm)) {
      this.options.logger.addSecret(match[1]);
    }
    return commands.rewriteKubeconfigServer(text);
  }

  private async joinNode(ip: string, config: K3sConfig, tokens: Tokens): Promise<void> {
    const port = this.apiServerPort();
    this.options.logger.withPrefix(ip).info(`joining as a k3s agent through ${this.input.vip}:${port}`);
    const masters = this.options.topology.masters;
    await this.steps.mustRun(ip, ipvsRunOnce(this.paths.sealctl, this.input.vip, port, masters), 'Join');
    await this.writeTokens(ip, tokens, false, 'Join');
    await this.steps.write(ip, k3sPaths.config, renderK3sConfig(config), 0o600, 'Join');
    await this.start(ip, 'Join');
  }

  private async start(ip: string, step: K3sStep): Promise<void> {
    for (const command of commands.startService()) await this.steps.mustRun(ip, command, step);
  }

  /**
   * The tokens master0 holds. On init they are made when master0 has none yet (a first init, or one that
   * stopped before writing them); on a join they must be there, since they are what k3s on master0 was
   * started with.
   */
  private async masterTokens(create: boolean): Promise<Tokens> {
    const ip = this.master0;
    const step: K3sStep = create ? 'Init' : 'Join';
    const read = async (path: string): Promise<string | undefined> => {
      if (!(await this.steps.succeeds(ip, commands.fileExists(path), step))) return undefined;
      const token = (await this.steps.read(ip, path, step)).trim();
      this.options.logger.addSecret(token);
      return token || undefined;
    };
    const server = await read(this.paths.token);
    const agent = await read(this.paths.agentToken);
    if (server && agent) return { server, agent };
    if (!create)
      throw new RuntimeError(
        `master0 has no k3s token in ${server ? this.paths.agentToken : this.paths.token}; it was not initialised by this tool, or its data folder was removed`,
        { host: ip, phase: step },
      );
    const make = () => {
      const token = this.options.createToken?.() ?? randomBytes(32).toString('hex');
      this.options.logger.addSecret(token);
      return token;
    };
    return { server: server ?? make(), agent: agent ?? make() };
  }

  private async writeTokens(ip: string, tokens: Tokens, server: boolean, step: K3sStep): Promise<void> {
    if (server) await this.steps.write(ip, this.paths.token, `${tokens.server}\n`, 0o600, step);
    await this.steps.write(ip, this.paths.agentToken, `${tokens.agent}\n`, 0o600, step);
  }

  /** master0 is running once k3s is active and has written its admin kubeconfig. */
  private async running(ip: string): Promise<boolean> {
    return (
      (await this.steps.succeeds(ip, commands.serviceActive(), 'Init')) &&
      (await this.steps.succeeds(ip, commands.fileExists(k3sPaths.kubeconfig), 'Init'))
    );
  }

  /** Joined nodes get the lvscare pod with the current masters; a manifest already right is left alone. */
  private async syncLvscare(joinedNodes: readonly string[]): Promise<void> {
    const port = this.apiServerPort();
    const failures = await this.steps.failuresOnEach(joinedNodes, async (ip) => {
      const wanted = lvscareManifest({
        vip: this.input.vip,
        port,
        masters: this.options.topology.masters,
        image: this.options.lvscareImage || defaultLvscareImage,
        nodeIp: ip,
        extraArgs: ['--health-status', '401'],
      });
      const current = await this.steps
        .host(ip)
        .readFile(k3sPaths.lvscareManifest)
        .catch(() => undefined);
      if (current === wanted) return;
      this.options.logger.withPrefix(ip).info('updating the lvscare masters');
      await this.steps.write(ip, k3sPaths.lvscareManifest, wanted, 0o644, 'Join');
    });
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Join');
  }

  /**
   * The node leaves the API first (on master0), then the host is cleaned even when the API refused (sealos
   * does the same); that failure is reported after.
   */
  private async deleteHost(ip: string): Promise<void> {
    const name = checkNodeName((await this.steps.mustRun(ip, commands.hostname(), 'Delete')).stdout, ip);
    this.options.logger.withPrefix(ip).info(`removing node ${name}`);
    const fromApi = await this.steps.mustRun(this.master0, commands.deleteK3sNode(name), 'Delete').then(
      () => undefined,
      (error: unknown) => error,
    );
    await this.steps.mustRun(ip, this.resetCommand(), 'Delete');
    if (fromApi !== undefined) throw fromApi;
  }

  private resetCommand(): string {
    return commands.resetK3sHost(this.paths.sealctl, this.input.vip, this.apiServerPort());
  }

  /**
   * The apiserver port as the documents say; reset and removal must work on a broken cluster, so a document
   * that does not give a port falls back to 6443 with a warning.
   */
  private apiServerPort(): number {
    try {
      return apiServerPortOf(this.input);
    } catch (error) {
      this.options.logger.warn(`using the default apiserver port 6443: ${errorMessage(error)}`);
      return 6443;
    }
  }

  private notJoined(ips: readonly string[]): Promise<string[]> {
    return this.steps.pending(ips, K3S_JOINED.command, 'Join', K3S_JOINED.done);
  }

  private joined(ips: readonly string[]): Promise<string[]> {
    return this.steps.where(ips, K3S_JOINED.command, 'Join');
  }
}
