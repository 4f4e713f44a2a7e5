export const id = 2087;
export const ids = [2087];
export const modules = {

/***/ 2087:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerRegistry: () => (/* binding */ registerRegistry)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _build_context_merged_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55323);
/* harmony import */ var _build_registry_save_images_to_save_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70724);
/* harmony import */ var _build_registry_save_save_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42376);
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(52215);
/* harmony import */ var _image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34440);
/* harmony import */ var _image_platform_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93337);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(38033);
/* harmony import */ var _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1721);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46596);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49909);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(32632);












const registerRegistry = (program, context) => {
    const registry = program
        .command('registry')
        .description("Work with the registry/ folder of a cluster image, or the cluster's registry");
    registerRegistryCopy(registry, context);
    registry
        .command('save')
        .description('Save the images a context needs (images/shim/*, image: lines in manifests/, minus .sealignore) into ' +
        'its registry/ folder in the docker-distribution layout')
        .argument('<context>', 'the cluster image source folder')
        .option('--registry-dir <dir>', 'where to write (default: <context>/registry)')
        .option('--platform <os/arch>', 'platform to save (default: this machine)')
        .option('--image <ref>', 'save this image too (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .Fo, [])
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)')
        .option('--registry-config <file>', 'docker config.json with registry credentials')
        .option('--dry-run', 'print the images, one reference a line, and save nothing')
        .action(async (folder, flags) => {
        const platform = flags.platform ? (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePlatform */ .FL)(flags.platform) : (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultPlatform */ .nx)();
        if (flags.registryConfig)
            await (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_4__/* .checkDockerConfig */ .FS)(flags.registryConfig);
        const listed = await (0,_build_registry_save_images_to_save_js__WEBPACK_IMPORTED_MODULE_2__/* .listImagesToSave */ .l)(await (0,_build_context_merged_context_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeContexts */ .P)([folder]), context.logger);
        const extra = flags.image.map((image) => (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .formatReference */ .FH)((0,_image_reference_js__WEBPACK_IMPORTED_MODULE_6__/* .parseReference */ .F2)(image)));
        const images = [...new Set([...listed.images, ...extra])].sort();
        if (flags.dryRun) {
            for (const image of images)
                context.stdout(`${image}\n`);
            return;
        }
        const client = new _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_7__/* .RegistryClient */ .b({
            logger: context.logger,
            credentials: (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_4__/* .dockerConfigCredentials */ .D)(flags.registryConfig),
            insecureRegistries: flags.insecureRegistry,
            ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
        });
        try {
            const report = await (0,_build_registry_save_save_js__WEBPACK_IMPORTED_MODULE_3__/* .saveImages */ .K)({
                client,
                images,
                archives: listed.archives,
                platform,
                registryDirectory: flags.registryDir ?? node_path__WEBPACK_IMPORTED_MODULE_0__.join(folder, 'registry'),
                logger: context.logger,
            });
            for (const image of report.images)
                context.stdout(`${image.digest} ${image.saved}\n`);
        }
        finally {
            client.close();
        }
    });
};
function registerRegistryCopy(registry, context) {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .addRegistryFlags */ .oO)((0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .addSshFlags */ .N2)(registry
        .command('copy')
        .description("Copy an image into the cluster's registry on master0 (sealos.hub:5000 by default), through the SSH " +
        'connection: only the blobs it lacks are sent. Pods then pull it as DESTINATION names it')
        .argument('<source-image>', 'docker://REF (a registry), oci-archive:PATH or docker-archive:PATH (every image of it), ' +
        'containers-storage:NAME (the local image store); a bare NAME: the local store, else a registry')
        .argument('[destination]', "the cluster's registry (host:port: the source's repository and tag under it, as sealos names them) " +
        'or a reference in it (sealos.hub:5000/app:pr-42); default: the registry of the cluster')
        .option('--platform <os/arch>', 'platform of a pulled or loaded image (default: this machine)'))).action(async (source, destination, flags) => {
        const { copyToClusterRegistry } = await Promise.all(/* import() */[__webpack_require__.e(6242), __webpack_require__.e(3242)]).then(__webpack_require__.bind(__webpack_require__, 83242));
        const master0Only = flags.hosts ? flags : { ...flags, roles: ['master'] };
        const [master0] = await (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveTargets */ .h5)(master0Only, context.logger);
        let client;
        try {
            await (0,_targets_js__WEBPACK_IMPORTED_MODULE_10__/* .onConnectedTargets */ .b4)([master0], flags, context, async ([executor]) => {
                const copied = await copyToClusterRegistry({
                    master0: executor,
                    cluster: flags.cluster ?? _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_CLUSTER_NAME */ .pb,
                    copies: [{ source, ...(destination ? { destination } : {}) }],
                    sources: {
                        local: (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .localImagesOf */ .BD)(flags),
                        client: () => {
                            client ??= (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .registryClientOf */ .iS)(flags, context.logger);
                            return client;
                        },
                        platform: (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .platformOf */ .tj)(flags),
                    },
                    logger: context.logger,
                });
                for (const image of copied)
                    context.stdout(`${image.reference}@${image.digest}\n`);
                return [{ host: executor.host, ok: true, value: copied }];
            });
        }
        finally {
            client?.close();
        }
    });
}


/***/ }),

/***/ 46596:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ localImagesOf),
/* harmony export */   iS: () => (/* binding */ registryClientOf),
/* harmony export */   oO: () => (/* binding */ addRegistryFlags),
/* harmony export */   tj: () => (/* binding */ platformOf),
/* harmony export */   xL: () => (/* binding */ addStoreFlag)
/* harmony export */ });
/* harmony import */ var _image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34440);
/* harmony import */ var _image_platform_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93337);
/* harmony import */ var _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1721);
/* harmony import */ var _image_store_image_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85364);
/* harmony import */ var _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44108);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49909);






function addStoreFlag(command) {
    return command.option('--root <dir>', 'the image store (default: $XDG_CACHE_HOME/sealos-action/images)');
}
function addRegistryFlags(command) {
    return addStoreFlag(command)
        .option('--registry-config <file>', 'docker config.json with registry credentials (default ~/.docker)')
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_5__/* .collect */ .Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)');
}
function localImagesOf(flags) {
    return new _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_4__/* .LocalImages */ .i(flags.root ?? (0,_image_store_image_store_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultImageStoreDir */ .dj)());
}
function platformOf(flags) {
    return flags.platform ? (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePlatform */ .FL)(flags.platform) : (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultPlatform */ .nx)();
}
function registryClientOf(flags, logger) {
    return new _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_2__/* .RegistryClient */ .b({
        logger,
        credentials: (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_0__/* .dockerConfigCredentials */ .D)(flags.registryConfig),
        insecureRegistries: flags.insecureRegistry ?? [],
        ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
    });
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


/***/ })

};
