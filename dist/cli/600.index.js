export const id = 600;
export const ids = [600];
export const modules = {

/***/ 69293:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ localImagesOf),
/* harmony export */   iS: () => (/* binding */ registryClientOf),
/* harmony export */   oO: () => (/* binding */ addRegistryFlags),
/* harmony export */   tj: () => (/* binding */ platformOf),
/* harmony export */   xL: () => (/* binding */ addStoreFlag)
/* harmony export */ });
/* harmony import */ var _build_build_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17074);
/* harmony import */ var _image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34440);
/* harmony import */ var _image_platform_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93337);
/* harmony import */ var _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1721);
/* harmony import */ var _image_store_image_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85364);
/* harmony import */ var _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44108);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49909);







function addStoreFlag(command) {
    return command.option('--root <dir>', 'the image store (default: $XDG_CACHE_HOME/sealos-action/images)');
}
function addRegistryFlags(command) {
    return addStoreFlag(command)
        .option('--registry-config <file>', 'docker config.json with registry credentials (default ~/.docker)')
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_6__/* .collect */ .Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)');
}
function localImagesOf(flags) {
    return new _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_5__/* .LocalImages */ .i(flags.root ?? (0,_image_store_image_store_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultImageStoreDir */ .dj)());
}
function platformOf(flags) {
    return flags.platform ? (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePlatform */ .FL)(flags.platform) : (0,_build_build_request_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultPlatform */ .nx)();
}
function registryClientOf(flags, logger) {
    return new _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_3__/* .RegistryClient */ .b({
        logger,
        credentials: (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerConfigCredentials */ .D)(flags.registryConfig),
        insecureRegistries: flags.insecureRegistry ?? [],
        ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
    });
}


/***/ }),

/***/ 10600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerPull: () => (/* binding */ registerPull)
});

// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var log_logger = __webpack_require__(83920);
// EXTERNAL MODULE: ./.build/log/progress.js
var log_progress = __webpack_require__(58720);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/remote/blobs.js
var blobs = __webpack_require__(20327);
// EXTERNAL MODULE: ./.build/image/store/image-store.js + 1 modules
var image_store = __webpack_require__(85364);
;// CONCATENATED MODULE: ./.build/image/store/pull-image.js







/**
 * Pulls one platform's image into the local store under its normalised name: the manifest (through the
 * registries.conf mirrors), then the config and the layers the store lacks, in parallel (bounded by the
 * client's concurrency), each streamed to a file and checked against its digest on the way, never held whole.
 */
async function pullImage(client, local, ref, platform, logger) {
    const name = (0,reference/* formatReference */.FH)(ref);
    let fetched = 0;
    let present = 0;
    let fetchedBytes = 0;
    const resolved = await (0,pull/* resolveImage */.AT)(client, ref, platform, async (digest) => (await local.hasBlob(digest)) ? local.readBlob(digest, 8 * 1024 * 1024) : undefined);
    await local.addBlobBytes(resolved.configBytes);
    const layers = [...new Map(resolved.manifest.layers.map((layer) => [layer.digest, layer])).values()];
    await (0,map_limit/* mapLimit */.s)(layers, client.concurrency, async (layer) => {
        if (await local.hasBlob(layer.digest)) {
            present++;
            return;
        }
        const download = await client.openBlob(ref, layer.digest, layer.size);
        const progress = layer.size >= image_store/* layerProgressThreshold */.C8
            ? new log_progress/* Progress */.k(logger, `pull ${layer.digest.slice(7, 19)}`, layer.size)
            : undefined;
        const written = await local.addVerifiedBlob(layer.digest, (0,blobs/* fillFrom */.e_)(download, (bytes) => progress?.add(bytes)));
        progress?.finish();
        fetched++;
        fetchedBytes += written;
    });
    await local.addBlobBytes(resolved.manifestBytes);
    await local.setName(name, resolved.manifestDigest, resolved.manifestMediaType);
    logger.info(`${name}: ${fetched} layers downloaded (${(0,log_logger/* formatBytes */.z3)(fetchedBytes)}), ${present} already in the store`);
    const image = await local.get(name);
    return { image, fetched, present, fetchedBytes };
}

// EXTERNAL MODULE: ./.build/cli/commands/image-flags.js
var image_flags = __webpack_require__(69293);
;// CONCATENATED MODULE: ./.build/cli/commands/pull.js



const registerPull = (program, context) => {
    (0,image_flags/* addRegistryFlags */.oO)(program
        .command('pull')
        .description('Pull images into the local image store (through registries.conf mirrors); prints each image ID')
        .argument('<image...>', 'image references')
        .option('--platform <os/arch>', 'platform to pull (default: linux/this machine)')).action(async (images, flags) => {
        const client = (0,image_flags/* registryClientOf */.iS)(flags, context.logger);
        try {
            for (const image of images) {
                const report = await pullImage(client, (0,image_flags/* localImagesOf */.BD)(flags), (0,reference/* parseReference */.F2)(image), (0,image_flags/* platformOf */.tj)(flags), context.logger);
                context.stdout(`${report.image.configDigest}\n`);
            }
        }
        finally {
            client.close();
        }
    });
};


/***/ })

};
