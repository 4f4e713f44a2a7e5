export const id = 845;
export const ids = [845];
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

/***/ 39845:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerSave: () => (/* binding */ registerSave)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87419);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69293);



const registerSave = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .addStoreFlag */ .xL)(program
        .command('save')
        .description('Write images of the local image store into one archive (oci-archive or docker-archive)')
        .argument('<image...>', 'names or image IDs')
        .requiredOption('-o, --output <file>', 'the archive to write')
        .option('--format <format>', `${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.join(' or ')}`, formatArgument, 'oci-archive')).action(async (images, flags) => {
        const local = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .localImagesOf */ .BD)(flags);
        const chosen = [];
        for (const image of images) {
            const found = await local.get(image);
            const previous = chosen.find((other) => other.manifestDigest === found.manifestDigest);
            if (!previous)
                chosen.push(found);
        }
        await (0,_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .saveArchive */ .IW)(local, chosen, flags.output, flags.format);
        context.logger.info(`${flags.output}: ${chosen.length} image(s) as ${flags.format}`);
    });
};
function formatArgument(value) {
    if (!_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.includes(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .archiveFormats */ .Tc.join(' or ')}`);
    return value;
}


/***/ })

};
