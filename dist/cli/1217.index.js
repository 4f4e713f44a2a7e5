export const id = 1217;
export const ids = [1217];
export const modules = {

/***/ 36065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ layerEnv)
/* harmony export */ });
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

/***/ 51217:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eX: () => (/* reexport */ applyConfigs),
  h5: () => (/* reexport */ expandCommand),
  b3: () => (/* reexport */ env_layers/* layerEnv */.b),
  y: () => (/* reexport */ loadEnv),
  Lz: () => (/* reexport */ readClusterfileTemplate),
  gj: () => (/* reexport */ renderTemplateText),
  B6: () => (/* reexport */ renderTree),
  nA: () => (/* reexport */ renderTreeStaged)
});

// UNUSED EXPORTS: ConfigError, GoTemplate, HELM_FUNCTIONS, MergeClash, RenderTreeError, TEMPLATE_DIRS, TemplateError, applyStrategy, clusterfileFunctions, configsForImage, deepMerge, envToValue, mergeYaml, planConfigFiles, sealctlRenderData, sealosFunctions

// EXTERNAL MODULE: ./.build/yaml/deep-merge.js
var deep_merge = __webpack_require__(52841);
// EXTERNAL MODULE: ./.build/clusterfile/index.js + 8 modules
var clusterfile = __webpack_require__(48104);
// EXTERNAL MODULE: ./.build/render/functions/index.js + 8 modules
var functions = __webpack_require__(70291);
// EXTERNAL MODULE: ./.build/render/template/errors.js
var errors = __webpack_require__(30167);
// EXTERNAL MODULE: ./.build/render/template/exec.js + 1 modules
var exec = __webpack_require__(38963);
;// CONCATENATED MODULE: ./.build/render/template/line-origins.js
/**
 * The template line each output line starts on, recorded while executing: a text node's lines are the
 * template's own lines, while everything an action writes maps to the action's line.
 */
class OutputLines {
    origins = [];
    atLineStart = true;
    lineStarts;
    constructor(templateText) {
        this.lineStarts = [0];
        for (let i = templateText.indexOf('\n'); i !== -1; i = templateText.indexOf('\n', i + 1))
            this.lineStarts.push(i + 1);
    }
    /** The 1-based template line of offset `pos`. */
    lineAt(pos) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (this.lineStarts[middle] <= pos)
                low = middle;
            else
                high = middle - 1;
        }
        return low + 1;
    }
    /** Records `text` written from the template's text at offset `pos`. */
    text(text, pos) {
        this.record(text, this.lineAt(pos), false);
    }
    /** Records `text` written by the action on template line `line`. */
    action(text, line) {
        this.record(text, line, true);
    }
    record(text, line, fromAction) {
        if (text === '')
            return;
        let current = line;
        if (this.atLineStart)
            this.origins.push({ line: current, fromAction });
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
            if (!fromAction)
                current++;
            if (i + 1 < text.length)
                this.origins.push({ line: current, fromAction });
        }
        this.atLineStart = text.endsWith('\n');
    }
}

// EXTERNAL MODULE: ./.build/render/template/parser.js + 1 modules
var parser = __webpack_require__(16984);
// EXTERNAL MODULE: ./.build/render/template/values.js
var template_values = __webpack_require__(59426);
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
        return new GoTemplate(name, text, tooDeep(name, () => (0,parser/* parseTemplate */.Q)(name, text, (fn) => funcs.has(fn))), funcs);
    }
    execute(data, context) {
        return this.run(data, context);
    }
    /** Executes, and tells for each output line the template line it comes from (see OutputLines). */
    executeWithLines(data, context) {
        const lines = new OutputLines(this.text);
        return { text: this.run(data, context, lines), lines: lines.origins };
    }
    run(data, context, lines) {
        const root = this.trees.get(this.name);
        const executor = new exec/* TemplateExecutor */.w({ parseName: this.name, text: this.text, trees: this.trees, funcs: this.funcs, context }, this.name);
        return tooDeep(this.name, () => executor.run(root, data, lines));
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
        const why = error.message.includes('call stack') ? 'max expression depth exceeded' : error.message;
        throw new errors/* TemplateError */.$(`template: ${name}: ${why}`, { file: name, cause: error });
    }
}

// EXTERNAL MODULE: ./.build/errors.js
var _build_errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/files/read-input.js
var read_input = __webpack_require__(41021);
// EXTERNAL MODULE: ./.build/render/functions/encoding.js
var encoding = __webpack_require__(84172);
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
        throw new _build_errors/* UsageError */.eb(`--set ${this.text}: ${message}`);
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
        throw new _build_errors/* UsageError */.eb(`--values ${file}: ${error instanceof Error ? error.message : String(error)}`, {
            file,
            cause: error,
        });
    }
    if (data === null || data === undefined)
        return {};
    if (!isMap(data))
        throw new _build_errors/* UsageError */.eb(`--values ${file}: not a mapping of values`, { file });
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
 * ClusterfileError on the template's own line, and so is every problem of the rendered YAML (see
 * onTemplateLine).
 */
async function readClusterfileTemplate(path, inputs = {}, options = {}) {
    const text = await (0,clusterfile/* readClusterfileText */.ag)(path);
    const values = await templateValues(inputs.valuesFiles ?? [], inputs.sets ?? []);
    const rendered = renderClusterfile(path, text, values, inputs);
    const toTemplate = (problem) => onTemplateLine(problem, rendered.lines);
    try {
        const loaded = (0,clusterfile/* parseClusterfile */.qG)(rendered.text, path, options);
        return { ...loaded, warnings: loaded.warnings.map(toTemplate) };
    }
    catch (error) {
        if (!(error instanceof clusterfile/* ClusterfileError */.l1))
            throw error;
        throw new clusterfile/* ClusterfileError */.l1(error.problems.map(toTemplate));
    }
}
function renderClusterfile(path, text, values, inputs) {
    try {
        const template = GoTemplate.parse(path, text, (0,functions/* clusterfileFunctions */.A)());
        return template.executeWithLines(new template_values/* GoMap */.tn(new Map([['Values', valuesToTemplate(values)]])), {
            osEnv: { ...(inputs.osEnv ?? {}), ...(inputs.env ?? {}) },
        });
    }
    catch (error) {
        if (!(error instanceof errors/* TemplateError */.$))
            throw error;
        throw new clusterfile/* ClusterfileError */.l1([{ file: path, line: error.line, path: '', message: error.message }]);
    }
}
/**
 * A problem found in the rendered text, moved to the template line the user edits. A line an action wrote
 * (one of several a `toYaml` made, say) names both lines, as the template line alone does not point at it.
 */
function onTemplateLine(problem, lines) {
    const origin = problem.line === undefined ? undefined : lines[problem.line - 1];
    if (!origin || origin.line === problem.line)
        return problem;
    const message = origin.fromAction
        ? `${problem.message} (line ${problem.line} of the rendered Clusterfile, from the template's line ${origin.line})`
        : problem.message;
    return { ...problem, line: origin.line, message };
}

// EXTERNAL MODULE: ./.build/files/input-path.js
var input_path = __webpack_require__(75688);
// EXTERNAL MODULE: ./.build/untrusted-tree/files.js
var files = __webpack_require__(85109);
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
    return (0,yaml_v2/* marshalYamlV2 */.E)(jsonToYamlData(value));
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






class ConfigError extends _build_errors/* SealosError */.ei {
}
/** The default Configs an image ships in `config.yml` at its root. */
const IMAGE_CONFIG_FILE = 'config.yml';
function strategyOf(config) {
    const strategy = config.spec.strategy ?? '';
    // Empty means override, as in sealos.
    if (strategy === '')
        return 'override';
    if ((0,clusterfile/* isConfigStrategy */.Gf)(strategy))
        return strategy;
    throw new ConfigError(`Config ${config.metadata.name}: unknown strategy ${JSON.stringify(strategy)} (merge, insert, append or override)`);
}
/** A Config's path must stay inside the image. */
function relativePath(config) {
    // An image's own config.yml is read without the Clusterfile's schema: its path is checked here.
    const problem = (0,input_path/* pathProblem */.z)(config.spec.path);
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
    const words = (0,_build_errors/* fileErrorWords */.g1)(error);
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
            throw new _build_errors/* UsageError */.eb(`${envFile}: not a readable JSON file: ${(0,_build_errors/* causeText */.xv)(error)}`, {
                file: envFile,
                cause: error,
            });
        }
        const result = EnvFile.safeParse(parsed);
        if (!result.success)
            throw new _build_errors/* UsageError */.eb(`${envFile}: must be a JSON object of string values (${result.error.issues[0]?.message})`, {
                file: envFile,
            });
        fromFile = result.data;
    }
    for (const item of items)
        if (item.indexOf('=') <= 0)
            throw new _build_errors/* UsageError */.eb(`--env ${JSON.stringify(item)}: expected K=V`);
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
// EXTERNAL MODULE: ./.build/render/functions/helm.js
var helm = __webpack_require__(7597);
;// CONCATENATED MODULE: ./.build/render/render-template.js



/**
 * Renders one template text the way sealos renders a `*.tmpl` file: Go text/template + sprig + sealos's
 * functions, missingkey=default, the env as the data. `name` is the file's base name (it names errors).
 */
function renderTemplateText(name, text, env, options = {}) {
    const template = GoTemplate.parse(name, text, options.funcs ?? (0,functions/* sealosFunctions */.t)());
    const data = options.sealctlData ? (0,template_values/* sealctlRenderData */.dK)(env) : (0,template_values/* envToValue */.I_)(env);
    return template.execute(data, { osEnv: options.osEnv ?? env });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/untrusted-tree/resolve.js
var resolve = __webpack_require__(2646);
;// CONCATENATED MODULE: ./.build/render/tree/render-tree.js









/** The folders of an image whose templates are rendered (sealos's rootfs render dirs). */
const TEMPLATE_DIRS = ['etc', 'scripts', 'manifests'];
const TEMPLATE_SUFFIX = /\.(tmpl|tpl)$/;
/** A template of the tree failed: the message names the file (relative to the tree) and Go's location. */
class RenderTreeError extends _build_errors/* SealosError */.ei {
}
async function* templatesUnder(root, relative) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(external_node_path_.join(root, relative), { withFileTypes: true });
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
    const funcs = (0,functions/* sealosFunctions */.t)();
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
            const { mode } = await (0,promises_.lstat)(source);
            let text;
            try {
                text = GoTemplate.parse(external_node_path_.basename(template), await (0,promises_.readFile)(source, 'utf8'), funcs).execute(data, context);
            }
            catch (error) {
                if (!(error instanceof errors/* TemplateError */.$))
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
                await (0,promises_.rm)(source);
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
    const staging = await (0,promises_.mkdtemp)(external_node_path_.join(root, '.sealos-render-'));
    try {
        const present = [];
        for (const dir of TEMPLATE_DIRS) {
            const info = await (0,promises_.lstat)(external_node_path_.join(root, dir)).catch(() => undefined);
            if (!info?.isDirectory())
                continue;
            await (0,promises_.cp)(external_node_path_.join(root, dir), external_node_path_.join(staging, dir), { recursive: true, verbatimSymlinks: true });
            present.push(dir);
        }
        const rendered = await renderTree(staging, env, options);
        for (const dir of present) {
            await (0,promises_.rename)(external_node_path_.join(root, dir), external_node_path_.join(staging, `${dir}.before`));
            await (0,promises_.rename)(external_node_path_.join(staging, dir), external_node_path_.join(root, dir));
        }
        return rendered;
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/render/index.js
/**
 * Rendering, as sealos does it: Go text/template + sprig templates, the per-host env layers, the shell env
 * prefix, CMD/ENTRYPOINT expansion, rendering an image tree, and Clusterfile Config strategies.
 */

















/***/ }),

/***/ 85109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ replaceFileInRoot),
/* harmony export */   a: () => (/* binding */ readFileInRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2646);



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


/***/ })

};
