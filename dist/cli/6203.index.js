export const id = 6203;
export const ids = [6203];
export const modules = {

/***/ 55323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ mergeContexts)
/* harmony export */ });
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

/***/ 70724:
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
// EXTERNAL MODULE: ./.build/render/template/values.js
var template_values = __webpack_require__(59426);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./.build/helm/chart-error.js

/** A chart that cannot be loaded or rendered, or whose values do not fit: names the chart and, when known, the file. */
class ChartError extends errors/* SealosError */.ei {
}

;// CONCATENATED MODULE: ./.build/helm/chart-archive.js






/**
 * Bounds for a chart archive, which comes from a build context (untrusted): helm 3.17's loader refuses charts
 * that expand past 100 MiB or hold a file past 5 MiB (MaxDecompressedChartSize/FileSize); real charts are a
 * few hundred KiB. Holding the files is what helm does too: templates are parsed together.
 */
const CHART_ARCHIVE_LIMITS = {
    totalBytes: 100 * 1024 * 1024,
    fileBytes: 5 * 1024 * 1024,
    entries: 10_000,
};
/**
 * A `.tgz` chart read as helm's loader.LoadArchiveFiles reads it, streamed: gzip, then tar; the first path part
 * (the chart's folder) is dropped; folders skipped; a `..` part, a link or device entry, or anything past the
 * bounds is refused; a stream that is not gzip or not tar is an error naming `name`.
 */
async function unpackChartArchive(input, name) {
    const files = new Map();
    let total = 0;
    let entries = 0;
    const refuse = (why) => new ChartError(`${name}: ${why}`, { file: name, phase: 'chart' });
    const extract = tar_stream.extract();
    const reading = (async () => {
        for await (const entry of extract) {
            const header = entry.header;
            if (++entries > CHART_ARCHIVE_LIMITS.entries)
                throw refuse(`more than ${CHART_ARCHIVE_LIMITS.entries} entries`);
            const parts = header.name
                .replaceAll('\\', '/')
                .split('/')
                .filter((p) => p !== '' && p !== '.');
            if (parts.includes('..'))
                throw refuse(`entry "${header.name}" has a ".." path part`);
            if (header.type === 'directory' ||
                header.type === 'pax-global-header' ||
                parts[0] === 'pax_global_header') {
                entry.resume();
                continue;
            }
            if (header.type !== 'file' && header.type !== 'contiguous-file')
                throw refuse(`entry "${header.name}" is a ${header.type}, which a chart may not hold`);
            const chunks = [];
            let size = 0;
            for await (const chunk of entry) {
                size += chunk.length;
                total += chunk.length;
                if (size > CHART_ARCHIVE_LIMITS.fileBytes)
                    throw refuse(`"${header.name}" is larger than ${CHART_ARCHIVE_LIMITS.fileBytes} bytes`);
                if (total > CHART_ARCHIVE_LIMITS.totalBytes)
                    throw refuse(`expands past ${CHART_ARCHIVE_LIMITS.totalBytes} bytes`);
                chunks.push(chunk);
            }
            const path = parts.slice(1).join('/');
            if (path !== '')
                files.set(path, Buffer.concat(chunks));
        }
    })();
    try {
        await Promise.all([(0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(input), (0,external_node_zlib_.createGunzip)(), extract), reading]);
    }
    catch (cause) {
        extract.destroy();
        if (cause instanceof ChartError)
            throw cause;
        throw new ChartError(`${name}: not a readable chart archive (.tgz): ${(0,errors/* causeText */.xv)(cause)}`, {
            file: name,
            phase: 'chart',
            cause,
        });
    }
    if (files.size === 0)
        throw refuse('no chart files in the archive');
    return files;
}

;// CONCATENATED MODULE: ./.build/helm/chart.js




/**
 * Sorts a chart's files as helm's loader.LoadFiles does: Chart.yaml, values.yaml, templates/…, charts/<sub>/…
 * and charts/*.tgz (subcharts), everything else `.Files`. values.schema.json is kept with the files; the schema
 * is not checked (see docs/sealos-compatibility.md). `requirements.yaml` (apiVersion v1) supplies dependencies.
 */
async function chartFromFiles(files, source) {
    const chartYaml = files.get('Chart.yaml');
    if (!chartYaml)
        throw new ChartError(`${source}: Chart.yaml file is missing`, { file: source });
    const metadata = yamlMap(chartYaml, `${source}/Chart.yaml`);
    const name = metadata.name;
    const version = metadata.version;
    if (typeof name !== 'string' || name === '')
        throw new ChartError(`${source}/Chart.yaml: validation: chart.metadata.name is required`, {
            file: `${source}/Chart.yaml`,
        });
    if (version === undefined || version === null || version === '')
        throw new ChartError(`${source}/Chart.yaml: validation: chart.metadata.version is required`, {
            file: `${source}/Chart.yaml`,
        });
    const requirements = files.get('requirements.yaml');
    const dependencyList = metadata.apiVersion === 'v1' && requirements
        ? yamlMap(requirements, `${source}/requirements.yaml`).dependencies
        : metadata.dependencies;
    const valuesFile = files.get('values.yaml');
    const valuesData = valuesFile ? (0,encoding/* fromData */.Bw)(parseYamlFile(valuesFile, `${source}/values.yaml`)) : undefined;
    const values = valuesData instanceof template_values/* GoMap */.tn ? valuesData.entries : new Map();
    const templates = [];
    const other = new Map();
    const subchartFiles = new Map();
    const subchartArchives = [];
    for (const [path, data] of files) {
        if (['Chart.yaml', 'values.yaml', 'requirements.yaml', 'requirements.lock', 'Chart.lock'].includes(path))
            continue;
        if (path.startsWith('templates/'))
            templates.push({ name: path, text: data.toString('utf8') });
        else if (path.startsWith('charts/') && !path.endsWith('.prov')) {
            const rest = path.slice('charts/'.length);
            // LoadFiles skips entries of charts/ whose name starts with `_` or `.` (folders and archives alike).
            if (rest.startsWith('_') || rest.startsWith('.'))
                continue;
            const slash = rest.indexOf('/');
            if (slash < 0) {
                if (rest.endsWith('.tgz'))
                    subchartArchives.push([rest, data]);
                // helm reads any other file directly in charts/ as an (empty) chart and fails; a stray file is ignored.
                continue;
            }
            const sub = rest.slice(0, slash);
            if (!subchartFiles.has(sub))
                subchartFiles.set(sub, new Map());
            subchartFiles.get(sub).set(rest.slice(slash + 1), data);
        }
        else
            other.set(path, data);
    }
    const subcharts = [];
    for (const [sub, subFiles] of [...subchartFiles].sort(([a], [b]) => (a < b ? -1 : 1)))
        subcharts.push(await chartFromFiles(subFiles, `${source}/charts/${sub}`));
    for (const [archive, data] of subchartArchives.sort(([a], [b]) => (a < b ? -1 : 1)))
        subcharts.push(await chartFromFiles(await unpackChartArchive(bufferStream(data), `${source}/charts/${archive}`), `${source}/charts/${archive}`));
    return {
        metadata,
        name,
        version: String(version),
        dependencies: Array.isArray(dependencyList) ? dependencyList.map((d) => dependencyOf(d, source)) : [],
        values,
        templates: templates.sort((a, b) => (a.name < b.name ? -1 : 1)),
        files: other,
        subcharts,
        source,
    };
}
function dependencyOf(entry, source) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
        throw new ChartError(`${source}/Chart.yaml: a dependencies entry is not a mapping`, {
            file: `${source}/Chart.yaml`,
        });
    const d = entry;
    const text = (v) => (v === undefined || v === null ? '' : String(v));
    return {
        name: text(d.name),
        version: text(d.version),
        condition: text(d.condition),
        tags: Array.isArray(d.tags) ? d.tags.map(text) : [],
        alias: text(d.alias),
        importValues: Array.isArray(d['import-values']) ? d['import-values'] : [],
    };
}
function parseYamlFile(data, file) {
    try {
        return (0,encoding/* parseYaml11 */.z1)(data.toString('utf8'));
    }
    catch (cause) {
        throw new ChartError(`${file}: ${cause instanceof Error ? cause.message : String(cause)}`, {
            file,
            cause,
        });
    }
}
function yamlMap(data, file) {
    const parsed = parseYamlFile(data, file);
    if (parsed === null || parsed === undefined)
        return {};
    if (typeof parsed !== 'object' || Array.isArray(parsed))
        throw new ChartError(`${file}: not a mapping`, { file });
    return parsed;
}
async function* bufferStream(data) {
    yield data;
}

;// CONCATENATED MODULE: ./.build/helm/helm-ignore.js

/** bufio.Scanner's default token limit: a longer line stops helm's Parse with this error. */
const MAX_LINE_BYTES = 64 * 1024;
/**
 * A chart folder's `.helmignore` as helm v3's pkg/ignore (rules.go) reads it, plus its default rule
 * `templates/.?*` (AddDefaults), which applies even with no file. `file` names the file in errors.
 */
class HelmIgnore {
    rules;
    constructor(rules) {
        this.rules = rules;
    }
    /** The name helm looks for at a chart folder's root. */
    static fileName = '.helmignore';
    /**
     * Parse: a line trimmed; blank and `#` lines skipped; `**` or a bad glob is an error naming `name` (the
     * file as the user knows it) and the line; `file` is where it is on disk.
     */
    static parse(text, name, file = name) {
        const rules = [];
        const lines = text === undefined ? [] : text.replace(/^\uFEFF/, '').split('\n');
        if (lines.at(-1) === '')
            lines.pop();
        lines.forEach((raw, index) => {
            const fail = (why) => {
                throw new ChartError(`${name}:${index + 1}: ${why}`, { file, line: index + 1, phase: 'chart' });
            };
            if (Buffer.byteLength(raw) > MAX_LINE_BYTES)
                fail('bufio.Scanner: token too long');
            const rule = parseRule(raw, fail);
            if (rule)
                rules.push(rule);
        });
        rules.push(parseRule('templates/.?*', () => undefined));
        return new HelmIgnore(rules);
    }
    /**
     * Rules.Ignore for one path (`/`-separated, inside the chart): in order, the first rule that matches
     * ignores it; a `!` rule that does *not* match ignores it too (helm's negation: `!a.txt` ignores everything
     * else), as does a `!dir/` rule met by a file.
     */
    ignores(path, isDirectory) {
        if (path === '' || path === '.' || path === './')
            return false;
        for (const rule of this.rules) {
            const name = rule.scope === 'base' ? path.slice(path.lastIndexOf('/') + 1) : path;
            if (rule.negate) {
                if (rule.mustDir && !isDirectory)
                    return true;
                if (!rule.match(name))
                    return true;
                continue;
            }
            if (rule.mustDir && !isDirectory)
                continue;
            if (rule.match(name))
                return true;
        }
        return false;
    }
    /** LoadDir's walk: a file is left out when a folder above it is ignored (SkipDir) or it is itself. */
    excludes(file) {
        const parts = file.split('/');
        for (let depth = 1; depth < parts.length; depth++)
            if (this.ignores(parts.slice(0, depth).join('/'), true))
                return true;
        return this.ignores(file, false);
    }
}
function parseRule(line, fail) {
    let rule = line.trim();
    if (rule === '' || rule.startsWith('#'))
        return undefined;
    if (rule.includes('**'))
        fail('double-star (**) syntax is not supported');
    // helm compiles the raw line (with its `!` and `/`) by matching it once; a malformed glob fails here.
    compileGlob(rule, fail);
    const negate = rule.startsWith('!');
    if (negate)
        rule = rule.slice(1);
    const mustDir = rule.endsWith('/');
    if (mustDir)
        rule = rule.slice(0, -1);
    const scope = rule.startsWith('/') || rule.includes('/') ? 'path' : 'base';
    if (rule.startsWith('/'))
        rule = rule.slice(1);
    // A part left malformed by the stripping never matches (helm logs "Failed to compile" and goes on).
    let match;
    try {
        const glob = compileGlob(rule, (why) => {
            throw new Error(why);
        });
        match = (name) => glob.test(name);
    }
    catch {
        match = () => false;
    }
    return { negate, mustDir, scope, match };
}
const escapeRegExp = (c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const classChar = (c) => `\\u{${c.codePointAt(0).toString(16)}}`;
/**
 * Go's path/filepath.Match pattern on `/` paths: `*` any run of characters but `/`, `?` one character but
 * `/`, `[^a-z]` a class (any character, `/` too; a reversed range matches nothing), `\x` the character x.
 * A malformed pattern (open `[`, empty class, `\` at the end, a range missing its end) is an error.
 */
function compileGlob(pattern, fail) {
    const chars = [...pattern];
    const bad = () => fail(`syntax error in pattern "${pattern}"`);
    let out = '';
    let i = 0;
    /** getEsc: one class character, `\`-escaped or not; `-` and `]` are not characters here. */
    const classMember = () => {
        let c = chars[i];
        if (c === undefined || c === '-' || c === ']')
            bad();
        if (c === '\\') {
            i++;
            c = chars[i];
            if (c === undefined)
                bad();
        }
        i++;
        return c;
    };
    while (i < chars.length) {
        const c = chars[i];
        if (c === '*') {
            out += '[^/]*';
            i++;
        }
        else if (c === '?') {
            out += '[^/]';
            i++;
        }
        else if (c === '\\') {
            const next = chars[i + 1];
            if (next === undefined)
                bad();
            out += escapeRegExp(next);
            i += 2;
        }
        else if (c === '[') {
            i++;
            const negated = chars[i] === '^';
            if (negated)
                i++;
            let body = '';
            let members = 0;
            while (chars[i] !== ']' || members === 0) {
                if (chars[i] === undefined)
                    bad();
                const lo = classMember();
                let hi = lo;
                if (chars[i] === '-') {
                    i++;
                    hi = classMember();
                }
                members++;
                if (lo.codePointAt(0) <= hi.codePointAt(0))
                    body += `${classChar(lo)}-${classChar(hi)}`;
            }
            i++;
            out += negated ? `[^${body}]` : `[${body}]`;
        }
        else {
            out += escapeRegExp(c);
            i++;
        }
    }
    return new RegExp(`^${out}$`, 'su');
}

// EXTERNAL MODULE: ./.build/render/functions/helm.js
var helm = __webpack_require__(7597);
// EXTERNAL MODULE: ./.build/render/template/errors.js
var template_errors = __webpack_require__(30167);
// EXTERNAL MODULE: ./.build/render/template/exec.js + 1 modules
var exec = __webpack_require__(38963);
// EXTERNAL MODULE: ./.build/render/template/parser.js + 1 modules
var parser = __webpack_require__(16984);
// EXTERNAL MODULE: ./.build/render/functions/index.js + 8 modules
var functions = __webpack_require__(70291);
// EXTERNAL MODULE: ./.build/render/template/functions.js
var template_functions = __webpack_require__(31399);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./.build/helm/cert-functions.js





/**
 * sprig's certificate functions (crypto.go), which charts call to make TLS secrets at render time (cilium's
 * hubble `tls-helm`): RSA 2048 keys, SHA-256 signatures, the certificate template of getBaseCertTemplate
 * (random 128-bit serial, CN subject, now to now+days, digital signature + key encipherment, server and
 * client auth; a CA adds cert sign). Node has keys and signatures but no certificate builder, so the DER of
 * an X.509 v3 certificate is written here.
 */
/** sprig's `certificate` struct: `.Cert` and `.Key`, PEM. */
class Certificate extends template_values/* GoObject */.MV {
    cert;
    key;
    goType = 'sprig.certificate';
    constructor(cert, key) {
        super();
        this.cert = cert;
        this.key = key;
    }
    method(name) {
        if (name === 'Cert')
            return () => this.cert;
        if (name === 'Key')
            return () => this.key;
        return undefined;
    }
    toString() {
        return `{${this.cert} ${this.key}}`;
    }
}
function tlv(tag, content) {
    const length = content.length;
    let header;
    if (length < 0x80)
        header = Buffer.from([tag, length]);
    else {
        const bytes = [];
        for (let n = length; n > 0; n >>= 8)
            bytes.unshift(n & 0xff);
        header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
    }
    return Buffer.concat([header, content]);
}
const derSequence = (...items) => tlv(0x30, Buffer.concat(items));
const derSet = (...items) => tlv(0x31, Buffer.concat(items));
const explicit = (n, inner) => tlv(0xa0 + n, inner);
function integer(bytes) {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0)
        start++;
    const trimmed = bytes.subarray(start);
    return tlv(0x02, (trimmed[0] & 0x80) !== 0 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}
function oid(text) {
    const parts = text.split('.').map(Number);
    const out = [40 * parts[0] + parts[1]];
    for (const part of parts.slice(2)) {
        const chunk = [part & 0x7f];
        for (let n = part >> 7; n > 0; n >>= 7)
            chunk.unshift(0x80 | (n & 0x7f));
        out.push(...chunk);
    }
    return tlv(0x06, Buffer.from(out));
}
function time(date) {
    const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    return date.getUTCFullYear() < 2050
        ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
        : tlv(0x18, Buffer.from(`${iso}Z`));
}
const commonNameOf = (cn) => derSequence(derSet(derSequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));
function extension(id, critical, value) {
    return derSequence(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
}
/** KeyUsage bits as an ASN.1 BIT STRING: digitalSignature(0), keyEncipherment(2), keyCertSign(5). */
function keyUsage(ca) {
    const bits = ca ? 0xa4 : 0xa0;
    let unused = 0;
    while (((bits >> unused) & 1) === 0)
        unused++;
    return tlv(0x03, Buffer.from([unused, bits]));
}
function ipBytes(ip) {
    if ((0,external_node_net_.isIP)(ip) === 4)
        return Buffer.from(ip.split('.').map(Number));
    const [head = '', tail = ''] = ip.split('::');
    const groups = (s) => (s === '' ? [] : s.split(':'));
    const h = groups(head);
    const t = groups(tail);
    const all = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
    return Buffer.from(all.flatMap((g) => [(Number.parseInt(g, 16) >> 8) & 0xff, Number.parseInt(g, 16) & 0xff]));
}
function stringList(value, what) {
    if (value === null || value === undefined)
        return [];
    if (!(value instanceof template_values/* GoList */.lL))
        throw new template_errors/* FunctionError */.J(`${what} must be a list`);
    return value.items.map((item) => (typeof item === 'string' ? item : String(item)));
}
function certificatePem(cn, ips, dns, days, ca, publicKey, issuer) {
    const now = new Date();
    const notAfter = new Date(now.getTime() + Number(days) * 24 * 3600 * 1000);
    const subject = commonNameOf(cn);
    const algorithm = derSequence(oid('1.2.840.113549.1.1.11'), tlv(0x05, Buffer.alloc(0)));
    const names = [
        ...dns.map((name) => tlv(0x82, Buffer.from(name))),
        ...ips.map((ip) => {
            if ((0,external_node_net_.isIP)(ip) === 0)
                throw new template_errors/* FunctionError */.J(`error parsing ip: ${ip}`);
            return tlv(0x87, ipBytes(ip));
        }),
    ];
    const extensions = [
        extension('2.5.29.15', true, keyUsage(ca)),
        extension('2.5.29.37', false, derSequence(oid('1.3.6.1.5.5.7.3.1'), oid('1.3.6.1.5.5.7.3.2'))),
        extension('2.5.29.19', true, ca ? derSequence(tlv(0x01, Buffer.from([0xff]))) : derSequence()),
        ...(names.length ? [extension('2.5.29.17', false, derSequence(...names))] : []),
    ];
    const tbs = derSequence(explicit(0, integer(Buffer.from([2]))), integer((0,external_node_crypto_.randomBytes)(16)), algorithm, issuer.name, derSequence(time(now), time(notAfter)), subject, publicKey.export({ type: 'spki', format: 'der' }), explicit(3, derSequence(...extensions)));
    const signature = (0,external_node_crypto_.sign)('sha256', tbs, issuer.key);
    const der = derSequence(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
    const base64 = der.toString('base64').replace(/.{1,64}/g, '$&\n');
    return `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`;
}
function rsaKey() {
    const { privateKey, publicKey } = (0,external_node_crypto_.generateKeyPairSync)('rsa', { modulusLength: 2048 });
    return { privateKey, publicKey, pem: privateKey.export({ type: 'pkcs1', format: 'pem' }) };
}
function generate(key, cn, ips, dns, days, ca, isCA) {
    const issuer = ca ? issuerOf(ca) : { name: commonNameOf(cn), key: key.privateKey };
    return new Certificate(certificatePem(cn, ips, dns, days, isCA, key.publicKey, issuer), key.pem);
}
/** The signing CA: its key and subject (its common name, as sprig's templates give a CA only that). */
function issuerOf(ca) {
    try {
        const subject = new external_node_crypto_.X509Certificate(ca.cert).subject;
        const cn = /^CN=(.*)$/m.exec(subject)?.[1] ?? '';
        return { name: commonNameOf(cn), key: (0,external_node_crypto_.createPrivateKey)(ca.key) };
    }
    catch (cause) {
        throw new template_errors/* FunctionError */.J(`error parsing the CA: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
}
function caArgument(value) {
    if (value instanceof Certificate)
        return value;
    throw new template_errors/* FunctionError */.J('wrong type for value; expected sprig.certificate');
}
function privateKeyPem(type) {
    switch (type) {
        case '':
        case 'rsa':
            return (0,external_node_crypto_.generateKeyPairSync)('rsa', { modulusLength: 4096 }).privateKey.export({
                type: 'pkcs1',
                format: 'pem',
            });
        case 'ecdsa':
            return (0,external_node_crypto_.generateKeyPairSync)('ec', { namedCurve: 'P-256' }).privateKey.export({
                type: 'sec1',
                format: 'pem',
            });
        case 'ed25519':
            return (0,external_node_crypto_.generateKeyPairSync)('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    }
    return 'Unknown type';
}
/**
 * The certificate functions for one render. sprig makes a new RSA key for every certificate; here a render
 * makes one on first use and every certificate of that render uses it: the certificates stay distinct and
 * correctly signed, the keys are thrown away with the render (only image names are kept), and a 2048-bit key
 * costs hundreds of milliseconds on a busy runner, which a chart such as cilium's would pay four times.
 */
function certFunctions() {
    let shared;
    const key = () => {
        shared ??= rsaKey();
        return shared;
    };
    /** A certificate that is no CA, for `ips` and `dns`: self-signed, or signed by `ca`. */
    const leaf = (cn, ips, dns, days, ca) => generate(key(), cn, stringList(ips, 'ips'), stringList(dns, 'alternateDNS'), days, ca, false);
    return [
        [
            'genCA',
            (0,template_functions.fn)(['string', 'int'], ([cn, days]) => generate(key(), cn, [], [], days, undefined, true)),
        ],
        [
            'genSelfSignedCert',
            (0,template_functions.fn)(['string', 'any', 'any', 'int'], ([cn, ips, dns, days]) => leaf(cn, ips, dns, days, undefined)),
        ],
        [
            'genSignedCert',
            (0,template_functions.fn)(['string', 'any', 'any', 'int', 'any'], ([cn, ips, dns, days, ca]) => leaf(cn, ips, dns, days, caArgument(ca))),
        ],
        [
            'buildCustomCert',
            (0,template_functions.fn)(['string', 'string'], ([cert, key]) => {
                const decode = (text) => Buffer.from(text, 'base64').toString('utf8');
                const built = new Certificate(decode(cert), decode(key));
                issuerOf(built);
                return built;
            }),
        ],
        ['genPrivateKey', (0,template_functions.fn)(['string'], ([type]) => privateKeyPem(type))],
    ];
}

;// CONCATENATED MODULE: ./.build/helm/chart-functions.js





/**
 * The functions a chart template sees (helm pkg/engine/funcs.go funcMap + engine.go initFunMap): sprig without
 * `env` and `expandenv`, helm's include/tpl/required/fail, `lookup` returning an empty map (no cluster: the
 * engine's placeholder), `getHostByName` returning "" (DNS lookups off), and sprig's certificate functions.
 */
function chartFunctions() {
    const map = new Map((0,functions/* sealosFunctions */.t)());
    map.delete('env');
    map.delete('expandenv');
    for (const [name, f] of helm/* HELM_FUNCTIONS */.Dy)
        map.set(name, f);
    for (const [name, f] of certFunctions())
        map.set(name, f);
    map.set('lookup', (0,template_functions.fn)(['string', 'string', 'string', 'string'], () => new template_values/* GoMap */.tn(new Map())));
    map.set('getHostByName', (0,template_functions.fn)(['string'], () => ''));
    return map;
}

;// CONCATENATED MODULE: ./.build/helm/chart-objects.js




/** A Go struct: fields read as `.Name`, printed as Go's %v prints a struct pointer (`&{…}`). */
class GoStruct extends template_values/* GoObject */.MV {
    goType;
    fields;
    constructor(goType, fields) {
        super();
        this.goType = goType;
        this.fields = fields;
    }
    method(name) {
        const field = this.fields.find(([key]) => key === name);
        return field ? () => field[1] : undefined;
    }
    toString() {
        return `&{${this.fields.map(([, v]) => (v instanceof template_values/* GoObject */.MV ? v.toString() : String(v ?? '<nil>'))).join(' ')}}`;
    }
}
/** Chart.yaml's fields as helm's *chart.Metadata (the zero value for what the file leaves out). */
function chartMetadata(metadata) {
    const text = (key) => metadata[key] === undefined || metadata[key] === null ? '' : String(metadata[key]);
    const data = (key) => (metadata[key] === undefined ? null : (0,encoding/* fromData */.Bw)(metadata[key]));
    return new GoStruct('*chart.Metadata', [
        ['Name', text('name')],
        ['Home', text('home')],
        ['Sources', data('sources')],
        ['Version', text('version')],
        ['Description', text('description')],
        ['Keywords', data('keywords')],
        ['Maintainers', data('maintainers')],
        ['Icon', text('icon')],
        ['APIVersion', text('apiVersion')],
        ['Condition', text('condition')],
        ['Tags', text('tags')],
        ['AppVersion', text('appVersion')],
        ['Deprecated', metadata.deprecated === true],
        ['Annotations', data('annotations')],
        ['KubeVersion', text('kubeVersion')],
        ['Dependencies', data('dependencies')],
        ['Type', text('type')],
    ]);
}
/**
 * The API group/versions of helm's DefaultCapabilities (pkg/chartutil/capabilities.go allKnownVersions): every
 * group/version client-go's scheme registers, plus apiextensions, for helm 3.15 as sreg links it (client-go
 * v0.30). Only group/versions: `Has "policy/v1/PodDisruptionBudget"` is false without a cluster.
 */
const DEFAULT_API_VERSIONS = [
    'v1',
    'admissionregistration.k8s.io/v1',
    'admissionregistration.k8s.io/v1alpha1',
    'admissionregistration.k8s.io/v1beta1',
    'internal.apiserver.k8s.io/v1alpha1',
    'apps/v1',
    'apps/v1beta1',
    'apps/v1beta2',
    'authentication.k8s.io/v1',
    'authentication.k8s.io/v1alpha1',
    'authentication.k8s.io/v1beta1',
    'authorization.k8s.io/v1',
    'authorization.k8s.io/v1beta1',
    'autoscaling/v1',
    'autoscaling/v2',
    'autoscaling/v2beta1',
    'autoscaling/v2beta2',
    'batch/v1',
    'batch/v1beta1',
    'certificates.k8s.io/v1',
    'certificates.k8s.io/v1alpha1',
    'certificates.k8s.io/v1beta1',
    'coordination.k8s.io/v1',
    'coordination.k8s.io/v1beta1',
    'discovery.k8s.io/v1',
    'discovery.k8s.io/v1beta1',
    'events.k8s.io/v1',
    'events.k8s.io/v1beta1',
    'extensions/v1beta1',
    'flowcontrol.apiserver.k8s.io/v1',
    'flowcontrol.apiserver.k8s.io/v1beta1',
    'flowcontrol.apiserver.k8s.io/v1beta2',
    'flowcontrol.apiserver.k8s.io/v1beta3',
    'networking.k8s.io/v1',
    'networking.k8s.io/v1alpha1',
    'networking.k8s.io/v1beta1',
    'node.k8s.io/v1',
    'node.k8s.io/v1alpha1',
    'node.k8s.io/v1beta1',
    'policy/v1',
    'policy/v1beta1',
    'rbac.authorization.k8s.io/v1',
    'rbac.authorization.k8s.io/v1alpha1',
    'rbac.authorization.k8s.io/v1beta1',
    'resource.k8s.io/v1alpha2',
    'scheduling.k8s.io/v1',
    'scheduling.k8s.io/v1alpha1',
    'scheduling.k8s.io/v1beta1',
    'storage.k8s.io/v1',
    'storage.k8s.io/v1alpha1',
    'storage.k8s.io/v1beta1',
    'storagemigration.k8s.io/v1alpha1',
    'apiextensions.k8s.io/v1',
    'apiextensions.k8s.io/v1beta1',
];
/** chartutil.VersionSet: printed as a list, with `Has`. */
class VersionSet extends template_values/* GoObject */.MV {
    versions;
    goType = 'chartutil.VersionSet';
    constructor(versions) {
        super();
        this.versions = versions;
    }
    method() {
        return undefined;
    }
    callable(name) {
        if (name === 'Has')
            return (0,template_functions.fn)(['string'], ([v]) => this.versions.includes(v));
        return undefined;
    }
    toString() {
        return `[${this.versions.join(' ')}]`;
    }
}
/**
 * helm's DefaultCapabilities as a library caller gets them: KubeVersion v1.20.0 (the k8sVersionMajor/Minor
 * defaults; only helm's own Makefile overrides them), the versions above, helm v3.15.
 */
function defaultCapabilities() {
    const kubeVersion = new (class extends GoStruct {
        toString() {
            return 'v1.20.0';
        }
    })('chartutil.KubeVersion', [
        ['Version', 'v1.20.0'],
        ['Major', '1'],
        ['Minor', '20'],
        ['GitVersion', 'v1.20.0'],
    ]);
    return new GoStruct('*chartutil.Capabilities', [
        ['KubeVersion', kubeVersion],
        ['APIVersions', new VersionSet(DEFAULT_API_VERSIONS)],
        [
            'HelmVersion',
            new GoStruct('version.BuildInfo', [
                ['Version', 'v3.15'],
                ['GitCommit', ''],
                ['GitTreeState', ''],
                ['GoVersion', 'go1.22'],
            ]),
        ],
    ]);
}
/** gobwas/glob with `/` as separator, as helm's Files.Glob compiles it: `*` stays in one path part. */
function globPattern(pattern) {
    let out = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
            out += '.*';
            i++;
        }
        else if (c === '*')
            out += '[^/]*';
        else if (c === '?')
            out += '[^/]';
        else if (c === '{')
            out += '(?:';
        else if (c === '}')
            out += ')';
        else if (c === ',' && out.includes('(?:'))
            out += '|';
        else if (c === '[') {
            const end = pattern.indexOf(']', i);
            if (end < 0)
                throw new template_errors/* FunctionError */.J(`unexpected end of input`);
            const body = pattern
                .slice(i + 1, end)
                .replace(/^!/, '^')
                .replace(/\\/g, '\\\\');
            out += `[${body}]`;
            i = end;
        }
        else if (c === '\\' && i + 1 < pattern.length)
            out += pattern[++i].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        else
            out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
    return new RegExp(`^${out}$`, 's');
}
const baseName = (path) => path.slice(path.lastIndexOf('/') + 1);
/** helm's `.Files` (pkg/engine/files.go): the chart's non-template files, by path. */
class ChartFiles extends template_values/* GoObject */.MV {
    files;
    goType = 'engine.files';
    constructor(files) {
        super();
        this.files = files;
    }
    method() {
        return undefined;
    }
    callable(name) {
        switch (name) {
            case 'Get':
                return (0,template_functions.fn)(['string'], ([path]) => this.files.get(path)?.toString('utf8') ?? '');
            case 'GetBytes':
                return (0,template_functions.fn)(['string'], ([path]) => this.files.get(path)?.toString('latin1') ?? '');
            case 'Glob':
                return (0,template_functions.fn)(['string'], ([pattern]) => {
                    const match = globPattern(pattern);
                    return new ChartFiles(new Map([...this.files].filter(([path]) => match.test(path))));
                });
            case 'Lines':
                return (0,template_functions.fn)(['string'], ([path]) => {
                    const data = this.files.get(path);
                    if (!data || data.length === 0)
                        return (0,template_values/* goStringList */.SB)([]);
                    return (0,template_values/* goStringList */.SB)(data.toString('utf8').replace(/\n$/, '').split('\n'));
                });
            case 'AsConfig':
                return (0,template_functions.fn)([], () => this.asMap((data) => data.toString('utf8')));
            case 'AsSecrets':
                return (0,template_functions.fn)([], () => this.asMap((data) => data.toString('base64')));
        }
        return undefined;
    }
    /** AsConfig/AsSecrets: base name → content as YAML, "" for no files. */
    asMap(encode) {
        if (this.files.size === 0)
            return '';
        const map = new template_values/* GoMap */.tn(new Map([...this.files].map(([path, data]) => [baseName(path), encode(data)])));
        return (0,encoding/* toYaml */.fE)(map);
    }
    toString() {
        return `map[${[...this.files.keys()].sort().join(' ')}]`;
    }
}

// EXTERNAL MODULE: ./.build/render/functions/semver.js
var semver = __webpack_require__(38545);
;// CONCATENATED MODULE: ./.build/helm/chart-values.js


/**
 * helm's value coalescing and dependency processing (pkg/chartutil/coalesce.go, dependencies.go), over the
 * template's value model. Warnings helm only logs (a table over a non-table) are dropped the way helm drops the
 * value.
 */
const GLOBAL = 'global';
function copyValue(value) {
    if (value instanceof template_values/* GoMap */.tn)
        return new template_values/* GoMap */.tn(new Map([...value.entries].map(([k, v]) => [k, copyValue(v)])));
    if (value instanceof template_values/* GoList */.lL)
        return new template_values/* GoList */.lL(value.items.map(copyValue), value.elem);
    return value;
}
/** CoalesceValues: the user's values over the chart's values.yaml, subcharts' values under their names. */
function coalesceValues(chart, values) {
    return coalesce(chart, copyValue(values));
}
function coalesce(chart, dest) {
    coalesceChartValues(chart, dest);
    for (const sub of chart.subcharts) {
        const existing = dest.entries.get(sub.name);
        if (existing === undefined)
            dest.entries.set(sub.name, new template_values/* GoMap */.tn(new Map()));
        else if (!(existing instanceof template_values/* GoMap */.tn))
            throw new Error(`type mismatch on ${sub.name}: %!t(${String(existing)})`);
        const subValues = dest.entries.get(sub.name);
        coalesceGlobals(subValues, dest);
        dest.entries.set(sub.name, coalesce(sub, subValues));
    }
    return dest;
}
/** coalesceGlobals: the parent's `global` merged into the subchart's, top-down. */
function coalesceGlobals(dest, src) {
    const destGlobal = dest.entries.get(GLOBAL) ?? new template_values/* GoMap */.tn(new Map());
    const srcGlobal = src.entries.get(GLOBAL) ?? new template_values/* GoMap */.tn(new Map());
    if (!(destGlobal instanceof template_values/* GoMap */.tn) || !(srcGlobal instanceof template_values/* GoMap */.tn))
        return;
    for (const [key, value] of srcGlobal.entries) {
        const current = destGlobal.entries.get(key);
        if (value instanceof template_values/* GoMap */.tn) {
            const copy = copyValue(value);
            if (current === undefined)
                destGlobal.entries.set(key, copy);
            else if (current instanceof template_values/* GoMap */.tn) {
                coalesceTables(copy, current, true);
                destGlobal.entries.set(key, copy);
            }
        }
        else if (!(current instanceof template_values/* GoMap */.tn))
            destGlobal.entries.set(key, value);
    }
    dest.entries.set(GLOBAL, destGlobal);
}
/** coalesceValues (helm's): the chart's values.yaml fills what the user did not set; a user null deletes. */
function coalesceChartValues(chart, v) {
    for (const [key, value] of chart.values) {
        const own = copyValue(value);
        if (v.entries.has(key)) {
            const current = v.entries.get(key);
            if (current === null || current === undefined)
                v.entries.delete(key);
            else if (current instanceof template_values/* GoMap */.tn && own instanceof template_values/* GoMap */.tn)
                coalesceTables(current, own, false);
        }
        else
            v.entries.set(key, own);
    }
}
/** coalesceTablesFullKey: `src` fills `dst`; `dst` wins; a null in `dst` deletes the key unless merging. */
function coalesceTables(dst, src, merge) {
    for (const [key, value] of src.entries) {
        const has = dst.entries.has(key);
        const current = dst.entries.get(key);
        if (has && !merge && current === null)
            dst.entries.delete(key);
        else if (!has)
            dst.entries.set(key, value);
        else if (value instanceof template_values/* GoMap */.tn && current instanceof template_values/* GoMap */.tn)
            coalesceTables(current, value, merge);
    }
}
/** Values.PathValue: the value at a dotted path whose last key exists, else undefined (ErrNoValue). */
function pathValue(values, path) {
    const keys = path.split('.');
    let table = values;
    for (const key of keys.slice(0, -1)) {
        if (!(table instanceof template_values/* GoMap */.tn))
            return undefined;
        table = table.entries.get(key);
    }
    if (!(table instanceof template_values/* GoMap */.tn))
        return undefined;
    const last = keys.at(-1);
    return table.entries.has(last) ? table.entries.get(last) : undefined;
}
/** IsCompatibleRange: the chart's version satisfies the dependency's range (both must parse). */
function compatible(range, version) {
    const parsed = semver/* SemVersion */.i_.parse(version);
    if (!parsed)
        return false;
    try {
        return (0,semver/* parseConstraint */.FJ)(range).check(parsed);
    }
    catch {
        return false;
    }
}
/**
 * ProcessDependencies (merge off, as sreg calls it). processDependencyEnabled: subcharts named in
 * `dependencies` are kept (renamed by `alias`), then dropped when their `tags` are all false or their first
 * `condition` path holding a bool is false, looked up in the coalesced values (`parent.child.` prefix for
 * nested charts). Subcharts not named in `dependencies` stay. Then processDependencyImportValues, deepest
 * charts first (see `importValues`).
 */
function applyDependencies(chart, values, path = '') {
    if (chart.dependencies.length === 0)
        return chart;
    let subcharts = chart.subcharts.filter((sub) => !chart.dependencies.some((dep) => dep.name === sub.name && compatible(dep.version, sub.version)));
    for (const dep of chart.dependencies) {
        const found = chart.subcharts.find((sub) => sub.name === dep.name && compatible(dep.version, sub.version));
        if (found)
            subcharts.push(dep.alias ? { ...found, name: dep.alias, metadata: { ...found.metadata, name: dep.alias } } : found);
    }
    const dependencies = chart.dependencies.map((dep) => ({ ...dep, name: dep.alias || dep.name }));
    const withSubs = { ...chart, subcharts, dependencies };
    const coalesced = coalesceValues(withSubs, values);
    const tags = coalesced.entries.get('tags');
    const disabled = new Set();
    for (const dep of dependencies) {
        let enabled = true;
        if (tags instanceof template_values/* GoMap */.tn) {
            const states = dep.tags.map((tag) => tags.entries.get(tag)).filter((v) => typeof v === 'boolean');
            enabled = states.includes(true) || !states.includes(false);
        }
        for (const condition of dep.condition.trim().split(',')) {
            if (condition === '')
                continue;
            const value = pathValue(coalesced, path + condition);
            if (typeof value === 'boolean') {
                enabled = value;
                break;
            }
        }
        if (!enabled)
            disabled.add(dep.name);
    }
    subcharts = subcharts
        .filter((sub) => !disabled.has(sub.name))
        .map((sub) => applyDependencies(sub, coalesced, `${path}${sub.name}.`));
    const enabled = dependencies.filter((dep) => !disabled.has(dep.name));
    const processed = { ...withSubs, subcharts, dependencies: enabled };
    // helm leaves Metadata.Dependencies nil when every dependency is disabled, and then imports nothing.
    return enabled.length ? importValues(processed) : processed;
}
/**
 * processImportValues: the chart's values become its values coalesced with its subcharts' (nulls dropped,
 * trimNilValues), under which the imported tables are laid: for `{child: C, parent: P}` the subchart's table
 * at `C` placed at `P` (`.` is the top), for a string `S` the subchart's `exports.S` at the top. The chart's
 * own values win over imported ones, and an earlier import over a later one. An import whose table is
 * missing (or is no table) is skipped; helm only logs a warning.
 */
function importValues(chart) {
    const values = withoutNulls(coalesceValues(chart, new template_values/* GoMap */.tn(new Map())));
    const imported = new template_values/* GoMap */.tn(new Map());
    for (const dep of chart.dependencies)
        for (const entry of dep.importValues) {
            let child;
            let parent;
            if (typeof entry === 'string') {
                child = `exports.${entry}`;
                parent = '.';
            }
            else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
                const pair = entry;
                // helm asserts both are strings (a panic otherwise); here that is an error naming the dependency.
                if (typeof pair.child !== 'string' || typeof pair.parent !== 'string')
                    throw new Error(`dependency ${dep.name}: an import-values entry of child/parent form needs both as strings`);
                child = pair.child;
                parent = pair.parent;
            }
            else
                continue;
            const table = tableAt(values, `${dep.name}.${child}`);
            if (!table)
                continue;
            const placed = parent === '.'
                ? copyValue(table)
                : parent
                    .split('.')
                    .reduceRight((inner, key) => new template_values/* GoMap */.tn(new Map([[key, inner]])), copyValue(table));
            coalesceTables(imported, placed, false);
        }
    coalesceTables(values, imported, false);
    return { ...chart, values: values.entries };
}
/** Values.Table: the table at a dotted path, each step a table; undefined when one is missing or no table. */
function tableAt(values, path) {
    let table = values;
    for (const key of path.split('.')) {
        const next = table.entries.get(key);
        if (!(next instanceof template_values/* GoMap */.tn))
            return undefined;
        table = next;
    }
    return table;
}
/** trimNilValues: null values removed, in tables at any depth (lists are left as they are). */
function withoutNulls(values) {
    const out = new Map();
    for (const [key, value] of values.entries) {
        if (value === null || value === undefined)
            continue;
        out.set(key, value instanceof template_values/* GoMap */.tn ? withoutNulls(value) : value);
    }
    return new template_values/* GoMap */.tn(out);
}

;// CONCATENATED MODULE: ./.build/helm/values-schema.js

/** gojsonschema's type names for a value. */
function schemaType(value) {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'string')
        return 'string';
    if (typeof value === 'boolean')
        return 'boolean';
    if (typeof value === 'bigint' || value instanceof template_values/* GoInt64 */.WR)
        return 'integer';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    if (value instanceof template_values/* GoList */.lL)
        return 'array';
    if (value instanceof template_values/* GoMap */.tn)
        return 'object';
    return 'string';
}
function plain(value) {
    if (value instanceof template_values/* GoMap */.tn)
        return Object.fromEntries([...value.entries].map(([k, v]) => [k, plain(v)]));
    if (value instanceof template_values/* GoList */.lL)
        return value.items.map(plain);
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof template_values/* GoInt64 */.WR)
        return Number(value.value);
    return value ?? null;
}
/**
 * The part of JSON Schema chart schemas use, checked as helm's ValidateAgainstSchema does (gojsonschema):
 * type, enum, const, required, properties, additionalProperties, items, anyOf/allOf/oneOf/not, local `$ref`
 * (`#/definitions/…`, `#/$defs/…`). Other keywords (formats, patterns, bounds) are not checked.
 */
function validate(schema, value, path, root, errors) {
    if (schema === true || schema === undefined)
        return;
    if (schema === false) {
        errors.push(`${path}: False always fails validation`);
        return;
    }
    if (typeof schema !== 'object' || schema === null)
        return;
    const s = schema;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
        let target = root;
        for (const part of s.$ref.slice(2).split('/'))
            target = target?.[part];
        validate(target, value, path, root, errors);
    }
    const actual = schemaType(value);
    if (s.type !== undefined) {
        const types = Array.isArray(s.type) ? s.type : [s.type];
        const ok = types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
        if (!ok) {
            errors.push(`${path}: Invalid type. Expected: ${types.join(', ')}, given: ${actual}`);
            return;
        }
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(plain(value))))
        errors.push(`${path}: ${path.split('.').at(-1)} must be one of the following: ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
        if (!Array.isArray(s[key]))
            continue;
        const passing = s[key].filter((sub) => {
            const found = [];
            validate(sub, value, path, root, found);
            return found.length === 0;
        }).length;
        const total = s[key].length;
        if ((key === 'allOf' && passing < total) ||
            (key === 'anyOf' && passing === 0) ||
            (key === 'oneOf' && passing !== 1))
            errors.push(`${path}: Must validate ${key === 'allOf' ? 'all the schemas (allOf)' : key === 'anyOf' ? 'at least one schema (anyOf)' : 'one and only one schema (oneOf)'}`);
    }
    if (s.not !== undefined) {
        const found = [];
        validate(s.not, value, path, root, found);
        if (found.length === 0)
            errors.push(`${path}: Must not validate the schema (not)`);
    }
    if (value instanceof template_values/* GoMap */.tn) {
        for (const name of Array.isArray(s.required) ? s.required : [])
            if (!value.entries.has(name))
                errors.push(`${path}: ${name} is required`);
        const properties = (s.properties ?? {});
        for (const [key, item] of value.entries) {
            const at = path === '(root)' ? key : `${path}.${key}`;
            if (key in properties)
                validate(properties[key], item, at, root, errors);
            else if (s.additionalProperties === false)
                errors.push(`${path}: Additional property ${key} is not allowed`);
            else if (typeof s.additionalProperties === 'object')
                validate(s.additionalProperties, item, at, root, errors);
        }
    }
    if (value instanceof template_values/* GoList */.lL && s.items !== undefined && !Array.isArray(s.items))
        for (const [i, item] of value.items.entries())
            validate(s.items, item, `${path}.${i}`, root, errors);
}
/**
 * helm's ValidateAgainstSchema: each chart with a values.schema.json checks its values (a subchart its
 * `.Values.<name>`); the problems, grouped by chart, or "" when there are none.
 */
function schemaProblems(chart, values) {
    let report = '';
    const schemaFile = chart.files.get('values.schema.json');
    if (schemaFile) {
        let schema;
        try {
            schema = JSON.parse(schemaFile.toString('utf8'));
        }
        catch (error) {
            return `${chart.name}:\n- values.schema.json: ${error instanceof Error ? error.message : String(error)}\n`;
        }
        const errors = [];
        validate(schema, values, '(root)', schema, errors);
        if (errors.length)
            report += `${chart.name}:\n${errors.map((e) => `- ${e}\n`).join('')}`;
    }
    for (const sub of chart.subcharts) {
        const own = values.entries.get(sub.name);
        report += schemaProblems(sub, own instanceof template_values/* GoMap */.tn ? own : new template_values/* GoMap */.tn(new Map()));
    }
    return report;
}

;// CONCATENATED MODULE: ./.build/helm/render-chart.js










/**
 * helm's render path for `helm template` without a cluster, as sreg calls it (chart.go getRenderContent):
 * ProcessDependencies, ToRenderValues (Release, DefaultCapabilities, coalesced values), engine.Render: every
 * template of the chart and its enabled subcharts parsed into one set (deepest paths first, so the parent's
 * `define`s win), each file not starting with `_` executed with its chart's scope, `<no value>` removed.
 * Partials are parsed but not returned.
 */
function renderChart(loaded, userValues, release) {
    const chart = withContext(loaded, () => applyDependencies(loaded, userValues));
    const values = withContext(chart, () => coalesceValues(chart, userValues));
    const problems = schemaProblems(chart, values);
    if (problems)
        throw new ChartError(`${chart.source}: values don't meet the specifications of the schema(s) in the following chart(s):\n${problems}`, { file: `${chart.source}/values.schema.json`, phase: 'chart' });
    const top = topScope(values, release);
    const renderables = new Map();
    collectTemplates(chart, top, chart.name, true, renderables);
    const funcs = chartFunctions();
    const order = [...renderables.keys()].sort(byPathLength).reverse();
    const trees = new Map();
    const sources = new Map();
    for (const name of order) {
        const { text, chart: owner } = renderables.get(name);
        let parsed;
        try {
            parsed = (0,parser/* parseTemplate */.Q)(name, text, (f) => funcs.has(f));
        }
        catch (error) {
            throw chartTemplateError(owner, name, 'parse error', error);
        }
        for (const [tree, root] of parsed) {
            const existing = trees.get(tree);
            // text/template's AddParseTree: an empty redefinition does not replace a template.
            if (existing && (0,parser/* isEmptyTree */.C)(root) && !(0,parser/* isEmptyTree */.C)(existing))
                continue;
            trees.set(tree, root);
            sources.set(tree, { parseName: name, text });
        }
    }
    const rendered = [];
    for (const name of order) {
        if (name.slice(name.lastIndexOf('/') + 1).startsWith('_'))
            continue;
        const { data, basePath, chart: owner } = renderables.get(name);
        data.entries.set('Template', new template_values/* GoMap */.tn(new Map([
            ['Name', name],
            ['BasePath', basePath],
        ])));
        const source = sources.get(name);
        const executor = new exec/* TemplateExecutor */.w({
            parseName: source.parseName,
            text: source.text,
            trees,
            funcs: funcs,
            context: { osEnv: {} },
            sources,
        }, name);
        let text;
        try {
            text = executor.run(trees.get(name), data);
        }
        catch (error) {
            throw chartTemplateError(owner, name, 'execution error', error);
        }
        rendered.push({ name, text: text.replaceAll('<no value>', ''), chart: owner.source });
    }
    return rendered;
}
/** The root of every template's data: `.Capabilities`, `.Release` and `.Values` (chartutil.ToRenderValues). */
function topScope(values, release) {
    const releaseScope = new template_values/* GoMap */.tn(new Map([
        ['Name', release.name],
        ['Namespace', release.namespace],
        ['Revision', 0n],
        ['Service', 'Helm'],
        ['IsUpgrade', false],
        ['IsInstall', false],
    ]));
    return new template_values/* GoMap */.tn(new Map([
        ['Capabilities', defaultCapabilities()],
        ['Release', releaseScope],
        ['Values', values],
    ]));
}
/** engine.recAllTpls: each chart's templates with its scope; a subchart's `.Values` is its parent's `.Values.<name>`. */
function collectTemplates(chart, parent, fullPath, root, into) {
    const parentValues = parent.entries.get('Values');
    const own = root
        ? parentValues
        : parentValues instanceof template_values/* GoMap */.tn
            ? parentValues.entries.get(chart.name)
            : undefined;
    const data = new template_values/* GoMap */.tn(new Map([
        ['Chart', chartMetadata(chart.metadata)],
        ['Files', new ChartFiles(chart.files)],
        ['Release', parent.entries.get('Release')],
        ['Capabilities', parent.entries.get('Capabilities')],
        ['Values', own instanceof template_values/* GoMap */.tn ? own : new template_values/* GoMap */.tn(new Map())],
    ]));
    const subcharts = new template_values/* GoMap */.tn(new Map());
    for (const sub of chart.subcharts)
        subcharts.entries.set(sub.name, collectTemplates(sub, data, `${fullPath}/charts/${sub.name}`, false, into));
    data.entries.set('Subcharts', subcharts);
    for (const template of chart.templates)
        into.set(`${fullPath}/${template.name}`, {
            text: template.text,
            data,
            basePath: `${fullPath}/templates`,
            chart,
        });
    return data;
}
/** helm's byPathLen: fewer `/` first, then by name. */
function byPathLength(a, b) {
    const depth = a.split('/').length - b.split('/').length;
    if (depth !== 0)
        return depth;
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * helm's cleanupParseError/cleanupExecError: `parse error at (FILE:LINE): …`; for `fail` and `required`,
 * `execution error at (FILE:LINE:COL): MESSAGE`; other execution errors keep text/template's message.
 */
function chartTemplateError(chart, name, kind, error) {
    if (!(error instanceof template_errors/* TemplateError */.$))
        throw error;
    const located = /^template: ([^:]+:\d+(?::\d+)?): /.exec(error.message);
    const failure = helmFailure(error);
    const message = failure && located
        ? `${kind} at (${located[1]}): ${failure.message}`
        : kind === 'parse error' && located
            ? `${kind} at (${located[1]}): ${error.message.split(': ').at(-1)}`
            : error.message;
    throw new ChartError(`${chart.source}: ${message}`, {
        file: sourceFile(chart, name),
        ...(error.line !== undefined && { line: error.line }),
        phase: 'chart',
        cause: error,
    });
}
/** The chart file a rendered name comes from: `metallb/charts/crds/templates/x.yaml` → `<source>/templates/x.yaml`. */
function sourceFile(chart, name) {
    const at = name.lastIndexOf('/templates/');
    return at < 0 ? chart.source : `${chart.source}${name.slice(at)}`;
}
function helmFailure(error) {
    for (let e = error; e instanceof Error; e = e.cause)
        if (e instanceof helm/* HelmFailure */.dU)
            return e;
    return undefined;
}
function withContext(chart, work) {
    try {
        return work();
    }
    catch (cause) {
        if (cause instanceof ChartError)
            throw cause;
        throw new ChartError(`${chart.source}: ${cause instanceof Error ? cause.message : String(cause)}`, {
            file: chart.source,
            phase: 'chart',
            cause,
        });
    }
}

;// CONCATENATED MODULE: ./.build/helm/index.js
/**
 * Helm chart rendering, as sealos's image build does it to find a chart's images (helm's pkg/chart/loader,
 * pkg/chartutil and pkg/engine): loading a chart folder or archive, `.helmignore`, values with dependencies and
 * import-values, and the templates rendered with Go text/template plus helm's functions (render/template).
 */






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
        const rendered = renderChart(chart, await namedValues(context, chart.name), RELEASE);
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
            : await unpackChartArchive((0,external_node_fs_.createReadStream)(entry.source), entry.path);
        yield { path: entry.path, chart: await chartFromFiles(files, entry.path) };
    }
}
/**
 * A chart folder's regular files, by path inside it, as helm's LoadDir reads them: without what the folder's
 * `.helmignore` (and helm's default `templates/.?*`) leaves out. Bounded like an archive (a context is untrusted).
 */
async function folderFiles(context, prefix) {
    const tooLarge = (entry) => new ChartError(`${entry.path}: the chart is larger than a chart may be (${CHART_ARCHIVE_LIMITS.fileBytes} bytes a file, ` +
        `${CHART_ARCHIVE_LIMITS.totalBytes} in all)`, { file: entry.source, phase: 'chart' });
    const ignoreEntry = context.entries.get(`${prefix}${HelmIgnore.fileName}`);
    let ignoreText;
    if (ignoreEntry?.type === 'file') {
        if (ignoreEntry.size > CHART_ARCHIVE_LIMITS.fileBytes)
            throw tooLarge(ignoreEntry);
        ignoreText = await (0,promises_.readFile)(ignoreEntry.source, 'utf8');
    }
    const ignore = HelmIgnore.parse(ignoreText, `${prefix}${HelmIgnore.fileName}`, ignoreEntry?.source);
    const files = new Map();
    let total = 0;
    for (const entry of context.entries.values()) {
        if (!entry.path.startsWith(prefix) || entry.type !== 'file')
            continue;
        if (ignore.excludes(entry.path.slice(prefix.length)))
            continue;
        total += entry.size;
        if (entry.size > CHART_ARCHIVE_LIMITS.fileBytes || total > CHART_ARCHIVE_LIMITS.totalBytes)
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
        throw new ChartError(`${entry.path}: ${(0,errors/* causeText */.xv)(cause)}`, { file: entry.source, phase: 'chart', cause });
    }
    if (data === null || data === undefined)
        return new template_values/* GoMap */.tn(new Map());
    const values = (0,encoding/* fromData */.Bw)(data);
    if (!(values instanceof template_values/* GoMap */.tn))
        throw new ChartError(`${entry.path}: not a mapping of values`, { file: entry.source, phase: 'chart' });
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
    const problem = (0,input_path/* pathProblem */.z)(folder);
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
var manifest = __webpack_require__(62063);
// EXTERNAL MODULE: ./.build/image/platform.js
var image_platform = __webpack_require__(93337);
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
// EXTERNAL MODULE: ./.build/files/remove-on-exit.js
var remove_on_exit = __webpack_require__(75369);
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
    const forget = (0,remove_on_exit/* removeOnExit */.o)(scratch);
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
        const parsed = (0,manifest/* parseManifest */.Ng)(bytes, '', `manifest ${digest} of ${archive.path}`);
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
        forget();
    }
}

;// CONCATENATED MODULE: ./.build/build/registry-save/save.js













/**
 * What the reference names (`top`: a manifest or an index) and the platform's manifest: `top` itself, or the
 * index's entry for the platform.
 */
async function platformManifest(client, ref, platform) {
    const where = (0,reference/* formatReference */.FH)(ref);
    const top = await client.getManifest(ref);
    const parsed = (0,manifest/* parseManifest */.Ng)(top.bytes, top.mediaType, `manifest ${where}`);
    if (parsed.kind === 'manifest')
        return { top, manifestAnswer: top, manifest: parsed.manifest };
    const entry = (0,pull/* selectPlatformManifest */.HO)(parsed.index, platform, `index ${where}`);
    const manifestAnswer = await client.getManifest((0,reference/* withDigest */.hQ)(ref, entry.digest));
    const child = (0,manifest/* parseManifest */.Ng)(manifestAnswer.bytes, manifestAnswer.mediaType, `manifest ${where}@${entry.digest}`);
    if (child.kind !== 'manifest')
        throw new RegistrySaveError(`${where}: the ${(0,image_platform/* formatPlatform */.Bq)(platform)} entry is itself an index`);
    return { top, manifestAnswer, manifest: child.manifest };
}
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
            const { top, manifestAnswer, manifest } = await platformManifest(client, ref, options.platform);
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
        const image = loaded.get(digest) ?? {
            manifestDigest: digest,
            manifestMediaType: parsed.mediaType,
            names: [],
        };
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
        loaded.push({ manifestDigest, manifestMediaType: _media_types_js__WEBPACK_IMPORTED_MODULE_10__/* .MediaTypes */ .mI.ociManifest, names });
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
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46466);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56118);
/* harmony import */ var _files_write_stream_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63714);
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
    await (0,_files_write_stream_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceAtomically */ .GA)(file, async (temporary) => {
        const tar = (0,tar_stream__WEBPACK_IMPORTED_MODULE_2__.pack)();
        const written = (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.pipeline)(tar, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(temporary));
        try {
            const added = new Set();
            const addBlob = async (digest, name, size) => {
                if (added.has(name))
                    return;
                added.add(name);
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.pipeline)(local.openBlob(digest), tar.entry({ ...header(name), size }));
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
        }
        catch (error) {
            tar.destroy(error instanceof Error ? error : new Error(String(error)));
            await written.catch(() => { });
            throw error;
        }
    });
}
function header(name) {
    return { name, type: 'file', mode: 0o644, mtime: new Date(0), uid: 0, gid: 0 };
}
function addBytes(tar, name, content) {
    return new Promise((resolve, reject) => {
        tar.entry(header(name), content, (error) => (error ? reject(error) : resolve()));
    });
}


/***/ })

};
