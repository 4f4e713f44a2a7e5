export const id = 813;
export const ids = [813];
export const modules = {

/***/ 20813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerAdd: () => (/* binding */ registerAdd)
/* harmony export */ });
/* harmony import */ var _cluster_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40378);

const registerAdd = (0,_cluster_run_js__WEBPACK_IMPORTED_MODULE_0__/* .hostChangeCommand */ .qe)('add', 'Add masters and nodes to the saved cluster, as `sealos add`');


/***/ })

};
