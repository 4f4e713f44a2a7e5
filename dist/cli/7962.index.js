export const id = 7962;
export const ids = [7962];
export const modules = {

/***/ 47962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerValidate: () => (/* binding */ registerValidate)
/* harmony export */ });
/* harmony import */ var _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48104);
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51217);
/* harmony import */ var _clusterfile_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68386);
/* harmony import */ var _template_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20927);




const registerValidate = (program, context) => {
    (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .addTemplateFlags */ .v)(program.command('validate'))
        .description('Check a Clusterfile (schema, addresses, roles, documents) and print every problem with its line')
        .requiredOption('-f, --file <path>', 'the Clusterfile to check')
        .action(async (options) => {
        const loaded = await (0,_clusterfile_report_js__WEBPACK_IMPORTED_MODULE_2__/* .loadOrReport */ .E)((0,_render_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readClusterfileTemplate */ .Lz)(options.file, (0,_template_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .templateInputsOf */ .B)(options), { localHost: _clusterfile_index_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerAddress */ .Z0 }), options.file, context.logger);
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


/***/ })

};
