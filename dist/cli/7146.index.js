export const id = 7146;
export const ids = [7146,9081,3714];
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


/***/ }),

/***/ 37525:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ ImageFormatError),
/* harmony export */   JL: () => (/* binding */ UnpackError),
/* harmony export */   gl: () => (/* binding */ RegistryError),
/* harmony export */   h: () => (/* binding */ DigestMismatchError),
/* harmony export */   w4: () => (/* binding */ RegistryAuthError),
/* harmony export */   wA: () => (/* binding */ isTemporaryStatus),
/* harmony export */   x_: () => (/* binding */ InvalidReferenceError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** An image reference that does not parse: names the text and what is wrong with it. */
class InvalidReferenceError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
}
/** Statuses a registry (or a proxy before it) gives when trying again later may work. */
function isTemporaryStatus(status) {
    return status === 408 || status === 429 || status >= 500;
}
/** Distribution error codes that say "later": throttled, or the registry is down for now. */
const temporaryCodes = new Set(['TOOMANYREQUESTS', 'UNAVAILABLE']);
/**
 * A registry answered with an error status, or could not be reached (no status, the network error as cause).
 * It keeps every diagnostic of the registry's error document; `code` is the first one's (`BLOB_UNKNOWN`, ...).
 * Temporary unless said otherwise when the status or a code is one that says "later", or the registry was not
 * reached (as go-containerregistry's `transport.Error` judges it).
 */
class RegistryError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    status;
    code;
    diagnostics;
    constructor(message, context = {}) {
        const diagnostics = context.diagnostics ?? (context.code ? [{ code: context.code }] : []);
        const temporary = context.temporary ??
            (context.status === undefined
                ? context.cause !== undefined
                : isTemporaryStatus(context.status) ||
                    diagnostics.some(({ code }) => code !== undefined && temporaryCodes.has(code)));
        super(message, { ...context, temporary });
        this.status = context.status;
        this.diagnostics = diagnostics;
        this.code = context.code ?? diagnostics[0]?.code;
    }
}
/** The registry refused our credentials, or gave a token without the scope we asked for. */
class RegistryAuthError extends RegistryError {
}
/** Content whose sha256 is not the digest it was addressed by (a corrupt blob, a lying registry). */
class DigestMismatchError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    expected;
    actual;
    constructor(what, expected, actual, context = {}) {
        super(`${what}: content has digest ${actual}, expected ${expected}`, context);
        this.expected = expected;
        this.actual = actual;
    }
}
/** A manifest, index or config we cannot use: unknown media type, bad JSON, no matching platform. */
class ImageFormatError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** A layer that cannot be unpacked safely: path escapes, links out of the root, unsupported compression. */
class UnpackError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}


/***/ }),

/***/ 38033:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ parseReference),
/* harmony export */   FH: () => (/* binding */ formatReference),
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   _S: () => (/* binding */ parseReferenceAsWritten),
/* harmony export */   hQ: () => (/* binding */ withDigest),
/* harmony export */   z$: () => (/* binding */ referenceName)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37525);


const dockerHub = 'docker.io';
const dockerHubAliases = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
// The grammar of github.com/distribution/reference, written out for one component at a time.
const pathComponent = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const tagPattern = /^[\w][\w.-]{0,127}$/;
const digestPattern = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;
const sha256Pattern = /^sha256:[a-f0-9]{64}$/;
const hostPattern = /^(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*)(?::\d{1,5})?$/;
/** Docker's rule: the first path part is a registry host when it has a `.` or a `:`, or is `localhost`. */
function looksLikeHost(part) {
    return part.includes('.') || part.includes(':') || part === 'localhost' || part.startsWith('[');
}
/** `parseReference`, with `latest` added when the text has neither tag nor digest. */
function parseReference(text) {
    const ref = parseReferenceAsWritten(text);
    return ref.tag === undefined && ref.digest === undefined ? { ...ref, tag: 'latest' } : ref;
}
/**
 * The reference normalised in its name only (`docker.io/`, `library/`): tag and digest as written, none added.
 * Docker's ParseNormalizedNamed, for the places where "no tag" differs from `:latest` (sreg's image lists).
 */
function parseReferenceAsWritten(text) {
    const fail = (why) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidReferenceError */ .x_(`image reference "${text}": ${why}`);
    };
    const trimmed = text.trim();
    if (trimmed === '')
        fail('empty');
    let rest = trimmed;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
        if (!digestPattern.test(digest))
            fail(`"${digest}" is not a digest (algorithm:hex)`);
        if (digest.startsWith('sha256:') && !sha256Pattern.test(digest))
            fail('a sha256 digest has 64 lowercase hex');
    }
    let tag;
    const lastSlash = rest.lastIndexOf('/');
    const colon = rest.lastIndexOf(':');
    if (colon > lastSlash) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
        if (!tagPattern.test(tag))
            fail(`"${tag}" is not a valid tag`);
    }
    const parts = rest.split('/');
    let registry = dockerHub;
    if (parts.length > 1 && looksLikeHost(parts[0])) {
        registry = parts.shift();
        if (!hostPattern.test(registry))
            fail(`"${registry}" is not a registry host`);
        // The grammar takes any five digits; a URL (and so every pull) takes 1-65535 only.
        const port = /:(\d+)$/.exec(registry)?.[1];
        if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535))
            fail(`registry "${registry}": port ${port} is not from 1 to 65535`);
        // An IPv6 host in brackets must be an address the URL parser takes.
        const bracketed = /^\[([^\]]+)\]/.exec(registry)?.[1];
        if (bracketed !== undefined && !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(bracketed))
            fail(`"${registry}" is not a registry host`);
    }
    if (dockerHubAliases.has(registry))
        registry = dockerHub;
    if (registry === dockerHub && parts.length === 1)
        parts.unshift('library');
    for (const part of parts) {
        if (!pathComponent.test(part)) {
            fail(part.toLowerCase() !== part
                ? `repository "${parts.join('/')}" must be lowercase`
                : `"${part}" is not a valid repository path component`);
        }
    }
    const repository = parts.join('/');
    if (repository.length > 255)
        fail('repository name longer than 255 characters');
    return { registry, repository, ...(tag !== undefined && { tag }), ...(digest !== undefined && { digest }) };
}
/** The full normalised text: `docker.io/library/nginx:latest`, `host:5000/a/b@sha256:...`. */
function formatReference(ref) {
    return `${referenceName(ref)}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
}
/** `registry/repository`, without tag or digest. */
function referenceName(ref) {
    return `${ref.registry}/${ref.repository}`;
}
/** What to put after `/manifests/`: the digest when there is one (it pins the content), else the tag. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag ?? 'latest';
}
/** The same repository, addressed by a digest only. */
function withDigest(ref, digest) {
    return { registry: ref.registry, repository: ref.repository, digest };
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
