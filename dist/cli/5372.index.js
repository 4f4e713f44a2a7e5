export const id = 5372;
export const ids = [5372];
export const modules = {

/***/ 75369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ removeOnExit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);

const folders = new Set();
let watching = false;
/**
 * A scratch folder also removed when the process exits before its own `finally` runs: `process.exit` (a second
 * Ctrl-C, the stop grace) fires `exit`, where only synchronous work can run. Returns what forgets the folder once
 * it is removed the ordinary way.
 */
function removeOnExit(folder) {
    if (!watching) {
        process.on('exit', () => {
            for (const each of folders)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(each, { recursive: true, force: true });
        });
        watching = true;
    }
    folders.add(folder);
    return () => {
        folders.delete(folder);
    };
}


/***/ }),

/***/ 70976:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ RegistryAuthenticator),
  F: () => (/* binding */ repositoryScope)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/image/errors.js
var errors = __webpack_require__(37525);
// EXTERNAL MODULE: ./.build/image/parse-json.js
var parse_json = __webpack_require__(94126);
// EXTERNAL MODULE: ./.build/image/remote/http-transport.js + 1 modules
var http_transport = __webpack_require__(35646);
;// CONCATENATED MODULE: ./.build/image/auth/challenge.js
/**
 * Parses `Bearer realm="https://auth/token",service="registry",scope="repository:a/b:pull,push"` and
 * `Basic realm="..."`. Quoted values may hold commas; other schemes give undefined.
 */
function parseChallenge(header) {
    if (!header)
        return undefined;
    const match = /^\s*(\w+)\s*(.*)$/s.exec(header);
    if (!match)
        return undefined;
    const scheme = match[1].toLowerCase();
    if (scheme !== 'bearer' && scheme !== 'basic')
        return undefined;
    const params = {};
    const param = /([\w.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))\s*,?\s*/g;
    for (const p of match[2].matchAll(param)) {
        params[p[1].toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : (p[3] ?? '');
    }
    return { scheme, params };
}

;// CONCATENATED MODULE: ./.build/image/auth/authenticator.js





const tokenAnswerSchema = schemas/* looseObject */._H3({
    token: schemas/* string */.YjP().optional(),
    access_token: schemas/* string */.YjP().optional(),
    expires_in: schemas/* number */.aig().optional(),
});
/** The token scope for a repository: `repository:library/nginx:pull` or `...:pull,push`. */
function repositoryScope(repository, actions) {
    return `repository:${repository}:${actions}`;
}
// `repository:a/b:pull,push` covers `repository:a/b:pull`: same resource, a superset of the actions.
function covers(held, wanted) {
    const h = held.lastIndexOf(':');
    const w = wanted.lastIndexOf(':');
    if (held.slice(0, h) !== wanted.slice(0, w))
        return false;
    const actions = new Set(held.slice(h + 1).split(','));
    return wanted
        .slice(w + 1)
        .split(',')
        .every((a) => actions.has(a));
}
// The registry says how long a token lives (60 s when it does not say); reuse it for 90% of that.
const defaultTokenSeconds = 60;
const tokenLifeUsed = 0.9;
/**
 * Registry authentication, learned from the registry's 401 answers: Basic, or the Bearer token flow
 * (anonymous or with credentials, refresh tokens by POST), tokens cached per registry and scope until
 * they expire. Credentials go only to the registry itself and to the token realm it names.
 */
class RegistryAuthenticator {
    options;
    challenges = new Map();
    tokens = new Map();
    credentialLookups = new Map();
    // Parallel first requests all meet a 401; they share one token request per registry and scopes.
    pendingTokens = new Map();
    constructor(options) {
        this.options = options;
    }
    /** The Authorization header to send up front, once the registry's scheme is known; else undefined. */
    async authorization(registry, scopes) {
        const challenge = this.challenges.get(registry);
        if (!challenge)
            return undefined;
        if (challenge.scheme === 'basic')
            return this.basic(registry);
        const cached = this.cachedToken(registry, scopes);
        return cached ?? this.fetchToken(registry, challenge, scopes);
    }
    /**
     * After a 401 to a request sent with `sent`: remember the challenge and get a fresh header. A token that
     * another request fetched meanwhile is used as is; otherwise the refused one is dropped.
     */
    async unauthorized(registry, header, scopes, sent) {
        const challenge = parseChallenge(header);
        if (!challenge) {
            throw new errors/* RegistryAuthError */.w4(`${registry}: 401 without a usable WWW-Authenticate challenge`, {
                host: registry,
                status: 401,
            });
        }
        this.challenges.set(registry, challenge);
        if (challenge.scheme === 'basic')
            return this.basic(registry);
        const cached = this.cachedToken(registry, scopes);
        if (cached && cached !== sent)
            return cached;
        this.tokens.set(registry, (this.tokens.get(registry) ?? []).filter((t) => t.authorization !== sent));
        return this.fetchToken(registry, challenge, scopes);
    }
    credentials(registry) {
        let lookup = this.credentialLookups.get(registry);
        if (!lookup) {
            lookup = (this.options.credentials?.(registry) ?? Promise.resolve(undefined)).then((found) => {
                this.options.logger.addSecret(found?.password);
                this.options.logger.addSecret(found?.identityToken);
                return found;
            });
            this.credentialLookups.set(registry, lookup);
        }
        return lookup;
    }
    async basic(registry) {
        const credentials = await this.credentials(registry);
        if (credentials?.username === undefined) {
            throw new errors/* RegistryAuthError */.w4(`${registry} asks for Basic authentication and no credentials are configured`, {
                host: registry,
                status: 401,
            });
        }
        return `Basic ${Buffer.from(`${credentials.username}:${credentials.password ?? ''}`).toString('base64')}`;
    }
    cachedToken(registry, scopes) {
        const now = this.options.now();
        const live = (this.tokens.get(registry) ?? []).filter((t) => t.expiresAt > now);
        this.tokens.set(registry, live);
        return live.find((t) => scopes.every((s) => t.scopes.some((h) => covers(h, s))))?.authorization;
    }
    // Basic credentials go to the registry over the scheme the client chose for it (HTTP only where allowed);
    // a token realm is another host, so it must be HTTPS unless it too may speak plain HTTP.
    ensureRealmSafe(registry, realm) {
        if (realm.protocol === 'https:' || this.options.allowPlainHttp(realm.host))
            return;
        throw new errors/* RegistryAuthError */.w4(`${registry}: refusing to send credentials over plain HTTP to token realm ${realm.host} (not loopback, not an insecure registry)`, { host: registry });
    }
    fetchToken(registry, challenge, scopes) {
        const key = `${registry} ${scopes.join(' ')}`;
        let pending = this.pendingTokens.get(key);
        if (!pending) {
            pending = this.requestToken(registry, challenge, scopes).finally(() => this.pendingTokens.delete(key));
            this.pendingTokens.set(key, pending);
        }
        return pending;
    }
    async requestToken(registry, challenge, scopes) {
        const realm = challenge.params.realm;
        if (!realm) {
            throw new errors/* RegistryAuthError */.w4(`${registry}: Bearer challenge without a realm`, {
                host: registry,
                status: 401,
            });
        }
        const credentials = await this.credentials(registry);
        let url;
        try {
            url = new URL(realm);
        }
        catch (cause) {
            throw new errors/* RegistryAuthError */.w4(`${registry}: token realm "${realm}" is not a URL`, {
                host: registry,
                cause,
            });
        }
        const service = challenge.params.service;
        const headers = { Accept: 'application/json' };
        let method = 'GET';
        let body;
        if (credentials?.identityToken) {
            this.ensureRealmSafe(registry, url);
            const form = new URLSearchParams({
                grant_type: 'refresh_token',
                refresh_token: credentials.identityToken,
                client_id: 'sealos-action',
                ...(service && { service }),
                scope: scopes.join(' '),
            });
            method = 'POST';
            body = Buffer.from(form.toString());
            headers['Content-Type'] = 'application/x-www-form-urlencoded';
        }
        else {
            if (service)
                url.searchParams.set('service', service);
            for (const scope of scopes)
                url.searchParams.append('scope', scope);
            if (credentials?.username !== undefined) {
                this.ensureRealmSafe(registry, url);
                headers.Authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password ?? ''}`).toString('base64')}`;
            }
        }
        const response = await this.options.transport
            .send({ method, url, headers, ...(body && { body }) })
            .catch((cause) => {
            throw new errors/* RegistryAuthError */.w4(`${registry}: token server ${url.host} unreachable`, {
                host: registry,
                cause,
            });
        });
        const text = await (0,http_transport/* readBody */.x8)(response, 1024 * 1024);
        if (response.status !== 200) {
            const rejected = credentials && (response.status === 401 || response.status === 403);
            throw new errors/* RegistryAuthError */.w4(`${rejected ? `credentials for ${registry} rejected: ` : `${registry}: `}token server ${url.host} refused ${scopes.join(' ')} (${response.status}${credentials ? ', with credentials' : ', anonymous'})`, { host: registry, status: response.status });
        }
        const parsed = tokenAnswerSchema.safeParse((0,parse_json/* parseJsonOrUndefined */.r)(text.toString('utf8')));
        const token = parsed.success ? (parsed.data.token ?? parsed.data.access_token) : undefined;
        if (!token) {
            throw new errors/* RegistryAuthError */.w4(`${registry}: token server ${url.host} answered without a token`, {
                host: registry,
            });
        }
        this.options.logger.addSecret(token);
        const seconds = (parsed.success && parsed.data.expires_in) || defaultTokenSeconds;
        const authorization = `Bearer ${token}`;
        const cached = {
            scopes,
            authorization,
            expiresAt: this.options.now() + seconds * 1000 * tokenLifeUsed,
        };
        this.tokens.set(registry, [...(this.tokens.get(registry) ?? []), cached]);
        this.options.logger.debug(`${registry}: token for ${scopes.join(' ')} (${seconds}s)`);
        return authorization;
    }
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


/***/ }),

/***/ 21826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bj: () => (/* binding */ sha256Of),
/* harmony export */   Do: () => (/* binding */ DigestVerifier),
/* harmony export */   FL: () => (/* binding */ DigestCheck),
/* harmony export */   sU: () => (/* binding */ digestHex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37525);



const sha256Digest = /^sha256:([a-f0-9]{64})$/;
function sha256Of(bytes) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}`;
}
/** The hex part of a sha256 digest; anything else (sha512, junk) is refused, since every check here is sha256. */
function digestHex(digest) {
    const match = sha256Digest.exec(digest);
    if (!match)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageFormatError */ .Dx(`unsupported digest "${digest}": only sha256 is supported`);
    return match[1];
}
/**
 * The sha256 and length of content seen piece by piece, checked at the end against the digest it was addressed
 * by. With `expectedSize`, a length that differs fails too (at once when the content runs over): a declared
 * Content-Length must be exact.
 */
class DigestCheck {
    what;
    expected;
    context;
    expectedSize;
    hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    length = 0;
    constructor(what, expected, context = {}, expectedSize) {
        this.what = what;
        this.expected = expected;
        this.context = context;
        this.expectedSize = expectedSize;
        digestHex(expected);
    }
    /** Throws (ImageFormatError) as soon as the content runs over its size. */
    update(chunk) {
        this.hash.update(chunk);
        this.length += chunk.length;
        if (this.expectedSize !== undefined && this.length > this.expectedSize)
            throw this.sizeError();
    }
    /** The byte count; throws DigestMismatchError or ImageFormatError when the content is not the one expected. */
    finish() {
        const actual = `sha256:${this.hash.digest('hex')}`;
        if (actual !== this.expected)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .DigestMismatchError */ .h(this.what, this.expected, actual, this.context);
        if (this.expectedSize !== undefined && this.length !== this.expectedSize)
            throw this.sizeError();
        return this.length;
    }
    sizeError() {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageFormatError */ .Dx(`${this.what}: content is ${this.length}${this.length > this.expectedSize ? '+' : ''} bytes, expected ${this.expectedSize}`, this.context);
    }
}
/**
 * Passes bytes through unchanged and fails the stream at its end when they are not the content expected
 * (DigestCheck), so a consumer that reaches `end` has verified content.
 */
class DigestVerifier extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Transform {
    check;
    constructor(check) {
        super();
        this.check = check;
    }
    _transform(chunk, _encoding, callback) {
        try {
            this.check.update(chunk);
        }
        catch (error) {
            callback(error);
            return;
        }
        callback(null, chunk);
    }
    _flush(callback) {
        try {
            this.check.finish();
        }
        catch (error) {
            callback(error);
            return;
        }
        callback();
    }
}


/***/ }),

/***/ 62063:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ parseImageConfig),
/* harmony export */   L8: () => (/* binding */ imageConfigSchema),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   TM: () => (/* binding */ descriptorSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37525);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18100);



const platformSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    os: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    architecture: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    variant: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    'os.version': zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    'os.features': zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
const descriptorSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mediaType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    digest: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    urls: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    annotations: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    platform: platformSchema.optional(),
});
const imageManifestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2),
    mediaType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    config: descriptorSchema,
    layers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(descriptorSchema),
    annotations: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
const imageIndexSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2),
    mediaType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    manifests: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(descriptorSchema),
    annotations: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
const stringListSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).nullish();
/** The parts of an image config this project reads; the rest is kept as is. */
const imageConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    architecture: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    os: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    variant: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    created: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
        Env: stringListSchema,
        Cmd: stringListSchema,
        Entrypoint: stringListSchema,
        Labels: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).nullish(),
        WorkingDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .nullish(),
    rootfs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), diff_ids: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
});
function parseJson(bytes, schema, where) {
    let data;
    try {
        data = JSON.parse(bytes.toString('utf8'));
    }
    catch (cause) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${where}: not valid JSON`, { cause });
    }
    const result = schema.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || '(root)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${where}: field ${field}: ${issue?.message ?? 'invalid'}`, {
            cause: result.error,
        });
    }
    return result.data;
}
/**
 * Parses a manifest or an index. The media type comes from the response's Content-Type; when a registry
 * sends a generic one, the document's own `mediaType` field decides.
 */
function parseManifest(bytes, contentType, where) {
    let mediaType = contentType.split(';')[0].trim();
    if (!(0,_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .isIndexMediaType */ .$$)(mediaType) && !(0,_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .isManifestMediaType */ .CM)(mediaType)) {
        const declared = parseJson(bytes, zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({ mediaType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }), where).mediaType;
        if (!declared || (!(0,_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .isIndexMediaType */ .$$)(declared) && !(0,_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .isManifestMediaType */ .CM)(declared))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${where}: unsupported manifest media type "${declared ?? mediaType}" (expected OCI or Docker v2 schema 2)`);
        }
        mediaType = declared;
    }
    if ((0,_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .isIndexMediaType */ .$$)(mediaType)) {
        return { kind: 'index', mediaType, index: parseJson(bytes, imageIndexSchema, where) };
    }
    return { kind: 'manifest', mediaType, manifest: parseJson(bytes, imageManifestSchema, where) };
}
function parseImageConfig(bytes, where) {
    return parseJson(bytes, imageConfigSchema, where);
}


/***/ }),

/***/ 18100:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ isIndexMediaType),
/* harmony export */   CM: () => (/* binding */ isManifestMediaType),
/* harmony export */   mI: () => (/* binding */ MediaTypes),
/* harmony export */   oi: () => (/* binding */ acceptedManifestTypes)
/* harmony export */ });
/** Media types of the OCI image spec and of Docker's v2 schema 2, the two formats registries serve today. */
const MediaTypes = {
    ociManifest: 'application/vnd.oci.image.manifest.v1+json',
    ociIndex: 'application/vnd.oci.image.index.v1+json',
    ociConfig: 'application/vnd.oci.image.config.v1+json',
    ociLayer: 'application/vnd.oci.image.layer.v1.tar',
    ociLayerGzip: 'application/vnd.oci.image.layer.v1.tar+gzip',
    ociLayerZstd: 'application/vnd.oci.image.layer.v1.tar+zstd',
    ociLayerNondistributable: 'application/vnd.oci.image.layer.nondistributable.v1.tar',
    ociLayerNondistributableGzip: 'application/vnd.oci.image.layer.nondistributable.v1.tar+gzip',
    ociLayout: 'application/vnd.oci.layout.header.v1+json',
    dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
    dockerManifestList: 'application/vnd.docker.distribution.manifest.list.v2+json',
    dockerConfig: 'application/vnd.docker.container.image.v1+json',
    dockerLayerGzip: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
    dockerForeignLayerGzip: 'application/vnd.docker.image.rootfs.foreign.diff.tar.gzip',
};
const manifestMediaTypes = [MediaTypes.ociManifest, MediaTypes.dockerManifest];
const indexMediaTypes = [MediaTypes.ociIndex, MediaTypes.dockerManifestList];
/** What a pull asks for: both formats, manifests and indexes (never the deprecated schema 1). */
const acceptedManifestTypes = [...indexMediaTypes, ...manifestMediaTypes];
function isIndexMediaType(mediaType) {
    return indexMediaTypes.includes(mediaType);
}
function isManifestMediaType(mediaType) {
    return manifestMediaTypes.includes(mediaType);
}


/***/ }),

/***/ 94126:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ parseJsonOrUndefined)
/* harmony export */ });
/** JSON from a registry or a cache file, or undefined when it is not JSON: the caller's schema check then says what is wrong. */
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 93337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ formatPlatform),
/* harmony export */   FL: () => (/* binding */ parsePlatform),
/* harmony export */   J5: () => (/* binding */ platformMatches),
/* harmony export */   Ng: () => (/* binding */ platformKey),
/* harmony export */   nx: () => (/* binding */ defaultPlatform),
/* harmony export */   ol: () => (/* binding */ hostPlatform)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

const nodeArchitectures = {
    x64: 'amd64',
    arm64: 'arm64',
    arm: 'arm',
    ppc64: 'ppc64le',
    s390x: 's390x',
    riscv64: 'riscv64',
};
/** The platform this process runs on, in OCI names. */
function hostPlatform() {
    return { os: process.platform, architecture: nodeArchitectures[process.arch] ?? process.arch };
}
/** Cluster images run on Linux: on a macOS or Windows runner the default is still linux/<this architecture>. */
function defaultPlatform() {
    return { os: 'linux', architecture: hostPlatform().architecture };
}
// Go's GOOS and GOARCH values that images are published for; a typo (`amd46`) would build an image nothing runs.
const KNOWN_OS = ['linux', 'windows', 'darwin', 'freebsd'];
const KNOWN_ARCHITECTURES = [
    'amd64',
    'arm64',
    'arm',
    '386',
    'ppc64le',
    's390x',
    'riscv64',
    'mips64le',
    'loong64',
];
const VARIANT = /^v[0-9]+$/;
function parsePlatform(text) {
    const parts = text.trim().split('/');
    if (parts.length < 2 || parts.length > 3 || parts.some((p) => p === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`platform "${text}": expected os/architecture[/variant], e.g. linux/amd64`);
    }
    const [os, architecture, variant] = parts;
    if (!KNOWN_OS.includes(os))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`platform "${text}": unknown os "${os}" (${KNOWN_OS.join(', ')})`);
    if (!KNOWN_ARCHITECTURES.includes(architecture))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`platform "${text}": unknown architecture "${architecture}" (${KNOWN_ARCHITECTURES.join(', ')})`);
    if (variant !== undefined && !VARIANT.test(variant))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`platform "${text}": variant "${variant}" is not v5, v6, v7, v8…`);
    return { os, architecture, ...(variant && { variant }) };
}
/** The platform as one word of a file name or a cache key: `linux-arm64-v8`. */
function platformKey(platform) {
    return [platform.os, platform.architecture, platform.variant].filter(Boolean).join('-');
}
function formatPlatform(platform) {
    return [platform.os, platform.architecture, platform.variant].filter(Boolean).join('/');
}
// An image that names no variant has the architecture's default one (the OCI/containerd convention).
function normalisedVariant(architecture, variant) {
    if (variant)
        return variant;
    if (architecture === 'arm64')
        return 'v8';
    if (architecture === 'arm')
        return 'v7';
    return undefined;
}
/** Does an image built for `candidate` run on `wanted`? A wanted platform without a variant accepts any. */
function platformMatches(wanted, candidate) {
    if (wanted.os !== candidate.os || wanted.architecture !== candidate.architecture)
        return false;
    if (!wanted.variant)
        return true;
    return (normalisedVariant(wanted.architecture, wanted.variant) ===
        normalisedVariant(candidate.architecture, candidate.variant));
}


/***/ }),

/***/ 59517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ resolveImage),
/* harmony export */   HO: () => (/* binding */ selectPlatformManifest),
/* harmony export */   as: () => (/* binding */ readSmallStream)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37525);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62063);
/* harmony import */ var _platform_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93337);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38033);




const configSizeLimit = 8 * 1024 * 1024;
// Build attestations sit in indexes as `unknown/unknown` manifests; they are never a platform's image.
function isAttestation(descriptor) {
    return descriptor.annotations?.['vnd.docker.reference.type'] === 'attestation-manifest';
}
/** The index entry for `platform`; the error lists what the index has. */
function selectPlatformManifest(index, platform, where) {
    const candidates = index.manifests.filter((m) => m.platform && !isAttestation(m));
    const found = candidates.find((m) => (0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .platformMatches */ .J5)(platform, m.platform));
    if (found)
        return found;
    const offered = candidates.map((m) => (0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPlatform */ .Bq)(m.platform)).join(', ') || 'no platforms';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${where}: no image for ${(0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPlatform */ .Bq)(platform)} (the index has ${offered})`);
}
/** Reads a small stream (a config blob) into memory, refusing more than `limit` bytes. */
async function readSmallStream(stream, limit, what) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        size += chunk.length;
        if (size > limit) {
            stream.destroy();
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${what} is larger than ${limit} bytes`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
/**
 * Resolves a reference to the image for `platform`: an index picks the platform's manifest; a plain manifest
 * must have a config for that platform (an image without os/architecture in its config is accepted).
 */
async function resolveImage(client, ref, platform, 
/** A config already at hand (a local store), so that a repeated pull fetches no blob. */
knownConfig) {
    const where = (0,_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .formatReference */ .FH)(ref);
    const top = await client.getManifest(ref);
    let answer = top;
    let parsed = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)(top.bytes, top.mediaType, `manifest ${where}`);
    if (parsed.kind === 'index') {
        const entry = selectPlatformManifest(parsed.index, platform, `index ${where}`);
        answer = await client.getManifest((0,_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .withDigest */ .hQ)(ref, entry.digest));
        parsed = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)(answer.bytes, answer.mediaType, `manifest ${where}@${entry.digest}`);
        if (parsed.kind === 'index') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`index ${where}: the ${(0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPlatform */ .Bq)(platform)} entry is itself an index`);
        }
    }
    const manifest = parsed.manifest;
    const configBytes = (await knownConfig?.(manifest.config.digest)) ??
        (await readSmallStream(await client.fetchBlob(ref, manifest.config.digest, manifest.config.size), configSizeLimit, `config ${manifest.config.digest} of ${where}`));
    const config = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseImageConfig */ .FB)(configBytes, `config of ${where}`);
    if (config.os && config.architecture) {
        const own = {
            os: config.os,
            architecture: config.architecture,
            ...(config.variant && { variant: config.variant }),
        };
        if (!(0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .platformMatches */ .J5)(platform, own)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ImageFormatError */ .Dx(`${where} is a single-platform image for ${(0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPlatform */ .Bq)(own)}, not ${(0,_platform_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPlatform */ .Bq)(platform)}`, { host: ref.registry });
        }
    }
    return {
        reference: ref,
        topDigest: top.digest,
        manifestDigest: answer.digest,
        manifestMediaType: answer.mediaType,
        manifestBytes: answer.bytes,
        manifest,
        configBytes,
        config,
        platform,
    };
}


/***/ }),

/***/ 20327:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ pushBlob),
/* harmony export */   Ym: () => (/* binding */ openBlob),
/* harmony export */   e_: () => (/* binding */ fillFrom),
/* harmony export */   is: () => (/* binding */ hasBlob),
/* harmony export */   rk: () => (/* binding */ DEFAULT_MONOLITHIC_LIMIT),
/* harmony export */   sZ: () => (/* binding */ fetchBlob)
/* harmony export */ });
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var _auth_authenticator_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70976);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21826);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37525);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38033);
/* harmony import */ var _direct_http_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91075);
/* harmony import */ var _http_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(35646);








/** Blobs up to this size are uploaded by one PUT, larger ones by a streaming PATCH. */
const DEFAULT_MONOLITHIC_LIMIT = 8 * 1024 * 1024;
/** `location` + `digest=...`, whatever query the registry already put on its upload URL. */
function withQuery(url, key, value) {
    const next = new URL(url);
    next.searchParams.set(key, value);
    return next;
}
async function hasBlob(transport, ref, digest) {
    return blobExists(transport, ref, digest, [(0,_auth_authenticator_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryScope */ .F)(ref.repository, 'pull')]);
}
/**
 * A download as the fill of a file written piece by piece (`writeChunksAtomically`): each piece to `write`, its
 * size to `onBytes` (progress).
 */
function fillFrom(download, onBytes) {
    return (write) => download.readInto((chunk) => {
        write(chunk);
        onBytes?.(chunk.length);
    });
}
/** GET of a blob (redirects to blob storage followed without credentials); `direct`: read by DirectBody. */
async function requestBlob(transport, ref, digest, size, direct) {
    (0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .digestHex */ .sU)(digest);
    const response = await transport.call({
        ref,
        method: 'GET',
        url: transport.url(ref, `blobs/${digest}`),
        what: `GET blob ${digest}`,
        scopes: [(0,_auth_authenticator_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryScope */ .F)(ref.repository, 'pull')],
        retry: true,
        followRedirects: true,
        direct,
    });
    if (response.status !== 200)
        throw await transport.failure(response, ref, `GET blob ${digest}`);
    const check = new _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DigestCheck */ .FL(`blob ${digest} of ${(0,_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .referenceName */ .z$)(ref)}`, digest, { host: ref.registry }, size);
    return { body: response.body, check };
}
/**
 * The content of a blob as a stream that fails (DigestMismatchError) when it does not hash to `digest`, and
 * with `size` (the descriptor's) as soon as it runs over it: a registry cannot fill the disk with a blob
 * larger than the manifest says. Retries happen before the body starts.
 */
async function fetchBlob(transport, ref, digest, size) {
    const { body, check } = await requestBlob(transport, ref, digest, size, false);
    // Errors of either side reach whoever reads the verifier; nothing to do here.
    return (0,node_stream__WEBPACK_IMPORTED_MODULE_0__.pipeline)(body, new _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DigestVerifier */ .Do(check), () => { });
}
/**
 * fetchBlob for a reader that takes the content piece by piece (a file). A blob of `directMinimum` bytes or
 * more comes on a connection of its own with no stream stage and no copy (direct-http.ts): for a large blob
 * the copies cost more than a new connection. Smaller ones come over the kept-alive connections.
 */
async function openBlob(transport, ref, digest, size, directMinimum) {
    const direct = size >= directMinimum;
    const { body, check } = await requestBlob(transport, ref, digest, size, direct);
    const read = (chunk, sink) => {
        check.update(chunk);
        sink(chunk);
    };
    return {
        readInto: async (sink) => {
            if (body instanceof _direct_http_js__WEBPACK_IMPORTED_MODULE_6__/* .DirectBody */ .m)
                await body.consume((chunk) => read(chunk, sink));
            else
                for await (const chunk of body)
                    read(chunk, sink);
            return check.finish();
        },
    };
}
/**
 * Pushes a blob unless the repository has it: a cross-repository mount from `mountFrom` (same registry)
 * when possible, else an upload — one PUT for small blobs, a streaming PATCH then PUT for large ones. The
 * content is hashed while it is sent; a mismatch aborts the upload with DigestMismatchError.
 */
async function pushBlob(transport, ref, blob, options = {}) {
    (0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .digestHex */ .sU)(blob.digest);
    const pushScope = (0,_auth_authenticator_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryScope */ .F)(ref.repository, 'pull,push');
    if (await blobExists(transport, ref, blob.digest, [pushScope]))
        return 'exists';
    let location;
    const sources = (options.mountFrom ?? []).filter((from) => from !== ref.repository);
    for (const [i, from] of sources.entries()) {
        const url = transport.url(ref, 'blobs/uploads/');
        url.searchParams.set('mount', blob.digest);
        url.searchParams.set('from', from);
        const response = await transport.call({
            ref,
            method: 'POST',
            url,
            what: `mount blob ${blob.digest} from ${from}`,
            scopes: [pushScope, (0,_auth_authenticator_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryScope */ .F)(from, 'pull')],
            headers: { 'Content-Length': '0' },
            retry: true,
        });
        if (response.status !== 201 && response.status !== 202) {
            throw await transport.failure(response, ref, `mount blob ${blob.digest} from ${from}`);
        }
        (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(response);
        if (response.status === 201)
            return 'mounted';
        // 202: the source lacks the blob and the registry opened an upload instead; use the last one.
        const opened = transport.location(response, ref);
        if (i < sources.length - 1)
            await cancelUpload(transport, ref, opened, pushScope);
        else
            location = opened;
    }
    for (let attempt = 0;; attempt++) {
        try {
            await upload(transport, ref, blob, location, pushScope, options.monolithicUploadLimit ?? DEFAULT_MONOLITHIC_LIMIT);
            return 'uploaded';
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RegistryError */ .gl && error.temporary) || attempt >= transport.retries)
                throw error;
            transport.logger.warn(`${(0,_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .referenceName */ .z$)(ref)}: upload of ${blob.digest} failed (${error.message}); retrying`);
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(transport.retryDelayMs * 2 ** attempt);
            location = undefined;
        }
    }
}
async function blobExists(transport, ref, digest, scopes) {
    const response = await transport.call({
        ref,
        method: 'HEAD',
        url: transport.url(ref, `blobs/${digest}`),
        what: `HEAD blob ${digest}`,
        scopes,
        retry: true,
        followRedirects: true,
    });
    if (response.status !== 200 && response.status !== 404)
        throw await transport.failure(response, ref, `HEAD blob ${digest}`);
    (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(response);
    return response.status === 200;
}
async function upload(transport, ref, blob, opened, scope, monolithicLimit) {
    let location = opened;
    if (!location) {
        const started = await transport.call({
            ref,
            method: 'POST',
            url: transport.url(ref, 'blobs/uploads/'),
            what: `start upload of ${blob.digest}`,
            scopes: [scope],
            headers: { 'Content-Length': '0' },
            retry: true,
        });
        if (started.status !== 202)
            throw await transport.failure(started, ref, `start upload of ${blob.digest}`);
        (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(started);
        location = transport.location(started, ref);
    }
    const verified = () => (0,node_stream__WEBPACK_IMPORTED_MODULE_0__.pipeline)(blob.open(), new _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DigestVerifier */ .Do(new _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DigestCheck */ .FL(`blob ${blob.digest} pushed to ${(0,_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .referenceName */ .z$)(ref)}`, blob.digest, { host: ref.registry }, blob.size)), () => { });
    const octets = 'application/octet-stream';
    if (blob.size > monolithicLimit) {
        // distribution 2.8 takes a PATCH without Content-Range as the whole stream, in one request.
        const patched = await transport.call({
            ref,
            method: 'PATCH',
            url: location,
            what: `upload ${blob.digest}`,
            scopes: [scope],
            headers: { 'Content-Type': octets },
            body: verified,
            retry: false,
        });
        if (patched.status !== 202)
            throw await transport.failure(patched, ref, `upload ${blob.digest}`);
        (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(patched);
        location = transport.location(patched, ref);
    }
    const monolithic = blob.size <= monolithicLimit;
    const finished = await transport.call({
        ref,
        method: 'PUT',
        url: withQuery(location, 'digest', blob.digest),
        what: `finish upload of ${blob.digest}`,
        scopes: [scope],
        headers: monolithic
            ? { 'Content-Type': octets, 'Content-Length': String(blob.size) }
            : { 'Content-Length': '0' },
        ...(monolithic ? { body: verified } : {}),
        retry: !monolithic,
    });
    if (finished.status !== 201)
        throw await transport.failure(finished, ref, `finish upload of ${blob.digest}`);
    (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(finished);
    transport.checkAnsweredDigest(finished, ref, blob.digest, `blob ${blob.digest}`);
}
async function cancelUpload(transport, ref, location, scope) {
    const response = await transport
        .call({
        ref,
        method: 'DELETE',
        url: location,
        what: 'cancel upload',
        scopes: [scope],
        retry: false,
    })
        .catch(() => undefined);
    if (response)
        (0,_http_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .discard */ .vf)(response);
}


/***/ }),

/***/ 91075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ sendDirect),
/* harmony export */   m: () => (/* binding */ DirectBody)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41692);



/**
 * HTTP/1.1 for blob GETs, on a socket of its own (`Connection: close`), read into one reused 1 MiB buffer.
 * node:http copies every body chunk the socket gives (~64 KiB) into a fresh buffer and hands it through
 * stream stages; for a 400 MB pull that work on the main thread cost more than the transfer itself
 * (bench/RESULTS.md §6c). Here a body is either read as a stream (a copy of each read, for error and
 * redirect answers and stream consumers) or handed to a sink read by read, with no copy (`consume`).
 */
const readBufferSize = 1024 * 1024;
const headerLimit = 64 * 1024;
const chunkLineLimit = 4096;
/**
 * A response body. Read it as a stream, or call `consume(sink)` once: every later piece goes to `sink`
 * synchronously, and `sink` must not keep it (the buffer is read into again). The socket is closed at the end.
 */
class DirectBody extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable {
    framing;
    closeSocket;
    sink;
    complete = false;
    settled;
    // Chunked framing: what the decoder is reading, the rest of the current chunk, a line being gathered.
    chunkState = 'size';
    chunkLeft = 0;
    line = '';
    /** Whether the socket should go on reading: not before a reader asks (a stream read, or `consume`). */
    wantsData = false;
    onWantData = () => { };
    constructor(framing, closeSocket) {
        super({ highWaterMark: readBufferSize });
        this.framing = framing;
        this.closeSocket = closeSocket;
        // A failure before anyone reads (the head and the start of the body come in one read) is not lost: a
        // reader that comes later finds the body destroyed with it; `consume` rejects with it.
        this.on('error', () => { });
        if (framing.kind === 'none' || (framing.kind === 'length' && framing.remaining === 0))
            this.finish();
    }
    /** Hands every piece of the body to `sink` from now on; resolves at its end. */
    consume(sink) {
        if (this.sink)
            throw new Error('body already consumed');
        this.sink = sink;
        try {
            for (let chunk = this.read(); chunk !== null; chunk = this.read())
                sink(chunk);
        }
        catch (error) {
            this.destroy(error);
            return Promise.reject(error);
        }
        if (this.complete)
            return Promise.resolve();
        if (this.destroyed)
            return Promise.reject(this.errored ?? new Error('response body destroyed'));
        return new Promise((resolve, reject) => {
            this.settled = { resolve, reject };
            this.wantsData = true;
            this.onWantData();
        });
    }
    /** Bytes of the body as they came off the socket (a view of the read buffer); false: stop reading. */
    feed(data) {
        if (this.complete || this.destroyed)
            return false;
        try {
            if (this.framing.kind === 'chunked')
                this.unchunk(data);
            else if (this.framing.kind === 'length') {
                const piece = data.subarray(0, this.framing.remaining);
                this.framing.remaining -= piece.length;
                this.deliver(piece);
                if (this.framing.remaining === 0)
                    this.finish();
            }
            else if (this.framing.kind === 'close')
                this.deliver(data);
        }
        catch (error) {
            this.fail(error);
            return false;
        }
        return this.wantsData && !this.complete;
    }
    /** The connection closed (or failed): the end of a body read to close, else cut short. */
    connectionClosed(error) {
        if (this.complete || this.destroyed)
            return;
        if (!error && this.framing.kind === 'close') {
            this.finish();
            return;
        }
        const left = this.framing.kind === 'length' ? ` (${this.framing.remaining} bytes missing)` : '';
        this.fail(error ?? new Error(`connection closed before the end of the response body${left}`));
    }
    _read() {
        if (this.sink || this.wantsData)
            return;
        this.wantsData = true;
        this.onWantData();
    }
    _destroy(error, callback) {
        if (!this.complete)
            this.closeSocket();
        if (!this.complete)
            this.settled?.reject(error ?? new Error('response body destroyed'));
        callback(error);
    }
    deliver(piece) {
        if (piece.length === 0)
            return;
        if (this.sink)
            this.sink(piece);
        else if (!this.push(Buffer.from(piece)))
            this.wantsData = false;
    }
    finish() {
        this.complete = true;
        this.closeSocket();
        if (this.sink) {
            this.settled?.resolve();
            // Nothing reads a sunk body's end: destroyed here, so that 'close' says it is done.
            this.destroy();
        }
        else
            this.push(null);
    }
    fail(error) {
        this.destroy(error);
    }
    unchunk(data) {
        let at = 0;
        while (at < data.length && !this.complete) {
            if (this.chunkState === 'data') {
                const piece = data.subarray(at, at + this.chunkLeft);
                at += piece.length;
                this.chunkLeft -= piece.length;
                this.deliver(piece);
                if (this.chunkLeft === 0)
                    this.chunkState = 'data-end';
                continue;
            }
            const newline = data.indexOf(10, at);
            const end = newline < 0 ? data.length : newline;
            this.line += data.toString('latin1', at, end);
            if (this.line.length > chunkLineLimit)
                throw new Error('chunked response: line too long');
            if (newline < 0)
                return;
            at = newline + 1;
            const line = this.line.replace(/\r$/, '');
            this.line = '';
            if (this.chunkState === 'size') {
                const size = /^([0-9a-fA-F]{1,12})(?:[ \t]*;.*)?$/.exec(line)?.[1];
                if (size === undefined)
                    throw new Error(`chunked response: bad chunk size line "${line.slice(0, 80)}"`);
                this.chunkLeft = Number.parseInt(size, 16);
                this.chunkState = this.chunkLeft === 0 ? 'trailer' : 'data';
            }
            else if (this.chunkState === 'data-end') {
                if (line !== '')
                    throw new Error('chunked response: chunk longer than its size');
                this.chunkState = 'size';
            }
            else if (line === '') {
                this.finish();
            }
        }
    }
}
function framingOf(method, status, headers) {
    if (method === 'HEAD' || status < 200 || status === 204 || status === 304)
        return { kind: 'none' };
    const encoding = headers['transfer-encoding'];
    if (typeof encoding === 'string') {
        if (/(?:^|,)\s*chunked\s*$/i.test(encoding))
            return { kind: 'chunked' };
        return { kind: 'close' };
    }
    const length = headers['content-length'];
    if (typeof length === 'string') {
        if (!/^\d{1,15}$/.test(length.trim()))
            throw new Error(`bad Content-Length "${length.slice(0, 40)}"`);
        return { kind: 'length', remaining: Number(length) };
    }
    return { kind: 'close' };
}
/** Status line and header fields; repeated fields joined as node:http does (set-cookie as a list). */
function parseHead(text) {
    const [statusLine = '', ...lines] = text.split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine);
    if (!match)
        throw new Error(`not an HTTP/1.1 response: "${statusLine.slice(0, 80)}"`);
    const headers = {};
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon <= 0)
            throw new Error(`bad header line "${line.slice(0, 80)}"`);
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        const previous = headers[name];
        if (name === 'set-cookie')
            headers[name] = [...(previous ?? []), value];
        else
            headers[name] = previous === undefined ? value : `${previous}, ${value}`;
    }
    return { status: Number(match[1]), headers };
}
function requestHead(request) {
    const fields = { Host: request.url.host, ...request.headers, Connection: 'close' };
    const lines = Object.entries(fields).map(([name, value]) => {
        // A CR or LF in a field would let a value start a header (or a request) of its own.
        if (/[\r\n]/.test(name) || /[\r\n]/.test(value) || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
            throw new Error(`invalid header ${JSON.stringify(name)}`);
        return `${name}: ${value}\r\n`;
    });
    return `${request.method} ${request.url.pathname}${request.url.search} HTTP/1.1\r\n${lines.join('')}\r\n`;
}
/** Sends a request without a body; resolves once the response head is in, its body still unread. */
function sendDirect(request) {
    const secure = request.url.protocol === 'https:';
    const host = request.url.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(request.url.port) || (secure ? 443 : 80);
    return new Promise((resolve, reject) => {
        const head = requestHead(request);
        let pendingHead;
        let body;
        const onread = {
            buffer: Buffer.allocUnsafe(readBufferSize),
            callback: (length, buffer) => {
                const data = buffer.subarray(0, length);
                if (body)
                    return body.feed(data);
                try {
                    return received(data);
                }
                catch (error) {
                    socket.destroy(error);
                    return false;
                }
            },
        };
        const options = { host, port, onread };
        const socket = secure
            ? node_tls__WEBPACK_IMPORTED_MODULE_2__.connect({
                ...options,
                ALPNProtocols: ['http/1.1'],
                ...(node_net__WEBPACK_IMPORTED_MODULE_0__.isIP(host) ? {} : { servername: host }),
            })
            : node_net__WEBPACK_IMPORTED_MODULE_0__.connect(options);
        // Everything before the body: the head is gathered (and kept short) until its blank line.
        // `data` is a view of the read buffer: only a head that spans reads is copied, to be completed.
        const received = (data) => {
            const all = pendingHead ? Buffer.concat([pendingHead, data]) : data;
            const end = all.indexOf('\r\n\r\n');
            if (end < 0) {
                if (all.length > headerLimit)
                    throw new Error(`response head larger than ${headerLimit} bytes`);
                pendingHead = Buffer.from(all);
                return true;
            }
            pendingHead = undefined;
            const parsed = parseHead(all.toString('latin1', 0, end));
            const rest = all.subarray(end + 4);
            // Interim answers (100 Continue, 103 Early Hints) come before the real one.
            if (parsed.status < 200)
                return rest.length === 0 || received(rest);
            body = new DirectBody(framingOf(request.method, parsed.status, parsed.headers), (error) => socket.destroy(error));
            body.onWantData = () => {
                if (!socket.destroyed)
                    socket.resume();
            };
            resolve({ status: parsed.status, headers: parsed.headers, body });
            return rest.length > 0 ? body.feed(rest) : false;
        };
        socket.setTimeout(request.idleTimeoutMs, () => {
            socket.destroy(new Error(`no data for ${request.idleTimeoutMs / 1000}s from ${request.url.host}`));
        });
        socket.on('error', (error) => {
            if (body)
                body.connectionClosed(error);
            else
                reject(error);
        });
        socket.on('close', () => {
            if (body)
                body.connectionClosed();
            else
                reject(new Error(`${request.url.host} closed the connection before answering`));
        });
        socket.write(head);
    });
}


/***/ }),

/***/ 35646:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G5: () => (/* binding */ HttpTransport),
  vf: () => (/* binding */ discard),
  x8: () => (/* binding */ readBody)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./.build/image/remote/direct-http.js
var direct_http = __webpack_require__(91075);
;// CONCATENATED MODULE: ./.build/image/remote/routed-agent.js

/**
 * A keep-alive HTTP agent whose sockets come from `route`. node:http expects a socket's methods on them; a
 * stream has no keep-alive, Nagle or timer of its own to set, so those are no-ops (an SSH channel's liveness
 * is the SSH connection's keep-alive).
 */
class RoutedAgent extends external_node_http_.Agent {
    route;
    constructor(route, maxSockets) {
        super({ keepAlive: true, maxSockets });
        this.route = route;
    }
    createConnection(options, callback) {
        const host = String(options.hostname ?? options.host ?? '').replace(/^\[(.*)\]$/, '$1');
        this.route(host, Number(options.port)).then((stream) => callback?.(null, socketLike(stream)), (error) => callback?.(error instanceof Error ? error : new Error(String(error)), undefined));
        return undefined;
    }
}
function socketLike(stream) {
    const noop = () => stream;
    return Object.assign(stream, {
        setKeepAlive: noop,
        setNoDelay: noop,
        setTimeout: noop,
        ref: noop,
        unref: noop,
        destroySoon: () => stream.destroy(),
    });
}

;// CONCATENATED MODULE: ./.build/image/remote/http-transport.js






/**
 * Keep-alive HTTP and HTTPS with a bounded number of sockets per host. With a `route`, every connection is the
 * route's and plain HTTP (the route is the secure part), and blob GETs are not direct (those open sockets).
 */
class HttpTransport {
    userAgent;
    idleTimeoutMs;
    route;
    httpAgent;
    httpsAgent;
    // Direct bodies not read to their end: their sockets are closed with the agents'.
    direct = new Set();
    constructor(maxSockets, userAgent, idleTimeoutMs = 120_000, route) {
        this.userAgent = userAgent;
        this.idleTimeoutMs = idleTimeoutMs;
        this.route = route;
        this.httpAgent = route
            ? new RoutedAgent(route, maxSockets)
            : new external_node_http_.Agent({ keepAlive: true, maxSockets });
        this.httpsAgent = new external_node_https_.Agent({ keepAlive: true, maxSockets });
    }
    send(request) {
        const secure = request.url.protocol === 'https:';
        if (secure && this.route)
            return Promise.reject(new Error(`${request.url.host}: only plain HTTP goes through a routed connection`));
        const headers = { 'User-Agent': this.userAgent, ...request.headers };
        if (Buffer.isBuffer(request.body))
            headers['Content-Length'] = String(request.body.length);
        if (request.direct && !this.route) {
            if (request.body !== undefined)
                throw new Error('a direct request has no body');
            const { method, url } = request;
            return (0,direct_http/* sendDirect */.E)({ method, url, headers, idleTimeoutMs: this.idleTimeoutMs }).then((answer) => {
                this.direct.add(answer.body);
                answer.body.once('close', () => this.direct.delete(answer.body));
                return { ...answer, url };
            });
        }
        return new Promise((resolve, reject) => {
            const options = { method: request.method, headers, agent: secure ? this.httpsAgent : this.httpAgent };
            const req = (secure ? external_node_https_ : external_node_http_).request(request.url, options, (res) => {
                resolve({ status: res.statusCode ?? 0, headers: res.headers, url: request.url, body: res });
            });
            req.setTimeout(this.idleTimeoutMs, () => {
                req.destroy(new Error(`no data for ${this.idleTimeoutMs / 1000}s from ${request.url.host}`));
            });
            req.on('error', reject);
            const body = request.body;
            if (body instanceof external_node_stream_.Readable) {
                // A failing source (e.g. a digest check) destroys the request, so the server never completes it.
                (0,promises_.pipeline)(body, req).catch((error) => {
                    req.destroy(error);
                    reject(error);
                });
            }
            else {
                req.end(body);
            }
        });
    }
    close() {
        this.httpAgent.destroy();
        this.httpsAgent.destroy();
        for (const body of this.direct)
            body.destroy();
    }
}
/** Reads a small body (a manifest, a config, an error document), refusing more than `limit` bytes. */
async function readBody(response, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > limit) {
            response.body.destroy();
            throw new Error(`${response.url.href}: response larger than ${limit} bytes`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
/** Drops an unwanted body so the keep-alive socket can be reused (a direct one's socket is closed). */
function discard(response) {
    if (response.body instanceof direct_http/* DirectBody */.m)
        response.body.destroy();
    else
        response.body.resume();
}


/***/ }),

/***/ 1721:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ RegistryClient)
});

// EXTERNAL MODULE: ./.build/image/errors.js
var errors = __webpack_require__(37525);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/errors.js
var _build_errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./.build/image/mirrors/registries-conf.js




class RegistriesConfError extends _build_errors/* UsageError */.eb {
}
const endpointSchema = schemas/* object */.Ikc({
    location: schemas/* string */.YjP().optional(),
    insecure: schemas/* boolean */.zMY().optional(),
    'pull-from-mirror': schemas/* string */.YjP().optional(),
});
const registrySchema = endpointSchema.extend({
    prefix: schemas/* string */.YjP().optional(),
    blocked: schemas/* boolean */.zMY().optional(),
    'mirror-by-digest-only': schemas/* boolean */.zMY().optional(),
    mirror: schemas/* array */.YOg(endpointSchema).optional(),
});
// Version 1: `[registries.search]`, `[registries.insecure]`, `[registries.block]`, each `registries = [...]`.
const v1ListSchema = schemas/* object */.Ikc({ registries: schemas/* array */.YOg(schemas/* string */.YjP()).optional() }).optional();
const fileSchema = schemas/* object */.Ikc({
    registry: schemas/* array */.YOg(registrySchema).optional(),
    registries: schemas/* object */.Ikc({ search: v1ListSchema, insecure: v1ListSchema, block: v1ListSchema }).optional(),
});
const pullFromMirrorValues = ['all', 'digest-only', 'tag-only'];
/**
 * Reads and checks a registries.conf; every error names the file (and the line, for TOML syntax). A drop-in
 * (`registries.conf.d/*.conf`) must be version 2, as containers/image `loadConfigFile(path, forceV2)` wants.
 */
async function readRegistriesConf(file, dropIn = false) {
    const text = await (0,promises_.readFile)(file, 'utf8').catch((cause) => {
        throw new RegistriesConfError(`registries.conf ${file} cannot be read: ${(0,_build_errors/* causeText */.xv)(cause)}`, {
            file,
            cause,
        });
    });
    return parseRegistriesConf(text, file, dropIn);
}
function parseRegistriesConf(text, file, dropIn = false) {
    const fail = (why, line) => {
        throw new RegistriesConfError(`registries.conf ${file}${line ? `:${line}` : ''}: ${why}`, {
            file,
            ...(line !== undefined && { line }),
        });
    };
    let document;
    try {
        document = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx)
            fail(`not valid TOML: ${error.message.split('\n')[0]}`, error.line);
        throw error;
    }
    const checked = fileSchema.safeParse(document);
    if (!checked.success) {
        const issue = checked.error.issues[0];
        fail(`${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'does not match the format'}`);
    }
    const data = checked.data;
    const v1 = data.registries;
    const v1Set = Boolean(v1?.search?.registries?.length || v1?.insecure?.registries?.length || v1?.block?.registries?.length);
    if (v1Set && dropIn)
        fail('a drop-in must be in the version 2 format ([[registry]]), not version 1');
    if (v1Set && data.registry?.length)
        fail('mixes the version 1 [registries.*] tables with version 2 [[registry]] tables');
    const raw = v1Set ? fromVersion1(v1 ?? {}) : (data.registry ?? []);
    const entries = raw.map((registry, index) => {
        const where = `[[registry]] #${index + 1}`;
        const location = parseLocation(registry.location ?? '', `${where} location`, fail);
        let prefix;
        if (!registry.prefix) {
            if (location === '')
                fail(`${where}: both location and prefix are unset`);
            prefix = location;
        }
        else {
            prefix = parseLocation(registry.prefix, `${where} prefix`, fail);
            if (!prefix.startsWith('*.') && location === '')
                fail(`${where}: location is unset and prefix "${prefix}" is not of the form *.example.com`);
        }
        if (registry['pull-from-mirror'] !== undefined)
            fail(`${where} (${prefix}): pull-from-mirror is for a [[registry.mirror]], not the registry itself`);
        const mirrors = (registry.mirror ?? []).map((mirror, m) => mirrorEndpoint(mirror, `${where} (${prefix}) mirror #${m + 1}`, registry, fail));
        return {
            prefix,
            file,
            location,
            insecure: registry.insecure ?? false,
            blocked: registry.blocked ?? false,
            mirrorByDigestOnly: registry['mirror-by-digest-only'] ?? false,
            mirrors,
        };
    });
    // The same registry listed twice must agree on insecure and blocked.
    const byRegistry = new Map();
    for (const entry of entries) {
        const key = entry.location || entry.prefix;
        const other = byRegistry.get(key);
        if (other && other.insecure !== entry.insecure)
            fail(`registry "${key}" is defined several times with conflicting insecure settings`);
        if (other && other.blocked !== entry.blocked)
            fail(`registry "${key}" is defined several times with conflicting blocked settings`);
        byRegistry.set(key, other ?? entry);
    }
    const byPrefix = new Map();
    for (const entry of entries)
        if (!byPrefix.has(entry.prefix))
            byPrefix.set(entry.prefix, entry);
    return { file, registries: sortedByPrefix(byPrefix) };
}
/** One `[[registry.mirror]]`, checked; `where` names it in errors. */
function mirrorEndpoint(mirror, where, registry, fail) {
    const location = parseLocation(mirror.location ?? '', `${where} location`, fail);
    if (location === '')
        fail(`${where}: location is unset`);
    const pullFrom = mirror['pull-from-mirror'];
    if (pullFrom !== undefined && registry['mirror-by-digest-only'])
        fail(`${where}: pull-from-mirror cannot be set when the registry has mirror-by-digest-only`);
    if (pullFrom !== undefined && !pullFromMirrorValues.includes(pullFrom))
        fail(`${where}: pull-from-mirror "${pullFrom}" is not one of ${pullFromMirrorValues.join(', ')}`);
    return {
        location,
        insecure: mirror.insecure ?? false,
        ...(pullFrom !== undefined && { pullFromMirror: pullFrom }),
    };
}
/**
 * containers/image `updateWithConfigurationFrom` over the main file and its drop-ins, in order: a drop-in's
 * `[[registry]]` replaces the whole entry of the same prefix, others are added; the result sorted by prefix.
 */
function mergeRegistriesConfs(confs) {
    const byPrefix = new Map();
    for (const conf of confs)
        for (const entry of conf.registries)
            byPrefix.set(entry.prefix, entry);
    return { file: confs.map((conf) => conf.file).join(', '), registries: sortedByPrefix(byPrefix) };
}
function sortedByPrefix(byPrefix) {
    return [...byPrefix.keys()].sort().map((prefix) => byPrefix.get(prefix));
}
/** containers/image `parseLocation`: trailing `/` dropped; a URL scheme refused. */
function parseLocation(input, what, fail) {
    const trimmed = input.replace(/\/+$/, '');
    if (trimmed.startsWith('http://') || trimmed.startsWith('https://'))
        fail(`${what} "${input}": URI schemes are not supported (write host[:port][/path])`);
    return trimmed;
}
/** containers/image `ConvertToV2`: each listed registry becomes an entry; insecure and blocked add to it. */
function fromVersion1(v1) {
    const entries = new Map();
    const entry = (location) => {
        const found = entries.get(location) ?? { location };
        entries.set(location, found);
        return found;
    };
    for (const location of v1.search?.registries ?? [])
        entry(location);
    for (const location of v1.insecure?.registries ?? [])
        entry(location).insecure = true;
    for (const location of v1.block?.registries ?? [])
        entry(location).blocked = true;
    return [...entries.values()];
}

;// CONCATENATED MODULE: ./.build/image/mirrors/find-registries-conf.js





function defaultRegistriesConfPaths(home = (0,external_node_os_.homedir)()) {
    return {
        userFile: (0,external_node_path_.join)(home, '.config', 'containers', 'registries.conf'),
        systemFile: '/etc/containers/registries.conf',
        userDropIns: (0,external_node_path_.join)(home, '.config', 'containers', 'registries.conf.d'),
        systemDropIns: '/etc/containers/registries.conf.d',
    };
}
/**
 * The registries.conf to honour, as containers/image `newConfigWrapperWithHomeDir` and `tryUpdatingCache`
 * find it:
 * - the file named (a flag or input), else `$CONTAINERS_REGISTRIES_CONF`, else `$REGISTRIES_CONFIG_PATH`
 *   (`pkg/cli/environment`): it must exist; drop-ins come from the system folder, then the user's;
 * - else the user's file when it exists, with the user's drop-in folder only;
 * - else the system file when it exists (none is no error), with the system folder's drop-ins, then the user's.
 * Drop-ins are the `*.conf` files directly in each folder, in name order; a missing folder is none. Each is
 * merged over what came before (`updateWithConfigurationFrom`). Undefined when no file is found at all.
 */
async function loadRegistriesConf(named, env = process.env, paths = defaultRegistriesConfPaths()) {
    const explicit = named || env.CONTAINERS_REGISTRIES_CONF || env.REGISTRIES_CONFIG_PATH;
    let main;
    let folders;
    if (explicit) {
        main = await readRegistriesConf(explicit);
        folders = [paths.systemDropIns, paths.userDropIns];
    }
    else if (await exists(paths.userFile)) {
        main = await readRegistriesConf(paths.userFile);
        folders = [paths.userDropIns];
    }
    else {
        if (await exists(paths.systemFile))
            main = await readRegistriesConf(paths.systemFile);
        folders = [paths.systemDropIns, paths.userDropIns];
    }
    const dropIns = [];
    for (const folder of folders)
        for (const file of await dropInFiles(folder))
            dropIns.push(await readRegistriesConf(file, true));
    const confs = [...(main ? [main] : []), ...dropIns];
    if (confs.length === 0)
        return undefined;
    return dropIns.length ? mergeRegistriesConfs(confs) : main;
}
/** containers/image `dropInConfigs`: entries of the folder (not below) whose name ends `.conf`, sorted. */
async function dropInFiles(folder) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(folder, { withFileTypes: true });
    }
    catch (cause) {
        if (cause.code === 'ENOENT')
            return [];
        throw new RegistriesConfError(`reading registries.conf.d ${folder}: ${(0,_build_errors/* causeText */.xv)(cause)}`, {
            file: folder,
            cause,
        });
    }
    return entries
        .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.conf'))
        .map((entry) => entry.name)
        .sort()
        .map((name) => (0,external_node_path_.join)(folder, name));
}
async function exists(file) {
    return (0,promises_.stat)(file).then(() => true, () => false);
}

// EXTERNAL MODULE: ./.build/image/reference.js
var image_reference = __webpack_require__(38033);
;// CONCATENATED MODULE: ./.build/image/mirrors/pull-sources.js


class BlockedRegistryError extends _build_errors/* UsageError */.eb {
}
/**
 * containers/image `refMatchingPrefix`: the length of `prefix` when `ref` (a name or a full reference) starts
 * with it and the next character ends a name part (`:`, `/`, `@`) or there is none; -1 otherwise. A
 * `*.example.com` prefix matches any subdomain of example.com in the host part.
 */
function matchingPrefixLength(ref, prefix) {
    if (prefix.startsWith('*.')) {
        const domain = prefix.slice(1);
        const index = ref.indexOf(domain);
        if (index < 0 || ref.slice(0, index).includes('/'))
            return -1;
        const end = index + domain.length;
        return end === ref.length || ':/@'.includes(ref[end]) ? end : -1;
    }
    if (ref.length < prefix.length || !ref.startsWith(prefix))
        return -1;
    if (ref.length === prefix.length)
        return prefix.length;
    return ':/@'.includes(ref[prefix.length]) ? prefix.length : -1;
}
/** containers/image `FindRegistry`: the entry with the longest prefix matching the image's name. */
function findRegistry(conf, ref) {
    const name = (0,image_reference/* referenceName */.z$)(ref);
    let found;
    for (const entry of conf.registries)
        if (matchingPrefixLength(name, entry.prefix) >= 0 && entry.prefix.length > (found?.prefix.length ?? 0))
            found = entry;
    return found;
}
/**
 * containers/image `PullSourcesFromReference`: the mirrors that apply to this reference (all, or by digest or
 * tag only as configured), then the registry's location, each with the reference rewritten (`location` +
 * what follows the prefix). Without a matching entry, the image's own registry. A source on a blocked
 * registry (found again by its rewritten name, as containers/image does) is dropped; when none is left, the
 * pull is refused naming the file.
 */
function pullSources(conf, ref) {
    const entry = conf && findRegistry(conf, ref);
    if (!conf || !entry)
        return [{ reference: ref, mirror: false, insecure: false }];
    const digested = ref.digest !== undefined;
    const mirrors = entry.mirrorByDigestOnly
        ? digested
            ? entry.mirrors
            : []
        : entry.mirrors.filter((mirror) => !(mirror.pullFromMirror === 'digest-only' && !digested) &&
            !(mirror.pullFromMirror === 'tag-only' && digested));
    const sources = [
        ...mirrors.map((mirror) => ({ endpoint: mirror, mirror: true })),
        { endpoint: entry, mirror: false },
    ].map(({ endpoint, mirror }) => ({
        reference: rewrite(ref, entry.prefix, endpoint.location, entry.file),
        mirror,
        insecure: endpoint.insecure,
    }));
    const open = sources.filter((source) => !findRegistry(conf, source.reference)?.blocked);
    if (open.length === 0)
        throw new BlockedRegistryError(`${(0,image_reference/* formatReference */.FH)(ref)}: registry ${entry.prefix} is blocked in ${entry.file}`, { file: entry.file, host: ref.registry });
    return open;
}
/** containers/image `rewriteReference`; the result must be a fully qualified reference as written. */
function rewrite(ref, prefix, location, file) {
    if (location === '')
        return ref;
    const text = (0,image_reference/* formatReference */.FH)(ref);
    const rewritten = location + text.slice(matchingPrefixLength(text, prefix));
    try {
        const parsed = (0,image_reference/* parseReference */.F2)(rewritten);
        if ((0,image_reference/* formatReference */.FH)(parsed) === rewritten)
            return parsed;
    }
    catch {
        // Reported below with the file that asked for it.
    }
    throw new _build_errors/* UsageError */.eb(`${(0,image_reference/* formatReference */.FH)(ref)}: ${file} rewrites it to "${rewritten}", which is not a fully qualified image reference`, { file });
}

;// CONCATENATED MODULE: ./.build/image/mirrors/pull-router.js




/**
 * Sends pulls where registries.conf says, as containers/image's docker transport does: the manifest is tried
 * at each source in order (mirrors first, then the location) and the first that answers serves the image;
 * its blobs then come from that same source. Pushes never go through here.
 */
class PullRouter {
    load;
    insecureHosts;
    logger;
    conf;
    // The logical repository (`docker.io/library/nginx`) → the source that served its last manifest.
    chosen = new Map();
    logged = new Set();
    constructor(load, 
    /** Hosts the transport may reach over plain HTTP; the conf's `insecure` endpoints are added to it. */
    insecureHosts, logger) {
        this.load = load;
        this.insecureHosts = insecureHosts;
        this.logger = logger;
    }
    /** Runs `attempt` on the sources for a manifest of `ref`, in order, until one succeeds. */
    async manifest(ref, attempt) {
        const conf = await this.loaded();
        const sources = pullSources(conf, ref);
        const failures = [];
        for (const source of sources) {
            try {
                const answer = await attempt(source.reference);
                this.chosen.set((0,image_reference/* referenceName */.z$)(ref), source.reference);
                this.report(ref, source, sources.length, conf);
                return answer;
            }
            catch (error) {
                failures.push({ source, error });
            }
        }
        const last = failures.at(-1);
        if (failures.length === 1)
            throw last.error;
        const mirrors = failures
            .slice(0, -1)
            .map(({ source, error }) => `[${(0,image_reference/* formatReference */.FH)(source.reference)}: ${error.message}]`);
        const message = `${(0,image_reference/* formatReference */.FH)(ref)}: ${last.error.message} (mirrors also failed: ${mirrors.join(' ')})`;
        const context = { host: ref.registry, cause: last.error };
        // Keeps the location's status, so that "not found" stays "not found" whatever the mirrors said.
        if (last.error instanceof errors/* RegistryError */.gl)
            throw new errors/* RegistryError */.gl(message, {
                ...context,
                ...(last.error.status !== undefined && { status: last.error.status }),
                diagnostics: [...last.error.diagnostics],
                temporary: last.error.temporary,
            });
        throw new _build_errors/* SealosError */.ei(message, {
            ...context,
            temporary: last.error instanceof _build_errors/* SealosError */.ei && last.error.temporary,
        });
    }
    /** The source a blob of `ref`'s repository comes from: the one that served its manifest. */
    async blob(ref, attempt) {
        const chosen = this.chosen.get((0,image_reference/* referenceName */.z$)(ref));
        if (chosen)
            return attempt({ registry: chosen.registry, repository: chosen.repository });
        return this.manifest(ref, attempt);
    }
    loaded() {
        this.conf ??= this.load().then((conf) => {
            for (const entry of conf?.registries ?? [])
                for (const endpoint of [entry, ...entry.mirrors])
                    if (endpoint.insecure && endpoint.location)
                        this.insecureHosts.push(endpoint.location.split('/')[0]);
            if (conf)
                this.logger.debug(`registries.conf: ${conf.file} (${conf.registries.length} registries)`);
            return conf;
        });
        return this.conf;
    }
    /** Once per repository and source; at info level when registries.conf had a say. */
    report(ref, source, tried, conf) {
        const key = `${(0,image_reference/* referenceName */.z$)(ref)} ${(0,image_reference/* referenceName */.z$)(source.reference)}`;
        if (this.logged.has(key))
            return;
        this.logged.add(key);
        const physical = (0,image_reference/* formatReference */.FH)(source.reference);
        if (!conf || (tried === 1 && physical === (0,image_reference/* formatReference */.FH)(ref))) {
            this.logger.debug(`${(0,image_reference/* formatReference */.FH)(ref)}: served by ${source.reference.registry}`);
            return;
        }
        this.logger.info(`${(0,image_reference/* formatReference */.FH)(ref)}: served by ${source.mirror ? 'mirror' : 'its location'} ${physical} (registries.conf ${findRegistry(conf, ref)?.file ?? conf.file})`);
    }
}

// EXTERNAL MODULE: ./.build/image/remote/blobs.js
var blobs = __webpack_require__(20327);
// EXTERNAL MODULE: ./.build/image/auth/authenticator.js + 1 modules
var authenticator = __webpack_require__(70976);
// EXTERNAL MODULE: ./.build/image/digest.js
var image_digest = __webpack_require__(21826);
// EXTERNAL MODULE: ./.build/image/manifest.js
var manifest = __webpack_require__(62063);
// EXTERNAL MODULE: ./.build/image/media-types.js
var media_types = __webpack_require__(18100);
// EXTERNAL MODULE: ./.build/image/remote/http-transport.js + 1 modules
var http_transport = __webpack_require__(35646);
;// CONCATENATED MODULE: ./.build/image/remote/manifests.js







const manifestSizeLimit = 4 * 1024 * 1024;
/** GET or HEAD of the manifest `ref` names, accepting every manifest and index type this client reads. */
function requestManifest(transport, ref, method) {
    const reference = (0,image_reference/* manifestReference */.Tn)(ref);
    return transport.call({
        ref,
        method,
        url: transport.url(ref, `manifests/${reference}`),
        what: `${method} manifest ${reference}`,
        scopes: [(0,authenticator/* repositoryScope */.F)(ref.repository, 'pull')],
        headers: { Accept: media_types/* acceptedManifestTypes */.oi.join(', ') },
        retry: true,
        followRedirects: true,
    });
}
/** A manifest or index, OCI or Docker v2 schema 2. Addressed by digest, the bytes are checked against it. */
async function getManifest(transport, ref) {
    const reference = (0,image_reference/* manifestReference */.Tn)(ref);
    const response = await requestManifest(transport, ref, 'GET');
    if (response.status !== 200)
        throw await transport.failure(response, ref, `GET manifest ${reference}`);
    const bytes = await (0,http_transport/* readBody */.x8)(response, manifestSizeLimit).catch((cause) => {
        throw new errors/* ImageFormatError */.Dx(`manifest ${(0,image_reference/* formatReference */.FH)(ref)}: ${cause.message}`, {
            host: ref.registry,
            cause,
        });
    });
    const digest = (0,image_digest/* sha256Of */.Bj)(bytes);
    const where = (0,image_reference/* formatReference */.FH)(ref);
    if (ref.digest && digest !== ref.digest) {
        throw new errors/* DigestMismatchError */.h(`manifest ${where}`, ref.digest, digest, { host: ref.registry });
    }
    const { mediaType } = (0,manifest/* parseManifest */.Ng)(bytes, String(response.headers['content-type'] ?? ''), `manifest ${where}`);
    return { mediaType, digest, bytes };
}
/**
 * The digest and media type a tag points at, by HEAD (no body, and not counted as a pull by Docker Hub).
 * Undefined when the manifest does not exist; `digest` undefined when the registry does not say it.
 */
async function headManifest(transport, ref) {
    const reference = (0,image_reference/* manifestReference */.Tn)(ref);
    const response = await requestManifest(transport, ref, 'HEAD');
    if (response.status === 404) {
        // Even a bodiless answer holds its connection until read; an unread one stalls the next requests.
        (0,http_transport/* discard */.vf)(response);
        return undefined;
    }
    if (response.status !== 200)
        throw await transport.failure(response, ref, `HEAD manifest ${reference}`);
    (0,http_transport/* discard */.vf)(response);
    const digest = response.headers['docker-content-digest'];
    const mediaType = response.headers['content-type'];
    return {
        ...(typeof digest === 'string' && { digest }),
        ...(mediaType && { mediaType: mediaType.split(';')[0].trim() }),
    };
}
/** Puts a manifest or index; the digest is the sha256 of exactly these bytes. */
async function putManifest(transport, ref, bytes, mediaType) {
    const digest = (0,image_digest/* sha256Of */.Bj)(bytes);
    if (ref.digest && ref.digest !== digest) {
        throw new errors/* DigestMismatchError */.h(`manifest for ${(0,image_reference/* formatReference */.FH)(ref)}`, ref.digest, digest, {
            host: ref.registry,
        });
    }
    const reference = ref.tag ?? digest;
    const response = await transport.call({
        ref,
        method: 'PUT',
        url: transport.url(ref, `manifests/${reference}`),
        what: `PUT manifest ${reference}`,
        scopes: [(0,authenticator/* repositoryScope */.F)(ref.repository, 'pull,push')],
        headers: { 'Content-Type': mediaType },
        body: bytes,
        retry: true,
    });
    if (response.status !== 201)
        throw await transport.failure(response, ref, `PUT manifest ${reference}`);
    (0,http_transport/* discard */.vf)(response);
    transport.checkAnsweredDigest(response, ref, digest, `manifest ${reference}`);
    return digest;
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./.build/image/remote/endpoint.js
/** Hosts where plain HTTP is acceptable without being told: the machine itself. */
function isLoopbackHost(host) {
    const name = hostName(host);
    return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
/** `host:port` → `host`; `[::1]:5000` → `::1`. */
function hostName(host) {
    if (host.startsWith('['))
        return host.slice(1, host.indexOf(']'));
    const colon = host.lastIndexOf(':');
    return colon > 0 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}
/**
 * The base URL of a registry's API. Docker Hub's API lives on registry-1.docker.io. Plain HTTP only for
 * loopback or a registry listed insecure (by `host:port`, or by host for any port); HTTPS otherwise.
 */
function registryBaseUrl(registry, insecureRegistries) {
    const apiHost = registry === 'docker.io' ? 'registry-1.docker.io' : registry;
    return new URL(`${allowsPlainHttp(registry, insecureRegistries) ? 'http' : 'https'}://${apiHost}`);
}
function allowsPlainHttp(host, insecureRegistries) {
    return (isLoopbackHost(host) || insecureRegistries.some((entry) => entry === host || entry === hostName(host)));
}

;// CONCATENATED MODULE: ./.build/image/remote/registry-transport.js







const errorBodyLimit = 64 * 1024;
const maxRedirects = 5;
const retryAfterCapMs = 30_000;
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
class RegistryTransport {
    logger;
    retries;
    retryDelayMs;
    http;
    auth;
    insecure;
    constructor(options) {
        this.logger = options.logger;
        this.retries = options.retries;
        this.retryDelayMs = options.retryDelayMs;
        this.insecure = options.insecureRegistries;
        this.http = new http_transport/* HttpTransport */.G5(options.concurrency + 2, options.userAgent, undefined, options.route);
        this.auth = new authenticator/* RegistryAuthenticator */.d({
            transport: this.http,
            logger: this.logger,
            ...(options.credentials && { credentials: options.credentials }),
            allowPlainHttp: (host) => allowsPlainHttp(host, this.insecure),
            now: options.now,
        });
    }
    close() {
        this.http.close();
    }
    /** `/v2/<repository>/<path>` on the registry of `ref`, HTTPS unless the registry is allowed plain HTTP. */
    url(ref, path) {
        return new URL(`/v2/${ref.repository}/${path}`, registryBaseUrl(ref.registry, this.insecure));
    }
    /** The Location an upload answer points at, resolved against the request. */
    location(response, ref) {
        const location = response.headers.location;
        if (!location) {
            throw new errors/* RegistryError */.gl(`${(0,image_reference/* referenceName */.z$)(ref)}: upload answer ${response.status} without a Location`, {
                host: ref.registry,
                status: response.status,
            });
        }
        return new URL(location, response.url);
    }
    async call(call) {
        for (let attempt = 0;; attempt++) {
            let response;
            try {
                response = await this.callOnce(call);
            }
            catch (error) {
                if (error instanceof _build_errors/* SealosError */.ei || !call.retry || attempt >= this.retries) {
                    throw error instanceof _build_errors/* SealosError */.ei
                        ? error
                        : new errors/* RegistryError */.gl(`${(0,image_reference/* referenceName */.z$)(call.ref)}: ${call.what}: ${error.message}`, {
                            host: call.ref.registry,
                            cause: error,
                        });
                }
                this.logger.debug(`${(0,image_reference/* referenceName */.z$)(call.ref)}: ${call.what}: ${error.message}; retrying`);
                await (0,external_node_timers_promises_.setTimeout)(this.retryDelayMs * 2 ** attempt);
                continue;
            }
            if (!call.retry || !(0,errors/* isTemporaryStatus */.wA)(response.status) || attempt >= this.retries)
                return response;
            (0,http_transport/* discard */.vf)(response);
            this.logger.debug(`${(0,image_reference/* referenceName */.z$)(call.ref)}: ${call.what}: ${response.status}; retrying`);
            await (0,external_node_timers_promises_.setTimeout)(this.backoff(response, attempt));
        }
    }
    backoff(response, attempt) {
        const retryAfter = Number(response.headers['retry-after']);
        if (Number.isFinite(retryAfter) && retryAfter >= 0)
            return Math.min(retryAfter * 1000, retryAfterCapMs);
        return this.retryDelayMs * 2 ** attempt;
    }
    async callOnce(call) {
        const registry = call.ref.registry;
        const send = (url, method, authorization) => this.http.send({
            method,
            url,
            headers: { ...call.headers, ...(authorization && { Authorization: authorization }) },
            ...(call.body !== undefined && { body: Buffer.isBuffer(call.body) ? call.body : call.body() }),
            ...(call.direct && { direct: true }),
        });
        let authorization = await this.auth.authorization(registry, call.scopes);
        let response = await send(call.url, call.method, authorization);
        if (response.status === 401) {
            (0,http_transport/* discard */.vf)(response);
            authorization = await this.auth.unauthorized(registry, response.headers['www-authenticate'], call.scopes, authorization);
            response = await send(call.url, call.method, authorization);
            if (response.status === 401) {
                const failure = await this.failure(response, call.ref, call.what);
                // A 401 to our own user and password: they are wrong, whatever the request was.
                if (authorization?.startsWith('Basic '))
                    throw new errors/* RegistryAuthError */.w4(`credentials for ${registry} rejected: ${failure.message}`, {
                        host: registry,
                        status: 401,
                        diagnostics: [...failure.diagnostics],
                    });
                throw failure;
            }
        }
        const origin = call.url.origin;
        let current = call.url;
        for (let hops = 0; call.followRedirects && isRedirect(response.status); hops++) {
            if (hops === maxRedirects)
                throw await this.failure(response, call.ref, `${call.what} (too many redirects)`);
            const target = this.location(response, call.ref);
            (0,http_transport/* discard */.vf)(response);
            // Once on HTTPS, never down to plain HTTP: the content would be readable and changeable on the way.
            if (current.protocol === 'https:' && target.protocol !== 'https:') {
                throw new errors/* RegistryError */.gl(`${(0,image_reference/* referenceName */.z$)(call.ref)}: ${call.what}: refused a redirect from HTTPS to ${target.protocol}//${target.host}`, { host: call.ref.registry, status: response.status, temporary: false });
            }
            current = target;
            // Blob storage behind a redirect is another party: it gets no registry credentials.
            response = await this.http.send({
                method: call.method === 'HEAD' ? 'HEAD' : 'GET',
                url: target,
                headers: {
                    ...call.headers,
                    ...(target.origin === origin && authorization && { Authorization: authorization }),
                },
                ...(call.direct && { direct: true }),
            });
        }
        return response;
    }
    /** The registry's error answer as a RegistryError: status, distribution code and message. */
    async failure(response, ref, what) {
        let diagnostics = [];
        let detail;
        const text = await (0,http_transport/* readBody */.x8)(response, errorBodyLimit).catch(() => Buffer.alloc(0));
        try {
            const parsed = JSON.parse(text.toString('utf8'));
            diagnostics = (parsed.errors ?? []).map(({ code, message }) => ({
                ...(typeof code === 'string' && { code }),
                ...(typeof message === 'string' && { message }),
            }));
            detail = diagnostics
                .map(({ code, message }) => [code, message].filter(Boolean).join(': '))
                .filter(Boolean)
                .join('; ');
        }
        catch {
            const type = response.headers['content-type'];
            detail = text.length === 0 ? '' : (0,_build_errors/* quotedBody */.dm)(text, typeof type === 'string' ? type : undefined);
        }
        const message = `${(0,image_reference/* referenceName */.z$)(ref)}: ${what}: ${response.status}${detail ? ` ${detail}` : ''}`;
        const context = { host: ref.registry, status: response.status, diagnostics };
        if (response.status === 401 || response.status === 403)
            return new errors/* RegistryAuthError */.w4(message, context);
        return new errors/* RegistryError */.gl(message, context);
    }
    /** A registry that answers with another digest than the one we sent has stored something else. */
    checkAnsweredDigest(response, ref, digest, what) {
        const answered = response.headers['docker-content-digest'];
        if (typeof answered === 'string' && answered !== digest) {
            throw new errors/* DigestMismatchError */.h(`${what} stored by ${(0,image_reference/* referenceName */.z$)(ref)}`, digest, answered, {
                host: ref.registry,
            });
        }
    }
}

;// CONCATENATED MODULE: ./.build/image/remote/registry-client.js







/**
 * A client of the OCI distribution API for the rest of the project: one transport (auth, retries, errors) and
 * the manifest and blob operations over it. Blobs are always streams. Call `close()` when done to free
 * keep-alive sockets.
 */
class RegistryClient {
    concurrency;
    transport;
    monolithicUploadLimit;
    directBlobMinimum;
    pulls;
    constructor(options) {
        this.concurrency = Math.max(1, options.concurrency ?? 4);
        this.monolithicUploadLimit = options.monolithicUploadLimit ?? blobs/* DEFAULT_MONOLITHIC_LIMIT */.rk;
        this.directBlobMinimum = options.directBlobMinimum ?? 16 * 1024 * 1024;
        // The router adds registries.conf's insecure hosts once it has read the file, before its first request.
        const insecureRegistries = [...(options.insecureRegistries ?? [])];
        const conf = options.registriesConf;
        this.pulls = new PullRouter(() => (conf === false ? Promise.resolve(undefined) : loadRegistriesConf(conf)), insecureRegistries, options.logger);
        this.transport = new RegistryTransport({
            logger: options.logger,
            ...(options.credentials && { credentials: options.credentials }),
            insecureRegistries,
            concurrency: this.concurrency,
            userAgent: options.userAgent ?? 'sealos-action',
            retries: options.retries ?? 4,
            retryDelayMs: options.retryDelayMs ?? 500,
            now: options.now ?? Date.now,
            ...(options.route && { route: options.route }),
        });
    }
    close() {
        this.transport.close();
    }
    /** A pull: through the mirrors registries.conf gives. */
    getManifest(ref) {
        return this.pulls.manifest(ref, (source) => getManifest(this.transport, source));
    }
    /** `pull`: asked before a pull, so through the mirrors; else (before a push) the registry itself. */
    headManifest(ref, options = {}) {
        if (!options.pull)
            return headManifest(this.transport, ref);
        return this.pulls
            .manifest(ref, async (source) => {
            const answer = await headManifest(this.transport, source);
            // Not there: the next source may have it.
            if (!answer)
                throw new errors/* RegistryError */.gl(`${(0,image_reference/* formatReference */.FH)(source)}: no such manifest`, {
                    host: source.registry,
                    status: 404,
                });
            return answer;
        })
            .catch((error) => {
            if (error instanceof errors/* RegistryError */.gl && error.status === 404)
                return undefined;
            throw error;
        });
    }
    putManifest(ref, bytes, mediaType) {
        return putManifest(this.transport, ref, bytes, mediaType);
    }
    hasBlob(ref, digest) {
        return (0,blobs/* hasBlob */.is)(this.transport, ref, digest);
    }
    /** `size`: the descriptor's; a blob that runs over it fails at once. */
    fetchBlob(ref, digest, size) {
        return this.pulls.blob(ref, (source) => (0,blobs/* fetchBlob */.sZ)(this.transport, source, digest, size));
    }
    /** fetchBlob for a file: the content handed over piece by piece (a large blob with no copy). */
    openBlob(ref, digest, size) {
        return this.pulls.blob(ref, (source) => (0,blobs/* openBlob */.Ym)(this.transport, source, digest, size, this.directBlobMinimum));
    }
    pushBlob(ref, blob, options = {}) {
        return (0,blobs/* pushBlob */.Ee)(this.transport, ref, blob, {
            ...options,
            monolithicUploadLimit: this.monolithicUploadLimit,
        });
    }
}


/***/ }),

/***/ 28247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ BlobStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21826);





/**
 * A folder of blobs named by digest (`sha256/<hex>`, the OCI layout's `blobs/` shape): the image verbs' store
 * (LocalImages), a build's blobs and its OCI layout output. Blobs are written to a temporary name and renamed
 * once their digest is known, so a blob that exists is complete.
 */
class BlobStore {
    directory;
    constructor(directory) {
        this.directory = directory;
    }
    pathOf(digest) {
        return node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.sha256Folder, (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(digest));
    }
    get sha256Folder() {
        return node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.directory, 'sha256');
    }
    async has(digest) {
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.pathOf(digest)).then((info) => info.isFile(), () => false);
    }
    async size(digest) {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.pathOf(digest))).size;
    }
    open(digest) {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(this.pathOf(digest));
    }
    /** A fresh temporary file name inside the store (same file system, so `commit` is a rename). */
    async temporaryPath() {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.directory, 'tmp'), { recursive: true });
        return node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.directory, 'tmp', (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex'));
    }
    /** Moves a written temporary file to its digest name; an identical blob already there is kept. */
    async commit(temporary, digest) {
        const target = this.pathOf(digest);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(target), { recursive: true });
        if (await this.has(digest))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
    }
    /** Puts a blob of another store here: a hard link when both are on one file system, else a copy. */
    async importFrom(other, digest) {
        if (await this.has(digest))
            return;
        const target = this.pathOf(digest);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(other.pathOf(digest), target).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(other.pathOf(digest), target));
    }
    /**
     * Removes every file of the store's `sha256/` folder but the blobs of `digests`; returns how many were
     * removed.
     */
    async keepOnly(digests) {
        const kept = new Set([...digests].map(_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU));
        let removed = 0;
        for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(this.sha256Folder).catch(() => [])) {
            if (kept.has(name))
                continue;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.sha256Folder, name), { force: true });
            removed++;
        }
        return removed;
    }
    /** Removes the folder of temporary files (empty once every write is committed). */
    async removeTemporaryFolder() {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.directory, 'tmp'), { recursive: true, force: true });
    }
}


/***/ }),

/***/ 44108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ LocalImages)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89243);
/* harmony import */ var _files_write_stream_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63714);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21826);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(37525);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(62063);
/* harmony import */ var _parse_json_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(94126);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(38033);
/* harmony import */ var _blob_store_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(28247);













const nameSchema = zod__WEBPACK_IMPORTED_MODULE_11__/* .object */ .Ikc({ manifest: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP(), mediaType: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP() });
class LocalImageError extends _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb {
}
const configLimit = 8 * 1024 * 1024;
const manifestLimit = 4 * 1024 * 1024;
/**
 * The images the image verbs (pull, tag, save, load, push) work on, kept whole beside the unpacked ones of
 * `ImageStore`, in the same root: `blobs/sha256/<hex>` (each written under a temporary name and renamed once
 * its digest checked out) and `names/<name, URI-encoded>` → `{manifest, mediaType}`. One platform per name.
 */
class LocalImages {
    root;
    blobs;
    /** `root`: the ImageStore's (`defaultImageStoreDir()`). */
    constructor(root) {
        this.root = root;
        this.blobs = new _blob_store_js__WEBPACK_IMPORTED_MODULE_10__/* .BlobStore */ .l((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'blobs'));
    }
    blobFile(digest) {
        return this.blobs.pathOf(digest);
    }
    hasBlob(digest) {
        return this.blobs.has(digest);
    }
    openBlob(digest) {
        return this.blobs.open(digest);
    }
    /**
     * Stores under `digest` what `fill` hands to `write`; `fill` must check the digest itself and reject on a
     * wrong one (a registry client's BlobDownload does), so no byte is hashed twice. On disk before it has its
     * name: a present blob is trusted without being read again. Returns the bytes written.
     */
    async addVerifiedBlob(digest, fill) {
        return (0,_files_write_stream_js__WEBPACK_IMPORTED_MODULE_5__/* .writeChunksAtomically */ .Dv)(this.blobFile(digest), fill, { durable: true });
    }
    /**
     * Moves a file on the store's file system into the store under its sha256, read once to hash it; when
     * `expected` is given, a file with another digest is refused and left where it was.
     */
    async adoptFile(file, expected) {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let size = 0;
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file)) {
            hash.update(chunk);
            size += chunk.length;
        }
        const digest = `sha256:${hash.digest('hex')}`;
        if (expected !== undefined && digest !== expected)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .DigestMismatchError */ .h(file, expected, digest, { file });
        const target = this.blobFile(digest);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(target, '..'), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(file, target);
        return { digest, size };
    }
    async addBlobBytes(bytes) {
        const digest = (0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .sha256Of */ .Bj)(bytes);
        if (await this.hasBlob(digest))
            return digest;
        await (0,_files_write_stream_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomically */ .lo)(this.blobFile(digest), bytes);
        return digest;
    }
    async readBlob(digest, limit) {
        const file = this.blobFile(digest);
        const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file);
        if (size > limit)
            throw new LocalImageError(`blob ${digest} is larger than ${limit} bytes`);
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
    }
    /** Points `name` (normalised) at a stored manifest. */
    async setName(name, manifestDigest, mediaType) {
        await (0,_files_write_stream_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomically */ .lo)(this.nameFile(name), JSON.stringify({ manifest: manifestDigest, mediaType }));
    }
    async removeName(name) {
        const file = this.nameFile(name);
        const existed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).then(() => true, () => false);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
        return existed;
    }
    /** Every named image, names grouped by manifest, sorted by name. */
    async list() {
        const byManifest = new Map();
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'names')).catch(() => []);
        for (const entry of entries.sort()) {
            if (entry.endsWith('.tmp'))
                continue;
            const target = await this.readName(decodeURIComponent(entry));
            if (!target)
                continue;
            const group = byManifest.get(target.manifest) ?? { names: [], mediaType: target.mediaType };
            group.names.push(decodeURIComponent(entry));
            byManifest.set(target.manifest, group);
        }
        const images = [];
        for (const [digest, { names, mediaType }] of byManifest)
            images.push(await this.load(digest, mediaType, names));
        return images;
    }
    /**
     * The image a user means: a name (normalised as a reference), or an image ID (config digest, with or
     * without `sha256:`, at least 12 hex) or a manifest digest. Undefined when there is none.
     */
    async find(text) {
        const id = text.replace(/^sha256:/, '');
        if (/^[a-f0-9]{12,64}$/.test(id)) {
            const found = (await this.list()).find((image) => (0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .digestHex */ .sU)(image.configDigest).startsWith(id) || (0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .digestHex */ .sU)(image.manifestDigest).startsWith(id));
            if (found)
                return found;
        }
        let name;
        try {
            name = (0,_reference_js__WEBPACK_IMPORTED_MODULE_9__/* .formatReference */ .FH)((0,_reference_js__WEBPACK_IMPORTED_MODULE_9__/* .parseReference */ .F2)(text));
        }
        catch {
            return undefined;
        }
        const target = await this.readName(name);
        if (!target)
            return undefined;
        const image = await this.load(target.manifest, target.mediaType, []);
        image.names = (await this.list()).find((other) => other.manifestDigest === image.manifestDigest)
            ?.names ?? [name];
        return image;
    }
    /** `find`, or an error saying the image is not in the local store. */
    async get(text) {
        const image = await this.find(text);
        if (!image)
            throw new LocalImageError(`image ${text} is not in the local store (${this.root}); pull or load it`);
        return image;
    }
    /** Deletes blobs no named image uses any more; returns how many. */
    async collectGarbage() {
        const used = (await this.list()).flatMap((image) => [
            image.manifestDigest,
            image.manifest.config.digest,
            ...image.manifest.layers.map((layer) => layer.digest),
        ]);
        return this.blobs.keepOnly(used);
    }
    /** A stored manifest and its config, checked. */
    async load(manifestDigest, mediaType, names) {
        const where = `local image ${manifestDigest}`;
        let manifestBytes;
        try {
            manifestBytes = await this.readBlob(manifestDigest, manifestLimit);
        }
        catch (cause) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SealosError */ .ei(`${where}: its manifest is missing from ${this.root}; pull or load it again`, {
                cause,
            });
        }
        const parsed = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_8__/* .parseManifest */ .Ng)(manifestBytes, mediaType, where);
        if (parsed.kind !== 'manifest')
            throw new LocalImageError(`${where} is an index, not one platform's image`);
        const configBytes = await this.readBlob(parsed.manifest.config.digest, configLimit);
        return {
            names,
            manifestDigest,
            manifestMediaType: parsed.mediaType,
            manifestBytes,
            manifest: parsed.manifest,
            config: (0,_manifest_js__WEBPACK_IMPORTED_MODULE_8__/* .parseImageConfig */ .FB)(configBytes, `config of ${where}`),
            configDigest: parsed.manifest.config.digest,
            size: [parsed.manifest.config, ...parsed.manifest.layers].reduce((sum, blob) => sum + blob.size, 0),
        };
    }
    nameFile(name) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'names', encodeURIComponent(name));
    }
    async readName(name) {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(this.nameFile(name), 'utf8').catch(() => undefined);
        const parsed = nameSchema.safeParse(text === undefined ? undefined : (0,_parse_json_js__WEBPACK_IMPORTED_MODULE_12__/* .parseJsonOrUndefined */ .r)(text));
        return parsed.success ? parsed.data : undefined;
    }
}


/***/ }),

/***/ 58720:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ Progress)
/* harmony export */ });
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83920);

/**
 * Progress of a long transfer: a line with bytes, percent and rate at most every `intervalMs`.
 * The clock is injected so tests check the lines without depending on timing.
 */
class Progress {
    logger;
    label;
    total;
    intervalMs;
    now;
    done = 0;
    lastReport;
    started;
    constructor(logger, label, total, intervalMs = 5000, now = Date.now) {
        this.logger = logger;
        this.label = label;
        this.total = total;
        this.intervalMs = intervalMs;
        this.now = now;
        this.started = now();
        this.lastReport = this.started;
    }
    add(bytes) {
        this.done += bytes;
        const t = this.now();
        if (t - this.lastReport >= this.intervalMs) {
            this.lastReport = t;
            this.logger.info(this.line(t));
        }
    }
    finish() {
        this.logger.info(`${this.line(this.now())} done`);
    }
    line(t) {
        const seconds = Math.max((t - this.started) / 1000, 0.001);
        const rate = `${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(Math.round(this.done / seconds))}/s`;
        // An estimated total can be exceeded; the percentage never is.
        const percent = this.total ? ` (${Math.min(100, Math.floor((this.done / this.total) * 100))}%)` : '';
        const of = this.total ? ` of ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.total)}` : '';
        return `${this.label}: ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.done)}${of}${percent} at ${rate}`;
    }
}


/***/ })

};
