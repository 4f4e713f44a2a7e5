export const id = 411;
export const ids = [411];
export const modules = {

/***/ 792:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerGen: () => (/* binding */ registerGen)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22360);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89243);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38033);
/* harmony import */ var _runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1325);
/* harmony import */ var _runtime_kubeadm_defaults_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92743);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(49909);
/* harmony import */ var _ssh_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(54055);









/**
 * `sealos gen` (cmd/sealos/cmd/gen.go, pkg/apply/gen.go): the Clusterfile the run-style flags describe (no
 * masters: this machine), followed by the kubeadm documents that cluster would get, from the same generator the
 * kubeadm runtime uses. It works offline: sealos reads the rootfs image for its Kubernetes version, here the
 * image's tag (`labring/kubernetes:v1.27.7`) or `--kubernetes-version` gives it, and the image's own
 * `etc/kubeadm.yml` is not merged in (the apply still merges it). Secrets are left out of what is printed.
 */
const registerGen = (program, context) => {
    program
        .command('gen')
        .description('Print the Clusterfile that run-style flags describe, with the kubeadm documents the cluster would get, as `sealos gen` (offline)')
        .argument('<images...>', 'cluster images, rootfs first')
        .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port (default: this machine)')
        .option('--nodes <list>', 'node hosts, same forms')
        .option('-u, --user <name>', 'SSH user', 'root')
        .option('-p, --passwd <password>', 'SSH password (not written: give it to apply)')
        .addOption((0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .pkOption */ .v$)())
        .option('--pk-passwd <passphrase>', 'passphrase of the private key (not written)')
        .option('--port <port>', 'SSH port for hosts given without one', _options_js__WEBPACK_IMPORTED_MODULE_7__/* .portArgument */ .Tr, 22)
        .option('-e, --env <K=V,...>', 'environment (comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_7__/* .commaList */ .od, [])
        .option('--cmd <command,...>', 'replace the CMD of the first image (comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_7__/* .commaList */ .od, [])
        .option('-c, --cluster <name>', 'cluster name', _options_js__WEBPACK_IMPORTED_MODULE_7__/* .clusterNameArgument */ .t8, 'default')
        .option('--kubernetes-version <version>', "the rootfs image's Kubernetes version, when its tag does not say it (v1.27.7)")
        .option('-o, --output <file>', 'write to this file instead of stdout')
        .action(async (images, flags) => {
        const version = flags.kubernetesVersion ?? versionOfTag(images[0]);
        if (!version)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`gen works offline and cannot read ${images[0]}: its tag is not a Kubernetes version; give --kubernetes-version v1.X.Y`);
        const env = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseEnvList */ .N7)(flags.env);
        const pk = (0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .privateKeyFile */ .HD)(flags.pk);
        const masterList = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .hostListFlag */ .Vs)(flags.masters, '--masters');
        const nodeList = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .hostListFlag */ .Vs)(flags.nodes, '--nodes');
        const local = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runnerAddress */ .Z0)();
        const { clusterfile } = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .desiredClusterFromInputs */ .u6)({
            images,
            // sealos gen: no masters means this machine's address (pkg/apply/gen.go).
            masters: masterList ?? local,
            ...(nodeList ? { nodes: nodeList } : {}),
            user: flags.user,
            ...(flags.passwd ? { password: flags.passwd } : {}),
            ...(pk ? { privateKeyPath: pk } : {}),
            ...(flags.pkPasswd ? { passphrase: flags.pkPasswd } : {}),
            port: flags.port,
            env: flags.env,
            ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
            clusterName: flags.cluster,
        }, { localAddress: local });
        const cluster = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .redactCluster */ .MC)(clusterfile.cluster);
        const clusterText = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .stringifyClusterfile */ .eR)({ cluster, configs: [], kubeadm: [] });
        if (isK3sImage(images[0])) {
            context.logger.info(`${images[0]} runs k3s: no kubeadm documents are added`);
            await emit(clusterText);
            return;
        }
        const config = (0,_runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_5__/* .buildKubeadmConfig */ .Su)({
            kubernetesVersion: version,
            masters: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .masters */ .Ud)(cluster).map((address) => (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ)(address) ?? address),
            hostCount: (cluster.spec?.hosts ?? []).reduce((count, host) => count + (host.ips?.length ?? 0), 0),
            ...(env.defaultVIP ? { vip: env.defaultVIP } : {}),
        });
        // Offline, master0's runtime cannot be asked: containerd with the systemd driver, what labring rootfs
        // images install. The run asks each host and uses what it answers.
        const master0 = { address: config.master0, criSocket: _runtime_kubeadm_defaults_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultCriSocket */ .Rj, cgroupDriver: 'systemd' };
        const certificateKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex');
        await emit(`${clusterText}---\n${(0,_runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_5__/* .renderInitConfiguration */ .LE)(config, master0, certificateKey)}`);
        async function emit(text) {
            const file = flags.output;
            if (!file) {
                context.stdout(text);
                return;
            }
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, text, { mode: 0o600 }).catch((error) => {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`cannot write ${file}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .causeText */ .xv)(error)}`, { file, cause: error });
            });
            context.logger.info(`Clusterfile written to ${file}`);
        }
    });
};
/** `v1.27.7` from `labring/kubernetes:v1.27.7` or `…:v1.25.0-4.1.3` (labring's suffixed tags); else undefined. */
function versionOfTag(image) {
    const tag = (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_4__/* .parseReference */ .F2)(image).tag ?? '';
    return /^(v?\d+\.\d+\.\d+)(-[0-9A-Za-z.-]+)?$/.exec(tag)?.[1];
}
/** A k3s rootfs, told offline by its repository's name (`labring/k3s`): it gets no kubeadm documents. */
function isK3sImage(image) {
    return (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_4__/* .parseReference */ .F2)(image).repository.split('/').at(-1) === 'k3s';
}


/***/ }),

/***/ 37525:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ ImageFormatError),
/* harmony export */   JL: () => (/* binding */ UnpackError),
/* harmony export */   gl: () => (/* binding */ RegistryError),
/* harmony export */   h: () => (/* binding */ DigestMismatchError),
/* harmony export */   w4: () => (/* binding */ RegistryAuthError),
/* harmony export */   wA: () => (/* binding */ isTemporaryStatus),
/* harmony export */   x_: () => (/* binding */ InvalidReferenceError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** An image reference that does not parse: names the text and what is wrong with it. */
class InvalidReferenceError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
}
/** Statuses a registry (or a proxy before it) gives when trying again later may work. */
function isTemporaryStatus(status) {
    return status === 408 || status === 429 || status >= 500;
}
/** Distribution error codes that say "later": throttled, or the registry is down for now. */
const temporaryCodes = new Set(['TOOMANYREQUESTS', 'UNAVAILABLE']);
/**
 * A registry answered with an error status, or could not be reached (no status, the network error as cause).
 * It keeps every diagnostic of the registry's error document; `code` is the first one's (`BLOB_UNKNOWN`, ...).
 * Temporary unless said otherwise when the status or a code is one that says "later", or the registry was not
 * reached (as go-containerregistry's `transport.Error` judges it).
 */
class RegistryError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    status;
    code;
    diagnostics;
    constructor(message, context = {}) {
        const diagnostics = context.diagnostics ?? (context.code ? [{ code: context.code }] : []);
        const temporary = context.temporary ??
            (context.status === undefined
                ? context.cause !== undefined
                : isTemporaryStatus(context.status) ||
                    diagnostics.some(({ code }) => code !== undefined && temporaryCodes.has(code)));
        super(message, { ...context, temporary });
        this.status = context.status;
        this.diagnostics = diagnostics;
        this.code = context.code ?? diagnostics[0]?.code;
    }
}
/** The registry refused our credentials, or gave a token without the scope we asked for. */
class RegistryAuthError extends RegistryError {
}
/** Content whose sha256 is not the digest it was addressed by (a corrupt blob, a lying registry). */
class DigestMismatchError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    expected;
    actual;
    constructor(what, expected, actual, context = {}) {
        super(`${what}: content has digest ${actual}, expected ${expected}`, context);
        this.expected = expected;
        this.actual = actual;
    }
}
/** A manifest, index or config we cannot use: unknown media type, bad JSON, no matching platform. */
class ImageFormatError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** A layer that cannot be unpacked safely: path escapes, links out of the root, unsupported compression. */
class UnpackError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}


/***/ }),

/***/ 38033:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   FH: () => (/* binding */ formatReference),
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   _S: () => (/* binding */ parseReferenceAsWritten),
/* harmony export */   hQ: () => (/* binding */ withDigest),
/* harmony export */   z$: () => (/* binding */ referenceName)
/* harmony export */ });
/* unused harmony export dockerHub */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37525);


const dockerHub = 'docker.io';
const dockerHubAliases = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
// The grammar of github.com/distribution/reference, written out for one component at a time.
const pathComponent = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const tagPattern = /^[\w][\w.-]{0,127}$/;
const digestPattern = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;
const sha256Pattern = /^sha256:[a-f0-9]{64}$/;
const hostPattern = /^(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*)(?::\d{1,5})?$/;
/** Docker's rule: the first path part is a registry host when it has a `.` or a `:`, or is `localhost`. */
function looksLikeHost(part) {
    return part.includes('.') || part.includes(':') || part === 'localhost' || part.startsWith('[');
}
/** `parseReference`, with `latest` added when the text has neither tag nor digest. */
function parseReference(text) {
    const ref = parseReferenceAsWritten(text);
    return ref.tag === undefined && ref.digest === undefined ? { ...ref, tag: 'latest' } : ref;
}
/**
 * The reference normalised in its name only (`docker.io/`, `library/`): tag and digest as written, none added.
 * Docker's ParseNormalizedNamed, for the places where "no tag" differs from `:latest` (sreg's image lists).
 */
function parseReferenceAsWritten(text) {
    const fail = (why) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidReferenceError */ .x_(`image reference "${text}": ${why}`);
    };
    const trimmed = text.trim();
    if (trimmed === '')
        fail('empty');
    let rest = trimmed;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
        if (!digestPattern.test(digest))
            fail(`"${digest}" is not a digest (algorithm:hex)`);
        if (digest.startsWith('sha256:') && !sha256Pattern.test(digest))
            fail('a sha256 digest has 64 lowercase hex');
    }
    let tag;
    const lastSlash = rest.lastIndexOf('/');
    const colon = rest.lastIndexOf(':');
    if (colon > lastSlash) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
        if (!tagPattern.test(tag))
            fail(`"${tag}" is not a valid tag`);
    }
    const parts = rest.split('/');
    let registry = dockerHub;
    if (parts.length > 1 && looksLikeHost(parts[0])) {
        registry = parts.shift();
        if (!hostPattern.test(registry))
            fail(`"${registry}" is not a registry host`);
        // The grammar takes any five digits; a URL (and so every pull) takes 1-65535 only.
        const port = /:(\d+)$/.exec(registry)?.[1];
        if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535))
            fail(`registry "${registry}": port ${port} is not from 1 to 65535`);
        // An IPv6 host in brackets must be an address the URL parser takes.
        const bracketed = /^\[([^\]]+)\]/.exec(registry)?.[1];
        if (bracketed !== undefined && !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(bracketed))
            fail(`"${registry}" is not a registry host`);
    }
    if (dockerHubAliases.has(registry))
        registry = dockerHub;
    if (registry === dockerHub && parts.length === 1)
        parts.unshift('library');
    for (const part of parts) {
        if (!pathComponent.test(part)) {
            fail(part.toLowerCase() !== part
                ? `repository "${parts.join('/')}" must be lowercase`
                : `"${part}" is not a valid repository path component`);
        }
    }
    const repository = parts.join('/');
    if (repository.length > 255)
        fail('repository name longer than 255 characters');
    return { registry, repository, ...(tag !== undefined && { tag }), ...(digest !== undefined && { digest }) };
}
/** The full normalised text: `docker.io/library/nginx:latest`, `host:5000/a/b@sha256:...`. */
function formatReference(ref) {
    return `${referenceName(ref)}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
}
/** `registry/repository`, without tag or digest. */
function referenceName(ref) {
    return `${ref.registry}/${ref.repository}`;
}
/** What to put after `/manifests/`: the digest when there is one (it pins the content), else the tag. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag ?? 'latest';
}
/** The same repository, addressed by a digest only. */
function withDigest(ref, digest) {
    return { registry: ref.registry, repository: ref.repository, digest };
}


/***/ })

};
