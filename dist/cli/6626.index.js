export const id = 6626;
export const ids = [6626];
export const modules = {

/***/ 84747:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ confirmOrRefuse),
/* harmony export */   w: () => (/* binding */ savedClusterExists)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);



/**
 * sealos's `ConfirmDeleteNodes` (pkg/apply/processor/interface.go): `--force` skips the question; otherwise the
 * user is asked. Where no one can answer (a script, CI), the command is refused rather than left waiting.
 * A "no" ends the command with status 1 and nothing changed.
 */
async function confirmOrRefuse(context, question, force) {
    if (force)
        return;
    if (!context.confirm)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${question.replace(/\?$/, '')}: not on a terminal, so nobody can confirm; give --force to go ahead without asking`);
    if (!(await context.confirm(question)))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportedFailure */ .g7('cancelled: nothing was changed');
}
/** Whether a cluster is saved in the local state folder: without one, `reset` and `delete` touch nothing. */
function savedClusterExists(stateDir, cluster) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_1__/* .clusterfilePath */ .aM)(stateDir, cluster));
}


/***/ }),

/***/ 24598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ clusterExecutorPool),
  G: () => (/* binding */ openClusterExecutor)
});

// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/hosts/shell-executor.js
var shell_executor = __webpack_require__(9572);
;// CONCATENATED MODULE: ./.build/hosts/local-executor.js




/** Single mode: the runner itself is the host. Same behaviour as over SSH, through child processes. */
class LocalExecutor extends shell_executor/* ShellExecutor */.A {
    constructor(options = {}) {
        super({
            host: options.host ?? 'local',
            user: process.getuid?.() === 0 ? 'root' : external_node_os_.userInfo().username,
            sudoPassword: options.sudoPassword,
        });
    }
    startProcess(commandLine) {
        const child = (0,external_node_child_process_.spawn)('/bin/sh', ['-c', commandLine], { stdio: 'pipe' });
        const finished = new Promise((resolve) => child.once('close', (code, signal) => resolve({ exitCode: code, signal: signal ?? undefined })));
        return new Promise((resolve, reject) => {
            child.once('error', reject);
            child.once('spawn', () => resolve({
                stdin: child.stdin,
                stdout: child.stdout,
                stderr: child.stderr,
                finished,
                kill: () => child.kill('SIGKILL'),
            }));
        });
    }
    connectPort(port) {
        return new Promise((resolve, reject) => {
            const socket = external_node_net_.connect({ host: '127.0.0.1', port });
            socket.once('error', reject);
            socket.once('connect', () => {
                socket.off('error', reject);
                resolve(socket);
            });
        });
    }
    async close() { }
}

// EXTERNAL MODULE: ./.build/hosts/pool.js
var pool = __webpack_require__(43994);
// EXTERNAL MODULE: ./.build/hosts/ssh-executor.js + 3 modules
var ssh_executor = __webpack_require__(20448);
;// CONCATENATED MODULE: ./.build/cluster/cluster-executors.js




/**
 * One executor per host of a cluster, with each host's own SSH settings and its recorded host key: the apply's,
 * and the steps around it (the lock, reset, diagnostics).
 */
function clusterExecutorPool(access) {
    return new pool/* ExecutorPool */.C((host, jumps) => openClusterExecutor(access, host, jumps), access.signal);
}
/** `jumps`: the pool's connections to jump hosts, shared by its hosts (SshOptions.jumpConnections). */
function openClusterExecutor(access, host, jumps) {
    const settings = settingsFor(access, host);
    if (host === access.localHost)
        return Promise.resolve(new LocalExecutor({ host, ...(settings.passwd ? { sudoPassword: settings.passwd } : {}) }));
    const credentials = { user: settings.user };
    if (settings.passwd)
        credentials.password = settings.passwd;
    if (settings.pkData)
        credentials.privateKey = settings.pkData;
    else if (settings.pk)
        credentials.privateKeyPath = settings.pk;
    if (settings.pkPasswd)
        credentials.passphrase = settings.pkPasswd;
    const fingerprint = recordedKey(access, host);
    return ssh_executor/* SshExecutor */.G.connect(host, {
        ...(settings.jumpHost ? { jump: jumpHostOf(access, settings) } : {}),
        ...(jumps ? { jumpConnections: jumps } : {}),
        credentials,
        hostKey: {
            policy: access.hostKeyPolicy,
            ...(access.knownHosts ? { knownHosts: access.knownHosts } : {}),
            ...(fingerprint ? { fingerprint } : {}),
        },
        ...newKeyRecorder(access, host),
        logger: access.logger,
        ...(access.attempts ? { attempts: access.attempts } : {}),
    });
}
/** The host key recorded for `host` (the saved cluster's first). */
function recordedKey(access, host) {
    return (access.previous && (0,clusterfile.recordedHostKey)(access.previous, host)) ?? (0,clusterfile.recordedHostKey)(access.cluster, host);
}
/** Under accept-new, a key seen for the first time goes to `onNewHostKey`, to be recorded in the status. */
function newKeyRecorder(access, host) {
    if (!access.onNewHostKey)
        return {};
    return {
        onHostKey: (fact) => {
            if (!fact.known)
                access.onNewHostKey?.(host, fact.fingerprint);
        },
    };
}
/**
 * The jump host the settings name: its user when `user@` gives one, else the hosts'; its key recorded and checked
 * as a host's (withOwnHostKeys keeps it).
 */
function jumpHostOf(access, settings) {
    const { address, user } = (0,clusterfile/* parseJumpHost */._3)(settings.jumpHost ?? '', 'spec.ssh.jumpHost');
    const fingerprint = recordedKey(access, address);
    return {
        address,
        user: user ?? settings.user,
        ...(fingerprint ? { fingerprint } : {}),
        ...newKeyRecorder(access, address),
    };
}
function settingsFor(access, host) {
    const { cluster, previous } = access;
    if ((0,clusterfile/* findHost */.my)(cluster, host) || !previous)
        return (0,clusterfile.sshSettingsFor)(cluster, host);
    const declared = cluster.spec?.ssh ?? {};
    return {
        ...(0,clusterfile.sshSettingsFor)(previous, host),
        ...(declared.passwd ? { passwd: declared.passwd } : {}),
        ...(declared.pkData ? { pkData: declared.pkData } : {}),
        ...(declared.pkPasswd ? { pkPasswd: declared.pkPasswd } : {}),
    };
}


/***/ }),

/***/ 16807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ scriptCommand)
/* harmony export */ });
/** The scripts a rootfs image names in its labels, run in rootfs/scripts on each host. */
const SCRIPT_LABELS = {
    check: 'check.sh',
    init: 'init.sh',
    clean: 'clean.sh',
    'init-registry': 'init-registry.sh',
    'clean-registry': 'clean-registry.sh',
};
/** The command of a script label (`bash <value>`, run in rootfs/scripts); the cri ones have no default. */
function scriptCommand(labels, label) {
    const value = labels[label] ?? SCRIPT_LABELS[label];
    return value ? `bash ${value}` : undefined;
}


/***/ }),

/***/ 97310:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ PhaseManager)
/* harmony export */ });
/* unused harmony export PhaseError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/**
 * The failure of one phase: names the phase, and the host only when the cause is about one host (a failure
 * on several hosts blames none of them). Reports show the cause itself, located at this phase.
 */
class PhaseError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    reports;
    constructor(reports, phase, cause) {
        const located = cause instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei ? cause : undefined;
        super((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .reasonOf */ .A3)(cause), {
            phase,
            host: located?.host,
            cause,
            temporary: located?.temporary,
            wraps: true,
        });
        this.reports = reports;
    }
}
/**
 * Runs phases in order, each in a log group with its timing, and stops at the first failure.
 * The reports (done, skipped, failed, with durations) feed the job summary and the saved status.
 */
class PhaseManager {
    phases;
    logger;
    now;
    style;
    constructor(phases, logger, now = Date.now, style = 'grouped') {
        this.phases = phases;
        this.logger = logger;
        this.now = now;
        this.style = style;
    }
    /** With a signal, an abort stops the run before the next phase, and names the phase it interrupted. */
    async run(context, signal) {
        const reports = [];
        for (const phase of this.phases)
            await this.runPhase(phase, context, reports, signal);
        return reports;
    }
    /**
     * One phase, its report added to `reports`: skipped when it has nothing to do, else run (in its log group
     * when grouped). A failure throws, after its report; an abort before the phase fails it with the abort's reason.
     * A caller that lays phases out in a longer list (the run around the apply) runs them one by one with this.
     */
    async runPhase(phase, context, reports, signal) {
        const grouped = this.style === 'grouped';
        const started = this.now();
        try {
            signal?.throwIfAborted();
            if (phase.shouldRun && !(await phase.shouldRun(context))) {
                if (grouped)
                    this.logger.info(`${phase.title}: nothing to do`);
                reports.push({ title: phase.title, status: 'skipped', durationMs: this.now() - started });
                return;
            }
            if (grouped)
                await this.logger.group(phase.title, () => phase.run(context));
            else
                await phase.run(context);
            reports.push({ title: phase.title, status: 'done', durationMs: this.now() - started });
        }
        catch (error) {
            reports.push({ title: phase.title, status: 'failed', durationMs: this.now() - started });
            const cause = signal?.aborted ? signal.reason : error;
            throw grouped ? new PhaseError(reports, phase.title, cause) : cause;
        }
    }
}


/***/ }),

/***/ 57433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ registryDataLinkScript),
/* harmony export */   w: () => (/* binding */ registryDataUnlinkScript)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _hosts_shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12092);


/**
 * The registry's data folder (`data` of the rendered etc/registry.yml) becomes a link to the rootfs `registry/`
 * folder, where the image's saved registry is (sealos lifecycle/pkg/bootstrap/registry.go). A `data` inside the
 * cluster's folder, or holding it, would make the link remove the rootfs: refused.
 */
function registryDataLinkScript(rootfs, data) {
    const registry = `${rootfs}/registry`;
    if (`${rootfs}/`.startsWith(`${data}/`) || data.startsWith(`${rootfs}/`))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei(`etc/registry.yml: data "${data}" overlaps the cluster's rootfs ${rootfs}`, {
            file: 'etc/registry.yml',
            phase: 'bootstrap',
        });
    const link = (0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(data);
    return `mkdir -p ${(0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(registry)} "$(dirname ${link})" && rm -rf ${link} && ln -s ${(0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(registry)} ${link}`;
}
/** Undoes the link, and only a link: a real folder at `data` is someone else's. */
function registryDataUnlinkScript(data) {
    const link = (0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(data);
    return `if [ -L ${link} ]; then rm -f ${link}; fi`;
}


/***/ }),

/***/ 8145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ htpasswdLine),
/* harmony export */   Kb: () => (/* binding */ readRegistryInfo),
/* harmony export */   nO: () => (/* binding */ parseRegistryInfo),
/* harmony export */   sx: () => (/* binding */ DEFAULT_REGISTRY)
/* harmony export */ });
/* harmony import */ var bcryptjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36242);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _untrusted_tree_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85109);




const DEFAULT_REGISTRY = {
    domain: 'sealos.hub',
    port: 5000,
    username: 'admin',
    password: 'passw0rd',
    data: '/var/lib/registry',
};
/** Reads the rendered `etc/registry.yml` of a prepared rootfs tree; absent = the defaults. */
async function readRegistryInfo(rootfs) {
    const file = await (0,_untrusted_tree_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileInRoot */ .a)(rootfs, 'etc/registry.yml');
    return file ? parseRegistryInfo(file.text) : DEFAULT_REGISTRY;
}
/** The registry a rendered `etc/registry.yml` describes (as read from a rootfs here or on master0). */
function parseRegistryInfo(text) {
    let doc;
    try {
        doc = ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text) ?? {});
    }
    catch (cause) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei(`etc/registry.yml of the rootfs is not YAML: ${cause.message}`, {
            file: 'etc/registry.yml',
            phase: 'bootstrap',
            cause,
        });
    }
    const port = Number(doc.port ?? DEFAULT_REGISTRY.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei(`etc/registry.yml: port "${String(doc.port)}" is not a port`, {
            phase: 'bootstrap',
        });
    return {
        domain: String(doc.domain || DEFAULT_REGISTRY.domain),
        port,
        username: String(doc.username ?? DEFAULT_REGISTRY.username),
        password: String(doc.password ?? DEFAULT_REGISTRY.password),
        data: doc.data ? checkRegistryData(String(doc.data)) : DEFAULT_REGISTRY.data,
    };
}
/**
 * Bootstrap replaces whatever is at `data` with the link (sealos `rm -rf <data> && ln -s <rootfs>/registry
 * <data>`), so it must be a plain absolute path at least two folders deep, never `/` or `/var`.
 */
function checkRegistryData(data) {
    const parts = data.split('/').slice(1);
    const plain = data.startsWith('/') && parts.every((part) => part !== '' && part !== '.' && part !== '..');
    if (plain && parts.length >= 2)
        return data;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei(`etc/registry.yml: data "${data}" is not a plain absolute path at least two folders deep (it is replaced by a link to the rootfs registry/)`, { file: 'etc/registry.yml', phase: 'bootstrap' });
}
/** One htpasswd line with a bcrypt hash, the only scheme docker-distribution accepts. */
function htpasswdLine(username, password) {
    return `${username}:${bcryptjs__WEBPACK_IMPORTED_MODULE_0__/* ["default"].hashSync */ .Ay.hashSync(password, 10)}\n`;
}


/***/ }),

/***/ 93390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ topologyOf),
/* harmony export */   l: () => (/* binding */ ipOf)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);

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

/***/ 30486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ undoBootstrap)
/* harmony export */ });
/* harmony import */ var _hosts_shell_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12092);
/* harmony import */ var _runtime_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91109);
/* harmony import */ var _image_scripts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16807);
/* harmony import */ var _registry_data_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57433);




/**
 * Undoes Bootstrap on one host, in reverse: the clean script, the /etc/hosts names, clean-cri, and on a registry
 * host clean-registry and the data link. Scripts are skipped when the rootfs never reached the host.
 */
async function undoBootstrap(executor, options) {
    const { rootfs, labels, env } = options;
    const scripts = `${rootfs}/scripts`;
    const present = (await executor.run(`test -d ${(0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_0__/* .shellQuote */ .ZL)(scripts)}`, { check: false })).exitCode === 0;
    const script = async (label) => {
        const command = (0,_image_scripts_js__WEBPACK_IMPORTED_MODULE_2__/* .scriptCommand */ .r)(labels, label);
        if (!present || !command)
            return;
        await executor.run(`cd ${(0,_hosts_shell_js__WEBPACK_IMPORTED_MODULE_0__/* .shellQuote */ .ZL)(scripts)} && ${command}`, { env, logger: options.logger });
    };
    await script('clean');
    await executor.run((0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .removeHostsEntriesScript */ .Xs)([_runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .LVSCARE_DOMAIN */ .Y_, _runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .apiServerDomain */ .uU]));
    if (labels['clean-cri'])
        await script('clean-cri');
    if (options.isRegistry) {
        await script('clean-registry');
        await executor.run((0,_registry_data_js__WEBPACK_IMPORTED_MODULE_3__/* .registryDataUnlinkScript */ .w)(options.registryData));
    }
    await executor.run((0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_1__/* .removeHostsEntryScript */ .DQ)(options.registryDomain));
}


/***/ }),

/***/ 8576:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ pathExists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);

/** Whether something is at `path` (following links); false for any error, e.g. a folder that cannot be read. */
async function pathExists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 16118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yX: () => (/* binding */ DEFAULT_LOCK_TIMEOUT_MINUTES),
  u8: () => (/* binding */ acquireClusterLock)
});

// UNUSED EXPORTS: releaseClusterLock

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
;// CONCATENATED MODULE: ./.build/lock/errors.js

/** Another run held the cluster's lock for the whole wait. */
class LockTimeoutError extends errors/* SealosError */.ei {
    holder;
    constructor(cluster, holder, waitedMs, host) {
        super(`cluster "${cluster}" is locked by ${describeHolder(holder)} since ${isoSeconds(holder.taken)} (last heartbeat ${isoSeconds(holder.heartbeat)}); gave up after waiting ${describeWait(waitedMs)}. Another run is changing this cluster: let it finish, or raise lock-timeout. A lock left by a process that is gone is taken over at once by a run on the same machine, and by any run 2 minutes after its last heartbeat.`, { host, phase: 'lock' });
        this.holder = holder;
    }
}
/** The lock operation itself failed on master0 (no flock, a read-only disk). */
class LockError extends errors/* SealosError */.ei {
}
/** The holder as a waiting run reads it: its owner, and where its process runs when it recorded that. */
function describeHolder(holder) {
    const owner = holder.owner || 'an unnamed owner';
    const where = holder.process;
    if (!where)
        return owner;
    // The CLI's owner already reads `user@host pid N`.
    if (owner.includes(`@${where.machine} pid ${where.pid}`))
        return owner;
    return `${owner} (pid ${where.pid} on ${where.machine})`;
}
function isoSeconds(epochSeconds) {
    return new Date(epochSeconds * 1000).toISOString().replace(/\.000Z$/, 'Z');
}
function describeWait(ms) {
    if (ms <= 0)
        return 'no time (lock-timeout 0)';
    const seconds = Math.round(ms / 1000);
    return seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

// EXTERNAL MODULE: ./.build/host-layout/cluster-folders.js
var cluster_folders = __webpack_require__(81852);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
;// CONCATENATED MODULE: ./.build/lock/lock-script.js


/**
 * `/var/lib/sealos/data/<cluster>.lock`, beside the cluster's data folder and not inside it: the lock is taken
 * before the apply's Check, and Check reads an existing data folder as "this cluster set the host up" (which
 * lets a host with a container runtime through), so taking the lock must not create that folder.
 */
function lockPath(cluster, dataRoot = cluster_folders/* DATA_ROOT */.uV) {
    return `${dataRoot}/${cluster}.lock`;
}
/**
 * The bash script of one lock operation on master0. Each runs under `flock` on the data root folder, so the
 * read-decide-write of taking, refreshing, breaking a stale lock and releasing is atomic between contenders.
 * flock rather than `mkdir` or `noclobber`: those make taking atomic but not breaking a stale lock (two
 * contenders could both judge it stale, and one would remove the other's new lock), and the kernel drops a
 * flock when its process dies, so the guard itself can never go stale; the long-lived lock is the file and its
 * heartbeat. Times come from master0's own clock, so runners with skewed clocks agree on staleness.
 *
 * Inputs (exported env): LOCK_TOKEN, LOCK_OWNER, LOCK_STALE (seconds), the holder's process as LOCK_PID,
 * LOCK_BOOT, LOCK_MACHINE, LOCK_PIDNS, and LOCK_BREAK: the token of a holder whose process is known to be gone
 * (broken at once, whatever its heartbeat, if it still holds the lock). Output: the outcome word on the first
 * line (`taken`, `held`, `kept`, `lost`, `released`, `absent`), then the lock file as it was, then `now=`.
 */
function lockScript(cluster, operation, dataRoot = cluster_folders/* DATA_ROOT */.uV) {
    const lock = (0,shell/* shellQuote */.ZL)(lockPath(cluster, dataRoot));
    const head = [
        'set -eu',
        `data=${(0,shell/* shellQuote */.ZL)(dataRoot)}`,
        `lock=${lock}`,
        'mkdir -p "$data"',
        'exec 9<"$data"',
        'if ! command -v flock >/dev/null 2>&1; then echo "flock (util-linux) is missing on this host" >&2; exit 3; fi',
        'flock -w 60 9',
        'now=$(date +%s)',
        'field() { sed -n "s/^$1=//p" "$lock" 2>/dev/null | head -n 1; }',
        'show() { if [ -f "$lock" ]; then cat "$lock"; fi; echo "now=$now"; }',
        'tmp="$lock.tmp.$$"',
    ];
    const body = {
        acquire: [
            'token=$(field token); beat=$(field heartbeat); taken=$(field taken)',
            'case "$beat" in ""|*[!0-9]*) beat=0 ;; esac',
            'gone=no; if [ -n "$LOCK_BREAK" ] && [ "$token" = "$LOCK_BREAK" ]; then gone=yes; fi',
            'if [ -s "$lock" ] && [ "$token" != "$LOCK_TOKEN" ] && [ "$gone" = no ] && [ $((now - beat)) -lt "$LOCK_STALE" ]; then echo held; show; exit 0; fi',
            'if [ "$token" != "$LOCK_TOKEN" ]; then taken=$now; fi',
            'case "$taken" in ""|*[!0-9]*) taken=$now ;; esac',
            'if [ -s "$lock" ] && [ "$token" != "$LOCK_TOKEN" ]; then echo broken; show; fi',
            `printf 'owner=%s\\ntoken=%s\\ntaken=%s\\nheartbeat=%s\\npid=%s\\nboot=%s\\nmachine=%s\\npidns=%s\\n' "$LOCK_OWNER" "$LOCK_TOKEN" "$taken" "$now" "$LOCK_PID" "$LOCK_BOOT" "$LOCK_MACHINE" "$LOCK_PIDNS" > "$tmp"`,
            'mv -f "$tmp" "$lock"',
            'echo taken',
        ],
        refresh: [
            'if [ "$(field token)" != "$LOCK_TOKEN" ]; then echo lost; show; exit 0; fi',
            'sed "s/^heartbeat=.*/heartbeat=$now/" "$lock" > "$tmp"',
            'mv -f "$tmp" "$lock"',
            'echo kept',
        ],
        release: [
            'if [ "$(field token)" != "$LOCK_TOKEN" ]; then echo absent; show; exit 0; fi',
            'rm -f "$lock"',
            'echo released',
        ],
    };
    return [...head, ...body[operation]].join('\n');
}
/** The lock file text (`key=value` lines) as a record; undefined when it does not hold one. */
function parseLockRecord(text) {
    const fields = new Map();
    for (const line of text.split('\n')) {
        const at = line.indexOf('=');
        if (at > 0 && !fields.has(line.slice(0, at)))
            fields.set(line.slice(0, at), line.slice(at + 1));
    }
    const token = fields.get('token');
    if (!token)
        return undefined;
    const pid = Number(fields.get('pid'));
    const boot = fields.get('boot');
    const machine = fields.get('machine');
    const pidns = fields.get('pidns');
    return {
        owner: fields.get('owner') ?? '',
        token,
        taken: Number(fields.get('taken') ?? 0) || 0,
        heartbeat: Number(fields.get('heartbeat') ?? 0) || 0,
        ...(Number.isInteger(pid) && pid > 0 && boot && machine && pidns
            ? { process: { pid, boot, machine, pidns } }
            : {}),
    };
}
function parseLockAnswer(stdout) {
    const lines = stdout.split('\n');
    let outcome = lines[0]?.trim() ?? '';
    let rest = lines.slice(1);
    let broken;
    if (outcome === 'broken') {
        const end = rest.findIndex((line) => line.startsWith('now='));
        broken = parseLockRecord(rest.slice(0, end).join('\n'));
        rest = rest.slice(end + 1);
        outcome = rest[0]?.trim() ?? '';
        rest = rest.slice(1);
    }
    const nowLine = rest.find((line) => line.startsWith('now='));
    const record = outcome === 'taken' ? undefined : parseLockRecord(rest.join('\n'));
    return {
        outcome,
        ...(record ? { record } : {}),
        now: Number(nowLine?.slice(4) ?? 0) || 0,
        ...(broken ? { broken } : {}),
    };
}

// EXTERNAL MODULE: ./.build/lock/owner.js
var owner = __webpack_require__(29011);
;// CONCATENATED MODULE: ./.build/lock/cluster-lock.js






/** A lock whose heartbeat is older than this is abandoned (its holder died) and may be taken over. */
const DEFAULT_STALE_SECONDS = 120;
/** Default `lock-timeout`: how long a run waits for another run of the same cluster. */
const DEFAULT_LOCK_TIMEOUT_MINUTES = 10;
const DEFAULT_HEARTBEAT_MS = 30_000;
const DEFAULT_POLL_MS = 5_000;
const realClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        await (0,promises_.setTimeout)(ms, undefined, signal ? { signal } : {}).catch(() => undefined);
        signal?.throwIfAborted();
    },
};
/**
 * Takes the cluster's lock on master0 (see lockScript), waiting while another run holds a fresh one, up to
 * `timeoutMs`; then fails with LockTimeoutError naming the holder and when it took the lock. A lock whose
 * heartbeat is older than `staleSeconds` is broken, with a warning naming its owner.
 */
async function acquireClusterLock(options) {
    const clock = options.clock ?? realClock;
    const token = options.token ?? (0,external_node_crypto_.randomBytes)(12).toString('hex');
    const stale = options.staleSeconds ?? DEFAULT_STALE_SECONDS;
    const self = options.process ?? (0,owner/* lockProcess */.xb)();
    const { executor, cluster, logger, signal } = options;
    const start = clock.now();
    let announced = false;
    let gone;
    for (;;) {
        signal?.throwIfAborted();
        const answer = await runLockScript(executor, cluster, 'acquire', {
            token,
            owner: options.owner,
            stale,
            dataRoot: options.dataRoot,
            process: self,
            ...(gone ? { breakToken: gone.token } : {}),
        });
        if (answer.outcome === 'taken') {
            if (answer.broken && answer.broken.token === gone?.token)
                logger.warn(`took over the lock of cluster "${cluster}" left by ${describeHolder(answer.broken)}: that process no longer runs on this machine (taken at ${isoSeconds(answer.broken.taken)})`);
            else if (answer.broken)
                logger.warn(`broke a stale lock of cluster "${cluster}": ${describeHolder(answer.broken)} took it at ${isoSeconds(answer.broken.taken)}, last heartbeat ${isoSeconds(answer.broken.heartbeat)}`);
            logger.info(`Lock of cluster "${cluster}" taken on ${executor.host} (${lockPath(cluster, options.dataRoot)})`);
            return startHeartbeat(options, token, stale);
        }
        const holder = answer.record ?? unknownHolder(answer.now);
        // Left by a process of this machine that is gone (Ctrl-C twice, kill -9): take it over now, not when stale.
        if (holder.token !== gone?.token && (0,owner/* holderIsGone */.W)(holder.process, self, options.isAlive)) {
            gone = holder;
            continue;
        }
        const waited = clock.now() - start;
        if (waited >= options.timeoutMs)
            throw new LockTimeoutError(cluster, holder, waited, executor.host);
        if (!announced) {
            logger.info(`Waiting for the lock of cluster "${cluster}": held by ${describeHolder(holder)} since ${isoSeconds(holder.taken)} (last heartbeat ${isoSeconds(holder.heartbeat)})`);
            announced = true;
        }
        await clock.sleep(Math.min(options.pollMs ?? DEFAULT_POLL_MS, options.timeoutMs - waited), signal);
    }
}
/**
 * Releases the lock if `token` still holds it (the post step's path: its main step may have ended without
 * releasing). Returns whether it was held.
 */
async function releaseClusterLock(executor, cluster, token, dataRoot) {
    const answer = await runLockScript(executor, cluster, 'release', { token, owner: '', stale: 0, dataRoot });
    return answer.outcome === 'released';
}
function startHeartbeat(options, token, stale) {
    const { executor, cluster, logger } = options;
    let beating = Promise.resolve();
    const beat = async () => {
        try {
            const answer = await runLockScript(executor, cluster, 'refresh', {
                token,
                owner: options.owner,
                stale,
                dataRoot: options.dataRoot,
            });
            if (answer.outcome === 'lost')
                logger.error(`the lock of cluster "${cluster}" was taken over by ${answer.record?.owner ?? 'another run'} (this run's heartbeat was late): two runs may now change the cluster at once`);
        }
        catch (error) {
            logger.warn(`lock heartbeat on ${executor.host} failed: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    };
    const refresh = () => {
        beating = beating.then(beat);
        return beating;
    };
    const timer = setInterval(() => {
        void refresh();
    }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    timer.unref();
    let released = false;
    return {
        cluster,
        host: executor.host,
        token,
        refresh,
        async release() {
            if (released)
                return;
            released = true;
            clearInterval(timer);
            await beating;
            if (await releaseClusterLock(executor, cluster, token, options.dataRoot))
                logger.info(`Lock of cluster "${cluster}" released`);
            else
                logger.warn(`the lock of cluster "${cluster}" was no longer this run's when it ended`);
        },
    };
}
async function runLockScript(executor, cluster, operation, values) {
    const result = await executor.run(lockScript(cluster, operation, values.dataRoot), {
        check: false,
        env: {
            LOCK_TOKEN: values.token,
            LOCK_OWNER: values.owner,
            LOCK_STALE: String(values.stale),
            LOCK_PID: String(values.process?.pid ?? ''),
            LOCK_BOOT: values.process?.boot ?? '',
            LOCK_MACHINE: values.process?.machine ?? '',
            LOCK_PIDNS: values.process?.pidns ?? '',
            LOCK_BREAK: values.breakToken ?? '',
        },
    });
    if (result.exitCode !== 0)
        throw new LockError(`cannot ${operation} the lock ${lockPath(cluster, values.dataRoot)}: ${result.stderr.trim() || `exit ${String(result.exitCode)}`}`, { host: executor.host, phase: 'lock' });
    return parseLockAnswer(result.stdout);
}
function unknownHolder(now) {
    return { owner: 'an unknown owner', token: '', taken: now, heartbeat: now };
}


/***/ }),

/***/ 29011:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vm: () => (/* binding */ lockOwner),
/* harmony export */   W: () => (/* binding */ holderIsGone),
/* harmony export */   xb: () => (/* binding */ lockProcess)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);


/**
 * Who takes the lock, as the holder is named to a waiting run: the workflow run, attempt and job inside
 * GitHub Actions, else user@hostname and the process id. One line, no `=` confusion (the value is the rest of
 * its line).
 */
function lockOwner(env = process.env) {
    let owner;
    if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_RUN_ID) {
        const repository = env.GITHUB_REPOSITORY ? ` of ${env.GITHUB_REPOSITORY}` : '';
        const url = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY
            ? ` (${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID})`
            : '';
        owner = `workflow run ${env.GITHUB_RUN_ID} attempt ${env.GITHUB_RUN_ATTEMPT ?? '1'} job ${env.GITHUB_JOB ?? '?'}${repository}${url}`;
    }
    else {
        owner = `${safeUser()}@${node_os__WEBPACK_IMPORTED_MODULE_1__.hostname()} pid ${process.pid}`;
    }
    return owner.replace(/[\r\n]+/g, ' ');
}
function safeUser() {
    try {
        return node_os__WEBPACK_IMPORTED_MODULE_1__.userInfo().username;
    }
    catch {
        return 'unknown';
    }
}
/** This process, as a lock it takes records it. */
function lockProcess() {
    return {
        pid: process.pid,
        boot: readOr(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
        machine: node_os__WEBPACK_IMPORTED_MODULE_1__.hostname().replace(/[\r\n]+/g, ' '),
        pidns: readOr(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)('/proc/self/ns/pid')),
    };
}
/**
 * Whether the lock's holder is known to be gone: it recorded its process, ran on this very machine in this
 * boot and pid namespace, and no process has its pid any more. Anything unknown counts as alive (the lock then
 * goes stale only once its heartbeat stops); a pid reused since only makes the run wait for that.
 */
function holderIsGone(holder, self, alive = processExists) {
    if (!holder || !self.boot || !self.pidns)
        return false;
    if (holder.boot !== self.boot || holder.machine !== self.machine || holder.pidns !== self.pidns)
        return false;
    return holder.pid !== self.pid && !alive(holder.pid);
}
function processExists(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, owned by another user.
        return error.code !== 'ESRCH';
    }
}
function readOr(read) {
    try {
        return read();
    }
    catch {
        return '';
    }
}


/***/ }),

/***/ 81631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HU: () => (/* reexport */ configChangesText),
  Xg: () => (/* reexport */ masterZeroRemoval),
  Ci: () => (/* reexport */ planCluster),
  $p: () => (/* reexport */ planToJson),
  GO: () => (/* reexport */ planToText)
});

// UNUSED EXPORTS: MasterZeroRemovalError, planSteps

// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
;// CONCATENATED MODULE: ./.build/plan/plan.js


/** The desired cluster drops the host that initialised the cluster: sealos cannot do that, nor can we. */
class MasterZeroRemovalError extends errors/* SealosError */.ei {
}
/** The refusal of a change that drops master0 or makes it a node: the plan's, and `delete`'s before it. */
function masterZeroRemoval(cluster, master0) {
    return new MasterZeroRemovalError(`master0 ${master0} of cluster "${cluster}" cannot be removed or made a node: it initialised the cluster; reset the cluster to replace it`, { host: master0, phase: 'plan' });
}
/**
 * Desired vs current → Plan.
 * - create: no current cluster, or one never created (no `metadata.creationTimestamp`): master0 initialises,
 *   every other master and every node joins, every image is installed.
 * - reconcile: hosts are compared by IP (a changed SSH port is the same machine); a host whose role changed
 *   leaves one list and joins the other. Additions and removals are both kept (sealos drops the removals when
 *   there are additions). Images to install = desired − current, in desired order; an image left out is not
 *   uninstalled. master0 is the current one and must stay a master (MasterZeroRemovalError). The images of
 *   `reinstall` that are installed already are installed again (sealos `run -f`: ForceOverride in
 *   pkg/apply/processor/install.go), so their CMD runs again.
 */
function planCluster(desired, current, reinstall = []) {
    const name = (0,clusterfile/* clusterName */.SL)(desired);
    if (!current || !(0,clusterfile/* isCreated */.H)(current)) {
        if ((desired.spec?.image ?? []).length === 0)
            throw new errors/* UsageError */.eb(`cluster "${name}" does not exist yet and no image is given: a new cluster needs at least its rootfs image (spec.image, or the images input)`);
        const first = (0,clusterfile/* master0 */.NM)(desired);
        return {
            action: 'create',
            cluster: name,
            master0: first,
            mastersToJoin: (0,clusterfile/* masters */.Ud)(desired).filter((address) => address !== first),
            mastersToRemove: [],
            nodesToJoin: (0,clusterfile/* nodes */.a9)(desired),
            nodesToRemove: [],
            imagesToInstall: unique(desired.spec?.image ?? []),
        };
    }
    const currentMaster0 = (0,clusterfile/* master0 */.NM)(current);
    const desiredMasters = (0,clusterfile/* masters */.Ud)(desired);
    if (!desiredMasters.some((address) => (0,clusterfile/* hostIp */.MQ)(address) === (0,clusterfile/* hostIp */.MQ)(currentMaster0)))
        throw masterZeroRemoval(name, currentMaster0);
    const installed = new Set((current.spec?.image ?? []).filter((image) => !reinstall.includes(image)));
    return {
        action: 'reconcile',
        cluster: name,
        master0: desiredAddressOf(desired, currentMaster0),
        mastersToJoin: missingFrom(desiredMasters, (0,clusterfile/* masters */.Ud)(current)),
        mastersToRemove: missingFrom((0,clusterfile/* masters */.Ud)(current), desiredMasters),
        nodesToJoin: missingFrom((0,clusterfile/* nodes */.a9)(desired), (0,clusterfile/* nodes */.a9)(current)),
        nodesToRemove: missingFrom((0,clusterfile/* nodes */.a9)(current), (0,clusterfile/* nodes */.a9)(desired)),
        imagesToInstall: unique(desired.spec?.image ?? []).filter((image) => !installed.has(image)),
        ...certificatesEnding(current),
    };
}
/** The saved first certificate to end, when it ends within the renewal window (or has ended). */
function certificatesEnding(current) {
    const earliest = (0,clusterfile/* savedEarliestCertificate */.W8)(current);
    return earliest && (0,clusterfile/* endsWithinRenewWindow */.f7)(earliest.notAfter, new Date())
        ? { certificatesEnding: earliest }
        : {};
}
/** The addresses of `list` whose IP is not in `other`. */
function missingFrom(list, other) {
    const ips = new Set(other.map(clusterfile/* hostIp */.MQ));
    return list.filter((address) => !ips.has((0,clusterfile/* hostIp */.MQ)(address)));
}
/** The desired spelling (port) of a current host. */
function desiredAddressOf(desired, address) {
    return (0,clusterfile.clusterHosts)(desired).find((host) => host.ip === (0,clusterfile/* hostIp */.MQ)(address))?.address ?? address;
}
function unique(values) {
    return [...new Set(values)];
}

;// CONCATENATED MODULE: ./.build/plan/render.js

/**
 * The version of the plan JSON's format, its first key, so a consumer can tell formats apart. Raised when a key
 * is removed or changes meaning; a key added beside the others (consumers ignore what they do not know) keeps it.
 */
const PLAN_JSON_VERSION = 1;
/** The plan as one JSON object, keys in the documented order; `upgrade` only when there is one. */
function planToJson(plan) {
    const { action, cluster, master0, mastersToJoin, mastersToRemove, nodesToJoin, nodesToRemove, imagesToInstall, upgrade, runtime, configChanges, certificatesEnding, } = plan;
    return JSON.stringify({
        version: PLAN_JSON_VERSION,
        action,
        cluster,
        master0,
        mastersToJoin,
        mastersToRemove,
        nodesToJoin,
        nodesToRemove,
        imagesToInstall,
        runtime: runtime ?? null,
        ...(configChanges
            ? {
                configChanges: configChanges.map((change) => ({
                    document: change.document,
                    field: change.field,
                    from: change.from ?? null,
                    to: change.to ?? null,
                    hosts: change.hosts,
                    ...(change.resumed ? { resumed: true } : {}),
                })),
            }
            : {}),
        ...(upgrade
            ? {
                upgrade: {
                    from: upgrade.from,
                    to: upgrade.to,
                    image: upgrade.image,
                    ...(upgrade.replaces ? { replaces: upgrade.replaces } : {}),
                    upgraded: upgrade.upgraded,
                    resumed: upgrade.resumed,
                },
            }
            : {}),
        ...(certificatesEnding
            ? {
                certificatesEnding: {
                    host: certificatesEnding.host,
                    file: certificatesEnding.file,
                    notAfter: certificatesEnding.notAfter.toISOString(),
                },
            }
            : {}),
    });
}
/** The plan's warning of a certificate that ends within 90 days (or has ended), as the last reconcile read it. */
function certificatesWarning(plan) {
    const ending = plan.certificatesEnding;
    if (!ending)
        return undefined;
    const date = (0,clusterfile/* formatCertificateEnd */.Ov)(ending.notAfter);
    const verb = ending.notAfter.getTime() <= Date.now() ? 'ended' : 'ends';
    return `warning: certificate ${ending.file} on ${ending.host} ${verb} ${date}: renew with \`sealos-action cert --renew\` or the run input renew-certificates: true`;
}
/** `upgrade v1.27.7 → v1.28.4`, and for a resumed one the hosts it will not redo. */
function upgradeText(upgrade) {
    const text = `upgrade ${upgrade.from} → ${upgrade.to}`;
    if (!upgrade.resumed)
        return text;
    const done = upgrade.upgraded.length > 0 ? upgrade.upgraded.join(', ') : 'none';
    return `${text} (resumed; already upgraded: ${done})`;
}
/** The plan's steps as rows of step, role and target, in the order the apply carries them out. */
function planSteps(plan) {
    const { upgrade } = plan;
    return [
        [
            plan.action === 'create' ? 'init' : 'keep',
            'master',
            plan.master0 === plan.local ? `${plan.master0} (local)` : plan.master0,
        ],
        ...(upgrade
            ? [['upgrade', 'kubernetes', upgradeText(upgrade).replace(/^upgrade /, '')]]
            : []),
        ...plan.mastersToJoin.map((host) => ['join', 'master', host]),
        ...plan.nodesToJoin.map((host) => ['join', 'node', host]),
        ...plan.mastersToRemove.map((host) => ['remove', 'master', host]),
        ...plan.nodesToRemove.map((host) => ['remove', 'node', host]),
        ...(plan.configChanges ?? []).map((change) => [
            'configure',
            change.document,
            configChangeText(change),
        ]),
        ...plan.imagesToInstall.map((image) => ['install', 'image', image]),
    ];
}
/** `maxPods: 110 → 200 on 10.0.0.1, 10.0.0.2`; a resumed rollout names the hosts it has still to do. */
function configChangeText(change) {
    const value = (v) => (v === undefined || v === null ? '(unset)' : JSON.stringify(v));
    const hosts = change.hosts.length > 0 ? change.hosts.join(', ') : 'no host';
    return `${change.field}: ${value(change.from)} → ${value(change.to)} on ${hosts}${change.resumed ? ' (resumed)' : ''}`;
}
/** The configuration changes alone, one line each, for the log once master0 was read. */
function configChangesText(changes) {
    return changes.map((change) => `configure ${change.document} ${configChangeText(change)}`).join('\n');
}
/**
 * The plan as a table for people (terminal, job summary):
 *
 *   Plan for cluster "default" (kubeadm): reconcile, upgrade v1.27.7 → v1.28.4, 2 change(s)
 *   STEP     ROLE        TARGET
 *   keep     master      10.0.0.1:22
 *   upgrade  kubernetes  v1.27.7 → v1.28.4
 *   install  image       docker.io/labring/kubernetes:v1.28.4
 *
 * A dry run of a create names its rootfs's runtime and version: `Plan for cluster "default" (kubeadm v1.29.9): …`.
 * A reconcile's configuration changes are rows `configure  KubeletConfiguration  maxPods: 110 → 200 on …`.
 */
function planToText(plan) {
    const rows = planSteps(plan);
    const table = [['STEP', 'ROLE', 'TARGET'], ...rows];
    const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column].length)));
    const lines = table.map(([step, role, target]) => `${step.padEnd(widths[0])}  ${role.padEnd(widths[1])}  ${target}`.trimEnd());
    // Keeping master0 of an existing cluster is not a change; initialising it is.
    const changes = plan.action === 'create' ? rows.length : rows.length - 1;
    const summary = plan.action === 'reconcile' && changes === 0 ? 'nothing to change' : `${changes} change(s)`;
    const known = [plan.runtime, plan.version].filter(Boolean).join(' ');
    const runtime = known ? ` (${known})` : '';
    const upgrade = plan.upgrade ? `${upgradeText(plan.upgrade)}, ` : '';
    const warning = certificatesWarning(plan);
    return [
        `Plan for cluster "${plan.cluster}"${runtime}: ${plan.action}, ${upgrade}${summary}`,
        ...lines,
        ...(warning ? [warning] : []),
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/plan/index.js




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


/***/ }),

/***/ 10824:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lI: () => (/* binding */ desiredCluster),
  dI: () => (/* binding */ readDeclaredClusterfile),
  dG: () => (/* binding */ sourceClusterName)
});

// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var _build_clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/clusterfile/ssh-inputs.js
var ssh_inputs = __webpack_require__(33077);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/image/errors.js
var image_errors = __webpack_require__(37525);
// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/render/index.js + 12 modules
var render = __webpack_require__(51217);
// EXTERNAL MODULE: ./.build/run/config-files.js
var config_files = __webpack_require__(2226);
// EXTERNAL MODULE: ./.build/run/host-changes.js
var host_changes = __webpack_require__(8176);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/files/path-exists.js
var path_exists = __webpack_require__(8576);
;// CONCATENATED MODULE: ./.build/run/key-files.js




/**
 * `ssh.pk` of a declared Clusterfile (spec.ssh and each host's ssh) naming a file that does not exist: sealos
 * skips such a key and logs in with the password (pkg/ssh), so it is dropped here with a warning when a password
 * (or the key's text, pkData) is there to log in with; otherwise it is an error naming the file and the field,
 * before any host is contacted. A leading `~/` is this user's home folder. (Cluster hosts are not reached
 * through an ssh-agent, so an agent does not count.)
 */
async function dropMissingKeyFiles(clusterfile, file, logger) {
    const spec = clusterfile.cluster.spec;
    if (!spec)
        return clusterfile;
    const cluster = structuredClone(clusterfile.cluster);
    const shared = cluster.spec?.ssh;
    let changed = false;
    const check = async (ssh, field, fallback) => {
        if (!ssh?.pk || ssh.pkData)
            return;
        const path = ssh.pk.startsWith('~/') ? (0,external_node_path_.join)((0,external_node_os_.homedir)(), ssh.pk.slice(2)) : ssh.pk;
        if (await (0,path_exists/* pathExists */.s)(path))
            return;
        if (ssh.passwd || fallback?.passwd || fallback?.pkData) {
            logger.warn(`${field}: the key file ${ssh.pk} does not exist; skipped, the password is used (as sealos does)`, {
                file,
            });
            delete ssh.pk;
            changed = true;
            return;
        }
        throw new errors/* UsageError */.eb(`${file}: ${field}: the key file ${ssh.pk} does not exist, and there is no password to log in with instead`, { file });
    };
    await check(shared, 'spec.ssh.pk', undefined);
    const hosts = cluster.spec?.hosts ?? [];
    for (const [index, host] of hosts.entries())
        await check(host.ssh, `spec.hosts[${index}].ssh.pk`, shared);
    return changed ? { ...clusterfile, cluster } : clusterfile;
}

;// CONCATENATED MODULE: ./.build/run/desired.js









/**
 * Reads a Clusterfile given as input, rendered as the template sealos takes every Clusterfile for (with the
 * run's values, sets and env): its secrets are masked first, then its warnings and, when it is invalid, every
 * problem are logged as located annotations (file and line); see located().
 */
async function readDeclaredClusterfile(path, logger, template = {}, options = {}) {
    const loaded = await located((0,render/* readClusterfileTemplate */.Lz)(path, { osEnv: process.env, ...template }, options), `the Clusterfile ${path}`, logger);
    for (const secret of (0,_build_clusterfile/* clusterfileSecrets */.UN)(loaded.clusterfile))
        logger.addSecret(secret);
    (0,_build_clusterfile/* logClusterfileProblems */.bw)(logger, loaded.warnings, 'warn');
    return loaded.clusterfile;
}
/**
 * `work`'s result; when it fails with a ClusterfileError, each problem is logged as its own annotation on its
 * line and a one-line UsageError takes its place, so the failure is not annotated a second time (on the
 * first problem's line) by the action frame.
 */
async function located(work, what, logger) {
    try {
        return await work;
    }
    catch (error) {
        if (!(error instanceof _build_clusterfile/* ClusterfileError */.l1))
            throw error;
        (0,_build_clusterfile/* logClusterfileProblems */.bw)(logger, error.problems, 'error');
        throw new errors/* UsageError */.eb(`${what}: ${error.problems.length} problem(s), each reported above with its line`, {
            cause: error,
        });
    }
}
/** The name of the cluster a source is about: it chooses the saved state to load. */
function sourceClusterName(source, declared) {
    switch (source.kind) {
        case 'inputs':
            return source.inputs.clusterName || _build_clusterfile/* DEFAULT_CLUSTER_NAME */.pb;
        case 'add':
        case 'delete':
            return source.cluster;
        case 'clusterfile': {
            const name = (0,_build_clusterfile/* clusterName */.SL)(declared.cluster);
            if (source.cluster && source.cluster !== name)
                throw new errors/* UsageError */.eb(`cluster: "${source.cluster}" but the Clusterfile ${source.path} is cluster "${name}"`, {
                    file: source.path,
                });
            return name;
        }
    }
}
/**
 * The desired Clusterfile of a run:
 * - inputs: desiredClusterFromInputs over the saved cluster (`sealos run`);
 * - clusterfile: the file as read, with SSH inputs filling what its `spec.ssh` leaves empty (`sealos apply`);
 * - add / delete: the saved cluster with the hosts added or removed, SSH inputs filling what the redacted
 *   state leaves empty (`sealos add` / `sealos delete`); a saved cluster is required.
 * Then the Config documents of the config files are appended.
 */
async function desiredCluster(source, options) {
    const built = buildDesired(source, options);
    const desired = source.kind === 'clusterfile'
        ? { ...built, clusterfile: await dropMissingKeyFiles(built.clusterfile, source.path, options.logger) }
        : built;
    checkImageReferences(desired.clusterfile, source);
    const configs = await located((0,config_files/* readConfigFiles */.W)(options.configFiles), 'config-files', options.logger);
    return { ...desired, clusterfile: (0,config_files/* appendConfigs */.w)(desired.clusterfile, configs) };
}
/** Every image must parse before anything is planned: a dry run that lists a broken reference would mislead. */
function checkImageReferences(clusterfile, source) {
    (clusterfile.cluster.spec?.image ?? []).forEach((image, i) => {
        try {
            (0,reference/* parseReference */.F2)(image);
        }
        catch (error) {
            if (!(error instanceof image_errors/* InvalidReferenceError */.x_))
                throw error;
            const field = source.kind === 'clusterfile' ? `${source.path}: spec.image[${i}]` : 'images';
            throw new errors/* UsageError */.eb(`${field}: ${error.message}`, {
                ...(source.kind === 'clusterfile' ? { file: source.path } : {}),
                cause: error,
            });
        }
    });
}
function buildDesired(source, options) {
    const local = (clusterfile) => ({
        clusterfile,
        localHost: (0,_build_clusterfile/* findHost */.my)(clusterfile.cluster, options.localAddress)?.address,
    });
    switch (source.kind) {
        case 'inputs':
            if (source.singleOnlyWhenAsked && !options.current)
                refuseUnaskedSingle(source.inputs);
            return (0,_build_clusterfile/* desiredClusterFromInputs */.u6)(source.inputs, {
                ...(options.current ? { current: options.current } : {}),
                localAddress: options.localAddress,
            });
        case 'clusterfile':
            return local((0,ssh_inputs/* fillSsh */.w8)(options.declared, source.ssh));
        case 'add':
        case 'delete': {
            const current = options.current;
            if (!current)
                throw new errors/* UsageError */.eb(`no saved cluster "${source.cluster}" in ${options.stateLocation}: create it first (run or apply)`, { phase: 'state' });
            const change = source.kind === 'add' ? host_changes/* addHosts */.v : host_changes/* withoutHosts */.a;
            const cluster = change(current.cluster, source);
            return local((0,ssh_inputs/* fillSsh */.w8)({ ...current, cluster }, source.ssh));
        }
    }
}
/**
 * On a self-hosted runner, empty `masters` and `nodes` are more often variables that were not set than a wish
 * to turn the runner itself into a cluster: that takes `single: true`. Checked before any lock, pull or file.
 */
function refuseUnaskedSingle(inputs) {
    if (inputs.single || inputs.masters || inputs.nodes)
        return;
    throw new errors/* UsageError */.eb(`no hosts: the masters and nodes inputs are empty and cluster "${inputs.clusterName || _build_clusterfile/* DEFAULT_CLUSTER_NAME */.pb}" has no saved state. On a self-hosted runner that would install Kubernetes on the runner itself; set single: true for that, or give the hosts in masters (and nodes)`);
}


/***/ }),

/***/ 8176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ withoutHosts),
/* harmony export */   v: () => (/* binding */ addHosts)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _plan_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81631);



/**
 * `sealos add`: the cluster with new masters and nodes, each list in a new host entry after the existing ones
 * (master0 stays first). A host already in the cluster is refused, whatever its role.
 */
function addHosts(cluster, lists) {
    const wanted = wantedHosts(cluster, lists);
    for (const [field, list] of Object.entries(wanted))
        for (const address of list) {
            const existing = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .findHost */ .my)(cluster, address);
            if (existing)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${address} is already a host of cluster "${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterName */ .SL)(cluster)}" (${existing.roles.join(', ')})`);
        }
    (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .refuseHostsInBothLists */ .lS)(wanted.masters, wanted.nodes);
    const added = [
        ...(wanted.masters.length > 0 ? [{ ips: wanted.masters, roles: ['master'] }] : []),
        ...(wanted.nodes.length > 0 ? [{ ips: wanted.nodes, roles: ['node'] }] : []),
    ];
    return withHosts(cluster, [...(cluster.spec?.hosts ?? []), ...added]);
}
/**
 * `sealos delete`: the cluster without the given hosts, matched by IP; each must have the role it is listed
 * under. Entries left without an IP are dropped. master0 is refused, as the plan refuses it.
 */
function withoutHosts(cluster, lists) {
    const port = cluster.spec?.ssh?.port ?? _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SSH_PORT */ .lZ;
    const wanted = wantedHosts(cluster, lists);
    const removed = new Set();
    for (const [field, list] of Object.entries(wanted)) {
        const role = field === 'masters' ? 'master' : 'node';
        for (const address of list) {
            const host = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .findHost */ .my)(cluster, address);
            const hasRole = host?.roles.includes(role) && (role === 'master' || !host.roles.includes('master'));
            if (!host || !hasRole)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${address} is not a ${role} of cluster "${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterName */ .SL)(cluster)}"`);
            removed.add(host.ip);
        }
    }
    // Said here, before the cluster is left without a master and the plan can no longer name master0.
    const first = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(cluster)[0];
    if (first && removed.has((0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostIp */ .MQ)(first) ?? first))
        throw (0,_plan_index_js__WEBPACK_IMPORTED_MODULE_2__/* .masterZeroRemoval */ .Xg)((0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterName */ .SL)(cluster), first);
    const hosts = (cluster.spec?.hosts ?? []).flatMap((entry) => {
        const entryPort = entry.ssh?.port ?? port;
        const ips = (entry.ips ?? []).filter((text) => !removed.has((0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHostAddress */ .un)(text, entryPort)?.ip ?? text));
        return ips.length > 0 ? [{ ...entry, ips }] : [];
    });
    return withHosts(cluster, hosts);
}
/** The lists as `ip:port` addresses (the cluster's SSH port by default); at least one host is required. */
function wantedHosts(cluster, lists) {
    const port = cluster.spec?.ssh?.port ?? _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SSH_PORT */ .lZ;
    const wanted = {
        masters: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostAddressList */ .ho)(lists.masters, 'masters', port),
        nodes: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .hostAddressList */ .ho)(lists.nodes, 'nodes', port),
    };
    if (wanted.masters.length === 0 && wanted.nodes.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('give the hosts: masters or nodes');
    return wanted;
}
function withHosts(cluster, hosts) {
    const copy = structuredClone(cluster);
    copy.spec = { ...copy.spec, hosts };
    return copy;
}


/***/ }),

/***/ 77614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ openStateStore)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/clusterfile/paths.js
var paths = __webpack_require__(12889);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 341 modules
var artifact = __webpack_require__(7291);
// EXTERNAL MODULE: ./.build/state/errors.js
var state_errors = __webpack_require__(15238);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./.build/state/github-artifacts.js



const PER_PAGE = 100;
const restArtifactSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig(),
    name: schemas/* string */.YjP(),
    expired: schemas/* boolean */.zMY(),
    created_at: schemas/* string */.YjP().nullable().optional(),
    expires_at: schemas/* string */.YjP().nullable().optional(),
    workflow_run: schemas/* object */.Ikc({
        id: schemas/* number */.aig().optional(),
        repository_id: schemas/* number */.aig().optional(),
        head_repository_id: schemas/* number */.aig().optional(),
    })
        .nullable()
        .optional(),
});
const artifactListSchema = schemas/* object */.Ikc({ total_count: schemas/* number */.aig(), artifacts: schemas/* array */.YOg(restArtifactSchema) });
const errorBodySchema = schemas/* object */.Ikc({ message: schemas/* string */.YjP() });
function parseRepository(value) {
    const [owner, repo, ...rest] = (value ?? '').split('/');
    if (!owner || !repo || rest.length > 0) {
        throw new errors/* UsageError */.eb(`repository "${value ?? ''}" is not of the form owner/name (GITHUB_REPOSITORY)`, {
            phase: 'state',
        });
    }
    return { owner, repo };
}
/** Every artifact of the repository with exactly this name, all pages. */
async function listArtifactsNamed(api, name) {
    const found = [];
    let seen = 0;
    for (let page = 1;; page++) {
        const url = new URL(`${api.apiUrl.replace(/\/+$/, '')}/repos/${api.repository.owner}/${api.repository.repo}/actions/artifacts`);
        url.search = new URLSearchParams({ name, per_page: String(PER_PAGE), page: String(page) }).toString();
        const parsed = artifactListSchema.safeParse(await getJson(api, url));
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new state_errors/* StateError */.qq(`unexpected answer from ${url.origin} listing artifacts: field ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`, { phase: 'state' });
        }
        const body = parsed.data;
        for (const artifact of body.artifacts)
            if (artifact.name === name)
                found.push(toArtifact(artifact));
        // Count what came back rather than trusting per_page: the server may send smaller pages.
        seen += body.artifacts.length;
        if (body.artifacts.length === 0 || seen >= body.total_count)
            return found;
    }
}
/**
 * The newest artifact a run may restore: not expired, and uploaded by this repository's own runs. A fork's
 * pull request can upload an artifact with the same name; taking it would let the fork choose our state.
 */
function chooseNewest(artifacts, now) {
    let ignoredFromForks = 0;
    let ignoredExpired = 0;
    let newest;
    for (const artifact of artifacts) {
        if (artifact.expired || (artifact.expiresAt !== undefined && artifact.expiresAt <= now)) {
            ignoredExpired++;
        }
        else if (!artifact.sameRepository || !isRestorable(artifact)) {
            ignoredFromForks++;
        }
        else if (newest === undefined || isNewer(artifact, newest)) {
            newest = artifact;
        }
    }
    return { newest, ignoredFromForks, ignoredExpired };
}
function isRestorable(artifact) {
    return artifact.runId !== undefined;
}
function isNewer(a, b) {
    const at = a.createdAt?.getTime() ?? 0;
    const bt = b.createdAt?.getTime() ?? 0;
    return at !== bt ? at > bt : a.id > b.id;
}
function toArtifact(artifact) {
    const run = artifact.workflow_run ?? undefined;
    return {
        id: artifact.id,
        name: artifact.name,
        ...(run?.id === undefined ? {} : { runId: run.id }),
        ...(artifact.created_at ? { createdAt: new Date(artifact.created_at) } : {}),
        ...(artifact.expires_at ? { expiresAt: new Date(artifact.expires_at) } : {}),
        expired: artifact.expired,
        sameRepository: run?.repository_id !== undefined && run.head_repository_id === run.repository_id,
    };
}
async function getJson(api, url) {
    const repository = `${api.repository.owner}/${api.repository.repo}`;
    let response;
    try {
        response = await fetch(url, {
            headers: {
                accept: 'application/vnd.github+json',
                authorization: `Bearer ${api.token}`,
                'x-github-api-version': '2022-11-28',
                'user-agent': 'sealos-action',
            },
        });
    }
    catch (error) {
        throw new state_errors/* StateError */.qq(`cannot reach the GitHub API at ${url.origin} to find the state of earlier runs: ${error.message}`, {
            phase: 'state',
            cause: error,
        });
    }
    const text = await response.text();
    if (response.ok)
        return safeJson(text);
    const parsed = errorBodySchema.safeParse(safeJson(text));
    const detail = parsed.success ? parsed.data.message : response.statusText;
    if (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0') {
        throw new state_errors/* StateError */.qq(`GitHub API rate limit reached while listing the artifacts of ${repository}: ${detail}`, { phase: 'state' });
    }
    if (response.status === 403 || response.status === 404) {
        throw new state_errors/* StatePermissionError */.HH(`the job token may not list the artifacts of ${repository} (HTTP ${response.status}: ${detail}); add \`permissions: actions: read\` to the job (or the workflow) so this run can find the state earlier runs kept`, { phase: 'state' });
    }
    if (response.status === 401) {
        throw new state_errors/* StatePermissionError */.HH(`the GitHub token was refused (HTTP 401: ${detail}); pass the job token, e.g. \`github-token: \${{ github.token }}\``, { phase: 'state' });
    }
    throw new state_errors/* StateError */.qq(`listing the artifacts of ${repository} failed: HTTP ${response.status}: ${detail}`, {
        phase: 'state',
    });
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./.build/state/secret-guard.js
var secret_guard = __webpack_require__(24546);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(64377);
// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
;// CONCATENATED MODULE: ./.build/state/state-folder.js







/**
 * One folder holds one cluster's state, in the layout real sealos uses for `~/.sealos/<cluster>`:
 * `Clusterfile` at the top, the other files at their relative paths, plus our manifest. The manifest lists
 * the files we own, so a load never picks up what sealos keeps there (its pki, its own files), and a save
 * removes only files an earlier save of ours wrote.
 */
const MANIFEST = 'sealos-action-state.json';
/** Saved state is owner-only (it may hold SSH secrets) and on disk before its rename: a crash leaves it whole. */
const SAVED = { mode: 0o600, durable: true };
const manifestSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(1),
    savedAt: iso/* datetime */.w$({ offset: true }),
    runId: schemas/* string */.YjP().optional(),
    reset: schemas/* boolean */.zMY(),
    files: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/** A relative POSIX path inside the folder, with no way out of it; returns it unchanged or throws. */
function checkStatePath(path) {
    const clean = path.length > 0 &&
        !path.includes('\\') &&
        !path.includes('\0') &&
        !external_node_path_.posix.isAbsolute(path) &&
        external_node_path_.posix.normalize(path) === path &&
        !path.split('/').some((part) => part === '..' || part === '.' || part === '') &&
        path !== secret_guard/* CLUSTERFILE */.D &&
        path !== MANIFEST;
    if (!clean) {
        throw new state_errors/* StateError */.qq(`state file path "${path}" is not allowed: use a relative path inside the state folder, without "..", and not ${secret_guard/* CLUSTERFILE */.D} or ${MANIFEST}`, { phase: 'state', file: path });
    }
    return path;
}
/**
 * Writes `state` into `dir`: the files first, the manifest last, each atomically. Returns the paths written,
 * relative to `dir` (what an artifact upload needs).
 */
async function writeStateFolder(dir, state) {
    const previous = await readManifest(dir).catch(() => undefined);
    if (!state.reset)
        for (const path of Object.keys(state.files))
            checkStatePath(path);
    const files = state.reset
        ? {}
        : { ...state.files, [secret_guard/* CLUSTERFILE */.D]: state.clusterfile };
    for (const [path, text] of Object.entries(files))
        await (0,write_stream/* writeFileAtomically */.lo)((0,external_node_path_.join)(dir, path), text, SAVED);
    const manifest = {
        version: 1,
        savedAt: state.savedAt.toISOString(),
        ...(state.runId === undefined ? {} : { runId: state.runId }),
        reset: state.reset,
        files: state.reset ? [] : Object.keys(state.files).sort(),
    };
    await (0,write_stream/* writeFileAtomically */.lo)((0,external_node_path_.join)(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, SAVED);
    const owned = previous?.reset === false ? previous.files : [];
    const stale = owned.filter((path) => !(path in files)).map((path) => checkOwnPath(path, dir));
    // A reset cluster has no Clusterfile any more, whoever wrote it (real sealos removes the whole folder).
    if (state.reset)
        stale.push(secret_guard/* CLUSTERFILE */.D);
    for (const path of stale)
        await (0,promises_.rm)((0,external_node_path_.join)(dir, path), { force: true });
    return [...Object.keys(files), MANIFEST];
}
/**
 * Reads the state kept in `dir`. No manifest but a Clusterfile means the folder was written by real sealos:
 * that Clusterfile is the state, with no other files. Neither means there is no state.
 */
async function readStateFolder(dir) {
    const manifest = await readManifest(dir);
    if (manifest === undefined) {
        const clusterfile = await readOptional((0,external_node_path_.join)(dir, secret_guard/* CLUSTERFILE */.D));
        if (clusterfile === undefined)
            return undefined;
        const { mtime } = await (0,promises_.stat)((0,external_node_path_.join)(dir, secret_guard/* CLUSTERFILE */.D));
        return { reset: false, clusterfile, files: {}, savedAt: mtime };
    }
    const stamp = {
        savedAt: new Date(manifest.savedAt),
        ...(manifest.runId === undefined ? {} : { runId: manifest.runId }),
    };
    if (manifest.reset)
        return { reset: true, ...stamp };
    const files = {};
    for (const path of manifest.files)
        files[checkOwnPath(path, dir)] = await readListed(dir, path);
    return { reset: false, clusterfile: await readListed(dir, secret_guard/* CLUSTERFILE */.D), files, ...stamp };
}
async function readManifest(dir) {
    const path = (0,external_node_path_.join)(dir, MANIFEST);
    const text = await readOptional(path);
    if (text === undefined)
        return undefined;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new state_errors/* StateError */.qq(`${path} is not valid JSON: ${error.message}`, {
            phase: 'state',
            file: path,
            cause: error,
        });
    }
    const parsed = manifestSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || '(top level)';
        throw new state_errors/* StateError */.qq(`${path}: field ${field}: ${issue?.message ?? 'invalid'}`, {
            phase: 'state',
            file: path,
        });
    }
    return parsed.data;
}
// A manifest path is checked again on the way in: an artifact is data from outside this run.
function checkOwnPath(path, dir) {
    try {
        return checkStatePath(path);
    }
    catch (error) {
        throw new state_errors/* StateError */.qq(`${(0,external_node_path_.join)(dir, MANIFEST)} lists a file outside the state folder: "${path}"`, {
            phase: 'state',
            file: (0,external_node_path_.join)(dir, MANIFEST),
            cause: error,
        });
    }
}
async function readListed(dir, path) {
    const text = await readOptional((0,external_node_path_.join)(dir, path));
    if (text === undefined) {
        throw new state_errors/* StateError */.qq(`${(0,external_node_path_.join)(dir, path)} is missing, but ${MANIFEST} lists it: the state is incomplete`, {
            phase: 'state',
            file: (0,external_node_path_.join)(dir, path),
        });
    }
    return text;
}
async function readOptional(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new state_errors/* StateError */.qq(`cannot read ${path}: ${(0,errors/* causeText */.xv)(error)}`, {
            phase: 'state',
            file: path,
            cause: error,
        });
    }
}

;// CONCATENATED MODULE: ./.build/state/artifact-store.js







/**
 * State as a workflow artifact: what GitHub-hosted runners need, since nothing else survives a run.
 *
 * `@actions/artifact` reads its service address and credentials from the environment the runner gives a
 * node action (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL`, and `GITHUB_API_URL` when it is first loaded);
 * everything of ours comes in through `options`.
 *
 * An artifact name can be uploaded once per workflow run, and a run may save more than once (after the
 * apply, then again in the post step; or in a re-run attempt). A save therefore first deletes the artifact
 * this run already uploaded under the name, then uploads: the newest save wins, and a load by a later run
 * (or a later job of the same run) finds exactly one artifact per run.
 */
class ArtifactStateStore {
    options;
    kind = 'artifact';
    location;
    client = new artifact/* DefaultArtifactClient */.t9();
    now;
    constructor(options) {
        this.options = options;
        const { owner, repo } = options.api.repository;
        this.location = `artifact "${options.name}" of ${owner}/${repo}`;
        this.now = options.now ?? (() => new Date());
    }
    async load() {
        const { logger, name } = this.options;
        const choice = chooseNewest(await listArtifactsNamed(this.options.api, name), this.now());
        const artifact = choice.newest;
        if (artifact === undefined) {
            logger.info(`No earlier state: no usable ${this.location}${describeIgnored(choice)}`);
            return undefined;
        }
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tempDir, 'sealos-state-'));
        try {
            await this.download(artifact, dir);
            const state = await readStateFolder(dir);
            if (state === undefined) {
                throw new state_errors/* StateError */.qq(`${this.location} (id ${artifact.id}, run ${artifact.runId}) holds no Clusterfile: it is not a state this action saved`, {
                    phase: 'state',
                });
            }
            logger.info(state.reset
                ? `State from run ${artifact.runId} says the cluster was reset`
                : `State loaded from ${this.location} (id ${artifact.id}, run ${artifact.runId}, saved ${state.savedAt.toISOString()})${describeIgnored(choice)}`);
            return state;
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    async save(content, secrets) {
        (0,secret_guard/* assertNoSecrets */.v)(content, secrets);
        await this.upload({ ...content, reset: false, ...this.stamp() });
    }
    async markReset() {
        await this.upload({ reset: true, ...this.stamp() });
    }
    async download(artifact, dir) {
        const { api } = this.options;
        try {
            await this.client.downloadArtifact(artifact.id, {
                path: dir,
                findBy: {
                    token: api.token,
                    repositoryOwner: api.repository.owner,
                    repositoryName: api.repository.repo,
                    workflowRunId: artifact.runId,
                },
            });
        }
        catch (error) {
            throw new state_errors/* StateError */.qq(`downloading ${this.location} (id ${artifact.id}, run ${artifact.runId}) failed: ${error.message}`, {
                phase: 'state',
                cause: error,
            });
        }
    }
    async upload(state) {
        const { logger, name, retentionDays } = this.options;
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tempDir, 'sealos-state-'));
        try {
            const paths = await writeStateFolder(dir, state);
            try {
                await this.deleteThisRunsUpload();
                const uploaded = await this.client.uploadArtifact(name, paths.map((path) => (0,external_node_path_.join)(dir, path)), dir, retentionDays === undefined ? {} : { retentionDays });
                logger.info(`State ${state.reset ? 'marked reset' : 'saved'} as ${this.location} (id ${uploaded.id ?? '?'})`);
            }
            catch (error) {
                throw new state_errors/* StateError */.qq(`uploading ${this.location} failed: ${error.message}`, {
                    phase: 'state',
                    cause: error,
                });
            }
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    /** The one-upload-per-name-per-run rule: a second save in this run replaces the first. */
    async deleteThisRunsUpload() {
        const { artifacts } = await this.client.listArtifacts();
        if (!artifacts.some((artifact) => artifact.name === this.options.name))
            return;
        this.options.logger.info(`Replacing the ${this.location} this run saved earlier`);
        await this.client.deleteArtifact(this.options.name);
    }
    stamp() {
        return {
            savedAt: this.now(),
            ...(this.options.runId === undefined ? {} : { runId: this.options.runId }),
        };
    }
}
function describeIgnored(choice) {
    const parts = [
        choice.ignoredFromForks > 0 && `${choice.ignoredFromForks} from forks or unknown runs`,
        choice.ignoredExpired > 0 && `${choice.ignoredExpired} expired`,
    ].filter(Boolean);
    return parts.length > 0 ? ` (ignored ${parts.join(', ')})` : '';
}

;// CONCATENATED MODULE: ./.build/state/local-store.js




/** State in `<dir>/<cluster>/`: for self-hosted runners and the CLI. */
class LocalStateStore {
    kind = 'local';
    location;
    logger;
    runId;
    now;
    constructor(options) {
        this.location = (0,external_node_path_.join)(options.dir, (0,clusterfile/* checkClusterName */.YN)(options.cluster));
        this.logger = options.logger;
        this.runId = options.runId;
        this.now = options.now ?? (() => new Date());
    }
    async load() {
        const state = await readStateFolder(this.location);
        if (state === undefined)
            this.logger.info(`No saved state in ${this.location}`);
        else if (state.reset)
            this.logger.info(`State in ${this.location} says the cluster was reset`);
        else
            this.logger.info(`State loaded from ${this.location} (saved ${state.savedAt.toISOString()})`);
        return state;
    }
    async save(content, secrets) {
        (0,secret_guard/* assertNoSecrets */.v)(content, secrets);
        await writeStateFolder(this.location, { ...content, reset: false, ...this.stamp() });
        this.logger.info(`State saved to ${this.location}`);
    }
    async markReset() {
        await writeStateFolder(this.location, { reset: true, ...this.stamp() });
        this.logger.info(`State in ${this.location} marked reset`);
    }
    stamp() {
        return { savedAt: this.now(), ...(this.runId === undefined ? {} : { runId: this.runId }) };
    }
}

;// CONCATENATED MODULE: ./.build/state/naming.js

// Characters GitHub refuses in an artifact name.
const ARTIFACT_FORBIDDEN = /["':<>|*?\r\n\\/]/;
const ARTIFACT_UNSAFE = /[^A-Za-z0-9._-]+/g;
/**
 * The artifact a cluster's state is kept in: `sealos-<cluster>`, or the `state-name` input when given (for
 * example `sealos-<cluster>-pr-<number>`, one per pull request). An explicit name is used as written, so it
 * must be a valid artifact name; a derived one is made valid.
 */
function stateArtifactName(cluster, stateName) {
    if (stateName !== undefined && stateName !== '') {
        if (ARTIFACT_FORBIDDEN.test(stateName) || stateName.trim() !== stateName) {
            throw new errors/* UsageError */.eb(`state-name "${stateName}" is not a valid artifact name: it must not contain spaces at either end or any of " ' : < > | * ? \\ / or a line break`, { phase: 'state' });
        }
        return stateName;
    }
    return `sealos-${cluster.replace(ARTIFACT_UNSAFE, '-')}`;
}

;// CONCATENATED MODULE: ./.build/state/none-store.js
/** Keeps nothing: every run is a create. For throwaway clusters, and when the user asks for it. */
class NoStateStore {
    logger;
    kind = 'none';
    location = 'nowhere (state: none)';
    constructor(logger) {
        this.logger = logger;
    }
    async load() {
        this.logger.info('State is not kept (state: none): nothing saved to load');
        return undefined;
    }
    async save(_content, _secrets) {
        this.logger.info('State is not kept (state: none): a later run will not know this cluster');
    }
    async markReset() {
        this.logger.info('State is not kept (state: none): nothing to mark reset');
    }
}

;// CONCATENATED MODULE: ./.build/state/create-store.js









const CHOICES = (/* unused pure expression or super */ null && (['auto', 'artifact', 'local', 'none']));
function parseStateChoice(value) {
    const choice = CHOICES.find((candidate) => candidate === value.trim());
    if (choice === undefined) {
        throw new UsageError(`state "${value}" is not one of ${CHOICES.join(', ')}`, { phase: 'state' });
    }
    return choice;
}
/**
 * `auto` means an artifact where the step can reach the artifact service (a GitHub Actions node step with a
 * runtime token and a results URL), a folder elsewhere: the CLI, or a runner without the service (GitHub
 * Enterprise Server before artifacts v4, `act`), which has the token but no `ACTIONS_RESULTS_URL`.
 */
function resolveStateKind(choice, env) {
    if (choice !== 'auto')
        return choice;
    return env.GITHUB_ACTIONS === 'true' && env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL
        ? 'artifact'
        : 'local';
}
function createStateStore(options) {
    const env = options.env ?? process.env;
    const cluster = (0,clusterfile/* checkClusterName */.YN)(options.cluster);
    const kind = resolveStateKind(options.state, env);
    if (options.state === 'auto' && kind === 'local' && env.GITHUB_ACTIONS === 'true')
        options.logger.info('state: auto keeps the state in a local folder: this runner offers no artifact service (ACTIONS_RESULTS_URL is not set); a runner that does not keep its disk loses it after the job');
    switch (kind) {
        case 'none':
            return new NoStateStore(options.logger);
        case 'local':
            return new LocalStateStore({
                dir: options.stateDir || (0,paths/* defaultStateDir */.yD)(),
                cluster,
                logger: options.logger,
                ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
            });
        case 'artifact': {
            if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
                throw new errors/* UsageError */.eb('state: artifact works only in a GitHub Actions node action step (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set); use state: local on other machines', { phase: 'state' });
            }
            const token = options.token || env.GITHUB_TOKEN;
            if (!token) {
                throw new errors/* UsageError */.eb(
                // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression the user types, not ours
                'state: artifact needs the job token to find earlier runs: pass `github-token: ${{ github.token }}`', {
                    phase: 'state',
                });
            }
            return new ArtifactStateStore({
                name: stateArtifactName(cluster, options.stateName),
                api: {
                    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
                    token,
                    repository: parseRepository(env.GITHUB_REPOSITORY),
                },
                ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
                ...(options.retentionDays === undefined ? {} : { retentionDays: options.retentionDays }),
                tempDir: env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
                logger: options.logger,
            });
        }
    }
}

;// CONCATENATED MODULE: ./.build/run/state-store.js

/** The state store of a run or a reset, from the `state`, `state-dir`, `state-name` and token settings. */
function openStateStore(settings, cluster, logger, env) {
    return createStateStore({
        state: settings.choice,
        cluster,
        logger,
        ...(settings.dir ? { stateDir: settings.dir } : {}),
        ...(settings.name ? { stateName: settings.name } : {}),
        ...(settings.token ? { token: settings.token } : {}),
        ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
        ...(env ? { env } : {}),
    });
}


/***/ }),

/***/ 15238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ SecretInStateError),
/* harmony export */   HH: () => (/* binding */ StatePermissionError),
/* harmony export */   qq: () => (/* binding */ StateError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** A state store could not load or save. Phase `state`; `file` names the state file when one is at fault. */
class StateError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** A file about to be saved contains a secret of this run: the last line of defence behind redaction. */
class SecretInStateError extends StateError {
}
/** The job token may not read the repository's artifacts: the workflow must grant `permissions: actions: read`. */
class StatePermissionError extends StateError {
}


/***/ }),

/***/ 24546:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ CLUSTERFILE),
/* harmony export */   v: () => (/* binding */ assertNoSecrets)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15238);

/** The name the Clusterfile has inside a state folder and in messages. */
const CLUSTERFILE = 'Clusterfile';
// Shorter values would match ordinary words (same floor as the log masking in src/log/secrets.ts).
const MIN_SECRET_LENGTH = 4;
// A line of a PEM key or of base64 certificate data; URLs and YAML keys contain other characters.
const ENCODED_RUN = /[A-Za-z0-9+/=_-]{20,}/g;
/**
 * Throws when any file of `content` contains one of `secrets`. A multi-line secret (a private key, a
 * kubeconfig) is also searched for by its long base64-like runs, because re-indenting it in YAML keeps those
 * but breaks the whole value. The message names the file, never the secret.
 */
function assertNoSecrets(content, secrets) {
    const needles = secretNeedles(secrets);
    if (needles.length === 0)
        return;
    const files = [[CLUSTERFILE, content.clusterfile], ...Object.entries(content.files)];
    for (const [path, text] of files) {
        if (needles.some((needle) => text.includes(needle))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretInStateError */ .Du(`refusing to save state: ${path} contains a secret of this run (a password, key, token or kubeconfig); it must be redacted before it is kept`, { phase: 'state', file: path });
        }
    }
}
function secretNeedles(secrets) {
    const needles = new Set();
    for (const secret of secrets) {
        const value = secret.trim();
        if (value.length < MIN_SECRET_LENGTH)
            continue;
        needles.add(value);
        if (value.includes('\n'))
            for (const run of value.match(ENCODED_RUN) ?? [])
                needles.add(run);
    }
    return [...needles];
}


/***/ })

};
