export const id = 760;
export const ids = [760];
export const modules = {

/***/ 29760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerRender: () => (/* binding */ registerRender)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41021);
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80108);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49909);






const registerRender = (program, context) => {
    program
        .command('render')
        .description('Render Go templates the way sealos does (text/template + sprig, missing keys print <no value>). ' +
        'A FILE is printed to stdout; a DIR has every *.tmpl/*.tpl under etc/, scripts/ and manifests/ rendered ' +
        'in place and removed, like `sealctl render --clear`; when a template fails, the folder is left as it was.')
        .argument('<path>', 'a template file or an image folder')
        .option('--env-json <ENV.json>', 'a JSON object of string values used as the env')
        .option('--env <K=V>', 'env value, wins over --env-json (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_5__/* .collect */ .Fo, [])
        .action(async (target, flags) => {
        const env = await (0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadEnv */ .y)(flags.envJson, flags.env);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${target}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .causeText */ .xv)(error)}`, { file: target, cause: error });
        }
        if (info.isDirectory()) {
            const rendered = await (0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTreeStaged */ .nA)(target, env);
            for (const file of rendered)
                context.stdout(`${file.output}\n`);
            context.logger.info(`rendered ${rendered.length} template(s) in ${target}`);
            return;
        }
        context.stdout((0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTemplateText */ .gj)(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(target), await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputFile */ .jH)(target), env, { sealctlData: true }));
    });
};


/***/ })

};
