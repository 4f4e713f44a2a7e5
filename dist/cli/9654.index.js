export const id = 9654;
export const ids = [9654];
export const modules = {

/***/ 39654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerImages: () => (/* binding */ registerImages)
/* harmony export */ });
/* harmony import */ var _image_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21826);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38033);
/* harmony import */ var _log_logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83920);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46596);




const registerImages = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .addStoreFlag */ .xL)(program
        .command('images')
        .description('List the images of the local image store (repository, tag, image ID, created, size)')).action(async (flags) => {
        const rows = [['REPOSITORY', 'TAG', 'IMAGE ID', 'CREATED', 'SIZE']];
        for (const image of await (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .localImagesOf */ .BD)(flags).list())
            for (const name of image.names.length ? image.names : ['<none>']) {
                const ref = name === '<none>' ? undefined : (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReference */ .F2)(name);
                rows.push([
                    ref ? (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .referenceName */ .z$)(ref) : '<none>',
                    ref?.tag ?? '<none>',
                    (0,_image_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .digestHex */ .sU)(image.configDigest).slice(0, 12),
                    image.config.created ?? '',
                    (0,_log_logger_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(image.size),
                ]);
            }
        const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
        for (const row of rows)
            context.stdout(`${row
                .map((cell, i) => cell.padEnd(widths[i]))
                .join('  ')
                .trimEnd()}\n`);
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


/***/ })

};
