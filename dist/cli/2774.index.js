export const id = 2774;
export const ids = [2774];
export const modules = {

/***/ 62774:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerTag: () => (/* binding */ registerTag)
/* harmony export */ });
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38033);
/* harmony import */ var _image_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46596);


const registerTag = (program, context) => {
    (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .addStoreFlag */ .xL)(program
        .command('tag')
        .description('Give an image of the local image store more names')
        .argument('<image>', 'a name or image ID')
        .argument('<name...>', 'new names')).action(async (image, names, flags) => {
        const local = (0,_image_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .localImagesOf */ .BD)(flags);
        const found = await local.get(image);
        for (const name of names) {
            const normalised = (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .formatReference */ .FH)((0,_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseReference */ .F2)(name));
            await local.setName(normalised, found.manifestDigest, found.manifestMediaType);
            context.logger.info(`${normalised} → ${found.configDigest}`);
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


/***/ })

};
