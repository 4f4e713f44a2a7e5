export const id = 513;
export const ids = [513];
export const modules = {

/***/ 87513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  addClusterFlags: () => (/* binding */ addClusterFlags),
  hostChangeCommand: () => (/* binding */ hostChangeCommand),
  registerRun: () => (/* binding */ registerRun),
  runFromFlags: () => (/* binding */ runFromFlags),
  runReport: () => (/* binding */ runReport),
  sshInputsOf: () => (/* binding */ sshInputsOf)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(48179);
// EXTERNAL MODULE: ./.build/build/build-request.js + 1 modules
var build_request = __webpack_require__(17074);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 15 modules
var _build_clusterfile = __webpack_require__(22360);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/hosts/relay.js
var hosts_relay = __webpack_require__(31639);
// EXTERNAL MODULE: ./.build/files/input-path.js
var input_path = __webpack_require__(75688);
// EXTERNAL MODULE: ./.build/image/archive/load-archive.js
var load_archive = __webpack_require__(77742);
// EXTERNAL MODULE: ./.build/image/archive/save-archive.js
var save_archive = __webpack_require__(87419);
;// CONCATENATED MODULE: ./.build/image/archive/archive-images.js



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
    const transport = save_archive/* archiveFormats */.Tc.find((name) => entry.startsWith(`${name}:`));
    return transport ? { transport, path: entry.slice(transport.length + 1) } : undefined;
}
/**
 * Why the path of a `transport:PATH` entry cannot be used, in words; undefined when it can (whether the file is
 * there and is a regular file is checked when it is loaded). containers/image reads `PATH:NAME` as an image
 * inside the archive, which we do not select: such an entry is refused rather than read as a file name.
 */
function transportArchiveProblem(path) {
    const problem = (0,input_path/* pathProblem */.z9)(path);
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
        const loaded = await (0,load_archive/* loadArchive */.b)(local, file, platform).catch((error) => {
            throw error instanceof load_archive/* ArchiveError */.d
                ? new load_archive/* ArchiveError */.d(`${options.source}: ${error.message}`, { file, cause: error })
                : error;
        });
        for (const image of loaded) {
            const name = image.names[0];
            if (!name)
                throw new load_archive/* ArchiveError */.d(`${options.source}: ${file}: the archive does not name image ${image.manifestDigest}; load it, tag it and run it by name`, { file });
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
            throw new load_archive/* ArchiveError */.d(`${options.source}: ${JSON.stringify(argument)}: ${problem}`, {
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

// EXTERNAL MODULE: ./.build/image/store/image-store.js + 1 modules
var image_store = __webpack_require__(85364);
// EXTERNAL MODULE: ./.build/image/store/local-images.js
var local_images = __webpack_require__(44108);
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

// EXTERNAL MODULE: ./.build/image/platform.js
var platform = __webpack_require__(93337);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/reference.js
var image_reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/remote/registry-client.js + 7 modules
var registry_client = __webpack_require__(1721);
// EXTERNAL MODULE: ./.build/apply/cluster-executors.js + 1 modules
var cluster_executors = __webpack_require__(61196);
// EXTERNAL MODULE: ./.build/apply/cluster-runtime.js
var cluster_runtime = __webpack_require__(78254);
// EXTERNAL MODULE: ./.build/apply/context.js
var apply_context = __webpack_require__(41238);
// EXTERNAL MODULE: ./.build/apply/phase-manager.js
var phase_manager = __webpack_require__(60456);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
// EXTERNAL MODULE: ./.build/runtime/index.js + 20 modules
var _build_runtime = __webpack_require__(78846);
// EXTERNAL MODULE: ./.build/apply/bootstrap/registry-data.js
var registry_data = __webpack_require__(54138);
// EXTERNAL MODULE: ./.build/apply/bootstrap/registry-info.js
var registry_info = __webpack_require__(45706);
// EXTERNAL MODULE: ./.build/apply/cluster-images.js
var cluster_images = __webpack_require__(29466);
// EXTERNAL MODULE: ./.build/hosts/write-files-script.js
var write_files_script = __webpack_require__(93979);
// EXTERNAL MODULE: ./.build/apply/host-paths.js
var host_paths = __webpack_require__(3326);
;// CONCATENATED MODULE: ./.build/apply/host-marker.js



/**
 * Small files on a host that say what an earlier apply finished there (a tree digest, a step done), so a
 * re-run skips it and a failed apply resumes where it stopped.
 */
async function readMarker(executor, cluster, name) {
    const file = (0,shell/* shellQuote */.ZL)((0,host_paths/* markerPath */.Ar)(cluster, name));
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
    return { path: (0,host_paths/* markerPath */.Ar)(cluster, name), content: `${value}\n`, mode: 0o644 };
}

// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
;// CONCATENATED MODULE: ./.build/apply/on-hosts.js

/** Runs `work` on each host in parallel (bounded by the apply's concurrency); one error names every failed host. */
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

// EXTERNAL MODULE: ./.build/apply/topology.js
var apply_topology = __webpack_require__(82284);
// EXTERNAL MODULE: ./.build/apply/vip.js
var apply_vip = __webpack_require__(72918);
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
        const registry = await (0,registry_info/* readRegistryInfo */.Kb)((await (0,apply_context/* resultOf */.B)(context, 'trees').rootfs(topology.master0)).dir);
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
    const images = (0,apply_context/* resultOf */.B)(context, 'images');
    const trees = (0,apply_context/* resultOf */.B)(context, 'trees');
    const rootfs = (0,host_paths/* rootfsDir */.H9)(clusterName);
    const all = (targets) => targets;
    /** The image's script for `label`, then `after` in the same command once it succeeded. */
    const script = (label, after) => async (executor, host) => {
        const command = (0,cluster_images/* scriptCommand */.rG)(images.labels, label);
        const line = command ? `cd ${(0,shell/* shellQuote */.ZL)(`${rootfs}/scripts`)} && ${command}` : undefined;
        if (!line && !after)
            return;
        await executor.run([line, after].filter(Boolean).join(' && '), {
            env: trees.env(host),
            logger: context.logger,
        });
    };
    const registryIp = (0,apply_topology/* ipOf */.l)(topology.registries[0]);
    const vip = (0,apply_vip/* clusterVip */.o)(images, trees.env(topology.master0));
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
                    { ip: master ? (0,apply_topology/* ipOf */.l)(topology.master0) : vip, domain: _build_runtime/* apiServerDomain */.uU },
                    ...(topology.nodes.includes(host) ? [{ ip: (0,apply_topology/* ipOf */.l)(host), domain: _build_runtime/* LVSCARE_DOMAIN */.Y_ }] : []),
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

;// CONCATENATED MODULE: ./.build/apply/phases/check-hosts.js



const MAX_CLOCK_SKEW_SECONDS = 5;
/**
 * Every host of the desired cluster answers, is Linux, runs our commands as root, has its own hostname and a
 * clock within 5 s of ours. A host about to join must not already run a container runtime (unless forced),
 * except one this cluster set up in an earlier, interrupted apply.
 */
const checkHosts = {
    title: 'Check hosts',
    readOnly: true,
    async run(context) {
        const { topology } = context;
        const hosts = [...topology.masters, ...topology.nodes];
        const dataDir = (0,host_paths/* clusterDataDir */.wL)(context.clusterName);
        const facts = await onHosts(context, hosts, 'check hosts', async (executor, host) => {
            const asked = Math.floor(Date.now() / 1000);
            const probe = await executor.run([
                'uname -s',
                'id -u',
                'hostname',
                'date +%s',
                'for b in containerd dockerd crio; do command -v "$b" >/dev/null 2>&1 && printf "%s " "$b"; done; echo',
                `test -d ${dataDir} && echo ours || echo new`,
            ].join('; '));
            const [system = '', uid = '', hostname = '', epoch = '0', runtime = '', ours = ''] = probe.stdout.split('\n');
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
            };
        });
        const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
        const problems = facts.flatMap((fact) => problemsOf(fact, joining.has(fact.host), context.force));
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
    if (joining && fact.runtime && !fact.ours && !force)
        problems.push(`${fact.host}: a container runtime is already installed (${fact.runtime}); remove it or use force`);
    return problems;
}

;// CONCATENATED MODULE: ./.build/apply/phases/fetch-kubeconfig.js

/** The admin kubeconfig from master0, for the action's output; the runtime registers it as a secret. */
const fetchKubeconfig = {
    title: 'Fetch kubeconfig',
    async run(context) {
        const runtime = await (0,cluster_runtime/* clusterRuntime */.P4)(context);
        context.progress.kubeconfig = await runtime.kubeconfig();
    },
};

;// CONCATENATED MODULE: ./.build/apply/phases/init-cluster.js

/** The first control plane on master0 (kubeadm init); skipped by the runtime when master0 already answers. */
const initCluster = {
    title: 'Init',
    shouldRun: (context) => context.plan.action === 'create',
    async run(context) {
        const runtime = await (0,cluster_runtime/* clusterRuntime */.P4)(context);
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
        const runtime = await (0,cluster_runtime/* clusterRuntime */.P4)(context);
        for (const master of topology.joining.masters.filter((host) => host !== topology.master0)) {
            await runtime.joinMasters([(0,apply_topology/* ipOf */.l)(master)]);
            progress.joined.add(master);
        }
        // One call per node, so the nodes that did join are recorded even when another one fails.
        await (0,fan_out/* onEachHost */.Vp)(topology.joining.nodes, async (node) => {
            await runtime.joinNodes([(0,apply_topology/* ipOf */.l)(node)]);
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
 * Sends some files of a local folder into an existing remote folder on every host, as ONE tar stream read once
 * (`tar -x` on each host; through a relay tree of the hosts with `relay`), adding to what is there. For
 * content-addressed data such as registry blobs, where a file cut short by a lost connection is found by its
 * size and sent again next time. Every host's outcome, in the executors' order.
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

// EXTERNAL MODULE: ./.build/root-fs/resolve.js
var resolve = __webpack_require__(2345);
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
        const sources = await registrySources((0,apply_context/* resultOf */.B)(context, 'images').all.map((image) => ({
            label: image.reference,
            root: image.stored.rootfs,
            folder: 'registry',
        })));
        if (sources.length === 0) {
            context.logger.info('no image carries a registry/ folder');
            return;
        }
        const target = `${(0,host_paths/* rootfsDir */.H9)(context.clusterName)}/registry`;
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
        const trees = (0,apply_context/* resultOf */.B)(context, 'trees');
        const hosts = [...topology.masters, ...topology.nodes];
        const apps = (0,apply_context/* resultOf */.B)(context, 'images').all.filter((image) => image.mount.type === 'application');
        const root = (0,host_paths/* rootfsDir */.H9)(clusterName);
        const manifestFile = (0,host_paths/* markerPath */.Ar)(clusterName, 'rootfs.manifest');
        const wantedTrees = await Promise.all(hosts.map((host) => trees.rootfs(host)));
        const appTrees = await Promise.all(apps.map((image) => trees.application(image)));
        const listings = new Listings();
        for (const tree of wantedTrees)
            void listings.hashed(tree);
        /** What each host needs to hold `treeOf(host)`: nothing (then its records are brought up to date), a delta, or the whole tree. */
        const plan = (list, treeOf) => onHosts(context, list, PHASE, async (executor, host) => {
            const tree = treeOf(host);
            const [holdings, wanted] = await Promise.all([
                executor.run(hostHoldingsScript(root, KEEP, { marker: (0,host_paths/* markerPath */.Ar)(clusterName, 'rootfs'), manifest: manifestFile }, shell/* shellQuote */.ZL)),
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
        });
        const wantedOf = (host) => wantedTrees[hosts.indexOf(host)];
        let jobs = (await plan(hosts, wantedOf)).filter((job) => job !== undefined);
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
        const master0 = await context.executor(topology.master0);
        for (const [index, image] of apps.entries()) {
            const tree = appTrees[index];
            const marker = `app-${image.mount.name}`;
            if ((await readMarker(master0, clusterName, marker)) === tree.digest)
                continue;
            await master0.copyDir(tree.dir, (0,host_paths/* applicationWorkdir */.nK)(clusterName, image.mount.name), {
                exclude: ['registry'],
                progress: context.logger,
            });
            await writeMarker(master0, clusterName, marker, tree.digest);
        }
        const upToDate = hosts.length - sent.whole - sent.delta;
        context.logger.info(`rootfs sent whole to ${sent.whole} host(s), changes to ${sent.delta} (${sent.files} file(s), ${sent.bytes} bytes of content), ${upToDate} up to date; ${apps.length} application image(s) on master0`);
    },
};
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
            ? await (0,tar_pipe/* pipeTarToHosts */.Y9)(executors, {
                tarArgs: sendArgs(first.tree.dir),
                stdin: first.delta.send.map((rel) => `${rel}\0`).join(''),
                remoteScript: `set -e; mkdir -p -- ${(0,shell/* shellQuote */.ZL)(root)}; tar -x -f - -C ${(0,shell/* shellQuote */.ZL)(root)} --numeric-owner`,
                remoteWhat: `tar -x into ${root}`,
                source: first.tree.dir,
                bytes: first.delta.bytes,
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
            const remove = job.delta.remove;
            await executor.run(`rm -f -- ${(0,shell/* shellQuote */.ZL)(manifestFile)}${remove.length ? ` && cd -- ${(0,shell/* shellQuote */.ZL)(root)} && xargs -0 -r rm -rf --` : ''}`, { stdin: remove.map((rel) => `${rel}\0`).join('') });
            return { executor, job };
        }
        catch (error) {
            failures.push({ host: job.host, error });
            return undefined;
        }
    }));
    return ready.filter((entry) => entry !== undefined);
}
/** `tar -c` of the listed paths only (folders without what is below them), read from stdin. */
function sendArgs(dir) {
    return [
        '-c',
        '-f',
        '-',
        '-C',
        dir,
        '--no-recursion',
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        '--null',
        '--verbatim-files-from',
        '-T',
        '-',
    ];
}
function hashOf(parts) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex');
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
        const images = await (0,cluster_images/* mountClusterImages */.IC)(references, context.imageStore, context.platform);
        for (const image of images.all)
            context.logger.info(`${image.reference}: ${image.mount.type}, ${image.stored.manifestDigest}`);
        // Checked before the images are handed on: a refused rootfs must not become the saved status.mounts.
        const runtime = (0,cluster_runtime/* clusterDistribution */.Zb)(images);
        const { plan } = context;
        if (plan.runtime && plan.runtime !== runtime)
            throw new _build_runtime/* DistributionChangeError */.jo(plan.cluster, plan.runtime, runtime, images.all.find((image) => image.mount.type === 'rootfs').reference, 'pull images');
        plan.runtime = runtime;
        context.logger.info(`runtime: ${runtime}`);
        context.results.images = images;
    },
};

// EXTERNAL MODULE: ./.build/apply/bootstrap/undo-bootstrap.js
var undo_bootstrap = __webpack_require__(13491);
;// CONCATENATED MODULE: ./.build/apply/phases/remove-hosts.js








/**
 * Hosts leaving the cluster: deleted from Kubernetes and reset, Bootstrap undone, the cluster's data removed.
 * Every leaving host is worked on even when another fails; each is recorded as removed once it is clean.
 */
const removeHosts = {
    title: 'Remove hosts',
    shouldRun: (context) => context.topology.removing.masters.length + context.topology.removing.nodes.length > 0,
    async run(context) {
        const { topology, clusterName, progress } = context;
        const runtime = await (0,cluster_runtime/* clusterRuntime */.P4)(context);
        const registry = await (0,registry_info/* readRegistryInfo */.Kb)((await (0,apply_context/* resultOf */.B)(context, 'trees').rootfs(topology.master0)).dir);
        const leaving = [...topology.removing.nodes, ...topology.removing.masters];
        await (0,fan_out/* onEachHost */.Vp)(leaving, async (host) => {
            if (topology.removing.masters.includes(host))
                await runtime.deleteMasters([(0,apply_topology/* ipOf */.l)(host)]);
            else
                await runtime.deleteNodes([(0,apply_topology/* ipOf */.l)(host)]);
            const executor = await context.executor(host);
            await (0,undo_bootstrap/* undoBootstrap */.D)(executor, {
                rootfs: (0,host_paths/* rootfsDir */.H9)(clusterName),
                labels: (0,apply_context/* resultOf */.B)(context, 'images').labels,
                env: (0,apply_context/* resultOf */.B)(context, 'trees').env(host),
                registryDomain: registry.domain,
                registryData: registry.data,
                isRegistry: topology.roles(host).includes('registry'),
                logger: context.logger,
            });
            await executor.run(`rm -rf -- ${(0,shell/* shellQuote */.ZL)((0,host_paths/* clusterDataDir */.wL)(clusterName))}`);
            progress.removed.add(host);
        }, { concurrency: context.concurrency, phase: 'remove hosts' });
    },
};

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./.build/files/remove-on-exit.js
var remove_on_exit = __webpack_require__(75369);
// EXTERNAL MODULE: ./.build/render/index.js + 37 modules
var render = __webpack_require__(80108);
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
    const env = (host) => (0,render/* layerEnv */.b3)({
        imageEnv: images.env,
        clusterEnv: clusterfile.cluster.spec?.env ?? [],
        kubeVersion: images.kubeVersion,
        host: { env: topology.env(host), roles: topology.roles(host) },
    });
    const digestOf = (parts) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex')}`;
    const configsOf = (image) => configs.filter((c) => !c.spec.match || c.spec.match === image.reference).map((c) => c.spec);
    const prepared = new Map();
    const once = (key, make) => {
        let tree = prepared.get(key);
        if (!tree) {
            tree = make();
            prepared.set(key, tree);
        }
        return tree;
    };
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
            images: (0,apply_context/* resultOf */.B)(context, 'images'),
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
        const images = (0,apply_context/* resultOf */.B)(context, 'images').all;
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
        ? (0,host_paths/* applicationWorkdir */.nK)(context.clusterName, image.mount.name)
        : (0,host_paths/* rootfsDir */.H9)(context.clusterName);
    await onHosts(context, hosts, 'run guest', async (executor, host) => {
        const env = (0,apply_context/* resultOf */.B)(context, 'trees').env(host);
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
 * recorded once done, so a failure stops here naming the host, and the saved status lists those done.
 */
const upgradeCluster = {
    title: 'Upgrade',
    shouldRun: (context) => context.plan.upgrade !== undefined,
    async run(context) {
        const { topology, progress, logger } = context;
        const upgrade = context.plan.upgrade;
        const runtime = await (0,cluster_runtime/* clusterRuntime */.P4)(context);
        if (!runtime.upgradeHost)
            throw new _build_runtime/* RuntimeError */.bu(`this cluster's runtime cannot upgrade Kubernetes`, { phase: 'Upgrade' });
        const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
        const order = [
            topology.master0,
            ...topology.masters.filter((host) => host !== topology.master0),
            ...topology.nodes,
        ].filter((host) => !joining.has(host));
        const done = new Set(upgrade.upgraded.map(apply_topology/* ipOf */.l));
        progress.upgrade = 'started';
        logger.info(`Kubernetes ${upgrade.from} → ${upgrade.to} on ${order.length} host(s), one at a time`);
        for (const host of order) {
            if (done.has((0,apply_topology/* ipOf */.l)(host))) {
                logger.info(`${host}: already at ${upgrade.to} (an earlier run upgraded it)`);
                continue;
            }
            await runtime.upgradeHost((0,apply_topology/* ipOf */.l)(host), upgrade.to);
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
 * already hold what it would put there. Joins come before removals, so capacity never dips first.
 */
const applyPipeline = [
    checkHosts,
    pullImages,
    runConfig,
    mountRootfs,
    mirrorRegistry,
    upgradeCluster,
    bootstrap,
    initCluster,
    joinHosts,
    runGuest,
    removeHosts,
    fetchKubeconfig,
];

// EXTERNAL MODULE: ./.build/log/failure-report.js
var failure_report = __webpack_require__(61496);
// EXTERNAL MODULE: ./.build/image/mount-info.js
var mount_info = __webpack_require__(39098);
// EXTERNAL MODULE: ./.build/runtime/errors.js
var runtime_errors = __webpack_require__(88094);
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
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(label.trim());
    if (!match)
        throw new UpgradeRefusedError(`${whose}: version label "${label}" is not a Kubernetes version like v1.27.7`, { phase: 'plan' });
    const [, major, minor, patch, pre = ''] = match;
    return { major: Number(major), minor: Number(minor), patch: Number(patch), pre };
}
/** Semver order: numbers first; a release sorts after its pre-releases; pre-release fields compared in turn. */
function compareVersions(a, b) {
    return compareParsed(parseVersion(a, 'a Kubernetes version'), parseVersion(b, 'a Kubernetes version'));
}
function compareParsed(x, y) {
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
    const order = compareParsed(target, current);
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
        if ((0,mount_info/* imageTypeOf */.tL)(labels, reference) === 'rootfs')
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
        if ((0,mount_info/* imageTypeOf */.tL)(labels, reference) === 'rootfs' && labels.version)
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
    if (context.results.images && !keepMounts) {
        status.mounts = context.results.images.all.map(({ mount }) => ({
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
    const condition = error
        ? {
            type: 'ApplyClusterError',
            status: 'False',
            lastHeartbeatTime: time,
            // An interrupted apply says so: it failed nothing, a re-run resumes it.
            reason: (0,errors/* underlying */.Mq)(error) instanceof errors/* InterruptedError */.p4 ? 'Interrupted' : 'Apply Cluster',
            message: context.logger.mask(`${kept ? 'not applied, the cluster is unchanged: ' : ''}${(0,failure_report/* conditionMessage */.tg)(error)}`),
        }
        : {
            type: 'ApplyClusterSuccess',
            status: 'True',
            lastHeartbeatTime: time,
            reason: 'Ready',
            message: 'Applied to cluster successfully',
        };
    status.conditions = [
        ...(status.conditions ?? []).filter((c) => c.type !== 'ApplyClusterError' && (kept !== undefined || c.type !== 'ApplyClusterSuccess')),
        condition,
    ];
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
    if (commands.length > 0 || status.commandCondition)
        status.commandCondition = commands;
    if (progress.hostKeys.size > 0)
        status.hostKeys = { ...status.hostKeys, ...Object.fromEntries(progress.hostKeys) };
    cluster.status = status;
    return { ...desired, cluster: (0,_build_clusterfile/* withOwnHostKeys */.h0)(cluster) };
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

;// CONCATENATED MODULE: ./.build/apply/apply-cluster.js



















/**
 * Brings the hosts to the declared cluster: plan (with the upgrade a newer rootfs image asks for, read from
 * the images' labels), then the pipeline, then the Clusterfile to save. A dry run stops after the plan and
 * touches no host; a refused upgrade throws before any host is touched. A failed phase does not throw: the
 * result carries the error and the ClusterFailed status, so the caller saves it and the next apply resumes; a
 * failure before any host changed (Check, Pull, Config) leaves an existing cluster's status as it was.
 */
async function applyCluster(request) {
    const { current, logger } = request;
    const client = new registry_client/* RegistryClient */.b({
        logger,
        credentials: request.registryCredentials,
        insecureRegistries: request.insecureRegistries,
        ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
    });
    let planned;
    try {
        const plan = (0,_build_plan/* planCluster */.Ci)(request.desired.cluster, current?.cluster, request.reinstall);
        const saved = plan.action === 'reconcile' ? (0,cluster_runtime/* savedDistribution */.mj)(current?.cluster) : undefined;
        if (saved)
            plan.runtime = saved;
        const platform = clusterPlatform(request.desired.cluster, plan.master0);
        planned = await planUpgrade({
            plan,
            desired: request.desired,
            current,
            // An image in the local store (pulled or loaded) is read there: an air-gapped run needs no registry.
            labelsOf: async (reference) => ((await new local_images/* LocalImages */.i(request.imageStoreDir ?? (0,image_store/* defaultImageStoreDir */.dj)()).find(reference)) ??
                (await (0,pull/* resolveImage */.AT)(client, (0,image_reference/* parseReference */.F2)(reference), platform))).config.config?.Labels ?? {},
        });
    }
    catch (error) {
        await client.close();
        // Planning reads the images' labels from the registry: its failures say they happened while planning.
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
    const { plan, desired } = planned;
    logger.info((0,_build_plan/* planToText */.GO)(plan));
    if (request.dryRun) {
        await client.close();
        return { plan, clusterfile: current ?? desired, phases: [] };
    }
    const progress = (0,apply_context/* emptyProgress */.b)();
    const storeRoot = request.imageStoreDir ?? (0,image_store/* defaultImageStoreDir */.dj)();
    const imageStore = new image_store/* ImageStore */.Do({ client, logger, root: storeRoot });
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
        topology: (0,apply_topology/* topologyOf */.d)(plan, desired.cluster, current?.cluster, request.localHost),
        logger,
        force: request.force ?? false,
        concurrency: request.concurrency ?? 16,
        relay: request.relay ?? 'auto',
        imageStore,
        platform: clusterPlatform(desired.cluster, plan.master0),
        workRoot,
        executor: (host) => pool.get(host),
        results: {},
        progress,
    };
    let error;
    let phases = [];
    try {
        phases = await new phase_manager/* PhaseManager */.b(applyPipeline, logger).run(context, request.signal);
    }
    catch (failure) {
        error = failure instanceof Error ? failure : new Error(String(failure));
        if (failure instanceof phase_manager/* PhaseError */.w)
            phases = failure.reports;
    }
    finally {
        await Promise.allSettled([pool.closeAll(), context.results.trees?.dispose(), client.close()]);
    }
    // Failed before any phase that changes hosts ran: the cluster is as it was.
    const unchanged = error !== undefined &&
        phases.length > 0 &&
        phases.every((report) => report.status === 'skipped' || applyPipeline.find((phase) => phase.title === report.title)?.readOnly);
    return {
        plan,
        clusterfile: clusterfileAfterApply(context, error, { unchanged }),
        phases,
        startedAt: progress.startedAt,
        hostTimings: progress.hostTimings,
        kubeconfig: progress.kubeconfig,
        error,
        unchanged,
    };
}
/** Images are pulled for master0's architecture role when it has one, else for this machine's. */
function clusterPlatform(cluster, master0) {
    const roles = (0,_build_clusterfile/* findHost */.my)(cluster, master0)?.roles ?? [];
    const arch = roles.find((role) => role === 'amd64' || role === 'arm64');
    return arch ? { os: 'linux', architecture: arch } : (0,platform/* hostPlatform */.ol)();
}

// EXTERNAL MODULE: ./.build/image/auth/docker-config.js + 1 modules
var docker_config = __webpack_require__(34440);
// EXTERNAL MODULE: ./.build/lock/cluster-lock.js + 1 modules
var cluster_lock = __webpack_require__(67080);
;// CONCATENATED MODULE: ./.build/recover/errors.js

/** The state could not be recovered from master0's Clusterfile copy. */
class StateRecoveryError extends errors/* SealosError */.ei {
}

;// CONCATENATED MODULE: ./.build/recover/clusterfile-copy.js




/** The redacted Clusterfile kept on master0 after each apply, as sealos keeps its own beside the data. */
function clusterfileCopyPath(cluster) {
    return `${(0,host_paths/* clusterDataDir */.wL)(cluster)}/Clusterfile`;
}
/**
 * Writes the redacted Clusterfile to master0, atomically. Only into a data folder the apply made: a failed
 * create that never reached the hosts must leave master0 as it was (Check reads an existing data folder as
 * "this cluster set the host up"). Returns whether it was written.
 */
async function writeClusterfileCopy(executor, cluster, text) {
    const dir = (0,shell/* shellQuote */.ZL)((0,host_paths/* clusterDataDir */.wL)(cluster));
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

// EXTERNAL MODULE: ./.build/state/secret-guard.js
var secret_guard = __webpack_require__(24546);
// EXTERNAL MODULE: ./.build/run/desired.js + 2 modules
var run_desired = __webpack_require__(19213);
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
/**
 * master0's kubectl with the cluster's admin kubeconfig: kubeadm's `admin.conf`; on k3s `k3s kubectl`, the one
 * matching the server, as the k3s runtime runs it.
 */
function getNodesCommand(runtime) {
    return runtime === 'k3s'
        ? `k3s kubectl --kubeconfig=${_build_runtime/* k3sPaths */.oT.kubeconfig} get nodes -o json`
        : `kubectl --kubeconfig=${_build_runtime/* kubernetesPaths */.DC.adminConf} get nodes -o json`;
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

// EXTERNAL MODULE: ./.build/run/run-request.js
var run_request = __webpack_require__(41693);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/lock/owner.js
var owner = __webpack_require__(29011);
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
    /** Releases the lock if held, and ends the connection. */
    async close() {
        try {
            if (this.held) {
                await this.held.release();
                await recordForPostStep({ lockToken: '' }, this.options.env);
            }
        }
        catch (error) {
            // The token stays recorded: the post step tries again.
            this.options.logger.warn(`lock of cluster "${this.cluster}" not released: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
        finally {
            await this.executor.close();
        }
    }
}

// EXTERNAL MODULE: ./.build/files/private-key.js
var private_key = __webpack_require__(2903);
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
            (0,private_key/* checkPrivateKeyText */.W9)(settings.pkData, settings.pkPasswd, where('pkData'));
        else if (settings.pk)
            await (0,private_key/* readPrivateKeyFile */.Pb)(settings.pk, settings.pkPasswd, where('pk'));
    }
}

// EXTERNAL MODULE: ./.build/run/state-store.js + 8 modules
var state_store = __webpack_require__(77345);
// EXTERNAL MODULE: ./.build/run/timeout.js
var timeout = __webpack_require__(55111);
;// CONCATENATED MODULE: ./.build/run/run-cluster.js

















/**
 * One run, shared by the action and the CLI: mask the secrets, load the saved cluster (or recover it from
 * master0's copy), build the desired one, take the cluster's lock on master0, apply, save the redacted result
 * (also when the apply failed, never on a dry run) and its copy on master0, release the lock, and report.
 * A failed apply does not throw: the outcome carries the error so outputs and summary are still written; a
 * lock held by another run past lock-timeout throws LockTimeoutError before anything changed.
 */
async function runCluster(request, logger, dependencies = {}) {
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
    let current = forget(await loadCurrent(store));
    if (!current && (source.kind === 'inputs' || source.kind === 'clusterfile'))
        logger.info(`No saved cluster "${cluster}": this run creates it`);
    const desiredFrom = (saved) => (0,run_desired/* desiredCluster */.lI)(source, {
        declared,
        current: saved,
        localAddress: dependencies.localAddress ?? (0,_build_clusterfile/* runnerAddress */.Z0)(),
        configFiles: request.configFiles,
        stateLocation: store.location,
        logger,
    });
    let desired = await desiredFrom(current);
    await checkClusterKeys(desired.clusterfile.cluster, desired.localHost);
    const secrets = new Set([...(0,run_request/* requestSecrets */.p)(request), ...(0,_build_clusterfile/* clusterfileSecrets */.UN)(desired.clusterfile)]);
    for (const secret of secrets)
        logger.addSecret(secret);
    const session = request.dryRun && !request.state.recover
        ? undefined
        : await openSession(desired, request, logger, dependencies);
    try {
        if (session && request.state.recover && !current) {
            current = forget((0,_build_clusterfile/* parseClusterfile */.qG)(await session.recover(), clusterfileCopyPath(cluster)).clusterfile);
            logger.info(`State recovered from master0 ${session.master0}:${clusterfileCopyPath(cluster)}`);
            desired = await desiredFrom(current);
        }
        else if (session && !current && (await session.hasCopy()))
            logger.warn(`no saved state, but master0 keeps a Clusterfile of cluster "${cluster}": if its state artifact expired, re-run with recover-state: true instead of creating it over the live cluster`);
        if (session && !request.dryRun)
            await session.lock(request.lockTimeoutMinutes ?? cluster_lock/* DEFAULT_LOCK_TIMEOUT_MINUTES */.yX, desired.clusterfile, dependencies.signal);
        // Interrupted before the apply began: nothing changed, so nothing is saved.
        dependencies.signal?.throwIfAborted();
        const outcome = await applyAndSave(request, logger, dependencies, {
            store,
            cluster,
            current,
            desired,
            secrets,
        });
        if (session && !request.dryRun && !outcome.error && request.waitMs)
            await waitForUsableCluster(session, outcome, request.waitMs, logger, dependencies.signal);
        if (session && !request.dryRun) {
            // Nodes not Ready: the apply is saved as done, and the post step collects diagnostics all the same.
            await session.recordOutcome(outcome.error instanceof NodesNotReadyError ? 'NodesNotReady' : outcome.phase, outcome.error instanceof errors/* SealosError */.ei ? outcome.error.phase : undefined);
            if (outcome.phase !== 'none')
                await session.keepClusterfile((0,_build_clusterfile/* stringifyClusterfile */.eR)(outcome.clusterfile));
        }
        return outcome;
    }
    finally {
        await session?.close();
    }
}
/**
 * After a successful apply, master0's kubectl is asked until every node is Ready: the nodes go in the outcome
 * (the log shows them now, the job summary later); at the end of the wait the failure naming the nodes that
 * are not Ready becomes the outcome's error. The apply and its saved state stand either way.
 */
async function waitForUsableCluster(session, outcome, waitMs, logger, signal) {
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
}
/** The apply, then the redacted save (also when the apply failed, never on a dry run) and the outcome. */
async function applyAndSave(request, logger, dependencies, run) {
    const apply = dependencies.apply ?? applyCluster;
    const { store, cluster, current, desired, secrets } = run;
    // Every input is read before the deadline starts: a refused input must not leave its timer running.
    const credentials = registryCredentials(request.registry, desired.clusterfile.cluster.spec?.image ?? []);
    const deadline = (0,timeout/* applyDeadline */.V1)(request.timeoutMinutes, dependencies.signal);
    const result = await apply({
        desired: desired.clusterfile,
        ...(current ? { current } : {}),
        localHost: desired.localHost,
        dryRun: request.dryRun,
        force: request.force,
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
    }).finally(() => deadline.clear());
    // Only the kubeconfig's key material is masked in logs (the runtime registered it); the whole text is kept
    // out of the saved state and artifacts by the guard.
    if (result.kubeconfig)
        secrets.add(result.kubeconfig);
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
    return {
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
        ...(result.error ? { error: result.error } : {}),
        ...(result.error && result.unchanged ? { unchanged: true } : {}),
        state: { kind: store.kind, location: store.location, saved },
        ...(clusterfilePath ? { clusterfilePath } : {}),
    };
}
/**
 * master0's session for the lock and the Clusterfile copy. A dry run touches no host and takes no lock; with
 * recover-state it only reads the copy. A stand-in apply (tests) reaches no host, so neither does the session.
 */
function openSession(desired, request, logger, dependencies) {
    if (dependencies.apply)
        return undefined;
    return RunSession.open({
        desired: desired.clusterfile,
        ...(desired.localHost ? { localHost: desired.localHost } : {}),
        hostKeyPolicy: request.hostKeyPolicy,
        ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
        logger,
        ...(dependencies.env ? { env: dependencies.env } : {}),
    });
}
/** The saved cluster, or undefined for a create (no state, or a state marked reset). */
async function loadCurrent(store) {
    const state = await store.load();
    if (state === undefined || state.reset)
        return undefined;
    return (0,_build_clusterfile/* parseClusterfile */.qG)(state.clusterfile, (0,external_node_path_.join)(store.location, secret_guard/* CLUSTERFILE */.D)).clusterfile;
}
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
;// CONCATENATED MODULE: ./.build/cli/commands/run.js


















function addClusterFlags(command) {
    return (0,ssh_flags/* addSshSecretSources */.Ex)(command
        .option('-u, --user <name>', 'SSH user (non-root users run commands through sudo)', 'root')
        .option('-p, --passwd <password>', 'SSH password (also given to sudo); never saved')
        .addOption((0,ssh_flags/* pkOption */.v$)())
        .option('--pk-passwd <passphrase>', 'passphrase of the private key; never saved'))
        .addOption((0,ssh_flags/* portOption */.zS)())
        .addOption((0,ssh_flags/* hostKeyPolicyOption */.ff)('strict: keys from --known-hosts or recorded in the state; accept-new: trust new hosts, refuse changed keys; insecure: no check'))
        .addOption((0,ssh_flags/* knownHostsOption */.E0)())
        .addOption((0,ssh_flags/* forgetHostKeyOption */.ig)())
        .option('--allow-existing-runtime', 'go on where a host about to join already has a container runtime (not one of ours)')
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
/** The SSH settings of the flags, as the engine takes them. */
function sshInputsOf(flags) {
    return {
        user: flags.user,
        ...(flags.passwd ? { password: flags.passwd } : {}),
        ...((0,ssh_flags/* privateKeyFile */.HD)(flags.pk) ? { privateKeyPath: (0,ssh_flags/* privateKeyFile */.HD)(flags.pk) } : {}),
        ...(flags.pkPasswd ? { passphrase: flags.pkPasswd } : {}),
        port: flags.port,
    };
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
        force: flags.allowExistingRuntime === true,
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
        outcome = await runCluster(request, context.logger, { signal: interrupts.signal });
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
            .option('-c, --cluster <name>', 'cluster name', options/* clusterNameArgument */.t8, 'default'));
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
                ssh: sshInputsOf(flags),
            }, flags, context);
        });
    };
}
const registerRun = (program, context) => {
    addClusterFlags(program
        .command('run')
        .description('Run cluster images on hosts, as `sealos run`: create the cluster, or reconcile the saved one (new images installed, hosts joined or removed)')
        .argument('[images...]', 'cluster images, rootfs first; an archive as FILE.tar (also .gz, .tgz), oci-archive:FILE or docker-archive:FILE')
        .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
        .option('--nodes <list>', 'node hosts, same forms')
        .option('-e, --env <K=V,...>', 'environment for templates and commands (comma-separated, repeatable; quote an item holding a comma: \'"K=a,b"\')', options/* commaList */.od, [])
        .option('--cmd <command,...>', 'replace the CMD of the first image of this run (spec.command; comma-separated, repeatable)', options/* commaList */.od, [])
        .option('-f, --force', 'images of this run the cluster already has are installed again: their files copied, their CMD run again')
        .option('-c, --cluster <name>', 'cluster name', options/* clusterNameArgument */.t8, 'default')
        .option('--single', 'this machine is the whole cluster')
        .option('-t, --transport <transport>', `how arguments ending .tar, .gz or .tgz are read: ${save_archive/* archiveFormats */.Tc.join(' or ')} (the format is also read from the file)`, transportArgument, 'oci-archive')).action(async (given, flags) => {
        const images = await preloadArchives(new local_images/* LocalImages */.i((0,image_store/* defaultImageStoreDir */.dj)()), given, (0,build_request/* defaultPlatform */.nx)(), context.logger, { which: 'transport-or-tar-name', source: 'argument' });
        for (const entry of flags.env)
            if (entry.indexOf('=') <= 0)
                throw new errors/* UsageError */.eb(`--env: "${entry}" is not KEY=VALUE`);
        const masters = (0,options/* hostListFlag */.Vs)(flags.masters, '--masters');
        const nodes = (0,options/* hostListFlag */.Vs)(flags.nodes, '--nodes');
        const ssh = sshInputsOf(flags);
        await runFromFlags({
            kind: 'inputs',
            inputs: {
                images,
                ...(masters ? { masters } : {}),
                ...(nodes ? { nodes } : {}),
                ...ssh,
                env: flags.env,
                ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
                clusterName: flags.cluster,
                single: flags.single === true,
            },
        }, flags, context, flags.force === true ? images : []);
    });
};
function transportArgument(value) {
    if (!save_archive/* archiveFormats */.Tc.includes(value))
        throw new esm/* InvalidArgumentError */.Di(`use ${save_archive/* archiveFormats */.Tc.join(' or ')}`);
    return value;
}


/***/ })

};
