export const id = 665;
export const ids = [665,749];
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
    if (!(0,_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Q)(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S}`);
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

/***/ 51253:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ BRACKETED_ADDRESS),
/* harmony export */   Cx: () => (/* binding */ ipv4ToNumber),
/* harmony export */   JR: () => (/* binding */ isCidr),
/* harmony export */   MQ: () => (/* binding */ hostIp),
/* harmony export */   RC: () => (/* binding */ normaliseHostAddress),
/* harmony export */   XH: () => (/* binding */ readHostAddress),
/* harmony export */   gG: () => (/* binding */ numberToIpv4),
/* harmony export */   lZ: () => (/* binding */ DEFAULT_SSH_PORT),
/* harmony export */   un: () => (/* binding */ parseHostAddress),
/* harmony export */   uq: () => (/* binding */ formatHostAddress)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);

const DEFAULT_SSH_PORT = 22;
/** `[host]` or `[host]:port`: brackets around an IPv6 address, so its colons are not read as a port. */
const BRACKETED_ADDRESS = /^\[([^\]]+)\](?::(\d+))?$/;
/**
 * Reads `ip`, `ip:port`, `[ipv6]`, `[ipv6]:port`, a bare IPv6 address, or an IPv6 address with its zone
 * (`fe80::1%eth0`, `[fe80::1%eth0]:22`). The one home of the host-address rules: a port is 1-65535; a host
 * name is not an address (sealos works with addresses, and every verb refuses names alike); the unspecified
 * address (`0.0.0.0`, `::`), the broadcast address and multicast addresses name no single host.
 */
function readHostAddress(text, defaultPort = DEFAULT_SSH_PORT) {
    const value = text.trim();
    const notAddress = { problem: `"${text}" is not an IPv4/IPv6 address with optional port` };
    const bracketed = BRACKETED_ADDRESS.exec(value);
    let ip;
    let portText;
    if (bracketed) {
        ip = canonicalIPv6(bracketed[1]);
        portText = bracketed[2];
    }
    else if (value.includes('%') || (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(value))
        ip = canonicalIPv6(value);
    else {
        const [v4, port, ...rest] = value.split(':');
        if (rest.length === 0 && v4 !== undefined && (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(v4))
            [ip, portText] = [v4, port];
    }
    if (ip === undefined)
        return notAddress;
    const port = portText === undefined ? defaultPort : parsePort(portText);
    if (port === undefined)
        return { problem: `${notAddress.problem} (port ${portText} is not from 1 to 65535)` };
    const special = specialAddress(ip);
    if (special)
        return { problem: `"${text}" is not a host: ${ip} is ${special}` };
    return { address: { ip, port } };
}
/** The address of `text`, or undefined when it is not one a host can have (readHostAddress says why). */
function parseHostAddress(text, defaultPort = DEFAULT_SSH_PORT) {
    const reading = readHostAddress(text, defaultPort);
    return 'address' in reading ? reading.address : undefined;
}
/** Addresses that reach no single host, in words; undefined for an address a host can have. */
function specialAddress(ip) {
    if (ip === '0.0.0.0' || ip === '::')
        return 'the unspecified address ("any"), not a host';
    if (ip === '255.255.255.255')
        return 'the broadcast address, not a host';
    const first = Number(ip.split('.')[0]);
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(ip) && first >= 224 && first <= 239)
        return 'a multicast address (224.0.0.0/4), not a host';
    if (/^ff[0-9a-f]{2}:/.test(ip))
        return 'a multicast address (ff00::/8), not a host';
    return undefined;
}
/** `ip:port`, IPv6 in brackets: the one spelling of a host used in plans, maps and messages. */
function formatHostAddress(address) {
    return address.ip.includes(':') ? `[${address.ip}]:${address.port}` : `${address.ip}:${address.port}`;
}
/** `10.0.0.1` → `10.0.0.1:22`; `fe80::1` → `[fe80::1]:22`; undefined when the text is not an address. */
function normaliseHostAddress(text, defaultPort = DEFAULT_SSH_PORT) {
    const address = parseHostAddress(text, defaultPort);
    return address && formatHostAddress(address);
}
/** The canonical IP of an address text (no port), or undefined: hosts are the same machine when this matches. */
function hostIp(text) {
    return parseHostAddress(text)?.ip;
}
function parsePort(text) {
    if (!/^\d{1,5}$/.test(text))
        return undefined;
    const port = Number(text);
    return port >= 1 && port <= 65535 ? port : undefined;
}
/**
 * Lower case, zeros compressed (`FE80:0::1` and `fe80::1` are one host), as the URL parser writes an address;
 * a zone (`%eth0`, an interface name or number) is kept as written. Undefined when it is not IPv6.
 */
function canonicalIPv6(text) {
    const [address = '', zone, ...rest] = text.split('%');
    if (rest.length > 0 || !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(address))
        return undefined;
    if (zone !== undefined && !/^[A-Za-z0-9_.-]{1,15}$/.test(zone))
        return undefined;
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    return zone === undefined ? canonical : `${canonical}%${zone}`;
}
/** A dotted IPv4 address as a number (undefined when it is not one): ranges and CIDRs compare these. */
function ipv4ToNumber(ip) {
    const parts = ip.split('.');
    if (parts.length !== 4)
        return undefined;
    let value = 0;
    for (const part of parts) {
        if (!/^\d{1,3}$/.test(part) || Number(part) > 255)
            return undefined;
        value = value * 256 + Number(part);
    }
    return value;
}
function numberToIpv4(value) {
    return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}
/** `10.96.0.0/12` or `fd00::/108`: an address and a prefix length that fits it (Go's net.ParseCIDR). */
function isCidr(text) {
    const match = /^([^/]+)\/(\d{1,3})$/.exec(text.trim());
    if (!match)
        return false;
    const bits = Number(match[2]);
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(match[1]))
        return bits <= 32;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(match[1]) && bits <= 128;
}


/***/ }),

/***/ 52215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isClusterName),
/* harmony export */   S: () => (/* binding */ CLUSTER_NAME_RULE)
/* harmony export */ });
/** Cluster names, without the schemas: the CLI checks them before it loads the Clusterfile's parser. */
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

/***/ 22169:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rk: () => (/* binding */ hostAddress),
/* harmony export */   fz: () => (/* binding */ parseIpList),
/* harmony export */   ho: () => (/* binding */ hostAddressList),
/* harmony export */   kh: () => (/* binding */ MAX_EXPANDED_ADDRESSES),
/* harmony export */   lS: () => (/* binding */ refuseHostsInBothLists)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51253);



/**
 * A host list longer than this is almost surely a typo (a /16 instead of a /26); the cap is on the whole list,
 * so many small blocks cannot add up to a 65,536-host plan.
 */
const MAX_EXPANDED_ADDRESSES = 1024;
/**
 * Expands a host list the way `sealos run --masters/--nodes` does (sealos `iputils.ParseIPList`):
 * comma-separated items, each one of
 * - an address, optionally with a port (`10.0.0.1`, `10.0.0.1:2222`, `[fe80::1]:22`), kept as written;
 * - an IPv4 range `a-b`, both ends included (`192.168.0.2-192.168.0.5` is four hosts);
 * - an IPv4 CIDR, every address of the block INCLUDING the network and broadcast addresses, as sealos does
 *   (`10.0.0.0/30` is 10.0.0.0 to 10.0.0.3); the address part is masked first (`10.0.0.5/30` = 10.0.0.4-7).
 * Empty items are skipped. Our additions: a bad item is an error naming it, and a list that expands to more
 * than MAX_EXPANDED_ADDRESSES addresses in all is refused before any block is expanded.
 */
function parseIpList(text, field = 'host list') {
    const result = [];
    for (const raw of text.split(',')) {
        const item = raw.trim();
        if (item === '')
            continue;
        const room = MAX_EXPANDED_ADDRESSES - result.length;
        if (item.includes('/') || (item.includes('-') && !item.includes('%'))) {
            const expanded = item.includes('/') ? expandCidr(item, field, room) : expandRange(item, field, room);
            // A block may hold addresses no host has (0.0.0.0/30, a multicast range): named as the item's.
            for (const address of expanded) {
                const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(address);
                if ('problem' in reading)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}": ${reading.problem}`);
            }
            result.push(...expanded);
        }
        else {
            const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(item);
            if ('problem' in reading)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${reading.problem}`);
            if (room < 1)
                throw tooMany(field);
            result.push(item);
        }
    }
    return result;
}
function tooMany(field) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: the list has more than ${MAX_EXPANDED_ADDRESSES} addresses in all (ranges and CIDR blocks added up)`);
}
/** A host list expanded and spelled `ip:port` (`defaultPort` where an item has none), each host once, in order. */
function hostAddressList(text, field, defaultPort) {
    const unique = [];
    for (const item of parseIpList(text, field)) {
        const address = hostAddress(item, field, defaultPort);
        if (!unique.includes(address))
            unique.push(address);
    }
    return unique;
}
/** One address spelled `ip:port`; a usage error naming the field when the text is not an address. */
function hostAddress(text, field, defaultPort) {
    const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostAddress */ .XH)(text, defaultPort);
    if ('problem' in reading)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: ${reading.problem}`);
    return (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .formatHostAddress */ .uq)(reading.address);
}
/**
 * A host is a master or a node, not both: the same IP in both lists (whatever the ports) is refused. The two
 * lists together stay within MAX_EXPANDED_ADDRESSES.
 */
function refuseHostsInBothLists(masters, nodes) {
    if (masters.length + nodes.length > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`masters and nodes: ${masters.length + nodes.length} hosts in all, more than ${MAX_EXPANDED_ADDRESSES}`);
    const masterIps = new Set(masters.map(_address_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ));
    const both = nodes.filter((address) => masterIps.has((0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .hostIp */ .MQ)(address)));
    if (both.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`hosts given as both masters and nodes: ${both.join(', ')}`);
}
function expandCidr(item, field, room) {
    const [base, bitsText, ...rest] = item.split('/');
    const bits = Number(bitsText);
    if (rest.length > 0 ||
        base === undefined ||
        !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(base) ||
        !/^\d{1,2}$/.test(bitsText ?? '') ||
        bits > 32)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" is not an IPv4 CIDR block`);
    const size = 2 ** (32 - bits);
    if (size > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" has ${size} addresses, more than ${MAX_EXPANDED_ADDRESSES}`);
    if (size > room)
        throw tooMany(field);
    // isIPv4 checked above.
    const start = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(base);
    const first = start - (start % size);
    return Array.from({ length: size }, (_, i) => (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .numberToIpv4 */ .gG)(first + i));
}
function expandRange(item, field, room) {
    const [start, end, ...rest] = item.split('-').map((part) => part.trim());
    if (rest.length > 0 || start === undefined || end === undefined || !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(start) || !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(end))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" is neither an IPv4/IPv6 address nor an IPv4 range like 192.168.0.2-192.168.0.5 (host names are not accepted)`);
    const from = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(start);
    const to = (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .ipv4ToNumber */ .Cx)(end);
    if (from > to)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}": start ${start} is after end ${end}`);
    if (to - from + 1 > MAX_EXPANDED_ADDRESSES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${field}: "${item}" has ${to - from + 1} addresses, more than ${MAX_EXPANDED_ADDRESSES}`);
    if (to - from + 1 > room)
        throw tooMany(field);
    return Array.from({ length: to - from + 1 }, (_, i) => (0,_address_js__WEBPACK_IMPORTED_MODULE_2__/* .numberToIpv4 */ .gG)(from + i));
}


/***/ }),

/***/ 12889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YN: () => (/* binding */ checkClusterName),
/* harmony export */   aM: () => (/* binding */ clusterfilePath),
/* harmony export */   yD: () => (/* binding */ defaultStateDir)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _cluster_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52215);




/** Where sealos keeps cluster state (`~/.sealos`); keeping it lets a user move between sealos and this tool. */
function defaultStateDir(home = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)()) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.sealos');
}
/** `<stateDir>/<cluster>/Clusterfile`, the saved state of one cluster; a name that is not one never leaves the folder. */
function clusterfilePath(stateDir, cluster) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(stateDir, checkClusterName(cluster), 'Clusterfile');
}
/** The cluster name becomes a folder (`<state-dir>/<cluster>`) and an artifact name: only a DNS-1123 name passes. */
function checkClusterName(cluster) {
    if (!(0,_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Q)(cluster))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cluster name "${cluster}" is not allowed: use ${_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S}`);
    return cluster;
}


/***/ }),

/***/ 41021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   jH: () => (/* binding */ readInputFile),
/* harmony export */   xR: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* unused harmony export MAX_INPUT_FILE_BYTES */
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
    const problem = (0,_input_path_js__WEBPACK_IMPORTED_MODULE_3__/* .pathProblem */ .z9)(path);
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
