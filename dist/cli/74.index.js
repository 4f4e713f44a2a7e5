export const id = 74;
export const ids = [74];
export const modules = {

/***/ 17074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b9: () => (/* binding */ BUILD_FILE_NAMES),
  nx: () => (/* binding */ defaultPlatform),
  PE: () => (/* binding */ runBuildRequest)
});

// UNUSED EXPORTS: MAX_SOURCE_DATE_EPOCH, parsePairs, parseSourceDateEpoch

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/image/auth/credentials.js
var credentials = __webpack_require__(17621);
// EXTERNAL MODULE: ./.build/image/auth/docker-config.js + 1 modules
var docker_config = __webpack_require__(34440);
// EXTERNAL MODULE: ./.build/image/platform.js
var image_platform = __webpack_require__(93337);
// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/remote/registry-client.js + 7 modules
var registry_client = __webpack_require__(1721);
// EXTERNAL MODULE: ./.build/build/builder.js + 16 modules
var builder = __webpack_require__(22919);
// EXTERNAL MODULE: ./.build/build/context/merged-context.js
var merged_context = __webpack_require__(55323);
// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
// EXTERNAL MODULE: ./.build/image/manifest.js
var manifest = __webpack_require__(62063);
// EXTERNAL MODULE: ./.build/image/media-types.js
var media_types = __webpack_require__(18100);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/build/image/assemble.js
var assemble = __webpack_require__(48011);
// EXTERNAL MODULE: ./.build/build/output/blob-sources.js
var blob_sources = __webpack_require__(58659);
;// CONCATENATED MODULE: ./.build/build/multi-arch/join-index.js









class IndexJoinError extends errors/* SealosError */.ei {
}
/**
 * Joins single-platform images (the digests matrix jobs pushed) into one OCI image index under `target`. Each
 * source must be one platform's manifest; its platform is read from its config. A source in another repository is
 * brought into the target repository first (cross-repository mount on the same registry, else copied).
 */
async function joinIndex(options) {
    const { client, logger } = options;
    const target = (0,reference/* parseReference */.F2)(options.target);
    if (!target.tag || target.digest)
        throw new errors/* UsageError */.eb(`index ${options.target}: name it by a tag`);
    if (options.sources.length === 0)
        throw new errors/* UsageError */.eb('joining an index needs at least one source image');
    // Every source parses before the first request: a typo in the last one fails at once.
    const sources = options.sources.map((source) => (0,reference/* parseReference */.F2)(source));
    const entries = await (0,map_limit/* mapLimit */.s)(sources, 2, async (ref) => {
        const where = (0,reference/* formatReference */.FH)(ref);
        const answer = await client.getManifest(ref);
        const parsed = (0,manifest/* parseManifest */.Ng)(answer.bytes, answer.mediaType, `manifest ${where}`);
        if (parsed.kind !== 'manifest')
            throw new IndexJoinError(`${where} is already an index; join single-platform images`, {
                host: ref.registry,
            });
        const config = (0,manifest/* parseImageConfig */.FB)(await (0,pull/* readSmallStream */.as)(await client.fetchBlob(ref, parsed.manifest.config.digest, parsed.manifest.config.size), 8 * 1024 * 1024, `config of ${where}`), `config of ${where}`);
        if (!config.os || !config.architecture)
            throw new IndexJoinError(`${where}: its config names no os/architecture`, { host: ref.registry });
        const platform = {
            os: config.os,
            architecture: config.architecture,
            ...(config.variant ? { variant: config.variant } : {}),
        };
        if (ref.registry !== target.registry || ref.repository !== target.repository) {
            await copyInto(client, ref, target, [parsed.manifest.config, ...parsed.manifest.layers]);
            await client.putManifest((0,reference/* withDigest */.hQ)(target, answer.digest), answer.bytes, answer.mediaType);
        }
        logger.info(`${(0,image_platform/* formatPlatform */.Bq)(platform)}: ${where} (${answer.digest})`);
        return {
            source: where,
            platform,
            mediaType: answer.mediaType,
            digest: answer.digest,
            size: answer.bytes.length,
        };
    });
    const seen = new Map();
    for (const entry of entries) {
        const key = (0,image_platform/* formatPlatform */.Bq)(entry.platform);
        const other = seen.get(key);
        if (other)
            throw new IndexJoinError(`${entry.source} and ${other} are both ${key}; an index has one image per platform`);
        seen.set(key, entry.source);
    }
    const index = (0,assemble/* jsonBlob */.q2)(media_types/* MediaTypes */.mI.ociIndex, {
        schemaVersion: 2,
        mediaType: media_types/* MediaTypes */.mI.ociIndex,
        manifests: entries.map((e) => ({
            mediaType: e.mediaType,
            digest: e.digest,
            size: e.size,
            platform: e.platform,
        })),
    });
    const digest = await client.putManifest(target, index.bytes, index.mediaType);
    logger.info(`pushed index ${(0,reference/* formatReference */.FH)(target)}@${digest} (${entries.length} platforms)`);
    return {
        reference: (0,reference/* formatReference */.FH)(target),
        digest,
        size: index.size,
        manifests: entries.map((e) => ({
            digest: e.digest,
            platform: (0,image_platform/* formatPlatform */.Bq)(e.platform),
            source: e.source,
        })),
    };
}
async function copyInto(client, from, to, blobs) {
    const mountFrom = from.registry === to.registry ? [from.repository] : [];
    await (0,map_limit/* mapLimit */.s)(blobs, client.concurrency, (blob) => client.pushBlob(to, {
        digest: blob.digest,
        size: blob.size,
        open: () => (0,blob_sources/* lazyStream */.n)(() => client.fetchBlob(from, blob.digest, blob.size)),
    }, { mountFrom }));
}

// EXTERNAL MODULE: ./.build/build/registry-save/images-to-save.js + 3 modules
var images_to_save = __webpack_require__(69420);
// EXTERNAL MODULE: ./.build/build/registry-save/save.js + 4 modules
var save = __webpack_require__(42376);
;// CONCATENATED MODULE: ./.build/build/build-request.js













/** `K=V` lists into a map (later wins); `what` names the flag or input in the error. */
function parsePairs(items, what) {
    const pairs = new Map();
    for (const item of items) {
        const eq = item.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.eb(`${what} "${item}": expected KEY=VALUE`);
        pairs.set(item.slice(0, eq), item.slice(eq + 1));
    }
    return pairs;
}
/** The largest time a tar header's 12-byte mtime field holds (8^11 - 1 seconds, the year 2242). */
const MAX_SOURCE_DATE_EPOCH = 8 ** 11 - 1;
/** SOURCE_DATE_EPOCH (the variable, the flag's environment or the action input): whole seconds a tar can hold. */
function parseSourceDateEpoch(text) {
    if (text === undefined || text.trim() === '')
        return 0;
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value > MAX_SOURCE_DATE_EPOCH)
        throw new errors/* UsageError */.eb(`SOURCE_DATE_EPOCH (input source-date-epoch) "${text}": expected whole seconds since 1970 from 0 to ${MAX_SOURCE_DATE_EPOCH}`);
    return value;
}
/** Runs a build request the same way for the CLI and the action: optional registry save, build, outputs. */
async function runBuildRequest(request, logger) {
    logger.addSecret(request.password);
    const sourceDateEpoch = parseSourceDateEpoch(request.sourceDateEpoch);
    const platform = request.platform ? (0,image_platform/* parsePlatform */.FL)(request.platform) : defaultPlatform();
    if (request.registryConfig)
        await (0,docker_config/* checkDockerConfig */.FS)(request.registryConfig);
    const client = new registry_client/* RegistryClient */.b({
        logger,
        credentials: credentialsFor(request),
        insecureRegistries: request.insecureRegistries,
        ...(request.registriesConf ? { registriesConf: request.registriesConf } : {}),
    });
    try {
        if (request.index !== undefined) {
            const ignored = indexModeIgnores(request);
            if (ignored.length > 0)
                throw new errors/* UsageError */.eb(`index mode (--index) joins pushed images; it takes no Kubefile, build contexts or build outputs, but was given ${ignored.join(', ')}`);
            return {
                kind: 'index',
                result: await joinIndex({ client, target: request.index, sources: request.from, logger }),
            };
        }
        if (request.from.length)
            throw new errors/* UsageError */.eb('--from names the images of an index: use it with --index');
        await checkOutputPaths(request);
        if (!request.push && !request.ociLayout && !request.ociArchive)
            logger.warn('no output asked for (--push, --oci-layout, --oci-archive): the image is built and dropped');
        const contexts = request.contexts.length
            ? request.contexts
            : [request.kubefile ? external_node_path_.dirname(request.kubefile) : '.'];
        const kubefile = request.kubefile ?? (await findKubefile(contexts));
        let saved;
        if (request.saveImages) {
            const listed = await (0,images_to_save/* listImagesToSave */.l)(await (0,merged_context/* mergeContexts */.P)(contexts), logger);
            if (listed.images.length || listed.archives.length) {
                const registryDirectory = external_node_path_.join(contexts.at(-1), 'registry');
                const count = listed.images.length + listed.archives.length;
                saved = await logger.group(`Save ${count} images into ${registryDirectory}`, () => (0,save/* saveImages */.K)({
                    client,
                    images: listed.images,
                    archives: listed.archives,
                    platform,
                    registryDirectory,
                    logger,
                    ...(request.maxPullProcs ? { imageConcurrency: request.maxPullProcs } : {}),
                }));
            }
        }
        const result = await logger.group(`Build ${request.tags[0] ?? kubefile}`, () => (0,builder/* buildImage */._w)({
            kubefile,
            contexts,
            tags: request.tags,
            buildArgs: parsePairs(request.buildArgs, 'build arg'),
            labels: parsePairs(request.labels, 'label'),
            env: parsePairs(request.env, 'env'),
            platform,
            push: request.push,
            ...(request.ociLayout ? { ociLayout: request.ociLayout } : {}),
            ...(request.ociArchive ? { ociArchive: request.ociArchive } : {}),
            ...(request.compressionLevel !== undefined ? { compressionLevel: request.compressionLevel } : {}),
            sourceDateEpoch,
            client,
            logger,
        }));
        return { kind: 'image', result, ...(saved ? { saved } : {}) };
    }
    finally {
        client.close();
    }
}
/** Outputs that cannot be written are found before the build, not after it. */
async function checkOutputPaths(request) {
    const kind = async (target) => (await (0,promises_.stat)(target).catch(() => undefined))?.isDirectory();
    if (request.ociLayout && (await kind(request.ociLayout)) === false)
        throw new errors/* UsageError */.eb(`--oci-layout ${request.ociLayout}: it is a file; give a folder (it is created)`);
    if (request.ociArchive && (await kind(request.ociArchive)) === true)
        throw new errors/* UsageError */.eb(`--oci-archive ${request.ociArchive}: it is a folder; give the path of a file`);
}
/** What a build request gives that an index build would ignore, by flag (and action input) name. */
function indexModeIgnores(request) {
    return [
        request.kubefile && '-f/kubefile',
        request.contexts.length > 0 && '--context/contexts',
        request.tags.length > 0 && '-t/tags',
        request.buildArgs.length > 0 && '--build-arg/build-args',
        request.labels.length > 0 && '--label/labels',
        request.env.length > 0 && '--env/env',
        request.push && '--push/push',
        request.ociLayout && '--oci-layout/oci-layout',
        request.ociArchive && '--oci-archive/oci-archive',
    ].filter((name) => typeof name === 'string');
}
/** The files `sealos build` looks for without -f, in its order (pkg/buildah/build.go, defaultFileNames). */
const BUILD_FILE_NAMES = ['Sealfile', 'Kubefile', 'Dockerfile', 'Containerfile'];
/**
 * Without -f, the build file of the merged contexts (the last folder that has it), as sealos looks for it.
 * sealos takes every one of them that exists and buildah concatenates them; two files in one context are
 * almost always a mistake (a Dockerfile beside a Kubefile), so here they are refused and -f chooses.
 */
async function findKubefile(contexts) {
    const { entries } = await (0,merged_context/* mergeContexts */.P)(contexts);
    const found = BUILD_FILE_NAMES.flatMap((name) => {
        const entry = entries.get(name);
        return entry?.type === 'file' ? [entry.source] : [];
    });
    if (found.length === 0)
        throw new errors/* UsageError */.eb(`none of ${BUILD_FILE_NAMES.join(', ')} in the build contexts (${contexts.join(', ')}); name the file with -f`);
    if (found.length > 1)
        throw new errors/* UsageError */.eb(`the build contexts hold ${found.length} build files (${found.join(', ')}): sealos would concatenate them; name the one to build with -f`);
    return found[0];
}
/** Cluster images run on Linux: on a macOS or Windows runner the default is still linux/<this architecture>. */
function defaultPlatform() {
    return { os: 'linux', architecture: (0,image_platform/* hostPlatform */.ol)().architecture };
}
function credentialsFor(request) {
    const fromConfig = request.registryConfig
        ? (0,docker_config/* dockerConfigCredentials */.D)(request.registryConfig)
        : (0,docker_config/* dockerConfigCredentials */.D)();
    if (!request.username && !request.password)
        return fromConfig;
    if (!request.username || !request.password)
        throw new errors/* UsageError */.eb(`a registry login needs both username and password: only the ${request.username ? 'username' : 'password'} was given (CLI: --username, --password or REGISTRY_PASSWORD; action: registry-username, registry-password)`);
    const target = request.registry ?? request.index ?? request.tags[0];
    if (!target)
        throw new errors/* UsageError */.eb('a registry login needs a tag (or a registry) to know which registry it is for');
    const registry = request.registry ?? (0,reference/* parseReference */.F2)(target).registry;
    return (0,credentials/* chainCredentials */.a)((0,credentials/* explicitCredentials */.Ve)([{ registry, username: request.username, password: request.password }]), fromConfig);
}


/***/ }),

/***/ 22919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _w: () => (/* binding */ buildImage),
  Ot: () => (/* binding */ defaultCompressionLevel)
});

// UNUSED EXPORTS: BuildError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
// EXTERNAL MODULE: ./.build/image/media-types.js
var media_types = __webpack_require__(18100);
// EXTERNAL MODULE: ./.build/image/platform.js
var platform = __webpack_require__(93337);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/reference.js
var image_reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var logger = __webpack_require__(83920);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./.build/image/digest.js
var image_digest = __webpack_require__(21826);
;// CONCATENATED MODULE: ./.build/build/blobs/blob-store.js





/**
 * A folder of blobs named by digest (`sha256/<hex>`, the OCI layout's `blobs/` shape). Blobs are written to a
 * temporary name and renamed once their digest is known, so a blob that exists is complete.
 */
class BlobStore {
    directory;
    constructor(directory) {
        this.directory = directory;
    }
    pathOf(digest) {
        return external_node_path_.join(this.directory, 'sha256', (0,image_digest/* digestHex */.sU)(digest));
    }
    async has(digest) {
        return (0,promises_.access)(this.pathOf(digest)).then(() => true, () => false);
    }
    async size(digest) {
        return (await (0,promises_.stat)(this.pathOf(digest))).size;
    }
    open(digest) {
        return (0,external_node_fs_.createReadStream)(this.pathOf(digest));
    }
    /** A fresh temporary file name inside the store (same file system, so `commit` is a rename). */
    async temporaryPath() {
        await (0,promises_.mkdir)(external_node_path_.join(this.directory, 'tmp'), { recursive: true });
        return external_node_path_.join(this.directory, 'tmp', (0,external_node_crypto_.randomBytes)(8).toString('hex'));
    }
    /** Moves a written temporary file to its digest name; an identical blob already there is kept. */
    async commit(temporary, digest) {
        const target = this.pathOf(digest);
        await (0,promises_.mkdir)(external_node_path_.dirname(target), { recursive: true });
        if (await this.has(digest))
            await (0,promises_.rm)(temporary, { force: true });
        else
            await (0,promises_.rename)(temporary, target);
    }
    /** Puts a blob of another store here: a hard link when both are on one file system, else a copy. */
    async importFrom(other, digest) {
        if (await this.has(digest))
            return;
        const target = this.pathOf(digest);
        await (0,promises_.mkdir)(external_node_path_.dirname(target), { recursive: true });
        await (0,promises_.link)(other.pathOf(digest), target).catch(() => (0,promises_.copyFile)(other.pathOf(digest), target));
    }
    /** Removes the folder of temporary files (empty once every write is committed). */
    async removeTemporaryFolder() {
        await (0,promises_.rm)(external_node_path_.join(this.directory, 'tmp'), { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/build/context/glob.js
/** True when a COPY source uses pattern characters; such a source may match several paths or none. */
function hasGlob(pattern) {
    return /[*?[]/.test(pattern);
}
/**
 * Go's filepath.Match (what Docker uses for COPY sources) as a RegExp over a whole `/`-separated path:
 * `*` and `?` never cross a `/`, `[...]` and `[^...]` are classes, `\` escapes the next character.
 */
function globToRegExp(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i];
        if (ch === '*')
            source += '[^/]*';
        else if (ch === '?')
            source += '[^/]';
        else if (ch === '\\' && i + 1 < pattern.length)
            source += escapeCharacter(pattern[++i]);
        else if (ch === '[') {
            const end = pattern.indexOf(']', i + 2);
            if (end < 0) {
                source += '\\[';
                continue;
            }
            let body = pattern.slice(i + 1, end);
            const negated = body.startsWith('^') || body.startsWith('!');
            if (negated)
                body = body.slice(1);
            source += `[${negated ? '^/' : ''}${body.replace(/[\]\\]/g, '\\$&')}]`;
            i = end;
        }
        else
            source += escapeCharacter(ch);
    }
    return new RegExp(`^${source}$`);
}
function escapeCharacter(ch) {
    return ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

;// CONCATENATED MODULE: ./.build/build/context/copy-plan.js




class CopyError extends errors/* SealosError */.ei {
}
/** Folders a COPY creates on the way to its destination, like Docker's MkdirAll. */
const impliedDirectoryMode = 0o755;
/**
 * What one COPY/ADD puts in its layer, sorted so that every folder comes before what it holds: a folder source
 * copies its contents, a file goes to `dest/name` when the destination ends with `/` (or is the root, or there
 * are several sources), else to `dest` itself. ADD of a local archive is refused: Docker would unpack it, and an image
 * that silently differs from the Docker build of the same Kubefile is worse than an error.
 */
async function planCopy(context, step, file) {
    const fail = (message) => {
        throw new CopyError(`${file}:${step.line}: ${step.keyword} ${message}`, {
            file,
            line: step.line,
            phase: 'build',
        });
    };
    const matches = [];
    let rootMatched = false;
    for (const source of step.sources) {
        if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
            fail(`${source}: URLs are not supported, only local paths`);
        const relative = normaliseSource(source, fail);
        if (relative === '') {
            rootMatched = true;
            continue;
        }
        if (hasGlob(relative)) {
            const pattern = globToRegExp(relative);
            const found = [...context.entries.values()].filter((entry) => pattern.test(entry.path));
            if (found.length === 0)
                fail(`${source}: no file in the build contexts matches`);
            matches.push(...found);
        }
        else {
            const entry = context.entries.get(relative);
            if (!entry)
                fail(`${source}: not found in the build contexts (${context.roots.join(', ')})`);
            matches.push(entry);
        }
    }
    const destination = normaliseDestination(step.destination);
    const several = matches.length + (rootMatched ? 1 : 0) > 1;
    const intoFolder = step.destination.endsWith('/') || destination === '' || several;
    if (several && !step.destination.endsWith('/') && destination !== '')
        fail(`with several sources needs a destination folder ending with /: ${step.destination}`);
    const out = new Map();
    const place = (entry, target) => {
        const placed = {
            path: target,
            type: entry.type,
            mode: step.chmod !== undefined && entry.type !== 'symlink' ? step.chmod : entry.mode,
            size: entry.size,
            ...(entry.type === 'file' ? { source: entry.source } : {}),
            ...(entry.linkTarget !== undefined ? { linkTarget: entry.linkTarget } : {}),
        };
        out.set(target, placed);
    };
    const placeFolderContents = (folder, target) => {
        const prefix = folder === '' ? '' : `${folder}/`;
        for (const entry of context.entries.values()) {
            if (!entry.path.startsWith(prefix))
                continue;
            place(entry, join(target, entry.path.slice(prefix.length)));
        }
    };
    if (rootMatched)
        placeFolderContents('', destination);
    for (const entry of matches) {
        if (entry.type === 'directory') {
            if (destination !== '')
                place(entry, destination);
            placeFolderContents(entry.path, destination);
        }
        else {
            if (step.keyword === 'ADD' && entry.type === 'file' && (await isArchive(entry.source)))
                fail(`${entry.path}: ADD would unpack this archive as Docker does; this builder does not unpack archives: unpack it into a context folder and COPY it, or COPY the archive as a file`);
            place(entry, intoFolder ? join(destination, external_node_path_.posix.basename(entry.path)) : destination);
        }
    }
    addParents(out);
    return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function addParents(entries) {
    for (const entryPath of [...entries.keys()]) {
        let parent = external_node_path_.posix.dirname(entryPath);
        while (parent !== '.' && !entries.has(parent)) {
            entries.set(parent, { path: parent, type: 'directory', mode: impliedDirectoryMode, size: 0 });
            parent = external_node_path_.posix.dirname(parent);
        }
    }
}
function join(folder, name) {
    if (folder === '')
        return name;
    if (name === '')
        return folder;
    return `${folder}/${name}`;
}
/** Sources are relative to the build root; `/x` and `./x` mean `x`, and nothing may climb out with `..`. */
function normaliseSource(source, fail) {
    const relative = external_node_path_.posix.normalize(source);
    if (relative === '..' || relative.startsWith('../'))
        fail(`${source}: a source must stay inside the build contexts`);
    return external_node_path_.posix.normalize(`/${source}`).slice(1).replace(/\/$/, '');
}
/** Destinations are relative to the image root (there is no WORKDIR in a cluster image). */
function normaliseDestination(destination) {
    return external_node_path_.posix.normalize(`/${destination}`).slice(1).replace(/\/$/, '');
}
/** The magic numbers Docker's ADD recognises: gzip, bzip2, xz, and a tar header (`ustar` at 257). */
async function isArchive(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const head = Buffer.alloc(262);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        const bytes = head.subarray(0, bytesRead);
        if (bytes[0] === 0x1f && bytes[1] === 0x8b)
            return true;
        if (bytes.subarray(0, 3).toString('latin1') === 'BZh')
            return true;
        if (bytes.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])))
            return true;
        return bytes.subarray(257, 262).toString('latin1') === 'ustar';
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./.build/build/context/merged-context.js
var merged_context = __webpack_require__(55323);
// EXTERNAL MODULE: ./.build/build/image/assemble.js
var assemble = __webpack_require__(48011);
// EXTERNAL MODULE: ./.build/image/errors.js
var image_errors = __webpack_require__(37525);
;// CONCATENATED MODULE: ./.build/build/kubefile/errors.js

/** A Kubefile that cannot be built: always names the file and the line of the instruction. */
class KubefileError extends errors/* SealosError */.ei {
    constructor(message, file, line) {
        super(`${file}:${line}: ${message}`, { file, line, phase: 'build' });
    }
}

;// CONCATENATED MODULE: ./.build/build/kubefile/words.js

/**
 * Splits on blanks outside quotes and keeps quotes and escapes as written, so that `key=value` pairs and
 * `--flag=value` options can be cut before their parts are expanded.
 */
function splitRawWords(text) {
    // Words are cut out of the text by index: appending a character at a time made a 10 MiB LABEL take seconds.
    const words = [];
    let start = -1;
    let quote;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (quote) {
            if (ch === '\\' && quote === '"' && i + 1 < text.length)
                i++;
            else if (ch === quote)
                quote = undefined;
            continue;
        }
        if (ch === ' ' || ch === '\t' || ch === '\n') {
            if (start >= 0)
                words.push(text.slice(start, i));
            start = -1;
            continue;
        }
        if (start < 0)
            start = i;
        if (ch === '\\' && i + 1 < text.length)
            i++;
        else if (ch === '"' || ch === "'")
            quote = ch;
    }
    if (start >= 0)
        words.push(text.slice(start));
    return words;
}
/** Quote removal and `$VAR`/`${VAR}` substitution of one word, as Docker does for ENV, LABEL, COPY. */
function expandWord(text, lookup, where) {
    return new WordReader(text, lookup, where).read().text;
}
/** Like `expandWord`, and also splits into words; an unquoted expansion is split on blanks, as in a shell. */
function expandWords(text, lookup, where) {
    return new WordReader(text, lookup, where).read().words;
}
// The reader takes whole runs of ordinary characters at once (found by character code, cut out by index) and
// joins its pieces in blocks: appending a character at a time made a build of a 10 MiB LABEL take 14 s.
const UNQUOTED_STOPS = stopTable('\'"$\\ \t\n');
const DOUBLE_QUOTED_STOPS = stopTable('"$\\');
const BLANKS = stopTable(' \t\n');
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const BRACED = /([A-Za-z_][A-Za-z0-9_]*)(?:(:[-+])([^}]*))?\}/y;
function stopTable(characters) {
    const table = new Uint8Array(128);
    for (const ch of characters)
        table[ch.charCodeAt(0)] = 1;
    return table;
}
/** The index of the first character at or after `from` that `stops` holds, or the text's length. */
function scanTo(text, from, stops) {
    let i = from;
    for (; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 128 && stops[code] === 1)
            break;
    }
    return i;
}
/**
 * A text built from many pieces. Every 1,024 pieces are joined into one, so a long text is held as a few
 * strings rather than millions of small ones the collector has to move.
 */
class Pieces {
    joined = [];
    pending = [];
    push(piece) {
        this.pending.push(piece);
        if (this.pending.length < 1024)
            return;
        this.joined.push(this.pending.join(''));
        this.pending = [];
    }
    text() {
        this.joined.push(this.pending.join(''));
        this.pending = [];
        return this.joined.join('');
    }
}
/** Reads `pattern` (sticky) at `position` of `text`, without slicing the rest of the text. */
function matchAt(pattern, text, position) {
    pattern.lastIndex = position;
    return pattern.exec(text) ?? undefined;
}
class WordReader {
    text;
    lookup;
    where;
    position = 0;
    /** The expanded text. */
    result = new Pieces();
    words = [];
    /** The word being read, and whether one has started (`""` starts an empty word). */
    current = new Pieces();
    inWord = false;
    constructor(text, lookup, where) {
        this.text = text;
        this.lookup = lookup;
        this.where = where;
    }
    read() {
        const text = this.text;
        while (this.position < text.length) {
            const end = scanTo(text, this.position, UNQUOTED_STOPS);
            if (end > this.position) {
                this.addRaw(text.slice(this.position, end));
                this.position = end;
                continue;
            }
            const ch = text[this.position++];
            if (ch === "'")
                this.addRaw(this.singleQuoted());
            else if (ch === '"')
                this.addRaw(this.doubleQuoted());
            else if (ch === '$')
                this.addSplitting(this.dollar());
            else if (ch === '\\') {
                // The next character as written, or the backslash itself at the end.
                const next = text[this.position++];
                this.addRaw(next === undefined ? '\\' : next);
            }
            else {
                this.result.push(ch);
                this.endWord();
            }
        }
        this.endWord();
        return { text: this.result.text(), words: this.words };
    }
    /** Text that belongs to the current word whatever it holds (quoted, escaped, or without blanks). */
    addRaw(text) {
        this.result.push(text);
        this.current.push(text);
        this.inWord = true;
    }
    /** An unquoted expansion: its blanks end the current word, as in a shell. */
    addSplitting(text) {
        this.result.push(text);
        let from = 0;
        while (from < text.length) {
            const end = scanTo(text, from, BLANKS);
            if (end > from) {
                this.current.push(text.slice(from, end));
                this.inWord = true;
            }
            if (end < text.length)
                this.endWord();
            from = end + 1;
        }
    }
    endWord() {
        if (this.inWord)
            this.words.push(this.current.text());
        this.current = new Pieces();
        this.inWord = false;
    }
    singleQuoted() {
        const end = this.text.indexOf("'", this.position);
        if (end < 0)
            throw this.error('unterminated single quote');
        const inner = this.text.slice(this.position, end);
        this.position = end + 1;
        return inner;
    }
    doubleQuoted() {
        const text = this.text;
        const out = new Pieces();
        while (this.position < text.length) {
            const end = scanTo(text, this.position, DOUBLE_QUOTED_STOPS);
            if (end > this.position) {
                out.push(text.slice(this.position, end));
                this.position = end;
                continue;
            }
            const ch = text[this.position++];
            if (ch === '"')
                return out.text();
            if (ch === '$')
                out.push(this.dollar());
            else {
                const next = text[this.position];
                // Inside double quotes Docker un-escapes only ", $ and \\; any other backslash stays.
                if (next === '"' || next === '$' || next === '\\') {
                    out.push(next);
                    this.position++;
                }
                else
                    out.push(ch);
            }
        }
        throw this.error('unterminated double quote');
    }
    dollar() {
        if (this.text[this.position] === '{') {
            this.position++;
            return this.braced();
        }
        const name = matchAt(NAME, this.text, this.position)?.[0];
        if (!name)
            return '$';
        this.position += name.length;
        return this.lookup(name) ?? '';
    }
    /** `${NAME}`, `${NAME:-default}`, `${NAME:+alternative}`: the forms Docker supports. */
    braced() {
        const match = matchAt(BRACED, this.text, this.position);
        if (!match)
            throw this.error('bad substitution', ` (supported: \${NAME}, \${NAME:-default}, \${NAME:+word})`);
        this.position += match[0].length;
        const value = this.lookup(match[1]);
        const word = match[3] === undefined ? '' : expandWord(match[3], this.lookup, this.where);
        if (match[2] === ':-')
            return value ? value : word;
        if (match[2] === ':+')
            return value ? word : '';
        return value ?? '';
    }
    /** The error names the file and line; the text is quoted whole only when short enough to read. */
    error(problem, note = '') {
        const text = this.text;
        const shown = text.length <= 200 ? text : `${text.slice(0, 200)}… (${text.length} characters)`;
        return new KubefileError(`${problem} in: ${shown}${note}`, this.where.file, this.where.line);
    }
}

;// CONCATENATED MODULE: ./.build/build/kubefile/evaluate.js




/** The base image a Kubefile starts from (its FROM, expanded with the ARGs declared before it). */
function baseImageOf(parsed, options = {}) {
    return evaluateKubefile(parsed, { ...options, base: undefined }).from;
}
/**
 * Applies the instructions in order with Docker's variable rules: ARGs declared before FROM are visible only to
 * FROM unless declared again; --build-arg overrides a default; ENV wins over ARG; unknown variables are empty.
 */
function evaluateKubefile(parsed, options = {}) {
    const buildArgs = new Map([...targetArgs(options.platform), ...(options.buildArgs ?? [])]);
    const used = new Set();
    const globalArgs = new Map();
    const stageArgs = new Map();
    const base = options.base;
    const config = {
        env: new Map(base?.env ?? []),
        labels: new Map(base?.labels ?? []),
        ...(base?.cmd ? { cmd: base.cmd } : {}),
        ...(base?.entrypoint ? { entrypoint: base.entrypoint } : {}),
        ...(base?.author ? { author: base.author } : {}),
    };
    const steps = [];
    let from;
    let afterFrom = false;
    let cmdSetHere = false;
    const stageLookup = (name) => config.env.get(name) ?? stageArgs.get(name);
    const globalLookup = (name) => globalArgs.get(name);
    for (const instruction of parsed.instructions) {
        const where = { file: parsed.file, line: instruction.line };
        switch (instruction.keyword) {
            case 'FROM': {
                const image = expandWord(instruction.image, globalLookup, where);
                if (!image)
                    throw new KubefileError('FROM expands to an empty image name', where.file, where.line);
                from = image.toLowerCase() === 'scratch' ? undefined : image;
                if (from !== undefined)
                    checkBaseReference(from, where);
                afterFrom = true;
                break;
            }
            case 'ARG':
                for (const { name, defaultValue } of instruction.declarations) {
                    const lookup = afterFrom ? stageLookup : globalLookup;
                    const declared = defaultValue === undefined ? undefined : expandWord(defaultValue, lookup, where);
                    if (buildArgs.has(name))
                        used.add(name);
                    const inherited = afterFrom ? globalArgs.get(name) : undefined;
                    const value = buildArgs.get(name) ?? declared ?? inherited;
                    (afterFrom ? stageArgs : globalArgs).set(name, value);
                }
                break;
            case 'ENV': {
                // All pairs of one ENV see the variables as they were before it, like Docker.
                const pairs = expandPairs(instruction.pairs, stageLookup, where);
                for (const [key, value] of pairs)
                    config.env.set(key, value);
                steps.push({ kind: 'config', createdBy: `ENV ${pairs.map(([k, v]) => `${k}=${v}`).join(' ')}` });
                break;
            }
            case 'LABEL': {
                const pairs = expandPairs(instruction.pairs, stageLookup, where);
                for (const [key, value] of pairs)
                    config.labels.set(key, value);
                steps.push({ kind: 'config', createdBy: `LABEL ${pairs.map(([k, v]) => `${k}=${v}`).join(' ')}` });
                break;
            }
            case 'COPY':
            case 'ADD': {
                const words = typeof instruction.words === 'string'
                    ? expandWords(instruction.words, stageLookup, where)
                    : instruction.words.map((w) => expandWord(w, stageLookup, where));
                if (words.length < 2)
                    throw new KubefileError(`${instruction.keyword} needs at least one source and a destination after expansion`, where.file, where.line);
                const copy = {
                    keyword: instruction.keyword,
                    sources: words.slice(0, -1),
                    destination: words.at(-1),
                    line: instruction.line,
                    ...(instruction.chmod === undefined ? {} : { chmod: instruction.chmod }),
                };
                const chmod = copy.chmod === undefined ? '' : ` --chmod=${copy.chmod.toString(8).padStart(4, '0')}`;
                steps.push({
                    kind: 'layer',
                    copy,
                    createdBy: `${copy.keyword}${chmod} ${copy.sources.join(' ')} ${copy.destination}`,
                });
                break;
            }
            case 'CMD':
                config.cmd = instruction.command;
                cmdSetHere = true;
                steps.push({ kind: 'config', createdBy: `CMD ${JSON.stringify(instruction.command)}` });
                break;
            case 'ENTRYPOINT':
                config.entrypoint = instruction.command;
                // Docker: a new ENTRYPOINT drops the CMD inherited from the base image.
                if (!cmdSetHere)
                    delete config.cmd;
                steps.push({ kind: 'config', createdBy: `ENTRYPOINT ${JSON.stringify(instruction.command)}` });
                break;
            case 'MAINTAINER':
                config.author = instruction.author;
                steps.push({ kind: 'config', createdBy: `MAINTAINER ${instruction.author}` });
                break;
        }
    }
    const unusedBuildArgs = [...(options.buildArgs?.keys() ?? [])].filter((name) => !used.has(name));
    return { ...(from === undefined ? {} : { from }), steps, config, unusedBuildArgs };
}
function expandPairs(pairs, lookup, where) {
    return pairs.map(({ key, value }) => {
        const name = expandWord(key, lookup, where);
        if (!name)
            throw new KubefileError(`empty key in: ${key}=${value}`, where.file, where.line);
        return [name, expandWord(value, lookup, where)];
    });
}
function targetArgs(platform) {
    if (!platform)
        return new Map();
    const [os = '', arch = '', variant = ''] = platform.split('/');
    return new Map([
        ['TARGETPLATFORM', platform],
        ['TARGETOS', os],
        ['TARGETARCH', arch],
        ['TARGETVARIANT', variant],
    ]);
}
/** The base image must be a reference now: a typo fails on its line, not at the pull. */
function checkBaseReference(image, where) {
    try {
        (0,image_reference/* parseReference */.F2)(image);
    }
    catch (error) {
        if (!(error instanceof image_errors/* InvalidReferenceError */.x_))
            throw error;
        throw new KubefileError(`FROM: ${error.message}`, where.file, where.line);
    }
}

;// CONCATENATED MODULE: ./.build/build/kubefile/lines.js

const continuation = /\\[ \t]*$/;
const directive = /^#\s*([a-zA-Z][a-zA-Z0-9]*)\s*=\s*(.*?)\s*$/;
/**
 * Splits a Kubefile into instructions the way Docker's parser does: each physical line is trimmed on the left,
 * a trailing `\` continues the instruction on the next line (joined without a separator), comment and blank lines
 * inside a continuation are skipped. Parser directives are comments, except `escape`: another escape character
 * would change how every line is read, so it is refused rather than silently ignored.
 */
function splitInstructions(text, file) {
    const physical = text.split(/\r?\n/);
    const instructions = [];
    let pending;
    let directivesAllowed = true;
    for (const [index, rawLine] of physical.entries()) {
        const lineNumber = index + 1;
        const line = rawLine.replace(/^[ \t]+/, '');
        if (line.startsWith('#')) {
            const match = directivesAllowed && pending === undefined ? directive.exec(line) : null;
            if (match?.[1]?.toLowerCase() === 'escape' && match[2] !== '\\')
                throw new KubefileError(`parser directive "escape=${match[2]}" is not supported (only the default escape character \\)`, file, lineNumber);
            if (!match)
                directivesAllowed = false;
            continue;
        }
        directivesAllowed = false;
        if (line.trim() === '')
            continue;
        const continues = continuation.test(line);
        const piece = continues ? line.replace(continuation, '') : line;
        pending = pending
            ? { text: pending.text + piece, line: pending.line }
            : { text: piece, line: lineNumber };
        if (continues)
            continue;
        instructions.push(toInstruction(pending.text, pending.line));
        pending = undefined;
    }
    if (pending && pending.text.trim() !== '')
        instructions.push(toInstruction(pending.text, pending.line));
    return instructions;
}
function toInstruction(text, line) {
    const trimmed = text.trim();
    const match = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
    return {
        keyword: (match?.[1] ?? '').toUpperCase(),
        arguments: (match?.[2] ?? '').trim(),
        line,
        text: trimmed,
    };
}

;// CONCATENATED MODULE: ./.build/build/kubefile/parse.js



/** Instructions that only make sense when a build runs commands or has several stages. */
const unsupported = {
    RUN: 'a cluster image build runs no commands; put the files in the context instead',
    WORKDIR: 'paths in a cluster image are relative to its root',
    USER: 'cluster image files are owned by root',
    SHELL: 'a cluster image build runs no commands',
    ONBUILD: 'triggers are not supported',
    HEALTHCHECK: 'cluster images are not run as containers',
    EXPOSE: 'cluster images are not run as containers',
    VOLUME: 'cluster images are not run as containers',
    STOPSIGNAL: 'cluster images are not run as containers',
};
/** Reads a Kubefile (Dockerfile syntax) into instructions; any instruction it cannot build is an error here. */
function parseKubefile(text, file) {
    const instructions = [];
    let seenFrom = false;
    for (const raw of splitInstructions(text, file)) {
        const fail = (message) => {
            throw new KubefileError(message, file, raw.line);
        };
        const { keyword, line, text: source } = raw;
        const args = raw.arguments;
        if (keyword in unsupported)
            fail(`${keyword} is not supported: ${unsupported[keyword]}`);
        if (!seenFrom && keyword !== 'FROM' && keyword !== 'ARG')
            fail(`${keyword} before FROM`);
        switch (keyword) {
            case 'FROM': {
                if (seenFrom)
                    fail('a second FROM: multi-stage builds are not supported');
                seenFrom = true;
                const words = splitRawWords(args);
                if (words.some((w) => w.startsWith('--')))
                    fail(`FROM options are not supported: ${args}`);
                const stageAlias = words.length === 3 && words[1]?.toUpperCase() === 'AS';
                if (words.length !== 1 && !stageAlias)
                    fail(`FROM takes one image (scratch or a reference): ${args}`);
                instructions.push({ keyword, line, text: source, image: words[0] });
                break;
            }
            case 'ARG': {
                const words = splitRawWords(args);
                if (words.length === 0)
                    fail('ARG needs a name');
                const declarations = words.map((word) => {
                    const eq = word.indexOf('=');
                    const name = eq < 0 ? word : word.slice(0, eq);
                    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
                        fail(`ARG name is not valid: ${name}`);
                    return eq < 0 ? { name } : { name, defaultValue: word.slice(eq + 1) };
                });
                instructions.push({ keyword, line, text: source, declarations });
                break;
            }
            case 'ENV':
            case 'LABEL':
                instructions.push({ keyword, line, text: source, pairs: readPairs(args, keyword, fail) });
                break;
            case 'COPY':
            case 'ADD':
                instructions.push({ keyword, line, text: source, ...readCopy(args, keyword, fail) });
                break;
            case 'CMD':
            case 'ENTRYPOINT':
                if (!args)
                    fail(`${keyword} needs a command (JSON array or shell form)`);
                instructions.push({ keyword, line, text: source, command: readCommand(args) });
                break;
            case 'MAINTAINER':
                if (!args)
                    fail('MAINTAINER needs a name');
                instructions.push({ keyword, line, text: source, author: args });
                break;
            default:
                fail(`unknown instruction ${keyword}`);
        }
    }
    if (!seenFrom)
        throw new KubefileError('no FROM instruction (use FROM scratch for an image of files)', file, 1);
    return { file, instructions };
}
/** `k=v k2="v 2"`, or the legacy one-pair form `k value with spaces`. Keys and values stay raw here. */
function readPairs(args, keyword, fail) {
    const words = splitRawWords(args);
    if (words.length === 0)
        fail(`${keyword} needs at least one key=value`);
    if (!words[0]?.includes('=')) {
        const key = words[0];
        const value = args.slice(key.length).trim();
        if (!value)
            fail(`${keyword} ${key} has no value (write ${key}=value)`);
        return [{ key, value }];
    }
    return words.map((word) => {
        const eq = word.indexOf('=');
        if (eq <= 0)
            fail(`${keyword} expects key=value, got: ${word}`);
        return { key: word.slice(0, eq), value: word.slice(eq + 1) };
    });
}
function readCopy(args, keyword, fail) {
    let rest = args;
    let chmod;
    for (;;) {
        const flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest);
        if (!flag)
            break;
        rest = rest.slice(flag[0].length);
        const [, name, value = ''] = flag;
        if (name === 'chmod') {
            if (!/^[0-7]{3,4}$/.test(value))
                fail(`--chmod expects an octal mode like 0755, got: ${value}`);
            chmod = Number.parseInt(value, 8);
        }
        else if (name === 'chown') {
            if (!/^(0|root)(:(0|root))?$/.test(value))
                fail(`--chown=${value}: files in a cluster image layer are always owned by root (0:0)`);
        }
        else
            fail(`${keyword} --${name} is not supported (supported: --chmod, --chown=0:0)`);
    }
    const json = readJsonArray(rest);
    const count = json ? json.length : splitRawWords(rest).length;
    if (count < 2)
        fail(`${keyword} needs at least one source and a destination`);
    return { ...(chmod === undefined ? {} : { chmod }), words: json ?? rest };
}
/** CMD/ENTRYPOINT: a JSON array of strings as is; the shell form runs through /bin/sh -c, as buildah stores it. */
function readCommand(args) {
    return readJsonArray(args) ?? ['/bin/sh', '-c', args];
}
function readJsonArray(text) {
    if (!text.startsWith('['))
        return undefined;
    try {
        const value = JSON.parse(text);
        if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
            return value;
    }
    catch {
        // Docker falls back to the shell form when the brackets are not valid JSON.
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./.build/log/progress.js
var log_progress = __webpack_require__(58720);
;// CONCATENATED MODULE: ./.build/build/blobs/coalesce.js

/**
 * Gathers small writes into chunks of about `size` bytes. A tar is mostly 512-byte headers and padding between
 * file contents; each write into zlib is a round trip to the libuv threadpool, so fewer, bigger writes keep the
 * compressor busy instead of waiting on the main thread.
 */
class Coalesce extends external_node_stream_.Transform {
    size;
    parts = [];
    held = 0;
    constructor(size) {
        super({ highWaterMark: size });
        this.size = size;
    }
    _transform(chunk, _encoding, callback) {
        if (this.held === 0 && chunk.length >= this.size) {
            callback(null, chunk);
            return;
        }
        this.parts.push(chunk);
        this.held += chunk.length;
        if (this.held >= this.size)
            this.release();
        callback();
    }
    _flush(callback) {
        if (this.held > 0)
            this.release();
        callback();
    }
    release() {
        this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.held));
        this.parts = [];
        this.held = 0;
    }
}

;// CONCATENATED MODULE: ./.build/build/blobs/hash-tap.js


/** Passes bytes through while hashing and counting them, so a digest costs no second read. */
class HashTap extends external_node_stream_.Transform {
    onBytes;
    hash = (0,external_node_crypto_.createHash)('sha256');
    bytes = 0;
    constructor(onBytes) {
        super();
        this.onBytes = onBytes;
    }
    _transform(chunk, _encoding, callback) {
        this.hash.update(chunk);
        this.bytes += chunk.length;
        this.onBytes?.(chunk.length);
        callback(null, chunk);
    }
    /** `sha256:<hex>`; valid once the stream has ended. */
    digest() {
        return `sha256:${this.hash.copy().digest('hex')}`;
    }
}

;// CONCATENATED MODULE: ./.build/build/blobs/progress-tap.js

/** Counts bytes for progress lines as they pass. */
class ProgressTap extends external_node_stream_.Transform {
    progress;
    constructor(progress) {
        super();
        this.progress = progress;
    }
    _transform(chunk, _encoding, callback) {
        this.progress.add(chunk.length);
        callback(null, chunk);
    }
}

// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./.build/build/pack-tar.js


/**
 * Streams the tar that `fill` writes through `destinations`, finalized when `fill` ends. A failure while
 * filling destroys the tar with it, so the pipeline rejects too instead of waiting for entries that never come.
 */
async function packTar(fill, destinations) {
    const tar = (0,tar_stream.pack)();
    await Promise.all([
        fill(tar).then(() => tar.finalize(), (error) => {
            tar.destroy(error instanceof Error ? error : new Error(String(error)));
            throw error;
        }),
        (0,external_node_stream_promises_.pipeline)([tar, ...destinations]),
    ]);
}
/** A tar entry without content (a directory or a link) or with a small content in memory, written once tar-stream has taken it. */
function addEntry(tar, header, content) {
    return new Promise((resolve, reject) => {
        const done = (error) => (error ? reject(error) : resolve());
        if (content)
            tar.entry(header, content, done);
        else
            tar.entry(header, done);
    });
}

;// CONCATENATED MODULE: ./.build/build/layer/write-layer.js











/**
 * Bytes per read, per write into zlib and per zlib output chunk (zlib's default is 16 KiB). Not at level 0:
 * there zlib cuts its stored blocks by the sizes of its input and output chunks, so other sizes would change
 * the digest of a level-0 layer against earlier builds.
 */
const CHUNK = 256 * 1024;
/**
 * Files up to this size are read whole, without a stream each: a context is mostly small files (manifests,
 * charts), and per-file stream set-up costs more than the bytes. 64 KiB is one read of a file stream, so the
 * bytes reach zlib cut as before and level-0 digests stay the same.
 */
const SMALL_FILE = 64 * 1024;
class LayerError extends errors/* SealosError */.ei {
}
/**
 * Writes one layer in a single read of its files: tar entries → sha256 (diff_id) → gzip → sha256 (digest) → a
 * temporary file, renamed to its digest. Nothing of the layer is held in memory. The tar is reproducible: entries
 * in the given (sorted) order, owner 0:0 without names, one fixed mtime; gzip has a fixed header.
 */
async function writeLayer(entries, options) {
    const total = entries.reduce((sum, entry) => sum + entry.size, 0);
    const progress = total >= (options.progressThreshold ?? 64 * 1024 * 1024)
        ? new log_progress/* Progress */.k(options.logger, options.label, total)
        : undefined;
    const mtime = new Date(options.mtime * 1000);
    const diff = new HashTap();
    const compressed = new HashTap();
    const temporary = await options.store.temporaryPath();
    const chunked = options.level > 0;
    const fill = async (tar) => {
        for (const entry of entries) {
            const header = {
                name: entry.type === 'directory' ? `${entry.path}/` : entry.path,
                type: entry.type,
                mode: entry.mode,
                uid: 0,
                gid: 0,
                mtime,
                size: entry.type === 'file' ? entry.size : 0,
                ...(entry.linkTarget !== undefined ? { linkname: entry.linkTarget } : {}),
            };
            if (entry.type !== 'file' || !entry.source) {
                await addEntry(tar, header);
                continue;
            }
            const failed = (cause) => {
                throw new LayerError(`${options.label}: reading ${entry.source} failed (did it change during the build?)`, {
                    file: entry.source,
                    phase: 'build',
                    cause,
                });
            };
            if (entry.size <= SMALL_FILE) {
                const content = await (0,promises_.readFile)(entry.source).catch(failed);
                if (content.length !== entry.size)
                    failed(new Error(`${content.length} bytes read, ${entry.size} bytes when the build was planned`));
                progress?.add(content.length);
                await addEntry(tar, header, content);
                continue;
            }
            const sink = tar.entry(header);
            const content = (0,external_node_fs_.createReadStream)(entry.source, chunked ? { highWaterMark: CHUNK } : {});
            await (progress ? (0,external_node_stream_promises_.pipeline)(content, new ProgressTap(progress), sink) : (0,external_node_stream_promises_.pipeline)(content, sink)).catch(failed);
        }
    };
    try {
        await packTar(fill, [
            ...(chunked ? [new Coalesce(CHUNK)] : []),
            diff,
            (0,external_node_zlib_.createGzip)({ level: options.level, ...(chunked ? { chunkSize: CHUNK } : {}) }),
            new FixedGzipHeader(),
            compressed,
            (0,external_node_fs_.createWriteStream)(temporary, { highWaterMark: CHUNK }),
        ]);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
    const digest = compressed.digest();
    await options.store.commit(temporary, digest);
    progress?.finish();
    return { digest, diffId: diff.digest(), size: compressed.bytes, uncompressedSize: diff.bytes };
}
/**
 * zlib writes the operating system into byte 9 of the gzip header (3 on Linux, another value on macOS), which would
 * make the digest depend on the build machine; it is set to 255 ("unknown"), as Go's compress/gzip writes.
 */
class FixedGzipHeader extends external_node_stream_.Transform {
    seen = 0;
    _transform(chunk, _encoding, callback) {
        if (this.seen <= 9 && this.seen + chunk.length > 9) {
            const copy = Buffer.from(chunk);
            copy[9 - this.seen] = 255;
            this.seen += chunk.length;
            callback(null, copy);
            return;
        }
        this.seen += chunk.length;
        callback(null, chunk);
    }
}

// EXTERNAL MODULE: ./.build/build/output/blob-sources.js
var blob_sources = __webpack_require__(58659);
;// CONCATENATED MODULE: ./.build/build/output/oci-archive.js





/**
 * Streams an OCI layout folder into a tar (`oci-archive:` for skopeo and podman), one file at a time: entries in
 * a fixed order, owner 0:0, the given mtime. Written to a temporary name, renamed when complete.
 */
async function writeOciArchive(layoutDirectory, file, mtime) {
    const date = new Date(mtime * 1000);
    const blobNames = (await (0,promises_.readdir)(external_node_path_.join(layoutDirectory, 'blobs', 'sha256'))).sort();
    const files = ['oci-layout', 'index.json', ...blobNames.map((name) => `blobs/sha256/${name}`)];
    const temporary = `${file}.partial`;
    const fill = async (tar) => {
        for (const folder of ['blobs/', 'blobs/sha256/'])
            await addEntry(tar, { name: folder, type: 'directory', mode: 0o755, mtime: date });
        for (const name of files) {
            const source = external_node_path_.join(layoutDirectory, name);
            const { size } = await (0,promises_.stat)(source);
            const sink = tar.entry({ name, type: 'file', mode: 0o644, size, mtime: date });
            await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(source), sink);
        }
    };
    try {
        await packTar(fill, [(0,external_node_fs_.createWriteStream)(temporary)]);
        await (0,promises_.rename)(temporary, file);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
// EXTERNAL MODULE: ./.build/image/archive/save-archive.js
var save_archive = __webpack_require__(87419);
// EXTERNAL MODULE: ./.build/image/manifest.js
var manifest = __webpack_require__(62063);
;// CONCATENATED MODULE: ./.build/build/output/oci-layout.js











const layoutIndexSchema = schemas/* looseObject */._H3({
    schemaVersion: schemas/* literal */.euz(2),
    mediaType: schemas/* string */.YjP().optional(),
    manifests: schemas/* array */.YOg(manifest/* descriptorSchema */.TM),
});
class LayoutError extends errors/* SealosError */.ei {
}
/**
 * Writes (or adds to) an OCI image layout folder: `oci-layout`, `blobs/sha256/<hex>`, and `index.json` where the
 * image is named by `refName` (an entry with the same name is replaced, others are kept).
 */
async function writeOciLayout(image, blobs, options) {
    const { directory } = options;
    await (0,promises_.mkdir)(directory, { recursive: true });
    await (0,promises_.writeFile)(external_node_path_.join(directory, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
    const layout = new BlobStore(external_node_path_.join(directory, 'blobs'));
    for (const blob of blobs) {
        if (await layout.has(blob.digest))
            continue;
        if (await options.store.has(blob.digest))
            await layout.importFrom(options.store, blob.digest);
        else {
            const temporary = await layout.temporaryPath();
            await (0,external_node_stream_promises_.pipeline)(blob.open(), (0,external_node_fs_.createWriteStream)(temporary));
            await layout.commit(temporary, blob.digest);
        }
    }
    const manifestTemporary = await layout.temporaryPath();
    await (0,promises_.writeFile)(manifestTemporary, image.manifest.bytes);
    await layout.commit(manifestTemporary, image.manifest.digest);
    await layout.removeTemporaryFolder();
    const indexPath = external_node_path_.join(directory, 'index.json');
    const existing = await readIndex(indexPath);
    const manifests = existing.filter((d) => d.annotations?.[save_archive/* refNameAnnotation */.my] !== options.refName);
    manifests.push({
        mediaType: image.manifest.mediaType,
        digest: image.manifest.digest,
        size: image.manifest.size,
        annotations: { [save_archive/* refNameAnnotation */.my]: options.refName },
        platform: image.platform,
    });
    const index = { schemaVersion: 2, mediaType: media_types/* MediaTypes */.mI.ociIndex, manifests };
    await (0,write_stream/* writeFileAtomically */.lo)(indexPath, JSON.stringify(index));
}
async function readIndex(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch {
        return [];
    }
    try {
        return layoutIndexSchema.parse(JSON.parse(text)).manifests;
    }
    catch (cause) {
        throw new LayoutError(`${file} is not an OCI image index; refusing to overwrite it`, { file, cause });
    }
}

;// CONCATENATED MODULE: ./.build/build/output/push.js


/**
 * Pushes the image to every target: per repository its blobs once (HEAD skips what is there; a base layer on the
 * same registry is mounted from the base repository), then the manifest under each tag unless the tag already
 * names it, so a second push of an unchanged image sends no bytes at all.
 */
async function pushImage(client, image, blobs, targets, logger) {
    const byRepository = new Map();
    for (const target of targets) {
        const key = `${target.registry}/${target.repository}`;
        byRepository.set(key, [...(byRepository.get(key) ?? []), target]);
    }
    const pushed = [];
    for (const [repository, refs] of byRepository) {
        const first = refs[0];
        const results = await (0,map_limit/* mapLimit */.s)(blobs, client.concurrency, async (blob) => {
            const mountFrom = blob.base && blob.base.registry === first.registry ? [blob.base.repository] : [];
            const result = await client.pushBlob(first, blob, { mountFrom });
            logger.debug(`${repository}: ${blob.kind} ${blob.digest} ${result}`);
            return { kind: blob.kind, digest: blob.digest, size: blob.size, result };
        });
        for (const ref of refs) {
            const current = await client.headManifest(ref);
            if (current?.digest === image.manifest.digest) {
                logger.info(`${(0,image_reference/* formatReference */.FH)(ref)}@${current.digest} already there`);
                pushed.push({
                    reference: (0,image_reference/* formatReference */.FH)(ref),
                    digest: current.digest,
                    blobs: results,
                    manifest: 'exists',
                });
                continue;
            }
            const digest = await client.putManifest(ref, image.manifest.bytes, image.manifest.mediaType);
            logger.info(`pushed ${(0,image_reference/* formatReference */.FH)(ref)}@${digest}`);
            pushed.push({ reference: (0,image_reference/* formatReference */.FH)(ref), digest, blobs: results, manifest: 'uploaded' });
        }
    }
    return pushed;
}

;// CONCATENATED MODULE: ./.build/build/builder.js






















/**
 * Node's gzip on one core here: level 1 ≈ 71 MiB/s and 42.4% of a Go binary, level 6 ≈ 32 MiB/s and 39.0%,
 * level 9 ≈ 11 MiB/s for 38.9%. A cluster image is built once and pulled by every node, so level 6 (8% smaller
 * than level 1 for about 20 s more per GiB) is the default; `--compression-level 1` favours build time.
 */
const defaultCompressionLevel = 6;
class BuildError extends errors/* SealosError */.ei {
}
/** Builds a cluster image from a Kubefile and its contexts, and writes it to every requested output. */
async function buildImage(options) {
    const { logger } = options;
    const kubefile = external_node_path_.resolve(options.kubefile);
    const text = await (0,read_input/* readInputFile */.jH)(kubefile).catch((cause) => {
        throw new errors/* UsageError */.eb(`Kubefile ${kubefile} cannot be read: ${(0,errors/* causeText */.xv)(cause)}`, {
            file: kubefile,
            cause,
        });
    });
    const targets = (options.tags ?? []).map(parseTag);
    if (options.push && targets.length === 0)
        throw new errors/* UsageError */.eb('--push needs at least one tag (-t)');
    const epoch = options.sourceDateEpoch ?? 0;
    const level = options.compressionLevel ?? defaultCompressionLevel;
    if (!Number.isInteger(level) || level < 0 || level > 9)
        throw new errors/* UsageError */.eb(`compression level ${level}: expected 0 to 9`);
    const parsed = parseKubefile(text, options.kubefile);
    const evaluateOptions = {
        ...(options.buildArgs ? { buildArgs: options.buildArgs } : {}),
        platform: (0,platform/* formatPlatform */.Bq)(options.platform),
    };
    const baseName = baseImageOf(parsed, evaluateOptions);
    const base = baseName ? await resolveBase(baseName, options) : undefined;
    const evaluated = evaluateKubefile(parsed, { ...evaluateOptions, ...(base ? { base: base.values } : {}) });
    if (evaluated.unusedBuildArgs.length)
        logger.warn(`build args not used by any ARG: ${evaluated.unusedBuildArgs.join(', ')}`);
    for (const [key, value] of options.labels ?? [])
        evaluated.config.labels.set(key, value);
    for (const [key, value] of options.env ?? [])
        evaluated.config.env.set(key, value);
    const contexts = (options.contexts?.length ? options.contexts : [external_node_path_.dirname(kubefile)]).map((c) => external_node_path_.resolve(c));
    const merged = await (0,merged_context/* mergeContexts */.P)(contexts);
    const shownOverrides = merged.overrides.slice(0, 50);
    for (const o of shownOverrides)
        logger.info(`context: ${o.path} from ${o.by} overrides ${o.from}`);
    if (merged.overrides.length > shownOverrides.length)
        logger.info(`context: ${merged.overrides.length - shownOverrides.length} more files overridden`);
    const work = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'sealos-build-'));
    try {
        const store = new BlobStore(work);
        const built = await writeLayers(evaluated.steps, merged, {
            store,
            level,
            epoch,
            logger,
            file: options.kubefile,
        });
        const layers = [...(base?.layers ?? []), ...built.layers];
        const image = (0,assemble/* assembleImage */.al)({
            platform: options.platform,
            created: epoch,
            values: evaluated.config,
            layers,
            history: built.history,
            ...(base ? { base: base.assembly } : {}),
        });
        await storeJson(store, image.config);
        await storeJson(store, image.manifest);
        logger.info(`image ${image.manifest.digest} (${(0,platform/* formatPlatform */.Bq)(options.platform)})`);
        const pushed = await writeOutputs(image, { ...options, targets, store, work, epoch });
        return {
            image,
            digest: image.manifest.digest,
            size: image.config.size + layers.reduce((sum, layer) => sum + layer.size, 0),
            tags: targets.map(image_reference/* formatReference */.FH),
            layers: built.summaries,
            overrides: merged.overrides,
            pushed,
            unusedBuildArgs: evaluated.unusedBuildArgs,
        };
    }
    finally {
        await (0,promises_.rm)(work, { recursive: true, force: true });
    }
}
/**
 * One layer per COPY/ADD, in order; every instruction also becomes a history entry. The layers are written
 * several at a time, up to one per core: gzip and the file reads run on libuv's threadpool, so each layer in
 * flight keeps another core busy, while every layer's bytes (and so its digest) stay the same.
 */
async function writeLayers(steps, merged, options) {
    const history = steps.map((step) => ({
        createdBy: step.createdBy,
        emptyLayer: step.kind === 'config',
    }));
    const plans = [];
    for (const step of steps) {
        if (step.kind === 'config')
            continue;
        const label = `layer ${plans.length + 1} (${step.createdBy})`;
        plans.push({ step, entries: await planCopy(merged, step.copy, options.file), label });
    }
    const blobs = await (0,map_limit/* mapLimit */.s)(plans, external_node_os_.availableParallelism(), ({ entries, label }) => writeLayer(entries, {
        store: options.store,
        level: options.level,
        mtime: options.epoch,
        logger: options.logger,
        label,
    }));
    const layers = [];
    const summaries = [];
    for (const [index, { step, entries }] of plans.entries()) {
        const blob = blobs[index];
        options.logger.info(`layer ${index + 1}: ${step.createdBy}: ${entries.length} entries, ${(0,logger/* formatBytes */.z3)(blob.uncompressedSize)} → ${(0,logger/* formatBytes */.z3)(blob.size)} ${blob.digest}`);
        layers.push({
            digest: blob.digest,
            size: blob.size,
            mediaType: media_types/* MediaTypes */.mI.ociLayerGzip,
            diffId: blob.diffId,
            origin: { kind: 'local', createdBy: step.createdBy, uncompressedSize: blob.uncompressedSize },
        });
        summaries.push({ createdBy: step.createdBy, ...blob, files: entries.length });
    }
    return { layers, history, summaries };
}
/** The OCI layout and/or archive (named by the first tag's tag), then the push to every tag. */
async function writeOutputs(image, options) {
    const { logger, store } = options;
    const blobs = (0,blob_sources/* imageBlobs */.a)(image, store, options.client);
    const refName = options.targets[0]?.tag ?? 'latest';
    if (options.ociLayout || options.ociArchive) {
        const layoutDir = options.ociLayout ? external_node_path_.resolve(options.ociLayout) : external_node_path_.join(options.work, 'layout');
        await writeOciLayout(image, blobs, { directory: layoutDir, refName, store });
        if (options.ociLayout)
            logger.info(`OCI layout ${layoutDir}:${refName}`);
        if (options.ociArchive) {
            await writeOciArchive(layoutDir, external_node_path_.resolve(options.ociArchive), options.epoch);
            logger.info(`OCI archive ${options.ociArchive}:${refName}`);
        }
    }
    if (!options.push)
        return [];
    if (!options.client)
        throw new BuildError('pushing needs a registry client');
    return pushImage(options.client, image, blobs, options.targets, logger);
}
function parseTag(text) {
    const ref = (0,image_reference/* parseReference */.F2)(text);
    if (ref.digest)
        throw new errors/* UsageError */.eb(`tag ${text}: a build names its image by a tag, not a digest`);
    return ref;
}
async function storeJson(store, blob) {
    const temporary = await store.temporaryPath();
    await (0,promises_.writeFile)(temporary, blob.bytes);
    await store.commit(temporary, blob.digest);
}
/** FROM <image>: its layers are reused by reference (never downloaded to push), its config is the start. */
async function resolveBase(name, options) {
    if (!options.client)
        throw new BuildError(`FROM ${name} needs a registry client`);
    const reference = (0,image_reference/* parseReference */.F2)(name);
    const resolved = await (0,pull/* resolveImage */.AT)(options.client, reference, options.platform);
    const { manifest, config } = resolved;
    const diffIds = config.rootfs.diff_ids;
    if (diffIds.length !== manifest.layers.length)
        throw new BuildError(`base image ${name}: ${manifest.layers.length} layers but ${diffIds.length} diff_ids in its config`);
    const runtime = config.config ?? {};
    const env = new Map();
    for (const item of runtime.Env ?? []) {
        const eq = item.indexOf('=');
        if (eq > 0)
            env.set(item.slice(0, eq), item.slice(eq + 1));
    }
    const author = typeof config.author === 'string' ? config.author : undefined;
    options.logger.info(`base image ${(0,image_reference/* formatReference */.FH)(reference)}@${resolved.manifestDigest}: ${manifest.layers.length} layers`);
    return {
        values: {
            env,
            labels: new Map(Object.entries(runtime.Labels ?? {})),
            ...(runtime.Cmd ? { cmd: runtime.Cmd } : {}),
            ...(runtime.Entrypoint ? { entrypoint: runtime.Entrypoint } : {}),
            ...(author ? { author } : {}),
        },
        layers: manifest.layers.map((layer, i) => ({
            digest: layer.digest,
            size: layer.size,
            mediaType: layer.mediaType,
            diffId: diffIds[i],
            origin: { kind: 'base', image: { ...reference, digest: resolved.manifestDigest } },
        })),
        assembly: { config, reference: (0,image_reference/* formatReference */.FH)(reference), digest: resolved.topDigest },
    };
}


/***/ }),

/***/ 55323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ mergeContexts)
/* harmony export */ });
/* unused harmony export ContextError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);



class ContextError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei {
}
/**
 * Merges `roots` in order. A later file replaces an earlier file, symlink or directory (and everything under
 * it); directories present in several folders merge. Every replacement is reported as an override.
 */
async function mergeContexts(roots) {
    if (roots.length === 0)
        throw new ContextError('no build context folder given');
    const entries = new Map();
    const overrides = [];
    for (const root of roots) {
        const top = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(root).catch((cause) => {
            throw new ContextError(`build context ${root} cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .causeText */ .xv)(cause)}`, {
                file: root,
                cause,
                phase: 'build',
            });
        });
        if (!top.isDirectory())
            throw new ContextError(`build context ${root} is not a folder`, { file: root });
        await walk(root, '', entries, overrides);
    }
    const sorted = new Map([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return { roots, entries: sorted, overrides };
}
async function walk(root, relative, entries, overrides) {
    const folder = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, relative);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder)).sort();
    for (const name of names) {
        const rel = relative ? `${relative}/${name}` : name;
        const source = node_path__WEBPACK_IMPORTED_MODULE_1__.join(folder, name);
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(source);
        const type = stat.isDirectory()
            ? 'directory'
            : stat.isSymbolicLink()
                ? 'symlink'
                : stat.isFile()
                    ? 'file'
                    : null;
        if (type === null)
            throw new ContextError(`${source}: only files, folders and symlinks can go into an image`);
        const previous = entries.get(rel);
        if (previous && !(previous.type === 'directory' && type === 'directory')) {
            overrides.push({ path: rel, from: previous.source, by: source });
            if (previous.type === 'directory')
                removeBelow(entries, rel);
        }
        entries.set(rel, {
            path: rel,
            source,
            type,
            mode: stat.mode & 0o7777,
            size: type === 'file' ? stat.size : 0,
            ...(type === 'symlink' ? { linkTarget: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(source) } : {}),
        });
        if (type === 'directory')
            await walk(root, rel, entries, overrides);
    }
}
function removeBelow(entries, directory) {
    const prefix = `${directory}/`;
    for (const key of entries.keys())
        if (key.startsWith(prefix))
            entries.delete(key);
}


/***/ }),

/***/ 48011:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   al: () => (/* binding */ assembleImage),
/* harmony export */   q2: () => (/* binding */ jsonBlob)
/* harmony export */ });
/* unused harmony export ociLayerMediaType */
/* harmony import */ var _image_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21826);
/* harmony import */ var _image_media_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18100);


/** Docker's layer media types have OCI twins with the same bytes; an OCI manifest must use the OCI names. */
const ociLayerType = {
    [_image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.dockerLayerGzip]: _image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.ociLayerGzip,
    [_image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.dockerForeignLayerGzip]: _image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.ociLayerNondistributableGzip,
};
function ociLayerMediaType(mediaType) {
    return ociLayerType[mediaType] ?? mediaType;
}
/**
 * The OCI config and manifest of a build. Keys are written in a fixed order and labels sorted, so the same
 * inputs always give the same bytes, hence the same digest.
 */
function assembleImage(input) {
    const created = new Date(input.created * 1000).toISOString().replace('.000Z', 'Z');
    const { values, base } = input;
    const baseRuntime = base?.config.config ?? {};
    const runtime = { ...baseRuntime };
    for (const key of ['Env', 'Entrypoint', 'Cmd', 'Labels'])
        delete runtime[key];
    const env = [...values.env].map(([key, value]) => `${key}=${value}`);
    const labels = Object.fromEntries([...values.labels].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const config = {
        created,
        ...(values.author ? { author: values.author } : {}),
        architecture: input.platform.architecture,
        os: input.platform.os,
        ...(input.platform.variant ? { variant: input.platform.variant } : {}),
        config: {
            ...runtime,
            ...(env.length ? { Env: env } : {}),
            ...(values.entrypoint ? { Entrypoint: values.entrypoint } : {}),
            ...(values.cmd ? { Cmd: values.cmd } : {}),
            ...(values.labels.size ? { Labels: labels } : {}),
        },
        rootfs: { type: 'layers', diff_ids: input.layers.map((layer) => layer.diffId) },
        history: [
            ...(base?.config.history ?? []),
            ...input.history.map((item) => ({
                created,
                created_by: item.createdBy,
                comment: 'sealos-action',
                ...(item.emptyLayer ? { empty_layer: true } : {}),
            })),
        ],
    };
    const configBlob = jsonBlob(_image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.ociConfig, config);
    const layers = input.layers.map((layer) => ({
        mediaType: ociLayerMediaType(layer.mediaType),
        digest: layer.digest,
        size: layer.size,
    }));
    const manifest = {
        schemaVersion: 2,
        mediaType: _image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.ociManifest,
        config: { mediaType: configBlob.mediaType, digest: configBlob.digest, size: configBlob.size },
        layers,
        ...(base
            ? {
                annotations: {
                    'org.opencontainers.image.base.digest': base.digest,
                    'org.opencontainers.image.base.name': base.reference,
                },
            }
            : {}),
    };
    return {
        manifest: jsonBlob(_image_media_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MediaTypes */ .mI.ociManifest, manifest),
        config: configBlob,
        layers: input.layers,
        platform: input.platform,
    };
}
function jsonBlob(mediaType, value) {
    const bytes = Buffer.from(JSON.stringify(value));
    return { mediaType, digest: (0,_image_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Of */ .Bj)(bytes), size: bytes.length, bytes };
}


/***/ }),

/***/ 58659:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ imageBlobs),
/* harmony export */   n: () => (/* binding */ lazyStream)
/* harmony export */ });
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);


/**
 * The config and layers of `image` as readable blobs: from the local store, or streamed from the base image's
 * registry (only when an output needs a base layer it cannot mount, e.g. another registry or a layout folder).
 */
function imageBlobs(image, store, client) {
    const layers = image.layers.map((layer) => {
        const { origin } = layer;
        if (origin.kind === 'local')
            return { kind: 'layer', digest: layer.digest, size: layer.size, open: () => store.open(layer.digest) };
        return {
            kind: 'layer',
            digest: layer.digest,
            size: layer.size,
            base: { registry: origin.image.registry, repository: origin.image.repository },
            open: () => {
                if (!client)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SealosError */ .ei(`base layer ${layer.digest} needs a registry client to be read`);
                return lazyStream(() => client.fetchBlob(origin.image, layer.digest, layer.size));
            },
        };
    });
    const config = {
        kind: 'config',
        digest: image.config.digest,
        size: image.config.size,
        open: () => store.open(image.config.digest),
    };
    return [config, ...layers];
}
/** A stream available at once whose content comes from an asynchronous source (a registry GET). */
function lazyStream(start) {
    const out = new node_stream__WEBPACK_IMPORTED_MODULE_0__.PassThrough();
    start().then((source) => {
        source.on('error', (error) => out.destroy(error));
        source.pipe(out);
    }, (error) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
}


/***/ }),

/***/ 69420:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ listImagesToSave)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/render/functions/encoding.js
var encoding = __webpack_require__(84172);
// EXTERNAL MODULE: ./.build/render/index.js + 37 modules
var render = __webpack_require__(80108);
// EXTERNAL MODULE: ./.build/render/template/values.js
var template_values = __webpack_require__(59426);
;// CONCATENATED MODULE: ./.build/build/charts/render-context-charts.js






/** The release sreg renders every chart as (pkg/buildimage/chart.go: `ReleaseOptions{Name: "dryrun"}`). */
const RELEASE = { name: 'dryrun', namespace: '' };
/**
 * sreg's ParseChartImages over a build context (pkg/buildimage/chart.go): each chart of `loadContextCharts` is
 * rendered with its values.yaml and, when present, `charts/<name in Chart.yaml>.values.yaml` over it, release
 * `dryrun` in no namespace. Every rendered template is yielded, named by its place in the context
 * (`charts/metallb/templates/controller.yaml`).
 */
async function* renderContextCharts(context) {
    for await (const { path, chart } of loadContextCharts(context)) {
        const rendered = (0,render/* renderChart */.xt)(chart, await namedValues(context, chart.name), RELEASE);
        for (const template of rendered) {
            const inChart = template.name.slice(template.name.indexOf('/'));
            yield { file: `${path}${inChart}`, text: template.text };
        }
    }
}
/**
 * The charts of a context as sreg loads them (getChartSub1Paths, then helm's loader.Load): each first-level
 * folder of `charts/`, or entry whose name ends in `tgz`, in name order. A folder's `.helmignore` applies
 * (helm's LoadDir); an archive's does not (LoadArchive reads every file). Symbolic links are not followed: a
 * linked chart is skipped, as os.ReadDir's entry is no folder.
 */
async function* loadContextCharts(context) {
    const firstLevel = [...context.entries.values()].filter((entry) => entry.path.startsWith('charts/') &&
        entry.path.split('/').length === 2 &&
        (entry.type === 'directory' || (entry.type === 'file' && entry.path.endsWith('tgz'))));
    for (const entry of firstLevel.sort((a, b) => (a.path < b.path ? -1 : 1))) {
        const files = entry.type === 'directory'
            ? await folderFiles(context, `${entry.path}/`)
            : await (0,render/* unpackChartArchive */.Lt)((0,external_node_fs_.createReadStream)(entry.source), entry.path);
        yield { path: entry.path, chart: await (0,render/* chartFromFiles */.q3)(files, entry.path) };
    }
}
/**
 * A chart folder's regular files, by path inside it, as helm's LoadDir reads them: without what the folder's
 * `.helmignore` (and helm's default `templates/.?*`) leaves out. Bounded like an archive (a context is untrusted).
 */
async function folderFiles(context, prefix) {
    const tooLarge = (entry) => new render/* ChartError */.DA(`${entry.path}: the chart is larger than a chart may be (${render/* CHART_ARCHIVE_LIMITS */.XK.fileBytes} bytes a file, ` +
        `${render/* CHART_ARCHIVE_LIMITS */.XK.totalBytes} in all)`, { file: entry.source, phase: 'chart' });
    const ignoreEntry = context.entries.get(`${prefix}${render/* HelmIgnore */.NT.fileName}`);
    let ignoreText;
    if (ignoreEntry?.type === 'file') {
        if (ignoreEntry.size > render/* CHART_ARCHIVE_LIMITS */.XK.fileBytes)
            throw tooLarge(ignoreEntry);
        ignoreText = await (0,promises_.readFile)(ignoreEntry.source, 'utf8');
    }
    const ignore = render/* HelmIgnore */.NT.parse(ignoreText, `${prefix}${render/* HelmIgnore */.NT.fileName}`, ignoreEntry?.source);
    const files = new Map();
    let total = 0;
    for (const entry of context.entries.values()) {
        if (!entry.path.startsWith(prefix) || entry.type !== 'file')
            continue;
        if (ignore.excludes(entry.path.slice(prefix.length)))
            continue;
        total += entry.size;
        if (entry.size > render/* CHART_ARCHIVE_LIMITS */.XK.fileBytes || total > render/* CHART_ARCHIVE_LIMITS */.XK.totalBytes)
            throw tooLarge(entry);
        files.set(entry.path.slice(prefix.length), await (0,promises_.readFile)(entry.source));
    }
    return files;
}
/** `charts/<name>.values.yaml`, the values sreg passes to helm for chart `<name>`; none when absent. */
async function namedValues(context, name) {
    const entry = context.entries.get(`charts/${name}.values.yaml`);
    if (entry?.type !== 'file')
        return new template_values/* GoMap */.tn(new Map());
    let data;
    try {
        data = (0,encoding/* parseYaml11 */.z1)(await (0,promises_.readFile)(entry.source, 'utf8'));
    }
    catch (cause) {
        throw new render/* ChartError */.DA(`${entry.path}: ${(0,errors/* causeText */.xv)(cause)}`, { file: entry.source, phase: 'chart', cause });
    }
    if (data === null || data === undefined)
        return new template_values/* GoMap */.tn(new Map());
    const values = (0,encoding/* fromData */.Bw)(data);
    if (!(values instanceof template_values/* GoMap */.tn))
        throw new render/* ChartError */.DA(`${entry.path}: not a mapping of values`, { file: entry.source, phase: 'chart' });
    return values;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/image/errors.js
var image_errors = __webpack_require__(37525);
// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
;// CONCATENATED MODULE: ./.build/build/registry-save/image-list.js




class ImageListError extends errors/* SealosError */.ei {
}
/**
 * The images `sealos build` saves into `registry/`, found the way sreg finds them
 * (`pkg/buildimage/images.go` List and Filter, as `lifecycle/pkg/buildah/imagesaver.go` calls them):
 * - `manifests/**` files ending `.yaml`, `.yml` or `.tmpl` (any case), each line read by `imageOfLine`;
 * - rendered charts, read by the same rule;
 * - every line of every file under `images/shim/` (trimmed; blank lines and `#` lines skipped), as written;
 * - minus the entries equal to a whole line of `.sealignore` at the context root.
 * sreg compares `.sealignore` lines with its list as spelled there (manifest images normalised, shim lines as
 * written), so that is what is compared here; the result is then normalised in its name, so `nginx:1` and
 * `docker.io/library/nginx:1` are one image; no tag is added (ParseNormalizedNamed keeps `nginx` untagged, and
 * the pull takes `latest`). Symbolic links are not followed (sreg would read through them).
 */
async function collectContextImages(context, renderCharts) {
    // sreg's spelling → the files that name it, and where it was first seen (for a shim line that is no image).
    const listed = new Map();
    const add = (spelling, file, line) => {
        const seen = listed.get(spelling);
        if (seen)
            seen.files.push(file);
        else
            listed.set(spelling, { files: [file], first: { file, ...(line !== undefined && { line }) } });
    };
    for (const entry of context.entries.values()) {
        if (entry.type !== 'file')
            continue;
        if (entry.path.startsWith('images/shim/')) {
            for (const line of shimLines(await (0,promises_.readFile)(entry.source, 'utf8')))
                add(line.text, entry.path, line.line);
        }
        else if (entry.path.startsWith('manifests/') && isManifestFile(entry.path)) {
            for (const image of imagesInManifest(await (0,promises_.readFile)(entry.source, 'utf8')))
                add(image, entry.path);
        }
    }
    for await (const rendered of renderCharts(context))
        for (const image of imagesInManifest(rendered.text))
            add(image, rendered.file);
    const ignoreFile = context.entries.get('.sealignore');
    const ignoreLines = new Set(ignoreFile?.type === 'file' ? fileLines(await (0,promises_.readFile)(ignoreFile.source, 'utf8')) : []);
    const ignored = [...listed.keys()].filter((spelling) => ignoreLines.has(spelling)).sort();
    const foundIn = new Map();
    for (const [spelling, { files, first }] of listed) {
        if (ignoreLines.has(spelling))
            continue;
        const image = normalise(spelling, first, context);
        foundIn.set(image, [...new Set([...(foundIn.get(image) ?? []), ...files])]);
    }
    return { images: [...foundIn.keys()].sort(), foundIn, ignored };
}
/** sreg's `yaml.Matcher` and `tmpl.Matcher`: the file name's extension, lowercased. */
function isManifestFile(file) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    return dot >= 0 && ['.yaml', '.yml', '.tmpl'].includes(name.slice(dot).toLowerCase());
}
/** The distinct images the lines of a manifest name (sreg `manifests/utils.go` ParseImages). */
function imagesInManifest(text) {
    const images = new Set();
    for (const line of fileLines(text)) {
        const image = imageOfLine(line);
        if (image !== undefined)
            images.add(image);
    }
    return [...images];
}
const imageKey = 'image:';
const imageIdentifier = /^[a-f0-9]{64}$/;
/**
 * sreg `parseImageRefFromLine`: a line that, trimmed, does not start with `#` and has `image:` anywhere; the
 * value is what follows the first `image:`, trimmed, with one pair of matching quotes removed. It counts only
 * when the whole value is an image reference (so `image: nginx # pinned` and `image: {{ .Values.x }}` do not),
 * and is spelled as docker's ParseNormalizedNamed gives it: `name:tag` when tagged (a digest after the tag is
 * dropped), `name@digest` when only digested, the bare name otherwise.
 */
function imageOfLine(line) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#'))
        return undefined;
    const at = trimmed.indexOf(imageKey);
    if (at < 0)
        return undefined;
    const value = trimQuotes(trimmed.slice(at + imageKey.length).trim());
    if (value === '' || imageIdentifier.test(value))
        return undefined;
    let ref;
    try {
        ref = (0,reference/* parseReferenceAsWritten */._S)(value);
    }
    catch (error) {
        if (error instanceof image_errors/* InvalidReferenceError */.x_)
            return undefined;
        throw error;
    }
    const name = (0,reference/* referenceName */.z$)(ref);
    if (ref.tag !== undefined)
        return `${name}:${ref.tag}`;
    return ref.digest !== undefined ? `${name}@${ref.digest}` : name;
}
/** sreg `strings.TrimQuotes`: one pair of the same quote at both ends. */
function trimQuotes(text) {
    const last = text.at(-1);
    return text.length >= 2 && text[0] === last && (last === '"' || last === "'") ? text.slice(1, -1) : text;
}
/** Lines as Go's bufio ReadLine gives them: split at `\n`, a `\r` before it dropped. */
function fileLines(text) {
    const lines = text.split(/\r?\n/);
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
/** sreg `formalizeImages` over a shim file: trimmed, blank and `#` lines skipped, one pair of quotes removed. */
function shimLines(text) {
    return fileLines(text).flatMap((raw, index) => {
        const line = raw.trim();
        return line === '' || line.startsWith('#') ? [] : [{ text: trimQuotes(line), line: index + 1 }];
    });
}
/** Manifest images already parsed; a shim line that is no image stops the list (sreg fails its save). */
function normalise(spelling, where, context) {
    try {
        return (0,reference/* formatReference */.FH)((0,reference/* parseReferenceAsWritten */._S)(spelling));
    }
    catch (cause) {
        const at = `${where.file}${where.line === undefined ? '' : `:${where.line}`}`;
        throw new ImageListError(`${at}: "${spelling}" is not an image reference (${(0,errors/* causeText */.xv)(cause)})`, {
            file: context.entries.get(where.file)?.source ?? where.file,
            ...(where.line !== undefined && { line: where.line }),
            phase: 'image list',
            cause,
        });
    }
}

;// CONCATENATED MODULE: ./.build/build/registry-save/archive-list.js





/** sreg's list of image archives to save (pkg/buildimage/constants.go ImagesDirName/ImageSkopeoDirName/ImageTarConfigName). */
const ARCHIVE_LIST = 'images/skopeo/tar.txt';
const ARCHIVE_FOLDER = external_node_path_.posix.dirname(ARCHIVE_LIST);
const TRANSPORTS = ['docker-archive', 'oci-archive'];
/**
 * sreg `TarList` (pkg/buildimage/tar_images.go), as sealos `runSaveImages` calls it beside `List`: the lines of
 * `images/skopeo/tar.txt` (only that file; none when it is missing), blank lines skipped, each
 * `TRANSPORT:PATH[:NAME]@DESTINATION`:
 * - TRANSPORT `docker-archive` or `oci-archive`; PATH relative to `images/skopeo/` (sreg `path.Join`s it there,
 *   so `/root/x.tar` is `images/skopeo/root/x.tar`); NAME picks an image from an archive holding several
 *   (containers/image's `docker-archive:path:reference` form);
 * - DESTINATION is the repository in the saved registry, tag `latest` unless given, taken as written after the
 *   registry host (sreg copies to `docker://127.0.0.1:PORT/DESTINATION`): `library/x` stays `library/x`.
 * `.sealignore` does not apply (sreg filters only List). Errors name the file and line; a path that leaves the
 * context, or is no regular file in it, is refused (sreg would read any path, links followed).
 */
async function readArchiveList(context) {
    const list = context.entries.get(ARCHIVE_LIST);
    if (list?.type !== 'file')
        return [];
    const archives = [];
    for (const [index, line] of fileLines(await (0,promises_.readFile)(list.source, 'utf8')).entries()) {
        if (line === '')
            continue;
        const where = `${ARCHIVE_LIST}:${index + 1}`;
        const fail = (why) => {
            throw new ImageListError(`${where}: ${why}`, {
                file: list.source,
                line: index + 1,
                phase: 'image list',
            });
        };
        const at = line.indexOf('@');
        if (at < 0)
            fail(`invalid image format: ${line} (TRANSPORT:PATH@DESTINATION)`);
        const source = line.slice(0, at);
        const transport = TRANSPORTS.find((name) => source.startsWith(`${name}:`));
        if (!transport)
            fail(`invalid image format: ${line}, must prefix in docker-archive or oci-archive`);
        const rest = source.slice(transport.length + 1);
        const colon = rest.indexOf(':');
        const written = colon < 0 ? rest : rest.slice(0, colon);
        const path = external_node_path_.posix.join(ARCHIVE_FOLDER, written);
        if (path === '..' || path.startsWith('../'))
            fail(`the archive "${written}" is outside the build context`);
        const entry = context.entries.get(path);
        if (entry?.type !== 'file')
            fail(`the archive ${path} is not a file in the build context`);
        let selector;
        if (colon >= 0)
            selector = archive_list_reference(rest.slice(colon + 1), 'the image to take', fail);
        // sreg splits the line at every `@` and keeps the second part.
        const destination = line.slice(at + 1).split('@')[0];
        let saved;
        try {
            saved = (0,reference/* parseReference */.F2)(`127.0.0.1:5000/${destination}`);
        }
        catch (error) {
            if (!(error instanceof image_errors/* InvalidReferenceError */.x_))
                throw error;
            saved = fail(`the destination "${destination}" is no repository[:tag]`);
        }
        archives.push({
            where,
            transport: transport,
            path,
            source: entry.source,
            ...(selector !== undefined && { selector }),
            repository: saved.repository,
            tag: saved.tag ?? 'latest',
        });
    }
    return archives;
}
/** A reference checked and normalised (`:latest` added), or the line refused naming what it is. */
function archive_list_reference(text, what, fail) {
    try {
        return (0,reference/* formatReference */.FH)((0,reference/* parseReference */.F2)(text));
    }
    catch (error) {
        if (error instanceof image_errors/* InvalidReferenceError */.x_)
            return fail(`${what} is no image reference: ${error.message}`);
        throw error;
    }
}

;// CONCATENATED MODULE: ./.build/build/registry-save/images-to-save.js



/**
 * The one list `build` and `registry save` (and its `--dry-run`) save, with what the user should know about it
 * logged: what `.sealignore` dropped, and the archives `images/skopeo/tar.txt` adds.
 */
async function listImagesToSave(context, logger) {
    const listed = await collectContextImages(context, renderContextCharts);
    if (listed.ignored.length)
        logger.info(`.sealignore drops: ${listed.ignored.join(', ')}`);
    const archives = await readArchiveList(context);
    for (const archive of archives)
        logger.info(`${ARCHIVE_LIST}: ${archive.transport}:${archive.path} is saved as ${archive.repository}:${archive.tag}`);
    return { ...listed, archives };
}


/***/ }),

/***/ 42376:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ saveImages)
});

// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/files/input-path.js
var input_path = __webpack_require__(75688);
;// CONCATENATED MODULE: ./.build/files/output-folder.js



/**
 * A folder the user names for output (`--registry-dir`, an OCI layout): it may not exist yet, but it may not be
 * a file, nor lie below one. Checked before any work, so the refusal names the flag rather than surfacing as a
 * raw ENOTDIR halfway through.
 */
async function checkOutputFolder(folder, label) {
    const problem = (0,input_path/* pathProblem */.z9)(folder);
    if (problem)
        throw new errors/* UsageError */.eb(`${label} ${folder}: ${problem}`);
    try {
        if (!(await (0,promises_.stat)(folder)).isDirectory())
            throw new errors/* UsageError */.eb(`${label} ${folder}: it is a file, not a folder`, { file: folder });
    }
    catch (error) {
        if (error instanceof errors/* UsageError */.eb)
            throw error;
        if (error.code === 'ENOENT')
            return;
        throw new errors/* UsageError */.eb(`${label} ${folder}: ${(0,errors/* causeText */.xv)(error)}`, { file: folder, cause: error });
    }
}

// EXTERNAL MODULE: ./.build/image/manifest.js
var image_manifest = __webpack_require__(62063);
// EXTERNAL MODULE: ./.build/image/platform.js
var platform = __webpack_require__(93337);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/remote/blobs.js
var remote_blobs = __webpack_require__(20327);
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var log_logger = __webpack_require__(83920);
// EXTERNAL MODULE: ./.build/log/progress.js
var log_progress = __webpack_require__(58720);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
// EXTERNAL MODULE: ./.build/image/digest.js
var image_digest = __webpack_require__(21826);
;// CONCATENATED MODULE: ./.build/build/registry-save/distribution-store.js




/**
 * The on-disk storage of docker-distribution (`docker/registry/v2/` under a registry folder), written the way the
 * registry itself writes it, so a `docker-registry` started on that folder serves the images:
 * `blobs/sha256/<2 hex>/<hex>/data`, and per repository `_layers` links (layers and config), `_manifests/revisions`
 * links (every manifest and index), and per tag `current/link` plus `index/sha256/<hex>/link`. A link file holds
 * exactly `sha256:<hex>`, with no newline: the registry answers 500 otherwise.
 */
class DistributionStore {
    root;
    constructor(registryDirectory) {
        this.root = external_node_path_.join(registryDirectory, 'docker', 'registry', 'v2');
    }
    blobPath(digest) {
        const hex = (0,image_digest/* digestHex */.sU)(digest);
        return external_node_path_.join(this.root, 'blobs', 'sha256', hex.slice(0, 2), hex, 'data');
    }
    async hasBlob(digest) {
        return (0,promises_.access)(this.blobPath(digest)).then(() => true, () => false);
    }
    /**
     * Writes a blob from a (digest-verified) stream, to a temporary name first so `data` is always complete; the
     * stream must not have been read yet. Returns the bytes written.
     */
    async writeBlob(digest, content) {
        return (0,write_stream/* writeStreamAtomically */.jA)(this.blobPath(digest), content);
    }
    /**
     * Stores under `digest` what `fill` hands to `write` (a registry download, `fillFrom`: piece by piece, with no
     * copy; large blobs skip node:http, see direct-http.ts). `fill` checks the digest itself. Synced before its
     * rename, as pulls are, so that after a crash a blob under its name is whole and an incremental save may skip
     * it. Returns the bytes written.
     */
    async addVerifiedBlob(digest, fill) {
        return (0,write_stream/* writeChunksAtomically */.Dv)(this.blobPath(digest), fill, { durable: true });
    }
    async writeBlobBytes(digest, bytes) {
        await (0,write_stream/* writeFileAtomically */.lo)(this.blobPath(digest), bytes);
    }
    /** A layer or config blob of the repository. */
    async linkLayer(repository, digest) {
        await this.link(external_node_path_.join(this.repositoryPath(repository), '_layers', 'sha256', (0,image_digest/* digestHex */.sU)(digest), 'link'), digest);
    }
    /** A manifest or index of the repository, addressable by digest. */
    async linkRevision(repository, digest) {
        await this.link(external_node_path_.join(this.repositoryPath(repository), '_manifests', 'revisions', 'sha256', (0,image_digest/* digestHex */.sU)(digest), 'link'), digest);
    }
    /** Points a tag at a manifest (the revision must be linked too). */
    async tag(repository, tag, digest) {
        const tagPath = external_node_path_.join(this.repositoryPath(repository), '_manifests', 'tags', tag);
        await this.link(external_node_path_.join(tagPath, 'index', 'sha256', (0,image_digest/* digestHex */.sU)(digest), 'link'), digest);
        await this.link(external_node_path_.join(tagPath, 'current', 'link'), digest);
    }
    repositoryPath(repository) {
        return external_node_path_.join(this.root, 'repositories', ...repository.split('/'));
    }
    async link(file, digest) {
        await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
        await (0,promises_.writeFile)(file, digest);
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/image/archive/load-archive.js
var load_archive = __webpack_require__(77742);
// EXTERNAL MODULE: ./.build/image/store/local-images.js
var local_images = __webpack_require__(44108);
;// CONCATENATED MODULE: ./.build/build/registry-save/saved-image.js

class RegistrySaveError extends errors/* SealosError */.ei {
}

;// CONCATENATED MODULE: ./.build/build/registry-save/save-archives.js







/** Manifests are small; a larger one in an archive is refused rather than read whole. */
const MANIFEST_LIMIT = 4 * 1024 * 1024;
/**
 * sreg's `tmpTarRegistryImage.SaveImages` (pkg/registry/save/registry_tars_save.go, `ArchiveToImage`): the
 * image of an archive listed in `images/skopeo/tar.txt`, for `platform`, saved into the registry folder under
 * its destination. The archive is loaded (streamed, every blob checked) into a scratch store, then its
 * manifest, config and layers are written to the registry as they are. An archive holding several images
 * needs a NAME (`docker-archive:x.tar:NAME@...`), as containers/image wants.
 */
async function saveArchiveImage(store, archive, platform, logger) {
    const fail = (why) => {
        throw new RegistrySaveError(`${archive.where}: ${archive.path}: ${why}`, {
            file: archive.source,
            phase: 'registry save',
        });
    };
    const scratch = await (0,promises_.mkdtemp)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'sealos-archive-'));
    try {
        const local = new local_images/* LocalImages */.i(scratch);
        const loaded = await (0,load_archive/* loadArchive */.b)(local, archive.source, platform);
        const image = archive.selector
            ? loaded.find((candidate) => candidate.names.includes(archive.selector))
            : loaded.length === 1
                ? loaded[0]
                : undefined;
        if (!image) {
            const names = loaded.flatMap((candidate) => candidate.names);
            fail(archive.selector
                ? `holds no image named ${archive.selector}${names.length ? ` (it names ${names.join(', ')})` : ''}`
                : loaded.length === 0
                    ? 'holds no image'
                    : `holds ${loaded.length} images: name one (${archive.transport}:PATH:NAME@DESTINATION)`);
        }
        const digest = image.manifestDigest;
        const bytes = await local.readBlob(digest, MANIFEST_LIMIT);
        const parsed = (0,image_manifest/* parseManifest */.Ng)(bytes, '', `manifest ${digest} of ${archive.path}`);
        if (parsed.kind !== 'manifest')
            return fail(`manifest ${digest} is an index`);
        const contents = [parsed.manifest.config, ...parsed.manifest.layers];
        for (const blob of contents) {
            if (!(await store.hasBlob(blob.digest)))
                await store.writeBlob(blob.digest, local.openBlob(blob.digest));
            await store.linkLayer(archive.repository, blob.digest);
        }
        if (!(await store.hasBlob(digest)))
            await store.writeBlobBytes(digest, bytes);
        await store.linkRevision(archive.repository, digest);
        await store.tag(archive.repository, archive.tag, digest);
        const saved = `${archive.repository}:${archive.tag}`;
        logger.info(`saved ${archive.transport}:${archive.path} as ${saved} (${contents.length} blobs)`);
        return { source: `${archive.transport}:${archive.path}`, saved, digest, blobs: contents.length };
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/build/registry-save/save.js













/**
 * Saves images into a registry folder for one platform: an index is kept (so references by index digest still
 * work) with the platform's manifest and its blobs; other platforms' manifests are not saved. The repository
 * drops the source registry host (`docker.io/library/nginx:1` → `library/nginx:1`). Each blob is downloaded once
 * even when images share it, and not at all when the folder already has it.
 */
async function saveImages(options) {
    const { client, logger } = options;
    await checkOutputFolder(options.registryDirectory, 'registry folder');
    const progressThreshold = options.progressThreshold ?? 64 * 1024 * 1024;
    const store = new DistributionStore(options.registryDirectory);
    const blobs = new Map();
    const ensureBlob = (ref, digest, size) => {
        let pending = blobs.get(digest);
        if (!pending) {
            pending = (async () => {
                if (await store.hasBlob(digest))
                    return 'present';
                const download = await client.openBlob(ref, digest, size);
                const progress = size >= progressThreshold
                    ? new log_progress/* Progress */.k(logger, `${ref.repository} ${digest.slice(7, 19)}`, size)
                    : undefined;
                const written = await store.addVerifiedBlob(digest, (0,remote_blobs/* fillFrom */.e_)(download, (bytes) => progress?.add(bytes)));
                progress?.finish();
                return written;
            })();
            blobs.set(digest, pending);
        }
        return pending;
    };
    const saveOne = async (source) => {
        const ref = (0,reference/* parseReference */.F2)(source);
        const where = (0,reference/* formatReference */.FH)(ref);
        try {
            const top = await client.getManifest(ref);
            const parsed = (0,image_manifest/* parseManifest */.Ng)(top.bytes, top.mediaType, `manifest ${where}`);
            let manifestAnswer = top;
            let manifest = parsed.kind === 'manifest' ? parsed.manifest : undefined;
            if (parsed.kind === 'index') {
                const entry = (0,pull/* selectPlatformManifest */.HO)(parsed.index, options.platform, `index ${where}`);
                manifestAnswer = await client.getManifest((0,reference/* withDigest */.hQ)(ref, entry.digest));
                const child = (0,image_manifest/* parseManifest */.Ng)(manifestAnswer.bytes, manifestAnswer.mediaType, `manifest ${where}@${entry.digest}`);
                if (child.kind !== 'manifest')
                    throw new RegistrySaveError(`${where}: the ${(0,platform/* formatPlatform */.Bq)(options.platform)} entry is itself an index`);
                manifest = child.manifest;
            }
            if (!manifest)
                throw new RegistrySaveError(`${where}: no manifest`);
            const contents = [manifest.config, ...manifest.layers];
            await (0,map_limit/* mapLimit */.s)(contents, client.concurrency, async (descriptor) => {
                await ensureBlob(ref, descriptor.digest, descriptor.size);
                await store.linkLayer(ref.repository, descriptor.digest);
            });
            // Manifests last, so a folder served mid-save never has a tag whose blobs are missing.
            for (const answer of manifestAnswer === top ? [top] : [manifestAnswer, top]) {
                if (!(await store.hasBlob(answer.digest)))
                    await store.writeBlobBytes(answer.digest, answer.bytes);
                await store.linkRevision(ref.repository, answer.digest);
            }
            if (ref.tag)
                await store.tag(ref.repository, ref.tag, top.digest);
            const saved = `${ref.repository}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
            logger.info(`saved ${source} as ${saved} (${contents.length} blobs)`);
            return { source, saved, digest: top.digest, blobs: contents.length };
        }
        catch (cause) {
            if (cause instanceof errors/* SealosError */.ei)
                throw cause;
            throw new RegistrySaveError(`saving ${where} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
                host: ref.registry,
                phase: 'registry save',
                cause,
            });
        }
    };
    const images = await (0,map_limit/* mapLimit */.s)(options.images, options.imageConcurrency ?? 2, saveOne);
    for (const archive of options.archives ?? [])
        images.push(await saveArchiveImage(store, archive, options.platform, logger));
    let downloaded = 0;
    let present = 0;
    let downloadedBytes = 0;
    for (const outcome of await Promise.all(blobs.values())) {
        if (outcome === 'present')
            present++;
        else {
            downloaded++;
            downloadedBytes += outcome;
        }
    }
    logger.info(`registry save: ${images.length} images, ${downloaded} blobs downloaded (${(0,log_logger/* formatBytes */.z3)(downloadedBytes)}), ${present} already present`);
    return { images, downloaded, present, downloadedBytes };
}


/***/ }),

/***/ 1298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/**
 * Runs `work` over `items` with at most `limit` at a time and returns the results in input order. The first
 * failure is thrown once the running ones have settled, so no transfer is left writing behind our back.
 */
async function mapLimit(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (failure === undefined && next < items.length) {
            const index = next++;
            try {
                results[index] = await work(items[index]);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    if (failure)
        throw failure.error;
    return results;
}


/***/ }),

/***/ 63714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dv: () => (/* binding */ writeChunksAtomically),
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
    const temporary = await partialFileFor(target);
    try {
        const file = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(temporary);
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(content, file);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
        return file.bytesWritten;
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * Writes `content` to `target` through a `.partial` file beside it, renamed into place: a reader sees the old file
 * or the new one, never half of one, and a failed write leaves nothing behind. `mode`: the file's permissions
 * from its first byte (a secret is never readable by others, not even for a moment).
 */
async function writeFileAtomically(target, content, options = {}) {
    const temporary = await partialFileFor(target);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(temporary, content, options.mode === undefined ? {} : { mode: options.mode });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** The `.partial` file beside `target` that a write goes to before its rename; its folder is made. */
async function partialFileFor(target) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    return `${target}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
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
    const temporary = await partialFileFor(target);
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'w');
    let written = 0;
    // While a durable file is written, what is written so far goes to disk every `syncEvery` bytes in the
    // background, so that the last sync has little left to wait for. A failed sync fails the file.
    let syncing;
    let syncError;
    let unsynced = 0;
    try {
        try {
            await fill((chunk) => {
                for (let at = 0; at < chunk.length;)
                    at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(file.fd, chunk, at);
                written += chunk.length;
                unsynced += chunk.length;
                if (options.durable && unsynced >= syncEvery && !syncing) {
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
            if (options.durable) {
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, target);
        return written;
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}


/***/ }),

/***/ 77742:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ loadArchive),
/* harmony export */   d: () => (/* binding */ ArchiveError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56118);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41021);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21826);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(62063);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(18100);
/* harmony import */ var _parse_json_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(94126);
/* harmony import */ var _pull_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(59517);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(38033);
/* harmony import */ var _save_archive_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(87419);
















class ArchiveError extends _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb {
}
const ociIndexSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .object */ .Ikc({
    manifests: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .looseObject */ ._H3({
        digest: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(),
        mediaType: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().optional(),
        annotations: zod__WEBPACK_IMPORTED_MODULE_14__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()).optional(),
    })),
});
const dockerManifestSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .object */ .Ikc({ Config: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP(), RepoTags: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()).nullish(), Layers: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()) }));
/**
 * Loads every image of an `oci-archive` (an OCI layout: `index.json` + `blobs/`, as skopeo, buildah and
 * `sealos save` write it) or a `docker-archive` (`manifest.json`, as `docker save` and skopeo write it) into
 * the local store; an index in the layout gives its `platform` image. The tar is unpacked to files under the
 * store (never held in memory), every blob checked against its digest, then moved into the store.
 */
async function loadArchive(local, file, platform) {
    const fail = (why, cause) => {
        throw new ArchiveError(`${file}: ${why}`, { file, ...(cause !== undefined && { cause }) });
    };
    // A FIFO or a device would never end, a folder is no tar: only a regular file is read.
    await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .checkInputFile */ .xR)(file).catch((cause) => fail(cause instanceof _files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .InputFileError */ .TH ? cause.message : `cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(cause)}`, cause));
    const work = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(local.root, 'tmp', `load-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(work, { recursive: true });
    try {
        const files = await unpack(file, work).catch((cause) => fail(`is not an oci-archive or docker-archive (not a tar: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(cause)})`, cause));
        if (files.has('index.json'))
            return await loadOciLayout(local, files, platform, fail);
        if (files.has('manifest.json'))
            return await loadDockerArchive(local, files, fail);
        return fail('is not an oci-archive or docker-archive: it has neither index.json nor manifest.json');
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(work, { recursive: true, force: true });
    }
}
/** Regular files to `work/<name>`; returns archive path → file, links resolved inside the archive. */
async function unpack(file, work) {
    const files = new Map();
    const links = new Map();
    const reader = (0,tar_stream__WEBPACK_IMPORTED_MODULE_5__.extract)();
    reader.on('entry', (header, stream, next) => {
        const name = node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name.replace(/^\.\//, '')).replace(/\/$/, '');
        const inside = name !== '..' && !name.startsWith('../') && !name.startsWith('/');
        if (inside && header.type === 'file') {
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(work, `${files.size}`);
            files.set(name, target);
            (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(stream, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(target)).then(() => next(), next);
            return;
        }
        if (inside && (header.type === 'symlink' || header.type === 'link') && header.linkname)
            links.set(name, header.type === 'symlink' ? node_path__WEBPACK_IMPORTED_MODULE_3__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(name), header.linkname) : header.linkname);
        stream.resume();
        stream.on('end', () => next());
    });
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file), reader);
    // Legacy `docker save` links a layer shared by two images to the first copy.
    for (const [name, target] of links) {
        const found = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(target));
        if (found)
            files.set(name, found);
    }
    return files;
}
async function readJson(files, name, fail) {
    const file = files.get(name);
    if (!file)
        return fail(`${name} is missing`);
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file);
    if (size > 4 * 1024 * 1024)
        fail(`${name} is larger than 4 MiB`);
    const data = (0,_parse_json_js__WEBPACK_IMPORTED_MODULE_15__/* .parseJsonOrUndefined */ .r)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file, 'utf8'));
    if (data === undefined)
        fail(`${name} is not valid JSON`);
    return data;
}
/** A name the archive gives, when it is an image reference with a repository (a bare tag names nothing). */
function archiveImageName(text) {
    if (!text || (!text.includes('/') && !text.includes(':')))
        return undefined;
    try {
        return (0,_reference_js__WEBPACK_IMPORTED_MODULE_12__/* .formatReference */ .FH)((0,_reference_js__WEBPACK_IMPORTED_MODULE_12__/* .parseReference */ .F2)(text));
    }
    catch {
        return undefined;
    }
}
async function loadOciLayout(local, files, platform, fail) {
    const index = ociIndexSchema.safeParse(await readJson(files, 'index.json', fail));
    if (!index.success)
        return fail(`index.json is not an OCI index: ${index.error.issues[0]?.message}`);
    const blobFile = (digest) => {
        const found = files.get(`blobs/sha256/${(0,_digest_js__WEBPACK_IMPORTED_MODULE_8__/* .digestHex */ .sU)(digest)}`);
        return found ?? fail(`blob ${digest} is missing from the archive`);
    };
    const adopt = async (descriptor) => {
        if (!(await local.hasBlob(descriptor.digest)))
            await local.adoptFile(blobFile(descriptor.digest), descriptor.digest);
    };
    const readManifest = async (digest, mediaType) => {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(blobFile(digest));
        return { bytes, parsed: (0,_manifest_js__WEBPACK_IMPORTED_MODULE_9__/* .parseManifest */ .Ng)(bytes, mediaType ?? '', `manifest ${digest} in the archive`) };
    };
    const loaded = new Map();
    for (const entry of index.data.manifests) {
        let { bytes, parsed } = await readManifest(entry.digest, entry.mediaType);
        let digest = entry.digest;
        if (parsed.kind === 'index') {
            const chosen = (0,_pull_js__WEBPACK_IMPORTED_MODULE_11__/* .selectPlatformManifest */ .HO)(parsed.index, platform, `index ${entry.digest} in the archive`);
            digest = chosen.digest;
            ({ bytes, parsed } = await readManifest(chosen.digest, chosen.mediaType));
        }
        if (parsed.kind !== 'manifest')
            return fail(`manifest ${digest} is an index inside an index`);
        for (const blob of [parsed.manifest.config, ...parsed.manifest.layers])
            await adopt(blob);
        const stored = await local.addBlobBytes(bytes);
        if (stored !== digest)
            fail(`manifest ${digest} has digest ${stored}`);
        const image = loaded.get(digest) ?? { manifestDigest: digest, names: [] };
        const name = archiveImageName(entry.annotations?.[_save_archive_js__WEBPACK_IMPORTED_MODULE_13__/* .containerdNameAnnotation */ .gI] ?? entry.annotations?.[_save_archive_js__WEBPACK_IMPORTED_MODULE_13__/* .refNameAnnotation */ .my]);
        if (name && !image.names.includes(name)) {
            await local.setName(name, digest, parsed.mediaType);
            image.names.push(name);
        }
        loaded.set(digest, image);
    }
    return [...loaded.values()];
}
async function loadDockerArchive(local, files, fail) {
    const entries = dockerManifestSchema.safeParse(await readJson(files, 'manifest.json', fail));
    if (!entries.success)
        return fail(`manifest.json is not docker save's: ${entries.error.issues[0]?.message}`);
    const loaded = [];
    // A layer file two images share is moved into the store by the first one.
    const adopted = new Map();
    for (const entry of entries.data) {
        const configFile = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(entry.Config)) ?? fail(`${entry.Config} is missing`);
        const configBytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(configFile);
        const configDigest = await local.addBlobBytes(configBytes);
        const layers = [];
        for (const path of entry.Layers) {
            const layerFile = files.get(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(path)) ?? fail(`layer ${path} is missing`);
            const mediaType = await layerMediaType(adopted.has(layerFile)
                ? local.blobFile(adopted.get(layerFile).digest)
                : layerFile);
            const stored = adopted.get(layerFile) ?? (await local.adoptFile(layerFile));
            adopted.set(layerFile, stored);
            layers.push({ mediaType, digest: stored.digest, size: stored.size });
        }
        const manifest = Buffer.from(JSON.stringify({
            schemaVersion: 2,
            mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest,
            config: { mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociConfig, digest: configDigest, size: configBytes.length },
            layers,
        }));
        const manifestDigest = await local.addBlobBytes(manifest);
        const names = [];
        for (const tag of entry.RepoTags ?? []) {
            const name = archiveImageName(tag);
            if (!name)
                continue;
            await local.setName(name, manifestDigest, _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest);
            names.push(name);
        }
        loaded.push({ manifestDigest, names });
    }
    return loaded;
}
/** From the first bytes: gzip, zstd, else a plain tar. */
async function layerMediaType(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        const head = Buffer.alloc(4);
        await handle.read(head, 0, 4, 0);
        if (head[0] === 0x1f && head[1] === 0x8b)
            return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayerGzip;
        if (head.readUInt32LE(0) === 0xfd2fb528)
            return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayerZstd;
        return _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociLayer;
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 87419:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IW: () => (/* binding */ saveArchive),
/* harmony export */   Tc: () => (/* binding */ archiveFormats),
/* harmony export */   gI: () => (/* binding */ containerdNameAnnotation),
/* harmony export */   my: () => (/* binding */ refNameAnnotation)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56118);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21826);
/* harmony import */ var _media_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18100);






const archiveFormats = ['oci-archive', 'docker-archive'];
/** The OCI annotation that names an image in an index, and containerd's, which podman and nerdctl read. */
const refNameAnnotation = 'org.opencontainers.image.ref.name';
const containerdNameAnnotation = 'io.containerd.image.name';
/**
 * Writes images of the local store into one archive, streaming every blob from its file:
 * - `oci-archive`: an OCI image layout (`oci-layout`, `index.json` naming each image by
 *   `org.opencontainers.image.ref.name`, `blobs/sha256/<hex>`), as buildah and skopeo write it;
 * - `docker-archive`: `docker save`'s layout (`manifest.json` with Config, RepoTags and Layers, the config as
 *   `<hex>.json`, each layer as `<hex>.tar`, compressed as stored, which docker and containers/image read).
 * Written to a temporary name and renamed when complete.
 */
async function saveArchive(local, images, file, format) {
    const temporary = `${file}.partial`;
    const tar = (0,tar_stream__WEBPACK_IMPORTED_MODULE_3__.pack)();
    const written = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(tar, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(temporary));
    try {
        const added = new Set();
        const addBlob = async (digest, name, size) => {
            if (added.has(name))
                return;
            added.add(name);
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(local.openBlob(digest), tar.entry({ ...header(name), size }));
        };
        if (format === 'oci-archive') {
            await addBytes(tar, 'oci-layout', Buffer.from(JSON.stringify({ imageLayoutVersion: '1.0.0' })));
            const manifests = images.flatMap((image) => (image.names.length ? image.names : [undefined]).map((name) => ({
                mediaType: image.manifestMediaType,
                digest: image.manifestDigest,
                size: image.manifestBytes.length,
                ...(name && { annotations: { [refNameAnnotation]: name, [containerdNameAnnotation]: name } }),
            })));
            await addBytes(tar, 'index.json', Buffer.from(JSON.stringify({ schemaVersion: 2, mediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_5__/* .MediaTypes */ .mI.ociIndex, manifests })));
            for (const image of images)
                for (const blob of [
                    { digest: image.manifestDigest, size: image.manifestBytes.length },
                    image.manifest.config,
                    ...image.manifest.layers,
                ])
                    await addBlob(blob.digest, `blobs/sha256/${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(blob.digest)}`, blob.size);
        }
        else {
            const entries = [];
            for (const image of images) {
                const config = `${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(image.configDigest)}.json`;
                await addBlob(image.configDigest, config, image.manifest.config.size);
                const layers = [];
                for (const layer of image.manifest.layers) {
                    const name = `${(0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestHex */ .sU)(layer.digest)}.tar`;
                    await addBlob(layer.digest, name, layer.size);
                    layers.push(name);
                }
                // Docker names images by tag only; a digest-only name has no place in RepoTags.
                const repoTags = image.names.filter((name) => !name.includes('@'));
                entries.push({ Config: config, RepoTags: repoTags, Layers: layers });
            }
            await addBytes(tar, 'manifest.json', Buffer.from(JSON.stringify(entries)));
        }
        tar.finalize();
        await written;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, file);
    }
    catch (error) {
        tar.destroy(error instanceof Error ? error : new Error(String(error)));
        await written.catch(() => { });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
function header(name) {
    return { name, type: 'file', mode: 0o644, mtime: new Date(0), uid: 0, gid: 0 };
}
function addBytes(tar, name, content) {
    return new Promise((resolve, reject) => {
        tar.entry(header(name), content, (error) => (error ? reject(error) : resolve()));
    });
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
// EXTERNAL MODULE: ./.build/image/remote/http-transport.js
var http_transport = __webpack_require__(73651);
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

/***/ 62063:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ parseImageConfig),
/* harmony export */   L8: () => (/* binding */ imageConfigSchema),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   TM: () => (/* binding */ descriptorSchema)
/* harmony export */ });
/* unused harmony exports platformSchema, imageManifestSchema, imageIndexSchema */
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
/* unused harmony exports manifestMediaTypes, indexMediaTypes */
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
/* unused harmony export dockerHub */
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
/* harmony import */ var _http_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73651);








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

/***/ 73651:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G5: () => (/* binding */ HttpTransport),
/* harmony export */   vf: () => (/* binding */ discard),
/* harmony export */   x8: () => (/* binding */ readBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var _direct_http_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91075);





/** Keep-alive HTTP and HTTPS with a bounded number of sockets per host. */
class HttpTransport {
    userAgent;
    idleTimeoutMs;
    httpAgent;
    httpsAgent;
    // Direct bodies not read to their end: their sockets are closed with the agents'.
    direct = new Set();
    constructor(maxSockets, userAgent, idleTimeoutMs = 120_000) {
        this.userAgent = userAgent;
        this.idleTimeoutMs = idleTimeoutMs;
        this.httpAgent = new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent({ keepAlive: true, maxSockets });
        this.httpsAgent = new node_https__WEBPACK_IMPORTED_MODULE_1__.Agent({ keepAlive: true, maxSockets });
    }
    send(request) {
        const secure = request.url.protocol === 'https:';
        const headers = { 'User-Agent': this.userAgent, ...request.headers };
        if (Buffer.isBuffer(request.body))
            headers['Content-Length'] = String(request.body.length);
        if (request.direct) {
            if (request.body !== undefined)
                throw new Error('a direct request has no body');
            const { method, url } = request;
            return (0,_direct_http_js__WEBPACK_IMPORTED_MODULE_4__/* .sendDirect */ .E)({ method, url, headers, idleTimeoutMs: this.idleTimeoutMs }).then((answer) => {
                this.direct.add(answer.body);
                answer.body.once('close', () => this.direct.delete(answer.body));
                return { ...answer, url };
            });
        }
        return new Promise((resolve, reject) => {
            const options = { method: request.method, headers, agent: secure ? this.httpsAgent : this.httpAgent };
            const req = (secure ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(request.url, options, (res) => {
                resolve({ status: res.statusCode ?? 0, headers: res.headers, url: request.url, body: res });
            });
            req.setTimeout(this.idleTimeoutMs, () => {
                req.destroy(new Error(`no data for ${this.idleTimeoutMs / 1000}s from ${request.url.host}`));
            });
            req.on('error', reject);
            const body = request.body;
            if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable) {
                // A failing source (e.g. a digest check) destroys the request, so the server never completes it.
                (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(body, req).catch((error) => {
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
    if (response.body instanceof _direct_http_js__WEBPACK_IMPORTED_MODULE_4__/* .DirectBody */ .m)
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
        const mirrors = (registry.mirror ?? []).map((mirror, m) => {
            const mirrorWhere = `${where} (${prefix}) mirror #${m + 1}`;
            const mirrorLocation = parseLocation(mirror.location ?? '', `${mirrorWhere} location`, fail);
            if (mirrorLocation === '')
                fail(`${mirrorWhere}: location is unset`);
            const pullFrom = mirror['pull-from-mirror'];
            if (pullFrom !== undefined && registry['mirror-by-digest-only'])
                fail(`${mirrorWhere}: pull-from-mirror cannot be set when the registry has mirror-by-digest-only`);
            if (pullFrom !== undefined && !pullFromMirrorValues.includes(pullFrom))
                fail(`${mirrorWhere}: pull-from-mirror "${pullFrom}" is not one of ${pullFromMirrorValues.join(', ')}`);
            return {
                location: mirrorLocation,
                insecure: mirror.insecure ?? false,
                ...(pullFrom !== undefined && { pullFromMirror: pullFrom }),
            };
        });
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
// EXTERNAL MODULE: ./.build/image/remote/http-transport.js
var http_transport = __webpack_require__(73651);
;// CONCATENATED MODULE: ./.build/image/remote/manifests.js







const manifestSizeLimit = 4 * 1024 * 1024;
/** A manifest or index, OCI or Docker v2 schema 2. Addressed by digest, the bytes are checked against it. */
async function getManifest(transport, ref) {
    const reference = (0,image_reference/* manifestReference */.Tn)(ref);
    const response = await transport.call({
        ref,
        method: 'GET',
        url: transport.url(ref, `manifests/${reference}`),
        what: `GET manifest ${reference}`,
        scopes: [(0,authenticator/* repositoryScope */.F)(ref.repository, 'pull')],
        headers: { Accept: media_types/* acceptedManifestTypes */.oi.join(', ') },
        retry: true,
        followRedirects: true,
    });
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
    const response = await transport.call({
        ref,
        method: 'HEAD',
        url: transport.url(ref, `manifests/${reference}`),
        what: `HEAD manifest ${reference}`,
        scopes: [(0,authenticator/* repositoryScope */.F)(ref.repository, 'pull')],
        headers: { Accept: media_types/* acceptedManifestTypes */.oi.join(', ') },
        retry: true,
        followRedirects: true,
    });
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
        this.http = new http_transport/* HttpTransport */.G5(options.concurrency + 2, options.userAgent);
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

/***/ 44108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ LocalImages)
/* harmony export */ });
/* unused harmony export LocalImageError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89243);
/* harmony import */ var _files_write_stream_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63714);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21826);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(37525);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(62063);
/* harmony import */ var _parse_json_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(94126);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(38033);












const nameSchema = zod__WEBPACK_IMPORTED_MODULE_10__/* .object */ .Ikc({ manifest: zod__WEBPACK_IMPORTED_MODULE_10__/* .string */ .YjP(), mediaType: zod__WEBPACK_IMPORTED_MODULE_10__/* .string */ .YjP() });
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
    /** `root`: the ImageStore's (`defaultImageStoreDir()`). */
    constructor(root) {
        this.root = root;
    }
    blobFile(digest) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'blobs', 'sha256', (0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .digestHex */ .sU)(digest));
    }
    async hasBlob(digest) {
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.blobFile(digest)).then((info) => info.isFile(), () => false);
    }
    openBlob(digest) {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(this.blobFile(digest));
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
        const used = new Set();
        for (const image of await this.list()) {
            used.add((0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .digestHex */ .sU)(image.manifestDigest));
            for (const blob of [image.manifest.config, ...image.manifest.layers])
                used.add((0,_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .digestHex */ .sU)(blob.digest));
        }
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.root, 'blobs', 'sha256');
        let removed = 0;
        for (const hex of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(folder).catch(() => [])) {
            if (used.has(hex))
                continue;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, hex), { force: true });
            removed++;
        }
        return removed;
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
        const parsed = nameSchema.safeParse(text === undefined ? undefined : (0,_parse_json_js__WEBPACK_IMPORTED_MODULE_11__/* .parseJsonOrUndefined */ .r)(text));
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
