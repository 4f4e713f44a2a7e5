export const id = 4055;
export const ids = [4055];
export const modules = {

/***/ 54055:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ readKnownHosts),
/* harmony export */   E0: () => (/* binding */ knownHostsOption),
/* harmony export */   Ex: () => (/* binding */ addSshSecretSources),
/* harmony export */   V8: () => (/* binding */ sshInputsOf),
/* harmony export */   Yw: () => (/* binding */ jumpHostOption),
/* harmony export */   b7: () => (/* binding */ concurrencyOption),
/* harmony export */   ff: () => (/* binding */ hostKeyPolicyOption),
/* harmony export */   fillSshSecrets: () => (/* binding */ fillSshSecrets),
/* harmony export */   gl: () => (/* binding */ checkKeyFile),
/* harmony export */   ig: () => (/* binding */ forgetHostKeyOption),
/* harmony export */   v$: () => (/* binding */ pkOption),
/* harmony export */   zS: () => (/* binding */ portOption)
/* harmony export */ });
/* unused harmony exports privateKeyFile, PASSWORD_ENV, PASSPHRASE_ENV */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var commander__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48179);
/* harmony import */ var _clusterfile_address_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51253);
/* harmony import */ var _clusterfile_ssh_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33077);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(41021);
/* harmony import */ var _hosts_host_key_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(92404);
/* harmony import */ var _hosts_private_key_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(98919);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(49909);











/** `--jump-host user@host[:port]`: a bastion the hosts are reached through (OpenSSH's -J). */
function jumpHostOption() {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--jump-host <user@host[:port]>', "reach the hosts through this SSH host (as ssh -J): the hosts' credentials, its key checked under --host-key-policy; kept in the saved cluster");
}
function portOption() {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--port <port>', 'SSH port for hosts given without one')
        .argParser(_options_js__WEBPACK_IMPORTED_MODULE_10__/* .portArgument */ .Tr)
        .default(_clusterfile_address_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_SSH_PORT */ .lZ);
}
/** The policy's help is the command's: what `strict` checks against depends on where the command keeps keys. */
function hostKeyPolicyOption(help) {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--host-key-policy <policy>', help).choices([..._hosts_host_key_js__WEBPACK_IMPORTED_MODULE_8__/* .hostKeyPolicies */ .Ax]).default('accept-new');
}
function knownHostsOption() {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--known-hosts <file>', 'known_hosts file to check host keys against');
}
/** Repeatable: a reinstalled machine's new key is refused until its recorded one is forgotten. */
function forgetHostKeyOption() {
    return (new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--forget-host-key <host>', "forget the host key recorded for this host (ip or ip:port; repeatable): for a machine that was reinstalled, its new key is then taken as a new host's")
        // Checked here too: without saved state nothing else reads it, and a typo would pass without a word.
        .argParser((value, previous) => {
        if (!(0,_clusterfile_address_js__WEBPACK_IMPORTED_MODULE_4__/* .normaliseHostAddress */ .RC)(value.trim()))
            throw new commander__WEBPACK_IMPORTED_MODULE_3__/* .InvalidArgumentError */ .Di('give a host address: ip, ip:port or [ipv6]:port');
        return (0,_options_js__WEBPACK_IMPORTED_MODULE_10__/* .collect */ .Fo)(value, previous);
    })
        .default([]));
}
function concurrencyOption() {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('--concurrency <n>', 'hosts worked on at once (1 to 1024)')
        .argParser(_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseConcurrency */ .nY)
        .default(16);
}
/** `-i/--pk`, as sealos spells it; its default is filled in by `privateKeyFile` (only when the file exists). */
function pkOption(help = 'SSH private key file') {
    return new commander__WEBPACK_IMPORTED_MODULE_3__/* .Option */ .c$('-i, --pk <file>', `${help} (default ~/.ssh/id_rsa when it exists, as sealos)`);
}
/**
 * The key file to use: the flag's, else sealos's default `~/.ssh/id_rsa` when that file exists (sealos names it
 * whether or not it exists; a missing default must not fail a password login).
 */
function privateKeyFile(flag, home = node_os__WEBPACK_IMPORTED_MODULE_1__.homedir()) {
    if (flag !== undefined)
        return flag;
    const fallback = node_path__WEBPACK_IMPORTED_MODULE_2__.join(home, '.ssh', 'id_rsa');
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(fallback) ? fallback : undefined;
}
/**
 * `--pk FILE` must be a private key that logs in (with `--pk-passwd` when encrypted) now: a dry run would
 * accept a key the first connection cannot use, and a public key given here would never finish a login.
 */
async function checkKeyFile(file, passphrase) {
    if (file !== undefined)
        await (0,_hosts_private_key_js__WEBPACK_IMPORTED_MODULE_9__/* .readPrivateKeyFile */ .P)(file, passphrase, '--pk');
}
/** The `--known-hosts` file's text. With accept-new a missing file is an empty one, which ssh then starts. */
async function readKnownHosts(file, policy) {
    try {
        return await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .readInputFile */ .jH)(file);
    }
    catch (error) {
        if (policy === 'accept-new' && error.code === 'ENOENT')
            return '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .SealosError */ .ei(`cannot read known hosts ${file}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(error)}`, {
            file,
            cause: error,
        });
    }
}
/** Where a secret can come from besides the command line, which other users see (`ps`) and shells keep. */
const PASSWORD_ENV = 'SEALOS_PASSWORD';
const PASSPHRASE_ENV = 'SEALOS_PK_PASSWORD';
function addSshSecretSources(command) {
    return command
        .option('--password-file <file>', `file whose first line is the SSH password (or set ${PASSWORD_ENV})`)
        .option('--pk-passwd-file <file>', `file whose first line is the private key's passphrase (or set ${PASSPHRASE_ENV})`);
}
/**
 * Fills `passwd` and `pkPasswd` of a command that has `addSshSecretSources`: the flag itself, else its file,
 * else the environment. Run before the command's action (a preAction hook), so every command reads one place.
 */
async function fillSshSecrets(flags, env) {
    const password = await secretFrom('--passwd', flags.passwd, '--password-file', flags.passwordFile);
    const passphrase = await secretFrom('--pk-passwd', flags.pkPasswd, '--pk-passwd-file', flags.pkPasswdFile);
    const fromEnv = (name) => (env[name] ? env[name] : undefined);
    flags.passwd = password ?? fromEnv(PASSWORD_ENV);
    flags.pkPasswd = passphrase ?? fromEnv(PASSPHRASE_ENV);
}
async function secretFrom(flag, value, fileFlag, file) {
    if (file === undefined)
        return value;
    if (value !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`give ${flag} or ${fileFlag}, not both`);
    let text;
    try {
        text = await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_7__/* .readInputFile */ .jH)(file);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${fileFlag}: cannot read ${file}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .causeText */ .xv)(error)}`, {
            file,
            cause: error,
        });
    }
    const secret = text.split(/\r?\n/)[0] ?? '';
    if (!secret)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${fileFlag}: ${file} is empty`, { file });
    return secret;
}
/** The SSH settings of the flags, as the engine takes them: the flags carry sealos's `spec.ssh` field names. */
function sshInputsOf(flags) {
    const pk = privateKeyFile(flags.pk);
    // user and port always: they have defaults (root, 22).
    return {
        user: flags.user,
        port: flags.port,
        ...(0,_clusterfile_ssh_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .sshInputsOfFields */ .o9)({ passwd: flags.passwd, pk, pkPasswd: flags.pkPasswd, jumpHost: flags.jumpHost }),
    };
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

/***/ 89727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   R0: () => (/* binding */ isUnreachable),
/* harmony export */   T$: () => (/* binding */ ConnectError),
/* harmony export */   YU: () => (/* binding */ SudoError),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   oZ: () => (/* binding */ HostKeyError),
/* harmony export */   uv: () => (/* binding */ HANDSHAKE_TIMEOUT)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12092);


const STDERR_TAIL_LINES = 5;
const DEBUG_OUTPUT_CHARS = 64 * 1024;
/**
 * A command ran on a host and exited non-zero, was killed, or lost its connection. The one error type for
 * every command of the engine: the short form names the command and its status, the report adds the last
 * lines of stderr (where kubeadm and scripts say why), debug adds the whole output.
 */
class CommandError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    host;
    command;
    exitCode;
    stderr;
    stdout;
    constructor(failure) {
        const status = failure.exitCode !== null
            ? `exited ${failure.exitCode}`
            : failure.signal
                ? `was killed by ${failure.signal}`
                : 'ended without an exit status (connection lost?)';
        const why = stderrReason(tailLines(failure.stderr, STDERR_TAIL_LINES));
        super(`\`${(0,_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .eh)(failure.command)}\` ${status}${why ? `: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .shorten */ .ml)(why.trim(), 200)}` : ''}`, {
            host: failure.host,
            phase: failure.phase,
            temporary: failure.exitCode === null && !failure.signal,
        });
        this.host = failure.host;
        this.command = failure.command;
        this.exitCode = failure.exitCode;
        this.stderr = failure.stderr;
        this.stdout = failure.stdout ?? '';
    }
    /** The same failure, located at a phase. */
    inPhase(phase) {
        return new CommandError({ ...this, signal: undefined, phase });
    }
    /** The end of stderr, when there is more of it than the line the message quotes. */
    detailLines() {
        const lines = tailLines(this.stderr, STDERR_TAIL_LINES);
        return lines.length > 1 ? lines : [];
    }
    debugLines() {
        return [
            `command: ${this.command}`,
            ...labelled('stdout', this.stdout.slice(-DEBUG_OUTPUT_CHARS)),
            ...labelled('stderr', this.stderr.slice(-DEBUG_OUTPUT_CHARS)),
        ];
    }
}
/** The line of a stderr tail that says why: the last one that reads like an error, else the last one. */
function stderrReason(lines) {
    const errorLike = /\b(error|failed|denied|refused|cannot|unable to|not found|no such|invalid)\b/i;
    return lines.findLast((line) => errorLike.test(line)) ?? lines.at(-1);
}
function tailLines(text, count) {
    return text
        .split('\n')
        .map((line) => line.replace(/\r$/, '').trimEnd())
        .filter((line) => line.trim() !== '')
        .slice(-count);
}
function labelled(label, text) {
    const lines = text.trimEnd().split('\n');
    return text.trim() ? [`${label}:`, ...lines.map((line) => `  ${line}`)] : [`${label}: (empty)`];
}
/** The code of the error an SSH handshake that did not finish in time fails with. */
const HANDSHAKE_TIMEOUT = 'SSH_HANDSHAKE_TIMEOUT';
/** The host could not be reached or the SSH handshake did not complete (after retries for transient causes). */
class ConnectError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    constructor(message, context = {}) {
        super(message, { temporary: true, ...context });
    }
}
/**
 * The causes that mean a host does not answer SSH at all: nothing listens, no route, no answer or no handshake
 * in time. A refused login, a wrong host key or a failing command are answers, and never count.
 */
const UNANSWERED_CODES = new Set([
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    HANDSHAKE_TIMEOUT,
]);
/** Whether `error` is a connection that never reached the host's sshd (see UNANSWERED_CODES). */
function isUnreachable(error) {
    if (!(error instanceof ConnectError))
        return false;
    const code = error.cause?.code;
    return typeof code === 'string' && UNANSWERED_CODES.has(code);
}
/** The host refused our credentials, or a private key cannot be read: retrying cannot help. */
class AuthError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}
/** The host's key is unknown (strict) or differs from the recorded one: possibly not the host we meant. */
class HostKeyError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
    host;
    fingerprint;
    constructor(message, host, 
    /** The key the host presented, `SHA256:...`. */
    fingerprint) {
        super(message, { host });
        this.host = host;
        this.fingerprint = fingerprint;
    }
}
/** sudo refused to run our command as root. */
class SudoError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei {
}


/***/ }),

/***/ 92404:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ hostKeyPolicies),
/* harmony export */   Ex: () => (/* binding */ checkHostKey),
/* harmony export */   Qb: () => (/* binding */ hostKeyAlgorithms),
/* harmony export */   Sd: () => (/* binding */ expectedHostKey),
/* harmony export */   on: () => (/* binding */ knownHostsName)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89727);
/**
 * Host key checks. Policies: `strict` (the key must be in the known_hosts text or match the recorded
 * fingerprint, and a known_hosts entry naming another key for the host always refuses), `accept-new` (trust on first use: an unknown host is accepted and its fingerprint reported so
 * the caller records it; a recorded or known key must match), `insecure` (never refuses; a warning says so).
 */


const hostKeyPolicies = ['strict', 'accept-new', 'insecure'];
/** OpenSSH's `SHA256:` fingerprint of a public key blob (base64 without padding). */
function fingerprintOf(blob) {
    return `SHA256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}
/** The name a host has in known_hosts: `ip` on port 22, `[ip]:port` otherwise. */
function knownHostsName(host, port) {
    return port === 22 ? host : `[${host}]:${port}`;
}
function checkHostKey(address, host, port, blob, options) {
    const fingerprint = fingerprintOf(blob);
    const publicKey = `${keyType(blob)} ${blob.toString('base64')}`;
    const refuse = (message) => ({
        accepted: false,
        fingerprint,
        publicKey,
        error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HostKeyError */ .oZ(message, address, fingerprint),
    });
    if (options.policy === 'insecure')
        return { accepted: true, fingerprint, publicKey, known: false };
    const known = options.knownHosts ? knownKeysFor(options.knownHosts, host, port) : [];
    if (known.some((key) => key.revoked && key.blob.equals(blob)))
        return refuse(`host key ${fingerprint} is marked @revoked in known_hosts`);
    const matching = known.filter((key) => !key.revoked && key.blob.equals(blob));
    const recorded = options.fingerprint;
    if (recorded && recorded !== fingerprint)
        return refuse(`host key changed: recorded ${recorded}, the host presented ${fingerprint}. If the host was reinstalled, ` +
            `forget its recorded key: --forget-host-key ${port === 22 ? host : address} (CLI) or the input ` +
            `forget-host-key: ${port === 22 ? host : address} (action), once; otherwise someone may be intercepting ` +
            'the connection: do not forget it');
    const others = known.filter((key) => !key.revoked);
    // Under strict, known_hosts is the authority: a recorded fingerprint (from saved state, which a run writes)
    // never outweighs a known_hosts entry for the host that names another key.
    const recordedCounts = recorded && (options.policy !== 'strict' || others.length === 0);
    if (matching.length > 0 || recordedCounts)
        return { accepted: true, fingerprint, publicKey, known: true };
    if (others.length > 0)
        return refuse(`host key changed: known_hosts has ${others.map((key) => fingerprintOf(key.blob)).join(', ')}, the host ` +
            `presented ${fingerprint}. If the host was reinstalled, replace its known_hosts line (ssh-keygen -R ` +
            `'${knownHostsName(host, port)}' -f FILE, then add the new key); otherwise someone may be intercepting the connection`);
    if (options.policy === 'strict')
        return refuse(`host key ${fingerprint} is not known (host-key-policy strict): add the host to known_hosts, or use ` +
            'host-key-policy accept-new');
    return { accepted: true, fingerprint, publicKey, known: false };
}
/** ssh2's host key algorithms, in its default order. */
const HOST_KEY_ALGORITHMS = [
    'ssh-ed25519',
    'ecdsa-sha2-nistp256',
    'ecdsa-sha2-nistp384',
    'ecdsa-sha2-nistp521',
    'rsa-sha2-512',
    'rsa-sha2-256',
    'ssh-rsa',
];
/**
 * The host key algorithms to offer, the types known for this host first (like OpenSSH); otherwise a host with
 * an ed25519 and an RSA key could show the one we do not know and look "changed". Empty: keep the default.
 */
function hostKeyAlgorithms(options, host, port) {
    if (options.policy === 'insecure' || !options.knownHosts)
        return [];
    const known = knownKeysFor(options.knownHosts, host, port).filter((key) => !key.revoked);
    const first = known.flatMap((key) => key.type === 'ssh-rsa' ? ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'] : [key.type]);
    const ordered = [...new Set([...first, ...HOST_KEY_ALGORITHMS])];
    return ordered.filter((name) => HOST_KEY_ALGORITHMS.includes(name));
}
/**
 * The host key a handshake will most likely be shown and accept, known before it (`type base64`): of the keys
 * known_hosts names for this host that checkHostKey accepts, the one whose algorithm is offered first (see
 * hostKeyAlgorithms). None under `insecure`, or when no such key is known (first contact, a fingerprint only).
 */
function expectedHostKey(address, host, port, options) {
    if (options.policy === 'insecure' || !options.knownHosts)
        return undefined;
    const order = hostKeyAlgorithms(options, host, port);
    const rank = (type) => order.indexOf(type === 'ssh-rsa' ? 'rsa-sha2-512' : type);
    const accepted = knownKeysFor(options.knownHosts, host, port)
        .filter((key) => !key.revoked && rank(key.type) >= 0)
        .map((key) => checkHostKey(address, host, port, key.blob, options))
        .flatMap((verdict) => (verdict.accepted ? [verdict.publicKey] : []));
    const typeOf = (publicKey) => publicKey.split(' ')[0];
    return accepted.sort((a, b) => rank(typeOf(a)) - rank(typeOf(b)))[0];
}
function knownKeysFor(text, host, port) {
    const name = knownHostsName(host, port);
    const keys = [];
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (!line || line.startsWith('#'))
            continue;
        const fields = line.split(/\s+/);
        const marker = fields[0].startsWith('@') ? fields.shift() : undefined;
        if (marker === '@cert-authority')
            continue;
        const [patterns, type, base64] = fields;
        if (!patterns || !type || !base64 || !hostMatches(patterns, name))
            continue;
        keys.push({ type, blob: Buffer.from(base64, 'base64'), revoked: marker === '@revoked' });
    }
    return keys;
}
function hostMatches(patterns, name) {
    if (patterns.startsWith('|1|')) {
        const [, , salt, hash] = patterns.split('|');
        if (!salt || !hash)
            return false;
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
    }
    let matched = false;
    for (const pattern of patterns.split(',')) {
        const negated = pattern.startsWith('!');
        if (!hostPatternToRegExp(negated ? pattern.slice(1) : pattern).test(name))
            continue;
        if (negated)
            return false;
        matched = true;
    }
    return matched;
}
/** An OpenSSH host pattern (`*`, `?`, case-insensitive; not a path glob) as a RegExp. */
function hostPatternToRegExp(glob) {
    const body = glob
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
        .replaceAll('?', '.');
    return new RegExp(`^${body}$`, 'i');
}
/** The key type named at the start of an SSH public key blob. */
function keyType(blob) {
    const length = blob.readUInt32BE(0);
    return blob.subarray(4, 4 + length).toString('latin1');
}


/***/ }),

/***/ 98919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ readPrivateKeyFile),
/* harmony export */   W: () => (/* binding */ checkPrivateKeyText)
/* harmony export */ });
/* harmony import */ var ssh2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85472);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);
/* harmony import */ var _files_read_input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41021);



/** Far above any private key (a 16,384-bit RSA key in PEM is about 12 KiB): a bigger file is not a key. */
const MAX_KEY_FILE_BYTES = 1024 * 1024;
/**
 * Why `text` cannot log in as a private key, in words; undefined when it can. Checked before any host is
 * contacted (dry runs included): ssh2 given a public key as the private key never finishes its login.
 */
function privateKeyProblem(text, passphrase) {
    if (text.trim() === '')
        return 'it is empty, not a private key';
    const parsed = ssh2__WEBPACK_IMPORTED_MODULE_0__.utils.parseKey(text, passphrase);
    if (parsed instanceof Error) {
        if (/no passphrase given/i.test(parsed.message))
            return 'the key is encrypted and no passphrase was given';
        if (/bad passphrase|integrity check failed|decrypt/i.test(parsed.message))
            return 'the passphrase does not decrypt the key';
        return `not a private key ssh can read (OpenSSH, PEM or PuTTY): ${parsed.message}`;
    }
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (!key)
        return 'no key in it';
    if (!key.isPrivateKey())
        return `it is a public key (${key.type}), not a private key: give the file without .pub`;
    return undefined;
}
/** The private key text `label` (a flag, an input or a Clusterfile field) gives; a UsageError naming it. */
function checkPrivateKeyText(text, passphrase, label) {
    const problem = privateKeyProblem(text, passphrase);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label}: cannot use the private key: ${problem}`);
}
/**
 * Reads the key file `label` names (a regular file, at most MAX_KEY_FILE_BYTES: `/dev/zero`, a FIFO or a
 * folder is refused before it is opened) and checks that it logs in with `passphrase`. Returns its text.
 */
async function readPrivateKeyFile(file, passphrase, label) {
    let text;
    try {
        text = await (0,_files_read_input_js__WEBPACK_IMPORTED_MODULE_2__/* .readInputFile */ .jH)(file, MAX_KEY_FILE_BYTES);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label}: cannot read the private key ${file}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .causeText */ .xv)(error)}`, {
            file,
            cause: error,
        });
    }
    const problem = privateKeyProblem(text, passphrase);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label}: cannot use the private key ${file}: ${problem}`, { file });
    return text;
}


/***/ }),

/***/ 12092:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* binding */ withEnv),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   i2: () => (/* binding */ withWideStdin)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);

/** Quotes any text as one POSIX shell word: single quotes, each `'` written as `'\''`. */
function shellQuote(text) {
    return `'${text.replaceAll("'", `'\\''`)}'`;
}
/**
 * A script that exports `env` (names checked, values quoted) and then runs `command`. Our choice over sealos's
 * `export K="V"`: single quotes, so spaces, quotes, `$`, backticks and newlines reach the command unchanged.
 */
function withEnv(command, env = {}) {
    const exports = Object.entries(env).map(([name, value]) => {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`environment variable name "${name}" is not a shell name`);
        return `export ${name}=${shellQuote(value)}\n`;
    });
    return `${exports.join('')}${command}`;
}
/** First line of a command, shortened, for messages. */
function summarize(command, max = 120) {
    const first = command.trim().split('\n')[0] ?? '';
    const more = command.trim().includes('\n') ? ' ...' : '';
    return first.length > max ? `${first.slice(0, max)}...` : `${first}${more}`;
}
/**
 * `command` run after its stdin pipe is widened to 1 MiB (`F_SETPIPE_SZ`, through perl where the host has it),
 * for a command that reads a long stream. sshd passes a session's input through a 64 KiB pipe and keeps what
 * does not fit in its own buffer, which it copies over and over: a profile of the host's sshd receiving 197 MB
 * spent 60 % of its time in `memmove`, 1.6–2.5 CPU-s in all; with the wide pipe, 0.4–0.5 CPU-s, and the stream took
 * 1.0 s, not 2.4 (bench/RESULTS.md §1). Without perl, or where the size is refused, the command runs on the pipe as it is.
 * The widening runs as the login user, before any sudo, so it acts on sshd's own pipe.
 */
function withWideStdin(command) {
    return `perl -e 'fcntl STDIN, 1031, 1048576' 2>/dev/null; ${command}`;
}


/***/ })

};
