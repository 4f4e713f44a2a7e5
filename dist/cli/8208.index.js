export const id = 8208;
export const ids = [8208,9081,3714];
export const modules = {

/***/ 29760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   registerRender: () => (/* binding */ registerRender)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41021);
/* harmony import */ var _render_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51217);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49909);






const registerRender = (program, context) => {
    program
        .command('render')
        .description('Render Go templates the way sealos does (text/template + sprig, missing keys print <no value>). ' +
        'A FILE is printed to stdout; a DIR has every *.tmpl/*.tpl under etc/, scripts/ and manifests/ rendered ' +
        'in place and removed, like `sealctl render --clear`; when a template fails, the folder is left as it was.')
        .argument('<path>', 'a template file or an image folder')
        .option('--env-json <ENV.json>', 'a JSON object of string values used as the env')
        .option('--env <K=V>', 'env value, wins over --env-json (repeatable)', _options_js__WEBPACK_IMPORTED_MODULE_5__/* .collect */ .Fo, [])
        .action(async (target, flags) => {
        const env = await (0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .loadEnv */ .y)(flags.envJson, flags.env);
        let info;
        try {
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${target}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .causeText */ .xv)(error)}`, { file: target, cause: error });
        }
        if (info.isDirectory()) {
            const rendered = await (0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTreeStaged */ .nA)(target, env);
            for (const file of rendered)
                context.stdout(`${file.output}\n`);
            context.logger.info(`rendered ${rendered.length} template(s) in ${target}`);
            return;
        }
        context.stdout((0,_render_index_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTemplateText */ .gj)(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(target), await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_3__/* .readInputFile */ .jH)(target), env, { sealctlData: true }));
    });
};


/***/ }),

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
    if (!(0,_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(value))
        throw new commander__WEBPACK_IMPORTED_MODULE_0__/* .InvalidArgumentError */ .Di(`use ${_clusterfile_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
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
/* harmony export */   Qq: () => (/* binding */ isClusterName),
/* harmony export */   S6: () => (/* binding */ CLUSTER_NAME_RULE),
/* harmony export */   pb: () => (/* binding */ DEFAULT_CLUSTER_NAME)
/* harmony export */ });
/** Cluster names, without the schemas: the CLI checks them before it loads the Clusterfile's parser. */
/** The cluster a run, a reset or a command means when none is named, as sealos's `default`. */
const DEFAULT_CLUSTER_NAME = 'default';
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

/***/ 87332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ jumpHostAddresses),
/* harmony export */   _: () => (/* binding */ parseJumpHost)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51253);


/** A login name that can go into an OpenSSH configuration line as it is. */
const USER_NAME = /^[A-Za-z0-9._][A-Za-z0-9._-]*$/;
/**
 * Reads `[user@]host[:port]` (`host` an IPv4 or `[IPv6]` address, port 22 by default), as OpenSSH's `-J` takes
 * it; `field` names the flag, input or Clusterfile field in the error.
 */
function parseJumpHost(text, field) {
    const value = text.trim();
    const at = value.lastIndexOf('@');
    const user = at >= 0 ? value.slice(0, at) : undefined;
    if (user !== undefined && !USER_NAME.test(user))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${field}: "${text}": the user "${user}" is not a login name (letters, digits, . _ -)`);
    const reading = (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .readHostAddress */ .XH)(at >= 0 ? value.slice(at + 1) : value);
    if ('problem' in reading)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${field}: ${reading.problem} (give user@host[:port])`);
    return { address: (0,_address_js__WEBPACK_IMPORTED_MODULE_1__/* .formatHostAddress */ .uq)(reading.address), ...(user ? { user } : {}) };
}
/** The `ip:port` of every jump host the cluster's SSH settings name (shared and per host). */
function jumpHostAddresses(cluster) {
    const named = [
        cluster.spec?.ssh?.jumpHost,
        ...(cluster.spec?.hosts ?? []).map((host) => host.ssh?.jumpHost),
    ];
    return [
        ...new Set(named
            .filter((text) => Boolean(text))
            .map((text) => parseJumpHost(text, 'spec.ssh.jumpHost').address)),
    ];
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
    if (!(0,_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(cluster))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cluster name "${cluster}" is not allowed: use ${_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
    return cluster;
}


/***/ }),

/***/ 33077:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jV: () => (/* binding */ sshOfInputs),
/* harmony export */   o9: () => (/* binding */ sshInputsOfFields),
/* harmony export */   w8: () => (/* binding */ fillSsh)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _jump_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87332);


/** Each input and the `spec.ssh` field it sets (sealos's CLI flags are named as the fields). */
const FIELDS = [
    ['user', 'user'],
    ['password', 'passwd'],
    ['privateKeyPath', 'pk'],
    ['privateKey', 'pkData'],
    ['passphrase', 'pkPasswd'],
    ['port', 'port'],
    ['jumpHost', 'jumpHost'],
];
/**
 * The `spec.ssh` fields the inputs give; an empty input gives none. A port outside 1-65535, a jump host that is
 * not `[user@]host[:port]`, are refused.
 */
function sshOfInputs(inputs) {
    if (inputs.port !== undefined &&
        !(Number.isInteger(inputs.port) && inputs.port >= 1 && inputs.port <= 65535))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`port: ${inputs.port} is not a port (a whole number from 1 to 65535)`);
    if (inputs.jumpHost)
        (0,_jump_host_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJumpHost */ ._)(inputs.jumpHost, 'jump-host');
    return Object.fromEntries(FIELDS.flatMap(([input, field]) => (inputs[input] ? [[field, inputs[input]]] : [])));
}
/**
 * The inputs that give these `spec.ssh` fields, sshOfInputs reversed: for the CLI, whose flags carry sealos's
 * field names (`-u`, `--passwd`, `--pk`, `--pk-passwd`, `--port`), and for dropping empty inputs. An empty field
 * gives none.
 */
function sshInputsOfFields(ssh) {
    return Object.fromEntries(FIELDS.flatMap(([input, field]) => (ssh[field] ? [[input, ssh[field]]] : [])));
}
/**
 * The Clusterfile with each `spec.ssh` field it leaves empty filled from the inputs: a restored, redacted
 * Clusterfile plus the same inputs gives the desired state of the original run.
 */
function fillSsh(clusterfile, inputs) {
    const given = sshOfInputs(inputs);
    const declared = clusterfile.cluster.spec?.ssh ?? {};
    const ssh = { ...declared };
    for (const [field, value] of Object.entries(given))
        if (declared[field] === undefined || declared[field] === '')
            Object.assign(ssh, { [field]: value });
    if (Object.keys(ssh).length === 0)
        return clusterfile;
    const cluster = structuredClone(clusterfile.cluster);
    cluster.spec = { ...cluster.spec, ssh };
    return { ...clusterfile, cluster };
}


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
