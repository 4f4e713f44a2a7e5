export const id = 8104;
export const ids = [8104];
export const modules = {

/***/ 7553:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ov: () => (/* binding */ formatCertificateEnd),
/* harmony export */   W8: () => (/* binding */ savedEarliestCertificate),
/* harmony export */   f: () => (/* binding */ CERTIFICATES_CONDITION),
/* harmony export */   f7: () => (/* binding */ endsWithinRenewWindow),
/* harmony export */   mB: () => (/* binding */ certificatesCondition)
/* harmony export */ });
/**
 * The saved record of a cluster's certificates: a status condition (sealos keeps a list of typed conditions;
 * an unknown type is carried along by sealos and ignored) whose message starts with the end of the
 * certificate that ends first. A cluster saved without it was made before certificates were read, and is told
 * their end once; the plan and the job summary read it without asking a host.
 */
const CERTIFICATES_CONDITION = 'CertificatesChecked';
/** A certificate that ends within this many days is warned of (and renewed when the run asks for it). */
const RENEW_WITHIN_DAYS = 90;
/** `2027-11-29 03:40 UTC`: a certificate's end as logs, plans and summaries print it. */
function formatCertificateEnd(date) {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
function endsWithinRenewWindow(notAfter, now) {
    return notAfter.getTime() <= now.getTime() + RENEW_WITHIN_DAYS * 86_400_000;
}
function certificatesCondition(earliest, status, time) {
    return {
        type: CERTIFICATES_CONDITION,
        status: status === 'Valid' ? 'True' : 'False',
        lastHeartbeatTime: time,
        reason: status,
        message: `${earliest.notAfter.toISOString().replace(/\.\d{3}Z$/, 'Z')} ${earliest.file} on ${earliest.host} ends first`,
    };
}
/** The saved earliest end, or undefined for a cluster never checked (or a condition that does not read). */
function savedEarliestCertificate(cluster) {
    const condition = cluster?.status?.conditions?.find((c) => c.type === CERTIFICATES_CONDITION);
    const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ) (\S+) on (\S+) ends first$/.exec(condition?.message ?? '');
    if (!match)
        return undefined;
    return { notAfter: new Date(match[1]), file: match[2], host: match[3] };
}


/***/ }),

/***/ 18005:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rm: () => (/* binding */ etcdDataDirProblem),
/* harmony export */   oY: () => (/* binding */ checkClusterRules),
/* harmony export */   pE: () => (/* binding */ checkKubeadmRules)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var _files_input_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75688);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51253);
/* harmony import */ var _ip_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22169);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7670);





const ROLE_SET = new Set(_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .HOST_ROLES */ .nf);
/**
 * The rules a schema cannot say: addresses, roles, one host listed once, at least one master. Reads the
 * document defensively (it may also have schema errors) so that every problem is reported in one go.
 */
function checkClusterRules(cluster) {
    const violations = [];
    const spec = field(cluster, 'spec');
    const defaultPort = numberOr(field(field(spec, 'ssh'), 'port'), _address_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SSH_PORT */ .lZ);
    const hosts = arrayOr(field(spec, 'hosts'));
    const seen = new Map();
    let hasMaster = false;
    envRules(field(spec, 'env'), ['spec', 'env'], violations);
    hosts.forEach((host, h) => {
        const roles = field(host, 'roles');
        if (roles === undefined || (Array.isArray(roles) && roles.length === 0))
            violations.push({
                path: ['spec', 'hosts', h, ...(roles === undefined ? [] : ['roles'])],
                message: `no roles: give each host entry its roles (${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .HOST_ROLES */ .nf.join(', ')}), or its hosts are left out of the cluster`,
            });
        const ips = field(host, 'ips');
        if (ips === undefined || (Array.isArray(ips) && ips.length === 0))
            violations.push({
                path: ['spec', 'hosts', h, ...(ips === undefined ? [] : ['ips'])],
                message: 'no ips: a host entry lists the addresses of its hosts',
            });
        envRules(field(host, 'env'), ['spec', 'hosts', h, 'env'], violations);
        arrayOr(roles).forEach((role, r) => {
            if (role === 'master')
                hasMaster = true;
            if (typeof role === 'string' && !ROLE_SET.has(role))
                violations.push({
                    path: ['spec', 'hosts', h, 'roles', r],
                    message: `"${role}" is not a role (${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .HOST_ROLES */ .nf.join(', ')})`,
                });
        });
        arrayOr(field(host, 'ips')).forEach((text, i) => {
            if (typeof text !== 'string')
                return;
            const path = ['spec', 'hosts', h, 'ips', i];
            const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .readHostAddress */ .XH)(text, defaultPort);
            if ('problem' in reading) {
                violations.push({ path, message: reading.problem });
                return;
            }
            const { address } = reading;
            const where = `spec.hosts[${h}].ips[${i}]`;
            const earlier = seen.get(address.ip);
            if (earlier)
                violations.push({
                    path,
                    message: `"${(0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .formatHostAddress */ .uq)(address)}" is listed twice (also at ${earlier}); a host appears once`,
                });
            else
                seen.set(address.ip, where);
        });
    });
    if (seen.size > _ip_list_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_EXPANDED_ADDRESSES */ .kh)
        violations.push({
            path: ['spec', 'hosts'],
            message: `${seen.size} hosts, more than ${_ip_list_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_EXPANDED_ADDRESSES */ .kh}`,
        });
    if (!hasMaster)
        violations.push({
            path: hosts.length > 0 ? ['spec', 'hosts'] : ['spec'],
            message: 'no host has the role master',
        });
    return violations;
}
/** `K=V` entries: one without `=` (or with an empty key) would be dropped without a word. */
function envRules(entries, path, violations) {
    arrayOr(entries).forEach((entry, i) => {
        if (typeof entry === 'string' && entry.indexOf('=') <= 0)
            violations.push({ path: [...path, i], message: `"${entry}" is not KEY=VALUE` });
    });
}
function field(value, key) {
    return typeof value === 'object' && value !== null ? value[key] : undefined;
}
function arrayOr(value) {
    return Array.isArray(value) ? value : [];
}
function numberOr(value, fallback) {
    return typeof value === 'number' ? value : fallback;
}
/**
 * The fields of a kubeadm document in a Clusterfile that reach a shell or a path on the hosts, checked where the
 * Clusterfile is read (validate, plan and dry runs refuse them too): `networking` is a mapping whose subnets are
 * CIDR blocks; `etcd.local.dataDir` is removed with `rm -rf` on reset (etcdDataDirProblem);
 * `controlPlaneEndpoint` is `host` or `host:port`. Paths are relative to the document.
 */
function checkKubeadmRules(kind, document) {
    if (kind !== 'ClusterConfiguration')
        return [];
    const violations = [];
    const networking = field(document, 'networking');
    if (networking !== undefined && networking !== null) {
        if (typeof networking !== 'object' || Array.isArray(networking))
            violations.push({
                path: ['networking'],
                message: `${JSON.stringify(networking)} is not a mapping (podSubnet, serviceSubnet, dnsDomain)`,
            });
        for (const name of ['podSubnet', 'serviceSubnet']) {
            const subnet = field(networking, name);
            if (subnet === undefined || subnet === null)
                continue;
            const parts = typeof subnet === 'string' ? subnet.split(',') : [];
            if (parts.length === 0 || parts.length > 2 || !parts.every(_address_js__WEBPACK_IMPORTED_MODULE_1__/* .isCidr */ .JR))
                violations.push({
                    path: ['networking', name],
                    message: `${JSON.stringify(subnet)} is not a CIDR block like 100.64.0.0/10 (two for dual stack, comma-separated)`,
                });
        }
        const domain = field(networking, 'dnsDomain');
        if (domain !== undefined && (typeof domain !== 'string' || !DNS_NAME.test(domain)))
            violations.push({
                path: ['networking', 'dnsDomain'],
                message: `${JSON.stringify(domain)} is not a DNS domain like cluster.local`,
            });
    }
    const dataDir = field(field(field(document, 'etcd'), 'local'), 'dataDir');
    if (dataDir !== undefined && dataDir !== null) {
        const problem = typeof dataDir === 'string' ? etcdDataDirProblem(dataDir) : 'is not a path';
        if (problem)
            violations.push({ path: ['etcd', 'local', 'dataDir'], message: problem });
    }
    const endpoint = field(document, 'controlPlaneEndpoint');
    if (endpoint !== undefined && endpoint !== null && endpoint !== '') {
        const problem = typeof endpoint === 'string' ? endpointProblem(endpoint) : 'is not host or host:port';
        if (problem)
            violations.push({ path: ['controlPlaneEndpoint'], message: problem });
    }
    return violations;
}
/**
 * Why `dir` cannot be etcd's data folder: a reset removes it on every master, so it is a plain absolute path
 * (no `.`, `..` or empty parts, no NUL) at least two folders deep, like kubeadm's `/var/lib/etcd`.
 */
function etcdDataDirProblem(dir) {
    const parts = dir.split('/').slice(1);
    if ((0,_files_input_path_js__WEBPACK_IMPORTED_MODULE_4__/* .pathProblem */ .z)(dir) ||
        !dir.startsWith('/') ||
        parts.some((part) => part === '' || part === '.' || part === '..'))
        return `"${dir}" is not a plain absolute path`;
    if (parts.length < 2)
        return `"${dir}" is too close to / to be removed on reset`;
    return undefined;
}
/** A DNS name (RFC 1123 labels), as kubeadm takes for a domain or an endpoint's host. */
const DNS_NAME = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
/** `controlPlaneEndpoint`: a DNS name or an address, with an optional port 1-65535 (`[v6]:port` for IPv6). */
function endpointProblem(endpoint) {
    const wrong = `"${endpoint}" is not host or host:port (a DNS name or an IP address, port 1-65535)`;
    const bracketed = _address_js__WEBPACK_IMPORTED_MODULE_1__/* .BRACKETED_ADDRESS */ .BU.exec(endpoint);
    if (bracketed)
        return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(bracketed[1]) && portOk(bracketed[2]) ? undefined : wrong;
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(endpoint))
        return undefined;
    const [host = '', port, ...rest] = endpoint.split(':');
    if (rest.length > 0 || !((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(host) || DNS_NAME.test(host)) || !portOk(port))
        return wrong;
    return undefined;
}
function portOk(text) {
    return text === undefined || (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535);
}


/***/ }),

/***/ 8750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseEnvList)
/* harmony export */ });
/**
 * A `K=V` list as a map, as sealos reads `spec.env` and host `env`: split at the first `=`, the last value of a
 * key wins, entries without `=` are ignored.
 */
function parseEnvList(entries) {
    const env = {};
    for (const entry of entries ?? []) {
        const separator = entry.indexOf('=');
        if (separator <= 0)
            continue;
        env[entry.slice(0, separator)] = entry.slice(separator + 1);
    }
    return env;
}


/***/ }),

/***/ 65751:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ writtenPath),
/* harmony export */   q: () => (/* binding */ matchKeys)
/* harmony export */ });
/* harmony import */ var _yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52841);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53273);
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74414);



/**
 * Reads `value`'s keys against `shape` as Go's encoding/json decodes into a struct: a key names the field of
 * that exact name, else the field whose name equals it ignoring case (Go's `foldName`); map keys are data and
 * stay as written. A field named twice gets both, the later over the earlier (objects merged, as json decodes
 * into the value already there). A known field given `null` is left out: Go's json leaves the field at its zero
 * value, which is what an absent field means too (`taints: null` is kubeadm's default taint, as no `taints`).
 * Unknown keys are kept, or dropped with `dropUnknown` (Go drops them).
 */
function matchKeys(value, shape, options) {
    const matcher = new KeyMatcher(options.dropUnknown);
    const matched = matcher.match(value, shape, [], []);
    return { value: matched, unknown: matcher.unknown, repeated: matcher.repeated, written: matcher.written };
}
/** The written form of a canonical path: its deepest prefix that was read, plus the rest as is. */
function writtenPath(path, written) {
    for (let length = path.length; length > 0; length--) {
        const prefix = written.get((0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path.slice(0, length)));
        if (prefix)
            return [...prefix, ...path.slice(length)];
    }
    return path;
}
class KeyMatcher {
    dropUnknown;
    unknown = [];
    repeated = [];
    written = new Map();
    constructor(dropUnknown) {
        this.dropUnknown = dropUnknown;
    }
    match(value, shape, canonical, written) {
        if (Array.isArray(shape)) {
            if (!Array.isArray(value))
                return value;
            return value.map((item, index) => this.match(item, shape[0], [...canonical, index], [...written, index]));
        }
        if (!(0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .isFieldSet */ .dM)(shape) || !isPlainObject(value))
            return value;
        const out = {};
        for (const [key, child] of Object.entries(value)) {
            const at = [...written, key];
            const name = fieldName(shape, key);
            if (name === undefined) {
                this.unknown.push(at);
                if (!this.dropUnknown)
                    out[key] = child;
                continue;
            }
            const path = [...canonical, name];
            this.written.set((0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path), at);
            if (child === null)
                continue;
            const read = this.match(child, shape[name], path, at);
            if (Object.hasOwn(out, name)) {
                this.repeated.push({ at, field: (0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)(path) });
                out[name] = laterOver(out[name], read);
            }
            else
                out[name] = read;
        }
        return out;
    }
}
/** The field `key` names: the exact name first, then a case-insensitive match, as Go's json does. */
function fieldName(fields, key) {
    if (Object.hasOwn(fields, key))
        return key;
    const folded = foldName(key);
    return Object.keys(fields).find((name) => foldName(name) === folded);
}
/** Go's json foldName: case folding where the long s and the Kelvin sign fold as s and k. */
function foldName(name) {
    return name
        .replace(/\u017f/g, 's')
        .replace(/\u212a/g, 'k')
        .toLowerCase();
}
function laterOver(earlier, later) {
    if (!isPlainObject(earlier) || !isPlainObject(later))
        return later;
    try {
        return (0,_yaml_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .deepMerge */ .$N)(earlier, later);
    }
    catch {
        return later;
    }
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 74414:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ TAINT),
/* harmony export */   Qg: () => (/* binding */ VALUE),
/* harmony export */   dM: () => (/* binding */ isFieldSet),
/* harmony export */   mc: () => (/* binding */ FREE_KEYS),
/* harmony export */   p7: () => (/* binding */ TYPE_META)
/* harmony export */ });
const VALUE = 'value';
const FREE_KEYS = 'keys';
/** metav1.TypeMeta, inlined in every Kubernetes document. */
const TYPE_META = { apiVersion: VALUE, kind: VALUE };
/** core/v1 Taint (kubeadm's nodeRegistration.taints, the kubelet's registerWithTaints). */
const TAINT = { key: VALUE, value: VALUE, effect: VALUE, timeAdded: VALUE };
function isFieldSet(shape) {
    return typeof shape === 'object' && !Array.isArray(shape);
}


/***/ }),

/***/ 48104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* reexport */ certificates_condition/* CERTIFICATES_CONDITION */.f),
  l1: () => (/* reexport */ problems/* ClusterfileError */.l1),
  Sk: () => (/* reexport */ schema/* ConfigSchema */.Sk),
  pb: () => (/* reexport */ cluster_name/* DEFAULT_CLUSTER_NAME */.pb),
  lZ: () => (/* reexport */ clusterfile_address/* DEFAULT_SSH_PORT */.lZ),
  Th: () => (/* reexport */ kubeadm_document/* KUBEADM_API_VERSIONS */.Th),
  mB: () => (/* reexport */ certificates_condition/* certificatesCondition */.mB),
  YN: () => (/* reexport */ paths/* checkClusterName */.YN),
  clusterHosts: () => (/* reexport */ clusterHosts),
  SL: () => (/* reexport */ clusterName),
  aM: () => (/* reexport */ paths/* clusterfilePath */.aM),
  UN: () => (/* reexport */ clusterfileSecrets),
  Gs: () => (/* reexport */ schema/* configPathInImage */.Gs),
  yD: () => (/* reexport */ paths/* defaultStateDir */.yD),
  u6: () => (/* reexport */ desiredClusterFromInputs),
  H5: () => (/* reexport */ documentValue),
  f7: () => (/* reexport */ certificates_condition/* endsWithinRenewWindow */.f7),
  my: () => (/* reexport */ findHost),
  forgetHostKeys: () => (/* reexport */ forgetHostKeys),
  Ov: () => (/* reexport */ certificates_condition/* formatCertificateEnd */.Ov),
  jV: () => (/* reexport */ problems/* formatPath */.jV),
  ho: () => (/* reexport */ ip_list/* hostAddressList */.ho),
  MQ: () => (/* reexport */ clusterfile_address/* hostIp */.MQ),
  qk: () => (/* reexport */ hostsWithRole),
  Gf: () => (/* reexport */ schema/* isConfigStrategy */.Gf),
  H: () => (/* reexport */ isCreated),
  Yg: () => (/* reexport */ kubeadm_document/* kubeadmKindFieldsOf */.Yg),
  bw: () => (/* reexport */ problems/* logClusterfileProblems */.bw),
  NM: () => (/* reexport */ master0),
  Ud: () => (/* reexport */ masters),
  qL: () => (/* reexport */ match_keys/* matchKeys */.q),
  a9: () => (/* reexport */ nodes),
  qG: () => (/* reexport */ parseClusterfile),
  N7: () => (/* reexport */ env/* parseEnvList */.N),
  un: () => (/* reexport */ clusterfile_address/* parseHostAddress */.un),
  fz: () => (/* reexport */ ip_list/* parseIpList */.fz),
  _3: () => (/* reexport */ jump_host/* parseJumpHost */._),
  readClusterfile: () => (/* reexport */ readClusterfile),
  ag: () => (/* reexport */ readClusterfileText),
  jt: () => (/* reexport */ kubeadm_document/* readKubeadmDocument */.jt),
  recordedHostKey: () => (/* reexport */ recordedHostKey),
  MC: () => (/* reexport */ redactCluster),
  IR: () => (/* reexport */ redactClusterfile),
  lS: () => (/* reexport */ ip_list/* refuseHostsInBothLists */.lS),
  Z0: () => (/* reexport */ runnerAddress),
  W8: () => (/* reexport */ certificates_condition/* savedEarliestCertificate */.W8),
  YO: () => (/* reexport */ sourceLinesOf),
  sshSettingsFor: () => (/* reexport */ sshSettingsFor),
  eR: () => (/* reexport */ stringifyClusterfile),
  uf: () => (/* reexport */ syntaxProblems),
  h0: () => (/* reexport */ withOwnHostKeys),
  sf: () => (/* reexport */ writeClusterfile)
});

// UNUSED EXPORTS: CLUSTER_NAME_RULE, CONFIG_STRATEGIES, ClusterSchema, HOST_ROLES, K3S_SECRET_KEYS, KUBELET_API_VERSION, KUBE_PROXY_API_VERSION, MAX_EXPANDED_ADDRESSES, SEALOS_API_VERSION, fillSsh, formatHostAddress, formatProblem, hostAddress, isClusterName, jumpHostAddresses, normaliseHostAddress, sshInputsOfFields, sshOfInputs, writtenPath

// EXTERNAL MODULE: ./.build/clusterfile/address.js
var clusterfile_address = __webpack_require__(51253);
// EXTERNAL MODULE: ./.build/clusterfile/certificates-condition.js
var certificates_condition = __webpack_require__(7553);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-name.js
var cluster_name = __webpack_require__(52215);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-rules.js
var cluster_rules = __webpack_require__(18005);
// EXTERNAL MODULE: ./.build/clusterfile/env.js
var env = __webpack_require__(8750);
// EXTERNAL MODULE: ./.build/clusterfile/problems.js
var problems = __webpack_require__(53273);
;// CONCATENATED MODULE: ./.build/clusterfile/hosts.js



const DEFAULT_SSH_USER = 'root';
function clusterName(cluster) {
    return cluster.metadata?.name || cluster_name/* DEFAULT_CLUSTER_NAME */.pb;
}
/** `metadata.creationTimestamp` set means the cluster exists (reconcile rather than create). */
function isCreated(cluster) {
    return Boolean(cluster?.metadata?.creationTimestamp);
}
/** Every host in file order; an IP without a port gets the entry's ssh port, else `spec.ssh.port`, else 22. */
function clusterHosts(cluster) {
    const clusterPort = cluster.spec?.ssh?.port ?? clusterfile_address/* DEFAULT_SSH_PORT */.lZ;
    return (cluster.spec?.hosts ?? []).flatMap((entry) => (entry.ips ?? []).flatMap((text) => {
        const parsed = (0,clusterfile_address/* parseHostAddress */.un)(text, entry.ssh?.port ?? clusterPort);
        if (!parsed)
            return [];
        return [{ address: (0,clusterfile_address/* formatHostAddress */.uq)(parsed), ...parsed, roles: [...(entry.roles ?? [])], entry }];
    }));
}
function hostsWithRole(cluster, role) {
    return clusterHosts(cluster)
        .filter((host) => host.roles.includes(role))
        .map((host) => host.address);
}
function masters(cluster) {
    return hostsWithRole(cluster, 'master');
}
/** Hosts with the role node that are not masters. */
function nodes(cluster) {
    return clusterHosts(cluster)
        .filter((host) => host.roles.includes('node') && !host.roles.includes('master'))
        .map((host) => host.address);
}
/** The first IP of the first host entry with the role master: the host that initialises the cluster. */
function master0(cluster) {
    const first = masters(cluster)[0];
    if (first === undefined)
        throw new problems/* ClusterfileError */.l1([
            { path: 'spec.hosts', message: `cluster "${clusterName(cluster)}" has no host with the role master` },
        ]);
    return first;
}
/** The host of `address`, matched by exact IP (sealos matched by string suffix: 10.0.0.1 hit 110.0.0.1). */
function findHost(cluster, address) {
    const ip = (0,clusterfile_address/* parseHostAddress */.un)(address)?.ip;
    return ip === undefined ? undefined : clusterHosts(cluster).find((host) => host.ip === ip);
}
/** SSH settings of one host: each field set in its entry's `ssh` replaces the cluster's. */
function sshSettingsFor(cluster, address) {
    const host = findHost(cluster, address);
    if (!host)
        throw new problems/* ClusterfileError */.l1([
            { path: 'spec.hosts', message: `${address} is not a host of cluster "${clusterName(cluster)}"` },
        ]);
    const merged = { ...definedFields(cluster.spec?.ssh ?? {}), ...definedFields(host.entry.ssh ?? {}) };
    return {
        user: merged.user || DEFAULT_SSH_USER,
        ...(merged.passwd ? { passwd: merged.passwd } : {}),
        ...(merged.pk ? { pk: merged.pk } : {}),
        ...(merged.pkData ? { pkData: merged.pkData } : {}),
        ...(merged.pkPasswd ? { pkPasswd: merged.pkPasswd } : {}),
        port: host.port,
        ...(merged.jumpHost ? { jumpHost: merged.jumpHost } : {}),
    };
}
function definedFields(value) {
    return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== ''));
}

// EXTERNAL MODULE: ./.build/clusterfile/ip-list.js
var ip_list = __webpack_require__(22169);
// EXTERNAL MODULE: ./.build/clusterfile/schema.js
var schema = __webpack_require__(7670);
// EXTERNAL MODULE: ./.build/clusterfile/ssh-inputs.js
var ssh_inputs = __webpack_require__(33077);
;// CONCATENATED MODULE: ./.build/clusterfile/desired.js











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
function desiredClusterFromInputs(inputs, options) {
    const current = options.current;
    const cluster = current
        ? structuredClone(current.cluster)
        : { apiVersion: schema/* SEALOS_API_VERSION */.aj, kind: 'Cluster', metadata: {}, spec: {} };
    cluster.metadata = { ...cluster.metadata, name: inputs.clusterName || clusterNameOf(current) };
    const spec = { ...cluster.spec };
    cluster.spec = spec;
    const images = [...(spec.image ?? [])];
    for (const image of inputs.images ?? [])
        if (!images.includes(image))
            images.push(image);
    spec.image = images;
    const ssh = (0,ssh_inputs/* sshOfInputs */.jV)(inputs);
    if (Object.keys(ssh).length > 0)
        spec.ssh = ssh;
    if (inputs.env && inputs.env.length > 0) {
        const inputKeys = new Set(Object.keys((0,env/* parseEnvList */.N)(inputs.env)));
        const kept = (spec.env ?? []).filter((entry) => !inputKeys.has(entry.split('=')[0]));
        spec.env = [...kept, ...inputs.env];
    }
    if (inputs.command && inputs.command.length > 0)
        spec.command = [...inputs.command];
    const defaultPort = spec.ssh?.port ?? clusterfile_address/* DEFAULT_SSH_PORT */.lZ;
    const masterList = (0,ip_list/* hostAddressList */.ho)(inputs.masters ?? '', 'masters', defaultPort);
    const nodeList = (0,ip_list/* hostAddressList */.ho)(inputs.nodes ?? '', 'nodes', defaultPort);
    const single = inputs.single === true || (!current && masterList.length === 0 && nodeList.length === 0);
    if (single && (masterList.length > 0 || nodeList.length > 0))
        throw new errors/* UsageError */.eb('single mode runs on this machine: give no masters and no nodes');
    (0,ip_list/* refuseHostsInBothLists */.lS)(masterList, nodeList);
    if (single && !current)
        spec.hosts = [
            { ips: [(0,ip_list/* hostAddress */.Rk)(options.localAddress, 'local address', defaultPort)], roles: ['master'] },
        ];
    else if (masterList.length > 0 || nodeList.length > 0)
        spec.hosts = declaredHosts(spec.hosts ?? [], masterList, nodeList, defaultPort);
    const localHost = findHost(cluster, options.localAddress)?.address;
    if (single && localHost === undefined)
        throw new errors/* UsageError */.eb(`single mode: cluster "${cluster.metadata.name}" was not created on this machine (${options.localAddress})`);
    const violations = (0,cluster_rules/* checkClusterRules */.oY)(cluster);
    if (violations.length > 0)
        throw new problems/* ClusterfileError */.l1(violations.map((violation) => ({ path: (0,problems/* formatPath */.jV)(violation.path), message: violation.message })));
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
function runnerAddress(interfaces = (0,external_node_os_.networkInterfaces)()) {
    for (const list of Object.values(interfaces))
        for (const info of list ?? [])
            if (info.family === 'IPv4' && !info.internal)
                return info.address;
    return '127.0.0.1';
}
function clusterNameOf(current) {
    return current?.cluster.metadata?.name || cluster_name/* DEFAULT_CLUSTER_NAME */.pb;
}
/** The host entries the master and node lists declare; see desiredClusterFromInputs for the rules. */
function declaredHosts(currentHosts, masterList, nodeList, defaultPort) {
    const keepMasters = masterList.length === 0;
    const ipOf = (address) => (0,clusterfile_address/* parseHostAddress */.un)(address).ip;
    const wantedMasters = new Set(masterList.map(ipOf));
    const wantedNodes = new Set(nodeList.map(ipOf));
    const keptMasters = new Set();
    const keptNodes = new Set();
    const hosts = [];
    for (const entry of currentHosts) {
        const roles = entry.roles ?? [];
        const isMaster = roles.includes('master');
        if (!isMaster && !roles.includes('node')) {
            hosts.push(entry);
            continue;
        }
        const entryIp = (text) => (0,clusterfile_address/* parseHostAddress */.un)(text, entry.ssh?.port ?? defaultPort)?.ip ?? text;
        const wanted = isMaster ? wantedMasters : wantedNodes;
        const ips = (entry.ips ?? []).filter((text) => (isMaster && keepMasters) || wanted.has(entryIp(text)));
        for (const text of ips)
            (isMaster ? keptMasters : keptNodes).add(entryIp(text));
        if (ips.length > 0)
            hosts.push({ ...entry, ips });
    }
    const stillMasters = nodeList.filter((address) => keptMasters.has(ipOf(address)));
    if (stillMasters.length > 0)
        throw new errors/* UsageError */.eb(`nodes: ${stillMasters.join(', ')} already masters; list the masters too to change roles`);
    const newMasters = masterList.filter((address) => !keptMasters.has(ipOf(address)));
    const newNodes = nodeList.filter((address) => !keptNodes.has(ipOf(address)));
    if (newMasters.length > 0) {
        const firstOther = hosts.findIndex((entry) => !(entry.roles ?? []).includes('master'));
        hosts.splice(firstOther === -1 ? hosts.length : firstOther, 0, { ips: newMasters, roles: ['master'] });
    }
    if (newNodes.length > 0)
        hosts.push({ ips: newNodes, roles: ['node'] });
    return hosts;
}

// EXTERNAL MODULE: ./.build/clusterfile/fields/match-keys.js
var match_keys = __webpack_require__(65751);
// EXTERNAL MODULE: ./.build/clusterfile/jump-host.js
var jump_host = __webpack_require__(87332);
;// CONCATENATED MODULE: ./.build/clusterfile/host-keys.js




/**
 * The recorded SSH host key fingerprint of a host (`status.hostKeys`, our extension), for the accept-new
 * policy: unknown on first contact, verified on every later run. Looked up by normalised `ip:port`.
 */
function recordedHostKey(cluster, address) {
    const key = (0,clusterfile_address/* normaliseHostAddress */.RC)(address, cluster.spec?.ssh?.port);
    return key === undefined ? undefined : cluster.status?.hostKeys?.[key];
}
/**
 * The cluster with only the recorded keys of its own hosts: a host that left the cluster (delete, a reset of
 * some hosts) takes its key with it, so an address reused later by another machine is not refused.
 */
function withOwnHostKeys(cluster) {
    const keys = cluster.status?.hostKeys;
    if (!keys)
        return cluster;
    // A jump host's key stays too: every later connection goes through it.
    const own = new Set([...clusterHosts(cluster).map((host) => host.address), ...(0,jump_host/* jumpHostAddresses */.Z)(cluster)]);
    const kept = Object.fromEntries(Object.entries(keys).filter(([address]) => own.has(address)));
    if (Object.keys(kept).length === Object.keys(keys).length)
        return cluster;
    const copy = structuredClone(cluster);
    copy.status = { ...copy.status, hostKeys: kept };
    if (Object.keys(kept).length === 0)
        delete copy.status.hostKeys;
    return copy;
}
/**
 * The cluster without the recorded keys of `hosts` (`--forget-host-key`, input `forget-host-key`: a machine
 * that was reinstalled has a new key). Each is named in the log; the host's next key is then taken as new
 * (accept-new records it; strict needs it in known-hosts).
 */
function forgetHostKeys(cluster, hosts, logger) {
    if (hosts.length === 0)
        return cluster;
    const copy = structuredClone(cluster);
    const keys = { ...copy.status?.hostKeys };
    for (const text of hosts) {
        const address = (0,clusterfile_address/* normaliseHostAddress */.RC)(text.trim(), cluster.spec?.ssh?.port);
        if (address === undefined)
            throw new errors/* UsageError */.eb(`forget-host-key: "${text}" is not an IPv4/IPv6 address with optional port`);
        const fingerprint = keys[address];
        if (fingerprint === undefined) {
            logger.warn(`forget-host-key ${text}: no host key is recorded for ${address}; nothing to forget`);
            continue;
        }
        delete keys[address];
        logger.info(`Forgot the recorded host key of ${address} (${fingerprint}): its key is checked as a new host's`);
    }
    copy.status = { ...copy.status, hostKeys: keys };
    if (Object.keys(keys).length === 0)
        delete copy.status.hostKeys;
    return copy;
}

// EXTERNAL MODULE: ./.build/clusterfile/kubeadm-document.js + 2 modules
var kubeadm_document = __webpack_require__(86266);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
// EXTERNAL MODULE: ./.build/clusterfile/fields/shape.js
var shape = __webpack_require__(74414);
;// CONCATENATED MODULE: ./.build/clusterfile/fields/zod-shape.js

/**
 * The field shape of one of our zod schemas (the sealos documents): objects by their declared fields, arrays by
 * element, records as free keys; anything else is a plain value.
 */
function fieldShapeOf(schema) {
    const def = schema._zod.def;
    switch (def.type) {
        case 'optional':
        case 'nullable':
        case 'default':
            return def.innerType ? fieldShapeOf(def.innerType) : shape/* VALUE */.Qg;
        case 'array':
            return def.element ? [fieldShapeOf(def.element)] : shape/* VALUE */.Qg;
        case 'record':
            return shape/* FREE_KEYS */.mc;
        case 'object': {
            const fields = {};
            for (const [name, child] of Object.entries(def.shape ?? {}))
                fields[name] = fieldShapeOf(child);
            return fields;
        }
        default:
            return shape/* VALUE */.Qg;
    }
}

;// CONCATENATED MODULE: ./.build/clusterfile/source-lines.js
const SOURCE_LINES = Symbol('source lines');
function withSourceLines(document, lines) {
    Object.defineProperty(document, SOURCE_LINES, { value: lines, enumerable: false });
    return document;
}
function sourceLinesOf(document) {
    return document[SOURCE_LINES];
}

;// CONCATENATED MODULE: ./.build/clusterfile/load.js












const CLUSTER_FIELDS = fieldShapeOf(schema/* ClusterSchema */.su);
const CONFIG_FIELDS = fieldShapeOf(schema/* ConfigSchema */.Sk);
/** Reads and validates a Clusterfile; a ClusterfileError carries every problem, each with file and line. */
async function readClusterfile(path, options = {}) {
    return parseClusterfile(await readClusterfileText(path), path, options);
}
/** A Clusterfile's text; a UsageError naming the file when it cannot be read. */
async function readClusterfileText(path) {
    try {
        return await (0,read_input/* readInputFile */.jH)(path);
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`cannot read the Clusterfile ${path}: ${(0,errors/* causeText */.xv)(error)}`, {
            file: path,
            cause: error,
        });
    }
}
// sealos reads YAML with go-yaml v2 (under sigs.k8s.io/yaml), which applies YAML 1.1 merge keys and takes the later
// of two equal keys (reported by reportDuplicateKeys).
const PARSE_OPTIONS = { logLevel: 'error', merge: true, uniqueKeys: false };
const SECOND_CLUSTER = 'a second Cluster document; a Clusterfile has exactly one';
const CLUSTER_NOT_FIRST = 'the Cluster document must be the first document';
/**
 * Parses a multi-document Clusterfile as sealos reads it (YAML 1.1 merge keys `<<: *anchor` included, keys of
 * every known document matched case-insensitively, as Go's encoding/json does). Documents are matched by kind:
 * the Cluster first, then Configs (the later of two with one name wins), kubeadm documents in order (see
 * readKubeadmDocument), at most one k3s document (no kind, no apiVersion: k3s's flags); other kinds are
 * ignored, as sealos does, with a warning.
 */
function parseClusterfile(text, file = 'Clusterfile', options = {}) {
    const reader = new DocumentReader(text, file, options);
    return reader.read();
}
class DocumentReader {
    text;
    file;
    options;
    lineCounter = new dist/* LineCounter */.HN();
    errors = [];
    warnings = [];
    localHost;
    constructor(text, file, options) {
        this.text = text;
        this.file = file;
        this.options = options;
    }
    read() {
        let cluster;
        const configsByName = new Map();
        const kubeadm = [];
        let k3s;
        let documentCount = 0;
        let clusterSeen = false;
        let syntaxErrors = false;
        for (const document of (0,dist/* parseAllDocuments */.hR)(this.text, {
            ...PARSE_OPTIONS,
            lineCounter: this.lineCounter,
        })) {
            if (this.reportSyntaxErrors(document)) {
                syntaxErrors = true;
                continue;
            }
            this.reportDuplicateKeys(document);
            const read = documentValue(document);
            if ('problem' in read) {
                this.errors.push({
                    file: this.file,
                    line: this.lineOf(document, []),
                    path: '',
                    message: read.problem,
                });
                continue;
            }
            if (read.value === null || read.value === undefined)
                continue;
            const first = documentCount === 0;
            documentCount++;
            const at = (path) => this.lineOf(document, path);
            if (typeof read.value !== 'object' || Array.isArray(read.value)) {
                this.errors.push({
                    file: this.file,
                    line: at([]),
                    path: '',
                    message: 'a document must be a mapping',
                });
                continue;
            }
            // `Kind:` and `APIVersion:` are read as kind and apiVersion, as every other key.
            const value = (0,match_keys/* matchKeys */.q)(read.value, shape/* TYPE_META */.p7, { dropUnknown: false }).value;
            const kind = value.kind;
            if (kind === 'Cluster') {
                const misplaced = clusterSeen ? SECOND_CLUSTER : first ? undefined : CLUSTER_NOT_FIRST;
                clusterSeen = true;
                if (misplaced)
                    this.errors.push({ file: this.file, line: at([]), path: '', message: misplaced });
                else
                    cluster = this.checkCluster(value, document);
            }
            else if (kind === 'Config')
                this.addConfig(configsByName, value, document, documentCount);
            else if (typeof kind === 'string' && kubeadm_document/* KUBEADM_API_VERSIONS */.Th[kind]) {
                const kubeadmDocument = this.checkKubeadm(value, kind, document);
                if (kubeadmDocument)
                    kubeadm.push(kubeadmDocument);
            }
            else if (kind === undefined && value.apiVersion === undefined) {
                // No kind and no apiVersion: k3s's flags, as sealos reads such a document (checked by the k3s runtime).
                k3s = this.readK3s(value, document, k3s !== undefined);
            }
            else {
                this.warnings.push({
                    file: this.file,
                    line: at(['kind']),
                    path: 'kind',
                    message: `${JSON.stringify(kind ?? null)} is not a Clusterfile kind; the document is ignored`,
                });
            }
        }
        // Only when nothing else explains it: a broken Cluster document is reported as what it is.
        if (!clusterSeen && !syntaxErrors)
            this.errors.push({
                file: this.file,
                line: 1,
                path: '',
                message: 'no Cluster document (kind: Cluster)',
            });
        if (this.errors.length > 0 || !cluster)
            throw new problems/* ClusterfileError */.l1(byLine(this.errors));
        return {
            clusterfile: { cluster, configs: [...configsByName.values()], kubeadm, ...(k3s ? { k3s } : {}) },
            warnings: byLine(this.warnings),
            ...(this.localHost ? { localHost: this.localHost } : {}),
        };
    }
    /** A Config document, kept by name: a later Config of the same name replaces the earlier one, with a warning. */
    addConfig(configsByName, value, document, documentCount) {
        const config = this.checkConfig(value, document, documentCount);
        if (!config)
            return;
        // Unnamed Configs cannot replace each other: each keeps its own key.
        const name = config.metadata?.name ?? `(document ${documentCount})`;
        if (configsByName.has(name))
            this.warnings.push({
                file: this.file,
                line: this.lineOf(document, []),
                document: `Config "${name}"`,
                path: '',
                message: 'defined again; this later definition replaces the earlier one',
            });
        configsByName.delete(name);
        configsByName.set(name, config);
    }
    /** The k3s document: its flags, each with its line (for a refusal of a flag that cannot change); no tokens. */
    readK3s(value, document, second) {
        const at = (path) => this.lineOf(document, path);
        if (second)
            this.errors.push({
                file: this.file,
                line: at([]),
                path: '',
                message: 'a second k3s configuration document (no kind); a Clusterfile has at most one',
            });
        const k3s = withSourceLines(value, { file: this.file, lineOf: (flag) => at([flag]) });
        for (const key of schema/* K3S_SECRET_KEYS */.EU.filter((secret) => secret in k3s))
            this.errors.push({
                file: this.file,
                line: at([key]),
                document: 'k3s configuration',
                path: key,
                message: 'a token cannot be set here: it would be saved with the Clusterfile; the k3s runtime generates the tokens and keeps them on the hosts',
            });
        return k3s;
    }
    checkCluster(value, document) {
        const matched = this.matchFields(value, CLUSTER_FIELDS, document, undefined);
        this.addLocalHost(matched.value, document);
        const parsed = this.checkSchema(schema/* ClusterSchema */.su, matched, document, undefined);
        for (const violation of (0,cluster_rules/* checkClusterRules */.oY)(matched.value))
            this.errors.push({
                file: this.file,
                line: this.lineOf(document, (0,match_keys/* writtenPath */.d)(violation.path, matched.written)),
                path: (0,problems/* formatPath */.jV)(violation.path),
                message: violation.message,
            });
        return parsed;
    }
    checkConfig(value, document, documentNumber) {
        const name = value.metadata?.name;
        const label = typeof name === 'string' ? `Config "${name}"` : `Config (document ${documentNumber})`;
        const matched = this.matchFields(value, CONFIG_FIELDS, document, label);
        return this.checkSchema(schema/* ConfigSchema */.Sk, matched, document, label);
    }
    /** No hosts and a local address given: this machine becomes the only master, with its architecture. */
    addLocalHost(cluster, document) {
        const hosts = cluster.spec?.hosts;
        if (!this.options.localHost || (Array.isArray(hosts) && hosts.length > 0))
            return;
        if (hosts !== undefined && !Array.isArray(hosts))
            return;
        const port = typeof cluster.spec?.ssh?.port === 'number' ? cluster.spec.ssh.port : clusterfile_address/* DEFAULT_SSH_PORT */.lZ;
        this.localHost = (0,clusterfile_address/* formatHostAddress */.uq)({ ip: this.options.localHost(), port });
        const arch = process.arch === 'arm64' ? 'arm64' : 'amd64';
        cluster.spec = { ...cluster.spec, hosts: [{ ips: [this.localHost], roles: ['master', arch] }] };
        this.warnings.push({
            file: this.file,
            line: this.lineOf(document, ['spec']),
            path: 'spec.hosts',
            message: `no hosts listed: this machine (${this.localHost}) is the only master, as sealos apply does`,
        });
    }
    /** Keys matched to the schema's fields as Go's json does; unknown and repeated keys become located warnings. */
    matchFields(value, fields, document, label) {
        const matched = (0,match_keys/* matchKeys */.q)(value, fields, { dropUnknown: false });
        for (const path of matched.unknown)
            this.warnings.push({
                file: this.file,
                line: this.lineOf(document, path),
                document: label,
                path: (0,problems/* formatPath */.jV)(path),
                message: 'unknown field, ignored (kept when the Clusterfile is saved)',
            });
        for (const { at, field } of matched.repeated)
            this.warnings.push({
                file: this.file,
                line: this.lineOf(document, at),
                document: label,
                path: (0,problems/* formatPath */.jV)(at),
                message: `names ${field} again (keys are read case-insensitively); this later one is used`,
            });
        return matched;
    }
    checkKubeadm(value, kind, document) {
        const allowed = kubeadm_document/* KUBEADM_API_VERSIONS */.Th[kind] ?? [];
        if (typeof value.apiVersion === 'string' && allowed.includes(value.apiVersion)) {
            const read = (0,kubeadm_document/* readKubeadmDocument */.jt)(value);
            for (const { at, message } of read.findings)
                this.warnings.push({
                    file: this.file,
                    line: this.lineOf(document, at),
                    document: kind,
                    path: (0,problems/* formatPath */.jV)(at),
                    message,
                });
            const where = (path) => this.lineOf(document, (0,match_keys/* writtenPath */.d)(path, read.written));
            for (const violation of (0,cluster_rules/* checkKubeadmRules */.pE)(kind, read.document))
                this.errors.push({
                    file: this.file,
                    line: where(violation.path),
                    document: kind,
                    path: (0,problems/* formatPath */.jV)(violation.path),
                    message: violation.message,
                });
            const file = this.file;
            return withSourceLines(read.document, {
                file,
                lineOf: (fieldPath) => where(fieldPath.split('.')),
            });
        }
        this.errors.push({
            file: this.file,
            line: this.lineOf(document, ['apiVersion']),
            document: kind,
            path: 'apiVersion',
            message: `${JSON.stringify(value.apiVersion ?? null)} is not one of ${allowed.join(', ')}`,
        });
        return undefined;
    }
    /** Schema errors become located problems (on the lines of the keys as written). The parsed value when the schema holds. */
    checkSchema(schema, matched, document, label) {
        const result = schema.safeParse(matched.value);
        for (const issue of result.error?.issues ?? []) {
            const path = issue.path.filter((segment) => typeof segment !== 'symbol');
            this.errors.push({
                file: this.file,
                line: this.lineOf(document, (0,match_keys/* writtenPath */.d)(path, matched.written)),
                document: label,
                path: (0,problems/* formatPath */.jV)(path),
                message: issue.message,
            });
        }
        return result.success ? result.data : undefined;
    }
    /** A key given twice in one mapping: sealos's YAML reader keeps the later value, so do we, with a warning. */
    reportDuplicateKeys(document) {
        (0,dist/* visit */.YR)(document, {
            Map: (_, map) => {
                const seen = new Set();
                for (const pair of map.items) {
                    if (!(0,dist/* isScalar */.jn)(pair.key))
                        continue;
                    const key = pair.key.value;
                    if (seen.has(key)) {
                        const offset = rangeStart(pair.key);
                        this.warnings.push({
                            file: this.file,
                            line: offset === undefined ? undefined : this.lineCounter.linePos(offset).line,
                            path: String(key),
                            message: 'given twice in one mapping; the later value is used, as sealos reads it',
                        });
                    }
                    seen.add(key);
                }
            },
        });
    }
    reportSyntaxErrors(document) {
        for (const { line, message } of syntaxProblems(document))
            this.errors.push({ file: this.file, line, path: '', message });
        return document.errors.length > 0;
    }
    /**
     * The line of the deepest node of `path` (keys as written) that exists (a key's own line for a map entry; a
     * key that came from a merge key `<<` is not in the map: the line is then its map's).
     */
    lineOf(document, path) {
        let node = document.contents;
        let offset = rangeStart(node);
        for (const segment of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((item) => (0,dist/* isPair */.tO)(item) && (0,dist/* isScalar */.jn)(item.key) && item.key.value === segment);
                if (!pair)
                    break;
                offset = rangeStart(pair.key) ?? offset;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
                node = node.items[segment];
                offset = rangeStart(node) ?? offset;
            }
            else
                break;
        }
        return offset === undefined ? undefined : this.lineCounter.linePos(offset).line;
    }
}
/**
 * A parsed document's plain value. Aliases are expanded at most 100 times: a document built to explode
 * ("billion laughs") is a problem of that document, not a crash. (Parsing with logLevel `error` keeps the
 * YAML library from printing Node warnings, e.g. for a mapping used as a key, which then reads as an unknown
 * field.)
 */
function documentValue(document) {
    try {
        return { value: document.toJS({ maxAliasCount: 100 }) };
    }
    catch (error) {
        return { problem: `YAML: ${error.message}` };
    }
}
/**
 * A document's YAML errors as problems. The YAML library runs out of stack on deep nesting and says so once
 * per node: that reads as one problem, without the JavaScript wording.
 */
function syntaxProblems(document) {
    const problems = new Map();
    for (const error of document.errors) {
        const exhausted = error.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(error.message);
        const message = exhausted
            ? 'YAML: nested too deeply or too large to read'
            : `YAML ${error.code}: ${error.message.split(' at line ')[0]}`;
        const line = error.linePos?.[0].line;
        problems.set(`${line}:${message}`, { line, message });
    }
    return [...problems.values()];
}
function rangeStart(node) {
    const range = node?.range;
    return range?.[0];
}
/** In file order, as a reader goes through them (the sort is stable: same-line problems keep their order). */
function byLine(problems) {
    return [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

// EXTERNAL MODULE: ./.build/clusterfile/paths.js
var paths = __webpack_require__(12889);
;// CONCATENATED MODULE: ./.build/clusterfile/redact.js
const SECRET_SSH_FIELDS = ['passwd', 'pkData', 'pkPasswd'];
/**
 * A copy of the Clusterfile without any secret (`passwd`, `pkData`, `pkPasswd`, in `spec.ssh` and in every
 * host's `ssh`): the form for anything that leaves the process (artifacts, logs, outputs, summaries).
 * The key path `pk` stays: it names a file, it is not the key.
 */
function redactClusterfile(clusterfile) {
    return { ...structuredClone(clusterfile), cluster: redactCluster(clusterfile.cluster) };
}
function redactCluster(cluster) {
    const copy = structuredClone(cluster);
    if (copy.spec?.ssh)
        copy.spec.ssh = withoutSecrets(copy.spec.ssh);
    for (const host of copy.spec?.hosts ?? [])
        if (host.ssh)
            host.ssh = withoutSecrets(host.ssh);
    return copy;
}
/** Every secret value in the Clusterfile, to register with the logger's masking before anything is logged. */
function clusterfileSecrets(clusterfile) {
    const sshBlocks = [
        clusterfile.cluster.spec?.ssh,
        ...(clusterfile.cluster.spec?.hosts ?? []).map((h) => h.ssh),
    ];
    const values = sshBlocks.flatMap((ssh) => SECRET_SSH_FIELDS.map((field) => ssh?.[field]));
    return [...new Set(values.filter((value) => Boolean(value)))];
}
function withoutSecrets(ssh) {
    const copy = { ...ssh };
    for (const field of SECRET_SSH_FIELDS)
        delete copy[field];
    return copy;
}

// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
;// CONCATENATED MODULE: ./.build/clusterfile/save.js


/**
 * The Clusterfile as text: the Cluster, then the Configs, the kubeadm documents, the k3s one, each document's fields
 * in the order they were read (unknown ones included), so that save(load(x)) loses nothing.
 */
function stringifyClusterfile(clusterfile) {
    const documents = [
        clusterfile.cluster,
        ...clusterfile.configs,
        ...clusterfile.kubeadm,
        ...(clusterfile.k3s ? [clusterfile.k3s] : []),
    ];
    // YAML 1.1 quoting (`"yes"`, `"2024-03-18T09:21:44Z"`) so that sealos's YAML 1.1 reader sees the same
    // strings; sequences unindented like Go's marshaller; lineWidth 0 keeps long values (commands) unfolded.
    const options = { version: '1.1', indentSeq: false, lineWidth: 0 };
    return documents.map((document) => (0,dist/* stringify */.As)(document, options)).join('---\n');
}
/**
 * Writes the Clusterfile atomically (temp file renamed into place: a crash never leaves half a file), mode 0600
 * because it may hold SSH secrets, as sealos's does.
 */
async function writeClusterfile(path, clusterfile) {
    await (0,write_stream/* writeFileAtomically */.lo)(path, stringifyClusterfile(clusterfile), { mode: 0o600 });
}

;// CONCATENATED MODULE: ./.build/clusterfile/index.js





















/***/ }),

/***/ 86266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Th: () => (/* binding */ KUBEADM_API_VERSIONS),
  J0: () => (/* binding */ KUBELET_API_VERSION),
  v6: () => (/* binding */ KUBE_PROXY_API_VERSION),
  Yg: () => (/* binding */ kubeadmKindFieldsOf),
  jt: () => (/* binding */ readKubeadmDocument)
});

// EXTERNAL MODULE: ./.build/yaml/path.js
var yaml_path = __webpack_require__(37425);
// EXTERNAL MODULE: ./.build/clusterfile/fields/shape.js
var shape = __webpack_require__(74414);
;// CONCATENATED MODULE: ./.build/clusterfile/fields/components.js

/** k8s.io/component-base/logs/api/v1 LoggingConfiguration (kubelet and kube-proxy `logging`). */
const logging = {
    format: shape/* VALUE */.Qg,
    flushFrequency: shape/* VALUE */.Qg,
    verbosity: shape/* VALUE */.Qg,
    vmodule: [{ filePattern: shape/* VALUE */.Qg, verbosity: shape/* VALUE */.Qg }],
    options: {
        text: { splitStream: shape/* VALUE */.Qg, infoBufferSize: shape/* VALUE */.Qg },
        json: { splitStream: shape/* VALUE */.Qg, infoBufferSize: shape/* VALUE */.Qg },
    },
};
/**
 * kubelet.config.k8s.io/v1beta1 KubeletConfiguration, from kubernetes/kubernetes
 * staging/src/k8s.io/kubelet/config/v1beta1/types.go, with the fields added up to Kubernetes 1.34
 * (containerRuntimeEndpoint, imageServiceEndpoint, maxParallelImagePulls, imageMaximumGCAge, podLogsDir,
 * containerLogMaxWorkers, containerLogMonitorInterval, userNamespaces, failCgroupV1, crashLoopBackOff,
 * singleProcessOOMKill, imagePullCredentialsVerificationPolicy, preloadedImagesVerificationAllowlist,
 * mergeDefaultEvictionSettings, enableSystemLogQuery).
 */
const KUBELET_CONFIGURATION = {
    ...shape/* TYPE_META */.p7,
    enableServer: shape/* VALUE */.Qg,
    staticPodPath: shape/* VALUE */.Qg,
    podLogsDir: shape/* VALUE */.Qg,
    syncFrequency: shape/* VALUE */.Qg,
    fileCheckFrequency: shape/* VALUE */.Qg,
    httpCheckFrequency: shape/* VALUE */.Qg,
    staticPodURL: shape/* VALUE */.Qg,
    staticPodURLHeader: shape/* FREE_KEYS */.mc,
    address: shape/* VALUE */.Qg,
    port: shape/* VALUE */.Qg,
    readOnlyPort: shape/* VALUE */.Qg,
    tlsCertFile: shape/* VALUE */.Qg,
    tlsPrivateKeyFile: shape/* VALUE */.Qg,
    tlsCipherSuites: [shape/* VALUE */.Qg],
    tlsMinVersion: shape/* VALUE */.Qg,
    rotateCertificates: shape/* VALUE */.Qg,
    serverTLSBootstrap: shape/* VALUE */.Qg,
    authentication: {
        x509: { clientCAFile: shape/* VALUE */.Qg },
        webhook: { enabled: shape/* VALUE */.Qg, cacheTTL: shape/* VALUE */.Qg },
        anonymous: { enabled: shape/* VALUE */.Qg },
    },
    authorization: { mode: shape/* VALUE */.Qg, webhook: { cacheAuthorizedTTL: shape/* VALUE */.Qg, cacheUnauthorizedTTL: shape/* VALUE */.Qg } },
    registryPullQPS: shape/* VALUE */.Qg,
    registryBurst: shape/* VALUE */.Qg,
    imagePullCredentialsVerificationPolicy: shape/* VALUE */.Qg,
    preloadedImagesVerificationAllowlist: [shape/* VALUE */.Qg],
    eventRecordQPS: shape/* VALUE */.Qg,
    eventBurst: shape/* VALUE */.Qg,
    enableDebuggingHandlers: shape/* VALUE */.Qg,
    enableContentionProfiling: shape/* VALUE */.Qg,
    healthzPort: shape/* VALUE */.Qg,
    healthzBindAddress: shape/* VALUE */.Qg,
    oomScoreAdj: shape/* VALUE */.Qg,
    clusterDomain: shape/* VALUE */.Qg,
    clusterDNS: [shape/* VALUE */.Qg],
    streamingConnectionIdleTimeout: shape/* VALUE */.Qg,
    nodeStatusUpdateFrequency: shape/* VALUE */.Qg,
    nodeStatusReportFrequency: shape/* VALUE */.Qg,
    nodeLeaseDurationSeconds: shape/* VALUE */.Qg,
    imageMinimumGCAge: shape/* VALUE */.Qg,
    imageMaximumGCAge: shape/* VALUE */.Qg,
    imageGCHighThresholdPercent: shape/* VALUE */.Qg,
    imageGCLowThresholdPercent: shape/* VALUE */.Qg,
    volumeStatsAggPeriod: shape/* VALUE */.Qg,
    kubeletCgroups: shape/* VALUE */.Qg,
    systemCgroups: shape/* VALUE */.Qg,
    cgroupRoot: shape/* VALUE */.Qg,
    cgroupsPerQOS: shape/* VALUE */.Qg,
    cgroupDriver: shape/* VALUE */.Qg,
    cpuManagerPolicy: shape/* VALUE */.Qg,
    singleProcessOOMKill: shape/* VALUE */.Qg,
    cpuManagerPolicyOptions: shape/* FREE_KEYS */.mc,
    cpuManagerReconcilePeriod: shape/* VALUE */.Qg,
    memoryManagerPolicy: shape/* VALUE */.Qg,
    topologyManagerPolicy: shape/* VALUE */.Qg,
    topologyManagerScope: shape/* VALUE */.Qg,
    topologyManagerPolicyOptions: shape/* FREE_KEYS */.mc,
    qosReserved: shape/* FREE_KEYS */.mc,
    runtimeRequestTimeout: shape/* VALUE */.Qg,
    hairpinMode: shape/* VALUE */.Qg,
    maxPods: shape/* VALUE */.Qg,
    podCIDR: shape/* VALUE */.Qg,
    podPidsLimit: shape/* VALUE */.Qg,
    resolvConf: shape/* VALUE */.Qg,
    runOnce: shape/* VALUE */.Qg,
    cpuCFSQuota: shape/* VALUE */.Qg,
    cpuCFSQuotaPeriod: shape/* VALUE */.Qg,
    nodeStatusMaxImages: shape/* VALUE */.Qg,
    maxOpenFiles: shape/* VALUE */.Qg,
    contentType: shape/* VALUE */.Qg,
    kubeAPIQPS: shape/* VALUE */.Qg,
    kubeAPIBurst: shape/* VALUE */.Qg,
    serializeImagePulls: shape/* VALUE */.Qg,
    maxParallelImagePulls: shape/* VALUE */.Qg,
    evictionHard: shape/* FREE_KEYS */.mc,
    evictionSoft: shape/* FREE_KEYS */.mc,
    evictionSoftGracePeriod: shape/* FREE_KEYS */.mc,
    evictionPressureTransitionPeriod: shape/* VALUE */.Qg,
    evictionMaxPodGracePeriod: shape/* VALUE */.Qg,
    evictionMinimumReclaim: shape/* FREE_KEYS */.mc,
    mergeDefaultEvictionSettings: shape/* VALUE */.Qg,
    podsPerCore: shape/* VALUE */.Qg,
    enableControllerAttachDetach: shape/* VALUE */.Qg,
    protectKernelDefaults: shape/* VALUE */.Qg,
    makeIPTablesUtilChains: shape/* VALUE */.Qg,
    iptablesMasqueradeBit: shape/* VALUE */.Qg,
    iptablesDropBit: shape/* VALUE */.Qg,
    featureGates: shape/* FREE_KEYS */.mc,
    failSwapOn: shape/* VALUE */.Qg,
    memorySwap: { swapBehavior: shape/* VALUE */.Qg },
    containerLogMaxSize: shape/* VALUE */.Qg,
    containerLogMaxFiles: shape/* VALUE */.Qg,
    containerLogMaxWorkers: shape/* VALUE */.Qg,
    containerLogMonitorInterval: shape/* VALUE */.Qg,
    configMapAndSecretChangeDetectionStrategy: shape/* VALUE */.Qg,
    systemReserved: shape/* FREE_KEYS */.mc,
    kubeReserved: shape/* FREE_KEYS */.mc,
    reservedSystemCPUs: shape/* VALUE */.Qg,
    showHiddenMetricsForVersion: shape/* VALUE */.Qg,
    systemReservedCgroup: shape/* VALUE */.Qg,
    kubeReservedCgroup: shape/* VALUE */.Qg,
    enforceNodeAllocatable: [shape/* VALUE */.Qg],
    allowedUnsafeSysctls: [shape/* VALUE */.Qg],
    volumePluginDir: shape/* VALUE */.Qg,
    providerID: shape/* VALUE */.Qg,
    kernelMemcgNotification: shape/* VALUE */.Qg,
    logging,
    enableSystemLogHandler: shape/* VALUE */.Qg,
    enableSystemLogQuery: shape/* VALUE */.Qg,
    shutdownGracePeriod: shape/* VALUE */.Qg,
    shutdownGracePeriodCriticalPods: shape/* VALUE */.Qg,
    shutdownGracePeriodByPodPriority: [{ priority: shape/* VALUE */.Qg, shutdownGracePeriodSeconds: shape/* VALUE */.Qg }],
    crashLoopBackOff: { maxContainerRestartPeriod: shape/* VALUE */.Qg },
    reservedMemory: [{ numaNode: shape/* VALUE */.Qg, limits: shape/* FREE_KEYS */.mc }],
    enableProfilingHandler: shape/* VALUE */.Qg,
    enableDebugFlagsHandler: shape/* VALUE */.Qg,
    seccompDefault: shape/* VALUE */.Qg,
    memoryThrottlingFactor: shape/* VALUE */.Qg,
    registerWithTaints: [shape/* TAINT */.NL],
    registerNode: shape/* VALUE */.Qg,
    tracing: { endpoint: shape/* VALUE */.Qg, samplingRatePerMillion: shape/* VALUE */.Qg },
    localStorageCapacityIsolation: shape/* VALUE */.Qg,
    containerRuntimeEndpoint: shape/* VALUE */.Qg,
    imageServiceEndpoint: shape/* VALUE */.Qg,
    failCgroupV1: shape/* VALUE */.Qg,
    userNamespaces: { idsPerPod: shape/* VALUE */.Qg },
};
const syncPeriods = { syncPeriod: shape/* VALUE */.Qg, minSyncPeriod: shape/* VALUE */.Qg };
/**
 * kubeproxy.config.k8s.io/v1alpha1 KubeProxyConfiguration, from kubernetes/kubernetes
 * staging/src/k8s.io/kube-proxy/config/v1alpha1/types.go and k8s.io/component-base/config/v1alpha1
 * (ClientConnectionConfiguration).
 */
const KUBE_PROXY_CONFIGURATION = {
    ...shape/* TYPE_META */.p7,
    featureGates: shape/* FREE_KEYS */.mc,
    clientConnection: {
        kubeconfig: shape/* VALUE */.Qg,
        acceptContentTypes: shape/* VALUE */.Qg,
        contentType: shape/* VALUE */.Qg,
        qps: shape/* VALUE */.Qg,
        burst: shape/* VALUE */.Qg,
    },
    logging,
    hostnameOverride: shape/* VALUE */.Qg,
    bindAddress: shape/* VALUE */.Qg,
    healthzBindAddress: shape/* VALUE */.Qg,
    metricsBindAddress: shape/* VALUE */.Qg,
    bindAddressHardFail: shape/* VALUE */.Qg,
    enableProfiling: shape/* VALUE */.Qg,
    showHiddenMetricsForVersion: shape/* VALUE */.Qg,
    serviceProxyName: shape/* VALUE */.Qg,
    mode: shape/* VALUE */.Qg,
    iptables: { masqueradeBit: shape/* VALUE */.Qg, masqueradeAll: shape/* VALUE */.Qg, localhostNodePorts: shape/* VALUE */.Qg, ...syncPeriods },
    ipvs: {
        ...syncPeriods,
        scheduler: shape/* VALUE */.Qg,
        excludeCIDRs: [shape/* VALUE */.Qg],
        strictARP: shape/* VALUE */.Qg,
        tcpTimeout: shape/* VALUE */.Qg,
        tcpFinTimeout: shape/* VALUE */.Qg,
        udpTimeout: shape/* VALUE */.Qg,
    },
    nftables: { masqueradeBit: shape/* VALUE */.Qg, masqueradeAll: shape/* VALUE */.Qg, ...syncPeriods, tableName: shape/* VALUE */.Qg },
    winkernel: {
        networkName: shape/* VALUE */.Qg,
        sourceVip: shape/* VALUE */.Qg,
        enableDSR: shape/* VALUE */.Qg,
        rootHnsEndpointName: shape/* VALUE */.Qg,
        forwardHealthCheckVip: shape/* VALUE */.Qg,
    },
    detectLocalMode: shape/* VALUE */.Qg,
    detectLocal: { bridgeInterface: shape/* VALUE */.Qg, interfaceNamePrefix: shape/* VALUE */.Qg },
    clusterCIDR: shape/* VALUE */.Qg,
    nodePortAddresses: [shape/* VALUE */.Qg],
    oomScoreAdj: shape/* VALUE */.Qg,
    conntrack: {
        maxPerCore: shape/* VALUE */.Qg,
        min: shape/* VALUE */.Qg,
        tcpEstablishedTimeout: shape/* VALUE */.Qg,
        tcpCloseWaitTimeout: shape/* VALUE */.Qg,
        tcpBeLiberal: shape/* VALUE */.Qg,
        udpTimeout: shape/* VALUE */.Qg,
        udpStreamTimeout: shape/* VALUE */.Qg,
    },
    configSyncPeriod: shape/* VALUE */.Qg,
    portRange: shape/* VALUE */.Qg,
};

;// CONCATENATED MODULE: ./.build/clusterfile/fields/kubeadm.js

/**
 * The kubeadm configuration types, field by field (json tags), from kubernetes/kubernetes:
 * - cmd/kubeadm/app/apis/kubeadm/v1beta2/types.go (Kubernetes 1.15 to 1.26),
 * - cmd/kubeadm/app/apis/kubeadm/v1beta3/types.go (1.22 and later) and its doc.go (the changes since v1beta2),
 * - cmd/kubeadm/app/apis/kubeadm/v1beta4/types.go (1.31 and later),
 * - cmd/kubeadm/app/apis/bootstraptoken/v1/types.go (BootstrapToken) and k8s.io/api/core/v1 (Taint, EnvVar).
 * Extra arguments are a map (`flag: value`) up to v1beta3 and a list of `{name, value}` in v1beta4.
 */
const bootstrapTokenFields = {
    token: shape/* VALUE */.Qg,
    description: shape/* VALUE */.Qg,
    ttl: shape/* VALUE */.Qg,
    expires: shape/* VALUE */.Qg,
    usages: [shape/* VALUE */.Qg],
    groups: [shape/* VALUE */.Qg],
};
const apiEndpoint = { advertiseAddress: shape/* VALUE */.Qg, bindPort: shape/* VALUE */.Qg };
const hostPathMount = {
    name: shape/* VALUE */.Qg,
    hostPath: shape/* VALUE */.Qg,
    mountPath: shape/* VALUE */.Qg,
    readOnly: shape/* VALUE */.Qg,
    pathType: shape/* VALUE */.Qg,
};
const imageMeta = { imageRepository: shape/* VALUE */.Qg, imageTag: shape/* VALUE */.Qg };
const patches = { directory: shape/* VALUE */.Qg };
const externalEtcd = { endpoints: [shape/* VALUE */.Qg], caFile: shape/* VALUE */.Qg, certFile: shape/* VALUE */.Qg, keyFile: shape/* VALUE */.Qg };
const networking = { serviceSubnet: shape/* VALUE */.Qg, podSubnet: shape/* VALUE */.Qg, dnsDomain: shape/* VALUE */.Qg };
/** v1beta4 `Arg`. */
const arg = { name: shape/* VALUE */.Qg, value: shape/* VALUE */.Qg };
/** core/v1 EnvVar (valueFrom's references are not looked into). */
const envVar = { name: shape/* VALUE */.Qg, value: shape/* VALUE */.Qg, valueFrom: shape/* VALUE */.Qg };
const joinControlPlane = { localAPIEndpoint: apiEndpoint, certificateKey: shape/* VALUE */.Qg };
const bootstrapTokenDiscovery = {
    token: shape/* VALUE */.Qg,
    apiServerEndpoint: shape/* VALUE */.Qg,
    caCertHashes: [shape/* VALUE */.Qg],
    unsafeSkipCAVerification: shape/* VALUE */.Qg,
};
const discoveryV1beta3 = {
    bootstrapToken: bootstrapTokenDiscovery,
    file: { kubeConfigPath: shape/* VALUE */.Qg },
    tlsBootstrapToken: shape/* VALUE */.Qg,
    timeout: shape/* VALUE */.Qg,
};
const timeouts = {
    controlPlaneComponentHealthCheck: shape/* VALUE */.Qg,
    kubeletHealthCheck: shape/* VALUE */.Qg,
    kubernetesAPICall: shape/* VALUE */.Qg,
    etcdAPICall: shape/* VALUE */.Qg,
    tlsBootstrap: shape/* VALUE */.Qg,
    discovery: shape/* VALUE */.Qg,
    upgradeManifests: shape/* VALUE */.Qg,
};
function v1beta2() {
    const nodeRegistration = {
        name: shape/* VALUE */.Qg,
        criSocket: shape/* VALUE */.Qg,
        taints: [shape/* TAINT */.NL],
        kubeletExtraArgs: shape/* FREE_KEYS */.mc,
        ignorePreflightErrors: [shape/* VALUE */.Qg],
    };
    const component = { extraArgs: shape/* FREE_KEYS */.mc, extraVolumes: [hostPathMount] };
    return {
        InitConfiguration: {
            ...shape/* TYPE_META */.p7,
            bootstrapTokens: [bootstrapTokenFields],
            nodeRegistration,
            localAPIEndpoint: apiEndpoint,
            certificateKey: shape/* VALUE */.Qg,
        },
        ClusterConfiguration: {
            ...shape/* TYPE_META */.p7,
            etcd: {
                local: {
                    ...imageMeta,
                    dataDir: shape/* VALUE */.Qg,
                    extraArgs: shape/* FREE_KEYS */.mc,
                    serverCertSANs: [shape/* VALUE */.Qg],
                    peerCertSANs: [shape/* VALUE */.Qg],
                },
                external: externalEtcd,
            },
            networking,
            kubernetesVersion: shape/* VALUE */.Qg,
            controlPlaneEndpoint: shape/* VALUE */.Qg,
            apiServer: { ...component, certSANs: [shape/* VALUE */.Qg], timeoutForControlPlane: shape/* VALUE */.Qg },
            controllerManager: component,
            scheduler: component,
            dns: { type: shape/* VALUE */.Qg, ...imageMeta },
            certificatesDir: shape/* VALUE */.Qg,
            imageRepository: shape/* VALUE */.Qg,
            useHyperKubeImage: shape/* VALUE */.Qg,
            featureGates: shape/* FREE_KEYS */.mc,
            clusterName: shape/* VALUE */.Qg,
        },
        JoinConfiguration: {
            ...shape/* TYPE_META */.p7,
            nodeRegistration,
            caCertPath: shape/* VALUE */.Qg,
            discovery: discoveryV1beta3,
            controlPlane: joinControlPlane,
        },
    };
}
/** v1beta2 plus skipPhases, patches and imagePullPolicy; without useHyperKubeImage and dns.type (doc.go). */
function v1beta3() {
    const older = v1beta2();
    const nodeRegistration = {
        ...older.InitConfiguration.nodeRegistration,
        imagePullPolicy: shape/* VALUE */.Qg,
    };
    const { useHyperKubeImage: _hyperKube, ...cluster } = older.ClusterConfiguration;
    return {
        InitConfiguration: {
            ...older.InitConfiguration,
            nodeRegistration,
            skipPhases: [shape/* VALUE */.Qg],
            patches,
        },
        ClusterConfiguration: { ...cluster, dns: imageMeta },
        JoinConfiguration: { ...older.JoinConfiguration, nodeRegistration, skipPhases: [shape/* VALUE */.Qg], patches },
    };
}
/**
 * v1beta4: extra arguments as a list of {name, value}, extraEnvs, timeouts (which replace apiServer.timeoutForControlPlane and discovery.timeout), dryRun,
 * imagePullSerial, encryptionAlgorithm, certificate validity periods, dns.disabled and proxy.disabled.
 */
function v1beta4() {
    const args = [arg];
    const older = v1beta3();
    const nodeRegistration = {
        ...older.InitConfiguration.nodeRegistration,
        kubeletExtraArgs: args,
        imagePullSerial: shape/* VALUE */.Qg,
    };
    const component = { extraArgs: args, extraVolumes: [hostPathMount], extraEnvs: [envVar] };
    const cluster = older.ClusterConfiguration;
    const { timeout: _timeout, ...discovery } = discoveryV1beta3;
    return {
        InitConfiguration: { ...older.InitConfiguration, nodeRegistration, dryRun: shape/* VALUE */.Qg, timeouts },
        ClusterConfiguration: {
            ...cluster,
            etcd: {
                local: { ...cluster.etcd.local, extraArgs: args, extraEnvs: [envVar] },
                external: externalEtcd,
            },
            apiServer: { ...component, certSANs: [shape/* VALUE */.Qg] },
            controllerManager: component,
            scheduler: component,
            dns: { ...imageMeta, disabled: shape/* VALUE */.Qg },
            proxy: { disabled: shape/* VALUE */.Qg },
            encryptionAlgorithm: shape/* VALUE */.Qg,
            certificateValidityPeriod: shape/* VALUE */.Qg,
            caCertificateValidityPeriod: shape/* VALUE */.Qg,
        },
        JoinConfiguration: {
            ...older.JoinConfiguration,
            nodeRegistration,
            discovery,
            dryRun: shape/* VALUE */.Qg,
            timeouts,
        },
    };
}
const KUBEADM_V1BETA2 = 'kubeadm.k8s.io/v1beta2';
const KUBEADM_V1BETA3 = 'kubeadm.k8s.io/v1beta3';
const KUBEADM_V1BETA4 = 'kubeadm.k8s.io/v1beta4';
/** Every kubeadm apiVersion sealos reads, with its kinds. */
const KUBEADM_FIELDS = {
    [KUBEADM_V1BETA2]: v1beta2(),
    [KUBEADM_V1BETA3]: v1beta3(),
    [KUBEADM_V1BETA4]: v1beta4(),
};

// EXTERNAL MODULE: ./.build/clusterfile/fields/match-keys.js
var match_keys = __webpack_require__(65751);
// EXTERNAL MODULE: ./.build/clusterfile/problems.js
var problems = __webpack_require__(53273);
;// CONCATENATED MODULE: ./.build/clusterfile/kubeadm-document.js





const KUBELET_API_VERSION = 'kubelet.config.k8s.io/v1beta1';
const KUBE_PROXY_API_VERSION = 'kubeproxy.config.k8s.io/v1alpha1';
/** The fields of `kind` in `apiVersion`; undefined when that apiVersion has no such kind. */
function kubeadmKindFieldsOf(kind, apiVersion) {
    if (kind === 'KubeletConfiguration')
        return apiVersion === KUBELET_API_VERSION ? KUBELET_CONFIGURATION : undefined;
    if (kind === 'KubeProxyConfiguration')
        return apiVersion === KUBE_PROXY_API_VERSION ? KUBE_PROXY_CONFIGURATION : undefined;
    return KUBEADM_FIELDS[apiVersion]?.[kind];
}
/** Every kind a Clusterfile may carry besides Cluster and Config, with the apiVersions sealos reads for it. */
const KUBEADM_API_VERSIONS = {
    InitConfiguration: Object.keys(KUBEADM_FIELDS),
    ClusterConfiguration: Object.keys(KUBEADM_FIELDS),
    JoinConfiguration: Object.keys(KUBEADM_FIELDS),
    KubeletConfiguration: [KUBELET_API_VERSION],
    KubeProxyConfiguration: [KUBE_PROXY_API_VERSION],
};
/**
 * Reads a kubeadm or component document as sealos does (pkg/runtime/decode, Go's encoding/json under
 * sigs.k8s.io/yaml): keys case-insensitively, unknown keys dropped — each reported here, never silently.
 * `kubeadm.k8s.io/v1beta2` becomes v1beta3 as kubeadm's conversion does it: the two fields v1beta3 removed
 * (`useHyperKubeImage`, `dns.type`) are dropped with a finding; every other v1beta2 field is a v1beta3 field.
 * `kind` and `apiVersion` must already be canonical and known (KUBEADM_API_VERSIONS).
 */
function readKubeadmDocument(value) {
    const { kind, apiVersion } = value;
    const fields = kubeadmKindFieldsOf(kind, apiVersion);
    if (!fields)
        throw new Error(`no fields known for ${apiVersion} ${kind}`);
    const matched = (0,match_keys/* matchKeys */.q)(value, fields, { dropUnknown: true });
    const document = dropEmptyStrings(matched.value);
    const findings = [
        ...matched.unknown.map((at) => ({
            at,
            message: `not a field of ${apiVersion} ${kind}; ignored, as sealos and kubeadm ignore it`,
        })),
        ...matched.repeated.map(({ at, field }) => ({
            at,
            message: `names ${field} again (keys are read case-insensitively); this later one is used`,
        })),
    ];
    if (apiVersion === KUBEADM_V1BETA2) {
        for (const { path, why } of V1BETA2_REMOVED[kind] ?? []) {
            if ((0,yaml_path/* getAt */.sM)(document, path) === undefined)
                continue;
            (0,yaml_path/* deleteAt */.D)(document, path);
            findings.push({
                at: writtenOf(path, matched.written),
                message: `removed in ${KUBEADM_V1BETA3} (${why}); dropped`,
            });
        }
        document.apiVersion = KUBEADM_V1BETA3;
    }
    return { document, findings, written: matched.written };
}
/** What kubeadm's v1beta3 removed from v1beta2 (cmd/kubeadm/app/apis/kubeadm/v1beta3/doc.go). */
const V1BETA2_REMOVED = {
    ClusterConfiguration: [
        { path: ['useHyperKubeImage'], why: 'kubeadm no longer supports the hyperkube image' },
        { path: ['dns', 'type'], why: 'CoreDNS is the only DNS server kubeadm installs' },
    ],
};
function writtenOf(path, written) {
    return written.get((0,problems/* formatPath */.jV)(path)) ?? path;
}
/**
 * An empty string is Go's zero value: decoded, it is as if the field were not written, and sealos merges the
 * user's documents over its defaults with mergo, which skips zero values (`sealos gen` writes `dataDir: ""`).
 */
function dropEmptyStrings(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const map = value;
    for (const [key, field] of Object.entries(map)) {
        if (field === '')
            delete map[key];
        else
            dropEmptyStrings(field);
    }
    return map;
}


/***/ }),

/***/ 53273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bw: () => (/* binding */ logClusterfileProblems),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   l1: () => (/* binding */ ClusterfileError)
/* harmony export */ });
/* unused harmony export formatProblem */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** `Clusterfile:14: spec.hosts[1].ips[0]: "10.0.0.300:22" is not an IPv4/IPv6 address with optional port` */
function formatProblem(problem) {
    const where = [problem.file, problem.line].filter((part) => part !== undefined).join(':');
    const subject = [problem.document, problem.path].filter(Boolean).join(' ');
    return [where, subject, problem.message].filter(Boolean).join(': ');
}
/** `['spec', 'hosts', 1, 'ips', 0]` → `spec.hosts[1].ips[0]` */
function formatPath(path) {
    return path
        .map((segment, index) => typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`)
        .join('');
}
/** An invalid Clusterfile: carries every problem found, not only the first; file and line are the first's. */
class ClusterfileError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    problems;
    constructor(problems) {
        const first = problems[0];
        super(problems.map(formatProblem).join('\n'), { file: first?.file, line: first?.line });
        this.problems = problems;
    }
}
/**
 * Logs each problem on its own line with its own file/line annotation (one `::error`/`::warning` each); the
 * location goes in the annotation only, as the sinks print it in front of the text.
 */
function logClusterfileProblems(logger, problems, level) {
    for (const { file, line, ...rest } of problems)
        logger[level](formatProblem(rest), { file, line, title: 'Clusterfile' });
}


/***/ }),

/***/ 7670:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ K3S_SECRET_KEYS),
/* harmony export */   Gf: () => (/* binding */ isConfigStrategy),
/* harmony export */   Gs: () => (/* binding */ configPathInImage),
/* harmony export */   Sk: () => (/* binding */ ConfigSchema),
/* harmony export */   aj: () => (/* binding */ SEALOS_API_VERSION),
/* harmony export */   nf: () => (/* binding */ HOST_ROLES),
/* harmony export */   su: () => (/* binding */ ClusterSchema)
/* harmony export */ });
/* unused harmony export CONFIG_STRATEGIES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var _files_input_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75688);
/* harmony import */ var _cluster_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52215);




/**
 * The sealos `apps.sealos.io/v1beta1` documents, field for field (json tags of sealos's Go types), so a
 * Clusterfile moves between real sealos and this project. Objects are loose: sealos ignores fields it does
 * not know, so unknown fields are kept (and reported as warnings by the loader), never rejected.
 */
const SEALOS_API_VERSION = 'apps.sealos.io/v1beta1';
const CLUSTER_PHASES = ['ClusterInProcess', 'ClusterSuccess', 'ClusterFailed'];
const MOUNT_TYPES = ['rootfs', 'patch', 'application'];
const HOST_ROLES = ['master', 'node', 'registry', 'amd64', 'arm64'];
/** How a Config's data meets the file it names; an image's own config.yml is checked against the same list. */
const CONFIG_STRATEGIES = ['merge', 'override', 'insert', 'append'];
const isConfigStrategy = (value) => CONFIG_STRATEGIES.includes(value);
const stringMap = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP());
/** Kubernetes ObjectMeta, the fields a Clusterfile carries in practice. */
const ObjectMetaSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    generateName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    namespace: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    resourceVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    generation: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    // `null` is what sealos writes for a cluster that was never applied.
    creationTimestamp: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    deletionTimestamp: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    labels: stringMap.optional(),
    annotations: stringMap.optional(),
    finalizers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
/**
 * A Go string field as sealos decodes it: sigs.k8s.io/yaml turns a number or boolean written for a string field
 * into its text (`passwd: 123456` is the password "123456"), where a plain string schema would refuse it.
 */
const goString = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP());
const SshSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    user: goString.optional(),
    passwd: goString.optional(),
    pkName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pk: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pkData: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    pkPasswd: goString.optional(),
    port: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(65535).optional(),
    /** Our extension: `[user@]host[:port]` of a jump host (bastion) the hosts are reached through. No secret. */
    jumpHost: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const HostSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ips: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    roles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    ssh: SshSchema.optional(),
});
const ClusterSpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    image: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    ssh: SshSchema.optional(),
    hosts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(HostSchema).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
const MountImageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(MOUNT_TYPES),
    imageName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    mountPoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    env: stringMap.optional(),
    labels: stringMap.optional(),
    cmd: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    entrypoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
const ClusterConditionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lastHeartbeatTime: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const CommandConditionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lastHeartbeatTime: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    images: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullable().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** `SHA256:<base64>`, the form `ssh-keygen -lf` prints. */
const HostKeyFingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^SHA256:[A-Za-z0-9+/]+=*$/, 'is not a SHA256:<base64> host key fingerprint');
/** An upgrade that stopped half-way (our extension; sealos ignores it): the next apply of `image` resumes it. */
const UpgradeRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    from: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    to: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    image: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    replaces: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Hosts (`ip:port`) already at `to`. */
    upgraded: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const ClusterStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    phase: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(CLUSTER_PHASES).optional(),
    mounts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(MountImageSchema).optional(),
    conditions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ClusterConditionSchema).optional(),
    commandCondition: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CommandConditionSchema).optional(),
    /**
     * Our extension: SSH host key fingerprints by `ip:port`, recorded on first use (policy accept-new) and
     * verified on every later run. sealos ignores the field.
     */
    hostKeys: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), HostKeyFingerprintSchema).optional(),
    upgrade: UpgradeRecordSchema.optional(),
});
const ClusterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    apiVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SEALOS_API_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('Cluster'),
    metadata: ObjectMetaSchema.extend({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().refine(_cluster_name_js__WEBPACK_IMPORTED_MODULE_2__/* .isClusterName */ .Qq, `is not a cluster name: ${_cluster_name_js__WEBPACK_IMPORTED_MODULE_2__/* .CLUSTER_NAME_RULE */ .S6}`).optional(),
    }).optional(),
    spec: ClusterSpecSchema.optional(),
    status: ClusterStatusSchema.optional(),
});
/**
 * A Config's path inside the image (leading `/` dropped, as sealos joins it to the image root), normalised;
 * undefined when it leaves the image (`../../etc/passwd`) or is the root itself.
 */
function configPathInImage(text) {
    if ((0,_files_input_path_js__WEBPACK_IMPORTED_MODULE_3__/* .pathProblem */ .z)(text))
        return undefined;
    const normalized = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(text.replace(/^\/+/, ''));
    if (normalized === '.' || normalized === '..' || normalized.startsWith('../'))
        return undefined;
    return normalized;
}
const ConfigSpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    // Required: a Config without a path would be accepted here and fail only on the hosts.
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .refine((path) => configPathInImage(path) !== undefined, 'is not a file inside the image (a path relative to the image root, without "..", without a NUL byte, at most 4,095 bytes)'),
    data: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    match: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    // Empty means override, as in sealos.
    strategy: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([...CONFIG_STRATEGIES, '']).optional(),
});
const ConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    apiVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SEALOS_API_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('Config'),
    metadata: ObjectMetaSchema.optional(),
    spec: ConfigSpecSchema,
});
/**
 * k3s flags a document may not set: a token there would be saved with the Clusterfile (state, artifact). The
 * k3s runtime generates both tokens and keeps them in files on the hosts only.
 */
const K3S_SECRET_KEYS = ['token', 'agent-token'];


/***/ }),

/***/ 52841:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ deepMerge),
/* harmony export */   S6: () => (/* binding */ isYamlMap),
/* harmony export */   k1: () => (/* binding */ MergeClash),
/* harmony export */   qO: () => (/* binding */ yamlKind)
/* harmony export */ });
function yamlKind(value) {
    if (value === null || value === undefined)
        return 'null';
    if (Array.isArray(value))
        return 'list';
    return typeof value === 'object' ? 'map' : 'scalar';
}
function isYamlMap(value) {
    return yamlKind(value) === 'map';
}
class MergeClash extends Error {
    keyPath;
    existing;
    incoming;
    constructor(keyPath, existing, incoming) {
        super(`type clash at ${keyPath || '(root)'}: the file has a ${existing}, the Config gives a ${incoming}`);
        this.keyPath = keyPath;
        this.existing = existing;
        this.incoming = incoming;
    }
}
/**
 * Deep merge of parsed YAML: maps merge key by key, lists and scalars are replaced (who writes a list means that
 * list). A map, list or scalar meeting another kind is a MergeClash naming the key path, because whatever reads
 * the result would reject it later and less clearly; null meets anything.
 */
function deepMerge(existing, incoming, keyPath = '') {
    if (isYamlMap(existing) && isYamlMap(incoming)) {
        const out = { ...existing };
        for (const [key, value] of Object.entries(incoming)) {
            const childPath = keyPath ? `${keyPath}.${key}` : key;
            out[key] = Object.hasOwn(existing, key) ? deepMerge(existing[key], value, childPath) : value;
        }
        return out;
    }
    const a = yamlKind(existing);
    const b = yamlKind(incoming);
    if (a !== b && a !== 'null' && b !== 'null')
        throw new MergeClash(keyPath, a, b);
    return incoming;
}


/***/ }),

/***/ 37425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ deleteAt),
/* harmony export */   ef: () => (/* binding */ setAt),
/* harmony export */   sM: () => (/* binding */ getAt)
/* harmony export */ });
/* harmony import */ var _deep_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52841);

/** A field of parsed YAML by its keys, or undefined when a step is missing or not a map. */
function getAt(body, path) {
    let current = body;
    for (const key of path) {
        if (!(0,_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(current) || !Object.hasOwn(current, key))
            return undefined;
        current = current[key];
    }
    return current;
}
/** Sets a field, making (or replacing non-map) parents as maps. */
function setAt(body, path, value) {
    let current = body;
    for (const key of path.slice(0, -1)) {
        const next = current[key];
        if (!(0,_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(next))
            current[key] = {};
        current = current[key];
    }
    current[path[path.length - 1]] = value;
}
/** Removes a field; its value, or undefined when there was none. */
function deleteAt(body, path) {
    const parent = getAt(body, path.slice(0, -1));
    if (!(0,_deep_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .isYamlMap */ .S6)(parent))
        return undefined;
    const key = path[path.length - 1];
    const value = parent[key];
    delete parent[key];
    return value;
}


/***/ })

};
