export const id = 87;
export const ids = [87];
export const modules = {

/***/ 2087:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerRegistry: () => (/* binding */ registerRegistry)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _build_build_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17074);
/* harmony import */ var _build_context_merged_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55323);
/* harmony import */ var _build_registry_save_images_to_save_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69420);
/* harmony import */ var _build_registry_save_save_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42376);
/* harmony import */ var _image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34440);
/* harmony import */ var _image_platform_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93337);
/* harmony import */ var _image_reference_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38033);
/* harmony import */ var _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1721);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49909);










const registerRegistry = (program, context) => {
    const registry = program
        .command('registry')
        .description('Work with the registry/ folder of a cluster image');
    registry
        .command('save')
        .description('Save the images a context needs (images/shim/*, image: lines in manifests/, minus .sealignore) into ' +
        'its registry/ folder in the docker-distribution layout')
        .argument('<context>', 'the cluster image source folder')
        .option('--registry-dir <dir>', 'where to write (default: <context>/registry)')
        .option('--platform <os/arch>', 'platform to save (default: this machine)')
        .option('--image <ref>', 'save this image too (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .Fo, [])
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)')
        .option('--registry-config <file>', 'docker config.json with registry credentials')
        .option('--dry-run', 'print the images, one reference a line, and save nothing')
        .action(async (folder, flags) => {
        const platform = flags.platform ? (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePlatform */ .FL)(flags.platform) : (0,_build_build_request_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultPlatform */ .nx)();
        if (flags.registryConfig)
            await (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_5__/* .checkDockerConfig */ .FS)(flags.registryConfig);
        const listed = await (0,_build_registry_save_images_to_save_js__WEBPACK_IMPORTED_MODULE_3__/* .listImagesToSave */ .l)(await (0,_build_context_merged_context_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeContexts */ .P)([folder]), context.logger);
        const extra = flags.image.map((image) => (0,_image_reference_js__WEBPACK_IMPORTED_MODULE_7__/* .formatReference */ .FH)((0,_image_reference_js__WEBPACK_IMPORTED_MODULE_7__/* .parseReference */ .F2)(image)));
        const images = [...new Set([...listed.images, ...extra])].sort();
        if (flags.dryRun) {
            for (const image of images)
                context.stdout(`${image}\n`);
            return;
        }
        const client = new _image_remote_registry_client_js__WEBPACK_IMPORTED_MODULE_8__/* .RegistryClient */ .b({
            logger: context.logger,
            credentials: (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_5__/* .dockerConfigCredentials */ .D)(flags.registryConfig),
            insecureRegistries: flags.insecureRegistry,
            ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
        });
        try {
            const report = await (0,_build_registry_save_save_js__WEBPACK_IMPORTED_MODULE_4__/* .saveImages */ .K)({
                client,
                images,
                archives: listed.archives,
                platform,
                registryDirectory: flags.registryDir ?? node_path__WEBPACK_IMPORTED_MODULE_0__.join(folder, 'registry'),
                logger: context.logger,
            });
            for (const image of report.images)
                context.stdout(`${image.digest} ${image.saved}\n`);
        }
        finally {
            client.close();
        }
    });
};


/***/ })

};
