export const id = 5364;
export const ids = [5364];
export const modules = {

/***/ 28160:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Semaphore)
/* harmony export */ });
/** At most `limit` holders at a time; the others wait in order. */
class Semaphore {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new RangeError(`limit must be a whole number >= 1: ${limit}`);
    }
    async acquire() {
        // A released slot is handed straight to the next waiter, so no newcomer can slip in between.
        if (this.active < this.limit)
            this.active++;
        else
            await new Promise((resolve) => this.waiting.push(resolve));
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.active--;
        };
    }
    async use(work) {
        const release = await this.acquire();
        try {
            return await work();
        }
        finally {
            release();
        }
    }
}


/***/ }),

/***/ 85364:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Do: () => (/* binding */ ImageStore),
  dj: () => (/* binding */ defaultImageStoreDir),
  C8: () => (/* binding */ layerProgressThreshold)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/concurrency/semaphore.js
var semaphore = __webpack_require__(28160);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/files/remove-on-exit.js
var remove_on_exit = __webpack_require__(75369);
// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var logger = __webpack_require__(83920);
// EXTERNAL MODULE: ./.build/log/progress.js
var log_progress = __webpack_require__(58720);
// EXTERNAL MODULE: ./.build/image/digest.js
var image_digest = __webpack_require__(21826);
// EXTERNAL MODULE: ./.build/image/errors.js
var image_errors = __webpack_require__(37525);
// EXTERNAL MODULE: ./.build/image/manifest.js
var manifest = __webpack_require__(62063);
// EXTERNAL MODULE: ./.build/image/parse-json.js
var parse_json = __webpack_require__(94126);
// EXTERNAL MODULE: ./.build/image/platform.js
var image_platform = __webpack_require__(93337);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/reference.js
var reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/remote/blobs.js
var blobs = __webpack_require__(20327);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./.build/untrusted-tree/resolve.js
var resolve = __webpack_require__(2646);
;// CONCATENATED MODULE: ./.build/image/unpack.js










const whiteoutPrefix = '.wh.';
const opaqueMarker = '.wh..wh..opq';
/**
 * A tar entry name as path parts inside the root. `./a/b/`, `/a/b` and `a//b` are all `a/b`; a `..` part is
 * refused, because a layer must not write outside the folder it is unpacked into.
 */
function entryParts(name, layer) {
    const parts = name.split('/').filter((p) => p !== '' && p !== '.');
    if (parts.includes('..'))
        throw new image_errors/* UnpackError */.JL(`layer ${layer}: entry "${name}" has a ".." path part`, { file: name });
    return parts;
}
/** Linux's limits: one path part (NAME_MAX) and a whole path (PATH_MAX, with its NUL), in bytes. */
const maxNameBytes = 255;
const maxPathBytes = 4095;
/** An entry name as a message quotes it: whole up to 1,024 characters (four times NAME_MAX), cut beyond. */
function shownName(name) {
    return JSON.stringify((0,errors/* shorten */.ml)(name, 1024));
}
/**
 * Why applying one entry failed, as an UnpackError naming the layer and the entry; undefined for a failure of
 * the tar stream itself (cut short, a bomb), which the feeding side reports better. Without this, the file
 * system's error was lost behind the "Premature close" of the extractor it stopped.
 */
function entryFailure(error, name, state) {
    if (error instanceof image_errors/* UnpackError */.JL)
        return error;
    const where = `layer ${state.layer}: entry ${shownName(name)}`;
    // resolveInRoot's one RootPathError is its cap of 40 links on the way: the kernel's ELOOP, in its words.
    if (error instanceof resolve/* RootPathError */.wN)
        return new image_errors/* UnpackError */.JL(`${where}: too many levels of symbolic links (a link loop)`, {
            file: name,
            cause: error,
        });
    const words = (0,errors/* fileErrorWords */.g1)(error);
    if (words === undefined)
        return undefined;
    // Parts and link targets were checked before; what is left too long is the whole path on this runner.
    const reason = error.code === 'ENAMETOOLONG'
        ? `the path under ${state.root} is longer than ${maxPathBytes} bytes`
        : words;
    return new image_errors/* UnpackError */.JL(`${where}: ${reason}`, { file: name, cause: error });
}
/** The first `size` bytes of a stream, put back so the stream still yields everything. */
function peek(stream, size) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let length = 0;
        const finish = (error) => {
            stream.off('readable', onReadable);
            stream.off('end', onEnd);
            stream.off('error', finish);
            if (error) {
                reject(error);
                return;
            }
            const head = Buffer.concat(chunks);
            stream.unshift(head);
            resolve(head);
        };
        const onReadable = () => {
            while (length < size) {
                const chunk = stream.read();
                if (chunk === null)
                    break;
                chunks.push(chunk);
                length += chunk.length;
            }
            if (length >= size)
                finish();
        };
        const onEnd = () => finish(new Error(`ended after ${length} bytes`));
        stream.on('readable', onReadable);
        stream.once('end', onEnd);
        stream.once('error', finish);
    });
}
const zstdMagic = 0xfd2fb528;
// Node 22.15+ (the Actions runners' Node 24) has zstd in zlib; Node 20 does not. @types/node 20 lacks it.
const createZstdDecompress = external_node_zlib_.createZstdDecompress;
/** The decompressor a layer needs by its first bytes: none for plain tar; an error when Node lacks zstd. */
function decompressorFor(head, layer) {
    if (head[0] === 0x1f && head[1] === 0x8b)
        return (0,external_node_zlib_.createGunzip)();
    if (head.readUInt32LE(0) !== zstdMagic)
        return undefined;
    if (createZstdDecompress)
        return createZstdDecompress();
    return new image_errors/* UnpackError */.JL(`layer ${layer} is zstd-compressed, which this Node.js (${process.version}) cannot decompress`);
}
/**
 * A compressed layer may expand at most this much: gzip of real files (binaries, text, tarballs) stays far
 * below 20×; a stream of zeros reaches 1000× (gzip) or far more (zstd), which only a bomb has. The floor lets
 * a small layer with one padded file through.
 */
const maxExpansionRatio = 200;
const expansionFloorBytes = 16 * 1024 * 1024;
/**
 * The decompressor between two counters: the layer is cut off with a clear error once what comes out exceeds
 * the floor plus `maxExpansionRatio` times what went in, before a bomb fills the disk.
 */
function expansionLimit(decompressor, layer) {
    let compressed = 0;
    let expanded = 0;
    const counter = new external_node_stream_.PassThrough();
    counter.on('data', (chunk) => {
        compressed += chunk.length;
    });
    const limit = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            expanded += chunk.length;
            if (expanded > expansionFloorBytes + maxExpansionRatio * compressed) {
                done(new image_errors/* UnpackError */.JL(`layer ${layer} expands beyond ${maxExpansionRatio}× its compressed size ` +
                    `(${expanded} bytes from ${compressed}): refused as a decompression bomb`));
                return;
            }
            done(null, chunk);
        },
    });
    return [counter, decompressor, limit];
}
async function setOwner(path, header, state) {
    if (state.preserveOwnership)
        await (0,promises_.lchown)(path, header.uid ?? 0, header.gid ?? 0);
}
async function removeExisting(path, keepDirectory) {
    const stat = await (0,resolve/* lstatOrUndefined */.YB)(path);
    if (!stat || (keepDirectory && stat.isDirectory()))
        return;
    await (0,promises_.rm)(path, { recursive: true, force: true });
}
/** `.wh..wh..opq` hides what lower layers put in its folder; `.wh.name` hides `name`. */
async function applyWhiteout(header, base, dirParts, state) {
    const { root, layer } = state;
    if (base === opaqueMarker) {
        const dir = (await (0,resolve/* resolveInRoot */.QD)(root, dirParts, { create: true, last: 'folder' }));
        // An opaque directory hides what lower layers put in it; what this layer wrote there stays.
        for (const child of await (0,promises_.readdir)(dir)) {
            if (!state.written.has([...dirParts, child].join('/')))
                await (0,promises_.rm)((0,external_node_path_.join)(dir, child), { recursive: true, force: true });
        }
        return;
    }
    const hidden = base.slice(whiteoutPrefix.length);
    if (hidden === '' || hidden === '.' || hidden === '..') {
        throw new image_errors/* UnpackError */.JL(`layer ${layer}: whiteout "${header.name}" names no file`, {
            file: header.name,
        });
    }
    // Nothing to hide when a lower layer never made the directory.
    const dir = await (0,resolve/* resolveInRoot */.QD)(root, dirParts, { last: 'folder' });
    if (dir)
        await (0,promises_.rm)((0,external_node_path_.join)(dir, hidden), { recursive: true, force: true });
}
async function makeSymlink(header, path, state) {
    // Any target is kept as the image has it: no stage follows a link of the tree outside it (untrusted-tree/).
    const target = header.linkname ?? '';
    if (Buffer.byteLength(target) > maxPathBytes)
        throw new image_errors/* UnpackError */.JL(`layer ${state.layer}: entry ${shownName(header.name)}: link target longer than ${maxPathBytes} bytes`, { file: header.name });
    await removeExisting(path, false);
    await (0,promises_.symlink)(target, path);
    await setOwner(path, header, state);
    const mtime = header.mtime ?? new Date(0);
    await (0,promises_.lutimes)(path, mtime, mtime);
}
/** A hard link to a file this tree already holds (never a folder, never outside the root). */
async function makeHardLink(header, name, path, state) {
    const { root, layer } = state;
    const targetParts = entryParts(header.linkname ?? '', layer);
    if (targetParts.length === 0)
        throw new image_errors/* UnpackError */.JL(`layer ${layer}: hard link ${name} has no target`, { file: name });
    const target = await (0,resolve/* resolveInRoot */.QD)(root, targetParts);
    const targetStat = target && (await (0,resolve/* lstatOrUndefined */.YB)(target));
    if (!target || !targetStat || targetStat.isDirectory()) {
        throw new image_errors/* UnpackError */.JL(`layer ${layer}: hard link ${name} -> ${header.linkname}: no such file`, {
            file: name,
        });
    }
    if (target !== path) {
        await removeExisting(path, false);
        await (0,promises_.link)(target, path);
    }
}
async function applyEntry(header, content, state) {
    const { root, layer } = state;
    const parts = entryParts(header.name, layer);
    if (parts.length === 0) {
        content.resume();
        return;
    }
    // Checked before any file is touched, so the message says which limit, not the kernel's "name too long".
    const longPart = parts.find((part) => Buffer.byteLength(part) > maxNameBytes);
    if (longPart !== undefined)
        throw new image_errors/* UnpackError */.JL(`layer ${layer}: entry ${shownName(header.name)}: name longer than ${maxNameBytes} bytes ` +
            `(${Buffer.byteLength(longPart)} bytes in one path part)`, { file: header.name });
    const base = parts[parts.length - 1];
    const dirParts = parts.slice(0, -1);
    const name = parts.join('/');
    if (base.startsWith(whiteoutPrefix)) {
        content.resume();
        await applyWhiteout(header, base, dirParts, state);
        return;
    }
    const dir = (await (0,resolve/* resolveInRoot */.QD)(root, dirParts, { create: true, last: 'folder' }));
    const path = (0,external_node_path_.join)(dir, base);
    const mode = (header.mode ?? 0o644) & 0o7777;
    const mtime = header.mtime ?? new Date(0);
    switch (header.type) {
        case 'directory': {
            content.resume();
            await removeExisting(path, true);
            // Writable while the layer fills it; the real mode is set when the layer is done.
            await (0,promises_.mkdir)(path, { recursive: true, mode: 0o700 });
            await (0,promises_.chmod)(path, mode | 0o700);
            await setOwner(path, header, state);
            state.directories.delete(path);
            state.directories.set(path, { mode, mtime });
            break;
        }
        case 'file':
        case 'contiguous-file': {
            await removeExisting(path, false);
            // Read through its iterator: an entry tar-stream failed before we got to it (cut short) then fails here
            // too, where piping the stream itself would wait for events already past.
            await (0,external_node_stream_promises_.pipeline)((async function* () {
                yield* content;
            })(), (0,external_node_fs_.createWriteStream)(path, { mode: 0o600 }));
            await setOwner(path, header, state);
            await (0,promises_.chmod)(path, mode);
            await (0,promises_.utimes)(path, mtime, mtime);
            break;
        }
        case 'symlink': {
            content.resume();
            await makeSymlink(header, path, state);
            break;
        }
        case 'link': {
            content.resume();
            await makeHardLink(header, name, path, state);
            break;
        }
        default: {
            content.resume();
            state.logger?.warn(`layer ${layer}: skipped ${name} (${header.type} entries are not unpacked)`);
            return;
        }
    }
    state.written.add(name);
}
/**
 * Unpacks one layer (gzip or plain tar, streamed) over `root`, applying OCI whiteouts (`.wh.name`) and opaque
 * directories (`.wh..wh..opq`), modes, symlinks and hard links. Layers are applied in order, one call each.
 */
async function unpackLayer(root, layer, options = {}) {
    const state = {
        root,
        layer: options.layerName ?? 'layer',
        written: new Set(),
        directories: new Map(),
        preserveOwnership: options.preserveOwnership ?? process.getuid?.() === 0,
        ...(options.logger && { logger: options.logger }),
    };
    await (0,promises_.mkdir)(root, { recursive: true });
    // Compression is read from the content, not the media type: gzip, zstd (where Node has it) or plain tar.
    const head = await peek(layer, 4).catch((cause) => {
        throw new image_errors/* UnpackError */.JL(`layer ${state.layer}: not a tar stream (${cause.message})`, { cause });
    });
    const decompressor = decompressorFor(head, state.layer);
    if (decompressor instanceof image_errors/* UnpackError */.JL) {
        layer.destroy();
        throw decompressor;
    }
    const extract = tar_stream.extract();
    const feeding = decompressor
        ? (0,external_node_stream_promises_.pipeline)(layer, ...expansionLimit(decompressor, state.layer), extract)
        : (0,external_node_stream_promises_.pipeline)(layer, extract);
    // A stream that ends too early (a size that lies) fails the feeding side; the entry being written would
    // wait for the rest forever unless it is failed too.
    let current;
    let fedError;
    feeding.catch((error) => {
        fedError = error;
        current?.destroy(fedError);
    });
    try {
        for await (const entry of extract) {
            current = entry;
            if (fedError)
                entry.destroy(fedError);
            try {
                await applyEntry(entry.header, entry, state);
            }
            catch (error) {
                throw entryFailure(error, entry.header.name, state) ?? error;
            }
            current = undefined;
        }
    }
    catch (error) {
        // The feeding side's own failure (a bomb cut off, a stream cut short) says more than the entry's.
        extract.destroy();
        layer.destroy();
        await feeding.catch(() => { });
        // Read only once the feeding side settled: which side notices a cut stream first differs between Node
        // versions, and the feeding side's reason is the one that names it.
        const fed = fedError;
        const reason = error instanceof image_errors/* UnpackError */.JL || !fed ? error : fed;
        throw reason instanceof image_errors/* UnpackError */.JL
            ? reason
            : new image_errors/* UnpackError */.JL(`layer ${state.layer}: ${reason.message}`, { cause: reason });
    }
    await feeding;
    for (const [path, { mode, mtime }] of [...state.directories].reverse()) {
        // A later entry may have swapped the folder, or one above it, for a link: its mode would land wherever
        // that link points. Only a folder still reached through real folders gets it.
        const stat = (await (0,resolve/* reachedWithoutLinks */.An)(root, path)) ? await (0,resolve/* lstatOrUndefined */.YB)(path) : undefined;
        if (!stat?.isDirectory())
            continue;
        await (0,promises_.chmod)(path, mode);
        await (0,promises_.utimes)(path, mtime, mtime);
    }
}

// EXTERNAL MODULE: ./.build/image/store/local-images.js
var local_images = __webpack_require__(44108);
;// CONCATENATED MODULE: ./.build/image/store/image-store.js






















const infoSchema = schemas/* object */.Ikc({
    reference: schemas/* string */.YjP(),
    manifestDigest: schemas/* string */.YjP(),
    configDigest: schemas/* string */.YjP(),
    platform: schemas/* object */.Ikc({ os: schemas/* string */.YjP(), architecture: schemas/* string */.YjP(), variant: schemas/* string */.YjP().optional() }),
    config: manifest/* imageConfigSchema */.L8,
});
// Layers at least this big get progress lines while they download.
const layerProgressThreshold = 32 * 1024 * 1024;
/** `$XDG_CACHE_HOME/sealos-action/images`, else `~/.cache/sealos-action/images`. */
function defaultImageStoreDir(env = process.env) {
    return (0,external_node_path_.join)(env.XDG_CACHE_HOME ?? (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.cache'), 'sealos-action', 'images');
}
/**
 * Pulled and unpacked images, keyed by platform manifest digest:
 * `<root>/images/sha256/<hex>/{rootfs/,info.json}`. An image is built in `<root>/tmp/` and renamed into
 * place, so a present folder is always complete. `<root>/resolved/sha256/<hex>/<platform>` maps what a
 * reference pointed at (an index or a manifest digest) to the platform manifest digest.
 *
 * Network on a second mount: none for a digest reference; one manifest HEAD for a tag (the tag may have
 * moved), then nothing else when that digest is stored. No unpacking either way.
 */
class ImageStore {
    root;
    client;
    logger;
    preserveOwnership;
    local;
    constructor(options) {
        this.root = options.root ?? defaultImageStoreDir();
        this.client = options.client;
        this.logger = options.logger;
        this.preserveOwnership = options.preserveOwnership ?? process.getuid?.() === 0;
        this.local = new local_images/* LocalImages */.i(this.root);
    }
    /**
     * The image for `platform`: from the local images (`pull`, `load`) when one has this name, with no request
     * at all, else pulled and unpacked unless the store has it.
     */
    async mount(ref, platform) {
        const name = (0,reference/* formatReference */.FH)(ref);
        const local = await this.local.find(name);
        if (local && platformOfConfig(local.config, platform)) {
            const existing = await this.read(local.manifestDigest);
            if (existing)
                return existing;
            this.logger.info(`${name}: from the local images (${local.manifestDigest}), no registry needed`);
            await this.unpackAndPublish(name, local, platform, async (layer) => this.local.blobFile(layer.digest));
            return this.readPublished(name, local.manifestDigest);
        }
        const pointedAt = ref.digest ?? (await this.client.headManifest(ref, { pull: true }))?.digest;
        if (pointedAt) {
            const stored = await this.storedFor(pointedAt, platform);
            if (stored) {
                this.logger.debug(`${name}: in the image store (${stored.manifestDigest})`);
                return stored;
            }
        }
        const resolved = await (0,pull/* resolveImage */.AT)(this.client, ref, platform);
        const existing = await this.read(resolved.manifestDigest);
        if (existing) {
            await this.remember(resolved.topDigest, platform, resolved.manifestDigest);
            return existing;
        }
        const total = resolved.manifest.layers.reduce((sum, layer) => sum + layer.size, 0);
        this.logger.info(`${name}: pulling ${resolved.manifest.layers.length} layers, ${(0,logger/* formatBytes */.z3)(total)}`);
        const slots = new semaphore/* Semaphore */.j(this.client.concurrency);
        const downloads = new Map();
        let failed = false;
        const image = {
            manifestDigest: resolved.manifestDigest,
            manifest: resolved.manifest,
            configDigest: resolved.manifest.config.digest,
            config: resolved.config,
        };
        await this.unpackAndPublish(name, image, platform, (layer, blobs) => {
            let download = downloads.get(layer.digest);
            if (!download) {
                download = slots.use(() => failed
                    ? Promise.reject(new errors/* SealosError */.ei(`${name}: not downloading ${layer.digest} after a failure`))
                    : this.download(ref, layer.digest, layer.size, blobs));
                downloads.set(layer.digest, download);
            }
            return download;
        }, () => {
            // Queued downloads are dropped; running ones finish before their folder is removed.
            failed = true;
            return Promise.allSettled(downloads.values());
        });
        await this.remember(resolved.topDigest, platform, resolved.manifestDigest);
        return this.readPublished(name, resolved.manifestDigest);
    }
    /**
     * Unpacks the layers in order into `<root>/tmp/<random>/rootfs` and publishes it. `layerFile` gives each
     * layer's file (started for every layer at once, so downloads run while earlier layers unpack); `settle`
     * waits for transfers still running before a failed attempt's folder is removed.
     */
    async unpackAndPublish(name, image, platform, layerFile, settle = async () => { }) {
        const work = (0,external_node_path_.join)(this.root, 'tmp', (0,external_node_crypto_.randomBytes)(8).toString('hex'));
        const blobs = (0,external_node_path_.join)(work, 'blobs');
        const rootfs = (0,external_node_path_.join)(work, 'rootfs');
        const kept = (0,remove_on_exit/* removeOnExit */.o)(work);
        try {
            await (0,promises_.mkdir)(blobs, { recursive: true });
            await (0,promises_.mkdir)(rootfs);
            const files = image.manifest.layers.map((layer) => layerFile(layer, blobs));
            for (const file of files)
                file.catch(() => { });
            for (const [index, layer] of image.manifest.layers.entries()) {
                await unpackLayer(rootfs, (0,external_node_fs_.createReadStream)(await files[index]), {
                    preserveOwnership: this.preserveOwnership,
                    logger: this.logger,
                    layerName: `${layer.digest} of ${name}`,
                });
            }
            await (0,promises_.rm)(blobs, { recursive: true, force: true });
            const info = {
                reference: name,
                manifestDigest: image.manifestDigest,
                configDigest: image.configDigest,
                platform,
                config: image.config,
            };
            await (0,promises_.writeFile)((0,external_node_path_.join)(work, 'info.json'), `${JSON.stringify(info, null, 2)}\n`);
            await this.publish(work, image.manifestDigest);
        }
        catch (error) {
            await settle();
            throw error;
        }
        finally {
            await (0,promises_.rm)(work, { recursive: true, force: true });
            kept();
        }
    }
    async readPublished(name, manifestDigest) {
        const stored = await this.read(manifestDigest);
        if (!stored)
            throw new errors/* SealosError */.ei(`${name}: image store entry ${manifestDigest} vanished`);
        return stored;
    }
    imageDir(manifestDigest) {
        return (0,external_node_path_.join)(this.root, 'images', 'sha256', (0,image_digest/* digestHex */.sU)(manifestDigest));
    }
    resolvedFile(pointedAt, platform) {
        return (0,external_node_path_.join)(this.root, 'resolved', 'sha256', (0,image_digest/* digestHex */.sU)(pointedAt), (0,image_platform/* platformKey */.Ng)(platform));
    }
    async storedFor(pointedAt, platform) {
        let manifestDigest;
        try {
            manifestDigest = (await (0,promises_.readFile)(this.resolvedFile(pointedAt, platform), 'utf8')).trim();
        }
        catch {
            return undefined;
        }
        return this.read(manifestDigest);
    }
    async read(manifestDigest) {
        const dir = this.imageDir(manifestDigest);
        let text;
        try {
            text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, 'info.json'), 'utf8');
        }
        catch {
            return undefined;
        }
        const parsed = infoSchema.safeParse((0,parse_json/* parseJsonOrUndefined */.r)(text));
        if (!parsed.success || parsed.data.manifestDigest !== manifestDigest) {
            this.logger.warn(`image store entry ${dir} is damaged; pulling it again`);
            await (0,promises_.rm)(dir, { recursive: true, force: true });
            return undefined;
        }
        return { ...parsed.data, rootfs: (0,external_node_path_.join)(dir, 'rootfs') };
    }
    async remember(pointedAt, platform, manifestDigest) {
        await (0,write_stream/* writeFileAtomically */.lo)(this.resolvedFile(pointedAt, platform), manifestDigest);
    }
    async publish(work, manifestDigest) {
        const target = this.imageDir(manifestDigest);
        await (0,promises_.mkdir)((0,external_node_path_.join)(target, '..'), { recursive: true });
        try {
            await (0,promises_.rename)(work, target);
        }
        catch (error) {
            // Another process stored the same image first; theirs is as good as ours.
            const code = error.code;
            if (code !== 'ENOTEMPTY' && code !== 'EEXIST')
                throw error;
        }
    }
    /** One layer into `dir`; its errors name the image as the user wrote it and the layer's digest. */
    async download(ref, digest, size, dir) {
        try {
            const download = await this.client.openBlob(ref, digest, size);
            const progress = size >= layerProgressThreshold
                ? new log_progress/* Progress */.k(this.logger, `pull ${digest.slice(7, 19)}`, size)
                : undefined;
            const file = (0,external_node_path_.join)(dir, (0,image_digest/* digestHex */.sU)(digest));
            // Not synced: the file lives until its layer is unpacked, in a folder a crash leaves unpublished.
            await (0,write_stream/* writeChunksAtomically */.Dv)(file, (0,blobs/* fillFrom */.e_)(download, (bytes) => progress?.add(bytes)), { durable: false });
            progress?.finish();
            return file;
        }
        catch (error) {
            throw layerError((0,reference/* formatReference */.FH)(ref), digest, error);
        }
    }
}
/** A missing or corrupt layer said as the user sees it: which image, which layer, what the registry did. */
function layerError(image, digest, error) {
    if (error instanceof image_errors/* RegistryError */.gl && error.status === 404)
        return new image_errors/* RegistryError */.gl(`${image}: its manifest lists layer ${digest}, which the registry does not have (404${error.code ? ` ${error.code}` : ''}): push the image again`, { host: error.host, status: 404, diagnostics: [...error.diagnostics], cause: error });
    if (error instanceof image_errors/* DigestMismatchError */.h)
        return new image_errors/* DigestMismatchError */.h(`layer of ${image} rejected, not stored`, error.expected, error.actual, {
            host: error.host,
            cause: error,
        });
    return error;
}
/** A local image serves `platform` when its config says so, or says no platform at all. */
function platformOfConfig(config, platform) {
    if (!config.os || !config.architecture)
        return true;
    return (0,image_platform/* platformMatches */.J5)(platform, {
        os: config.os,
        architecture: config.architecture,
        ...(config.variant && { variant: config.variant }),
    });
}


/***/ }),

/***/ 2646:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ reachedWithoutLinks),
/* harmony export */   QD: () => (/* binding */ resolveInRoot),
/* harmony export */   YB: () => (/* binding */ lstatOrUndefined),
/* harmony export */   wN: () => (/* binding */ RootPathError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);



/**
 * The one place a path inside an untrusted tree (an unpacked image, a tree prepared from one) becomes a path
 * on the runner. Links are resolved as if the root were `/` (a chroot): an absolute target starts again at the
 * root, `..` stops at it. Every folder on the way is checked with lstat to be a real folder under the root,
 * so no link, however chained (`s -> .`, then `s/s/../..`), leads outside. The kernel never follows a link
 * of the tree: what it is given is a chain of real folders.
 */
class RootPathError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SealosError */ .ei {
}
/** Linux's own limit on links followed in one lookup. */
const maxLinkHops = 40;
/** lstat, or undefined when nothing is there. */
async function lstatOrUndefined(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
/** `a/./b//c` as its parts; `..` is kept (it climbs, never above the root). */
function partsOf(relative) {
    return (typeof relative === 'string' ? relative.split('/') : [...relative]).filter((part) => part !== '' && part !== '.');
}
/**
 * The runner path of `relative` inside `root`, every link resolved inside the root. undefined when a folder on
 * the way is missing or not a folder (without `create`). The last part may be missing: the caller creates it.
 */
async function resolveInRoot(root, relative, options = {}) {
    const resolved = [];
    const queue = partsOf(relative);
    let hops = 0;
    while (queue.length > 0) {
        const part = queue.shift();
        if (part === '..') {
            resolved.pop();
            continue;
        }
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, ...resolved, part);
        const lastMode = queue.length === 0 ? (options.last ?? 'keep') : undefined;
        if (lastMode === 'keep') {
            resolved.push(part);
            break;
        }
        const stat = await lstatOrUndefined(file);
        if (stat?.isSymbolicLink()) {
            if (++hops > maxLinkHops)
                throw new RootPathError(`too many links under ${partsOf(relative).join('/')}`, {
                    file: partsOf(relative).join('/'),
                });
            const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(file);
            if (target.startsWith('/'))
                resolved.length = 0;
            queue.unshift(...partsOf(target));
            continue;
        }
        if (lastMode === 'follow') {
            resolved.push(part);
            break;
        }
        if (!stat?.isDirectory()) {
            if (!options.create)
                return undefined;
            if (stat)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(file, { mode: 0o755 });
        }
        resolved.push(part);
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, ...resolved);
}
/**
 * Whether `file` (a runner path under `root`) is reached from the root through real folders only: a folder
 * swapped for a link since it was made is not, and must not be touched through the old path.
 */
async function reachedWithoutLinks(root, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(root, file);
    if (relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(relative))
        return false;
    return (await resolveInRoot(root, relative)) === node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, relative);
}


/***/ })

};
