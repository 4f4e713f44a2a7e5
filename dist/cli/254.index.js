export const id = 254;
export const ids = [254];
export const modules = {

/***/ 78254:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ clusterRuntime),
/* harmony export */   Zb: () => (/* binding */ clusterDistribution),
/* harmony export */   mj: () => (/* binding */ savedDistribution)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _root_fs_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2810);
/* harmony import */ var _runtime_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78846);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41238);
/* harmony import */ var _topology_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82284);
/* harmony import */ var _vip_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(72918);







/**
 * The runtime the rootfs image asks for (kubeadm or k3s) over this apply's executors. The runtime names hosts
 * by IP and reaches them synchronously, so every host it may touch (desired and leaving) is connected first.
 */
async function clusterRuntime(context) {
    context.runtime ??= await openRuntime(context);
    return context.runtime;
}
async function openRuntime(context) {
    const { topology } = context;
    const hosts = [
        ...topology.masters,
        ...topology.nodes,
        ...topology.removing.masters,
        ...topology.removing.nodes,
    ];
    const executors = new Map();
    for (const host of hosts)
        executors.set((0,_topology_js__WEBPACK_IMPORTED_MODULE_5__/* .ipOf */ .l)(host), await context.executor(host));
    const images = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)(context, 'images');
    const master0Tree = await (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)(context, 'trees').rootfs(topology.master0);
    const env = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)(context, 'trees').env(topology.master0);
    const common = {
        topology: {
            name: context.clusterName,
            masters: [topology.master0, ...topology.masters.filter((m) => m !== topology.master0)].map(_topology_js__WEBPACK_IMPORTED_MODULE_5__/* .ipOf */ .l),
            nodes: topology.nodes.map(_topology_js__WEBPACK_IMPORTED_MODULE_5__/* .ipOf */ .l),
        },
        connect: (ip) => {
            const executor = executors.get(ip);
            if (!executor)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SealosError */ .ei(`${ip} is not a host of this apply`, { host: ip });
            return executor;
        },
        logger: context.logger,
        concurrency: context.concurrency,
        lvscareImage: images.labels.image,
    };
    const vip = (0,_vip_js__WEBPACK_IMPORTED_MODULE_6__/* .clusterVip */ .o)(images, env);
    const distribution = clusterDistribution(images);
    const ignored = distribution === 'k3s' ? context.desired.kubeadm.length > 0 : !!context.desired.k3s;
    if (ignored)
        context.logger.warn(`the Clusterfile's ${distribution === 'k3s' ? 'kubeadm documents are' : 'k3s document is'} ignored: the rootfs image runs ${distribution}`);
    if (distribution === 'k3s') {
        const imageDocument = await readImageFile(master0Tree.dir, 'k3s.yml');
        return new _runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .K3sRuntime */ .KO({
            ...common,
            config: {
                vip,
                imageConfig: imageDocument === undefined ? undefined : parseImageK3sConfig(imageDocument),
                userConfig: context.desired.k3s
                    ? (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkK3sDocument */ .j2)(context.desired.k3s, 'Clusterfile k3s document')
                    : undefined,
            },
        });
    }
    const kubeadmText = await readImageFile(master0Tree.dir, 'kubeadm.yml');
    return new _runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .KubeadmRuntime */ .Ix({
        ...common,
        config: {
            kubernetesVersion: images.kubeVersion,
            vip,
            imageEndpoint: env.SEALOS_SYS_IMAGE_ENDPOINT,
            imageDocuments: kubeadmText === undefined ? [] : parseImageKubeadmDocuments(kubeadmText),
            userDocuments: context.desired.kubeadm,
        },
    });
}
/** The runtime the cluster's first rootfs image asks for (its distribution label); unknown ones are refused. */
function clusterDistribution(images) {
    const rootfs = images.all.find((image) => image.mount.type === 'rootfs');
    return (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .distributionOf */ .AO)(rootfs?.mount.labels ?? {}, rootfs?.reference ?? '(no rootfs image)');
}
/** The runtime a saved cluster runs, from the rootfs its status recorded; undefined before its first apply. */
function savedDistribution(cluster) {
    const rootfs = cluster?.status?.mounts?.find((mount) => mount.type === 'rootfs');
    return rootfs
        ? (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .distributionOf */ .AO)(rootfs.labels ?? {}, rootfs.imageName ?? rootfs.name ?? 'the saved rootfs')
        : undefined;
}
/** A file of the rootfs's `etc/` (defaults shipped by the image), if it has one; never through a link out. */
async function readImageFile(rootfs, name) {
    return (await (0,_root_fs_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileInRoot */ .a)(rootfs, `etc/${name}`))?.text;
}
function parseImageKubeadmDocuments(text) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text)
        .map((doc) => doc.toJS())
        .filter((doc) => !!doc && typeof doc.kind === 'string');
}
/** The rootfs's `etc/k3s.yml`: one document of k3s flags (empty means none). */
function parseImageK3sConfig(text) {
    const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    return value === null || value === undefined ? undefined : (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkK3sDocument */ .j2)(value, 'rootfs etc/k3s.yml');
}


/***/ }),

/***/ 41238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resultOf),
/* harmony export */   b: () => (/* binding */ emptyProgress)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

const PRODUCED_BY = { images: 'Pull images', trees: 'Run config' };
/** A result an earlier phase handed on; asking before that phase ran is a pipeline order bug, said as such. */
function resultOf(context, key) {
    const result = context.results[key];
    if (result === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei(`internal: the ${key} are read before the ${PRODUCED_BY[key]} phase made them`);
    return result;
}
function emptyProgress() {
    return {
        joined: new Set(),
        removed: new Set(),
        installedImages: new Set(),
        upgraded: new Set(),
        upgrade: 'not started',
        hostKeys: new Map(),
        guestFailures: [],
        cancelledImages: [],
        startedAt: Date.now(),
        hostTimings: [],
    };
}


/***/ }),

/***/ 82284:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ topologyOf),
/* harmony export */   l: () => (/* binding */ ipOf)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22360);

function topologyOf(plan, desired, current, localHost) {
    const wanted = [...(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(desired), ...(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(desired)];
    const joining = new Set([...plan.mastersToJoin, ...plan.nodesToJoin]);
    if (plan.action === 'create')
        joining.add(plan.master0);
    const entries = new Map([...(current ? (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__.clusterHosts)(current) : []), ...(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__.clusterHosts)(desired)].map((host) => [host.ip, host]));
    const registries = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostsWithRole */ .qk)(desired, 'registry');
    return {
        master0: plan.master0,
        masters: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(desired),
        nodes: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(desired),
        existing: wanted.filter((host) => !joining.has(host)),
        joining: {
            masters: plan.action === 'create' ? (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(desired) : plan.mastersToJoin,
            nodes: plan.nodesToJoin,
        },
        removing: { masters: plan.mastersToRemove, nodes: plan.nodesToRemove },
        registries: registries.length > 0 ? registries : [plan.master0],
        localHost,
        roles: (host) => entries.get(ipOf(host))?.roles ?? [],
        env: (host) => entries.get(ipOf(host))?.entry.env ?? [],
    };
}
function ipOf(host) {
    return (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostIp */ .MQ)(host) ?? host;
}


/***/ }),

/***/ 72918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ clusterVip)
/* harmony export */ });
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80108);
/* harmony import */ var _runtime_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78846);


/** The VIP nodes reach the masters through: the rootfs `vip` label (usually `$defaultVIP`) expanded with the env. */
function clusterVip(images, env) {
    const label = images.labels.vip;
    if (!label)
        return _runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultVip */ .$j;
    const expanded = (0,_render_index_js__WEBPACK_IMPORTED_MODULE_0__/* .expandCommand */ .h5)(label, env).command.trim();
    return expanded && !expanded.includes('$') ? expanded : _runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultVip */ .$j;
}


/***/ }),

/***/ 78846:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jo: () => (/* reexport */ DistributionChangeError),
  KO: () => (/* reexport */ K3sRuntime),
  Ix: () => (/* reexport */ KubeadmRuntime),
  Y_: () => (/* reexport */ LVSCARE_DOMAIN),
  bu: () => (/* reexport */ errors/* RuntimeError */.bu),
  wS: () => (/* reexport */ addHostsEntriesScript),
  o2: () => (/* reexport */ addHostsEntryScript),
  uU: () => (/* reexport */ cluster_endpoint/* apiServerDomain */.u),
  j2: () => (/* reexport */ checkK3sDocument),
  $j: () => (/* reexport */ cluster_endpoint/* defaultVip */.$),
  AO: () => (/* reexport */ distributionOf),
  oT: () => (/* reexport */ k3sPaths),
  DC: () => (/* reexport */ kubernetesPaths),
  Xs: () => (/* reexport */ removeHostsEntriesScript),
  DQ: () => (/* reexport */ removeHostsEntryScript)
});

// UNUSED EXPORTS: K3sConfigError, KubeadmConfigError, RuntimeConfigError, agentConfig, buildKubeadmConfig, clusterPaths, defaultLvscareImage, initServerConfig, joinServerConfig, k3sClusterPaths, kubeadmApiVersion, lvscareManifest, parseKubernetesVersion, renderInitConfiguration, renderJoinMasterConfiguration, renderJoinNodeConfiguration, renderK3sConfig

// EXTERNAL MODULE: ./.build/runtime/cluster-endpoint.js
var cluster_endpoint = __webpack_require__(78313);
// EXTERNAL MODULE: ./.build/runtime/errors.js
var errors = __webpack_require__(88094);
;// CONCATENATED MODULE: ./.build/runtime/distribution.js

/**
 * The runtime a rootfs image asks for, from its labels. sealos reads `sealos.io.distribution` (newer images
 * write `apps.sealos.io/distribution`); `kubernetes`, `kubeadm` or no label mean kubeadm. Anything else is
 * refused rather than guessed (sealos v5 `pkg/runtime/factory`, `pkg/constants` label names).
 */
function distributionOf(labels, image) {
    const raw = (labels['sealos.io.distribution'] ?? labels['apps.sealos.io/distribution'] ?? '').trim();
    switch (raw.toLowerCase()) {
        case '':
        case 'kubernetes':
        case 'kubeadm':
            return 'kubeadm';
        case 'k3s':
            return 'k3s';
        default:
            throw new errors/* RuntimeError */.bu(`rootfs image ${image} asks for distribution "${raw}" (label sealos.io.distribution); supported: kubernetes (kubeadm), k3s`, { phase: 'pull images' });
    }
}
/** A cluster asked to run another distribution than the one it runs: only a reset and a new create can. */
class DistributionChangeError extends errors/* RuntimeError */.bu {
    constructor(cluster, running, wanted, image, phase) {
        super(`cluster "${cluster}" runs ${running}, and its rootfs image asks for ${wanted} (${image}): a cluster cannot change its distribution; reset it first`, { phase });
    }
}

// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
;// CONCATENATED MODULE: ./.build/runtime/etc-hosts.js

const HOSTS_FILE = '/etc/hosts';
/**
 * The one home of every `/etc/hosts` edit (Bootstrap's names, a joined master's own apiserver, their removal):
 * scripts that keep one entry per domain. The file is rewritten in place (awk truncates and writes it once it
 * has read it all, its inode kept), never renamed or `sed -i`'d, because containers bind-mount it as a single
 * file and a rename over a mount point fails; it is left untouched when already right, so a re-run changes
 * nothing. One awk per name and nothing else: these run on every host of a cluster, where each extra process
 * costs (bench/RESULTS.md §5d).
 */
function addHostsEntryScript(ip, domain, file = HOSTS_FILE) {
    return addHostsEntriesScript([{ ip, domain }], file);
}
/** Several names in one command, each as `addHostsEntryScript` sets it, in order. */
function addHostsEntriesScript(entries, file = HOSTS_FILE) {
    const f = (0,shell/* shellQuote */.ZL)(file);
    return [
        'set -e',
        `[ -e ${f} ] || : > ${f}`,
        ...entries.map(({ ip, domain }) => `D=${(0,shell/* shellQuote */.ZL)(domain)} W=${(0,shell/* shellQuote */.ZL)(ip)} F=${f} awk '${hostsRewrite('if ($1 == w && NF == 2) kept++; else other++', 'if (other == 0 && kept == 1) exit 0', 'print w " " d > f')}' ${f}`),
    ].join('\n');
}
function removeHostsEntryScript(domain, file = HOSTS_FILE) {
    return removeHostsEntriesScript([domain], file);
}
/** Several names removed in one command. */
function removeHostsEntriesScript(domains, file = HOSTS_FILE) {
    const f = (0,shell/* shellQuote */.ZL)(file);
    return [
        'set -e',
        `[ -e ${f} ] || exit 0`,
        ...domains.map((domain) => `D=${(0,shell/* shellQuote */.ZL)(domain)} F=${f} awk '${hostsRewrite('other++', 'if (other == 0) exit 0')}' ${f}`),
    ].join('\n');
}
/**
 * The awk program (its values from the environment: \`awk -v\` would turn backslashes in them into escapes):
 * reads every line, counts those naming `d` (`onNamed`), then, unless `unchanged` exits,
 * writes the lines that do not name `d` back into `f`, then `append`. `printf "" > f` truncates even when no
 * line is left to write.
 */
function hostsRewrite(onNamed, unchanged, append) {
    const write = [
        'printf "" > f',
        'for (j = 1; j <= NR; j++) if (!(j in named)) print line[j] > f',
        ...(append ? [append] : []),
        'close(f)',
    ].join('; ');
    return `BEGIN { d = ENVIRON["D"]; w = ENVIRON["W"]; f = ENVIRON["F"] }\n{ line[NR] = $0; for (i = 2; i <= NF; i++) if ($i == d) { named[NR] = 1; ${onNamed}; break } }\nEND { ${unchanged}; ${write} }`;
}
/** The name lvscare's IPVS rules are set up against, pointing at each host itself (sealos `lvscare.node.ip`). */
const LVSCARE_DOMAIN = 'lvscare.node.ip';

// EXTERNAL MODULE: ./.build/clusterfile/address.js
var address = __webpack_require__(51253);
// EXTERNAL MODULE: ./.build/clusterfile/schema.js
var schema = __webpack_require__(7670);
// EXTERNAL MODULE: ./.build/yaml/deep-merge.js
var deep_merge = __webpack_require__(52841);
// EXTERNAL MODULE: ./.build/runtime/yaml.js
var yaml = __webpack_require__(95186);
;// CONCATENATED MODULE: ./.build/runtime/cluster-folders.js
/** Where sealos keeps a cluster's files on every host, whatever runs it; kept identical so hosts stay sealos-compatible. */
function clusterFolders(cluster) {
    const data = `/var/lib/sealos/data/${cluster}`;
    return {
        data,
        rootfs: `${data}/rootfs`,
        etc: `${data}/etc`,
        /** sealos's host helper, shipped in labring rootfs images. */
        sealctl: `${data}/rootfs/opt/sealctl`,
    };
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/paths.js

/** Where k3s keeps its files on a host: fixed by k3s and labring's k3s images (sealos pkg/runtime/k3s/consts.go). */
const k3sPaths = {
    config: '/etc/rancher/k3s/config.yaml',
    registries: '/etc/rancher/k3s/registries.yaml',
    kubeconfig: '/etc/rancher/k3s/k3s.yaml',
    dataDir: '/var/lib/rancher/k3s',
    lvscareManifest: '/var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml',
};
/** The cluster's own k3s files: the tokens live beside the other generated configurations, as sealos keeps them. */
function k3sClusterPaths(cluster) {
    const paths = clusterFolders(cluster);
    return {
        sealctl: paths.sealctl,
        token: `${paths.etc}/token`,
        agentToken: `${paths.etc}/agent-token`,
    };
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/config.js







/**
 * The agent's flags (sealos's AgentConfig, pkg/runtime/k3s/types.go): all a node's configuration may hold,
 * because `k3s agent` refuses the server's flags.
 */
const agentKeys = [
    'debug',
    'v',
    'vmodule',
    'log',
    'alsologtostderr',
    'token',
    'token-file',
    'server',
    'data-dir',
    'lb-server-port',
    'resolv-conf',
    'node-ip',
    'node-external-ip',
    'node-name',
    'pause-image',
    'snapshotter',
    'docker',
    'container-runtime-endpoint',
    'flannel-iface',
    'flannel-conf',
    'flannel-cni-conf',
    'vpn-auth',
    'vpn-auth-file',
    'with-node-id',
    'selinux',
    'protect-kernel-defaults',
    'private-registry',
    'airgap-extra-registry',
    'kubelet-arg',
    'kube-proxy-arg',
    'node-label',
    'node-taint',
    'image-credential-provider-bin-dir',
    'image-credential-provider-config',
    'rootless',
    'prefer-bundled-bin',
];
/** What sealos starts from (pkg/runtime/k3s/config.go `defaultingConfig`), for servers and agents alike. */
function k3sDefaults() {
    return {
        'bind-address': '0.0.0.0',
        'https-listen-port': 6443,
        'cluster-cidr': ['10.42.0.0/16'],
        'service-cidr': ['10.96.0.0/16'],
        'cluster-domain': 'cluster.local',
        'disable-cloud-controller': true,
        'disable-helm-controller': true,
        'disable-network-policy': true,
        'egress-selector-mode': 'agent',
        'flannel-backend': 'vxlan',
        'write-kubeconfig-mode': '0644',
        disable: ['servicelb', 'traefik', 'local-storage', 'metrics-server'],
        'prefer-bundled-bin': true,
        'data-dir': k3sPaths.dataDir,
        'kube-proxy-arg': [],
        'kubelet-arg': [],
        'pause-image': 'docker.io/rancher/pause:3.1',
        'private-registry': k3sPaths.registries,
        'node-label': ['sealos.io/distribution=k3s'],
    };
}
/** master0's configuration: the server one with `cluster-init`, so k3s starts embedded etcd. */
function initServerConfig(input) {
    return { ...serverConfig(input), 'cluster-init': true };
}
/** Another master's configuration: the server one joining master0 through the apiserver name. */
function joinServerConfig(input) {
    const config = serverConfig(input);
    return { ...config, server: serverUrl(config) };
}
/**
 * A node's configuration: the agent keys only, the agent token, and the apiserver name (the VIP on nodes, set
 * in /etc/hosts by Bootstrap).
 */
function agentConfig(input) {
    const config = sealosConfig(input);
    const agent = {};
    for (const key of agentKeys)
        if (config[key] !== undefined)
            agent[key] = config[key];
    agent['token-file'] = input.agentTokenFile;
    agent.server = serverUrl(config);
    return agent;
}
/** The port the apiserver listens on, from a configuration built here (6443 unless a document says otherwise). */
function httpsPort(config) {
    const port = Number(config['https-listen-port'] ?? 6443);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new errors/* K3sConfigError */.UJ(`${JSON.stringify(config['https-listen-port'])} is not a port`, {
            field: 'https-listen-port',
        });
    return port;
}
/** The port of the apiserver as the configurations say; for lvscare and reset, which need no host. */
function apiServerPortOf(input) {
    return httpsPort(sealosConfig(input));
}
/** The file as sealos writes it: one YAML document, keys sorted. */
function renderK3sConfig(config) {
    return (0,yaml/* stringifyDocuments */.g)([config]);
}
/**
 * Checks a k3s document from the image or the Clusterfile: a map of flags whose values are scalars or lists
 * of scalars, no token in it. `source` names it in errors.
 */
function checkK3sDocument(document, source) {
    if (!(0,deep_merge/* isYamlMap */.S6)(document))
        throw new errors/* K3sConfigError */.UJ('a k3s configuration must be a mapping of flags', { field: source });
    for (const [key, value] of Object.entries(document)) {
        if (schema/* K3S_SECRET_KEYS */.EU.includes(key))
            throw new errors/* K3sConfigError */.UJ('is a secret and would be saved with the Clusterfile; the tokens are generated and kept in files on the hosts', { field: `${source} ${key}` });
        const values = Array.isArray(value) ? value : [value];
        if (values.some((item) => item !== null && typeof item === 'object'))
            throw new errors/* K3sConfigError */.UJ('a k3s flag takes a scalar or a list of scalars', {
                field: `${source} ${key}`,
            });
    }
    return document;
}
/** Defaults, the image's and the user's documents, then what sealos always sets (`sealosCfg`, `overrideCertSans`). */
function sealosConfig(input) {
    const config = { ...k3sDefaults() };
    // As sealos's mergo.WithOverride: a key given replaces the default, lists included, and empty values do not;
    // unlike mergo, false and 0 are values here (`disable-network-policy: false` means it).
    for (const document of [input.imageConfig, input.userConfig]) {
        for (const [key, value] of Object.entries(document ?? {})) {
            if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
                continue;
            config[key] = value;
        }
    }
    const proxyArgs = new Set(listOf(config, 'kube-proxy-arg'));
    proxyArgs.add(`ipvs-exclude-cidrs=${input.vip}/32`);
    proxyArgs.add('proxy-mode=ipvs');
    config['kube-proxy-arg'] = [...proxyArgs];
    const serviceCidrs = listOf(config, 'service-cidr');
    const sans = [
        '127.0.0.1',
        cluster_endpoint/* apiServerDomain */.u,
        input.vip,
        ...input.masters,
        ...listOf(config, 'tls-san'),
        // sealos lists the service CIDR itself, which no certificate can match; the apiserver's service IP can.
        ...serviceCidrs.flatMap((cidr) => indexedIp(cidr, 1) ?? []),
        String(config['cluster-domain'] ?? 'cluster.local'),
    ];
    config['tls-san'] = [...new Set(sans)];
    return config;
}
/** Both tokens and the cluster DNS (the service CIDR's tenth address, as kubeadm and sealos choose). */
function serverConfig(input) {
    const config = sealosConfig(input);
    config['token-file'] = input.tokenFile;
    config['agent-token-file'] = input.agentTokenFile;
    const firstCidr = listOf(config, 'service-cidr')[0];
    if (listOf(config, 'cluster-dns').length === 0 && firstCidr) {
        const dns = indexedIp(firstCidr, 10);
        if (dns)
            config['cluster-dns'] = [dns];
    }
    return config;
}
function serverUrl(config) {
    return `https://${cluster_endpoint/* apiServerDomain */.u}:${httpsPort(config)}`;
}
/** A flag given once or as a list (k3s takes `key: a,b` and `key: [a, b]`), as a list of strings. */
function listOf(config, key) {
    const value = config[key];
    if (value === undefined || value === null)
        return [];
    const values = Array.isArray(value) ? value : String(value).split(',');
    return values.map((item) => String(item).trim()).filter((item) => item !== '');
}
/** The IPv4 address `index` places into `cidr`; IPv6 ranges are left to k3s (undefined). */
function indexedIp(cidr, index) {
    const [network] = cidr.split('/');
    const base = network === undefined ? undefined : (0,address/* ipv4ToNumber */.Cx)(network);
    return base === undefined ? undefined : (0,address/* numberToIpv4 */.gG)((base + index) >>> 0);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/errors.js
var _build_errors = __webpack_require__(89243);
;// CONCATENATED MODULE: ./.build/runtime/commands.js



/** Shell commands every runtime uses to look at a host. */
function fileExists(path) {
    return `test -f ${(0,shell/* shellQuote */.ZL)(path)}`;
}
function hostname() {
    return 'hostname';
}
/** After joining, a master talks to its own apiserver (sealos: `hosts add --ip <self>`). */
function pointApiServerAt(ip) {
    return addHostsEntryScript(ip, cluster_endpoint/* apiServerDomain */.u);
}

// EXTERNAL MODULE: ./.build/hosts/errors.js
var hosts_errors = __webpack_require__(89727);
// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
;// CONCATENATED MODULE: ./.build/runtime/host-steps.js




/**
 * How a runtime runs its commands and writes its files on hosts, shared by every runtime: each command logged at
 * debug level, every failure located at host and step (the phase the user sees).
 */
class HostSteps {
    context;
    constructor(context) {
        this.context = context;
    }
    get concurrency() {
        return this.context.concurrency ?? 8;
    }
    host(ip) {
        return this.context.connect(ip);
    }
    /** Runs `work` on every host, at most `concurrency` at once, all to their end; the failures in hosts' order. */
    async failuresOnEach(ips, work) {
        return (0,fan_out/* failuresIn */.xM)(await (0,fan_out/* settleEachHost */.vL)(ips, work, { concurrency: this.concurrency }));
    }
    /**
     * Runs one cleaning command on every host of `topology`, going on past failures: nodes first (in parallel),
     * then the other masters, master0 last, so etcd members leave one by one. Failures are logged and reported.
     */
    async resetInOrder(topology, command, step) {
        const report = { cleaned: [], failed: [] };
        const resetOne = async (ip) => {
            try {
                await this.mustRun(ip, command, step);
                report.cleaned.push(ip);
            }
            catch (error) {
                this.context.logger.withPrefix(ip).error(`not cleaned: ${(0,_build_errors/* errorMessage */.gJ)(error)}`);
                report.failed.push({ host: ip, message: (0,_build_errors/* errorMessage */.gJ)(error) });
            }
        };
        await (0,fan_out/* settleEachHost */.vL)(topology.nodes, resetOne, { concurrency: this.concurrency });
        for (const ip of [...topology.masters.slice(1), topology.masters[0]])
            await resetOne(ip);
        return report;
    }
    async succeeds(ip, command, step) {
        return (await this.execute(ip, command, step)).exitCode === 0;
    }
    async mustRun(ip, command, step) {
        const result = await this.execute(ip, command, step);
        if (result.exitCode !== 0) {
            throw new hosts_errors/* CommandError */.Qd({
                host: ip,
                command,
                exitCode: result.exitCode,
                stderr: result.stderr,
                stdout: result.stdout,
                phase: step,
            });
        }
        return result;
    }
    /** Runs without failing on an exit code; a lost connection still throws, located at host and step. */
    async execute(ip, command, step) {
        this.context.logger.withPrefix(ip).debug(`$ ${command}`);
        try {
            return await this.host(ip).run(command, { check: false });
        }
        catch (error) {
            if (error instanceof _build_errors/* SealosError */.ei)
                throw error;
            throw new errors/* RuntimeError */.bu((0,_build_errors/* errorMessage */.gJ)(error), { host: ip, phase: step, cause: error });
        }
    }
    async write(ip, path, content, mode, step) {
        try {
            await this.host(ip).writeFile(path, content, { mode });
        }
        catch (error) {
            throw new errors/* RuntimeError */.bu(`cannot write ${path}: ${(0,_build_errors/* errorMessage */.gJ)(error)}`, {
                host: ip,
                phase: step,
                file: path,
                cause: error,
            });
        }
    }
    async read(ip, path, step) {
        try {
            return await this.host(ip).readFile(path);
        }
        catch (error) {
            throw new errors/* RuntimeError */.bu(`cannot read ${path}: ${(0,_build_errors/* errorMessage */.gJ)(error)}`, {
                host: ip,
                phase: step,
                file: path,
                cause: error,
            });
        }
    }
}

;// CONCATENATED MODULE: ./.build/runtime/ipvs.js

/**
 * The IPVS rule a node reaches the apiserver through (VIP → every master), set and cleared by shell commands
 * that kubeadm and k3s nodes share. labring images ship sealctl in `rootfs/opt`; without it plain ipvsadm does
 * the same (a dummy `lvscare` link holds the VIP).
 */
/**
 * Sets the rule once, before kubelet (and so the lvscare static pod) runs, like sealos's
 * `sealctl ipvs --run-once`.
 */
function ipvsRunOnce(sealctl, vip, port, masters) {
    const virtual = (0,shell/* shellQuote */.ZL)(`${vip}:${port}`);
    const sealctlArgs = masters.map((master) => `--rs ${(0,shell/* shellQuote */.ZL)(`${master}:${port}`)}`).join(' ');
    const ipvsadm = [
        '(ip link show lvscare >/dev/null 2>&1 || ip link add lvscare type dummy)',
        `ip addr replace ${(0,shell/* shellQuote */.ZL)(`${vip}/32`)} dev lvscare`,
        `(ipvsadm -D -t ${virtual} >/dev/null 2>&1 || true)`,
        `ipvsadm -A -t ${virtual} -s rr`,
        ...masters.map((master) => `ipvsadm -a -t ${virtual} -r ${(0,shell/* shellQuote */.ZL)(`${master}:${port}`)} -m`),
    ].join(' && ');
    return [
        `if [ -x ${(0,shell/* shellQuote */.ZL)(sealctl)} ]; then`,
        `  ${(0,shell/* shellQuote */.ZL)(sealctl)} ipvs --vs ${virtual} ${sealctlArgs} --health-path /healthz --health-schem https --run-once`,
        'elif command -v ipvsadm >/dev/null 2>&1; then',
        `  ${ipvsadm}`,
        'else',
        `  echo ${(0,shell/* shellQuote */.ZL)(`neither ${sealctl} nor ipvsadm is here to route ${vip}:${port} to the masters`)} >&2; exit 1`,
        'fi',
    ].join('\n');
}
/**
 * Lines of a reset script that clear the IPVS state the VIP rule and kube-proxy leave behind; each failure is
 * added to the script's `$failed` list, so the other parts still run.
 */
function ipvsClearLines(sealctl, vip, port) {
    return [
        `if [ -x ${(0,shell/* shellQuote */.ZL)(sealctl)} ]; then ${(0,shell/* shellQuote */.ZL)(sealctl)} ipvs --vs ${(0,shell/* shellQuote */.ZL)(`${vip}:${port}`)} -C || failed="$failed sealctl-ipvs"; fi`,
        'if command -v ipvsadm >/dev/null 2>&1; then ipvsadm -C || failed="$failed ipvsadm"; fi',
        'ip link delete kube-ipvs0 >/dev/null 2>&1 || true',
        'ip link delete lvscare >/dev/null 2>&1 || true',
    ];
}

;// CONCATENATED MODULE: ./.build/runtime/lvscare.js

/** The lvscare image when the rootfs has no `image` label (sealos's constant). */
const defaultLvscareImage = 'sealos.hub:5000/sealos/lvscare:latest';
/**
 * The static pod sealos runs on every node (`kube-sealos-lvscare`): it keeps the IPVS rule VIP → masters and
 * health-checks each master's /healthz. Same fields as sealos's pkg/ipvs/lvscare.go; kubeadm and k3s nodes
 * both run it, from their own static pod folder.
 */
function lvscareManifest(input) {
    const name = 'kube-sealos-lvscare';
    return (0,yaml/* stringifyDocuments */.g)([
        {
            apiVersion: 'v1',
            kind: 'Pod',
            metadata: { creationTimestamp: null, name, namespace: 'kube-system' },
            spec: {
                containers: [
                    {
                        args: [
                            'care',
                            '--vs',
                            `${input.vip}:${input.port}`,
                            '--health-path',
                            '/healthz',
                            '--health-schem',
                            'https',
                            ...input.masters.flatMap((master) => ['--rs', `${master}:${input.port}`]),
                            ...(input.extraArgs ?? []),
                        ],
                        command: ['/usr/bin/lvscare'],
                        env: [{ name: 'LVSCARE_NODE_IP', value: input.nodeIp }],
                        image: input.image,
                        imagePullPolicy: 'IfNotPresent',
                        name,
                        resources: {},
                        securityContext: { privileged: true },
                        volumeMounts: [{ mountPath: '/lib/modules', name: 'lib-modules', readOnly: true }],
                    },
                ],
                hostNetwork: true,
                priorityClassName: 'system-node-critical',
                volumes: [{ hostPath: { path: '/lib/modules', type: '' }, name: 'lib-modules' }],
            },
            status: {},
        },
    ]);
}

;// CONCATENATED MODULE: ./.build/runtime/node-name.js

/** A Kubernetes node name: a DNS-1123 subdomain (what kubelet registers, and all `kubectl` accepts). */
const NODE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/**
 * The node name a host reports (its `hostname` output, lower-cased: what kubelet and k3s register by default),
 * checked before it goes into a command on master0: a host is not trusted to name itself something a shell
 * would run.
 */
function checkNodeName(hostnameOutput, host, phase = 'Delete') {
    const name = hostnameOutput.trim().toLowerCase();
    if (name.length > 0 && name.length <= 253 && NODE_NAME.test(name))
        return name;
    throw new errors/* RuntimeError */.bu(`the host's hostname ${JSON.stringify(name.slice(0, 80))} is not a Kubernetes node name (DNS-1123: lower-case ` +
        'letters, digits, "-" and ".", at most 253 characters): it is not passed to kubectl', { host, phase });
}

;// CONCATENATED MODULE: ./.build/runtime/topology-checks.js

/**
 * What every runtime refuses before touching a host: joining a host that is not a wanted member of its role,
 * or removing one that still is. master0 (the topology's first master) is initialised, never joined or removed.
 */
function checkMastersToJoin(topology, ips) {
    for (const ip of ips)
        if (ip === topology.masters[0] || !topology.masters.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} is not a master to join (master0 is initialised, not joined)`, {
                host: ip,
                phase: 'Join',
            });
}
function checkNodesToJoin(topology, ips) {
    for (const ip of ips)
        if (!topology.nodes.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} is not a node of the cluster`, { host: ip, phase: 'Join' });
}
function checkMastersToDelete(topology, ips) {
    for (const ip of ips)
        if (ip === topology.masters[0] || topology.masters.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} cannot be removed: it is master0 or still a wanted master`, {
                host: ip,
                phase: 'Delete',
            });
}
function checkNodesToDelete(topology, ips) {
    for (const ip of ips)
        if (topology.masters.includes(ip) || topology.nodes.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} cannot be removed: it is still a wanted host`, {
                host: ip,
                phase: 'Delete',
            });
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/commands.js




/** The commands every runtime shares, re-exported so this runtime's plan reads from one module. */

/**
 * The shell commands of the k3s runtime, as plain strings: what sealos runs (pkg/runtime/k3s), except where a
 * comment says otherwise. Kept pure so tests can assert them exactly.
 */
const service = 'k3s';
/** A host runs k3s once its service is active; `systemctl start` of a Type=notify unit returns only then. */
function serviceActive() {
    return `systemctl is-active --quiet ${service}`;
}
/** sealos's `ServiceEnable` and `ServiceStart`, one command each so a failure names its step. */
function startService() {
    return ['systemctl daemon-reload', `systemctl enable ${service}`, `systemctl start ${service}`];
}
/**
 * The admin kubeconfig k3s writes names the server by its bind address (`https://0.0.0.0:6443` with sealos's
 * `bind-address`, else `https://127.0.0.1:6443`): sealos replaces it with the apiserver name, which every host
 * resolves and the certificate holds (tls-san).
 */
function rewriteKubeconfigServer(text) {
    return text.replace(/^(\s*server:\s*https:\/\/)(?:0\.0\.0\.0|127\.0\.0\.1|localhost)(?=:\d+\s*$|\s*$)/gm, `$1${cluster_endpoint/* apiServerDomain */.u}`);
}
/** The kubeconfig of a master for `kubectl` there (`~/.kube/config`), as sealos copies it, owner-only. */
function installUserKubeconfig() {
    const server = `s#^\\([[:space:]]*server:[[:space:]]*https://\\)\\(0\\.0\\.0\\.0\\|127\\.0\\.0\\.1\\|localhost\\):#\\1${cluster_endpoint/* apiServerDomain */.u}:#`;
    return [
        'mkdir -p "$HOME/.kube"',
        `(umask 077 && sed '${server}' ${k3sPaths.kubeconfig} > "$HOME/.kube/config.tmp")`,
        'mv -f "$HOME/.kube/config.tmp" "$HOME/.kube/config"',
    ].join(' && ');
}
/** `k3s kubectl` (sealos runs `kubectl`): the one matching the server, whatever else is on the PATH. */
function deleteK3sNode(name) {
    return `k3s kubectl --kubeconfig=${k3sPaths.kubeconfig} delete node ${(0,shell/* shellQuote */.ZL)(name)} --ignore-not-found`;
}
/**
 * The runtime's part of cleaning a host (sealos `resetNode`: `~/.kube`, the IPVS rule), plus stopping and
 * disabling the k3s service and removing the configuration and the lvscare pod written here, so a host is
 * clean even when the image's clean script is not thorough. The image's clean script (run after, by the
 * Bootstrap undo) removes k3s itself and its data. Every part runs; the failures are named.
 */
function resetK3sHost(sealctl, vip, port) {
    return [
        "failed=''",
        `if [ -f /etc/systemd/system/${service}.service ] || systemctl cat ${service} >/dev/null 2>&1; then`,
        `  systemctl stop ${service} || failed="$failed stop-${service}"`,
        `  systemctl disable ${service} || failed="$failed disable-${service}"`,
        'fi',
        `rm -f ${k3sPaths.config} ${k3sPaths.lvscareManifest} || failed="$failed files"`,
        'rm -rf "$HOME/.kube" || failed="$failed files"',
        ...ipvsClearLines(sealctl, vip, port),
        'if [ -n "$failed" ]; then echo "not cleaned:$failed" >&2; exit 1; fi',
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/runtime.js













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
class K3sRuntime {
    options;
    paths;
    steps;
    input;
    constructor(options) {
        this.options = options;
        if (!options.topology.masters[0])
            throw new errors/* RuntimeError */.bu('the cluster has no master', { phase: 'Init' });
        this.paths = k3sClusterPaths(options.topology.name);
        this.steps = new HostSteps(options);
        this.input = {
            ...options.config,
            vip: options.config.vip || cluster_endpoint/* defaultVip */.$,
            masters: options.topology.masters,
            tokenFile: this.paths.token,
            agentTokenFile: this.paths.agentToken,
        };
    }
    get master0() {
        return this.options.topology.masters[0];
    }
    async init() {
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
        await this.steps.mustRun(ip, installUserKubeconfig(), 'Init');
    }
    async joinMasters(ips) {
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
                await this.steps.mustRun(ip, installUserKubeconfig(), 'Join');
            }
        }
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
    }
    async joinNodes(ips) {
        checkNodesToJoin(this.options.topology, ips);
        const pending = await this.notJoined(ips);
        let failures = [];
        if (pending.length > 0) {
            const config = agentConfig(this.input);
            const tokens = await this.masterTokens(false);
            failures = await this.steps.failuresOnEach(pending, (ip) => this.joinNode(ip, config, tokens));
        }
        const failed = new Set(failures.map((f) => f.host));
        await this.syncLvscare(ips.filter((ip) => !failed.has(ip)));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
    }
    async deleteMasters(ips) {
        checkMastersToDelete(this.options.topology, ips);
        const failures = [];
        // One at a time: each server leaves etcd before the next.
        for (const ip of ips) {
            await this.deleteHost(ip).catch((error) => failures.push({ host: ip, error }));
        }
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    async deleteNodes(ips) {
        checkNodesToDelete(this.options.topology, ips);
        const failures = await this.steps.failuresOnEach(ips, (ip) => this.deleteHost(ip));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    /** Nodes first (in parallel), then the other masters, master0 last, as for kubeadm. */
    async reset() {
        return this.steps.resetInOrder(this.options.topology, this.resetCommand(), 'Reset');
    }
    async kubeconfig() {
        const text = await this.steps.read(this.master0, k3sPaths.kubeconfig, 'Kubeconfig');
        for (const match of text.matchAll(/^\s*(?:client-key-data|token|password):\s*(\S+)\s*$/gm)) {
            this.options.logger.addSecret(match[1]);
        }
        return rewriteKubeconfigServer(text);
    }
    async joinNode(ip, config, tokens) {
        const port = this.apiServerPort();
        this.options.logger.withPrefix(ip).info(`joining as a k3s agent through ${this.input.vip}:${port}`);
        const masters = this.options.topology.masters;
        await this.steps.mustRun(ip, ipvsRunOnce(this.paths.sealctl, this.input.vip, port, masters), 'Join');
        await this.writeTokens(ip, tokens, false, 'Join');
        await this.steps.write(ip, k3sPaths.config, renderK3sConfig(config), 0o600, 'Join');
        await this.start(ip, 'Join');
    }
    async start(ip, step) {
        for (const command of startService())
            await this.steps.mustRun(ip, command, step);
    }
    /**
     * The tokens master0 holds. On init they are made when master0 has none yet (a first init, or one that
     * stopped before writing them); on a join they must be there, since they are what k3s on master0 was
     * started with.
     */
    async masterTokens(create) {
        const ip = this.master0;
        const step = create ? 'Init' : 'Join';
        const read = async (path) => {
            if (!(await this.steps.succeeds(ip, fileExists(path), step)))
                return undefined;
            const token = (await this.steps.read(ip, path, step)).trim();
            this.options.logger.addSecret(token);
            return token || undefined;
        };
        const server = await read(this.paths.token);
        const agent = await read(this.paths.agentToken);
        if (server && agent)
            return { server, agent };
        if (!create)
            throw new errors/* RuntimeError */.bu(`master0 has no k3s token in ${server ? this.paths.agentToken : this.paths.token}; it was not initialised by this tool, or its data folder was removed`, { host: ip, phase: step });
        const make = () => {
            const token = this.options.createToken?.() ?? (0,external_node_crypto_.randomBytes)(32).toString('hex');
            this.options.logger.addSecret(token);
            return token;
        };
        return { server: server ?? make(), agent: agent ?? make() };
    }
    async writeTokens(ip, tokens, server, step) {
        if (server)
            await this.steps.write(ip, this.paths.token, `${tokens.server}\n`, 0o600, step);
        await this.steps.write(ip, this.paths.agentToken, `${tokens.agent}\n`, 0o600, step);
    }
    /** master0 is running once k3s is active and has written its admin kubeconfig. */
    async running(ip) {
        return ((await this.steps.succeeds(ip, serviceActive(), 'Init')) &&
            (await this.steps.succeeds(ip, fileExists(k3sPaths.kubeconfig), 'Init')));
    }
    /** Joined nodes get the lvscare pod with the current masters; a manifest already right is left alone. */
    async syncLvscare(joinedNodes) {
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
            if (current === wanted)
                return;
            this.options.logger.withPrefix(ip).info('updating the lvscare masters');
            await this.steps.write(ip, k3sPaths.lvscareManifest, wanted, 0o644, 'Join');
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
    }
    /**
     * The node leaves the API first (on master0), then the host is cleaned even when the API refused (sealos
     * does the same); that failure is reported after.
     */
    async deleteHost(ip) {
        const name = checkNodeName((await this.steps.mustRun(ip, hostname(), 'Delete')).stdout, ip);
        this.options.logger.withPrefix(ip).info(`removing node ${name}`);
        const fromApi = await this.steps.mustRun(this.master0, deleteK3sNode(name), 'Delete').then(() => undefined, (error) => error);
        await this.steps.mustRun(ip, this.resetCommand(), 'Delete');
        if (fromApi !== undefined)
            throw fromApi;
    }
    resetCommand() {
        return resetK3sHost(this.paths.sealctl, this.input.vip, this.apiServerPort());
    }
    /**
     * The apiserver port as the documents say; reset and removal must work on a broken cluster, so a document
     * that does not give a port falls back to 6443 with a warning.
     */
    apiServerPort() {
        try {
            return apiServerPortOf(this.input);
        }
        catch (error) {
            this.options.logger.warn(`using the default apiserver port 6443: ${(0,_build_errors/* errorMessage */.gJ)(error)}`);
            return 6443;
        }
    }
    async notJoined(ips) {
        const joined = new Set(await this.joined(ips));
        for (const ip of joined)
            this.options.logger.withPrefix(ip).info('already joined: k3s is active');
        return ips.filter((ip) => !joined.has(ip));
    }
    async joined(ips) {
        const joined = new Set();
        const failures = await this.steps.failuresOnEach(ips, async (ip) => {
            if (await this.steps.succeeds(ip, serviceActive(), 'Join'))
                joined.add(ip);
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
        return ips.filter((ip) => joined.has(ip));
    }
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/config.js + 3 modules
var kubeadm_config = __webpack_require__(1325);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/paths.js

/** The kubeadm runtime's files of a cluster on a host, beside sealos's folders (same names as sealos's). */
function clusterPaths(cluster) {
    const folders = clusterFolders(cluster);
    const data = folders.data;
    return {
        ...folders,
        initConfig: `${data}/etc/kubeadm-init.yaml`,
        joinMasterConfig: `${data}/etc/kubeadm-join-master.yaml`,
        joinNodeConfig: `${data}/etc/kubeadm-join-node.yaml`,
        /** The key the control-plane certificates are uploaded under, kept on master0 for later master joins. */
        certificateKey: `${data}/etc/kubeadm-certificate-key.txt`,
        auditPolicy: `${data}/rootfs/statics/audit-policy.yml`,
    };
}
const kubernetesPaths = {
    adminConf: '/etc/kubernetes/admin.conf',
    kubeletConf: '/etc/kubernetes/kubelet.conf',
    auditPolicy: '/etc/kubernetes/audit-policy.yml',
    manifests: '/etc/kubernetes/manifests',
    lvscareManifest: '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml',
};

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/commands.js



/** The commands every runtime shares, re-exported so this runtime's plan reads from one module. */

/**
 * The shell commands of the kubeadm runtime, as plain strings: what sealos runs (pkg/runtime/kubernetes),
 * except where a comment says otherwise. Kept pure so the plans' tests can assert them exactly. Every value
 * that is not a constant here (paths under the cluster's name, a node name a host reported, addresses, keys,
 * a data folder from the image) is quoted as one shell word.
 */
/** `-v 0` normally, `-v 6` when the user asked for debug output, as sealos does. */
function verbosity(debug) {
    return debug ? '-v 6' : '-v 0';
}
function apiServerHealth() {
    return `kubectl --kubeconfig=${kubernetesPaths.adminConf} get --raw=/healthz`;
}
/** The cluster's ClusterConfiguration as kubeadm stored it (sealos FetchKubeadmConfig). */
function readClusterConfiguration() {
    return `kubectl --kubeconfig=${kubernetesPaths.adminConf} -n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'`;
}
/** The certificate key master0 keeps (sealos keeps it in etc/kubeadm-certificate-key.txt); empty when absent. */
function readCertificateKey(paths) {
    return `if [ -f ${(0,shell/* shellQuote */.ZL)(paths.certificateKey)} ]; then cat ${(0,shell/* shellQuote */.ZL)(paths.certificateKey)}; fi`;
}
/** The apiserver's audit policy ships in the rootfs (`statics/`); kubeadm needs it on every master. */
function copyAuditPolicy(paths) {
    return `mkdir -p /etc/kubernetes && cp -f ${(0,shell/* shellQuote */.ZL)(paths.auditPolicy)} ${kubernetesPaths.auditPolicy}`;
}
/**
 * sealos runs `kubeadm init --config=... --skip-certificate-key-print --skip-token-print` and copies a PKI it
 * generated itself to the other masters. We let kubeadm make the PKI and share it through `--upload-certs`
 * and the certificate key (kubeadm's own way), so no keys travel through this program.
 */
function kubeadmInit(paths, debug) {
    return `kubeadm init --config=${(0,shell/* shellQuote */.ZL)(paths.initConfig)} --upload-certs --skip-certificate-key-print --skip-token-print ${verbosity(debug)} --ignore-preflight-errors=SystemVerification`;
}
function copyAdminKubeconfig() {
    return `rm -rf $HOME/.kube/config && mkdir -p $HOME/.kube && cp ${kubernetesPaths.adminConf} $HOME/.kube/config`;
}
/** As sealctl's `token`: re-upload the control-plane certificates under a key we chose (valid 2 h). */
function uploadCerts(certificateKey) {
    return `kubeadm init phase upload-certs --upload-certs --certificate-key ${(0,shell/* shellQuote */.ZL)(certificateKey)}`;
}
function createJoinToken() {
    return 'kubeadm token create --print-join-command --ttl 2h';
}
function kubeadmJoinMaster(paths, debug) {
    return `kubeadm join --config=${(0,shell/* shellQuote */.ZL)(paths.joinMasterConfig)} ${verbosity(debug)} --ignore-preflight-errors=SystemVerification`;
}
function kubeadmJoinNode(paths, debug) {
    return `kubeadm join --config=${(0,shell/* shellQuote */.ZL)(paths.joinNodeConfig)} ${verbosity(debug)}`;
}
function deleteNode(name) {
    return `kubectl --kubeconfig=${kubernetesPaths.adminConf} delete node ${(0,shell/* shellQuote */.ZL)(name)} --ignore-not-found`;
}
/**
 * sealos's reset of one host (`kubeadm reset`, Kubernetes and CNI folders, etcd data, the kube-ipvs0 link,
 * `~/.kube`), plus the IPVS state a node's VIP rule and kube-proxy leave behind (`kubeadm reset` says it
 * does not clear IPVS tables). Every part runs even when an earlier one fails; the failures are named.
 */
function resetHost(paths, etcdDataDir, vip, port, debug) {
    return [
        "failed=''",
        `if command -v kubeadm >/dev/null 2>&1; then kubeadm reset -f ${verbosity(debug)} || failed="$failed kubeadm-reset"; fi`,
        // /etc/kubernetes is emptied, then removed if it can be: it may be a mount point, which cannot go.
        'if [ -d /etc/kubernetes ]; then find /etc/kubernetes -mindepth 1 -delete || failed="$failed files"; rmdir /etc/kubernetes 2>/dev/null || true; fi',
        `rm -rf /etc/cni /opt/cni /var/lib/cni ${(0,shell/* shellQuote */.ZL)(etcdDataDir)} $HOME/.kube || failed="$failed files"`,
        ...ipvsClearLines(paths.sealctl, vip, port),
        'if [ -n "$failed" ]; then echo "not cleaned:$failed" >&2; exit 1; fi',
    ].join('\n');
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/defaults.js
var defaults = __webpack_require__(92743);
// EXTERNAL MODULE: ./.build/runtime/kubeadm/extra-args.js
var extra_args = __webpack_require__(17601);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/host-cri.js


const criSocketPaths = [
    '/var/run/cri-dockerd.sock',
    '/run/containerd/containerd.sock',
    '/var/run/crio/crio.sock',
];
const containerdSocket = '/run/containerd/containerd.sock';
const containerdConfig = '/etc/containerd/config.toml';
const configMarker = '--- containerd config';
/** One round trip: `socket=<path>`, `driver=<name>` (empty: read the containerd config printed after the marker). */
function probeCriScript(sealctl) {
    const s = (0,shell/* shellQuote */.ZL)(sealctl);
    return [
        `if [ -x ${s} ]; then`,
        `  socket=$(${s} cri socket | tail -n 1) || exit 1`,
        '  [ -n "$socket" ] || { echo "sealctl cri socket found no single CRI socket" >&2; exit 1; }',
        `  driver=$(${s} cri cgroup-driver --short | tail -n 1) || exit 1`,
        '  echo "socket=$socket"; echo "driver=$driver"; exit 0',
        'fi',
        'found=""',
        `for candidate in ${criSocketPaths.join(' ')}; do`,
        '  if [ -S "$candidate" ]; then found="$found $candidate"; fi',
        'done',
        'set -- $found',
        'if [ $# -gt 1 ]; then echo "found multiple CRI sockets:$found" >&2; exit 1; fi',
        `socket=\${1:-${containerdSocket}}`,
        'echo "socket=$socket"',
        'case "$socket" in',
        `  ${criSocketPaths[0]}) echo "driver=$(docker info --format '{{.CgroupDriver}}')" ;;`,
        `  ${criSocketPaths[2]}) echo "driver=$(crio-status -s "$socket" info | grep 'cgroup driver' | awk '{print $3}')" ;;`,
        `  *) echo driver=; echo ${(0,shell/* shellQuote */.ZL)(configMarker)}; cat ${containerdConfig} 2>/dev/null || true ;;`,
        'esac',
    ].join('\n');
}
/** Reads what probeCriScript printed. */
function parseCriProbe(output, host, phase) {
    const [head = '', config] = splitOnce(output, `\n${configMarker}\n`);
    const values = new Map();
    for (const line of head.split('\n')) {
        const at = line.indexOf('=');
        if (at > 0)
            values.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
    }
    const socket = values.get('socket') ?? '';
    if (!socket.startsWith('/'))
        throw new errors/* RuntimeError */.bu(`the CRI socket probe answered ${JSON.stringify(socket)}, not a socket path`, {
            host,
            phase,
        });
    const driver = values.get('driver') || containerdCgroupDriver(config ?? '');
    if (driver !== 'systemd' && driver !== 'cgroupfs')
        throw new errors/* RuntimeError */.bu(`the container runtime's cgroup driver is ${JSON.stringify(driver)}, neither systemd nor cgroupfs`, { host, phase });
    return { criSocket: `unix://${socket}`, cgroupDriver: driver };
}
function splitOnce(text, separator) {
    const at = text.indexOf(separator);
    return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}
const criPlugin = ['plugins', 'io.containerd.grpc.v1.cri', 'containerd'];
/**
 * image-cri-shim's ContainerdRuntime.processConfigFile: `systemd` when the default runtime
 * (`plugins."io.containerd.grpc.v1.cri".containerd.default_runtime_name`) has `options.SystemdCgroup = true`,
 * else `cgroupfs` (also without a config file). Only tables and `key = value` lines are read, which is all
 * that part of the file uses.
 */
function containerdCgroupDriver(toml) {
    const values = new Map();
    let table = [];
    for (const raw of toml.split('\n')) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const header = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
        if (header) {
            table = tomlKeyPath(header[1]);
            continue;
        }
        const assignment = /^((?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"]*"|'[^']*'))*)\s*=\s*(.*)$/.exec(line);
        if (!assignment)
            continue;
        const value = assignment[2].replace(/\s+#.*$/, '').trim();
        values.set(JSON.stringify([...table, ...tomlKeyPath(assignment[1])]), tomlString(value));
    }
    const runtime = values.get(JSON.stringify([...criPlugin, 'default_runtime_name'])) ?? '';
    const systemd = values.get(JSON.stringify([...criPlugin, 'runtimes', runtime, 'options', 'SystemdCgroup']));
    return systemd === 'true' ? 'systemd' : 'cgroupfs';
}
function tomlKeyPath(text) {
    return [...text.matchAll(/"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}
function tomlString(value) {
    const quoted = /^"([^"]*)"$|^'([^']*)'$/.exec(value);
    return quoted ? (quoted[1] ?? quoted[2]) : value;
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/join-credentials.js

/**
 * Reads token and CA pins from `kubeadm token create --print-join-command`, whose output is one line:
 * `kubeadm join <endpoint> --token <t> --discovery-token-ca-cert-hash sha256:<h> [...]`.
 */
function parseJoinCommand(output, certificateKey, host) {
    const line = output.split('\n').find((l) => l.trim().startsWith('kubeadm join'));
    const token = line && /--token\s+([a-z0-9]{6}\.[a-z0-9]{16})(\s|$)/.exec(line)?.[1];
    const caCertHashes = line
        ? [...line.matchAll(/--discovery-token-ca-cert-hash\s+(sha256:[0-9a-f]{64})/g)].map((m) => m[1])
        : [];
    if (!token || caCertHashes.length === 0) {
        throw new errors/* RuntimeError */.bu('`kubeadm token create --print-join-command` printed no join command with a token and CA hash', {
            host,
            phase: 'Join',
        });
    }
    return { token, caCertHashes, certificateKey };
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/upgrade-commands.js



/**
 * The shell commands of a kubeadm upgrade, one step each so every failure names its own command (sealos v5
 * pkg/runtime/kubernetes/upgrade.go runs the same steps joined with `;`). Values are quoted.
 */
const criShimConfig = '/etc/image-cri-shim.yaml';
/** Kubelet 1.26 speaks CRI v1 only: image-cri-shim must serve v1 instead of v1alpha2 (sealos changeCRIVersion). */
function criShimToV1() {
    return `sed -i "s/v1alpha2/v1/" ${criShimConfig}`;
}
/**
 * Kubelet 1.27 no longer accepts `--container-runtime` and `--pod-infra-container-image`: removed from the
 * kubeadm drop-in and kubelet's flag files (sealos changeKubeletExtraArgs). A value ends at a space or a quote,
 * so a quoted `Environment="..."` keeps its closing quote.
 */
function dropRemovedKubeletFlags() {
    return [
        'set -e',
        'for file in /etc/systemd/system/kubelet.service.d/10-kubeadm.conf /var/lib/kubelet/kubeadm-flags.env /var/lib/kubelet/kubelet-flags.env; do',
        `  if [ -f "$file" ]; then sed -i -E 's/(--container-runtime|--pod-infra-container-image)=[^ "]*//g' "$file"; fi`,
        'done',
    ].join('\n');
}
function systemctl(action, unit) {
    return unit ? `systemctl ${action} ${(0,shell/* shellQuote */.ZL)(unit)}` : `systemctl ${action}`;
}
/** The new rootfs's binary in place of the installed one (sealos `cp -rf <rootfs>/bin/<name> /usr/bin`). */
function installBinary(paths, name) {
    return `cp -f ${(0,shell/* shellQuote */.ZL)(`${paths.rootfs}/bin/${name}`)} /usr/bin/${name}`;
}
/** Pre-pulls the target's control-plane images, so the upgrade does not wait on pulls (sealos imagePull). */
function prePullImages(version, criSocket, imageRepository) {
    return [
        'kubeadm config images pull',
        `--kubernetes-version ${(0,shell/* shellQuote */.ZL)(version)}`,
        ...(criSocket ? [`--cri-socket ${(0,shell/* shellQuote */.ZL)(criSocket)}`] : []),
        ...(imageRepository ? [`--image-repository ${(0,shell/* shellQuote */.ZL)(imageRepository)}`] : []),
    ].join(' ');
}
/**
 * master0's control plane to `version`. kubeadm writes the version into the cluster's ClusterConfiguration
 * (the kubeadm-config ConfigMap) as it upgrades. Certificates are kept, as sealos keeps them: a cluster made by
 * sealos holds its own long-lived PKI, which kubeadm's renewal would replace with one-year certificates.
 */
function upgradeApply(version, debug) {
    return `kubeadm upgrade apply ${(0,shell/* shellQuote */.ZL)(version)} --yes --certificate-renewal=false --ignore-preflight-errors=SystemVerification,ControlPlaneNodesReady,CreateJob ${verbosity(debug)}`;
}
/** Another master or a node: its control plane (if any) and kubelet config to the cluster's new version. */
function upgradeNode(debug) {
    return `kubeadm upgrade node --certificate-renewal=false --skip-phases preflight ${verbosity(debug)}`;
}
/** kubectl with master0's admin kubeconfig: it reaches the API whichever host is being upgraded. */
function kubectl(args) {
    return `kubectl --kubeconfig=${kubernetesPaths.adminConf} ${args}`;
}
function listNodes() {
    return kubectl('get nodes');
}
function cordon(node) {
    return kubectl(`cordon ${(0,shell/* shellQuote */.ZL)(node)}`);
}
/** Evicts the node's pods, bounded in time (sealos only cordons, its drain is commented out). */
function drain(node, timeoutSeconds) {
    return kubectl(`drain ${(0,shell/* shellQuote */.ZL)(node)} --ignore-daemonsets --delete-emptydir-data --timeout=${timeoutSeconds}s`);
}
function uncordon(node) {
    return kubectl(`uncordon ${(0,shell/* shellQuote */.ZL)(node)}`);
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/version.js
var kubeadm_version = __webpack_require__(43141);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/upgrade.js







const RETRIES = 12;
const RETRY_PAUSE_MS = 5_000;
const DRAIN_TIMEOUT_SECONDS = 120;
/**
 * One host to `version`, in sealos's order (pkg/runtime/kubernetes/upgrade.go upgradeMaster0 and
 * upgradeOtherNodes): CRI and kubelet flag migrations for the target, the API answering, the new kubeadm,
 * images pre-pulled (a failure only warns), `kubeadm upgrade apply` on master0 or `kubeadm upgrade node`
 * elsewhere, cordon (and drain, bounded, where other hosts can take the pods), the new kubectl and kubelet,
 * kubelet restarted, uncordon (retried while the API comes back). Beyond sealos: each step is one command
 * whose failure stops the host's upgrade, and the error names the host being upgraded and the cause.
 */
async function upgradeKubeadmHost(step) {
    try {
        await upgradeSteps(step);
    }
    catch (error) {
        const ranOn = error instanceof _build_errors/* SealosError */.ei && error.host && error.host !== step.ip;
        throw new errors/* RuntimeError */.bu(`upgrade to ${step.version.text} stopped: ${ranOn ? `on ${error.host}: ` : ''}${(0,_build_errors/* reasonOf */.A3)(error)}`, { host: step.ip, phase: 'Upgrade', cause: error });
    }
}
async function upgradeSteps(step) {
    const { ip, master0, version, paths } = step;
    const log = step.logger.withPrefix(ip);
    const node = checkNodeName((await step.mustRun(ip, hostname())).stdout, ip, 'Upgrade');
    log.info(`upgrading node ${node} to ${version.text}`);
    if ((0,kubeadm_version/* atLeast */.jZ)(version, 26)) {
        if ((await step.execute(ip, fileExists(criShimConfig))).exitCode === 0) {
            await step.mustRun(ip, criShimToV1());
            await step.mustRun(ip, systemctl('restart', 'image-cri-shim'));
            await step.mustRun(ip, systemctl('restart', 'kubelet'));
        }
        else
            log.info(`no ${criShimConfig}: no image-cri-shim to move to CRI v1`);
    }
    if ((0,kubeadm_version/* atLeast */.jZ)(version, 27)) {
        await step.mustRun(ip, dropRemovedKubeletFlags());
        await step.mustRun(ip, systemctl('daemon-reload'));
        await step.mustRun(ip, systemctl('restart', 'kubelet'));
    }
    await retried(step, master0, listNodes(), 'the API server did not answer');
    // The target's kubeadm first: it knows the target's images, and `upgrade` refuses a newer version than itself.
    await step.mustRun(ip, installBinary(paths, 'kubeadm'));
    const pulled = await step.execute(ip, prePullImages(version.text, step.criSocket, step.imageRepository));
    if (pulled.exitCode !== 0)
        log.warn(`pre-pulling the ${version.text} images failed (the upgrade pulls them): ${lastLine(pulled)}`);
    await step.mustRun(ip, ip === master0 ? upgradeApply(version.text, step.debug) : upgradeNode(step.debug));
    await step.mustRun(master0, cordon(node));
    if (step.clusterSize > 1) {
        const drained = await step.execute(master0, drain(node, DRAIN_TIMEOUT_SECONDS));
        if (drained.exitCode !== 0)
            log.warn(`drain of ${node} did not finish; going on with its pods in place: ${lastLine(drained)}`);
    }
    await step.mustRun(ip, installBinary(paths, 'kubectl'));
    await step.mustRun(ip, installBinary(paths, 'kubelet'));
    await step.mustRun(ip, systemctl('daemon-reload'));
    await step.mustRun(ip, systemctl('restart', 'kubelet'));
    await retried(step, master0, uncordon(node), `node ${node} could not be uncordoned`);
    log.info(`node ${node} is at ${version.text}`);
}
/** A command run until it succeeds, `RETRIES` times at most; the last failure is the error. */
async function retried(step, ip, command, what) {
    for (let attempt = 1;; attempt++) {
        const result = await step.execute(ip, command);
        if (result.exitCode === 0)
            return;
        if (attempt === RETRIES) {
            step.logger.withPrefix(ip).warn(`${what} after ${RETRIES} tries`);
            throw new hosts_errors/* CommandError */.Qd({ host: ip, command, ...result, phase: 'Upgrade' });
        }
        await step.pause(RETRY_PAUSE_MS);
    }
}
function lastLine(result) {
    return (result.stderr.trim() || result.stdout.trim()).split('\n').at(-1) ?? '';
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/runtime.js


















/**
 * The kubeadm runtime. Re-runs are safe: a host counts as done when kubeadm's own output is there
 * (`/etc/kubernetes/admin.conf` answering on master0, `/etc/kubernetes/kubelet.conf` on a joined host), and
 * done hosts are only checked. With the test stand-in kubeadm those files are what it writes; with real
 * kubeadm they are what init and join leave behind.
 */
class KubeadmRuntime {
    options;
    paths;
    debug;
    steps;
    configuration;
    hostIndependent;
    cri = new Map();
    /** One token (and CA pin) for the whole run, as sealos keeps one in etc/kubeadm-token.json. */
    token;
    certificateKey;
    uploaded;
    constructor(options) {
        this.options = options;
        if (!options.topology.masters[0]) {
            throw new errors/* RuntimeError */.bu('the cluster has no master', { phase: 'Init' });
        }
        this.paths = clusterPaths(options.topology.name);
        this.debug = options.logger.debugEnabled;
        this.steps = new HostSteps(options);
    }
    get master0() {
        return this.options.topology.masters[0];
    }
    async init() {
        const ip = this.master0;
        const log = this.options.logger.withPrefix(ip);
        if (await this.steps.succeeds(ip, fileExists(kubernetesPaths.adminConf), 'Init')) {
            const health = await this.steps.execute(ip, apiServerHealth(), 'Init');
            if (health.exitCode === 0 && health.stdout.trim() === 'ok') {
                log.info('already initialised: admin.conf exists and the API server answers');
                return;
            }
            throw new errors/* RuntimeError */.bu(`${kubernetesPaths.adminConf} exists but the API server does not answer /healthz; reset master0 or repair it`, { host: ip, phase: 'Init' });
        }
        const config = this.config();
        log.info(`kubeadm init, Kubernetes ${config.version.text} (${config.apiVersion})`);
        const host = await this.kubeadmHost(ip, 'Init');
        const certificateKey = this.options.createCertificateKey?.() ?? (0,external_node_crypto_.randomBytes)(32).toString('hex');
        this.options.logger.addSecret(certificateKey);
        this.certificateKey = Promise.resolve(certificateKey);
        await this.steps.mustRun(ip, copyAuditPolicy(this.paths), 'Init');
        await this.steps.write(ip, this.paths.certificateKey, certificateKey, 0o600, 'Init');
        const initConfig = (0,kubeadm_config/* renderInitConfiguration */.LE)(config, host, certificateKey);
        await this.steps.write(ip, this.paths.initConfig, initConfig, 0o600, 'Init');
        await this.steps.mustRun(ip, kubeadmInit(this.paths, this.debug), 'Init');
        await this.steps.mustRun(ip, copyAdminKubeconfig(), 'Init');
    }
    async joinMasters(ips) {
        checkMastersToJoin(this.options.topology, ips);
        const pending = await this.notJoined(ips);
        if (pending.length > 0) {
            const credentials = await this.joinCredentials(true);
            const config = await this.clusterConfigFromMaster0();
            for (const ip of pending)
                await this.joinMaster(ip, config, credentials);
        }
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
    }
    async joinNodes(ips) {
        checkNodesToJoin(this.options.topology, ips);
        const pending = await this.notJoined(ips);
        let failures = [];
        if (pending.length > 0) {
            const config = this.config();
            const credentials = await this.joinCredentials(false);
            failures = await this.steps.failuresOnEach(pending, (ip) => this.joinNode(ip, config, credentials));
        }
        const failed = new Set(failures.map((f) => f.host));
        // Also repairs the static pod of a node whose earlier join stopped right after kubeadm.
        await this.syncLvscare(ips.filter((ip) => !failed.has(ip)));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
    }
    async deleteMasters(ips) {
        checkMastersToDelete(this.options.topology, ips);
        const config = this.hostIndependentConfig();
        const failures = [];
        for (const ip of ips) {
            await this.deleteHost(ip, config).catch((error) => failures.push({ host: ip, error }));
        }
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    async deleteNodes(ips) {
        checkNodesToDelete(this.options.topology, ips);
        const config = this.hostIndependentConfig();
        const failures = await this.steps.failuresOnEach(ips, (ip) => this.deleteHost(ip, config));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    /** Nodes first (in parallel), then the other masters, master0 last so etcd members leave one by one. */
    async reset() {
        const config = this.hostIndependentConfig();
        return this.steps.resetInOrder(this.options.topology, this.resetCommand(config), 'Reset');
    }
    /**
     * The settings that need nothing from the hosts (VIP, port, etcd folder), for lvscare and reset. Reset
     * must work on a half-built or broken cluster, so a configuration that does not build falls back to the
     * defaults (etcd in /var/lib/etcd, port 6443) with a warning.
     */
    hostIndependentConfig() {
        this.hostIndependent ??= this.buildHostIndependentConfig();
        return this.hostIndependent;
    }
    buildHostIndependentConfig() {
        try {
            return this.config();
        }
        catch (error) {
            this.options.logger.warn(`using default VIP port and etcd folder: ${(0,_build_errors/* errorMessage */.gJ)(error)}`);
            return {
                etcdDataDir: defaults/* defaultEtcdDataDir */.TO,
                vip: this.options.config.vip || cluster_endpoint/* defaultVip */.$,
                apiServerPort: defaults/* defaultApiServerPort */.C9,
            };
        }
    }
    /** sealos's kubeadm upgrade of one host (upgrade.ts); the configuration gives the CRI socket and image repository. */
    async upgradeHost(ip, version) {
        const { masters, nodes } = this.options.topology;
        if (!masters.includes(ip) && !nodes.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} is not a host of the cluster`, { host: ip, phase: 'Upgrade' });
        const config = this.config();
        if (config.version.text !== (0,kubeadm_version/* parseKubernetesVersion */.i6)(version).text)
            throw new errors/* RuntimeError */.bu(`internal: upgrade to ${version} asked of a runtime configured for ${config.version.text}`, { host: ip, phase: 'Upgrade' });
        const repository = config.documents.ClusterConfiguration.imageRepository;
        // The socket the host's kubeadm was given: the user's, else what its runtime answers.
        const socket = (0,extra_args/* getAt */.sM)(config.documents.InitConfiguration, ['nodeRegistration', 'criSocket']) ||
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
    async kubeconfig() {
        const text = await this.options
            .connect(this.master0)
            .readFile(kubernetesPaths.adminConf)
            .catch((error) => {
            throw new errors/* RuntimeError */.bu(`cannot read ${kubernetesPaths.adminConf}: ${(0,_build_errors/* errorMessage */.gJ)(error)}`, {
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
    config() {
        this.configuration ??= (0,kubeadm_config/* buildKubeadmConfig */.Su)({
            ...this.options.config,
            masters: this.options.topology.masters,
            hostCount: this.options.topology.masters.length + this.options.topology.nodes.length,
            warn: (message) => this.options.logger.warn(message),
        });
        return this.configuration;
    }
    /** A host's address and what its container runtime answers (asked once per host and run). */
    async kubeadmHost(ip, step) {
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
     * Before masters join, the cluster's certSANs and networking as master0's `kube-system/kubeadm-config` holds
     * them (sealos mergeWithBuiltinKubeadmConfig), so a master joined after the Clusterfile changed follows the
     * cluster. kubeadm join builds the new master's certificates from that same ConfigMap; when it cannot be
     * read here, the Clusterfile's values stay, with a warning.
     */
    async clusterConfigFromMaster0() {
        const config = this.config();
        const log = this.options.logger.withPrefix(this.master0);
        const result = await this.steps.execute(this.master0, readClusterConfiguration(), 'Join');
        try {
            if (result.exitCode !== 0)
                throw new Error(result.stderr.trim().split('\n').pop() || `exit code ${result.exitCode}`);
            const adopted = (0,kubeadm_config/* withStoredClusterState */.XV)(config, (0,kubeadm_config/* parseStoredClusterConfiguration */.nE)(result.stdout));
            for (const difference of adopted.differences)
                log.warn(`the cluster keeps its own ClusterConfiguration.${difference}`);
            return adopted.config;
        }
        catch (error) {
            if (error instanceof errors/* KubeadmConfigError */.oN && error.field?.startsWith('ClusterConfiguration'))
                throw error;
            log.warn(`cannot read kube-system/kubeadm-config (${(0,_build_errors/* errorMessage */.gJ)(error)}); joining with the Clusterfile's certSANs and networking`);
            return config;
        }
    }
    async joinMaster(ip, config, credentials) {
        this.options.logger.withPrefix(ip).info('joining as a control plane');
        const host = await this.kubeadmHost(ip, 'Join');
        await this.steps.mustRun(ip, copyAuditPolicy(this.paths), 'Join');
        const joinConfig = (0,kubeadm_config/* renderJoinMasterConfiguration */.H2)(config, host, credentials);
        await this.steps.write(ip, this.paths.joinMasterConfig, joinConfig, 0o600, 'Join');
        await this.steps.mustRun(ip, kubeadmJoinMaster(this.paths, this.debug), 'Join');
        await this.steps.mustRun(ip, pointApiServerAt(ip), 'Join');
        await this.steps.mustRun(ip, copyAdminKubeconfig(), 'Join');
    }
    async joinNode(ip, config, credentials) {
        const { vip, apiServerPort } = config;
        this.options.logger.withPrefix(ip).info(`joining as a node through ${vip}:${apiServerPort}`);
        const joinConfig = (0,kubeadm_config/* renderJoinNodeConfiguration */.Nu)(config, await this.kubeadmHost(ip, 'Join'), credentials);
        await this.steps.write(ip, this.paths.joinNodeConfig, joinConfig, 0o600, 'Join');
        const masters = this.options.topology.masters;
        await this.steps.mustRun(ip, ipvsRunOnce(this.paths.sealctl, vip, apiServerPort, masters), 'Join');
        // The lvscare static pod comes after (syncLvscare): kubeadm's preflight wants /etc/kubernetes/manifests empty.
        await this.steps.mustRun(ip, kubeadmJoinNode(this.paths, this.debug), 'Join');
    }
    /** Joined nodes get the lvscare pod with the current masters; a manifest already right is left alone. */
    async syncLvscare(joinedNodes) {
        const config = this.hostIndependentConfig();
        const failures = await this.steps.failuresOnEach(joinedNodes, async (ip) => {
            const host = this.options.connect(ip);
            const wanted = this.lvscare(config, ip);
            const current = await host.readFile(kubernetesPaths.lvscareManifest).catch(() => undefined);
            if (current === wanted)
                return;
            this.options.logger.withPrefix(ip).info('updating the lvscare masters');
            await this.steps.write(ip, kubernetesPaths.lvscareManifest, wanted, 0o644, 'Join');
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
    }
    lvscare(config, nodeIp) {
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
    async deleteHost(ip, config) {
        const reported = (await this.steps.mustRun(ip, hostname(), 'Delete')).stdout;
        const fromApi = await (async () => {
            const name = checkNodeName(reported, ip);
            this.options.logger.withPrefix(ip).info(`removing node ${name}`);
            await this.steps.mustRun(this.master0, deleteNode(name), 'Delete');
        })().then(() => undefined, (error) => error);
        await this.steps.mustRun(ip, this.resetCommand(config), 'Delete');
        if (fromApi !== undefined)
            throw fromApi;
    }
    resetCommand(config) {
        return resetHost(this.paths, config.etcdDataDir, config.vip, config.apiServerPort, this.debug);
    }
    /**
     * Token and CA pin from master0, made once per run; for masters also the certificate key, under which the
     * control-plane certificates are uploaded again (kubeadm deletes an upload after two hours, so a later
     * scale-up needs a fresh one; sealctl token does the same).
     */
    async joinCredentials(controlPlane) {
        const ip = this.master0;
        this.token ??= (async () => {
            const output = await this.steps.mustRun(ip, createJoinToken(), 'Join');
            const { token, caCertHashes } = parseJoinCommand(output.stdout, '', ip);
            this.options.logger.addSecret(token);
            return { token, caCertHashes };
        })();
        const token = await this.token;
        if (!controlPlane)
            return { ...token, certificateKey: '' };
        this.certificateKey ??= this.storedCertificateKey();
        const certificateKey = await this.certificateKey;
        this.uploaded ??= this.steps
            .mustRun(ip, uploadCerts(certificateKey), 'Join')
            .then(() => undefined);
        await this.uploaded;
        return { ...token, certificateKey };
    }
    /** The key of the init (kept on master0); a cluster without one (made before it was kept) gets a new one. */
    async storedCertificateKey() {
        const ip = this.master0;
        const stored = (await this.steps.mustRun(ip, readCertificateKey(this.paths), 'Join')).stdout.trim();
        if (/^[0-9a-f]{64}$/.test(stored)) {
            this.options.logger.addSecret(stored);
            return stored;
        }
        const key = this.options.createCertificateKey?.() ?? (0,external_node_crypto_.randomBytes)(32).toString('hex');
        this.options.logger.addSecret(key);
        await this.steps.write(ip, this.paths.certificateKey, key, 0o600, 'Join');
        return key;
    }
    async notJoined(ips) {
        const joined = new Set(await this.joined(ips));
        for (const ip of joined)
            this.options.logger.withPrefix(ip).info('already joined: kubelet.conf exists');
        return ips.filter((ip) => !joined.has(ip));
    }
    async joined(ips) {
        const joined = new Set();
        const failures = await this.steps.failuresOnEach(ips, async (ip) => {
            if (await this.steps.succeeds(ip, fileExists(kubernetesPaths.kubeletConf), 'Join'))
                joined.add(ip);
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Join');
        return ips.filter((ip) => joined.has(ip));
    }
}

;// CONCATENATED MODULE: ./.build/runtime/index.js














/***/ })

};
