export const id = 1732;
export const ids = [1732];
export const modules = {

/***/ 792:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerGen: () => (/* binding */ registerGen)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(52215);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89243);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38033);
/* harmony import */ var _run_config_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2226);
/* harmony import */ var _runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(32854);
/* harmony import */ var _runtime_kubeadm_defaults_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92743);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49909);
/* harmony import */ var _ssh_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(54055);











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
        .addOption((0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .pkOption */ .v$)())
        .option('--pk-passwd <passphrase>', 'passphrase of the private key (not written)')
        .option('--port <port>', 'SSH port for hosts given without one', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .portArgument */ .Tr, 22)
        .option('-e, --env <K=V,...>', 'environment (comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .commaList */ .od, [])
        .option('--cmd <command,...>', 'replace the CMD of the first image (comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .commaList */ .od, [])
        .option('-c, --cluster <name>', 'cluster name', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .clusterNameArgument */ .t8, _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_CLUSTER_NAME */ .pb)
        .option('--kubernetes-version <version>', "the rootfs image's Kubernetes version, when its tag does not say it (v1.27.7)")
        .option('--config-file <path>', 'YAML file of kind: Config documents, written after the Cluster (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .collect */ .Fo, [])
        .option('-o, --output <file>', 'write to this file instead of stdout')
        .action(async (images, flags) => {
        await emit(await generateClusterfile(images, flags, context.logger), flags.output, context);
    });
};
/** The Clusterfile the flags describe, secrets left out, then (for a kubeadm rootfs) master0's documents. */
async function generateClusterfile(images, flags, logger) {
    const version = flags.kubernetesVersion ?? versionOfTag(images[0]);
    if (!version)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`gen works offline and cannot read ${images[0]}: its tag is not a Kubernetes version; give --kubernetes-version v1.X.Y`);
    const env = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseEnvList */ .N7)(flags.env);
    const masterList = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .hostListFlag */ .Vs)(flags.masters, '--masters');
    const nodeList = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .hostListFlag */ .Vs)(flags.nodes, '--nodes');
    const local = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runnerAddress */ .Z0)();
    const { clusterfile } = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .desiredClusterFromInputs */ .u6)({
        images,
        // sealos gen: no masters means this machine's address (pkg/apply/gen.go).
        masters: masterList ?? local,
        ...(nodeList ? { nodes: nodeList } : {}),
        ...(0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .sshInputsOf */ .V8)(flags),
        env: flags.env,
        ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
        clusterName: flags.cluster,
    }, { localAddress: local });
    const cluster = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .redactCluster */ .MC)(clusterfile.cluster);
    // sealos gen takes --config-file (RunArgs) and drops it; here its documents join the Clusterfile, checked as
    // run checks them, so `apply -f` of the output does what `run --config-file` would.
    const configs = await (0,_run_config_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readConfigFiles */ .W)(flags.configFile);
    const clusterText = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .stringifyClusterfile */ .eR)({ cluster, configs, kubeadm: [] });
    if (isK3sImage(images[0])) {
        logger.info(`${images[0]} runs k3s: no kubeadm documents are added`);
        return clusterText;
    }
    const config = (0,_runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_6__/* .buildKubeadmConfig */ .Su)({
        kubernetesVersion: version,
        masters: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .masters */ .Ud)(cluster).map((address) => (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ)(address) ?? address),
        hostCount: (cluster.spec?.hosts ?? []).reduce((count, host) => count + (host.ips?.length ?? 0), 0),
        ...(env.defaultVIP ? { vip: env.defaultVIP } : {}),
    });
    // Offline, master0's runtime cannot be asked: containerd with the systemd driver, what labring rootfs
    // images install. The run asks each host and uses what it answers.
    const master0 = { address: config.master0, criSocket: _runtime_kubeadm_defaults_js__WEBPACK_IMPORTED_MODULE_7__/* .defaultCriSocket */ .Rj, cgroupDriver: 'systemd' };
    const certificateKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex');
    return `${clusterText}---\n${(0,_runtime_kubeadm_config_js__WEBPACK_IMPORTED_MODULE_6__/* .renderInitConfiguration */ .LE)(config, master0, certificateKey)}`;
}
/** To stdout, or to `--output`, readable by its owner only. */
async function emit(text, file, context) {
    if (!file) {
        context.stdout(text);
        return;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, text, { mode: 0o600 }).catch((error) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`cannot write ${file}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .causeText */ .xv)(error)}`, { file, cause: error });
    });
    context.logger.info(`Clusterfile written to ${file}`);
}
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

/***/ 22169:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rk: () => (/* binding */ hostAddress),
/* harmony export */   fz: () => (/* binding */ parseIpList),
/* harmony export */   ho: () => (/* binding */ hostAddressList),
/* harmony export */   kh: () => (/* binding */ MAX_EXPANDED_ADDRESSES),
/* harmony export */   lS: () => (/* binding */ refuseHostsInBothLists)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51253);



/**
 * A host list longer than this is almost surely a typo (a /16 instead of a /26); the cap is on the whole list,
 * so many small blocks cannot add up to a 65,536-host plan.
 */
const MAX_EXPANDED_ADDRESSES = 1024;
/**
 * Expands a host list the way `sealos run --masters/--nodes` does (sealos `iputils.ParseIPList`):
 * comma-separated items, each one of
 * - an address, optionally with a port (`10.0.0.1`, `10.0.0.1:2222`, `[fe80::1]:22`), kept as written;
 * - an IPv4 range `a-b`, both ends included (`192.168.0.2-192.168.0.5` is four hosts);
 * - an IPv4 CIDR, every address of the block INCLUDING the network and broadcast addresses, as sealos does
 *   (`10.0.0.0/30` is 10.0.0.0 to 10.0.0.3); the address part is masked first (`10.0.0.5/30` = 10.0.0.4-7).
 * Empty items are skipped. Our additions: a bad item is an error naming it, and a list that expands to more
 * than MAX_EXPANDED_ADDRESSES addresses in all is refused before any block is expanded.
 */
function parseIpList(text, field = 'host list') {
    const result = [];
    for (const raw of text.split(',')) {
        const item = raw.trim();
        if (item === '')
            continue;
        const room = MAX_EXPANDED_ADDRESSES - result.length;
        if (item.includes('/') || (item.includes('-') && !item.includes('%'))) {
            const expanded = item.includes('/') ? expandCidr(item, field, room) : expandRange(item, field, room);
            // A block may hold addresses no host has (0.0.0.0/30, a multicast range): named as the item's.
            for (const address of expanded) {
                const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(address);
                if ('problem' in reading)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}": ${reading.problem}`);
            }
            result.push(...expanded);
        }
        else {
            const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(item);
            if ('problem' in reading)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${reading.problem}`);
            if (room < 1)
                throw tooMany(field);
            result.push(item);
        }
    }
    return result;
}
function tooMany(field) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: the list has more than ${MAX_EXPANDED_ADDRESSES} addresses in all (ranges and CIDR blocks added up)`);
}
/** A host list expanded and spelled `ip:port` (`defaultPort` where an item has none), each host once, in order. */
function hostAddressList(text, field, defaultPort) {
    const unique = [];
    for (const item of parseIpList(text, field)) {
        const address = hostAddress(item, field, defaultPort);
        if (!unique.includes(address))
            unique.push(address);
    }
    return unique;
}
/** One address spelled `ip:port`; a usage error naming the field when the text is not an address. */
function hostAddress(text, field, defaultPort) {
    const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(text, defaultPort);
    if ('problem' in reading)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${reading.problem}`);
    return (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .formatHostAddress */ .uq)(reading.address);
}
/**
 * A host is a master or a node, not both: the same IP in both lists (whatever the ports) is refused. The two
 * lists together stay within MAX_EXPANDED_ADDRESSES.
 */
function refuseHostsInBothLists(masters, nodes) {
    if (masters.length + nodes.length > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`masters and nodes: ${masters.length + nodes.length} hosts in all, more than ${MAX_EXPANDED_ADDRESSES}`);
    const masterIps = new Set(masters.map(_address_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ));
    const both = nodes.filter((address) => masterIps.has((0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ)(address)));
    if (both.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`hosts given as both masters and nodes: ${both.join(', ')}`);
}
function expandCidr(item, field, room) {
    const [base, bitsText, ...rest] = item.split('/');
    const bits = Number(bitsText);
    if (rest.length > 0 ||
        base === undefined ||
        !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(base) ||
        !/^\d{1,2}$/.test(bitsText ?? '') ||
        bits > 32)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" is not an IPv4 CIDR block`);
    const size = 2 ** (32 - bits);
    if (size > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" has ${size} addresses, more than ${MAX_EXPANDED_ADDRESSES}`);
    if (size > room)
        throw tooMany(field);
    // isIPv4 checked above.
    const start = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(base);
    const first = start - (start % size);
    return Array.from({ length: size }, (_, i) => (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .numberToIpv4 */ .gG)(first + i));
}
function expandRange(item, field, room) {
    const [start, end, ...rest] = item.split('-').map((part) => part.trim());
    if (rest.length > 0 || start === undefined || end === undefined || !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(start) || !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(end))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" is neither an IPv4/IPv6 address nor an IPv4 range like 192.168.0.2-192.168.0.5 (host names are not accepted)`);
    const from = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(start);
    const to = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(end);
    if (from > to)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}": start ${start} is after end ${end}`);
    if (to - from + 1 > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" has ${to - from + 1} addresses, more than ${MAX_EXPANDED_ADDRESSES}`);
    if (to - from + 1 > room)
        throw tooMany(field);
    return Array.from({ length: to - from + 1 }, (_, i) => (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .numberToIpv4 */ .gG)(from + i));
}


/***/ }),

/***/ 12889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YN: () => (/* binding */ checkClusterName),
/* harmony export */   aM: () => (/* binding */ clusterfilePath),
/* harmony export */   yD: () => (/* binding */ defaultStateDir)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _cluster_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52215);




/** Where sealos keeps cluster state (`~/.sealos`); keeping it lets a user move between sealos and this tool. */
function defaultStateDir(home = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.sealos');
}
/** `<stateDir>/<cluster>/Clusterfile`, the saved state of one cluster; a name that is not one never leaves the folder. */
function clusterfilePath(stateDir, cluster) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stateDir, checkClusterName(cluster), 'Clusterfile');
}
/** The cluster name becomes a folder (`<state-dir>/<cluster>`) and an artifact name: only a DNS-1123 name passes. */
function checkClusterName(cluster) {
    if (!(0,_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(cluster))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cluster name "${cluster}" is not allowed: use ${_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
    return cluster;
}


/***/ }),

/***/ 2226:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readConfigFiles),
/* harmony export */   w: () => (/* binding */ appendConfigs)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41021);




/**
 * The `kind: Config` documents of extra files (the `config-files` input), in file order. Any other document,
 * or a Config the schema refuses, is a located problem; every problem of every file is reported together.
 */
async function readConfigFiles(paths) {
    const configs = [];
    const problems = [];
    for (const path of paths) {
        let text;
        try {
            text = await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputFile */ .jH)(path);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot read the config file ${path}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .causeText */ .xv)(error)}`, {
                file: path,
                cause: error,
            });
        }
        const read = parseConfigDocuments(text, path);
        configs.push(...read.configs);
        problems.push(...read.problems);
    }
    if (problems.length > 0)
        throw new _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ClusterfileError */ .l1(problems);
    return configs;
}
function parseConfigDocuments(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const configs = [];
    const problems = [];
    for (const document of (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { lineCounter, logLevel: 'error' })) {
        const start = document.contents?.range[0] ?? document.range[0];
        const line = lineCounter.linePos(start).line;
        if (document.errors.length > 0) {
            for (const problem of (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxProblems */ .uf)(document))
                problems.push({ file, line: problem.line ?? line, path: '', message: problem.message });
            continue;
        }
        const read = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .documentValue */ .H5)(document);
        if ('problem' in read) {
            problems.push({ file, line, path: '', message: read.problem });
            continue;
        }
        const value = read.value;
        if (value === null || value === undefined)
            continue;
        const parsed = _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigSchema */ .Sk.safeParse(value);
        if (!parsed.success) {
            const kind = value.kind;
            if (kind !== 'Config')
                problems.push({ file, line, path: 'kind', message: `${JSON.stringify(kind ?? null)} is not Config` });
            else
                for (const issue of parsed.error.issues)
                    problems.push({ file, line, path: issue.path.map(String).join('.'), message: issue.message });
            continue;
        }
        configs.push(value);
    }
    return { configs, problems };
}
/** The Clusterfile with `configs` after its own; a Config named like an earlier one replaces it (sealos). */
function appendConfigs(clusterfile, configs) {
    if (configs.length === 0)
        return clusterfile;
    const names = new Set(configs.map((config) => config.metadata?.name).filter(Boolean));
    const kept = clusterfile.configs.filter((config) => !names.has(config.metadata?.name));
    const added = [];
    for (const config of configs) {
        const name = config.metadata?.name;
        const earlier = name ? added.findIndex((other) => other.metadata?.name === name) : -1;
        if (earlier !== -1)
            added.splice(earlier, 1);
        added.push(config);
    }
    return { ...clusterfile, configs: [...kept, ...added] };
}


/***/ })

};
