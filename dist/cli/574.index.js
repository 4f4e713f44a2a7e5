export const id = 574;
export const ids = [574];
export const modules = {

/***/ 9759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerPlan: () => (/* binding */ registerPlan)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _files_path_exists_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8576);
/* harmony import */ var _plan_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81631);
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51217);
/* harmony import */ var _runtime_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91109);
/* harmony import */ var _clusterfile_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68386);
/* harmony import */ var _template_flags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20927);







const registerPlan = (program, context) => {
    (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .addTemplateFlags */ .v)(program.command('plan'))
        .description('Show what applying a Clusterfile would do: create or reconcile, hosts to join and remove, images to install')
        .requiredOption('-f, --file <path>', 'the desired Clusterfile')
        .option('--state-dir <dir>', 'where saved clusters live (<dir>/<cluster>/Clusterfile)', (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultStateDir */ .yD)())
        .option('--json', 'print the plan as one JSON object')
        .action(async (options) => {
        const loaded = await (0,_clusterfile_report_js__WEBPACK_IMPORTED_MODULE_5__/* .loadOrReport */ .E)((0,_render_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readClusterfileTemplate */ .Lz)(options.file, (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .templateInputsOf */ .B)(options), { localHost: _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerAddress */ .Z0 }), options.file, context.logger);
        const desired = loaded.clusterfile.cluster;
        const currentPath = (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterfilePath */ .aM)(options.stateDir, (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterName */ .SL)(desired));
        const current = (await (0,_files_path_exists_js__WEBPACK_IMPORTED_MODULE_1__/* .pathExists */ .s)(currentPath))
            ? (await (0,_clusterfile_report_js__WEBPACK_IMPORTED_MODULE_5__/* .loadOrReport */ .E)((0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__.readClusterfile)(currentPath), currentPath, context.logger)).clusterfile.cluster
            : undefined;
        context.logger.debug(current ? `current state: ${currentPath}` : `no saved cluster at ${currentPath}`);
        const plan = (0,_plan_index_js__WEBPACK_IMPORTED_MODULE_2__/* .planCluster */ .Ci)(desired, current);
        if (loaded.localHost)
            plan.local = loaded.localHost;
        // Without pulling images, the runtime is known only for a cluster that exists.
        const runtime = plan.action === 'reconcile' ? (0,_runtime_index_js__WEBPACK_IMPORTED_MODULE_4__/* .savedDistribution */ .mj)(current) : undefined;
        if (runtime)
            plan.runtime = runtime;
        if (options.json)
            context.stdout(`${(0,_plan_index_js__WEBPACK_IMPORTED_MODULE_2__/* .planToJson */ .$p)(plan)}\n`);
        else
            context.stdout(`${[(0,_plan_index_js__WEBPACK_IMPORTED_MODULE_2__/* .planToText */ .GO)(plan), ...unreadConfiguration(plan, options.file)].join('\n')}\n`);
    });
};
/**
 * A reconcile's configuration changes (kubeadm's or k3s's documents) are found by reading master0, which this
 * command never reaches: say so, and where they are shown, rather than let "nothing to change" imply them.
 */
function unreadConfiguration(plan, file) {
    if (plan.action !== 'reconcile')
        return [];
    return [
        `(the running configuration is not compared here, no host is reached: \`apply --dry-run -f ${file}\` reads it on master0 and lists its changes)`,
    ];
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

/***/ 89727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   R0: () => (/* binding */ isUnreachable),
/* harmony export */   T$: () => (/* binding */ ConnectError),
/* harmony export */   YU: () => (/* binding */ SudoError),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   oZ: () => (/* binding */ HostKeyError),
/* harmony export */   uv: () => (/* binding */ HANDSHAKE_TIMEOUT)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12092);


const STDERR_TAIL_LINES = 5;
const DEBUG_OUTPUT_CHARS = 64 * 1024;
/**
 * A command ran on a host and exited non-zero, was killed, or lost its connection. The one error type for
 * every command of the engine: the short form names the command and its status, the report adds the last
 * lines of stderr (where kubeadm and scripts say why), debug adds the whole output.
 */
class CommandError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    host;
    command;
    exitCode;
    stderr;
    stdout;
    constructor(failure) {
        const status = failure.exitCode !== null
            ? `exited ${failure.exitCode}`
            : failure.signal
                ? `was killed by ${failure.signal}`
                : 'ended without an exit status (connection lost?)';
        const why = stderrReason(tailLines(failure.stderr, STDERR_TAIL_LINES));
        super(`\`${(0,_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(failure.command)}\` ${status}${why ? `: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .shorten */ .ml)(why.trim(), 200)}` : ''}`, {
            host: failure.host,
            phase: failure.phase,
            temporary: failure.exitCode === null && !failure.signal,
        });
        this.host = failure.host;
        this.command = failure.command;
        this.exitCode = failure.exitCode;
        this.stderr = failure.stderr;
        this.stdout = failure.stdout ?? '';
    }
    /** The same failure, located at a phase. */
    inPhase(phase) {
        return new CommandError({ ...this, signal: undefined, phase });
    }
    /** The end of stderr, when there is more of it than the line the message quotes. */
    detailLines() {
        const lines = tailLines(this.stderr, STDERR_TAIL_LINES);
        return lines.length > 1 ? lines : [];
    }
    debugLines() {
        return [
            `command: ${this.command}`,
            ...labelled('stdout', this.stdout.slice(-DEBUG_OUTPUT_CHARS)),
            ...labelled('stderr', this.stderr.slice(-DEBUG_OUTPUT_CHARS)),
        ];
    }
}
/** The line of a stderr tail that says why: the last one that reads like an error, else the last one. */
function stderrReason(lines) {
    const errorLike = /\b(error|failed|denied|refused|cannot|unable to|not found|no such|invalid)\b/i;
    return lines.findLast((line) => errorLike.test(line)) ?? lines.at(-1);
}
function tailLines(text, count) {
    return text
        .split('\n')
        .map((line) => line.replace(/\r$/, '').trimEnd())
        .filter((line) => line.trim() !== '')
        .slice(-count);
}
function labelled(label, text) {
    const lines = text.trimEnd().split('\n');
    return text.trim() ? [`${label}:`, ...lines.map((line) => `  ${line}`)] : [`${label}: (empty)`];
}
/** The code of the error an SSH handshake that did not finish in time fails with. */
const HANDSHAKE_TIMEOUT = 'SSH_HANDSHAKE_TIMEOUT';
/** The host could not be reached or the SSH handshake did not complete (after retries for transient causes). */
class ConnectError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    constructor(message, context = {}) {
        super(message, { temporary: true, ...context });
    }
}
/**
 * The causes that mean a host does not answer SSH at all: nothing listens, no route, no answer or no handshake
 * in time. A refused login, a wrong host key or a failing command are answers, and never count.
 */
const UNANSWERED_CODES = new Set([
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    HANDSHAKE_TIMEOUT,
]);
/** Whether `error` is a connection that never reached the host's sshd (see UNANSWERED_CODES). */
function isUnreachable(error) {
    if (!(error instanceof ConnectError))
        return false;
    const code = error.cause?.code;
    return typeof code === 'string' && UNANSWERED_CODES.has(code);
}
/** The host refused our credentials, or a private key cannot be read: retrying cannot help. */
class AuthError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** The host's key is unknown (strict) or differs from the recorded one: possibly not the host we meant. */
class HostKeyError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    host;
    fingerprint;
    constructor(message, host, 
    /** The key the host presented, `SHA256:...`. */
    fingerprint) {
        super(message, { host });
        this.host = host;
        this.fingerprint = fingerprint;
    }
}
/** sudo refused to run our command as root. */
class SudoError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}


/***/ }),

/***/ 19574:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vp: () => (/* binding */ onEachHost),
/* harmony export */   vL: () => (/* binding */ settleEachHost),
/* harmony export */   xM: () => (/* binding */ failuresIn)
/* harmony export */ });
/* harmony import */ var _concurrency_semaphore_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28160);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);


/** Runs `work` for every host, at most `concurrency` at a time; every host's outcome, in the hosts' order. */
async function settleEachHost(hosts, work, options = {}) {
    const slots = new _concurrency_semaphore_js__WEBPACK_IMPORTED_MODULE_1__/* .Semaphore */ .j(options.concurrency ?? 16);
    return Promise.all(hosts.map((host, index) => slots.use(async () => {
        try {
            return { host, ok: true, value: await work(host, index) };
        }
        catch (error) {
            return { host, ok: false, error };
        }
    })));
}
/**
 * Like settleEachHost, but all-or-error: the values in the hosts' order, or one HostsError
 * (`failed on 2 of 5 hosts: a: ...; b: ...`) that keeps each host's own error. Every host runs to its end
 * either way: a failure on one host does not abandon work half done on the others.
 */
async function onEachHost(hosts, work, options = {}) {
    const outcomes = await settleEachHost(hosts, work, options);
    const failures = failuresIn(outcomes);
    if (failures.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HostsError */ .gy(failures, hosts.length, options.phase);
    return outcomes.map((outcome) => outcome.value);
}
/** The hosts that failed among settleEachHost's outcomes, each with its own error, in the hosts' order. */
function failuresIn(outcomes) {
    return outcomes.flatMap((outcome) => (outcome.ok ? [] : [{ host: outcome.host, error: outcome.error }]));
}


/***/ }),

/***/ 12092:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* binding */ withEnv),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   i2: () => (/* binding */ withWideStdin)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** Quotes any text as one POSIX shell word: single quotes, each `'` written as `'\''`. */
function shellQuote(text) {
    return `'${text.replaceAll("'", `'\\''`)}'`;
}
/**
 * A script that exports `env` (names checked, values quoted) and then runs `command`. Our choice over sealos's
 * `export K="V"`: single quotes, so spaces, quotes, `$`, backticks and newlines reach the command unchanged.
 */
function withEnv(command, env = {}) {
    const exports = Object.entries(env).map(([name, value]) => {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`environment variable name "${name}" is not a shell name`);
        return `export ${name}=${shellQuote(value)}\n`;
    });
    return `${exports.join('')}${command}`;
}
/** First line of a command, shortened, for messages. */
function summarize(command, max = 120) {
    const first = command.trim().split('\n')[0] ?? '';
    const more = command.trim().includes('\n') ? ' ...' : '';
    return first.length > max ? `${first.slice(0, max)}...` : `${first}${more}`;
}
/**
 * `command` run after its stdin pipe is widened to 1 MiB (`F_SETPIPE_SZ`, through perl where the host has it),
 * for a command that reads a long stream. sshd passes a session's input through a 64 KiB pipe and keeps what
 * does not fit in its own buffer, which it copies over and over: a profile of the host's sshd receiving 197 MB
 * spent 60 % of its time in `memmove`, 1.6–2.5 CPU-s in all; with the wide pipe, 0.4–0.5 CPU-s, and the stream took
 * 1.0 s, not 2.4 (bench/RESULTS.md §1). Without perl, or where the size is refused, the command runs on the pipe as it is.
 * The widening runs as the login user, before any sudo, so it acts on sshd's own pipe.
 */
function withWideStdin(command) {
    return `perl -e 'fcntl STDIN, 1031, 1048576' 2>/dev/null; ${command}`;
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




/***/ })

};
