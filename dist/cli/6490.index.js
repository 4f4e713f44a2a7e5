export const id = 6490;
export const ids = [6490];
export const modules = {

/***/ 66490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerVersion: () => (/* binding */ registerVersion)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43726);



/** The sealos release whose behaviour this tool follows (docs/sealos-compatibility.md). */
const SEALOS_COMPATIBLE = 'v5.1';
/**
 * `sealos version` (cmd/sealos/cmd/version.go): YAML by default, `-o json`, `--short` for the number alone.
 * sealos adds the Kubernetes and CRI versions of the local cluster through kubectl; `status` reports those here.
 */
const registerVersion = (program, context) => {
    program
        .command('version')
        .description('Print the version, as `sealos version`')
        .option('--short', 'print just the version number')
        .addOption(new commander__WEBPACK_IMPORTED_MODULE_0__/* .Option */ .c$('-o, --output <format>', 'yaml or json').choices(['yaml', 'json']).default('yaml'))
        .action((flags) => {
        if (flags.short) {
            context.stdout(`${(0,_version_js__WEBPACK_IMPORTED_MODULE_2__/* .cliVersion */ .$)()}\n`);
            return;
        }
        const info = {
            sealosActionVersion: {
                version: (0,_version_js__WEBPACK_IMPORTED_MODULE_2__/* .cliVersion */ .$)(),
                sealosCompatible: SEALOS_COMPATIBLE,
                nodeVersion: process.version,
                platform: `${process.platform}/${process.arch}`,
            },
        };
        context.stdout(flags.output === 'json' ? `${JSON.stringify(info)}\n` : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .stringify */ .As)(info));
    });
};


/***/ })

};
