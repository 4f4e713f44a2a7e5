export const id = 2595;
export const ids = [2595,9081,3714];
export const modules = {

/***/ 37038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerCert: () => (/* binding */ registerCert)
/* harmony export */ });
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52215);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _runtime_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91109);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49909);
/* harmony import */ var _saved_cluster_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75959);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32632);







/**
 * `sealos cert --alt-names` (cmd/sealos/cmd/cert.go, pkg/runtime/kubernetes/certs.go UpdateCertSANs): the names
 * are added to `apiServer.certSANs` of `kube-system/kubeadm-config` (`kubeadm init phase upload-config kubeadm`
 * on master0), and every master gets a new apiserver certificate carrying them, then a restarted apiserver.
 * sealos signs the certificates itself and copies them; here each master makes its own 100-year certificate with
 * openssl and the cluster CA it already holds, as a configuration rollout does, so no CA key leaves a master.
 * Only kubeadm clusters: k3s takes `tls-san` in its config.
 * `--renew` (ours; sealos has `cert` renew nothing) makes each master's leaves and kubeconfig client certificates
 * again for 100 years and restarts its control plane, master by master (docs/operations.md "Certificates").
 */
const registerCert = (program, context) => {
    (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .addSavedClusterFlags */ .YG)(program
        .command('cert')
        .description("Add Subject Alternative Names to the API server's certificate on every master and to kubeadm-config, as `sealos cert`; or renew the control-plane certificates master by master (--renew)")
        .option('--alt-names <names>', 'domains or IPs to add (comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .commaList */ .od)
        .option('--renew', "renew every master's control-plane certificates for 100 years under the cluster's CA, one master at a time, restarting its control plane and waiting for its API server")
        .option('-c, --cluster <name>', 'cluster name', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .clusterNameArgument */ .t8, _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_CLUSTER_NAME */ .pb)).action(async (flags) => {
        const altNames = (flags.altNames ?? []).map((name) => name.trim()).filter(Boolean);
        if (flags.altNames && altNames.length === 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--alt-names: give at least one domain or IP');
        if (altNames.length === 0 && !flags.renew)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('give --alt-names NAMES to add names, or --renew to renew the certificates');
        if (altNames.length > 0 && flags.renew)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('give either --alt-names or --renew, not both: run one, then the other');
        const { clusterfile } = await (0,_saved_cluster_js__WEBPACK_IMPORTED_MODULE_4__/* .readSavedCluster */ .u)(flags.stateDir, flags.cluster, true);
        const { cluster } = clusterfile;
        if ((0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_2__/* .savedDistribution */ .mj)(cluster) === 'k3s')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(flags.renew
                ? `cluster "${flags.cluster}" runs k3s, which renews its own certificates when they are within 90 days of their end at its start`
                : `cluster "${flags.cluster}" runs k3s: add the names to tls-san in its k3s document and apply`);
        const masterIps = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(cluster).map((address) => (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostIp */ .MQ)(address) ?? address);
        const [first] = masterIps;
        const reach = (ips) => (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveTargets */ .h5)({ ...flags, roles: [], ips }, context.logger);
        if (flags.renew) {
            // One master at a time: the next starts only once this one's API server answers again.
            for (const ip of masterIps)
                await (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .onTargets */ .U6)(await reach([ip]), flags, context, async (executor) => {
                    context.logger.info(`${executor.host}: renewing the control-plane certificates`);
                    await (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_2__/* .renewMasterCertificates */ .sP)(executor, ip);
                    context.stdout(`[${executor.host}] control-plane certificates renewed for 100 years; control plane restarted, API server healthy\n`);
                });
            return;
        }
        let clusterConfiguration;
        await (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .onTargets */ .U6)(await reach([first]), flags, context, async (executor) => {
            clusterConfiguration = await (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_2__/* .addCertSans */ .ls)(executor, flags.cluster, altNames, context.logger);
        });
        // onTargets threw if master0 failed, so the configuration was read.
        const updated = clusterConfiguration;
        const sans = updated.apiServer.certSANs;
        context.logger.info(`kube-system/kubeadm-config: certSANs ${sans.join(', ')}`);
        await (0,_targets_js__WEBPACK_IMPORTED_MODULE_5__/* .onTargets */ .U6)(await reach(masterIps), flags, context, async (executor) => {
            const ip = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostIp */ .MQ)(executor.host) ?? executor.host;
            await (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_2__/* .renewApiserverCert */ .$Y)(executor, ip, flags.cluster, updated, context.logger);
            context.stdout(`[${executor.host}] apiserver certificate renewed with ${altNames.join(', ')}\n`);
        });
    });
};


/***/ }),

/***/ 49909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   Gx: () => (/* binding */ minutes),
/* harmony export */   Tr: () => (/* binding */ portArgument),
/* harmony export */   Vs: () => (/* binding */ hostListFlag),
/* harmony export */   nY: () => (/* binding */ parseConcurrency),
/* harmony export */   od: () => (/* binding */ commaList),
/* harmony export */   t8: () => (/* binding */ clusterNameArgument),
/* harmony export */   wo: () => (/* binding */ integerIn)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52215);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _run_run_request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41693);
/* harmony import */ var _run_timeout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55111);





/** commander helpers shared by commands: repeatable flags and checked numbers. */
function collect(value, previous = []) {
    return [...previous, value];
}
/**
 * A repeatable flag whose each value is also a comma-separated list, read as pflag's string slices are
 * (sealos `-e`, `--cmd`, `--roles`, `--ips`, `--alt-names`): a CSV record, so `"A=1,2",B=3` is two items.
 */
function commaList(value, previous = []) {
    return [...previous, ...csvRecord(value)];
}
/** One CSV record as Go's encoding/csv reads it (no lazy quotes): a `"` only opens a field or doubles itself. */
function csvRecord(text) {
    if (text === '')
        return [];
    const fields = [];
    let index = 0;
    for (;;) {
        let field = '';
        if (text[index] === '"') {
            index++;
            for (;;) {
                const quote = text.indexOf('"', index);
                if (quote < 0)
                    throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a quoted item has no closing "');
                field += text.slice(index, quote);
                index = quote + 1;
                if (text[index] !== '"')
                    break;
                field += '"';
                index++;
            }
            if (index < text.length && text[index] !== ',')
                throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a closing " must end its item (put a comma after it)');
        }
        else {
            const comma = text.indexOf(',', index);
            field = text.slice(index, comma < 0 ? text.length : comma);
            if (field.includes('"'))
                throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a " inside an item: quote the whole item ("a ""b"",c")');
            index = comma < 0 ? text.length : comma;
        }
        fields.push(field);
        if (index >= text.length)
            return fields;
        index++; // the comma
    }
}
/**
 * A parser for a whole-number flag from `min` to `max`. commander prints its message after the option's
 * name (`option '--port <port>' argument '70000' is invalid. …`), so the message says only what is wanted.
 */
function integerIn(min, max) {
    return (value) => {
        const n = Number(value);
        if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
            throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`give a whole number from ${min} to ${max}`);
        return n;
    };
}
const portArgument = integerIn(1, 65535);
/** `-c NAME`: a DNS-1123 name, also when given empty (`-c "$CLUSTER"` with the variable unset). */
function clusterNameArgument(value) {
    if (!(0,_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
    return value;
}
const parseConcurrency = integerIn(1, _run_run_request_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CONCURRENCY */ .f);
/** Minutes, fractions allowed, up to the longest timer Node can set; 0 only where `zero` allows it. */
function minutes(zero) {
    const range = `${zero === 'zero allowed' ? 'from 0' : 'above 0'} up to ${_run_timeout_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MINUTES */ .hF} (about 24 days)`;
    return (value) => {
        const n = Number(value);
        if (!/^\d+(\.\d+)?$/.test(value.trim()) || n > _run_timeout_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MINUTES */ .hF || (n === 0 && zero === 'above zero'))
            throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`give a number of minutes ${range}`);
        return n;
    };
}
/**
 * A host list flag as given: an empty one (`--masters ''`, often an unset shell variable) is refused rather
 * than read as "no hosts", which would silently mean single mode or nothing to do.
 */
function hostListFlag(value, flag) {
    if (value?.split(',').every((item) => item.trim() === ''))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag}: the host list is empty (leave ${flag} out, or give hosts: a,b, a-b, CIDR)`);
    return value;
}


/***/ }),

/***/ 75959:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readSavedCluster)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _clusterfile_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12889);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);



/**
 * The saved Clusterfile of a cluster. For the default cluster nobody named, a missing file says how to name
 * hosts instead (`--hosts`, `-c`), since the user may not know a default applies.
 */
async function readSavedCluster(stateDir, name, named) {
    const file = (0,_clusterfile_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .clusterfilePath */ .aM)(stateDir, name);
    if (!named && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`no saved cluster "${name}": give the hosts with --hosts a,b, or the cluster with -c NAME`, { file });
    const { readClusterfile } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(8815), __webpack_require__.e(8104), __webpack_require__.e(3714)]).then(__webpack_require__.bind(__webpack_require__, 48104));
    return readClusterfile(file);
}


/***/ }),

/***/ 32632:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YG: () => (/* binding */ addSavedClusterFlags),
  N2: () => (/* binding */ addSshFlags),
  b4: () => (/* binding */ onConnectedTargets),
  U6: () => (/* binding */ onTargets),
  h5: () => (/* binding */ resolveTargets)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/clusterfile/address.js
var clusterfile_address = __webpack_require__(51253);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-name.js
var cluster_name = __webpack_require__(52215);
// EXTERNAL MODULE: ./.build/clusterfile/ip-list.js
var ip_list = __webpack_require__(22169);
// EXTERNAL MODULE: ./.build/clusterfile/jump-host.js
var jump_host = __webpack_require__(87332);
// EXTERNAL MODULE: ./.build/clusterfile/paths.js
var paths = __webpack_require__(12889);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/hosts/ad-hoc-targets.js






/**
 * The hosts and their credentials. Without a password or key, like ssh: the default keys in ~/.ssh that exist,
 * and the ssh-agent when SSH_AUTH_SOCK is set.
 */
function adHocTargets(input, home = external_node_os_.homedir(), env = process.env) {
    if (input.hosts.split(',').every((item) => item.trim() === ''))
        throw new errors/* UsageError */.eb('--hosts: no host given');
    // The same host list as `run --masters`: ranges and CIDR blocks expand, names and special addresses are
    // refused, the whole list is capped.
    const addresses = (0,ip_list/* hostAddressList */.ho)(input.hosts, '--hosts', input.port ?? clusterfile_address/* DEFAULT_SSH_PORT */.lZ);
    const credentials = { user: input.user ?? 'root' };
    if (input.password !== undefined)
        credentials.password = input.password;
    if (input.passphrase !== undefined)
        credentials.passphrase = input.passphrase;
    if (input.privateKeyPath !== undefined)
        credentials.privateKeyPath = input.privateKeyPath;
    if (input.password === undefined && input.privateKeyPath === undefined) {
        const key = ['id_ed25519', 'id_rsa']
            .map((name) => external_node_path_.join(home, '.ssh', name))
            .find((file) => (0,external_node_fs_.existsSync)(file));
        if (key)
            credentials.privateKeyPath = key;
        if (env.SSH_AUTH_SOCK)
            credentials.agent = env.SSH_AUTH_SOCK;
        if (!key && !env.SSH_AUTH_SOCK)
            throw new errors/* UsageError */.eb('no SSH credentials: give --passwd or --pk (no ~/.ssh/id_ed25519, ~/.ssh/id_rsa or agent)');
    }
    return addresses.map((address) => ({ address, credentials }));
}

// EXTERNAL MODULE: ./.build/hosts/address.js
var address = __webpack_require__(19778);
// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
// EXTERNAL MODULE: ./.build/hosts/host-key.js
var host_key = __webpack_require__(92404);
// EXTERNAL MODULE: ./.build/hosts/pool.js
var hosts_pool = __webpack_require__(43994);
// EXTERNAL MODULE: ./.build/cli/options.js
var options = __webpack_require__(49909);
// EXTERNAL MODULE: ./.build/cli/saved-cluster.js
var saved_cluster = __webpack_require__(75959);
// EXTERNAL MODULE: ./.build/cli/ssh-flags.js
var ssh_flags = __webpack_require__(54055);
;// CONCATENATED MODULE: ./.build/cli/targets.js

// Not the Clusterfile's parser and schemas: those are loaded only for a saved cluster, so that `scp --hosts`
// starts without compiling them (a tenth of a second, bench/RESULTS.md §1).














/** `exec` and `scp`: a saved cluster's hosts (filtered by role or address), or hosts given by hand. */
function addSshFlags(command) {
    return addSavedClusterFlags(command
        .option('--hosts <list>', 'hosts, comma-separated: ip, ip:port or [ipv6]:port')
        .option('-c, --cluster <name>', `the hosts of a saved cluster (<state-dir>/<name>/Clusterfile); default "${cluster_name/* DEFAULT_CLUSTER_NAME */.pb}" unless --hosts is given`, options/* clusterNameArgument */.t8))
        .option('-r, --roles <list>', "only the cluster's hosts with one of these roles (master,node,registry; repeatable)", options/* commaList */.od, [])
        .option('--ips <list>', 'only these hosts of the cluster (a,b, ranges a-b, CIDR; repeatable)', options/* commaList */.od, []);
}
/**
 * The flags of every command that reaches the hosts of a saved cluster (`exec`, `scp`, `cert`, `status`): where
 * it is kept, and the SSH settings filling what the saved (redacted) file lacks.
 */
function addSavedClusterFlags(command) {
    return (0,ssh_flags/* addSshSecretSources */.Ex)(command)
        .option('--state-dir <dir>', 'where clusters are kept', (0,paths/* defaultStateDir */.yD)())
        .option('-u, --user <name>', "SSH user (non-root users run commands through sudo); default root, or the cluster's")
        .option('-p, --passwd <password>', 'SSH password (also given to sudo)')
        .option('-i, --pk <file>', "private key file (default: the cluster's, else ~/.ssh/id_ed25519 or ~/.ssh/id_rsa, and ssh-agent)")
        .option('--pk-passwd <passphrase>', 'passphrase of the private key')
        .addOption((0,ssh_flags/* portOption */.zS)())
        .addOption((0,ssh_flags/* jumpHostOption */.Yw)())
        .addOption((0,ssh_flags/* hostKeyPolicyOption */.ff)('strict: only keys in --known-hosts; accept-new: trust new hosts (added to --known-hosts), refuse changed keys; insecure: no check'))
        .addOption((0,ssh_flags/* knownHostsOption */.E0)())
        .addOption((0,ssh_flags/* forgetHostKeyOption */.ig)())
        .addOption((0,ssh_flags/* concurrencyOption */.b7)());
}
/**
 * The one place that turns flags into hosts with credentials: an ad-hoc list (--hosts), or the hosts of a saved
 * cluster (--cluster, filtered by --roles and --ips) with the cluster's SSH settings, the flags filling what the
 * saved (redacted) file lacks, and the host keys it recorded.
 */
async function resolveTargets(flags, logger) {
    (0,options/* hostListFlag */.Vs)(flags.hosts, '--hosts');
    await (0,ssh_flags/* checkKeyFile */.gl)(flags.pk, flags.pkPasswd);
    for (const ips of flags.ips)
        (0,options/* hostListFlag */.Vs)(ips, '--ips');
    if (flags.hosts && flags.cluster)
        throw new errors/* UsageError */.eb('give either --hosts or --cluster, not both');
    if (flags.hosts && (flags.roles.length > 0 || flags.ips.length > 0))
        throw new errors/* UsageError */.eb('--roles and --ips choose among the hosts of a cluster (--cluster), not among --hosts');
    if (flags.hosts && flags.forgetHostKey.length > 0)
        throw new errors/* UsageError */.eb('--forget-host-key forgets a key recorded in a saved cluster (--cluster NAME); with --hosts, keys come from --known-hosts: remove the host there (ssh-keygen -R HOST -f FILE)');
    if (flags.hosts) {
        const targets = adHocTargets({
            hosts: flags.hosts,
            user: flags.user ?? 'root',
            password: flags.passwd,
            privateKeyPath: flags.pk,
            passphrase: flags.pkPasswd,
            port: flags.port,
        });
        const jump = flags.jumpHost && jumpTarget(flags.jumpHost, flags.user ?? 'root', undefined);
        return jump ? targets.map((target) => ({ ...target, jump })) : targets;
    }
    const name = flags.cluster ?? cluster_name/* DEFAULT_CLUSTER_NAME */.pb;
    const { clusterHosts, forgetHostKeys, recordedHostKey, sshSettingsFor } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(8815), __webpack_require__.e(8104), __webpack_require__.e(3714)]).then(__webpack_require__.bind(__webpack_require__, 48104));
    const { clusterfile } = await (0,saved_cluster/* readSavedCluster */.u)(flags.stateDir, name, Boolean(flags.cluster));
    // Forgotten for this command only: it saves no state (the next run with the flag records the new key).
    const cluster = forgetHostKeys(clusterfile.cluster, flags.forgetHostKey, logger);
    const roleList = flags.roles.map((role) => role.trim()).filter(Boolean);
    const roles = roleList.length > 0 ? roleList : undefined;
    const ips = flags.ips.length > 0
        ? new Set((0,ip_list/* parseIpList */.fz)(flags.ips.join(','), '--ips').map((address) => (0,clusterfile_address/* hostIp */.MQ)(address)))
        : undefined;
    const hosts = clusterHosts(cluster).filter((host) => (!roles || host.roles.some((role) => roles.includes(role))) && (!ips || ips.has(host.ip)));
    if (hosts.length === 0)
        throw new errors/* UsageError */.eb(`no host of cluster "${name}" matches${roles ? ` --roles ${roles.join(',')}` : ''}${ips ? ` --ips ${flags.ips.join(',')}` : ''}`);
    return hosts.map((host) => {
        const saved = sshSettingsFor(cluster, host.address);
        const [fallback] = adHocTargets({
            hosts: host.address,
            user: flags.user ?? saved.user,
            password: flags.passwd ?? saved.passwd,
            privateKeyPath: flags.pk ?? saved.pk,
            passphrase: flags.pkPasswd ?? saved.pkPasswd,
        });
        const credentials = saved.pkData && !flags.pk
            ? { ...fallback.credentials, privateKey: saved.pkData }
            : fallback.credentials;
        const jumpHost = flags.jumpHost ?? saved.jumpHost;
        return {
            address: host.address,
            credentials,
            fingerprint: recordedHostKey(cluster, host.address),
            ...(jumpHost
                ? { jump: jumpTarget(jumpHost, credentials.user, (address) => recordedHostKey(cluster, address)) }
                : {}),
        };
    });
}
/** `--jump-host` (or the cluster's `spec.ssh.jumpHost`): its user, else the hosts'; its recorded key. */
function jumpTarget(text, user, recorded) {
    const jump = (0,jump_host/* parseJumpHost */._)(text, '--jump-host');
    const fingerprint = recorded?.(jump.address);
    return { address: jump.address, user: jump.user ?? user, ...(fingerprint ? { fingerprint } : {}) };
}
/**
 * A pool over the targets; under accept-new, keys seen for the first time are appended to --known-hosts: the
 * targets' and their jump host's alike (its one connection is shared by the pool's targets), each line once.
 */
async function openPool(targets, flags, context, connection = {}) {
    context.logger.addSecret(flags.passwd);
    context.logger.addSecret(flags.pkPasswd);
    if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
        throw new errors/* UsageError */.eb('--host-key-policy strict needs --known-hosts FILE');
    const knownHosts = flags.knownHosts
        ? await (0,ssh_flags/* readKnownHosts */.DC)(flags.knownHosts, flags.hostKeyPolicy)
        : undefined;
    const { onHostKey, recorded } = newKeyAppender(flags, context.logger);
    const pool = (0,hosts_pool/* sshPool */.F)(targets.map((target) => (target.jump ? { ...target, jump: { ...target.jump, onHostKey } } : target)), {
        ...connection,
        hostKey: { policy: flags.hostKeyPolicy, knownHosts },
        logger: context.logger,
        onHostKey,
    });
    return { pool, recorded };
}
/** Under accept-new, appends each host key seen for the first time to --known-hosts, once per line. */
function newKeyAppender(flags, logger) {
    const writes = [];
    const written = new Set();
    const onHostKey = (fact) => {
        if (fact.known || flags.hostKeyPolicy !== 'accept-new')
            return;
        const { host, port } = (0,address/* parseSshTarget */.v)(fact.address);
        const line = `${(0,host_key/* knownHostsName */.on)(host, port)} ${fact.publicKey}\n`;
        if (written.has(line))
            return;
        written.add(line);
        if (!flags.knownHosts) {
            logger.info(`${fact.address}: new host key ${fact.fingerprint} (not kept: give --known-hosts FILE)`);
            return;
        }
        const write = (0,promises_.appendFile)(flags.knownHosts, line).then(() => logger.info(`${fact.address}: new host key ${fact.fingerprint} added to ${flags.knownHosts}`), (error) => logger.warn(`cannot add ${fact.address} to ${flags.knownHosts}: ${(0,errors/* errorMessage */.gJ)(error)}`));
        writes.push(write);
    };
    return { onHostKey, recorded: () => Promise.all(writes) };
}
/** Runs `work` on every target; prints each host's failure, sets exit status 1 if any failed. */
async function onTargets(targets, flags, context, work) {
    await onConnectedTargets(targets, flags, context, (executors) => (0,fan_out/* settleEachHost */.vL)(executors.map((executor) => executor.host), (_host, index) => work(executors[index]), { concurrency: flags.concurrency }));
}
/**
 * Connects to every target (`--concurrency` at a time), then gives `work` all the hosts that answered at
 * once, for work that serves them together (a copy that reads its source once for all). Hosts that could not
 * connect fail beside those `work` reports; any failure is one HostsError naming each host.
 */
async function onConnectedTargets(targets, flags, context, work, connection = {}) {
    const { pool, recorded } = await openPool(targets, flags, context, connection);
    let outcomes;
    try {
        const connected = await (0,fan_out/* settleEachHost */.vL)(targets.map((target) => target.address), (address) => pool.get(address), { concurrency: flags.concurrency });
        const executors = connected.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
        outcomes = [
            ...connected.filter((outcome) => !outcome.ok),
            ...(executors.length > 0 ? await work(executors) : []),
        ];
    }
    finally {
        await pool.closeAll();
        await recorded();
    }
    const failures = (0,fan_out/* failuresIn */.xM)(outcomes);
    if (failures.length > 0)
        throw new errors/* HostsError */.gy(failures, targets.length);
}


/***/ }),

/***/ 52215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qq: () => (/* binding */ isClusterName),
/* harmony export */   S6: () => (/* binding */ CLUSTER_NAME_RULE),
/* harmony export */   pb: () => (/* binding */ DEFAULT_CLUSTER_NAME)
/* harmony export */ });
/** Cluster names, without the schemas: the CLI checks them before it loads the Clusterfile's parser. */
/** The cluster a run, a reset or a command means when none is named, as sealos's `default`. */
const DEFAULT_CLUSTER_NAME = 'default';
/**
 * A cluster name is a Kubernetes object name (DNS-1123 subdomain), as sealos's are; it also becomes a folder
 * (`~/.sealos/<cluster>`) and an artifact name, so nothing else may pass: no `/`, no `..`, no upper case.
 */
const CLUSTER_NAME_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const CLUSTER_NAME_RULE = 'lower-case letters, digits, "-" and ".", starting and ending with a letter or digit, at most 253 characters (DNS-1123)';
function isClusterName(name) {
    return name.length <= 253 && CLUSTER_NAME_PATTERN.test(name);
}


/***/ }),

/***/ 28160:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Semaphore)
/* harmony export */ });
/** At most `limit` holders at a time; the others wait in order. */
class Semaphore {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new RangeError(`limit must be a whole number >= 1: ${limit}`);
    }
    async acquire() {
        // A released slot is handed straight to the next waiter, so no newcomer can slip in between.
        if (this.active < this.limit)
            this.active++;
        else
            await new Promise((resolve) => this.waiting.push(resolve));
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.active--;
        };
    }
    async use(work) {
        const release = await this.acquire();
        try {
            return await work();
        }
        finally {
            release();
        }
    }
}


/***/ }),

/***/ 41021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   jH: () => (/* binding */ readInputFile),
/* harmony export */   xR: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _log_logger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83920);
/* harmony import */ var _input_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75688);





/** Larger than any Clusterfile, Kubefile, template, config or key file a user writes. */
const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;
/**
 * A file named as input cannot be used as one: a NUL byte or an overlong path, a FIFO, a device, a socket, a
 * folder, or more than the read cap. The message is the reason only (the caller says which input and file).
 */
class InputFileError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb {
}
/**
 * Checks that `path` names a regular file (links followed), before anything opens it: opening a FIFO with no
 * writer blocks forever, and `/dev/zero` or `/dev/urandom` never end. Errors of the file system itself
 * (ENOENT, EACCES, ENOTDIR) are thrown as they are: callers put them in words with `causeText`.
 */
async function checkInputFile(path) {
    const problem = (0,_input_path_js__WEBPACK_IMPORTED_MODULE_3__/* .pathProblem */ .z)(path);
    if (problem)
        throw new InputFileError(problem, { file: path });
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    refuseNotRegular(info, path);
    return info;
}
function refuseNotRegular(info, path) {
    const kind = notRegularKind(info);
    if (kind === 'a folder')
        throw new InputFileError('it is a folder, not a file', { file: path });
    if (kind)
        throw new InputFileError(`it is ${kind}, not a regular file`, { file: path });
}
function notRegularKind(info) {
    if (info.isFile())
        return undefined;
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a named pipe (FIFO), which blocks until something writes to it';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    if (info.isSocket())
        return 'a socket';
    return 'a special file';
}
/**
 * A file the user named (a Clusterfile, a Kubefile, a template, a docker config, known_hosts, a password or key
 * file), read as text but never past `maxBytes`. Only regular files are read (checkInputFile); the file is
 * opened without blocking, so one swapped for a FIFO after the check still cannot hang the run.
 */
async function readInputFile(path, maxBytes = MAX_INPUT_FILE_BYTES) {
    await checkInputFile(path);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        refuseNotRegular(await handle.stat(), path);
        const chunks = [];
        let total = 0;
        for (;;) {
            const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(64 * 1024) });
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > maxBytes)
                throw new InputFileError(`the file is too large (more than ${(0,_log_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(maxBytes)})`, {
                    file: path,
                });
            chunks.push(buffer.subarray(0, bytesRead));
        }
        return Buffer.concat(chunks).toString('utf8');
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 63714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dv: () => (/* binding */ writeChunksAtomically),
/* harmony export */   GA: () => (/* binding */ replaceAtomically),
/* harmony export */   jA: () => (/* binding */ writeStreamAtomically),
/* harmony export */   lo: () => (/* binding */ writeFileAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);





/**
 * Streams `content` to `target` through a `.partial` file beside it, renamed into place at the end, so a reader
 * never sees half a file and a failed stream leaves nothing behind. Returns the bytes written.
 */
async function writeStreamAtomically(target, content) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    return replaceAtomically(target, async (temporary) => {
        const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(temporary);
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(content, file);
        return file.bytesWritten;
    });
}
/**
 * Writes `content` to `target` through a `.partial` file beside it, renamed into place: a reader sees the old file
 * or the new one, never half of one, and a failed write leaves nothing behind. `mode`: the file's permissions
 * from its first byte (a secret is never readable by others, not even for a moment). `durable`: the data reaches
 * the disk before the rename, so that after a crash the file under its name is whole (saved state).
 */
async function writeFileAtomically(target, content, options = {}) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    await replaceAtomically(target, async (temporary) => {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'wx', options.mode ?? 0o666);
        try {
            await file.writeFile(content);
            if (options.durable)
                await file.sync();
        }
        finally {
            await file.close();
        }
    });
}
/**
 * Runs `write` on a `.partial` file beside `target`, then renames it into place: a reader sees the old file or the
 * new one, never half of one, and a failed write leaves nothing behind. The name is unique (a random part), so two
 * writers of the same target never share one. The folder must exist.
 */
async function replaceAtomically(target, write) {
    const temporary = `${target}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        const result = await write(temporary);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
        return result;
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
const syncEvery = 32 * 1024 * 1024;
/**
 * writeStreamAtomically for content that `fill` hands to `write` piece by piece. A piece is written before
 * `write` returns (synchronously: its producer may reuse the buffer); one syscall per piece, which the
 * producer makes large (direct-http.ts reads up to 1 MiB at a time). `durable`: the data reaches the disk
 * before the rename, so that after a crash a file under its final name is never empty or short
 * (containers/image's OCI layout syncs each blob the same way, `oci/layout/oci_dest.go` PutBlobWithOptions).
 */
async function writeChunksAtomically(target, fill, options) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    return replaceAtomically(target, (temporary) => writeChunks(temporary, fill, options.durable));
}
async function writeChunks(temporary, fill, durable) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'w');
    let written = 0;
    // While a durable file is written, what is written so far goes to disk every `syncEvery` bytes in the
    // background, so that the last sync has little left to wait for. A failed sync fails the file.
    let syncing;
    let syncError;
    let unsynced = 0;
    try {
        await fill((chunk) => {
            for (let at = 0; at < chunk.length;)
                at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(file.fd, chunk, at);
            written += chunk.length;
            unsynced += chunk.length;
            if (durable && unsynced >= syncEvery && !syncing) {
                unsynced = 0;
                syncing = file
                    .datasync()
                    .catch((error) => {
                    syncError ??= error;
                })
                    .finally(() => {
                    syncing = undefined;
                });
            }
        });
        if (durable) {
            await syncing;
            if (syncError)
                throw syncError;
            await file.datasync();
        }
    }
    finally {
        await syncing;
        await file.close();
    }
    return written;
}


/***/ }),

/***/ 58720:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ Progress)
/* harmony export */ });
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83920);

/**
 * Progress of a long transfer: a line with bytes, percent and rate at most every `intervalMs`.
 * The clock is injected so tests check the lines without depending on timing.
 */
class Progress {
    logger;
    label;
    total;
    intervalMs;
    now;
    done = 0;
    lastReport;
    started;
    constructor(logger, label, total, intervalMs = 5000, now = Date.now) {
        this.logger = logger;
        this.label = label;
        this.total = total;
        this.intervalMs = intervalMs;
        this.now = now;
        this.started = now();
        this.lastReport = this.started;
    }
    add(bytes) {
        this.done += bytes;
        const t = this.now();
        if (t - this.lastReport >= this.intervalMs) {
            this.lastReport = t;
            this.logger.info(this.line(t));
        }
    }
    finish() {
        this.logger.info(`${this.line(this.now())} done`);
    }
    line(t) {
        const seconds = Math.max((t - this.started) / 1000, 0.001);
        const rate = `${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.round(this.done / seconds))}/s`;
        // An estimated total can be exceeded; the percentage never is.
        const percent = this.total ? ` (${Math.min(100, Math.floor((this.done / this.total) * 100))}%)` : '';
        const of = this.total ? ` of ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.total)}` : '';
        return `${this.label}: ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.done)}${of}${percent} at ${rate}`;
    }
}


/***/ }),

/***/ 41693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ MAX_CONCURRENCY),
/* harmony export */   p: () => (/* binding */ requestSecrets)
/* harmony export */ });
/** Hosts worked on at once, at most: more would open more SSH sessions than any runner can hold. */
const MAX_CONCURRENCY = 1024;
/** Every secret the request carries, to mask before anything is logged and to keep out of saved state. */
function requestSecrets(request) {
    const { source } = request;
    const ssh = source.kind === 'inputs' ? source.inputs : source.ssh;
    return [
        ssh.password,
        ssh.privateKey,
        ssh.passphrase,
        request.registry.password,
        request.state.token,
    ].filter((value) => Boolean(value));
}


/***/ }),

/***/ 55111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ applyDeadline),
/* harmony export */   hF: () => (/* binding */ MAX_TIMEOUT_MINUTES)
/* harmony export */ });
/* unused harmony export ApplyTimeoutError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** The whole apply took longer than the `timeout` input allows. */
class ApplyTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/**
 * The longest timeout a Node timer holds (2^31-1 ms, about 24.8 days): a longer one fires after 1 ms, so
 * it is refused where it is read.
 */
const MAX_TIMEOUT_MINUTES = Math.floor((2 ** 31 - 1) / 60_000);
/**
 * The `timeout` input and an interrupt (watchInterrupts) as ONE abort signal for the engine: when it aborts,
 * the apply drops its connections, so the command in flight fails, stops before the next phase, and still
 * returns a ClusterFailed status to save; a re-run resumes.
 */
function applyDeadline(minutes, interrupt) {
    if (minutes === undefined)
        return { signal: interrupt, clear: () => { } };
    if (!(minutes > 0 && minutes <= MAX_TIMEOUT_MINUTES))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`timeout: ${minutes} minutes is not from above 0 to ${MAX_TIMEOUT_MINUTES}`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ApplyTimeoutError(`the apply did not finish within ${minutes} minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes`, { phase: 'apply' })), minutes * 60_000);
    // A deadline never keeps the process alive by itself: a run that ended some way without clearing it (a
    // throw between start and clear) still exits.
    timer.unref();
    const signal = interrupt ? AbortSignal.any([controller.signal, interrupt]) : controller.signal;
    return { signal, clear: () => clearTimeout(timer) };
}


/***/ })

};
