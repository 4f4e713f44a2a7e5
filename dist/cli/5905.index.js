export const id = 5905;
export const ids = [5905];
export const modules = {

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
    if ((0,_yaml_v2_js__WEBPACK_IMPORTED_MODULE_4__/* .hasUnreadableCharacters */ .s)(data))
        return '';
    return (0,_yaml_v2_js__WEBPACK_IMPORTED_MODULE_4__/* .marshalYamlV2 */ .E)(data).replace(/\n$/, '');
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

/***/ 7597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ HELM_FUNCTIONS),
/* harmony export */   dU: () => (/* binding */ HelmFailure),
/* harmony export */   fJ: () => (/* binding */ fail)
/* harmony export */ });
/* harmony import */ var _template_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30167);
/* harmony import */ var _template_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31399);


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
class IncludeDepthError extends _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TemplateError */ .$ {
}
function templatesOf(context, name) {
    if (!context.templates)
        throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(`${name} is only available while a template executes`);
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
        if (error instanceof _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TemplateError */ .$)
            throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(error.message, { cause: error });
        throw error;
    }
}
const include = (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string', 'any'], ([name, data], context) => {
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
const tpl = (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string', 'any'], ([text, data], context) => {
    const templates = templatesOf(context, 'tpl');
    const source = text;
    const quoted = JSON.stringify(source);
    let rendered;
    try {
        rendered = templates.parseAndExecute(source, data);
    }
    catch (error) {
        if (!(error instanceof _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TemplateError */ .$) || error instanceof IncludeDepthError)
            throw error;
        // A TemplateError without a line from the executor is a parse error (Go's parser names its own line).
        const parse = !/: executing "/.test(error.message);
        throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(parse
            ? `cannot parse template ${quoted}: ${error.message}`
            : `error during tpl function execution for ${quoted}: ${error.message}`, { cause: error });
    }
    return rendered.replaceAll('<no value>', '');
});
/**
 * What `required` and `fail` raise: helm wraps their message (warnWrap) so that its engine reports it alone as
 * `execution error at (FILE:LINE:COL): MESSAGE`, without Go's template wording around it.
 */
class HelmFailure extends _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J {
}
const required = (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string', 'any'], ([message, value]) => {
    if (value === null || value === undefined || value === '')
        throw new HelmFailure(message);
    return value;
});
const fail = (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string'], ([message]) => {
    throw new HelmFailure(message);
});
const HELM_FUNCTIONS = [
    ['include', include],
    ['tpl', tpl],
    ['required', required],
];


/***/ }),

/***/ 70291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ clusterfileFunctions),
  t: () => (/* binding */ sealosFunctions)
});

// EXTERNAL MODULE: ./.build/render/template/errors.js
var errors = __webpack_require__(30167);
// EXTERNAL MODULE: ./.build/render/template/format.js + 1 modules
var template_format = __webpack_require__(13996);
// EXTERNAL MODULE: ./.build/render/template/functions.js
var functions = __webpack_require__(31399);
// EXTERNAL MODULE: ./.build/render/template/values.js
var values = __webpack_require__(59426);
;// CONCATENATED MODULE: ./.build/render/template/builtins.js




function basicKind(v) {
    if (typeof v === 'boolean')
        return 'bool';
    if ((0,values/* asInteger */.JU)(v) !== undefined)
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
        throw new errors/* FunctionError */.J('missing argument for comparison');
    const k1 = basicKind(arg1);
    for (const arg of rest) {
        const k2 = basicKind(arg);
        if (k1 !== k2) {
            if (!isZero(arg1) && !isZero(arg))
                throw new errors/* FunctionError */.J('incompatible types for comparison');
            continue;
        }
        if (k1 === 'invalid') {
            if (isZero(arg1) || isZero(arg)) {
                if (isZero(arg1) === isZero(arg))
                    return true;
                continue;
            }
            if ((0,values/* kindName */.Ep)(arg1) !== (0,values/* kindName */.Ep)(arg))
                throw new errors/* FunctionError */.J(`non-comparable types ${(0,template_format/* sprintf */.nv)('%s', [arg1])}: ${(0,values/* goTypeName */.O4)(arg1)}, ${(0,values/* goTypeName */.O4)(arg)}: ${(0,template_format/* sprint */.vV)([arg])}`);
            // Pointers compare by identity; slices and maps cannot be compared.
            if (arg1 instanceof values/* GoObject */.MV) {
                if (arg1 === arg)
                    return true;
                continue;
            }
            throw new errors/* FunctionError */.J(`non-comparable type ${(0,template_format/* sprintf */.nv)('%s', [arg])}: ${(0,values/* goTypeName */.O4)(arg)}`);
        }
        if (k1 === 'int' ? (0,values/* asInteger */.JU)(arg1) === (0,values/* asInteger */.JU)(arg) : arg1 === arg)
            return true;
    }
    return false;
}
function lt(arg1, arg2) {
    const k1 = basicKind(arg1);
    const k2 = basicKind(arg2);
    if (k1 === 'invalid' || k2 === 'invalid')
        throw new errors/* FunctionError */.J('invalid type for comparison');
    if (k1 !== k2)
        throw new errors/* FunctionError */.J('incompatible types for comparison');
    if (k1 === 'bool')
        throw new errors/* FunctionError */.J('invalid type for comparison');
    if (k1 === 'string')
        return Buffer.compare(Buffer.from(arg1), Buffer.from(arg2)) < 0;
    if (k1 === 'int')
        return (0,values/* asInteger */.JU)(arg1) < (0,values/* asInteger */.JU)(arg2);
    return arg1 < arg2;
}
function indexArg(indexValue, cap) {
    const index = (0,values/* asInteger */.JU)(indexValue);
    if (index === undefined) {
        if (isZero(indexValue))
            throw new errors/* FunctionError */.J('cannot index slice/array with nil');
        throw new errors/* FunctionError */.J(`cannot index slice/array with type ${(0,values/* goTypeName */.O4)(indexValue)}`);
    }
    if (index < 0n || index > BigInt(cap))
        throw new errors/* FunctionError */.J(`index out of range: ${index}`);
    return Number(index);
}
function index(item, indexes) {
    let current = item;
    if (isZero(current))
        throw new errors/* FunctionError */.J('index of untyped nil');
    for (const i of indexes) {
        if (typeof current === 'string') {
            const bytes = Buffer.from(current);
            const x = indexArg(i, bytes.length);
            if (x === bytes.length)
                throw new errors/* FunctionError */.J(`index out of range: ${x}`);
            // Go yields the byte (uint8); printed as a number.
            current = BigInt(bytes[x]);
        }
        else if (current instanceof values/* GoList */.lL) {
            const x = indexArg(i, current.items.length);
            if (x === current.items.length)
                throw new errors/* FunctionError */.J(`index out of range: ${x}`);
            current = current.items[x];
        }
        else if (current instanceof values/* GoMap */.tn) {
            if (isZero(i))
                throw new errors/* FunctionError */.J('value is nil; should be of type string');
            if (typeof i !== 'string')
                throw new errors/* FunctionError */.J(`value has type ${(0,values/* goTypeName */.O4)(i)}; should be string`);
            current = current.entries.has(i) ? current.entries.get(i) : zeroOf(current.elem);
        }
        else {
            // index looks through pointers: a *semver.Version is reported as its struct type.
            throw new errors/* FunctionError */.J(`can't index item of type ${(0,values/* goTypeName */.O4)(current).replace(/^\*/, '')}`);
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
        throw new errors/* FunctionError */.J('slice of untyped nil');
    if (indexes.length > 3)
        throw new errors/* FunctionError */.J(`too many slice indexes: ${indexes.length}`);
    let length;
    if (typeof item === 'string') {
        if (indexes.length === 3)
            throw new errors/* FunctionError */.J('cannot 3-index slice a string');
        length = Buffer.byteLength(item);
    }
    else if (item instanceof values/* GoList */.lL) {
        length = item.items.length;
    }
    else {
        throw new errors/* FunctionError */.J(`can't slice item of type ${(0,values/* goTypeName */.O4)(item)}`);
    }
    const idx = [0, length];
    indexes.forEach((x, i) => {
        idx[i] = indexArg(x, length);
    });
    const [from, to] = idx;
    if (from > to)
        throw new errors/* FunctionError */.J(`invalid slice index: ${from} > ${to}`);
    if (typeof item === 'string')
        return Buffer.from(item).subarray(from, to).toString();
    return new values/* GoList */.lL(item.items.slice(from, to), item.elem);
}
function builtins_length(item) {
    if (item === null)
        throw new errors/* FunctionError */.J('len of nil pointer');
    if (typeof item === 'string')
        return BigInt(Buffer.byteLength(item));
    if (item instanceof values/* GoList */.lL)
        return BigInt(item.items.length);
    if (item instanceof values/* GoMap */.tn)
        return BigInt(item.entries.size);
    if (item === undefined)
        throw new errors/* FunctionError */.J('reflect: call of reflect.Value.Type on zero Value');
    // len looks through pointers: a *semver.Version is reported as its struct type.
    throw new errors/* FunctionError */.J(`len of type ${(0,values/* goTypeName */.O4)(item).replace(/^\*/, '')}`);
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
    return args.map((a) => a instanceof values/* GoObject */.MV ? a.toString() : a === null || a === undefined ? '<no value>' : a);
}
const BUILTINS = new Map([
    ['and', (0,functions.fn)(['value'], () => undefined, 'value')],
    ['or', (0,functions.fn)(['value'], () => undefined, 'value')],
    ['not', (0,functions.fn)(['value'], ([a]) => !(0,values/* isTrue */.Hn)(a))],
    [
        'call',
        (0,functions.fn)(['value'], ([f]) => {
            if (isZero(f))
                throw new errors/* FunctionError */.J('call of nil');
            throw new errors/* FunctionError */.J(`non-function of type ${(0,values/* goTypeName */.O4)(f)}`);
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

// EXTERNAL MODULE: ./.build/render/template/limits.js
var limits = __webpack_require__(236);
// EXTERNAL MODULE: ./.build/render/template/numbers.js
var numbers = __webpack_require__(83984);
;// CONCATENATED MODULE: ./.build/render/functions/convert.js



/** sprig's strval: strings as they are, Stringers through String(), anything else as fmt %v. */
function strval(v) {
    if (typeof v === 'string')
        return v;
    if (v instanceof values/* GoObject */.MV)
        return v.toString();
    if (v === undefined || v === null)
        return '<nil>';
    return (0,template_format/* formatValue */.Fl)(v);
}
/** sprig's strslice: a list as strings (nil elements dropped), nil as empty, anything else as one item. */
function strslice(v) {
    if (v instanceof values/* GoList */.lL)
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
    const integer = (0,values/* asInteger */.JU)(v);
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
    if ((0,values/* asInteger */.JU)(v) !== undefined)
        return Number((0,values/* asInteger */.JU)(v));
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
    if (v instanceof values/* GoList */.lL)
        return v.items;
    if (v === null || v === undefined)
        throw new errors/* FunctionError */.J('runtime error: invalid memory address or nil pointer dereference');
    throw new errors/* FunctionError */.J(message((0,values/* kindName */.Ep)(v)));
}
const find = (name) => (kind) => `Cannot find ${name} on type ${kind}`;
/** reflect.DeepEqual for template values. */
function deepEqual(a, b) {
    if (a instanceof values/* GoList */.lL && b instanceof values/* GoList */.lL)
        return (a.elem === b.elem &&
            a.items.length === b.items.length &&
            a.items.every((x, i) => deepEqual(x, b.items[i])));
    if (a instanceof values/* GoMap */.tn && b instanceof values/* GoMap */.tn)
        return (a.elem === b.elem &&
            a.entries.size === b.entries.size &&
            [...a.entries].every(([k, v]) => b.entries.has(k) && deepEqual(v, b.entries.get(k))));
    if (a instanceof values/* GoInt64 */.WR && b instanceof values/* GoInt64 */.WR)
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
        (0,limits/* checkSequenceSize */.n)('a list', (stop - start) / step);
    if (stop < start) {
        if (step >= 0n)
            return new values/* GoList */.lL(items, 'int');
        for (let i = start; i > stop; i += step)
            items.push(i);
        return new values/* GoList */.lL(items, 'int');
    }
    if (step <= 0n)
        return new values/* GoList */.lL(items, 'int');
    for (let i = start; i < stop; i += step)
        items.push(i);
    return new values/* GoList */.lL(items, 'int');
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
    return new values/* GoMap */.tn(entries);
}
function requireMap(v) {
    if (v instanceof values/* GoMap */.tn)
        return v;
    return new values/* GoMap */.tn(new Map());
}
const COLLECTION_FUNCTIONS = [
    [
        'default',
        (0,functions.fn)(['any'], ([d, ...given]) => (given.length === 0 || (0,values/* isEmpty */.Im)(given[0]) ? d : given[0]), 'any'),
    ],
    ['empty', (0,functions.fn)(['any'], ([v]) => (0,values/* isEmpty */.Im)(v))],
    ['coalesce', (0,functions.fn)([], (args) => args.find((v) => !(0,values/* isEmpty */.Im)(v)) ?? null, 'any')],
    ['all', (0,functions.fn)([], (args) => args.every((v) => !(0,values/* isEmpty */.Im)(v)), 'any')],
    ['any', (0,functions.fn)([], (args) => args.some((v) => !(0,values/* isEmpty */.Im)(v)), 'any')],
    ['ternary', (0,functions.fn)(['any', 'any', 'bool'], ([t, f, cond]) => (cond ? t : f))],
    ['list', (0,functions.fn)([], (args) => new values/* GoList */.lL(args), 'any')],
    ['tuple', (0,functions.fn)([], (args) => new values/* GoList */.lL(args), 'any')],
    ['first', (0,functions.fn)(['any'], ([l]) => listArg(l, find('first'))[0] ?? null)],
    ['last', (0,functions.fn)(['any'], ([l]) => listArg(l, find('last')).at(-1) ?? null)],
    ['rest', (0,functions.fn)(['any'], ([l]) => new values/* GoList */.lL(listArg(l, find('rest')).slice(1)))],
    ['initial', (0,functions.fn)(['any'], ([l]) => new values/* GoList */.lL(listArg(l, find('initial')).slice(0, -1)))],
    ['reverse', (0,functions.fn)(['any'], ([l]) => new values/* GoList */.lL([...listArg(l, find('reverse'))].reverse()))],
    [
        'uniq',
        (0,functions.fn)(['any'], ([l]) => {
            const out = [];
            for (const item of listArg(l, find('uniq')))
                if (!out.some((x) => deepEqual(x, item)))
                    out.push(item);
            return new values/* GoList */.lL(out);
        }),
    ],
    [
        'compact',
        (0,functions.fn)(['any'], ([l]) => new values/* GoList */.lL(listArg(l, (k) => `Cannot compact on type ${k}`).filter((x) => !(0,values/* isEmpty */.Im)(x)))),
    ],
    [
        'append',
        (0,functions.fn)(['any', 'any'], ([l, v]) => new values/* GoList */.lL([...listArg(l, (k) => `Cannot push on type ${k}`), v])),
    ],
    ['push', (0,functions.fn)(['any', 'any'], ([l, v]) => new values/* GoList */.lL([...listArg(l, (k) => `Cannot push on type ${k}`), v]))],
    [
        'prepend',
        (0,functions.fn)(['any', 'any'], ([l, v]) => new values/* GoList */.lL([v, ...listArg(l, (k) => `Cannot prepend on type ${k}`)])),
    ],
    [
        'has',
        (0,functions.fn)(['any', 'any'], ([needle, l]) => l === null ? false : listArg(l, find('has')).some((x) => deepEqual(x, needle))),
    ],
    [
        'without',
        (0,functions.fn)(['any'], ([l, ...omit]) => new values/* GoList */.lL(listArg(l, find('without')).filter((x) => !omit.some((o) => deepEqual(o, x)))), 'any'),
    ],
    [
        'concat',
        (0,functions.fn)([], (lists) => new values/* GoList */.lL(lists.flatMap((l) => listArg(l, (k) => `Cannot concat type ${k} as list`))), 'any'),
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
        (0,functions.fn)([], (dicts) => new values/* GoList */.lL(dicts.flatMap((d) => [...requireMap(d).entries.keys()]), 'string'), 'map'),
    ],
    ['values', (0,functions.fn)(['map'], ([d]) => new values/* GoList */.lL([...requireMap(d).entries.values()]))],
    [
        'pluck',
        (0,functions.fn)(['string'], ([key, ...dicts]) => new values/* GoList */.lL(dicts
            .filter((d) => requireMap(d).entries.has(key))
            .map((d) => requireMap(d).entries.get(key))), 'map'),
    ],
    [
        'pick',
        (0,functions.fn)(['map'], ([d, ...keys]) => new values/* GoMap */.tn(new Map([...requireMap(d).entries].filter(([k]) => keys.includes(k)))), 'string'),
    ],
    [
        'omit',
        (0,functions.fn)(['map'], ([d, ...keys]) => new values/* GoMap */.tn(new Map([...requireMap(d).entries].filter(([k]) => !keys.includes(k)))), 'string'),
    ],
    ['int', (0,functions.fn)(['any'], ([v]) => toInt64(v))],
    ['int64', (0,functions.fn)(['any'], ([v]) => new values/* GoInt64 */.WR(toInt64(v)))],
];

// EXTERNAL MODULE: ./.build/render/functions/encoding.js
var encoding = __webpack_require__(84172);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/render/functions/extras.js









/** decimal.NewFromFloat: the shortest decimal that reads back as the float. */
function decimalFromFloat(f) {
    if (!Number.isFinite(f))
        throw new errors/* FunctionError */.J(`Cannot create a Decimal from ${f}`);
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
        throw new errors/* FunctionError */.J('decimal division by 0');
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
    (0,limits/* checkSequenceSize */.n)('a random string length', count);
    let out = '';
    for (let i = 0n; i < count; i++)
        out += alphabet[(0,external_node_crypto_.randomInt)(alphabet.length)];
    return out;
}
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ASCII = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');
/** Go's %T. */
const typeOf = (v) => (0,values/* goTypeName */.O4)(v);
/** mergo's isEmptyValue for template values. */
const isEmptyValue = (v) => v === null ||
    v === undefined ||
    v === '' ||
    v === 0n ||
    (v instanceof values/* GoInt64 */.WR && v.value === 0n) ||
    v === 0 ||
    v === false ||
    (v instanceof values/* GoMap */.tn && v.entries.size === 0) ||
    (v instanceof values/* GoList */.lL && v.items.length === 0);
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
        else if (value instanceof values/* GoMap */.tn) {
            if (current instanceof values/* GoMap */.tn && !slotEmpty)
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
    const target = dst ?? new values/* GoMap */.tn(new Map());
    for (const src of srcs)
        if (src)
            mergeInto(target, src, overwrite);
    return target;
}
/** How a failed Go type assertion names the value it found. */
const assertedType = (v) => `interface {} is ${v === null || v === undefined ? 'nil' : (0,values/* goTypeName */.O4)(v)}`;
/** sprig's dig: the value at a path of keys in nested dicts, or the default. */
function dig(args) {
    if (args.length < 3)
        throw new errors/* FunctionError */.J('dig needs at least three arguments');
    let current = args.at(-1);
    const fallback = args.at(-2);
    const keys = args.slice(0, -2);
    for (const [i, key] of keys.entries()) {
        if (!(current instanceof values/* GoMap */.tn))
            throw new errors/* FunctionError */.J(`interface conversion: ${assertedType(current)}, not map[string]interface {}`);
        if (typeof key !== 'string')
            throw new errors/* FunctionError */.J(`interface conversion: ${assertedType(key)}, not string`);
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
    if (!(list instanceof values/* GoList */.lL)) {
        if (list === null || list === undefined)
            throw new errors/* FunctionError */.J('runtime error: invalid memory address or nil pointer dereference');
        throw new errors/* FunctionError */.J(`Cannot chunk type ${(0,values/* kindName */.Ep)(list)}`);
    }
    const n = Number(size);
    const out = [];
    for (let i = 0; i < list.items.length; i += n)
        out.push(new values/* GoList */.lL(list.items.slice(i, i + n)));
    return new values/* GoList */.lL(out, '[]interface {}');
}
/** reflect-based deep copy (copystructure) of lists and dicts. */
function deepCopy(v) {
    if (v instanceof values/* GoList */.lL)
        return new values/* GoList */.lL(v.items.map(deepCopy), v.elem);
    if (v instanceof values/* GoMap */.tn)
        return new values/* GoMap */.tn(new Map([...v.entries].map(([k, x]) => [k, deepCopy(x)])), v.elem);
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
                throw new errors/* FunctionError */.J((0,encoding/* jsonErrorMessage */.Y_)(text, error));
            }
        }),
    ],
    ['b32enc', (0,functions.fn)(['string'], ([s]) => base32Encode(s))],
    ['b32dec', (0,functions.fn)(['string'], ([s]) => base32Decode(s))],
    ['deepEqual', (0,functions.fn)(['any', 'any'], ([a, b]) => deepEqual(a, b))],
    ['typeOf', (0,functions.fn)(['any'], ([v]) => typeOf(v))],
    ['typeIs', (0,functions.fn)(['string', 'any'], ([target, v]) => target === typeOf(v))],
    ['typeIsLike', (0,functions.fn)(['string', 'any'], ([target, v]) => target === typeOf(v) || `*${target}` === typeOf(v))],
    ['kindOf', (0,functions.fn)(['any'], ([v]) => (v === null ? 'invalid' : (0,values/* kindName */.Ep)(v)))],
    ['kindIs', (0,functions.fn)(['string', 'any'], ([target, v]) => target === (v === null ? 'invalid' : (0,values/* kindName */.Ep)(v)))],
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
        return new values/* GoInt64 */.WR(0n);
    const value = BigInt(`0o${m[2]}`);
    return new values/* GoInt64 */.WR(m[1] === '-' ? -value : value);
}

// EXTERNAL MODULE: ./.build/render/functions/helm.js
var helm = __webpack_require__(7597);
;// CONCATENATED MODULE: ./.build/render/functions/math.js





/** sprig's integer and float math (numeric.go and the math entries of functions.go). */
function divide(a, b, op) {
    if (b === 0n)
        throw new errors/* FunctionError */.J('runtime error: integer divide by zero');
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
const int64 = (n) => new values/* GoInt64 */.WR(wrap64(n));
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

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./.build/render/template/quote.js
var quote = __webpack_require__(22814);
;// CONCATENATED MODULE: ./.build/render/functions/regex.js





/**
 * sprig's regex functions over re2js, a port of RE2: Go's syntax (flags such as `(?i)`, `(?P<name>…)`,
 * `\A`, `\z`, POSIX classes) and its refusals (back-references, look-arounds, repeat counts over 1000),
 * matched in time linear in the text for every pattern. The loops below are Go's regexp package's, so empty
 * matches next to other matches are found, replaced and split on as Go does.
 */
/** regexp's quote: backquoted when it can be (strconv.CanBackquote: no backquote, no control but tab). */
function regexpQuote(s) {
    return /^[^`\u0000-\u0008\u000a-\u001f\u007f\ufeff]*$/.test(s) ? `\`${s}\`` : (0,quote/* goQuote */.dg)(s);
}
/** `regexp.Compile`: the error is RE2's own words (`error parsing regexp: …`). */
function compile(pattern) {
    try {
        return build/* RE2JS */.L3.compile(pattern);
    }
    catch (error) {
        throw new errors/* FunctionError */.J(error.message);
    }
}
/** `regexp.MustCompile`: its panic names the pattern, and a template reports that. */
function mustCompile(pattern) {
    try {
        return build/* RE2JS */.L3.compile(pattern);
    }
    catch (error) {
        throw new errors/* FunctionError */.J(`regexp: Compile(${regexpQuote(pattern)}): ${error.message}`);
    }
}
/** Width of the character at `pos` in UTF-16 units (one past the end: Go steps past the text's end too). */
function widthAt(text, pos) {
    const code = text.codePointAt(pos);
    return code !== undefined && code > 0xffff ? 2 : 1;
}
/** Go's allMatches: up to `n` matches (all when negative), an empty match right after a match skipped. */
function allMatches(re, text, n) {
    const limit = n < 0 ? text.length + 1 : n;
    const found = [];
    let prevEnd = -1;
    for (let pos = 0; found.length < limit && pos <= text.length;) {
        const m = re.matcher(text);
        if (!m.find(pos))
            break;
        const [start, end] = [m.start(), m.end()];
        const accept = !(end === pos && start === prevEnd);
        pos = end === pos ? pos + widthAt(text, pos) : end;
        prevEnd = end;
        if (accept)
            found.push(m);
    }
    return found;
}
/** regexp.Expand: `$1`, `${1}`, `$name`, `${name}`; `$$` is a dollar; an unknown group is empty. */
function expand(template, match, names) {
    const group = (name) => {
        const index = /^[0-9]+$/.test(name) ? Number(name) : names[name];
        return index === undefined || index > match.groupCount() ? '' : (match.group(index) ?? '');
    };
    let out = '';
    for (let i = 0; i < template.length; i++) {
        const c = template[i];
        if (c !== '$' || i + 1 >= template.length) {
            out += c;
        }
        else if (template[i + 1] === '$') {
            out += '$';
            i++;
        }
        else {
            const braced = template[i + 1] === '{';
            const name = (braced ? /^\{([A-Za-z0-9_]+)\}/ : /^([A-Za-z0-9_]+)/).exec(template.slice(i + 1));
            if (!name) {
                out += c;
                continue;
            }
            out += group(name[1]);
            i += name[0].length;
        }
    }
    return out;
}
/** Go's ReplaceAllString: no replacement for an empty match right after a match. */
function replaceAll(re, text, replacement) {
    let out = '';
    let lastEnd = 0;
    for (let pos = 0; pos <= text.length;) {
        const m = re.matcher(text);
        if (!m.find(pos))
            break;
        const [start, end] = [m.start(), m.end()];
        out += text.slice(lastEnd, start);
        if (end > lastEnd || start === 0)
            out += replacement(m);
        lastEnd = end;
        const width = pos < text.length ? widthAt(text, pos) : 0;
        if (pos + width > end)
            pos += width;
        else if (pos + 1 > end)
            pos++;
        else
            pos = end;
    }
    return out + text.slice(lastEnd);
}
/** Go's Split. */
function regexpSplit(re, pattern, text, n) {
    if (n === 0)
        return null;
    if (pattern.length > 0 && text.length === 0)
        return [''];
    const parts = [];
    let begin = 0;
    let end = 0;
    for (const m of allMatches(re, text, n)) {
        if (n > 0 && parts.length === n - 1)
            break;
        end = m.start();
        if (m.end() !== 0)
            parts.push(text.slice(begin, end));
        begin = m.end();
    }
    if (end !== text.length)
        parts.push(text.slice(begin));
    return parts;
}
const stringOf = (v) => v;
const regex_int = (v) => Number(v);
/** The plain functions compile with MustCompile, the must* ones with Compile; sprig's split is the same. */
function regexFunctions(prefix, compiled) {
    const name = (base) => (prefix ? `must${base[0].toUpperCase()}${base.slice(1)}` : base);
    const replace = (literal) => (0,functions.fn)(['string', 'string', 'string'], ([re, s, r]) => {
        const regex = compiled(stringOf(re));
        const names = regex.namedGroups();
        return replaceAll(regex, stringOf(s), (m) => (literal ? stringOf(r) : expand(stringOf(r), m, names)));
    });
    return [
        [
            name('regexFind'),
            (0,functions.fn)(['string', 'string'], ([re, s]) => allMatches(compiled(stringOf(re)), stringOf(s), 1)[0]?.group() ?? ''),
        ],
        [
            name('regexFindAll'),
            (0,functions.fn)(['string', 'string', 'int'], ([re, s, n]) => {
                const found = allMatches(compiled(stringOf(re)), stringOf(s), regex_int(n)).map((m) => m.group() ?? '');
                return found.length === 0 ? new values/* GoList */.lL([], 'string') : (0,values/* goStringList */.SB)(found);
            }),
        ],
        [name('regexReplaceAll'), replace(false)],
        [name('regexReplaceAllLiteral'), replace(true)],
        [
            name('regexSplit'),
            (0,functions.fn)(['string', 'string', 'int'], ([re, s, n]) => {
                const parts = regexpSplit(compiled(stringOf(re)), stringOf(re), stringOf(s), regex_int(n));
                return parts === null ? new values/* GoList */.lL([], 'string') : (0,values/* goStringList */.SB)(parts);
            }),
        ],
    ];
}
const REGEX_FUNCTIONS = [
    // sprig's regexMatch drops the compile error (false then); mustRegexMatch returns it.
    [
        'regexMatch',
        (0,functions.fn)(['string', 'string'], ([re, s]) => {
            try {
                return compile(stringOf(re)).test(stringOf(s));
            }
            catch {
                return false;
            }
        }),
    ],
    ['mustRegexMatch', (0,functions.fn)(['string', 'string'], ([re, s]) => compile(stringOf(re)).test(stringOf(s)))],
    ...regexFunctions('', mustCompile),
    ...regexFunctions('must', compile),
];

// EXTERNAL MODULE: ./.build/render/functions/semver.js
var semver = __webpack_require__(38545);
;// CONCATENATED MODULE: ./.build/render/functions/strings.js






/** sprig's string functions (strings.go and the string entries of functions.go). */
const s = (v) => v;
const n = (v) => Number(v);
const UNICODE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;
/** strings.TrimSpace. Loops, not `/[…]+$/`: that regex retries from every space of a long run (quadratic). */
function goTrimSpace(text) {
    let start = 0;
    let end = text.length;
    while (start < end && UNICODE_SPACE.test(text[start]))
        start++;
    while (end > start && UNICODE_SPACE.test(text[end - 1]))
        end--;
    return text.slice(start, end);
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
    return new values/* GoMap */.tn(new Map(parts.map((part, i) => [`_${i}`, part])), 'string');
}
/** Go slices strings by byte; a cut inside a UTF-8 sequence leaves invalid bytes (shown as U+FFFD). */
function byteSlice(text, start, end) {
    const bytes = Buffer.from(text);
    if (start < 0 || start > bytes.length || (end !== undefined && (end < start || end > bytes.length)))
        throw new errors/* FunctionError */.J(`runtime error: slice bounds out of range [${start}:${end ?? bytes.length}]`);
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
    if (!(list instanceof values/* GoList */.lL))
        return (0,values/* goStringList */.SB)([strval(list)]);
    return (0,values/* goStringList */.SB)(strslice(list).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
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
    ['splitList', (0,functions.fn)(['string', 'string'], ([sep, text]) => (0,values/* goStringList */.SB)(goSplit(s(text), s(sep))))],
    [
        'splitn',
        (0,functions.fn)(['string', 'int', 'string'], ([sep, count, text]) => indexedMap(goSplitN(s(text), s(sep), n(count)))),
    ],
    ['toStrings', (0,functions.fn)(['any'], ([v]) => (0,values/* goStringList */.SB)(strslice(v)))],
    ['join', (0,functions.fn)(['string', 'any'], ([sep, list]) => strslice(list).join(s(sep)))],
    ['sortAlpha', (0,functions.fn)(['any'], ([list]) => sortAlpha(list))],
];
/** strings.Repeat panics on a negative count; the template call fails with Go's message. */
function repeatCount(count) {
    if (count < 0)
        throw new errors/* FunctionError */.J('strings: negative Repeat count');
    (0,limits/* checkSequenceSize */.n)('a repeat count', count);
    return count;
}
function indent(spaces, text) {
    const pad = ' '.repeat(repeatCount(spaces));
    return pad + text.split('\n').join(`\n${pad}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/render/functions/system.js


/** sprig's env and path functions, and sealos's ipAt/ipNet. */
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
        throw new errors/* FunctionError */.J('runtime error: invalid memory address or nil pointer dereference');
    if (!(list instanceof values/* GoList */.lL))
        throw new errors/* FunctionError */.J(`list should be type of slice or array but ${(0,values/* kindName */.Ep)(list)}`);
    if (list.items.length === 0)
        return null;
    const start = indices.length > 0 ? Number(toInt64(indices[0])) : 0;
    const end = indices.length >= 2 ? Number(toInt64(indices[1])) : list.items.length;
    if (start < 0 || end > list.items.length || start > end)
        throw new errors/* FunctionError */.J('reflect.Value.Slice: slice index out of bounds');
    return new values/* GoList */.lL(list.items.slice(start, end), list.elem);
}, 'any');
const EXTRA = [
    ['slice', sprigSlice],
    // sprig's fail; helm's engine words its error apart, which HelmFailure marks.
    ['fail', helm/* fail */.fJ],
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
        throw new errors/* FunctionError */.J(`${name} is not implemented by sealos-action's template renderer`);
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
        REGEX_FUNCTIONS,
        semver/* SEMVER_FUNCTIONS */.FZ,
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
    for (const [name, f] of helm/* HELM_FUNCTIONS */.Dy)
        map.set(name, f);
    return map;
}


/***/ }),

/***/ 38545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ parseConstraint),
/* harmony export */   FZ: () => (/* binding */ SEMVER_FUNCTIONS),
/* harmony export */   i_: () => (/* binding */ SemVersion)
/* harmony export */ });
/* harmony import */ var _template_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30167);
/* harmony import */ var _template_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31399);
/* harmony import */ var _template_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59426);



/**
 * Masterminds/semver v3.2: version parsing (loose: `v` prefix, missing minor/patch) and constraints
 * (`^`, `~`, `~>`, comparison operators, wildcards, hyphen ranges, `,`/space for AND, `||` for OR).
 */
const VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
class SemVersion extends _template_values_js__WEBPACK_IMPORTED_MODULE_2__/* .GoObject */ .MV {
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
        throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(`improper constraint: ${text}`);
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
        throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J('constraint Parser Error');
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
            throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(`improper constraint: ${alternative}`);
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
    ['semverCompare', (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string', 'string'], ([c, v]) => semverCompare(c, v))],
    [
        'semver',
        (0,_template_functions_js__WEBPACK_IMPORTED_MODULE_1__.fn)(['string'], ([text]) => {
            const v = SemVersion.parse(text);
            if (!v)
                throw new _template_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J('Invalid Semantic Version');
            return v;
        }),
    ],
];


/***/ }),

/***/ 49991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ marshalYamlV2),
/* harmony export */   s: () => (/* binding */ hasUnreadableCharacters)
/* harmony export */ });
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

/***/ 30167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ TemplateError),
/* harmony export */   J: () => (/* binding */ FunctionError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/**
 * A template that cannot be parsed or executed. `message` is byte for byte what Go's text/template says
 * (`template: NAME:LINE: ...` or `template: NAME:LINE:COL: executing "NAME" at <...>: ...`), so users can
 * search it; `file`, `line` and `column` locate it for annotations.
 */
class TemplateError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
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


/***/ }),

/***/ 38963:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ TemplateExecutor)
});

// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/render/template/errors.js
var template_errors = __webpack_require__(30167);
// EXTERNAL MODULE: ./.build/render/template/format.js + 1 modules
var format = __webpack_require__(13996);
// EXTERNAL MODULE: ./.build/render/template/functions.js
var functions = __webpack_require__(31399);
// EXTERNAL MODULE: ./.build/render/template/limits.js
var limits = __webpack_require__(236);
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

// EXTERNAL MODULE: ./.build/render/template/parser.js + 1 modules
var parser = __webpack_require__(16984);
// EXTERNAL MODULE: ./.build/render/template/values.js
var values = __webpack_require__(59426);
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
    lines;
    constructor(options, templateName) {
        this.options = options;
        this.templateName = templateName;
        this.budget = options.budget ?? {
            steps: 0,
            produced: 0,
            deadline: Date.now() + limits/* TEMPLATE_LIMITS */.M.milliseconds,
        };
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
            throw new template_errors/* TemplateError */.$(`template: no template ${JSON.stringify(name)} associated with template ${JSON.stringify(this.options.parseName)}`, { file: this.options.parseName });
        const source = this.options.sources?.get(name);
        return this.child(source ? { ...this.options, ...source } : this.options, name).run(root, data);
    }
    /** `text` parsed into this set under the set's name (its defines join the set, for it only), then executed. */
    parseAndExecute(text, data) {
        const name = this.options.parseName;
        const parsed = (0,parser/* parseTemplate */.Q)(name, text, (fn) => this.options.funcs.has(fn));
        const trees = new Map([...this.options.trees, ...parsed]);
        const root = parsed.get(name);
        if (!root)
            return '';
        return this.child({ ...this.options, text, trees }).run(root, data);
    }
    child(options, templateName = options.parseName) {
        return new TemplateExecutor({ ...options, budget: this.budget, included: this.included }, templateName);
    }
    /** Executes `root`; `lines`, when given, records the template line each output line comes from. */
    run(root, data, lines) {
        this.lines = lines;
        this.vars = [{ name: '$', value: data }];
        this.walk(data, root);
        return this.out.join('');
    }
    errorf(message, cause) {
        const name = this.templateName;
        const file = this.options.parseName;
        if (!this.node)
            throw new template_errors/* TemplateError */.$(`template: ${name}: ${message}`, { file, cause });
        const before = this.options.text.slice(0, this.node.pos);
        const newline = before.lastIndexOf('\n');
        const line = before.split('\n').length;
        const column = Buffer.byteLength(newline === -1 ? before : before.slice(newline + 1));
        throw new template_errors/* TemplateError */.$(`template: ${file}:${line}:${column}: executing ${JSON.stringify(name)} at <${nodeString(this.node)}>: ${message}`, { file, line, column, cause });
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
        if (this.budget.steps > limits/* TEMPLATE_LIMITS */.M.steps)
            this.errorf(`stopped after ${limits/* TEMPLATE_LIMITS */.M.steps} steps: the template does too much work (a loop too long?)`);
        if (this.budget.produced > limits/* TEMPLATE_LIMITS */.M.produced)
            this.errorf(`stopped after making ${limits/* TEMPLATE_LIMITS */.M.produced} characters: the output is too large`);
        if (this.budget.steps % 1024 === 0 && Date.now() > this.budget.deadline)
            this.errorf(`stopped after ${limits/* TEMPLATE_LIMITS */.M.milliseconds / 1000} s: the template takes too long (a loop too long, or a function on large input?)`);
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
                    const text = value === undefined ? '<no value>' : (0,format/* formatValue */.Fl)(value);
                    this.emit(text);
                    this.lines?.action(text, node.line);
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
                if ((0,values/* isTrue */.Hn)(value) && node.type === 'with')
                    this.walkWithDot(value, undefined, node.list);
                else if ((0,values/* isTrue */.Hn)(value))
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
                this.lines?.text(node.text, node.pos);
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
            const elemType = value instanceof values/* GoMap */.tn || value instanceof values/* GoList */.lL ? value.elem : undefined;
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
            if (value instanceof values/* GoMap */.tn) {
                for (const key of value.sortedKeys()) {
                    iterated = true;
                    if (!iterate(key, value.entries.get(key)))
                        break;
                }
            }
            else if (value instanceof values/* GoList */.lL) {
                for (let i = 0; i < value.items.length; i++) {
                    iterated = true;
                    if (!iterate(BigInt(i), value.items[i]))
                        break;
                }
            }
            else if (value !== undefined && value !== null) {
                this.errorf(`range can't iterate over ${(0,errors/* shorten */.ml)((0,format/* formatValue */.Fl)(value), 200)}`);
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
            staticType = container instanceof values/* GoMap */.tn ? container.elem : undefined;
        }
        return current;
    }
    evalField(dot, fieldName, args, final, receiver, staticType) {
        if (receiver === undefined)
            return undefined;
        const typeName = staticType ?? (0,values/* goTypeName */.O4)(receiver);
        if (receiver === null)
            this.errorf(`nil pointer evaluating ${typeName}.${fieldName}`);
        const hasArgs = args.length > 1 || final !== MISSING;
        if (receiver instanceof values/* GoObject */.MV) {
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
        if (receiver instanceof values/* GoMap */.tn) {
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
                if ((0,values/* isTrue */.Hn)(v) === (name === 'or'))
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
            if (error instanceof template_errors/* TemplateError */.$)
                throw error;
            this.at(node);
            const message = 
            // includes, not a regex: near the stack's end compiling one overflows too, as a SyntaxError.
            error instanceof RangeError && error.message.includes('call stack')
                ? 'the value is nested too deeply'
                : error instanceof Error
                    ? error.message
                    : String(error);
            this.errorf(`error calling ${name}: ${message}`, error);
        }
        this.charge(typeof result === 'string' ? result.length : result instanceof values/* GoList */.lL ? result.items.length : 0);
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
            (type === 'map' && (value === null || (value instanceof values/* GoMap */.tn && value.elem === 'interface {}')));
        if (!ok)
            this.errorf(`wrong type for value; expected ${functions/* GO_PARAM_TYPE */.o[type]}; got ${(0,values/* goTypeName */.O4)(value)}`);
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

/***/ 236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ TEMPLATE_LIMITS),
/* harmony export */   n: () => (/* binding */ checkSequenceSize)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30167);

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
    /**
     * Wall-clock time of one execution, checked every 1024 steps: the last bound for any work the counts above
     * miss. Far above what a real template or chart takes, even on a loaded runner.
     */
    milliseconds: 60_000,
};
/** A function asked to make `count` items or characters: refused past the limit, before any is made. */
function checkSequenceSize(what, count) {
    if (BigInt(count) > BigInt(TEMPLATE_LIMITS.sequence))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FunctionError */ .J(`${what} of ${count} is more than the ${TEMPLATE_LIMITS.sequence} a template may make at once`);
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

/***/ 16984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ isEmptyTree),
  Q: () => (/* binding */ parseTemplate)
});

// EXTERNAL MODULE: ./.build/render/template/errors.js
var errors = __webpack_require__(30167);
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
/** A loop, not `/[ \t\r\n]+$/`: that regex retries from every space of a long run and is quadratic. */
function rightTrimLength(s) {
    let end = s.length;
    while (end > 0 && isSpace(s[end - 1]))
        end--;
    return s.length - end;
}
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
    return lexEscaped(l, "'", 'charConstant', 'unterminated character constant');
}
/** A constant up to its closing `quote` on the same line, a backslash escaping the character after it. */
function lexEscaped(l, quote, type, unterminated) {
    for (;;) {
        let r = l.next();
        if (r === '\\') {
            r = l.next();
            if (r !== EOF && r !== '\n')
                continue;
        }
        if (r === EOF || r === '\n')
            return l.errorf(unterminated);
        if (r === quote)
            break;
    }
    l.emit(type);
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
    return lexEscaped(l, '"', 'string', 'unterminated quoted string');
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
        throw new errors/* TemplateError */.$(`template: ${this.name}:${token.line}: ${message}`, {
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
        throw new errors/* TemplateError */.$(`template: ${name}:1: template: multiple definition of template ${JSON.stringify(name)}`, {
            file: name,
        });
    return treeSet;
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


/***/ })

};
