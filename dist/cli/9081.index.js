export const id = 9081;
export const ids = [9081];
export const modules = {

/***/ 49909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ collect),
/* harmony export */   Gx: () => (/* binding */ minutes),
/* harmony export */   Tr: () => (/* binding */ portArgument),
/* harmony export */   Vs: () => (/* binding */ hostListFlag),
/* harmony export */   nY: () => (/* binding */ parseConcurrency),
/* harmony export */   od: () => (/* binding */ commaList),
/* harmony export */   t8: () => (/* binding */ clusterNameArgument),
/* harmony export */   wo: () => (/* binding */ integerIn)
/* harmony export */ });
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48179);
/* harmony import */ var _clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52215);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _run_run_request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41693);
/* harmony import */ var _run_timeout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55111);





/** commander helpers shared by commands: repeatable flags and checked numbers. */
function collect(value, previous = []) {
    return [...previous, value];
}
/**
 * A repeatable flag whose each value is also a comma-separated list, read as pflag's string slices are
 * (sealos `-e`, `--cmd`, `--roles`, `--ips`, `--alt-names`): a CSV record, so `"A=1,2",B=3` is two items.
 */
function commaList(value, previous = []) {
    return [...previous, ...csvRecord(value)];
}
/** One CSV record as Go's encoding/csv reads it (no lazy quotes): a `"` only opens a field or doubles itself. */
function csvRecord(text) {
    if (text === '')
        return [];
    const fields = [];
    let index = 0;
    for (;;) {
        let field = '';
        if (text[index] === '"') {
            index++;
            for (;;) {
                const quote = text.indexOf('"', index);
                if (quote < 0)
                    throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a quoted item has no closing "');
                field += text.slice(index, quote);
                index = quote + 1;
                if (text[index] !== '"')
                    break;
                field += '"';
                index++;
            }
            if (index < text.length && text[index] !== ',')
                throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a closing " must end its item (put a comma after it)');
        }
        else {
            const comma = text.indexOf(',', index);
            field = text.slice(index, comma < 0 ? text.length : comma);
            if (field.includes('"'))
                throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di('a " inside an item: quote the whole item ("a ""b"",c")');
            index = comma < 0 ? text.length : comma;
        }
        fields.push(field);
        if (index >= text.length)
            return fields;
        index++; // the comma
    }
}
/**
 * A parser for a whole-number flag from `min` to `max`. commander prints its message after the option's
 * name (`option '--port <port>' argument '70000' is invalid. …`), so the message says only what is wanted.
 */
function integerIn(min, max) {
    return (value) => {
        const n = Number(value);
        if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max)
            throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`give a whole number from ${min} to ${max}`);
        return n;
    };
}
const portArgument = integerIn(1, 65535);
/** `-c NAME`: a DNS-1123 name, also when given empty (`-c "$CLUSTER"` with the variable unset). */
function clusterNameArgument(value) {
    if (!(0,_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
    return value;
}
const parseConcurrency = integerIn(1, _run_run_request_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_CONCURRENCY */ .f);
/** Minutes, fractions allowed, up to the longest timer Node can set; 0 only where `zero` allows it. */
function minutes(zero) {
    const range = `${zero === 'zero allowed' ? 'from 0' : 'above 0'} up to ${_run_timeout_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MINUTES */ .hF} (about 24 days)`;
    return (value) => {
        const n = Number(value);
        if (!/^\d+(\.\d+)?$/.test(value.trim()) || n > _run_timeout_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MINUTES */ .hF || (n === 0 && zero === 'above zero'))
            throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`give a number of minutes ${range}`);
        return n;
    };
}
/**
 * A host list flag as given: an empty one (`--masters ''`, often an unset shell variable) is refused rather
 * than read as "no hosts", which would silently mean single mode or nothing to do.
 */
function hostListFlag(value, flag) {
    if (value?.split(',').every((item) => item.trim() === ''))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag}: the host list is empty (leave ${flag} out, or give hosts: a,b, a-b, CIDR)`);
    return value;
}


/***/ }),

/***/ 52215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qq: () => (/* binding */ isClusterName),
/* harmony export */   S6: () => (/* binding */ CLUSTER_NAME_RULE),
/* harmony export */   pb: () => (/* binding */ DEFAULT_CLUSTER_NAME)
/* harmony export */ });
/** Cluster names, without the schemas: the CLI checks them before it loads the Clusterfile's parser. */
/** The cluster a run, a reset or a command means when none is named, as sealos's `default`. */
const DEFAULT_CLUSTER_NAME = 'default';
/**
 * A cluster name is a Kubernetes object name (DNS-1123 subdomain), as sealos's are; it also becomes a folder
 * (`~/.sealos/<cluster>`) and an artifact name, so nothing else may pass: no `/`, no `..`, no upper case.
 */
const CLUSTER_NAME_PATTERN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const CLUSTER_NAME_RULE = 'lower-case letters, digits, "-" and ".", starting and ending with a letter or digit, at most 253 characters (DNS-1123)';
function isClusterName(name) {
    return name.length <= 253 && CLUSTER_NAME_PATTERN.test(name);
}


/***/ }),

/***/ 41021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   jH: () => (/* binding */ readInputFile),
/* harmony export */   xR: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _log_logger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83920);
/* harmony import */ var _input_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75688);





/** Larger than any Clusterfile, Kubefile, template, config or key file a user writes. */
const MAX_INPUT_FILE_BYTES = 16 * 1024 * 1024;
/**
 * A file named as input cannot be used as one: a NUL byte or an overlong path, a FIFO, a device, a socket, a
 * folder, or more than the read cap. The message is the reason only (the caller says which input and file).
 */
class InputFileError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb {
}
/**
 * Checks that `path` names a regular file (links followed), before anything opens it: opening a FIFO with no
 * writer blocks forever, and `/dev/zero` or `/dev/urandom` never end. Errors of the file system itself
 * (ENOENT, EACCES, ENOTDIR) are thrown as they are: callers put them in words with `causeText`.
 */
async function checkInputFile(path) {
    const problem = (0,_input_path_js__WEBPACK_IMPORTED_MODULE_3__/* .pathProblem */ .z)(path);
    if (problem)
        throw new InputFileError(problem, { file: path });
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    refuseNotRegular(info, path);
    return info;
}
function refuseNotRegular(info, path) {
    const kind = notRegularKind(info);
    if (kind === 'a folder')
        throw new InputFileError('it is a folder, not a file', { file: path });
    if (kind)
        throw new InputFileError(`it is ${kind}, not a regular file`, { file: path });
}
function notRegularKind(info) {
    if (info.isFile())
        return undefined;
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a named pipe (FIFO), which blocks until something writes to it';
    if (info.isCharacterDevice() || info.isBlockDevice())
        return 'a device';
    if (info.isSocket())
        return 'a socket';
    return 'a special file';
}
/**
 * A file the user named (a Clusterfile, a Kubefile, a template, a docker config, known_hosts, a password or key
 * file), read as text but never past `maxBytes`. Only regular files are read (checkInputFile); the file is
 * opened without blocking, so one swapped for a FIFO after the check still cannot hang the run.
 */
async function readInputFile(path, maxBytes = MAX_INPUT_FILE_BYTES) {
    await checkInputFile(path);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        refuseNotRegular(await handle.stat(), path);
        const chunks = [];
        let total = 0;
        for (;;) {
            const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(64 * 1024) });
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > maxBytes)
                throw new InputFileError(`the file is too large (more than ${(0,_log_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(maxBytes)})`, {
                    file: path,
                });
            chunks.push(buffer.subarray(0, bytesRead));
        }
        return Buffer.concat(chunks).toString('utf8');
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 41693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ MAX_CONCURRENCY),
/* harmony export */   p: () => (/* binding */ requestSecrets)
/* harmony export */ });
/** Hosts worked on at once, at most: more would open more SSH sessions than any runner can hold. */
const MAX_CONCURRENCY = 1024;
/** Every secret the request carries, to mask before anything is logged and to keep out of saved state. */
function requestSecrets(request) {
    const { source } = request;
    const ssh = source.kind === 'inputs' ? source.inputs : source.ssh;
    return [
        ssh.password,
        ssh.privateKey,
        ssh.passphrase,
        request.registry.password,
        request.state.token,
    ].filter((value) => Boolean(value));
}


/***/ }),

/***/ 55111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ applyDeadline),
/* harmony export */   hF: () => (/* binding */ MAX_TIMEOUT_MINUTES)
/* harmony export */ });
/* unused harmony export ApplyTimeoutError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** The whole apply took longer than the `timeout` input allows. */
class ApplyTimeoutError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/**
 * The longest timeout a Node timer holds (2^31-1 ms, about 24.8 days): a longer one fires after 1 ms, so
 * it is refused where it is read.
 */
const MAX_TIMEOUT_MINUTES = Math.floor((2 ** 31 - 1) / 60_000);
/**
 * The `timeout` input and an interrupt (watchInterrupts) as ONE abort signal for the engine: when it aborts,
 * the apply drops its connections, so the command in flight fails, stops before the next phase, and still
 * returns a ClusterFailed status to save; a re-run resumes.
 */
function applyDeadline(minutes, interrupt) {
    if (minutes === undefined)
        return { signal: interrupt, clear: () => { } };
    if (!(minutes > 0 && minutes <= MAX_TIMEOUT_MINUTES))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`timeout: ${minutes} minutes is not from above 0 to ${MAX_TIMEOUT_MINUTES}`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new ApplyTimeoutError(`the apply did not finish within ${minutes} minute(s) (input timeout); the hosts may be part-way through a phase: a re-run resumes`, { phase: 'apply' })), minutes * 60_000);
    // A deadline never keeps the process alive by itself: a run that ended some way without clearing it (a
    // throw between start and clear) still exits.
    timer.unref();
    const signal = interrupt ? AbortSignal.any([controller.signal, interrupt]) : controller.signal;
    return { signal, clear: () => clearTimeout(timer) };
}


/***/ })

};
