import { randomBytes } from 'node:crypto';
import type { ConfigChange } from '../../clusterfile/index.js';
import { errorMessage, HostsError } from '../../errors.js';
import type { CertificateEnd } from '../certificate-ends.js';
import { defaultVip } from '../cluster-endpoint.js';
import { KubeadmConfigError, RuntimeError } from '../errors.js';
import type { RuntimeContext } from '../executor.js';
import { HostSteps } from '../host-steps.js';
import { ipvsRunOnce } from '../ipvs.js';
import { defaultLvscareImage, lvscareManifest } from '../lvscare.js';
import { checkNodeName } from '../node-name.js';
import { type RolloutRecordAccess, rolloutRecordAccess, withUnfinishedRollout } from '../rollout-record.js';
import type { LiveHosts, ResetReport, Runtime } from '../runtime.js';
import {
  checkMastersToDelete,
  checkMastersToJoin,
  checkNodesToDelete,
  checkNodesToJoin,
} from '../topology-checks.js';
import { deleteUnreachableNode } from '../unreachable-node.js';
import { readCertificateEnds, renewMasterCertificates } from './certificates.js';
import * as commands from './commands.js';
import {
  buildKubeadmConfig,
  type JoinCredentials,
  type KubeadmConfig,
  type KubeadmConfigInput,
  type KubeadmHost,
  parseStoredClusterConfiguration,
  renderInitConfiguration,
  renderJoinMasterConfiguration,
  renderJoinNodeConfiguration,
  withStoredClusterState,
} from './config.js';
import { type RolloutContext, rolloutKubeadmConfig } from './config-rollout.js';
import { defaultApiServerPort, defaultEtcdDataDir } from './defaults.js';
import { KubeadmEtcd } from './etcd-steps.js';
import { getAt } from './extra-args.js';
import { type HostCri, parseCriProbe, probeCriScript } from './host-cri.js';
import { parseJoinCommand } from './join-credentials.js';
import { joinSocketWarning } from './join-socket.js';
import { configDifferences, type LiveDocuments, parseLiveDocuments } from './live-config.js';
import { type ClusterPaths, clusterPaths, kubernetesPaths } from './paths.js';
import { authorities, certificateValidityDays, leafCertificates } from './pki-certificates.js';
import { controlPlaneKubeconfigs, makePkiScript, resignKubeconfigsScript } from './pki-scripts.js';
import { upgradeKubeadmHost } from './upgrade.js';
import { parseKubernetesVersion } from './version.js';

export interface KubeadmRuntimeOptions extends RuntimeContext {
  /** Configuration inputs; the masters and the host count come from the topology. */
  config: Omit<KubeadmConfigInput, 'masters' | 'hostCount'>;
  /** The rootfs image's `image` label. */
  lvscareImage?: string;
  /** Source of the 32-byte hex certificate key; tests pass a fixed one. */
  createCertificateKey?: () => string;
  /** Waits between retries of a step (upgrade); tests pass one that does not wait. */
  pause?: (ms: number) => Promise<void>;
  /** The clock that names etcd snapshots; tests pass a fixed one. */
  now?: () => Date;
}

type HostIndependentConfig = Pick<KubeadmConfig, 'etcdDataDir' | 'vip' | 'apiServerPort'>;

type KubeadmStep =
  | 'Init'
  | 'Join'
  | 'Delete'
  | 'Reset'
  | 'Kubeconfig'
  | 'Upgrade'
  | 'Snapshot'
  | 'Configuration'
  | 'Certificates';

/** A host has joined once kubeadm wrote its kubelet.conf. */
const KUBEADM_JOINED = {
  command: commands.fileExists(kubernetesPaths.kubeletConf),
  done: 'already joined: kubelet.conf exists',
};

/**
 * The kubeadm runtime. Re-runs are safe: a host counts as done when kubeadm's own output is there
 * (`/etc/kubernetes/admin.conf` answering on master0, `/etc/kubernetes/kubelet.conf` on a joined host), and
 * done hosts are only checked. With the test stand-in kubeadm those files are what it writes; with real
 * kubeadm they are what init and join leave behind.
 */
export class KubeadmRuntime implements Runtime {
  private readonly paths: ClusterPaths;
  private readonly debug: boolean;
  private readonly steps: HostSteps<KubeadmStep>;
  private configuration?: KubeadmConfig;
  private hostIndependent?: HostIndependentConfig;
  private readonly cri = new Map<string, Promise<HostCri>>();
  /** One token (and CA pin) for the whole run, as sealos keeps one in etc/kubeadm-token.json. */
  private token?: Promise<Omit<JoinCredentials, 'certificateKey'>>;
  private certificateKey?: Promise<string>;
  private uploaded?: Promise<void>;

  constructor(private readonly options: KubeadmRuntimeOptions) {
    if (!options.topology.masters[0]) {
      throw new RuntimeError('the cluster has no master', { phase: 'Init' });
    }
    this.paths = clusterPaths(options.topology.name);
    this.debug = options.logger.debugEnabled;
    this.steps = new HostSteps(options);
  }

  private get master0(): string {
    return this.options.topology.masters[0] as string;
  }

  async init(): Promise<void> {
    const ip = this.master0;
    const log = this.options.logger.withPrefix(ip);
    if (await this.steps.succeeds(ip, commands.fileExists(kubernetesPaths.adminConf), 'Init')) {
      const health = await this.steps.execute(ip, commands.apiServerHealth(), 'Init');
      if (health.exitCode === 0 && health.stdout.trim() === 'ok') {
        log.info('already initialised: admin.conf exists and the API server answers');
        return;
      }
      throw new RuntimeError(
        `${kubernetesPaths.adminConf} exists but the API server does not answer /healthz; reset master0 or repair it`,
        { host: ip, phase: 'Init' },
      );
    }
    const config = this.config();
    log.info(`kubeadm init, Kubernetes ${config.version.text} (${config.apiVersion})`);
    const host = await this.kubeadmHost(ip, 'Init');
    const certificateKey = this.options.createCertificateKey?.() ?? randomBytes(32).toString('hex');
    this.options.logger.addSecret(certificateKey);
    this.certificateKey = Promise.resolve(certificateKey);
    await this.steps.mustRun(ip, commands.copyAuditPolicy(this.paths), 'Init');
    await this.steps.write(ip, this.paths.certificateKey, certificateKey, 0o600, 'Init');
    const initConfig = renderInitConfiguration(config, host, certificateKey);
    await this.steps.write(ip, this.paths.initConfig, initConfig, 0o600, 'Init');
    await this.makeCertificates(ip, config, 'Init');
    await this.steps.mustRun(ip, commands.kubeadmInit(this.paths, this.debug), 'Init');
    await this.steps.mustRun(ip, resignKubeconfigsScript(controlPlaneKubeconfigs), 'Init');
    await this.steps.mustRun(ip, commands.copyAdminKubeconfig(), 'Init');
  }

  async joinMasters(ips: readonly string[]): Promise<void> {
    checkMastersToJoin(this.options.topology, ips);
    const pending = await this.notJoined(ips);
    if (pending.length > 0) {
      const credentials = await this.joinCredentials(true);
      const config = await this.clusterConfigFromMaster0();
      for (const ip of pending) await this.joinMaster(ip, config, credentials);
    }
    await this.syncLvscare(await this.joined(this.options.topology.nodes));
  }

  async joinNodes(ips: readonly string[]): Promise<void> {
    checkNodesToJoin(this.options.topology, ips);
    await this.steps.joinNodes(
      ips,
      KUBEADM_JOINED,
      'Join',
      async () => ({ config: this.config(), credentials: await this.joinCredentials(false) }),
      (ip, { config, credentials }) => this.joinNode(ip, config, credentials),
      // Also repairs the static pod of a node whose earlier join stopped right after kubeadm.
      (joined) => this.syncLvscare(joined),
    );
  }

  async deleteMasters(ips: readonly string[]): Promise<void> {
    checkMastersToDelete(this.options.topology, ips);
    const config = this.hostIndependentConfig();
    const failures: Array<{ host: string; error: unknown }> = [];
    // One at a time, each etcd member gone before the next master starts; a master that fails stops the rest.
    for (const ip of ips) {
      try {
        await this.deleteHost(ip, config);
        await this.etcd()?.removeMemberOn(ip);
      } catch (error) {
        failures.push({ host: ip, error });
        break;
      }
    }
    await this.syncLvscare(await this.joined(this.options.topology.nodes));
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Delete');
  }

  async removeUnreachable(ip: string, role: 'master' | 'node'): Promise<void> {
    await deleteUnreachableNode(this.options, this.steps, 'kubeadm', ip, role);
    if (role === 'node') return;
    await this.etcd()?.removeMemberOn(ip);
    await this.syncLvscare(await this.joined(this.options.topology.nodes));
  }

  async snapshotEtcd(reason: string): Promise<string | undefined> {
    const etcd = this.etcd();
    if (!etcd) {
      this.options.logger.warn(
        `no etcd snapshot before ${reason}: the cluster uses an external etcd; back it up where it runs`,
      );
      return undefined;
    }
    return etcd.snapshot(reason);
  }

  /** The stacked etcd of the masters; undefined when the ClusterConfiguration names an external etcd. */
  private etcd(): KubeadmEtcd | undefined {
    if (this.usesExternalEtcd()) return undefined;
    return new KubeadmEtcd({
      cluster: this.options.topology.name,
      master0: this.master0,
      etcdDataDir: this.hostIndependentConfig().etcdDataDir,
      steps: this.steps,
      logger: this.options.logger,
      now: this.options.now ?? (() => new Date()),
    });
  }

  async deleteNodes(ips: readonly string[]): Promise<void> {
    checkNodesToDelete(this.options.topology, ips);
    const config = this.hostIndependentConfig();
    await this.steps.deleteNodes(ips, (ip) => this.deleteHost(ip, config));
  }

  /** Nodes first (in parallel), then the other masters, master0 last so etcd members leave one by one. */
  async reset(): Promise<ResetReport> {
    const config = this.hostIndependentConfig();
    return this.steps.resetInOrder(this.options.topology, this.resetCommand(config), 'Reset');
  }

  /** Whether the ClusterConfiguration names an external etcd (a configuration that does not build: stacked). */
  private usesExternalEtcd(): boolean {
    try {
      return getAt(this.config().documents.ClusterConfiguration, ['etcd', 'external']) !== undefined;
    } catch {
      return false;
    }
  }

  /**
   * The settings that need nothing from the hosts (VIP, port, etcd folder), for lvscare and reset. Reset
   * must work on a half-built or broken cluster, so a configuration that does not build falls back to the
   * defaults (etcd in /var/lib/etcd, port 6443) with a warning.
   */
  private hostIndependentConfig(): HostIndependentConfig {
    this.hostIndependent ??= this.buildHostIndependentConfig();
    return this.hostIndependent;
  }

  private buildHostIndependentConfig(): HostIndependentConfig {
    try {
      return this.config();
    } catch (error) {
      this.options.logger.warn(`using default VIP port and etcd folder: ${errorMessage(error)}`);
      return {
        etcdDataDir: defaultEtcdDataDir,
        vip: this.options.config.vip || defaultVip,
        apiServerPort: defaultApiServerPort,
      };
    }
  }

  /** sealos's kubeadm upgrade of one host (upgrade.ts); the configuration gives the CRI socket and image repository. */
  async upgradeHost(ip: string, version: string): Promise<void> {
    const { masters, nodes } = this.options.topology;
    if (!masters.includes(ip) && !nodes.includes(ip))
      throw new RuntimeError(`${ip} is not a host of the cluster`, { host: ip, phase: 'Upgrade' });
    const config = this.config();
    if (config.version.text !== parseKubernetesVersion(version).text)
      throw new RuntimeError(
        `internal: upgrade to ${version} asked of a runtime configured for ${config.version.text}`,
        { host: ip, phase: 'Upgrade' },
      );
    const repository = config.documents.ClusterConfiguration.imageRepository;
    // The socket the host's kubeadm was given: the user's, else what its runtime answers.
    const socket =
      getAt(config.documents.InitConfiguration, ['nodeRegistration', 'criSocket']) ||
      (await this.kubeadmHost(ip, 'Upgrade')).criSocket;
    await upgradeKubeadmHost({
      ip,
      master0: this.master0,
      version: config.version,
      paths: this.paths,
      debug: this.debug,
      clusterSize: masters.length + nodes.length,
      ...(typeof socket === 'string' && socket ? { criSocket: socket } : {}),
      ...(typeof repository === 'string' && repository ? { imageRepository: repository } : {}),
      logger: this.options.logger,
      mustRun: (host, command) => this.steps.mustRun(host, command, 'Upgrade'),
      execute: (host, command) => this.steps.execute(host, command, 'Upgrade'),
      pause: this.options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
  }

  /**
   * master0's kubeadm-config, kubelet-config and kube-proxy ConfigMaps against the Clusterfile's documents
   * (live-config.ts), with a rollout an earlier run left unfinished (rollout-record.ts). Reads only.
   */
  async configChanges(hosts: LiveHosts): Promise<ConfigChange[]> {
    const fresh = configDifferences(
      this.config(),
      await this.readLiveDocuments(),
      hosts,
      this.options.config.userDocuments ?? [],
      this.options.topology.masters,
    );
    return withUnfinishedRollout(this.recordAccess(), fresh);
  }

  /**
   * The changes rolled out (config-rollout.ts) over the ConfigMaps as they are now: read again, because an
   * upgrade earlier in the same apply rewrote them (a new kubernetesVersion, the kubelet's configuration).
   */
  async rolloutConfig(changes: readonly ConfigChange[]): Promise<void> {
    await rolloutKubeadmConfig(this.rolloutContext(await this.readLiveDocuments()), changes);
  }

  /** master0's kubeadm-config (required), kubelet-config and kube-proxy ConfigMaps (a warning when unreadable). */
  private async readLiveDocuments(): Promise<LiveDocuments> {
    const ip = this.master0;
    const read = async (command: string, what: string, required: boolean) => {
      const answer = await this.steps.execute(ip, command, 'Configuration');
      if (answer.exitCode === 0) return answer.stdout;
      const cause = answer.stderr.trim().split('\n').pop() || `exit code ${answer.exitCode}`;
      if (required)
        throw new RuntimeError(`cannot read ${what}: ${cause}`, { host: ip, phase: 'Configuration' });
      this.options.logger.withPrefix(ip).warn(`cannot read ${what} (${cause}): its changes are not compared`);
      return undefined;
    };
    return parseLiveDocuments({
      cluster: (await read(commands.readClusterConfiguration(), 'kube-system/kubeadm-config', true)) ?? '',
      kubelet: await read(commands.readKubeletConfigMap(), 'kube-system/kubelet-config', false),
      proxy: await read(commands.readKubeProxyConfigMap(), 'kube-system/kube-proxy', false),
    });
  }

  /** The runtime's steps as the rollout uses them (config-rollout.ts). */
  /** Where master0 keeps an unfinished rollout, and the steps that read and write it (rollout-record.ts). */
  private recordAccess(): RolloutRecordAccess {
    return rolloutRecordAccess(this.steps, this.master0, this.paths.configRollout);
  }

  private rolloutContext(live: LiveDocuments): RolloutContext {
    const step = 'Configuration';
    const nodeName = async (ip: string) =>
      checkNodeName((await this.steps.mustRun(ip, commands.hostname(), step)).stdout, ip);
    return {
      ...this.recordAccess(),
      config: this.config(),
      live,
      phaseFile: this.paths.phaseConfig,
      logger: this.options.logger,
      execute: (ip, command) => this.steps.execute(ip, command, step),
      host: (ip) => this.kubeadmHost(ip, step),
      nodeName,
      pause: this.options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    };
  }

  /** Every master's certificates, read on the masters at once; a master not yet joined has none. */
  async certificateEnds(): Promise<CertificateEnd[]> {
    const ends: CertificateEnd[] = [];
    const failures = await this.steps.failuresOnEach(this.options.topology.masters, async (ip) => {
      ends.push(...(await readCertificateEnds(this.options.connect(ip), ip)));
    });
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Certificates');
    return ends;
  }

  async renewCertificates(ip: string): Promise<void> {
    if (!this.options.topology.masters.includes(ip))
      throw new RuntimeError(`${ip} is not a master of the cluster`, { host: ip, phase: 'Certificates' });
    this.options.logger
      .withPrefix(ip)
      .info('renewing the control-plane certificates for 100 years, then restarting the control plane');
    await renewMasterCertificates(this.options.connect(ip), ip);
  }

  async kubeconfig(): Promise<string> {
    const text = await this.options
      .connect(this.master0)
      .readFile(kubernetesPaths.adminConf)
      .catch((error: unknown) => {
        throw new RuntimeError(`cannot read ${kubernetesPaths.adminConf}: ${errorMessage(error)}`, {
          host: this.master0,
          phase: 'Kubeconfig',
          cause: error,
        });
      });
    for (const match of text.matchAll(/^\s*(?:client-key-data|token):\s*(\S+)\s*$/gm)) {
      this.options.logger.addSecret(match[1]);
    }
    return text;
  }

  /** Built once per runtime from the inputs and the topology; what depends on a host is added per document. */
  private config(): KubeadmConfig {
    this.configuration ??= buildKubeadmConfig({
      ...this.options.config,
      masters: this.options.topology.masters,
      hostCount: this.options.topology.masters.length + this.options.topology.nodes.length,
      warn: (message) => this.options.logger.warn(message),
    });
    return this.configuration;
  }

  /** A host's address and what its container runtime answers (asked once per host and run). */
  private async kubeadmHost(ip: string, step: KubeadmStep): Promise<KubeadmHost> {
    let probe = this.cri.get(ip);
    if (!probe) {
      probe = this.steps
        .mustRun(ip, probeCriScript(this.paths.sealctl), step)
        .then((result) => parseCriProbe(result.stdout, ip, step));
      this.cri.set(ip, probe);
    }
    return { address: ip, ...(await probe) };
  }

  /**
   * A joining host whose runtime's socket is not master0's, unless the Clusterfile names one for all. Only when
   * this run asked master0 already (it made the cluster): a scale-up does not probe master0 for a warning.
   */
  private async warnOnOwnSocket(host: KubeadmHost, config: KubeadmConfig): Promise<void> {
    if (getAt(config.documents.JoinConfiguration, ['nodeRegistration', 'criSocket'])) return;
    const master0 = this.cri.get(this.master0);
    if (!master0 || host.address === this.master0) return;
    const warning = joinSocketWarning({ address: this.master0, ...(await master0) }, host);
    if (warning) this.options.logger.withPrefix(host.address).warn(warning);
  }

  /**
   * Before masters join, the cluster's certSANs and networking as master0's `kube-system/kubeadm-config` holds
   * them (sealos mergeWithBuiltinKubeadmConfig), so a master joined after the Clusterfile changed follows the
   * cluster. kubeadm join builds the new master's certificates from that same ConfigMap; when it cannot be
   * read here, the Clusterfile's values stay, with a warning.
   */
  private async clusterConfigFromMaster0(): Promise<KubeadmConfig> {
    const config = this.config();
    const log = this.options.logger.withPrefix(this.master0);
    const result = await this.steps.execute(this.master0, commands.readClusterConfiguration(), 'Join');
    try {
      if (result.exitCode !== 0)
        throw new Error(result.stderr.trim().split('\n').pop() || `exit code ${result.exitCode}`);
      const adopted = withStoredClusterState(config, parseStoredClusterConfiguration(result.stdout));
      for (const difference of adopted.differences)
        log.warn(`the cluster keeps its own ClusterConfiguration.${difference}`);
      return adopted.config;
    } catch (error) {
      if (error instanceof KubeadmConfigError && error.field?.startsWith('ClusterConfiguration')) throw error;
      log.warn(
        `cannot read kube-system/kubeadm-config (${errorMessage(error)}); joining with the Clusterfile's certSANs and networking`,
      );
      return config;
    }
  }

  private async joinMaster(ip: string, config: KubeadmConfig, credentials: JoinCredentials): Promise<void> {
    this.options.logger.withPrefix(ip).info('joining as a control plane');
    const host = await this.kubeadmHost(ip, 'Join');
    await this.warnOnOwnSocket(host, config);
    await this.steps.mustRun(ip, commands.copyAuditPolicy(this.paths), 'Join');
    const joinConfig = renderJoinMasterConfiguration(config, host, credentials);
    await this.steps.write(ip, this.paths.joinMasterConfig, joinConfig, 0o600, 'Join');
    await this.steps.mustRun(ip, commands.downloadCerts(this.paths, this.debug), 'Join');
    await this.makeCertificates(ip, config, 'Join');
    await this.steps.mustRun(ip, commands.kubeadmJoinMaster(this.paths, this.debug), 'Join');
    await this.steps.mustRun(ip, resignKubeconfigsScript(controlPlaneKubeconfigs), 'Join');
    await this.steps.mustRun(ip, commands.pointApiServerAt(ip), 'Join');
    await this.steps.mustRun(ip, commands.copyAdminKubeconfig(), 'Join');
  }

  /**
   * sealos's 100-year PKI, made on the master before kubeadm runs there (kubeadm keeps certificates it finds
   * signed by the cluster's authority and carrying the names it wants); on a joining master the authorities
   * are already there, brought by kubeadm's download-certs.
   */
  private async makeCertificates(ip: string, config: KubeadmConfig, step: 'Init' | 'Join'): Promise<void> {
    const document =
      step === 'Init' ? config.documents.InitConfiguration : config.documents.JoinConfiguration;
    const configured = getAt(document, ['nodeRegistration', 'name']);
    const nodeName =
      typeof configured === 'string' && configured
        ? configured
        : checkNodeName((await this.steps.mustRun(ip, commands.hostname(), step)).stdout, ip, step);
    const leaves = leafCertificates(config, { address: ip, nodeName });
    this.options.logger.withPrefix(ip).info(`certificates valid ${certificateValidityDays / 365} years`);
    await this.steps.mustRun(ip, makePkiScript(authorities(config), leaves), step);
  }

  private async joinNode(ip: string, config: KubeadmConfig, credentials: JoinCredentials): Promise<void> {
    const { vip, apiServerPort } = config;
    this.options.logger.withPrefix(ip).info(`joining as a node through ${vip}:${apiServerPort}`);
    const host = await this.kubeadmHost(ip, 'Join');
    await this.warnOnOwnSocket(host, config);
    const joinConfig = renderJoinNodeConfiguration(config, host, credentials);
    await this.steps.write(ip, this.paths.joinNodeConfig, joinConfig, 0o600, 'Join');
    const masters = this.options.topology.masters;
    await this.steps.mustRun(ip, ipvsRunOnce(this.paths.sealctl, vip, apiServerPort, masters), 'Join');
    // The lvscare static pod comes after (syncLvscare): kubeadm's preflight wants /etc/kubernetes/manifests empty.
    await this.steps.mustRun(ip, commands.kubeadmJoinNode(this.paths, this.debug), 'Join');
  }

  /** Joined nodes get the lvscare pod with the current masters; a manifest already right is left alone. */
  private async syncLvscare(joinedNodes: readonly string[]): Promise<void> {
    const config = this.hostIndependentConfig();
    const failures = await this.steps.failuresOnEach(joinedNodes, async (ip) => {
      const host = this.options.connect(ip);
      const wanted = this.lvscare(config, ip);
      const current = await host.readFile(kubernetesPaths.lvscareManifest).catch(() => undefined);
      if (current === wanted) return;
      this.options.logger.withPrefix(ip).info('updating the lvscare masters');
      await this.steps.write(ip, kubernetesPaths.lvscareManifest, wanted, 0o644, 'Join');
    });
    if (failures.length > 0) throw new HostsError(failures, failures.length, 'Join');
  }

  private lvscare(config: HostIndependentConfig, nodeIp: string): string {
    return lvscareManifest({
      vip: config.vip,
      port: config.apiServerPort,
      masters: this.options.topology.masters,
      image: this.options.lvscareImage || defaultLvscareImage,
      nodeIp,
    });
  }

  /**
   * The node name is the host's hostname, lower-cased, which is what kubeadm registers by default. The host
   * is cleaned even when the API refuses the deletion (sealos does the same) or the name is refused; that
   * failure is reported after.
   */
  private async deleteHost(ip: string, config: HostIndependentConfig): Promise<void> {
    const reported = (await this.steps.mustRun(ip, commands.hostname(), 'Delete')).stdout;
    const fromApi = await (async () => {
      const name = checkNodeName(reported, ip);
      this.options.logger.withPrefix(ip).info(`removing node ${name}`);
      await this.steps.mustRun(this.master0, commands.deleteNode(name), 'Delete');
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
    await this.steps.mustRun(ip, this.resetCommand(config), 'Delete');
    if (fromApi !== undefined) throw fromApi;
  }

  private resetCommand(config: HostIndependentConfig): string {
    return commands.resetHost(this.paths, config.etcdDataDir, config.vip, config.apiServerPort, this.debug);
  }

  /**
   * Token and CA pin from master0, made once per run; for masters also the certificate key, under which the
   * control-plane certificates are uploaded again (kubeadm deletes an upload after two hours, so a later
   * scale-up needs a fresh one; sealctl token does the same).
   */
  private async joinCredentials(controlPlane: boolean): Promise<JoinCredentials> {
    const ip = this.master0;
    this.token ??= (async () => {
      const output = await this.steps.mustRun(ip, commands.createJoinToken(), 'Join');
      const { token, caCertHashes } = parseJoinCommand(output.stdout, '', ip);
      this.options.logger.addSecret(token);
      return { token, caCertHashes };
    })();
    const token = await this.token;
    if (!controlPlane) return { ...token, certificateKey: '' };
    this.certificateKey ??= this.storedCertificateKey();
    const certificateKey = await this.certificateKey;
    this.uploaded ??= this.steps
      .mustRun(ip, commands.uploadCerts(certificateKey), 'Join')
      .then(() => undefined);
    await this.uploaded;
    return { ...token, certificateKey };
  }

  /** The key of the init (kept on master0); a cluster without one (made before it was kept) gets a new one. */
  private async storedCertificateKey(): Promise<string> {
    const ip = this.master0;
    const stored = (
      await this.steps.mustRun(ip, commands.readCertificateKey(this.paths), 'Join')
    ).stdout.trim();
    if (/^[0-9a-f]{64}$/.test(stored)) {
      this.options.logger.addSecret(stored);
      return stored;
    }
    const key = this.options.createCertificateKey?.() ?? randomBytes(32).toString('hex');
    this.options.logger.addSecret(key);
    await this.steps.write(ip, this.paths.certificateKey, key, 0o600, 'Join');
    return key;
  }

  private notJoined(ips: readonly string[]): Promise<string[]> {
    return this.steps.pending(ips, KUBEADM_JOINED.command, 'Join', KUBEADM_JOINED.done);
  }

  private joined(ips: readonly string[]): Promise<string[]> {
    return this.steps.where(ips, KUBEADM_JOINED.command, 'Join');
  }
}
