export const id = 962;
export const ids = [962];
export const modules = {

/***/ 47962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerValidate: () => (/* binding */ registerValidate)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22360);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80108);
/* harmony import */ var _template_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20927);




const registerValidate = (program, context) => {
    (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .addTemplateFlags */ .v)(program.command('validate'))
        .description('Check a Clusterfile (schema, addresses, roles, documents) and print every problem with its line')
        .requiredOption('-f, --file <path>', 'the Clusterfile to check')
        .action(async (options) => {
        let loaded;
        try {
            loaded = await (0,_render_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readClusterfileTemplate */ .Lz)(options.file, (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .templateInputsOf */ .B)(options), {
                localHost: _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerAddress */ .Z0,
            });
        }
        catch (error) {
            if (!(error instanceof _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ClusterfileError */ .l1))
                throw error;
            (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .logClusterfileProblems */ .bw)(context.logger, error.problems, 'error');
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportedFailure */ .g7(`${options.file}: ${error.problems.length} problem(s)`);
        }
        (0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .logClusterfileProblems */ .bw)(context.logger, loaded.warnings, 'warn');
        const { cluster, configs, kubeadm } = loaded.clusterfile;
        const counts = [
            `${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .masters */ .Ud)(cluster).length} master(s)`,
            `${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .nodes */ .a9)(cluster).length} node(s)`,
            `${cluster.spec?.image?.length ?? 0} image(s)`,
            `${configs.length} Config(s)`,
            `${kubeadm.length} kubeadm document(s)`,
        ];
        const warnings = loaded.warnings.length > 0 ? `, ${loaded.warnings.length} warning(s)` : '';
        context.stdout(`OK ${options.file}: cluster "${(0,_clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .clusterName */ .SL)(cluster)}", ${counts.join(', ')}${warnings}\n`);
    });
};


/***/ }),

/***/ 20927:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ templateInputsOf),
/* harmony export */   v: () => (/* binding */ addTemplateFlags)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22360);
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
