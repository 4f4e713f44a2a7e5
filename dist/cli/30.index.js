export const id = 30;
export const ids = [30,166];
export const modules = {

/***/ 17882:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_CLUSTER: () => (/* binding */ DEFAULT_CLUSTER),
  addSavedClusterFlags: () => (/* binding */ addSavedClusterFlags),
  addSshFlags: () => (/* binding */ addSshFlags),
  onConnectedTargets: () => (/* binding */ onConnectedTargets),
  onTargets: () => (/* binding */ onTargets),
  openPool: () => (/* binding */ openPool),
  readSavedCluster: () => (/* binding */ readSavedCluster),
  registerExec: () => (/* binding */ registerExec),
  resolveTargets: () => (/* binding */ resolveTargets)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/clusterfile/address.js
var clusterfile_address = __webpack_require__(51253);
// EXTERNAL MODULE: ./.build/clusterfile/ip-list.js
var ip_list = __webpack_require__(22169);
// EXTERNAL MODULE: ./.build/clusterfile/paths.js
var paths = __webpack_require__(12889);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
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
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var logger = __webpack_require__(83920);
// EXTERNAL MODULE: ./.build/cli/options.js
var options = __webpack_require__(49909);
// EXTERNAL MODULE: ./.build/cli/ssh-flags.js
var ssh_flags = __webpack_require__(54055);
;// CONCATENATED MODULE: ./.build/cli/commands/exec.js


// Not the Clusterfile's parser and schemas: those are loaded only for a saved cluster, so that `scp --hosts`
// starts without compiling them (a tenth of a second, bench/RESULTS.md §1).












/** The cluster `exec`, `scp`, `cert` and `status` work on without `--hosts` or `-c`, as sealos's. */
const DEFAULT_CLUSTER = 'default';
/** `exec` and `scp`: a saved cluster's hosts (filtered by role or address), or hosts given by hand. */
function addSshFlags(command) {
    return addSavedClusterFlags(command
        .option('--hosts <list>', 'hosts, comma-separated: ip, ip:port or [ipv6]:port')
        .option('-c, --cluster <name>', `the hosts of a saved cluster (<state-dir>/<name>/Clusterfile); default "${DEFAULT_CLUSTER}" unless --hosts is given`, options/* clusterNameArgument */.t8))
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
    if (flags.hosts)
        return adHocTargets({
            hosts: flags.hosts,
            user: flags.user ?? 'root',
            password: flags.passwd,
            privateKeyPath: flags.pk,
            passphrase: flags.pkPasswd,
            port: flags.port,
        });
    const name = flags.cluster ?? DEFAULT_CLUSTER;
    const { clusterHosts, forgetHostKeys, recordedHostKey, sshSettingsFor } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(815), __webpack_require__.e(360)]).then(__webpack_require__.bind(__webpack_require__, 22360));
    const { clusterfile } = await readSavedCluster(flags.stateDir, name, Boolean(flags.cluster));
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
        return { address: host.address, credentials, fingerprint: recordedHostKey(cluster, host.address) };
    });
}
/**
 * The saved Clusterfile of a cluster. For the default cluster nobody named, a missing file says how to name
 * hosts instead (`--hosts`, `-c`), since the user may not know a default applies.
 */
async function readSavedCluster(stateDir, name, named) {
    const file = (0,paths/* clusterfilePath */.aM)(stateDir, name);
    if (!named && !(0,external_node_fs_.existsSync)(file))
        throw new errors/* UsageError */.eb(`no saved cluster "${name}": give the hosts with --hosts a,b, or the cluster with -c NAME`, { file });
    const { readClusterfile } = await Promise.all(/* import() */[__webpack_require__.e(857), __webpack_require__.e(815), __webpack_require__.e(360)]).then(__webpack_require__.bind(__webpack_require__, 22360));
    return readClusterfile(file);
}
/** A pool over the targets; under accept-new, keys seen for the first time are appended to --known-hosts. */
async function openPool(targets, flags, context, connection = {}) {
    context.logger.addSecret(flags.passwd);
    context.logger.addSecret(flags.pkPasswd);
    if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
        throw new errors/* UsageError */.eb('--host-key-policy strict needs --known-hosts FILE');
    const knownHosts = flags.knownHosts
        ? await (0,ssh_flags/* readKnownHosts */.DC)(flags.knownHosts, flags.hostKeyPolicy)
        : undefined;
    const writes = [];
    const pool = (0,hosts_pool/* sshPool */.F)(targets, {
        ...connection,
        hostKey: { policy: flags.hostKeyPolicy, knownHosts },
        logger: context.logger,
        onHostKey: (fact) => {
            if (fact.known || flags.hostKeyPolicy !== 'accept-new')
                return;
            if (!flags.knownHosts) {
                context.logger.info(`${fact.address}: new host key ${fact.fingerprint} (not kept: give --known-hosts FILE)`);
                return;
            }
            const { host, port } = (0,address/* parseSshTarget */.v)(fact.address);
            const write = (0,promises_.appendFile)(flags.knownHosts, `${(0,host_key/* knownHostsName */.on)(host, port)} ${fact.publicKey}\n`).then(() => context.logger.info(`${fact.address}: new host key ${fact.fingerprint} added to ${flags.knownHosts}`), (error) => context.logger.warn(`cannot add ${fact.address} to ${flags.knownHosts}: ${(0,errors/* errorMessage */.gJ)(error)}`));
            writes.push(write);
        },
    });
    return { pool, recorded: () => Promise.all(writes) };
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
/** Command output goes to stdout, each line prefixed with its host; logs stay on stderr. */
class StdoutSink {
    out;
    debugEnabled = false;
    constructor(out) {
        this.out = out;
    }
    write(_level, text) {
        this.out(`${text}\n`);
    }
    startGroup() { }
    endGroup() { }
    secret() { }
}
const registerExec = (program, context) => {
    addSshFlags(program
        .command('exec')
        .description('Run a shell command on hosts (as root, through sudo for other users); output prefixed per host')
        .argument('<command...>', 'the command, one quoted argument or words after `--` (joined with spaces, as ssh does)')).action(async (words, flags) => {
        const command = words.join(' ');
        const output = new logger/* Logger */.Vy(new StdoutSink(context.stdout));
        output.addSecret(flags.passwd);
        output.addSecret(flags.pkPasswd);
        await onTargets(await resolveTargets(flags, context.logger), flags, context, async (executor) => {
            await executor.run(command, { logger: output });
        });
    });
};


/***/ }),

/***/ 36370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   master0Kubectl: () => (/* binding */ master0Kubectl),
/* harmony export */   registerStatus: () => (/* binding */ registerStatus),
/* harmony export */   savedStatus: () => (/* binding */ savedStatus)
/* harmony export */ });
/* harmony import */ var _apply_cluster_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78254);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22360);
/* harmony import */ var _hosts_shell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12092);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49909);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17882);





/** kubectl on master0 with the cluster's admin kubeconfig, as each runtime keeps it (kubeadm, k3s). */
function master0Kubectl(cluster, args) {
    return (0,_apply_cluster_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .savedDistribution */ .mj)(cluster) === 'k3s'
        ? `k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml ${args}`
        : `kubectl --kubeconfig=${(0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .shellQuote */ .ZL)('/etc/kubernetes/admin.conf')} ${args}`;
}
/**
 * `sealos status` (cmd/sealos/cmd/status.go runs its checkers on the saved cluster): here the cluster as saved
 * (phase, images, hosts and roles, the last conditions) and as master0 sees it (`kubectl get nodes -o wide`:
 * each node's readiness, roles, version and address). Exit status 1 when master0 cannot answer.
 */
const registerStatus = (program, context) => {
    (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__.addSavedClusterFlags)(program
        .command('status')
        .description('The cluster as saved and as master0 sees it (hosts, roles, phase, images, node readiness)')
        .option('-c, --cluster <name>', 'cluster name', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .clusterNameArgument */ .t8, _exec_js__WEBPACK_IMPORTED_MODULE_4__.DEFAULT_CLUSTER)).action(async (flags) => {
        const { clusterfile } = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__.readSavedCluster)(flags.stateDir, flags.cluster, true);
        const { cluster } = clusterfile;
        context.stdout(`${savedStatus(cluster, (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .clusterfilePath */ .aM)(flags.stateDir, flags.cluster))}\n`);
        const first = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .master0 */ .NM)(cluster);
        const targets = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__.resolveTargets)({ ...flags, roles: [], ips: [(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .hostIp */ .MQ)(first) ?? first] }, context.logger);
        await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__.onTargets)(targets, flags, context, async (executor) => {
            const { stdout } = await executor.run(master0Kubectl(cluster, 'get nodes -o wide'));
            context.stdout(`\nas master0 ${executor.host} sees it (kubectl get nodes -o wide):\n${stdout.trimEnd()}\n`);
        });
    });
};
/** The saved half of the report: what the last run recorded, with no host asked. */
function savedStatus(cluster, file) {
    const status = cluster.status ?? {};
    const lines = [
        `cluster "${cluster.metadata?.name ?? _exec_js__WEBPACK_IMPORTED_MODULE_4__.DEFAULT_CLUSTER}": ${status.phase ?? 'never applied'}${(0,_apply_cluster_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .savedDistribution */ .mj)(cluster) ? ` (${(0,_apply_cluster_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .savedDistribution */ .mj)(cluster)})` : ''}`,
        `saved: ${file}`,
        `images: ${(cluster.spec?.image ?? []).join(' ') || 'none'}`,
        'hosts:',
    ];
    const first = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .master0 */ .NM)(cluster);
    for (const host of (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__.clusterHosts)(cluster))
        lines.push(`  ${host.address}  ${host.roles.join(',')}${host.address === first ? '  (master0)' : ''}`);
    for (const condition of (status.conditions ?? []).slice(-3))
        lines.push(`condition ${condition.type}=${condition.status}${condition.reason ? ` ${condition.reason}` : ''}${condition.message ? `: ${condition.message}` : ''}`);
    return lines.join('\n');
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


/***/ })

};
