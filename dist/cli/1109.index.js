export const id = 1109;
export const ids = [1109];
export const modules = {

/***/ 81852:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ markerPath),
/* harmony export */   H9: () => (/* binding */ rootfsDir),
/* harmony export */   SV: () => (/* binding */ clusterFolders),
/* harmony export */   nK: () => (/* binding */ applicationWorkdir),
/* harmony export */   uV: () => (/* binding */ DATA_ROOT),
/* harmony export */   wL: () => (/* binding */ clusterDataDir)
/* harmony export */ });
/**
 * Where sealos keeps a cluster's files on every host, whatever runs it (docs/sealos-compatibility.md §4): the
 * same paths as sealos, so either tool can follow. The lowest layer, since the lock, the runtime and the apply
 * all name these folders.
 */
/** Where the data of every cluster lives on a host. */
const DATA_ROOT = '/var/lib/sealos/data';
function clusterDataDir(cluster) {
    return `${DATA_ROOT}/${cluster}`;
}
function rootfsDir(cluster) {
    return `${clusterDataDir(cluster)}/rootfs`;
}
function applicationWorkdir(cluster, application) {
    return `${clusterDataDir(cluster)}/applications/${application}/workdir`;
}
/** Our own bookkeeping on a host, beside sealos's folders: what was copied and which steps are done. */
function markerPath(cluster, name) {
    return `${clusterDataDir(cluster)}/.sealos-action/${name}`;
}
/** The folders a runtime reads and writes. */
function clusterFolders(cluster) {
    const data = clusterDataDir(cluster);
    return {
        data,
        rootfs: rootfsDir(cluster),
        etc: `${data}/etc`,
        /** A configuration rollout not finished yet, on master0: the changes and the hosts still to do. */
        configRollout: `${data}/etc/config-rollout.json`,
        /** sealos's host helper, shipped in labring rootfs images. */
        sealctl: `${data}/rootfs/opt/sealctl`,
    };
}


/***/ }),

/***/ 91109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jo: () => (/* reexport */ DistributionChangeError),
  c$: () => (/* reexport */ K3S_DOCUMENT),
  KO: () => (/* reexport */ K3sRuntime),
  Ix: () => (/* reexport */ KubeadmRuntime),
  Y_: () => (/* reexport */ LVSCARE_DOMAIN),
  bu: () => (/* reexport */ errors/* RuntimeError */.bu),
  ls: () => (/* reexport */ addCertSans),
  wS: () => (/* reexport */ addHostsEntriesScript),
  o2: () => (/* reexport */ addHostsEntryScript),
  qV: () => (/* reexport */ adminKubectl),
  uU: () => (/* reexport */ cluster_endpoint/* apiServerDomain */.u),
  Vg: () => (/* reexport */ certificateExpired),
  o: () => (/* reexport */ certificateReport),
  j2: () => (/* reexport */ checkK3sDocument),
  $j: () => (/* reexport */ cluster_endpoint/* defaultVip */.$),
  AO: () => (/* reexport */ distributionOf),
  KQ: () => (/* reexport */ endingSoonLines),
  mq: () => (/* reexport */ nodeTableCommand),
  s_: () => (/* reexport */ readCertificateEnds),
  Xs: () => (/* reexport */ removeHostsEntriesScript),
  DQ: () => (/* reexport */ removeHostsEntryScript),
  $Y: () => (/* reexport */ renewApiserverCert),
  sP: () => (/* reexport */ renewMasterCertificates),
  mj: () => (/* reexport */ savedDistribution)
});

// UNUSED EXPORTS: CertificateExpiredError, K3sConfigError, KubeadmConfigError, RuntimeConfigError, agentConfig, buildKubeadmConfig, clusterPaths, defaultLvscareImage, initServerConfig, joinServerConfig, k3sClusterPaths, k3sPaths, kubeadmApiVersion, kubernetesPaths, lvscareManifest, parseKubernetesVersion, renderInitConfiguration, renderJoinMasterConfiguration, renderJoinNodeConfiguration, renderK3sConfig

// EXTERNAL MODULE: ./.build/host-layout/cluster-folders.js
var cluster_folders = __webpack_require__(81852);
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
    const paths = (0,cluster_folders/* clusterFolders */.SV)(cluster);
    return {
        sealctl: paths.sealctl,
        configRollout: paths.configRollout,
        token: `${paths.etc}/token`,
        agentToken: `${paths.etc}/agent-token`,
    };
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/paths.js

/** The kubeadm runtime's files of a cluster on a host, beside sealos's folders (same names as sealos's). */
function clusterPaths(cluster) {
    const folders = (0,cluster_folders/* clusterFolders */.SV)(cluster);
    const data = folders.data;
    return {
        ...folders,
        initConfig: `${data}/etc/kubeadm-init.yaml`,
        joinMasterConfig: `${data}/etc/kubeadm-join-master.yaml`,
        joinNodeConfig: `${data}/etc/kubeadm-join-node.yaml`,
        /** The key the control-plane certificates are uploaded under, kept on master0 for later master joins. */
        certificateKey: `${data}/etc/kubeadm-certificate-key.txt`,
        auditPolicy: `${data}/rootfs/statics/audit-policy.yml`,
        /** The ClusterConfiguration with new certificate SANs, as sealos's `kubeadm-update.yaml`. */
        updateConfig: `${data}/etc/kubeadm-update.yaml`,
        /** The `--config` of `kubeadm init phase …` when a configuration change is rolled out. */
        phaseConfig: `${data}/etc/kubeadm-phase.yaml`,
    };
}
const kubernetesPaths = {
    adminConf: '/etc/kubernetes/admin.conf',
    kubeletConf: '/etc/kubernetes/kubelet.conf',
    pki: '/etc/kubernetes/pki',
    auditPolicy: '/etc/kubernetes/audit-policy.yml',
    manifests: '/etc/kubernetes/manifests',
    lvscareManifest: '/etc/kubernetes/manifests/kube-sealos-lvscare.yaml',
};

;// CONCATENATED MODULE: ./.build/runtime/admin-kubectl.js


/** The cluster's admin kubeconfig on a master, where each distribution writes it. */
function adminKubeconfig(distribution) {
    return distribution === 'k3s' ? k3sPaths.kubeconfig : kubernetesPaths.adminConf;
}
/**
 * kubectl on a master with the cluster's admin kubeconfig: kubeadm's `admin.conf`; on k3s `k3s kubectl` (sealos
 * runs `kubectl`), the one matching the server whatever else is on the PATH. `args` is shell text the caller
 * quoted.
 */
function adminKubectl(distribution, args) {
    const kubectl = distribution === 'k3s' ? 'k3s kubectl' : 'kubectl';
    return `${kubectl} --kubeconfig=${adminKubeconfig(distribution)} ${args}`;
}
/** The nodes as `kubectl get nodes -o wide` shows them: readiness, roles, version and address. */
function nodeTableCommand(distribution) {
    return adminKubectl(distribution, 'get nodes -o wide');
}

// EXTERNAL MODULE: ./.build/clusterfile/certificates-condition.js
var certificates_condition = __webpack_require__(7553);
// EXTERNAL MODULE: ./.build/runtime/errors.js
var errors = __webpack_require__(88094);
;// CONCATENATED MODULE: ./.build/runtime/certificate-ends.js


function certificateReport(ends, now) {
    const sorted = [...ends].sort((a, b) => a.notAfter.getTime() - b.notAfter.getTime());
    return {
        ends: sorted,
        expired: sorted.filter((end) => end.notAfter.getTime() <= now.getTime()),
        endingSoon: sorted.filter((end) => end.notAfter.getTime() > now.getTime() && (0,certificates_condition/* endsWithinRenewWindow */.f7)(end.notAfter, now)),
        ...(sorted[0] ? { earliest: sorted[0] } : {}),
    };
}
/** One line per certificate ending within the window, for the log, the plan and the job summary. */
function endingSoonLines(report) {
    return report.endingSoon.map((end) => `${end.host}: ${end.file} ends ${(0,certificates_condition/* formatCertificateEnd */.Ov)(end.notAfter)}; renew it with \`sealos-action cert --renew\` or the run input renew-certificates: true`);
}
/** A certificate that has ended: the control plane refuses it, so nothing else is tried. */
class CertificateExpiredError extends errors/* RuntimeError */.bu {
}
function certificateExpired(report) {
    const [first, ...others] = report.expired;
    if (!first)
        return undefined;
    const more = others.length > 0
        ? ` (and ${others.length} more: ${others.map((end) => `${end.host} ${end.file}`).join(', ')})`
        : '';
    return new CertificateExpiredError(`certificate ${first.file} ended ${(0,certificates_condition/* formatCertificateEnd */.Ov)(first.notAfter)}${more}; renew the control-plane certificates with \`sealos-action cert --renew\` (or run again with renew-certificates: true), which makes new ones under the cluster's CA and restarts the control plane master by master`, { host: first.host, file: first.file, phase: 'Certificates' });
}
/**
 * Reads the output of a script that prints `<file>\t<openssl -enddate>` per certificate
 * (`notAfter=Nov 29 03:40:51 2027 GMT`). A line that does not read is an error naming it.
 */
function parseCertificateEnds(stdout, host) {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    return stdout
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
        const [file = '', text = ''] = line.split('\t');
        const match = /^notAfter=(\w{3}) +(\d{1,2}) (\d\d):(\d\d):(\d\d) (\d{4}) GMT$/.exec(text.trim());
        const month = match ? months.indexOf(match[1]) : -1;
        if (!match || month < 0)
            throw new errors/* RuntimeError */.bu(`cannot read the end date of ${file || 'a certificate'}: "${line.slice(0, 160)}"`, {
                host,
                phase: 'Certificates',
                ...(file ? { file } : {}),
            });
        const [, , day, hours, minutes, seconds, year] = match.map(Number);
        return {
            host,
            file,
            notAfter: new Date(Date.UTC(year, month, day, hours, minutes, seconds)),
        };
    });
}

// EXTERNAL MODULE: ./.build/runtime/cluster-endpoint.js
var cluster_endpoint = __webpack_require__(78313);
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
/** The runtime a saved cluster runs, from the rootfs its status recorded; undefined before its first apply. */
function savedDistribution(cluster) {
    const rootfs = cluster?.status?.mounts?.find((mount) => mount.type === 'rootfs');
    return rootfs
        ? distributionOf(rootfs.labels ?? {}, rootfs.imageName ?? rootfs.name ?? 'the saved rootfs')
        : undefined;
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

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
;// CONCATENATED MODULE: ./.build/yaml/field-diff.js

/**
 * The fields of `wanted` whose value in `actual` differs, leaf by leaf: a field `wanted` leaves out is not a
 * difference (the other side may hold a default of its own there). Lists are compared whole. The maps at
 * `wholeMaps` are compared key by key in both directions, so a key dropped from one of them is a difference
 * too (a flag map, where nothing is defaulted).
 */
function fieldDifferences(wanted, actual, wholeMaps = []) {
    const found = [];
    const isWhole = (path) => wholeMaps.some((whole) => samePath(whole, path));
    const visit = (want, have, path) => {
        if (isWhole(path)) {
            const wantMap = (0,deep_merge/* isYamlMap */.S6)(want) ? want : {};
            const haveMap = (0,deep_merge/* isYamlMap */.S6)(have) ? have : {};
            for (const key of [...new Set([...Object.keys(wantMap), ...Object.keys(haveMap)])])
                if (!sameValue(wantMap[key], haveMap[key]))
                    found.push({ path: [...path, key], from: haveMap[key], to: wantMap[key] });
            return;
        }
        if ((0,deep_merge/* isYamlMap */.S6)(want)) {
            for (const [key, value] of Object.entries(want))
                visit(value, (0,deep_merge/* isYamlMap */.S6)(have) ? have[key] : undefined, [...path, key]);
            return;
        }
        if (want === undefined || want === null)
            return;
        if (!sameValue(want, have))
            found.push({ path, from: have, to: want });
    };
    visit(wanted, actual, []);
    return found;
}
function samePath(a, b) {
    return a.length === b.length && a.every((key, index) => key === b[index]);
}
/** Equal as YAML values: the same JSON once map keys are sorted; a number and its decimal text are equal. */
function sameValue(a, b) {
    return canonical(a) === canonical(b);
}
function canonical(value) {
    if (value === undefined || value === null)
        return 'null';
    if (typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(String(value));
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if ((0,deep_merge/* isYamlMap */.S6)(value))
        return `{${Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
            .join(',')}}`;
    return JSON.stringify(String(value));
}

;// CONCATENATED MODULE: ./.build/runtime/master-sans.js
/**
 * A list of certificate names without the masters' own addresses: each master's certificate carries its own,
 * and a master joining or leaving is not a configuration change (kubeadm certSANs, k3s tls-san).
 */
function sansWithoutMasters(names, masters) {
    return names.filter((name) => !masters.includes(String(name)));
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/live-config.js






/** What `document` says of a k3s change. */
const K3S_DOCUMENT = 'k3s config.yaml';
/**
 * Flags a running cluster cannot take a new value for (docs.k3s.io cli/server: the cluster's networks and
 * data live by them), and what they hold on to.
 */
const FIXED_FLAGS = {
    'cluster-cidr': 'pods already use the old addresses',
    'service-cidr': 'services already use the old addresses',
    'cluster-dns': 'pods already resolve through the old address',
    'cluster-domain': 'DNS names already use the old domain',
    'data-dir': "k3s's data stays in the old folder",
    'datastore-endpoint': 'the cluster state stays in the old datastore',
    'container-runtime-endpoint': "the hosts' container runtime stays where it is (the CRI socket)",
};
/**
 * Each host's `config.yaml` against what the Clusterfile renders for its role, flag by flag in both directions
 * (the file is ours whole: k3s adds nothing to it), one change per flag and values, with the hosts it reaches.
 * The masters' addresses are left out of `tls-san` (a master joining or leaving is not a change). A flag that
 * cannot change in place throws before anything is touched, with its Clusterfile line.
 */
function k3sConfigDifferences(hosts, masters, userConfig) {
    const changes = new Map();
    for (const { ip, have, wanted } of hosts) {
        for (const difference of fieldDifferences(withoutMasterTlsSans(wanted, masters), withoutMasterTlsSans(have, masters), [[]])) {
            const flag = difference.path[0];
            if (FIXED_FLAGS[flag])
                refuse(flag, difference.from, difference.to, userConfig);
            const key = JSON.stringify([flag, difference.from ?? null, difference.to ?? null]);
            const change = changes.get(key);
            if (change)
                change.hosts.push(ip);
            else
                changes.set(key, {
                    document: K3S_DOCUMENT,
                    field: flag,
                    path: [flag],
                    from: difference.from,
                    to: difference.to,
                    hosts: [ip],
                });
        }
    }
    return [...changes.values()];
}
/** A host's `config.yaml`; an empty file is no configuration. */
function parseK3sConfig(text, ip) {
    if (text.trim() === '')
        return {};
    try {
        const value = (0,dist/* parse */.qg)(text);
        if ((0,deep_merge/* isYamlMap */.S6)(value))
            return value;
    }
    catch { }
    throw new errors/* K3sConfigError */.UJ(`${ip}: is not a YAML map of flags`, { field: '/etc/rancher/k3s/config.yaml' });
}
function withoutMasterTlsSans(config, masters) {
    const sans = config['tls-san'];
    return Array.isArray(sans) ? { ...config, 'tls-san': sansWithoutMasters(sans, masters) } : config;
}
function refuse(flag, from, to, userConfig) {
    const show = (value) => value === undefined || value === null ? '(unset)' : JSON.stringify(value);
    const lines = userConfig ? (0,clusterfile/* sourceLinesOf */.YO)(userConfig) : undefined;
    const line = lines?.lineOf(flag);
    const where = lines && line !== undefined
        ? `${lines.file}:${line}`
        : 'the rootfs image or the defaults (not the Clusterfile)';
    throw new errors/* K3sConfigError */.UJ(`cannot change on a running cluster (${show(from)} → ${show(to)}, set in ${where}): ${FIXED_FLAGS[flag]}. Put back ${show(from)}, or reset the cluster and create it again with the new value`, {
        field: `${K3S_DOCUMENT} ${flag}`,
        phase: 'Compare configuration',
        ...(lines ? { file: lines.file } : {}),
        ...(line === undefined ? {} : { line }),
    });
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

;// CONCATENATED MODULE: ./.build/runtime/etcd-snapshots.js


/** How many etcd snapshots a cluster keeps on master0; older ones are removed after each new one. */
const KEPT_ETCD_SNAPSHOTS = 3;
/** Where master0 keeps the cluster's etcd snapshots: beside the cluster's other files, owner-only. */
function etcdSnapshotFolder(cluster) {
    return `${(0,cluster_folders/* clusterDataDir */.wL)(cluster)}/etcd-snapshots`;
}
/** `etcd-<UTC time to the millisecond>`: names sort in the order they were taken. */
function etcdSnapshotName(at) {
    return `etcd-${at.toISOString().replaceAll('-', '').replaceAll(':', '')}`;
}
/** Removes all but the newest `keep` snapshots (by name) from the folder; nothing else in it is touched. */
function pruneEtcdSnapshots(folder, keep = KEPT_ETCD_SNAPSHOTS) {
    return [
        `cd ${(0,shell/* shellQuote */.ZL)(folder)}`,
        `ls -1 | grep -E '^etcd-[0-9]{8}T[0-9]{6}\\.[0-9]{3}Z' | sort | head -n -${keep} | while IFS= read -r old; do rm -f -- "$old"; done`,
    ].join(' && ');
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
    /** The hosts among `ips` where `probe` succeeds (joined, say); a host that cannot be asked fails the step. */
    async where(ips, probe, step) {
        const found = new Set();
        const failures = await this.failuresOnEach(ips, async (ip) => {
            if (await this.succeeds(ip, probe, step))
                found.add(ip);
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, step);
        return ips.filter((ip) => found.has(ip));
    }
    /** The hosts among `ips` where `probe` fails: those still to do; each done one is logged as `done`. */
    async pending(ips, probe, step, done) {
        const finished = new Set(await this.where(ips, probe, step));
        for (const ip of finished)
            this.context.logger.withPrefix(ip).info(done);
        return ips.filter((ip) => !finished.has(ip));
    }
    /**
     * Joins the worker nodes `probe` says are not joined, several at once, with what `prepare` makes once; then
     * `settle` on every node that did not fail. One HostsError names each node that failed, located at `step`.
     */
    async joinNodes(ips, probe, step, prepare, join, settle) {
        const pending = await this.pending(ips, probe.command, step, probe.done);
        let failures = [];
        if (pending.length > 0) {
            const prepared = await prepare();
            failures = await this.failuresOnEach(pending, (ip) => join(ip, prepared));
        }
        const failed = new Set(failures.map((f) => f.host));
        await settle(ips.filter((ip) => !failed.has(ip)));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, step);
    }
    /** Removes worker nodes several at a time, all to their end; one HostsError names each node that failed. */
    async deleteNodes(ips, remove) {
        const failures = await this.failuresOnEach(ips, remove);
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    async succeeds(ip, command, step) {
        return (await this.execute(ip, command, step)).exitCode === 0;
    }
    async mustRun(ip, command, step) {
        return succeeded(await this.execute(ip, command, step), ip, command, step);
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
/** The result of a command that had to succeed: a non-zero exit is a CommandError located at host and step. */
function succeeded(result, host, command, step) {
    if (result.exitCode !== 0)
        throw new hosts_errors/* CommandError */.Qd({
            host,
            command,
            exitCode: result.exitCode,
            stderr: result.stderr,
            stdout: result.stdout,
            phase: step,
        });
    return result;
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

;// CONCATENATED MODULE: ./.build/runtime/readiness.js


/** How often (and how long apart) a restarted apiserver or kubelet is asked whether it is back: 5 minutes. */
const ATTEMPTS = 60;
const PAUSE_MS = 5000;
/**
 * Asks until `check` answers undefined (ready), pausing between answers; else its last answer is the cause of
 * the failure, which names the host and says the rollout resumes there.
 */
async function waitUntilReady(ip, what, check, pause) {
    let last = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const answer = await check().catch((error) => (0,_build_errors/* errorMessage */.gJ)(error));
        if (answer === undefined)
            return;
        last = answer;
        if (attempt < ATTEMPTS)
            await pause(PAUSE_MS);
    }
    throw new errors/* RuntimeError */.bu(`not ${what} after the configuration change (last answer: ${last}); the hosts after it were not touched. Fix the cause on this host and run again: the rollout resumes here`, { host: ip, phase: 'Configuration' });
}
/** undefined when `kubectl get node NAME -o json` says Ready=True; else what its Ready condition says. */
function nodeNotReady(json) {
    try {
        const node = JSON.parse(json);
        const ready = node.status?.conditions?.find((condition) => condition.type === 'Ready');
        if (ready?.status === 'True')
            return undefined;
        return ready
            ? `Ready=${ready.status} ${ready.reason ?? ''} ${ready.message ?? ''}`.trim()
            : 'no Ready condition';
    }
    catch {
        return 'kubectl did not answer a Node';
    }
}

;// CONCATENATED MODULE: ./.build/runtime/rollout-record.js


/** A runtime's access to the record: its Configuration step's commands and owner-only writes. */
function rolloutRecordAccess(steps, master0, recordPath) {
    return {
        master0,
        recordPath,
        mustRun: (ip, command) => steps.mustRun(ip, command, 'Configuration'),
        write: (ip, path, content) => steps.write(ip, path, content, 0o600, 'Configuration'),
    };
}
/** The changes to roll out now: fresh ones merged with those the record on master0 left unfinished. Reads only. */
async function withUnfinishedRollout(access, fresh) {
    const path = (0,shell/* shellQuote */.ZL)(access.recordPath);
    const record = await access.mustRun(access.master0, `if [ -f ${path} ]; then cat ${path}; fi`);
    return mergeResumed(record.stdout, fresh, access.master0);
}
/**
 * The changes of a rollout an earlier run left unfinished (`recordText`), then the fresh ones. A recorded field
 * takes the fresh values of the first fresh change of that field and the union of hosts, those of the record
 * first; any other fresh change stays as it is.
 */
function mergeResumed(recordText, fresh, master0) {
    if (recordText.trim() === '')
        return [...fresh];
    let recorded;
    try {
        const parsed = JSON.parse(recordText);
        if (!Array.isArray(parsed.changes))
            throw new Error('no changes list');
        recorded = parsed.changes;
    }
    catch (error) {
        throw new errors/* RuntimeError */.bu(`the unfinished configuration rollout kept on master0 cannot be read (${error.message}); remove the file to start afresh`, { host: master0, phase: 'Configuration' });
    }
    const sameField = (a, b) => a.document === b.document && a.field === b.field;
    const absorbed = new Set();
    const merged = recorded.map((change) => {
        const now = fresh.find((candidate) => sameField(candidate, change) && !absorbed.has(candidate));
        if (now)
            absorbed.add(now);
        return {
            ...change,
            ...(now ? { from: now.from, to: now.to } : {}),
            hosts: [...new Set([...change.hosts, ...(now?.hosts ?? [])])],
            resumed: true,
        };
    });
    return [...merged, ...fresh.filter((change) => !absorbed.has(change))];
}
/** The record of a rollout under way: saved before its first step and after each host, removed at its end. */
class RolloutRecord {
    access;
    pending;
    constructor(access, changes) {
        this.access = access;
        this.pending = changes.map((change) => ({ ...change, hosts: [...change.hosts] }));
    }
    async save() {
        const text = `${JSON.stringify({ changes: this.pending.filter((change) => change.hosts.length > 0) }, null, 1)}\n`;
        await this.access.write(this.access.master0, this.access.recordPath, text);
    }
    /** `hosts` are done with the changes of `document`, or with every change when none is named. */
    async done(hosts, document) {
        for (const change of this.pending)
            if (document === undefined || change.document === document)
                change.hosts = change.hosts.filter((host) => !hosts.includes(host));
        await this.save();
    }
    async finish() {
        await this.access.mustRun(this.access.master0, `rm -f ${(0,shell/* shellQuote */.ZL)(this.access.recordPath)}`);
    }
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

;// CONCATENATED MODULE: ./.build/runtime/unreachable-node.js




/** The Nodes with their addresses, as master0's API server holds them. */
function listNodesCommand(distribution) {
    return adminKubectl(distribution, 'get nodes -o json');
}
/** The name of the Node whose InternalIP is `ip` in `kubectl get nodes -o json`; undefined when none is. */
function nodeNameAt(json, ip) {
    const list = JSON.parse(json);
    const node = (list.items ?? []).find((item) => (item.status?.addresses ?? []).some((entry) => entry.type === 'InternalIP' && entry.address === ip));
    return node?.metadata?.name;
}
/**
 * A leaving host that does not answer SSH, taken out of Kubernetes through master0: its Node found by address
 * (the host cannot say its name) and deleted without a drain, which would wait for pods that cannot be
 * evicted from a dead kubelet; the pods are recreated elsewhere once the Node is gone.
 */
async function deleteUnreachableNode(context, steps, distribution, ip, role) {
    if (role === 'master')
        checkMastersToDelete(context.topology, [ip]);
    else
        checkNodesToDelete(context.topology, [ip]);
    const master0 = context.topology.masters[0];
    const log = context.logger.withPrefix(ip);
    const listed = await steps.mustRun(master0, listNodesCommand(distribution), 'Delete');
    let name;
    try {
        name = nodeNameAt(listed.stdout, ip);
    }
    catch (error) {
        throw new errors/* RuntimeError */.bu(`kubectl get nodes -o json on ${master0} did not print JSON`, {
            host: ip,
            phase: 'Delete',
            cause: error,
        });
    }
    if (!name) {
        log.warn(`no Node has the address ${ip}: nothing to delete from Kubernetes`);
        return;
    }
    log.warn(`does not answer SSH: node ${name} is deleted without a drain; its pods are recreated on other nodes`);
    await steps.mustRun(master0, adminKubectl(distribution, `delete node ${(0,shell/* shellQuote */.ZL)(name)} --ignore-not-found`), 'Delete');
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
function deleteK3sNode(name) {
    return adminKubectl('k3s', `delete node ${(0,shell/* shellQuote */.ZL)(name)} --ignore-not-found`);
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
/** k3s keeps an embedded etcd's data here; with sqlite (no `cluster-init`) or an external datastore it is absent. */
function hasEmbeddedEtcd() {
    return `test -d ${k3sPaths.dataDir}/server/db/etcd`;
}
/**
 * `k3s etcd-snapshot save` (docs.k3s.io/cli/etcd-snapshot): k3s names the file `<name>-<node>-<unix time>` in
 * `--dir`; the file is then made owner-only and its path printed, the newest of that name.
 */
function saveK3sEtcdSnapshot(folder, name) {
    const dir = (0,shell/* shellQuote */.ZL)(folder);
    return [
        'set -e',
        `mkdir -p -m 700 ${dir}`,
        `k3s etcd-snapshot save --name ${(0,shell/* shellQuote */.ZL)(name)} --dir ${dir} >&2`,
        `file=$(ls -1 ${dir} | grep -F -- ${(0,shell/* shellQuote */.ZL)(`${name}-`)} | sort | tail -n 1)`,
        `[ -n "$file" ] || { echo "k3s etcd-snapshot save left no ${name}-* in ${folder}" >&2; exit 1; }`,
        `chmod 600 ${dir}/"$file"`,
        `echo ${dir}/"$file"`,
    ].join('\n');
}
/** The configuration k3s runs with on a host; empty when there is none. */
function readK3sConfig() {
    return `if [ -f ${k3sPaths.config} ]; then cat ${k3sPaths.config}; fi`;
}
/** k3s reads its configuration only when it starts (docs.k3s.io installation/configuration). */
function restartService() {
    return `systemctl restart ${service}`;
}
function k3sNodeJson(name) {
    return adminKubectl('k3s', `get node ${(0,shell/* shellQuote */.ZL)(name)} -o json`);
}

;// CONCATENATED MODULE: ./.build/runtime/k3s/runtime.js


















/** A host has joined once its k3s service is active. */
const K3S_JOINED = { command: serviceActive(), done: 'already joined: k3s is active' };
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
        await this.steps.joinNodes(ips, K3S_JOINED, 'Join', async () => ({ config: agentConfig(this.input), tokens: await this.masterTokens(false) }), (ip, { config, tokens }) => this.joinNode(ip, config, tokens), (joined) => this.syncLvscare(joined));
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
        await this.steps.deleteNodes(ips, (ip) => this.deleteHost(ip));
    }
    /**
     * k3s removes a server's etcd member itself when its Node is deleted (its etcd controller watches Node
     * deletions), so deleting the Node through master0 is the whole removal; the nodes' lvscare follows.
     */
    async removeUnreachable(ip, role) {
        await deleteUnreachableNode(this.options, this.steps, 'k3s', ip, role);
        if (role === 'master')
            await this.syncLvscare(await this.joined(this.options.topology.nodes));
    }
    /**
     * `k3s etcd-snapshot save` on master0 when it runs the embedded etcd (sealos starts it with `cluster-init`);
     * with sqlite or an external datastore k3s has no etcd to save, so nothing is taken and a warning says so.
     */
    async snapshotEtcd(reason) {
        const ip = this.master0;
        if (!(await this.steps.succeeds(ip, hasEmbeddedEtcd(), 'Snapshot'))) {
            this.options.logger.warn(`no etcd snapshot before ${reason}: k3s on ${ip} runs no embedded etcd (sqlite or an external datastore); back up ${k3sPaths.dataDir}/server/db or the datastore yourself`);
            return undefined;
        }
        const folder = etcdSnapshotFolder(this.options.topology.name);
        const name = etcdSnapshotName(this.options.now?.() ?? new Date());
        const saved = await this.steps.mustRun(ip, saveK3sEtcdSnapshot(folder, name), 'Snapshot');
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
    async configChanges(hosts) {
        const configs = [];
        for (const ip of [...hosts.masters, ...hosts.nodes]) {
            const text = (await this.steps.mustRun(ip, readK3sConfig(), 'Configuration')).stdout;
            configs.push({ ip, have: parseK3sConfig(text, ip), wanted: this.configOf(ip) });
        }
        const fresh = k3sConfigDifferences(configs, this.options.topology.masters, this.options.config.userConfig);
        return withUnfinishedRollout(this.recordAccess(), fresh);
    }
    /**
     * Servers first, then agents, one host at a time: its whole configuration written as a join writes it, k3s
     * restarted (it reads the file only when it starts), and its node Ready before the next host. A host that
     * does not come back stops the rollout. Its config.yaml is new already, so a fresh comparison would pass it
     * by: master0 records the hosts still to do (rollout-record.ts) and the next run starts at that host.
     */
    async rolloutConfig(changes) {
        const { masters, nodes } = this.options.topology;
        const reached = new Set(changes.flatMap((change) => change.hosts));
        const step = 'Configuration';
        const record = new RolloutRecord(this.recordAccess(), changes);
        await record.save();
        for (const ip of [...masters, ...nodes].filter((host) => reached.has(host))) {
            const name = checkNodeName((await this.steps.mustRun(ip, hostname(), step)).stdout, ip);
            await this.steps.write(ip, k3sPaths.config, renderK3sConfig(this.configOf(ip)), 0o600, step);
            await this.steps.mustRun(ip, restartService(), step);
            this.options.logger
                .withPrefix(ip)
                .info(`config.yaml written, k3s restarted; waiting for ${name} Ready`);
            await waitUntilReady(ip, `node ${name} Ready`, async () => {
                const answer = await this.steps.execute(this.master0, k3sNodeJson(name), step);
                return answer.exitCode === 0 ? nodeNotReady(answer.stdout) : answer.stderr.trim() || 'no answer';
            }, this.options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))));
            await record.done([ip]);
        }
        await record.finish();
    }
    /** Where master0 keeps an unfinished rollout, and the steps that read and write it (rollout-record.ts). */
    recordAccess() {
        return rolloutRecordAccess(this.steps, this.master0, this.paths.configRollout);
    }
    /** The configuration a host of the cluster runs with, by its role. */
    configOf(ip) {
        if (ip === this.master0)
            return initServerConfig(this.input);
        return this.options.topology.masters.includes(ip)
            ? joinServerConfig(this.input)
            : agentConfig(this.input);
    }
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
    notJoined(ips) {
        return this.steps.pending(ips, K3S_JOINED.command, 'Join', K3S_JOINED.done);
    }
    joined(ips) {
        return this.steps.where(ips, K3S_JOINED.command, 'Join');
    }
}

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
    return adminKubectl('kubeadm', 'get --raw=/healthz');
}
/** The cluster's ClusterConfiguration as kubeadm stored it (sealos FetchKubeadmConfig). */
function readClusterConfiguration() {
    return adminKubectl('kubeadm', "-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'");
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
 * generated itself to the other masters. Here the PKI is made on master0 before init (pki-scripts.ts), kubeadm
 * keeps it, and shares the authorities through `--upload-certs` and the certificate key (kubeadm's own way),
 * so no keys travel through this program.
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
/**
 * Only the download of the cluster's authorities (the kubeadm-certs Secret, decrypted with the certificate key)
 * onto a joining master, so its own certificates can be made there before `kubeadm join` (which keeps them).
 */
function downloadCerts(paths, debug) {
    return `kubeadm join phase control-plane-prepare download-certs --config=${(0,shell/* shellQuote */.ZL)(paths.joinMasterConfig)} ${verbosity(debug)}`;
}
function kubeadmJoinNode(paths, debug) {
    return `kubeadm join --config=${(0,shell/* shellQuote */.ZL)(paths.joinNodeConfig)} ${verbosity(debug)}`;
}
function deleteNode(name) {
    return adminKubectl('kubeadm', `delete node ${(0,shell/* shellQuote */.ZL)(name)} --ignore-not-found`);
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
/** The kubelet's and kube-proxy's configuration as kubeadm stored them (kubelet-config, kube-proxy ConfigMaps). */
function readKubeletConfigMap() {
    return adminKubectl('kubeadm', "-n kube-system get configmap kubelet-config -o jsonpath='{.data.kubelet}'");
}
function readKubeProxyConfigMap() {
    return adminKubectl('kubeadm', "-n kube-system get configmap kube-proxy -o jsonpath='{.data.config\\.conf}'");
}
/** kubeadm's own upload of the ClusterConfiguration (`kubeadm`) or the KubeletConfiguration (`kubelet`). */
function uploadConfig(what, file) {
    return `kubeadm init phase upload-config ${what} --config ${(0,shell/* shellQuote */.ZL)(file)}`;
}
/** The static pod manifests of the control plane (and of etcd, when its settings changed) made again. */
function controlPlanePhase(file, etcd) {
    const control = `kubeadm init phase control-plane all --config ${(0,shell/* shellQuote */.ZL)(file)}`;
    return etcd ? `${control} && kubeadm init phase etcd local --config ${(0,shell/* shellQuote */.ZL)(file)}` : control;
}
/**
 * A new apiserver serving certificate for the names of `file`: the old pair set aside (as `.bak`), then
 * `makeCertificate` (the 100-year one, pki-scripts.ts) in a subshell, then kubeadm's own `certs apiserver` phase,
 * which keeps a certificate its authority signed only if it carries every name kubeadm wants. The apiserver
 * reloads its serving certificate from disk by itself. Every step is a plain statement under `set -e` (bash
 * ignores errexit inside an `if` condition or a `||` list, subshells included), so the first that fails ends
 * the script; on the way out the trap puts the old pair back and says so. Commands appended after this script
 * run only once the certificate is renewed.
 */
function renewApiServerCertificate(file, makeCertificate) {
    const pair = [`${kubernetesPaths.pki}/apiserver.crt`, `${kubernetesPaths.pki}/apiserver.key`];
    return [
        'set -e',
        `rm -f ${pair.map((path) => `${path}.bak`).join(' ')}`,
        'put_back_apiserver_pair() {',
        '  echo "the apiserver certificate was not renewed: its previous certificate and key, if any, are put back" >&2',
        ...pair.map((path) => `  [ ! -f ${path}.bak ] || mv -f ${path}.bak ${path}`),
        '}',
        'trap put_back_apiserver_pair EXIT',
        ...pair.map((path) => `[ ! -f ${path} ] || mv -f ${path} ${path}.bak`),
        '(',
        makeCertificate,
        ')',
        `kubeadm init phase certs apiserver --config ${(0,shell/* shellQuote */.ZL)(file)}`,
        'trap - EXIT',
    ].join('\n');
}
/** The kubelet-config ConfigMap written to this host's /var/lib/kubelet/config.yaml, as `kubeadm upgrade node` does. */
function downloadKubeletConfig() {
    return 'kubeadm upgrade node phase kubelet-config';
}
function restartKubelet() {
    return 'systemctl restart kubelet';
}
/** The kube-proxy ConfigMap (and DaemonSet) made again from `file`, then its pods replaced. */
function updateKubeProxy(file) {
    const restart = adminKubectl('kubeadm', '-n kube-system rollout restart daemonset kube-proxy');
    return `kubeadm init phase addon kube-proxy --config ${(0,shell/* shellQuote */.ZL)(file)} && ${restart}`;
}
function nodeJson(name) {
    return adminKubectl('kubeadm', `get node ${(0,shell/* shellQuote */.ZL)(name)} -o json`);
}
/** The digest of a master's apiserver manifest: kubeadm's control-plane phase may leave it as it was. */
function apiServerManifestDigest() {
    return `sha256sum ${kubernetesPaths.manifests}/kube-apiserver.yaml | cut -d ' ' -f 1`;
}
/**
 * The hash the kubelet gave the apiserver's static pod, on its mirror pod (`kubernetes.io/config.hash`): it
 * changes once the kubelet runs the pod of a new manifest, which is how `kubeadm upgrade` waits for it.
 */
function apiServerPodHash(node) {
    return adminKubectl('kubeadm', `-n kube-system get pod ${(0,shell/* shellQuote */.ZL)(`kube-apiserver-${node}`)} -o jsonpath='{.metadata.annotations.kubernetes\\.io/config\\.hash}'`);
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/defaults.js
var defaults = __webpack_require__(92743);
// EXTERNAL MODULE: ./.build/runtime/kubeadm/extra-args.js
var extra_args = __webpack_require__(17601);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/pki-certificates.js





/**
 * The control-plane PKI sealos makes (lifecycle/pkg/cert/kube_certs.go `CaList` and `List`), every certificate
 * valid 100 years, with the names kubeadm checks when it finds a certificate on disk
 * (cmd/kubeadm/app/phases/certs/certlist.go, pkiutil `GetAPIServerAltNames`, `GetEtcdAltNames`,
 * `GetEtcdPeerAltNames`): a certificate missing one of those names makes kubeadm stop.
 */
/** 100 years of 365 days, as sealos's `Year: 100` (NotAfter = now + Year × 365 × 24 h). */
const certificateValidityDays = 36500;
function authorities(config) {
    const list = [
        { name: 'ca', commonName: 'kubernetes' },
        { name: 'front-proxy-ca', commonName: 'front-proxy-ca' },
    ];
    if (localEtcd(config))
        list.push({ name: 'etcd/ca', commonName: 'etcd-ca' });
    return list;
}
/** The leaf certificates of one master; with an external etcd, kubeadm makes no etcd certificates. */
function leafCertificates(config, host) {
    const cluster = config.documents.ClusterConfiguration;
    // From 1.29 kubeadm gives the apiserver's kubelet client kubeadm:cluster-admins instead of system:masters,
    // and the etcd clients no group (sealos resolveLocalIdentityModel).
    const legacy = config.version.minor < 29;
    const leaves = [
        apiServerLeaf(cluster, host),
        {
            name: 'apiserver-kubelet-client',
            authority: 'ca',
            commonName: 'kube-apiserver-kubelet-client',
            organization: legacy ? 'system:masters' : 'kubeadm:cluster-admins',
            usages: ['clientAuth'],
            dnsNames: [],
            ips: [],
        },
        {
            name: 'front-proxy-client',
            authority: 'front-proxy-ca',
            commonName: 'front-proxy-client',
            usages: ['clientAuth'],
            dnsNames: [],
            ips: [],
        },
    ];
    if (!localEtcd(config))
        return leaves;
    const etcdNames = (extra) => split(['localhost', host.nodeName, '127.0.0.1', '::1', host.address, ...extra]);
    const client = (name, commonName) => ({
        name,
        authority: 'etcd/ca',
        commonName,
        ...(legacy ? { organization: 'system:masters' } : {}),
        usages: ['clientAuth'],
        dnsNames: [],
        ips: [],
    });
    return [
        ...leaves,
        client('apiserver-etcd-client', 'kube-apiserver-etcd-client'),
        {
            name: 'etcd/server',
            authority: 'etcd/ca',
            commonName: host.nodeName,
            usages: ['serverAuth', 'clientAuth'],
            ...etcdNames(stringsAt(cluster, ['etcd', 'local', 'serverCertSANs'])),
        },
        {
            name: 'etcd/peer',
            authority: 'etcd/ca',
            commonName: host.nodeName,
            usages: ['serverAuth', 'clientAuth'],
            ...etcdNames(stringsAt(cluster, ['etcd', 'local', 'peerCertSANs'])),
        },
        client('etcd/healthcheck-client', 'kube-etcd-healthcheck-client'),
    ];
}
/** The apiserver's serving certificate of one master, for the names of the ClusterConfiguration `cluster`. */
function apiServerLeaf(cluster, host) {
    const dnsDomain = stringAt(cluster, ['networking', 'dnsDomain']) || 'cluster.local';
    const endpointHost = (stringAt(cluster, ['controlPlaneEndpoint']) || cluster_endpoint/* apiServerDomain */.u).replace(/:\d+$/, '');
    const names = split([
        'localhost',
        'kubernetes',
        'kubernetes.default',
        'kubernetes.default.svc',
        `kubernetes.default.svc.${dnsDomain}`,
        host.nodeName,
        '127.0.0.1',
        ...serviceVirtualIps(stringAt(cluster, ['networking', 'serviceSubnet']) || defaults/* defaultServiceSubnet */.ae),
        host.address,
        endpointHost,
        ...stringsAt(cluster, ['apiServer', 'certSANs']),
    ]);
    return {
        name: 'apiserver',
        authority: 'ca',
        commonName: 'kube-apiserver',
        usages: ['serverAuth'],
        ...names,
    };
}
function localEtcd(config) {
    return (0,extra_args/* getAt */.sM)(config.documents.ClusterConfiguration, ['etcd', 'external']) === undefined;
}
function stringAt(document, path) {
    const value = (0,extra_args/* getAt */.sM)(document, path);
    return typeof value === 'string' ? value.trim() : '';
}
function stringsAt(document, path) {
    const value = (0,extra_args/* getAt */.sM)(document, path);
    return Array.isArray(value) ? value.map((item) => String(item).trim()).filter(Boolean) : [];
}
/** Names sorted into DNS names and IP addresses, each once, in their first order. */
function split(names) {
    const dnsNames = [];
    const ips = [];
    for (const name of names) {
        const list = isIp(name) ? ips : dnsNames;
        if (name && !list.includes(name))
            list.push(name);
    }
    return { dnsNames, ips };
}
function isIp(text) {
    return (0,address/* ipv4ToNumber */.Cx)(text) !== undefined || (text.includes(':') && /^[0-9a-fA-F:.]+$/.test(text));
}
/**
 * The first address of each service subnet: the `kubernetes` Service's ClusterIP, which pods dial. kubeadm
 * names the first subnet's; sealos (NewSealosCertMetaDataForKubeVersion) each one's, which covers kubeadm's.
 */
function serviceVirtualIps(serviceSubnet) {
    return serviceSubnet
        .split(',')
        .map((cidr) => cidr.trim())
        .filter(Boolean)
        .map((cidr) => {
        const [network = ''] = cidr.split('/');
        const v4 = (0,address/* ipv4ToNumber */.Cx)(network);
        if (v4 !== undefined)
            return (0,address/* numberToIpv4 */.gG)(v4 + 1);
        const v6 = ipv6ToBigInt(network);
        if (v6 !== undefined)
            return bigIntToIpv6(v6 + 1n);
        throw new errors/* KubeadmConfigError */.oN(`"${cidr}" is not a CIDR`, {
            field: 'ClusterConfiguration.networking.serviceSubnet',
        });
    });
}
function ipv6ToBigInt(text) {
    if (!/^[0-9a-fA-F:]+$/.test(text) || (text.match(/::/g) ?? []).length > 1)
        return undefined;
    const [head = '', tail] = text.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const missing = 8 - left.length - right.length;
    if (tail === undefined ? missing !== 0 : missing < 1)
        return undefined;
    const groups = [...left, ...Array(missing).fill('0'), ...right];
    if (groups.some((group) => !/^[0-9a-fA-F]{1,4}$/.test(group)))
        return undefined;
    return groups.reduce((value, group) => (value << 16n) + BigInt(`0x${group}`), 0n);
}
function bigIntToIpv6(value) {
    const groups = [];
    for (let shift = 112n; shift >= 0n; shift -= 16n)
        groups.push(((value >> shift) & 0xffffn).toString(16));
    return groups.join(':');
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/pki-scripts.js




/**
 * Scripts that make and renew a master's certificates with openssl on the master itself, so no private key
 * ever leaves it (sealos makes them on its own machine and copies them; here the runner never sees one). What
 * they make is what sealos's cert package makes (lifecycle/pkg/cert/kube_certs.go): RSA 2048 keys, 100 years.
 */
/** The kubeconfig files whose client certificates kubeadm makes on a control plane (kubeadm `certs renew`'s list). */
const controlPlaneKubeconfigs = [
    '/etc/kubernetes/admin.conf',
    '/etc/kubernetes/super-admin.conf',
    '/etc/kubernetes/controller-manager.conf',
    '/etc/kubernetes/scheduler.conf',
];
const preamble = [
    'set -eu',
    'command -v openssl >/dev/null 2>&1 || { echo "openssl is not installed on this master: install it (Debian/Ubuntu: apt-get install openssl; RHEL: dnf install openssl) and run again" >&2; exit 1; }',
    'umask 077',
    `pki=${kubernetesPaths.pki}`,
    `days=${certificateValidityDays}`,
    'mkdir -p "$pki/etcd"',
    'tmp=$(mktemp -d)',
    'trap \'rm -rf "$tmp"\' EXIT',
    'printf \'[req]\\ndistinguished_name=dn\\n[dn]\\n\' >"$tmp/req.cnf"',
    // fail NAME: what openssl said about NAME, then stop.
    'fail() { echo "cannot make $1:" >&2; cat "$tmp/err" >&2; exit 1; }',
    // sign SUBJECT CA EXTENSIONS OUT-KEY OUT-CRT: a new key and a certificate signed by the CA for $days days.
    'sign() {',
    '  printf "[ext]\\n%s\\n" "$3" >"$tmp/ext.cnf"',
    '  openssl req -new -newkey rsa:2048 -nodes -config "$tmp/req.cnf" -subj "$1" -keyout "$tmp/new.key" -out "$tmp/new.csr" 2>"$tmp/err" &&',
    '  openssl x509 -req -in "$tmp/new.csr" -CA "$pki/$2.crt" -CAkey "$pki/$2.key" -set_serial "0x$(openssl rand -hex 16)" -days "$days" -extfile "$tmp/ext.cnf" -extensions ext -out "$tmp/new.crt" 2>"$tmp/err" || return 1',
    '  cat "$tmp/new.key" >"$4" && cat "$tmp/new.crt" >"$5"',
    '}',
];
/**
 * Makes what is missing of the PKI: the authorities (kept when present: a joining master has the cluster's
 * from kubeadm's download-certs), the service-account key pair, and each leaf.
 */
function makePkiScript(authorityList, leaves) {
    const lines = [...preamble];
    for (const authority of authorityList) {
        const crt = `"$pki/"${(0,shell/* shellQuote */.ZL)(`${authority.name}.crt`)}`;
        const key = `"$pki/"${(0,shell/* shellQuote */.ZL)(`${authority.name}.key`)}`;
        const extensions = 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,digitalSignature,keyEncipherment,keyCertSign\nsubjectKeyIdentifier=hash';
        lines.push(`if ! [ -s ${crt} ] || ! [ -s ${key} ]; then`, `  { cat "$tmp/req.cnf"; printf "[ext]\\n%s\\n" ${(0,shell/* shellQuote */.ZL)(extensions)}; } >"$tmp/ca.cnf"`, `  openssl req -x509 -newkey rsa:2048 -nodes -config "$tmp/ca.cnf" -extensions ext -subj ${(0,shell/* shellQuote */.ZL)(`/CN=${authority.commonName}`)} -days "$days" -keyout "$tmp/new.key" -out "$tmp/new.crt" 2>"$tmp/err" || fail ${(0,shell/* shellQuote */.ZL)(authority.name)}`, `  cat "$tmp/new.key" >${key} && cat "$tmp/new.crt" >${crt}`, 'fi');
    }
    lines.push('if ! [ -s "$pki/sa.key" ]; then', '  openssl genrsa -out "$tmp/sa.key" 2048 2>"$tmp/err" && openssl rsa -in "$tmp/sa.key" -pubout -out "$tmp/sa.pub" 2>"$tmp/err" || fail sa.key', '  cat "$tmp/sa.key" >"$pki/sa.key" && cat "$tmp/sa.pub" >"$pki/sa.pub"', 'fi');
    lines.push(...leaves.map(signLeafLine));
    return lines.join('\n');
}
/**
 * One master's apiserver certificate made again for 100 years with the names of the ClusterConfiguration
 * `cluster`, signed by the cluster CA already on the master (nothing else is made: a missing CA stops it).
 * Both a configuration rollout and `cert --alt-names` run it before kubeadm's `certs apiserver` phase, which
 * then keeps it (commands.ts `renewApiServerCertificate`).
 */
function apiServerCertificateScript(cluster, host) {
    return [
        ...preamble,
        '[ -s "$pki/ca.crt" ] && [ -s "$pki/ca.key" ] || { echo "$pki/ca.crt or ca.key is missing: the apiserver certificate is signed by the cluster CA on this master" >&2; exit 1; }',
        signLeafLine(apiServerLeaf(cluster, host)),
    ].join('\n');
}
/** Signs the leaf unless both its files are there (a caller that wants it made again moves them away first). */
function signLeafLine(leaf) {
    const crt = `"$pki/"${(0,shell/* shellQuote */.ZL)(`${leaf.name}.crt`)}`;
    const key = `"$pki/"${(0,shell/* shellQuote */.ZL)(`${leaf.name}.key`)}`;
    return `[ -s ${crt} ] && [ -s ${key} ] || sign ${(0,shell/* shellQuote */.ZL)(subject(leaf.commonName, leaf.organization))} ${(0,shell/* shellQuote */.ZL)(leaf.authority)} ${(0,shell/* shellQuote */.ZL)(leafExtensions(leaf))} ${key} ${crt} || fail ${(0,shell/* shellQuote */.ZL)(leaf.name)}`;
}
/**
 * Gives each kubeconfig that embeds a client certificate a new key and a 100-year certificate with the same
 * subject (user and groups), signed by the cluster CA: kubeadm makes these for one year and keeps no other
 * record of them. A file that does not exist or names a certificate file (the kubelet's rotating one) is left.
 */
function resignKubeconfigsScript(files) {
    return [
        ...preamble,
        'resign() {',
        '  [ -f "$1" ] && grep -q "^ *client-certificate-data:" "$1" || return 0',
        '  sed -n "s/^ *client-certificate-data: *//p" "$1" | head -n 1 | openssl base64 -d -A >"$tmp/old.crt"',
        '  subject=$(openssl x509 -in "$tmp/old.crt" -noout -subject -nameopt compat 2>"$tmp/err") || fail "$1"',
        '  subject=$(printf "%s" "$subject" | sed "s/^subject= *//")',
        `  sign "$subject" ca ${(0,shell/* shellQuote */.ZL)(leafExtensions({ usages: ['clientAuth'], dnsNames: [], ips: [] }))} "$tmp/client.key" "$tmp/client.crt" || fail "$1"`,
        '  openssl base64 -A -in "$tmp/client.crt" >"$tmp/crt.b64" && openssl base64 -A -in "$tmp/client.key" >"$tmp/key.b64"',
        `  awk -v crt="$tmp/crt.b64" -v key="$tmp/key.b64" 'BEGIN { getline c <crt; getline k <key }`,
        '    /^ *client-certificate-data:/ { sub(/:.*/, ": " c) } /^ *client-key-data:/ { sub(/:.*/, ": " k) } { print }\' "$1" >"$tmp/kubeconfig"',
        '  cat "$tmp/kubeconfig" >"$1"',
        '}',
        ...files.map((file) => `resign ${(0,shell/* shellQuote */.ZL)(file)}`),
    ].join('\n');
}
function subject(commonName, organization) {
    for (const part of [commonName, organization ?? ''])
        if (/[/=\\\n]/.test(part))
            throw new errors/* KubeadmConfigError */.oN(`"${part}" cannot be part of a certificate subject`, {
                field: 'nodeRegistration.name',
            });
    return `${organization ? `/O=${organization}` : ''}/CN=${commonName}`;
}
function leafExtensions(leaf) {
    const names = [
        ...leaf.dnsNames.map((name) => `DNS:${checkedName(name)}`),
        ...leaf.ips.map((ip) => `IP:${ip}`),
    ];
    return [
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature,keyEncipherment',
        `extendedKeyUsage=${leaf.usages.join(',')}`,
        'authorityKeyIdentifier=keyid',
        ...(names.length > 0 ? [`subjectAltName=${names.join(',')}`] : []),
    ].join('\n');
}
/** A certificate name goes into openssl's configuration: only what a DNS name may hold, `*` for wildcards. */
function checkedName(name) {
    if (!/^[A-Za-z0-9*]([A-Za-z0-9.*-]*[A-Za-z0-9])?$/.test(name))
        throw new errors/* KubeadmConfigError */.oN(`"${name}" is not a DNS name or IP address`, {
            field: 'ClusterConfiguration.apiServer.certSANs',
        });
    return name;
}
/** Each leaf of the control plane and the authority that signs it (kubeadm certlist.go, sealos `List`). */
const leafAuthorities = [
    ['apiserver', 'ca'],
    ['apiserver-kubelet-client', 'ca'],
    ['front-proxy-client', 'front-proxy-ca'],
    ['apiserver-etcd-client', 'etcd/ca'],
    ['etcd/server', 'etcd/ca'],
    ['etcd/peer', 'etcd/ca'],
    ['etcd/healthcheck-client', 'etcd/ca'],
];
/**
 * Prints `<file>\t<openssl -enddate>` for every certificate under the PKI folder and the client certificate of
 * each control-plane kubeconfig, as openssl reads them on the master (what `kubeadm certs check-expiration`
 * reads, in a form that does not change between kubeadm versions).
 */
function certificateEndsScript() {
    const kubeconfigs = controlPlaneKubeconfigs.map((file) => (0,shell/* shellQuote */.ZL)(file)).join(' ');
    return [
        'set -u',
        'command -v openssl >/dev/null 2>&1 || { echo "openssl is not installed on this master: install it to read its certificates" >&2; exit 1; }',
        `for f in $(find ${kubernetesPaths.pki} -name '*.crt' 2>/dev/null | sort); do`,
        '  printf "%s\\t%s\\n" "$f" "$(openssl x509 -in "$f" -noout -enddate 2>&1 | head -n 1)"',
        'done',
        `for f in ${kubeconfigs}; do`,
        '  [ -f "$f" ] && grep -q "^ *client-certificate-data:" "$f" || continue',
        '  printf "%s\\t%s\\n" "$f" "$(sed -n "s/^ *client-certificate-data: *//p" "$f" | head -n 1 | openssl base64 -d -A | openssl x509 -noout -enddate 2>&1 | head -n 1)"',
        'done',
    ].join('\n');
}
/**
 * Renews one master's control-plane certificates in place: each leaf gets a new key and a 100-year certificate
 * with the subject, names and usages of the one it replaces, signed by the cluster's authority already on the
 * master (sealos `RenewLeafCerts`); the kubeconfigs' client certificates likewise. The authorities are kept:
 * a new CA would be a new cluster to every node and client.
 */
function renewCertificatesScript() {
    return [
        ...preamble,
        'renew() {',
        '  crt="$pki/$1.crt"',
        '  [ -f "$crt" ] || return 0',
        '  [ -s "$pki/$2.crt" ] && [ -s "$pki/$2.key" ] || { echo "$pki/$2.crt or .key is missing: $1 cannot be renewed without the cluster\'s authority" >&2; exit 1; }',
        '  subject=$(openssl x509 -in "$crt" -noout -subject -nameopt compat 2>"$tmp/err") || fail "$1"',
        '  subject=$(printf "%s" "$subject" | sed "s/^subject= *//")',
        '  names=$(openssl x509 -in "$crt" -noout -ext subjectAltName 2>/dev/null | sed 1d | sed "s/IP Address:/IP:/g; s/ //g")',
        '  usages=$(openssl x509 -in "$crt" -noout -ext extendedKeyUsage 2>/dev/null | sed 1d | sed "s/TLS Web Server Authentication/serverAuth/; s/TLS Web Client Authentication/clientAuth/; s/ //g")',
        '  [ -n "$usages" ] || usages=clientAuth',
        '  extensions=$(printf "basicConstraints=critical,CA:FALSE\\nkeyUsage=critical,digitalSignature,keyEncipherment\\nextendedKeyUsage=%s\\nauthorityKeyIdentifier=keyid" "$usages")',
        '  [ -z "$names" ] || extensions=$(printf "%s\\nsubjectAltName=%s" "$extensions" "$names")',
        '  sign "$subject" "$2" "$extensions" "$pki/$1.key" "$crt" || fail "$1"',
        '}',
        ...leafAuthorities.map(([name, authority]) => `renew ${(0,shell/* shellQuote */.ZL)(name)} ${(0,shell/* shellQuote */.ZL)(authority)}`),
    ].join('\n');
}
/**
 * Restarts the control plane's static pods so they load the renewed certificates (the kubelet makes each pod
 * again from its manifest; sealos `deleteStaticPod`), then waits up to two minutes for this master's API
 * server to answer /healthz through its admin kubeconfig.
 */
function restartControlPlaneScript() {
    return [
        'set -u',
        'for component in etcd kube-apiserver kube-controller-manager kube-scheduler; do',
        '  pods=$(crictl pods --name "$component" -q) || { echo "crictl cannot list the $component pod" >&2; exit 1; }',
        '  [ -z "$pods" ] && continue',
        '  crictl stopp $pods >/dev/null && crictl rmp $pods >/dev/null || { echo "crictl cannot restart the $component pod" >&2; exit 1; }',
        'done',
        'tries=0',
        'until [ "$(kubectl --kubeconfig=/etc/kubernetes/admin.conf get --raw=/healthz 2>/dev/null)" = ok ]; do',
        '  tries=$((tries + 1))',
        '  [ "$tries" -lt 60 ] || { echo "the API server of this master does not answer /healthz 120 s after its restart" >&2; exit 1; }',
        '  sleep 2',
        'done',
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/cert-sans.js








/**
 * Adds Subject Alternative Names as `sealos cert --alt-names` does (pkg/runtime/kubernetes/certs.go
 * UpdateCertSANs), in two steps the caller runs on master0, then on every master: the names go into
 * `apiServer.certSANs` of `kube-system/kubeadm-config`, and each master makes itself a new 100-year apiserver
 * certificate with the cluster CA it already holds, as a configuration rollout does (pki-scripts.ts
 * `apiServerCertificateScript`; sealos signs them on the runner and copies them).
 */
/** On master0: the stored ClusterConfiguration with the names added, written back with `upload-config`. */
async function addCertSans(master0, cluster, altNames, logger) {
    const file = clusterPaths(cluster).updateConfig;
    const { stdout } = await master0.run(readClusterConfiguration());
    const updated = withAltNames(stdout, altNames, master0.host);
    await master0.writeFile(file, (0,yaml/* stringifyDocuments */.g)([updated]), { mode: 0o600 });
    await master0.run(uploadConfig('kubeadm', file), { logger });
    return updated;
}
/** On one master: a new apiserver certificate from its own InitConfiguration beside the updated configuration. */
async function renewApiserverCert(master, ip, cluster, clusterConfiguration, logger) {
    const file = clusterPaths(cluster).updateConfig;
    const init = {
        apiVersion: clusterConfiguration.apiVersion,
        kind: 'InitConfiguration',
        localAPIEndpoint: { advertiseAddress: ip },
    };
    await master.writeFile(file, (0,yaml/* stringifyDocuments */.g)([init, clusterConfiguration]), { mode: 0o600 });
    const nodeName = checkNodeName((await master.run(hostname())).stdout, ip, 'Certificates');
    const make = apiServerCertificateScript(clusterConfiguration, { address: ip, nodeName });
    await master.run(renewApiserverCertScript(file, make), { logger });
}
/** The ClusterConfiguration of `kube-system/kubeadm-config` with the alt names added to `apiServer.certSANs`. */
function withAltNames(clusterConfiguration, altNames, host) {
    const document = (0,dist/* parse */.qg)(clusterConfiguration);
    if (!(0,deep_merge/* isYamlMap */.S6)(document) || document.kind !== 'ClusterConfiguration')
        throw new _build_errors/* SealosError */.ei('kube-system/kubeadm-config: data.ClusterConfiguration is not a ClusterConfiguration', {
            host,
        });
    const apiServer = (0,deep_merge/* isYamlMap */.S6)(document.apiServer) ? document.apiServer : {};
    const current = Array.isArray(apiServer.certSANs) ? apiServer.certSANs.map(String) : [];
    apiServer.certSANs = [...new Set([...current, ...altNames])];
    document.apiServer = apiServer;
    return document;
}
/**
 * One master's new apiserver certificate: the old key pair is kept aside and put back if making it fails, then the
 * apiserver's static pod is removed so the kubelet starts it again with the new certificate (sealos
 * `deleteStaticPod`).
 */
function renewApiserverCertScript(file, makeCertificate) {
    return [
        renewApiServerCertificate(file, makeCertificate),
        'pods=$(crictl pods --name kube-apiserver -q)',
        '[ -n "$pods" ] || { echo "no kube-apiserver pod found to restart" >&2; exit 1; }',
        'crictl stopp $pods >/dev/null && crictl rmp $pods >/dev/null',
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/certificates.js




/**
 * A master's certificates read and renewed on the master through any executor: the runtime's (each reconcile)
 * and the CLI's (`status`, `cert --renew`) run the same steps.
 */
async function mustRun(executor, ip, command) {
    return succeeded(await executor.run(command, { check: false }), ip, command, 'Certificates');
}
/** When each certificate of this master ends; nothing on a host without a PKI (a master not yet joined). */
async function readCertificateEnds(executor, ip) {
    return parseCertificateEnds((await mustRun(executor, ip, certificateEndsScript())).stdout, ip);
}
/**
 * New 100-year leaves and kubeconfig client certificates under the cluster's CA, then the control plane's
 * static pods restarted; returns once this master's API server answers /healthz again, so a caller that goes
 * master by master never has two control planes down at once.
 */
async function renewMasterCertificates(executor, ip) {
    await mustRun(executor, ip, renewCertificatesScript());
    await mustRun(executor, ip, resignKubeconfigsScript(controlPlaneKubeconfigs));
    await mustRun(executor, ip, restartControlPlaneScript());
    await mustRun(executor, ip, copyAdminKubeconfig());
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/config.js + 3 modules
var kubeadm_config = __webpack_require__(32854);
// EXTERNAL MODULE: ./.build/yaml/path.js
var yaml_path = __webpack_require__(37425);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/config-rollout.js






/**
 * kubeadm's documents changed on a running cluster, in a safe order (docs/operations.md, Configuration
 * changes): the ClusterConfiguration uploaded, then one master at a time its apiserver certificate (new SANs)
 * and static pods made again, each master's apiserver healthy before the next; the KubeletConfiguration
 * uploaded, then host by host (masters first) written to the kubelet's config.yaml and the kubelet restarted,
 * each node Ready before the next; the KubeProxyConfiguration uploaded and kube-proxy's pods replaced. Before
 * the first step, and after each host, master0 records what is left, so a stopped rollout resumes there.
 */
async function rolloutKubeadmConfig(context, changes) {
    const record = new RolloutRecord(context, changes);
    const { pending } = record;
    await record.save();
    let cluster = withChanges(context.live.ClusterConfiguration, changesOf(pending, 'ClusterConfiguration'));
    if (changesOf(pending, 'ClusterConfiguration').length > 0) {
        setCertSans(cluster, context.config, pending);
        await rolloutControlPlane(context, record, cluster);
    }
    else
        cluster = context.live.ClusterConfiguration;
    const kubelet = changesOf(pending, 'KubeletConfiguration');
    if (kubelet.length > 0 && context.live.KubeletConfiguration)
        await rolloutKubelet(context, record, cluster, withChanges(context.live.KubeletConfiguration, kubelet));
    const proxy = changesOf(pending, 'KubeProxyConfiguration');
    if (proxy.length > 0 && context.live.KubeProxyConfiguration) {
        const document = withChanges(context.live.KubeProxyConfiguration, proxy);
        const file = (0,kubeadm_config/* renderPhaseConfiguration */.cg)(context.config, await context.host(context.master0), {
            cluster,
            proxy: document,
        });
        await context.write(context.master0, context.phaseFile, file);
        context.logger.withPrefix(context.master0).info('kube-proxy: ConfigMap updated, pods restarted');
        await context.mustRun(context.master0, updateKubeProxy(context.phaseFile));
        await record.done(hostsOf(proxy), 'KubeProxyConfiguration');
    }
    await record.finish();
}
async function rolloutControlPlane(context, record, cluster) {
    const changes = changesOf(record.pending, 'ClusterConfiguration');
    const certSans = changes.some((change) => change.field === 'apiServer.certSANs');
    const etcd = changes.some((change) => change.path[0] === 'etcd');
    const upload = (0,kubeadm_config/* renderPhaseConfiguration */.cg)(context.config, await context.host(context.master0), { cluster });
    await context.write(context.master0, context.phaseFile, upload);
    await context.mustRun(context.master0, uploadConfig('kubeadm', context.phaseFile));
    context.logger.withPrefix(context.master0).info('kube-system/kubeadm-config updated');
    for (const ip of hostsOf(changes)) {
        const log = context.logger.withPrefix(ip);
        const file = (0,kubeadm_config/* renderPhaseConfiguration */.cg)(context.config, await context.host(ip), { cluster });
        await context.write(ip, context.phaseFile, file);
        if (certSans) {
            log.info('apiserver certificate made again for the new certSANs');
            const make = apiServerCertificateScript(cluster, { address: ip, nodeName: await context.nodeName(ip) });
            await context.mustRun(ip, renewApiServerCertificate(context.phaseFile, make));
        }
        log.info(`static pod manifests made again${etcd ? ' (etcd too)' : ''}; waiting for the apiserver`);
        await restartedApiServer(context, ip, () => context.mustRun(ip, controlPlanePhase(context.phaseFile, etcd)));
        await waitUntilReady(ip, 'apiserver healthy', async () => {
            const answer = await context.execute(ip, apiServerHealth());
            return answer.exitCode === 0 && answer.stdout.trim() === 'ok'
                ? undefined
                : (answer.stderr.trim().split('\n').pop() ?? '') ||
                    answer.stdout.trim() ||
                    `exit ${answer.exitCode}`;
        }, context.pause);
        await record.done([ip], 'ClusterConfiguration');
    }
}
/**
 * Runs `write` (the control-plane phase) and, when the apiserver's manifest changed, waits until the kubelet
 * runs the new pod (its mirror pod's config hash changes, as `kubeadm upgrade` waits), so the health check
 * after it cannot be answered by the apiserver of the old manifest.
 */
async function restartedApiServer(context, ip, write) {
    const node = await context.nodeName(ip);
    const digest = async () => (await context.mustRun(ip, apiServerManifestDigest())).stdout.trim();
    const podHash = async () => {
        const answer = await context.execute(ip, apiServerPodHash(node));
        return answer.exitCode === 0 ? answer.stdout.trim() : undefined;
    };
    const [manifestBefore, hashBefore] = [await digest(), await podHash()];
    await write();
    if ((await digest()) === manifestBefore)
        return;
    await waitUntilReady(ip, 'running the new apiserver manifest', async () => {
        const hash = await podHash();
        return hash !== undefined && hash !== '' && hash !== hashBefore
            ? undefined
            : `the kube-apiserver-${node} mirror pod still has config hash ${hash || '(none)'}`;
    }, context.pause);
}
async function rolloutKubelet(context, record, cluster, kubelet) {
    const { master0 } = context;
    const file = (0,kubeadm_config/* renderPhaseConfiguration */.cg)(context.config, await context.host(master0), { cluster, kubelet });
    await context.write(master0, context.phaseFile, file);
    await context.mustRun(master0, uploadConfig('kubelet', context.phaseFile));
    context.logger.withPrefix(master0).info('kube-system/kubelet-config updated');
    for (const ip of hostsOf(changesOf(record.pending, 'KubeletConfiguration'))) {
        const name = await context.nodeName(ip);
        context.logger
            .withPrefix(ip)
            .info(`kubelet configuration written, kubelet restarted; waiting for ${name} Ready`);
        await context.mustRun(ip, downloadKubeletConfig());
        await context.mustRun(ip, restartKubelet());
        await waitUntilReady(ip, `node ${name} Ready`, async () => {
            const answer = await context.execute(master0, nodeJson(name));
            return answer.exitCode === 0 ? nodeNotReady(answer.stdout) : answer.stderr.trim() || 'no answer';
        }, context.pause);
        await record.done([ip], 'KubeletConfiguration');
    }
}
/** The hosts' certSANs are the whole wanted list (the diff left out the masters' own addresses). */
function setCertSans(cluster, config, changes) {
    if (!changes.some((change) => change.field === 'apiServer.certSANs'))
        return;
    (0,yaml_path/* setAt */.ef)(cluster, ['apiServer', 'certSANs'], (0,yaml_path/* getAt */.sM)(config.documents.ClusterConfiguration, ['apiServer', 'certSANs']));
}
function withChanges(document, changes) {
    const copy = structuredClone(document);
    for (const change of changes) {
        if (change.to === undefined || change.to === null)
            (0,yaml_path/* deleteAt */.D)(copy, change.path);
        else
            (0,yaml_path/* setAt */.ef)(copy, change.path, change.to);
    }
    return copy;
}
function changesOf(changes, document) {
    return changes.filter((change) => change.document === document);
}
/** The hosts of some changes, each once, in the order the changes list them (masters first). */
function hostsOf(changes) {
    return [...new Set(changes.flatMap((change) => change.hosts))];
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/etcd.js

/**
 * etcd of a kubeadm cluster (stacked: one member per master, in the `etcd` static pod), reached as kubeadm's
 * own docs and sealos users do it: `etcdctl` inside the running etcd container (`crictl exec`), against the
 * local member, with the etcd certificates kubeadm made. The container sees the host's etcd data folder and
 * `/etc/kubernetes/pki/etcd` at the same paths (kubeadm's etcd manifest mounts both), and nothing else of the
 * host: a snapshot is saved into the data folder, then moved out on the host.
 */
const etcdPki = '/etc/kubernetes/pki/etcd';
/** A shell line that runs `etcdctl <args>` in this host's etcd container, or fails saying there is none. */
function etcdctl(args) {
    return [
        `cid=$(crictl ps --name etcd --state running -q | head -n 1)`,
        `[ -n "$cid" ] || { echo "no running etcd container here (crictl ps --name etcd --state running)" >&2; exit 1; }`,
        `crictl exec "$cid" etcdctl --endpoints=https://127.0.0.1:2379 --cacert=${etcdPki}/ca.crt --cert=${etcdPki}/server.crt --key=${etcdPki}/server.key ${args}`,
    ].join('\n');
}
function listEtcdMembers() {
    return etcdctl('member list -w simple');
}
function removeEtcdMember(id) {
    return etcdctl(`member remove ${(0,shell/* shellQuote */.ZL)(id)}`);
}
/** `member list -w simple`: `ID, STATUS, NAME, PEER ADDRS, CLIENT ADDRS, IS LEARNER`, peer addresses comma-joined. */
function parseEtcdMembers(text) {
    return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^[0-9a-f]+,/.test(line))
        .map((line) => {
        const [id = '', status = '', name = '', peers = ''] = line.split(', ');
        return { id, status, name, peerUrls: peers.split(',').filter(Boolean) };
    });
}
/** The member whose peer URL is on `ip` (kubeadm gives each member `https://<advertiseAddress>:2380`). */
function memberOnHost(members, ip) {
    return members.find((member) => member.peerUrls.some((url) => {
        const host = /^https?:\/\/(\[[^\]]+\]|[^:/]+)/.exec(url)?.[1];
        return host === ip || host === `[${ip}]`;
    }));
}
/**
 * Saves a snapshot of the local member into the data folder (what the container sees), then moves it to
 * `target` on the host, owner-only: it holds every Secret of the cluster.
 */
function saveEtcdSnapshot(etcdDataDir, target) {
    const inside = `${etcdDataDir}/${target.split('/').pop()}`;
    return [
        'set -e',
        `mkdir -p -m 700 ${(0,shell/* shellQuote */.ZL)(target.slice(0, target.lastIndexOf('/')))}`,
        etcdctl(`snapshot save ${(0,shell/* shellQuote */.ZL)(inside)}`),
        `mv -f ${(0,shell/* shellQuote */.ZL)(inside)} ${(0,shell/* shellQuote */.ZL)(target)}`,
        `chmod 600 ${(0,shell/* shellQuote */.ZL)(target)}`,
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/etcd-steps.js



/** What the kubeadm runtime does with the cluster's stacked etcd: snapshots and member removal, through master0. */
class KubeadmEtcd {
    options;
    constructor(options) {
        this.options = options;
    }
    /** A snapshot on master0, the newest three kept; its path is logged and returned. */
    async snapshot(reason) {
        const { cluster, master0, etcdDataDir, steps, logger } = this.options;
        const folder = etcdSnapshotFolder(cluster);
        const path = `${folder}/${etcdSnapshotName(this.options.now())}.db`;
        await steps.mustRun(master0, saveEtcdSnapshot(etcdDataDir, path), 'Snapshot');
        await steps.mustRun(master0, pruneEtcdSnapshots(folder), 'Snapshot');
        logger
            .withPrefix(master0)
            .info(`etcd snapshot before ${reason}: ${path} (the newest ${KEPT_ETCD_SNAPSHOTS} are kept)`);
        return path;
    }
    async members() {
        return parseEtcdMembers((await this.options.steps.mustRun(this.options.master0, listEtcdMembers(), 'Delete')).stdout);
    }
    /**
     * Makes sure the member on `ip` is gone, removing it through master0 when it is still listed (`kubeadm reset`
     * only warns when it cannot remove its own member, and a host that does not answer cannot run it at all).
     */
    async removeMemberOn(ip) {
        const { master0, steps, logger } = this.options;
        const member = memberOnHost(await this.members(), ip);
        if (!member)
            return;
        logger.withPrefix(ip).info(`removing etcd member ${member.name} (${member.id}) through ${master0}`);
        await steps.mustRun(master0, removeEtcdMember(member.id), 'Delete');
        if (memberOnHost(await this.members(), ip))
            throw new errors/* RuntimeError */.bu(`etcd member ${member.name} (${member.id}) is still listed after its removal; see \`etcdctl member list\` on ${master0}`, { host: ip, phase: 'Delete' });
    }
}

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

;// CONCATENATED MODULE: ./.build/runtime/kubeadm/join-socket.js
/**
 * The CRI socket a join carries. sealos v5.1.1 keeps one KubeadmRuntime for init and every join, and its
 * setCRISocket (lifecycle/pkg/runtime/kubernetes/kubeadm.go) sets `nodeRegistration.criSocket` and the kubelet's
 * `containerRuntimeEndpoint` only while they are empty: every join gets the socket found first (master0's on a
 * create), while `cgroupDriver` is set per host. We send each host its own socket (config.ts): the same documents
 * as sealos's where every host runs the same runtime, and a join that works where they differ, where sealos's
 * points kubeadm at a socket the host does not have. A socket written in the Clusterfile goes to every host in
 * both. docs/sealos-compatibility.md §10.
 *
 * The warning for a join whose socket differs from master0's; undefined when they are the same.
 */
function joinSocketWarning(master0, host) {
    if (host.criSocket === master0.criSocket)
        return undefined;
    return `its container runtime's socket is ${host.criSocket}, master0's is ${master0.criSocket}: the join uses ${host.criSocket} (sealos v5.1.1 would send master0's socket to every join, and kubeadm would not find it on this host)`;
}

// EXTERNAL MODULE: ./.build/runtime/kubeadm/documents.js
var documents = __webpack_require__(38903);
;// CONCATENATED MODULE: ./.build/runtime/kubeadm/live-config.js









/** A field the running cluster cannot take a new value for, and what to do instead. */
const FIXED_FIELDS = [
    ...['podSubnet', 'serviceSubnet', 'dnsDomain'].map((key) => ({
        document: 'ClusterConfiguration',
        path: ['networking', key],
        instead: 'pods, services and DNS names already use the old value',
    })),
    {
        document: 'ClusterConfiguration',
        path: ['etcd', 'local', 'dataDir'],
        instead: "etcd's data stays in the old folder",
    },
    {
        document: 'ClusterConfiguration',
        path: ['controlPlaneEndpoint'],
        instead: 'every kubeconfig and joined host points at the old endpoint',
    },
    {
        document: 'KubeletConfiguration',
        path: ['containerRuntimeEndpoint'],
        instead: "the hosts' container runtime stays where it is (the CRI socket)",
    },
];
/** Fields compared elsewhere or not at all: the version moves with an upgrade, the cgroup driver is each host's. */
const SKIPPED = {
    ClusterConfiguration: [['kubernetesVersion']],
    KubeletConfiguration: [['cgroupDriver']],
    KubeProxyConfiguration: [],
};
/** A change the running cluster cannot take, named with its Clusterfile line. */
class ConfigChangeRefused extends errors/* KubeadmConfigError */.oN {
}
/** Parses the three ConfigMaps' texts; kubelet-config or kube-proxy may be missing (undefined text). */
function parseLiveDocuments(texts) {
    const cluster = parseMap(texts.cluster, 'kube-system/kubeadm-config ClusterConfiguration');
    const checked = (0,documents/* checkDocument */.s)(cluster, 'kube-system/kubeadm-config');
    const neutral = (0,extra_args/* toNeutral */.TI)([checked], 'kube-system/kubeadm-config').ClusterConfiguration ?? {};
    const plain = (text, source) => {
        if (text === undefined)
            return undefined;
        const { apiVersion: _version, kind: _kind, ...body } = parseMap(text, source);
        return body;
    };
    return {
        ClusterConfiguration: neutral,
        KubeletConfiguration: plain(texts.kubelet, 'kube-system/kubelet-config'),
        KubeProxyConfiguration: plain(texts.proxy, 'kube-system/kube-proxy config.conf'),
    };
}
/**
 * The Clusterfile's documents (rendered, defaults applied: `config`) against the cluster's, field by field.
 * The control-plane flag maps are compared both ways, so a flag taken out is a change too. The masters' own
 * addresses are left out of the certSANs on both sides: each master's certificate carries its own, and a
 * master joining or leaving is not a configuration change. A field that cannot change in place throws
 * ConfigChangeRefused before anything is touched.
 */
function configDifferences(config, live, hosts, userDocuments, allMasters) {
    const wanted = wantedDocuments(config, userDocuments);
    const haveCluster = structuredClone(live.ClusterConfiguration);
    withoutMasterCertSans(wanted.ClusterConfiguration, allMasters);
    withoutMasterCertSans(haveCluster, allMasters);
    const reach = {
        ClusterConfiguration: hosts.masters,
        KubeletConfiguration: [...hosts.masters, ...hosts.nodes],
        KubeProxyConfiguration: [...hosts.masters, ...hosts.nodes],
    };
    const changes = [];
    for (const document of [
        'ClusterConfiguration',
        'KubeletConfiguration',
        'KubeProxyConfiguration',
    ]) {
        const have = document === 'ClusterConfiguration' ? haveCluster : live[document];
        if (!have)
            continue;
        const whole = document === 'ClusterConfiguration' ? (extra_args/* extraArgPaths */.tE.ClusterConfiguration ?? []) : [];
        for (const difference of fieldDifferences(wanted[document], have, whole)) {
            if (SKIPPED[document]?.some((path) => startsWith(difference.path, path)))
                continue;
            refuseFixed(document, difference, userDocuments);
            changes.push({
                document,
                field: difference.path.join('.'),
                path: difference.path,
                from: difference.from,
                to: difference.to,
                hosts: reach[document] ?? [],
            });
        }
    }
    return changes;
}
/** The documents the init path would send, host-independent: the user's CRI socket stands for the kubelet's. */
function wantedDocuments(config, userDocuments) {
    const kubelet = structuredClone(config.documents.KubeletConfiguration);
    const socket = (0,yaml_path/* getAt */.sM)(config.documents.InitConfiguration, ['nodeRegistration', 'criSocket']);
    const userSetSocket = userDocuments.some((document) => document.kind === 'InitConfiguration' && !!(0,yaml_path/* getAt */.sM)(document, ['nodeRegistration', 'criSocket']));
    if (!kubelet.containerRuntimeEndpoint && userSetSocket && typeof socket === 'string' && socket)
        kubelet.containerRuntimeEndpoint = socket;
    // The live documents are read as a Clusterfile's are, where an empty string is as if unwritten: the
    // `feature-gates: ""` sealos's rule leaves on each component (feature-gates.ts) compares as unset.
    const cluster = structuredClone(config.documents.ClusterConfiguration);
    for (const path of extra_args/* extraArgPaths */.tE.ClusterConfiguration ?? []) {
        const args = (0,yaml_path/* getAt */.sM)(cluster, path);
        if ((0,deep_merge/* isYamlMap */.S6)(args))
            for (const [name, value] of Object.entries(args))
                if (value === '')
                    delete args[name];
    }
    return {
        ClusterConfiguration: cluster,
        KubeletConfiguration: kubelet,
        KubeProxyConfiguration: structuredClone(config.documents.KubeProxyConfiguration),
    };
}
function withoutMasterCertSans(cluster, masters) {
    const apiServer = cluster.apiServer;
    if (!(0,deep_merge/* isYamlMap */.S6)(apiServer) || !Array.isArray(apiServer.certSANs))
        return;
    apiServer.certSANs = sansWithoutMasters(apiServer.certSANs, masters);
}
function refuseFixed(document, difference, userDocuments) {
    const fixed = FIXED_FIELDS.find((entry) => entry.document === document && startsWith(difference.path, entry.path));
    if (!fixed)
        return;
    const field = fixed.path.join('.');
    const source = userDocuments.find((candidate) => candidate.kind === document);
    const lines = source ? (0,clusterfile/* sourceLinesOf */.YO)(source) : undefined;
    const line = lines?.lineOf(field);
    const where = lines
        ? `${lines.file}${line === undefined ? '' : `:${line}`}`
        : 'the rootfs image or the defaults (not the Clusterfile)';
    throw new ConfigChangeRefused(`cannot change on a running cluster (${show(difference.from)} → ${show(difference.to)}, set in ${where}): ${fixed.instead}. Put back ${show(difference.from)}, or reset the cluster and create it again with the new value`, {
        field: `${document}.${field}`,
        phase: 'Compare configuration',
        ...(lines ? { file: lines.file } : {}),
        ...(line === undefined ? {} : { line }),
    });
}
function startsWith(path, prefix) {
    return prefix.every((key, index) => path[index] === key);
}
/** A value as the plan and messages show it: JSON, `(unset)` when absent. */
function show(value) {
    return value === undefined || value === null ? '(unset)' : JSON.stringify(value);
}
function parseMap(text, source) {
    let value;
    try {
        value = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        throw new errors/* KubeadmConfigError */.oN(`is not YAML: ${error.message}`, { field: source });
    }
    if (!(0,deep_merge/* isYamlMap */.S6)(value))
        throw new errors/* KubeadmConfigError */.oN('is empty or not a map', { field: source });
    return value;
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
    return adminKubectl('kubeadm', args);
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



























/** A host has joined once kubeadm wrote its kubelet.conf. */
const KUBEADM_JOINED = {
    command: fileExists(kubernetesPaths.kubeletConf),
    done: 'already joined: kubelet.conf exists',
};
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
        await this.makeCertificates(ip, config, 'Init');
        await this.steps.mustRun(ip, kubeadmInit(this.paths, this.debug), 'Init');
        await this.steps.mustRun(ip, resignKubeconfigsScript(controlPlaneKubeconfigs), 'Init');
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
        await this.steps.joinNodes(ips, KUBEADM_JOINED, 'Join', async () => ({ config: this.config(), credentials: await this.joinCredentials(false) }), (ip, { config, credentials }) => this.joinNode(ip, config, credentials), 
        // Also repairs the static pod of a node whose earlier join stopped right after kubeadm.
        (joined) => this.syncLvscare(joined));
    }
    async deleteMasters(ips) {
        checkMastersToDelete(this.options.topology, ips);
        const config = this.hostIndependentConfig();
        const failures = [];
        // One at a time, each etcd member gone before the next master starts; a master that fails stops the rest.
        for (const ip of ips) {
            try {
                await this.deleteHost(ip, config);
                await this.etcd()?.removeMemberOn(ip);
            }
            catch (error) {
                failures.push({ host: ip, error });
                break;
            }
        }
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Delete');
    }
    async removeUnreachable(ip, role) {
        await deleteUnreachableNode(this.options, this.steps, 'kubeadm', ip, role);
        if (role === 'node')
            return;
        await this.etcd()?.removeMemberOn(ip);
        await this.syncLvscare(await this.joined(this.options.topology.nodes));
    }
    async snapshotEtcd(reason) {
        const etcd = this.etcd();
        if (!etcd) {
            this.options.logger.warn(`no etcd snapshot before ${reason}: the cluster uses an external etcd; back it up where it runs`);
            return undefined;
        }
        return etcd.snapshot(reason);
    }
    /** The stacked etcd of the masters; undefined when the ClusterConfiguration names an external etcd. */
    etcd() {
        if (this.usesExternalEtcd())
            return undefined;
        return new KubeadmEtcd({
            cluster: this.options.topology.name,
            master0: this.master0,
            etcdDataDir: this.hostIndependentConfig().etcdDataDir,
            steps: this.steps,
            logger: this.options.logger,
            now: this.options.now ?? (() => new Date()),
        });
    }
    async deleteNodes(ips) {
        checkNodesToDelete(this.options.topology, ips);
        const config = this.hostIndependentConfig();
        await this.steps.deleteNodes(ips, (ip) => this.deleteHost(ip, config));
    }
    /** Nodes first (in parallel), then the other masters, master0 last so etcd members leave one by one. */
    async reset() {
        const config = this.hostIndependentConfig();
        return this.steps.resetInOrder(this.options.topology, this.resetCommand(config), 'Reset');
    }
    /** Whether the ClusterConfiguration names an external etcd (a configuration that does not build: stacked). */
    usesExternalEtcd() {
        try {
            return (0,extra_args/* getAt */.sM)(this.config().documents.ClusterConfiguration, ['etcd', 'external']) !== undefined;
        }
        catch {
            return false;
        }
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
    /**
     * master0's kubeadm-config, kubelet-config and kube-proxy ConfigMaps against the Clusterfile's documents
     * (live-config.ts), with a rollout an earlier run left unfinished (rollout-record.ts). Reads only.
     */
    async configChanges(hosts) {
        const fresh = configDifferences(this.config(), await this.readLiveDocuments(), hosts, this.options.config.userDocuments ?? [], this.options.topology.masters);
        return withUnfinishedRollout(this.recordAccess(), fresh);
    }
    /**
     * The changes rolled out (config-rollout.ts) over the ConfigMaps as they are now: read again, because an
     * upgrade earlier in the same apply rewrote them (a new kubernetesVersion, the kubelet's configuration).
     */
    async rolloutConfig(changes) {
        await rolloutKubeadmConfig(this.rolloutContext(await this.readLiveDocuments()), changes);
    }
    /** master0's kubeadm-config (required), kubelet-config and kube-proxy ConfigMaps (a warning when unreadable). */
    async readLiveDocuments() {
        const ip = this.master0;
        const read = async (command, what, required) => {
            const answer = await this.steps.execute(ip, command, 'Configuration');
            if (answer.exitCode === 0)
                return answer.stdout;
            const cause = answer.stderr.trim().split('\n').pop() || `exit code ${answer.exitCode}`;
            if (required)
                throw new errors/* RuntimeError */.bu(`cannot read ${what}: ${cause}`, { host: ip, phase: 'Configuration' });
            this.options.logger.withPrefix(ip).warn(`cannot read ${what} (${cause}): its changes are not compared`);
            return undefined;
        };
        return parseLiveDocuments({
            cluster: (await read(readClusterConfiguration(), 'kube-system/kubeadm-config', true)) ?? '',
            kubelet: await read(readKubeletConfigMap(), 'kube-system/kubelet-config', false),
            proxy: await read(readKubeProxyConfigMap(), 'kube-system/kube-proxy', false),
        });
    }
    /** The runtime's steps as the rollout uses them (config-rollout.ts). */
    /** Where master0 keeps an unfinished rollout, and the steps that read and write it (rollout-record.ts). */
    recordAccess() {
        return rolloutRecordAccess(this.steps, this.master0, this.paths.configRollout);
    }
    rolloutContext(live) {
        const step = 'Configuration';
        const nodeName = async (ip) => checkNodeName((await this.steps.mustRun(ip, hostname(), step)).stdout, ip);
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
    async certificateEnds() {
        const ends = [];
        const failures = await this.steps.failuresOnEach(this.options.topology.masters, async (ip) => {
            ends.push(...(await readCertificateEnds(this.options.connect(ip), ip)));
        });
        if (failures.length > 0)
            throw new _build_errors/* HostsError */.gy(failures, failures.length, 'Certificates');
        return ends;
    }
    async renewCertificates(ip) {
        if (!this.options.topology.masters.includes(ip))
            throw new errors/* RuntimeError */.bu(`${ip} is not a master of the cluster`, { host: ip, phase: 'Certificates' });
        this.options.logger
            .withPrefix(ip)
            .info('renewing the control-plane certificates for 100 years, then restarting the control plane');
        await renewMasterCertificates(this.options.connect(ip), ip);
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
     * A joining host whose runtime's socket is not master0's, unless the Clusterfile names one for all. Only when
     * this run asked master0 already (it made the cluster): a scale-up does not probe master0 for a warning.
     */
    async warnOnOwnSocket(host, config) {
        if ((0,extra_args/* getAt */.sM)(config.documents.JoinConfiguration, ['nodeRegistration', 'criSocket']))
            return;
        const master0 = this.cri.get(this.master0);
        if (!master0 || host.address === this.master0)
            return;
        const warning = joinSocketWarning({ address: this.master0, ...(await master0) }, host);
        if (warning)
            this.options.logger.withPrefix(host.address).warn(warning);
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
        await this.warnOnOwnSocket(host, config);
        await this.steps.mustRun(ip, copyAuditPolicy(this.paths), 'Join');
        const joinConfig = (0,kubeadm_config/* renderJoinMasterConfiguration */.H2)(config, host, credentials);
        await this.steps.write(ip, this.paths.joinMasterConfig, joinConfig, 0o600, 'Join');
        await this.steps.mustRun(ip, downloadCerts(this.paths, this.debug), 'Join');
        await this.makeCertificates(ip, config, 'Join');
        await this.steps.mustRun(ip, kubeadmJoinMaster(this.paths, this.debug), 'Join');
        await this.steps.mustRun(ip, resignKubeconfigsScript(controlPlaneKubeconfigs), 'Join');
        await this.steps.mustRun(ip, pointApiServerAt(ip), 'Join');
        await this.steps.mustRun(ip, copyAdminKubeconfig(), 'Join');
    }
    /**
     * sealos's 100-year PKI, made on the master before kubeadm runs there (kubeadm keeps certificates it finds
     * signed by the cluster's authority and carrying the names it wants); on a joining master the authorities
     * are already there, brought by kubeadm's download-certs.
     */
    async makeCertificates(ip, config, step) {
        const document = step === 'Init' ? config.documents.InitConfiguration : config.documents.JoinConfiguration;
        const configured = (0,extra_args/* getAt */.sM)(document, ['nodeRegistration', 'name']);
        const nodeName = typeof configured === 'string' && configured
            ? configured
            : checkNodeName((await this.steps.mustRun(ip, hostname(), step)).stdout, ip, step);
        const leaves = leafCertificates(config, { address: ip, nodeName });
        this.options.logger.withPrefix(ip).info(`certificates valid ${certificateValidityDays / 365} years`);
        await this.steps.mustRun(ip, makePkiScript(authorities(config), leaves), step);
    }
    async joinNode(ip, config, credentials) {
        const { vip, apiServerPort } = config;
        this.options.logger.withPrefix(ip).info(`joining as a node through ${vip}:${apiServerPort}`);
        const host = await this.kubeadmHost(ip, 'Join');
        await this.warnOnOwnSocket(host, config);
        const joinConfig = (0,kubeadm_config/* renderJoinNodeConfiguration */.Nu)(config, host, credentials);
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
    notJoined(ips) {
        return this.steps.pending(ips, KUBEADM_JOINED.command, 'Join', KUBEADM_JOINED.done);
    }
    joined(ips) {
        return this.steps.where(ips, KUBEADM_JOINED.command, 'Join');
    }
}

;// CONCATENATED MODULE: ./.build/runtime/index.js



















/***/ })

};
