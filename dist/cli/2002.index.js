export const id = 2002;
export const ids = [2002,3714];
export const modules = {

/***/ 2002:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerLogout: () => (/* binding */ registerLogout)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34440);


const registerLogout = (program, context) => {
    program
        .command('logout')
        .description('Remove a registry login from the docker config.json')
        .argument('[registry]', 'registry host')
        .option('-a, --all', 'remove every login')
        .option('--authfile <file>', 'the docker config.json (default $DOCKER_CONFIG/config.json or ~/.docker)')
        .action(async (registry, flags) => {
        if (!registry && !flags.all)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('logout needs a registry, or --all');
        const file = flags.authfile ?? (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultDockerConfigPath */ .Lw)();
        const removed = await (0,_image_auth_docker_config_js__WEBPACK_IMPORTED_MODULE_1__/* .removeDockerLogin */ .Kt)(file, flags.all ? undefined : registry);
        if (removed === 0 && registry)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`not logged in to ${registry} in ${file}`);
        context.stdout(`Removed ${removed} login(s) from ${file}\n`);
    });
};


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

/***/ 17621:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ve: () => (/* binding */ explicitCredentials),
/* harmony export */   W9: () => (/* binding */ credentialHost),
/* harmony export */   a: () => (/* binding */ chainCredentials)
/* harmony export */ });
const dockerHubKeys = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);
/**
 * The host a credentials entry is for. Docker config keys come as `https://index.docker.io/v1/`,
 * `http://host:5000`, `host:5000/v2/` or just `host`; they all name a host (and port).
 */
function credentialHost(key) {
    const host = key
        .trim()
        .replace(/^[a-z]+:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase();
    return dockerHubKeys.has(host) ? 'docker.io' : host;
}
/** Credentials given directly (action inputs, CLI flags), matched by host. */
function explicitCredentials(entries) {
    return async (registry) => {
        const host = credentialHost(registry);
        const entry = entries.find((e) => credentialHost(e.registry) === host);
        if (!entry)
            return undefined;
        const { registry: _registry, ...credentials } = entry;
        return credentials;
    };
}
/** Asks each provider in turn; the first that knows the registry wins. */
function chainCredentials(...providers) {
    return async (registry) => {
        for (const provider of providers) {
            const found = await provider(registry);
            if (found)
                return found;
        }
        return undefined;
    };
}


/***/ }),

/***/ 34440:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FS: () => (/* binding */ checkDockerConfig),
  Lw: () => (/* binding */ defaultDockerConfigPath),
  D: () => (/* binding */ dockerConfigCredentials),
  Kt: () => (/* binding */ removeDockerLogin),
  nX: () => (/* binding */ saveDockerLogin)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./.build/image/auth/credential-helper.js



const helperAnswer = schemas/* object */.Ikc({ Username: schemas/* string */.YjP(), Secret: schemas/* string */.YjP() });
// Docker's helpers say this (exit status 1) when they simply have nothing for the host.
const notFound = /credentials not found/i;
/**
 * Runs `docker-credential-<name> get` with the server on stdin, as the docker CLI does. A username of
 * `<token>` means the secret is an identity token.
 */
async function credentialsFromHelper(helper, serverUrl) {
    const program = `docker-credential-${helper}`;
    const { code, stdout, stderr } = await new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(program, ['get'], { stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.setEncoding('utf8').on('data', (chunk) => {
            out += chunk;
        });
        child.stderr.setEncoding('utf8').on('data', (chunk) => {
            err += chunk;
        });
        child.on('error', (cause) => reject(new errors/* SealosError */.ei(`credential helper ${program} for ${serverUrl} could not run`, { cause })));
        child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out, stderr: err }));
        child.stdin.end(serverUrl);
    });
    if (code !== 0) {
        if (notFound.test(stdout) || notFound.test(stderr))
            return undefined;
        throw new errors/* SealosError */.ei(`credential helper ${program} failed for ${serverUrl} (exit ${code}): ${(stderr || stdout).trim()}`);
    }
    let answer;
    try {
        answer = helperAnswer.parse(JSON.parse(stdout));
    }
    catch (cause) {
        throw new errors/* SealosError */.ei(`credential helper ${program} for ${serverUrl}: answer is not {Username, Secret}`, {
            cause,
        });
    }
    if (answer.Username === '<token>')
        return { identityToken: answer.Secret };
    return { username: answer.Username, password: answer.Secret };
}

// EXTERNAL MODULE: ./.build/image/auth/credentials.js
var auth_credentials = __webpack_require__(17621);
;// CONCATENATED MODULE: ./.build/image/auth/docker-config.js









/** `auth` as docker login writes it: standard base64 of `user:password`, checked when the file is read. */
const authSchema = schemas/* string */.YjP()
    .refine((text) => /^[A-Za-z0-9+/]*={0,2}$/.test(text) &&
    text.length % 4 === 0 &&
    Buffer.from(text, 'base64').toString('utf8').includes(':'), 'is not base64 of user:password');
const authEntrySchema = schemas/* looseObject */._H3({
    auth: authSchema.optional(),
    username: schemas/* string */.YjP().optional(),
    password: schemas/* string */.YjP().optional(),
    identitytoken: schemas/* string */.YjP().optional(),
});
const dockerConfigSchema = schemas/* looseObject */._H3({
    auths: schemas/* record */.g1P(schemas/* string */.YjP(), authEntrySchema).optional(),
    credHelpers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    credsStore: schemas/* string */.YjP().optional(),
});
/** `$DOCKER_CONFIG/config.json`, else `~/.docker/config.json`. */
function defaultDockerConfigPath(env = process.env) {
    return (0,external_node_path_.join)(env.DOCKER_CONFIG ?? (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.docker'), 'config.json');
}
/** The default file may be missing (no `docker login` yet); a file the user named must be there. */
async function readDockerConfig(path, named) {
    let text;
    try {
        text = await (0,read_input/* readInputFile */.jH)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT' && !named)
            return undefined;
        throw new errors/* SealosError */.ei(`cannot read docker config ${path}: ${(0,errors/* causeText */.xv)(error)}`, {
            file: path,
            cause: error,
        });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (cause) {
        throw new errors/* SealosError */.ei(`docker config ${path} is not valid JSON`, { file: path, cause });
    }
    const result = dockerConfigSchema.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        throw new errors/* SealosError */.ei(`docker config ${path}: field ${issue?.path.join('.')}: ${issue?.message}`, {
            file: path,
            cause: result.error,
        });
    }
    return result.data;
}
function fromAuthEntry(entry, path, key) {
    const credentials = {};
    if (entry.auth) {
        const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon < 0)
            throw new errors/* SealosError */.ei(`docker config ${path}: auths.${key}.auth is not base64 of user:password`, {
                file: path,
            });
        credentials.username = decoded.slice(0, colon);
        credentials.password = decoded.slice(colon + 1);
    }
    if (entry.username !== undefined)
        credentials.username = entry.username;
    if (entry.password !== undefined)
        credentials.password = entry.password;
    if (entry.identitytoken)
        credentials.identityToken = entry.identitytoken;
    return credentials;
}
/**
 * A docker config the user named (`--registry-config`), read at once: missing or malformed, it fails before
 * any work (a dry run included), never silently ignored at the first pull.
 */
async function checkDockerConfig(path) {
    await readDockerConfig(path, true);
}
// Helpers are asked with the key docker login stored: the v1 URL for Docker Hub, the bare host otherwise.
function helperServerUrl(host) {
    return host === 'docker.io' ? 'https://index.docker.io/v1/' : host;
}
/**
 * Credentials the way the docker CLI finds them: a `credHelpers` entry for the host, else `credsStore`,
 * else the `auths` entry (`auth` base64 or username/password, `identitytoken`). When a helper has nothing
 * for the host, the `auths` entry is still tried. The file is read once, at the first lookup.
 */
function dockerConfigCredentials(named) {
    const path = named ?? defaultDockerConfigPath();
    let config;
    return async (registry) => {
        config ??= readDockerConfig(path, named !== undefined);
        const loaded = await config;
        if (!loaded)
            return undefined;
        const host = (0,auth_credentials/* credentialHost */.W9)(registry);
        const helper = Object.entries(loaded.credHelpers ?? {}).find(([key]) => (0,auth_credentials/* credentialHost */.W9)(key) === host)?.[1] ??
            loaded.credsStore;
        if (helper) {
            const fromHelper = await credentialsFromHelper(helper, helperServerUrl(host));
            if (fromHelper)
                return fromHelper;
        }
        const entry = Object.entries(loaded.auths ?? {}).find(([key]) => (0,auth_credentials/* credentialHost */.W9)(key) === host);
        if (!entry)
            return undefined;
        const credentials = fromAuthEntry(entry[1], path, entry[0]);
        return credentials.username !== undefined || credentials.identityToken ? credentials : undefined;
    };
}
/**
 * Stores a login the way `docker login` does without a credential store: `auths.<key>.auth` = base64 of
 * `user:password` (key: the v1 URL for Docker Hub, the host otherwise), other entries and keys kept; the file
 * is written 0600 under a temporary name and renamed.
 */
async function saveDockerLogin(path, registry, login) {
    const config = (await readDockerConfig(path, false)) ?? {};
    const host = (0,auth_credentials/* credentialHost */.W9)(registry);
    const auths = Object.fromEntries(Object.entries(config.auths ?? {}).filter(([key]) => (0,auth_credentials/* credentialHost */.W9)(key) !== host));
    auths[helperServerUrl(host)] = {
        auth: Buffer.from(`${login.username}:${login.password}`).toString('base64'),
    };
    await writeDockerConfig(path, { ...config, auths });
}
/** Removes the `auths` entries of `registry` (every one when undefined); returns how many there were. */
async function removeDockerLogin(path, registry) {
    const config = await readDockerConfig(path, false);
    if (!config?.auths)
        return 0;
    const host = registry === undefined ? undefined : (0,auth_credentials/* credentialHost */.W9)(registry);
    const kept = Object.entries(config.auths).filter(([key]) => host !== undefined && (0,auth_credentials/* credentialHost */.W9)(key) !== host);
    const removed = Object.keys(config.auths).length - kept.length;
    if (removed > 0)
        await writeDockerConfig(path, { ...config, auths: Object.fromEntries(kept) });
    return removed;
}
async function writeDockerConfig(path, config) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true, mode: 0o700 });
    await (0,write_stream/* writeFileAtomically */.lo)(path, `${JSON.stringify(config, null, '\t')}\n`, { mode: 0o600 });
}


/***/ })

};
