export const id = 1936;
export const ids = [1936];
export const modules = {

/***/ 61936:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerPush: () => (/* binding */ registerPush)
/* harmony export */ });
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38033);
/* harmony import */ var _image_store_push_image_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20092);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46596);



const registerPush = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .addRegistryFlags */ .oO)(program
        .command('push')
        .description('Push an image of the local image store to a registry; prints the manifest digest')
        .argument('<image>', 'a name or image ID in the local store')
        .argument('[destination]', 'where to push (docker://REF or REF; default: the image name)')).action(async (image, destination, flags) => {
        const local = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .localImagesOf */ .BD)(flags);
        const found = await local.get(image);
        const target = (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReference */ .F2)((destination ?? image).replace(/^docker:\/\//, ''));
        const client = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .registryClientOf */ .iS)(flags, context.logger);
        try {
            context.stdout(`${(await (0,_image_store_push_image_js__WEBPACK_IMPORTED_MODULE_1__/* .pushLocalImage */ .V)(client, local, found, target, context.logger)).digest}\n`);
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
