export const id = 4116;
export const ids = [4116];
export const modules = {

/***/ 84116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerLoad: () => (/* binding */ registerLoad)
/* harmony export */ });
/* harmony import */ var _image_archive_load_archive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77742);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46596);


const registerLoad = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .addStoreFlag */ .xL)(program
        .command('load')
        .description('Load the images of an oci-archive or docker-archive into the local image store')
        .requiredOption('-i, --input <file>', 'the archive to read')
        .option('--platform <os/arch>', 'the platform to take from a multi-platform archive (default: linux/this machine)')).action(async (flags) => {
        const loaded = await (0,_image_archive_load_archive_js__WEBPACK_IMPORTED_MODULE_0__/* .loadArchive */ .b)((0,_image_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .localImagesOf */ .BD)(flags), flags.input, (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .platformOf */ .tj)(flags));
        for (const image of loaded)
            context.stdout(`${image.names.length ? image.names.join(', ') : image.manifestDigest}\n`);
    });
};


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


/***/ })

};
