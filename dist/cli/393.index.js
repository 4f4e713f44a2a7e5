export const id = 393;
export const ids = [393];
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

/***/ 1393:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerPush: () => (/* binding */ registerPush)
});

// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
;// CONCATENATED MODULE: ./.build/image/store/push-image.js


/** Pushes a local image to `target`: blobs the registry lacks (in parallel), then the manifest. Returns its digest. */
async function pushLocalImage(client, local, image, target, logger) {
    const blobs = [image.manifest.config, ...image.manifest.layers];
    const outcomes = await (0,map_limit/* mapLimit */.s)(blobs, client.concurrency, (blob) => client.pushBlob(target, {
        digest: blob.digest,
        size: blob.size,
        open: () => local.openBlob(blob.digest),
    }));
    const digest = await client.putManifest(target, image.manifestBytes, image.manifestMediaType);
    const uploaded = outcomes.filter((outcome) => outcome === 'uploaded').length;
    logger.info(`pushed ${(0,reference/* formatReference */.FH)(target)} (${uploaded} of ${blobs.length} blobs uploaded, the rest already there)`);
    return digest;
}

// EXTERNAL MODULE: ./.build/cli/commands/image-flags.js
var image_flags = __webpack_require__(69293);
;// CONCATENATED MODULE: ./.build/cli/commands/push.js



const registerPush = (program, context) => {
    (0,image_flags/* addRegistryFlags */.oO)(program
        .command('push')
        .description('Push an image of the local image store to a registry; prints the manifest digest')
        .argument('<image>', 'a name or image ID in the local store')
        .argument('[destination]', 'where to push (docker://REF or REF; default: the image name)')).action(async (image, destination, flags) => {
        const local = (0,image_flags/* localImagesOf */.BD)(flags);
        const found = await local.get(image);
        const target = (0,reference/* parseReference */.F2)((destination ?? image).replace(/^docker:\/\//, ''));
        const client = (0,image_flags/* registryClientOf */.iS)(flags, context.logger);
        try {
            context.stdout(`${await pushLocalImage(client, local, found, target, context.logger)}\n`);
        }
        finally {
            client.close();
        }
    });
};


/***/ })

};
