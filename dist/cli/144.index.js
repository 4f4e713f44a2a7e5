export const id = 144;
export const ids = [144];
export const modules = {

/***/ 30144:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerBuild: () => (/* binding */ registerBuild)
});

// EXTERNAL MODULE: ./node_modules/commander/esm.mjs
var esm = __webpack_require__(48179);
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
var image_reference = __webpack_require__(38033);
// EXTERNAL MODULE: ./.build/image/remote/registry-client.js + 7 modules
var registry_client = __webpack_require__(1721);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/concurrency/map-limit.js
var map_limit = __webpack_require__(1298);
// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
// EXTERNAL MODULE: ./.build/files/remove-on-exit.js
var remove_on_exit = __webpack_require__(75369);
// EXTERNAL MODULE: ./.build/image/media-types.js
var media_types = __webpack_require__(18100);
// EXTERNAL MODULE: ./.build/image/pull.js
var pull = __webpack_require__(59517);
// EXTERNAL MODULE: ./.build/image/store/blob-store.js
var blob_store = __webpack_require__(28247);
// EXTERNAL MODULE: ./.build/log/logger.js + 1 modules
var logger = __webpack_require__(83920);
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
// EXTERNAL MODULE: ./.build/image/digest.js
var digest = __webpack_require__(21826);
;// CONCATENATED MODULE: ./.build/build/image/assemble.js


/** Docker's layer media types have OCI twins with the same bytes; an OCI manifest must use the OCI names. */
const ociLayerType = {
    [media_types/* MediaTypes */.mI.dockerLayerGzip]: media_types/* MediaTypes */.mI.ociLayerGzip,
    [media_types/* MediaTypes */.mI.dockerForeignLayerGzip]: media_types/* MediaTypes */.mI.ociLayerNondistributableGzip,
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
    const configBlob = jsonBlob(media_types/* MediaTypes */.mI.ociConfig, config);
    const layers = input.layers.map((layer) => ({
        mediaType: ociLayerMediaType(layer.mediaType),
        digest: layer.digest,
        size: layer.size,
    }));
    const manifest = {
        schemaVersion: 2,
        mediaType: media_types/* MediaTypes */.mI.ociManifest,
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
        manifest: jsonBlob(media_types/* MediaTypes */.mI.ociManifest, manifest),
        config: configBlob,
        layers: input.layers,
        platform: input.platform,
    };
}
function jsonBlob(mediaType, value) {
    const bytes = Buffer.from(JSON.stringify(value));
    return { mediaType, digest: (0,digest/* sha256Of */.Bj)(bytes), size: bytes.length, bytes };
}

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
            if (this.plainRun(UNQUOTED_STOPS, (run) => this.addRaw(run)))
                continue;
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
    /** Hands the characters from here up to the next of `stops` to `take`, if there are any; whether there were. */
    plainRun(stops, take) {
        const end = scanTo(this.text, this.position, stops);
        if (end === this.position)
            return false;
        take(this.text.slice(this.position, end));
        this.position = end;
        return true;
    }
    doubleQuoted() {
        const text = this.text;
        const out = new Pieces();
        while (this.position < text.length) {
            if (this.plainRun(DOUBLE_QUOTED_STOPS, (run) => out.push(run)))
                continue;
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
            case 'ADD':
                steps.push(copyStep(instruction, stageLookup, where));
                break;
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
/** A COPY or ADD, its words expanded: the sources and the destination (the last word). */
function copyStep(instruction, lookup, where) {
    const words = typeof instruction.words === 'string'
        ? expandWords(instruction.words, lookup, where)
        : instruction.words.map((w) => expandWord(w, lookup, where));
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
    return {
        kind: 'layer',
        copy,
        createdBy: `${copy.keyword}${chmod} ${copy.sources.join(' ')} ${copy.destination}`,
    };
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
 * bytes reach zlib cut as a stream cuts them and level-0 digests do not depend on the file's size.
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

;// CONCATENATED MODULE: ./.build/build/output/blob-sources.js


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
                    throw new errors/* SealosError */.ei(`base layer ${layer.digest} needs a registry client to be read`);
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
    const out = new external_node_stream_.PassThrough();
    start().then((source) => {
        source.on('error', (error) => out.destroy(error));
        source.pipe(out);
    }, (error) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
}

// EXTERNAL MODULE: ./.build/files/write-stream.js
var write_stream = __webpack_require__(63714);
;// CONCATENATED MODULE: ./.build/build/output/oci-archive.js






/**
 * Streams an OCI layout folder into a tar (`oci-archive:` for skopeo and podman), one file at a time: entries in
 * a fixed order, owner 0:0, the given mtime. Written to a temporary name, renamed when complete.
 */
async function writeOciArchive(layoutDirectory, file, mtime) {
    const date = new Date(mtime * 1000);
    const blobNames = (await (0,promises_.readdir)(external_node_path_.join(layoutDirectory, 'blobs', 'sha256'))).sort();
    const files = ['oci-layout', 'index.json', ...blobNames.map((name) => `blobs/sha256/${name}`)];
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
    await (0,write_stream/* replaceAtomically */.GA)(file, (temporary) => packTar(fill, [(0,external_node_fs_.createWriteStream)(temporary)]));
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
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
    const layout = new blob_store/* BlobStore */.l(external_node_path_.join(directory, 'blobs'));
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
        platform: (0,image_platform/* formatPlatform */.Bq)(options.platform),
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
    const forget = (0,remove_on_exit/* removeOnExit */.o)(work);
    try {
        const store = new blob_store/* BlobStore */.l(work);
        const built = await writeLayers(evaluated.steps, merged, {
            store,
            level,
            epoch,
            logger,
            file: options.kubefile,
        });
        const layers = [...(base?.layers ?? []), ...built.layers];
        const image = assembleImage({
            platform: options.platform,
            created: epoch,
            values: evaluated.config,
            layers,
            history: built.history,
            ...(base ? { base: base.assembly } : {}),
        });
        await storeJson(store, image.config);
        await storeJson(store, image.manifest);
        logger.info(`image ${image.manifest.digest} (${(0,image_platform/* formatPlatform */.Bq)(options.platform)})`);
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
        forget();
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
    const blobs = imageBlobs(image, store, options.client);
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
    const target = (0,image_reference/* parseReference */.F2)(options.target);
    if (!target.tag || target.digest)
        throw new errors/* UsageError */.eb(`index ${options.target}: name it by a tag`);
    if (options.sources.length === 0)
        throw new errors/* UsageError */.eb('joining an index needs at least one source image');
    // Every source parses before the first request: a typo in the last one fails at once.
    const sources = options.sources.map((source) => (0,image_reference/* parseReference */.F2)(source));
    const entries = await (0,map_limit/* mapLimit */.s)(sources, 2, async (ref) => {
        const where = (0,image_reference/* formatReference */.FH)(ref);
        const answer = await client.getManifest(ref);
        const parsed = (0,manifest/* parseManifest */.Ng)(answer.bytes, answer.mediaType, `manifest ${where}`);
        if (parsed.kind !== 'manifest')
            throw new IndexJoinError(`${where} is already an index; join single-platform images`, {
                host: ref.registry,
            });
        const platform = await configPlatform(client, ref, parsed.manifest.config);
        if (ref.registry !== target.registry || ref.repository !== target.repository) {
            await copyInto(client, ref, target, [parsed.manifest.config, ...parsed.manifest.layers]);
            await client.putManifest((0,image_reference/* withDigest */.hQ)(target, answer.digest), answer.bytes, answer.mediaType);
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
    const index = jsonBlob(media_types/* MediaTypes */.mI.ociIndex, {
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
    logger.info(`pushed index ${(0,image_reference/* formatReference */.FH)(target)}@${digest} (${entries.length} platforms)`);
    return {
        reference: (0,image_reference/* formatReference */.FH)(target),
        digest,
        size: index.size,
        manifests: entries.map((e) => ({
            digest: e.digest,
            platform: (0,image_platform/* formatPlatform */.Bq)(e.platform),
            source: e.source,
        })),
    };
}
/** The platform an image's config names. */
async function configPlatform(client, ref, descriptor) {
    const where = (0,image_reference/* formatReference */.FH)(ref);
    const config = (0,manifest/* parseImageConfig */.FB)(await (0,pull/* readSmallStream */.as)(await client.fetchBlob(ref, descriptor.digest, descriptor.size), 8 * 1024 * 1024, `config of ${where}`), `config of ${where}`);
    if (!config.os || !config.architecture)
        throw new IndexJoinError(`${where}: its config names no os/architecture`, { host: ref.registry });
    return {
        os: config.os,
        architecture: config.architecture,
        ...(config.variant ? { variant: config.variant } : {}),
    };
}
async function copyInto(client, from, to, blobs) {
    const mountFrom = from.registry === to.registry ? [from.repository] : [];
    await (0,map_limit/* mapLimit */.s)(blobs, client.concurrency, (blob) => client.pushBlob(to, {
        digest: blob.digest,
        size: blob.size,
        open: () => lazyStream(() => client.fetchBlob(from, blob.digest, blob.size)),
    }, { mountFrom }));
}

// EXTERNAL MODULE: ./.build/build/registry-save/images-to-save.js + 14 modules
var images_to_save = __webpack_require__(70724);
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
    const platform = request.platform ? (0,image_platform/* parsePlatform */.FL)(request.platform) : (0,image_platform/* defaultPlatform */.nx)();
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
        const result = await logger.group(`Build ${request.tags[0] ?? kubefile}`, () => buildImage({
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
    const registry = request.registry ?? (0,image_reference/* parseReference */.F2)(target).registry;
    return (0,credentials/* chainCredentials */.a)((0,credentials/* explicitCredentials */.Ve)([{ registry, username: request.username, password: request.password }]), fromConfig);
}

// EXTERNAL MODULE: ./.build/cli/options.js
var options = __webpack_require__(49909);
;// CONCATENATED MODULE: ./.build/cli/commands/build.js





const registerBuild = (program, context) => {
    program
        .command('build')
        .description('Build a cluster image from a Kubefile and merged context folders (saving the images it lists into registry/), ' +
        'then push it and/or write an OCI layout or archive. With --index, join pushed per-platform images into one tag.')
        .argument('[context]', 'the build context folder, as `sealos build -t REF .` (merged after any --context)')
        .option('-f, --file <Kubefile>', `the Kubefile (default: the one of ${BUILD_FILE_NAMES.join(', ')} in the merged contexts, as sealos)`)
        .option('-t, --tag <ref>', 'image reference to name/push the image as (repeatable)', options/* collect */.Fo, [])
        .option('--context <dir>', 'source folder, merged in order, later files win (repeatable; default: the Kubefile folder, or .)', options/* collect */.Fo, [])
        .option('--build-arg <K=V>', 'value for an ARG (repeatable)', options/* collect */.Fo, [])
        .option('--label <K=V>', 'label added after the Kubefile ones (repeatable)', options/* collect */.Fo, [])
        .option('--env <K=V>', 'environment variable added after the Kubefile ones (repeatable)', options/* collect */.Fo, [])
        .option('--platform <os/arch>', 'platform of the image (default: this machine)')
        .option('--push', 'push to every tag')
        .option('--oci-layout <dir>', 'write an OCI image layout folder (named by the first tag)')
        .option('--oci-archive <file>', 'write an oci-archive tar of the layout')
        .option('--insecure-registry <host>', 'registry reached over plain HTTP (repeatable)', options/* collect */.Fo, [])
        .option('--registries-conf <file>', 'containers-registries.conf for pulls (default: the one buildah reads)')
        .option('--compression-level <n>', `gzip level 0-9 (default ${defaultCompressionLevel})`, (0,options/* integerIn */.wo)(0, 9))
        .option('--no-save-images', 'do not save the images the context lists into <last context>/registry')
        .option('--save-image [bool]', "sealos's spelling: --save-image=false is --no-save-images", booleanValue)
        .option('--max-pull-procs <n>', 'images pulled at once while saving them into registry/ (1 to 64)', (0,options/* integerIn */.wo)(1, 64))
        .option('-u, --username <name>', 'registry user (for the registry of the first tag)')
        .option('-p, --password <password>', 'registry password or token (prefer REGISTRY_PASSWORD)')
        .option('--registry-config <file>', 'docker config.json with registry credentials')
        .option('--index <ref>', 'index mode: the tag of the multi-platform index to push')
        .option('--from <ref@digest>', 'index mode: a pushed single-platform image (repeatable)', options/* collect */.Fo, [])
        .action(async (positional, flags) => {
        const stop = exitOnInterrupt(context.logger);
        try {
            const outcome = await runBuildRequest(buildRequestOf(positional, flags), context.logger);
            context.stdout(`${describeOutcome(outcome)}\n`);
        }
        finally {
            stop();
        }
    });
};
/**
 * Ctrl-C or a cancelled job ends a build at once, through `process.exit`, whose `exit` event removes the build's
 * scratch folders (files/remove-on-exit.ts); without a handler Node would die on the signal and leave them.
 */
function exitOnInterrupt(logger) {
    const handlers = ['SIGINT', 'SIGTERM'].map((name) => {
        const handler = () => {
            logger.error(`${name}: build stopped; its scratch folders are removed`);
            process.exit(new errors/* InterruptedError */.p4(name).status);
        };
        process.on(name, handler);
        return { name, handler };
    });
    return () => {
        for (const { name, handler } of handlers)
            process.off(name, handler);
    };
}
/** The build request of the flags, the positional context merged last. */
function buildRequestOf(positional, flags) {
    return {
        ...(flags.file ? { kubefile: flags.file } : {}),
        contexts: positional === undefined ? flags.context : [...flags.context, positional],
        tags: flags.tag,
        buildArgs: flags.buildArg,
        labels: flags.label,
        env: flags.env,
        ...(flags.platform ? { platform: flags.platform } : {}),
        push: flags.push === true,
        ...(flags.ociLayout ? { ociLayout: flags.ociLayout } : {}),
        ...(flags.ociArchive ? { ociArchive: flags.ociArchive } : {}),
        ...(flags.compressionLevel !== undefined ? { compressionLevel: flags.compressionLevel } : {}),
        saveImages: flags.saveImages && flags.saveImage !== false,
        ...(flags.maxPullProcs !== undefined ? { maxPullProcs: flags.maxPullProcs } : {}),
        insecureRegistries: flags.insecureRegistry,
        ...(flags.registriesConf ? { registriesConf: flags.registriesConf } : {}),
        ...(flags.username ? { username: flags.username } : {}),
        // REGISTRY_PASSWORD counts only with --username: a variable left in the environment must not turn
        // a local build into a half-given login.
        ...((flags.password ?? (flags.username ? process.env.REGISTRY_PASSWORD : undefined))
            ? { password: flags.password ?? process.env.REGISTRY_PASSWORD }
            : {}),
        ...(flags.registryConfig ? { registryConfig: flags.registryConfig } : {}),
        ...(flags.index ? { index: flags.index } : {}),
        from: flags.from,
        ...(process.env.SOURCE_DATE_EPOCH !== undefined
            ? { sourceDateEpoch: process.env.SOURCE_DATE_EPOCH }
            : {}),
    };
}
/** A pflag boolean's value: `true`/`false` (and Go's other spellings: 1, 0, t, f). */
function booleanValue(value) {
    if (/^(1|t|true)$/i.test(value))
        return true;
    if (/^(0|f|false)$/i.test(value))
        return false;
    throw new esm/* InvalidArgumentError */.Di('give true or false');
}
/** One line on stdout: what a script needs (`<digest> <reference>...`). */
function describeOutcome(outcome) {
    if (outcome.kind === 'index')
        return `${outcome.result.digest} ${outcome.result.reference}`;
    return [outcome.result.digest, ...outcome.result.tags].join(' ');
}


/***/ })

};
