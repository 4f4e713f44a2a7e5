export const id = 6056;
export const ids = [6056];
export const modules = {

/***/ 61153:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerReset: () => (/* binding */ registerReset)
});

// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(48179);
// EXTERNAL MODULE: ./.build/clusterfile/cluster-name.js
var cluster_name = __webpack_require__(52215);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var _build_clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/hosts/host-key.js
var host_key = __webpack_require__(92404);
// EXTERNAL MODULE: ./.build/lock/cluster-lock.js + 2 modules
var cluster_lock = __webpack_require__(16118);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/clusterfile/ssh-inputs.js
var ssh_inputs = __webpack_require__(33077);
// EXTERNAL MODULE: ./.build/run/desired.js + 1 modules
var desired = __webpack_require__(10824);
// EXTERNAL MODULE: ./.build/run/host-changes.js
var host_changes = __webpack_require__(8176);
// EXTERNAL MODULE: ./.build/run/state-store.js + 7 modules
var state_store = __webpack_require__(77614);
// EXTERNAL MODULE: ./.build/state/secret-guard.js
var secret_guard = __webpack_require__(24546);
// EXTERNAL MODULE: ./.build/cluster/cluster-executors.js + 1 modules
var cluster_executors = __webpack_require__(24598);
// EXTERNAL MODULE: ./.build/cluster/phase-manager.js
var phase_manager = __webpack_require__(97310);
// EXTERNAL MODULE: ./.build/hosts/pool.js
var pool = __webpack_require__(43994);
// EXTERNAL MODULE: ./.build/render/env/layers.js
var env_layers = __webpack_require__(36065);
// EXTERNAL MODULE: ./.build/render/index.js + 12 modules
var render = __webpack_require__(51217);
// EXTERNAL MODULE: ./.build/runtime/index.js + 37 modules
var _build_runtime = __webpack_require__(91109);
;// CONCATENATED MODULE: ./.build/reset/cluster-facts.js




function clusterFacts(clusterfile, name) {
    const cluster = clusterfile.cluster;
    const mounts = cluster.status?.mounts ?? [];
    const labels = {};
    const imageEnv = {};
    for (const mount of mounts) {
        Object.assign(labels, mount.labels);
        Object.assign(imageEnv, mount.env);
    }
    const kubeVersion = mounts.find((mount) => mount.type === 'rootfs')?.labels?.version ?? '';
    const hosts = (0,_build_clusterfile.clusterHosts)(cluster);
    const byAddress = new Map(hosts.map((host) => [host.address, host]));
    const registries = (0,_build_clusterfile/* hostsWithRole */.qk)(cluster, 'registry');
    const first = (0,_build_clusterfile/* master0 */.NM)(cluster);
    const clusterEnv = (0,env_layers/* layerEnv */.b)({ imageEnv, clusterEnv: cluster.spec?.env ?? [], kubeVersion });
    const vipLabel = labels.vip ? (0,render/* expandCommand */.h5)(labels.vip, clusterEnv).command.trim() : '';
    return {
        name,
        master0: first,
        masters: hosts.filter((host) => host.roles.includes('master')).map((host) => host.address),
        nodes: hosts
            .filter((host) => host.roles.includes('node') && !host.roles.includes('master'))
            .map((host) => host.address),
        registries: registries.length > 0 ? registries : [first],
        labels,
        kubeVersion,
        vip: vipLabel && !vipLabel.includes('$') ? vipLabel : _build_runtime/* defaultVip */.$j,
        roles: (host) => byAddress.get(host)?.roles ?? [],
        env: (host) => (0,env_layers/* layerEnv */.b)({
            imageEnv,
            clusterEnv: cluster.spec?.env ?? [],
            kubeVersion,
            host: { env: byAddress.get(host)?.entry.env ?? [], roles: byAddress.get(host)?.roles ?? [] },
        }),
    };
}

;// CONCATENATED MODULE: ./.build/reset/errors.js

/** A reset that could not start: nothing saved, a subset naming no host of the cluster, master0 unreachable. */
class ResetError extends errors/* SealosError */.ei {
}

// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
;// CONCATENATED MODULE: ./.build/reset/phases/connect-hosts.js


/** Every host of the cluster, not only the targets: a subset's deletion runs kubectl on master0. */
const connectHosts = {
    title: 'Connect',
    async run(context) {
        const everyone = [...context.facts.masters, ...context.facts.nodes];
        const reached = await (0,fan_out/* settleEachHost */.vL)(everyone, (host) => context.pool.get(host), {
            concurrency: context.concurrency,
        });
        for (const outcome of reached) {
            if (outcome.ok)
                context.executors.set(outcome.host, outcome.value);
            else
                context.unreachable.set(outcome.host, outcome.error);
        }
        for (const [host, error] of context.unreachable)
            if (context.targets.includes(host))
                context.logger.withPrefix(host).error(`unreachable: ${(0,errors/* errorMessage */.gJ)(error)}`);
    },
};

// EXTERNAL MODULE: ./.build/cluster/topology.js
var topology = __webpack_require__(93390);
;// CONCATENATED MODULE: ./.build/reset/context.js

function noteProblem(context, host, step, error) {
    context.problems.get(host)?.push(`${step}: ${(0,errors/* errorMessage */.gJ)(error)}`);
}
/** The targets that Connect reached, with their executors. */
function reachedTargets(context) {
    return context.targets.flatMap((host) => {
        const executor = context.executors.get(host);
        return executor ? [[host, executor]] : [];
    });
}

;// CONCATENATED MODULE: ./.build/reset/phases/reset-runtime.js





/**
 * The runtime's reset (kubeadm or k3s, as the saved rootfs says) on the targets while the programs are still installed: the whole cluster through the runtime's
 * reset (nodes, then masters, master0 last), a subset by deleting each host from Kubernetes and resetting it
 * (masters one at a time).
 */
const resetRuntime = {
    title: 'Reset Kubernetes',
    async run(context) {
        const { facts, targets, whole, executors, unreachable } = context;
        const byIp = new Map([...facts.masters, ...facts.nodes].map((host) => [(0,topology/* ipOf */.l)(host), host]));
        // For a subset, the runtime sees the cluster as it stays: the targets are the hosts that leave it.
        const staying = (host) => whole || !targets.includes(host);
        const common = {
            topology: {
                name: facts.name,
                masters: [
                    facts.master0,
                    ...facts.masters.filter((host) => host !== facts.master0 && staying(host)),
                ].map(topology/* ipOf */.l),
                nodes: facts.nodes.filter(staying).map(topology/* ipOf */.l),
            },
            connect: (ip) => {
                const host = byIp.get(ip) ?? ip;
                return executors.get(host) ?? unreachableHost(host, unreachable.get(host));
            },
            logger: context.logger,
            concurrency: context.concurrency,
        };
        const { clusterfile } = context.request;
        // No image is pulled for a reset: the image's own k3s.yml is not read, only the Clusterfile's document.
        const runtime = (0,_build_runtime/* savedDistribution */.mj)(clusterfile.cluster) === 'k3s'
            ? new _build_runtime/* K3sRuntime */.KO({
                ...common,
                config: {
                    vip: facts.vip,
                    userConfig: clusterfile.k3s
                        ? (0,_build_runtime/* checkK3sDocument */.j2)(clusterfile.k3s, 'Clusterfile k3s document')
                        : undefined,
                },
            })
            : new _build_runtime/* KubeadmRuntime */.Ix({
                ...common,
                config: {
                    kubernetesVersion: facts.kubeVersion,
                    vip: facts.vip,
                    userDocuments: (clusterfile.kubeadm ?? []),
                },
            });
        if (whole) {
            const report = await runtime.reset();
            for (const failure of report.failed) {
                const host = byIp.get(failure.host) ?? failure.host;
                if (!unreachable.has(host))
                    noteProblem(context, host, 'runtime reset', failure.message);
            }
            return;
        }
        for (const [host] of reachedTargets(context)) {
            try {
                if (facts.masters.includes(host))
                    await runtime.deleteMasters([(0,topology/* ipOf */.l)(host)]);
                else
                    await runtime.deleteNodes([(0,topology/* ipOf */.l)(host)]);
            }
            catch (error) {
                noteProblem(context, host, 'runtime delete', error);
            }
        }
    },
};
/** The runtime's view of a host that could not be reached: every command fails with the connection error. */
function unreachableHost(host, error) {
    const fail = () => Promise.reject(new ResetError(`unreachable: ${(0,errors/* errorMessage */.gJ)(error)}`, { host, phase: 'reset', cause: error }));
    return { run: fail, writeFile: fail, readFile: fail };
}

// EXTERNAL MODULE: ./.build/lock/owner.js
var owner = __webpack_require__(29011);
;// CONCATENATED MODULE: ./.build/reset/phases/take-lock.js




/** The cluster's lock on master0, unless forced; an unreachable master0 stops an unforced reset here. */
const takeLock = {
    title: 'Lock',
    shouldRun: (context) => !context.request.force,
    async run(context) {
        const { facts, request } = context;
        const master0 = context.executors.get(facts.master0);
        if (!master0) {
            const cause = context.unreachable.get(facts.master0);
            throw new ResetError(`cannot take the cluster's lock: master0 is unreachable (${(0,errors/* errorMessage */.gJ)(cause)}); force resets the reachable hosts without the lock`, { phase: 'reset', host: facts.master0, cause });
        }
        context.lock = await (0,cluster_lock/* acquireClusterLock */.u8)({
            executor: master0,
            cluster: facts.name,
            owner: (0,owner/* lockOwner */.Vm)(request.env),
            logger: context.logger,
            timeoutMs: request.lockTimeoutMinutes * 60_000,
        });
    },
};
/** Released before the last clean-up: the lock's own folder is among what that removes. */
const releaseLock = {
    title: 'Unlock',
    shouldRun: (context) => context.lock !== undefined,
    async run(context) {
        await context.lock?.release();
        context.lock = undefined;
    },
};

// EXTERNAL MODULE: ./.build/cluster/undo-bootstrap.js
var undo_bootstrap = __webpack_require__(30486);
// EXTERNAL MODULE: ./.build/host-layout/cluster-folders.js
var cluster_folders = __webpack_require__(81852);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
// EXTERNAL MODULE: ./.build/cluster/registry-info.js
var registry_info = __webpack_require__(8145);
;// CONCATENATED MODULE: ./.build/reset/registry-on-host.js


/**
 * The registry domain Bootstrap wrote to /etc/hosts and the data folder it replaced by a link to the rootfs
 * `registry/`, from the rendered `etc/registry.yml` of the rootfs on a host (the registry host has it, custom
 * `data` included); sealos's defaults when the rootfs or the file is gone or does not parse (Bootstrap refused
 * such a file, so it made nothing else).
 */
async function registryOnHost(executor, rootfs) {
    const file = (0,shell/* shellQuote */.ZL)(`${rootfs}/etc/registry.yml`);
    const result = await executor.run(`if [ -f ${file} ]; then cat ${file}; fi`, { check: false });
    const defaults = { domain: registry_info/* DEFAULT_REGISTRY */.sx.domain, data: registry_info/* DEFAULT_REGISTRY */.sx.data };
    if (result.exitCode !== 0 || !result.stdout.trim())
        return defaults;
    try {
        const { domain, data } = (0,registry_info/* parseRegistryInfo */.nO)(result.stdout);
        return { domain, data };
    }
    catch {
        return defaults;
    }
}

;// CONCATENATED MODULE: ./.build/reset/phases/undo-host.js






/**
 * On every target: Bootstrap undone (the `clean` script, the /etc/hosts names, clean-cri, clean-registry and
 * the registry link, at the `data` of the host's own etc/registry.yml), then the cluster's data folder removed.
 */
const undoHosts = {
    title: 'Undo bootstrap',
    async run(context) {
        const { facts } = context;
        const rootfs = (0,cluster_folders/* rootfsDir */.H9)(facts.name);
        await (0,fan_out/* settleEachHost */.vL)(reachedTargets(context).map(([host]) => host), async (host) => {
            const executor = context.executors.get(host);
            if (!executor)
                return;
            try {
                const registry = await registryOnHost(executor, rootfs);
                await (0,undo_bootstrap/* undoBootstrap */.D)(executor, {
                    rootfs,
                    labels: facts.labels,
                    env: facts.env(host),
                    registryDomain: registry.domain,
                    registryData: registry.data,
                    isRegistry: facts.registries.includes(host),
                    logger: context.logger,
                });
            }
            catch (error) {
                noteProblem(context, host, 'undo bootstrap', error);
            }
            try {
                await executor.run(`rm -rf -- ${(0,shell/* shellQuote */.ZL)((0,cluster_folders/* clusterDataDir */.wL)(facts.name))}`);
            }
            catch (error) {
                noteProblem(context, host, `remove ${(0,cluster_folders/* clusterDataDir */.wL)(facts.name)}`, error);
            }
        }, { concurrency: context.concurrency });
    },
};
/** The folders the first run made, on clean targets, when no other cluster keeps anything there. */
const removeEmptyFolders = {
    title: 'Remove empty folders',
    async run(context) {
        const clean = reachedTargets(context).filter(([host]) => context.problems.get(host)?.length === 0);
        // rmdir removes only empty folders: another cluster's data stays.
        const parent = cluster_folders/* DATA_ROOT */.uV.replace(/\/data$/, '');
        await (0,fan_out/* settleEachHost */.vL)(clean.map(([host]) => host), async (host) => {
            await context.executors
                .get(host)
                ?.run(`rmdir ${(0,shell/* shellQuote */.ZL)(cluster_folders/* DATA_ROOT */.uV)} 2>/dev/null; rmdir ${(0,shell/* shellQuote */.ZL)(parent)} 2>/dev/null; true`);
        }, { concurrency: context.concurrency });
    },
};

;// CONCATENATED MODULE: ./.build/reset/pipeline.js




/**
 * A reset as a flat list of phases, lock and unlock among them (as k0sctl's reset action): the runtime reset
 * while the programs are still installed, then Bootstrap undone, then the lock released before the folder
 * that holds it may go.
 */
const resetPipeline = [
    connectHosts,
    takeLock,
    resetRuntime,
    undoHosts,
    releaseLock,
    removeEmptyFolders,
];

;// CONCATENATED MODULE: ./.build/reset/reset-cluster.js








/**
 * Tears the cluster (or some of its hosts) down through the reset pipeline (pipeline.ts; the order is sealos's
 * reset, see docs/sealos-compatibility.md). It goes on past a failing or unreachable host and reports each
 * one; running it again is harmless. Only a refused lock (or master0 unreachable without force) stops it.
 */
async function resetCluster(request) {
    const { clusterfile, logger } = request;
    const name = (0,_build_clusterfile/* clusterName */.SL)(clusterfile.cluster);
    const facts = clusterFacts(clusterfile, name);
    const targets = resetTargets(facts, request.hosts, clusterfile);
    const everyone = [...facts.masters, ...facts.nodes];
    const context = {
        request,
        logger,
        facts,
        targets,
        whole: request.hosts === undefined,
        concurrency: request.concurrency ?? 16,
        pool: request.connect
            ? new pool/* ExecutorPool */.C(request.connect)
            : (0,cluster_executors/* clusterExecutorPool */.w)({
                cluster: clusterfile.cluster,
                ...(request.localHost ? { localHost: request.localHost } : {}),
                hostKeyPolicy: request.hostKeyPolicy,
                ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
                logger,
            }),
        executors: new Map(),
        unreachable: new Map(),
        problems: new Map(everyone.map((host) => [host, []])),
    };
    let phases;
    try {
        phases = await new phase_manager/* PhaseManager */.b(resetPipeline, logger).run(context);
    }
    finally {
        await context.lock?.release().catch(() => undefined);
        await context.pool.closeAll();
    }
    const hosts = targets.map((host) => {
        const left = [
            ...(context.unreachable.has(host)
                ? [`unreachable: ${(0,errors/* errorMessage */.gJ)(context.unreachable.get(host))}`]
                : []),
            ...(context.problems.get(host) ?? []),
        ];
        return { host, clean: left.length === 0, problems: left };
    });
    for (const host of hosts)
        if (host.clean)
            logger.withPrefix(host.host).info('clean');
        else
            logger.withPrefix(host.host).error(`not clean: ${host.problems.join('; ')}`);
    return { cluster: name, clean: hosts.every((host) => host.clean), whole: context.whole, hosts, phases };
}
/** The hosts to reset, as `ip:port` of the cluster; a subset must name hosts of the cluster and not master0. */
function resetTargets(facts, subset, clusterfile) {
    if (!subset)
        return [...facts.nodes, ...facts.masters];
    const resolve = (item, role) => {
        const host = (0,_build_clusterfile/* findHost */.my)(clusterfile.cluster, item);
        const list = role === 'master' ? facts.masters : facts.nodes;
        if (!host || !list.includes(host.address))
            throw new ResetError(`--${role}s: ${item} is not a ${role} of cluster "${facts.name}"`, {
                phase: 'reset',
            });
        return host.address;
    };
    const masters = subset.masters.map((item) => resolve(item, 'master'));
    const nodes = subset.nodes.map((item) => resolve(item, 'node'));
    if (masters.includes(facts.master0))
        throw new ResetError(`master0 ${facts.master0} can only be reset with the whole cluster: give no --masters/--nodes`, { phase: 'reset', host: facts.master0 });
    if (masters.length + nodes.length === 0)
        throw new ResetError('no host given to reset: name hosts with masters/nodes, or none for the whole cluster', {
            phase: 'reset',
        });
    return [...new Set([...nodes, ...masters])];
}

;// CONCATENATED MODULE: ./.build/reset/reset-flow.js








/**
 * The cluster to reset comes from the saved state (or a given Clusterfile), with the SSH secrets of the
 * inputs; after a whole, clean reset the state is marked reset (the next run creates anew); after a subset,
 * the hosts that are clean leave the saved Clusterfile. A cluster with nothing saved is already reset.
 */
async function runReset(request, logger, env = process.env) {
    for (const secret of [
        request.ssh.password,
        request.ssh.privateKey,
        request.ssh.passphrase,
        request.state.token,
    ])
        logger.addSecret(secret);
    const declared = request.clusterfile
        ? await (0,desired/* readDeclaredClusterfile */.dI)(request.clusterfile, logger)
        : undefined;
    const cluster = declared ? (0,_build_clusterfile/* clusterName */.SL)(declared.cluster) : request.cluster || _build_clusterfile/* DEFAULT_CLUSTER_NAME */.pb;
    const store = (0,state_store/* openStateStore */.V)(request.state, cluster, logger, env);
    const kept = await loadSaved(store);
    const recorded = declared ? withRecordedStatus(declared, kept) : kept;
    const saved = recorded && {
        ...recorded,
        cluster: (0,_build_clusterfile.forgetHostKeys)(recorded.cluster, request.forgetHostKeys ?? [], logger),
    };
    const stateOf = (updated) => ({ kind: store.kind, location: store.location, updated });
    if (!saved) {
        logger.info(`no saved cluster named "${cluster}" (state looked for in ${store.location}): nothing to reset; give its Clusterfile to reset its hosts`);
        return { cluster, clean: true, state: stateOf(false) };
    }
    const clusterfile = (0,ssh_inputs/* fillSsh */.w8)(saved, request.ssh);
    for (const secret of (0,_build_clusterfile/* clusterfileSecrets */.UN)(clusterfile))
        logger.addSecret(secret);
    const subset = request.masters.trim() || request.nodes.trim();
    const result = await resetCluster({
        clusterfile,
        ...(subset
            ? {
                hosts: {
                    masters: (0,_build_clusterfile/* parseIpList */.fz)(request.masters, 'masters'),
                    nodes: (0,_build_clusterfile/* parseIpList */.fz)(request.nodes, 'nodes'),
                },
            }
            : {}),
        force: request.force,
        ...(localHost(clusterfile) ? { localHost: localHost(clusterfile) } : {}),
        hostKeyPolicy: request.hostKeyPolicy,
        ...(request.knownHosts ? { knownHosts: request.knownHosts } : {}),
        lockTimeoutMinutes: request.lockTimeoutMinutes,
        ...(request.concurrency ? { concurrency: request.concurrency } : {}),
        logger,
        env,
    });
    const updated = await updateState(store, saved, result, [...(0,_build_clusterfile/* clusterfileSecrets */.UN)(clusterfile)], logger);
    return { cluster, clean: result.clean, result, state: stateOf(updated) };
}
async function loadSaved(store) {
    const state = await store.load();
    if (state === undefined || state.reset)
        return undefined;
    return (0,_build_clusterfile/* parseClusterfile */.qG)(state.clusterfile, (0,external_node_path_.join)(store.location, secret_guard/* CLUSTERFILE */.D)).clusterfile;
}
/**
 * A given Clusterfile lists the hosts; the saved one, when it is the same cluster, knows the images'
 * labels and env (`status.mounts`, for the clean scripts) and the recorded host keys.
 */
function withRecordedStatus(declared, kept) {
    if (!kept || (0,_build_clusterfile/* clusterName */.SL)(kept.cluster) !== (0,_build_clusterfile/* clusterName */.SL)(declared.cluster))
        return declared;
    const cluster = structuredClone(declared.cluster);
    cluster.status = {
        ...cluster.status,
        ...(kept.cluster.status?.mounts ? { mounts: kept.cluster.status.mounts } : {}),
        hostKeys: { ...kept.cluster.status?.hostKeys, ...cluster.status?.hostKeys },
    };
    return { ...declared, cluster };
}
function localHost(clusterfile) {
    return (0,_build_clusterfile/* findHost */.my)(clusterfile.cluster, (0,_build_clusterfile/* runnerAddress */.Z0)())?.address;
}
/** Whole and clean: marked reset. Subset: the clean hosts leave the saved cluster. Else left as it was. */
async function updateState(store, saved, result, secrets, logger) {
    if (result.whole) {
        if (!result.clean) {
            logger.warn('state kept: not every host is clean; run the reset again once they can be reached');
            return false;
        }
        await store.markReset();
        return store.kind !== 'none';
    }
    const clean = result.hosts.filter((host) => host.clean).map((host) => host.host);
    if (clean.length === 0)
        return false;
    const masters = clean.filter((host) => (0,_build_clusterfile/* findHost */.my)(saved.cluster, host)?.roles.includes('master'));
    const nodes = clean.filter((host) => !masters.includes(host));
    const cluster = (0,_build_clusterfile/* withOwnHostKeys */.h0)((0,host_changes/* withoutHosts */.a)(saved.cluster, { masters: masters.join(','), nodes: nodes.join(',') }));
    const text = (0,_build_clusterfile/* stringifyClusterfile */.eR)((0,_build_clusterfile/* redactClusterfile */.IR)({ ...saved, cluster }));
    await store.save({ clusterfile: text, files: {} }, secrets);
    return store.kind !== 'none';
}

// EXTERNAL MODULE: ./.build/cli/confirm.js
var cli_confirm = __webpack_require__(84747);
// EXTERNAL MODULE: ./.build/cli/options.js
var options = __webpack_require__(49909);
// EXTERNAL MODULE: ./.build/cli/ssh-flags.js
var ssh_flags = __webpack_require__(54055);
;// CONCATENATED MODULE: ./.build/cli/commands/reset.js










const registerReset = (program, context) => {
    (0,ssh_flags/* addSshSecretSources */.Ex)(program.command('reset'))
        .description('Tear the saved cluster down, as `sealos reset`: clean scripts, kubeadm reset (nodes, then masters), Bootstrap undone, the cluster data removed; the state is marked reset. Exit status 1 when a host is not clean')
        .option('-c, --cluster <name>', 'cluster name', options/* clusterNameArgument */.t8, cluster_name/* DEFAULT_CLUSTER_NAME */.pb)
        .option('-f, --clusterfile <file>', 'reset the hosts of this Clusterfile (when no state is saved)')
        .option('--masters <list>', 'only these masters (not master0): a,b, ranges a-b, CIDR')
        .option('--nodes <list>', 'only these nodes, same forms')
        .option('--force', 'reset without asking for confirmation (needed when not on a terminal), as sealos')
        .option('--force-unlock', "reset without taking the cluster's lock on master0 (master0 is gone, or a dead run holds it)")
        .option('-u, --user <name>', 'SSH user (non-root users run commands through sudo)', 'root')
        .option('-p, --passwd <password>', 'SSH password (also given to sudo)')
        .addOption((0,ssh_flags/* pkOption */.v$)())
        .option('--pk-passwd <passphrase>', 'passphrase of the private key')
        .addOption((0,ssh_flags/* portOption */.zS)())
        .addOption((0,ssh_flags/* jumpHostOption */.Yw)())
        .addOption(new esm/* Option */.c$('--host-key-policy <policy>', 'strict, accept-new or insecure')
        .choices([...host_key/* hostKeyPolicies */.Ax])
        .default('accept-new'))
        .option('--known-hosts <file>', 'known_hosts file to check host keys against')
        .addOption((0,ssh_flags/* forgetHostKeyOption */.ig)())
        .option('--state-dir <dir>', 'where clusters are kept (<dir>/<cluster>/Clusterfile)', (0,_build_clusterfile/* defaultStateDir */.yD)())
        .option('--lock-timeout <minutes>', "minutes to wait for another run's lock", (0,options/* minutes */.Gx)('zero allowed'), cluster_lock/* DEFAULT_LOCK_TIMEOUT_MINUTES */.yX)
        .addOption((0,ssh_flags/* concurrencyOption */.b7)())
        .action(async (flags) => {
        context.logger.addSecret(flags.passwd);
        context.logger.addSecret(flags.pkPasswd);
        if (flags.hostKeyPolicy === 'strict' && !flags.knownHosts)
            throw new errors/* UsageError */.eb('--host-key-policy strict needs --known-hosts FILE');
        await (0,ssh_flags/* checkKeyFile */.gl)(flags.pk, flags.pkPasswd);
        const masters = (0,options/* hostListFlag */.Vs)(flags.masters, '--masters') ?? '';
        const nodes = (0,options/* hostListFlag */.Vs)(flags.nodes, '--nodes') ?? '';
        const subset = [masters, nodes].filter(Boolean).join(',');
        // Nothing saved and no Clusterfile: nothing will be touched, so nothing to confirm (a cleanup may repeat).
        if (flags.clusterfile || (0,cli_confirm/* savedClusterExists */.w)(flags.stateDir, flags.cluster))
            await (0,cli_confirm/* confirmOrRefuse */.A)(context, subset
                ? `reset ${subset} of cluster "${flags.cluster}"?`
                : `reset cluster "${flags.clusterfile ?? flags.cluster}", everything on its hosts?`, flags.force === true);
        const outcome = await runReset({
            cluster: flags.cluster,
            ...(flags.clusterfile ? { clusterfile: flags.clusterfile } : {}),
            masters,
            nodes,
            ssh: (0,ssh_flags/* sshInputsOf */.V8)(flags),
            hostKeyPolicy: flags.hostKeyPolicy,
            ...(flags.knownHosts
                ? { knownHosts: await (0,ssh_flags/* readKnownHosts */.DC)(flags.knownHosts, flags.hostKeyPolicy) }
                : {}),
            forgetHostKeys: flags.forgetHostKey,
            state: { choice: 'local', dir: flags.stateDir },
            force: flags.forceUnlock === true,
            lockTimeoutMinutes: flags.lockTimeout,
            concurrency: flags.concurrency,
        }, context.logger);
        context.stdout(`${resetReport(outcome)}\n`);
        if (!outcome.clean)
            throw new errors/* ReportedFailure */.g7('the reset left some hosts not clean (listed above)');
    });
};
/** stdout: one line per host (`clean`, or `not clean: why`), then the state. */
function resetReport(outcome) {
    if (!outcome.result)
        return `cluster "${outcome.cluster}": nothing saved, nothing to reset (state looked for in ${outcome.state.location})`;
    const lines = outcome.result.hosts.map((host) => host.clean ? `${host.host}: clean` : `${host.host}: not clean: ${host.problems.join('; ')}`);
    lines.push(`cluster "${outcome.cluster}": ${outcome.clean ? 'clean' : 'NOT clean'}${outcome.state.updated ? `; state updated in ${outcome.state.location}` : ''}`);
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


/***/ }),

/***/ 2646:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ reachedWithoutLinks),
/* harmony export */   QD: () => (/* binding */ resolveInRoot),
/* harmony export */   YB: () => (/* binding */ lstatOrUndefined),
/* harmony export */   wN: () => (/* binding */ RootPathError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);



/**
 * The one place a path inside an untrusted tree (an unpacked image, a tree prepared from one) becomes a path
 * on the runner. Links are resolved as if the root were `/` (a chroot): an absolute target starts again at the
 * root, `..` stops at it. Every folder on the way is checked with lstat to be a real folder under the root,
 * so no link, however chained (`s -> .`, then `s/s/../..`), leads outside. The kernel never follows a link
 * of the tree: what it is given is a chain of real folders.
 */
class RootPathError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei {
}
/** Linux's own limit on links followed in one lookup. */
const maxLinkHops = 40;
/** lstat, or undefined when nothing is there. */
async function lstatOrUndefined(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
/** `a/./b//c` as its parts; `..` is kept (it climbs, never above the root). */
function partsOf(relative) {
    return (typeof relative === 'string' ? relative.split('/') : [...relative]).filter((part) => part !== '' && part !== '.');
}
/**
 * The runner path of `relative` inside `root`, every link resolved inside the root. undefined when a folder on
 * the way is missing or not a folder (without `create`). The last part may be missing: the caller creates it.
 */
async function resolveInRoot(root, relative, options = {}) {
    const resolved = [];
    const queue = partsOf(relative);
    let hops = 0;
    while (queue.length > 0) {
        const part = queue.shift();
        if (part === '..') {
            resolved.pop();
            continue;
        }
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, ...resolved, part);
        const lastMode = queue.length === 0 ? (options.last ?? 'keep') : undefined;
        if (lastMode === 'keep') {
            resolved.push(part);
            break;
        }
        const stat = await lstatOrUndefined(file);
        if (stat?.isSymbolicLink()) {
            if (++hops > maxLinkHops)
                throw new RootPathError(`too many links under ${partsOf(relative).join('/')}`, {
                    file: partsOf(relative).join('/'),
                });
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(file);
            if (target.startsWith('/'))
                resolved.length = 0;
            queue.unshift(...partsOf(target));
            continue;
        }
        if (lastMode === 'follow') {
            resolved.push(part);
            break;
        }
        if (!stat?.isDirectory()) {
            if (!options.create)
                return undefined;
            if (stat)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(file, { mode: 0o755 });
        }
        resolved.push(part);
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, ...resolved);
}
/**
 * Whether `file` (a runner path under `root`) is reached from the root through real folders only: a folder
 * swapped for a link since it was made is not, and must not be touched through the old path.
 */
async function reachedWithoutLinks(root, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, file);
    if (relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(relative))
        return false;
    return (await resolveInRoot(root, relative)) === node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, relative);
}


/***/ })

};
