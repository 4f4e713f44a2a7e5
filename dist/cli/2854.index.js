export const id = 2854;
export const ids = [2854];
export const modules = {

/***/ 78313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ defaultVip),
/* harmony export */   u: () => (/* binding */ apiServerDomain)
/* harmony export */ });
/** The apiserver's name on every host (an /etc/hosts entry), in the kubeconfigs and the certificates. */
const apiServerDomain = 'apiserver.cluster.local';
/** The VIP nodes reach the masters through when the rootfs has no `vip` label (sealos defaultVIP). */
const defaultVip = '10.103.97.2';


/***/ }),

/***/ 88094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UJ: () => (/* binding */ K3sConfigError),
/* harmony export */   bu: () => (/* binding */ RuntimeError),
/* harmony export */   oN: () => (/* binding */ KubeadmConfigError)
/* harmony export */ });
/* unused harmony export RuntimeConfigError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** A runtime step failed: a command on a host, or a kubeadm configuration that cannot be built. */
class RuntimeError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** A runtime configuration document from the Clusterfile or the image is not usable; `field` is the path in it. */
class RuntimeConfigError extends RuntimeError {
    field;
    constructor(message, context = {}) {
        super(context.field ? `${context.field}: ${message}` : message, context);
        this.field = context.field;
    }
}
/** A kubeadm document from the Clusterfile or the image is not usable. */
class KubeadmConfigError extends RuntimeConfigError {
}
/** A k3s configuration document from the Clusterfile or the image is not usable. */
class K3sConfigError extends RuntimeConfigError {
}


/***/ }),

/***/ 32854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Su: () => (/* binding */ buildKubeadmConfig),
  nE: () => (/* binding */ parseStoredClusterConfiguration),
  LE: () => (/* binding */ renderInitConfiguration),
  H2: () => (/* binding */ renderJoinMasterConfiguration),
  Nu: () => (/* binding */ renderJoinNodeConfiguration),
  cg: () => (/* binding */ renderPhaseConfiguration),
  XV: () => (/* binding */ withStoredClusterState)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-rules.js
var cluster_rules = __webpack_require__(18005);
// EXTERNAL MODULE: ./.build/clusterfile/kubeadm-document.js + 2 modules
var kubeadm_document = __webpack_require__(86266);
// EXTERNAL MODULE: ./.build/yaml/deep-merge.js
var deep_merge = __webpack_require__(52841);
// EXTERNAL MODULE: ./.build/runtime/cluster-endpoint.js
var cluster_endpoint = __webpack_require__(78313);
// EXTERNAL MODULE: ./.build/runtime/errors.js
var errors = __webpack_require__(88094);
// EXTERNAL MODULE: ./.build/runtime/yaml.js
var yaml = __webpack_require__(95186);
// EXTERNAL MODULE: ./.build/clusterfile/address.js
var clusterfile_address = __webpack_require__(51253);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/cidr.js

/** True when the IPv4 `ip` lies in one of the comma-separated CIDRs (IPv6 ranges cannot hold it: false). */
function ipv4InCidrs(ip, cidrs) {
    const address = (0,clusterfile_address/* ipv4ToNumber */.Cx)(ip);
    if (address === undefined)
        return false;
    return cidrs
        .split(',')
        .map((cidr) => cidr.trim())
        .some((cidr) => {
        const [network, bits] = cidr.split('/');
        const base = network === undefined ? undefined : (0,clusterfile_address/* ipv4ToNumber */.Cx)(network);
        const prefix = Number(bits);
        if (base === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > 32)
            return false;
        const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
        return (address & mask) >>> 0 === (base & mask) >>> 0;
    });
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/defaults.js
var defaults = __webpack_require__(92743);
// EXTERNAL MODULE: ./.build/runtime/kubeadm/documents.js
var kubeadm_documents = __webpack_require__(38903);
// EXTERNAL MODULE: ./.build/runtime/kubeadm/extra-args.js
var extra_args = __webpack_require__(17601);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/feature-gates.js

/**
 * sealos v5.1.1's FinalizeFeatureGatesConfiguration (lifecycle/pkg/runtime/kubernetes/types/kubeadm_config.go),
 * run once the defaults, the image's and the user's documents are merged:
 * - the apiserver's, controller-manager's and scheduler's `feature-gates` arguments are blanked at every
 *   version, the user's included ("it will be set in kubelet config"); v5.0 filtered them by version instead;
 * - the kubelet's `featureGates` lose the gates Kubernetes removed at the version (featureGatesUpdate); a map
 *   left empty is not written (omitempty).
 */
const REMOVED_GATES = [
    { gate: 'CSIStorageCapacity', when: 'below', minor: 21 },
    { gate: 'TTLAfterFinished', when: 'from', minor: 24 },
    { gate: 'EphemeralContainers', when: 'from', minor: 26 },
];
const CONTROL_PLANE_ARGS = [
    ['controllerManager', 'extraArgs'],
    ['apiServer', 'extraArgs'],
    ['scheduler', 'extraArgs'],
];
function finalizeFeatureGates(documents, version) {
    for (const path of CONTROL_PLANE_ARGS) {
        const args = (0,extra_args/* getAt */.sM)(documents.ClusterConfiguration, path);
        if (args === null || typeof args !== 'object' || Array.isArray(args) || !('feature-gates' in args))
            continue;
        const value = args['feature-gates'];
        (0,extra_args/* setAt */.ef)(documents.ClusterConfiguration, [...path, 'feature-gates'], Array.isArray(value) ? value.map(() => '') : '');
    }
    const kubelet = documents.KubeletConfiguration;
    const gates = kubelet.featureGates;
    if (gates === null || typeof gates !== 'object' || Array.isArray(gates))
        return;
    const kept = Object.fromEntries(Object.entries(gates).filter(([gate]) => !REMOVED_GATES.some((rule) => rule.gate === gate && removedAt(rule, version))));
    if (Object.keys(kept).length === 0)
        delete kubelet.featureGates;
    else
        kubelet.featureGates = kept;
}
function removedAt(rule, version) {
    return rule.when === 'below' ? version.minor < rule.minor : version.minor >= rule.minor;
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/merge.js
var merge = __webpack_require__(58809);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/yaml/path.js
var yaml_path = __webpack_require__(37425);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/target-fields.js




/**
 * Takes out of the merged documents every field the cluster's kubeadm apiVersion lacks (a v1beta4 field such
 * as `timeouts.kubeletHealthCheck` or `extraEnvs` on Kubernetes below 1.31), each with a warning naming the
 * field and, when it came from the Clusterfile, its line. A flag repeated in a v1beta4 list keeps its last
 * value on v1beta3, as kubeadm's conversion does, also with a warning. Kubelet and kube-proxy documents have
 * one version and were checked when read.
 */
function dropFieldsTheTargetLacks(documents, apiVersion, version, userDocuments, warn) {
    const where = (kind, path) => {
        for (const document of userDocuments) {
            if (document.kind !== kind || (0,yaml_path/* getAt */.sM)(document, path.map(String)) === undefined)
                continue;
            const lines = (0,clusterfile/* sourceLinesOf */.YO)(document);
            const line = lines?.lineOf((0,clusterfile/* formatPath */.jV)(path));
            if (lines)
                return `${lines.file}${line === undefined ? '' : `:${line}`}: `;
        }
        return '';
    };
    const target = `${apiVersion}, which Kubernetes ${version.text} reads`;
    for (const kind of ['InitConfiguration', 'ClusterConfiguration', 'JoinConfiguration']) {
        const body = documents[kind];
        if (apiVersion !== 'kubeadm.k8s.io/v1beta4')
            keepLastOfRepeatedFlags(kind, body, (path, message) => warn(`${where(kind, path)}${kind}.${(0,clusterfile/* formatPath */.jV)(path)}: ${message}`));
        const fields = (0,clusterfile/* kubeadmKindFieldsOf */.Yg)(kind, apiVersion);
        if (!fields)
            continue;
        const converted = (0,extra_args/* fromNeutral */.c5)(kind, body, apiVersion);
        for (const path of (0,clusterfile/* matchKeys */.qL)(converted, fields, { dropUnknown: true }).unknown) {
            // Moved to InitConfiguration.timeouts when the init file is written (moveControlPlaneTimeout).
            if (kind === 'ClusterConfiguration' && (0,clusterfile/* formatPath */.jV)(path) === 'apiServer.timeoutForControlPlane')
                continue;
            if (!path.every((segment) => typeof segment === 'string'))
                continue;
            warn(`${where(kind, path)}${kind}.${(0,clusterfile/* formatPath */.jV)(path)}: not a field of ${target}; dropped`);
            (0,yaml_path/* deleteAt */.D)(body, path);
        }
    }
}
function keepLastOfRepeatedFlags(kind, body, warn) {
    for (const path of extra_args/* extraArgPaths */.tE[kind] ?? []) {
        const args = (0,yaml_path/* getAt */.sM)(body, path);
        if (!(0,deep_merge/* isYamlMap */.S6)(args))
            continue;
        for (const [name, value] of Object.entries(args)) {
            if (!Array.isArray(value))
                continue;
            warn([...path, name], `given ${value.length} times; kubeadm.k8s.io/v1beta3 takes one value per flag, so the last (${JSON.stringify(value[value.length - 1])}) is used, as kubeadm's own conversion does`);
        }
    }
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/version.js
var kubeadm_version = __webpack_require__(43141);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/config.js















/** Merges defaults, the image's documents and the user's documents, then fixes what sealos always sets. */
function buildKubeadmConfig(input) {
    const version = (0,kubeadm_version/* parseKubernetesVersion */.i6)(input.kubernetesVersion);
    const master0 = input.masters[0];
    if (!master0)
        throw new errors/* KubeadmConfigError */.oN('the cluster has no master', { field: 'masters' });
    const vip = input.vip || cluster_endpoint/* defaultVip */.$;
    let documents = (0,defaults/* defaultDocuments */._c)({
        podSubnet: input.podSubnet || defaults/* defaultPodSubnet */.iw,
        serviceSubnet: input.serviceSubnet || defaults/* defaultServiceSubnet */.ae,
    });
    const warn = input.warn ?? (() => { });
    documents = mergeSource(documents, input.imageDocuments ?? [], 'rootfs etc/kubeadm.yml', warn);
    // The Clusterfile's own findings (unknown or removed fields) were reported with their lines when it was
    // loaded (clusterfile/load.ts); reporting them here again would print each twice.
    documents = mergeSource(documents, input.userDocuments ?? [], 'Clusterfile', () => { });
    dropFieldsTheTargetLacks(documents, (0,kubeadm_version/* kubeadmApiVersion */.I7)(version), version, input.userDocuments ?? [], warn);
    finalizeFeatureGates(documents, version);
    const { InitConfiguration: init, ClusterConfiguration: cluster, KubeProxyConfiguration: proxy } = documents;
    const { KubeletConfiguration: kubelet } = documents;
    const apiServerPort = Number((0,extra_args/* getAt */.sM)(init, ['localAPIEndpoint', 'bindPort']) ?? defaults/* defaultApiServerPort */.C9);
    (0,extra_args/* setAt */.ef)(init, ['localAPIEndpoint', 'advertiseAddress'], master0);
    (0,extra_args/* setAt */.ef)(init, ['localAPIEndpoint', 'bindPort'], apiServerPort);
    cluster.kubernetesVersion = version.text;
    cluster.controlPlaneEndpoint = `${cluster_endpoint/* apiServerDomain */.u}:${apiServerPort}`;
    // sealos initCertSANS: its own names first, the masters in order, then the image's and the user's.
    (0,extra_args/* setAt */.ef)(cluster, ['apiServer', 'certSANs'], distinctNonEmpty([
        '127.0.0.1',
        cluster_endpoint/* apiServerDomain */.u,
        vip,
        ...input.masters,
        ...(input.certSANs ?? []),
        ...readStringList((0,extra_args/* getAt */.sM)(cluster, ['apiServer', 'certSANs']), 'ClusterConfiguration.apiServer.certSANs'),
    ]));
    // sealos setInitTaints: on a one-host cluster the control plane must take ordinary pods.
    const taints = (0,extra_args/* getAt */.sM)(init, ['nodeRegistration', 'taints']);
    if (input.hostCount === 1 && (taints === undefined || taints === null))
        (0,extra_args/* setAt */.ef)(init, ['nodeRegistration', 'taints'], []);
    // sealos setImageSocket: the kubelet pulls through image-cri-shim, kubeadm pulls nothing itself.
    kubelet.imageServiceEndpoint = `unix://${input.imageEndpoint || defaults/* defaultImageEndpoint */.QC}`;
    for (const document of [init, documents.JoinConfiguration])
        (0,extra_args/* setAt */.ef)(document, ['nodeRegistration', 'imagePullPolicy'], 'Never');
    (0,extra_args/* setAt */.ef)(proxy, ['ipvs', 'excludeCIDRs'], distinctNonEmpty([
        ...readStringList((0,extra_args/* getAt */.sM)(proxy, ['ipvs', 'excludeCIDRs']), 'KubeProxyConfiguration.ipvs.excludeCIDRs'),
        `${vip}/32`,
    ]));
    checkVipOutsideSubnets(vip, cluster);
    const dataDir = (0,extra_args/* getAt */.sM)(cluster, ['etcd', 'local', 'dataDir']);
    return {
        version,
        apiVersion: (0,kubeadm_version/* kubeadmApiVersion */.I7)(version),
        master0,
        vip,
        apiServerPort,
        etcdDataDir: typeof dataDir === 'string' && dataDir ? checkEtcdDataDir(dataDir) : defaults/* defaultEtcdDataDir */.TO,
        documents,
    };
}
/**
 * Reads the ClusterConfiguration kubeadm stored (sealos mergeWithBuiltinKubeadmConfig/setNetWorking): its
 * `apiServer.certSANs` and `networking` podSubnet, serviceSubnet and dnsDomain must all be there.
 */
function parseStoredClusterConfiguration(text) {
    const field = 'kube-system/kubeadm-config ClusterConfiguration';
    let document;
    try {
        document = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        throw new errors/* KubeadmConfigError */.oN(`is not YAML: ${error.message}`, { field });
    }
    if (!(0,deep_merge/* isYamlMap */.S6)(document))
        throw new errors/* KubeadmConfigError */.oN('is empty or not a map', { field });
    const certSANs = readStringList((0,extra_args/* getAt */.sM)(document, ['apiServer', 'certSANs']), `${field} apiServer.certSANs`);
    if (certSANs.length === 0)
        throw new errors/* KubeadmConfigError */.oN('apiServer.certSANs does not exist', { field });
    const read = (key) => {
        const value = (0,extra_args/* getAt */.sM)(document, ['networking', key]);
        if (typeof value !== 'string' || value === '')
            throw new errors/* KubeadmConfigError */.oN(`networking.${key} does not exist`, { field });
        return value;
    };
    return {
        certSANs,
        networking: {
            podSubnet: read('podSubnet'),
            serviceSubnet: read('serviceSubnet'),
            dnsDomain: read('dnsDomain'),
        },
    };
}
/**
 * The configuration with the running cluster's certSANs and networking in place of the Clusterfile's, and what
 * differed (field: the Clusterfile's value → the cluster's), so a master joined later follows the cluster.
 */
function withStoredClusterState(config, state) {
    const documents = structuredClone(config.documents);
    const cluster = documents.ClusterConfiguration;
    const differences = [];
    const adopt = (path, value) => {
        const current = (0,extra_args/* getAt */.sM)(cluster, path);
        if (current !== undefined && JSON.stringify(current) !== JSON.stringify(value))
            differences.push(`${path.join('.')}: ${JSON.stringify(current)} → ${JSON.stringify(value)}`);
        (0,extra_args/* setAt */.ef)(cluster, path, value);
    };
    adopt(['apiServer', 'certSANs'], distinctNonEmpty(state.certSANs));
    for (const [key, value] of Object.entries(state.networking))
        adopt(['networking', key], value);
    checkVipOutsideSubnets(config.vip, cluster);
    return { config: { ...config, documents }, differences };
}
/**
 * etcd's data folder comes from the image or the user, and a reset removes it (`rm -rf`) on every master: it
 * must be a plain absolute path at least two folders deep, as kubeadm's `/var/lib/etcd`.
 */
function checkEtcdDataDir(dir) {
    const problem = (0,cluster_rules/* etcdDataDirProblem */.Rm)(dir);
    if (problem)
        throw new errors/* KubeadmConfigError */.oN(problem, { field: 'ClusterConfiguration.etcd.local.dataDir' });
    return dir;
}
/**
 * `kubeadm init --config` input for master0: Init, Cluster, Kubelet and KubeProxy documents, with the key the
 * control-plane certificates are uploaded under (sealos setCertificateKey).
 */
function renderInitConfiguration(config, master0, certificateKey) {
    const init = nodeDocument(config.documents.InitConfiguration, master0);
    init.certificateKey = certificateKey;
    const initDocument = withType(config, 'InitConfiguration', init);
    const cluster = withType(config, 'ClusterConfiguration', config.documents.ClusterConfiguration);
    (0,extra_args/* moveControlPlaneTimeout */.yw)(initDocument, cluster, config.apiVersion);
    return (0,yaml/* stringifyDocuments */.g)([
        initDocument,
        cluster,
        withType(config, 'KubeletConfiguration', kubeletDocument(config, master0)),
        withType(config, 'KubeProxyConfiguration', config.documents.KubeProxyConfiguration),
    ]);
}
/**
 * The `--config` of `kubeadm init phase …` on a running master: its own InitConfiguration (address, CRI socket)
 * and the given ClusterConfiguration, with the KubeletConfiguration or KubeProxyConfiguration to upload, all in
 * the neutral shape and written for the configuration's apiVersion.
 */
function renderPhaseConfiguration(config, host, documents) {
    const init = nodeDocument(config.documents.InitConfiguration, host);
    (0,extra_args/* setAt */.ef)(init, ['localAPIEndpoint', 'advertiseAddress'], host.address);
    delete init.bootstrapTokens;
    const initDocument = withType(config, 'InitConfiguration', init);
    const cluster = withType(config, 'ClusterConfiguration', documents.cluster);
    (0,extra_args/* moveControlPlaneTimeout */.yw)(initDocument, cluster, config.apiVersion);
    return (0,yaml/* stringifyDocuments */.g)([
        initDocument,
        cluster,
        ...(documents.kubelet ? [withType(config, 'KubeletConfiguration', documents.kubelet)] : []),
        ...(documents.proxy ? [withType(config, 'KubeProxyConfiguration', documents.proxy)] : []),
    ]);
}
/** `kubeadm join --config` input for another master: joins master0 directly, as a control plane. */
function renderJoinMasterConfiguration(config, host, credentials) {
    const join = joinBody(config, host, `${config.master0}:${config.apiServerPort}`, credentials);
    const controlPlane = (0,deep_merge/* isYamlMap */.S6)(join.controlPlane) ? join.controlPlane : {};
    (0,extra_args/* setAt */.ef)(controlPlane, ['localAPIEndpoint', 'advertiseAddress'], host.address);
    (0,extra_args/* setAt */.ef)(controlPlane, ['localAPIEndpoint', 'bindPort'], config.apiServerPort);
    controlPlane.certificateKey = credentials.certificateKey;
    join.controlPlane = controlPlane;
    return (0,yaml/* stringifyDocuments */.g)([
        withType(config, 'JoinConfiguration', join),
        withType(config, 'KubeletConfiguration', kubeletDocument(config, host)),
    ]);
}
/** `kubeadm join --config` input for a worker: joins through the VIP, which lvscare balances to the masters. */
function renderJoinNodeConfiguration(config, host, credentials) {
    const join = joinBody(config, host, `${config.vip}:${config.apiServerPort}`, credentials);
    delete join.controlPlane;
    return (0,yaml/* stringifyDocuments */.g)([
        withType(config, 'JoinConfiguration', join),
        withType(config, 'KubeletConfiguration', kubeletDocument(config, host)),
    ]);
}
function joinBody(config, host, endpoint, credentials) {
    const join = nodeDocument(config.documents.JoinConfiguration, host);
    (0,extra_args/* setAt */.ef)(join, ['discovery', 'bootstrapToken'], {
        apiServerEndpoint: endpoint,
        token: credentials.token,
        caCertHashes: credentials.caCertHashes,
    });
    return join;
}
/**
 * An Init or Join document for one host (sealos setCRISocket, setInitInternalIP/setJoinInternalIP): the CRI
 * socket its runtime answers unless the user chose one, and kubelet's `node-ip` = the address the cluster knows
 * it by, so a host with several interfaces registers with that one. sealos replaces the user's
 * kubeletExtraArgs with `node-ip` alone; we keep the user's other flags.
 */
function nodeDocument(document, host) {
    const copy = structuredClone(document);
    if (!(0,extra_args/* getAt */.sM)(copy, ['nodeRegistration', 'criSocket']))
        (0,extra_args/* setAt */.ef)(copy, ['nodeRegistration', 'criSocket'], host.criSocket);
    const args = (0,extra_args/* getAt */.sM)(copy, ['nodeRegistration', 'kubeletExtraArgs']);
    (0,extra_args/* setAt */.ef)(copy, ['nodeRegistration', 'kubeletExtraArgs'], {
        ...((0,deep_merge/* isYamlMap */.S6)(args) ? args : {}),
        'node-ip': host.address,
    });
    return copy;
}
/** The KubeletConfiguration for one host (sealos setCRISocket, setCgroupDriver). */
function kubeletDocument(config, host) {
    const copy = structuredClone(config.documents.KubeletConfiguration);
    if (!copy.containerRuntimeEndpoint)
        copy.containerRuntimeEndpoint = host.criSocket;
    copy.cgroupDriver = host.cgroupDriver;
    return copy;
}
function withType(config, kind, body) {
    return { apiVersion: apiVersionOf(config, kind), kind, ...(0,extra_args/* fromNeutral */.c5)(kind, body, config.apiVersion) };
}
function apiVersionOf(config, kind) {
    if (kind === 'KubeletConfiguration')
        return kubeadm_document/* KUBELET_API_VERSION */.J0;
    if (kind === 'KubeProxyConfiguration')
        return kubeadm_document/* KUBE_PROXY_API_VERSION */.v6;
    return config.apiVersion;
}
function mergeSource(base, documents, source, warn) {
    const neutral = (0,extra_args/* toNeutral */.TI)(documents.map((document) => (0,kubeadm_documents/* checkDocument */.s)(document, source, warn)), source);
    const merged = { ...base };
    for (const kind of kubeadm_documents/* kubeadmKinds */.b) {
        const override = neutral[kind];
        if (!override)
            continue;
        const current = structuredClone(merged[kind]);
        if (kind === 'ClusterConfiguration')
            chooseEtcd(current, override);
        merged[kind] = (0,merge/* mergeKubeadmDocument */.x)(current, override, `${source} ${kind}`);
    }
    return merged;
}
/** Local and external etcd exclude each other: the one the user writes drops the default's other one. */
function chooseEtcd(current, override) {
    const etcd = override.etcd;
    if (!(0,deep_merge/* isYamlMap */.S6)(etcd))
        return;
    if (etcd.external !== undefined)
        (0,extra_args/* deleteAt */.D)(current, ['etcd', 'local']);
    else if (etcd.local !== undefined)
        (0,extra_args/* deleteAt */.D)(current, ['etcd', 'external']);
}
function checkVipOutsideSubnets(vip, cluster) {
    for (const name of ['podSubnet', 'serviceSubnet']) {
        const subnet = (0,extra_args/* getAt */.sM)(cluster, ['networking', name]);
        if (typeof subnet === 'string' && ipv4InCidrs(vip, subnet)) {
            throw new errors/* KubeadmConfigError */.oN(`the VIP ${vip} lies inside ${subnet}; choose a VIP outside it`, {
                field: `ClusterConfiguration.networking.${name}`,
            });
        }
    }
}
function readStringList(value, field) {
    if (value === undefined || value === null)
        return [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        throw new errors/* KubeadmConfigError */.oN('must be a list of strings', { field });
    }
    return value;
}
function distinctNonEmpty(values) {
    return [...new Set(values.filter((value) => value !== ''))];
}


/***/ }),

/***/ 92743:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ defaultApiServerPort),
/* harmony export */   QC: () => (/* binding */ defaultImageEndpoint),
/* harmony export */   Rj: () => (/* binding */ defaultCriSocket),
/* harmony export */   TO: () => (/* binding */ defaultEtcdDataDir),
/* harmony export */   _c: () => (/* binding */ defaultDocuments),
/* harmony export */   ae: () => (/* binding */ defaultServiceSubnet),
/* harmony export */   iw: () => (/* binding */ defaultPodSubnet)
/* harmony export */ });
const defaultApiServerPort = 6443;
const defaultPodSubnet = '100.64.0.0/10';
const defaultServiceSubnet = '10.96.0.0/22';
/** What `sealctl cri socket` answers when no runtime socket is there (image-cri-shim pkg/cri DefaultCRISocket). */
const defaultCriSocket = 'unix:///run/containerd/containerd.sock';
/** The image service the kubelet uses when the rootfs sets no SEALOS_SYS_IMAGE_ENDPOINT (sealos GetImageEndpoint). */
const defaultImageEndpoint = '/var/run/image-cri-shim.sock';
const defaultEtcdDataDir = '/var/lib/etcd';
/** sealos's default feature gates, for the three control-plane components and the kubelet alike. */
const DEFAULT_GATES = { TTLAfterFinished: true, EphemeralContainers: true };
/**
 * sealos's built-in kubeadm defaults (lifecycle/pkg/runtime/kubernetes/types/default_kubeadm_config.go, v5.1.1), in
 * the neutral v1beta3 shape. What depends on a host (CRI socket, cgroup driver, node-ip) is set per host when a
 * document is written (config.ts). The feature gates are sealos's as written; feature-gates.ts then treats them,
 * and the image's and the user's, as sealos does once everything is merged.
 */
function defaultDocuments(input) {
    const gateFlag = Object.keys(DEFAULT_GATES)
        .map((gate) => `${gate}=true`)
        .join(',');
    const withGates = (args) => ({ ...args, 'feature-gates': gateFlag });
    const localtime = {
        name: 'localtime',
        hostPath: '/etc/localtime',
        mountPath: '/etc/localtime',
        readOnly: true,
        pathType: 'File',
    };
    return {
        InitConfiguration: {
            localAPIEndpoint: { bindPort: 6443 },
        },
        ClusterConfiguration: {
            networking: { podSubnet: input.podSubnet, serviceSubnet: input.serviceSubnet },
            apiServer: {
                extraArgs: withGates({
                    'audit-policy-file': '/etc/kubernetes/audit-policy.yml',
                    'audit-log-path': '/var/log/kubernetes/audit.log',
                    'audit-log-format': 'json',
                    'audit-log-maxbackup': '10',
                    'audit-log-maxsize': '100',
                    'audit-log-maxage': '7',
                    'enable-aggregator-routing': 'true',
                }),
                extraVolumes: [
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
                ],
            },
            controllerManager: {
                extraArgs: withGates({ 'bind-address': '0.0.0.0', 'cluster-signing-duration': '876000h' }),
                extraVolumes: [localtime],
            },
            scheduler: {
                extraArgs: withGates({ 'bind-address': '0.0.0.0' }),
                extraVolumes: [localtime],
            },
            etcd: { local: { extraArgs: { 'listen-metrics-urls': 'http://0.0.0.0:2381' } } },
        },
        KubeProxyConfiguration: {
            mode: 'ipvs',
            metricsBindAddress: '0.0.0.0',
        },
        KubeletConfiguration: {
            ...kubeletDefaults(),
            featureGates: { ...DEFAULT_GATES },
        },
        JoinConfiguration: {
            caCertPath: '/etc/kubernetes/pki/ca.crt',
            discovery: { timeout: '5m0s' },
            controlPlane: { localAPIEndpoint: { bindPort: 6443 } },
        },
    };
}
function kubeletDefaults() {
    return {
        authentication: {
            anonymous: { enabled: false },
            webhook: { cacheTTL: '2m0s', enabled: true },
            x509: { clientCAFile: '/etc/kubernetes/pki/ca.crt' },
        },
        authorization: {
            mode: 'Webhook',
            webhook: { cacheAuthorizedTTL: '5m0s', cacheUnauthorizedTTL: '30s' },
        },
        cgroupsPerQOS: true,
        configMapAndSecretChangeDetectionStrategy: 'Watch',
        containerLogMaxFiles: 5,
        containerLogMaxSize: '10Mi',
        contentType: 'application/vnd.kubernetes.protobuf',
        cpuCFSQuota: true,
        cpuCFSQuotaPeriod: '100ms',
        cpuManagerPolicy: 'none',
        cpuManagerReconcilePeriod: '10s',
        enableControllerAttachDetach: true,
        enableDebuggingHandlers: true,
        enableProfilingHandler: true,
        enableServer: true,
        enableSystemLogHandler: true,
        enforceNodeAllocatable: ['pods'],
        eventBurst: 100,
        eventRecordQPS: 50,
        evictionHard: {
            'imagefs.available': '10%',
            'memory.available': '100Mi',
            'nodefs.available': '10%',
            'nodefs.inodesFree': '5%',
        },
        evictionPressureTransitionPeriod: '5m0s',
        failSwapOn: true,
        fileCheckFrequency: '20s',
        hairpinMode: 'promiscuous-bridge',
        healthzBindAddress: '0.0.0.0',
        healthzPort: 10248,
        httpCheckFrequency: '20s',
        imageGCHighThresholdPercent: 85,
        imageGCLowThresholdPercent: 80,
        imageMinimumGCAge: '2m0s',
        iptablesDropBit: 15,
        iptablesMasqueradeBit: 14,
        kubeAPIBurst: 100,
        kubeAPIQPS: 50,
        makeIPTablesUtilChains: true,
        maxOpenFiles: 1000000,
        maxPods: 110,
        memoryThrottlingFactor: 0.8,
        nodeLeaseDurationSeconds: 40,
        nodeStatusMaxImages: 50,
        nodeStatusReportFrequency: '10s',
        nodeStatusUpdateFrequency: '10s',
        oomScoreAdj: -999,
        podPidsLimit: -1,
        port: 10250,
        registerNode: true,
        registryBurst: 100,
        registryPullQPS: 50,
        rotateCertificates: true,
        runtimeRequestTimeout: '2m0s',
        serializeImagePulls: false,
        staticPodPath: '/etc/kubernetes/manifests',
        streamingConnectionIdleTimeout: '4h0m0s',
        syncFrequency: '1m0s',
        volumeStatsAggPeriod: '1m0s',
        logging: { format: 'text', flushFrequency: 5000000000, verbosity: 0 },
    };
}


/***/ }),

/***/ 38903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ kubeadmKinds),
/* harmony export */   s: () => (/* binding */ checkDocument)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88094);



const kubeadmKinds = [
    'InitConfiguration',
    'ClusterConfiguration',
    'JoinConfiguration',
    'KubeletConfiguration',
    'KubeProxyConfiguration',
];
const documentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    apiVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'apiVersion is missing' }),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(kubeadmKinds, {
        error: (issue) => `kind ${JSON.stringify(issue.input)} is not one of ${kubeadmKinds.join(', ')}`,
    }),
});
/**
 * Checks kind and apiVersion of a document and reads it as the Clusterfile loader does (keys case-insensitively,
 * unknown keys dropped, v1beta2 converted to v1beta3: readKubeadmDocument); what that finds goes to `warn`
 * (a Clusterfile's documents were read so by the loader already, so only an image's documents have any).
 * `source` names where it came from in errors and warnings.
 */
function checkDocument(document, source, warn = () => { }) {
    const parsed = documentSchema.safeParse(document);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KubeadmConfigError */ .oN(issue?.message ?? 'not a kubeadm document', { field: source });
    }
    const allowed = _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .KUBEADM_API_VERSIONS */ .Th[parsed.data.kind] ?? [];
    if (!allowed.includes(parsed.data.apiVersion)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KubeadmConfigError */ .oN(`apiVersion ${parsed.data.apiVersion} is not supported for ${parsed.data.kind} (use ${allowed.join(' or ')})`, { field: `${source} ${parsed.data.kind}` });
    }
    const read = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readKubeadmDocument */ .jt)(parsed.data);
    for (const { at, message } of read.findings)
        warn(`${source} ${parsed.data.kind}.${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPath */ .jV)(at)}: ${message}`);
    const { apiVersion, kind, ...body } = read.document;
    return { apiVersion, kind: kind, body };
}


/***/ }),

/***/ 17601:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* reexport safe */ _yaml_path_js__WEBPACK_IMPORTED_MODULE_1__.D),
/* harmony export */   TI: () => (/* binding */ toNeutral),
/* harmony export */   c5: () => (/* binding */ fromNeutral),
/* harmony export */   ef: () => (/* reexport safe */ _yaml_path_js__WEBPACK_IMPORTED_MODULE_1__.ef),
/* harmony export */   sM: () => (/* reexport safe */ _yaml_path_js__WEBPACK_IMPORTED_MODULE_1__.sM),
/* harmony export */   tE: () => (/* binding */ extraArgPaths),
/* harmony export */   yw: () => (/* binding */ moveControlPlaneTimeout)
/* harmony export */ });
/* harmony import */ var _yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52841);
/* harmony import */ var _yaml_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37425);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88094);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58809);




const extraArgPaths = {
    ClusterConfiguration: [
        ['apiServer', 'extraArgs'],
        ['controllerManager', 'extraArgs'],
        ['scheduler', 'extraArgs'],
        ['etcd', 'local', 'extraArgs'],
    ],
    InitConfiguration: [['nodeRegistration', 'kubeletExtraArgs']],
    JoinConfiguration: [['nodeRegistration', 'kubeletExtraArgs']],
};
const V1BETA4 = 'kubeadm.k8s.io/v1beta4';
/** config.ts reaches into documents with these (one home: src/yaml/path.ts). */

/** Brings one source's documents (a Clusterfile, an image's kubeadm.yml) into the neutral shape, by kind. */
function toNeutral(documents, source) {
    const byKind = {};
    const add = (kind, body) => {
        const existing = byKind[kind];
        byKind[kind] = existing ? (0,_merge_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeKubeadmDocument */ .x)(existing, body, `${source} ${kind}`) : body;
    };
    for (const document of documents) {
        const body = structuredClone(document.body);
        const v1beta4 = document.apiVersion === V1BETA4;
        for (const path of extraArgPaths[document.kind] ?? []) {
            const field = `${source} ${document.kind}.${path.join('.')}`;
            const value = (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(body, path);
            if (value === undefined || value === null)
                continue;
            (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(body, path, v1beta4 ? listToMap(value, field) : checkMap(value, field));
        }
        if (v1beta4 && document.kind === 'JoinConfiguration')
            moveTimeout(body, 'discovery', ['discovery', 'timeout']);
        if (v1beta4 && document.kind === 'InitConfiguration') {
            const cluster = {};
            const timeout = takeTimeout(body, 'controlPlaneComponentHealthCheck');
            if (timeout !== undefined) {
                (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(cluster, ['apiServer', 'timeoutForControlPlane'], timeout);
                add('ClusterConfiguration', cluster);
            }
        }
        add(document.kind, body);
    }
    return byKind;
}
/** Converts neutral kubeadm documents to what `apiVersion` expects. Kubelet and kube-proxy pass unchanged. */
function fromNeutral(kind, body, apiVersion) {
    const out = structuredClone(body);
    const v1beta4 = apiVersion === V1BETA4;
    for (const path of extraArgPaths[kind] ?? []) {
        const value = (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(out, path);
        if (!(0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(value))
            continue;
        (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(out, path, v1beta4 ? mapToList(value) : lastValues(value));
    }
    if (v1beta4 && kind === 'JoinConfiguration') {
        const timeout = (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteAt */ .D)(out, ['discovery', 'timeout']);
        if (timeout !== undefined)
            (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(out, ['timeouts', 'discovery'], timeout);
    }
    return out;
}
/** v1beta4 keeps the control-plane health timeout in InitConfiguration; v1beta3 in ClusterConfiguration. */
function moveControlPlaneTimeout(init, cluster, apiVersion) {
    if (apiVersion !== V1BETA4)
        return;
    const timeout = (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteAt */ .D)(cluster, ['apiServer', 'timeoutForControlPlane']);
    if (timeout !== undefined)
        (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(init, ['timeouts', 'controlPlaneComponentHealthCheck'], timeout);
}
function listToMap(value, field) {
    if (!Array.isArray(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .KubeadmConfigError */ .oN('kubeadm.k8s.io/v1beta4 extra arguments are a list of {name, value}', {
            field,
        });
    }
    const args = {};
    value.forEach((entry, index) => {
        if (!(0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(entry) || typeof entry.name !== 'string' || !isScalar(entry.value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .KubeadmConfigError */ .oN('each entry needs a string name and a scalar value', {
                field: `${field}[${index}]`,
            });
        }
        const text = String(entry.value);
        const previous = args[entry.name];
        if (previous === undefined)
            args[entry.name] = text;
        else
            args[entry.name] = [...(Array.isArray(previous) ? previous : [previous]), text];
    });
    return args;
}
function checkMap(value, field) {
    if (!(0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .KubeadmConfigError */ .oN('kubeadm.k8s.io/v1beta3 extra arguments are a map of flag: value', {
            field,
        });
    }
    const args = {};
    for (const [name, argument] of Object.entries(value)) {
        if (!isScalar(argument))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .KubeadmConfigError */ .oN('the value must be a scalar', { field: `${field}.${name}` });
        args[name] = String(argument);
    }
    return args;
}
/** kubeadm sorts converted extra arguments by name (convertToArgs); repeated flags keep their order. */
function mapToList(args) {
    return Object.keys(args)
        .sort()
        .flatMap((name) => {
        const value = args[name];
        return (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v }));
    });
}
/**
 * v1beta3 holds one value per flag: of a flag repeated in a v1beta4 list the last is kept, as kubeadm's own
 * conversion does (v1beta3/conversion.go convertFromArgs); dropFieldsTheTargetLacks warns about it first.
 */
function lastValues(args) {
    return Object.fromEntries(Object.entries(args).map(([name, value]) => [
        name,
        Array.isArray(value) ? value[value.length - 1] : value,
    ]));
}
function moveTimeout(body, name, to) {
    const timeout = takeTimeout(body, name);
    if (timeout !== undefined)
        (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .setAt */ .ef)(body, to, timeout);
}
function takeTimeout(body, name) {
    const timeout = (0,_yaml_path_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteAt */ .D)(body, ['timeouts', name]);
    if ((0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(body.timeouts) && Object.keys(body.timeouts).length === 0)
        delete body.timeouts;
    return timeout;
}
function isScalar(value) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}


/***/ }),

/***/ 58809:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ mergeKubeadmDocument)
/* harmony export */ });
/* harmony import */ var _yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52841);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88094);


/**
 * A user's kubeadm document merged over a default one (maps key by key, lists and scalars replaced). A clash
 * of kinds is an error naming the field, because kubeadm would reject the result anyway, later and less clearly.
 */
function mergeKubeadmDocument(base, override, path) {
    try {
        return (0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .deepMerge */ .$N)(base, override, path);
    }
    catch (error) {
        if (!(error instanceof _yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .MergeClash */ .k1))
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KubeadmConfigError */ .oN(`cannot merge ${error.incoming} over the default ${error.existing}; write a ${error.existing}`, { field: error.keyPath });
    }
}


/***/ }),

/***/ 43141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ kubeadmApiVersion),
/* harmony export */   i6: () => (/* binding */ parseKubernetesVersion),
/* harmony export */   jZ: () => (/* binding */ atLeast)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88094);
/* harmony import */ var _version_label_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64522);


/** Parses the rootfs image's `version` label (`v1.27.7`, `1.27.7`, `v1.31.0-rc.1`). */
function parseKubernetesVersion(label) {
    const parts = (0,_version_label_js__WEBPACK_IMPORTED_MODULE_1__/* .readVersionLabel */ .B)(label);
    // kubeadm takes no build metadata (`+k3s1` names a k3s build).
    if (!parts || parts.build) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .KubeadmConfigError */ .oN(`"${label}" is not a Kubernetes version like v1.27.7`, {
            field: 'version label',
        });
    }
    const { major, minor, patch } = parts;
    const pre = parts.pre ? `-${parts.pre}` : '';
    const version = { major, minor, patch };
    if (version.major !== 1 || version.minor < 22) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .KubeadmConfigError */ .oN(`Kubernetes ${label} is not supported: kubeadm configuration v1beta3 needs Kubernetes 1.22 or later`, { field: 'version label' });
    }
    return { ...version, text: `v${major}.${minor}.${patch}${pre}` };
}
function atLeast(version, minor) {
    return version.minor >= minor;
}
/** kubeadm reads v1beta4 from 1.31 on (and deprecates v1beta3 there); below 1.31 v1beta4 does not exist. */
function kubeadmApiVersion(version) {
    return atLeast(version, 31) ? 'kubeadm.k8s.io/v1beta4' : 'kubeadm.k8s.io/v1beta3';
}


/***/ }),

/***/ 64522:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readVersionLabel)
/* harmony export */ });
/**
 * The one reader of a version label: `v1.27.7`, `1.27.7`, `v1.31.0-rc.1`, `v1.27.7+k3s1`; undefined for
 * anything else. Each caller says what it accepts (kubeadm takes no build metadata, an upgrade path ignores it).
 */
function readVersionLabel(label) {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$/.exec(label.trim());
    if (!match)
        return undefined;
    const [, major, minor, patch, pre = '', build = ''] = match;
    return { major: Number(major), minor: Number(minor), patch: Number(patch), pre, build };
}


/***/ }),

/***/ 95186:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ stringifyDocuments)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);

/**
 * Writes documents the way sealos's Go marshalling does (through JSON, so keys come out sorted, lists not
 * indented under their key): stable output for golden files and for comparing configs between runs.
 */
function stringifyDocuments(documents) {
    return documents
        .map((document) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(document, {
        sortMapEntries: true,
        lineWidth: 0,
        indentSeq: false,
        aliasDuplicateObjects: false,
    }))
        .join('---\n');
}


/***/ })

};
