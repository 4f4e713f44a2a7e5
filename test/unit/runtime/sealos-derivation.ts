import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The kubeadm documents sealos v5.1 sends each host, written from its source (docs/sealos-compatibility.md,
 * "kubeadm documents"), not from our output: lifecycle/pkg/runtime/kubernetes/kubeadm.go (CompleteKubeadmConfig,
 * generateInitConfigs, generateJoinMasterConfigs, generateJoinNodeConfigs, setCGroupDriverAndSocket,
 * setImageSocket, setInitTaints, initCertSANS, setExcludeCIDRs), types/default_kubeadm_config.go (the defaults and
 * the kubelet template), master.go/node.go (one token for the run, master join through master0). Both the unit
 * test and the lab test check what each host received with it.
 */
export interface DerivationInput {
  kubernetesVersion: string;
  masters: string[];
  nodes: string[];
  vip: string;
  /**
   * The CRI endpoint and cgroup driver each host's runtime answers (`sealctl cri socket`, `cri cgroup-driver`).
   * sealos sends every join the first socket it set (master0's, setCRISocket); we send each host its own, by
   * choice (docs/sealos-compatibility.md §10): the two agree when all hosts answer the same socket, as here.
   */
  cri: (address: string) => { criSocket: string; cgroupDriver: string };
  imageEndpoint: string;
}

/** What the hosts received: master0's init file, each other master's and each node's join file. */
export interface ReceivedDocuments {
  init: string;
  joinMaster: Map<string, string>;
  joinNode: Map<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: the checks walk parsed YAML; a wrong path fails the test
type Doc = Record<string, any>;

function byKind(text: string): Map<string, Doc> {
  const kinds = new Map<string, Doc>();
  for (const document of parseAllDocuments(text)) {
    const value = document.toJS() as Doc;
    expect(kinds.has(value.kind), `${value.kind} appears once`).toBe(false);
    kinds.set(value.kind, value);
  }
  return kinds;
}

const v1beta4 = (version: string) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return (major as number) > 1 || (minor as number) >= 31;
};

/** extraArgs as a map whatever the apiVersion writes (v1beta3 map, v1beta4 list of {name, value}). */
function args(value: unknown, listForm: boolean): Record<string, string> {
  if (listForm) {
    expect(Array.isArray(value), 'v1beta4 extra arguments are a list').toBe(true);
    return Object.fromEntries(
      (value as Array<{ name: string; value: string }>).map((a) => [a.name, a.value]),
    );
  }
  expect(Array.isArray(value), 'v1beta3 extra arguments are a map').toBe(false);
  return value as Record<string, string>;
}

function checkNodeRegistration(
  registration: Doc,
  address: string,
  input: DerivationInput,
  listForm: boolean,
) {
  expect(registration.criSocket).toBe(input.cri(address).criSocket);
  expect(registration.imagePullPolicy).toBe('Never');
  expect(args(registration.kubeletExtraArgs, listForm)['node-ip']).toBe(address);
}

function checkKubelet(kubelet: Doc, address: string, input: DerivationInput) {
  expect(kubelet.apiVersion).toBe('kubelet.config.k8s.io/v1beta1');
  expect(kubelet.cgroupDriver).toBe(input.cri(address).cgroupDriver);
  expect(kubelet.containerRuntimeEndpoint).toBe(input.cri(address).criSocket);
  expect(kubelet.imageServiceEndpoint).toBe(`unix://${input.imageEndpoint}`);
  expect(kubelet.evictionHard).toEqual({
    'imagefs.available': '10%',
    'memory.available': '100Mi',
    'nodefs.available': '10%',
    'nodefs.inodesFree': '5%',
  });
  expect(kubelet.authentication).toEqual({
    anonymous: { enabled: false },
    webhook: { cacheTTL: '2m0s', enabled: true },
    x509: { clientCAFile: '/etc/kubernetes/pki/ca.crt' },
  });
  expect(kubelet.authorization).toEqual({
    mode: 'Webhook',
    webhook: { cacheAuthorizedTTL: '5m0s', cacheUnauthorizedTTL: '30s' },
  });
  expect(kubelet.rotateCertificates).toBe(true);
  expect(kubelet.staticPodPath).toBe('/etc/kubernetes/manifests');
}

/** Checks every document every host received against sealos's derivation. */
export function checkAgainstSealos(received: ReceivedDocuments, input: DerivationInput): void {
  const [master0, ...otherMasters] = input.masters as [string, ...string[]];
  const { certificateKey } = checkInitAgainstSealos(received.init, input);
  // One token and CA pin for the whole run.
  const tokens = new Set<string>();
  expect([...received.joinMaster.keys()].sort()).toEqual([...otherMasters].sort());
  for (const [address, text] of received.joinMaster)
    tokens.add(checkJoinMasterAgainstSealos(text, address, input, { master0, certificateKey }));
  expect([...received.joinNode.keys()].sort()).toEqual([...input.nodes].sort());
  for (const [address, text] of received.joinNode)
    tokens.add(checkJoinNodeAgainstSealos(text, address, input));
  expect(tokens.size).toBeLessThanOrEqual(1);
}

/**
 * master0's init file: InitConfiguration, ClusterConfiguration, KubeletConfiguration, KubeProxyConfiguration.
 * Returns the certificate key it carries, which every master join must carry too.
 */
export function checkInitAgainstSealos(text: string, input: DerivationInput): { certificateKey: string } {
  const listForm = v1beta4(input.kubernetesVersion);
  const kubeadmApi = listForm ? 'kubeadm.k8s.io/v1beta4' : 'kubeadm.k8s.io/v1beta3';
  const master0 = input.masters[0] as string;
  const init = byKind(text);
  expect([...init.keys()]).toEqual([
    'InitConfiguration',
    'ClusterConfiguration',
    'KubeletConfiguration',
    'KubeProxyConfiguration',
  ]);
  const initConfiguration = init.get('InitConfiguration') as Doc;
  expect(initConfiguration.apiVersion).toBe(kubeadmApi);
  expect(initConfiguration.localAPIEndpoint).toEqual({ advertiseAddress: master0, bindPort: 6443 });
  checkNodeRegistration(initConfiguration.nodeRegistration, master0, input, listForm);
  expect(initConfiguration.certificateKey).toMatch(/^[0-9a-f]{64}$/);
  // setInitTaints: an empty list exactly when the cluster is one host and the user gave none.
  if (input.masters.length + input.nodes.length === 1)
    expect(initConfiguration.nodeRegistration.taints).toEqual([]);
  else expect(initConfiguration.nodeRegistration.taints ?? null).toBeNull();
  checkClusterConfiguration(init.get('ClusterConfiguration') as Doc, input, kubeadmApi, listForm);
  checkKubelet(init.get('KubeletConfiguration') as Doc, master0, input);
  checkComponentGatesAgainstSealos(init.get('ClusterConfiguration') as Doc, listForm);
  checkKubeletGatesAgainstSealos(init.get('KubeletConfiguration') as Doc, input.kubernetesVersion);
  const proxy = init.get('KubeProxyConfiguration') as Doc;
  expect(proxy.apiVersion).toBe('kubeproxy.config.k8s.io/v1alpha1');
  expect(proxy.mode).toBe('ipvs');
  expect(proxy.ipvs.excludeCIDRs).toEqual([`${input.vip}/32`]);
  return { certificateKey: initConfiguration.certificateKey };
}

/** sealos v5.1.1's own files (test/compat/MANIFEST.md): the rule is read from them, not restated here. */
const SEALOS_SOURCE = join(import.meta.dirname, '../../compat/fixtures/sealos-source/v5.1.1');

/** The YAML of one of default_kubeadm_config.go's Go string constants (`name = \`…\``). */
function defaultDocument(name: string): Doc {
  const source = readFileSync(join(SEALOS_SOURCE, 'default_kubeadm_config.go'), 'utf8');
  const text = new RegExp(`\\b${name} = \`([^\`]*)\``).exec(source)?.[1];
  expect(text, `${name} in default_kubeadm_config.go`).toBeDefined();
  return parse(text as string) as Doc;
}

/**
 * kubeadm_config.go's featureGatesUpdate (`"Gate": {"LessThan"|"AtLeast", "v1.x.y"}`): whether the gate is
 * dropped at `version`. And whether FinalizeFeatureGatesConfiguration blanks the components' `feature-gates`
 * whatever the version (its loop sets `Value = ""` for each `feature-gates` argument).
 */
function sealosFeatureGateRule(): {
  dropped: (gate: string, version: string) => boolean;
  blanksComponents: boolean;
} {
  const source = readFileSync(join(SEALOS_SOURCE, 'kubeadm_config.go'), 'utf8');
  const table = /var featureGatesUpdate = map\[string\]\[\]string\{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
  const rules = [...table.matchAll(/"(\w+)":\s*\{"(LessThan|AtLeast)", "v(\d+)\.(\d+)\.(\d+)"\}/g)].map(
    (m) => ({
      gate: m[1] as string,
      op: m[2] as string,
      minor: Number(m[4]),
    }),
  );
  expect(rules.length, 'featureGatesUpdate read from kubeadm_config.go').toBeGreaterThan(0);
  const finalize =
    /func \(k \*KubeadmConfig\) FinalizeFeatureGatesConfiguration\(\) \{[\s\S]*?\n\}/.exec(source)?.[0] ?? '';
  const blanksComponents = /if v\.Name == "feature-gates" \{[^}]*extraArgs\[i\]\[j\]\.Value = ""/.test(
    finalize,
  );
  const minorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[1]);
  return {
    blanksComponents,
    dropped: (gate, version) =>
      rules.some(
        (rule) =>
          rule.gate === gate &&
          (rule.op === 'LessThan' ? minorOf(version) < rule.minor : minorOf(version) >= rule.minor),
      ),
  };
}

/**
 * Feature gates as sealos v5.1.1 sends them: each control-plane component's `feature-gates` argument (sealos's
 * defaults give all three one) blanked at every version; the kubelet's `featureGates` are sealos's defaults less
 * those featureGatesUpdate drops at the version, absent when none is left. Only for documents without the
 * user's own gates.
 */
function checkComponentGatesAgainstSealos(cluster: Doc, listForm: boolean) {
  const rule = sealosFeatureGateRule();
  const defaults = defaultDocument('defaultKubeadmClusterConfiguration');
  for (const component of ['apiServer', 'controllerManager', 'scheduler']) {
    const defaultArgs = defaults[component].extraArgs as Array<{ name: string; value: string }>;
    const defaultGates = defaultArgs.find((arg) => arg.name === 'feature-gates')?.value;
    const sent = args(cluster[component].extraArgs, listForm)['feature-gates'];
    if (defaultGates === undefined) expect(sent, `${component} feature-gates`).toBeUndefined();
    else expect(sent, `${component} feature-gates`).toBe(rule.blanksComponents ? '' : defaultGates);
  }
}

function checkKubeletGatesAgainstSealos(kubelet: Doc, version: string) {
  const rule = sealosFeatureGateRule();
  const defaults = defaultDocument('defaultKubeadmKubeletConfiguration').featureGates ?? {};
  const kept = Object.entries(defaults).filter(([gate]) => !rule.dropped(gate, version));
  expect(kubelet.featureGates, 'kubelet featureGates').toEqual(
    kept.length > 0 ? Object.fromEntries(kept) : undefined,
  );
}

function checkClusterConfiguration(
  cluster: Doc,
  input: DerivationInput,
  kubeadmApi: string,
  listForm: boolean,
) {
  expect(cluster.apiVersion).toBe(kubeadmApi);
  expect(cluster.kubernetesVersion).toBe(input.kubernetesVersion);
  expect(cluster.controlPlaneEndpoint).toBe('apiserver.cluster.local:6443');
  expect(cluster.apiServer.certSANs).toEqual([
    ...new Set(['127.0.0.1', 'apiserver.cluster.local', input.vip, ...input.masters]),
  ]);
  expect(cluster.networking).toMatchObject({ podSubnet: '100.64.0.0/10', serviceSubnet: '10.96.0.0/22' });
  expect(args(cluster.apiServer.extraArgs, listForm)).toMatchObject({
    'audit-log-format': 'json',
    'audit-log-maxage': '7',
    'audit-log-maxbackup': '10',
    'audit-log-maxsize': '100',
    'audit-log-path': '/var/log/kubernetes/audit.log',
    'audit-policy-file': '/etc/kubernetes/audit-policy.yml',
    'enable-aggregator-routing': 'true',
  });
  const localtime = {
    name: 'localtime',
    hostPath: '/etc/localtime',
    mountPath: '/etc/localtime',
    readOnly: true,
    pathType: 'File',
  };
  expect(cluster.apiServer.extraVolumes).toEqual([
    {
      name: 'audit',
      hostPath: '/etc/kubernetes',
      mountPath: '/etc/kubernetes',
      pathType: 'DirectoryOrCreate',
    },
    {
      name: 'audit-log',
      hostPath: '/var/log/kubernetes',
      mountPath: '/var/log/kubernetes',
      pathType: 'DirectoryOrCreate',
    },
    localtime,
  ]);
  expect(args(cluster.controllerManager.extraArgs, listForm)).toMatchObject({
    'bind-address': '0.0.0.0',
    'cluster-signing-duration': '876000h',
  });
  expect(cluster.controllerManager.extraVolumes).toEqual([localtime]);
  expect(args(cluster.scheduler.extraArgs, listForm)).toMatchObject({ 'bind-address': '0.0.0.0' });
  expect(cluster.scheduler.extraVolumes).toEqual([localtime]);
  expect(args(cluster.etcd.local.extraArgs, listForm)).toEqual({
    'listen-metrics-urls': 'http://0.0.0.0:2381',
  });
}

/** A join file: JoinConfiguration and KubeletConfiguration, through `endpoint`; its JoinConfiguration. */
function checkJoin(text: string, address: string, endpoint: string, input: DerivationInput): Doc {
  const listForm = v1beta4(input.kubernetesVersion);
  const documents = byKind(text);
  expect([...documents.keys()].sort()).toEqual(['JoinConfiguration', 'KubeletConfiguration']);
  const joinConfiguration = documents.get('JoinConfiguration') as Doc;
  expect(joinConfiguration.apiVersion).toBe(listForm ? 'kubeadm.k8s.io/v1beta4' : 'kubeadm.k8s.io/v1beta3');
  const token = joinConfiguration.discovery.bootstrapToken;
  expect(token.apiServerEndpoint).toBe(endpoint);
  expect(token.token).toMatch(/^[a-z0-9]{6}\.[a-z0-9]{16}$/);
  expect(token.caCertHashes).toEqual([expect.stringMatching(/^sha256:[0-9a-f]{64}$/)]);
  checkNodeRegistration(joinConfiguration.nodeRegistration, address, input, listForm);
  checkKubelet(documents.get('KubeletConfiguration') as Doc, address, input);
  checkKubeletGatesAgainstSealos(documents.get('KubeletConfiguration') as Doc, input.kubernetesVersion);
  return joinConfiguration;
}

/** A master's join file: through master0 (not the VIP), as a control plane with the init's certificate key. */
export function checkJoinMasterAgainstSealos(
  text: string,
  address: string,
  input: DerivationInput,
  init: { master0: string; certificateKey: string },
): string {
  const joinConfiguration = checkJoin(text, address, `${init.master0}:6443`, input);
  expect(joinConfiguration.controlPlane).toEqual({
    localAPIEndpoint: { advertiseAddress: address, bindPort: 6443 },
    certificateKey: init.certificateKey,
  });
  return JSON.stringify(joinConfiguration.discovery.bootstrapToken.token);
}

/** A node's join file: through the VIP, no control plane. */
export function checkJoinNodeAgainstSealos(text: string, address: string, input: DerivationInput): string {
  const joinConfiguration = checkJoin(text, address, `${input.vip}:6443`, input);
  expect(joinConfiguration.controlPlane).toBeUndefined();
  return JSON.stringify(joinConfiguration.discovery.bootstrapToken.token);
}
