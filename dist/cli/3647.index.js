export const id = 3647;
export const ids = [3647];
export const modules = {

/***/ 53647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerPull: () => (/* binding */ registerPull)
/* harmony export */ });
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38033);
/* harmony import */ var _image_store_pull_image_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45643);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46596);



const registerPull = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .addRegistryFlags */ .oO)(program
        .command('pull')
        .description('Pull images into the local image store (through registries.conf mirrors); prints each image ID')
        .argument('<image...>', 'image references')
        .option('--platform <os/arch>', 'platform to pull (default: linux/this machine)')).action(async (images, flags) => {
        const client = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .registryClientOf */ .iS)(flags, context.logger);
        try {
            for (const image of images) {
                const report = await (0,_image_store_pull_image_js__WEBPACK_IMPORTED_MODULE_1__/* .pullImage */ .Z)(client, (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .localImagesOf */ .BD)(flags), (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReference */ .F2)(image), (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .platformOf */ .tj)(flags), context.logger);
                context.stdout(`${report.image.configDigest}\n`);
            }
        }
        finally {
            client.close();
        }
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


/***/ })

};
