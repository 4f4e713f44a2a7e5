export const id = 9243;
export const ids = [9243];
export const modules = {

/***/ 99243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerDelete: () => (/* binding */ registerDelete)
/* harmony export */ });
/* harmony import */ var _cluster_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40378);

const registerDelete = (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_0__/* .hostChangeCommand */ .qe)('delete', 'Remove masters and nodes from the saved cluster, as `sealos delete` (master0 cannot be removed)');


/***/ })

};
