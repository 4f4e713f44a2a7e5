export const id = 108;
export const ids = [108];
export const modules = {

/***/ 36065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b3: () => (/* binding */ layerEnv)
/* harmony export */ });
/* unused harmony exports KUBE_VERSION_KEY, SEALOS_VERSION_KEY, FOLLOWED_SEALOS_VERSION, RUN_MODE_KEY */
/* harmony import */ var _clusterfile_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8750);

const KUBE_VERSION_KEY = 'SEALOS_SYS_KUBE_VERSION';
const SEALOS_VERSION_KEY = 'SEALOS_SYS_SEALOS_VERSION';
/**
 * What SEALOS_SYS_SEALOS_VERSION says: the sealos release whose behaviour this tool follows (sealos sets its own
 * version, lifecycle/pkg/types/v1beta1/cluster.go MergeEnvWithBuiltinKeys), so an image's script that compares
 * it sees the sealos it was written for.
 */
const FOLLOWED_SEALOS_VERSION = 'v5.1.1';
const RUN_MODE_KEY = 'SEALOS_SYS_RUN_MODE';
const SYSTEM_PREFIX = 'SEALOS_SYS';
function withoutSystemKeys(env) {
    return Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith(SYSTEM_PREFIX)));
}
function without(env, keys) {
    return Object.fromEntries(Object.entries(env).filter(([key]) => !Object.hasOwn(keys, key)));
}
/** The layered env of one host (or of the cluster as a whole when `host` is absent). */
function layerEnv(layers) {
    const spec = (0,_clusterfile_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvList */ .N)(layers.clusterEnv);
    const cli = (0,_clusterfile_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvList */ .N)(layers.cliEnv);
    const env = { ...layers.imageEnv, ...spec, ...cli };
    if (layers.kubeVersion !== undefined) {
        env[KUBE_VERSION_KEY] = layers.kubeVersion;
        env[SEALOS_VERSION_KEY] = FOLLOWED_SEALOS_VERSION;
    }
    if (layers.host) {
        const hostLayer = withoutSystemKeys({ ...without(spec, cli), ...(0,_clusterfile_env_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvList */ .N)(layers.host.env) });
        Object.assign(env, hostLayer);
        env[RUN_MODE_KEY] = layers.host.roles.join(',');
    }
    return env;
}


/***/ }),

/***/ 84172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ fromData),
/* harmony export */   Y_: () => (/* binding */ jsonErrorMessage),
/* harmony export */   aB: () => (/* binding */ toJson),
/* harmony export */   fE: () => (/* binding */ toYaml),
/* harmony export */   wQ: () => (/* binding */ ENCODING_FUNCTIONS),
/* harmony export */   z1: () => (/* binding */ parseYaml11)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _template_functions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31399);
/* harmony import */ var _template_quote_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22814);
/* harmony import */ var _template_values_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59426);
/* harmony import */ var _yaml_v2_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49991);







/** Encodings: base64, hashes, and sealos's JSON/YAML helpers (pkg/template/funcmap.go). */
/** encoding/json's string encoding (Go 1.19): HTML-safe, \u2028/\u2029 escaped, \b and \f as \u00XX. */
function jsonString(s) {
    let out = '"';
    for (const ch of s) {
        const c = ch.codePointAt(0);
        if (ch === '"' || ch === '\\')
            out += `\\${ch}`;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (c < 0x20 || ch === '<' || ch === '>' || ch === '&' || c === 0x2028 || c === 0x2029)
            out += `\\u${c.toString(16).padStart(4, '0')}`;
        else
            out += ch;
    }
    return `${out}"`;
}
/** json.Marshal of a template value. */
function toJson(v) {
    if (v === undefined || v === null)
        return 'null';
    if (typeof v === 'string')
        return jsonString(v);
    if (typeof v === 'boolean')
        return String(v);
    if ((0,_template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .asInteger */ .JU)(v) !== undefined)
        return String((0,_template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .asInteger */ .JU)(v));
    if (typeof v === 'number')
        return Number.isFinite(v) ? String(v) : '';
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL)
        return `[${v.items.map(toJson).join(',')}]`;
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn)
        return `{${v
            .sortedKeys()
            .map((k) => `${jsonString(k)}:${toJson(v.entries.get(k))}`)
            .join(',')}}`;
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoObject */ .MV)
        return jsonString(v.toString());
    return 'null';
}
/** The value after a JSON round trip, as yaml.v2 reads it back: whole numbers become ints. */
function toYamlData(v) {
    if (v === undefined || v === null)
        return null;
    if (typeof v === 'number') {
        const text = String(v);
        return /^-?\d+$/.test(text) ? BigInt(text) : v;
    }
    if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'bigint')
        return v;
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoInt64 */ .WR)
        return v.value;
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL)
        return v.items.map(toYamlData);
    if (v instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn)
        return Object.fromEntries(v.sortedKeys().map((k) => [k, toYamlData(v.entries.get(k))]));
    return v.toString();
}
/** JSON/YAML data as template values: objects are maps, numbers float64 (as Go's json decodes them). */
function fromData(data) {
    if (data === null || data === undefined)
        return null;
    if (typeof data === 'string' || typeof data === 'boolean')
        return data;
    if (typeof data === 'number')
        return data;
    if (typeof data === 'bigint')
        return Number(data);
    if (data instanceof Date)
        return data.toISOString();
    if (Array.isArray(data))
        return new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL(data.map(fromData));
    if (data instanceof Map)
        return new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn(new Map([...data].map(([k, v]) => [String(k), fromData(v)])));
    if (typeof data === 'object')
        return new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn(new Map(Object.entries(data).map(([k, v]) => [k, fromData(v)])));
    return String(data);
}
/** sealos's toYaml: json.Marshal, then a yaml.v2 round trip; any failure gives "" (swallowed in Go). */
function toYaml(v) {
    const data = toYamlData(v);
    if ((0,_yaml_v2_js__WEBPACK_IMPORTED_MODULE_4__/* .hasUnreadableCharacters */ .s3)(data))
        return '';
    return (0,_yaml_v2_js__WEBPACK_IMPORTED_MODULE_4__/* .marshalYamlV2 */ .E_)(data).replace(/\n$/, '');
}
/** YAML 1.1 as yaml.v2 reads it (yes/no booleans...), timestamps kept as strings. */
function parseYaml11(text) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text, {
        version: '1.1',
        customTags: (tags) => tags
            .filter((tag) => typeof tag === 'string' || tag.tag !== 'tag:yaml.org,2002:timestamp')
            .map((tag) => typeof tag !== 'string' && tag.tag === FLOAT_TAG && tag.test && !tag.test.test('.inf')
            ? { ...tag, test: new RegExp(`${FLOAT_NEEDS_DIGIT}(?:${tag.test.source})`) }
            : tag),
        uniqueKeys: false,
    });
}
const FLOAT_TAG = 'tag:yaml.org,2002:float';
/** go-yaml v2 reads a float only with a digit in its mantissa: `.`, `-.` and `.e5` stay strings (YAML 1.1's regex takes them). */
const FLOAT_NEEDS_DIGIT = '^(?=[-+]?\\.?[0-9])';
/**
 * encoding/json's wording for the common parse errors (empty input, a document that cannot start a value);
 * other positions keep JavaScript's message.
 */
function jsonErrorMessage(text, error) {
    const first = text.trimStart()[0];
    if (first === undefined)
        return 'unexpected end of JSON input';
    if (!/[{["\-0-9tfn]/.test(first)) {
        const quoted = first === "'" ? "'\\''" : first === '"' ? `'"'` : `'${(0,_template_quote_js__WEBPACK_IMPORTED_MODULE_6__/* .goQuote */ .dg)(first).slice(1, -1)}'`;
        return `invalid character ${quoted} looking for beginning of value`;
    }
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error).replace(/^Unexpected end of JSON input$/, 'unexpected end of JSON input');
}
/** The JSON kind encoding/json names when a document does not fit the target type. */
function jsonKind(data) {
    if (Array.isArray(data))
        return 'array';
    if (typeof data === 'number' || typeof data === 'bigint')
        return 'number';
    if (typeof data === 'object')
        return 'object';
    return typeof data === 'boolean' ? 'bool' : 'string';
}
/**
 * Decodes into a map (`list` false) or a list, like json.Unmarshal into map[string]interface{} or
 * []interface{}: null leaves it empty; a document of another kind is Go's "cannot unmarshal" error.
 */
function decodeInto(data, list) {
    const target = list ? '[]interface {}' : 'map[string]interface {}';
    if (data === null || data === undefined)
        return list ? new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL([]) : new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn(new Map());
    const value = fromData(data);
    if (list ? value instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL : value instanceof _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn)
        return value;
    throw new Error(`json: cannot unmarshal ${jsonKind(data)} into Go value of type ${target}`);
}
/** sealos's fromYaml/fromJson family: a parse or type error is returned inside the result, not raised. */
function decodeDocument(text, format, list) {
    try {
        const data = format === 'yaml' ? parseYaml11(text) : JSON.parse(text);
        return decodeInto(data, list);
    }
    catch (error) {
        const message = format === 'json' ? jsonErrorMessage(text, error) : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        return list ? new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoList */ .lL([message]) : new _template_values_js__WEBPACK_IMPORTED_MODULE_5__/* .GoMap */ .tn(new Map([['Error', message]]));
    }
}
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** base64.StdEncoding.DecodeString; sprig returns the error text instead of failing. */
function base64Decode(text) {
    const clean = text.replace(/[\r\n]/g, '');
    if (!BASE64.test(clean) || clean.length % 4 !== 0) {
        const bad = [...clean].findIndex((c) => !/[A-Za-z0-9+/=]/.test(c));
        const at = bad >= 0 ? bad : clean.length - (clean.length % 4 || 4);
        return `illegal base64 data at input byte ${at}`;
    }
    return Buffer.from(clean, 'base64').toString();
}
const hash = (algorithm, text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm).update(text).digest('hex');
const ENCODING_FUNCTIONS = [
    ['b64enc', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => Buffer.from(s).toString('base64'))],
    ['b64dec', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => base64Decode(s))],
    ['sha256sum', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => hash('sha256', s))],
    ['sha1sum', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => hash('sha1', s))],
    ['toJson', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['any'], ([v]) => toJson(v))],
    [
        'toRawJson',
        (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['any'], ([v]) => toJson(v)
            .replace(/\\u0026/g, '&')
            .replace(/\\u003c/g, '<')
            .replace(/\\u003e/g, '>')),
    ],
    ['fromJson', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => decodeDocument(s, 'json', false))],
    ['fromJsonArray', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => decodeDocument(s, 'json', true))],
    ['toYaml', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['any'], ([v]) => toYaml(v))],
    ['fromYaml', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => decodeDocument(s, 'yaml', false))],
    ['fromYamlArray', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_3__.fn)(['string'], ([s]) => decodeDocument(s, 'yaml', true))],
];


/***/ }),

/***/ 49991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ marshalYamlV2),
/* harmony export */   s3: () => (/* binding */ hasUnreadableCharacters)
/* harmony export */ });
/* unused harmony export compareYamlKeys */
/* harmony import */ var _template_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13996);
/* harmony import */ var _template_numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83984);


const BEST_WIDTH = 80;
/** yaml.v2's resolveMap: plain words that read back as booleans, null, special floats or the merge key. */
const RESOLVE_MAP = new Set(('y Y yes Yes YES true True TRUE on On ON n N no No NO false False FALSE off Off OFF ~ null Null NULL ' +
    '.nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF <<').split(' '));
const YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(([Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(\.[0-9]*)?(([ \t]*)(Z|[-+][0-9]{1,2}(:[0-9]{2})?))?)?$/;
/**
 * Whether yaml.v2's resolve() would read this plain text as something other than a string: the first
 * character decides what is tried (sign or digit: numbers and timestamps; `.`: floats; a few letters: the
 * resolve map; anything else is a string).
 */
function resolvesToNonString(s) {
    if (s === '')
        return true;
    const c = s[0];
    const hint = c === '+' || c === '-'
        ? 'S'
        : /[0-9]/.test(c)
            ? 'D'
            : 'yYnNtTfFoO~'.includes(c)
                ? 'M'
                : c === '.'
                    ? '.'
                    : '';
    if (hint === '')
        return false;
    if (RESOLVE_MAP.has(s))
        return true;
    if (hint === 'M')
        return false;
    if (hint === '.')
        return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(s);
    if (TIMESTAMP.test(s))
        return true;
    const plain = s.replaceAll('_', '');
    return (0,_template_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseGoInteger */ .A)(plain) !== undefined || YAML_FLOAT.test(plain);
}
const BREAKS = new Set(['\r', '\n', '\u0085', '\u2028', '\u2029']);
const isBreak = (c) => c !== undefined && BREAKS.has(c);
const isBlank = (c) => c === ' ' || c === '\t';
const isBlankOrEnd = (c) => c === undefined || isBlank(c) || isBreak(c) || c === '\0';
/** yaml.v2's is_printable: LF, printable ASCII, and the BMP from U+00A0 except surrogates, BOM, U+FFFE/F. */
function isPrintable(ch) {
    const c = ch.codePointAt(0);
    return (c === 0x0a ||
        (c >= 0x20 && c <= 0x7e) ||
        (c >= 0xa0 && c <= 0xd7ff) ||
        (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff));
}
/** yaml_emitter_analyze_scalar (block context). */
function analyze(s) {
    if (s === '')
        return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
    let blockIndicators = s.startsWith('---') || s.startsWith('...');
    let lineBreaks = false;
    let special = false;
    let leadingSpace = false;
    let leadingBreak = false;
    let trailingSpace = false;
    let trailingBreak = false;
    let breakSpace = false;
    let spaceBreak = false;
    let precededByWhitespace = true;
    let previousSpace = false;
    let previousBreak = false;
    const chars = [...s];
    chars.forEach((c, i) => {
        const followedByWhitespace = i + 1 >= chars.length || isBlank(chars[i + 1]);
        if (i === 0) {
            if ('#,[]{}&*!|>\'"%@`'.includes(c))
                blockIndicators = true;
            if ((c === '?' || c === ':' || c === '-') && followedByWhitespace)
                blockIndicators = true;
        }
        else {
            if (c === ':' && followedByWhitespace)
                blockIndicators = true;
            if (c === '#' && precededByWhitespace)
                blockIndicators = true;
        }
        if (!isPrintable(c))
            special = true;
        const last = i === chars.length - 1;
        if (c === ' ') {
            if (i === 0)
                leadingSpace = true;
            if (last)
                trailingSpace = true;
            if (previousBreak)
                breakSpace = true;
            previousSpace = true;
            previousBreak = false;
        }
        else if (isBreak(c)) {
            lineBreaks = true;
            if (i === 0)
                leadingBreak = true;
            if (last)
                trailingBreak = true;
            if (previousSpace)
                spaceBreak = true;
            previousSpace = false;
            previousBreak = true;
        }
        else {
            previousSpace = false;
            previousBreak = false;
        }
        precededByWhitespace = isBlankOrEnd(c);
    });
    let blockPlainAllowed = !(leadingSpace || leadingBreak || trailingSpace || trailingBreak);
    let singleQuotedAllowed = true;
    let blockAllowed = !trailingSpace;
    if (breakSpace)
        blockPlainAllowed = singleQuotedAllowed = false;
    if (spaceBreak || special)
        blockPlainAllowed = singleQuotedAllowed = blockAllowed = false;
    if (lineBreaks || blockIndicators)
        blockPlainAllowed = false;
    return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed };
}
/** yaml.v2's encoder request (stringv) refined by yaml_emitter_select_scalar_style. */
function selectStyle(s, simpleKey) {
    const canUsePlain = !resolvesToNonString(s) && !BASE60_FLOAT.test(s);
    let style = s.includes('\n') ? 'literal' : canUsePlain ? 'plain' : 'double';
    const a = analyze(s);
    if (simpleKey && a.multiline)
        style = 'double';
    if (style === 'plain' && (!a.blockPlainAllowed || (s === '' && simpleKey)))
        style = 'single';
    if (style === 'single' && !a.singleQuotedAllowed)
        style = 'double';
    if (style === 'literal' && (!a.blockAllowed || simpleKey))
        style = 'double';
    return style;
}
const DOUBLE_ESCAPES = new Map([
    [0x00, '0'],
    [0x07, 'a'],
    [0x08, 'b'],
    [0x09, 't'],
    [0x0a, 'n'],
    [0x0b, 'v'],
    [0x0c, 'f'],
    [0x0d, 'r'],
    [0x1b, 'e'],
    [0x22, '"'],
    [0x5c, '\\'],
    [0x85, 'N'],
    [0xa0, '_'],
    [0x2028, 'L'],
    [0x2029, 'P'],
]);
/**
 * The writers of yaml.v2's emitter: a single space past column 80 becomes a line break plus indent (not in
 * keys). `column` is where the scalar starts, `indent` the indent of continuation lines.
 */
function writeScalar(s, style, column, indent, allowBreaks) {
    const chars = [...s];
    const quote = style === 'single' ? "'" : style === 'double' ? '"' : '';
    let out = quote;
    let col = column + quote.length;
    let spaces = false;
    const newline = () => {
        out += `\n${' '.repeat(indent)}`;
        col = indent;
    };
    chars.forEach((c, i) => {
        if (c === ' ') {
            const last = i === chars.length - 1;
            const next = chars[i + 1];
            const fold = allowBreaks &&
                !spaces &&
                col > BEST_WIDTH &&
                (style === 'plain'
                    ? next !== ' '
                    : style === 'single'
                        ? i > 0 && !last && next !== ' '
                        : i > 0 && !last);
            if (fold) {
                newline();
                if (style === 'double' && next === ' ') {
                    out += '\\';
                    col++;
                }
            }
            else {
                out += c;
                col++;
            }
            spaces = true;
            return;
        }
        spaces = false;
        if (style === 'double') {
            const code = c.codePointAt(0);
            if (!isPrintable(c) || isBreak(c) || c === '"' || c === '\\') {
                const named = DOUBLE_ESCAPES.get(code);
                const hex = code.toString(16).toUpperCase();
                const escaped = named !== undefined
                    ? `\\${named}`
                    : code <= 0xff
                        ? `\\x${hex.padStart(2, '0')}`
                        : code <= 0xffff
                            ? `\\u${hex.padStart(4, '0')}`
                            : `\\U${hex.padStart(8, '0')}`;
                out += escaped;
                col += escaped.length;
                return;
            }
        }
        out += style === 'single' && c === "'" ? "''" : c;
        col += style === 'single' && c === "'" ? 2 : 1;
    });
    return out + quote;
}
/** A literal block (`|`), with yaml.v2's indentation and chomping hints. */
function literal(s, indent) {
    const chars = [...s];
    const last = chars.at(-1);
    let chomp = '';
    if (s === '' || !isBreak(last))
        chomp = '-';
    else if (chars.length === 1 || isBreak(chars.at(-2)))
        chomp = '+';
    const hint = s.startsWith(' ') || isBreak(chars[0]) ? '2' : '';
    const body = isBreak(last) ? chars.slice(0, -1).join('') : s;
    const pad = ' '.repeat(indent);
    const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
    return `|${hint}${chomp}\n${lines.join('\n')}`;
}
/** Whether a key can be written as `key:`; otherwise yaml.v2 writes `? key` then `: value`. */
function isSimpleKey(key) {
    return Buffer.byteLength(key) <= 128 && !analyze(key).multiline;
}
/** One scalar at `column`; continuation lines (folds, literal blocks) are indented by `indent`. */
function scalar(value, column, indent, simpleKey) {
    if (value === null)
        return 'null';
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return '.nan';
        if (!Number.isFinite(value))
            return value > 0 ? '.inf' : '-.inf';
        return (0,_template_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFloat */ .kr)(value);
    }
    const s = value;
    const style = selectStyle(s, simpleKey);
    if (style === 'literal')
        return literal(s, indent);
    return writeScalar(s, style, column, indent, !simpleKey);
}
/** yaml.v2's reader refuses these raw characters, so a round trip through it fails (toYaml then gives ""). */
function hasUnreadableCharacters(value) {
    if (typeof value === 'string')
        return /[\x7f\x80-\x84\x86-\x9f]/.test(value);
    if (Array.isArray(value))
        return value.some(hasUnreadableCharacters);
    if (value !== null && typeof value === 'object')
        return Object.entries(value).some(([k, v]) => hasUnreadableCharacters(k) || hasUnreadableCharacters(v));
    return false;
}
const isLetter = (c) => /^\p{L}$/u.test(c);
const isDigit = (c) => c !== undefined && /^\p{Nd}$/u.test(c);
/** yaml.v2's key order (sorter.go): rune by rune, non-letters before letters, digit runs compared as numbers. */
function compareYamlKeys(a, b) {
    const ar = [...a];
    const br = [...b];
    for (let i = 0; i < ar.length && i < br.length; i++) {
        if (ar[i] === br[i])
            continue;
        const al = isLetter(ar[i]);
        const bl = isLetter(br[i]);
        if (al && bl)
            return ar[i].codePointAt(0) - br[i].codePointAt(0);
        if (al || bl)
            return al ? 1 : -1;
        let an = 0n;
        let bn = 0n;
        if (ar[i] === '0' || br[i] === '0') {
            for (let j = i - 1; j >= 0 && isDigit(ar[j]); j--) {
                if (ar[j] !== '0') {
                    an = 1n;
                    bn = 1n;
                    break;
                }
            }
        }
        let ai = i;
        let bi = i;
        for (; ai < ar.length && isDigit(ar[ai]); ai++)
            an = an * 10n + BigInt(ar[ai].codePointAt(0) - 48);
        for (; bi < br.length && isDigit(br[bi]); bi++)
            bn = bn * 10n + BigInt(br[bi].codePointAt(0) - 48);
        if (an !== bn)
            return an < bn ? -1 : 1;
        if (ai !== bi)
            return ai - bi;
        return ar[i].codePointAt(0) - br[i].codePointAt(0);
    }
    return ar.length - br.length;
}
const isCollection = (v) => v !== null && typeof v === 'object';
const isEmptyCollection = (v) => Array.isArray(v) ? v.length === 0 : isCollection(v) && Object.keys(v).length === 0;
const emptyText = (v) => (Array.isArray(v) ? '[]' : '{}');
/** A block collection whose first line starts at `column` (after "- " or at the indent). */
function block(value, indent, firstInline) {
    const lines = [];
    const entries = Array.isArray(value)
        ? value.map((v) => [undefined, v])
        : Object.keys(value)
            .sort(compareYamlKeys)
            .map((k) => [k, value[k]]);
    entries.forEach(([key, item], i) => {
        const pad = i === 0 && firstInline ? '' : ' '.repeat(indent);
        const complexKey = key !== undefined && !isSimpleKey(key);
        let head;
        if (key === undefined)
            head = `${pad}- `;
        // A multi-line or long key cannot be a simple key: yaml.v2 writes `? key` then `: value`.
        else if (complexKey)
            head = `${pad}? ${scalar(key, indent + 2, indent + 2, false)}\n${' '.repeat(indent)}:`;
        else
            head = `${pad}${scalar(key, indent, indent, true)}:`;
        const column = complexKey ? indent + 1 : indent + head.length - pad.length;
        if (key === undefined) {
            if (isCollection(item) && !isEmptyCollection(item))
                lines.push(head + block(item, indent + 2, true));
            else if (isCollection(item))
                lines.push(head + emptyText(item));
            else
                lines.push(head + scalar(item, column, indent + 2, false));
        }
        else if (isCollection(item) && !isEmptyCollection(item) && complexKey) {
            // After `? key` the value starts on the `:` line, like a sequence item.
            lines.push(`${head} ${block(item, indent + 2, true)}`);
        }
        else if (isCollection(item) && !isEmptyCollection(item)) {
            lines.push(`${head}\n${block(item, Array.isArray(item) ? indent : indent + 2, false)}`);
        }
        else if (isCollection(item)) {
            lines.push(`${head} ${emptyText(item)}`);
        }
        else {
            lines.push(`${head} ${scalar(item, column + 1, indent + 2, false)}`);
        }
    });
    return lines.join('\n');
}
/** yaml.v2 Marshal output, including its final newline. */
function marshalYamlV2(value) {
    if (isCollection(value))
        return `${isEmptyCollection(value) ? emptyText(value) : block(value, 0, false)}\n`;
    return `${scalar(value, 0, 2, false)}\n`;
}


/***/ }),

/***/ 80108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XK: () => (/* reexport */ CHART_ARCHIVE_LIMITS),
  DA: () => (/* reexport */ ChartError),
  NT: () => (/* reexport */ HelmIgnore),
  eX: () => (/* reexport */ applyConfigs),
  q3: () => (/* reexport */ chartFromFiles),
  h5: () => (/* reexport */ expandCommand),
  b3: () => (/* reexport */ env_layers/* layerEnv */.b3),
  y: () => (/* reexport */ loadEnv),
  Lz: () => (/* reexport */ readClusterfileTemplate),
  xt: () => (/* reexport */ renderChart),
  gj: () => (/* reexport */ renderTemplateText),
  B6: () => (/* reexport */ renderTree),
  nA: () => (/* reexport */ renderTreeStaged),
  Lt: () => (/* reexport */ unpackChartArchive)
});

// UNUSED EXPORTS: ConfigError, GoTemplate, HELM_FUNCTIONS, IMAGE_CONFIG_FILE, KUBE_VERSION_KEY, MergeClash, RUN_MODE_KEY, RenderTreeError, TEMPLATE_DIRS, TemplateError, applyStrategy, clusterfileFunctions, configsForImage, deepMerge, envToValue, mergeYaml, planConfigFiles, readImageConfigs, renderClusterfileText, sealctlRenderData, sealosFunctions

// EXTERNAL MODULE: ./.build/yaml/deep-merge.js
var deep_merge = __webpack_require__(52841);
// EXTERNAL MODULE: ./.build/render/functions/encoding.js
var encoding = __webpack_require__(84172);
// EXTERNAL MODULE: ./.build/render/template/values.js
var template_values = __webpack_require__(59426);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
;// CONCATENATED MODULE: ./.build/render/chart/chart-error.js

/** A chart that cannot be loaded or rendered, or whose values do not fit: names the chart and, when known, the file. */
class ChartError extends errors/* SealosError */.ei {
}

;// CONCATENATED MODULE: ./.build/render/chart/chart-archive.js






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
        await Promise.all([(0,promises_.pipeline)(external_node_stream_.Readable.from(input), (0,external_node_zlib_.createGunzip)(), extract), reading]);
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

;// CONCATENATED MODULE: ./.build/render/chart/chart.js




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

;// CONCATENATED MODULE: ./.build/render/chart/helm-ignore.js

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

;// CONCATENATED MODULE: ./.build/render/template/errors.js

/**
 * A template that cannot be parsed or executed. `message` is byte for byte what Go's text/template says
 * (`template: NAME:LINE: ...` or `template: NAME:LINE:COL: executing "NAME" at <...>: ...`), so users can
 * search it; `file`, `line` and `column` locate it for annotations.
 */
class TemplateError extends errors/* SealosError */.ei {
    /** Byte offset in the line, counted from 0 as Go counts it in `NAME:LINE:COL`. */
    column;
    constructor(message, where) {
        super(message, { file: where.file, line: where.line, phase: 'render', cause: where.cause });
        this.column = where.column;
    }
}
/** Thrown by a template function: the executor turns it into Go's `error calling NAME: ...`. */
class FunctionError extends Error {
}

// EXTERNAL MODULE: ./.build/render/template/functions.js
var functions = __webpack_require__(31399);
;// CONCATENATED MODULE: ./.build/render/functions/helm.js


/**
 * Helm's own template functions (helm/helm pkg/engine/engine.go initFunMap), with helm's semantics; the rest of
 * what a Clusterfile or chart uses (toYaml, fromYaml, fromYamlArray, toJson, fromJson, nindent, …) is sprig's
 * and sealos's, in the other files of this folder, and behaves the same in helm.
 * - `include NAME DATA`: the named template's output as a string (so it can be piped, unlike `template`);
 *   runaway recursion stops the render with helm's message. helm allows a name 1000 nested includes
 *   (recursionMaxNums); here 200 nested includes in all stop it, before JavaScript's stack runs out (a real
 *   chart nests a handful).
 * - `tpl TEXT DATA`: TEXT parsed as a template of the same set (it sees and may add `define`s) and executed
 *   with DATA; `<no value>` in its output becomes "" (helm's missingkey=zero workaround).
 * - `required MESSAGE VALUE`: VALUE, or an error saying MESSAGE when VALUE is nil or "".
 * - `fail MESSAGE` (sprig's, in every map): an error saying MESSAGE.
 * Errors keep Go's text/template wording (`error calling include: template: …`); helm's engine later turns
 * them into `execution error at (…)`, which belongs to whoever renders charts.
 */
const NESTING_MAX = 200;
/**
 * The include depth limit, raised as a TemplateError so that every enclosing include passes it up unchanged
 * (Go would wrap it once per level: a thousand nested copies of the same message).
 */
class IncludeDepthError extends TemplateError {
}
function templatesOf(context, name) {
    if (!context.templates)
        throw new FunctionError(`${name} is only available while a template executes`);
    return context.templates;
}
/** A failure inside the included template, worded as Go wraps an error returned by a function. */
function nested(work) {
    try {
        return work();
    }
    catch (error) {
        if (error instanceof IncludeDepthError)
            throw error;
        if (error instanceof TemplateError)
            throw new FunctionError(error.message, { cause: error });
        throw error;
    }
}
const include = (0,functions.fn)(['string', 'any'], ([name, data], context) => {
    const templates = templatesOf(context, 'include');
    const key = name;
    const depth = templates.included.get(key) ?? 0;
    const total = [...templates.included.values()].reduce((sum, count) => sum + count, 0);
    if (total >= NESTING_MAX)
        throw new IncludeDepthError(`rendering template has a nested reference name: ${key}: unable to execute template`, { file: key });
    templates.included.set(key, depth + 1);
    try {
        return nested(() => templates.execute(key, data));
    }
    finally {
        templates.included.set(key, depth);
    }
});
const tpl = (0,functions.fn)(['string', 'any'], ([text, data], context) => {
    const templates = templatesOf(context, 'tpl');
    const source = text;
    const quoted = JSON.stringify(source);
    let rendered;
    try {
        rendered = templates.parseAndExecute(source, data);
    }
    catch (error) {
        if (!(error instanceof TemplateError) || error instanceof IncludeDepthError)
            throw error;
        // A TemplateError without a line from the executor is a parse error (Go's parser names its own line).
        const parse = !/: executing "/.test(error.message);
        throw new FunctionError(parse
            ? `cannot parse template ${quoted}: ${error.message}`
            : `error during tpl function execution for ${quoted}: ${error.message}`, { cause: error });
    }
    return rendered.replaceAll('<no value>', '');
});
/**
 * What `required` and `fail` raise: helm wraps their message (warnWrap) so that its engine reports it alone as
 * `execution error at (FILE:LINE:COL): MESSAGE`, without Go's template wording around it.
 */
class HelmFailure extends FunctionError {
}
const required = (0,functions.fn)(['string', 'any'], ([message, value]) => {
    if (value === null || value === undefined || value === '')
        throw new HelmFailure(message);
    return value;
});
const fail = (0,functions.fn)(['string'], ([message]) => {
    throw new HelmFailure(message);
});
const HELM_FUNCTIONS = [
    ['include', include],
    ['tpl', tpl],
    ['required', required],
];

// EXTERNAL MODULE: ./.build/render/template/format.js + 1 modules
var template_format = __webpack_require__(13996);
;// CONCATENATED MODULE: ./.build/render/template/limits.js

/**
 * Bounds on one template execution. Templates come from images and users; Go's text/template has no such
 * bounds, but a runner must not hang or run out of memory on `{{range until 100000}}{{range until
 * 100000}}…`. Real sealos templates stay far below these (a few thousand steps, kilobytes of output).
 */
const TEMPLATE_LIMITS = {
    /** Nodes walked and commands evaluated. */
    steps: 1_000_000,
    /** Characters written plus characters and list items made by functions, over the whole execution. */
    produced: 16 * 1024 * 1024,
    /** Items one list function (`until`, `seq`) or characters one string function (`repeat`) may make. */
    sequence: 100_000,
};
/** A function asked to make `count` items or characters: refused past the limit, before any is made. */
function checkSequenceSize(what, count) {
    if (BigInt(count) > BigInt(TEMPLATE_LIMITS.sequence))
        throw new FunctionError(`${what} of ${count} is more than the ${TEMPLATE_LIMITS.sequence} a template may make at once`);
}

;// CONCATENATED MODULE: ./.build/render/template/nodes.js
function nodeString(node) {
    switch (node.type) {
        case 'text':
            return JSON.stringify(node.text);
        case 'action':
            return `{{${nodeString(node.pipe)}}}`;
        case 'if':
        case 'range':
        case 'with': {
            const elsePart = node.elseList ? `{{else}}${nodeString(node.elseList)}` : '';
            return `{{${node.type} ${nodeString(node.pipe)}}}${nodeString(node.list)}${elsePart}{{end}}`;
        }
        case 'template':
            return node.pipe
                ? `{{template ${JSON.stringify(node.name)} ${nodeString(node.pipe)}}}`
                : `{{template ${JSON.stringify(node.name)}}}`;
        case 'break':
        case 'continue':
            return `{{${node.type}}}`;
        case 'list':
            return node.nodes.map(nodeString).join('');
        case 'end':
        case 'else':
            return `{{${node.type}}}`;
        case 'pipe': {
            const decl = node.decl.length
                ? `${node.decl.map(nodeString).join(', ')} ${node.isAssign ? '=' : ':='} `
                : '';
            return decl + node.cmds.map(nodeString).join(' | ');
        }
        case 'command':
            return node.args
                .map((arg) => (arg.type === 'pipe' ? `(${nodeString(arg)})` : nodeString(arg)))
                .join(' ');
        case 'field':
            return node.ident.map((id) => `.${id}`).join('');
        case 'variable':
            return node.ident.join('.');
        case 'chain': {
            const base = node.node.type === 'pipe' ? `(${nodeString(node.node)})` : nodeString(node.node);
            return base + node.field.map((f) => `.${f}`).join('');
        }
        case 'identifier':
            return node.ident;
        case 'dot':
            return '.';
        case 'nil':
            return 'nil';
        case 'bool':
            return node.value ? 'true' : 'false';
        case 'string':
            return node.quoted;
        case 'number':
            return node.text;
    }
}

;// CONCATENATED MODULE: ./.build/render/template/lexer.js
const KEYWORDS = new Map(Object.entries({
    '.': 'dot',
    block: 'block',
    break: 'break',
    continue: 'continue',
    define: 'define',
    else: 'else',
    end: 'end',
    if: 'if',
    range: 'range',
    nil: 'nil',
    template: 'template',
    with: 'with',
}));
const LEFT_DELIM = '{{';
const RIGHT_DELIM = '}}';
const LEFT_COMMENT = '/*';
const RIGHT_COMMENT = '*/';
const TRIM_MARKER_LEN = 2;
const EOF = '';
const isSpace = (r) => r === ' ' || r === '\t' || r === '\r' || r === '\n';
const isAlphaNumeric = (r) => r === '_' || /^[\p{L}\p{Nd}]$/u.test(r);
const hasLeftTrimMarker = (s) => s.length >= 2 && s[0] === '-' && isSpace(s[1]);
const hasRightTrimMarker = (s) => s.length >= 2 && isSpace(s[0]) && s[1] === '-';
const countNewlines = (s) => s.split('\n').length - 1;
const rightTrimLength = (s) => s.length - s.replace(/[ \t\r\n]+$/, '').length;
const leftTrimLength = (s) => s.length - s.replace(/^[ \t\r\n]+/, '').length;
function quoteRune(r) {
    const code = r.codePointAt(0) ?? 0;
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')} '${r}'`;
}
/** Produces the whole token list up front: templates are small and the parser needs lookahead. */
class Lexer {
    input;
    tokens = [];
    pos = 0;
    start = 0;
    atEOF = false;
    parenDepth = 0;
    line = 1;
    startLine = 1;
    constructor(input) {
        this.input = input;
        let state = lexText;
        while (state)
            state = state(this);
    }
    next() {
        if (this.pos >= this.input.length) {
            this.atEOF = true;
            return EOF;
        }
        const code = this.input.codePointAt(this.pos);
        const r = String.fromCodePoint(code);
        this.pos += r.length;
        if (r === '\n')
            this.line++;
        return r;
    }
    peek() {
        const r = this.next();
        this.backup();
        return r;
    }
    backup() {
        if (!this.atEOF && this.pos > 0) {
            const prev = this.input.codePointAt(this.pos - 1);
            const width = prev >= 0xdc00 && prev <= 0xdfff && this.pos >= 2 ? 2 : 1;
            this.pos -= width;
            if (this.input[this.pos] === '\n')
                this.line--;
        }
    }
    emit(type) {
        this.tokens.push({
            type,
            pos: this.start,
            val: this.input.slice(this.start, this.pos),
            line: this.startLine,
        });
        this.start = this.pos;
        this.startLine = this.line;
    }
    ignore() {
        this.line += countNewlines(this.input.slice(this.start, this.pos));
        this.start = this.pos;
        this.startLine = this.line;
    }
    accept(valid) {
        const r = this.next();
        if (r !== EOF && valid.includes(r))
            return true;
        this.backup();
        return false;
    }
    acceptRun(valid) {
        for (;;) {
            const r = this.next();
            if (r === EOF || !valid.includes(r))
                break;
        }
        this.backup();
    }
    errorf(message) {
        this.tokens.push({ type: 'error', pos: this.start, val: message, line: this.startLine });
        return null;
    }
    atRightDelim() {
        const rest = this.input.slice(this.pos);
        if (hasRightTrimMarker(rest) && rest.slice(TRIM_MARKER_LEN).startsWith(RIGHT_DELIM))
            return { delim: true, trimSpaces: true };
        if (rest.startsWith(RIGHT_DELIM))
            return { delim: true, trimSpaces: false };
        return { delim: false, trimSpaces: false };
    }
    atTerminator() {
        const r = this.peek();
        if (isSpace(r))
            return true;
        if (r === EOF || '.,|:)('.includes(r))
            return true;
        return this.input.startsWith(RIGHT_DELIM, this.pos);
    }
    scanNumber() {
        this.accept('+-');
        let digits = '0123456789_';
        if (this.accept('0')) {
            if (this.accept('xX'))
                digits = '0123456789abcdefABCDEF_';
            else if (this.accept('oO'))
                digits = '01234567_';
            else if (this.accept('bB'))
                digits = '01_';
        }
        this.acceptRun(digits);
        if (this.accept('.'))
            this.acceptRun(digits);
        if (digits.length === 11 && this.accept('eE')) {
            this.accept('+-');
            this.acceptRun('0123456789_');
        }
        if (digits.length === 23 && this.accept('pP')) {
            this.accept('+-');
            this.acceptRun('0123456789_');
        }
        this.accept('i');
        const r = this.peek();
        if (r !== EOF && isAlphaNumeric(r)) {
            this.next();
            return false;
        }
        return true;
    }
    // Accessors used by the state functions below.
    get position() {
        return this.pos;
    }
    set position(p) {
        this.pos = p;
    }
    get startPos() {
        return this.start;
    }
    get depth() {
        return this.parenDepth;
    }
    set depth(d) {
        this.parenDepth = d;
    }
    addLines(n) {
        this.line += n;
    }
}
function lexText(l) {
    const x = l.input.indexOf(LEFT_DELIM, l.position);
    if (x >= 0) {
        l.position = x;
        let trimLength = 0;
        if (hasLeftTrimMarker(l.input.slice(x + LEFT_DELIM.length)))
            trimLength = rightTrimLength(l.input.slice(l.startPos, x));
        l.position = x - trimLength;
        if (l.position > l.startPos) {
            l.addLines(countNewlines(l.input.slice(l.startPos, l.position)));
            l.emit('text');
        }
        l.position += trimLength;
        l.ignore();
        return lexLeftDelim;
    }
    l.position = l.input.length;
    if (l.position > l.startPos) {
        l.addLines(countNewlines(l.input.slice(l.startPos, l.position)));
        l.emit('text');
    }
    l.emit('eof');
    return null;
}
function lexLeftDelim(l) {
    l.position += LEFT_DELIM.length;
    const trimSpace = hasLeftTrimMarker(l.input.slice(l.position));
    const afterMarker = trimSpace ? TRIM_MARKER_LEN : 0;
    if (l.input.startsWith(LEFT_COMMENT, l.position + afterMarker)) {
        l.position += afterMarker;
        l.ignore();
        return lexComment;
    }
    l.emit('leftDelim');
    l.position += afterMarker;
    l.ignore();
    l.depth = 0;
    return lexInsideAction;
}
function lexComment(l) {
    l.position += LEFT_COMMENT.length;
    const i = l.input.indexOf(RIGHT_COMMENT, l.position);
    if (i < 0)
        return l.errorf('unclosed comment');
    l.position = i + RIGHT_COMMENT.length;
    const { delim, trimSpaces } = l.atRightDelim();
    if (!delim)
        return l.errorf('comment ends before closing delimiter');
    if (trimSpaces)
        l.position += TRIM_MARKER_LEN;
    l.position += RIGHT_DELIM.length;
    if (trimSpaces)
        l.position += leftTrimLength(l.input.slice(l.position));
    l.ignore();
    return lexText;
}
function lexRightDelim(l) {
    const trimSpace = hasRightTrimMarker(l.input.slice(l.position));
    if (trimSpace) {
        l.position += TRIM_MARKER_LEN;
        l.ignore();
    }
    l.position += RIGHT_DELIM.length;
    l.emit('rightDelim');
    if (trimSpace) {
        l.position += leftTrimLength(l.input.slice(l.position));
        l.ignore();
    }
    return lexText;
}
function lexInsideAction(l) {
    if (l.atRightDelim().delim) {
        if (l.depth === 0)
            return lexRightDelim;
        return l.errorf('unclosed left paren');
    }
    const r = l.next();
    if (r === EOF)
        return l.errorf('unclosed action');
    if (isSpace(r)) {
        l.backup();
        return lexSpace;
    }
    switch (r) {
        case '=':
            l.emit('assign');
            return lexInsideAction;
        case ':':
            if (l.next() !== '=')
                return l.errorf('expected :=');
            l.emit('declare');
            return lexInsideAction;
        case '|':
            l.emit('pipe');
            return lexInsideAction;
        case '"':
            return lexQuote;
        case '`':
            return lexRawQuote;
        case '$':
            return lexVariable;
        case "'":
            return lexChar;
        case '(':
            l.emit('leftParen');
            l.depth++;
            return lexInsideAction;
        case ')':
            l.emit('rightParen');
            l.depth--;
            if (l.depth < 0)
                return l.errorf(`unexpected right paren ${quoteRune(r)}`);
            return lexInsideAction;
    }
    if (r === '.') {
        const c = l.input[l.position];
        if (l.position < l.input.length && c !== undefined && (c < '0' || c > '9'))
            return lexField;
    }
    if (r === '.' || r === '+' || r === '-' || (r >= '0' && r <= '9')) {
        l.backup();
        return lexNumber;
    }
    if (isAlphaNumeric(r)) {
        l.backup();
        return lexIdentifier;
    }
    const code = r.codePointAt(0);
    if (code <= 0x7f && code >= 0x20 && code !== 0x7f) {
        l.emit('char');
        return lexInsideAction;
    }
    return l.errorf(`unrecognized character in action: ${quoteRune(r)}`);
}
function lexSpace(l) {
    let numSpaces = 0;
    for (;;) {
        const r = l.peek();
        if (!isSpace(r))
            break;
        l.next();
        numSpaces++;
    }
    const rest = l.input.slice(l.position - 1);
    if (hasRightTrimMarker(rest) && rest.slice(TRIM_MARKER_LEN).startsWith(RIGHT_DELIM)) {
        l.backup();
        if (numSpaces === 1)
            return lexRightDelim;
    }
    l.emit('space');
    return lexInsideAction;
}
function lexIdentifier(l) {
    for (;;) {
        const r = l.next();
        if (r !== EOF && isAlphaNumeric(r))
            continue;
        l.backup();
        const word = l.input.slice(l.startPos, l.position);
        if (!l.atTerminator())
            return l.errorf(`bad character ${quoteRune(r)}`);
        const keyword = KEYWORDS.get(word);
        if (keyword && keyword !== 'dot')
            l.emit(keyword);
        else if (word[0] === '.')
            l.emit('field');
        else if (word === 'true' || word === 'false')
            l.emit('bool');
        else
            l.emit('identifier');
        return lexInsideAction;
    }
}
function lexField(l) {
    return lexFieldOrVariable(l, 'field');
}
function lexVariable(l) {
    if (l.atTerminator()) {
        l.emit('variable');
        return lexInsideAction;
    }
    return lexFieldOrVariable(l, 'variable');
}
function lexFieldOrVariable(l, type) {
    if (l.atTerminator()) {
        l.emit(type === 'variable' ? 'variable' : 'dot');
        return lexInsideAction;
    }
    let r;
    for (;;) {
        r = l.next();
        if (r === EOF || !isAlphaNumeric(r)) {
            l.backup();
            break;
        }
    }
    if (!l.atTerminator())
        return l.errorf(`bad character ${quoteRune(r)}`);
    l.emit(type);
    return lexInsideAction;
}
function lexChar(l) {
    for (;;) {
        let r = l.next();
        if (r === '\\') {
            r = l.next();
            if (r !== EOF && r !== '\n')
                continue;
        }
        if (r === EOF || r === '\n')
            return l.errorf('unterminated character constant');
        if (r === "'")
            break;
    }
    l.emit('charConstant');
    return lexInsideAction;
}
function lexNumber(l) {
    if (!l.scanNumber())
        return l.errorf(`bad number syntax: ${JSON.stringify(l.input.slice(l.startPos, l.position))}`);
    const sign = l.peek();
    if (sign === '+' || sign === '-') {
        if (!l.scanNumber() || l.input[l.position - 1] !== 'i')
            return l.errorf(`bad number syntax: ${JSON.stringify(l.input.slice(l.startPos, l.position))}`);
        l.emit('complex');
    }
    else {
        l.emit('number');
    }
    return lexInsideAction;
}
function lexQuote(l) {
    for (;;) {
        let r = l.next();
        if (r === '\\') {
            r = l.next();
            if (r !== EOF && r !== '\n')
                continue;
        }
        if (r === EOF || r === '\n')
            return l.errorf('unterminated quoted string');
        if (r === '"')
            break;
    }
    l.emit('string');
    return lexInsideAction;
}
function lexRawQuote(l) {
    for (;;) {
        const r = l.next();
        if (r === EOF)
            return l.errorf('unterminated raw quoted string');
        if (r === '`')
            break;
    }
    l.emit('rawString');
    return lexInsideAction;
}

// EXTERNAL MODULE: ./.build/render/template/numbers.js
var numbers = __webpack_require__(83984);
// EXTERNAL MODULE: ./.build/render/template/quote.js
var quote = __webpack_require__(22814);
;// CONCATENATED MODULE: ./.build/render/template/parser.js




/** Go's parse.Tree.Parse, ported closely so that errors carry Go's wording and line. */
class Parser {
    name;
    text;
    tokens;
    hasFunction;
    treeSet;
    index = 0;
    furthest = 0;
    vars = ['$'];
    actionLine = 0;
    rangeDepth = 0;
    constructor(name, text, tokens, hasFunction, treeSet) {
        this.name = name;
        this.text = text;
        this.tokens = tokens;
        this.hasFunction = hasFunction;
        this.treeSet = treeSet;
    }
    fetch(i) {
        this.furthest = Math.max(this.furthest, i);
        return this.tokens[Math.min(i, this.tokens.length - 1)];
    }
    next() {
        return this.fetch(this.index++);
    }
    backup(count = 1) {
        this.index -= count;
    }
    peek() {
        return this.fetch(this.index);
    }
    nextNonSpace() {
        for (;;) {
            const token = this.next();
            if (token.type !== 'space')
                return token;
        }
    }
    peekNonSpace() {
        const token = this.nextNonSpace();
        this.backup();
        return token;
    }
    /** Go reports the line of the last token read; the column (not in Go's message) locates that token. */
    errorf(message) {
        const token = this.fetch(this.furthest);
        const before = this.text.slice(0, token.pos);
        const column = Buffer.byteLength(before.slice(before.lastIndexOf('\n') + 1));
        throw new TemplateError(`template: ${this.name}:${token.line}: ${message}`, {
            file: this.name,
            line: token.line,
            column,
        });
    }
    expect(expected, context) {
        const token = this.nextNonSpace();
        if (token.type !== expected)
            this.unexpected(token, context);
        return token;
    }
    unexpected(token, context) {
        if (token.type === 'error') {
            let extra = '';
            if (this.actionLine !== 0 && this.actionLine !== token.line) {
                extra = ` in action started at ${this.name}:${this.actionLine}`;
                if (token.val.endsWith(' action'))
                    extra = extra.slice(' in action'.length);
            }
            this.errorf(`${token.val}${extra}`);
        }
        this.errorf(`unexpected ${tokenString(token)} in ${context}`);
    }
    parseRoot() {
        const root = { type: 'list', pos: this.peek().pos, nodes: [] };
        while (this.peek().type !== 'eof') {
            if (this.peek().type === 'leftDelim') {
                const mark = this.index;
                this.next();
                if (this.nextNonSpace().type === 'define') {
                    this.parseDefinition();
                    continue;
                }
                this.index = mark;
            }
            const node = this.textOrAction();
            if (isDelimiter(node))
                this.errorf(`unexpected {{${node.type}}}`);
            else
                root.nodes.push(node);
        }
        return root;
    }
    add(name, root) {
        const existing = this.treeSet.get(name);
        if (existing === undefined || isEmptyTree(existing)) {
            this.treeSet.set(name, root);
            return;
        }
        if (!isEmptyTree(root))
            this.errorf(`template: multiple definition of template ${JSON.stringify(name)}`);
    }
    parseDefinition() {
        const context = 'define clause';
        const token = this.nextNonSpace();
        if (token.type !== 'string' && token.type !== 'rawString')
            this.unexpected(token, context);
        const name = this.unquoteOrFail(token.val);
        this.expect('rightDelim', context);
        const list = this.subTree(context, false);
        this.add(name, list);
    }
    /**
     * The body of a define or block: Go parses it with a fresh Tree, so variables, the enclosing action's line
     * and the range depth (for break/continue) start over.
     */
    subTree(context, reportFromOuterTree) {
        const saved = { vars: this.vars, actionLine: this.actionLine, rangeDepth: this.rangeDepth };
        const outerFurthest = this.furthest;
        this.vars = ['$'];
        this.actionLine = 0;
        this.rangeDepth = 0;
        const { list, end } = this.itemList();
        if (end.type !== 'end') {
            // Go's block reports this from the enclosing Tree, whose last token is the block action's `}}`.
            if (reportFromOuterTree)
                this.furthest = outerFurthest;
            this.errorf(`unexpected {{${end.type}}} in ${context}`);
        }
        ({ vars: this.vars, actionLine: this.actionLine, rangeDepth: this.rangeDepth } = saved);
        return list;
    }
    itemList() {
        const list = { type: 'list', pos: this.peekNonSpace().pos, nodes: [] };
        while (this.peekNonSpace().type !== 'eof') {
            const node = this.textOrAction();
            if (isDelimiter(node))
                return { list, end: node };
            else
                list.nodes.push(node);
        }
        this.errorf('unexpected EOF');
    }
    textOrAction() {
        const token = this.nextNonSpace();
        if (token.type === 'text')
            return { type: 'text', pos: token.pos, text: token.val };
        if (token.type === 'leftDelim') {
            this.actionLine = token.line;
            try {
                return this.action();
            }
            finally {
                this.actionLine = 0;
            }
        }
        this.unexpected(token, 'input');
    }
    action() {
        const token = this.nextNonSpace();
        switch (token.type) {
            case 'block':
                return this.blockControl();
            case 'break':
            case 'continue':
                return this.loopControl(token);
            case 'else':
                return this.elseControl();
            case 'end':
                return { type: 'end', pos: this.expect('rightDelim', 'end').pos };
            case 'if':
            case 'range':
            case 'with':
                return this.branchControl(token.type);
            case 'template':
                return this.templateControl();
        }
        this.backup();
        const start = this.peek();
        return { type: 'action', pos: start.pos, line: start.line, pipe: this.pipeline('command', 'rightDelim') };
    }
    loopControl(keyword) {
        const type = keyword.type;
        const token = this.nextNonSpace();
        if (token.type !== 'rightDelim')
            this.unexpected(token, `{{${type}}}`);
        if (this.rangeDepth === 0)
            this.errorf(`{{${type}}} outside {{range}}`);
        return { type, pos: keyword.pos };
    }
    elseControl() {
        const peek = this.peekNonSpace();
        if (peek.type === 'if')
            return { type: 'else', pos: peek.pos };
        const token = this.expect('rightDelim', 'else');
        return { type: 'else', pos: token.pos };
    }
    branchControl(type) {
        const savedVars = this.vars.length;
        try {
            const pipe = this.pipeline(type, 'rightDelim');
            if (type === 'range')
                this.rangeDepth++;
            let { list, end } = this.itemList();
            if (type === 'range')
                this.rangeDepth--;
            let elseList;
            if (end.type === 'else') {
                if (type === 'if' && this.peek().type === 'if') {
                    this.next();
                    elseList = { type: 'list', pos: end.pos, nodes: [this.branchControl('if')] };
                }
                else {
                    ({ list: elseList, end } = this.itemList());
                    if (end.type !== 'end')
                        this.errorf(`expected end; found {{${end.type}}}`);
                }
            }
            return { type, pos: pipe.pos, line: pipe.line, pipe, list, elseList };
        }
        finally {
            this.vars.length = savedVars;
        }
    }
    blockControl() {
        const context = 'block clause';
        const token = this.nextNonSpace();
        const name = this.templateName(token, context);
        const pipe = this.pipeline(context, 'rightDelim');
        const list = this.subTree(context, true);
        this.add(name, list);
        return { type: 'template', pos: token.pos, line: token.line, name, pipe };
    }
    templateControl() {
        const context = 'template clause';
        const token = this.nextNonSpace();
        const name = this.templateName(token, context);
        let pipe;
        if (this.nextNonSpace().type !== 'rightDelim') {
            this.backup();
            pipe = this.pipeline(context, 'rightDelim');
        }
        return { type: 'template', pos: token.pos, line: token.line, name, pipe };
    }
    templateName(token, context) {
        if (token.type !== 'string' && token.type !== 'rawString')
            this.unexpected(token, context);
        return this.unquoteOrFail(token.val);
    }
    unquoteOrFail(literal) {
        try {
            return (0,quote/* unquote */._n)(literal);
        }
        catch {
            this.errorf('invalid syntax');
        }
    }
    pipeline(context, end) {
        const token = this.peekNonSpace();
        const pipe = {
            type: 'pipe',
            pos: token.pos,
            line: token.line,
            isAssign: false,
            decl: [],
            cmds: [],
        };
        for (;;) {
            const v = this.peekNonSpace();
            if (v.type !== 'variable')
                break;
            const before = this.index;
            this.nextNonSpace();
            const next = this.peekNonSpace();
            if (next.type === 'assign' || next.type === 'declare') {
                pipe.isAssign = next.type === 'assign';
                this.nextNonSpace();
                pipe.decl.push(variableNode(v));
                this.vars.push(v.val);
                break;
            }
            if (next.type === 'char' && next.val === ',') {
                this.nextNonSpace();
                pipe.decl.push(variableNode(v));
                this.vars.push(v.val);
                if (context === 'range' && pipe.decl.length < 2) {
                    const after = this.peekNonSpace().type;
                    if (after === 'variable' || after === 'rightDelim' || after === 'rightParen')
                        continue;
                    this.errorf('range can only initialize variables');
                }
                this.errorf(`too many declarations in ${context}`);
            }
            this.index = before;
            break;
        }
        for (;;) {
            const token = this.nextNonSpace();
            if (token.type === end) {
                this.checkPipeline(pipe, context);
                return pipe;
            }
            switch (token.type) {
                case 'bool':
                case 'charConstant':
                case 'complex':
                case 'dot':
                case 'field':
                case 'identifier':
                case 'number':
                case 'nil':
                case 'rawString':
                case 'string':
                case 'variable':
                case 'leftParen':
                    this.backup();
                    pipe.cmds.push(this.command());
                    break;
                default:
                    this.unexpected(token, context);
            }
        }
    }
    checkPipeline(pipe, context) {
        if (pipe.cmds.length === 0)
            this.errorf(`missing value for ${context}`);
        pipe.cmds.slice(1).forEach((cmd, i) => {
            const first = cmd.args[0].type;
            if (first === 'bool' || first === 'dot' || first === 'nil' || first === 'number' || first === 'string')
                this.errorf(`non executable command in pipeline stage ${i + 2}`);
        });
    }
    command() {
        const cmd = { type: 'command', pos: this.peekNonSpace().pos, args: [] };
        for (;;) {
            this.peekNonSpace();
            const operand = this.operand();
            if (operand)
                cmd.args.push(operand);
            const token = this.next();
            if (token.type === 'space')
                continue;
            if (token.type === 'rightDelim' || token.type === 'rightParen')
                this.backup();
            else if (token.type !== 'pipe')
                this.unexpected(token, 'operand');
            break;
        }
        if (cmd.args.length === 0)
            this.errorf('empty command');
        return cmd;
    }
    operand() {
        const node = this.term();
        if (!node)
            return undefined;
        if (this.peek().type !== 'field')
            return node;
        const pos = this.peek().pos;
        const fields = [];
        while (this.peek().type === 'field')
            fields.push(this.next().val.slice(1));
        switch (node.type) {
            case 'field':
                return { type: 'field', pos, ident: [...node.ident, ...fields] };
            case 'variable':
                return { type: 'variable', pos, ident: [...node.ident, ...fields] };
            case 'bool':
            case 'string':
            case 'number':
            case 'nil':
            case 'dot': {
                const text = node.type === 'string'
                    ? node.quoted
                    : node.type === 'number'
                        ? node.text
                        : node.type === 'bool'
                            ? String(node.value)
                            : node.type === 'nil'
                                ? 'nil'
                                : '.';
                this.errorf(`unexpected . after term ${JSON.stringify(text)}`);
            }
        }
        return { type: 'chain', pos, node, field: fields };
    }
    term() {
        const token = this.nextNonSpace();
        switch (token.type) {
            case 'identifier':
                if (!this.hasFunction(token.val))
                    this.errorf(`function ${JSON.stringify(token.val)} not defined`);
                return { type: 'identifier', pos: token.pos, ident: token.val };
            case 'dot':
                return { type: 'dot', pos: token.pos };
            case 'nil':
                return { type: 'nil', pos: token.pos };
            case 'variable': {
                const node = variableNode(token);
                if (!this.vars.includes(node.ident[0]))
                    this.errorf(`undefined variable ${JSON.stringify(node.ident[0])}`);
                return node;
            }
            case 'field':
                return { type: 'field', pos: token.pos, ident: token.val.slice(1).split('.') };
            case 'bool':
                return { type: 'bool', pos: token.pos, value: token.val === 'true' };
            case 'charConstant':
            case 'complex':
            case 'number':
                return this.number(token);
            case 'leftParen':
                return this.pipeline('parenthesized pipeline', 'rightParen');
            case 'string':
            case 'rawString':
                return { type: 'string', pos: token.pos, quoted: token.val, text: this.unquoteOrFail(token.val) };
        }
        this.backup();
        return undefined;
    }
    number(token) {
        const node = {
            type: 'number',
            pos: token.pos,
            text: token.val,
            isInt: false,
            isUint: false,
            isFloat: false,
            int: 0n,
            float: 0,
        };
        if (token.type === 'complex')
            this.errorf(`complex constants are not supported: ${token.val}`);
        if (token.type === 'charConstant') {
            let char;
            let tail;
            try {
                [char, tail] = (0,quote/* unquoteChar */.yj)(token.val.slice(1), "'");
            }
            catch {
                this.errorf('invalid syntax');
            }
            if (tail !== "'")
                this.errorf(`malformed character constant: ${token.val}`);
            const rune = BigInt(char.codePointAt(0));
            return { ...node, isInt: true, isUint: true, isFloat: true, int: rune, float: Number(rune) };
        }
        const parsed = (0,numbers/* parseGoInteger */.A)(token.val);
        if (parsed !== undefined) {
            node.isUint = parsed >= 0n && parsed < 2n ** 64n;
            node.isInt = parsed >= -(2n ** 63n) && parsed < 2n ** 63n;
            node.int = parsed;
            node.isFloat = node.isInt || node.isUint;
            node.float = Number(parsed);
        }
        else {
            const text = token.val.replaceAll('_', '');
            const f = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
            if (!Number.isNaN(f)) {
                node.isFloat = true;
                node.float = f;
                if (Number.isInteger(f) && Math.abs(f) < 2 ** 63) {
                    node.isInt = true;
                    node.int = BigInt(f);
                    node.isUint = f >= 0;
                }
            }
        }
        if (!node.isInt && !node.isUint && !node.isFloat)
            this.errorf(`illegal number syntax: ${JSON.stringify(token.val)}`);
        return node;
    }
}
const isDelimiter = (node) => node.type === 'end' || node.type === 'else';
function variableNode(token) {
    return { type: 'variable', pos: token.pos, ident: token.val.split('.') };
}
function tokenString(token) {
    if (token.type === 'eof')
        return 'EOF';
    if (token.type === 'error')
        return token.val;
    if (KEYWORD_TYPES.has(token.type))
        return `<${token.val}>`;
    const chars = [...token.val];
    if (chars.length > 10)
        return `${goQuoteShort(chars.slice(0, 10).join(''))}...`;
    return goQuoteShort(token.val);
}
const KEYWORD_TYPES = new Set([
    'block',
    'break',
    'continue',
    'dot',
    'define',
    'else',
    'end',
    'if',
    'nil',
    'range',
    'template',
    'with',
]);
function goQuoteShort(s) {
    return JSON.stringify(s);
}
/** parse.IsEmptyTree: only blank text (and comments). */
function isEmptyTree(list) {
    return list.nodes.every((node) => node.type === 'text' && node.text.trim() === '');
}
/** Parses one template file into its trees; `name` is the file's base name, as ParseFiles uses it. */
function parseTemplate(name, text, hasFunction) {
    const lexer = new Lexer(text);
    const treeSet = new Map();
    const parser = new Parser(name, text, lexer.tokens, hasFunction, treeSet);
    const root = parser.parseRoot();
    const existing = treeSet.get(name);
    if (existing === undefined || isEmptyTree(existing))
        treeSet.set(name, root);
    else if (!isEmptyTree(root))
        throw new TemplateError(`template: ${name}:1: template: multiple definition of template ${JSON.stringify(name)}`, {
            file: name,
        });
    return treeSet;
}

;// CONCATENATED MODULE: ./.build/render/template/exec.js








/** Marks "no final argument" in a pipeline (Go's missingVal): distinct from every real value. */
const MISSING = Symbol('missing');
class BreakSignal {
}
class ContinueSignal {
}
/** Go's text/template exec.go state machine over our value model. */
class TemplateExecutor {
    options;
    templateName;
    node;
    vars = [];
    out = [];
    depth = 0;
    /** Work done so far, against TEMPLATE_LIMITS: a template cannot hang or exhaust the runner. */
    budget;
    included;
    /** What functions see: the caller's context plus this template set (for include and tpl). */
    callContext;
    /** Go's static type of dot while it is an element of a range over a []interface{} or a map. */
    dotType;
    constructor(options, templateName) {
        this.options = options;
        this.templateName = templateName;
        this.budget = options.budget ?? { steps: 0, produced: 0 };
        this.included = options.included ?? new Map();
        this.callContext = {
            ...options.context,
            templates: {
                execute: (name, data) => this.executeNamed(name, data),
                parseAndExecute: (text, data) => this.parseAndExecute(text, data),
                included: this.included,
            },
        };
    }
    /** text/template's ExecuteTemplate on this set: the named template with `data` as dot, in its own scope. */
    executeNamed(name, data) {
        const root = this.options.trees.get(name);
        if (!root)
            throw new TemplateError(`template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(this.options.parseName)}`, { file: this.options.parseName });
        const source = this.options.sources?.get(name);
        return this.child(source ? { ...this.options, ...source } : this.options, name).run(root, data);
    }
    /** `text` parsed into this set under the set's name (its defines join the set, for it only), then executed. */
    parseAndExecute(text, data) {
        const name = this.options.parseName;
        const parsed = parseTemplate(name, text, (fn) => this.options.funcs.has(fn));
        const trees = new Map([...this.options.trees, ...parsed]);
        const root = parsed.get(name);
        if (!root)
            return '';
        return this.child({ ...this.options, text, trees }).run(root, data);
    }
    child(options, templateName = options.parseName) {
        return new TemplateExecutor({ ...options, budget: this.budget, included: this.included }, templateName);
    }
    run(root, data) {
        this.vars = [{ name: '$', value: data }];
        this.walk(data, root);
        return this.out.join('');
    }
    errorf(message, cause) {
        const name = this.templateName;
        const file = this.options.parseName;
        if (!this.node)
            throw new TemplateError(`template: ${name}: ${message}`, { file, cause });
        const before = this.options.text.slice(0, this.node.pos);
        const newline = before.lastIndexOf('\n');
        const line = before.split('\n').length;
        const column = Buffer.byteLength(newline === -1 ? before : before.slice(newline + 1));
        throw new TemplateError(`template: ${file}:${line}:${column}: executing ${JSON.stringify(name)} at <${nodeString(this.node)}>: ${message}`, { file, line, column, cause });
    }
    at(node) {
        this.node = node;
    }
    variable(name) {
        for (let i = this.vars.length - 1; i >= 0; i--)
            if (this.vars[i].name === name)
                return this.vars[i];
        this.errorf(`undefined variable: ${name}`);
    }
    setVar(name, value) {
        for (let i = this.vars.length - 1; i >= 0; i--) {
            if (this.vars[i].name === name) {
                this.vars[i].value = value;
                return;
            }
        }
        this.errorf(`undefined variable: ${name}`);
    }
    /** Counts one step and `size` characters or items made; past a limit the execution stops with an error. */
    charge(size) {
        this.budget.steps++;
        this.budget.produced += size;
        if (this.budget.steps > TEMPLATE_LIMITS.steps)
            this.errorf(`stopped after ${TEMPLATE_LIMITS.steps} steps: the template does too much work (a loop too long?)`);
        if (this.budget.produced > TEMPLATE_LIMITS.produced)
            this.errorf(`stopped after making ${TEMPLATE_LIMITS.produced} characters: the output is too large`);
    }
    emit(text) {
        this.charge(text.length);
        this.out.push(text);
    }
    walk(dot, node) {
        this.at(node);
        this.charge(0);
        switch (node.type) {
            case 'action': {
                const value = this.evalPipeline(dot, node.pipe);
                if (node.pipe.decl.length === 0) {
                    this.at(node);
                    this.emit(value === undefined ? '<no value>' : (0,template_format/* formatValue */.Fl)(value));
                }
                return;
            }
            case 'break':
                throw new BreakSignal();
            case 'continue':
                throw new ContinueSignal();
            case 'if':
            case 'with': {
                const mark = this.vars.length;
                const value = this.evalPipeline(dot, node.pipe);
                if ((0,template_values/* isTrue */.Hn)(value) && node.type === 'with')
                    this.walkWithDot(value, undefined, node.list);
                else if ((0,template_values/* isTrue */.Hn)(value))
                    this.walk(dot, node.list);
                else if (node.elseList)
                    this.walk(dot, node.elseList);
                this.vars.length = mark;
                return;
            }
            case 'list':
                for (const child of node.nodes)
                    this.walk(dot, child);
                return;
            case 'range':
                this.walkRange(dot, node);
                return;
            case 'template':
                this.walkTemplate(dot, node);
                return;
            case 'text':
                this.emit(node.text);
                return;
            default:
                this.errorf(`unknown node: ${nodeString(node)}`);
        }
    }
    walkWithDot(dot, dotType, node) {
        const saved = this.dotType;
        this.dotType = dotType;
        try {
            this.walk(dot, node);
        }
        finally {
            this.dotType = saved;
        }
    }
    walkRange(dot, node) {
        this.at(node);
        const outer = this.vars.length;
        try {
            const value = this.evalPipeline(dot, node.pipe);
            const mark = this.vars.length;
            const elemType = value instanceof template_values/* GoMap */.tn || value instanceof template_values/* GoList */.lL ? value.elem : undefined;
            const iterate = (index, elem) => {
                const decl = node.pipe.decl.length;
                if (decl > 0)
                    Object.assign(this.vars[this.vars.length - 1], { value: elem, staticType: elemType });
                if (decl > 1)
                    Object.assign(this.vars[this.vars.length - 2], { value: index, staticType: undefined });
                try {
                    this.walkWithDot(elem, elemType, node.list);
                }
                catch (signal) {
                    if (signal instanceof BreakSignal)
                        return false;
                    if (!(signal instanceof ContinueSignal))
                        throw signal;
                }
                finally {
                    this.vars.length = mark;
                }
                return true;
            };
            let iterated = false;
            if (value instanceof template_values/* GoMap */.tn) {
                for (const key of value.sortedKeys()) {
                    iterated = true;
                    if (!iterate(key, value.entries.get(key)))
                        break;
                }
            }
            else if (value instanceof template_values/* GoList */.lL) {
                for (let i = 0; i < value.items.length; i++) {
                    iterated = true;
                    if (!iterate(BigInt(i), value.items[i]))
                        break;
                }
            }
            else if (value !== undefined && value !== null) {
                this.errorf(`range can't iterate over ${(0,errors/* shorten */.ml)((0,template_format/* formatValue */.Fl)(value), 200)}`);
            }
            if (!iterated && node.elseList)
                this.walk(dot, node.elseList);
        }
        finally {
            this.vars.length = outer;
        }
    }
    walkTemplate(dot, node) {
        this.at(node);
        const root = this.options.trees.get(node.name);
        if (!root)
            this.errorf(`template ${JSON.stringify(node.name)} not defined`);
        if (this.depth >= 100000)
            this.errorf('exceeded maximum template depth (100000)');
        const newDot = node.pipe ? this.evalPipeline(dot, node.pipe) : undefined;
        const saved = { vars: this.vars, name: this.templateName };
        this.depth++;
        this.templateName = node.name;
        this.vars = [{ name: '$', value: newDot }];
        try {
            this.walkWithDot(newDot, undefined, root);
        }
        catch (error) {
            // Go stops runaway recursion at 100000 nested templates; JavaScript runs out of stack first.
            if (!(error instanceof RangeError))
                throw error;
            this.templateName = saved.name;
            this.at(node);
            this.errorf('exceeded maximum template depth (100000)');
        }
        finally {
            this.depth--;
            this.vars = saved.vars;
            this.templateName = saved.name;
        }
    }
    evalPipeline(dot, pipe) {
        this.at(pipe);
        let value = MISSING;
        for (const cmd of pipe.cmds) {
            value = this.evalCommand(dot, cmd, value);
            // A nil interface{} result is an invalid value to the next stage, as in Go.
            if (value === null)
                value = undefined;
        }
        const result = value === MISSING ? undefined : value;
        for (const variable of pipe.decl) {
            if (pipe.isAssign)
                this.setVar(variable.ident[0], result);
            else
                this.vars.push({ name: variable.ident[0], value: result });
        }
        return result;
    }
    notAFunction(args, final) {
        if (args.length > 1 || final !== MISSING)
            this.errorf(`can't give argument to non-function ${nodeString(args[0])}`);
    }
    evalCommand(dot, cmd, final) {
        const first = cmd.args[0];
        this.charge(0);
        switch (first.type) {
            case 'field':
                return this.evalFieldNode(dot, first, cmd.args, final);
            case 'chain':
                return this.evalChainNode(dot, first, cmd.args, final);
            case 'identifier':
                return this.evalFunction(dot, first, cmd, cmd.args, final);
            case 'pipe':
                this.notAFunction(cmd.args, final);
                return this.evalPipeline(dot, first);
            case 'variable':
                return this.evalVariableNode(dot, first, cmd.args, final);
        }
        this.at(first);
        this.notAFunction(cmd.args, final);
        switch (first.type) {
            case 'bool':
                return first.value;
            case 'dot':
                return dot;
            case 'nil':
                return this.errorf('nil is not a command');
            case 'number':
                return this.idealConstant(first);
            case 'string':
                return first.text;
        }
    }
    idealConstant(constant) {
        this.at(constant);
        const text = constant.text;
        const hexInt = text.length > 2 && text[0] === '0' && (text[1] === 'x' || text[1] === 'X') && !/[pP]/.test(text);
        if (constant.isFloat && !hexInt && text[0] !== "'" && /[.eEpP]/.test(text))
            return constant.float;
        if (constant.isInt)
            return constant.int;
        this.errorf(`${text} overflows int`);
    }
    evalFieldNode(dot, field, args, final) {
        this.at(field);
        return this.evalFieldChain(dot, field.ident, args, final, this.dotType, dot);
    }
    evalChainNode(dot, chain, args, final) {
        this.at(chain);
        if (chain.node.type === 'nil')
            this.errorf(`indirection through explicit nil in ${nodeString(chain)}`);
        const receiver = this.evalArg(dot, undefined, chain.node);
        return this.evalFieldChain(receiver, chain.field, args, final, undefined, dot);
    }
    evalVariableNode(dot, variable, args, final) {
        this.at(variable);
        const { value, staticType } = this.variable(variable.ident[0]);
        if (variable.ident.length === 1) {
            this.notAFunction(args, final);
            return value;
        }
        return this.evalFieldChain(value, variable.ident.slice(1), args, final, staticType, dot);
    }
    evalFieldChain(receiver, ident, args, final, receiverType, dot) {
        let current = receiver;
        // The static type Go reports: a value read out of a map[string]interface{} is an `interface {}`.
        let staticType = receiverType;
        for (let i = 0; i < ident.length; i++) {
            const last = i === ident.length - 1;
            const container = current;
            current = this.evalField(dot, ident[i], last ? args : [], last ? final : MISSING, current, staticType);
            staticType = container instanceof template_values/* GoMap */.tn ? container.elem : undefined;
        }
        return current;
    }
    evalField(dot, fieldName, args, final, receiver, staticType) {
        if (receiver === undefined)
            return undefined;
        const typeName = staticType ?? (0,template_values/* goTypeName */.O4)(receiver);
        if (receiver === null)
            this.errorf(`nil pointer evaluating ${typeName}.${fieldName}`);
        const hasArgs = args.length > 1 || final !== MISSING;
        if (receiver instanceof template_values/* GoObject */.MV) {
            const method = receiver.method(fieldName);
            if (method) {
                if (hasArgs)
                    this.errorf(`wrong number of args for ${fieldName}: want 0 got ${args.length - 1 + (final !== MISSING ? 1 : 0)}`);
                return method();
            }
            // A method with parameters (helm's `.Files.Get NAME`), its arguments converted as for a function.
            const callable = (0,functions/* methodWithArgs */.L)(receiver, fieldName);
            if (callable)
                return this.evalCall(dot, callable, this.node, fieldName, args, final);
        }
        if (receiver instanceof template_values/* GoMap */.tn) {
            if (hasArgs)
                this.errorf(`${fieldName} is not a method but has arguments`);
            return receiver.entries.get(fieldName);
        }
        this.errorf(`can't evaluate field ${fieldName} in type ${typeName}`);
    }
    evalFunction(dot, node, cmd, args, final) {
        this.at(node);
        const name = node.ident;
        const fn = this.options.funcs.get(name);
        if (!fn)
            this.errorf(`${JSON.stringify(name)} is not a defined function`);
        return this.evalCall(dot, fn, cmd, name, args, final);
    }
    evalCall(dot, fn, node, name, allArgs, final) {
        const args = allArgs.slice(1);
        const numIn = args.length + (final !== MISSING ? 1 : 0);
        const numFixed = fn.variadic ? fn.params.length : args.length;
        if (fn.variadic) {
            if (numIn < numFixed)
                this.errorf(`wrong number of args for ${name}: want at least ${fn.params.length} got ${args.length}`);
        }
        else if (numIn !== fn.params.length) {
            this.errorf(`wrong number of args for ${name}: want ${fn.params.length} got ${numIn}`);
        }
        if (name === 'and' || name === 'or') {
            // Go 1.18+: short-circuit, and the result is the deciding operand itself.
            let v;
            for (const arg of args) {
                v = this.evalArg(dot, 'value', arg);
                if ((0,template_values/* isTrue */.Hn)(v) === (name === 'or'))
                    return v;
            }
            if (final !== MISSING)
                v = this.validateType(final, 'value');
            return v;
        }
        const argv = [];
        let i = 0;
        for (; i < numFixed && i < args.length; i++)
            argv.push(this.evalArg(dot, fn.params[i], args[i]));
        if (fn.variadic)
            for (; i < args.length; i++)
                argv.push(this.evalArg(dot, fn.variadic, args[i]));
        if (final !== MISSING) {
            let type = fn.params[fn.params.length - 1];
            if (fn.variadic)
                type = numIn - 1 < numFixed ? fn.params[numIn - 1] : fn.variadic;
            argv.push(this.validateType(final, type));
        }
        let result;
        try {
            result = fn.call(argv, this.callContext);
        }
        catch (error) {
            if (error instanceof TemplateError)
                throw error;
            this.at(node);
            const message = error instanceof RangeError && /call stack/i.test(error.message)
                ? 'the value is nested too deeply'
                : error instanceof Error
                    ? error.message
                    : String(error);
            this.errorf(`error calling ${name}: ${message}`, error);
        }
        this.charge(typeof result === 'string' ? result.length : result instanceof template_values/* GoList */.lL ? result.items.length : 0);
        return result;
    }
    /** Go's validateType: converts a computed value for a parameter of the given type, or fails like Go. */
    validateType(value, type) {
        if (value === undefined) {
            if (type === undefined || type === 'value')
                return undefined;
            if (type === 'any' || type === 'map')
                return null;
            this.errorf(`invalid value; expected ${functions/* GO_PARAM_TYPE */.o[type]}`);
        }
        if (type === undefined || type === 'any' || type === 'value')
            return value;
        const ok = (type === 'string' && typeof value === 'string') ||
            (type === 'int' && typeof value === 'bigint') ||
            (type === 'bool' && typeof value === 'boolean') ||
            (type === 'float64' && typeof value === 'number') ||
            (type === 'map' && (value === null || (value instanceof template_values/* GoMap */.tn && value.elem === 'interface {}')));
        if (!ok)
            this.errorf(`wrong type for value; expected ${functions/* GO_PARAM_TYPE */.o[type]}; got ${(0,template_values/* goTypeName */.O4)(value)}`);
        return value;
    }
    evalArg(dot, type, n) {
        this.at(n);
        switch (n.type) {
            case 'dot':
                return this.validateType(dot, type);
            case 'nil':
                if (type === 'any' || type === 'map' || type === 'value')
                    return type === 'value' ? undefined : null;
                return this.errorf(`cannot assign nil to ${type === undefined ? '<nil>' : functions/* GO_PARAM_TYPE */.o[type]}`);
            case 'field':
                return this.validateType(this.evalFieldNode(dot, n, [n], MISSING), type);
            case 'variable':
                return this.validateType(this.evalVariableNode(dot, n, [], MISSING), type);
            case 'pipe':
                return this.validateType(this.evalPipeline(dot, n), type);
            case 'identifier':
                return this.validateType(this.evalFunction(dot, n, n, [], MISSING), type);
            case 'chain':
                return this.validateType(this.evalChainNode(dot, n, [], MISSING), type);
        }
        switch (type) {
            case 'bool':
                if (n.type === 'bool')
                    return n.value;
                return this.errorf(`expected bool; found ${nodeString(n)}`);
            case 'string':
                if (n.type === 'string')
                    return n.text;
                return this.errorf(`expected string; found ${nodeString(n)}`);
            case 'int':
                if (n.type === 'number' && n.isInt)
                    return n.int;
                return this.errorf(`expected integer; found ${nodeString(n)}`);
            case 'uint32':
                if (n.type === 'number' && n.isUint)
                    return n.int;
                return this.errorf(`expected unsigned integer; found ${nodeString(n)}`);
            case 'float64':
                if (n.type === 'number' && n.isFloat)
                    return n.float;
                return this.errorf(`expected float; found ${nodeString(n)}`);
            case 'any':
            case 'value':
            case undefined:
                if (n.type === 'bool')
                    return n.value;
                if (n.type === 'number')
                    return this.idealConstant(n);
                return n.text;
        }
        this.errorf(`can't handle ${nodeString(n)} for arg of type ${functions/* GO_PARAM_TYPE */.o[type]}`);
    }
}

;// CONCATENATED MODULE: ./.build/render/template/builtins.js




function basicKind(v) {
    if (typeof v === 'boolean')
        return 'bool';
    if ((0,template_values/* asInteger */.JU)(v) !== undefined)
        return 'int';
    if (typeof v === 'number')
        return 'float';
    if (typeof v === 'string')
        return 'string';
    return 'invalid';
}
const isZero = (v) => v === undefined || v === null;
function eq(arg1, rest) {
    if (rest.length === 0)
        throw new FunctionError('missing argument for comparison');
    const k1 = basicKind(arg1);
    for (const arg of rest) {
        const k2 = basicKind(arg);
        if (k1 !== k2) {
            if (!isZero(arg1) && !isZero(arg))
                throw new FunctionError('incompatible types for comparison');
            continue;
        }
        if (k1 === 'invalid') {
            if (isZero(arg1) || isZero(arg)) {
                if (isZero(arg1) === isZero(arg))
                    return true;
                continue;
            }
            if ((0,template_values/* kindName */.Ep)(arg1) !== (0,template_values/* kindName */.Ep)(arg))
                throw new FunctionError(`non-comparable types ${(0,template_format/* sprintf */.nv)('%s', [arg1])}: ${(0,template_values/* goTypeName */.O4)(arg1)}, ${(0,template_values/* goTypeName */.O4)(arg)}: ${(0,template_format/* sprint */.vV)([arg])}`);
            // Pointers compare by identity; slices and maps cannot be compared.
            if (arg1 instanceof template_values/* GoObject */.MV) {
                if (arg1 === arg)
                    return true;
                continue;
            }
            throw new FunctionError(`non-comparable type ${(0,template_format/* sprintf */.nv)('%s', [arg])}: ${(0,template_values/* goTypeName */.O4)(arg)}`);
        }
        if (k1 === 'int' ? (0,template_values/* asInteger */.JU)(arg1) === (0,template_values/* asInteger */.JU)(arg) : arg1 === arg)
            return true;
    }
    return false;
}
function lt(arg1, arg2) {
    const k1 = basicKind(arg1);
    const k2 = basicKind(arg2);
    if (k1 === 'invalid' || k2 === 'invalid')
        throw new FunctionError('invalid type for comparison');
    if (k1 !== k2)
        throw new FunctionError('incompatible types for comparison');
    if (k1 === 'bool')
        throw new FunctionError('invalid type for comparison');
    if (k1 === 'string')
        return Buffer.compare(Buffer.from(arg1), Buffer.from(arg2)) < 0;
    if (k1 === 'int')
        return (0,template_values/* asInteger */.JU)(arg1) < (0,template_values/* asInteger */.JU)(arg2);
    return arg1 < arg2;
}
function indexArg(indexValue, cap) {
    const index = (0,template_values/* asInteger */.JU)(indexValue);
    if (index === undefined) {
        if (isZero(indexValue))
            throw new FunctionError('cannot index slice/array with nil');
        throw new FunctionError(`cannot index slice/array with type ${(0,template_values/* goTypeName */.O4)(indexValue)}`);
    }
    if (index < 0n || index > BigInt(cap))
        throw new FunctionError(`index out of range: ${index}`);
    return Number(index);
}
function index(item, indexes) {
    let current = item;
    if (isZero(current))
        throw new FunctionError('index of untyped nil');
    for (const i of indexes) {
        if (typeof current === 'string') {
            const bytes = Buffer.from(current);
            const x = indexArg(i, bytes.length);
            if (x === bytes.length)
                throw new FunctionError(`index out of range: ${x}`);
            // Go yields the byte (uint8); printed as a number.
            current = BigInt(bytes[x]);
        }
        else if (current instanceof template_values/* GoList */.lL) {
            const x = indexArg(i, current.items.length);
            if (x === current.items.length)
                throw new FunctionError(`index out of range: ${x}`);
            current = current.items[x];
        }
        else if (current instanceof template_values/* GoMap */.tn) {
            if (isZero(i))
                throw new FunctionError('value is nil; should be of type string');
            if (typeof i !== 'string')
                throw new FunctionError(`value has type ${(0,template_values/* goTypeName */.O4)(i)}; should be string`);
            current = current.entries.has(i) ? current.entries.get(i) : zeroOf(current.elem);
        }
        else {
            // index looks through pointers: a *semver.Version is reported as its struct type.
            throw new FunctionError(`can't index item of type ${(0,template_values/* goTypeName */.O4)(current).replace(/^\*/, '')}`);
        }
    }
    return current;
}
/** The zero value of a map's element type, which `index` returns for a missing key. */
function zeroOf(elem) {
    return elem === 'string' ? '' : elem === 'int' ? 0n : null;
}
function slice(item, indexes) {
    if (isZero(item))
        throw new FunctionError('slice of untyped nil');
    if (indexes.length > 3)
        throw new FunctionError(`too many slice indexes: ${indexes.length}`);
    let length;
    if (typeof item === 'string') {
        if (indexes.length === 3)
            throw new FunctionError('cannot 3-index slice a string');
        length = Buffer.byteLength(item);
    }
    else if (item instanceof template_values/* GoList */.lL) {
        length = item.items.length;
    }
    else {
        throw new FunctionError(`can't slice item of type ${(0,template_values/* goTypeName */.O4)(item)}`);
    }
    const idx = [0, length];
    indexes.forEach((x, i) => {
        idx[i] = indexArg(x, length);
    });
    const [from, to] = idx;
    if (from > to)
        throw new FunctionError(`invalid slice index: ${from} > ${to}`);
    if (typeof item === 'string')
        return Buffer.from(item).subarray(from, to).toString();
    return new template_values/* GoList */.lL(item.items.slice(from, to), item.elem);
}
function builtins_length(item) {
    if (item === null)
        throw new FunctionError('len of nil pointer');
    if (typeof item === 'string')
        return BigInt(Buffer.byteLength(item));
    if (item instanceof template_values/* GoList */.lL)
        return BigInt(item.items.length);
    if (item instanceof template_values/* GoMap */.tn)
        return BigInt(item.entries.size);
    if (item === undefined)
        throw new FunctionError('reflect: call of reflect.Value.Type on zero Value');
    // len looks through pointers: a *semver.Version is reported as its struct type.
    throw new FunctionError(`len of type ${(0,template_values/* goTypeName */.O4)(item).replace(/^\*/, '')}`);
}
/** evalArgs: one string argument as is, anything else through fmt.Sprint. */
function evalArgs(args) {
    if (args.length === 1 && typeof args[0] === 'string')
        return args[0];
    return (0,template_format/* sprint */.vV)(args);
}
function htmlEscape(s) {
    return s.replace(/[\0"'&<>]/g, (c) => c === '\0'
        ? '\ufffd'
        : c === '"'
            ? '&#34;'
            : c === "'"
                ? '&#39;'
                : c === '&'
                    ? '&amp;'
                    : c === '<'
                        ? '&lt;'
                        : '&gt;');
}
function jsEscape(s) {
    let out = '';
    for (const ch of s) {
        const code = ch.codePointAt(0);
        if (ch === '\\')
            out += '\\\\';
        else if (ch === "'")
            out += "\\'";
        else if (ch === '"')
            out += '\\"';
        else if (ch === '<')
            out += '\\u003C';
        else if (ch === '>')
            out += '\\u003E';
        else if (ch === '&')
            out += '\\u0026';
        else if (ch === '=')
            out += '\\u003D';
        else if (code < 0x20 || code === 0x7f || (code >= 0x80 && !/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch)))
            out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
        else
            out += ch;
    }
    return out;
}
function queryEscape(s) {
    let out = '';
    for (const byte of Buffer.from(s)) {
        const c = String.fromCharCode(byte);
        if (/[A-Za-z0-9\-_.~]/.test(c))
            out += c;
        else if (c === ' ')
            out += '+';
        else
            out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return out;
}
/** printableValue: a nil argument prints as <no value> here, a Stringer through String(). */
function printableArgs(args) {
    return args.map((a) => a instanceof template_values/* GoObject */.MV ? a.toString() : a === null || a === undefined ? '<no value>' : a);
}
const BUILTINS = new Map([
    ['and', (0,functions.fn)(['value'], () => undefined, 'value')],
    ['or', (0,functions.fn)(['value'], () => undefined, 'value')],
    ['not', (0,functions.fn)(['value'], ([a]) => !(0,template_values/* isTrue */.Hn)(a))],
    [
        'call',
        (0,functions.fn)(['value'], ([f]) => {
            if (isZero(f))
                throw new FunctionError('call of nil');
            throw new FunctionError(`non-function of type ${(0,template_values/* goTypeName */.O4)(f)}`);
        }, 'value'),
    ],
    ['html', (0,functions.fn)([], (args) => htmlEscape(evalArgs(printableArgs(args))), 'any')],
    ['js', (0,functions.fn)([], (args) => jsEscape(evalArgs(printableArgs(args))), 'any')],
    ['urlquery', (0,functions.fn)([], (args) => queryEscape(evalArgs(printableArgs(args))), 'any')],
    ['index', (0,functions.fn)(['value'], ([item, ...rest]) => index(item, rest), 'value')],
    ['slice', (0,functions.fn)(['value'], ([item, ...rest]) => slice(item, rest), 'value')],
    ['len', (0,functions.fn)(['value'], ([item]) => builtins_length(item))],
    ['print', (0,functions.fn)([], (args) => (0,template_format/* sprint */.vV)(args), 'any')],
    ['printf', (0,functions.fn)(['string'], ([format, ...rest]) => (0,template_format/* sprintf */.nv)(format, rest), 'any')],
    ['println', (0,functions.fn)([], (args) => (0,template_format/* sprintln */.lJ)(args), 'any')],
    ['eq', (0,functions.fn)(['value'], ([a, ...rest]) => eq(a, rest), 'value')],
    ['ne', (0,functions.fn)(['value', 'value'], ([a, b]) => !eq(a, [b]))],
    ['lt', (0,functions.fn)(['value', 'value'], ([a, b]) => lt(a, b))],
    ['le', (0,functions.fn)(['value', 'value'], ([a, b]) => lt(a, b) || eq(a, [b]))],
    ['gt', (0,functions.fn)(['value', 'value'], ([a, b]) => !(lt(a, b) || eq(a, [b])))],
    ['ge', (0,functions.fn)(['value', 'value'], ([a, b]) => !lt(a, b))],
]);

;// CONCATENATED MODULE: ./.build/render/functions/convert.js



/** sprig's strval: strings as they are, Stringers through String(), anything else as fmt %v. */
function strval(v) {
    if (typeof v === 'string')
        return v;
    if (v instanceof template_values/* GoObject */.MV)
        return v.toString();
    if (v === undefined || v === null)
        return '<nil>';
    return (0,template_format/* formatValue */.Fl)(v);
}
/** sprig's strslice: a list as strings (nil elements dropped), nil as empty, anything else as one item. */
function strslice(v) {
    if (v instanceof template_values/* GoList */.lL)
        return v.items.filter((item) => item !== null && item !== undefined).map(strval);
    if (v === null || v === undefined)
        return [];
    return [strval(v)];
}
/** cast v1.5 trimZeroDecimal: "5.00" -> "5", "5.50" unchanged. */
function trimZeroDecimal(s) {
    let foundZero = false;
    for (let i = s.length; i > 0; i--) {
        const c = s[i - 1];
        if (c === '.') {
            if (foundZero)
                return s.slice(0, i - 1);
        }
        else if (c === '0')
            foundZero = true;
        else
            return s;
    }
    return s;
}
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** cast.ToInt64 (errors become 0, as sprig ignores them). */
function toInt64(v) {
    const integer = (0,template_values/* asInteger */.JU)(v);
    if (integer !== undefined)
        return integer;
    if (typeof v === 'number')
        return Number.isFinite(v) ? BigInt.asIntN(64, BigInt(Math.trunc(v))) : INT64_MIN;
    if (typeof v === 'boolean')
        return v ? 1n : 0n;
    if (typeof v === 'string') {
        const parsed = (0,numbers/* parseGoInteger */.A)(trimZeroDecimal(v));
        if (parsed === undefined || parsed < INT64_MIN || parsed > INT64_MAX)
            return 0n;
        return parsed;
    }
    return 0n;
}
/** cast.ToFloat64 (errors become 0). */
function toFloat64(v) {
    if (typeof v === 'number')
        return v;
    if ((0,template_values/* asInteger */.JU)(v) !== undefined)
        return Number((0,template_values/* asInteger */.JU)(v));
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string') {
        // strconv.ParseFloat: Go-syntax underscores between digits, inf/infinity/nan in any case.
        if (/^[+-]?(inf|infinity)$/i.test(v))
            return v.startsWith('-') ? -Infinity : Infinity;
        if (/^nan$/i.test(v))
            return Number.NaN;
        const text = /(^|[^0-9])_|_($|[^0-9])/.test(v) ? '' : v.replaceAll('_', '');
        const f = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
        return Number.isNaN(f) ? 0 : f;
    }
    return 0;
}
/** Go's int64 arithmetic wraps around. */
function wrap64(n) {
    return BigInt.asIntN(64, n);
}

;// CONCATENATED MODULE: ./.build/render/functions/collections.js






/** sprig's defaults, list and dict functions (defaults.go, list.go, dict.go). */
/**
 * The list a sprig list function works on. sprig panics on anything else, with `message(kind)`; for nil its
 * reflect.TypeOf(nil).Kind() itself panics with a nil dereference. Go reports both as "error calling".
 */
function listArg(v, message) {
    if (v instanceof template_values/* GoList */.lL)
        return v.items;
    if (v === null || v === undefined)
        throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
    throw new FunctionError(message((0,template_values/* kindName */.Ep)(v)));
}
const find = (name) => (kind) => `Cannot find ${name} on type ${kind}`;
/** reflect.DeepEqual for template values. */
function deepEqual(a, b) {
    if (a instanceof template_values/* GoList */.lL && b instanceof template_values/* GoList */.lL)
        return (a.elem === b.elem &&
            a.items.length === b.items.length &&
            a.items.every((x, i) => deepEqual(x, b.items[i])));
    if (a instanceof template_values/* GoMap */.tn && b instanceof template_values/* GoMap */.tn)
        return (a.elem === b.elem &&
            a.entries.size === b.entries.size &&
            [...a.entries].every(([k, v]) => b.entries.has(k) && deepEqual(v, b.entries.get(k))));
    if (a instanceof template_values/* GoInt64 */.WR && b instanceof template_values/* GoInt64 */.WR)
        return a.value === b.value;
    return a === b || (isNilish(a) && isNilish(b));
}
const isNilish = (v) => v === null || v === undefined;
function until(count) {
    return untilStep(0n, count, count < 0n ? -1n : 1n);
}
function untilStep(start, stop, step) {
    const items = [];
    if (step !== 0n && (stop - start) / step > 0n)
        checkSequenceSize('a list', (stop - start) / step);
    if (stop < start) {
        if (step >= 0n)
            return new template_values/* GoList */.lL(items, 'int');
        for (let i = start; i > stop; i += step)
            items.push(i);
        return new template_values/* GoList */.lL(items, 'int');
    }
    if (step <= 0n)
        return new template_values/* GoList */.lL(items, 'int');
    for (let i = start; i < stop; i += step)
        items.push(i);
    return new template_values/* GoList */.lL(items, 'int');
}
function seq(params) {
    const join = (l) => l.items.map((x) => (0,template_format/* formatValue */.Fl)(x)).join(' ');
    if (params.length === 1) {
        const end = params[0];
        const inc = end < 1n ? -1n : 1n;
        return join(untilStep(1n, end + inc, inc));
    }
    if (params.length === 2) {
        const [start, end] = params;
        const inc = end < start ? -1n : 1n;
        return join(untilStep(start, end + inc, inc));
    }
    if (params.length === 3) {
        const [start, step, end] = params;
        if (end < start) {
            if (step >= 0n)
                return '';
            return join(untilStep(start, end - 1n, step));
        }
        if (step <= 0n)
            return '';
        return join(untilStep(start, end + 1n, step));
    }
    return '';
}
function dict(args) {
    const entries = new Map();
    for (let i = 0; i < args.length; i += 2) {
        const key = strval(args[i]);
        entries.set(key, i + 1 >= args.length ? '' : args[i + 1]);
    }
    return new template_values/* GoMap */.tn(entries);
}
function requireMap(v) {
    if (v instanceof template_values/* GoMap */.tn)
        return v;
    return new template_values/* GoMap */.tn(new Map());
}
const COLLECTION_FUNCTIONS = [
    [
        'default',
        (0,functions.fn)(['any'], ([d, ...given]) => (given.length === 0 || (0,template_values/* isEmpty */.Im)(given[0]) ? d : given[0]), 'any'),
    ],
    ['empty', (0,functions.fn)(['any'], ([v]) => (0,template_values/* isEmpty */.Im)(v))],
    ['coalesce', (0,functions.fn)([], (args) => args.find((v) => !(0,template_values/* isEmpty */.Im)(v)) ?? null, 'any')],
    ['all', (0,functions.fn)([], (args) => args.every((v) => !(0,template_values/* isEmpty */.Im)(v)), 'any')],
    ['any', (0,functions.fn)([], (args) => args.some((v) => !(0,template_values/* isEmpty */.Im)(v)), 'any')],
    ['ternary', (0,functions.fn)(['any', 'any', 'bool'], ([t, f, cond]) => (cond ? t : f))],
    ['list', (0,functions.fn)([], (args) => new template_values/* GoList */.lL(args), 'any')],
    ['tuple', (0,functions.fn)([], (args) => new template_values/* GoList */.lL(args), 'any')],
    ['first', (0,functions.fn)(['any'], ([l]) => listArg(l, find('first'))[0] ?? null)],
    ['last', (0,functions.fn)(['any'], ([l]) => listArg(l, find('last')).at(-1) ?? null)],
    ['rest', (0,functions.fn)(['any'], ([l]) => new template_values/* GoList */.lL(listArg(l, find('rest')).slice(1)))],
    ['initial', (0,functions.fn)(['any'], ([l]) => new template_values/* GoList */.lL(listArg(l, find('initial')).slice(0, -1)))],
    ['reverse', (0,functions.fn)(['any'], ([l]) => new template_values/* GoList */.lL([...listArg(l, find('reverse'))].reverse()))],
    [
        'uniq',
        (0,functions.fn)(['any'], ([l]) => {
            const out = [];
            for (const item of listArg(l, find('uniq')))
                if (!out.some((x) => deepEqual(x, item)))
                    out.push(item);
            return new template_values/* GoList */.lL(out);
        }),
    ],
    [
        'compact',
        (0,functions.fn)(['any'], ([l]) => new template_values/* GoList */.lL(listArg(l, (k) => `Cannot compact on type ${k}`).filter((x) => !(0,template_values/* isEmpty */.Im)(x)))),
    ],
    [
        'append',
        (0,functions.fn)(['any', 'any'], ([l, v]) => new template_values/* GoList */.lL([...listArg(l, (k) => `Cannot push on type ${k}`), v])),
    ],
    ['push', (0,functions.fn)(['any', 'any'], ([l, v]) => new template_values/* GoList */.lL([...listArg(l, (k) => `Cannot push on type ${k}`), v]))],
    [
        'prepend',
        (0,functions.fn)(['any', 'any'], ([l, v]) => new template_values/* GoList */.lL([v, ...listArg(l, (k) => `Cannot prepend on type ${k}`)])),
    ],
    [
        'has',
        (0,functions.fn)(['any', 'any'], ([needle, l]) => l === null ? false : listArg(l, find('has')).some((x) => deepEqual(x, needle))),
    ],
    [
        'without',
        (0,functions.fn)(['any'], ([l, ...omit]) => new template_values/* GoList */.lL(listArg(l, find('without')).filter((x) => !omit.some((o) => deepEqual(o, x)))), 'any'),
    ],
    [
        'concat',
        (0,functions.fn)([], (lists) => new template_values/* GoList */.lL(lists.flatMap((l) => listArg(l, (k) => `Cannot concat type ${k} as list`))), 'any'),
    ],
    ['until', (0,functions.fn)(['int'], ([count]) => until(count))],
    ['untilStep', (0,functions.fn)(['int', 'int', 'int'], ([a, b, c]) => untilStep(a, b, c))],
    ['seq', (0,functions.fn)([], (params) => seq(params), 'int')],
    ['dict', (0,functions.fn)([], (args) => dict(args), 'any')],
    [
        'get',
        (0,functions.fn)(['map', 'string'], ([d, key]) => requireMap(d).entries.has(key) ? requireMap(d).entries.get(key) : ''),
    ],
    [
        'set',
        (0,functions.fn)(['map', 'string', 'any'], ([d, key, value]) => {
            requireMap(d).entries.set(key, value);
            return d;
        }),
    ],
    [
        'unset',
        (0,functions.fn)(['map', 'string'], ([d, key]) => {
            requireMap(d).entries.delete(key);
            return d;
        }),
    ],
    ['hasKey', (0,functions.fn)(['map', 'string'], ([d, key]) => requireMap(d).entries.has(key))],
    [
        'keys',
        (0,functions.fn)([], (dicts) => new template_values/* GoList */.lL(dicts.flatMap((d) => [...requireMap(d).entries.keys()]), 'string'), 'map'),
    ],
    ['values', (0,functions.fn)(['map'], ([d]) => new template_values/* GoList */.lL([...requireMap(d).entries.values()]))],
    [
        'pluck',
        (0,functions.fn)(['string'], ([key, ...dicts]) => new template_values/* GoList */.lL(dicts
            .filter((d) => requireMap(d).entries.has(key))
            .map((d) => requireMap(d).entries.get(key))), 'map'),
    ],
    [
        'pick',
        (0,functions.fn)(['map'], ([d, ...keys]) => new template_values/* GoMap */.tn(new Map([...requireMap(d).entries].filter(([k]) => keys.includes(k)))), 'string'),
    ],
    [
        'omit',
        (0,functions.fn)(['map'], ([d, ...keys]) => new template_values/* GoMap */.tn(new Map([...requireMap(d).entries].filter(([k]) => !keys.includes(k)))), 'string'),
    ],
    ['int', (0,functions.fn)(['any'], ([v]) => toInt64(v))],
    ['int64', (0,functions.fn)(['any'], ([v]) => new template_values/* GoInt64 */.WR(toInt64(v)))],
];

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/render/functions/extras.js









/** decimal.NewFromFloat: the shortest decimal that reads back as the float. */
function decimalFromFloat(f) {
    if (!Number.isFinite(f))
        throw new FunctionError(`Cannot create a Decimal from ${f}`);
    const [mantissa, exponent] = f.toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const fraction = mantissa.includes('.') ? mantissa.split('.')[1].length : 0;
    return { coef: BigInt(digits), exp: Number(exponent) - fraction };
}
function align(a, b) {
    const exp = Math.min(a.exp, b.exp);
    return [a.coef * 10n ** BigInt(a.exp - exp), b.coef * 10n ** BigInt(b.exp - exp), exp];
}
const DIVISION_PRECISION = 16;
function decimalOp(op, a, b) {
    if (op === 'mul')
        return { coef: a.coef * b.coef, exp: a.exp + b.exp };
    const [x, y, exp] = align(a, b);
    if (op === 'add')
        return { coef: x + y, exp };
    if (op === 'sub')
        return { coef: x - y, exp };
    if (y === 0n)
        throw new FunctionError('decimal division by 0');
    // DivRound(d2, 16): the quotient at 16 decimals, rounded half away from zero.
    const scaled = x * 10n ** BigInt(DIVISION_PRECISION);
    let q = scaled / y;
    const r = scaled % y;
    const abs = (n) => (n < 0n ? -n : n);
    if (2n * abs(r) >= abs(y))
        q += x < 0n !== y < 0n ? -1n : 1n;
    return { coef: q, exp: -DIVISION_PRECISION };
}
function decimalToFloat(d) {
    return Number(`${d.coef}e${d.exp}`);
}
function decimalFold(op, first, rest) {
    let acc = decimalFromFloat(toFloat64(first));
    for (const v of rest)
        acc = decimalOp(op, acc, decimalFromFloat(toFloat64(v)));
    return decimalToFloat(acc);
}
/** sprig's round: to `places` decimals, rounding up from `roundOn` (default .5) of the next digit. */
function sprigRound(value, places, roundOn = 0.5) {
    const pow = 10 ** Number(places);
    const digit = pow * toFloat64(value);
    const fraction = digit - Math.trunc(digit);
    return (fraction >= roundOn ? Math.ceil(digit) : Math.floor(digit)) / pow;
}
/** json.MarshalIndent(v, "", "  ") of what toJson writes compactly. */
function prettyJson(compact) {
    if (compact === '')
        return '';
    return JSON.stringify(JSON.parse(compact), null, 2).replace(/[\u2028\u2029<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const unescapeHtml = (json) => json
    .replace(/\\u0026/g, '&')
    .replace(/\\u003c/g, '<')
    .replace(/\\u003e/g, '>');
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Encode(text) {
    const bytes = Buffer.from(text);
    let bits = '';
    for (const b of bytes)
        bits += b.toString(2).padStart(8, '0');
    let out = '';
    for (let i = 0; i < bits.length; i += 5)
        out += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
    return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}
/** base32.StdEncoding.DecodeString; sprig returns the error text instead of failing. */
function base32Decode(text) {
    const clean = text.replace(/[\r\n]/g, '');
    const bad = [...clean.replace(/=+$/, '')].findIndex((c) => !BASE32.includes(c));
    if (bad >= 0 || clean.length % 8 !== 0)
        return `illegal base32 data at input byte ${bad >= 0 ? bad : clean.length - (clean.length % 8)}`;
    let bits = '';
    for (const c of clean.replace(/=+$/, ''))
        bits += BASE32.indexOf(c).toString(2).padStart(5, '0');
    const bytes = [];
    for (let i = 0; i + 8 <= bits.length; i += 8)
        bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
    return Buffer.from(bytes).toString();
}
function randomString(count, alphabet) {
    checkSequenceSize('a random string length', count);
    let out = '';
    for (let i = 0n; i < count; i++)
        out += alphabet[(0,external_node_crypto_.randomInt)(alphabet.length)];
    return out;
}
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ASCII = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');
/** Go's %T. */
const typeOf = (v) => (0,template_values/* goTypeName */.O4)(v);
/** mergo's isEmptyValue for template values. */
const isEmptyValue = (v) => v === null ||
    v === undefined ||
    v === '' ||
    v === 0n ||
    (v instanceof template_values/* GoInt64 */.WR && v.value === 0n) ||
    v === 0 ||
    v === false ||
    (v instanceof template_values/* GoMap */.tn && v.entries.size === 0) ||
    (v instanceof template_values/* GoList */.lL && v.items.length === 0);
/**
 * mergo.Merge (overwrite false) / MergeWithOverwrite of a source dict into `dst`, in place as mergo does
 * (as the Go oracle shows): a dict merges into a non-empty dict recursively and never replaces another
 * non-empty value; a list replaces when overwriting or when the slot is empty; nil is copied only when
 * overwriting; other values replace when overwriting or when the slot is empty.
 */
function mergeInto(dst, src, overwrite) {
    for (const [key, value] of src.entries) {
        const current = dst.entries.get(key);
        const slotEmpty = current === undefined || isEmptyValue(current);
        if (value === null || value === undefined) {
            if (overwrite)
                dst.entries.set(key, null);
        }
        else if (value instanceof template_values/* GoMap */.tn) {
            if (current instanceof template_values/* GoMap */.tn && !slotEmpty)
                mergeInto(current, value, overwrite);
            else if (slotEmpty)
                dst.entries.set(key, value);
        }
        else if (overwrite || slotEmpty) {
            dst.entries.set(key, value);
        }
    }
}
function mergeDicts(args, overwrite) {
    const [dst, ...srcs] = args;
    const target = dst ?? new template_values/* GoMap */.tn(new Map());
    for (const src of srcs)
        if (src)
            mergeInto(target, src, overwrite);
    return target;
}
/** How a failed Go type assertion names the value it found. */
const assertedType = (v) => `interface {} is ${v === null || v === undefined ? 'nil' : (0,template_values/* goTypeName */.O4)(v)}`;
/** sprig's dig: the value at a path of keys in nested dicts, or the default. */
function dig(args) {
    if (args.length < 3)
        throw new FunctionError('dig needs at least three arguments');
    let current = args.at(-1);
    const fallback = args.at(-2);
    const keys = args.slice(0, -2);
    for (const [i, key] of keys.entries()) {
        if (!(current instanceof template_values/* GoMap */.tn))
            throw new FunctionError(`interface conversion: ${assertedType(current)}, not map[string]interface {}`);
        if (typeof key !== 'string')
            throw new FunctionError(`interface conversion: ${assertedType(key)}, not string`);
        if (!current.entries.has(key))
            return fallback;
        current = current.entries.get(key);
        if (i === keys.length - 1)
            return current;
    }
    return current;
}
/** sprig's chunk: the list cut into lists of `size`. */
function chunk(size, list) {
    if (!(list instanceof template_values/* GoList */.lL)) {
        if (list === null || list === undefined)
            throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
        throw new FunctionError(`Cannot chunk type ${(0,template_values/* kindName */.Ep)(list)}`);
    }
    const n = Number(size);
    const out = [];
    for (let i = 0; i < list.items.length; i += n)
        out.push(new template_values/* GoList */.lL(list.items.slice(i, i + n)));
    return new template_values/* GoList */.lL(out, '[]interface {}');
}
/** reflect-based deep copy (copystructure) of lists and dicts. */
function deepCopy(v) {
    if (v instanceof template_values/* GoList */.lL)
        return new template_values/* GoList */.lL(v.items.map(deepCopy), v.elem);
    if (v instanceof template_values/* GoMap */.tn)
        return new template_values/* GoMap */.tn(new Map([...v.entries].map(([k, x]) => [k, deepCopy(x)])), v.elem);
    return v;
}
const EXTRA_FUNCTIONS = [
    ['merge', (0,functions.fn)(['map'], (args) => mergeDicts(args, false), 'map')],
    ['mustMerge', (0,functions.fn)(['map'], (args) => mergeDicts(args, false), 'map')],
    ['mergeOverwrite', (0,functions.fn)(['map'], (args) => mergeDicts(args, true), 'map')],
    ['mustMergeOverwrite', (0,functions.fn)(['map'], (args) => mergeDicts(args, true), 'map')],
    ['dig', (0,functions.fn)([], (args) => dig(args), 'any')],
    ['chunk', (0,functions.fn)(['int', 'any'], ([size, list]) => chunk(size, list))],
    ['mustChunk', (0,functions.fn)(['int', 'any'], ([size, list]) => chunk(size, list))],
    ['deepCopy', (0,functions.fn)(['any'], ([v]) => deepCopy(v))],
    ['mustDeepCopy', (0,functions.fn)(['any'], ([v]) => deepCopy(v))],
    ['add1f', (0,functions.fn)(['any'], ([i]) => decimalFold('add', i, [1n]))],
    ['addf', (0,functions.fn)([], (args) => decimalFold('add', 0, args), 'any')],
    ['subf', (0,functions.fn)(['any'], ([a, ...rest]) => decimalFold('sub', a, rest), 'any')],
    ['mulf', (0,functions.fn)(['any'], ([a, ...rest]) => decimalFold('mul', a, rest), 'any')],
    ['divf', (0,functions.fn)(['any'], ([a, ...rest]) => decimalFold('div', a, rest), 'any')],
    [
        'maxf',
        (0,functions.fn)(['any'], ([a, ...rest]) => rest.map(toFloat64).reduce((x, y) => Math.max(x, y), toFloat64(a)), 'any'),
    ],
    [
        'minf',
        (0,functions.fn)(['any'], ([a, ...rest]) => rest.map(toFloat64).reduce((x, y) => Math.min(x, y), toFloat64(a)), 'any'),
    ],
    [
        'round',
        (0,functions.fn)(['any', 'int'], ([a, p, ...opt]) => sprigRound(a, p, opt.length ? opt[0] : undefined), 'float64'),
    ],
    ['toPrettyJson', (0,functions.fn)(['any'], ([v]) => prettyJson((0,encoding/* toJson */.aB)(v)))],
    ['mustToJson', (0,functions.fn)(['any'], ([v]) => (0,encoding/* toJson */.aB)(v))],
    ['mustToPrettyJson', (0,functions.fn)(['any'], ([v]) => prettyJson((0,encoding/* toJson */.aB)(v)))],
    ['mustToRawJson', (0,functions.fn)(['any'], ([v]) => unescapeHtml((0,encoding/* toJson */.aB)(v)))],
    [
        'mustFromJson',
        (0,functions.fn)(['string'], ([text]) => {
            try {
                return (0,encoding/* fromData */.Bw)(JSON.parse(text));
            }
            catch (error) {
                throw new FunctionError((0,encoding/* jsonErrorMessage */.Y_)(text, error));
            }
        }),
    ],
    ['b32enc', (0,functions.fn)(['string'], ([s]) => base32Encode(s))],
    ['b32dec', (0,functions.fn)(['string'], ([s]) => base32Decode(s))],
    ['deepEqual', (0,functions.fn)(['any', 'any'], ([a, b]) => deepEqual(a, b))],
    ['typeOf', (0,functions.fn)(['any'], ([v]) => typeOf(v))],
    ['typeIs', (0,functions.fn)(['string', 'any'], ([target, v]) => target === typeOf(v))],
    ['typeIsLike', (0,functions.fn)(['string', 'any'], ([target, v]) => target === typeOf(v) || `*${target}` === typeOf(v))],
    ['kindOf', (0,functions.fn)(['any'], ([v]) => (v === null ? 'invalid' : (0,template_values/* kindName */.Ep)(v)))],
    ['kindIs', (0,functions.fn)(['string', 'any'], ([target, v]) => target === (v === null ? 'invalid' : (0,template_values/* kindName */.Ep)(v)))],
    ['regexQuoteMeta', (0,functions.fn)(['string'], ([s]) => s.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&'))],
    ['randAlphaNum', (0,functions.fn)(['int'], ([n]) => randomString(n, LETTERS + DIGITS))],
    ['randAlpha', (0,functions.fn)(['int'], ([n]) => randomString(n, LETTERS))],
    ['randNumeric', (0,functions.fn)(['int'], ([n]) => randomString(n, DIGITS))],
    ['randAscii', (0,functions.fn)(['int'], ([n]) => randomString(n, ASCII))],
    ['uuidv4', (0,functions.fn)([], () => (0,external_node_crypto_.randomUUID)())],
    ['toDecimal', (0,functions.fn)(['any'], ([v]) => decodeOctal(v))],
];
/** sprig's toDecimal: a Unix octal mode string to its decimal value (0 when it is not octal). */
function decodeOctal(v) {
    const text = (0,template_format/* sprint */.vV)([v]);
    const m = /^([+-]?)([0-7]+)$/.exec(text);
    if (!m)
        return new template_values/* GoInt64 */.WR(0n);
    const value = BigInt(`0o${m[2]}`);
    return new template_values/* GoInt64 */.WR(m[1] === '-' ? -value : value);
}

;// CONCATENATED MODULE: ./.build/render/functions/math.js





/** sprig's integer and float math (numeric.go and the math entries of functions.go). */
function divide(a, b, op) {
    if (b === 0n)
        throw new FunctionError('runtime error: integer divide by zero');
    // BigInt division truncates toward zero, as Go's does.
    return wrap64(op === 'div' ? a / b : a % b);
}
/** strconv.Atoi; sprig ignores the error and returns 0. */
function atoi(text) {
    if (!/^[+-]?[0-9]+$/.test(text))
        return 0n;
    const value = (0,numbers/* parseGoInteger */.A)(text.replace(/^([+-]?)0+(?=\d)/, '$1'));
    if (value === undefined || value < -(2n ** 63n) || value >= 2n ** 63n)
        return 0n;
    return value;
}
const ints = (args) => args.map(toInt64);
/** sprig's math returns int64, wrapping around like Go. */
const int64 = (n) => new template_values/* GoInt64 */.WR(wrap64(n));
const bigger = (x, y) => (y > x ? y : x);
const smaller = (x, y) => (y < x ? y : x);
const MATH_FUNCTIONS = [
    ['add1', (0,functions.fn)(['any'], ([i]) => int64(toInt64(i) + 1n))],
    ['add', (0,functions.fn)([], (args) => int64(ints(args).reduce((a, b) => a + b, 0n)), 'any')],
    ['sub', (0,functions.fn)(['any', 'any'], ([a, b]) => int64(toInt64(a) - toInt64(b)))],
    ['div', (0,functions.fn)(['any', 'any'], ([a, b]) => int64(divide(toInt64(a), toInt64(b), 'div')))],
    ['mod', (0,functions.fn)(['any', 'any'], ([a, b]) => int64(divide(toInt64(a), toInt64(b), 'mod')))],
    [
        'mul',
        (0,functions.fn)(['any'], ([a, ...rest]) => int64(ints(rest).reduce((x, y) => wrap64(x * y), toInt64(a))), 'any'),
    ],
    ['max', (0,functions.fn)(['any'], ([a, ...rest]) => int64(ints(rest).reduce(bigger, toInt64(a))), 'any')],
    ['biggest', (0,functions.fn)(['any'], ([a, ...rest]) => int64(ints(rest).reduce(bigger, toInt64(a))), 'any')],
    ['min', (0,functions.fn)(['any'], ([a, ...rest]) => int64(ints(rest).reduce(smaller, toInt64(a))), 'any')],
    ['atoi', (0,functions.fn)(['string'], ([a]) => atoi(a))],
    ['float64', (0,functions.fn)(['any'], ([v]) => toFloat64(v))],
    ['floor', (0,functions.fn)(['any'], ([v]) => Math.floor(toFloat64(v)))],
    ['ceil', (0,functions.fn)(['any'], ([v]) => Math.ceil(toFloat64(v)))],
];

;// CONCATENATED MODULE: ./.build/render/functions/semver.js



/**
 * Masterminds/semver v3.2: version parsing (loose: `v` prefix, missing minor/patch) and constraints
 * (`^`, `~`, `~>`, comparison operators, wildcards, hyphen ranges, `,`/space for AND, `||` for OR).
 */
const VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
class SemVersion extends template_values/* GoObject */.MV {
    major;
    minor;
    patch;
    pre;
    metadata;
    original;
    goType = '*semver.Version';
    constructor(major, minor, patch, pre, metadata, original) {
        super();
        this.major = major;
        this.minor = minor;
        this.patch = patch;
        this.pre = pre;
        this.metadata = metadata;
        this.original = original;
    }
    static parse(text) {
        const m = VERSION.exec(text);
        if (!m)
            return undefined;
        const pre = m[5] ?? '';
        // Numeric prerelease identifiers must not have leading zeros.
        if (pre.split('.').some((id) => /^0[0-9]+$/.test(id)))
            return undefined;
        const num = (s) => (s ? BigInt(s.replace('.', '')) : 0n);
        return new SemVersion(BigInt(m[1]), num(m[2]), num(m[3]), pre, m[8] ?? '', text);
    }
    toString() {
        let s = `${this.major}.${this.minor}.${this.patch}`;
        if (this.pre)
            s += `-${this.pre}`;
        if (this.metadata)
            s += `+${this.metadata}`;
        return s;
    }
    method(name) {
        const methods = {
            Major: () => this.major,
            Minor: () => this.minor,
            Patch: () => this.patch,
            Prerelease: () => this.pre,
            Metadata: () => this.metadata,
            Original: () => this.original,
            String: () => this.toString(),
        };
        return Object.hasOwn(methods, name) ? methods[name] : undefined;
    }
    compare(o) {
        for (const [a, b] of [
            [this.major, o.major],
            [this.minor, o.minor],
            [this.patch, o.patch],
        ]) {
            if (a !== b)
                return a < b ? -1 : 1;
        }
        return comparePrerelease(this.pre, o.pre);
    }
}
function comparePrerelease(a, b) {
    if (a === b)
        return 0;
    if (a === '')
        return 1;
    if (b === '')
        return -1;
    const pa = a.split('.');
    const pb = b.split('.');
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const x = pa[i];
        const y = pb[i];
        if (x === undefined)
            return -1;
        if (y === undefined)
            return 1;
        const c = compareIdentifier(x, y);
        if (c !== 0)
            return c;
    }
    return 0;
}
function compareIdentifier(a, b) {
    const an = /^[0-9]+$/.test(a);
    const bn = /^[0-9]+$/.test(b);
    if (an && bn) {
        const x = BigInt(a);
        const y = BigInt(b);
        return x === y ? 0 : x < y ? -1 : 1;
    }
    if (an)
        return -1;
    if (bn)
        return 1;
    return a === b ? 0 : a < b ? -1 : 1;
}
// The regular expressions of Masterminds/semver constraints.go, verbatim (including the stray `|` in the
// character classes): their leftmost-first alternation behaves the same in JavaScript.
const CV = 'v?([0-9|x|X|\\*]+)(\\.[0-9|x|X|\\*]+)?(\\.[0-9|x|X|\\*]+)?(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?';
const OPS = '=||!=|>|<|>=|=>|<=|=<|~|~>|\\^';
const CONSTRAINT = new RegExp(`^\\s*(${OPS})\\s*(${CV})\\s*$`);
const RANGE = new RegExp(`\\s*(${CV})\\s+-\\s+(${CV})\\s*`, 'g');
const FIND = new RegExp(`(${OPS})\\s*(${CV})`, 'g');
const VALID = new RegExp(`^(\\s*(${OPS})\\s*(${CV})\\s*)((?:\\s+|,\\s*)(${OPS})\\s*(${CV})\\s*)*$`);
const isX = (s) => s === 'x' || s === '*' || s === 'X';
function parseOne(text) {
    if (text.length === 0) {
        return {
            op: '',
            con: SemVersion.parse('0.0.0'),
            orig: text,
            dirty: true,
            minorDirty: false,
            patchDirty: false,
        };
    }
    const m = CONSTRAINT.exec(text);
    if (!m)
        throw new FunctionError(`improper constraint: ${text}`);
    const [major, minor, patch, pre] = [m[3] ?? '', m[4] ?? '', m[5] ?? '', m[6] ?? ''];
    let ver = m[2];
    let minorDirty = false;
    let patchDirty = false;
    let dirty = false;
    if (isX(major) || major === '') {
        ver = `0.0.0${pre}`;
        dirty = true;
    }
    else if (isX(minor.replace(/^\./, '')) || minor === '') {
        minorDirty = true;
        dirty = true;
        ver = `${major}.0.0${pre}`;
    }
    else if (isX(patch.replace(/^\./, '')) || patch === '') {
        dirty = true;
        patchDirty = true;
        ver = `${major}${minor}.0${pre}`;
    }
    const con = SemVersion.parse(ver);
    if (!con)
        throw new FunctionError('constraint Parser Error');
    return { op: m[1] ?? '', con, orig: m[2], dirty, minorDirty, patchDirty };
}
/** Every check but a plain `!=` refuses a prerelease version unless the constraint names one. */
const blocksPrerelease = (v, c) => v.pre !== '' && c.con.pre === '';
function tilde(v, c) {
    if (blocksPrerelease(v, c) || v.compare(c.con) < 0)
        return false;
    if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty)
        return true;
    if (v.major !== c.con.major)
        return false;
    return !(v.minor !== c.con.minor && !c.minorDirty);
}
function checkOne(v, c) {
    const con = c.con;
    switch (c.op) {
        case '':
        case '=':
            if (blocksPrerelease(v, c))
                return false;
            return c.dirty ? tilde(v, c) : v.compare(con) === 0;
        case '!=':
            if (c.dirty) {
                if (blocksPrerelease(v, c))
                    return false;
                if (con.major !== v.major)
                    return true;
                if (con.minor !== v.minor && !c.minorDirty)
                    return true;
                if (c.minorDirty)
                    return false;
                if (con.patch !== v.patch && !c.patchDirty)
                    return true;
                if (c.patchDirty) {
                    if (v.pre !== '' || con.pre !== '')
                        return comparePrerelease(v.pre, con.pre) !== 0;
                    return false;
                }
            }
            return v.compare(con) !== 0;
        case '>':
            if (blocksPrerelease(v, c))
                return false;
            if (!c.dirty)
                return v.compare(con) === 1;
            if (v.major > con.major)
                return true;
            if (v.major < con.major || c.minorDirty)
                return false;
            if (c.patchDirty)
                return v.minor > con.minor;
            return v.compare(con) === 1;
        case '<':
            return !blocksPrerelease(v, c) && v.compare(con) < 0;
        case '>=':
        case '=>':
            return !blocksPrerelease(v, c) && v.compare(con) >= 0;
        case '<=':
        case '=<':
            if (blocksPrerelease(v, c))
                return false;
            if (!c.dirty)
                return v.compare(con) <= 0;
            if (v.major > con.major)
                return false;
            return !(v.major === con.major && v.minor > con.minor && !c.minorDirty);
        case '~':
        case '~>':
            return tilde(v, c);
        case '^':
            if (blocksPrerelease(v, c) || v.compare(con) < 0)
                return false;
            if (con.major > 0n || c.minorDirty)
                return v.major === con.major;
            if (v.major > 0n)
                return false;
            if (con.minor > 0n || c.patchDirty)
                return v.minor === con.minor;
            if (v.minor > 0n)
                return false;
            return con.patch === v.patch;
    }
    return false;
}
/** semver.NewConstraint: hyphen ranges rewritten, `||` alternatives of conditions that must all hold. */
function parseConstraint(text) {
    const rewritten = text.replace(RANGE, (_all, from, ...rest) => `>= ${from}, <= ${rest[9]}`);
    const groups = rewritten.split('||').map((alternative) => {
        if (!VALID.test(alternative))
            throw new FunctionError(`improper constraint: ${alternative}`);
        const found = [...alternative.matchAll(FIND)].map((m) => m[0]);
        return (found.length > 0 ? found : [alternative]).map(parseOne);
    });
    return { check: (v) => groups.some((group) => group.every((c) => checkOne(v, c))) };
}
/** sealos's semverCompare: an invalid constraint is an error, an invalid version is simply false. */
function semverCompare(constraint, version) {
    const c = parseConstraint(constraint);
    const v = SemVersion.parse(version);
    if (!v)
        return false;
    return c.check(v);
}
const SEMVER_FUNCTIONS = [
    ['semverCompare', (0,functions.fn)(['string', 'string'], ([c, v]) => semverCompare(c, v))],
    [
        'semver',
        (0,functions.fn)(['string'], ([text]) => {
            const v = SemVersion.parse(text);
            if (!v)
                throw new FunctionError('Invalid Semantic Version');
            return v;
        }),
    ],
];

;// CONCATENATED MODULE: ./.build/render/functions/strings.js






/** sprig's string functions (strings.go and the string entries of functions.go). */
const s = (v) => v;
const n = (v) => Number(v);
function goTrimSpace(text) {
    return text
        .replace(/^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u, '')
        .replace(/[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u, '');
}
/** strings.Trim(text, cutset). */
function goTrim(text, cutset) {
    const cut = new Set([...cutset]);
    const chars = [...text];
    let start = 0;
    let end = chars.length;
    while (start < end && cut.has(chars[start]))
        start++;
    while (end > start && cut.has(chars[end - 1]))
        end--;
    return chars.slice(start, end).join('');
}
/** strings.Title: upper-cases the first letter of every word. */
function title(text) {
    let prev = ' ';
    let out = '';
    for (const ch of text) {
        const separator = /[A-Za-z0-9_]/.test(prev)
            ? false
            : /^[\p{L}\p{N}]$/u.test(prev)
                ? false
                : /^\s$/u.test(prev) || prev.charCodeAt(0) < 0x80;
        out += separator ? ch.toUpperCase() : ch;
        prev = ch;
    }
    return out;
}
function untitle(text) {
    let prev = ' ';
    let out = '';
    for (const ch of text) {
        out += /\s/u.test(prev) ? ch.toLowerCase() : ch;
        prev = ch;
    }
    return out;
}
/** strings.Replace(src, old, new, -1); an empty `old` inserts between every rune, as in Go. */
function goReplaceAll(src, old, replacement) {
    if (old === '')
        return [...src].map((c) => replacement + c).join('') + replacement;
    return src.split(old).join(replacement);
}
/** strings.Split; an empty separator splits into runes. */
function goSplit(text, sep) {
    if (sep === '')
        return [...text];
    return text.split(sep);
}
function goSplitN(text, sep, count) {
    if (count === 0)
        return [];
    const parts = goSplit(text, sep);
    if (count < 0 || parts.length <= count)
        return parts;
    return [...parts.slice(0, count - 1), parts.slice(count - 1).join(sep)];
}
function indexedMap(parts) {
    return new template_values/* GoMap */.tn(new Map(parts.map((part, i) => [`_${i}`, part])), 'string');
}
/** Go slices strings by byte; a cut inside a UTF-8 sequence leaves invalid bytes (shown as U+FFFD). */
function byteSlice(text, start, end) {
    const bytes = Buffer.from(text);
    if (start < 0 || start > bytes.length || (end !== undefined && (end < start || end > bytes.length)))
        throw new FunctionError(`runtime error: slice bounds out of range [${start}:${end ?? bytes.length}]`);
    return bytes.subarray(start, end).toString();
}
function substring(start, end, text) {
    const length = Buffer.byteLength(text);
    if (start < 0)
        return byteSlice(text, 0, end);
    if (end < 0 || end > length)
        return byteSlice(text, start);
    return byteSlice(text, start, end);
}
function trunc(c, text) {
    const length = Buffer.byteLength(text);
    if (c < 0 && length + c > 0)
        return byteSlice(text, length + c);
    if (c >= 0 && length > c)
        return byteSlice(text, 0, c);
    return text;
}
/** sprig's sortAlpha: a list's items as sorted strings; anything else becomes a one-item list. */
function sortAlpha(list) {
    if (!(list instanceof template_values/* GoList */.lL))
        return (0,template_values/* goStringList */.SB)([strval(list)]);
    return (0,template_values/* goStringList */.SB)(strslice(list).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
}
const STRING_FUNCTIONS = [
    ['trim', (0,functions.fn)(['string'], ([a]) => goTrimSpace(s(a)))],
    ['upper', (0,functions.fn)(['string'], ([a]) => s(a).toUpperCase())],
    ['lower', (0,functions.fn)(['string'], ([a]) => s(a).toLowerCase())],
    ['title', (0,functions.fn)(['string'], ([a]) => title(s(a)))],
    ['untitle', (0,functions.fn)(['string'], ([a]) => untitle(s(a)))],
    ['substr', (0,functions.fn)(['int', 'int', 'string'], ([a, b, c]) => substring(n(a), n(b), s(c)))],
    ['repeat', (0,functions.fn)(['int', 'string'], ([count, text]) => s(text).repeat(repeatCount(n(count))))],
    ['trimall', (0,functions.fn)(['string', 'string'], ([a, b]) => goTrim(s(b), s(a)))],
    ['trimAll', (0,functions.fn)(['string', 'string'], ([a, b]) => goTrim(s(b), s(a)))],
    [
        'trimSuffix',
        (0,functions.fn)(['string', 'string'], ([a, b]) => s(b).endsWith(s(a)) ? s(b).slice(0, s(b).length - s(a).length) : s(b)),
    ],
    [
        'trimPrefix',
        (0,functions.fn)(['string', 'string'], ([a, b]) => (s(b).startsWith(s(a)) ? s(b).slice(s(a).length) : s(b))),
    ],
    ['nospace', (0,functions.fn)(['string'], ([a]) => s(a).replace(/\s/gu, ''))],
    ['trunc', (0,functions.fn)(['int', 'string'], ([c, text]) => trunc(n(c), s(text)))],
    ['contains', (0,functions.fn)(['string', 'string'], ([sub, text]) => s(text).includes(s(sub)))],
    ['hasPrefix', (0,functions.fn)(['string', 'string'], ([sub, text]) => s(text).startsWith(s(sub)))],
    ['hasSuffix', (0,functions.fn)(['string', 'string'], ([sub, text]) => s(text).endsWith(s(sub)))],
    [
        'quote',
        (0,functions.fn)([], (args) => args
            .filter((a) => a !== null)
            .map((a) => (0,quote/* goQuote */.dg)(strval(a)))
            .join(' '), 'any'),
    ],
    [
        'squote',
        (0,functions.fn)([], (args) => args
            .filter((a) => a !== null)
            .map((a) => `'${strval(a)}'`)
            .join(' '), 'any'),
    ],
    [
        'cat',
        (0,functions.fn)([], (args) => args
            .filter((a) => a !== null)
            .map(strval)
            .join(' '), 'any'),
    ],
    ['indent', (0,functions.fn)(['int', 'string'], ([spaces, text]) => indent(n(spaces), s(text)))],
    ['nindent', (0,functions.fn)(['int', 'string'], ([spaces, text]) => `\n${indent(n(spaces), s(text))}`)],
    ['replace', (0,functions.fn)(['string', 'string', 'string'], ([old, rep, src]) => goReplaceAll(s(src), s(old), s(rep)))],
    ['plural', (0,functions.fn)(['string', 'string', 'int'], ([one, many, count]) => (n(count) === 1 ? s(one) : s(many)))],
    ['toString', (0,functions.fn)(['any'], ([v]) => strval(v))],
    ['split', (0,functions.fn)(['string', 'string'], ([sep, text]) => indexedMap(goSplit(s(text), s(sep))))],
    ['splitList', (0,functions.fn)(['string', 'string'], ([sep, text]) => (0,template_values/* goStringList */.SB)(goSplit(s(text), s(sep))))],
    [
        'splitn',
        (0,functions.fn)(['string', 'int', 'string'], ([sep, count, text]) => indexedMap(goSplitN(s(text), s(sep), n(count)))),
    ],
    ['toStrings', (0,functions.fn)(['any'], ([v]) => (0,template_values/* goStringList */.SB)(strslice(v)))],
    ['join', (0,functions.fn)(['string', 'any'], ([sep, list]) => strslice(list).join(s(sep)))],
    ['sortAlpha', (0,functions.fn)(['any'], ([list]) => sortAlpha(list))],
];
/** strings.Repeat panics on a negative count; the template call fails with Go's message. */
function repeatCount(count) {
    if (count < 0)
        throw new FunctionError('strings: negative Repeat count');
    checkSequenceSize('a repeat count', count);
    return count;
}
function indent(spaces, text) {
    const pad = ' '.repeat(repeatCount(spaces));
    return pad + text.split('\n').join(`\n${pad}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
;// CONCATENATED MODULE: ./.build/render/functions/system.js





/** sprig's env, regex and path functions, and sealos's ipAt/ipNet. */
const isShellSpecial = (c) => '*#$@!?-0123456789'.includes(c);
const isAlphaNum = (c) => /[A-Za-z0-9_]/.test(c);
/** Go's os.Expand. */
function goExpand(s, mapping) {
    let out = '';
    let i = 0;
    for (let j = 0; j < s.length; j++) {
        if (s[j] !== '$' || j + 1 >= s.length)
            continue;
        out += s.slice(i, j);
        const rest = s.slice(j + 1);
        let name = '';
        let width = 0;
        if (rest[0] === '{') {
            if (rest.length > 2 && isShellSpecial(rest[1]) && rest[2] === '}') {
                name = rest[1];
                width = 3;
            }
            else {
                const close = rest.indexOf('}', 1);
                if (close === 1)
                    width = 2;
                else if (close < 0)
                    width = 1;
                else {
                    name = rest.slice(1, close);
                    width = close + 1;
                }
            }
        }
        else if (isShellSpecial(rest[0])) {
            name = rest[0];
            width = 1;
        }
        else {
            while (width < rest.length && isAlphaNum(rest[width]))
                width++;
            name = rest.slice(0, width);
        }
        if (name === '' && width === 0)
            out += '$';
        else if (name !== '')
            out += mapping(name);
        j += width;
        i = j + 1;
    }
    return out + s.slice(i);
}
// Go's RE2 runs in linear time; V8's backtracking engine can take minutes on `regexMatch "^(a+)+$"` over 40
// characters. With this flag V8 switches a regex that backtracks too much to its linear engine, which takes
// the regexes RE2 takes (no backreferences or lookaround: re2Refusal refuses those), though not with the `u` or
// `i` flags.
(0,external_node_v8_.setFlagsFromString)('--enable-experimental-regexp-engine-on-excessive-backtracks');
/** Patterns that need JavaScript's `u` flag: Unicode classes, or characters outside the BMP. */
const NEEDS_UNICODE = /\\[pP]|[\u{10000}-\u{10FFFF}]/u;
/**
 * RE2 syntax to JavaScript for the common forms: (?P<n>...), leading (?i)/(?s)/(?m), \A and \z. Without the
 * `u` flag unless the pattern needs it, so that the linear fallback above applies.
 */
function goRegex(pattern, global = false) {
    const refused = re2Refusal(pattern);
    if (refused)
        throw new FunctionError(`regexp: Compile(${JSON.stringify(pattern)}): error parsing regexp: ${refused}`);
    let source = pattern;
    let flags = `${global ? 'g' : ''}${NEEDS_UNICODE.test(pattern) ? 'u' : ''}`;
    const inline = /^\(\?([imsU]+)\)/.exec(source);
    if (inline) {
        source = source.slice(inline[0].length);
        for (const f of inline[1])
            if (f !== 'U' && !flags.includes(f))
                flags += f;
    }
    source = source
        .replace(/\(\?P</g, '(?<')
        .replace(/\\A/g, '^')
        .replace(/\\z/g, '$(?![\\s\\S])');
    try {
        return new RegExp(source, flags);
    }
    catch (error) {
        throw new FunctionError(`regexp: Compile(${JSON.stringify(pattern)}): ${error.message}`);
    }
}
/**
 * What JavaScript takes and RE2 refuses when it compiles the pattern, in Go's words: back-references (`\1`,
 * `\k<name>`) and look-arounds (`(?=`, `(?!`, `(?<=`, `(?<!`). A template using them fails under sealos, so it
 * fails here too rather than working on the runner only. Undefined when the pattern has none.
 */
function re2Refusal(pattern) {
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            const next = pattern[i + 1] ?? '';
            if (/[1-9k]/.test(next))
                return `invalid escape sequence: \`\\${next}\``;
            i++;
        }
        else if (inClass) {
            if (c === ']')
                inClass = false;
        }
        else if (c === '[') {
            inClass = true;
            // `[]a]` and `[^]a]`: a `]` first in a class is a literal.
            if (pattern[i + 1] === '^')
                i++;
            if (pattern[i + 1] === ']')
                i++;
        }
        else if (c === '(' && pattern[i + 1] === '?') {
            const look = /^\(\?(=|!|<=|<!)/.exec(pattern.slice(i));
            if (look)
                return `invalid or unsupported Perl syntax: \`${look[0].slice(0, 3)}\``;
        }
    }
    return undefined;
}
/** regexp.Expand: $1, ${1}, $name, ${name}; $$ is a dollar; an unknown name is empty. */
function expandReplacement(template, match) {
    let out = '';
    for (let i = 0; i < template.length; i++) {
        const c = template[i];
        if (c !== '$' || i + 1 >= template.length) {
            out += c;
            continue;
        }
        if (template[i + 1] === '$') {
            out += '$';
            i++;
            continue;
        }
        let name;
        let end;
        if (template[i + 1] === '{') {
            const close = template.indexOf('}', i + 2);
            name = close < 0 ? '' : template.slice(i + 2, close);
            end = close;
            if (!/^[A-Za-z0-9_]+$/.test(name)) {
                out += c;
                continue;
            }
        }
        else {
            const m = /^[A-Za-z0-9_]+/.exec(template.slice(i + 1));
            if (!m) {
                out += c;
                continue;
            }
            name = m[0];
            end = i + name.length;
        }
        out += /^[0-9]+$/.test(name) ? (match[Number(name)] ?? '') : (match.groups?.[name] ?? '');
        i = end;
    }
    return out;
}
function regexReplaceAll(pattern, text, replacement, literal) {
    const re = goRegex(pattern, true);
    return text.replace(re, (...args) => {
        if (literal)
            return replacement;
        const groups = typeof args.at(-1) === 'object' ? args.at(-1) : undefined;
        const offsetIndex = groups ? args.length - 3 : args.length - 2;
        const match = Object.assign(args.slice(0, offsetIndex), {
            groups,
        });
        return expandReplacement(replacement, match);
    });
}
function parseCidr(s) {
    const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(s);
    if (!m)
        return undefined;
    const octets = m.slice(1, 5).map(Number);
    const bits = Number(m[5]);
    if (octets.some((o) => o > 255 || Number.isNaN(o)) || bits > 32)
        return undefined;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    const ip = (octets.reduce((acc, o) => acc * 256 + o, 0) & mask) >>> 0;
    return { ip, mask };
}
const ipText = (n) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
function ipNet(s) {
    const net = parseCidr(s);
    if (!net)
        return `invalid cidr: invalid CIDR address: ${s}`;
    const bits = 32 - Math.clz32(~net.mask >>> 0 === 0 ? 0 : ~net.mask >>> 0);
    return `${ipText(net.ip)}/${32 - bits}`;
}
function ipAt(s, idx) {
    const net = parseCidr(s);
    if (!net)
        return `invalid cidr: invalid CIDR address: ${s}`;
    const finish = ((net.ip & net.mask) | (net.mask ^ 0xffffffff)) >>> 0;
    const target = (net.ip + idx) >>> 0;
    if (target > finish)
        return 'out of ip address range';
    return ipText(target);
}
/** path.Clean. */
function clean(p) {
    if (p === '')
        return '.';
    const normalized = external_node_path_.posix.normalize(p);
    return normalized.length > 1 && normalized.endsWith('/') ? normalized.slice(0, -1) : normalized;
}
const str = (v) => v;
const SYSTEM_FUNCTIONS = [
    ['env', (0,functions.fn)(['string'], ([name], context) => context.osEnv[str(name)] ?? '')],
    ['expandenv', (0,functions.fn)(['string'], ([s], context) => goExpand(str(s), (name) => context.osEnv[name] ?? ''))],
    [
        'regexMatch',
        (0,functions.fn)(['string', 'string'], ([re, s]) => {
            try {
                return goRegex(str(re)).test(str(s));
            }
            catch {
                return false;
            }
        }),
    ],
    // sprig's mustRegexMatch returns the compile error that regexMatch drops (regexMatch is false then).
    ['mustRegexMatch', (0,functions.fn)(['string', 'string'], ([re, s]) => goRegex(str(re)).test(str(s)))],
    ['regexFind', (0,functions.fn)(['string', 'string'], ([re, s]) => goRegex(str(re)).exec(str(s))?.[0] ?? '')],
    [
        'regexFindAll',
        (0,functions.fn)(['string', 'string', 'int'], ([re, s, n]) => {
            const all = [...str(s).matchAll(goRegex(str(re), true))].map((m) => m[0]);
            const limit = Number(n);
            return (0,template_values/* goStringList */.SB)(limit < 0 ? all : all.slice(0, limit));
        }),
    ],
    [
        'regexReplaceAll',
        (0,functions.fn)(['string', 'string', 'string'], ([re, s, r]) => regexReplaceAll(str(re), str(s), str(r), false)),
    ],
    [
        'regexReplaceAllLiteral',
        (0,functions.fn)(['string', 'string', 'string'], ([re, s, r]) => regexReplaceAll(str(re), str(s), str(r), true)),
    ],
    [
        'regexSplit',
        (0,functions.fn)(['string', 'string', 'int'], ([re, s, n]) => {
            const parts = str(s).split(goRegex(str(re), true));
            const limit = Number(n);
            if (limit < 0 || parts.length <= limit)
                return (0,template_values/* goStringList */.SB)(parts);
            return new template_values/* GoList */.lL(parts.slice(0, limit), 'string');
        }),
    ],
    ['base', (0,functions.fn)(['string'], ([p]) => (str(p) === '' ? '.' : external_node_path_.posix.basename(clean(str(p))) || '/'))],
    ['dir', (0,functions.fn)(['string'], ([p]) => clean(external_node_path_.posix.dirname(str(p) || '.')))],
    ['clean', (0,functions.fn)(['string'], ([p]) => clean(str(p)))],
    ['ext', (0,functions.fn)(['string'], ([p]) => external_node_path_.posix.extname(str(p)))],
    ['isAbs', (0,functions.fn)(['string'], ([p]) => str(p).startsWith('/'))],
    ['ipNet', (0,functions.fn)(['string'], ([s]) => ipNet(str(s)))],
    ['ipAt', (0,functions.fn)(['string', 'uint32'], ([s, idx]) => ipAt(str(s), Number(idx)))],
];

;// CONCATENATED MODULE: ./.build/render/functions/index.js













/** sprig's `slice` (it replaces text/template's): a sub-list; a nil result for an empty list. */
const sprigSlice = (0,functions.fn)(['any'], ([list, ...indices]) => {
    if (list === null || list === undefined)
        throw new FunctionError('runtime error: invalid memory address or nil pointer dereference');
    if (!(list instanceof template_values/* GoList */.lL))
        throw new FunctionError(`list should be type of slice or array but ${(0,template_values/* kindName */.Ep)(list)}`);
    if (list.items.length === 0)
        return null;
    const start = indices.length > 0 ? Number(toInt64(indices[0])) : 0;
    const end = indices.length >= 2 ? Number(toInt64(indices[1])) : list.items.length;
    if (start < 0 || end > list.items.length || start > end)
        throw new FunctionError('reflect.Value.Slice: slice index out of bounds');
    return new template_values/* GoList */.lL(list.items.slice(start, end), list.elem);
}, 'any');
const EXTRA = [
    ['slice', sprigSlice],
    // sprig's fail; helm's engine words its error apart, which HelmFailure marks.
    ['fail', fail],
    ['hello', (0,functions.fn)([], () => 'Hello!')],
];
/**
 * sprig's must* variants return an error where the plain ones panic; in a template both end as
 * "error calling NAME: ...", so they share an implementation. The os* path functions equal the path ones
 * on Linux.
 */
const ALIASES = [
    ['mustFirst', 'first'],
    ['mustLast', 'last'],
    ['mustRest', 'rest'],
    ['mustInitial', 'initial'],
    ['mustReverse', 'reverse'],
    ['mustCompact', 'compact'],
    ['mustUniq', 'uniq'],
    ['mustWithout', 'without'],
    ['mustHas', 'has'],
    ['mustAppend', 'append'],
    ['mustPush', 'push'],
    ['mustPrepend', 'prepend'],
    ['mustSlice', 'slice'],
    ['mustRegexFind', 'regexFind'],
    ['mustRegexFindAll', 'regexFindAll'],
    ['mustRegexReplaceAll', 'regexReplaceAll'],
    ['mustRegexReplaceAllLiteral', 'regexReplaceAllLiteral'],
    ['mustRegexSplit', 'regexSplit'],
    ['osBase', 'base'],
    ['osClean', 'clean'],
    ['osDir', 'dir'],
    ['osExt', 'ext'],
    ['osIsAbs', 'isAbs'],
];
/**
 * sprig functions that sealos-action does not implement (dates, randomness, crypto, ...). They are known
 * names, so a template that mentions them parses as it does in Go, and fails only if it really calls one.
 */
const NOT_IMPLEMENTED = ('abbrev abbrevboth adler32sum ago bcrypt buildCustomCert camelcase date dateInZone dateModify ' +
    'date_in_zone date_modify decryptAES derivePassword duration durationRound encryptAES genCA ' +
    'genCAWithKey genPrivateKey genSelfSignedCert genSelfSignedCertWithKey genSignedCert ' +
    'genSignedCertWithKey getHostByName htmlDate htmlDateInZone htpasswd initials kebabcase ' +
    'mustDateModify mustToDate must_date_modify now randBytes randInt shuffle snakecase swapcase ' +
    'toDate toToml unixEpoch urlJoin urlParse wrap wrapWith').split(' ');
function notImplemented(name) {
    return (0,functions.fn)([], () => {
        throw new FunctionError(`${name} is not implemented by sealos-action's template renderer`);
    }, 'any');
}
/**
 * The functions a sealos template sees: text/template's built-ins, sprig's TxtFuncMap, then sealos's extras
 * (toYaml, fromYaml, toJson, ipAt, ipNet, a semverCompare that is false for an invalid version).
 */
function sealosFunctions() {
    const map = new Map(BUILTINS);
    for (const name of NOT_IMPLEMENTED)
        map.set(name, notImplemented(name));
    for (const group of [
        STRING_FUNCTIONS,
        COLLECTION_FUNCTIONS,
        MATH_FUNCTIONS,
        encoding/* ENCODING_FUNCTIONS */.wQ,
        SYSTEM_FUNCTIONS,
        SEMVER_FUNCTIONS,
        EXTRA_FUNCTIONS,
        EXTRA,
    ])
        for (const [name, f] of group)
            map.set(name, f);
    for (const [alias, target] of ALIASES)
        map.set(alias, map.get(target));
    return map;
}
/**
 * What a Clusterfile template sees: sealos's functions (it renders Clusterfiles with the same map as image
 * templates, pkg/template/funcmap.go) plus helm's include, tpl and required, which sealos's docs list as missing
 * and Clusterfiles written for helm use.
 */
function clusterfileFunctions() {
    const map = new Map(sealosFunctions());
    for (const [name, f] of HELM_FUNCTIONS)
        map.set(name, f);
    return map;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./.build/render/chart/cert-functions.js





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
        throw new FunctionError(`${what} must be a list`);
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
                throw new FunctionError(`error parsing ip: ${ip}`);
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
        throw new FunctionError(`error parsing the CA: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
}
function caArgument(value) {
    if (value instanceof Certificate)
        return value;
    throw new FunctionError('wrong type for value; expected sprig.certificate');
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
    return [
        [
            'genCA',
            (0,functions.fn)(['string', 'int'], ([cn, days]) => generate(key(), cn, [], [], days, undefined, true)),
        ],
        [
            'genSelfSignedCert',
            (0,functions.fn)(['string', 'any', 'any', 'int'], ([cn, ips, dns, days]) => generate(key(), cn, stringList(ips, 'ips'), stringList(dns, 'alternateDNS'), days, undefined, false)),
        ],
        [
            'genSignedCert',
            (0,functions.fn)(['string', 'any', 'any', 'int', 'any'], ([cn, ips, dns, days, ca]) => generate(key(), cn, stringList(ips, 'ips'), stringList(dns, 'alternateDNS'), days, caArgument(ca), false)),
        ],
        [
            'buildCustomCert',
            (0,functions.fn)(['string', 'string'], ([cert, key]) => {
                const decode = (text) => Buffer.from(text, 'base64').toString('utf8');
                const built = new Certificate(decode(cert), decode(key));
                issuerOf(built);
                return built;
            }),
        ],
        ['genPrivateKey', (0,functions.fn)(['string'], ([type]) => privateKeyPem(type))],
    ];
}

;// CONCATENATED MODULE: ./.build/render/chart/chart-functions.js





/**
 * The functions a chart template sees (helm pkg/engine/funcs.go funcMap + engine.go initFunMap): sprig without
 * `env` and `expandenv`, helm's include/tpl/required/fail, `lookup` returning an empty map (no cluster: the
 * engine's placeholder), `getHostByName` returning "" (DNS lookups off), and sprig's certificate functions.
 */
function chartFunctions() {
    const map = new Map(sealosFunctions());
    map.delete('env');
    map.delete('expandenv');
    for (const [name, f] of HELM_FUNCTIONS)
        map.set(name, f);
    for (const [name, f] of certFunctions())
        map.set(name, f);
    map.set('lookup', (0,functions.fn)(['string', 'string', 'string', 'string'], () => new template_values/* GoMap */.tn(new Map())));
    map.set('getHostByName', (0,functions.fn)(['string'], () => ''));
    return map;
}

;// CONCATENATED MODULE: ./.build/render/chart/chart-objects.js




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
            return (0,functions.fn)(['string'], ([v]) => this.versions.includes(v));
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
                throw new FunctionError(`unexpected end of input`);
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
                return (0,functions.fn)(['string'], ([path]) => this.files.get(path)?.toString('utf8') ?? '');
            case 'GetBytes':
                return (0,functions.fn)(['string'], ([path]) => this.files.get(path)?.toString('latin1') ?? '');
            case 'Glob':
                return (0,functions.fn)(['string'], ([pattern]) => {
                    const match = globPattern(pattern);
                    return new ChartFiles(new Map([...this.files].filter(([path]) => match.test(path))));
                });
            case 'Lines':
                return (0,functions.fn)(['string'], ([path]) => {
                    const data = this.files.get(path);
                    if (!data || data.length === 0)
                        return (0,template_values/* goStringList */.SB)([]);
                    return (0,template_values/* goStringList */.SB)(data.toString('utf8').replace(/\n$/, '').split('\n'));
                });
            case 'AsConfig':
                return (0,functions.fn)([], () => this.asMap((data) => data.toString('utf8')));
            case 'AsSecrets':
                return (0,functions.fn)([], () => this.asMap((data) => data.toString('base64')));
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

;// CONCATENATED MODULE: ./.build/render/chart/chart-values.js


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
    const parsed = SemVersion.parse(version);
    if (!parsed)
        return false;
    try {
        return parseConstraint(range).check(parsed);
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

;// CONCATENATED MODULE: ./.build/render/chart/values-schema.js

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

;// CONCATENATED MODULE: ./.build/render/chart/render-chart.js










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
    const top = new template_values/* GoMap */.tn(new Map([
        ['Capabilities', defaultCapabilities()],
        [
            'Release',
            new template_values/* GoMap */.tn(new Map([
                ['Name', release.name],
                ['Namespace', release.namespace],
                ['Revision', 0n],
                ['Service', 'Helm'],
                ['IsUpgrade', false],
                ['IsInstall', false],
            ])),
        ],
        ['Values', values],
    ]));
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
            parsed = parseTemplate(name, text, (f) => funcs.has(f));
        }
        catch (error) {
            throw chartTemplateError(owner, name, 'parse error', error);
        }
        for (const [tree, root] of parsed) {
            const existing = trees.get(tree);
            // text/template's AddParseTree: an empty redefinition does not replace a template.
            if (existing && isEmptyTree(root) && !isEmptyTree(existing))
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
        const executor = new TemplateExecutor({
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
    if (!(error instanceof TemplateError))
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
        if (e instanceof HelmFailure)
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

// EXTERNAL MODULE: ./.build/clusterfile/index.js + 15 modules
var clusterfile = __webpack_require__(22360);
;// CONCATENATED MODULE: ./.build/render/template/template.js




/**
 * One parsed template file, as sealos's `template.ParseFiles(file)` makes it: named by the file's base name,
 * option missingkey=default, executed with the env as its data.
 */
class GoTemplate {
    name;
    text;
    trees;
    funcs;
    constructor(name, text, trees, funcs) {
        this.name = name;
        this.text = text;
        this.trees = trees;
        this.funcs = funcs;
    }
    /** Parses `text`; throws TemplateError with Go's message (an unknown function fails here, as in Go). */
    static parse(name, text, funcs) {
        return new GoTemplate(name, text, tooDeep(name, () => parseTemplate(name, text, (fn) => funcs.has(fn))), funcs);
    }
    execute(data, context) {
        const root = this.trees.get(this.name);
        const executor = new TemplateExecutor({ parseName: this.name, text: this.text, trees: this.trees, funcs: this.funcs, context }, this.name);
        return tooDeep(this.name, () => executor.run(root, data));
    }
    /** Executes with a flat string env as map[string]interface{}. */
    render(env, context) {
        return this.execute((0,template_values/* envToValue */.I_)(env), context);
    }
}
/**
 * Nesting deep enough to exhaust the JavaScript stack (50,000 parentheses, 20,000 nested ifs) is refused the way
 * Go's parser refuses it past its own limit, as a TemplateError rather than a RangeError (as is any other
 * RangeError, e.g. a string past the engine's maximum length).
 */
function tooDeep(name, work) {
    try {
        return work();
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        const why = /call stack/i.test(error.message) ? 'max expression depth exceeded' : error.message;
        throw new TemplateError(`template: ${name}: ${why}`, { file: name, cause: error });
    }
}

// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
;// CONCATENATED MODULE: ./.build/render/clusterfile/set-values.js


/**
 * One `--set` argument parsed into `values`, as helm's strvals.ParseInto does it (helm/helm pkg/strvals/
 * parser.go), which sealos uses for `apply --set` (pkg/clusterfile/pre_process.go, helm values.Options):
 * `a.b=c` nests, `a=1,b=2` sets two keys, `list[0]=x` and `list[0].name=x` index lists, `a={x,y}` is a list,
 * `\,` `\.` `\=` escape; a value is typed as helm types it: true/false, null, an integer without a leading 0,
 * else a string. `--set` applies after every `--values` file, in order.
 */
function parseSetInto(text, values) {
    const cursor = new Cursor(text);
    while (!cursor.atEnd())
        set_values_assign(cursor, values);
}
/** helm's MaxIndex: a list index past it is refused rather than allocated. */
const MAX_INDEX = 65536;
class Cursor {
    text;
    position = 0;
    constructor(text) {
        this.text = text;
    }
    atEnd() {
        return this.position >= this.text.length;
    }
    peek() {
        return this.text[this.position];
    }
    /** Reads up to one of `stops` (consumed, returned as `stop`), `\` escaping the next character. */
    readUntil(stops) {
        let out = '';
        while (!this.atEnd()) {
            const char = this.text[this.position++];
            if (char === '\\' && !this.atEnd()) {
                out += this.text[this.position++];
                continue;
            }
            if (stops.includes(char))
                return { text: out, stop: char };
            out += char;
        }
        return { text: out, stop: undefined };
    }
    fail(message) {
        throw new errors/* UsageError */.eb(`--set ${this.text}: ${message}`);
    }
}
function set_values_assign(cursor, map) {
    const { text: key, stop } = cursor.readUntil('=.[,');
    if (stop === undefined || stop === ',')
        cursor.fail(`key "${key}" has no value`);
    if (key === '')
        cursor.fail('a key is empty');
    if (stop === '.') {
        set_values_assign(cursor, childMap(map, key));
        return;
    }
    if (stop === '[') {
        const list = Array.isArray(map[key]) ? map[key] : [];
        map[key] = list;
        assignIndexed(cursor, list);
        return;
    }
    map[key] = readValue(cursor);
}
function assignIndexed(cursor, list) {
    const { text, stop } = cursor.readUntil(']');
    const index = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (stop !== ']' || !Number.isInteger(index))
        cursor.fail(`"${text}" is not a list index`);
    if (index > MAX_INDEX)
        cursor.fail(`index ${index} is larger than the maximum ${MAX_INDEX}`);
    while (list.length <= index)
        list.push(null);
    const next = cursor.readUntil('=.[');
    if (next.text !== '')
        cursor.fail(`unexpected "${next.text}" after [${index}]`);
    if (next.stop === '=')
        list[index] = readValue(cursor);
    else if (next.stop === '.') {
        const element = isMap(list[index]) ? list[index] : {};
        list[index] = element;
        set_values_assign(cursor, element);
    }
    else if (next.stop === '[') {
        const element = Array.isArray(list[index]) ? list[index] : [];
        list[index] = element;
        assignIndexed(cursor, element);
    }
    else
        cursor.fail(`[${index}] has no value`);
}
function readValue(cursor) {
    if (cursor.peek() !== '{')
        return typedValue(cursor.readUntil(',').text);
    cursor.position++;
    const items = [];
    for (;;) {
        const { text, stop } = cursor.readUntil(',}');
        if (stop === undefined)
            cursor.fail('a list {…} is not closed');
        if (text !== '' || stop === ',')
            items.push(typedValue(text));
        if (stop === '}')
            break;
    }
    const after = cursor.readUntil(',');
    if (after.text !== '')
        cursor.fail(`unexpected "${after.text}" after a list`);
    return items;
}
/** helm strvals typedVal. */
function typedValue(text) {
    const lower = text.toLowerCase();
    if (lower === 'true')
        return true;
    if (lower === 'false')
        return false;
    if (lower === 'null')
        return null;
    if (text === '0')
        return new template_values/* GoInt64 */.WR(0n);
    if (/^-?[1-9]\d*$/.test(text)) {
        const value = BigInt(text);
        if (value >= -(2n ** 63n) && value < 2n ** 63n)
            return new template_values/* GoInt64 */.WR(value);
    }
    return text;
}
function childMap(map, key) {
    if (!isMap(map[key]))
        map[key] = {};
    return map[key];
}
function isMap(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof template_values/* GoInt64 */.WR);
}

;// CONCATENATED MODULE: ./.build/render/clusterfile/template-values.js





/**
 * `.Values` of a Clusterfile template, as sealos builds it with helm's values.Options.MergeValues
 * (pkg/clusterfile/pre_process.go loadRenderValues): each `--values` file in order, merged key by key over the
 * ones before (a map merges into a map, anything else replaces), then each `--set` in order.
 */
async function templateValues(valuesFiles, sets) {
    const values = {};
    for (const file of valuesFiles)
        mergeValues(values, await readValuesFile(file));
    for (const set of sets)
        parseSetInto(set, values);
    return values;
}
async function readValuesFile(file) {
    let data;
    try {
        data = (0,encoding/* parseYaml11 */.z1)(await (0,read_input/* readInputFile */.jH)(file));
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`--values ${file}: ${error instanceof Error ? error.message : String(error)}`, {
            file,
            cause: error,
        });
    }
    if (data === null || data === undefined)
        return {};
    if (!isMap(data))
        throw new errors/* UsageError */.eb(`--values ${file}: not a mapping of values`, { file });
    return data;
}
/** helm's mergeMaps (pkg/cli/values/options.go). */
function mergeValues(into, from) {
    for (const [key, value] of Object.entries(from)) {
        const existing = into[key];
        if (isMap(value) && isMap(existing))
            mergeValues(existing, value);
        else
            into[key] = value;
    }
}
/** Values as the template sees them: numbers from files are float64 (Go's json), `--set` integers int64. */
function valuesToTemplate(data) {
    if (data instanceof template_values/* GoInt64 */.WR)
        return data;
    if (Array.isArray(data))
        return new template_values/* GoList */.lL(data.map(valuesToTemplate));
    if (isMap(data))
        return new template_values/* GoMap */.tn(new Map(Object.entries(data).map(([key, value]) => [key, valuesToTemplate(value)])));
    return (0,encoding/* fromData */.Bw)(data);
}

;// CONCATENATED MODULE: ./.build/render/clusterfile/render-clusterfile.js






/**
 * Reads a Clusterfile as sealos does (pkg/clusterfile/pre_process.go): the whole file is a Go template, rendered
 * with `.Values` (the values files and `--set`s) as its data, then parsed. The functions are sealos's
 * (sprig, toYaml, fromYaml, toJson, ipAt, …) plus helm's `include`, `tpl` and `required`. A template error is a
 * ClusterfileError on the template's own line; problems of the rendered YAML carry its lines (the same as the
 * file's unless the template added lines).
 */
async function readClusterfileTemplate(path, inputs = {}, options = {}) {
    const text = await (0,clusterfile/* readClusterfileText */.ag)(path);
    const values = await templateValues(inputs.valuesFiles ?? [], inputs.sets ?? []);
    return (0,clusterfile/* parseClusterfile */.qG)(renderClusterfileText(path, text, values, inputs), path, options);
}
/** The rendered text of a Clusterfile template; see readClusterfileTemplate. */
function renderClusterfileText(path, text, values, inputs = {}) {
    try {
        const template = GoTemplate.parse(path, text, clusterfileFunctions());
        return template.execute(new template_values/* GoMap */.tn(new Map([['Values', valuesToTemplate(values)]])), {
            osEnv: { ...(inputs.osEnv ?? {}), ...(inputs.env ?? {}) },
        });
    }
    catch (error) {
        if (!(error instanceof TemplateError))
            throw error;
        throw new clusterfile/* ClusterfileError */.l1([{ file: path, line: error.line, path: '', message: error.message }]);
    }
}

// EXTERNAL MODULE: ./.build/files/input-path.js
var input_path = __webpack_require__(75688);
// EXTERNAL MODULE: ./.build/root-fs/files.js
var files = __webpack_require__(2810);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/render/functions/yaml-v2.js
var yaml_v2 = __webpack_require__(49991);
;// CONCATENATED MODULE: ./.build/render/config/merge.js





function valueToJson(value) {
    if (value === undefined || value === null)
        return null;
    if (value instanceof template_values/* GoList */.lL)
        return value.items.map(valueToJson);
    if (value instanceof template_values/* GoMap */.tn)
        return Object.fromEntries([...value.entries].map(([k, v]) => [k, valueToJson(v)]));
    if (typeof value === 'bigint')
        return Number(value);
    return value;
}
const YAML_OPTIONS = {
    version: '1.1',
    customTags: (tags) => tags.filter((tag) => typeof tag === 'string' || tag.tag !== 'tag:yaml.org,2002:timestamp'),
    uniqueKeys: false,
};
/** Every document of a YAML text as JSON-like data (empty documents are null). */
function parseYamlDocuments(text) {
    return (0,dist/* parseAllDocuments */.hR)(text, YAML_OPTIONS).map((doc) => {
        if ('errors' in doc && doc.errors.length > 0)
            throw doc.errors[0];
        return valueToJson((0,encoding/* fromData */.Bw)(doc.toJS()));
    });
}
function jsonToYamlData(value) {
    if (typeof value === 'number')
        return Number.isInteger(value) && Math.abs(value) < 1e21 ? BigInt(value) : value;
    if (Array.isArray(value))
        return value.map(jsonToYamlData);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonToYamlData(v)]));
    return value;
}
function marshalYaml(value) {
    return (0,yaml_v2/* marshalYamlV2 */.E_)(jsonToYamlData(value));
}
/**
 * Merges `data` (a YAML map) into every non-empty document of `existing` (missing or empty = one empty
 * document). Throws MergeClash or the YAML parser's error.
 */
function mergeYaml(existing, data) {
    const incoming = parseYamlDocuments(data)[0] ?? null;
    if (!(0,deep_merge/* isYamlMap */.S6)(incoming))
        throw new Error(`data is not a YAML map (found a ${(0,deep_merge/* yamlKind */.qO)(incoming)})`);
    const documents = parseYamlDocuments(existing ?? '').filter((doc) => doc !== null);
    const targets = documents.length > 0 ? documents : [{}];
    return targets.map((doc) => marshalYaml((0,deep_merge/* deepMerge */.$N)(doc, incoming))).join('\n---\n');
}

;// CONCATENATED MODULE: ./.build/render/config/apply-configs.js






class ConfigError extends errors/* SealosError */.ei {
}
/** The default Configs an image ships in `config.yml` at its root. */
const IMAGE_CONFIG_FILE = 'config.yml';
function strategyOf(config) {
    const strategy = config.spec.strategy ?? '';
    if (strategy === '' || strategy === 'override')
        return 'override';
    if (strategy === 'merge' || strategy === 'insert' || strategy === 'append')
        return strategy;
    throw new ConfigError(`Config ${config.metadata.name}: unknown strategy ${JSON.stringify(strategy)} (merge, insert, append or override)`);
}
/** A Config's path must stay inside the image. */
function relativePath(config) {
    // An image's own config.yml is read without the Clusterfile's schema: its path is checked here.
    const problem = (0,input_path/* pathProblem */.z9)(config.spec.path);
    if (problem)
        throw new ConfigError(`Config ${config.metadata.name}: path ${JSON.stringify(config.spec.path.slice(0, 80))}: ${problem}`);
    const normalized = (0,clusterfile/* configPathInImage */.Gs)(config.spec.path);
    if (normalized === undefined)
        throw new ConfigError(`Config ${config.metadata.name}: path ${JSON.stringify(config.spec.path)} leaves the image`);
    return normalized;
}
/** One strategy applied to a file's current content (`undefined` = the file does not exist). */
function applyStrategy(config, existing) {
    const data = config.spec.data ?? '';
    switch (strategyOf(config)) {
        case 'insert':
            return `${data}\n${existing ?? ''}`;
        case 'append':
            return `${existing ?? ''}\n${data}`;
        case 'override':
            return data;
        case 'merge':
            try {
                return mergeYaml(existing, data);
            }
            catch (error) {
                const detail = error instanceof deep_merge/* MergeClash */.k1 ? error.message : `cannot merge: ${error.message}`;
                throw new ConfigError(`Config ${config.metadata.name}: ${config.spec.path}: ${detail}`, {
                    file: config.spec.path,
                    cause: error,
                });
            }
    }
}
/** Configs that apply to this image: `match` empty or exactly the image reference. */
function configsForImage(configs, imageRef) {
    return configs.filter((config) => !config.spec.match || config.spec.match === imageRef);
}
/**
 * The new content of every file the Configs touch, computed from the pristine files given by `readPristine`
 * (several Configs on one path apply in order, each on the previous result).
 */
function planConfigFiles(configs, readPristine) {
    const files = new Map();
    for (const config of configs) {
        const relative = relativePath(config);
        const current = files.has(relative) ? files.get(relative) : readPristine(relative);
        files.set(relative, applyStrategy(config, current));
    }
    return files;
}
/** Reads an image's default Configs (`config.yml`, multi-document); none when the file is absent. */
async function readImageConfigs(imageDir) {
    const file = await (0,files/* readFileInRoot */.a)(imageDir, IMAGE_CONFIG_FILE);
    if (!file)
        return [];
    const documents = parseYamlDocuments(file.text);
    return documents.filter(isConfigDocument).map((doc, i) => {
        const spec = doc.spec;
        const metadata = (doc.metadata ?? {});
        return {
            metadata: { name: String(metadata.name ?? `${IMAGE_CONFIG_FILE}#${i + 1}`) },
            spec: {
                path: String(spec.path),
                data: typeof spec.data === 'string' ? spec.data : spec.data == null ? '' : marshalYaml(spec.data),
                match: spec.match ? String(spec.match) : undefined,
                strategy: spec.strategy ? String(spec.strategy) : undefined,
            },
        };
    });
}
function isConfigDocument(doc) {
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
        return false;
    if (doc.kind !== undefined && doc.kind !== 'Config')
        return false;
    const spec = doc.spec;
    return spec !== null && typeof spec === 'object' && !Array.isArray(spec) && typeof spec?.path === 'string';
}
/**
 * Applies the image's default Configs and then the user's (those matching `imageRef`) to the pristine files
 * of `sourceDir`, writing each result to `targetDir`. Running it again gives the same files: nothing
 * accumulates across runs (our choice over sealos, which edits the tree in place).
 */
async function applyConfigs(options) {
    const defaults = await readImageConfigs(options.sourceDir);
    const configs = configsForImage([...defaults, ...options.configs], options.imageRef);
    const pristine = new Map();
    for (const config of configs) {
        const relative = relativePath(config);
        if (pristine.has(relative))
            continue;
        // Read and written inside the image root: a link of the image never leads a Config outside it.
        pristine.set(relative, await (0,files/* readFileInRoot */.a)(options.sourceDir, relative).catch((error) => {
            throw fileFailure(error, [config.metadata.name], relative);
        }));
    }
    const results = planConfigFiles(configs, (relative) => pristine.get(relative)?.text);
    const applied = [];
    for (const [relative, text] of results) {
        const names = configs.filter((c) => relativePath(c) === relative).map((c) => c.metadata.name);
        await (0,files/* replaceFileInRoot */.G)(options.targetDir, relative, text, pristine.get(relative)?.mode ?? 0o644).catch((error) => {
            throw fileFailure(error, names, relative);
        });
        applied.push({ path: relative, configs: names });
    }
    return applied;
}
/**
 * A file system error reading or writing a Config's file (a path deeper than the system allows under the tree,
 * a folder where the file goes) as a ConfigError naming the Configs and the path; any other error as it is.
 */
function fileFailure(error, names, relative) {
    const words = (0,errors/* fileErrorWords */.g1)(error);
    if (words === undefined)
        return error;
    const shown = relative.length > 80 ? `${relative.slice(0, 80)}… (${relative.length} characters)` : relative;
    return new ConfigError(`Config ${names.join(', ')}: path ${JSON.stringify(shown)}: ${words}`, {
        file: relative,
        cause: error,
    });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/clusterfile/env.js
var env = __webpack_require__(8750);
;// CONCATENATED MODULE: ./.build/render/env/env-file.js




const EnvFile = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
/** An ENV.json (a flat map of strings) overlaid with `K=V` items, which win. */
async function loadEnv(envFile, items) {
    let fromFile = {};
    if (envFile !== undefined) {
        let parsed;
        try {
            parsed = JSON.parse(await (0,read_input/* readInputFile */.jH)(envFile));
        }
        catch (error) {
            throw new errors/* UsageError */.eb(`${envFile}: not a readable JSON file: ${(0,errors/* causeText */.xv)(error)}`, {
                file: envFile,
                cause: error,
            });
        }
        const result = EnvFile.safeParse(parsed);
        if (!result.success)
            throw new errors/* UsageError */.eb(`${envFile}: must be a JSON object of string values (${result.error.issues[0]?.message})`, {
                file: envFile,
            });
        fromFile = result.data;
    }
    for (const item of items)
        if (item.indexOf('=') <= 0)
            throw new errors/* UsageError */.eb(`--env ${JSON.stringify(item)}: expected K=V`);
    return { ...fromFile, ...(0,env/* parseEnvList */.N)(items) };
}

;// CONCATENATED MODULE: ./.build/render/env/expand.js
const REFERENCE = /\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)|\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
/**
 * Expands an image CMD/ENTRYPOINT item: Kubernetes-style `$(VAR)`, plus `${VAR}` and `$VAR`. The item runs in
 * a shell, so `$$` stays the shell's own (it is not turned into `$`, which could create `$(...)`).
 * Our choice: an unknown variable is reported and left as written; an unknown `$(VAR)` is escaped as
 * `$\(VAR\)`, which no shell quoting context runs as a command substitution (unquoted, the shell prints
 * exactly `$(VAR)`).
 */
function expandCommand(command, env) {
    const unknown = [];
    const expanded = command.replace(REFERENCE, (match, paren, brace, bare) => {
        if (match === '$$')
            return match;
        const name = (paren ?? brace ?? bare);
        if (Object.hasOwn(env, name))
            return env[name];
        if (!unknown.includes(name))
            unknown.push(name);
        return paren !== undefined ? `$\\(${name}\\)` : match;
    });
    return { command: expanded, unknown };
}

// EXTERNAL MODULE: ./.build/render/env/layers.js
var env_layers = __webpack_require__(36065);
;// CONCATENATED MODULE: ./.build/render/render-template.js



/**
 * Renders one template text the way sealos renders a `*.tmpl` file: Go text/template + sprig + sealos's
 * functions, missingkey=default, the env as the data. `name` is the file's base name (it names errors).
 */
function renderTemplateText(name, text, env, options = {}) {
    const template = GoTemplate.parse(name, text, options.funcs ?? sealosFunctions());
    const data = options.sealctlData ? (0,template_values/* sealctlRenderData */.dK)(env) : (0,template_values/* envToValue */.I_)(env);
    return template.execute(data, { osEnv: options.osEnv ?? env });
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/root-fs/resolve.js
var resolve = __webpack_require__(2345);
;// CONCATENATED MODULE: ./.build/render/tree/render-tree.js









/** The folders of an image whose templates are rendered (sealos's rootfs render dirs). */
const TEMPLATE_DIRS = ['etc', 'scripts', 'manifests'];
const TEMPLATE_SUFFIX = /\.(tmpl|tpl)$/;
/** A template of the tree failed: the message names the file (relative to the tree) and Go's location. */
class RenderTreeError extends errors/* SealosError */.ei {
}
async function* templatesUnder(root, relative) {
    let entries;
    try {
        entries = await (0,external_node_fs_promises_.readdir)(external_node_path_.join(root, relative), { withFileTypes: true });
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR')
            return;
        throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
        const child = external_node_path_.posix.join(relative, entry.name);
        // Symlinks are not followed: a link could point outside the image.
        if (entry.isDirectory())
            yield* templatesUnder(root, child);
        else if (entry.isFile() && TEMPLATE_SUFFIX.test(entry.name))
            yield child;
    }
}
/**
 * Renders every `*.tmpl`/`*.tpl` under etc/, scripts/ and manifests/ of `root` to the same path without the
 * suffix, keeping the template's mode, with the data `sealctl render` gives (the env, `.Env`, `.Values`).
 * One template is read at a time.
 */
async function renderTree(root, env, options = {}) {
    const funcs = sealosFunctions();
    const context = { osEnv: options.osEnv ?? env };
    const data = (0,template_values/* sealctlRenderData */.dK)(env);
    const rendered = [];
    const walked = new Set();
    for (const name of TEMPLATE_DIRS) {
        // A render folder that is a link is followed inside the image only; below it no link is followed.
        const resolved = await (0,resolve/* resolveInRoot */.QD)(root, name, { last: 'folder' });
        if (!resolved || walked.has(resolved))
            continue;
        walked.add(resolved);
        const dir = external_node_path_.relative(root, resolved);
        for await (const template of templatesUnder(root, dir)) {
            const source = external_node_path_.join(root, template);
            const output = template.replace(TEMPLATE_SUFFIX, '');
            const { mode } = await (0,external_node_fs_promises_.lstat)(source);
            let text;
            try {
                text = GoTemplate.parse(external_node_path_.basename(template), await (0,external_node_fs_promises_.readFile)(source, 'utf8'), funcs).execute(data, context);
            }
            catch (error) {
                if (!(error instanceof TemplateError))
                    throw error;
                throw new RenderTreeError(`${template}: ${error.message}`, {
                    file: template,
                    line: error.line,
                    phase: 'render',
                    cause: error,
                });
            }
            await (0,files/* replaceFileInRoot */.G)(root, output, text, mode & 0o7777);
            if (options.clear ?? true)
                await (0,external_node_fs_promises_.rm)(source);
            rendered.push({ template, output });
        }
    }
    return rendered;
}

;// CONCATENATED MODULE: ./.build/render/tree/render-staged.js



/**
 * `render DIR` for a user's folder: the template folders are copied into a staging folder inside DIR (same
 * file system, so the swap is a rename), rendered there, and swapped in only when every template rendered.
 * A failing template leaves DIR exactly as it was, never half rendered. Links are copied as links.
 */
async function renderTreeStaged(root, env, options = {}) {
    const staging = await (0,external_node_fs_promises_.mkdtemp)(external_node_path_.join(root, '.sealos-render-'));
    try {
        const present = [];
        for (const dir of TEMPLATE_DIRS) {
            const info = await (0,external_node_fs_promises_.lstat)(external_node_path_.join(root, dir)).catch(() => undefined);
            if (!info?.isDirectory())
                continue;
            await (0,external_node_fs_promises_.cp)(external_node_path_.join(root, dir), external_node_path_.join(staging, dir), { recursive: true, verbatimSymlinks: true });
            present.push(dir);
        }
        const rendered = await renderTree(staging, env, options);
        for (const dir of present) {
            await (0,external_node_fs_promises_.rename)(external_node_path_.join(root, dir), external_node_path_.join(staging, `${dir}.before`));
            await (0,external_node_fs_promises_.rename)(external_node_path_.join(staging, dir), external_node_path_.join(root, dir));
        }
        return rendered;
    }
    finally {
        await (0,external_node_fs_promises_.rm)(staging, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/render/index.js
/**
 * Rendering, as sealos does it: Go text/template + sprig templates, the per-host env layers, the shell env
 * prefix, CMD/ENTRYPOINT expansion, rendering an image tree, and Clusterfile Config strategies.
 */






















/***/ }),

/***/ 13996:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kr: () => (/* binding */ formatFloat),
  Fl: () => (/* binding */ formatValue),
  vV: () => (/* binding */ sprint),
  nv: () => (/* binding */ sprintf),
  lJ: () => (/* binding */ sprintln)
});

;// CONCATENATED MODULE: ./.build/render/template/floats.js
function exactDecimal(x) {
    if (x === 0)
        return { digits: '', point: 0 };
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const bits = view.getBigUint64(0);
    const biased = Number((bits >> 52n) & 0x7ffn);
    let mantissa = bits & ((1n << 52n) - 1n);
    let e2;
    if (biased === 0)
        e2 = -1074;
    else {
        mantissa |= 1n << 52n;
        e2 = biased - 1075;
    }
    let digits;
    let point;
    if (e2 >= 0) {
        digits = (mantissa << BigInt(e2)).toString();
        point = digits.length;
    }
    else {
        digits = (mantissa * 5n ** BigInt(-e2)).toString();
        point = digits.length + e2;
    }
    return trim({ digits, point });
}
function trim(d) {
    const digits = d.digits.replace(/0+$/, '');
    return digits === '' ? { digits: '', point: 0 } : { digits, point: d.point };
}
/** JavaScript's shortest round-trip digits are Go's shortest digits. */
function shortestDecimal(x) {
    if (x === 0)
        return { digits: '', point: 0 };
    const [mantissa, exp] = x.toExponential().split('e');
    return trim({ digits: mantissa.replace('.', ''), point: Number(exp) + 1 });
}
/** Keeps `n` significant digits, rounding half to even on the exact value. */
function roundSignificant(d, n) {
    if (n < 0)
        return { digits: '', point: 0 };
    if (n >= d.digits.length)
        return d;
    const next = d.digits[n];
    const rest = d.digits.slice(n + 1);
    const up = next > '5' || (next === '5' && (/[1-9]/.test(rest) || (n > 0 && Number(d.digits[n - 1]) % 2 === 1)));
    let kept = d.digits.slice(0, n);
    let point = d.point;
    if (up) {
        let i = kept.length - 1;
        while (i >= 0 && kept[i] === '9')
            i--;
        if (i < 0) {
            kept = `1${'0'.repeat(kept.length)}`;
            point++;
        }
        else {
            kept = kept.slice(0, i) + String(Number(kept[i]) + 1) + '0'.repeat(kept.length - i - 1);
        }
    }
    return trim({ digits: kept, point });
}
function fmtF(d, precision) {
    let intPart = '0';
    if (d.point > 0)
        intPart = d.digits.slice(0, d.point).padEnd(d.point, '0');
    let frac = '';
    for (let i = 0; i < precision; i++) {
        const j = d.point + i;
        frac += j < 0 || j >= d.digits.length ? '0' : d.digits[j];
    }
    return precision > 0 ? `${intPart}.${frac}` : intPart;
}
function fmtE(d, precision, e) {
    const first = d.digits[0] ?? '0';
    let out = first;
    if (precision > 0)
        out += `.${d.digits.slice(1, precision + 1).padEnd(precision, '0')}`;
    const exp = d.digits === '' ? 0 : d.point - 1;
    const sign = exp < 0 ? '-' : '+';
    const abs = Math.abs(exp);
    return `${out}${e}${sign}${abs < 10 ? `0${abs}` : abs}`;
}
/** FormatFloat(x, verb, precision) for x >= 0 and finite; precision undefined = shortest. */
function formatNonNegative(x, verb, precision) {
    const lower = verb.toLowerCase();
    const e = verb === 'E' || verb === 'G' ? 'E' : 'e';
    if (precision === undefined) {
        const d = shortestDecimal(x);
        const nd = d.digits.length;
        if (lower === 'e')
            return fmtE(d, Math.max(nd - 1, 0), e);
        if (lower === 'f')
            return fmtF(d, Math.max(nd - d.point, 0));
        const exp = d.point - 1;
        if (nd > 0 && (exp < -4 || exp >= 6))
            return fmtE(d, nd - 1, e);
        return fmtF(d, Math.max(nd - d.point, 0));
    }
    const exact = exactDecimal(x);
    if (lower === 'e')
        return fmtE(roundSignificant(exact, precision + 1), precision, e);
    if (lower === 'f')
        return fmtF(roundSignificant(exact, exact.point + precision), precision);
    const p = precision === 0 ? 1 : precision;
    const d = roundSignificant(exact, p);
    const nd = d.digits.length;
    let eprec = p;
    if (eprec > nd && nd >= d.point)
        eprec = nd;
    const exp = d.point - 1;
    if (nd > 0 && (exp < -4 || exp >= eprec))
        return fmtE(d, Math.min(p, nd) - 1, e);
    return fmtF(d, Math.max((p > d.point ? nd : p) - d.point, 0));
}

// EXTERNAL MODULE: ./.build/render/template/quote.js
var quote = __webpack_require__(22814);
// EXTERNAL MODULE: ./.build/render/template/values.js
var values = __webpack_require__(59426);
;// CONCATENATED MODULE: ./.build/render/template/format.js



const NO_FLAGS = { minus: false, plus: false, sharp: false, space: false, zero: false };
/** strconv.FormatFloat for the verbs e, f and g (precision undefined = shortest, as %v uses). */
function formatFloat(f, verb = 'g', precision) {
    if (Number.isNaN(f))
        return 'NaN';
    if (!Number.isFinite(f))
        return f > 0 ? '+Inf' : '-Inf';
    const body = formatNonNegative(Math.abs(f), verb, precision);
    return f < 0 || Object.is(f, -0) ? `-${body}` : body;
}
function pad(s, flags, numeric) {
    const width = flags.width ?? 0;
    const length = [...s].length;
    if (length >= width)
        return s;
    if (flags.minus)
        return s + ' '.repeat(width - length);
    if (flags.zero) {
        if (numeric && /^[+-]/.test(s))
            return s[0] + '0'.repeat(width - length) + s.slice(1);
        return '0'.repeat(width - length) + s;
    }
    return ' '.repeat(width - length) + s;
}
function signed(s, negative, flags) {
    if (negative)
        return `-${s}`;
    if (flags.plus)
        return `+${s}`;
    if (flags.space)
        return ` ${s}`;
    return s;
}
/** A rune as text; an invalid code point is U+FFFD, as Go's UTF-8 encoder writes it. */
function runeText(n) {
    const valid = n >= 0n && n <= 0x10ffffn && !(n >= 0xd800n && n <= 0xdfffn);
    return valid ? String.fromCodePoint(Number(n)) : '\ufffd';
}
function formatInt(n, verb, flags) {
    const negative = n < 0n;
    const abs = negative ? -n : n;
    let digits;
    switch (verb) {
        case 'd':
        case 'v':
            digits = abs.toString(10);
            break;
        case 'b':
            digits = abs.toString(2);
            break;
        case 'o':
            digits = (flags.sharp ? '0' : '') + abs.toString(8);
            break;
        case 'O':
            digits = `0o${abs.toString(8)}`;
            break;
        case 'x':
            digits = (flags.sharp ? '0x' : '') + abs.toString(16);
            break;
        case 'X':
            digits = (flags.sharp ? '0X' : '') + abs.toString(16).toUpperCase();
            break;
        case 'c':
            return pad(runeText(n), flags, false);
        case 'q':
            return pad((0,quote/* goQuote */.dg)(runeText(n), "'"), flags, false);
        case 'U':
            return pad(`U+${BigInt.asUintN(64, n).toString(16).toUpperCase().padStart(4, '0')}`, flags, false);
        default:
            return undefined;
    }
    if (flags.precision !== undefined)
        digits = digits.padStart(flags.precision, '0');
    const zeroPad = flags.zero && flags.precision === undefined && !flags.minus;
    return pad(signed(digits, negative, flags), { ...flags, zero: zeroPad }, true);
}
/** %x on a float: hexadecimal mantissa and binary exponent, shortest form (strconv's 'x', precision -1). */
function hexFloat(x, upper) {
    let text;
    if (x === 0)
        text = '0x0p+00';
    else {
        const view = new DataView(new ArrayBuffer(8));
        view.setFloat64(0, x);
        const bits = view.getBigUint64(0);
        let exp = Number((bits >> 52n) & 0x7ffn);
        let mantissa = bits & ((1n << 52n) - 1n);
        if (exp === 0) {
            // Subnormal: shift until the leading 1 reaches the implicit bit.
            exp = 1;
            while (mantissa < 1n << 52n) {
                mantissa <<= 1n;
                exp--;
            }
            mantissa &= (1n << 52n) - 1n;
        }
        const e = exp - 1023;
        const frac = mantissa.toString(16).padStart(13, '0').replace(/0+$/, '');
        const abs = Math.abs(e);
        text = `0x1${frac ? `.${frac}` : ''}p${e < 0 ? '-' : '+'}${abs < 10 ? `0${abs}` : abs}`;
    }
    return upper ? text.toUpperCase() : text;
}
/** %b on a float: decimal mantissa and binary exponent (strconv's 'b'). */
function binaryFloat(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    const bits = view.getBigUint64(0);
    const biased = Number((bits >> 52n) & 0x7ffn);
    let mantissa = bits & ((1n << 52n) - 1n);
    let exp = -1074;
    if (biased !== 0) {
        mantissa |= 1n << 52n;
        exp = biased - 1075;
    }
    return `${mantissa}p${exp >= 0 ? '+' : ''}${exp}`;
}
/**
 * The # flag on a float (fmt's fmtFloat): always a decimal point, and for %g/%x at least `precision` (or 6)
 * digits counted from the first non-zero character, as Go counts them.
 */
function alternateFloat(num, verb, precision) {
    let digits = 'gGxX'.includes(verb) ? (precision ?? 6) : 0;
    let body = num;
    let tail = '';
    // The exponent is kept aside: `p` for hexadecimal floats (where e is a digit), `e` otherwise.
    const exponent = ('xX'.includes(verb) ? /[pP]/ : /[eE]/).exec(body);
    if (exponent) {
        tail = body.slice(exponent.index);
        body = body.slice(0, exponent.index);
    }
    let sawNonzero = false;
    for (const c of body) {
        if (c === '.')
            continue;
        if (c !== '0')
            sawNonzero = true;
        if (sawNonzero)
            digits--;
    }
    if (!body.includes('.')) {
        if (body === '0')
            digits--;
        body += '.';
    }
    return body + '0'.repeat(Math.max(digits, 0)) + tail;
}
function formatFloatVerb(f, verb, flags) {
    const negative = f < 0 || Object.is(f, -0);
    if (verb === 'b' && Number.isFinite(f))
        return pad(signed(binaryFloat(Math.abs(f)), negative, flags), flags, true);
    if ((verb === 'x' || verb === 'X') && flags.precision === undefined && Number.isFinite(f)) {
        let body = hexFloat(Math.abs(f), verb === 'X');
        if (flags.sharp)
            body = alternateFloat(body, verb, undefined);
        return pad(signed(body, negative, flags), flags, true);
    }
    if (!'eEfFgGv'.includes(verb))
        return undefined;
    // %e and %f default to 6 digits; %g and %v to the shortest exact representation.
    const precision = flags.precision ?? ('eEfF'.includes(verb) ? 6 : undefined);
    let body = formatFloat(Math.abs(f), verb === 'v' ? 'g' : verb, precision);
    if (flags.sharp && verb !== 'v' && Number.isFinite(f))
        body = alternateFloat(body, verb, flags.precision);
    const s = signed(body, negative, flags);
    return pad(s, { ...flags, zero: flags.zero && !flags.minus && Number.isFinite(f) }, true);
}
function formatString(s, verb, flags) {
    let text = s;
    switch (verb) {
        case 's':
        case 'v':
            if (flags.precision !== undefined)
                text = [...s].slice(0, flags.precision).join('');
            return pad(text, flags, false);
        case 'q':
            if (flags.precision !== undefined)
                text = [...s].slice(0, flags.precision).join('');
            if (flags.sharp && !/[`\x00-\x08\x0a-\x1f\x7f]/.test(text))
                return pad(`\`${text}\``, flags, false);
            return pad((0,quote/* goQuote */.dg)(text), flags, false);
        case 'x':
        case 'X': {
            // fmtSbx: a space separates bytes, # adds 0x (before every byte when spaced).
            let bytes = Buffer.from(s);
            if (flags.precision !== undefined)
                bytes = bytes.subarray(0, flags.precision);
            const prefix = flags.sharp ? (verb === 'X' ? '0X' : '0x') : '';
            const hex = [...bytes].map((b) => {
                const digits = b.toString(16).padStart(2, '0');
                return verb === 'X' ? digits.toUpperCase() : digits;
            });
            const body = flags.space ? hex.map((h) => prefix + h).join(' ') : prefix + hex.join('');
            return pad(hex.length ? body : '', flags, false);
        }
        default:
            return undefined;
    }
}
/** %#v: the value as Go syntax. */
function goSyntax(value, inInterface) {
    if (value === null || value === undefined)
        return inInterface ? 'interface {}(nil)' : '<nil>';
    if (typeof value === 'string')
        return (0,quote/* goQuote */.dg)(value);
    if (typeof value === 'number')
        return formatFloat(value);
    if ((0,values/* asInteger */.JU)(value) !== undefined)
        return String((0,values/* asInteger */.JU)(value));
    if (value instanceof values/* GoList */.lL)
        return `[]${value.elem}{${value.items.map((item) => goSyntax(item, value.elem === 'interface {}')).join(', ')}}`;
    if (value instanceof values/* GoMap */.tn) {
        const entries = value
            .sortedKeys()
            .map((k) => `${(0,quote/* goQuote */.dg)(k)}:${goSyntax(value.entries.get(k), value.elem === 'interface {}')}`);
        return `map[string]${value.elem}{${entries.join(', ')}}`;
    }
    return String(value);
}
/** Formats one operand for one verb, the way fmt's printArg/printValue do. */
function formatArg(value, verb, flags) {
    if (verb === 'T')
        return pad((0,values/* goTypeName */.O4)(value), flags, false);
    if (verb === 'v' && flags.sharp)
        return pad(goSyntax(value, false), flags, false);
    if (value === null || value === undefined) {
        return verb === 'v' ? pad('<nil>', flags, false) : `%!${verb}(<nil>)`;
    }
    let out;
    if (typeof value === 'boolean')
        out = verb === 't' || verb === 'v' ? pad(String(value), flags, false) : undefined;
    else if ((0,values/* asInteger */.JU)(value) !== undefined)
        out = formatInt((0,values/* asInteger */.JU)(value), verb, flags);
    else if (typeof value === 'number')
        out = formatFloatVerb(value, verb, flags);
    else if (typeof value === 'string')
        out = formatString(value, verb, flags);
    else if (value instanceof values/* GoList */.lL) {
        const inner = value.items.map((item) => formatArg(item, verb, flags));
        return `[${inner.join(' ')}]`;
    }
    else if (value instanceof values/* GoMap */.tn) {
        const inner = value
            .sortedKeys()
            .map((k) => `${formatArg(k, verb, flags)}:${formatArg(value.entries.get(k), verb, flags)}`);
        return `map[${inner.join(' ')}]`;
    }
    else if (value instanceof values/* GoObject */.MV) {
        // A Stringer prints through String() for %v and %s (and %q quotes it).
        if (verb === 'v' || verb === 's')
            out = pad(value.toString(), flags, false);
        else if (verb === 'q')
            out = pad((0,quote/* goQuote */.dg)(value.toString()), flags, false);
    }
    if (out !== undefined)
        return out;
    // Go prints the operand of a bad verb with %v and the same width, precision and flags.
    return `%!${verb}(${(0,values/* goTypeName */.O4)(value)}=${formatArg(value, 'v', { ...flags, sharp: false })})`;
}
/** fmt.Sprint(v) of one value: what `{{ . }}` prints. */
function formatValue(value) {
    return formatArg(value, 'v', NO_FLAGS);
}
/** fmt.Sprint: a space between operands when neither side is a string. */
function sprint(args) {
    let out = '';
    args.forEach((arg, i) => {
        const isString = typeof arg === 'string';
        if (i > 0 && !isString && typeof args[i - 1] !== 'string')
            out += ' ';
        out += formatValue(arg);
    });
    return out;
}
function sprintln(args) {
    return `${args.map(formatValue).join(' ')}\n`;
}
function sprintf(format, args) {
    let out = '';
    let argIndex = 0;
    let i = 0;
    const chars = [...format];
    while (i < chars.length) {
        const c = chars[i];
        if (c !== '%') {
            out += c;
            i++;
            continue;
        }
        i++;
        const flags = { ...NO_FLAGS };
        for (; i < chars.length; i++) {
            const f = chars[i];
            if (f === '-')
                flags.minus = true;
            else if (f === '+')
                flags.plus = true;
            else if (f === '#')
                flags.sharp = true;
            else if (f === ' ')
                flags.space = true;
            else if (f === '0')
                flags.zero = !flags.minus;
            else
                break;
        }
        // Go's fmt refuses numbers past 1e6 (tooLarge): a width from `*` is dropped, and digits that overflow
        // swallow the rest of the format; either way no huge padding is made.
        const readNumber = () => {
            if (chars[i] === '*') {
                i++;
                const arg = args[argIndex++];
                return typeof arg === 'bigint' && arg <= 1000000n && arg >= -1000000n ? Number(arg) : undefined;
            }
            let num = 0;
            let digits = false;
            while (i < chars.length && /[0-9]/.test(chars[i])) {
                if (num > 1_000_000) {
                    i = chars.length;
                    return undefined;
                }
                num = num * 10 + Number(chars[i++]);
                digits = true;
            }
            return digits ? num : undefined;
        };
        flags.width = readNumber();
        if (flags.width !== undefined && flags.width < 0) {
            flags.minus = true;
            flags.width = -flags.width;
        }
        if (chars[i] === '.') {
            i++;
            flags.precision = readNumber() ?? 0;
        }
        if (flags.minus)
            flags.zero = false;
        if (i >= chars.length) {
            out += '%!(NOVERB)';
            break;
        }
        const verb = chars[i++];
        if (verb === '%') {
            out += '%';
            continue;
        }
        if (argIndex >= args.length) {
            out += `%!${verb}(MISSING)`;
            continue;
        }
        out += formatArg(args[argIndex++], verb, flags);
    }
    if (argIndex < args.length) {
        const extra = args
            .slice(argIndex)
            .map((a) => (a === null || a === undefined ? '<nil>' : `${(0,values/* goTypeName */.O4)(a)}=${formatValue(a)}`));
        out += `%!(EXTRA ${extra.join(', ')})`;
    }
    return out;
}


/***/ }),

/***/ 31399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ methodWithArgs),
/* harmony export */   fn: () => (/* binding */ fn),
/* harmony export */   o: () => (/* binding */ GO_PARAM_TYPE)
/* harmony export */ });
const GO_PARAM_TYPE = {
    any: 'interface {}',
    value: 'reflect.Value',
    string: 'string',
    int: 'int',
    uint32: 'uint32',
    bool: 'bool',
    float64: 'float64',
    map: 'map[string]interface {}',
};
function fn(params, call, variadic) {
    return { params, call, variadic };
}
function methodWithArgs(receiver, name) {
    const candidate = receiver;
    return typeof candidate.callable === 'function' ? candidate.callable(name) : undefined;
}


/***/ }),

/***/ 83984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ parseGoInteger)
/* harmony export */ });
/** strconv.ParseInt(s, 0, 64) without the range check: base prefixes 0x, 0o, 0b and a leading 0 for octal. */
function parseGoInteger(text) {
    let s = text;
    let negative = false;
    if (s[0] === '+' || s[0] === '-') {
        negative = s[0] === '-';
        s = s.slice(1);
    }
    let body;
    if (/^0[xX][0-9a-fA-F_]+$/.test(s) || /^0[oO][0-7_]+$/.test(s) || /^0[bB][01_]+$/.test(s))
        body = s;
    else if (/^0[0-7_]+$/.test(s))
        body = `0o${s.slice(1)}`;
    else if (/^[0-9][0-9_]*$/.test(s))
        body = s;
    else
        return undefined;
    if (/__|_$/.test(body))
        return undefined;
    const value = BigInt(body.replaceAll('_', ''));
    return negative ? -value : value;
}


/***/ }),

/***/ 22814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _n: () => (/* binding */ unquote),
/* harmony export */   dg: () => (/* binding */ goQuote),
/* harmony export */   yj: () => (/* binding */ unquoteChar)
/* harmony export */ });
/**
 * strconv.UnquoteChar: decodes the first character or escape of `s` inside a `quote`-quoted literal and
 * returns it with the rest of `s`. Throws "invalid syntax" like Go.
 */
function unquoteChar(s, quote) {
    const c = s.codePointAt(0);
    if (c === undefined)
        throw new Error('invalid syntax');
    const first = String.fromCodePoint(c);
    if (first === quote && (quote === "'" || quote === '"'))
        throw new Error('invalid syntax');
    if (first !== '\\')
        return [first, s.slice(first.length)];
    const e = s[1];
    const simple = {
        a: '\x07',
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
        v: '\v',
        '\\': '\\',
    };
    if (e !== undefined && Object.hasOwn(simple, e))
        return [simple[e], s.slice(2)];
    if (e === "'" || e === '"') {
        if (e !== quote)
            throw new Error('invalid syntax');
        return [e, s.slice(2)];
    }
    if (e === 'x' || e === 'u' || e === 'U') {
        const size = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        const hex = s.slice(2, 2 + size);
        if (hex.length !== size || !/^[0-9a-fA-F]+$/.test(hex))
            throw new Error('invalid syntax');
        const code = Number.parseInt(hex, 16);
        if (code > 0x10ffff || (code >= 0xd800 && code < 0xe000 && e !== 'x'))
            throw new Error('invalid syntax');
        // \x is a byte: a lone byte >= 0x80 is not valid text, shown as U+FFFD.
        return [e === 'x' && code >= 0x80 ? '\ufffd' : String.fromCodePoint(code), s.slice(2 + size)];
    }
    const oct = s.slice(1, 4);
    if (!/^[0-7]{3}$/.test(oct) || Number.parseInt(oct, 8) > 255)
        throw new Error('invalid syntax');
    const code = Number.parseInt(oct, 8);
    return [code >= 0x80 ? '\ufffd' : String.fromCharCode(code), s.slice(4)];
}
/** Go's strconv.Unquote for "…", `…` and '…' literals. */
function unquote(literal) {
    const quote = literal[0];
    if (literal.length < 2 || literal[literal.length - 1] !== quote)
        throw new Error('invalid syntax');
    const body = literal.slice(1, -1);
    if (quote === '`') {
        if (body.includes('`'))
            throw new Error('invalid syntax');
        return body.replaceAll('\r', '');
    }
    if (quote !== '"' && quote !== "'")
        throw new Error('invalid syntax');
    let out = '';
    let rest = body;
    while (rest.length > 0) {
        if (rest[0] === '\n')
            throw new Error('invalid syntax');
        const [char, tail] = unquoteChar(rest, quote);
        out += char;
        rest = tail;
    }
    if (quote === "'" && [...out].length !== 1)
        throw new Error('invalid syntax');
    return out;
}
function isPrint(code) {
    // Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space only.
    return code === 0x20 || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(String.fromCodePoint(code));
}
/** strconv.Quote: Go escapes, printable runes kept as they are. */
function goQuote(s, quote = '"') {
    let out = quote;
    for (const ch of s) {
        const code = ch.codePointAt(0);
        if (ch === quote || ch === '\\') {
            out += `\\${ch}`;
            continue;
        }
        if (isPrint(code)) {
            out += ch;
            continue;
        }
        switch (ch) {
            case '\x07':
                out += '\\a';
                break;
            case '\b':
                out += '\\b';
                break;
            case '\f':
                out += '\\f';
                break;
            case '\n':
                out += '\\n';
                break;
            case '\r':
                out += '\\r';
                break;
            case '\t':
                out += '\\t';
                break;
            case '\v':
                out += '\\v';
                break;
            default:
                if (code < 0x20 || code === 0x7f)
                    out += `\\x${code.toString(16).padStart(2, '0')}`;
                else if (code < 0x10000)
                    out += `\\u${code.toString(16).padStart(4, '0')}`;
                else
                    out += `\\U${code.toString(16).padStart(8, '0')}`;
        }
    }
    return out + quote;
}


/***/ }),

/***/ 59426:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ kindName),
/* harmony export */   Hn: () => (/* binding */ isTrue),
/* harmony export */   I_: () => (/* binding */ envToValue),
/* harmony export */   Im: () => (/* binding */ isEmpty),
/* harmony export */   JU: () => (/* binding */ asInteger),
/* harmony export */   MV: () => (/* binding */ GoObject),
/* harmony export */   O4: () => (/* binding */ goTypeName),
/* harmony export */   SB: () => (/* binding */ goStringList),
/* harmony export */   WR: () => (/* binding */ GoInt64),
/* harmony export */   dK: () => (/* binding */ sealctlRenderData),
/* harmony export */   lL: () => (/* binding */ GoList),
/* harmony export */   tn: () => (/* binding */ GoMap)
/* harmony export */ });
/* unused harmony export compareGoStrings */
/**
 * A Go int64 (what sprig's math functions return), kept apart from int (`bigint`): Go names the types in
 * errors and %T, and a function taking an int refuses an int64.
 */
class GoInt64 {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** The integer in an int or int64, else undefined. */
function asInteger(value) {
    if (typeof value === 'bigint')
        return value;
    return value instanceof GoInt64 ? value.value : undefined;
}
class GoList {
    items;
    elem;
    constructor(items, 
    /** Go element type, for error messages and %T: `interface {}`, `string`, `int`. */
    elem = 'interface {}') {
        this.items = items;
        this.elem = elem;
    }
}
class GoMap {
    entries;
    elem;
    constructor(entries, elem = 'interface {}') {
        this.entries = entries;
        this.elem = elem;
    }
    sortedKeys() {
        return [...this.entries.keys()].sort(compareGoStrings);
    }
}
/** A Go struct pointer with methods callable as `.Name` (no arguments) and a String() for printing. */
class GoObject {
}
/** Go compares strings bytewise (UTF-8); UTF-16 order differs only above the BMP. */
function compareGoStrings(a, b) {
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
function goTypeName(value) {
    if (value === undefined || value === null)
        return '<nil>';
    if (typeof value === 'string')
        return 'string';
    if (typeof value === 'boolean')
        return 'bool';
    if (typeof value === 'bigint')
        return 'int';
    if (value instanceof GoInt64)
        return 'int64';
    if (typeof value === 'number')
        return 'float64';
    if (value instanceof GoList)
        return `[]${value.elem}`;
    if (value instanceof GoMap)
        return `map[string]${value.elem}`;
    return value.goType;
}
/** reflect.Kind's name (sprig's errors print it): slice, map, ptr, or the basic type. */
function kindName(value) {
    if (value instanceof GoList)
        return 'slice';
    if (value instanceof GoMap)
        return 'map';
    if (value instanceof GoObject)
        return 'ptr';
    return goTypeName(value);
}
/** Go's template truth: empty strings, zero numbers, nil and empty collections are false. */
function isTrue(value) {
    if (value === undefined || value === null)
        return false;
    if (typeof value === 'string')
        return value.length > 0;
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'bigint')
        return value !== 0n;
    if (value instanceof GoInt64)
        return value.value !== 0n;
    if (typeof value === 'number')
        return value !== 0;
    if (value instanceof GoList)
        return value.items.length > 0;
    if (value instanceof GoMap)
        return value.entries.size > 0;
    return true;
}
/** sprig's `empty`: the same as "not true" for the kinds templates see. */
function isEmpty(value) {
    return !isTrue(value);
}
/** A string map (the env) as the map[string]interface{} sealos passes to Execute. */
function envToValue(env) {
    const entries = env instanceof Map ? [...env.entries()] : Object.entries(env);
    return new GoMap(new Map(entries));
}
/**
 * The data `sealctl render` executes templates with: every env value at the top level (older templates use
 * `.KEY`), plus `.Env` (the env as a map[string]string) and `.Values` (helm-style values; none here).
 */
function sealctlRenderData(env) {
    const data = envToValue(env);
    data.entries.set('Values', new GoMap(new Map()));
    data.entries.set('Env', new GoMap(new Map(Object.entries(env)), 'string'));
    return data;
}
function goStringList(items) {
    return new GoList(items, 'string');
}


/***/ }),

/***/ 2810:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ replaceFileInRoot),
/* harmony export */   a: () => (/* binding */ readFileInRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2345);



/** A file of a tree read through `resolveInRoot`: its text and mode, or undefined when there is none. */
async function readFileInRoot(root, relative) {
    const file = await (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRoot */ .QD)(root, relative, { last: 'follow' });
    if (!file)
        return undefined;
    let info;
    try {
        info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    // A FIFO or a device would block or read the runner's hardware; only plain files are read.
    if (!info.isFile())
        throw new _resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .RootPathError */ .wN(`${relative} is not a plain file`, { file: relative });
    return { text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), mode: info.mode & 0o7777 };
}
/**
 * Writes a file of a tree, replacing what is at that path (a link there is removed, never written through),
 * folders on the way made inside the root. `wx`: the create fails rather than follow a link that appeared.
 */
async function replaceFileInRoot(root, relative, text, mode) {
    const file = await (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRoot */ .QD)(root, relative, { create: true });
    if (!file || file === node_path__WEBPACK_IMPORTED_MODULE_1__.join(root))
        throw new _resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .RootPathError */ .wN(`${relative} is not a file path inside the tree`, { file: relative });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'wx', mode);
    try {
        await handle.writeFile(text);
        // Through the descriptor: the umask does not narrow the mode, and no path is looked up again.
        await handle.chmod(mode);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 2345:
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
