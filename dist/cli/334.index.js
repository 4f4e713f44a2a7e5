export const id = 334;
export const ids = [334];
export const modules = {

/***/ 70334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerBuild: () => (/* binding */ registerBuild)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _build_build_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17074);
/* harmony import */ var _build_builder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22919);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49909);




const registerBuild = (program, context) => {
    program
        .command('build')
        .description('Build a cluster image from a Kubefile and merged context folders (saving the images it lists into registry/), ' +
        'then push it and/or write an OCI layout or archive. With --index, join pushed per-platform images into one tag.')
        .argument('[context]', 'the build context folder, as `sealos build -t REF .` (merged after any --context)')
        .option('-f, --file <Kubefile>', `the Kubefile (default: the one of ${_build_build_request_js__WEBPACK_IMPORTED_MODULE_1__/* .BUILD_FILE_NAMES */ .b9.join(', ')} in the merged contexts, as sealos)`)
        .option('-t, --tag <ref>', 'image reference to name/push the image as (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--context <dir>', 'source folder, merged in order, later files win (repeatable; default: the Kubefile folder, or .)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--build-arg <K=V>', 'value for an ARG (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--label <K=V>', 'label added after the Kubefile ones (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--env <K=V>', 'environment variable added after the Kubefile ones (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--platform <os/arch>', 'platform of the image (default: this machine)')
        .option('--push', 'push to every tag')
        .option('--oci-layout <dir>', 'write an OCI image layout folder (named by the first tag)')
        .option('--oci-archive <file>', 'write an oci-archive tar of the layout')
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)')
        .option('--compression-level <n>', `gzip level 0-9 (default ${_build_builder_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultCompressionLevel */ .Ot})`, (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .integerIn */ .wo)(0, 9))
        .option('--no-save-images', 'do not save the images the context lists into <last context>/registry')
        .option('--save-image [bool]', "sealos's spelling: --save-image=false is --no-save-images", booleanValue)
        .option('--max-pull-procs <n>', 'images pulled at once while saving them into registry/ (1 to 64)', (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .integerIn */ .wo)(1, 64))
        .option('-u, --username <name>', 'registry user (for the registry of the first tag)')
        .option('-p, --password <password>', 'registry password or token (prefer REGISTRY_PASSWORD)')
        .option('--registry-config <file>', 'docker config.json with registry credentials')
        .option('--index <ref>', 'index mode: the tag of the multi-platform index to push')
        .option('--from <ref@digest>', 'index mode: a pushed single-platform image (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_3__/* .collect */ .Fo, [])
        .action(async (positional, flags) => {
        const outcome = await (0,_build_build_request_js__WEBPACK_IMPORTED_MODULE_1__/* .runBuildRequest */ .PE)({
            ...(flags.file ? { kubefile: flags.file } : {}),
            contexts: positional === undefined ? flags.context : [...flags.context, positional],
            tags: flags.tag,
            buildArgs: flags.buildArg,
            labels: flags.label,
            env: flags.env,
            ...(flags.platform ? { platform: flags.platform } : {}),
            push: flags.push === true,
            ...(flags.ociLayout ? { ociLayout: flags.ociLayout } : {}),
            ...(flags.ociArchive ? { ociArchive: flags.ociArchive } : {}),
            ...(flags.compressionLevel !== undefined ? { compressionLevel: flags.compressionLevel } : {}),
            saveImages: flags.saveImages && flags.saveImage !== false,
            ...(flags.maxPullProcs !== undefined ? { maxPullProcs: flags.maxPullProcs } : {}),
            insecureRegistries: flags.insecureRegistry,
            ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
            ...(flags.username ? { username: flags.username } : {}),
            // REGISTRY_PASSWORD counts only with --username: a variable left in the environment must not turn
            // a local build into a half-given login.
            ...((flags.password ?? (flags.username ? process.env.REGISTRY_PASSWORD : undefined))
                ? { password: flags.password ?? process.env.REGISTRY_PASSWORD }
                : {}),
            ...(flags.registryConfig ? { registryConfig: flags.registryConfig } : {}),
            ...(flags.index ? { index: flags.index } : {}),
            from: flags.from,
            ...(process.env.SOURCE_DATE_EPOCH !== undefined
                ? { sourceDateEpoch: process.env.SOURCE_DATE_EPOCH }
                : {}),
        }, context.logger);
        context.stdout(`${describeOutcome(outcome)}\n`);
    });
};
/** A pflag boolean's value: `true`/`false` (and Go's other spellings: 1, 0, t, f). */
function booleanValue(value) {
    if (/^(1|t|true)$/i.test(value))
        return true;
    if (/^(0|f|false)$/i.test(value))
        return false;
    throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('give true or false');
}
/** One line on stdout: what a script needs (`<digest> <reference>...`). */
function describeOutcome(outcome) {
    if (outcome.kind === 'index')
        return `${outcome.result.digest} ${outcome.result.reference}`;
    return [outcome.result.digest, ...outcome.result.tags].join(' ');
}


/***/ })

};
