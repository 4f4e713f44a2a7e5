export const id = 378;
export const ids = [378];
export const modules = {

/***/ 40378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X$: () => (/* binding */ addClusterFlags),
  qe: () => (/* binding */ hostChangeCommand),
  $5: () => (/* binding */ runFromFlags)
});

// UNUSED EXPORTS: runReport

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(48179);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-name.js
var cluster_name = __webpack_require__(52215);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var _build_clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/hosts/relay.js + 4 modules
var hosts_relay = __webpack_require__(66425);
// EXTERNAL MODULE: ./.build/plan/index.js + 2 modules
var _build_plan = __webpack_require__(81631);
;// CONCATENATED MODULE: ./.build/run/interrupts.js

/**
 * How long a run may take to stop after the first signal (connections dropped, state saved, lock released take
 * about a second, docs/reliability.md) before the process exits anyway, whatever it still waits on.
 */
const STOP_GRACE_MS = 10_000;
/**
 * While a run is under way, SIGINT (Ctrl-C) and SIGTERM (a cancelled GitHub job) abort `signal` instead of
 * killing the process: the run starts nothing new, drops its connections, saves ClusterFailed and releases the
 * lock. A second signal exits at once with 128 + its number (the runner sends SIGTERM 7.5 s after SIGINT; the
 * lock is then left to the post step, or to the next run on this machine, which takes it over at once). A run
 * still not stopped STOP_GRACE_MS after the first signal exits the same way.
 */
function watchInterrupts(logger, source = process, exit = (status) => process.exit(status), graceMs = STOP_GRACE_MS) {
    const controller = new AbortController();
    let grace;
    const handlers = ['SIGINT', 'SIGTERM'].map((name) => {
        const handler = () => {
            const error = new errors/* InterruptedError */.p4(name);
            if (controller.signal.aborted) {
                logger.error(`${name} again: exiting now, without saving the state or releasing the lock (a run on this machine takes over a lock whose process is gone)`);
                exit(error.status);
                return;
            }
            logger.warn(`${name}: stopping (nothing new is started; the state is saved and the lock released); ${name} again exits at once`);
            controller.abort(error);
            grace = setTimeout(() => {
                logger.error(`${name}: the run did not stop within ${graceMs / 1000}s; exiting without saving the state or releasing the lock`);
                exit(error.status);
            }, graceMs);
            // Never what keeps the process alive: a run that stopped in time exits at once.
            grace.unref();
        };
        source.on(name, handler);
        return { name, handler };
    });
    return {
        signal: controller.signal,
        dispose: () => {
            clearTimeout(grace);
            for (const { name, handler } of handlers)
                source.off(name, handler);
        },
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/run/kubeconfig.js


/**
 * The admin kubeconfig as a later step uses it from the runner: its server `apiserver.cluster.local` (a name
 * only the cluster's hosts resolve, through /etc/hosts) replaced by master0's address, which the API
 * server's certificate also names.
 */
function reachableKubeconfig(text, master0Ip) {
    const host = master0Ip.includes(':') ? `[${master0Ip}]` : master0Ip;
    return text.replace(/^(\s*server:\s*https:\/\/)apiserver\.cluster\.local(?=[:/\s]|$)/gm, `$1${host}`);
}
/** Writes the kubeconfig readable by its owner only (0600), also when the file was there before. */
async function writeKubeconfig(path, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const file = await (0,promises_.open)(path, 'w', 0o600);
    try {
        await file.chmod(0o600);
        await file.writeFile(text);
    }
    finally {
        await file.close();
    }
    await (0,promises_.chmod)(path, 0o600);
}

// EXTERNAL MODULE: ./.build/cluster/phase-manager.js
var phase_manager = __webpack_require__(97310);
// EXTERNAL MODULE: ./.build/image/auth/docker-config.js + 1 modules
var docker_config = __webpack_require__(34440);
// EXTERNAL MODULE: ./.build/state/secret-guard.js
var secret_guard = __webpack_require__(24546);
// EXTERNAL MODULE: ./.build/run/desired.js + 1 modules
var run_desired = __webpack_require__(10824);
// EXTERNAL MODULE: ./.build/host-layout/cluster-folders.js
var cluster_folders = __webpack_require__(81852);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
// EXTERNAL MODULE: ./.build/hosts/write-files-script.js
var write_files_script = __webpack_require__(93979);
;// CONCATENATED MODULE: ./.build/cluster/host-marker.js



/**
 * Small files on a host that say what an earlier apply finished there (a tree digest, a step done), so a
 * re-run skips it and a failed apply resumes where it stopped.
 */
async function readMarker(executor, cluster, name) {
    const file = (0,shell/* shellQuote */.ZL)((0,cluster_folders/* markerPath */.Ar)(cluster, name));
    const result = await executor.run(`cat ${file} 2>/dev/null || true`);
    return result.stdout.trim() || undefined;
}
function writeMarker(executor, cluster, name, value) {
    return executor.writeFiles([markerFile(cluster, name, value)]);
}
/** A script that writes the marker, for a command that does something else first (its stdin is its own). */
function markerScript(cluster, name, value) {
    const { path, content, mode } = markerFile(cluster, name, value);
    const write = (0,write_files_script/* writeFilesScript */.C)([{ path, size: Buffer.byteLength(content), mode }]);
    return `printf '%s' ${(0,shell/* shellQuote */.ZL)(content)} | (\n${write}\n)`;
}
/** The marker as a file to write, for a command that writes it with others. */
function markerFile(cluster, name, value) {
    return { path: (0,cluster_folders/* markerPath */.Ar)(cluster, name), content: `${value}\n`, mode: 0o644 };
}

// EXTERNAL MODULE: ./.build/cluster/image-scripts.js
var image_scripts = __webpack_require__(16807);
// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
;// CONCATENATED MODULE: ./.build/cluster/on-hosts.js

/** Runs `work` on each host in parallel (bounded by the run's concurrency); one error names every failed host. */
function onHosts(context, hosts, phase, work) {
    return (0,fan_out/* onEachHost */.Vp)(hosts, async (host) => {
        const startMs = Date.now();
        try {
            return await work(await context.executor(host), host);
        }
        finally {
            context.progress.hostTimings.push({ step: phase, host, startMs, durationMs: Date.now() - startMs });
        }
    }, { concurrency: context.concurrency, phase });
}

// EXTERNAL MODULE: ./.build/cluster/registry-data.js
var registry_data = __webpack_require__(57433);
// EXTERNAL MODULE: ./.build/cluster/registry-info.js
var registry_info = __webpack_require__(8145);
// EXTERNAL MODULE: ./.build/cluster/topology.js
var cluster_topology = __webpack_require__(93390);
// EXTERNAL MODULE: ./.build/runtime/index.js + 37 modules
var _build_runtime = __webpack_require__(91109);
;// CONCATENATED MODULE: ./.build/cluster/phase-results.js

/**
 * A result an earlier phase handed on (the typed hand-off between phases, never a global); asking before that
 * phase ran is a pipeline order bug, said as such.
 */
function handedOn(results, key, producedBy) {
    const result = results[key];
    if (result === undefined)
        throw new errors/* SealosError */.ei(`internal: the ${key} are read before the ${producedBy[key]} phase made them`);
    return result;
}
/** The reader of one pipeline's hand-offs: `producedBy` names the phase that sets each result. */
function resultReader(producedBy) {
    return (context, key) => handedOn(context.results, key, producedBy);
}

;// CONCATENATED MODULE: ./.build/apply/context.js

/** A result an earlier phase handed on; asking before that phase ran is a pipeline order bug, said as such. */
const resultOf = resultReader({ images: 'Pull images', trees: 'Run config' });
function emptyProgress() {
    return {
        joined: new Set(),
        removed: new Set(),
        unreachable: new Set(),
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

// EXTERNAL MODULE: ./.build/render/index.js + 12 modules
var render = __webpack_require__(51217);
;// CONCATENATED MODULE: ./.build/apply/vip.js


/** The VIP nodes reach the masters through: the rootfs `vip` label (usually `$defaultVIP`) expanded with the env. */
function clusterVip(images, env) {
    const label = images.labels.vip;
    if (!label)
        return _build_runtime/* defaultVip */.$j;
    const expanded = (0,render/* expandCommand */.h5)(label, env).command.trim();
    return expanded && !expanded.includes('$') ? expanded : _build_runtime/* defaultVip */.$j;
}

;// CONCATENATED MODULE: ./.build/apply/phases/bootstrap.js











const DONE = 'bootstrap';
/**
 * Prepares joining hosts in sealos's order (docs/sealos-compatibility.md §5), each step on all its hosts in parallel before
 * the next: check script; sealos.hub in /etc/hosts; the registry on registry hosts; init-cri; the apiserver
 * and lvscare names (one command); the init script. A host that finished is marked and skipped when an apply is re-run.
 */
const bootstrap = {
    title: 'Bootstrap',
    shouldRun: (context) => context.topology.joining.masters.length + context.topology.joining.nodes.length > 0,
    async run(context) {
        const { topology, clusterName } = context;
        const joining = [...topology.joining.masters, ...topology.joining.nodes];
        const pending = (await onHosts(context, joining, 'bootstrap', async (executor, host) => (await readMarker(executor, clusterName, DONE)) ? undefined : host)).filter((host) => host !== undefined);
        if (pending.length === 0) {
            context.logger.info('every joining host is bootstrapped already');
            return;
        }
        const registry = await (0,registry_info/* readRegistryInfo */.Kb)((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
        for (const step of bootstrapSteps(context, registry)) {
            const hosts = step.hosts(pending);
            if (hosts.length === 0)
                continue;
            context.logger.info(`${step.title} on ${hosts.join(', ')}`);
            await onHosts(context, hosts, step.title, step.run);
        }
    },
};
function bootstrapSteps(context, registry) {
    const { topology, clusterName } = context;
    const images = resultOf(context, 'images');
    const trees = resultOf(context, 'trees');
    const rootfs = (0,cluster_folders/* rootfsDir */.H9)(clusterName);
    const all = (targets) => targets;
    /** The image's script for `label`, then `after` in the same command once it succeeded. */
    const script = (label, after) => async (executor, host) => {
        const command = (0,image_scripts/* scriptCommand */.r)(images.labels, label);
        const line = command ? `cd ${(0,shell/* shellQuote */.ZL)(`${rootfs}/scripts`)} && ${command}` : undefined;
        if (!line && !after)
            return;
        await executor.run([line, after].filter(Boolean).join(' && '), {
            env: trees.env(host),
            logger: context.logger,
        });
    };
    const registryIp = (0,cluster_topology/* ipOf */.l)(topology.registries[0]);
    const vip = clusterVip(images, trees.env(topology.master0));
    return [
        { title: 'check script', hosts: all, run: script('check') },
        {
            title: `${registry.domain} → ${registryIp} in /etc/hosts`,
            hosts: all,
            run: async (executor) => {
                await executor.run((0,_build_runtime/* addHostsEntryScript */.o2)(registryIp, registry.domain));
            },
        },
        {
            title: 'registry',
            hosts: (targets) => targets.filter((host) => topology.registries.includes(host)),
            run: async (executor, host) => {
                await executor.run((0,registry_data/* registryDataLinkScript */.p)(rootfs, registry.data));
                if (registry.username && registry.password) {
                    await executor.writeFile(`${rootfs}/etc/registry_htpasswd`, (0,registry_info/* htpasswdLine */.Dx)(registry.username, registry.password), {
                        mode: 0o644,
                    });
                }
                await script('init-registry')(executor, host);
                const probe = await executor.run(registryProbeScript(registry.port), { check: false });
                if (probe.exitCode !== 0) {
                    context.logger
                        .withPrefix(host)
                        .warn(`nothing answers on port ${registry.port} yet after init-registry; going on (real images start the registry from systemd, and pulls through ${registry.domain}:${registry.port} are retried until it answers)`);
                }
            },
        },
        {
            title: 'init-cri script',
            hosts: (targets) => (images.labels['init-cri'] ? targets : []),
            run: script('init-cri'),
        },
        {
            // sealos's two steps, one after the other with nothing between: one command per host.
            title: `${_build_runtime/* apiServerDomain */.uU} (and ${_build_runtime/* LVSCARE_DOMAIN */.Y_} on nodes) in /etc/hosts`,
            hosts: all,
            run: async (executor, host) => {
                const master = topology.masters.includes(host);
                await executor.run((0,_build_runtime/* addHostsEntriesScript */.wS)([
                    { ip: master ? (0,cluster_topology/* ipOf */.l)(topology.master0) : vip, domain: _build_runtime/* apiServerDomain */.uU },
                    ...(topology.nodes.includes(host) ? [{ ip: (0,cluster_topology/* ipOf */.l)(host), domain: _build_runtime/* LVSCARE_DOMAIN */.Y_ }] : []),
                ]));
            },
        },
        // The host is marked bootstrapped by the command that ran its init script, once that succeeded.
        { title: 'init script', hosts: all, run: script('init', markerScript(clusterName, DONE, 'done')) },
    ];
}
/**
 * A brief look (up to 5 s) whether the registry accepts connections on the host itself. sealos does not wait
 * here at all: a quiet port is only worth a warning, never a failed run. Tried every 0.2 s (every second where
 * `sleep` takes no fractions): a registry starting a moment late costs a moment, not a second.
 */
function registryProbeScript(port) {
    return [
        'end=$((SECONDS + 5))',
        'while :; do',
        `  if (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null; then exit 0; fi`,
        '  if [ "$SECONDS" -ge "$end" ]; then exit 1; fi',
        '  sleep 0.2 2>/dev/null || sleep 1',
        'done',
    ].join('\n');
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/untrusted-tree/files.js
var files = __webpack_require__(85109);
;// CONCATENATED MODULE: ./.build/apply/cluster-runtime.js







/**
 * The runtime the rootfs image asks for (kubeadm or k3s) over this apply's executors. The runtime names hosts
 * by IP and reaches them synchronously: each host it may touch (desired and leaving) has an executor that
 * connects through the pool when first used.
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
    // Reached on first use, so a dry run that reads master0 connects to master0 alone.
    const executors = new Map(hosts.map((host) => [(0,cluster_topology/* ipOf */.l)(host), onFirstUse(() => context.executor(host))]));
    const images = resultOf(context, 'images');
    const master0Tree = await resultOf(context, 'trees').rootfs(topology.master0);
    const env = resultOf(context, 'trees').env(topology.master0);
    const common = {
        topology: {
            name: context.clusterName,
            masters: [topology.master0, ...topology.masters.filter((m) => m !== topology.master0)].map(cluster_topology/* ipOf */.l),
            nodes: topology.nodes.map(cluster_topology/* ipOf */.l),
        },
        connect: (ip) => {
            const executor = executors.get(ip);
            if (!executor)
                throw new errors/* SealosError */.ei(`${ip} is not a host of this apply`, { host: ip });
            return executor;
        },
        logger: context.logger,
        concurrency: context.concurrency,
        lvscareImage: images.labels.image,
    };
    const vip = clusterVip(images, env);
    const distribution = clusterDistribution(images);
    const ignored = distribution === 'k3s' ? context.desired.kubeadm.length > 0 : !!context.desired.k3s;
    if (ignored)
        context.logger.warn(`the Clusterfile's ${distribution === 'k3s' ? 'kubeadm documents are' : 'k3s document is'} ignored: the rootfs image runs ${distribution}`);
    if (distribution === 'k3s') {
        const imageDocument = await readImageFile(master0Tree.dir, 'k3s.yml');
        return new _build_runtime/* K3sRuntime */.KO({
            ...common,
            config: {
                vip,
                imageConfig: imageDocument === undefined ? undefined : parseImageK3sConfig(imageDocument),
                userConfig: context.desired.k3s
                    ? (0,_build_runtime/* checkK3sDocument */.j2)(context.desired.k3s, 'Clusterfile k3s document')
                    : undefined,
            },
        });
    }
    const kubeadmText = await readImageFile(master0Tree.dir, 'kubeadm.yml');
    return new _build_runtime/* KubeadmRuntime */.Ix({
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
    return (0,_build_runtime/* distributionOf */.AO)(rootfs?.mount.labels ?? {}, rootfs?.reference ?? '(no rootfs image)');
}
/** A file of the rootfs's `etc/` (defaults shipped by the image), if it has one; never through a link out. */
async function readImageFile(rootfs, name) {
    return (await (0,files/* readFileInRoot */.a)(rootfs, `etc/${name}`))?.text;
}
function parseImageKubeadmDocuments(text) {
    return (0,dist/* parseAllDocuments */.hR)(text)
        .map((doc) => doc.toJS())
        .filter((doc) => !!doc && typeof doc.kind === 'string');
}
/** The rootfs's `etc/k3s.yml`: one document of k3s flags (empty means none). */
function parseImageK3sConfig(text) {
    const value = (0,dist/* parse */.qg)(text);
    return value === null || value === undefined ? undefined : (0,_build_runtime/* checkK3sDocument */.j2)(value, 'rootfs etc/k3s.yml');
}
/** An executor that asks for its connection at each call (the pool keeps one per host). */
function onFirstUse(connect) {
    return {
        run: async (script, options) => (await connect()).run(script, options),
        writeFile: async (path, data, options) => (await connect()).writeFile(path, data, options),
        readFile: async (path) => (await connect()).readFile(path),
    };
}

;// CONCATENATED MODULE: ./.build/apply/phases/check-certificates.js





/**
 * On a reconcile, each master's certificates as openssl reads them there (docs/operations.md "Certificates"):
 * those ending within 90 days are warned of, or renewed master by master when the run asks for it; an ended one
 * stops the apply with its file, date and fix, before any join needs the API server. A cluster saved before
 * certificates were read is told, once, when its first certificate ends. k3s renews its own: nothing to read.
 * A master whose certificates cannot be read is a warning, not a failure.
 */
const checkCertificates = {
    title: 'Certificates',
    shouldRun: (context) => context.plan.action === 'reconcile',
    async run(context) {
        const runtime = await clusterRuntime(context);
        if (!runtime.certificateEnds)
            return;
        // Reading is a check, not a step of the cluster: a master that cannot be read (no openssl there) is said
        // and the reconcile goes on, as it did before certificates were read.
        const ends = await runtime.certificateEnds().catch((error) => {
            context.logger.warn(`the certificates' ends are not checked this run: ${(0,errors/* errorMessage */.gJ)(error)}`);
            return undefined;
        });
        if (!ends)
            return;
        let report = (0,_build_runtime/* certificateReport */.o)(ends, new Date());
        if (context.renewCertificates)
            report = await renewEnding(context, runtime, report);
        context.progress.certificates = report;
        const expired = (0,_build_runtime/* certificateExpired */.Vg)(report);
        if (expired)
            throw expired;
        for (const line of (0,_build_runtime/* endingSoonLines */.KQ)(report))
            context.logger.warn(line);
        const { earliest } = report;
        if (!earliest)
            return;
        const text = `the first certificate to end is ${earliest.file} on ${earliest.host}, ${(0,_build_clusterfile/* formatCertificateEnd */.Ov)(earliest.notAfter)}`;
        if ((0,_build_clusterfile/* savedEarliestCertificate */.W8)(context.current?.cluster) || report.endingSoon.length > 0)
            context.logger.info(text);
        else
            context.logger.warn(`${text} (said once: this cluster was saved before its certificates were read; \`sealos-action cert --renew\` makes 100-year ones)`);
    },
};
/** Masters with a certificate ending within 90 days (or ended), master0 first, renewed one after another. */
async function renewEnding(context, runtime, report) {
    const due = new Set([...report.expired, ...report.endingSoon].map((end) => end.host));
    const masters = [context.topology.master0, ...context.topology.masters].map(cluster_topology/* ipOf */.l);
    const order = [...new Set(masters)].filter((ip) => due.has(ip));
    if (order.length === 0 || !runtime.renewCertificates || !runtime.certificateEnds)
        return report;
    for (const ip of order)
        await runtime.renewCertificates(ip);
    return (0,_build_runtime/* certificateReport */.o)(await runtime.certificateEnds(), new Date());
}

;// CONCATENATED MODULE: ./.build/apply/phases/check-hosts.js



const MAX_CLOCK_SKEW_SECONDS = 5;
/**
 * Every host of the desired cluster answers, is Linux, runs our commands as root, has its own hostname and a
 * clock within 5 s of ours. A host about to join must not already run a container runtime (unless forced, or
 * the runner about to be pruned), except one this cluster set up in an earlier, interrupted apply; nor hold
 * another cluster's data folder, forced or not: installing over it would break that cluster.
 */
const checkHosts = {
    title: 'Check hosts',
    readOnly: true,
    async run(context) {
        const { topology } = context;
        const hosts = [...topology.masters, ...topology.nodes];
        const dataDir = (0,cluster_folders/* clusterDataDir */.wL)(context.clusterName);
        const facts = await onHosts(context, hosts, 'check hosts', async (executor, host) => {
            const asked = Math.floor(Date.now() / 1000);
            const probe = await executor.run([
                'uname -s',
                'id -u',
                'hostname',
                'date +%s',
                'for b in containerd dockerd crio; do command -v "$b" >/dev/null 2>&1 && printf "%s " "$b"; done; echo',
                `test -d ${dataDir} && echo ours || echo new`,
                // A data folder, or the lock a run of that cluster holds before it made its folder.
                `for d in ${cluster_folders/* DATA_ROOT */.uV}/*/ ${cluster_folders/* DATA_ROOT */.uV}/*.lock; do [ -e "$d" ] && printf "%s " "$(basename "$d" .lock)"; done; echo`,
            ].join('; '));
            const [system = '', uid = '', hostname = '', epoch = '0', runtime = '', ours = '', folders = ''] = probe.stdout.split('\n');
            // The host's clock is read somewhere between asking and the answer (a login, a loaded runner and other
            // hosts' answers can take seconds): only a reading outside that window is skew.
            const answered = Math.ceil(Date.now() / 1000);
            const read = Number(epoch);
            return {
                host,
                skew: read < asked ? asked - read : read > answered ? read - answered : 0,
                system,
                uid,
                hostname,
                runtime: runtime.trim(),
                ours: ours === 'ours',
                others: [...new Set(folders.split(' '))].filter((name) => name !== '' && name !== context.clusterName),
            };
        });
        const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
        // The runner about to be pruned: its runtime is removed after the checks, and the Prune phase names any left.
        const pruned = context.pruneRunner ? topology.localHost : undefined;
        const problems = facts.flatMap((fact) => problemsOf(fact, joining.has(fact.host), context.force || fact.host === pruned));
        const byName = new Map();
        for (const fact of facts)
            byName.set(fact.hostname, [...(byName.get(fact.hostname) ?? []), fact.host]);
        for (const [name, owners] of byName) {
            if (owners.length > 1)
                problems.push(`hostname "${name}" is used by ${owners.join(', ')}: Kubernetes needs unique node names`);
        }
        if (problems.length > 0)
            throw new errors/* SealosError */.ei(`hosts are not ready:\n  ${problems.join('\n  ')}`, { phase: 'check hosts' });
        for (const fact of facts)
            context.logger.info(`${fact.host}: ${fact.hostname}, ${fact.system}, ready`);
    },
};
function problemsOf(fact, joining, force) {
    const problems = [];
    if (fact.system !== 'Linux')
        problems.push(`${fact.host}: not Linux (uname -s says "${fact.system}")`);
    if (fact.uid !== '0')
        problems.push(`${fact.host}: commands do not run as root (id -u says ${fact.uid}): use root or a user with sudo`);
    if (fact.skew >= MAX_CLOCK_SKEW_SECONDS)
        problems.push(`${fact.host}: clock is ${fact.skew} s off this machine's (at most ${MAX_CLOCK_SKEW_SECONDS - 1} s): fix NTP`);
    if (joining)
        for (const other of fact.others)
            problems.push(`${fact.host}: belongs to cluster "${other}" (${cluster_folders/* DATA_ROOT */.uV}/${other} or its lock is there): reset that cluster (sealos-action reset -c ${other}, or sealos reset), or take another host`);
    if (joining && fact.runtime && !fact.ours && !force)
        problems.push(`${fact.host}: a container runtime is already installed (${fact.runtime}); remove it or use force (a runner of its own cluster: prune-runner: true)`);
    return problems;
}

;// CONCATENATED MODULE: ./.build/apply/phases/compare-config.js



/**
 * On a reconcile, what the cluster runs (master0's ConfigMaps) against what the Clusterfile would send, field
 * by field, into the plan's `configChanges`. Only reads, so a refused change (a field that cannot change in
 * place) stops the apply before any host is touched; a dry run stops after this phase.
 */
const compareConfig = {
    title: 'Compare configuration',
    readOnly: true,
    shouldRun: (context) => context.plan.action === 'reconcile',
    async run(context) {
        const runtime = await clusterRuntime(context);
        if (!runtime.configChanges)
            return;
        const { topology } = context;
        const existing = new Set(topology.existing);
        const masters = [topology.master0, ...topology.masters.filter((host) => host !== topology.master0)];
        const changes = await runtime.configChanges({
            masters: masters.filter((host) => existing.has(host)).map(cluster_topology/* ipOf */.l),
            nodes: topology.nodes.filter((host) => existing.has(host)).map(cluster_topology/* ipOf */.l),
        });
        context.plan.configChanges = changes;
        context.logger.info(changes.length === 0
            ? 'the cluster runs the configuration the Clusterfile gives'
            : `${changes.length} configuration change(s) to roll out:\n${(0,_build_plan/* configChangesText */.HU)(changes)}`);
    },
};

;// CONCATENATED MODULE: ./.build/apply/phases/fetch-kubeconfig.js

/** The admin kubeconfig from master0, for the action's output; the runtime registers it as a secret. */
const fetchKubeconfig = {
    title: 'Fetch kubeconfig',
    async run(context) {
        const runtime = await clusterRuntime(context);
        context.progress.kubeconfig = await runtime.kubeconfig();
    },
};

;// CONCATENATED MODULE: ./.build/apply/phases/init-cluster.js

/** The first control plane on master0 (kubeadm init); skipped by the runtime when master0 already answers. */
const initCluster = {
    title: 'Init',
    shouldRun: (context) => context.plan.action === 'create',
    async run(context) {
        const runtime = await clusterRuntime(context);
        await runtime.init();
        context.progress.joined.add(context.topology.master0);
    },
};

;// CONCATENATED MODULE: ./.build/apply/phases/join-hosts.js



/** Other masters one by one, then nodes in parallel; each host is recorded as joined once it is. */
const joinHosts = {
    title: 'Join',
    shouldRun: (context) => context.topology.joining.masters.some((host) => host !== context.topology.master0) ||
        context.topology.joining.nodes.length > 0,
    async run(context) {
        const { topology, progress } = context;
        const runtime = await clusterRuntime(context);
        for (const master of topology.joining.masters.filter((host) => host !== topology.master0)) {
            await runtime.joinMasters([(0,cluster_topology/* ipOf */.l)(master)]);
            progress.joined.add(master);
        }
        // One call per node, so the nodes that did join are recorded even when another one fails.
        await (0,fan_out/* onEachHost */.Vp)(topology.joining.nodes, async (node) => {
            await runtime.joinNodes([(0,cluster_topology/* ipOf */.l)(node)]);
            progress.joined.add(node);
        }, { concurrency: context.concurrency, phase: 'join' });
    },
};

// EXTERNAL MODULE: ./.build/log/progress.js
var progress = __webpack_require__(58720);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/concurrency/batches.js
/** `items` cut into consecutive runs of `size` (the last may be shorter): work that goes `size` at a time. */
function batchesOf(items, size) {
    const batches = [];
    for (let at = 0; at < items.length; at += size)
        batches.push(items.slice(at, at + size));
    return batches;
}

// EXTERNAL MODULE: ./.build/hosts/tar-pipe.js
var tar_pipe = __webpack_require__(7234);
;// CONCATENATED MODULE: ./.build/hosts/send-files.js



/**
 * Sends some paths of a local folder into a remote folder on every host (made if missing), as ONE tar stream read
 * once (`tar -x` on each host; through a relay tree of the hosts with `relay`), adding to what is there. For
 * content-addressed data such as registry blobs, where a file cut short by a lost connection is found by its
 * size and sent again next time, and for a tree's changed paths. A listed folder brings what is below it, unless
 * `listedOnly` (then the list names every path to send, folders included). Every host's outcome, in the
 * executors' order.
 */
async function sendFilesToHosts(executors, localDir, files, remoteDir, options = {}) {
    if (files.length === 0)
        return executors.map((executor) => ({ host: executor.host, ok: true, value: undefined }));
    const dir = (0,shell/* shellQuote */.ZL)(remoteDir);
    const pipe = {
        tarArgs: [
            '-c',
            '-f',
            '-',
            '-C',
            localDir,
            ...(options.listedOnly ? ['--no-recursion'] : []),
            '--owner=0',
            '--group=0',
            '--numeric-owner',
            '--null',
            '--verbatim-files-from',
            '-T',
            '-',
        ],
        stdin: files.map((file) => `${file}\0`).join(''),
        remoteScript: `mkdir -p -- ${dir} && tar -x -f - -C ${dir} --numeric-owner`,
        remoteWhat: `tar -x into ${remoteDir}`,
        source: localDir,
        ...(options.onBytes ? { onBytes: options.onBytes } : {}),
        ...(options.bytes !== undefined ? { bytes: options.bytes } : {}),
    };
    return options.relay ? (0,hosts_relay/* relayTarToHosts */.bS)(executors, pipe, options.relay) : (0,tar_pipe/* pipeTarToHosts */.Y9)(executors, pipe);
}

// EXTERNAL MODULE: ./.build/untrusted-tree/resolve.js
var resolve = __webpack_require__(2646);
;// CONCATENATED MODULE: ./.build/apply/registry-mirror.js









/**
 * The registry folder (`folder`, an image's `registry`) of each image root, when it has files. A link there is
 * followed inside the image only, and nothing below it is followed: an image cannot make us ship the runner's
 * files.
 */
async function registrySources(images) {
    const sources = [];
    for (const image of images) {
        const dir = await (0,resolve/* resolveInRoot */.QD)(image.root, image.folder, { last: 'folder' });
        if (!dir)
            continue;
        const files = await listFiles(dir);
        if (files.size > 0)
            sources.push({ label: image.label, dir, files });
    }
    return sources;
}
/**
 * Mirrors the sources into `target` on every host, sending each host only the files it lacks: blobs are named
 * by digest, so a file of the same path and size is the same. Each file is sent once, from the first source
 * that has it, in one tar stream per source. Hosts lacking the same files (every registry host of a new
 * cluster) share each stream: the files are read once and fanned out, or relayed. Every host's outcome, in the
 * executors' order.
 */
async function mirrorRegistryFiles(executors, sources, target, options = {}) {
    const concurrency = options.concurrency ?? 16;
    const listed = await (0,fan_out/* settleEachHost */.vL)(executors.map((executor) => executor.host), (_, index) => presentFiles(executors[index], target), { concurrency });
    const outcomes = listed.map((outcome) => outcome.ok
        ? {
            host: outcome.host,
            ok: true,
            value: { filesSent: 0, bytesSent: 0, filesAlreadyThere: outcome.value.size },
        }
        : outcome);
    const groups = new Map();
    listed.forEach((outcome, index) => {
        if (!outcome.ok)
            return;
        const steps = missingBySource(sources, outcome.value);
        const key = (0,external_node_crypto_.createHash)('sha256')
            .update(steps.map((step) => step.files.join('\0')).join('\0\0'))
            .digest('hex');
        const group = groups.get(key) ?? { hosts: [], steps };
        group.hosts.push(index);
        groups.set(key, group);
    });
    const batches = [...groups.values()].flatMap(({ hosts, steps }) => {
        const size = options.relay?.(hosts.length) ? hosts.length : concurrency;
        return batchesOf(hosts, size).map((part) => ({ hosts: part, steps }));
    });
    for (const { hosts, steps } of batches) {
        let live = hosts;
        for (const step of steps) {
            if (step.files.length === 0 || live.length === 0)
                continue;
            const names = live.map((index) => executors[index].host);
            const streamBytes = (0,tar_pipe/* tarStreamSize */.RY)(step.sizes);
            const report = options.progress?.(step.source, streamBytes, names);
            const relay = options.relay?.(live.length);
            const sent = await sendFilesToHosts(live.map((index) => executors[index]), step.source.dir, step.files, target, {
                // A relay may send the stream more than once (another tree, then directly): progress counts it all.
                onBytes: (chunk) => report?.add(chunk),
                ...(relay ? { relay } : {}),
                bytes: streamBytes,
            });
            report?.finish();
            sent.forEach((outcome, at) => {
                const index = live[at];
                const mine = outcomes[index];
                if (!mine.ok)
                    return;
                if (!outcome.ok)
                    outcomes[index] = { host: mine.host, ok: false, error: outcome.error };
                else {
                    mine.value.filesSent += step.files.length;
                    mine.value.bytesSent += streamBytes;
                }
            });
            live = live.filter((index) => outcomes[index].ok);
        }
    }
    return outcomes;
}
function missingBySource(sources, present) {
    const claimed = new Set();
    return sources.map((source) => {
        const step = { source, files: [], sizes: [] };
        for (const [file, size] of source.files) {
            if (claimed.has(file) || present.get(file) === size)
                continue;
            claimed.add(file);
            step.files.push(file);
            step.sizes.push(size);
        }
        return step;
    });
}
/** Path → size of every file already in the host's registry folder. */
async function presentFiles(executor, target) {
    const listing = await executor.run(`cd ${(0,shell/* shellQuote */.ZL)(target)} 2>/dev/null && find . -type f -printf '%P\\t%s\\n' || true`);
    const present = new Map();
    for (const line of listing.stdout.split('\n')) {
        const [file, size] = line.split('\t');
        if (file && size)
            present.set(file, Number(size));
    }
    return present;
}
/** Relative path → size of every file under `dir`; empty when there is no such folder. */
async function listFiles(dir) {
    const files = new Map();
    const walk = async (current, relative) => {
        for await (const entry of await (0,promises_.opendir)(current)) {
            const rel = relative ? `${relative}/${entry.name}` : entry.name;
            const full = external_node_path_.join(current, entry.name);
            if (entry.isDirectory())
                await walk(full, rel);
            else if (entry.isFile())
                files.set(rel, (await (0,promises_.lstat)(full)).size);
        }
    };
    try {
        await walk(dir, '');
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    return files;
}

;// CONCATENATED MODULE: ./.build/apply/phases/mirror-registry.js







/**
 * Each image's `registry/` (docker-distribution storage) into the registry hosts' registry folder, sending only
 * the files that are not there yet; hosts that lack the same files share one read of them (relayed like the
 * rootfs when there are enough of them).
 */
const mirrorRegistry = {
    title: 'Mirror registry',
    shouldRun: (context) => context.plan.action === 'create' ||
        context.plan.imagesToInstall.length > 0 ||
        context.topology.registries.some((host) => context.topology.joining.nodes.includes(host) || context.topology.joining.masters.includes(host)),
    async run(context) {
        const sources = await registrySources(resultOf(context, 'images').all.map((image) => ({
            label: image.reference,
            root: image.stored.rootfs,
            folder: 'registry',
        })));
        if (sources.length === 0) {
            context.logger.info('no image carries a registry/ folder');
            return;
        }
        const target = `${(0,cluster_folders/* rootfsDir */.H9)(context.clusterName)}/registry`;
        const hosts = context.topology.registries;
        const startMs = Date.now();
        const connected = await (0,fan_out/* settleEachHost */.vL)(hosts, (host) => context.executor(host), {
            concurrency: context.concurrency,
        });
        const reachable = connected.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
        const mirrored = await mirrorRegistryFiles(reachable, sources, target, {
            concurrency: context.concurrency,
            progress: (source, total, names) => new progress/* Progress */.k(names.length === 1 ? context.logger.withPrefix(names[0]) : context.logger, `registry of ${source.label}${names.length === 1 ? '' : ` to ${names.length} hosts`}`, total),
            relay: (count) => (0,hosts_relay/* relayWanted */.nf)(context.relay, count)
                ? { owner: context.clusterName, concurrency: context.concurrency, logger: context.logger }
                : undefined,
        });
        const durationMs = Date.now() - startMs;
        for (const host of hosts)
            context.progress.hostTimings.push({ step: 'mirror registry', host, startMs, durationMs });
        for (const outcome of mirrored)
            if (outcome.ok)
                context.logger.info(`${outcome.host}: ${outcome.value.filesSent} registry file(s) sent, ${outcome.value.filesAlreadyThere} already there`);
        // Every host's outcome in the hosts' order: its connection's failure, or how its mirror ended.
        const byHost = new Map(mirrored.map((outcome) => [outcome.host, outcome]));
        const failures = (0,fan_out/* failuresIn */.xM)(connected.map((outcome) => (outcome.ok ? byHost.get(outcome.host) : outcome)));
        if (failures.length > 0)
            throw new errors/* HostsError */.gy(failures, hosts.length, 'mirror registry');
    },
};

// EXTERNAL MODULE: ./.build/hosts/copy.js
var copy = __webpack_require__(83245);
;// CONCATENATED MODULE: ./.build/hosts/remove-paths.js

/**
 * Removes `files` (absolute paths), then `paths` below `root`, in one command. The paths go on stdin separated
 * by NUL (`xargs -0`), so no name, whatever its characters, reaches the shell as words.
 */
async function removePaths(executor, files, root, paths) {
    const below = paths.length > 0 ? ` && cd -- ${(0,shell/* shellQuote */.ZL)(root)} && xargs -0 -r rm -rf --` : '';
    await executor.run(`rm -f -- ${files.map(shell/* shellQuote */.ZL).join(' ')}${below}`, {
        stdin: paths.map((path) => `${path}\0`).join(''),
    });
}

// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var log_logger = __webpack_require__(83920);
;// CONCATENATED MODULE: ./.build/apply/free-space.js




/** File systems hand out whole blocks: a file takes its size rounded up to 4 KiB, a folder one block. */
const BLOCK = 4096;
/** The space `paths` of `listing` take once written (every path when none are given). */
function spaceOf(listing, paths) {
    let bytes = 0;
    for (const rel of paths ?? listing.keys()) {
        const entry = listing.get(rel);
        if (!entry)
            continue;
        if (entry.type === 'd')
            bytes += BLOCK;
        else
            bytes += Math.ceil(entry.size / BLOCK) * BLOCK;
    }
    return bytes;
}
/**
 * `df` of the folder, or of its nearest existing parent (a first copy goes where nothing is yet). Prints the
 * available KiB and the mount point; `-P` keeps each file system on one line whatever its name's length.
 */
function freeSpaceScript(dir) {
    return [
        `d=${(0,shell/* shellQuote */.ZL)(dir)}`,
        'while [ ! -e "$d" ] && [ "$d" != / ]; do d=$(dirname -- "$d"); done',
        `df -P -k -- "$d" | awk 'NR == 2 { avail = $4; $1 = $2 = $3 = $4 = $5 = ""; sub(/^ +/, ""); print avail " " $0 }'`,
    ].join('\n');
}
/** Reads what `freeSpaceScript` printed; undefined when it is not `KiB mountpoint`. */
function parseFreeSpace(output) {
    const match = /^(\d+) (.+)$/.exec(output.trim());
    if (!match)
        return undefined;
    return { available: Number(match[1]) * 1024, mountPoint: match[2] };
}
/** A host has less free space than a copy needs; said before the copy starts, never as a dozen `tar:` lines. */
class NoSpaceError extends errors/* SealosError */.ei {
}
/**
 * Before a copy: every host has room for what it is about to receive. One line per host that has not (needed
 * vs available, and where), all of them in one error, so the user frees space everywhere at once.
 */
async function checkFreeSpace(context, needs, phase, 
/** Hosts in the phase, for "failed on N of TOTAL hosts". */
total) {
    const failures = [];
    await onHosts(context, needs.map((need) => need.host), phase, async (executor, host) => {
        const need = needs.find((entry) => entry.host === host);
        const probe = await executor.run(freeSpaceScript(need.dir));
        const free = parseFreeSpace(probe.stdout);
        if (!free) {
            context.logger.warn(`${host}: cannot tell the free space of ${need.dir} (df printed "${probe.stdout.trim()}")`);
            return;
        }
        context.logger.debug(`${host}: ${(0,log_logger/* formatBytes */.z3)(need.bytes)} needed in ${need.dir}, ${(0,log_logger/* formatBytes */.z3)(free.available)} free on ${free.mountPoint}`);
        if (free.available >= need.bytes)
            return;
        failures.push({
            host,
            error: new NoSpaceError(`not enough disk space for ${need.what}: needs ${(0,log_logger/* formatBytes */.z3)(need.bytes)} in ${need.dir}, ${(0,log_logger/* formatBytes */.z3)(free.available)} free on ${free.mountPoint}`, { host, phase }),
        });
    });
    if (failures.length > 0) {
        const order = (failure) => needs.findIndex((need) => need.host === failure.host);
        throw new errors/* HostsError */.gy(failures.sort((a, b) => order(a) - order(b)), total, phase);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/image/parse-json.js
var parse_json = __webpack_require__(94126);
;// CONCATENATED MODULE: ./.build/apply/tree-manifest.js







/**
 * Paths relative to the tree root, `/`-separated, without content hashes (`hashTree` adds them). Top-level
 * `skip` names are left out with what is below.
 */
async function describeTree(root, skip) {
    const listing = new Map();
    const walk = async (dir, relative) => {
        for await (const dirent of await (0,promises_.opendir)(dir)) {
            const rel = relative ? `${relative}/${dirent.name}` : dirent.name;
            if (!relative && skip.includes(dirent.name))
                continue;
            const full = external_node_path_.join(dir, dirent.name);
            const info = await (0,promises_.lstat)(full);
            const entry = {
                type: info.isFile() ? 'f' : info.isDirectory() ? 'd' : info.isSymbolicLink() ? 'l' : 'other',
                mode: info.mode & 0o7777,
                size: info.isFile() ? info.size : 0,
                mtime: Math.floor(info.mtimeMs / 1000),
            };
            if (info.isSymbolicLink())
                entry.target = await (0,promises_.readlink)(full);
            listing.set(rel, entry);
            if (info.isDirectory())
                await walk(full, rel);
        }
    };
    await walk(root, '');
    return listing;
}
/**
 * The listing with each file's sha256. Apart from `describeTree` because only a host that already holds a tree
 * needs the hashes before its copy (to find what changed); a first copy needs them only for the manifest
 * written after it, so they are read while it streams.
 */
async function hashTree(root, listing, hashes) {
    const hashed = new Map();
    for (const [rel, entry] of listing) {
        if (entry.type !== 'f') {
            hashed.set(rel, entry);
            continue;
        }
        const full = external_node_path_.join(root, rel);
        const info = await (0,promises_.lstat)(full);
        hashed.set(rel, {
            ...entry,
            sha256: await hashes.of(full, `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`),
        });
    }
    return hashed;
}
/** Hashes by inode: the hard-linked trees of one run share most files, and each is read once. */
class HashCache {
    known = new Map();
    of(file, identity) {
        let hash = this.known.get(identity);
        if (!hash) {
            hash = (async () => {
                const digest = (0,external_node_crypto_.createHash)('sha256');
                await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file), digest);
                return digest.digest('hex');
            })();
            this.known.set(identity, hash);
        }
        return hash;
    }
}
/**
 * One command for what a host holds of a tree (one round trip, not three: it runs on every host before the
 * copy): the listing of `root` (NUL-separated fields: type, octal mode, size, mtime, link target, path; nothing
 * when the folder is absent; the top-level `skip` names left out), an empty field, the marker file, a NUL, then
 * the manifest file. `parseHostHoldings` reads it.
 */
function hostHoldingsScript(root, skip, files, quote) {
    const prune = skip.map((name) => `-path ${quote(`./${name}`)} -prune -o`).join(' ');
    return [
        `(cd -- ${quote(root)} 2>/dev/null && find . ${prune} ! -path . -printf '%y\\0%m\\0%s\\0%T@\\0%l\\0%P\\0') || true`,
        "printf '\\0'",
        `cat -- ${quote(files.marker)} 2>/dev/null || true`,
        "printf '\\0'",
        `cat -- ${quote(files.manifest)} 2>/dev/null || true`,
    ].join('\n');
}
/**
 * Reads `hostHoldingsScript`'s output. A NUL inside the marker or the manifest can only spoil the manifest's
 * text, which then does not parse: the host gets the whole tree.
 */
function parseHostHoldings(text) {
    const fields = text.split('\0');
    const listing = new Map();
    let at = 0;
    // Every record starts with its type, never empty: an empty field there ends the listing.
    for (; at + 5 < fields.length && fields[at] !== ''; at += 6) {
        const [type, mode, size, mtime, target, rel] = fields.slice(at, at + 6);
        listing.set(rel, {
            type,
            mode: Number.parseInt(mode, 8),
            size: type === 'f' ? Number(size) : 0,
            mtime: Math.floor(Number(mtime)),
            ...(type === 'l' ? { target } : {}),
        });
    }
    const marker = fields[at + 1]?.trim();
    return { listing, ...(marker ? { marker } : {}), manifest: fields.slice(at + 2).join('\0') };
}
const StoredManifest = schemas/* object */.Ikc({
    format: schemas/* literal */.euz(1),
    /** path → [sha256, size, mtime] of each file as it was sent. */
    files: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* tuple */.PVZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* number */.aig()])),
});
/**
 * The manifest a host keeps of the tree it holds: its files' hashes with the size and mtime they have there
 * (`kept`: files the host already had, whose own mtime stays; the rest arrive with the tree's, tar keeps it).
 */
function manifestText(wanted, kept = new Map()) {
    return JSON.stringify({ format: 1, files: Object.fromEntries(manifestRecords(wanted, kept)) });
}
/** What `manifestText` records, as `parseTreeManifest` gives it back: for a host whose manifest was just written. */
function manifestRecords(wanted, kept = new Map()) {
    const files = new Map();
    for (const [rel, entry] of wanted) {
        if (entry.type !== 'f' || !entry.sha256)
            continue;
        files.set(rel, [entry.sha256, entry.size, kept.get(rel)?.mtime ?? entry.mtime]);
    }
    return files;
}
/** A host's manifest, or undefined when it is missing or unreadable (the host then gets the whole tree). */
function parseTreeManifest(text) {
    const parsed = StoredManifest.safeParse((0,parse_json/* parseJsonOrUndefined */.r)(text));
    return parsed.success ? new Map(Object.entries(parsed.data.files)) : undefined;
}
/** What turns the host's tree into the wanted one, trusting a recorded hash only for an unchanged file. */
function treeDelta(wanted, host, manifest) {
    // What the cluster's own scripts write into the tree on a host stays: only what an earlier copy sent goes.
    const remove = [];
    for (const [rel, entry] of host) {
        const want = wanted.get(rel);
        if (want ? want.type !== entry.type : manifest.has(rel))
            remove.push(rel);
    }
    const send = [];
    const kept = new Map();
    let bytes = 0;
    for (const [rel, want] of wanted) {
        const have = host.get(rel);
        if (have && have.type === want.type && have.mode === want.mode && same(want, have, manifest.get(rel))) {
            kept.set(rel, have);
            continue;
        }
        send.push(rel);
        bytes += want.size;
    }
    send.sort();
    return { remove, send, bytes, manifest: manifestText(wanted, kept) };
}
/** A file is the same when the host's copy is still as recorded and the record's hash is the wanted one. */
function same(want, have, recorded) {
    if (want.type === 'l')
        return want.target === have.target;
    if (want.type !== 'f')
        return want.type === 'd';
    if (!recorded)
        return false;
    const [sha256, size, mtime] = recorded;
    return have.size === size && have.mtime === mtime && sha256 === want.sha256;
}

;// CONCATENATED MODULE: ./.build/apply/phases/mount-rootfs.js














const PHASE = 'mount rootfs';
/** The registry host's data lives in rootfs/registry, filled by the mirror, not by this copy. */
const KEEP = ['registry'];
/**
 * Each tree's listing, made once: its shape at once, its content hashes in the background from the start
 * (hard-linked trees share most files, hashed once by inode). A first copy waits for the hashes only when it
 * writes its manifest, so they are read while the tree streams.
 */
class Listings {
    hashes = new HashCache();
    shapes = new Map();
    hashedTrees = new Map();
    shape(tree) {
        if (!this.shapes.has(tree.digest))
            this.shapes.set(tree.digest, describeTree(tree.dir, KEEP));
        return this.shapes.get(tree.digest);
    }
    hashed(tree) {
        if (!this.hashedTrees.has(tree.digest)) {
            const hashed = this.shape(tree).then((shape) => hashTree(tree.dir, shape, this.hashes));
            // Started ahead of need: a failure is reported by whoever awaits it, not as an unhandled rejection.
            hashed.catch(() => undefined);
            this.hashedTrees.set(tree.digest, hashed);
        }
        return this.hashedTrees.get(tree.digest);
    }
}
/**
 * The merged rootfs (rootfs + patch images, rendered for the host) to every master and node, and application
 * images to master0. Every tree is made before the first copy starts (making one changes inodes another copy
 * may be reading). A host keeps a manifest of the files it holds (tree-manifest.ts): checked against the
 * host's files, it lets a host that holds an earlier tree get only the changed files, and one that holds
 * this tree get nothing, its files untouched. Hosts needing the same bytes get them from one read of the
 * tree, `concurrency` hosts per stream, or all of them through a relay tree (hosts/relay.ts) when
 * `context.relay` asks for it (only whole trees: deltas are small). Before the first byte, each host must
 * have room for what it gets (`df` of the rootfs folder; a whole tree is written beside the old one, then
 * swapped).
 */
const mountRootfs = {
    title: 'Mount rootfs',
    async run(context) {
        const { topology, clusterName } = context;
        const trees = resultOf(context, 'trees');
        const hosts = [...topology.masters, ...topology.nodes];
        const apps = resultOf(context, 'images').all.filter((image) => image.mount.type === 'application');
        const root = (0,cluster_folders/* rootfsDir */.H9)(clusterName);
        const manifestFile = (0,cluster_folders/* markerPath */.Ar)(clusterName, 'rootfs.manifest');
        const wantedTrees = await Promise.all(hosts.map((host) => trees.rootfs(host)));
        const appTrees = await Promise.all(apps.map((image) => trees.application(image)));
        const listings = new Listings();
        for (const tree of wantedTrees)
            void listings.hashed(tree);
        const wantedOf = (host) => wantedTrees[hosts.indexOf(host)];
        const planned = await onHosts(context, hosts, PHASE, (executor, host) => jobFor(context, executor, host, wantedOf(host), listings));
        let jobs = planned.filter((job) => job !== undefined);
        // Room on every host first: a full disk is one line per host, before any byte is sent.
        const needs = jobs.map((job) => ({
            host: job.host,
            dir: root,
            bytes: spaceOf(job.wanted, job.delta?.send),
            what: job.delta ? 'the rootfs changes' : 'the rootfs',
        }));
        await checkFreeSpace(context, needs, PHASE, hosts.length);
        // Relayed, every host needing a whole tree gets the most common one (the nodes'), and a host whose own
        // tree differs (a master's files rendered for its role) then gets only those files: the runner's uplink
        // carries one tree, not one per distinct tree.
        const whole = jobs.filter((job) => !job.delta);
        const overlaid = [];
        let base;
        if ((0,hosts_relay/* relayWanted */.nf)(context.relay, whole.length)) {
            base = mostCommonTree(whole);
            const baseListing = await listings.shape(base);
            jobs = jobs.map((job) => {
                if (job.delta || job.tree.digest === base.digest)
                    return job;
                overlaid.push(job.host);
                return { host: job.host, tree: base, wanted: baseListing };
            });
        }
        const failures = [];
        const sent = { whole: 0, delta: 0, files: 0, bytes: 0 };
        await sendJobs(context, jobs, { root, manifestFile, listings, failures, sent });
        const failed = new Set(failures.map((failure) => failure.host));
        const second = overlaid.filter((host) => !failed.has(host));
        if (base && second.length > 0) {
            const own = { whole: 0, delta: 0, files: 0, bytes: 0 };
            // What these hosts hold is known without asking them: the base tree and its manifest, just written.
            const [baseHashed, baseShape] = await Promise.all([listings.hashed(base), listings.shape(base)]);
            const recorded = manifestRecords(baseHashed);
            const overlays = [];
            for (const host of second) {
                const tree = wantedOf(host);
                const delta = treeDelta(await listings.hashed(tree), baseShape, recorded);
                overlays.push({ host, tree, wanted: await listings.shape(tree), delta });
            }
            await sendJobs(context, overlays, { root, manifestFile, listings, failures, sent: own });
            context.logger.info(`${second.length} host(s) got the relayed tree, then their own rendered files: ${own.files} file(s), ${own.bytes} bytes of content`);
        }
        if (failures.length > 0) {
            const order = (failure) => hosts.indexOf(failure.host);
            throw new errors/* HostsError */.gy(failures.sort((a, b) => order(a) - order(b)), hosts.length, PHASE);
        }
        await copyApplications(context, apps, appTrees);
        const upToDate = hosts.length - sent.whole - sent.delta;
        context.logger.info(`rootfs sent whole to ${sent.whole} host(s), changes to ${sent.delta} (${sent.files} file(s), ${sent.bytes} bytes of content), ${upToDate} up to date; ${apps.length} application image(s) on master0`);
    },
};
/** What a host needs to hold `tree`: nothing (then its records are brought up to date), a delta, or the whole tree. */
async function jobFor(context, executor, host, tree, listings) {
    const { clusterName } = context;
    const root = (0,cluster_folders/* rootfsDir */.H9)(clusterName);
    const manifestFile = (0,cluster_folders/* markerPath */.Ar)(clusterName, 'rootfs.manifest');
    const [holdings, wanted] = await Promise.all([
        executor.run(hostHoldingsScript(root, KEEP, { marker: (0,cluster_folders/* markerPath */.Ar)(clusterName, 'rootfs'), manifest: manifestFile }, shell/* shellQuote */.ZL)),
        listings.shape(tree),
    ]);
    const { listing: onHost, marker: held, manifest } = parseHostHoldings(holdings.stdout);
    const recorded = parseTreeManifest(manifest);
    if (!recorded || onHost.size === 0)
        return { host, tree, wanted };
    const delta = treeDelta(await listings.hashed(tree), onHost, recorded);
    if (delta.remove.length > 0 || delta.send.length > 0)
        return { host, tree, wanted, delta };
    if (held !== tree.digest)
        await executor.writeFiles([
            { path: manifestFile, content: delta.manifest },
            markerFile(clusterName, 'rootfs', tree.digest),
        ]);
    context.logger.debug(`${host}: ${root} is up to date`);
    return undefined;
}
/** Each application image's tree to its workdir on master0, unless master0's marker says it holds it. */
async function copyApplications(context, apps, appTrees) {
    const { clusterName } = context;
    const master0 = await context.executor(context.topology.master0);
    for (const [index, image] of apps.entries()) {
        const tree = appTrees[index];
        const marker = `app-${image.mount.name}`;
        if ((await readMarker(master0, clusterName, marker)) === tree.digest)
            continue;
        await master0.copyDir(tree.dir, (0,cluster_folders/* applicationWorkdir */.nK)(clusterName, image.mount.name), {
            exclude: ['registry'],
            progress: context.logger,
        });
        await writeMarker(master0, clusterName, marker, tree.digest);
    }
}
/**
 * Copies the jobs: hosts needing the same bytes share one read of the tree, `concurrency` of them per stream,
 * or all of them through a relay tree (hosts/relay.ts) when the apply's relay mode asks for it (whole trees
 * only: deltas are small). Each host's manifest and marker are written once its copy succeeded.
 */
async function sendJobs(context, jobs, state) {
    const { root, manifestFile, listings, failures, sent } = state;
    const groups = new Map();
    for (const job of jobs) {
        const key = job.delta
            ? `delta:${job.tree.digest}:${hashOf([job.delta.remove, job.delta.send])}`
            : `whole:${job.tree.digest}`;
        groups.set(key, [...(groups.get(key) ?? []), job]);
    }
    const batches = [];
    for (const group of groups.values()) {
        const relay = !group[0].delta && (0,hosts_relay/* relayWanted */.nf)(context.relay, group.length);
        const size = relay ? group.length : context.concurrency;
        for (const jobs of batchesOf(group, size))
            batches.push({ jobs, relay });
    }
    for (const batch of batches) {
        const first = batch.jobs[0];
        const ready = await prepare(context, batch.jobs, manifestFile, root, failures);
        const executors = ready.map(({ executor }) => executor);
        const marker = markerFile(context.clusterName, 'rootfs', first.tree.digest);
        const startMs = Date.now();
        const outcomes = first.delta
            ? await sendFilesToHosts(executors, first.tree.dir, first.delta.send, root, {
                bytes: first.delta.bytes,
                listedOnly: true,
            })
            : await (0,copy/* copyDirectoryToHosts */.$)(executors, first.tree.dir, root, {
                keep: KEEP,
                progress: context.logger,
                // In the command that moves the tree into place: the manifest of the tree held before goes just before
                // the move, this tree's manifest and marker come just after it.
                records: {
                    forget: [manifestFile],
                    write: [{ path: manifestFile }, marker],
                    contents: async () => [manifestText(await listings.hashed(first.tree)), marker.content],
                },
                ...(batch.relay
                    ? {
                        relay: {
                            owner: context.clusterName,
                            concurrency: context.concurrency,
                            logger: context.logger,
                        },
                    }
                    : {}),
            });
        const durationMs = Date.now() - startMs;
        for (const { job } of ready)
            context.progress.hostTimings.push({ step: 'copy rootfs', host: job.host, startMs, durationMs });
        await Promise.all(outcomes.map(async (outcome, index) => {
            const { executor, job } = ready[index];
            try {
                if (!outcome.ok)
                    throw outcome.error;
                if (job.delta) {
                    await executor.writeFiles([{ path: manifestFile, content: job.delta.manifest }, marker]);
                    sent.delta++;
                    sent.files += job.delta.send.length;
                    sent.bytes += job.delta.bytes;
                }
                else
                    sent.whole++;
            }
            catch (error) {
                failures.push({ host: job.host, error });
            }
        }));
    }
}
/** The tree most of the jobs want (ties: the first). */
function mostCommonTree(jobs) {
    const counts = new Map();
    for (const job of jobs) {
        const entry = counts.get(job.tree.digest) ?? { tree: job.tree, count: 0 };
        entry.count++;
        counts.set(job.tree.digest, entry);
    }
    return [...counts.values()].reduce((best, entry) => (entry.count > best.count ? entry : best)).tree;
}
/**
 * Connects to the batch's hosts and, for a delta, forgets what they hold before it changes: the manifest goes
 * first (a delta cut short leaves no record to trust), then the paths it removes. A whole tree needs nothing
 * here: it goes beside the old one, which stays, with its manifest, until the move (copy.ts). A host that
 * fails here is a failure of its own, not of the batch.
 */
async function prepare(context, batch, manifestFile, root, failures) {
    const ready = await Promise.all(batch.map(async (job) => {
        try {
            const executor = await context.executor(job.host);
            if (!job.delta)
                return { executor, job };
            await removePaths(executor, [manifestFile], root, job.delta.remove);
            return { executor, job };
        }
        catch (error) {
            failures.push({ host: job.host, error });
            return undefined;
        }
    }));
    return ready.filter((entry) => entry !== undefined);
}
function hashOf(parts) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex');
}

;// CONCATENATED MODULE: ./.build/apply/phases/prune-runner.js



/**
 * The container runtimes GitHub's Ubuntu runner images install (Docker's packages, and Microsoft's moby
 * builds on older images). The cluster image brings its own containerd and would find theirs holding the
 * CRI socket and `/usr/bin/containerd`.
 */
const RUNNER_RUNTIME_PACKAGES = [
    'docker-ce',
    'docker-ce-cli',
    'docker-ce-rootless-extras',
    'docker-buildx-plugin',
    'docker-compose-plugin',
    'containerd.io',
    'moby-engine',
    'moby-cli',
    'moby-buildx',
    'moby-compose',
    'moby-containerd',
    'moby-runc',
];
const RUNNER_RUNTIME_UNITS = ['docker.socket', 'docker.service', 'containerd.service'];
/**
 * Stops the active units, then purges the installed packages (dpkg-query's `ii` ones: apt-get refuses a name
 * it cannot find, and these lists differ between runner images), then names what is still on PATH. Nothing
 * when the cluster's data folder is there: a create that failed half way set up its own containerd, under the
 * same unit name.
 */
function pruneRunnerScript(dataDir) {
    const units = RUNNER_RUNTIME_UNITS.map(shell/* shellQuote */.ZL).join(' ');
    const packages = RUNNER_RUNTIME_PACKAGES.map(shell/* shellQuote */.ZL).join(' ');
    return [
        `if [ -d ${(0,shell/* shellQuote */.ZL)(dataDir)} ]; then echo "ours:"; exit 0; fi`,
        'active=""',
        `for unit in ${units}; do systemctl is-active --quiet "$unit" && active="$active $unit"; done`,
        'if [ -n "$active" ]; then echo "stopped:$active"; systemctl stop $active; fi',
        `installed=$(dpkg-query -W -f='\${db:Status-Abbrev} \${Package}\\n' ${packages} 2>/dev/null | awk '$1 == "ii" { print $2 }' | tr '\\n' ' ')`,
        'if [ -n "$installed" ]; then echo "purged: $installed"; DEBIAN_FRONTEND=noninteractive apt-get remove -y --purge $installed >&2; fi',
        'left=""',
        'for binary in containerd dockerd; do command -v "$binary" >/dev/null 2>&1 && left="$left $(command -v "$binary")"; done',
        'echo "left:$left"',
    ].join('\n');
}
/**
 * A GitHub-hosted runner in single mode (or any runner, asked for by name): after Check, this machine's
 * Docker and containerd are stopped and purged, as `sealos run` users did by hand before the action. Only a
 * runner that joins the cluster now: on a reconcile the containerd there is the cluster's own.
 */
const pruneRunner = {
    title: 'Prune the runner',
    shouldRun(context) {
        const { localHost, joining } = context.topology;
        return (context.pruneRunner &&
            localHost !== undefined &&
            [...joining.masters, ...joining.nodes].includes(localHost));
    },
    async run(context) {
        const host = context.topology.localHost;
        const executor = await context.executor(host);
        const result = await executor.run(pruneRunnerScript((0,cluster_folders/* clusterDataDir */.wL)(context.clusterName)));
        const said = (label) => result.stdout
            .split('\n')
            .find((line) => line.startsWith(`${label}:`))
            ?.slice(label.length + 1)
            .trim() ?? '';
        if (result.stdout.startsWith('ours:')) {
            context.logger.info(`${host}: holds cluster "${context.clusterName}" from an earlier run already: not pruned`);
            return;
        }
        const [stopped, purged, left] = [said('stopped'), said('purged'), said('left')];
        context.logger.info(`${host}: stopped ${stopped || 'no unit'}; purged ${purged || 'no package'}`);
        if (!left)
            return;
        const problem = `${left} still on this runner after purging ${RUNNER_RUNTIME_PACKAGES.join(', ')}: installed some other way`;
        if (context.force)
            context.logger.warn(`${host}: ${problem}; installing over it (force)`);
        else
            throw new errors/* SealosError */.ei(`${problem}; remove it before the run, or set force: true to install over it`, {
                host,
                phase: 'prune the runner',
            });
    },
};

// EXTERNAL MODULE: ./.build/image/errors.js
var image_errors = __webpack_require__(37525);
;// CONCATENATED MODULE: ./.build/image/mount-info.js

const imageTypeLabels = ['sealos.io.type', 'apps.sealos.io/type'];
const imageTypes = ['rootfs', 'patch', 'application'];
/** The image type from its labels (`sealos.io.type`, then `apps.sealos.io/type`); none = application. */
function imageTypeOf(labels, imageName) {
    for (const label of imageTypeLabels) {
        const value = labels[label];
        if (value === undefined || value === '')
            continue;
        if (!imageTypes.includes(value)) {
            throw new image_errors/* ImageFormatError */.Dx(`image ${imageName}: label ${label}="${value}" is not rootfs, patch or application`);
        }
        return value;
    }
    return 'application';
}
/** `K=V` entries to a map; PATH is the image builder's, not the cluster's, so it is left out. */
function envOf(entries) {
    const env = {};
    for (const entry of entries) {
        const eq = entry.indexOf('=');
        if (eq <= 0)
            continue;
        const key = entry.slice(0, eq);
        if (key === 'PATH')
            continue;
        env[key] = entry.slice(eq + 1);
    }
    return env;
}
/**
 * The mount info of an image from its config. A shell-form CMD is stored by builders as
 * `["/bin/sh", "-c", "..."]`; sealos keeps only the commands, so those two tokens are dropped.
 */
function mountInfoFromConfig(config, options) {
    const labels = { ...(config.config?.Labels ?? {}) };
    return {
        name: options.name,
        type: imageTypeOf(labels, options.imageName),
        imageName: options.imageName,
        ...(options.mountPoint !== undefined && { mountPoint: options.mountPoint }),
        env: envOf(config.config?.Env ?? []),
        labels,
        cmd: (config.config?.Cmd ?? []).filter((token) => token !== '/bin/sh' && token !== '-c'),
        entrypoint: [...(config.config?.Entrypoint ?? [])],
    };
}

// EXTERNAL MODULE: ./.build/image/reference.js
var image_reference = __webpack_require__(38033);
;// CONCATENATED MODULE: ./.build/apply/cluster-images.js



/** Pulls (or finds in the store) every image for the hosts' platform, and checks the set makes a cluster. */
async function mountClusterImages(references, store, platform) {
    const all = [];
    const names = new Set();
    for (const reference of references) {
        const stored = await store.mount((0,image_reference/* parseReference */.F2)(reference), platform);
        const name = uniqueName(mountName(reference), names);
        const mount = mountInfoFromConfig(stored.config, {
            name,
            imageName: reference,
            mountPoint: stored.rootfs,
        });
        all.push({ reference, stored, mount });
    }
    return describeImages(all);
}
function describeImages(all) {
    const firstRootfs = all.findIndex((image) => image.mount.type === 'rootfs');
    const firstApp = all.findIndex((image) => image.mount.type === 'application');
    if (firstRootfs < 0)
        throw new errors/* SealosError */.ei('no rootfs image in spec.image: the first image must be a cluster rootfs (sealos.io.type=rootfs)', {
            phase: 'pull images',
        });
    if (firstApp >= 0 && firstApp < firstRootfs)
        throw new errors/* SealosError */.ei(`${all[firstApp].reference} is an application image listed before the rootfs image ${all[firstRootfs].reference}`, { phase: 'pull images' });
    const rootfs = all[firstRootfs];
    checkRootfsFormat(rootfs);
    const kubeVersion = rootfs.mount.labels.version;
    if (!kubeVersion)
        throw new errors/* SealosError */.ei(`rootfs image ${rootfs.reference} has no "version" label (the Kubernetes version)`, {
            phase: 'pull images',
        });
    const labels = {};
    const env = {};
    for (const image of all) {
        Object.assign(labels, image.mount.labels);
        Object.assign(env, image.mount.env);
    }
    return { all, labels, env, kubeVersion };
}
/** The rootfs layouts sealos applies (lifecycle/pkg/types/v1beta1/cluster.go ImageVersionList). */
const ROOTFS_FORMATS = ['v1beta1', 'v1beta2'];
const ROOTFS_FORMAT_LABELS = ['sealos.io.version', 'apps.sealos.io/version'];
/** sealos MountClusterImages refuses a rootfs whose layout label is not one it knows, missing included. */
function checkRootfsFormat(rootfs) {
    const label = ROOTFS_FORMAT_LABELS.find((key) => rootfs.mount.labels[key] !== undefined) ?? ROOTFS_FORMAT_LABELS[0];
    const format = rootfs.mount.labels[label];
    if (format !== undefined && ROOTFS_FORMATS.includes(format))
        return;
    throw new errors/* SealosError */.ei(`rootfs image ${rootfs.reference}: label ${label}=${JSON.stringify(format ?? '')} is neither ${ROOTFS_FORMATS.join(' nor ')} (the rootfs layouts sealos applies)`, { phase: 'pull images' });
}
/** A stable, path-safe name for an image: its repository's last part and tag (`hello-app-v1`). */
function mountName(reference) {
    const ref = (0,image_reference/* parseReference */.F2)(reference);
    const base = ref.repository.split('/').pop() ?? ref.repository;
    const suffix = ref.tag ?? ref.digest?.replace(/^sha256:/, '').slice(0, 12) ?? 'latest';
    return `${base}-${suffix}`.replace(/[^A-Za-z0-9_.-]/g, '-');
}
function uniqueName(name, taken) {
    let candidate = name;
    for (let i = 2; taken.has(candidate); i++)
        candidate = `${name}-${i}`;
    taken.add(candidate);
    return candidate;
}

;// CONCATENATED MODULE: ./.build/apply/phases/pull-images.js



/**
 * Every image of `spec.image`, pulled into the local store (or found there) and unpacked; then the runtime the
 * rootfs asks for, refused when unknown or not the one the cluster runs, before any host is changed.
 */
const pullImages = {
    title: 'Pull images',
    readOnly: true,
    async run(context) {
        const references = context.desired.cluster.spec?.image ?? [];
        const images = await mountClusterImages(references, context.imageStore, context.platform);
        for (const image of images.all)
            context.logger.info(`${image.reference}: ${image.mount.type}, ${image.stored.manifestDigest}`);
        // Checked before the images are handed on: a refused rootfs must not become the saved status.mounts.
        const runtime = clusterDistribution(images);
        const { plan } = context;
        if (plan.runtime && plan.runtime !== runtime)
            throw new _build_runtime/* DistributionChangeError */.jo(plan.cluster, plan.runtime, runtime, images.all.find((image) => image.mount.type === 'rootfs').reference, 'pull images');
        plan.runtime = runtime;
        context.logger.info(`runtime: ${runtime}`);
        context.results.images = images;
    },
};

// EXTERNAL MODULE: ./.build/cluster/undo-bootstrap.js
var undo_bootstrap = __webpack_require__(30486);
// EXTERNAL MODULE: ./.build/hosts/errors.js
var hosts_errors = __webpack_require__(89727);
;// CONCATENATED MODULE: ./.build/apply/uncleaned-host.js

/** What a host that left without answering SSH still holds, and how to clean it once it answers again. */
function uncleanedHostAdvice(host, cluster) {
    return `${host} was removed from the cluster but not cleaned (it did not answer SSH): it still holds Kubernetes and ${(0,cluster_folders/* clusterDataDir */.wL)(cluster)}; when it answers again, run \`kubeadm reset -f\` (k3s: \`k3s-killall.sh\`, then its uninstall script) and remove ${(0,cluster_folders/* clusterDataDir */.wL)(cluster)} there, before the host joins any cluster again`;
}

;// CONCATENATED MODULE: ./.build/apply/phases/remove-hosts.js











/**
 * Hosts leaving the cluster: deleted from Kubernetes and reset, Bootstrap undone, the cluster's data removed.
 * Nodes leave in parallel, every one worked on even when another fails. Masters leave after them, one at a
 * time, each etcd member gone before the next master starts: two members of a three-member etcd leaving
 * together can take its quorum with them; before each, an etcd snapshot on master0. A master that fails stops
 * the masters after it. A leaving host that does not answer SSH is taken out through master0 alone (its Node, a
 * master's etcd member) and said to be not cleaned. Each host is recorded as removed once it is out.
 */
const removeHosts = {
    title: 'Remove hosts',
    shouldRun: (context) => context.topology.removing.masters.length + context.topology.removing.nodes.length > 0,
    async run(context) {
        const { topology, progress } = context;
        const runtime = await clusterRuntime(context);
        await findUnreachable(context);
        const removeOne = await hostRemoval(context, runtime);
        const { nodes } = topology.removing;
        // A master that is down leaves first: removing a live member while another is down can break the quorum.
        const masters = [
            ...topology.removing.masters.filter((host) => progress.unreachable.has(host)),
            ...topology.removing.masters.filter((host) => !progress.unreachable.has(host)),
        ];
        const failures = (0,fan_out/* failuresIn */.xM)(await (0,fan_out/* settleEachHost */.vL)(nodes, (host) => removeOne(host, 'node'), { concurrency: context.concurrency }));
        for (const [index, host] of masters.entries()) {
            try {
                await removeOne(host, 'master');
            }
            catch (error) {
                failures.push({ host, error });
                const waiting = masters.slice(index + 1);
                if (waiting.length > 0)
                    context.logger.warn(`not removing ${waiting.join(', ')}: masters leave etcd one at a time, and ${host} did not leave`);
                break;
            }
        }
        for (const host of progress.unreachable)
            if (progress.removed.has(host))
                context.logger.warn(uncleanedHostAdvice(host, context.clusterName));
        if (failures.length > 0)
            throw new errors/* HostsError */.gy(failures, nodes.length + masters.length, 'remove hosts');
    },
};
/**
 * Connects to every leaving host; one that does not answer SSH (refused, timed out, no route) is recorded so it
 * is taken out without it. Any other failure (a refused login, a wrong host key) is an error, as for every host.
 */
async function findUnreachable(context) {
    const { removing } = context.topology;
    await (0,fan_out/* onEachHost */.Vp)([...removing.nodes, ...removing.masters], async (host) => {
        try {
            await context.executor(host);
        }
        catch (error) {
            if (!(0,hosts_errors/* isUnreachable */.R0)(error))
                throw error;
            context.progress.unreachable.add(host);
            context.logger.warn(`${host} is leaving and does not answer SSH (${(0,errors/* errorMessage */.gJ)(error)}): it is removed without being cleaned`);
        }
    }, { concurrency: context.concurrency, phase: 'remove hosts' });
}
/**
 * One leaving host's whole removal: out of Kubernetes (and etcd), then Bootstrap undone and its data removed. A
 * host that does not answer SSH is only taken out through master0.
 */
async function hostRemoval(context, runtime) {
    const { topology, clusterName, progress } = context;
    const registry = await (0,registry_info/* readRegistryInfo */.Kb)((await resultOf(context, 'trees').rootfs(topology.master0)).dir);
    return async (host, role) => {
        if (role === 'master')
            await runtime.snapshotEtcd(`removing master ${host}`);
        if (progress.unreachable.has(host)) {
            await runtime.removeUnreachable((0,cluster_topology/* ipOf */.l)(host), role);
            progress.removed.add(host);
            return;
        }
        if (role === 'master')
            await runtime.deleteMasters([(0,cluster_topology/* ipOf */.l)(host)]);
        else
            await runtime.deleteNodes([(0,cluster_topology/* ipOf */.l)(host)]);
        const executor = await context.executor(host);
        await (0,undo_bootstrap/* undoBootstrap */.D)(executor, {
            rootfs: (0,cluster_folders/* rootfsDir */.H9)(clusterName),
            labels: resultOf(context, 'images').labels,
            env: resultOf(context, 'trees').env(host),
            registryDomain: registry.domain,
            registryData: registry.data,
            isRegistry: topology.roles(host).includes('registry'),
            logger: context.logger,
        });
        await executor.run(`rm -rf -- ${(0,shell/* shellQuote */.ZL)((0,cluster_folders/* clusterDataDir */.wL)(clusterName))}`);
        progress.removed.add(host);
    };
}

;// CONCATENATED MODULE: ./.build/apply/phases/rollout-config.js



/**
 * The plan's configuration changes rolled out on the hosts already in the cluster, after an upgrade (which
 * rewrites the same documents) and before hosts join (they then join with the new configuration); an etcd
 * snapshot first when the control plane's manifests are to be made again.
 */
const rolloutConfig = {
    title: 'Roll out configuration',
    shouldRun: (context) => (context.plan.configChanges ?? []).length > 0,
    async run(context) {
        const runtime = await clusterRuntime(context);
        if (!runtime.rolloutConfig)
            throw new _build_runtime/* RuntimeError */.bu(`this cluster's runtime cannot roll out configuration changes`, {
                phase: 'Roll out configuration',
            });
        const changes = context.plan.configChanges ?? [];
        // The way back if a master's control plane does not come up with its new configuration.
        const masters = new Set(context.topology.masters.map(cluster_topology/* ipOf */.l));
        const controlPlane = changes.some((change) => change.document === 'ClusterConfiguration' ||
            (change.document === _build_runtime/* K3S_DOCUMENT */.c$ && change.hosts.some((host) => masters.has(host))));
        if (controlPlane)
            await runtime.snapshotEtcd('the control-plane configuration rollout');
        await runtime.rolloutConfig(changes);
    },
};

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./.build/files/remove-on-exit.js
var remove_on_exit = __webpack_require__(75369);
;// CONCATENATED MODULE: ./.build/apply/host-trees.js








const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Bump when the way trees are made changes, so hosts get a fresh copy. */
const TREE_FORMAT = 'sealos-action/tree/1';
async function prepareHostTrees(options) {
    const { images, clusterfile, topology } = options;
    const work = external_node_path_.join(options.workRoot, (0,external_node_crypto_.randomBytes)(6).toString('hex'));
    await (0,promises_.mkdir)(work, { recursive: true });
    const kept = (0,remove_on_exit/* removeOnExit */.o)(work);
    const remove = async () => {
        await (0,promises_.rm)(work, { recursive: true, force: true });
        kept();
    };
    const configs = clusterfile.configs.map(configLike);
    const layered = images.all.filter((image) => image.mount.type !== 'application');
    const base = external_node_path_.join(work, 'base');
    await mergeBase(base, layered, configs, remove);
    const env = (host) => (0,render/* layerEnv */.b3)({
        imageEnv: images.env,
        clusterEnv: clusterfile.cluster.spec?.env ?? [],
        kubeVersion: images.kubeVersion,
        host: { env: topology.env(host), roles: topology.roles(host) },
    });
    const digestOf = (parts) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex')}`;
    const configsOf = (image) => configs.filter((c) => !c.spec.match || c.spec.match === image.reference).map((c) => c.spec);
    const once = onceEach();
    return {
        env,
        rootfs: (host) => {
            const hostEnv = env(host);
            const digest = digestOf([
                TREE_FORMAT,
                layered.map((image) => [image.stored.manifestDigest, configsOf(image)]),
                hostEnv,
            ]);
            // Hosts with the same env get the same rendered tree: made once, read once for all of them.
            return once(`rootfs:${digest}`, async () => {
                const dir = external_node_path_.join(work, 'rootfs', digest.slice('sha256:'.length, 'sha256:'.length + 16));
                await (0,promises_.mkdir)(dir, { recursive: true });
                await linkTree(base, dir);
                await host_trees_render(dir, hostEnv, host);
                return { dir, digest };
            });
        },
        application: (image) => once(`app:${image.mount.name}`, async () => {
            const dir = external_node_path_.join(work, 'apps', image.mount.name);
            await (0,promises_.mkdir)(dir, { recursive: true });
            await linkTree(image.stored.rootfs, dir);
            await (0,render/* applyConfigs */.eX)({
                imageRef: image.reference,
                sourceDir: image.stored.rootfs,
                targetDir: dir,
                configs,
            });
            const hostEnv = env(topology.master0);
            await host_trees_render(dir, hostEnv, topology.master0);
            return {
                dir,
                digest: digestOf([TREE_FORMAT, image.stored.manifestDigest, configsOf(image), hostEnv]),
            };
        }),
        dispose: remove,
    };
}
/** The layered images' trees linked into `base`, each image's Config applied; on failure `remove` runs. */
async function mergeBase(base, layered, configs, remove) {
    try {
        await (0,promises_.mkdir)(base);
        for (const image of layered)
            await linkTree(image.stored.rootfs, base);
        for (const image of layered) {
            await (0,render/* applyConfigs */.eX)({
                imageRef: image.reference,
                sourceDir: image.stored.rootfs,
                targetDir: base,
                configs,
            });
        }
    }
    catch (error) {
        // No caller holds the trees yet to dispose of them: a failed Config must not leave its work folder behind.
        await remove();
        throw error;
    }
}
/** One promise per key: each tree is made once, by whoever asks first, and shared by the others. */
function onceEach() {
    const made = new Map();
    return (key, make) => {
        let value = made.get(key);
        if (!value) {
            value = make();
            made.set(key, value);
        }
        return value;
    };
}
async function host_trees_render(dir, env, host) {
    try {
        await (0,render/* renderTree */.B6)(dir, env);
    }
    catch (error) {
        throw new errors/* SealosError */.ei(`rendering templates for ${host}: ${error.message}`, {
            host,
            phase: 'render',
            cause: error,
        });
    }
}
/** Hard-links every file of `source` into `target` (existing files replaced), keeping modes and links. */
async function linkTree(source, target) {
    await run('cp', ['-al', '--remove-destination', `${source}/.`, target]);
}
/** A Clusterfile Config as the renderer takes it. */
function configLike(config, index) {
    const name = config.metadata?.name ?? `Config #${index + 1}`;
    if (!config.spec?.path)
        throw new errors/* SealosError */.ei(`Config "${name}": spec.path is empty`, { phase: 'run config' });
    return {
        metadata: { name },
        spec: {
            path: config.spec.path,
            data: config.spec?.data,
            match: config.spec?.match,
            strategy: config.spec?.strategy,
        },
    };
}

;// CONCATENATED MODULE: ./.build/apply/phases/run-config.js


/** Configs applied to pristine copies of the images; host trees rendered on demand from the result. */
const runConfig = {
    title: 'Run config',
    readOnly: true,
    async run(context) {
        context.results.trees = await prepareHostTrees({
            workRoot: context.workRoot,
            images: resultOf(context, 'images'),
            clusterfile: context.desired,
            topology: context.topology,
        });
        const configs = context.desired.configs.length;
        context.logger.info(configs ? `${configs} Config(s) applied` : 'no Configs');
    },
};

;// CONCATENATED MODULE: ./.build/apply/phases/run-guest.js






/**
 * Each image's ENTRYPOINT and CMD items (spec.command replaces the first image's CMD), run in the image's folder
 * with the host's env: rootfs and patch images on every master and node, application images on master0. New
 * images run everywhere; hosts joining now also run the rootfs and patch images' commands. A failing command
 * is an application error recorded in `commandCondition`, and the images after it are cancelled.
 */
const runGuest = {
    title: 'Run guest',
    async run(context) {
        const { topology, plan, progress } = context;
        const images = resultOf(context, 'images').all;
        const fresh = new Set(plan.action === 'create' ? images.map((i) => i.reference) : plan.imagesToInstall);
        const clusterHosts = [...topology.masters, ...topology.nodes];
        const joining = [...topology.joining.masters, ...topology.joining.nodes];
        for (const [index, image] of images.entries()) {
            const application = image.mount.type === 'application';
            const hosts = fresh.has(image.reference)
                ? application
                    ? [topology.master0]
                    : clusterHosts
                : application
                    ? []
                    : joining;
            const commands = guestCommands(context, image, index);
            if (hosts.length > 0 && commands.length > 0) {
                try {
                    await runCommands(context, image, commands, hosts);
                }
                catch (error) {
                    progress.guestFailures.push({ image: image.reference, message: (0,errors/* errorMessage */.gJ)(error) });
                    progress.cancelledImages = images.slice(index + 1).map((i) => i.reference);
                    context.logger.error(`${image.reference}: ${(0,errors/* errorMessage */.gJ)(error)}`);
                    return;
                }
            }
            if (fresh.has(image.reference))
                progress.installedImages.add(image.reference);
        }
    },
};
function guestCommands(context, image, index) {
    const override = index === 0 ? context.desired.cluster.spec?.command : undefined;
    const cmd = override && override.length > 0 ? override : image.mount.cmd;
    return [...image.mount.entrypoint, ...cmd].filter((command) => command.trim() !== '');
}
async function runCommands(context, image, commands, hosts) {
    const workdir = image.mount.type === 'application'
        ? (0,cluster_folders/* applicationWorkdir */.nK)(context.clusterName, image.mount.name)
        : (0,cluster_folders/* rootfsDir */.H9)(context.clusterName);
    await onHosts(context, hosts, 'run guest', async (executor, host) => {
        const env = resultOf(context, 'trees').env(host);
        for (const command of commands) {
            const expanded = (0,render/* expandCommand */.h5)(command, env);
            if (expanded.unknown.length > 0)
                context.logger.warn(`${image.reference}: ${expanded.unknown.map((v) => `$${v}`).join(', ')} not set; left as written`);
            context.logger.info(`${host}: ${image.reference}: ${expanded.command}`);
            await executor.run(`cd ${(0,shell/* shellQuote */.ZL)(workdir)} && ${expanded.command}`, {
                env,
                logger: context.logger,
            });
        }
    });
}

;// CONCATENATED MODULE: ./.build/apply/phases/upgrade-cluster.js



/**
 * The plan's upgrade, after the new rootfs reached every host (Mount rootfs, Mirror registry) and before hosts
 * join, so joining hosts meet the new version: master0, then the other masters, then the nodes, one host at a
 * time (sealos v5 `KubeadmRuntime.Upgrade`). Hosts an earlier run upgraded are left alone; each host is
 * recorded once done, so a failure stops here naming the host, and the saved status lists those done. An etcd
 * snapshot on master0 comes first.
 */
const upgradeCluster = {
    title: 'Upgrade',
    shouldRun: (context) => context.plan.upgrade !== undefined,
    async run(context) {
        const { topology, progress, logger } = context;
        const upgrade = context.plan.upgrade;
        const runtime = await clusterRuntime(context);
        if (!runtime.upgradeHost)
            throw new _build_runtime/* RuntimeError */.bu(`this cluster's runtime cannot upgrade Kubernetes`, { phase: 'Upgrade' });
        const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
        const order = [
            topology.master0,
            ...topology.masters.filter((host) => host !== topology.master0),
            ...topology.nodes,
        ].filter((host) => !joining.has(host));
        const done = new Set(upgrade.upgraded.map(cluster_topology/* ipOf */.l));
        // The way back if the control plane does not come up at the new version; no snapshot, no upgrade.
        if (order.some((host) => !done.has((0,cluster_topology/* ipOf */.l)(host))))
            await runtime.snapshotEtcd(`the upgrade to ${upgrade.to}`);
        progress.upgrade = 'started';
        logger.info(`Kubernetes ${upgrade.from} → ${upgrade.to} on ${order.length} host(s), one at a time`);
        for (const host of order) {
            if (done.has((0,cluster_topology/* ipOf */.l)(host))) {
                logger.info(`${host}: already at ${upgrade.to} (an earlier run upgraded it)`);
                continue;
            }
            await runtime.upgradeHost((0,cluster_topology/* ipOf */.l)(host), upgrade.to);
            progress.upgraded.add(host);
        }
        progress.upgrade = 'finished';
    },
};

;// CONCATENATED MODULE: ./.build/apply/pipeline.js
















/**
 * One pipeline for create and reconcile (docs/sealos-compatibility.md §5): each phase tests whether it has work (Init only
 * on create; Upgrade only when a newer rootfs asks for it, before joins so new hosts meet the new version;
 * Bootstrap and Join only for joining hosts; Remove only for leaving ones), and skips hosts that
 * already hold what it would put there. Joins come before removals, so capacity never dips first. On a
 * reconcile the running configuration is compared (read only, so a refused change stops before any host is
 * touched) and its changes rolled out after the upgrade, before joins.
 */
const applyPipeline = [
    checkHosts,
    pruneRunner,
    pullImages,
    runConfig,
    compareConfig,
    mountRootfs,
    mirrorRegistry,
    upgradeCluster,
    checkCertificates,
    rolloutConfig,
    bootstrap,
    initCluster,
    joinHosts,
    runGuest,
    removeHosts,
    fetchKubeconfig,
];
/** A dry run of a reconcile: the read-only phases that compare the running configuration, then it stops. */
const dryRunPipeline = [pullImages, runConfig, compareConfig];

;// CONCATENATED MODULE: ./.build/run/phases/apply-phases.js

/**
 * The apply's own phases, each a phase of the run's flat list: run in its log group by the open apply, which
 * keeps its report; a phase that is not this apply's (a dry run runs only the read-only ones), or comes after
 * a failed one, is passed over.
 */
const applyPhases = applyPipeline.map((phase) => ({
    title: phase.title,
    shouldRun: ({ applying }) => applying?.apply.runs(phase) ?? false,
    run: async ({ applying }) => applying?.apply.runPhase(phase),
}));

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/cluster/cluster-executors.js + 1 modules
var cluster_executors = __webpack_require__(24598);
// EXTERNAL MODULE: ./.build/cluster/cluster-registry.js + 1 modules
var cluster_registry = __webpack_require__(83242);
// EXTERNAL MODULE: ./.build/lock/cluster-lock.js + 2 modules
var cluster_lock = __webpack_require__(16118);
// EXTERNAL MODULE: ./.build/lock/owner.js
var owner = __webpack_require__(29011);
;// CONCATENATED MODULE: ./.build/recover/errors.js

/** The state could not be recovered from master0's Clusterfile copy. */
class StateRecoveryError extends errors/* SealosError */.ei {
}

;// CONCATENATED MODULE: ./.build/recover/clusterfile-copy.js




/** The redacted Clusterfile kept on master0 after each apply, as sealos keeps its own beside the data. */
function clusterfileCopyPath(cluster) {
    return `${(0,cluster_folders/* clusterDataDir */.wL)(cluster)}/Clusterfile`;
}
/**
 * Writes the redacted Clusterfile to master0, atomically. Only into a data folder the apply made: a failed
 * create that never reached the hosts must leave master0 as it was (Check reads an existing data folder as
 * "this cluster set the host up"). Returns whether it was written.
 */
async function writeClusterfileCopy(executor, cluster, text) {
    const dir = (0,shell/* shellQuote */.ZL)((0,cluster_folders/* clusterDataDir */.wL)(cluster));
    const file = (0,shell/* shellQuote */.ZL)(clusterfileCopyPath(cluster));
    const result = await executor.run([
        `test -d ${dir} || { echo absent; exit 0; }`,
        `tmp=${file}.tmp.$$`,
        'umask 077',
        'cat > "$tmp"',
        `mv -f "$tmp" ${file}`,
        'echo written',
    ].join('\n'), { stdin: text });
    return result.stdout.trim() === 'written';
}
/** The Clusterfile copy on master0, or undefined when master0 has none (the cluster was never applied there). */
async function readClusterfileCopy(executor, cluster) {
    const file = (0,shell/* shellQuote */.ZL)(clusterfileCopyPath(cluster));
    const result = await executor.run(`if [ -f ${file} ]; then echo present; cat ${file}; else echo absent; fi`, {
        check: false,
    });
    if (result.exitCode !== 0)
        throw new StateRecoveryError(`cannot read ${clusterfileCopyPath(cluster)}: ${result.stderr.trim()}`, {
            host: executor.host,
            phase: 'state',
        });
    const [first, ...rest] = result.stdout.split('\n');
    if (first !== 'present')
        return undefined;
    return rest.join('\n');
}
/**
 * The saved cluster recovered from master0 (`recover-state`), when the state store had none (e.g. the
 * artifact expired). Fails when master0 holds no copy either: recovering means the user knows the cluster
 * exists, and creating it anew over a live cluster would be wrong.
 */
async function recoverClusterfile(executor, cluster) {
    let text;
    try {
        text = await readClusterfileCopy(executor, cluster);
    }
    catch (error) {
        if (error instanceof StateRecoveryError)
            throw error;
        throw new StateRecoveryError(`cannot reach master0 to recover the state: ${(0,errors/* errorMessage */.gJ)(error)}`, {
            host: executor.host,
            phase: 'state',
            cause: error,
        });
    }
    if (text === undefined)
        throw new StateRecoveryError(`recover-state: master0 has no ${clusterfileCopyPath(cluster)}; the cluster was never applied there (remove recover-state to create it)`, { host: executor.host, phase: 'state' });
    return text;
}

;// CONCATENATED MODULE: ./.build/run/job-state.js


const NAMES = {
    cluster: 'sealos-cluster',
    master0: 'sealos-master0',
    lockToken: 'sealos-lock-token',
    clusterfile: 'sealos-clusterfile',
    phase: 'sealos-phase',
    failedPhase: 'sealos-failed-phase',
    localHost: 'sealos-local-host',
};
/**
 * Appends values for the post step to the GITHUB_STATE file, as `core.saveState` does; nothing outside an
 * Actions step (no GITHUB_STATE), so the CLI writes nothing and prints nothing.
 */
async function recordForPostStep(values, env = process.env) {
    const file = env.GITHUB_STATE;
    if (!file)
        return;
    let text = '';
    for (const [key, value] of Object.entries(values)) {
        const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
        text += `${NAMES[key]}<<${delimiter}\n${value}\n${delimiter}\n`;
    }
    await (0,promises_.appendFile)(file, text, 'utf8');
}
/** What the main step recorded, from the post step's `STATE_*` variables; undefined when it recorded nothing. */
function readPostStepState(env = process.env) {
    const read = (key) => env[`STATE_${NAMES[key]}`] ?? '';
    if (!read('cluster'))
        return undefined;
    return {
        cluster: read('cluster'),
        master0: read('master0'),
        lockToken: read('lockToken'),
        clusterfile: read('clusterfile'),
        phase: read('phase'),
        failedPhase: read('failedPhase'),
        localHost: read('localHost'),
    };
}

;// CONCATENATED MODULE: ./.build/run/run-session.js











/**
 * What a run does on master0 around its apply, over one connection: recover the saved Clusterfile from the
 * copy there, hold the cluster's lock (its heartbeat needs the connection), keep the new copy, and tell the
 * action's post step what it needs to release the lock and collect diagnostics if the main step dies.
 */
class RunSession {
    cluster;
    master0;
    executor;
    options;
    held;
    constructor(cluster, master0, executor, options) {
        this.cluster = cluster;
        this.master0 = master0;
        this.executor = executor;
        this.options = options;
    }
    static async open(options) {
        const cluster = options.desired.cluster;
        const host = (0,_build_clusterfile/* master0 */.NM)(cluster);
        const executor = await (0,cluster_executors/* openClusterExecutor */.G)({
            cluster,
            ...(options.localHost ? { localHost: options.localHost } : {}),
            hostKeyPolicy: options.hostKeyPolicy,
            ...(options.knownHosts ? { knownHosts: options.knownHosts } : {}),
            logger: options.logger,
        }, host);
        return new RunSession((0,_build_clusterfile/* clusterName */.SL)(cluster), host, executor, options);
    }
    /** The redacted Clusterfile master0 keeps (`recover-state`); fails when it has none. */
    recover() {
        return recoverClusterfile(this.executor, this.cluster);
    }
    /** Whether master0 keeps a Clusterfile of this cluster, for the hint when the state store had none. */
    async hasCopy() {
        return (await readClusterfileCopy(this.executor, this.cluster).catch(() => undefined)) !== undefined;
    }
    /** Takes the lock (waiting up to `timeoutMinutes`) and records it, with the hosts, for the post step. */
    async lock(timeoutMinutes, desired, signal) {
        const env = this.options.env ?? process.env;
        this.held = await (0,cluster_lock/* acquireClusterLock */.u8)({
            executor: this.executor,
            cluster: this.cluster,
            owner: (0,owner/* lockOwner */.Vm)(env),
            logger: this.options.logger,
            timeoutMs: timeoutMinutes * 60_000,
            ...(signal ? { signal } : {}),
        });
        if (!env.GITHUB_STATE)
            return;
        const file = external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'sealos-action', this.cluster, 'desired-Clusterfile');
        await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, (0,_build_clusterfile/* stringifyClusterfile */.eR)((0,_build_clusterfile/* redactClusterfile */.IR)(desired)), { mode: 0o600 });
        await recordForPostStep({
            cluster: this.cluster,
            master0: this.master0,
            lockToken: this.held.token,
            clusterfile: file,
            localHost: this.options.localHost ?? '',
            phase: '',
            failedPhase: '',
        }, env);
    }
    /** Copies images into the cluster's registry on master0 through this connection (see copyToClusterRegistry). */
    copyToRegistry(copies, sources) {
        return (0,cluster_registry.copyToClusterRegistry)({
            master0: this.executor,
            cluster: this.cluster,
            copies,
            sources,
            logger: this.options.logger,
        });
    }
    /** Runs a command on master0 as root and gives its stdout; a failure throws (CommandError). */
    async runOnMaster0(script) {
        return (await this.executor.run(script)).stdout;
    }
    /** Tells the post step how the apply ended. */
    recordOutcome(phase, failedPhase) {
        return recordForPostStep({ phase, failedPhase: failedPhase ?? '' }, this.options.env);
    }
    /** Keeps the redacted Clusterfile on master0; a failure is a warning (the state store has it). */
    async keepClusterfile(redactedText) {
        try {
            if (await writeClusterfileCopy(this.executor, this.cluster, redactedText))
                this.options.logger.info(`Clusterfile copy kept on master0 ${this.master0}`);
        }
        catch (error) {
            this.options.logger.warn(`Clusterfile copy not kept on master0: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
    /** Releases the lock if held; a failure is a warning, the token stays recorded and the post step tries again. */
    async release() {
        const held = this.held;
        if (!held)
            return;
        this.held = undefined;
        try {
            await held.release();
            await recordForPostStep({ lockToken: '' }, this.options.env);
        }
        catch (error) {
            this.options.logger.warn(`lock of cluster "${this.cluster}" not released: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
    /** Releases the lock if still held (a run that stopped before its Unlock phase), and ends the connection. */
    async close() {
        try {
            await this.release();
        }
        finally {
            await this.executor.close();
        }
    }
}

;// CONCATENATED MODULE: ./.build/run/phases/connect-master0.js

/**
 * master0's session for the lock and the Clusterfile copy. A dry run touches no host and takes no lock; with
 * recover-state it only reads the copy. A stand-in apply (tests) reaches no host, so neither does the session.
 */
const connectMaster0 = {
    title: 'Connect to master0',
    shouldRun: ({ request, dependencies }) => !(request.dryRun && !request.state.recover) && dependencies.apply === undefined,
    async run(context) {
        const { desired, request, logger, dependencies } = context;
        context.session = await RunSession.open({
            desired: desired.clusterfile,
            ...(desired.localHost ? { localHost: desired.localHost } : {}),
            hostKeyPolicy: request.hostKeyPolicy,
            ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
            logger,
            ...(dependencies.env ? { env: dependencies.env } : {}),
        });
    },
};

// EXTERNAL MODULE: ./.build/image/platform.js
var platform = __webpack_require__(93337);
;// CONCATENATED MODULE: ./.build/apply/cluster-platform.js


/** Images are pulled for master0's architecture role when it has one, else for this machine's. */
function clusterPlatform(cluster, master0) {
    const roles = (0,_build_clusterfile/* findHost */.my)(cluster, master0)?.roles ?? [];
    const arch = roles.find((role) => role === 'amd64' || role === 'arm64');
    return arch ? { os: 'linux', architecture: arch } : (0,platform/* hostPlatform */.ol)();
}

// EXTERNAL MODULE: ./.build/image/remote/registry-client.js + 7 modules
var registry_client = __webpack_require__(1721);
// EXTERNAL MODULE: ./.build/image/store/image-store.js + 1 modules
var image_store = __webpack_require__(85364);
// EXTERNAL MODULE: ./.build/image/store/local-images.js
var local_images = __webpack_require__(44108);
// EXTERNAL MODULE: ./.build/image/auth/credentials.js
var credentials = __webpack_require__(17621);
;// CONCATENATED MODULE: ./.build/run/registry-credentials.js




/**
 * Credentials to pull the cluster images: the explicit login first, for one registry only (the `registry`
 * input, else the registry of the cluster's first image) so a token is never sent to another registry; then
 * the docker config file.
 */
function registryCredentials(login, images) {
    const fromConfig = login.config ? (0,docker_config/* dockerConfigCredentials */.D)(login.config) : (0,docker_config/* dockerConfigCredentials */.D)();
    if (!login.username && !login.password)
        return fromConfig;
    if (!login.username)
        throw new errors/* UsageError */.eb('registry-username: needed with registry-password');
    if (!login.password)
        throw new errors/* UsageError */.eb('registry-password: needed with registry-username');
    const first = images[0];
    if (!login.registry && first === undefined)
        throw new errors/* UsageError */.eb('registry: needed to know which registry the login is for (the cluster has no image)');
    const registry = login.registry || (0,image_reference/* parseReference */.F2)(first).registry;
    return (0,credentials/* chainCredentials */.a)((0,credentials/* explicitCredentials */.Ve)([{ registry, username: login.username, password: login.password }]), fromConfig);
}

;// CONCATENATED MODULE: ./.build/run/run-context.js

/** A result an earlier phase of the run handed on. */
const runResult = resultReader({ applied: 'Finish the apply', outcome: 'Save state' });
/** Whether the run changes the hosts (not a dry run) and reaches them (its session is open). */
function changesHosts(context) {
    return context.session !== undefined && !context.request.dryRun;
}

;// CONCATENATED MODULE: ./.build/run/phases/copy-to-registry.js






/**
 * After a successful apply, the `registry-copy` images go into the cluster's registry on master0, through the
 * run's connection to it (pulled for the cluster's platform, with the run's registry login). A failure is the
 * outcome's error; the apply and its saved state stand.
 */
const copyToRegistry = {
    title: 'Copy images to the cluster registry',
    shouldRun: (context) => changesHosts(context) &&
        !runResult(context, 'outcome').error &&
        (context.request.registryCopies?.length ?? 0) > 0,
    async run(context) {
        const { session, logger, request } = context;
        const outcome = runResult(context, 'outcome');
        if (!session)
            return;
        const cluster = outcome.clusterfile.cluster;
        let client;
        try {
            outcome.copiedImages = await session.copyToRegistry(request.registryCopies ?? [], {
                local: new local_images/* LocalImages */.i((0,image_store/* defaultImageStoreDir */.dj)()),
                client: () => {
                    client ??= new registry_client/* RegistryClient */.b({
                        logger,
                        credentials: registryCredentials(request.registry, cluster.spec?.image ?? []),
                        insecureRegistries: request.insecureRegistries,
                        ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
                    });
                    return client;
                },
                platform: clusterPlatform(cluster, outcome.plan.master0),
            });
        }
        catch (error) {
            outcome.error = error instanceof Error ? error : new Error(String(error));
        }
        finally {
            client?.close();
        }
    },
};

;// CONCATENATED MODULE: ./.build/run/phases/finish-apply.js
/**
 * The apply's connections released and its result handed on. A failed apply does not throw here: its result
 * carries the error, so the state is still saved (never on a dry run) and the plan still shown.
 */
const finishTheApply = {
    title: 'Finish the apply',
    shouldRun: ({ applying }) => applying !== undefined,
    async run(context) {
        const { applying } = context;
        if (!applying)
            return;
        await applying.apply.close();
        applying.deadline.clear();
        keepApplied(context, applying.apply.result());
    },
};
/** The apply's result handed on to the phases after it, its kubeconfig counted among the run's secrets. */
function keepApplied(context, result) {
    // Only the kubeconfig's key material is masked in logs (the runtime registered it); the whole text is kept
    // out of the saved state and artifacts by the guard.
    if (result.kubeconfig)
        context.secrets.add(result.kubeconfig);
    context.results.applied = result;
}

// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
;// CONCATENATED MODULE: ./.build/apply/create-plan.js


/**
 * A create's runtime and Kubernetes version, from the labels of its rootfs image (the first image of
 * `spec.image` whose labels say rootfs, as sealos picks the cluster's rootfs): `sealos.io.distribution` and
 * `version`. Only the images' configuration is read (manifest and config blob), never a layer, so a dry run
 * shows them without pulling.
 */
async function planCreateRuntime(plan, labelsOf) {
    if (plan.action !== 'create')
        return plan;
    for (const reference of plan.imagesToInstall) {
        const labels = await labelsOf(reference);
        if (imageTypeOf(labels, reference) !== 'rootfs')
            continue;
        const runtime = (0,_build_runtime/* distributionOf */.AO)(labels, reference);
        return { ...plan, runtime, ...(labels.version ? { version: labels.version } : {}) };
    }
    return plan;
}

// EXTERNAL MODULE: ./.build/log/failure-report.js
var failure_report = __webpack_require__(61496);
// EXTERNAL MODULE: ./.build/runtime/errors.js
var runtime_errors = __webpack_require__(88094);
// EXTERNAL MODULE: ./.build/runtime/version-label.js
var version_label = __webpack_require__(64522);
;// CONCATENATED MODULE: ./.build/runtime/upgrade-path.js


/**
 * The distributions whose runtime implements `Runtime.upgradeHost`: an upgrade of any other is refused while
 * planning, before the new rootfs reaches a host.
 */
const upgradableDistributions = ['kubeadm'];
/**
 * Why an apply does not move the cluster to a rootfs image's version. Thrown while planning, before any host
 * is touched, so nothing has changed when a user reads it.
 */
class UpgradeRefusedError extends runtime_errors/* RuntimeError */.bu {
}
/**
 * A rootfs `version` label: `v1.27.7`, `1.27.7`, `v1.31.0-rc.1`; build metadata (`+k3s1`) is ignored. `whose`
 * names the rootfs in the error.
 */
function parseVersion(label, whose) {
    const parts = (0,version_label/* readVersionLabel */.B)(label);
    if (!parts)
        throw new UpgradeRefusedError(`${whose}: version label "${label}" is not a Kubernetes version like v1.27.7`, { phase: 'plan' });
    return parts;
}
/** Semver order: numbers first; a release sorts after its pre-releases; pre-release fields compared in turn. */
function compareVersions(x, y) {
    const numbers = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
    if (numbers !== 0)
        return Math.sign(numbers);
    if (x.pre === y.pre)
        return 0;
    if (!x.pre)
        return 1;
    if (!y.pre)
        return -1;
    const xs = x.pre.split('.');
    const ys = y.pre.split('.');
    for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
        const [p, q] = [xs[i], ys[i]];
        if (p === undefined)
            return -1;
        if (q === undefined)
            return 1;
        const numeric = /^\d+$/.test(p) && /^\d+$/.test(q);
        const order = numeric ? Number(p) - Number(q) : p < q ? -1 : p > q ? 1 : 0;
        if (order !== 0)
            return Math.sign(order);
    }
    return 0;
}
/**
 * What applying a rootfs image of version `to` does to a cluster running `from`: nothing to upgrade (same
 * version), or an upgrade. A downgrade and a jump over a minor release are refused, as sealos's
 * `KubeadmRuntime.Upgrade` does (pkg/runtime/kubernetes/runtime.go), because kubeadm upgrades one minor
 * release at a time and never back.
 */
function upgradeStep(from, to, image) {
    const current = parseVersion(from, 'the running rootfs image');
    const target = parseVersion(to, `rootfs image ${image}`);
    const order = compareVersions(target, current);
    if (order === 0)
        return 'same';
    if (order < 0)
        throw new UpgradeRefusedError(`cannot apply an older version: the cluster runs Kubernetes ${from} and rootfs image ${image} is ${to}; downgrades are not supported`, { phase: 'plan' });
    if (target.major !== current.major)
        throw new UpgradeRefusedError(`cannot upgrade across major versions: ${from} → ${to} (rootfs image ${image})`, { phase: 'plan' });
    if (target.minor > current.minor + 1)
        throw new UpgradeRefusedError(`cannot upgrade across more than one minor release: ${from} → ${to} (rootfs image ${image}); apply a v${current.major}.${current.minor + 1} rootfs image first`, { phase: 'plan' });
    return 'upgrade';
}

;// CONCATENATED MODULE: ./.build/apply/upgrade-plan.js



/**
 * Whether this apply upgrades the running cluster, as sealos's `InstallProcessor.UpgradeIfNeed` decides
 * (pkg/apply/processor/install.go): a rootfs image among the images to install whose `version` label differs
 * from the running rootfs's. A higher version (one minor at most) is an upgrade; a lower one, a jump over a
 * minor release, a change of distribution or two upgrades at once are refused here, before any host is
 * touched. A saved, unfinished upgrade is resumed when its image is still declared, and blocks any other.
 *
 * The desired Clusterfile comes back with the new rootfs in the old one's place in `spec.image` (sealos
 * appends it and keeps both), so the trees, the mounts and the saved Clusterfile all hold one rootfs.
 */
async function planUpgrade(inputs) {
    const { plan, desired, current } = inputs;
    if (plan.action !== 'reconcile' || !current)
        return { plan, desired };
    const record = current.cluster.status?.upgrade;
    const declared = desired.cluster.spec?.image ?? [];
    const candidates = [];
    for (const reference of plan.imagesToInstall) {
        if (reference === record?.image)
            continue;
        const labels = await inputs.labelsOf(reference);
        if (imageTypeOf(labels, reference) === 'rootfs')
            candidates.push({ reference, labels });
    }
    if (record) {
        const progress = `${record.from} → ${record.to}, upgraded so far: ${record.upgraded.join(', ') || 'none'}`;
        if (!declared.includes(record.image) || candidates.length > 0)
            throw new UpgradeRefusedError(`cluster "${plan.cluster}" has an unfinished upgrade (${progress}); apply ${record.image} again to finish it before any other rootfs image`, { phase: 'plan' });
        const upgrade = {
            from: record.from,
            to: record.to,
            image: record.image,
            ...(record.replaces ? { replaces: record.replaces } : {}),
            upgraded: record.upgraded,
            resumed: true,
        };
        // Installed again: the image's own commands have not run while the upgrade was unfinished.
        const imagesToInstall = [...new Set([...plan.imagesToInstall, record.image])];
        return { plan: { ...plan, imagesToInstall, upgrade }, desired: withRootfs(desired, upgrade) };
    }
    if (candidates.length === 0)
        return { plan, desired };
    const running = await runningRootfs(current, inputs.labelsOf);
    const from = running.labels.version ?? '';
    const upgrades = [];
    for (const candidate of candidates) {
        const to = candidate.labels.version;
        if (!to)
            continue;
        const was = (0,_build_runtime/* distributionOf */.AO)(running.labels, running.reference);
        const wanted = (0,_build_runtime/* distributionOf */.AO)(candidate.labels, candidate.reference);
        if (was !== wanted)
            throw new _build_runtime/* DistributionChangeError */.jo(plan.cluster, was, wanted, candidate.reference, 'plan');
        if (upgradeStep(from, to, candidate.reference) === 'same')
            continue;
        if (!upgradableDistributions.includes(was))
            throw new UpgradeRefusedError(`rootfs image ${candidate.reference} would upgrade a ${was} cluster ${from} → ${to}: upgrading ${was} clusters is not supported yet`, { phase: 'plan' });
        upgrades.push(candidate);
    }
    if (upgrades.length > 1)
        throw new UpgradeRefusedError(`more than one newer rootfs image in one apply (${upgrades.map((u) => u.reference).join(', ')}): upgrade one version at a time`, { phase: 'plan' });
    const [target] = upgrades;
    if (!target)
        return { plan, desired };
    const upgrade = {
        from,
        to: target.labels.version,
        image: target.reference,
        replaces: running.reference,
        upgraded: [],
        resumed: false,
    };
    return { plan: { ...plan, upgrade }, desired: withRootfs(desired, upgrade) };
}
/**
 * The rootfs the cluster runs: the first rootfs of the saved `status.mounts` (what sealos records), else the
 * first rootfs image of the saved `spec.image` (a Clusterfile saved without mounts).
 */
async function runningRootfs(current, labelsOf) {
    const mount = (current.cluster.status?.mounts ?? []).find((m) => m.type === 'rootfs');
    if (mount?.labels?.version)
        return { reference: mount.imageName, labels: mount.labels };
    for (const reference of current.cluster.spec?.image ?? []) {
        const labels = await labelsOf(reference);
        if (imageTypeOf(labels, reference) === 'rootfs' && labels.version)
            return { reference, labels };
    }
    throw new UpgradeRefusedError('the saved Clusterfile does not say which Kubernetes version the cluster runs (no rootfs image with a version label in status.mounts or spec.image), so a new rootfs image cannot be checked as an upgrade', { phase: 'plan' });
}
/** The Clusterfile with the upgrade's rootfs in place of the one it replaces. */
function withRootfs(clusterfile, upgrade) {
    const cluster = structuredClone(clusterfile.cluster);
    cluster.spec = { ...cluster.spec, image: swapRootfs(cluster.spec?.image ?? [], upgrade) };
    return { ...clusterfile, cluster };
}
/**
 * An image list with the upgrade's image where the replaced rootfs was (and nowhere else); when the replaced
 * one is not listed, the list keeps the new image where it is, or starts with it.
 */
function swapRootfs(images, upgrade) {
    const at = upgrade.replaces ? images.indexOf(upgrade.replaces) : -1;
    if (at < 0)
        return images.includes(upgrade.image) ? [...images] : [upgrade.image, ...images];
    const swapped = images.map((image, index) => (index === at ? upgrade.image : image));
    return swapped.filter((image, index) => image !== upgrade.image || index === at);
}

;// CONCATENATED MODULE: ./.build/apply/status.js




/**
 * The Clusterfile to save after an apply, the way sealos records it (docs/sealos-compatibility.md §1, §5): phase, the
 * mounts of the images, the condition replaced by type, command conditions. On failure the cluster records
 * only what is really there: hosts that joined (and not those removed), images whose install finished; a
 * failed create stays uncreated, so the next apply creates again and resumes. A failure that changed no host
 * (`unchanged`: Check, Pull or Config failed) leaves an existing cluster's phase and success condition as they
 * were, and records the attempt in an ApplyClusterError condition that says nothing changed. An upgrade that
 * stopped after it began records its hosts done in `status.upgrade` and lists the new rootfs (hosts may run it
 * already); one that stopped before keeps the old rootfs and mounts, so the next apply plans it afresh.
 */
function clusterfileAfterApply(context, error, options = {}) {
    const now = options.now ?? new Date();
    const { desired, current, progress, plan } = context;
    const cluster = structuredClone(desired.cluster);
    const time = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
    const created = plan.action === 'reconcile' || !error;
    cluster.metadata = {
        ...cluster.metadata,
        creationTimestamp: created ? (current?.cluster.metadata?.creationTimestamp ?? time) : null,
    };
    const { upgrade } = plan;
    // The new rootfs counts as the cluster's once the Upgrade phase began: hosts may already run it.
    const upgradeBegun = !!upgrade && (upgrade.resumed || progress.upgrade !== 'not started');
    if (error && plan.action === 'reconcile' && current) {
        const images = [
            ...(current.cluster.spec?.image ?? []),
            ...(cluster.spec?.image ?? []).filter((image) => progress.installedImages.has(image) && !(current.cluster.spec?.image ?? []).includes(image)),
        ];
        cluster.spec = {
            ...cluster.spec,
            hosts: hostsActuallyThere(current.cluster, cluster, progress.joined, progress.removed),
            image: upgrade && upgradeBegun ? swapRootfs(images, upgrade) : images,
        };
    }
    const status = { ...current?.cluster.status, ...cluster.status };
    const kept = error && options.unchanged ? current?.cluster.status?.phase : undefined;
    status.phase = kept ?? (error ? 'ClusterFailed' : 'ClusterSuccess');
    // Unchanged hosts still hold the images recorded before, as do hosts of an upgrade not yet begun.
    const keepMounts = !!kept || (error && upgrade && !upgradeBegun);
    if (context.results.images && !keepMounts)
        status.mounts = mountsOf(context.results.images);
    else if (keepMounts)
        status.mounts = current?.cluster.status?.mounts;
    if (error && upgrade && upgradeBegun && progress.upgrade !== 'finished') {
        status.upgrade = {
            from: upgrade.from,
            to: upgrade.to,
            image: upgrade.image,
            ...(upgrade.replaces ? { replaces: upgrade.replaces } : {}),
            upgraded: [...new Set([...upgrade.upgraded, ...progress.upgraded])],
        };
    }
    else if (!error || progress.upgrade === 'finished')
        delete status.upgrade;
    const condition = applyCondition(error, kept, time, context.logger);
    const certificates = progress.certificates;
    status.conditions = [
        ...(status.conditions ?? []).filter((c) => c.type !== 'ApplyClusterError' &&
            (kept !== undefined || c.type !== 'ApplyClusterSuccess') &&
            (!certificates?.earliest || c.type !== _build_clusterfile/* CERTIFICATES_CONDITION */.f)),
        // The apply's own condition stays last: it is the one sealos and the job summary read.
        ...(certificates?.earliest
            ? [
                (0,_build_clusterfile/* certificatesCondition */.mB)(certificates.earliest, certificates.expired.length > 0
                    ? 'Expired'
                    : certificates.endingSoon.length > 0
                        ? 'EndingSoon'
                        : 'Valid', time),
            ]
            : []),
        condition,
    ];
    const commands = commandConditions(progress, time);
    if (commands.length > 0 || status.commandCondition)
        status.commandCondition = commands;
    if (progress.hostKeys.size > 0)
        status.hostKeys = { ...status.hostKeys, ...Object.fromEntries(progress.hostKeys) };
    cluster.status = status;
    return { ...desired, cluster: (0,_build_clusterfile/* withOwnHostKeys */.h0)(cluster) };
}
/** The condition of this apply: its error (interrupted, or not applied when nothing changed), or its success. */
function applyCondition(error, kept, time, logger) {
    return error
        ? {
            type: 'ApplyClusterError',
            status: 'False',
            lastHeartbeatTime: time,
            // An interrupted apply says so: it failed nothing, a re-run resumes it.
            reason: (0,errors/* underlying */.Mq)(error) instanceof errors/* InterruptedError */.p4 ? 'Interrupted' : 'Apply Cluster',
            message: logger.mask(`${kept ? 'not applied, the cluster is unchanged: ' : ''}${(0,failure_report/* conditionMessage */.t)(error)}`),
        }
        : {
            type: 'ApplyClusterSuccess',
            status: 'True',
            lastHeartbeatTime: time,
            reason: 'Ready',
            message: 'Applied to cluster successfully',
        };
}
/** The guest commands that failed, and the images whose commands did not run after them. */
function commandConditions(progress, time) {
    const commands = [];
    for (const failure of progress.guestFailures) {
        commands.push({
            type: 'ApplyCommandError',
            status: 'False',
            lastHeartbeatTime: time,
            images: [failure.image],
            reason: 'Apply Command',
            message: failure.message,
        });
    }
    if (progress.cancelledImages.length > 0) {
        commands.push({
            type: 'ApplyCommandCancelled',
            status: 'False',
            lastHeartbeatTime: time,
            images: progress.cancelledImages,
            reason: 'Apply Command',
            message: 'not run: an earlier image failed',
        });
    }
    return commands;
}
/** What sealos records of each image: its mount. */
function mountsOf(images) {
    return images.all.map(({ mount }) => ({
        name: mount.name,
        type: mount.type,
        imageName: mount.imageName,
        mountPoint: mount.mountPoint ?? '',
        env: mount.env,
        labels: mount.labels,
        cmd: mount.cmd,
        entrypoint: mount.entrypoint,
    }));
}
/** The current hosts minus those removed, plus the desired hosts that joined, each in its desired entry shape. */
function hostsActuallyThere(current, desired, joined, removed) {
    const removedIps = new Set([...removed].map((h) => (0,_build_clusterfile/* hostIp */.MQ)(h) ?? h));
    const joinedIps = new Set([...joined].map((h) => (0,_build_clusterfile/* hostIp */.MQ)(h) ?? h));
    const currentIps = new Set((0,_build_clusterfile.clusterHosts)(current).map((h) => h.ip));
    const keep = (ip) => (currentIps.has(ip) && !removedIps.has(ip)) || joinedIps.has(ip);
    const hosts = [];
    const seen = new Set();
    const add = (entry, ips) => {
        const wanted = ips.filter((ip) => !seen.has((0,_build_clusterfile/* hostIp */.MQ)(ip) ?? ip) && keep((0,_build_clusterfile/* hostIp */.MQ)(ip) ?? ip));
        for (const ip of wanted)
            seen.add((0,_build_clusterfile/* hostIp */.MQ)(ip) ?? ip);
        if (wanted.length > 0)
            hosts.push({ ...entry, ips: wanted });
    };
    for (const entry of desired.spec?.hosts ?? [])
        add(entry, entry.ips ?? []);
    for (const entry of current.spec?.hosts ?? [])
        add(entry, entry.ips ?? []);
    return hosts;
}

;// CONCATENATED MODULE: ./.build/apply/open-apply.js




















/**
 * An apply under way, from its plan to its result. `openApply` plans (with the upgrade a newer rootfs image
 * asks for, read from the images' labels) and opens what the phases share; the caller runs the phases of
 * `applyPipeline` one by one with `runPhase` (the run lays them out in its own flat list), then `close`s it
 * and reads its `result`. A dry run of a create has nothing more to read; one of a reconcile runs only the
 * read-only phases that compare master0's configuration. A failed phase does not throw: the result carries the
 * error and the ClusterFailed status, so the caller saves it and the next apply resumes; a failure before any
 * host changed (Check, Pull, Config) leaves an existing cluster's status as it was.
 */
class OpenApply {
    request;
    plan;
    desired;
    context;
    release;
    reports = [];
    manager;
    failure;
    closing;
    constructor(request, plan, desired, 
    /** What the phases share; none for a dry run of a create. */
    context, 
    /** The pool, the prepared trees and the registry client, released once by `close`. */
    release) {
        this.request = request;
        this.plan = plan;
        this.desired = desired;
        this.context = context;
        this.release = release;
        this.manager = new phase_manager/* PhaseManager */.b(this.phases, request.logger);
    }
    /** The phases this apply runs: every one, a dry run of a reconcile's read-only ones, or none. */
    get phases() {
        if (!this.context)
            return [];
        return this.request.dryRun ? dryRunPipeline : applyPipeline;
    }
    /** Whether `phase` is still to run: one of this apply's, and no earlier phase failed. */
    runs(phase) {
        return this.context !== undefined && this.failure === undefined && this.phases.includes(phase);
    }
    /** Runs one phase in its log group (or reports it skipped); a failure is kept, and ends the apply's phases. */
    async runPhase(phase) {
        if (!this.context || !this.runs(phase))
            return;
        try {
            await this.manager.runPhase(phase, this.context, this.reports, this.request.signal);
        }
        catch (failure) {
            this.failure = failure instanceof Error ? failure : new Error(String(failure));
        }
    }
    /** Releases the connections, the prepared trees and the registry client; again is a no-op. */
    async close() {
        this.closing ??= this.release();
        await this.closing;
    }
    /**
     * What the apply did, and the Clusterfile to save. A dry run saves nothing, so its Clusterfile is the one
     * it started from; its failure (master0 not read, a refused change) comes back with the plan all the same.
     */
    result() {
        const { plan, desired, context, failure: error } = this;
        const { current } = this.request;
        if (this.request.dryRun || !context)
            return { plan, clusterfile: current ?? desired, phases: this.reports, ...(error ? { error } : {}) };
        const { progress } = context;
        const unchanged = error !== undefined && changedNoHost(this.reports);
        return {
            plan,
            clusterfile: clusterfileAfterApply(context, error, { unchanged }),
            phases: this.reports,
            startedAt: progress.startedAt,
            hostTimings: progress.hostTimings,
            kubeconfig: progress.kubeconfig,
            ...(progress.unreachable.size > 0
                ? { uncleaned: [...progress.unreachable].filter((host) => progress.removed.has(host)) }
                : {}),
            error,
            unchanged,
        };
    }
}
/** Plans the apply, logs the plan (unless the caller shows it), and opens what its phases share. */
async function openApply(request) {
    const { current, logger } = request;
    const client = new registry_client/* RegistryClient */.b({
        logger,
        credentials: request.registryCredentials,
        insecureRegistries: request.insecureRegistries,
        ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
    });
    const { plan, desired } = await planApply(request, client);
    if (!(request.dryRun && request.planShownByCaller))
        logger.info((0,_build_plan/* planToText */.GO)(plan));
    if (request.dryRun && plan.action === 'create') {
        await client.close();
        return new OpenApply(request, plan, desired, undefined, async () => { });
    }
    const progress = emptyProgress();
    const storeRoot = request.imageStoreDir ?? (0,image_store/* defaultImageStoreDir */.dj)();
    const workRoot = external_node_path_.join(storeRoot, 'work');
    await (0,promises_.mkdir)(workRoot, { recursive: true });
    const pool = (0,cluster_executors/* clusterExecutorPool */.w)({
        cluster: desired.cluster,
        ...(current ? { previous: current.cluster } : {}),
        localHost: request.localHost,
        hostKeyPolicy: request.hostKeyPolicy,
        knownHosts: request.knownHosts,
        logger,
        onNewHostKey: (host, fingerprint) => progress.hostKeys.set(host, fingerprint),
        ...(request.signal ? { signal: request.signal } : {}),
    });
    const context = {
        clusterName: (0,_build_clusterfile/* clusterName */.SL)(desired.cluster),
        desired,
        current,
        plan,
        topology: (0,cluster_topology/* topologyOf */.d)(plan, desired.cluster, current?.cluster, request.localHost),
        logger,
        force: request.force ?? false,
        pruneRunner: request.pruneRunner ?? false,
        renewCertificates: request.renewCertificates ?? false,
        concurrency: request.concurrency ?? 16,
        relay: request.relay ?? 'auto',
        imageStore: new image_store/* ImageStore */.Do({ client, logger, root: storeRoot }),
        platform: clusterPlatform(desired.cluster, plan.master0),
        workRoot,
        executor: (host) => pool.get(host),
        results: {},
        progress,
    };
    return new OpenApply(request, plan, desired, context, () => Promise.allSettled([pool.closeAll(), context.results.trees?.dispose(), client.close()]));
}
/**
 * The plan, with the upgrade a newer rootfs image asks for (read from the images' labels). Planning reads those
 * labels from the registry: its failures say they happened while planning, and close the client.
 */
async function planApply(request, client) {
    const { current } = request;
    try {
        const plan = (0,_build_plan/* planCluster */.Ci)(request.desired.cluster, current?.cluster, request.reinstall);
        const saved = plan.action === 'reconcile' ? (0,_build_runtime/* savedDistribution */.mj)(current?.cluster) : undefined;
        if (saved)
            plan.runtime = saved;
        const platform = clusterPlatform(request.desired.cluster, plan.master0);
        // An image in the local store (pulled or loaded) is read there: an air-gapped run needs no registry.
        const labelsOf = async (reference) => ((await new local_images/* LocalImages */.i(request.imageStoreDir ?? (0,image_store/* defaultImageStoreDir */.dj)()).find(reference)) ??
            (await (0,pull/* resolveImage */.AT)(client, (0,image_reference/* parseReference */.F2)(reference), platform))).config.config?.Labels ?? {};
        const planned = await planUpgrade({ plan, desired: request.desired, current, labelsOf });
        // A create's runtime comes from its rootfs once pulled; a dry run pulls nothing, so it reads the labels here.
        return request.dryRun ? { ...planned, plan: await planCreateRuntime(planned.plan, labelsOf) } : planned;
    }
    catch (error) {
        await client.close();
        if (error instanceof errors/* SealosError */.ei && error.phase)
            throw error;
        const located = error instanceof errors/* SealosError */.ei ? error : undefined;
        throw new errors/* SealosError */.ei((0,errors/* reasonOf */.A3)(error), {
            phase: 'plan',
            host: located?.host,
            cause: error,
            temporary: located?.temporary,
            wraps: true,
        });
    }
}
/** Whether every phase that ran only looked (Check, Pull, Config): a failure then leaves the cluster as it was. */
function changedNoHost(phases) {
    return (phases.length > 0 &&
        phases.every((report) => report.status === 'skipped' || applyPipeline.find((phase) => phase.title === report.title)?.readOnly));
}

// EXTERNAL MODULE: ./.build/run/timeout.js
var timeout = __webpack_require__(55111);
;// CONCATENATED MODULE: ./.build/run/apply-request.js


/**
 * What the run asks of its apply, and the deadline it runs under (the `timeout` input and an interrupt as one
 * signal). Every input is read before the deadline starts: a refused input must not leave its timer running.
 */
function applyRequestOf(context) {
    const { request, logger, dependencies, desired, current } = context;
    const credentials = registryCredentials(request.registry, desired.clusterfile.cluster.spec?.image ?? []);
    const deadline = (0,timeout/* applyDeadline */.V1)(request.timeoutMinutes, dependencies.signal);
    return {
        deadline,
        request: {
            desired: desired.clusterfile,
            ...(current ? { current } : {}),
            localHost: desired.localHost,
            dryRun: request.dryRun,
            ...(request.planShownByCaller ? { planShownByCaller: true } : {}),
            force: request.force,
            ...(request.pruneRunner ? { pruneRunner: true } : {}),
            ...(request.renewCertificates ? { renewCertificates: true } : {}),
            ...(request.reinstall ? { reinstall: request.reinstall } : {}),
            concurrency: request.concurrency,
            relay: request.relay,
            hostKeyPolicy: request.hostKeyPolicy,
            knownHosts: request.knownHosts,
            registryCredentials: credentials,
            insecureRegistries: request.insecureRegistries,
            ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
            logger,
            ...(deadline.signal ? { signal: deadline.signal } : {}),
        },
    };
}

;// CONCATENATED MODULE: ./.build/run/phases/plan-apply.js


/**
 * The apply's plan, logged, and what its phases share opened, under the run's deadline (which the run clears
 * however it ends). Interrupted before this, nothing changed, so nothing is saved.
 */
const planTheApply = {
    title: 'Plan',
    async run(context) {
        context.dependencies.signal?.throwIfAborted();
        const { request, deadline } = applyRequestOf(context);
        try {
            context.applying = { apply: await openApply(request), deadline };
        }
        catch (error) {
            deadline.clear();
            throw error;
        }
    },
};

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./.build/run/node-readiness.js





/** The phase name a readiness failure reports. */
const WAIT_PHASE = 'wait for nodes';
/** The part of `kubectl get nodes -o json` read here; anything else in it is ignored. */
const nodeListSchema = schemas/* object */.Ikc({
    items: schemas/* array */.YOg(schemas/* object */.Ikc({
        metadata: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional() }),
        status: schemas/* object */.Ikc({
            nodeInfo: schemas/* object */.Ikc({ kubeletVersion: schemas/* string */.YjP().optional() }).optional(),
            conditions: schemas/* array */.YOg(schemas/* object */.Ikc({
                type: schemas/* string */.YjP(),
                status: schemas/* string */.YjP(),
                reason: schemas/* string */.YjP().optional(),
                message: schemas/* string */.YjP().optional(),
            }))
                .optional(),
            addresses: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* string */.YjP(), address: schemas/* string */.YjP() })).optional(),
        })
            .optional(),
    })),
});
const ROLE_LABEL = 'node-role.kubernetes.io/';
/** The nodes of `kubectl get nodes -o json` output. */
function parseNodeList(json) {
    const list = nodeListSchema.parse(JSON.parse(json));
    return list.items.map((item) => {
        const conditions = item.status?.conditions ?? [];
        const roles = Object.keys(item.metadata.labels ?? {})
            .filter((label) => label.startsWith(ROLE_LABEL))
            .map((label) => label.slice(ROLE_LABEL.length))
            .filter((role) => role !== '')
            .sort();
        return {
            name: item.metadata.name,
            roles: roles.length > 0 ? roles.join(',') : '<none>',
            version: item.status?.nodeInfo?.kubeletVersion ?? '',
            ready: conditions.find((condition) => condition.type === 'Ready')?.status ?? 'Unknown',
            internalIp: item.status?.addresses?.find((address) => address.type === 'InternalIP')?.address ?? '',
            conditions,
        };
    });
}
/** The node list as master0's admin kubectl gives it. */
function getNodesCommand(runtime) {
    return (0,_build_runtime/* adminKubectl */.qV)(runtime === 'k3s' ? 'k3s' : 'kubeadm', 'get nodes -o json');
}
/** Some nodes were not Ready when the wait ended: each is named with its conditions. */
class NodesNotReadyError extends errors/* SealosError */.ei {
    nodes;
    constructor(nodes, waitMs, lastProblem) {
        const notReady = nodes.filter((node) => node.ready !== 'True');
        const detail = nodes.length === 0
            ? `no node could be listed${lastProblem ? ` (${lastProblem})` : ''}`
            : `not Ready: ${notReady.map(describeNode).join('; ')}`;
        super(`the cluster's nodes were not all Ready within ${(0,log_logger/* formatDuration */.a3)(waitMs)}: ${detail}`, {
            phase: WAIT_PHASE,
        });
        this.nodes = nodes;
    }
}
/** `name (Ready=False KubeletNotReady: message; MemoryPressure=True …)`: the conditions that explain it. */
function describeNode(node) {
    const telling = node.conditions.filter((condition) => condition.type === 'Ready' || condition.status !== 'False');
    if (telling.length === 0)
        return `${node.name} (no conditions reported yet)`;
    const text = telling.map((condition) => `${condition.type}=${condition.status}${condition.reason ? ` ${condition.reason}` : ''}${condition.message ? `: ${condition.message}` : ''}`);
    return `${node.name} (${text.join(', ')})`;
}
/**
 * Asks master0's kubectl for the nodes until every node is Ready, and returns them. An answer that fails
 * (the API server restarting, say) counts as not Ready yet. At the end of `timeoutMs` with a node still not
 * Ready (or none listed), NodesNotReadyError names them with their conditions.
 */
async function waitForNodes(options) {
    const command = getNodesCommand(options.runtime);
    const deadline = Date.now() + options.timeoutMs;
    let nodes = [];
    let lastProblem;
    let reported = '';
    for (;;) {
        try {
            nodes = parseNodeList(await options.run(command));
            lastProblem = undefined;
        }
        catch (error) {
            lastProblem = (0,errors/* errorMessage */.gJ)(error);
        }
        if (nodes.length > 0 && nodes.every((node) => node.ready === 'True'))
            return nodes;
        const waiting = nodes.filter((node) => node.ready !== 'True').map((node) => node.name);
        const status = lastProblem ?? `not Ready yet: ${waiting.join(', ') || 'no node listed'}`;
        if (status !== reported)
            options.logger.info(`Waiting for the nodes: ${status}`);
        reported = status;
        const left = deadline - Date.now();
        if (left <= 0)
            throw new NodesNotReadyError(nodes, options.timeoutMs, lastProblem);
        await (0,external_node_timers_promises_.setTimeout)(Math.min(options.pollMs ?? 5_000, left), undefined, { signal: options.signal });
    }
}
/** The nodes as the log shows them, columns aligned as `kubectl get nodes` aligns its own. */
function nodeTableLines(nodes) {
    const rows = [NODE_COLUMNS, ...nodes.map(nodeRow)];
    const widths = NODE_COLUMNS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
    return rows.map((row) => row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('   ')
        .trimEnd());
}
/** The table's columns, for the log and the job summary. */
const NODE_COLUMNS = ['name', 'roles', 'version', 'Ready', 'internal IP'];
function nodeRow(node) {
    return [node.name, node.roles, node.version, node.ready, node.internalIp];
}

;// CONCATENATED MODULE: ./.build/run/phases/record-outcome.js




/** Tells the post step how the run ended, and keeps the redacted Clusterfile on master0. */
const recordOutcome = {
    title: 'Record the outcome',
    shouldRun: changesHosts,
    async run(context) {
        const { session } = context;
        const outcome = runResult(context, 'outcome');
        if (!session)
            return;
        // Nodes not Ready: the apply is saved as done, and the post step collects diagnostics all the same.
        await session.recordOutcome(outcome.error instanceof NodesNotReadyError ? 'NodesNotReady' : outcome.phase, outcome.error instanceof errors/* SealosError */.ei ? outcome.error.phase : undefined);
        if (outcome.phase !== 'none')
            await session.keepClusterfile((0,_build_clusterfile/* stringifyClusterfile */.eR)(outcome.clusterfile));
    },
};

;// CONCATENATED MODULE: ./.build/run/phases/recover-state.js


/**
 * With no saved state, the Clusterfile master0 keeps: read back when the run asks (recover-state), else only a
 * warning that this run would create the cluster over a live one.
 */
const recoverState = {
    title: 'Recover state',
    shouldRun: ({ session, current }) => session !== undefined && current === undefined,
    async run(context) {
        const { session, request, cluster, logger } = context;
        if (!session)
            return;
        if (request.state.recover) {
            const copy = (0,_build_clusterfile/* parseClusterfile */.qG)(await session.recover(), clusterfileCopyPath(cluster)).clusterfile;
            context.current = context.forget(copy);
            logger.info(`State recovered from master0 ${session.master0}:${clusterfileCopyPath(cluster)}`);
            context.desired = await context.desire(context.current);
        }
        else if (await session.hasCopy())
            logger.warn(`no saved state, but master0 keeps a Clusterfile of cluster "${cluster}": if its state artifact expired, re-run with recover-state: true instead of creating it over the live cluster`);
    },
};

;// CONCATENATED MODULE: ./.build/run/phases/save-state.js





/** The redacted Clusterfile saved (also when the apply failed, never on a dry run), and the run's outcome. */
const saveState = {
    title: 'Save state',
    async run(context) {
        const { request, store, cluster, current, desired, secrets, logger } = context;
        const result = runResult(context, 'applied');
        const clusterfile = (0,_build_clusterfile/* redactClusterfile */.IR)(request.dryRun ? desired.clusterfile : result.clusterfile);
        const content = { clusterfile: (0,_build_clusterfile/* stringifyClusterfile */.eR)(clusterfile), files: {} };
        const saved = request.dryRun ? false : await save(store, content, [...secrets], result, logger);
        let clusterfilePath;
        if (saved && store.kind === 'local')
            clusterfilePath = (0,external_node_path_.join)(store.location, secret_guard/* CLUSTERFILE */.D);
        else if (request.outputDir) {
            (0,secret_guard/* assertNoSecrets */.v)(content, [...secrets]);
            clusterfilePath = (0,external_node_path_.join)(request.outputDir, 'sealos-action', cluster, secret_guard/* CLUSTERFILE */.D);
            await (0,_build_clusterfile/* writeClusterfile */.sf)(clusterfilePath, clusterfile);
        }
        context.results.outcome = {
            cluster,
            dryRun: request.dryRun,
            plan: result.plan,
            phases: result.phases,
            ...(result.startedAt ? { startedAt: result.startedAt } : {}),
            hostTimings: result.hostTimings ?? [],
            phase: request.dryRun ? 'none' : finalPhase(result),
            clusterfile,
            ...(current ? { current: (0,_build_clusterfile/* redactClusterfile */.IR)(current) } : {}),
            ...(result.kubeconfig ? { kubeconfig: result.kubeconfig } : {}),
            ...(result.uncleaned?.length ? { uncleaned: result.uncleaned } : {}),
            ...(result.error ? { error: result.error } : {}),
            ...(result.error && result.unchanged ? { unchanged: true } : {}),
            state: { kind: store.kind, location: store.location, saved },
            ...(clusterfilePath ? { clusterfilePath } : {}),
        };
    },
};
/**
 * Saves the state. When the apply failed too, a save failure is logged and the apply's error stays the one
 * reported: it is what the user must fix first.
 */
async function save(store, content, secrets, result, logger) {
    try {
        await store.save(content, secrets);
        return store.kind !== 'none';
    }
    catch (error) {
        if (!result.error)
            throw error;
        logger.error(`state not saved: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return false;
    }
}
/** The saved phase: ClusterFailed after a failure, unless it changed no host (the cluster keeps its own). */
function finalPhase(result) {
    if (result.error && !result.unchanged)
        return 'ClusterFailed';
    return result.clusterfile.cluster.status?.phase === 'ClusterFailed' ? 'ClusterFailed' : 'ClusterSuccess';
}

;// CONCATENATED MODULE: ./.build/run/phases/stand-in-apply.js


/**
 * In place of the apply's phases, a stand-in given as a dependency (unit tests of what a run does around the
 * apply, where no lab host exists), asked what the run would ask the real apply.
 */
function standInApply(apply) {
    return {
        title: 'Apply (stand-in)',
        async run(context) {
            context.dependencies.signal?.throwIfAborted();
            const { request, deadline } = applyRequestOf(context);
            const result = await apply(request).finally(() => deadline.clear());
            keepApplied(context, result);
        },
    };
}

;// CONCATENATED MODULE: ./.build/run/phases/take-lock.js


/** The cluster's lock on master0, waited for up to lock-timeout; a dry run takes none. */
const takeRunLock = {
    title: 'Lock',
    shouldRun: changesHosts,
    async run({ session, request, desired, dependencies }) {
        await session?.lock(request.lockTimeoutMinutes ?? cluster_lock/* DEFAULT_LOCK_TIMEOUT_MINUTES */.yX, desired.clusterfile, dependencies.signal);
    },
};
/** Releases the lock before the run ends (the run also releases it when it stops earlier). */
const releaseRunLock = {
    title: 'Unlock',
    shouldRun: changesHosts,
    async run({ session }) {
        await session?.release();
    },
};

;// CONCATENATED MODULE: ./.build/run/phases/wait-for-nodes.js



/**
 * After a successful apply, master0's kubectl is asked until every node is Ready: the nodes go in the outcome
 * (the log shows them now, the job summary later); at the end of the wait the failure naming the nodes that
 * are not Ready becomes the outcome's error. The apply and its saved state stand either way.
 */
const waitForReadyNodes = {
    title: 'Wait for nodes',
    shouldRun: (context) => changesHosts(context) && !runResult(context, 'outcome').error && !!context.request.waitMs,
    async run(context) {
        const { session, logger, dependencies } = context;
        const outcome = runResult(context, 'outcome');
        const waitMs = context.request.waitMs ?? 0;
        const signal = dependencies.signal;
        if (!session)
            return;
        try {
            outcome.nodes = await logger.group(`Wait for every node to be Ready (up to ${(0,log_logger/* formatDuration */.a3)(waitMs)})`, () => waitForNodes({
                run: (command) => session.runOnMaster0(command),
                runtime: outcome.plan.runtime,
                timeoutMs: waitMs,
                logger,
                ...(signal ? { signal } : {}),
            }));
        }
        catch (error) {
            if (!(error instanceof NodesNotReadyError))
                throw error;
            outcome.nodes = error.nodes;
            outcome.error = error;
        }
        if (outcome.nodes.length > 0)
            for (const line of nodeTableLines(outcome.nodes))
                logger.info(line);
    },
};

;// CONCATENATED MODULE: ./.build/run/pipeline.js











/**
 * One run as a flat list of phases, lock and unlock among them (as k0sctl's apply action, and as the reset):
 * master0 reached, the state recovered from its copy if asked, the lock taken, the apply planned, the apply's
 * own phases (Check to Kubeconfig, apply/pipeline.ts), its result, the redacted state saved (also after a
 * failed apply), the registry-copy images, the wait for Ready nodes, the post step told and the copy kept on
 * master0, the lock released. A stand-in apply (unit tests) takes the place of the apply's phases.
 */
function runPipeline(standIn) {
    return [
        connectMaster0,
        recoverState,
        takeRunLock,
        ...(standIn ? [standInApply(standIn)] : [planTheApply, ...applyPhases, finishTheApply]),
        saveState,
        copyToRegistry,
        waitForReadyNodes,
        recordOutcome,
        releaseRunLock,
    ];
}

// EXTERNAL MODULE: ./.build/run/run-request.js
var run_request = __webpack_require__(41693);
// EXTERNAL MODULE: ./.build/hosts/private-key.js
var private_key = __webpack_require__(98919);
;// CONCATENATED MODULE: ./.build/run/ssh-keys.js


/**
 * Every private key the cluster's hosts log in with (the flags, the action's inputs and the Clusterfile all
 * land in `spec.ssh` or a host entry's `ssh`) is read and parsed before any host is contacted, dry runs
 * included: a missing file, a folder, a public key, garbage, or an encrypted key without its passphrase is a
 * UsageError naming the field. Each distinct key is checked once; the runner's own host logs in with none.
 */
async function checkClusterKeys(cluster, localHost) {
    const checked = new Set();
    for (const host of (0,_build_clusterfile.clusterHosts)(cluster)) {
        if (host.address === localHost)
            continue;
        const settings = (0,_build_clusterfile.sshSettingsFor)(cluster, host.address);
        const own = host.entry.ssh ?? {};
        const entry = cluster.spec?.hosts?.indexOf(host.entry) ?? 0;
        const where = (field) => own[field] ? `spec.hosts[${entry}].ssh.${field}` : `spec.ssh.${field}`;
        const key = JSON.stringify([settings.pkData, settings.pk, settings.pkPasswd]);
        if (checked.has(key))
            continue;
        checked.add(key);
        if (settings.pkData)
            (0,private_key/* checkPrivateKeyText */.W)(settings.pkData, settings.pkPasswd, where('pkData'));
        else if (settings.pk)
            await (0,private_key/* readPrivateKeyFile */.P)(settings.pk, settings.pkPasswd, where('pk'));
    }
}

// EXTERNAL MODULE: ./.build/run/state-store.js + 7 modules
var state_store = __webpack_require__(77614);
;// CONCATENATED MODULE: ./.build/run/run-cluster.js











/**
 * One run, shared by the action and the CLI: mask the secrets, load the saved cluster, build the desired one,
 * then the run's phases (pipeline.ts): recover from master0's copy if asked, take the cluster's lock, plan and
 * apply (the apply's own phases), save the redacted result (also when the apply failed, never on a dry run), wait, keep the copy on master0,
 * release the lock. A failed apply does not throw: the outcome carries the error so outputs and summary are
 * still written; a lock held by another run past lock-timeout throws LockTimeoutError before anything changed.
 */
async function runCluster(request, logger, dependencies = {}) {
    const context = await startRun(request, logger, dependencies);
    try {
        await new phase_manager/* PhaseManager */.b(runPipeline(dependencies.apply), logger, Date.now, 'plain').run(context);
        return runResult(context, 'outcome');
    }
    finally {
        // A run that stopped part-way (a refused save, an interrupt) still clears its deadline and drops connections.
        context.applying?.deadline.clear();
        await context.applying?.apply.close();
        await context.session?.close();
    }
}
/** The run before any host is reached: secrets masked, inputs read, the saved and the desired cluster. */
async function startRun(request, logger, dependencies) {
    for (const secret of (0,run_request/* requestSecrets */.p)(request))
        logger.addSecret(secret);
    if (request.registry.config)
        await (0,docker_config/* checkDockerConfig */.FS)(request.registry.config);
    const { source } = request;
    const declared = source.kind === 'clusterfile'
        ? await (0,run_desired/* readDeclaredClusterfile */.dI)(source.path, logger, source.template, {
            ...(source.noHostsMeansLocal
                ? { localHost: () => dependencies.localAddress ?? (0,_build_clusterfile/* runnerAddress */.Z0)() }
                : {}),
        })
        : undefined;
    const cluster = (0,run_desired/* sourceClusterName */.dG)(source, declared);
    const store = (0,state_store/* openStateStore */.V)(request.state, cluster, logger, dependencies.env);
    const forget = (saved) => saved && { ...saved, cluster: (0,_build_clusterfile.forgetHostKeys)(saved.cluster, request.forgetHostKeys ?? [], logger) };
    const current = forget(await loadCurrent(store));
    if (!current && (source.kind === 'inputs' || source.kind === 'clusterfile'))
        logger.info(`No saved cluster "${cluster}": this run creates it`);
    const desire = (saved) => (0,run_desired/* desiredCluster */.lI)(source, {
        declared,
        current: saved,
        localAddress: dependencies.localAddress ?? (0,_build_clusterfile/* runnerAddress */.Z0)(),
        configFiles: request.configFiles,
        stateLocation: store.location,
        logger,
    });
    const desired = await desire(current);
    await checkClusterKeys(desired.clusterfile.cluster, desired.localHost);
    const secrets = new Set([...(0,run_request/* requestSecrets */.p)(request), ...(0,_build_clusterfile/* clusterfileSecrets */.UN)(desired.clusterfile)]);
    for (const secret of secrets)
        logger.addSecret(secret);
    return {
        request,
        logger,
        dependencies,
        cluster,
        store,
        secrets,
        current,
        desired,
        desire,
        forget,
        results: {},
    };
}
/** The saved cluster, or undefined for a create (no state, or a state marked reset). */
async function loadCurrent(store) {
    const state = await store.load();
    if (state === undefined || state.reset)
        return undefined;
    return (0,_build_clusterfile/* parseClusterfile */.qG)(state.clusterfile, (0,external_node_path_.join)(store.location, secret_guard/* CLUSTERFILE */.D)).clusterfile;
}

;// CONCATENATED MODULE: ./.build/run/wait-duration.js

/** How long a run waits for its nodes when the `wait` input is empty: kind-action waits too, by default. */
const DEFAULT_WAIT = '5m';
/**
 * A duration as kind and kubectl write them (`90s`, `5m`, `1m30s`, `1h`), or a bare number of seconds, in
 * milliseconds; `0` means do not wait. Undefined when the text is none of those, or longer than a Node timer
 * holds; the caller names its input or flag.
 */
function parseWaitDuration(text) {
    const value = text.trim();
    if (/^\d+$/.test(value))
        return checked(Number(value) * 1000);
    const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
    if (!match || value === '')
        return undefined;
    const [, hours = '0', minutes = '0', seconds = '0'] = match;
    return checked(((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000);
}
function checked(ms) {
    return ms <= timeout/* MAX_TIMEOUT_MINUTES */.hF * 60_000 ? Math.round(ms) : undefined;
}

// EXTERNAL MODULE: ./.build/cli/confirm.js
var cli_confirm = __webpack_require__(84747);
// EXTERNAL MODULE: ./.build/cli/options.js
var options = __webpack_require__(49909);
// EXTERNAL MODULE: ./.build/cli/ssh-flags.js
var ssh_flags = __webpack_require__(54055);
;// CONCATENATED MODULE: ./.build/cli/cluster-run.js














function addClusterFlags(command) {
    return (0,ssh_flags/* addSshSecretSources */.Ex)(command
        .option('-u, --user <name>', 'SSH user (non-root users run commands through sudo)', 'root')
        .option('-p, --passwd <password>', 'SSH password (also given to sudo); never saved')
        .addOption((0,ssh_flags/* pkOption */.v$)())
        .option('--pk-passwd <passphrase>', 'passphrase of the private key; never saved'))
        .addOption((0,ssh_flags/* portOption */.zS)())
        .addOption((0,ssh_flags/* jumpHostOption */.Yw)())
        .addOption((0,ssh_flags/* hostKeyPolicyOption */.ff)('strict: keys from --known-hosts or recorded in the state; accept-new: trust new hosts, refuse changed keys; insecure: no check'))
        .addOption((0,ssh_flags/* knownHostsOption */.E0)())
        .addOption((0,ssh_flags/* forgetHostKeyOption */.ig)())
        .option('--allow-existing-runtime', 'go on where a host about to join already has a container runtime (not one of ours)')
        .option('--prune-runner', "stop and purge this machine's Docker and containerd first when it joins the cluster now (a throwaway CI runner in single mode)")
        .option('--renew-certificates', 'on a reconcile, renew the control-plane certificates of each master whose certificates end within 90 days, master by master')
        .option('--dry-run', 'show the plan only: touch no host, save no state')
        .option('--state-dir <dir>', 'where clusters are kept (<dir>/<cluster>/Clusterfile)', (0,_build_clusterfile/* defaultStateDir */.yD)())
        .addOption((0,ssh_flags/* concurrencyOption */.b7)())
        .addOption(new esm/* Option */.c$('--relay <mode>', `rootfs copies host to host, the runner sending once: auto (from ${hosts_relay/* RELAY_AUTO_HOSTS */.qS} hosts), always, never`)
        .choices([...hosts_relay/* relayModes */.sS])
        .default('auto'))
        .option('--timeout <minutes>', 'fail when the whole apply takes longer', (0,options/* minutes */.Gx)('above zero'))
        .option('--wait <duration>', 'after the apply, wait until every node is Ready (90s, 5m, 1m30s, or seconds; default 0, no wait)', waitDuration)
        .option('--config-file <path>', 'YAML file of kind: Config documents to append (repeatable)', options/* collect */.Fo, [])
        .option('--registry-config <file>', 'docker config.json with registry credentials (default ~/.docker)')
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', options/* collect */.Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)')
        .option('--kubeconfig <path>', "write the admin kubeconfig there (0600), its server set to master0's address, once the cluster is up");
}
function waitDuration(value) {
    const ms = parseWaitDuration(value);
    if (ms === undefined)
        throw new esm/* InvalidArgumentError */.Di('give a duration such as 90s, 5m, 1m30s, or seconds');
    return ms;
}
/**
 * Runs one request from flags: state in `<state-dir>/<cluster>/Clusterfile`, the plan or the outcome on
 * stdout; a failed apply is thrown after the report, so the exit status is 1 with its phase and host.
 */
async function runFromFlags(source, flags, context, reinstall = []) {
    context.logger.addSecret(flags.passwd);
    context.logger.addSecret(flags.pkPasswd);
    if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
        throw new errors/* UsageError */.eb('--host-key-policy strict needs --known-hosts FILE');
    await (0,ssh_flags/* checkKeyFile */.gl)(flags.pk, flags.pkPasswd);
    // Found out now, not after the cluster is up.
    if (flags.kubeconfig && (await (0,promises_.stat)(flags.kubeconfig).catch(() => undefined))?.isDirectory())
        throw new errors/* UsageError */.eb(`--kubeconfig ${flags.kubeconfig}: it is a folder; give the path of a file`);
    const request = {
        source,
        configFiles: flags.configFile,
        dryRun: flags.dryRun === true,
        // runReport prints a dry run's plan on stdout: once, not also in the log.
        planShownByCaller: flags.dryRun === true,
        force: flags.allowExistingRuntime === true,
        ...(flags.pruneRunner ? { pruneRunner: true } : {}),
        ...(flags.renewCertificates ? { renewCertificates: true } : {}),
        ...(reinstall.length > 0 ? { reinstall } : {}),
        concurrency: flags.concurrency,
        relay: flags.relay,
        ...(flags.timeout !== undefined ? { timeoutMinutes: flags.timeout } : {}),
        ...(flags.wait ? { waitMs: flags.wait } : {}),
        hostKeyPolicy: flags.hostKeyPolicy,
        ...(flags.knownHosts ? { knownHosts: await (0,ssh_flags/* readKnownHosts */.DC)(flags.knownHosts, flags.hostKeyPolicy) } : {}),
        forgetHostKeys: flags.forgetHostKey,
        state: { choice: 'local', dir: flags.stateDir },
        registry: flags.registryConfig ? { config: flags.registryConfig } : {},
        insecureRegistries: flags.insecureRegistry,
        ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
    };
    const interrupts = watchInterrupts(context.logger);
    let outcome;
    try {
        outcome = await runCluster(request, context.logger, {
            signal: interrupts.signal,
            ...(context.apply ? { apply: context.apply } : {}),
        });
    }
    finally {
        interrupts.dispose();
    }
    if (flags.kubeconfig && outcome.kubeconfig) {
        const master0 = (0,_build_clusterfile/* hostIp */.MQ)(outcome.plan.master0) ?? outcome.plan.master0;
        await writeKubeconfig(flags.kubeconfig, reachableKubeconfig(outcome.kubeconfig, master0));
        context.logger.info(`kubeconfig written to ${flags.kubeconfig}`);
    }
    context.stdout(`${runReport(outcome)}\n`);
    if (outcome.error)
        throw outcome.error;
}
/** What the CLI prints on stdout: the plan for a dry run, else the phase and where the state is. */
function runReport(outcome) {
    if (outcome.dryRun)
        return `${(0,_build_plan/* planToText */.GO)(outcome.plan)}\n(dry run: nothing applied, nothing saved)`;
    return [
        `cluster "${outcome.cluster}": ${outcome.phase}${outcome.unchanged ? ' (unchanged: this run failed before changing any host)' : ''}`,
        outcome.clusterfilePath ? `state: ${outcome.clusterfilePath}` : 'state: not saved',
    ].join('\n');
}
/**
 * `add` and `delete`: the same flags and request, only the change and its description differ. `delete` asks
 * first, as sealos's (`--force` does not ask).
 */
function hostChangeCommand(kind, description) {
    return (program, context) => {
        const command = addClusterFlags(program
            .command(kind)
            .description(description)
            .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
            .option('--nodes <list>', 'node hosts, same forms')
            .option('-c, --cluster <name>', 'cluster name', options/* clusterNameArgument */.t8, cluster_name/* DEFAULT_CLUSTER_NAME */.pb));
        if (kind === 'delete')
            command.option('--force', 'delete without asking for confirmation (needed when not on a terminal)');
        command.action(async (flags) => {
            // Without hosts the engine refuses before anything is touched: nothing to confirm.
            if (kind === 'delete' &&
                flags.dryRun !== true &&
                (flags.masters || flags.nodes) &&
                (0,cli_confirm/* savedClusterExists */.w)(flags.stateDir, flags.cluster))
                await (0,cli_confirm/* confirmOrRefuse */.A)(context, `delete ${[flags.masters, flags.nodes].filter(Boolean).join(',')} from cluster "${flags.cluster}"?`, flags.force === true);
            await runFromFlags({
                kind,
                cluster: flags.cluster,
                masters: (0,options/* hostListFlag */.Vs)(flags.masters, '--masters') ?? '',
                nodes: (0,options/* hostListFlag */.Vs)(flags.nodes, '--nodes') ?? '',
                ssh: (0,ssh_flags/* sshInputsOf */.V8)(flags),
            }, flags, context);
        });
    };
}


/***/ }),

/***/ 83242:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  copyToClusterRegistry: () => (/* binding */ copyToClusterRegistry)
});

// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/host-layout/cluster-folders.js
var cluster_folders = __webpack_require__(81852);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
// EXTERNAL MODULE: ./.build/image/auth/credentials.js
var credentials = __webpack_require__(17621);
// EXTERNAL MODULE: ./.build/image/archive/archive-images.js
var archive_images = __webpack_require__(10110);
// EXTERNAL MODULE: ./.build/image/archive/load-archive.js
var load_archive = __webpack_require__(77742);
// EXTERNAL MODULE: ./.build/image/reference.js
var image_reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/store/pull-image.js
var pull_image = __webpack_require__(45643);
;// CONCATENATED MODULE: ./.build/image/copy-source.js





const registryTransport = 'docker://';
const storeTransport = 'containers-storage:';
/**
 * The images `source` names, as `sealos registry copy` takes its SOURCE-IMAGE (containers/image transports):
 * `docker://REF` a registry (pulled into the local store first, only the blobs it lacks), `oci-archive:PATH` or
 * `docker-archive:PATH` every image of an archive (loaded into the local store; an image the archive does not
 * name, as `build --oci-archive` writes it, needs DESTINATION as a reference), `containers-storage:NAME` the
 * local store. A bare reference is the local store's image when it holds one (what `build` and `load` made),
 * else the registry's.
 */
async function copySources(source, options) {
    const { local, platform, logger } = options;
    const archive = (0,archive_images/* transportArchive */.uo)(source);
    if (archive) {
        const problem = (0,archive_images/* transportArchiveProblem */.Z$)(archive.path);
        if (problem)
            throw new load_archive/* ArchiveError */.d(`registry copy ${source}: ${problem}`, { file: archive.path });
        const loaded = await (0,load_archive/* loadArchive */.b)(local, archive.path, platform);
        return Promise.all(loaded.map(async ({ manifestDigest, manifestMediaType, names }) => ({
            ...(names[0] ? { reference: (0,image_reference/* parseReference */.F2)(names[0]) } : {}),
            image: await local.load(manifestDigest, manifestMediaType, names),
        })));
    }
    if (source.startsWith(storeTransport)) {
        const name = source.slice(storeTransport.length);
        return [{ reference: (0,image_reference/* parseReference */.F2)(name), image: await local.get(name) }];
    }
    const remote = source.startsWith(registryTransport);
    const text = remote ? source.slice(registryTransport.length) : source;
    const reference = (0,image_reference/* parseReference */.F2)(text);
    const stored = remote ? undefined : await local.find(text);
    if (stored) {
        logger.info(`${(0,image_reference/* formatReference */.FH)(reference)}: from the local image store`);
        return [{ reference, image: stored }];
    }
    const pulled = await (0,pull_image/* pullImage */.Z)(options.client(), local, reference, platform, logger);
    return [{ reference, image: pulled.image }];
}
/**
 * Where an image goes, as sealos's `registry copy` names it: DESTINATION a registry (`host:port`): the
 * source's repository (normalised, so `nginx` is `library/nginx`, the path the cluster's image-cri-shim maps
 * Docker Hub names to) and tag under it; DESTINATION a reference (`host:port/app:pr-42`): that reference.
 */
function copyDestination(source, destination) {
    if (destination.includes('/'))
        return (0,image_reference/* parseReference */.F2)(destination);
    if (!source)
        throw new errors/* UsageError */.eb(`registry copy: the image has no name to copy under ${destination} (an archive written with a tag only): give the destination as a reference, e.g. ${destination}/app:pr-42`);
    if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:]+\](?::\d{1,5})?$/.test(destination))
        throw new errors/* UsageError */.eb(`registry copy: "${destination}" is neither a registry (host:port) nor an image reference`);
    return {
        registry: destination,
        repository: source.repository,
        ...(source.tag !== undefined ? { tag: source.tag } : { digest: source.digest }),
    };
}

// EXTERNAL MODULE: ./.build/image/remote/registry-client.js + 7 modules
var registry_client = __webpack_require__(1721);
// EXTERNAL MODULE: ./.build/image/store/push-image.js
var push_image = __webpack_require__(20092);
// EXTERNAL MODULE: ./.build/cluster/registry-info.js
var registry_info = __webpack_require__(8145);
;// CONCATENATED MODULE: ./.build/cluster/cluster-registry.js









/** The cluster's registry as master0's rendered `etc/registry.yml` describes it; sealos's defaults without one. */
async function clusterRegistryOf(master0, cluster) {
    const file = `${(0,cluster_folders/* rootfsDir */.H9)(cluster)}/etc/registry.yml`;
    const quoted = (0,shell/* shellQuote */.ZL)(file);
    const { stdout } = await master0.run(`if [ -f ${quoted} ]; then cat ${quoted}; else echo '#absent'; fi`);
    return stdout === '#absent\n' ? registry_info/* DEFAULT_REGISTRY */.sx : (0,registry_info/* parseRegistryInfo */.nO)(stdout);
}
/**
 * A client of the cluster's registry whose every connection is a channel of master0's SSH connection to the
 * registry's port on master0's loopback: no port is opened on any host, and the plain HTTP the registry speaks
 * travels inside SSH. It logs in with the registry's own htpasswd user.
 */
function clusterRegistryClient(master0, registry, logger) {
    const host = `${registry.domain}:${registry.port}`;
    logger.addSecret(registry.password);
    return new registry_client/* RegistryClient */.b({
        logger,
        credentials: (0,credentials/* explicitCredentials */.Ve)([
            { registry: host, username: registry.username, password: registry.password },
        ]),
        insecureRegistries: [host],
        registriesConf: false,
        route: (name, port) => name === registry.domain && port === registry.port
            ? master0.connectPort(registry.port)
            : Promise.reject(new errors/* SealosError */.ei(`${name}:${port} is not the cluster's registry ${host}: not reached from master0`, {
                host: master0.host,
            })),
    });
}
/**
 * Copies each source's images into the cluster's registry on master0 (sealos `registry copy`), through its SSH
 * connection: the sources are read into the local store (an archive loaded, a registry image pulled), then
 * pushed blob by blob, HEAD first, so only what the registry lacks is sent.
 */
async function copyToClusterRegistry(options) {
    const { master0, logger } = options;
    const registry = await clusterRegistryOf(master0, options.cluster);
    const host = `${registry.domain}:${registry.port}`;
    const client = clusterRegistryClient(master0, registry, logger);
    const copied = [];
    try {
        for (const copy of options.copies) {
            const found = await copySources(copy.source, { ...options.sources, logger });
            if (found.length > 1 && copy.destination?.includes('/'))
                throw new errors/* UsageError */.eb(`registry copy ${copy.source}: ${found.length} images cannot all be ${copy.destination}: give a registry (host:port) as the destination`);
            for (const image of found) {
                const target = copyDestination(image.reference, copy.destination ?? host);
                if (target.registry !== host)
                    throw new errors/* UsageError */.eb(`registry copy ${copy.source}: ${(0,image_reference/* formatReference */.FH)(target)} is not in the cluster's registry ${host} (the only one reached through master0)`);
                const pushed = await (0,push_image/* pushLocalImage */.V)(client, options.sources.local, image.image, target, logger);
                copied.push({ source: copy.source, reference: (0,image_reference/* formatReference */.FH)(target), ...pushed });
            }
        }
    }
    finally {
        client.close();
    }
    return copied;
}


/***/ }),

/***/ 1298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/**
 * Runs `work` over `items` with at most `limit` at a time and returns the results in input order. The first
 * failure is thrown once the running ones have settled, so no transfer is left writing behind our back.
 */
async function mapLimit(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index]);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    if (failure)
        throw failure.error;
    return results;
}


/***/ }),

/***/ 10110:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z$: () => (/* binding */ transportArchiveProblem),
/* harmony export */   ZA: () => (/* binding */ preloadArchives),
/* harmony export */   uo: () => (/* binding */ transportArchive)
/* harmony export */ });
/* harmony import */ var _files_input_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75688);
/* harmony import */ var _load_archive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77742);
/* harmony import */ var _save_archive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87419);



/** sealos `file.IsTarFile`: a run argument ending `.tar`, `.gz` or `.tgz` is an archive, not an image name. */
function isArchiveArgument(argument) {
    return ['.tar', '.gz', '.tgz'].some((suffix) => argument.endsWith(suffix));
}
/**
 * An archive named with its containers/image transport, `oci-archive:PATH` or `docker-archive:PATH` (as skopeo
 * and `sealos pull` take it); undefined for anything else. As in containers/image, the transport wins over a
 * registry host of that name.
 */
function transportArchive(entry) {
    const transport = _save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.find((name) => entry.startsWith(`${name}:`));
    return transport ? { transport, path: entry.slice(transport.length + 1) } : undefined;
}
/**
 * Why the path of a `transport:PATH` entry cannot be used, in words; undefined when it can (whether the file is
 * there and is a regular file is checked when it is loaded). containers/image reads `PATH:NAME` as an image
 * inside the archive, which we do not select: such an entry is refused rather than read as a file name.
 */
function transportArchiveProblem(path) {
    const problem = (0,_files_input_path_js__WEBPACK_IMPORTED_MODULE_2__/* .pathProblem */ .z)(path);
    if (problem)
        return problem;
    if (path.includes(':'))
        return 'the path holds a ":" (containers/image reads PATH:NAME as an image inside the archive, which is not supported: load the archive and run its images by name)';
    return undefined;
}
/**
 * Each archive argument is loaded into the local images and replaced by the names it gives, in order; other
 * arguments are image names and stay. The run then finds the images there and needs no registry. `source`
 * names where the arguments came from (`input images`), for errors.
 */
async function preloadArchives(local, argumentsGiven, platform, logger, options) {
    const names = [];
    for (const argument of argumentsGiven) {
        const file = archiveFile(argument, options);
        if (file === undefined) {
            names.push(argument);
            continue;
        }
        const loaded = await (0,_load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .loadArchive */ .b)(local, file, platform).catch((error) => {
            throw error instanceof _load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveError */ .d
                ? new _load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveError */ .d(`${options.source}: ${error.message}`, { file, cause: error })
                : error;
        });
        for (const image of loaded) {
            const name = image.names[0];
            if (!name)
                throw new _load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveError */ .d(`${options.source}: ${file}: the archive does not name image ${image.manifestDigest}; load it, tag it and run it by name`, { file });
            logger.info(`${file}: ${name} loaded into the local images`);
            names.push(name);
        }
    }
    return names;
}
/** The file an argument names as an archive; undefined when it is an image name. */
function archiveFile(argument, options) {
    const named = transportArchive(argument);
    if (named) {
        const problem = transportArchiveProblem(named.path);
        if (problem)
            throw new _load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .ArchiveError */ .d(`${options.source}: ${JSON.stringify(argument)}: ${problem}`, {
                file: named.path,
            });
        return named.path;
    }
    if (options.which === 'every')
        return argument;
    if (options.which === 'transport-or-tar-name' && isArchiveArgument(argument))
        return argument;
    return undefined;
}


/***/ }),

/***/ 77742:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ loadArchive),
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56118);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41021);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21826);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(62063);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(18100);
/* harmony import */ var _parse_json_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(94126);
/* harmony import */ var _pull_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(59517);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(38033);
/* harmony import */ var _save_archive_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(87419);
















class ArchiveError extends _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb {
}
const ociIndexSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .object */ .Ikc({
    manifests: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .looseObject */ ._H3({
        digest: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(),
        mediaType: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().optional(),
        annotations: zod__WEBPACK_IMPORTED_MODULE_14__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()).optional(),
    })),
});
const dockerManifestSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .object */ .Ikc({ Config: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(), RepoTags: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()).nullish(), Layers: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()) }));
/**
 * Loads every image of an `oci-archive` (an OCI layout: `index.json` + `blobs/`, as skopeo, buildah and
 * `sealos save` write it) or a `docker-archive` (`manifest.json`, as `docker save` and skopeo write it) into
 * the local store; an index in the layout gives its `platform` image. The tar is unpacked to files under the
 * store (never held in memory), every blob checked against its digest, then moved into the store.
 */
async function loadArchive(local, file, platform) {
    const fail = (why, cause) => {
        throw new ArchiveError(`${file}: ${why}`, { file, ...(cause !== undefined && { cause }) });
    };
    // A FIFO or a device would never end, a folder is no tar: only a regular file is read.
    await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .checkInputFile */ .xR)(file).catch((cause) => fail(cause instanceof _files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .InputFileError */ .TH ? cause.message : `cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(cause)}`, cause));
    const work = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(local.root, 'tmp', `load-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(work, { recursive: true });
    try {
        const files = await unpack(file, work).catch((cause) => fail(`is not an oci-archive or docker-archive (not a tar: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(cause)})`, cause));
        if (files.has('index.json'))
            return await loadOciLayout(local, files, platform, fail);
        if (files.has('manifest.json'))
            return await loadDockerArchive(local, files, fail);
        return fail('is not an oci-archive or docker-archive: it has neither index.json nor manifest.json');
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(work, { recursive: true, force: true });
    }
}
/** Regular files to `work/<name>`; returns archive path → file, links resolved inside the archive. */
async function unpack(file, work) {
    const files = new Map();
    const links = new Map();
    const reader = (0,tar_stream__WEBPACK_IMPORTED_MODULE_5__.extract)();
    reader.on('entry', (header, stream, next) => {
        const name = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name.replace(/^\.\//, '')).replace(/\/$/, '');
        const inside = name !== '..' && !name.startsWith('../') && !name.startsWith('/');
        if (inside && header.type === 'file') {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(work, `${files.size}`);
            files.set(name, target);
            (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(stream, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(target)).then(() => next(), next);
            return;
        }
        if (inside && (header.type === 'symlink' || header.type === 'link') && header.linkname)
            links.set(name, header.type === 'symlink' ? node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(name), header.linkname) : header.linkname);
        stream.resume();
        stream.on('end', () => next());
    });
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file), reader);
    // Legacy `docker save` links a layer shared by two images to the first copy.
    for (const [name, target] of links) {
        const found = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(target));
        if (found)
            files.set(name, found);
    }
    return files;
}
async function readJson(files, name, fail) {
    const file = files.get(name);
    if (!file)
        return fail(`${name} is missing`);
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file);
    if (size > 4 * 1024 * 1024)
        fail(`${name} is larger than 4 MiB`);
    const data = (0,_parse_json_js__WEBPACK_IMPORTED_MODULE_15__/* .parseJsonOrUndefined */ .r)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file, 'utf8'));
    if (data === undefined)
        fail(`${name} is not valid JSON`);
    return data;
}
/** A name the archive gives, when it is an image reference with a repository (a bare tag names nothing). */
function archiveImageName(text) {
    if (!text || (!text.includes('/') && !text.includes(':')))
        return undefined;
    try {
        return (0,_reference_js__WEBPACK_IMPORTED_MODULE_12__/* .formatReference */ .FH)((0,_reference_js__WEBPACK_IMPORTED_MODULE_12__/* .parseReference */ .F2)(text));
    }
    catch {
        return undefined;
    }
}
async function loadOciLayout(local, files, platform, fail) {
    const index = ociIndexSchema.safeParse(await readJson(files, 'index.json', fail));
    if (!index.success)
        return fail(`index.json is not an OCI index: ${index.error.issues[0]?.message}`);
    const blobFile = (digest) => {
        const found = files.get(`blobs/sha256/${(0,_digest_js__WEBPACK_IMPORTED_MODULE_8__/* .digestHex */ .sU)(digest)}`);
        return found ?? fail(`blob ${digest} is missing from the archive`);
    };
    const adopt = async (descriptor) => {
        if (!(await local.hasBlob(descriptor.digest)))
            await local.adoptFile(blobFile(descriptor.digest), descriptor.digest);
    };
    const readManifest = async (digest, mediaType) => {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(blobFile(digest));
        return { bytes, parsed: (0,_manifest_js__WEBPACK_IMPORTED_MODULE_9__/* .parseManifest */ .Ng)(bytes, mediaType ?? '', `manifest ${digest} in the archive`) };
    };
    const loaded = new Map();
    for (const entry of index.data.manifests) {
        let { bytes, parsed } = await readManifest(entry.digest, entry.mediaType);
        let digest = entry.digest;
        if (parsed.kind === 'index') {
            const chosen = (0,_pull_js__WEBPACK_IMPORTED_MODULE_11__/* .selectPlatformManifest */ .HO)(parsed.index, platform, `index ${entry.digest} in the archive`);
            digest = chosen.digest;
            ({ bytes, parsed } = await readManifest(chosen.digest, chosen.mediaType));
        }
        if (parsed.kind !== 'manifest')
            return fail(`manifest ${digest} is an index inside an index`);
        for (const blob of [parsed.manifest.config, ...parsed.manifest.layers])
            await adopt(blob);
        const stored = await local.addBlobBytes(bytes);
        if (stored !== digest)
            fail(`manifest ${digest} has digest ${stored}`);
        const image = loaded.get(digest) ?? {
            manifestDigest: digest,
            manifestMediaType: parsed.mediaType,
            names: [],
        };
        const name = archiveImageName(entry.annotations?.[_save_archive_js__WEBPACK_IMPORTED_MODULE_13__/* .containerdNameAnnotation */ .gI] ?? entry.annotations?.[_save_archive_js__WEBPACK_IMPORTED_MODULE_13__/* .refNameAnnotation */ .my]);
        if (name && !image.names.includes(name)) {
            await local.setName(name, digest, parsed.mediaType);
            image.names.push(name);
        }
        loaded.set(digest, image);
    }
    return [...loaded.values()];
}
async function loadDockerArchive(local, files, fail) {
    const entries = dockerManifestSchema.safeParse(await readJson(files, 'manifest.json', fail));
    if (!entries.success)
        return fail(`manifest.json is not docker save's: ${entries.error.issues[0]?.message}`);
    const loaded = [];
    // A layer file two images share is moved into the store by the first one.
    const adopted = new Map();
    for (const entry of entries.data) {
        const configFile = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(entry.Config)) ?? fail(`${entry.Config} is missing`);
        const configBytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(configFile);
        const configDigest = await local.addBlobBytes(configBytes);
        const layers = [];
        for (const path of entry.Layers) {
            const layerFile = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(path)) ?? fail(`layer ${path} is missing`);
            const mediaType = await layerMediaType(adopted.has(layerFile)
                ? local.blobFile(adopted.get(layerFile).digest)
                : layerFile);
            const stored = adopted.get(layerFile) ?? (await local.adoptFile(layerFile));
            adopted.set(layerFile, stored);
            layers.push({ mediaType, digest: stored.digest, size: stored.size });
        }
        const manifest = Buffer.from(JSON.stringify({
            schemaVersion: 2,
            mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest,
            config: { mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociConfig, digest: configDigest, size: configBytes.length },
            layers,
        }));
        const manifestDigest = await local.addBlobBytes(manifest);
        const names = [];
        for (const tag of entry.RepoTags ?? []) {
            const name = archiveImageName(tag);
            if (!name)
                continue;
            await local.setName(name, manifestDigest, _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest);
            names.push(name);
        }
        loaded.push({ manifestDigest, manifestMediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest, names });
    }
    return loaded;
}
/** From the first bytes: gzip, zstd, else a plain tar. */
async function layerMediaType(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        const head = Buffer.alloc(4);
        await handle.read(head, 0, 4, 0);
        if (head[0] === 0x1f && head[1] === 0x8b)
            return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayerGzip;
        if (head.readUInt32LE(0) === 0xfd2fb528)
            return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayerZstd;
        return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayer;
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 87419:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IW: () => (/* binding */ saveArchive),
/* harmony export */   Tc: () => (/* binding */ archiveFormats),
/* harmony export */   gI: () => (/* binding */ containerdNameAnnotation),
/* harmony export */   my: () => (/* binding */ refNameAnnotation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46466);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56118);
/* harmony import */ var _files_write_stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63714);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21826);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18100);






const archiveFormats = ['oci-archive', 'docker-archive'];
/** The OCI annotation that names an image in an index, and containerd's, which podman and nerdctl read. */
const refNameAnnotation = 'org.opencontainers.image.ref.name';
const containerdNameAnnotation = 'io.containerd.image.name';
/**
 * Writes images of the local store into one archive, streaming every blob from its file:
 * - `oci-archive`: an OCI image layout (`oci-layout`, `index.json` naming each image by
 *   `org.opencontainers.image.ref.name`, `blobs/sha256/<hex>`), as buildah and skopeo write it;
 * - `docker-archive`: `docker save`'s layout (`manifest.json` with Config, RepoTags and Layers, the config as
 *   `<hex>.json`, each layer as `<hex>.tar`, compressed as stored, which docker and containers/image read).
 * Written to a temporary name and renamed when complete.
 */
async function saveArchive(local, images, file, format) {
    await (0,_files_write_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceAtomically */ .GA)(file, async (temporary) => {
        const tar = (0,tar_stream__WEBPACK_IMPORTED_MODULE_2__.pack)();
        const written = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.pipeline)(tar, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(temporary));
        try {
            const added = new Set();
            const addBlob = async (digest, name, size) => {
                if (added.has(name))
                    return;
                added.add(name);
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.pipeline)(local.openBlob(digest), tar.entry({ ...header(name), size }));
            };
            if (format === 'oci-archive') {
                await addBytes(tar, 'oci-layout', Buffer.from(JSON.stringify({ imageLayoutVersion: '1.0.0' })));
                const manifests = images.flatMap((image) => (image.names.length ? image.names : [undefined]).map((name) => ({
                    mediaType: image.manifestMediaType,
                    digest: image.manifestDigest,
                    size: image.manifestBytes.length,
                    ...(name && { annotations: { [refNameAnnotation]: name, [containerdNameAnnotation]: name } }),
                })));
                await addBytes(tar, 'index.json', Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_5__/* .MediaTypes */ .mI.ociIndex, manifests })));
                for (const image of images)
                    for (const blob of [
                        { digest: image.manifestDigest, size: image.manifestBytes.length },
                        image.manifest.config,
                        ...image.manifest.layers,
                    ])
                        await addBlob(blob.digest, `blobs/sha256/${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(blob.digest)}`, blob.size);
            }
            else {
                const entries = [];
                for (const image of images) {
                    const config = `${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(image.configDigest)}.json`;
                    await addBlob(image.configDigest, config, image.manifest.config.size);
                    const layers = [];
                    for (const layer of image.manifest.layers) {
                        const name = `${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(layer.digest)}.tar`;
                        await addBlob(layer.digest, name, layer.size);
                        layers.push(name);
                    }
                    // Docker names images by tag only; a digest-only name has no place in RepoTags.
                    const repoTags = image.names.filter((name) => !name.includes('@'));
                    entries.push({ Config: config, RepoTags: repoTags, Layers: layers });
                }
                await addBytes(tar, 'manifest.json', Buffer.from(JSON.stringify(entries)));
            }
            tar.finalize();
            await written;
        }
        catch (error) {
            tar.destroy(error instanceof Error ? error : new Error(String(error)));
            await written.catch(() => { });
            throw error;
        }
    });
}
function header(name) {
    return { name, type: 'file', mode: 0o644, mtime: new Date(0), uid: 0, gid: 0 };
}
function addBytes(tar, name, content) {
    return new Promise((resolve, reject) => {
        tar.entry(header(name), content, (error) => (error ? reject(error) : resolve()));
    });
}


/***/ }),

/***/ 45643:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ pullImage)
/* harmony export */ });
/* harmony import */ var _concurrency_map_limit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1298);
/* harmony import */ var _log_logger_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(83920);
/* harmony import */ var _log_progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58720);
/* harmony import */ var _pull_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59517);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38033);
/* harmony import */ var _remote_blobs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20327);
/* harmony import */ var _image_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85364);







/**
 * Pulls one platform's image into the local store under its normalised name: the manifest (through the
 * registries.conf mirrors), then the config and the layers the store lacks, in parallel (bounded by the
 * client's concurrency), each streamed to a file and checked against its digest on the way, never held whole.
 */
async function pullImage(client, local, ref, platform, logger) {
    const name = (0,_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .formatReference */ .FH)(ref);
    let fetched = 0;
    let present = 0;
    let fetchedBytes = 0;
    const resolved = await (0,_pull_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveImage */ .AT)(client, ref, platform, async (digest) => (await local.hasBlob(digest)) ? local.readBlob(digest, 8 * 1024 * 1024) : undefined);
    await local.addBlobBytes(resolved.configBytes);
    const layers = [...new Map(resolved.manifest.layers.map((layer) => [layer.digest, layer])).values()];
    await (0,_concurrency_map_limit_js__WEBPACK_IMPORTED_MODULE_4__/* .mapLimit */ .s)(layers, client.concurrency, async (layer) => {
        if (await local.hasBlob(layer.digest)) {
            present++;
            return;
        }
        const download = await client.openBlob(ref, layer.digest, layer.size);
        const progress = layer.size >= _image_store_js__WEBPACK_IMPORTED_MODULE_3__/* .layerProgressThreshold */ .C8
            ? new _log_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .Progress */ .k(logger, `pull ${layer.digest.slice(7, 19)}`, layer.size)
            : undefined;
        const written = await local.addVerifiedBlob(layer.digest, (0,_remote_blobs_js__WEBPACK_IMPORTED_MODULE_2__/* .fillFrom */ .e_)(download, (bytes) => progress?.add(bytes)));
        progress?.finish();
        fetched++;
        fetchedBytes += written;
    });
    await local.addBlobBytes(resolved.manifestBytes);
    await local.setName(name, resolved.manifestDigest, resolved.manifestMediaType);
    logger.info(`${name}: ${fetched} layers downloaded (${(0,_log_logger_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(fetchedBytes)}), ${present} already in the store`);
    const image = await local.get(name);
    return { image, fetched, present, fetchedBytes };
}


/***/ }),

/***/ 20092:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ pushLocalImage)
/* harmony export */ });
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var _concurrency_map_limit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1298);
/* harmony import */ var _log_logger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83920);
/* harmony import */ var _log_progress_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58720);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38033);
/* harmony import */ var _image_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(85364);






/**
 * Pushes a local image to `target`: blobs the registry lacks (in parallel, a progress line for large ones),
 * then the manifest.
 */
async function pushLocalImage(client, local, image, target, logger) {
    const blobs = [image.manifest.config, ...image.manifest.layers];
    const outcomes = await (0,_concurrency_map_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .mapLimit */ .s)(blobs, client.concurrency, (blob) => client.pushBlob(target, {
        digest: blob.digest,
        size: blob.size,
        open: () => withProgress(local.openBlob(blob.digest), blob.digest, blob.size, logger),
    }));
    const digest = await client.putManifest(target, image.manifestBytes, image.manifestMediaType);
    const sent = blobs.filter((_, index) => outcomes[index] === 'uploaded');
    const uploadedBytes = sent.reduce((sum, blob) => sum + blob.size, 0);
    logger.info(`pushed ${(0,_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .formatReference */ .FH)(target)}: ${sent.length} of ${blobs.length} blobs uploaded (${(0,_log_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(uploadedBytes)}), the rest already there`);
    return { digest, uploaded: sent.length, present: blobs.length - sent.length, uploadedBytes };
}
/** The blob's stream, counted into a progress line when it is large. */
function withProgress(stream, digest, size, logger) {
    if (size < _image_store_js__WEBPACK_IMPORTED_MODULE_2__/* .layerProgressThreshold */ .C8)
        return stream;
    const progress = new _log_progress_js__WEBPACK_IMPORTED_MODULE_5__/* .Progress */ .k(logger, `push ${digest.slice(7, 19)}`, size);
    // Counted as the consumer reads (a 'data' listener would start the flow before anyone reads).
    const counted = new node_stream__WEBPACK_IMPORTED_MODULE_0__.Transform({
        transform(chunk, _encoding, callback) {
            progress.add(chunk.length);
            callback(null, chunk);
        },
        flush(callback) {
            progress.finish();
            callback();
        },
    });
    return (0,node_stream__WEBPACK_IMPORTED_MODULE_0__.pipeline)(stream, counted, () => { });
}


/***/ })

};
