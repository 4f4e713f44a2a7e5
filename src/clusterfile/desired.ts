import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import { UsageError } from '../errors.js';
import { DEFAULT_SSH_PORT, parseHostAddress } from './address.js';
import { DEFAULT_CLUSTER_NAME } from './cluster-name.js';
import { checkClusterRules } from './cluster-rules.js';
import { parseEnvList } from './env.js';
import { findHost } from './hosts.js';
import { hostAddress, hostAddressList, refuseHostsInBothLists } from './ip-list.js';
import { ClusterfileError, formatPath } from './problems.js';
import { type Cluster, type Clusterfile, type Host, SEALOS_API_VERSION } from './schema.js';
import { type SshInputs, sshOfInputs } from './ssh-inputs.js';

/** What `sealos run` takes on its command line; the run action's inputs map onto it one to one. */
export interface RunInputs extends SshInputs {
  images?: string[];
  /** Host list text: `a,b`, ranges `a-b`, CIDR; each item may carry `:port`. */
  masters?: string;
  nodes?: string;
  /** `K=V` entries. */
  env?: string[];
  /** sealos `run --cmd`: replaces `spec.command` (the CMD of the first image, pkg/guest/guest.go). */
  command?: string[];
  clusterName?: string;
  /** Single mode: this machine is the whole cluster. Also implied by no masters and no nodes on a new cluster. */
  single?: boolean;
}

export interface DesiredCluster {
  clusterfile: Clusterfile;
  /**
   * The host that is the machine running us (`ip:port`; master0 in single mode): the engine runs its commands
   * with the local executor, without SSH. Undefined when every host is remote.
   */
  localHost: string | undefined;
}

export interface DesiredClusterOptions {
  /** The saved Clusterfile of this cluster, if there is one. */
  current?: Clusterfile;
  /** This machine's address, used as master0 in single mode; see runnerAddress(). */
  localAddress: string;
}

/**
 * Inputs → the desired Clusterfile, merged over the current saved one the way `sealos run` merges:
 * - name: the input, else the current's, else `default`.
 * - images: the current list, then each input image not in it yet (sealos SetNewImages); order kept.
 * - ssh: when any ssh input is given, `spec.ssh` is replaced by exactly the given ones (sealos replaces the
 *   whole block); when none is given, the current `spec.ssh` stays.
 * - env: the current `spec.env` minus the keys the input sets, then the input entries (one entry per key).
 * - hosts: when masters or nodes are given they declare the hosts: masters given replaces the master entries,
 *   and the node entries are replaced by the given nodes (none given = no nodes), as `sealos run` did with
 *   both lists; nodes alone keep the current masters. A host that stays keeps its entry (per-host ssh, env,
 *   arch role); new hosts go in a new entry. The current master0 stays first when it stays a master.
 *   Neither given: the current hosts stay; with no current cluster, single mode.
 * - single mode: one host, this machine (`localAddress`), roles master. On an existing cluster single mode
 *   keeps its hosts but requires this machine to be one of them.
 * - localHost: the host whose IP is `localAddress`, if any (sealos too runs commands for its own address
 *   locally); in single mode that is master0.
 * - command: the input when given (sealos 4.3 `runArgs`: `--cmd` replaces `spec.command`), else the current's.
 * - metadata, status, Configs, kubeadm and k3s documents: kept from the current Clusterfile.
 */
export function desiredClusterFromInputs(inputs: RunInputs, options: DesiredClusterOptions): DesiredCluster {
  const current = options.current;
  const cluster: Cluster = current
    ? structuredClone(current.cluster)
    : { apiVersion: SEALOS_API_VERSION, kind: 'Cluster', metadata: {}, spec: {} };
  cluster.metadata = { ...cluster.metadata, name: inputs.clusterName || clusterNameOf(current) };
  const spec = { ...cluster.spec };
  cluster.spec = spec;

  const images = [...(spec.image ?? [])];
  for (const image of inputs.images ?? []) if (!images.includes(image)) images.push(image);
  spec.image = images;

  const ssh = sshOfInputs(inputs);
  if (Object.keys(ssh).length > 0) spec.ssh = ssh;

  if (inputs.env && inputs.env.length > 0) {
    const inputKeys = new Set(Object.keys(parseEnvList(inputs.env)));
    const kept = (spec.env ?? []).filter((entry) => !inputKeys.has(entry.split('=')[0]!));
    spec.env = [...kept, ...inputs.env];
  }

  if (inputs.command && inputs.command.length > 0) spec.command = [...inputs.command];

  const defaultPort = spec.ssh?.port ?? DEFAULT_SSH_PORT;
  const masterList = hostAddressList(inputs.masters ?? '', 'masters', defaultPort);
  const nodeList = hostAddressList(inputs.nodes ?? '', 'nodes', defaultPort);
  const single = inputs.single === true || (!current && masterList.length === 0 && nodeList.length === 0);
  if (single && (masterList.length > 0 || nodeList.length > 0))
    throw new UsageError('single mode runs on this machine: give no masters and no nodes');
  refuseHostsInBothLists(masterList, nodeList);

  if (single && !current)
    spec.hosts = [
      { ips: [hostAddress(options.localAddress, 'local address', defaultPort)], roles: ['master'] },
    ];
  else if (masterList.length > 0 || nodeList.length > 0)
    spec.hosts = declaredHosts(spec.hosts ?? [], masterList, nodeList, defaultPort);
  const localHost = findHost(cluster, options.localAddress)?.address;
  if (single && localHost === undefined)
    throw new UsageError(
      `single mode: cluster "${cluster.metadata.name}" was not created on this machine (${options.localAddress})`,
    );

  const violations = checkClusterRules(cluster);
  if (violations.length > 0)
    throw new ClusterfileError(
      violations.map((violation) => ({ path: formatPath(violation.path), message: violation.message })),
    );
  return {
    clusterfile: {
      cluster,
      configs: current?.configs ?? [],
      kubeadm: current?.kubeadm ?? [],
      ...(current?.k3s ? { k3s: current.k3s } : {}),
    },
    localHost,
  };
}

/**
 * This machine's address as sealos picks it for single mode: the first non-internal IPv4 address of an
 * interface; 127.0.0.1 when there is none.
 */
export function runnerAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string {
  for (const list of Object.values(interfaces))
    for (const info of list ?? []) if (info.family === 'IPv4' && !info.internal) return info.address;
  return '127.0.0.1';
}

function clusterNameOf(current: Clusterfile | undefined): string {
  return current?.cluster.metadata?.name || DEFAULT_CLUSTER_NAME;
}

/** The host entries the master and node lists declare; see desiredClusterFromInputs for the rules. */
function declaredHosts(currentHosts: Host[], masterList: string[], nodeList: string[], defaultPort: number) {
  const keepMasters = masterList.length === 0;
  const ipOf = (address: string) => parseHostAddress(address)!.ip;
  const wantedMasters = new Set(masterList.map(ipOf));
  const wantedNodes = new Set(nodeList.map(ipOf));
  const keptMasters = new Set<string>();
  const keptNodes = new Set<string>();
  const hosts: Host[] = [];
  for (const entry of currentHosts) {
    const roles = entry.roles ?? [];
    const isMaster = roles.includes('master');
    if (!isMaster && !roles.includes('node')) {
      hosts.push(entry);
      continue;
    }
    const entryIp = (text: string) => parseHostAddress(text, entry.ssh?.port ?? defaultPort)?.ip ?? text;
    const wanted = isMaster ? wantedMasters : wantedNodes;
    const ips = (entry.ips ?? []).filter((text) => (isMaster && keepMasters) || wanted.has(entryIp(text)));
    for (const text of ips) (isMaster ? keptMasters : keptNodes).add(entryIp(text));
    if (ips.length > 0) hosts.push({ ...entry, ips });
  }
  const stillMasters = nodeList.filter((address) => keptMasters.has(ipOf(address)));
  if (stillMasters.length > 0)
    throw new UsageError(
      `nodes: ${stillMasters.join(', ')} already masters; list the masters too to change roles`,
    );
  const newMasters = masterList.filter((address) => !keptMasters.has(ipOf(address)));
  const newNodes = nodeList.filter((address) => !keptNodes.has(ipOf(address)));
  if (newMasters.length > 0) {
    const firstOther = hosts.findIndex((entry) => !(entry.roles ?? []).includes('master'));
    hosts.splice(firstOther === -1 ? hosts.length : firstOther, 0, { ips: newMasters, roles: ['master'] });
  }
  if (newNodes.length > 0) hosts.push({ ips: newNodes, roles: ['node'] });
  return hosts;
}
