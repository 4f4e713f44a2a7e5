export const id = 3330;
export const ids = [3330];
export const modules = {

/***/ 93330:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerApply: () => (/* binding */ registerApply)
/* harmony export */ });
/* harmony import */ var _cluster_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40378);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49909);
/* harmony import */ var _ssh_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54055);
/* harmony import */ var _template_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20927);




const registerApply = (program, context) => {
    (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_0__/* .addClusterFlags */ .X$)((0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .addTemplateFlags */ .v)(program.command('apply'))
        .description('Bring the hosts to the cluster a Clusterfile declares, as `sealos apply -f`; the SSH flags fill the spec.ssh fields it leaves empty')
        // sealos's spelling (`StringVarP(&clusterFile, "Clusterfile", "f", "Clusterfile", …)`), default included.
        .option('-f, --Clusterfile <file>', 'the desired Clusterfile', 'Clusterfile')
        .option('-c, --cluster <name>', 'expected cluster name (must match the Clusterfile)', _options_js__WEBPACK_IMPORTED_MODULE_1__/* .clusterNameArgument */ .t8)).action(async (flags) => {
        await (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_0__/* .runFromFlags */ .$5)({
            kind: 'clusterfile',
            path: flags.Clusterfile,
            ...(flags.cluster ? { cluster: flags.cluster } : {}),
            ssh: (0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .sshInputsOf */ .V8)(flags),
            template: (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .templateInputsOf */ .B)(flags),
            noHostsMeansLocal: true,
        }, flags, context);
    });
};


/***/ }),

/***/ 20927:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ templateInputsOf),
/* harmony export */   v: () => (/* binding */ addTemplateFlags)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49909);


/**
 * sealos apply's template flags (cmd/sealos/cmd/apply.go, pkg/apply/args.go): every Clusterfile is a Go
 * template rendered with `.Values` from these before it is read (docs/clusterfile.md).
 */
function addTemplateFlags(command) {
    return command
        .option('--values <file>', 'values file for the Clusterfile template (repeatable; later files win)', _options_js__WEBPACK_IMPORTED_MODULE_1__/* .collect */ .Fo, [])
        .option('--set <key=value>', 'a value for the Clusterfile template, helm --set syntax (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_1__/* .collect */ .Fo, [])
        .option('--env <KEY=VALUE>', "what the Clusterfile template's env function reads first (repeatable)", _options_js__WEBPACK_IMPORTED_MODULE_1__/* .collect */ .Fo, []);
}
function templateInputsOf(flags) {
    return { valuesFiles: flags.values, sets: flags.set, env: (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvList */ .N7)(flags.env), osEnv: process.env };
}


/***/ })

};
