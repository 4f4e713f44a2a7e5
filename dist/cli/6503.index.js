export const id = 6503;
export const ids = [6503];
export const modules = {

/***/ 66503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerRun: () => (/* binding */ registerRun)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(52215);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _image_archive_archive_images_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10110);
/* harmony import */ var _image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87419);
/* harmony import */ var _image_platform_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93337);
/* harmony import */ var _image_store_image_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85364);
/* harmony import */ var _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44108);
/* harmony import */ var _cluster_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40378);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49909);
/* harmony import */ var _ssh_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(54055);











const registerRun = (program, context) => {
    (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_7__/* .addClusterFlags */ .X$)(program
        .command('run')
        .description('Run cluster images on hosts, as `sealos run`: create the cluster, or reconcile the saved one (new images installed, hosts joined or removed)')
        .argument('[images...]', 'cluster images, rootfs first; an archive as FILE.tar (also .gz, .tgz), oci-archive:FILE or docker-archive:FILE')
        .option('--masters <list>', 'master hosts: a,b, ranges a-b, CIDR, each optionally ip:port')
        .option('--nodes <list>', 'node hosts, same forms')
        .option('-e, --env <K=V,...>', 'environment for templates and commands (comma-separated, repeatable; quote an item holding a comma: \'"K=a,b"\')', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .commaList */ .od, [])
        .option('--cmd <command,...>', 'replace the CMD of the first image of this run (spec.command; comma-separated, repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .commaList */ .od, [])
        .option('-f, --force', 'images of this run the cluster already has are installed again: their files copied, their CMD run again')
        .option('-c, --cluster <name>', 'cluster name', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .clusterNameArgument */ .t8, _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_CLUSTER_NAME */ .pb)
        .option('--single', 'this machine is the whole cluster')
        .option('-t, --transport <transport>', `how arguments ending .tar, .gz or .tgz are read: ${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_3__/* .archiveFormats */ .Tc.join(' or ')} (the format is also read from the file)`, transportArgument, 'oci-archive')).action(async (given, flags) => {
        const images = await (0,_image_archive_archive_images_js__WEBPACK_IMPORTED_MODULE_2__/* .preloadArchives */ .ZA)(new _image_store_local_images_js__WEBPACK_IMPORTED_MODULE_6__/* .LocalImages */ .i((0,_image_store_image_store_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultImageStoreDir */ .dj)()), given, (0,_image_platform_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultPlatform */ .nx)(), context.logger, { which: 'transport-or-tar-name', source: 'argument' });
        for (const entry of flags.env)
            if (entry.indexOf('=') <= 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--env: "${entry}" is not KEY=VALUE`);
        const masters = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .hostListFlag */ .Vs)(flags.masters, '--masters');
        const nodes = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .hostListFlag */ .Vs)(flags.nodes, '--nodes');
        const ssh = (0,_ssh_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .sshInputsOf */ .V8)(flags);
        await (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_7__/* .runFromFlags */ .$5)({
            kind: 'inputs',
            inputs: {
                images,
                ...(masters ? { masters } : {}),
                ...(nodes ? { nodes } : {}),
                ...ssh,
                env: flags.env,
                ...(flags.cmd.length > 0 ? { command: flags.cmd } : {}),
                clusterName: flags.cluster,
                single: flags.single === true,
            },
        }, flags, context, flags.force === true ? images : []);
    });
};
function transportArgument(value) {
    if (!_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_3__/* .archiveFormats */ .Tc.includes(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_image_archive_save_archive_js__WEBPACK_IMPORTED_MODULE_3__/* .archiveFormats */ .Tc.join(' or ')}`);
    return value;
}


/***/ })

};
