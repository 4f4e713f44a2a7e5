export const id = 3242;
export const ids = [3242];
export const modules = {

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

/***/ 81852:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ markerPath),
/* harmony export */   H9: () => (/* binding */ rootfsDir),
/* harmony export */   SV: () => (/* binding */ clusterFolders),
/* harmony export */   nK: () => (/* binding */ applicationWorkdir),
/* harmony export */   uV: () => (/* binding */ DATA_ROOT),
/* harmony export */   wL: () => (/* binding */ clusterDataDir)
/* harmony export */ });
/**
 * Where sealos keeps a cluster's files on every host, whatever runs it (docs/sealos-compatibility.md §4): the
 * same paths as sealos, so either tool can follow. The lowest layer, since the lock, the runtime and the apply
 * all name these folders.
 */
/** Where the data of every cluster lives on a host. */
const DATA_ROOT = '/var/lib/sealos/data';
function clusterDataDir(cluster) {
    return `${DATA_ROOT}/${cluster}`;
}
function rootfsDir(cluster) {
    return `${clusterDataDir(cluster)}/rootfs`;
}
function applicationWorkdir(cluster, application) {
    return `${clusterDataDir(cluster)}/applications/${application}/workdir`;
}
/** Our own bookkeeping on a host, beside sealos's folders: what was copied and which steps are done. */
function markerPath(cluster, name) {
    return `${clusterDataDir(cluster)}/.sealos-action/${name}`;
}
/** The folders a runtime reads and writes. */
function clusterFolders(cluster) {
    const data = clusterDataDir(cluster);
    return {
        data,
        rootfs: rootfsDir(cluster),
        etc: `${data}/etc`,
        /** A configuration rollout not finished yet, on master0: the changes and the hosts still to do. */
        configRollout: `${data}/etc/config-rollout.json`,
        /** sealos's host helper, shipped in labring rootfs images. */
        sealctl: `${data}/rootfs/opt/sealctl`,
    };
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


/***/ }),

/***/ 85109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ replaceFileInRoot),
/* harmony export */   a: () => (/* binding */ readFileInRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2646);



/** A file of a tree read through `resolveInRoot`: its text and mode, or undefined when there is none. */
async function readFileInRoot(root, relative) {
    const file = await (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRoot */ .QD)(root, relative, { last: 'follow' });
    if (!file)
        return undefined;
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    // A FIFO or a device would block or read the runner's hardware; only plain files are read.
    if (!info.isFile())
        throw new _resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .RootPathError */ .wN(`${relative} is not a plain file`, { file: relative });
    return { text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), mode: info.mode & 0o7777 };
}
/**
 * Writes a file of a tree, replacing what is at that path (a link there is removed, never written through),
 * folders on the way made inside the root. `wx`: the create fails rather than follow a link that appeared.
 */
async function replaceFileInRoot(root, relative, text, mode) {
    const file = await (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRoot */ .QD)(root, relative, { create: true });
    if (!file || file === node_path__WEBPACK_IMPORTED_MODULE_1__.join(root))
        throw new _resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .RootPathError */ .wN(`${relative} is not a file path inside the tree`, { file: relative });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'wx', mode);
    try {
        await handle.writeFile(text);
        // Through the descriptor: the umask does not narrow the mode, and no path is looked up again.
        await handle.chmod(mode);
    }
    finally {
        await handle.close();
    }
}


/***/ })

};
