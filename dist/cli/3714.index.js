export const id = 3714;
export const ids = [3714];
export const modules = {

/***/ 63714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dv: () => (/* binding */ writeChunksAtomically),
/* harmony export */   GA: () => (/* binding */ replaceAtomically),
/* harmony export */   jA: () => (/* binding */ writeStreamAtomically),
/* harmony export */   lo: () => (/* binding */ writeFileAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);





/**
 * Streams `content` to `target` through a `.partial` file beside it, renamed into place at the end, so a reader
 * never sees half a file and a failed stream leaves nothing behind. Returns the bytes written.
 */
async function writeStreamAtomically(target, content) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    return replaceAtomically(target, async (temporary) => {
        const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(temporary);
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(content, file);
        return file.bytesWritten;
    });
}
/**
 * Writes `content` to `target` through a `.partial` file beside it, renamed into place: a reader sees the old file
 * or the new one, never half of one, and a failed write leaves nothing behind. `mode`: the file's permissions
 * from its first byte (a secret is never readable by others, not even for a moment). `durable`: the data reaches
 * the disk before the rename, so that after a crash the file under its name is whole (saved state).
 */
async function writeFileAtomically(target, content, options = {}) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    await replaceAtomically(target, async (temporary) => {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'wx', options.mode ?? 0o666);
        try {
            await file.writeFile(content);
            if (options.durable)
                await file.sync();
        }
        finally {
            await file.close();
        }
    });
}
/**
 * Runs `write` on a `.partial` file beside `target`, then renames it into place: a reader sees the old file or the
 * new one, never half of one, and a failed write leaves nothing behind. The name is unique (a random part), so two
 * writers of the same target never share one. The folder must exist.
 */
async function replaceAtomically(target, write) {
    const temporary = `${target}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        const result = await write(temporary);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
        return result;
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
const syncEvery = 32 * 1024 * 1024;
/**
 * writeStreamAtomically for content that `fill` hands to `write` piece by piece. A piece is written before
 * `write` returns (synchronously: its producer may reuse the buffer); one syscall per piece, which the
 * producer makes large (direct-http.ts reads up to 1 MiB at a time). `durable`: the data reaches the disk
 * before the rename, so that after a crash a file under its final name is never empty or short
 * (containers/image's OCI layout syncs each blob the same way, `oci/layout/oci_dest.go` PutBlobWithOptions).
 */
async function writeChunksAtomically(target, fill, options) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    return replaceAtomically(target, (temporary) => writeChunks(temporary, fill, options.durable));
}
async function writeChunks(temporary, fill, durable) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'w');
    let written = 0;
    // While a durable file is written, what is written so far goes to disk every `syncEvery` bytes in the
    // background, so that the last sync has little left to wait for. A failed sync fails the file.
    let syncing;
    let syncError;
    let unsynced = 0;
    try {
        await fill((chunk) => {
            for (let at = 0; at < chunk.length;)
                at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(file.fd, chunk, at);
            written += chunk.length;
            unsynced += chunk.length;
            if (durable && unsynced >= syncEvery && !syncing) {
                unsynced = 0;
                syncing = file
                    .datasync()
                    .catch((error) => {
                    syncError ??= error;
                })
                    .finally(() => {
                    syncing = undefined;
                });
            }
        });
        if (durable) {
            await syncing;
            if (syncError)
                throw syncError;
            await file.datasync();
        }
    }
    finally {
        await syncing;
        await file.close();
    }
    return written;
}


/***/ })

};
