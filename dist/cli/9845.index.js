export const id = 9845;
export const ids = [9845];
export const modules = {

/***/ 39845:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerSave: () => (/* binding */ registerSave)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87419);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38033);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46596);




const registerSave = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .addStoreFlag */ .xL)(program
        .command('save')
        .description('Write images of the local image store into one archive (oci-archive or docker-archive)')
        .argument('<image...>', 'names or image IDs')
        .requiredOption('-o, --output <file>', 'the archive to write')
        .option('--format <format>', `${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.join(' or ')}`, formatArgument, 'oci-archive')).action(async (images, flags) => {
        const local = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .localImagesOf */ .BD)(flags);
        // As docker, podman and buildah save: each image under the names given for it, not every name it has (an
        // archive of one image must be readable without a reference), and none when it was given by its ID.
        const chosen = [];
        for (const image of images) {
            const found = await local.get(image);
            const asked = found.names.filter((name) => name === storeNameOf(image));
            const previous = chosen.find((other) => other.manifestDigest === found.manifestDigest);
            if (previous)
                previous.names = [...new Set([...previous.names, ...asked])];
            else
                chosen.push({ ...found, names: asked });
        }
        await (0,_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .saveArchive */ .IW)(local, chosen, flags.output, flags.format);
        context.logger.info(`${flags.output}: ${chosen.length} image(s) as ${flags.format}`);
    });
};
/** The store's form of a name given on the command line; undefined for an image ID or what is no name. */
function storeNameOf(text) {
    try {
        return (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .formatReference */ .FH)((0,_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReference */ .F2)(text));
    }
    catch {
        return undefined;
    }
}
function formatArgument(value) {
    if (!_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.includes(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.join(' or ')}`);
    return value;
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
