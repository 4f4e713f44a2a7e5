export const id = 938;
export const ids = [938];
export const modules = {

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
    if (!(0,_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .isClusterName */ .Qq)(cluster))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cluster name "${cluster}" is not allowed: use ${_cluster_name_js__WEBPACK_IMPORTED_MODULE_3__/* .CLUSTER_NAME_RULE */ .S6}`);
    return cluster;
}


/***/ }),

/***/ 19778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ parseSshTarget)
/* harmony export */ });
/* harmony import */ var _clusterfile_address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51253);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89243);


/**
 * Reads `ip`, `ip:port`, `[v6]` or `[v6]:port`. A bare IPv6 address (more than one colon, no brackets) has
 * no port. Unlike the Clusterfile's parser (IPs only, undefined when not one), this one takes host names too
 * (ad-hoc targets, `ssh` style) and throws a usage error naming the text.
 */
function parseSshTarget(text, defaultPort = _clusterfile_address_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SSH_PORT */ .lZ) {
    const value = text.trim();
    const bracketed = _clusterfile_address_js__WEBPACK_IMPORTED_MODULE_0__/* .BRACKETED_ADDRESS */ .BU.exec(value);
    if (bracketed)
        return { host: bracketed[1], port: readPort(bracketed[2], defaultPort, text) };
    const colons = value.split(':').length - 1;
    if (colons === 1) {
        const [host, port] = value.split(':');
        if (host)
            return { host, port: readPort(port, defaultPort, text) };
    }
    else if (value && !/[\s/]/.test(value)) {
        return { host: value, port: defaultPort };
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`"${text}" is not a host address (ip, ip:port or [ipv6]:port)`);
}
function readPort(port, defaultPort, text) {
    if (port === undefined)
        return defaultPort;
    const n = Number(port);
    if (!Number.isInteger(n) || n < 1 || n > 65535)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`"${text}": port ${port} is not 1..65535`);
    return n;
}


/***/ }),

/***/ 83245:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ copyDirectoryToHosts),
/* harmony export */   N: () => (/* binding */ copyDirectory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89243);
/* harmony import */ var _log_progress_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(58720);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89727);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14009);
/* harmony import */ var _relay_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66425);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12092);
/* harmony import */ var _tar_pipe_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7234);
/* harmony import */ var _write_files_script_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(93979);
/**
 * Copy of a local folder to a host: real `tar -c` here, streamed over ONE command into `tar -x` on the host,
 * never holding a file in memory.
 *
 * Guarantees: the tree is unpacked into a staging folder `<dest>.sealos-tmp-<random>` beside the destination.
 * Only when the local tar, the stream and the remote tar all succeeded does a second, tiny command move it into
 * place (started beside the stream, it waits for the word `commit` on its stdin; any other word removes the
 * staging folder, and no word at all leaves it for the next copy): with an old destination,
 * `dest → dest.sealos-old-<random>`, then `staging → dest`, then the old one is removed. Each rename is atomic;
 * between the two renames the destination is briefly absent (never half written). A failed copy removes its
 * staging folder; one left behind by a lost connection is removed by the next copy to the same destination (so
 * only one copy per destination may run at a time).
 * Files arrive owned by root (uid/gid 0), modes kept.
 */











async function copyDirectory(executor, localDir, remoteDir, options = {}) {
    const [outcome] = await copyDirectoryToHosts([executor], localDir, remoteDir, options);
    if (outcome && !outcome.ok)
        throw outcome.error;
}
/**
 * The same copy to many hosts from ONE read of the folder: one `tar -c` whose stream goes to every host (see
 * pipeTarToHosts), then each host commits its own staging folder. The folder must not change while it is read.
 * Progress is for the stream, not per host. With `relay`, the stream goes through a relay tree of the hosts
 * (relay.ts) instead of from the runner to each. Every host's outcome, in the executors' order; a bad argument
 * throws before anything is sent.
 */
async function copyDirectoryToHosts(executors, localDir, remoteDir, options = {}) {
    const keep = (options.keep ?? []).map(normaliseExclude);
    const exclude = [...new Set([...(options.exclude ?? []).map(normaliseExclude), ...keep])];
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(localDir).catch((cause) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`cannot read ${localDir}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .causeText */ .xv)(cause)}`, { file: localDir, cause });
    });
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`${localDir} is not a folder`, { file: localDir });
    if (!remoteDir.startsWith('/'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`remote folder "${remoteDir}" must be an absolute path`);
    const dest = remoteDir.replace(/\/+$/, '') || '/';
    if (dest === '/')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('refusing to replace / on a host');
    const staging = `${dest}.sealos-tmp-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
    const who = executors.length === 1 ? executors[0].host : `${executors.length} hosts`;
    const tarArgs = tarCreateArgs(localDir, exclude);
    const bytes = await (0,_tar_pipe_js__WEBPACK_IMPORTED_MODULE_8__/* .tarArchiveSize */ .f6)(tarArgs);
    const progress = options.progress &&
        new _log_progress_js__WEBPACK_IMPORTED_MODULE_10__/* .Progress */ .k(options.progress.withPrefix(who), `copy ${localDir} → ${remoteDir}`, bytes);
    let total = 0;
    const pipe = {
        tarArgs,
        remoteScript: extractScript(dest, staging),
        remoteWhat: `tar -x into ${staging}`,
        source: localDir,
        bytes,
        onBytes: (chunk) => {
            total += chunk;
            progress?.add(chunk);
            options.onProgress?.(total);
        },
    };
    const commits = executors.map((executor) => startCommit(executor, commitScript(dest, staging, keep, options.records), dest));
    const sent = options.relay
        ? await (0,_relay_js__WEBPACK_IMPORTED_MODULE_6__/* .relayTarToHosts */ .bS)(executors, pipe, options.relay)
        : await (0,_tar_pipe_js__WEBPACK_IMPORTED_MODULE_8__/* .pipeTarToHosts */ .Y9)(executors, pipe);
    let records;
    const outcomes = await Promise.all(sent.map(async (outcome, index) => {
        const commit = commits[index];
        if (!outcome.ok) {
            // Best effort: the connection may be gone; the next copy removes the staging folder then.
            await commit('abort').catch(() => undefined);
            return outcome;
        }
        try {
            records ??= recordContents(options.records);
            const contents = await records.catch(async (error) => {
                // No records, no swap: the waiting commit removes the staging folder instead.
                await commit('abort').catch(() => undefined);
                throw error;
            });
            await commit('commit', contents);
            return outcome;
        }
        catch (error) {
            return { host: outcome.host, ok: false, error };
        }
    }));
    progress?.finish();
    return outcomes;
}
function tarCreateArgs(localDir, exclude) {
    return [
        '-c',
        '-f',
        '-',
        '-C',
        localDir,
        '--sort=name',
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        // Anchored: `registry` means the top-level folder only, not every folder of that name.
        '--anchored',
        ...exclude.map((entry) => `--exclude=./${entry}`),
        '.',
    ];
}
function extractScript(dest, staging) {
    return [
        'set -e',
        `dest=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(dest)}`,
        `staging=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(staging)}`,
        'for stale in "$dest".sealos-tmp-*; do if [ -e "$stale" ]; then rm -rf -- "$stale"; fi; done',
        'mkdir -p -- "$(dirname -- "$dest")"',
        'mkdir -- "$staging"',
        `trap 'rm -rf -- "$staging"' EXIT`,
        `trap 'exit 129' HUP`,
        `trap 'exit 143' TERM`,
        // 64 KiB reads, not tar's 10 KiB records: a third of the system time per byte on every host (bench/RESULTS.md §5d).
        'tar -x -b 128 -f - -C "$staging" --numeric-owner',
        'trap - EXIT',
    ].join('\n');
}
/**
 * Starts a host's commit beside its stream; the returned function gives it its word and waits for its end. After
 * the stream it then costs one line, not a new command: a channel, a session and a shell, 50–110 ms on the lab
 * (bench/RESULTS.md §1). A commit that could not start, or whose connection dropped during the stream, runs as a
 * new command (the executor reconnects).
 */
function startCommit(executor, script, dest) {
    const started = executor.spawn(script).then((process) => {
        const stdout = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
        const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
        process.stdout.on('data', (chunk) => stdout.add(chunk));
        process.stderr.on('data', (chunk) => stderr.add(chunk));
        const state = { process, stdout, stderr, ended: false };
        void process.finished.then(() => {
            state.ended = true;
        });
        return state;
    }, () => undefined);
    return async (word, records = []) => {
        // The word, the records' sizes on the same line, then their bytes.
        const sizes = records.map((record) => ` ${record.length}`).join('');
        const input = Buffer.concat([Buffer.from(`${word}${sizes}\n`), ...records]);
        const waiting = await started;
        let stdout;
        if (!waiting || waiting.ended)
            stdout = (await executor.run(script, { stdin: input })).stdout;
        else {
            waiting.process.stdin.end(input);
            const end = await waiting.process.finished;
            stdout = waiting.stdout.finish();
            if (end.exitCode !== 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CommandError */ .Qd({
                    host: executor.host,
                    command: script,
                    exitCode: end.exitCode,
                    signal: end.signal,
                    stderr: waiting.stderr.finish(),
                    stdout,
                });
        }
        if (word === 'commit' && !stdout.split('\n').includes(COMMITTED))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`the copy to ${dest} was not moved into place: its commit did not report`, {
                host: executor.host,
            });
    };
}
/** What the commit prints once the copy is in place and its records written. */
const COMMITTED = 'committed';
/** The records' contents, each a Buffer, asked for once. */
async function recordContents(records) {
    const contents = records ? await records.contents() : [];
    return contents.map(_write_files_script_js__WEBPACK_IMPORTED_MODULE_9__/* .contentBytes */ .d);
}
/**
 * Waits for its word on stdin: `commit` swaps the staging folder in, another removes it, none leaves it. With
 * records, the line also gives their sizes and their bytes follow it: the files to forget go just before the
 * swap, the files to write just after it.
 */
function commitScript(dest, staging, keep, records) {
    const old = `${dest}.sealos-old-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
    const { forget = [], write = [] } = records ?? {};
    // Kept paths move by rename (same file system): instant whatever their size.
    const move = (from, to) => keep.map((entry) => `  if [ -e "${from}"/${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(entry)} ] || [ -L "${from}"/${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(entry)} ]; then mkdir -p -- "$(dirname -- "${to}"/${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(entry)})"; mv -T -- "${from}"/${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(entry)} "${to}"/${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(entry)}; fi`);
    return [
        'set -e',
        `dest=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(dest)}`,
        `staging=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(staging)}`,
        `old=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(old)}`,
        'read -r word sizes || exit 0',
        'if [ "$word" != commit ]; then rm -rf -- "$staging"; exit 0; fi',
        `case $sizes in *[!0-9\\ ]*) echo "not sizes: $sizes" >&2; exit 1 ;; esac`,
        // Unquoted on purpose: one size a positional parameter, for the records written after the swap.
        'set -- $sizes',
        ...(forget.length > 0 ? [`rm -f -- ${forget.map(_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL).join(' ')}`] : []),
        'if [ -e "$dest" ] || [ -L "$dest" ]; then',
        ...move('$dest', '$staging'),
        '  mv -T -- "$dest" "$old"',
        '  if ! mv -T -- "$staging" "$dest"; then',
        '    mv -T -- "$old" "$dest"',
        ...move('$staging', '$dest').map((line) => `  ${line}`),
        '    exit 1',
        '  fi',
        '  rm -rf -- "$old"',
        'else',
        '  mv -T -- "$staging" "$dest"',
        'fi',
        ...(write.length > 0
            ? [
                (0,_write_files_script_js__WEBPACK_IMPORTED_MODULE_9__/* .writeFilesScript */ .C)(write.map((file, index) => ({
                    path: file.path,
                    size: `$${index + 1}`,
                    mode: file.mode ?? 0o644,
                }))),
            ]
            : []),
        // The runner takes a commit as done only on this word: a line misread on the host cannot pass for one.
        `echo ${COMMITTED}`,
    ].join('\n');
}
function normaliseExclude(entry) {
    const clean = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(entry.replace(/^\.\/+/, '')).replace(/\/+$/, '');
    if (!clean || clean === '.' || clean.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_2__.posix.isAbsolute(clean))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`exclude "${entry}" must be a path inside the copied folder`);
    return clean;
}


/***/ }),

/***/ 5977:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ BULK_MIN_BYTES)
/* harmony export */ });
/** A new OpenSSH login costs tens of milliseconds of CPU on both sides: worth it only for a stream this big. */
const BULK_MIN_BYTES = 4 * 1024 * 1024;


/***/ }),

/***/ 19574:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vp: () => (/* binding */ onEachHost),
/* harmony export */   vL: () => (/* binding */ settleEachHost),
/* harmony export */   xM: () => (/* binding */ failuresIn)
/* harmony export */ });
/* harmony import */ var _concurrency_semaphore_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28160);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);


/** Runs `work` for every host, at most `concurrency` at a time; every host's outcome, in the hosts' order. */
async function settleEachHost(hosts, work, options = {}) {
    const slots = new _concurrency_semaphore_js__WEBPACK_IMPORTED_MODULE_1__/* .Semaphore */ .j(options.concurrency ?? 16);
    return Promise.all(hosts.map((host, index) => slots.use(async () => {
        try {
            return { host, ok: true, value: await work(host, index) };
        }
        catch (error) {
            return { host, ok: false, error };
        }
    })));
}
/**
 * Like settleEachHost, but all-or-error: the values in the hosts' order, or one HostsError
 * (`failed on 2 of 5 hosts: a: ...; b: ...`) that keeps each host's own error. Every host runs to its end
 * either way: a failure on one host does not abandon work half done on the others.
 */
async function onEachHost(hosts, work, options = {}) {
    const outcomes = await settleEachHost(hosts, work, options);
    const failures = failuresIn(outcomes);
    if (failures.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HostsError */ .gy(failures, hosts.length, options.phase);
    return outcomes.map((outcome) => outcome.value);
}
/** The hosts that failed among settleEachHost's outcomes, each with its own error, in the hosts' order. */
function failuresIn(outcomes) {
    return outcomes.flatMap((outcome) => (outcome.ok ? [] : [{ host: outcome.host, error: outcome.error }]));
}


/***/ }),

/***/ 30671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ jumpHostConfig),
/* harmony export */   k: () => (/* binding */ openSshArgs)
/* harmony export */ });
/**
 * AES-GCM first: with AES-NI it costs a fraction of ChaCha20's CPU per byte, and copies are CPU-bound on small
 * machines (bench/RESULTS.md). OpenSSH's default order puts ChaCha20 first.
 */
const CIPHERS = 'aes128-gcm@openssh.com,aes256-gcm@openssh.com,chacha20-poly1305@openssh.com,aes128-ctr,aes192-ctr,aes256-ctr';
/** `ssh` arguments up to and including the destination; the remote command follows. */
function openSshArgs(login) {
    const option = (name, value) => ['-o', `${name}=${value}`];
    return [
        '-F',
        login.jump?.configFile ?? '/dev/null',
        '-T',
        '-x',
        '-a',
        ...loginOptions(login).flatMap(([name, value]) => option(name, value)),
        ...option('ControlMaster', login.control?.master ? 'yes' : 'no'),
        ...option('ControlPath', login.control?.socket ?? 'none'),
        ...option('ClearAllForwardings', 'yes'),
        ...option('PermitLocalCommand', 'no'),
        ...(login.jump ? option('ProxyJump', login.jump.alias) : []),
        '-p',
        String(login.port),
        '-l',
        login.user,
        '--',
        login.ip,
    ];
}
/**
 * The configuration file that names a jump host (`ProxyJump`): ssh hands only `-F` to the `ssh -W` it starts
 * for the jump, so the jump's settings are a `Host` block there, as strict as the target's own: its one
 * accepted key, the same credentials. Values are IPs, numbers, plain paths and a checked user name.
 */
function jumpHostConfig(alias, jump) {
    const lines = [
        ['HostName', jump.ip],
        ['Port', jump.port],
        ['User', jump.user],
        ...loginOptions(jump),
        ['ControlMaster', 'no'],
        ['ControlPath', 'none'],
        ['PermitLocalCommand', 'no'],
    ];
    return `Host ${alias}\n${lines.map(([name, value]) => `  ${name} ${value}\n`).join('')}`;
}
/** The settings a login to one host needs (its key, credentials, timeouts), for `-o` or a `Host` block. */
function loginOptions(login) {
    const keyType = login.hostKey.split(' ')[0] ?? '';
    return [
        ['StrictHostKeyChecking', 'yes'],
        ['UserKnownHostsFile', login.knownHostsFile],
        ['GlobalKnownHostsFile', '/dev/null'],
        ['HostKeyAlgorithms', hostKeyAlgorithmsOf(keyType)],
        ['CheckHostIP', 'no'],
        ['UpdateHostKeys', 'no'],
        // With an agent too, its keys are tried after the file's, as ssh2 does: IdentitiesOnly would hide them.
        ...(login.identityFile
            ? [
                ['IdentityFile', login.identityFile],
                ['IdentitiesOnly', login.agentSocket ? 'no' : 'yes'],
            ]
            : [['IdentityFile', 'none']]),
        ['IdentityAgent', login.agentSocket ?? 'none'],
        ['BatchMode', login.askpass ? 'no' : 'yes'],
        ...(login.password
            ? [['NumberOfPasswordPrompts', 1]]
            : [
                ['PasswordAuthentication', 'no'],
                ['KbdInteractiveAuthentication', 'no'],
            ]),
        ['ConnectTimeout', login.connectTimeoutSeconds ?? 15],
        ['ServerAliveInterval', 10],
        ['ServerAliveCountMax', 3],
        ['LogLevel', 'ERROR'],
        ['Ciphers', CIPHERS],
    ];
}
/** The signature algorithms a key of this type signs with (an RSA key: the SHA-2 ones first). */
function hostKeyAlgorithmsOf(keyType) {
    if (keyType === 'ssh-rsa')
        return 'rsa-sha2-512,rsa-sha2-256,ssh-rsa';
    return keyType;
}


/***/ }),

/***/ 14009:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RT: () => (/* binding */ tail),
/* harmony export */   s4: () => (/* binding */ OutputCapture),
/* harmony export */   uo: () => (/* binding */ LineReader)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46193);

/** Hands each complete line of a stream to `onLine`, without its newline; an unterminated last one at `finish`. */
class LineReader {
    onLine;
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    partial = '';
    constructor(onLine) {
        this.onLine = onLine;
    }
    add(chunk) {
        const lines = (this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk))).split('\n');
        this.partial = lines.pop() ?? '';
        for (const line of lines)
            this.onLine(line);
    }
    finish() {
        const rest = this.partial + this.decoder.end();
        this.partial = '';
        if (rest)
            this.onLine(rest);
    }
}
/** Collects a command's output stream and, when a logger is given, logs each complete line as it arrives. */
class OutputCapture {
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    text = '';
    lines;
    constructor(logger) {
        if (logger)
            this.lines = new LineReader((line) => logger.info(line.replace(/\r$/, '')));
    }
    add(chunk) {
        const piece = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
        this.text += piece;
        this.lines?.add(piece);
    }
    finish() {
        this.add(this.decoder.end());
        this.lines?.finish();
        return this.text;
    }
}
/** The end of a command's stderr, for error messages: the last lines, at most `maxChars`. */
function tail(text, maxLines = 15, maxChars = 2000) {
    const lines = text.trimEnd().split('\n').slice(-maxLines).join('\n');
    return lines.length > maxChars ? `...${lines.slice(-maxChars)}` : lines;
}


/***/ }),

/***/ 43994:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ExecutorPool),
/* harmony export */   F: () => (/* binding */ sshPool)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89243);
/* harmony import */ var _shared_connections_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10177);
/* harmony import */ var _ssh_executor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20448);



/**
 * One executor per host, opened on first use and shared; `closeAll` ends every connection. The SSH executors
 * it opens share one connection to each jump host (`jumps`, handed to `open`), closed with the pool, not with
 * one host. With a signal, its abort ends every connection (the commands in flight fail) and no connection is
 * opened after it.
 */
class ExecutorPool {
    open;
    signal;
    executors = new _shared_connections_js__WEBPACK_IMPORTED_MODULE_2__/* .SharedConnections */ .l();
    jumps = new _shared_connections_js__WEBPACK_IMPORTED_MODULE_2__/* .SharedConnections */ .l();
    constructor(open, signal) {
        this.open = open;
        this.signal = signal;
        signal?.addEventListener('abort', () => void this.closeAll(), { once: true });
    }
    get(host) {
        if (this.signal?.aborted)
            return Promise.reject(this.signal.reason);
        return this.executors.get(host, () => this.open(host, this.jumps));
    }
    /** The hosts' connections first: those reached through a jump host ride on its connection. */
    async closeAll() {
        await this.executors.closeAll();
        await this.jumps.closeAll();
    }
}
/** A pool over SSH targets; `options` are shared, each target brings its credentials and fingerprint. */
function sshPool(targets, options) {
    const byAddress = new Map(targets.map((target) => [target.address, target]));
    return new ExecutorPool((address, jumps) => {
        const target = byAddress.get(address);
        if (!target)
            return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SealosError */ .ei(`${address} is not one of the pool's hosts`, { host: address }));
        return _ssh_executor_js__WEBPACK_IMPORTED_MODULE_1__/* .SshExecutor */ .G.connect(address, {
            ...options,
            credentials: target.credentials,
            ...(target.jump ? { jump: target.jump, jumpConnections: jumps } : {}),
            hostKey: { ...options.hostKey, fingerprint: target.fingerprint ?? options.hostKey.fingerprint },
        });
    });
}


/***/ }),

/***/ 66425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qS: () => (/* binding */ RELAY_AUTO_HOSTS),
  sS: () => (/* binding */ relayModes),
  bS: () => (/* binding */ relayTarToHosts),
  nf: () => (/* binding */ relayWanted)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/hosts/errors.js
var hosts_errors = __webpack_require__(89727);
// EXTERNAL MODULE: ./.build/hosts/fan-out.js
var fan_out = __webpack_require__(19574);
// EXTERNAL MODULE: ./.build/hosts/output.js
var output = __webpack_require__(14009);
// EXTERNAL MODULE: ./node_modules/ssh2/lib/index.js
var lib = __webpack_require__(85472);
;// CONCATENATED MODULE: ./.build/hosts/relay-key.js

/**
 * An OpenSSH ed25519 key pair. ssh2 (1.17) drops a public key's leading zero byte, which happens once in 256
 * keys, and OpenSSH then refuses the private key ("error in libcrypto"): such a pair is made again.
 */
function ed25519KeyPair(comment) {
    for (;;) {
        const keys = lib.utils.generateKeyPairSync('ed25519', { comment });
        const blob = Buffer.from(keys.public.trim().split(/\s+/)[1] ?? '', 'base64');
        // 4 + "ssh-ed25519" + 4 + 32 key bytes.
        if (blob.length === 51)
            return keys;
    }
}

;// CONCATENATED MODULE: ./.build/hosts/relay-lease.js



/**
 * A command of the runner's session that holds a host's relay authorization: it prints `ready` once its folder
 * is made, `authorized` once the line is added, and `clean` when, its input ended, it removed both.
 */
class Lease {
    executor;
    process;
    marker;
    stderr = new output/* OutputCapture */.s4();
    text = '';
    waiters = new Set();
    ended = false;
    constructor(executor, process, 
    /** The line around the status the lease prints: the copy's random marker. */
    marker) {
        this.executor = executor;
        this.process = process;
        this.marker = marker;
        // Decoded across chunks: a character split between two is not garbled.
        process.stdout.setEncoding('utf8');
        process.stdout.on('data', (chunk) => {
            this.text += chunk;
            this.wake();
        });
        process.stderr.on('data', (chunk) => this.stderr.add(chunk));
        void process.finished.then(() => {
            this.ended = true;
            this.wake();
        });
    }
    static async open(executor, script, marker) {
        const lease = new Lease(executor, await executor.spawn(script), marker);
        await lease.waitFor('ready');
        return lease;
    }
    async authorize(parentIp) {
        this.process.stdin.write(`${parentIp ?? '-'}\n`);
        await this.waitFor('authorized');
    }
    /** Has the host log in to its children (a host without any answers at once). */
    async connect() {
        this.process.stdin.write('connect\n');
        await this.waitFor('connected');
    }
    /**
     * Asks what the host received and how its `children` forwards ended, then ends the lease. `cleanup`: the line
     * or folder may remain.
     */
    async finish(children) {
        this.process.stdin.write(`status ${children}\n`);
        const cleanup = await this.end().then(() => undefined, (error) => error);
        const [, fields] = this.text.split(`${this.marker}\n`);
        const status = fields === undefined ? undefined : parseStatus(fields.replace(/\n$/, ''));
        return { status, ...(cleanup ? { cleanup } : {}) };
    }
    async end() {
        this.process.stdin.end();
        const end = await this.process.finished;
        if (end.exitCode !== 0 || !this.text.includes('clean\n'))
            throw new errors/* SealosError */.ei(`the relay's key line or folder may remain: ${(0,output/* tail */.RT)(this.stderr.finish(), 3) || `the cleanup did not report (exit ${end.exitCode})`}`, { host: this.executor.host });
    }
    wake() {
        for (const wake of this.waiters)
            wake();
    }
    async waitFor(word) {
        while (!this.text.includes(`${word}\n`)) {
            if (this.ended) {
                const end = await this.process.finished;
                throw new hosts_errors/* CommandError */.Qd({
                    host: this.executor.host,
                    command: 'relay lease',
                    exitCode: end.exitCode,
                    signal: end.signal,
                    stderr: this.stderr.finish(),
                });
            }
            await new Promise((resolve) => {
                const done = () => {
                    this.waiters.delete(done);
                    resolve();
                };
                this.waiters.add(done);
            });
        }
    }
}
/** The lease's status fields, NUL-separated: the sum, the extract's exit code and stderr, then each forward's. */
function parseStatus(text) {
    const fields = text.split('\0');
    const code = (value) => value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
    const children = [];
    for (let at = 3; at + 1 < fields.length; at += 2)
        children.push({ exitCode: code(fields[at]), stderr: fields[at + 1] ?? '' });
    return { sum: fields[0] ?? '', exitCode: code(fields[1]), stderr: fields[2] ?? '', children };
}

// EXTERNAL MODULE: ./.build/hosts/host-key.js
var host_key = __webpack_require__(92404);
// EXTERNAL MODULE: ./.build/hosts/openssh-options.js
var openssh_options = __webpack_require__(30671);
// EXTERNAL MODULE: ./.build/hosts/shell.js
var shell = __webpack_require__(12092);
// EXTERNAL MODULE: ./.build/hosts/tee-program.js
var tee_program = __webpack_require__(61721);
;// CONCATENATED MODULE: ./.build/hosts/relay-programs.js




/**
 * The lease, after its values (leaseScript): removes what an earlier copy of this owner left, makes the work
 * folder, and on the parent's address (one line on stdin; `-` for the root) adds the authorized_keys line; then
 * holds until its input ends, and removes both on exit, whatever ended it. It prints `ready` once its folder is
 * made, `authorized` once the line is added, and `clean` when it removed both.
 */
const LEASE_BASH = `trap '' PIPE
home=$(getent passwd -- "$user" 2>/dev/null | cut -d: -f6)
[ -n "$home" ] || home=$(awk -F: -v u="$user" '$1 == u { print $6; exit }' /etc/passwd)
if [ -z "$home" ]; then echo "no home folder for $user" >&2; exit 1; fi
keys="$home/.ssh/authorized_keys"
made_dir=; made_file=
clean() {
  for c in "$w"/ctl-*; do if [ -S "$c" ]; then ssh -F /dev/null -o ControlPath="$c" -O exit relay >/dev/null 2>&1; fi; done
  # A receive script cut off as it started (its parent's connection ended) can wait forever on a FIFO no
  # writer will open once the folder is gone: the copy's own scripts end with their lease. Not needed once
  # the receive script saw all of its parts end (pkill reads every process of the host).
  if [ ! -e "$w/receive.done" ] && command -v pkill >/dev/null 2>&1; then pkill -KILL -f -- "^(bash -- $w/(receive|extract)[.]sh|perl -- $w/fan[.]pl .*)\\$"; fi
  if [ -f "$keys" ] && grep -q -F -e " $marker" -- "$keys"; then sed -i -e "/ $marker\\$/d" -- "$keys" || return 1; fi
  if [ -n "$made_file" ] && [ ! -s "$keys" ]; then rm -f -- "$keys"; fi
  if [ -n "$made_dir" ]; then rmdir -- "$home/.ssh"; fi
  rm -rf -- "$w"
  ! { [ -e "$w" ] || grep -q -F -e " $marker" -- "$keys" 2>/dev/null; }
}
trap 'if clean >/dev/null 2>&1; then echo clean; else echo "could not remove the relay key line ($marker) from $keys or $w" >&2; exit 1; fi' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
if [ -f "$keys" ]; then sed -i -e "/ $stale-[0-9a-f]*\\$/d" -- "$keys" || exit 1; fi
rm -rf -- "/tmp/.$stale"-*
mkdir -m 700 -- "$w" || exit 1
echo ready
IFS= read -r parent || exit 1
if [ "$parent" != - ]; then
  case $parent in ''|*[!0-9A-Fa-f.:]*) echo "not an address: $parent" >&2; exit 1;; esac
  if [ ! -e "$keys" ]; then
    if [ ! -d "$home/.ssh" ]; then mkdir -m 700 -- "$home/.ssh" && made_dir=1 && chown -- "$user": "$home/.ssh" || exit 1; fi
    : > "$keys" && made_file=1 && chown -- "$user": "$keys" && chmod 600 -- "$keys" || exit 1
  fi
  expiry=$(date -d "@$(( $(date +%s) + $expiry_seconds ))" +%Y%m%d%H%M) || exit 1
  if [ -s "$keys" ] && [ -n "$(tail -c 1 -- "$keys")" ]; then echo >> "$keys"; fi
  printf 'restrict,from="%s",expiry-time="%s",command="%s" %s %s\\n' "$parent" "$expiry" "$command" "$key" "$marker" >> "$keys" || exit 1
fi
echo authorized
# \`connect\`, once every host of the tree is authorized: log in to the children ahead of the stream.
# \`status N\` after the stream: what this host received, and its N forwards (parseStatus reads it).
while IFS= read -r word; do
  case $word in
  connect)
    if [ -f "$w/connect.sh" ]; then bash -- "$w/connect.sh" >/dev/null 2>&1 </dev/null; fi
    echo connected ;;
  # Builtins only (read, not tail or cut): this runs on every host at once, right after the stream.
  'status '*)
    n=\${word#status }
    case $n in ''|*[!0-9]*) n=0 ;; esac
    field() {
      v=; IFS= read -r -d '' v 2>/dev/null < "$w/$1"
      while [ "\${v%$'\\n'}" != "$v" ]; do v=\${v%$'\\n'}; done
      if [ "\${#v}" -gt 2000 ]; then v=\${v: -2000}; fi
      printf '%s\\0' "$v"
    }
    printf '%s\\n' "$marker"
    tool=; sum=; read -r tool 2>/dev/null < "$w/sum.tool"; read -r sum _ 2>/dev/null < "$w/sum"
    printf '%s\\0' "$tool $sum"
    field extract.rc; field extract.err
    i=0; while [ "$i" -lt "$n" ]; do field "to-$i.rc"; field "to-$i.err"; i=$((i + 1)); done
    printf '\\n%s\\n' "$marker" ;;
  esac
done
`;
function leaseScript(values) {
    return [
        `user=${(0,shell/* shellQuote */.ZL)(values.user)}`,
        `marker=${(0,shell/* shellQuote */.ZL)(values.marker)}`,
        `stale=${(0,shell/* shellQuote */.ZL)(values.stale)}`,
        `w=${(0,shell/* shellQuote */.ZL)(values.work)}`,
        `key=${(0,shell/* shellQuote */.ZL)(values.key)}`,
        `command=${(0,shell/* shellQuote */.ZL)(values.command)}`,
        `expiry_seconds=${values.expirySeconds}`,
        LEASE_BASH,
    ].join('\n');
}
/**
 * Writes the receive script, the extract script, and for a forwarding host the key (from stdin) and known_hosts,
 * into the work folder the lease made.
 */
function setupScript(work, children, extract) {
    const knownHosts = children
        .map((child) => `${(0,host_key/* knownHostsName */.on)(child.ip, child.port)} ${child.hostKey}\n`)
        .join('');
    const lines = [
        'set -e',
        'umask 077',
        `w=${(0,shell/* shellQuote */.ZL)(work)}`,
        '[ -d "$w" ] && [ ! -L "$w" ]',
        `printf '%s' ${(0,shell/* shellQuote */.ZL)(receiveScript(work, children))} > "$w/receive.sh"`,
        `printf '%s' ${(0,shell/* shellQuote */.ZL)(extract)} > "$w/extract.sh"`,
        `printf '%s' ${(0,shell/* shellQuote */.ZL)(tee_program/* TEE_PERL */.$)} > "$w/fan.pl"`,
    ];
    if (children.length > 0)
        lines.push('cat > "$w/key"', `printf '%s' ${(0,shell/* shellQuote */.ZL)(knownHosts)} > "$w/known_hosts"`, `printf '%s' ${(0,shell/* shellQuote */.ZL)(connectScript(work, children))} > "$w/connect.sh"`);
    return lines.join('\n');
}
/**
 * What runs on a host when the stream arrives (from the runner for the root, through the forced command
 * otherwise): a `tee` (TEE_PERL) writes it to the host's own unpacking and to an `ssh` per child (over
 * the connection connectScript made), going on for the others when one of them stops, and hashes it; each
 * part's exit code and stderr go to files for the status.
 */
function receiveScript(work, children) {
    const fifos = ['tar.in', ...children.map((_, child) => `to-${child}`)].map((name) => `"$w/${name}"`);
    const ssh = (child, at) => [...(0,openssh_options/* openSshArgs */.k)(childLogin(work, child, at, false)), 'relay'].map(shell/* shellQuote */.ZL).join(' ');
    return [
        `w=${(0,shell/* shellQuote */.ZL)(work)}`,
        'cd /',
        `mkfifo -- ${fifos.join(' ')}`,
        '{ bash -- "$w/extract.sh" < "$w/tar.in" > /dev/null 2> "$w/extract.err"; echo $? > "$w/extract.rc"; } &',
        ...children.map((child, at) => `{ ssh ${ssh(child, at)} < "$w/to-${at}" > /dev/null 2> "$w/to-${at}.err"; echo $? > "$w/to-${at}.rc"; } &`),
        // perl-base is on every Debian and Ubuntu host; elsewhere coreutils' tee does the same, more slowly.
        'if command -v perl > /dev/null 2>&1; then fan() { perl -- "$w/fan.pl" "$@"; }; else fan() { tee -p -- "$@"; }; fi',
        // b2sum costs less than half of sha256sum's CPU per byte where the CPU has no SHA instructions.
        'if command -v b2sum > /dev/null 2>&1; then hash=b2sum; else hash=sha256sum; fi',
        'printf %s "$hash" > "$w/sum.tool"',
        `fan ${fifos.join(' ')} | "$hash" > "$w/sum"`,
        'wait',
        // Every part has ended: the lease need not look for strays.
        ': > "$w/receive.done"',
        '',
    ].join('\n');
}
/**
 * Logs a forwarding host in to each of its children ahead of the stream, all at once, each login kept as a
 * shared connection (`ssh -f -N`, returning once logged in) that the receive script's `ssh` then uses, so the
 * stream does not wait on each level's login in turn. A login that fails here is tried again when the stream
 * comes.
 */
function connectScript(work, children) {
    return [
        ...children.map((child, at) => {
            const args = ['-f', '-N', ...(0,openssh_options/* openSshArgs */.k)(childLogin(work, child, at, true))].map(shell/* shellQuote */.ZL).join(' ');
            return `ssh ${args} < /dev/null > /dev/null 2> ${(0,shell/* shellQuote */.ZL)(`${work}/to-${at}.connect.err`)} &`;
        }),
        'wait',
        '',
    ].join('\n');
}
function childLogin(work, child, at, master) {
    return {
        ip: child.ip,
        port: child.port,
        user: child.user,
        knownHostsFile: `${work}/known_hosts`,
        hostKey: child.hostKey,
        identityFile: `${work}/key`,
        askpass: false,
        control: { socket: `${work}/ctl-${at}`, master },
    };
}

;// CONCATENATED MODULE: ./.build/hosts/relay-tree.js
/** Hosts each host of a relay tree forwards to, unless the copy asks for another number. */
const RELAY_FAN_OUT = 2;
/** Per host index, the index of the host that forwards to it; undefined for the root, which the runner feeds. */
function relayParents(count, fanOut = RELAY_FAN_OUT) {
    return Array.from({ length: count }, (_, index) => index === 0 ? undefined : Math.floor((index - 1) / fanOut));
}
/** Per host index, the indices it forwards to, in order. */
function relayChildren(parents) {
    return parents.map((_, at) => parents.flatMap((parent, child) => (parent === at ? [child] : [])));
}
/** How many levels the tree has, the root's included. */
function treeDepth(parents) {
    const level = (at) => (parents[at] === undefined ? 1 : 1 + level(parents[at]));
    return Math.max(...parents.map((_, at) => level(at)));
}
/**
 * Where a host that did not get the stream lost it: the nearest host above it that did receive it (`relay`, the one
 * that failed to forward; undefined: the runner's stream to the root failed) and that host's child on the way.
 */
function lostAt(at, parents, received) {
    let child = at;
    let relay = parents[at];
    while (relay !== undefined && !received(relay)) {
        child = relay;
        relay = parents[relay];
    }
    return { relay, child };
}

// EXTERNAL MODULE: ./.build/hosts/tar-pipe.js
var tar_pipe = __webpack_require__(7234);
;// CONCATENATED MODULE: ./.build/hosts/relay.js
/**
 * Relay fan-out: the runner sends a tar stream ONCE, to one host, and the hosts forward it to each other over
 * their own links with OpenSSH, in a tree where each host unpacks the stream and forwards it to up to
 * `fanOut` others at the same time (a `tee`), so the runner's uplink carries the bytes once whatever the host
 * count. See docs/distribution.md (shape, fallback) and docs/security.md (the key's lifecycle).
 *
 * Host to host, a key pair made for this copy: its private half only on the hosts that forward (in a 0700
 * folder under /tmp), its public half on each receiving host as one authorized_keys line that only the
 * forwarding host's address may use (`from=`), only to run this copy's receive script (`command=`, `restrict`),
 * and only for a short time (`expiry-time=`). Each host's line and folder are held by a "lease": a command
 * of the runner's own session that adds them and removes them when its input ends, which is also what
 * happens when the runner's connection drops (the runner killed, its network gone). A lease starting removes
 * whatever an earlier copy of the same owner left (a host rebooted mid-copy); the line ends with a marker
 * naming the owner for that. Host keys are checked host to host: the forwarding host gets a known_hosts of
 * the keys the runner's own handshakes accepted, and strict checking.
 *
 * Every host reports what it received (a hash of the whole stream, which the runner also computes) and
 * how its unpacking ended; a host is done only when its stream is the runner's byte for byte. Hosts a relay
 * failed to reach get the stream directly from the runner afterwards, and the warning names the relay and
 * the hosts below it.
 */











const relayModes = ['auto', 'always', 'never'];
/** `auto` relays a copy going to at least this many hosts: below it the setup (a lease and two commands per
 * host) and the extra hop are not worth what the runner's uplink saves. */
const RELAY_AUTO_HOSTS = 5;
/** Trees tried per copy: the first, and one more over the hosts it missed. */
const RELAY_ROUNDS = 2;
/** How long an authorization stays valid, in case its removal never runs (the host lost power). */
const EXPIRY_SECONDS = 30 * 60;
function relayWanted(mode, hosts) {
    if (hosts < 2 || mode === 'never')
        return false;
    return mode === 'always' || hosts >= RELAY_AUTO_HOSTS;
}
/**
 * The same stream as pipeTarToHosts, delivered through a relay tree of the hosts that can take part (an SSH
 * executor whose root commands need no password), then directly to the others and to those the tree missed.
 * Every host's outcome, in the executors' order.
 */
async function relayTarToHosts(executors, pipe, options) {
    const logger = options.logger;
    const fanOut = options.fanOut ?? RELAY_FAN_OUT;
    const targets = await Promise.all(executors.map((executor) => executor.relayTarget?.().catch(() => undefined)));
    const outcomes = executors.map(() => undefined);
    const direct = new Set(executors.keys());
    const candidates = [...executors.keys()].filter((index) => targets[index]);
    const outside = executors.filter((_, index) => !targets[index]).map((executor) => executor.host);
    if (outside.length > 0)
        logger?.info(`relay: ${outside.join(', ')} cannot take part (the runner itself, or sudo needs a password) and get the tree directly`);
    let members = candidates;
    for (let round = 1; members.length >= 2; round++) {
        const relay = new RelayRun(options.owner, executors, targets, logger, options.concurrency ?? 16);
        try {
            await relay.run(members, fanOut, pipe, outcomes, direct);
        }
        finally {
            await relay.release(outcomes, direct);
        }
        // A tree lost below a relay (or at its root) is relayed once more among the hosts it missed, when there
        // are enough of them for a tree to be worth its setup: at 1,000 hosts a lost inner relay would otherwise
        // mean hundreds of copies from the runner. The last round's root goes last: it may be what failed.
        const missed = relay.members.filter((index) => direct.has(index));
        if (round >= RELAY_ROUNDS || missed.length < RELAY_AUTO_HOSTS)
            break;
        const root = relay.members[0];
        members = [...missed.filter((index) => index !== root), ...missed.filter((index) => index === root)];
        logger?.info(`relay: relaying again to the ${missed.length} hosts the tree missed`);
    }
    const rest = [...direct];
    const missedByRelay = rest.filter((index) => candidates.includes(index));
    if (missedByRelay.length > 0)
        logger?.info(`relay: ${missedByRelay.map((index) => executors[index].host).join(', ')} get the tree directly`);
    if (rest.length > 0) {
        const sent = await (0,tar_pipe/* pipeTarToHosts */.Y9)(rest.map((index) => executors[index]), pipe);
        rest.forEach((index, at) => {
            outcomes[index] = sent[at];
        });
    }
    return outcomes.map((outcome, index) => outcome ?? {
        host: executors[index].host,
        ok: false,
        error: new errors/* SealosError */.ei('internal: the relay left this host without an outcome', {
            host: executors[index].host,
        }),
    });
}
class RelayRun {
    executors;
    targets;
    logger;
    concurrency;
    marker;
    ownerTag;
    work;
    keys;
    leases = new Map();
    /** The hosts this tree was made of (their leases opened), root first. */
    members = [];
    constructor(owner, executors, targets, logger, concurrency) {
        this.executors = executors;
        this.targets = targets;
        this.logger = logger;
        this.concurrency = concurrency;
        this.ownerTag = `sealos-action-relay-${(0,external_node_crypto_.createHash)('sha256').update(owner).digest('hex').slice(0, 12)}`;
        this.marker = `${this.ownerTag}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        this.work = `/tmp/.${this.marker}`;
        this.keys = ed25519KeyPair(this.marker);
    }
    /** Sets the tree up, streams to its root, and records each member's outcome; the rest stays in `direct`. */
    async run(candidates, fanOut, pipe, outcomes, direct) {
        const started = performance.now();
        const tree = await this.openTree(candidates, fanOut);
        if (!tree)
            return;
        await this.setUp(tree, pipe);
        this.logger?.debug(`relay: ${tree.members.length} hosts set up in ${seconds(started)}; streaming to ${tree.host(0)}`);
        const sums = await this.stream(tree, pipe);
        if (!sums)
            return;
        // Each lease reports what its host received and ends, removing its line and folder: one step, not two.
        const finished = await this.each(tree.members, (index) => {
            const lease = this.leases.get(index);
            this.leases.delete(index);
            return lease.finish(tree.children[tree.members.indexOf(index)].length);
        });
        const status = (at) => {
            const outcome = finished[at];
            return outcome.ok ? outcome.value.status : undefined;
        };
        this.record(tree, pipe, status, sums, outcomes, direct);
        // A host whose lease could not remove its line or folder, or did not report, fails whatever it received.
        tree.members.forEach((index, at) => {
            const outcome = finished[at];
            const error = outcome.ok ? outcome.value.cleanup : outcome.error;
            if (!error)
                return;
            direct.delete(index);
            outcomes[index] = { host: tree.host(at), ok: false, error };
        });
    }
    /** Opens a lease on each candidate; the tree is made of those that opened, if there are two or more. */
    async openTree(candidates, fanOut) {
        await this.each(candidates, async (index) => {
            try {
                this.leases.set(index, await Lease.open(this.executors[index], this.leaseScript(index), this.marker));
            }
            catch (error) {
                this.logger?.debug(`${this.executors[index].host}: not in the relay: ${error.message}`);
            }
        });
        const members = candidates.filter((index) => this.leases.has(index));
        this.members = members;
        if (members.length < 2)
            return undefined;
        const parents = relayParents(members.length, fanOut);
        const host = (at) => this.executors[members[at]].host;
        this.logger?.info(`relay: the runner sends to ${host(0)}; ${members.length} hosts forward to each other, up to ${fanOut} each, ${treeDepth(parents)} levels`);
        return { members, parents, children: relayChildren(parents), host };
    }
    /** Authorizes each member's parent, writes its scripts, then has every forwarding host log in to its children. */
    async setUp(tree, pipe) {
        const { members, parents, children } = tree;
        const ready = await this.each(members, async (index) => {
            const at = members.indexOf(index);
            const parent = parents[at];
            await this.leases
                .get(index)
                .authorize(parent === undefined ? undefined : this.targets[members[parent]].ip);
            const mine = children[at].map((child) => this.targets[members[child]]);
            await this.executors[index].run(setupScript(this.work, mine, pipe.remoteScript), {
                stdin: mine.length > 0 ? this.keys.private : '',
            });
        });
        ready.forEach((outcome, at) => {
            if (!outcome.ok)
                this.logger?.warn(`relay: ${tree.host(at)} could not be set up: ${(0,errors/* reasonOf */.A3)(outcome.error)}`);
        });
        // Every child is authorized now: each forwarding host logs in to its children, all hosts at once.
        const forwarding = members.filter((_, at) => ready[at].ok && children[at].length > 0);
        await this.each(forwarding, (index) => this.leases.get(index).connect());
    }
    /** Streams to the root; the hashes a host may report for the stream, or undefined when the stream failed. */
    async stream(tree, pipe) {
        const streaming = performance.now();
        // Each host hashes with b2sum where it has one (coreutils 8.26 on), else sha256sum: both are computed here.
        const hashes = { b2sum: (0,external_node_crypto_.createHash)('blake2b512'), sha256sum: (0,external_node_crypto_.createHash)('sha256') };
        const [rootSent] = await (0,tar_pipe/* pipeTarToHosts */.Y9)([this.executors[tree.members[0]]], {
            ...pipe,
            remoteScript: `bash -- ${(0,shell/* shellQuote */.ZL)(`${this.work}/receive.sh`)}`,
            remoteWhat: 'the relay root',
            tap: (chunk) => {
                hashes.b2sum.update(chunk);
                hashes.sha256sum.update(chunk);
                pipe.tap?.(chunk);
            },
        });
        const sums = new Set(Object.entries(hashes).map(([tool, hash]) => `${tool} ${hash.digest('hex')}`));
        this.logger?.debug(`relay: the stream to ${tree.host(0)} ended after ${seconds(streaming)}`);
        if (rootSent?.ok)
            return sums;
        this.logger?.warn(`relay: the stream to ${tree.host(0)} failed (${(0,errors/* reasonOf */.A3)(rootSent?.error)}); no host got it through the relay`);
        return undefined;
    }
    /**
     * A member that received the whole stream gets its unpacking's outcome; one that did not stays in `direct`,
     * and a warning per relay that failed to forward names the hosts below it.
     */
    record(tree, pipe, status, sums, outcomes, direct) {
        const { host } = tree;
        const received = (at) => sums.has(status(at)?.sum ?? '');
        const missed = new Map();
        tree.members.forEach((index, at) => {
            const mine = status(at);
            if (received(at) && mine) {
                direct.delete(index);
                outcomes[index] =
                    mine.exitCode === 0
                        ? { host: host(at), ok: true, value: undefined }
                        : {
                            host: host(at),
                            ok: false,
                            error: new hosts_errors/* CommandError */.Qd({
                                host: host(at),
                                command: pipe.remoteWhat,
                                exitCode: mine.exitCode ?? null,
                                stderr: mine.stderr,
                            }),
                        };
                return;
            }
            const { relay, child } = lostAt(at, tree.parents, received);
            const forward = relay === undefined ? undefined : status(relay)?.children[tree.children[relay].indexOf(child)];
            const cause = relay === undefined || forward?.exitCode === 0
                ? `${host(child)} received an incomplete or different stream`
                : `ssh to ${host(child)} ${forward?.exitCode === undefined ? 'did not end' : `exit ${forward.exitCode}`}${forward?.stderr ? `: ${(0,output/* tail */.RT)(forward.stderr, 3)}` : ''}`;
            const from = relay === undefined ? 'the runner' : host(relay);
            const key = `${from}\0${host(child)}`;
            const entry = missed.get(key) ?? { relay: from, cause, hosts: [] };
            entry.hosts.push(host(at));
            missed.set(key, entry);
        });
        for (const { relay, cause, hosts } of missed.values())
            this.logger?.warn(`relay ${relay} did not deliver to ${hosts.join(', ')} (${cause})`);
    }
    /** Ends every lease (each removes its line and folder); a host that could not is a failure of its own. */
    async release(outcomes, direct) {
        const held = [...this.leases.keys()];
        const ended = await this.each(held, (index) => this.leases.get(index).end());
        ended.forEach((outcome, at) => {
            if (outcome.ok)
                return;
            const index = held[at];
            direct.delete(index);
            outcomes[index] = { host: this.executors[index].host, ok: false, error: outcome.error };
        });
        this.leases.clear();
    }
    each(indices, work) {
        return (0,fan_out/* settleEachHost */.vL)(indices.map((index) => this.executors[index].host), (_, at) => work(indices[at]), { concurrency: this.concurrency });
    }
    /** The lease of one host, its values filled in (relay-programs.ts). */
    leaseScript(index) {
        const target = this.targets[index];
        // The work path is made of [a-z0-9./-] only: it needs no quotes, so the line needs no backslashes.
        const command = target.asRoot(`bash -- ${this.work}/receive.sh`);
        if (/[\n"\\]/.test(command))
            throw new errors/* SealosError */.ei(`relay: the receive command cannot go in authorized_keys: ${command}`, {
                host: target.ip,
            });
        return leaseScript({
            user: target.user,
            marker: this.marker,
            stale: this.ownerTag,
            work: this.work,
            key: this.keys.public.trim().split(/\s+/).slice(0, 2).join(' '),
            command,
            expirySeconds: EXPIRY_SECONDS,
        });
    }
}
function seconds(since) {
    return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 10177:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ SharedConnections)
/* harmony export */ });
/**
 * Connections opened once per key and shared by every caller of that key, until `closeAll`: a pool's
 * executors (one per host), and the connections to jump hosts that those executors share (one per jump host
 * and login, see SshOptions.jumpConnections). The first `get` of a key opens it; later ones, concurrent or not,
 * get that same connection. A failed open is not kept, so the next `get` tries again.
 */
class SharedConnections {
    opened = new Map();
    get(key, open) {
        let connection = this.opened.get(key);
        if (!connection) {
            connection = open();
            this.opened.set(key, connection);
            connection.catch(() => {
                if (this.opened.get(key) === connection)
                    this.opened.delete(key);
            });
        }
        return connection;
    }
    /** Closes every connection opened so far and forgets it; a later `get` opens a new one. */
    async closeAll() {
        const opened = [...this.opened.values()];
        this.opened.clear();
        const settled = await Promise.allSettled(opened);
        await Promise.all(settled.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    }
}


/***/ }),

/***/ 9572:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ ShellExecutor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89243);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83245);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89727);
/* harmony import */ var _executor_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5977);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14009);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12092);
/* harmony import */ var _write_files_script_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93979);










/**
 * Everything an Executor does, written once over "start a command line": the SSH and local executors only
 * say how a command line is started. Every script runs under bash, as root through sudo when the login user
 * is not root; the script travels as ONE single-quoted word, so any text (quotes, $, backticks, newlines)
 * arrives unchanged.
 */
class ShellExecutor {
    host;
    user;
    sudoPassword;
    sudoMode;
    constructor(identity) {
        this.host = identity.host;
        this.user = identity.user;
        this.sudoPassword = identity.sudoPassword;
    }
    async spawn(script, options = {}) {
        const mode = options.sudo !== false && this.user !== 'root' ? await this.resolveSudo() : 'none';
        const line = commandLine((0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .withEnv */ .Eh)(script, options.env), mode);
        const process = await this.startProcess(options.bulk ? (0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .withWideStdin */ .i2)(line) : line, {
            bulk: options.bulk,
        });
        process.stdin.on('error', () => {
            // The command may end without reading all of its input; its exit status tells what happened.
        });
        if (mode === 'password')
            process.stdin.write(`${this.sudoPassword}\n`);
        return process;
    }
    async run(script, options = {}) {
        const process = await this.spawn(script, options);
        const lines = options.logger?.withPrefix(this.host);
        const stdout = new _output_js__WEBPACK_IMPORTED_MODULE_6__/* .OutputCapture */ .s4(lines);
        const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_6__/* .OutputCapture */ .s4(lines);
        process.stdout.on('data', (chunk) => stdout.add(chunk));
        process.stderr.on('data', (chunk) => stderr.add(chunk));
        const input = feed(process.stdin, options.stdin);
        const end = await process.finished;
        const result = {
            host: this.host,
            exitCode: end.exitCode,
            stdout: stdout.finish(),
            stderr: stderr.finish(),
        };
        if (input.error)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`input of \`${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .summarize */ .eh)(script)}\` failed`, {
                host: this.host,
                cause: input.error,
            });
        if (options.check !== false && end.exitCode !== 0)
            throw this.commandError(script, end, result.stderr, result.stdout);
        return result;
    }
    async readFile(path) {
        return (await this.run(`cat -- ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(path)}`)).stdout;
    }
    readFileStream(path) {
        const out = new node_stream__WEBPACK_IMPORTED_MODULE_2__.PassThrough();
        const script = `cat -- ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(path)}`;
        const stream = async () => {
            const process = await this.spawn(script);
            process.stdin.end();
            const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_6__/* .OutputCapture */ .s4();
            process.stderr.on('data', (chunk) => stderr.add(chunk));
            process.stdout.pipe(out, { end: false });
            const end = await process.finished;
            if (end.exitCode === 0)
                out.end();
            else
                out.destroy(this.commandError(script, end, stderr.finish()));
        };
        stream().catch((error) => out.destroy(error));
        return out;
    }
    async writeFile(path, data, options = {}) {
        await this.writeFiles([{ path, content: data, ...options }]);
    }
    async writeFiles(files) {
        const contents = files.map(({ content }) => (0,_write_files_script_js__WEBPACK_IMPORTED_MODULE_8__/* .contentBytes */ .d)(content));
        const script = (0,_write_files_script_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFilesScript */ .C)(files.map((file, index) => ({
            path: file.path,
            size: contents[index].length,
            mode: file.mode ?? 0o644,
        })));
        await this.run(script, { stdin: Buffer.concat(contents) });
    }
    async uploadFile(localPath, remotePath, options = {}) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(localPath).catch((cause) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`cannot read ${localPath}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .causeText */ .xv)(cause)}`, { file: localPath, cause });
        });
        if (!info.isFile())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`${localPath} is not a file`, { file: localPath });
        const mode = options.mode ?? info.mode & 0o7777;
        await this.run((0,_write_files_script_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFilesScript */ .C)([{ path: remotePath, size: info.size, mode }]), {
            stdin: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(localPath),
            bulk: info.size >= _executor_js__WEBPACK_IMPORTED_MODULE_9__/* .BULK_MIN_BYTES */ ._,
        });
    }
    copyDir(localDir, remoteDir, options = {}) {
        return (0,_copy_js__WEBPACK_IMPORTED_MODULE_4__/* .copyDirectory */ .N)(this, localDir, remoteDir, options);
    }
    /** How a script's command line runs as root when no password has to go first on stdin; else undefined. */
    async rootCommandLine() {
        const mode = this.user === 'root' ? 'none' : await this.resolveSudo();
        return mode === 'password' ? undefined : (script) => commandLine(script, mode);
    }
    commandError(script, end, stderr, stdout) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CommandError */ .Qd({
            host: this.host,
            command: script,
            exitCode: end.exitCode,
            signal: end.signal,
            stderr,
            stdout,
        });
    }
    /** Finds out once per executor whether sudo needs the password, and checks the password if so. */
    resolveSudo() {
        // A failed probe is not kept: the next command asks again (the connection may have dropped meanwhile).
        this.sudoMode ??= this.probeSudo().catch((error) => {
            this.sudoMode = undefined;
            throw error;
        });
        return this.sudoMode;
    }
    async probeSudo() {
        // -k ignores cached credentials: sudo then asks for the password every time the rules require one, so the
        // password line we send first is always consumed by sudo and never reaches the command's input.
        const free = await this.run('sudo -k -n true', { sudo: false, check: false });
        if (free.exitCode === 0)
            return 'nopasswd';
        if (free.exitCode === 127)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .SudoError */ .YU(`${this.user} is not root and sudo is not installed`, { host: this.host });
        if (this.sudoPassword === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .SudoError */ .YU(`sudo needs a password for ${this.user} and none was given: ${(0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .tail */ .RT)(free.stderr, 3)}`, {
                host: this.host,
            });
        const withPassword = await this.run("sudo -k -S -p '' true", {
            sudo: false,
            check: false,
            stdin: `${this.sudoPassword}\n`,
        });
        if (withPassword.exitCode === 0)
            return 'password';
        const said = (0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .tail */ .RT)(withPassword.stderr, 3);
        // The password was right but the rules give this user nothing (sudo says so only once it has the password).
        if (/not in the sudoers file|is not allowed to (run|execute)/.test(said))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .SudoError */ .YU(`${this.user} is not root and has no sudo rights (${said.replace(/^sudo: /, '')}): give ${this.user} sudo rights, or log in as root`, { host: this.host });
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .SudoError */ .YU(`sudo refused ${this.user}'s password: ${said}`, { host: this.host });
    }
}
function commandLine(script, mode) {
    const bash = `bash -c ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_7__/* .shellQuote */ .ZL)(script)}`;
    if (mode === 'nopasswd')
        return `sudo -n -- ${bash}`;
    if (mode === 'password')
        return `sudo -k -S -p '' -- ${bash}`;
    return bash;
}
/** Sends the input to a command's stdin and ends it; remembers a failing input stream. */
function feed(stdin, input) {
    const state = {};
    if (input === undefined || typeof input === 'string' || Buffer.isBuffer(input)) {
        stdin.end(input);
        return state;
    }
    input.once('error', (error) => {
        state.error = error;
        stdin.destroy();
    });
    input.pipe(stdin);
    return state;
}


/***/ }),

/***/ 20448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ SshExecutor)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ssh2/lib/index.js
var lib = __webpack_require__(85472);
// EXTERNAL MODULE: ./.build/concurrency/semaphore.js
var semaphore = __webpack_require__(28160);
// EXTERNAL MODULE: ./.build/errors.js
var errors = __webpack_require__(89243);
// EXTERNAL MODULE: ./.build/hosts/address.js
var hosts_address = __webpack_require__(19778);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./.build/hosts/batched-socket.js

/**
 * A TCP connection, Nagle off, whose writes made in one tick go to the kernel as one `writev`. ssh2 writes every
 * SSH packet as three pieces (length, encrypted body, tag); without Nagle each piece would otherwise be its own
 * syscall and its own TCP segment, which the host's sshd then reads one by one (bench/README.md, knobs).
 * The wrapper is put on the connected socket's own `write`: net.Socket.connect resets that property, and on
 * the peer's end it is replaced by one that refuses writes, as it should be.
 */
function connectBatched(port, host) {
    const socket = (0,external_node_net_.connect)({ port, host });
    socket.setNoDelay(true);
    const write = socket.write;
    let batching = false;
    socket.write = ((...args) => {
        if (!batching) {
            batching = true;
            socket.cork();
            process.nextTick(() => {
                batching = false;
                socket.uncork();
            });
        }
        return write.apply(socket, args);
    });
    return socket;
}

// EXTERNAL MODULE: ./.build/hosts/errors.js
var hosts_errors = __webpack_require__(89727);
// EXTERNAL MODULE: ./.build/hosts/host-key.js
var host_key = __webpack_require__(92404);
;// CONCATENATED MODULE: ./.build/hosts/host-process.js
/**
 * Settles when a process's output stream has ended (`end`, read to its end), or `event`, or it closed or
 * failed: how both transports make `finished` wait for the output as well as the exit.
 */
function streamEnded(stream, event = 'end') {
    return new Promise((resolve) => {
        stream.once(event, () => resolve());
        stream.once('close', () => resolve());
        stream.once('error', () => resolve());
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./.build/hosts/openssh-options.js
var openssh_options = __webpack_require__(30671);
// EXTERNAL MODULE: ./.build/hosts/output.js
var output = __webpack_require__(14009);
;// CONCATENATED MODULE: ./.build/hosts/openssh-process.js
/**
 * A command on a host carried by the runner's OpenSSH `ssh` rather than by ssh2: for bulk streams (tar
 * copies), where OpenSSH's native crypto and I/O cost a fraction of ssh2's CPU per byte (bench/RESULTS.md §1).
 * The login is the one the ssh2 connection already made, handed over without weakening it:
 *
 * - the host key is pinned to one key (a known_hosts file of that one key, strict): the key ssh2's handshake
 *   accepted, or, for a login started beside that handshake, the known key the same check accepts, and then the
 *   caller uses the login only if ssh2 accepted that same key (ssh-executor.ts);
 * - a private key goes to a 0600 file, a password or passphrase to SSH_ASKPASS through the environment of this
 *   `ssh` only (never its arguments); the files sit in a 0700 folder that is removed as soon as the login is
 *   done or failed, so they exist for the length of a handshake;
 * - `ssh` gets an environment of its own, not the runner's (which may hold tokens).
 *
 * The remote side first prints a random marker on stdout and on stderr: seeing both proves the login worked
 * before any byte of the stream is written, and cuts ssh's own messages from the command's. So a failed login
 * (no `ssh`, a refused key, an sshd that allows no second connection) is an `OpenSshLoginError` the caller can
 * answer by using ssh2 instead, with nothing lost. Then it waits for the command line on its stdin (ended by a
 * NUL byte, read byte by byte so that nothing after it is taken) and runs it on the rest of that stdin: a login
 * can start before the command it will carry is known, e.g. beside the ssh2 handshake.
 */











/** OpenSSH could not log in (or is not installed): nothing was sent, the caller may use another transport. */
class OpenSshLoginError extends errors/* SealosError */.ei {
}
/** The runner has no `ssh` to run. */
class OpenSshMissingError extends OpenSshLoginError {
}
/** ssh's own failures (connect, login, a dropped connection) exit 255. */
const SSH_FAILED = 255;
/**
 * Paths ssh takes in `-o` options: it splits them at whitespace and expands `%` and `~` in them, so only plain
 * characters are handed over; another path makes the copy use ssh2.
 */
const PLAIN_PATH = /^[A-Za-z0-9._/+@:-]+$/;
/**
 * Logs in to the host with a local `ssh`; resolves once the login is done, with the session waiting for its
 * command. `signal` ends a login still under way (an OpenSshLoginError).
 */
async function loginOpenSsh(session, signal) {
    const prepared = await prepareLogin(session);
    const { dir, login, secrets } = prepared;
    const removeDir = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    const removeSecrets = () => Promise.all([secrets.key, secrets.askpass].map((file) => (0,promises_.rm)(file, { force: true })));
    const marker = `sealos-ready-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    // bash reads a pipe one byte at a time when the delimiter is not a newline: the command's input starts right
    // after the NUL. `exit $?`: bash waits for the command, so a command killed by a signal ends as 128+n, and only
    // ssh's own failures end as 255.
    const remote = `printf '%s\\n' ${marker}; printf '%s\\n' ${marker} >&2; exec bash -c 'IFS= read -r -d "" line || exit 126; eval "$line"; exit $?'`;
    let child;
    try {
        // A session of its own: no terminal to prompt on (the askpass answers), and a Ctrl-C in the user's terminal
        // reaches the run, which stops its copies in order, not this ssh directly.
        child = (0,external_node_child_process_.spawn)('ssh', [...(0,openssh_options/* openSshArgs */.k)(login), remote], {
            stdio: 'pipe',
            detached: true,
            env: sshEnvironment(session, login.askpass ? secrets.askpass : undefined),
        });
    }
    catch (cause) {
        await Promise.all([removeSecrets(), removeDir()]);
        throw new OpenSshLoginError(`cannot run ssh: ${(0,errors/* causeText */.xv)(cause)}`, { host: session.host, cause });
    }
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    try {
        const started = await loggedIn(child, `${marker}\n`, session.host);
        const finished = started.finished.then(async (end) => {
            await removeDir();
            return end;
        });
        let used = false;
        return {
            hostKey: session.hostKey,
            run: (commandLine) => {
                if (used)
                    throw new errors/* SealosError */.ei('an OpenSSH login carries one command', { host: session.host });
                if (commandLine.includes('\0'))
                    throw new errors/* SealosError */.ei('a command line cannot hold a NUL byte', { host: session.host });
                used = true;
                started.stdin.write(`${commandLine}\0`);
                return { ...started, finished };
            },
            cancel: async () => {
                used = true;
                started.stdout.resume();
                started.stderr.resume();
                started.kill();
                await finished;
            },
        };
    }
    catch (error) {
        await removeDir();
        throw error;
    }
    finally {
        signal?.removeEventListener('abort', abort);
        // The key and the passwords are needed for the login only; the known_hosts file for the whole session
        // (a rekey checks the host key again).
        await removeSecrets();
    }
}
/**
 * The login's own folder with its files (known_hosts, the key and the askpass where needed): failing to make them
 * is a login that did not happen.
 */
async function prepareLogin(session) {
    // The job's own temp folder on GitHub's runners (emptied after every job), else the system's.
    const base = process.env.RUNNER_TEMP || external_node_os_.tmpdir();
    for (const [what, value] of [
        ['temp folder', base],
        ['agent socket', session.agentSocket],
    ])
        if (value !== undefined && !PLAIN_PATH.test(value))
            throw new OpenSshLoginError(`the ${what} path ${JSON.stringify(value)} cannot be given to ssh`, {
                host: session.host,
            });
    try {
        const dir = await (0,promises_.mkdtemp)(external_node_path_.join(base, 'sealos-ssh-'));
        try {
            return { dir, ...(await writeLoginFiles(dir, session)) };
        }
        catch (error) {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
            throw error;
        }
    }
    catch (cause) {
        throw new OpenSshLoginError(`cannot prepare the OpenSSH login: ${(0,errors/* causeText */.xv)(cause)}`, {
            host: session.host,
            cause,
        });
    }
}
async function writeLoginFiles(dir, session) {
    const secrets = { key: external_node_path_.join(dir, 'key'), askpass: external_node_path_.join(dir, 'askpass') };
    const knownHostsFile = external_node_path_.join(dir, 'known_hosts');
    await (0,promises_.writeFile)(knownHostsFile, `${(0,host_key/* knownHostsName */.on)(session.ip, session.port)} ${session.hostKey}\n`, {
        mode: 0o600,
    });
    if (session.privateKey !== undefined) {
        const text = session.privateKey.endsWith('\n') ? session.privateKey : `${session.privateKey}\n`;
        await (0,promises_.writeFile)(secrets.key, text, { mode: 0o600 });
    }
    const askpass = session.password !== undefined || session.passphrase !== undefined;
    if (askpass)
        // The secrets stay in ssh's environment; the script only picks one by the prompt ssh shows.
        await (0,promises_.writeFile)(secrets.askpass, '#!/bin/sh\ncase $1 in\n*assphrase*) printf \'%s\\n\' "$SEALOS_SSH_PASSPHRASE" ;;\n*) printf \'%s\\n\' "$SEALOS_SSH_PASSWORD" ;;\nesac\n', { mode: 0o700 });
    const login = {
        ip: session.ip,
        port: session.port,
        user: session.user,
        knownHostsFile,
        hostKey: session.hostKey,
        ...(session.privateKey !== undefined ? { identityFile: secrets.key } : {}),
        ...(session.agentSocket ? { agentSocket: session.agentSocket } : {}),
        askpass,
        password: session.password !== undefined,
        ...(session.connectTimeoutSeconds ? { connectTimeoutSeconds: session.connectTimeoutSeconds } : {}),
    };
    if (session.jump)
        login.jump = await writeJumpFiles(dir, session.jump, login);
    return { login, secrets };
}
/** The jump host's known_hosts (its one accepted key) and the configuration file naming it. */
async function writeJumpFiles(dir, jump, target) {
    // The user goes into a configuration line: only a plain name can (else the copy uses ssh2).
    if (!/^[A-Za-z0-9._][A-Za-z0-9._-]*$/.test(jump.user))
        throw new Error(`the jump host user ${JSON.stringify(jump.user)} cannot be given to ssh`);
    const knownHostsFile = external_node_path_.join(dir, 'jump_known_hosts');
    await (0,promises_.writeFile)(knownHostsFile, `${(0,host_key/* knownHostsName */.on)(jump.ip, jump.port)} ${jump.hostKey}\n`, { mode: 0o600 });
    const configFile = external_node_path_.join(dir, 'config');
    const alias = 'sealos-jump';
    await (0,promises_.writeFile)(configFile, (0,openssh_options/* jumpHostConfig */.D)(alias, { ...target, ...jump, knownHostsFile }), { mode: 0o600 });
    return { configFile, alias };
}
function sshEnvironment(session, askpassScript) {
    const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? external_node_os_.homedir(),
        LANG: 'C',
    };
    if (askpassScript) {
        env.SSH_ASKPASS = askpassScript;
        env.SSH_ASKPASS_REQUIRE = 'force';
        // OpenSSH before 8.4 knows no SSH_ASKPASS_REQUIRE: without a terminal it asks the askpass program only when
        // DISPLAY is set. Nothing is forwarded to it (`-x`).
        env.DISPLAY = 'sealos-askpass:0';
        if (session.password !== undefined)
            env.SEALOS_SSH_PASSWORD = session.password;
        if (session.passphrase !== undefined)
            env.SEALOS_SSH_PASSPHRASE = session.passphrase;
    }
    return env;
}
/**
 * Waits for the marker line on stdout AND on stderr, then returns the process with both streams starting
 * after it: what came before is the login's (a login script's chatter, ssh's own messages), what follows is
 * the command's. The two are separate pipes, so each needs its own marker to be cut at the right byte. An exit
 * or a spawn error first is an OpenSshLoginError. Nothing is read from the returned streams before the caller
 * reads them: a command's first error line must not be lost.
 */
function loggedIn(child, marker, host) {
    const stdout = new external_node_stream_.PassThrough();
    const stderr = new external_node_stream_.PassThrough();
    const early = new output/* OutputCapture */.s4();
    const exited = new Promise((resolve) => child.once('close', (code, signal) => resolve(code === SSH_FAILED || code === null
        ? { exitCode: null, ...(signal ? { signal } : {}) }
        : { exitCode: code })));
    // As over ssh2: ended once the command has and the caller has read its output to the end.
    const finished = Promise.all([exited, streamEnded(stdout), streamEnded(stderr)]).then(([end]) => end);
    return new Promise((resolve, reject) => {
        const stops = [];
        let waiting = 2;
        const fail = (error) => {
            for (const stop of stops)
                stop();
            child.kill('SIGKILL');
            reject(error);
        };
        const found = () => {
            if (--waiting > 0)
                return;
            child.off('close', onEarlyClose);
            resolve({ stdin: child.stdin, stdout, stderr, finished, kill: () => child.kill('SIGTERM') });
        };
        stops.push(cutAtMarker(child.stdout, marker, stdout, found));
        stops.push(cutAtMarker(child.stderr, marker, stderr, found, (chunk) => early.add(chunk)));
        const onEarlyClose = (code) => {
            // ssh's last lines say why (a host key warning's banner comes before them).
            const said = early
                .finish()
                .split('\n')
                .map((line) => line.trim())
                .filter((line) => line !== '')
                .slice(-2)
                .join(' ');
            fail(new OpenSshLoginError(`OpenSSH could not log in (exit ${code})${said ? `: ${said}` : ''}`, { host }));
        };
        child.once('close', onEarlyClose);
        child.once('error', (error) => {
            child.off('close', onEarlyClose);
            const Failure = error.code === 'ENOENT' ? OpenSshMissingError : OpenSshLoginError;
            fail(new Failure(`cannot run ssh: ${error.message}`, { host, cause: error }));
        });
    });
}
/**
 * Drops what `source` carries up to and including `marker` (handing it to `before`), then pipes the rest into
 * `target` and calls `found`. Returns a function that stops watching.
 */
function cutAtMarker(source, marker, target, found, before) {
    let seen = '';
    const onData = (chunk) => {
        before?.(chunk);
        seen += chunk.toString('latin1');
        const at = seen.indexOf(marker);
        if (at < 0) {
            // Keep only what may still be the start of the marker.
            seen = seen.slice(-marker.length);
            return;
        }
        source.off('data', onData);
        const rest = Buffer.from(seen.slice(at + marker.length), 'latin1');
        if (rest.length > 0)
            target.write(rest);
        source.pipe(target);
        found();
    };
    source.on('data', onData);
    return () => source.off('data', onData);
}

// EXTERNAL MODULE: ./.build/hosts/private-key.js
var private_key = __webpack_require__(98919);
// EXTERNAL MODULE: ./.build/hosts/shared-connections.js
var shared_connections = __webpack_require__(10177);
// EXTERNAL MODULE: ./.build/hosts/shell-executor.js
var shell_executor = __webpack_require__(9572);
;// CONCATENATED MODULE: ./.build/hosts/ssh-executor.js














const { Client } = lib;
const bulkTransports = ['openssh', 'ssh2'];
/** SSH_OPEN_CONNECT_FAILED: what sshd answers when MaxSessions are in use. */
const CHANNEL_OPEN_REFUSED = 2;
const TRANSIENT_CODES = new Set([
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ECONNRESET',
    'EPIPE',
    'EAI_AGAIN',
]);
/**
 * An Executor over ONE SSH connection per host, reused for every command and copy (commands share it as
 * channels, at most `maxChannels` at a time). A connection lost later is opened again on the next command, with
 * the host key pinned to the one first seen.
 */
class SshExecutor extends shell_executor/* ShellExecutor */.A {
    options;
    privateKey;
    target;
    channels;
    client;
    /** The connected client and a promise of its end (already settled if the connection dropped). */
    current;
    closed = false;
    pinnedFingerprint;
    /** The host key fingerprint seen on the last handshake. */
    hostKeyFingerprint;
    /** `type base64` of the host key accepted on the last handshake. */
    hostPublicKey;
    /** Bulk streams go through OpenSSH until a login of it fails. */
    bulkOverOpenSsh;
    /** Bulk streams under way over OpenSSH: closing the executor stops them. */
    bulkProcesses = new Set();
    /** An OpenSSH login started with the handshake (`prepareBulk`), for the first bulk stream; undefined if it failed. */
    earlyLogin;
    /** Stops an early login still under way when the executor closes. */
    stopEarlyLogin = new AbortController();
    /**
     * The connection to the jump host the connection to this host goes through (`jump`), shared with the pool's
     * other hosts behind it: never closed here, unless it is this executor's own (`ownJumps`).
     */
    jumpExecutor;
    /** The jump connections of an executor given none (SshOptions.jumpConnections): closed with it. */
    ownJumps;
    constructor(address, options, privateKey) {
        super({
            host: address,
            user: options.credentials.user,
            sudoPassword: options.credentials.password,
        });
        this.options = options;
        this.privateKey = privateKey;
        this.target = (0,hosts_address/* parseSshTarget */.v)(address);
        this.channels = new semaphore/* Semaphore */.j(options.maxChannels ?? 5);
        this.bulkOverOpenSsh = bulkTransportOf(options) === 'openssh';
    }
    /** Connects (with retries for transient failures) and returns the executor; throws ConnectError, AuthError or HostKeyError. */
    static async connect(address, options) {
        options.logger?.addSecret(options.credentials.password);
        options.logger?.addSecret(options.credentials.passphrase);
        const privateKey = await loadPrivateKey(address, options.credentials);
        const executor = new SshExecutor(address, options, privateKey);
        // Whether the runner has `ssh` is found out while the handshake runs, not when the first copy waits for it;
        // an early login finds it out itself.
        if (executor.bulkOverOpenSsh && !(options.prepareBulk && executor.loginEarly()))
            void openSshInstalled();
        try {
            if (options.jump)
                executor.jumpExecutor = await executor.jumpConnection(options.jump);
            await executor.connection();
        }
        catch (error) {
            await executor.close();
            throw error;
        }
        return executor;
    }
    async close() {
        this.closed = true;
        await this.client?.catch(() => undefined);
        const current = this.current;
        this.client = undefined;
        this.current = undefined;
        for (const bulk of this.bulkProcesses)
            bulk.kill();
        this.stopEarlyLogin.abort();
        await this.takeEarlyLogin()?.then((waiting) => waiting?.cancel());
        if (current) {
            current.client.end();
            await current.closed;
        }
        await this.ownJumps?.closeAll();
    }
    /**
     * The connection to the jump host, opened by the first of the pool's hosts behind it. Its forwarded
     * `direct-tcpip` channels (connectPort) are not counted in `maxChannels`: each host keeps one for its
     * connection's whole life. Nor does sshd count them in MaxSessions, which limits "shell, login or subsystem
     * sessions" only; MaxSessions 0 "will prevent all shell, login and subsystem sessions while still permitting
     * forwarding" (sshd_config(5)).
     */
    jumpConnection(jump) {
        let connections = this.options.jumpConnections;
        if (!connections) {
            this.ownJumps = new shared_connections/* SharedConnections */.l();
            connections = this.ownJumps;
        }
        return connections.get(jumpKey(jump, this.options.credentials), () => SshExecutor.connect(jump.address, jumpOptions(this.options)));
    }
    async relayTarget() {
        await this.connection();
        const asRoot = await this.rootCommandLine();
        if (!asRoot || !this.hostPublicKey)
            return undefined;
        return {
            ip: this.target.host,
            port: this.target.port,
            user: this.user,
            hostKey: this.hostPublicKey,
            asRoot,
        };
    }
    /** `host`: another address the host reaches, as `ssh -W` (a jump host's use); default its loopback. */
    async connectPort(port, host = '127.0.0.1') {
        const client = await this.connection();
        return new Promise((resolve, reject) => client.forwardOut('127.0.0.1', 0, host, port, (error, channel) => {
            if (!error)
                return resolve(channel);
            const where = host === '127.0.0.1' ? `port ${port} of the host` : `${host}:${port} from the host`;
            reject(new hosts_errors/* ConnectError */.T$(`cannot reach ${where} through its SSH connection: ${error.message} (is anything listening there, and does sshd allow TCP forwarding: AllowTcpForwarding?)`, { host: this.host, cause: error }));
        }));
    }
    async startProcess(commandLine, options = {}) {
        if (options.bulk && this.bulkOverOpenSsh) {
            const started = await this.startOverOpenSsh(commandLine);
            if (started)
                return started;
        }
        const release = await this.channels.acquire();
        try {
            const { channel, finished } = await this.openChannel(commandLine);
            const done = finished.finally(release);
            return {
                stdin: channel,
                stdout: channel,
                stderr: channel.stderr,
                finished: done,
                kill: () => channel.close(),
            };
        }
        catch (error) {
            release();
            if (error instanceof errors/* SealosError */.ei)
                throw error;
            throw new hosts_errors/* ConnectError */.T$(`cannot start a command: ${error.message}`, {
                host: this.host,
                cause: error,
            });
        }
    }
    /**
     * The command over a local OpenSSH `ssh` logged in as this connection is (same credentials, host key pinned
     * to the one this connection accepted); undefined when OpenSSH cannot log in, and from then on bulk streams
     * to this host use ssh2.
     */
    async startOverOpenSsh(commandLine) {
        await this.connection();
        try {
            const early = await this.earlyLoginFor(this.hostPublicKey);
            if (!early && !(await openSshInstalled())) {
                this.bulkOverOpenSsh = false;
                noteOpenSshMissing(this.options.logger);
                return undefined;
            }
            const waiting = early ?? (await loginOpenSsh(this.openSshSession(this.hostPublicKey)));
            const started = waiting.run(commandLine);
            if (this.closed) {
                started.kill();
                throw new errors/* SealosError */.ei('the SSH connection was closed', { host: this.host });
            }
            this.bulkProcesses.add(started);
            void started.finished.then(() => this.bulkProcesses.delete(started));
            return started;
        }
        catch (error) {
            if (!(error instanceof OpenSshLoginError))
                throw error;
            this.bulkOverOpenSsh = false;
            if (error instanceof OpenSshMissingError) {
                openSsh = Promise.resolve(false);
                noteOpenSshMissing(this.options.logger);
            }
            else
                this.options.logger?.warn(`${this.host}: copies to this host use the built-in SSH client (slower): ${error.message}`);
            return undefined;
        }
    }
    /** What OpenSSH's login needs, pinned to `hostKey` (`type base64`). */
    openSshSession(hostKey) {
        const { credentials, connectTimeoutMs } = this.options;
        return {
            host: this.host,
            ip: this.target.host,
            port: this.target.port,
            user: this.user,
            hostKey,
            ...(this.privateKey !== undefined ? { privateKey: this.privateKey } : {}),
            ...(credentials.passphrase !== undefined ? { passphrase: credentials.passphrase } : {}),
            ...(credentials.password !== undefined ? { password: credentials.password } : {}),
            ...(credentials.agent ? { agentSocket: agentSocket(credentials) } : {}),
            connectTimeoutSeconds: Math.ceil((connectTimeoutMs ?? 10_000) / 1000),
            ...(this.jumpExecutor?.hostPublicKey ? { jump: this.jumpExecutor.openSshJump() } : {}),
        };
    }
    /** This host as the jump of another's OpenSSH login, pinned to the key its handshake accepted. */
    openSshJump() {
        return { ip: this.target.host, port: this.target.port, user: this.user, hostKey: this.hostPublicKey };
    }
    /**
     * Starts OpenSSH's login before the handshake, pinned to the key known_hosts (and a recorded fingerprint)
     * already trusts for this host; none when no key is known yet. A failure is not reported: the first bulk
     * stream then logs in as usual, after the handshake, and says why if that fails too. Whether it started.
     */
    loginEarly() {
        if (this.options.jump)
            return false;
        const hostKey = (0,host_key/* expectedHostKey */.Sd)(this.host, this.target.host, this.target.port, this.options.hostKey);
        if (!hostKey)
            return false;
        this.earlyLogin = loginOpenSsh(this.openSshSession(hostKey), this.stopEarlyLogin.signal).catch((error) => {
            this.options.logger?.debug(`${this.host}: the early OpenSSH login failed: ${error.message}`);
            return undefined;
        });
        return true;
    }
    /** The early login, once: when its key is the one the handshake accepted, else it is ended and undefined. */
    async earlyLoginFor(acceptedKey) {
        const waiting = await this.takeEarlyLogin();
        if (!waiting || waiting.hostKey === acceptedKey)
            return waiting;
        await waiting.cancel();
        return undefined;
    }
    takeEarlyLogin() {
        const early = this.earlyLogin;
        this.earlyLogin = undefined;
        return early;
    }
    /**
     * Opens a channel running the command. The exit and close listeners are attached inside ssh2's callback:
     * a quick command's exit status can arrive in the same packet batch as the exec reply, before any later
     * listener. sshd frees a finished session a moment after its channel closed, so a new channel can briefly
     * find all of MaxSessions taken even below our own limit: such a refusal is retried after a short pause.
     */
    async openChannel(commandLine) {
        for (let attempt = 1;; attempt++) {
            const client = await this.connection();
            try {
                return await new Promise((resolve, reject) => client.exec(commandLine, (error, channel) => {
                    if (error)
                        return reject(error);
                    let exit = { exitCode: null };
                    channel.on('exit', (code, signal) => {
                        exit = code === null ? { exitCode: null, signal } : { exitCode: code };
                    });
                    const ends = [streamEnded(channel, 'close'), streamEnded(channel), streamEnded(channel.stderr)];
                    resolve({ channel, finished: Promise.all(ends).then(() => exit) });
                }));
            }
            catch (error) {
                const refused = error.reason === CHANNEL_OPEN_REFUSED;
                if (!refused || attempt >= 10)
                    throw error;
                await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
            }
        }
    }
    connection() {
        if (this.closed)
            return Promise.reject(new errors/* SealosError */.ei('the SSH connection was closed', { host: this.host }));
        this.client ??= this.connectWithRetries().catch((error) => {
            this.client = undefined;
            throw error;
        });
        return this.client;
    }
    async connectWithRetries() {
        const attempts = this.options.attempts ?? 3;
        let delay = this.options.retryDelayMs ?? 1000;
        for (let attempt = 1;; attempt++) {
            try {
                return await this.connectOnce();
            }
            catch (failure) {
                if (!isAttemptFailure(failure))
                    throw failure;
                const { error, transient } = failure;
                if (error instanceof errors/* SealosError */.ei)
                    throw error;
                if (!transient)
                    throw new hosts_errors/* ConnectError */.T$(`cannot connect: ${error.message}`, { host: this.host, cause: error });
                if (attempt >= attempts)
                    throw new hosts_errors/* ConnectError */.T$(`cannot connect after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${error.message}`, {
                        host: this.host,
                        cause: error,
                    });
                this.options.logger?.warn(`${this.host}: ${error.message}; retrying in ${delay / 1000}s`);
                await new Promise((resolve) => setTimeout(resolve, delay));
                delay *= 2;
            }
        }
    }
    async connectOnce() {
        if (!this.jumpExecutor)
            return this.handshake(() => connectBatched(this.target.port, this.target.host));
        const jump = this.jumpExecutor;
        const channel = await jump.connectPort(this.target.port, this.target.host).catch((error) => {
            throw {
                error: new Error(`through the jump host ${jump.host}: ${error.message}`),
                transient: true,
            };
        });
        // A TCP socket ends both ways when the host's side ends; a forwarded channel stays half open, and the SSH
        // client over it would never see its connection drop (the host's sshd gone): end ours too, as TCP would.
        channel.once('end', () => channel.end());
        return this.handshake(() => channel);
    }
    /** The SSH handshake and login over the socket `open` makes (TCP, or a channel of the jump host's connection). */
    handshake(open) {
        const { credentials, hostKey } = this.options;
        const keyOptions = {
            ...hostKey,
            fingerprint: this.pinnedFingerprint ?? hostKey.fingerprint,
        };
        return new Promise((resolve, reject) => {
            const client = new Client();
            const closed = new Promise((resolve) => client.once('close', () => resolve()));
            let verdict;
            let ready = false;
            const fail = (error, transient) => {
                client.destroy();
                reject({ error, transient });
            };
            client.on('ready', () => {
                ready = true;
                this.current = { client, closed };
                this.accepted(verdict);
                resolve(client);
            });
            client.on('error', (error) => {
                if (ready) {
                    this.options.logger?.debug(`${this.host}: SSH connection error: ${error.message}`);
                    return;
                }
                if (verdict && !verdict.accepted)
                    fail(verdict.error, false);
                else if (error.level === 'client-authentication')
                    fail(this.authError(error), false);
                else if (error.level === 'client-timeout')
                    fail(Object.assign(new Error(`no SSH handshake within ${(this.options.connectTimeoutMs ?? 10_000) / 1000}s`), { code: hosts_errors/* HANDSHAKE_TIMEOUT */.uv }), true);
                else
                    fail(error, TRANSIENT_CODES.has(error.code ?? ''));
            });
            client.on('close', () => {
                if (!ready)
                    fail(new Error('the connection closed during the SSH handshake'), true);
                else if (this.current?.client === client) {
                    this.options.logger?.debug(`${this.host}: SSH connection closed; the next command reconnects`);
                    this.current = undefined;
                    this.client = undefined;
                }
            });
            const config = {
                username: credentials.user,
                password: credentials.password,
                privateKey: this.privateKey,
                passphrase: credentials.passphrase,
                agent: agentSocket(credentials),
                authHandler: authMethods(credentials, this.privateKey),
                readyTimeout: this.options.connectTimeoutMs ?? 10_000,
                keepaliveInterval: 15_000,
                keepaliveCountMax: 4,
                hostVerifier: (key) => {
                    verdict = (0,host_key/* checkHostKey */.Ex)(this.host, this.target.host, this.target.port, key, keyOptions);
                    return verdict.accepted;
                },
            };
            const algorithms = (0,host_key/* hostKeyAlgorithms */.Qb)(keyOptions, this.target.host, this.target.port);
            if (algorithms.length > 0)
                config.algorithms = { serverHostKey: algorithms };
            // Nagle off from the first byte: SSH is request/answer traffic, and with Nagle every small packet (handshake,
            // channel open, exec, a window's last packet) waits for a delayed ACK — measured in bench/README.md. The
            // socket is made last, once nothing above can throw.
            const sock = open();
            try {
                client.connect({ ...config, sock });
            }
            catch (error) {
                // ssh2 refused the settings before taking the socket: close it here, or it stays open (a live host)
                // or emits an 'error' nobody handles (a closed port).
                sock.on('error', () => { });
                sock.destroy();
                fail(error instanceof Error ? error : new Error(String(error)), false);
            }
        });
    }
    accepted(verdict) {
        if (!verdict.accepted)
            return;
        this.hostKeyFingerprint = verdict.fingerprint;
        this.hostPublicKey = verdict.publicKey;
        this.pinnedFingerprint ??= verdict.fingerprint;
        if (this.options.hostKey.policy === 'insecure')
            this.options.logger?.warn(`${this.host}: host key not checked (host-key-policy insecure): ${verdict.fingerprint}`);
        this.options.onHostKey?.({
            address: this.host,
            fingerprint: verdict.fingerprint,
            publicKey: verdict.publicKey,
            known: verdict.known,
        });
    }
    authError(cause) {
        const methods = authMethods(this.options.credentials, this.privateKey).join(', ');
        return new hosts_errors/* AuthError */.lR(`${this.options.credentials.user} was refused (tried ${methods}): wrong password, or key not authorized`, {
            host: this.host,
            cause,
        });
    }
}
/** Whether the runner has `ssh`, found out once for every executor (a run may start forty streams at once). */
let openSsh;
let openSshMissingNoted = false;
function openSshInstalled() {
    openSsh ??= new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('ssh', ['-V'], { stdio: 'ignore' });
        child.once('error', () => resolve(false));
        child.once('close', (code) => resolve(code === 0));
    });
    return openSsh;
}
function noteOpenSshMissing(logger) {
    if (openSshMissingNoted)
        return;
    openSshMissingNoted = true;
    logger?.info('OpenSSH `ssh` is not installed on the runner: copies use the built-in SSH client (slower)');
}
function bulkTransportOf(options) {
    if (options.bulk)
        return options.bulk;
    const wanted = process.env.SEALOS_ACTION_BULK_SSH;
    if (wanted === undefined || wanted === '')
        return 'openssh';
    if (bulkTransports.includes(wanted))
        return wanted;
    throw new errors/* UsageError */.eb(`SEALOS_ACTION_BULK_SSH must be one of ${bulkTransports.join(', ')}, not ${JSON.stringify(wanted)}`);
}
/** The jump host's connection: same credentials with its own user, its own recorded key, no jump of its own. */
function jumpOptions(options) {
    const jump = options.jump;
    const { jump: _jump, jumpConnections: _jumpConnections, onHostKey: _onHostKey, prepareBulk: _prepareBulk, ...shared } = options;
    const { fingerprint: _fingerprint, ...hostKey } = options.hostKey;
    return {
        ...shared,
        credentials: { ...options.credentials, user: jump.user },
        hostKey: { ...hostKey, ...(jump.fingerprint ? { fingerprint: jump.fingerprint } : {}) },
        // Only forwarded connections go through it: no bulk stream, no OpenSSH login of its own.
        bulk: 'ssh2',
        ...(jump.onHostKey ? { onHostKey: jump.onHostKey } : {}),
    };
}
/**
 * What makes two hosts' jump connections one: the jump host, its login (the hosts' credentials with its user)
 * and the key recorded for it. Hashed, so the map keeps no secret in its keys.
 */
function jumpKey(jump, credentials) {
    const { password, privateKey, privateKeyPath, passphrase, agent } = credentials;
    const login = [
        jump.address,
        jump.user,
        jump.fingerprint,
        password,
        privateKey,
        privateKeyPath,
        passphrase,
        agent,
    ];
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(login)).digest('hex');
}
function isAttemptFailure(value) {
    return typeof value === 'object' && value !== null && 'transient' in value && 'error' in value;
}
/**
 * Reads and decrypts the key up front (a regular file, bounded), so a wrong passphrase or a public key given as
 * the private key is one clear error before any connection, never a retry or a login that cannot end.
 */
async function loadPrivateKey(address, credentials) {
    const { privateKey, privateKeyPath, passphrase } = credentials;
    try {
        if (privateKey !== undefined) {
            (0,private_key/* checkPrivateKeyText */.W)(privateKey, passphrase, 'private key');
            return privateKey;
        }
        if (privateKeyPath === undefined)
            return undefined;
        return await (0,private_key/* readPrivateKeyFile */.P)(privateKeyPath, passphrase, 'private key');
    }
    catch (error) {
        throw new hosts_errors/* AuthError */.lR((0,errors/* reasonOf */.A3)(error), { host: address, cause: error });
    }
}
function agentSocket(credentials) {
    if (credentials.agent === true) {
        if (!process.env.SSH_AUTH_SOCK)
            throw new errors/* UsageError */.eb('ssh-agent requested but SSH_AUTH_SOCK is not set');
        return process.env.SSH_AUTH_SOCK;
    }
    return credentials.agent || undefined;
}
/** Key first, then the agent, then the password: the order OpenSSH uses. */
function authMethods(credentials, privateKey) {
    const methods = [];
    if (privateKey)
        methods.push('publickey');
    if (credentials.agent)
        methods.push('agent');
    if (credentials.password !== undefined)
        methods.push('password');
    if (methods.length === 0)
        throw new errors/* UsageError */.eb(`no SSH credentials for ${credentials.user}: give a password, a private key or an agent`);
    return methods;
}


/***/ }),

/***/ 7234:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RY: () => (/* binding */ tarStreamSize),
/* harmony export */   Y9: () => (/* binding */ pipeTarToHosts),
/* harmony export */   f6: () => (/* binding */ tarArchiveSize)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89243);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89727);
/* harmony import */ var _executor_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5977);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14009);
/* harmony import */ var _tee_program_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61721);








/**
 * ONE local `tar -c` fanned out to the same command on many hosts: the tree is read once whatever the host
 * count, and the stream moves at the pace of the slowest host still receiving (each chunk is written to every
 * host before the next is read, so memory stays at a chunk per host). A host that fails drops out; the others
 * go on. Every host's outcome, in the executors' order; an error says which side failed, the host's first (it is
 * the side a user acts on), then the local tar, then the stream.
 */
async function pipeTarToHosts(executors, pipe) {
    // Asked while the hosts' commands start, not after.
    const teeAvailable = executors.length > 1 && !pipe.tap ? (0,_tee_program_js__WEBPACK_IMPORTED_MODULE_6__/* .perlInstalled */ .M)() : undefined;
    const remotes = await Promise.all(executors.map((executor) => startReceiver(executor, pipe)));
    const receivers = remotes.filter((remote) => 'process' in remote);
    // Receivers behind real pipes (an OpenSSH `ssh`, a local shell) and nothing to see in the bytes: `tar` writes
    // straight into the one receiver, or into a tee program that writes to each of them (tee-program.ts). Node,
    // which would pass every byte through its own buffers, only counts tar's checkpoints for progress.
    const inputs = pipe.tap ? undefined : directInputs(receivers);
    const tee = inputs && inputs.length > 1 && (await teeAvailable)
        ? startTee(inputs, (at, cause) => {
            receivers[at].streamError ??= new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`the stream to this host was cut: ${cause}`);
        })
        : undefined;
    const target = inputs?.length === 1 ? inputs[0] : tee?.stdin;
    const local = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('tar', target ? [...CHECKPOINT_ARGS, ...pipe.tarArgs] : pipe.tarArgs, {
        stdio: [pipe.stdin === undefined ? 'ignore' : 'pipe', target ?? 'pipe', 'pipe'],
    });
    // The children hold their own copies of these pipes: ours are closed (not shut down, which would cut the
    // children's too), so that each reader sees the end of the stream when its writer ends.
    if (target)
        for (const input of [target, ...(tee ? inputs : [])])
            input.destroy();
    const localErr = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
    const checkpoints = target && new CheckpointReader(localErr, (bytes) => pipe.onBytes?.(bytes));
    local.stderr.on('data', (chunk) => (checkpoints ? checkpoints.add(chunk) : localErr.add(chunk)));
    const localEnd = new Promise((resolve) => {
        local.once('close', (code) => {
            if (checkpoints)
                checkpoints.finish();
            resolve(code);
        });
        local.once('error', () => resolve(null));
    });
    if (pipe.stdin !== undefined && local.stdin)
        node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.from([pipe.stdin]).pipe(local.stdin);
    // A host whose command ended stops receiving; the rest keep the stream.
    for (const receiver of receivers) {
        void receiver.process.finished.then(() => {
            receiver.live = false;
        });
    }
    const streamed = target
        ? Promise.all([localEnd, tee?.failure]).then(([, teeFailure]) => teeFailure)
        : fanOut(local.stdout, receivers, (chunk) => {
            pipe.onBytes?.(chunk.length);
            pipe.tap?.(chunk);
        }).then(() => undefined, (error) => error);
    // Nobody left to read: a local tar still writing would wait forever on a pipe Node no longer reads. A tar
    // whose whole archive was read is only printing its totals and exits by itself: killed, it would fail the copy.
    // Writing into a receiver or a tee that is gone, tar fails on its own (EPIPE).
    let archiveRead = false;
    local.stdout?.once('end', () => {
        archiveRead = true;
    });
    void Promise.all(receivers.map((receiver) => receiver.process.finished)).then(() => {
        tee?.stop();
        if (!target && !archiveRead && local.exitCode === null)
            local.kill('SIGKILL');
    });
    const localFailure = streamed.then((error) => {
        if (error && local.exitCode === null)
            local.kill('SIGKILL');
        return error;
    });
    const endsOf = await Promise.all(receivers.map((receiver) => receiver.process.finished));
    const [localStatus, streamError] = await Promise.all([localEnd, localFailure]);
    const ends = new Map(receivers.map((receiver, at) => [receiver, endsOf[at]]));
    const localFailed = localStatus === 0
        ? undefined
        : `tar -c of ${pipe.source} failed (exit ${localStatus}): ${(0,_output_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(localErr.finish())}`;
    return remotes.map((remote) => outcomeOf(remote, ends, pipe, localFailed, streamError));
}
/** The host's command, started to read the stream on its stdin; an error when it could not start. */
async function startReceiver(executor, pipe) {
    try {
        const process = await executor.spawn(pipe.remoteScript, {
            bulk: (pipe.bytes ?? 0) >= _executor_js__WEBPACK_IMPORTED_MODULE_7__/* .BULK_MIN_BYTES */ ._,
        });
        const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
        process.stderr.on('data', (chunk) => stderr.add(chunk));
        process.stdout.resume();
        const receiver = { executor, process, stderr, live: true };
        process.stdin.on('error', (error) => {
            receiver.live = false;
            receiver.streamError ??= error;
            process.kill();
        });
        return receiver;
    }
    catch (error) {
        return { executor, error };
    }
}
/** One host's outcome: its command's failure first (the side a user acts on), then the local tar's, then the stream's. */
function outcomeOf(remote, ends, pipe, localFailed, streamError) {
    const host = remote.executor.host;
    if (!('process' in remote))
        return { host, ok: false, error: remote.error };
    const end = ends.get(remote);
    if (end.exitCode !== 0) {
        const error = new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CommandError */ .Qd({
            host,
            command: pipe.remoteWhat,
            exitCode: end.exitCode,
            signal: end.signal,
            stderr: remote.stderr.finish(),
        });
        return { host, ok: false, error };
    }
    if (localFailed)
        return { host, ok: false, error: new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(localFailed, { host, file: pipe.source }) };
    const cause = remote.streamError ?? streamError;
    if (cause)
        return {
            host,
            ok: false,
            error: new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`streaming ${pipe.source} failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .causeText */ .xv)(cause)}`, {
                host,
                file: pipe.source,
                cause,
            }),
        };
    return { host, ok: true, value: undefined };
}
/** Writes every chunk of `source` to each live receiver, waiting for the slowest before reading on. */
async function fanOut(source, receivers, onChunk) {
    try {
        for await (const chunk of source) {
            onChunk(chunk);
            const live = receivers.filter((receiver) => receiver.live);
            if (live.length === 0) {
                source.destroy();
                return;
            }
            await Promise.all(live.map((receiver) => writeChunk(receiver, chunk)));
        }
    }
    catch (error) {
        // A cut stream must not be taken for a whole archive: the hosts' commands are stopped, not ended.
        for (const receiver of receivers)
            if (receiver.live)
                receiver.process.kill();
        throw error;
    }
    for (const receiver of receivers)
        if (receiver.live)
            receiver.process.stdin.end();
}
function writeChunk(receiver, chunk) {
    const { stdin, finished } = receiver.process;
    if (stdin.write(chunk))
        return Promise.resolve();
    return new Promise((resolve) => {
        const done = () => {
            stdin.off('drain', done);
            stdin.off('close', done);
            resolve();
        };
        stdin.once('drain', done);
        stdin.once('close', done);
        void finished.then(done);
    });
}
const TAR_BLOCK = 512;
const TAR_RECORD = 10_240;
/** Records between two progress lines of a direct stream: 2.5 MiB. */
const CHECKPOINT_RECORDS = 256;
const CHECKPOINT_MARK = 'sealos-records';
/** GNU tar's `-b 20` is its default record of 10 KiB, spelt out because the progress counts records. */
const CHECKPOINT_ARGS = [
    '-b',
    String(TAR_RECORD / TAR_BLOCK),
    `--checkpoint=${CHECKPOINT_RECORDS}`,
    `--checkpoint-action=echo=${CHECKPOINT_MARK} %u`,
    // `Total bytes written: N (…)` at the end: the last records after the last checkpoint.
    '--totals',
];
/**
 * The receivers' stdins when tar (or the tee) can be given them as its own outputs: pipes or sockets with
 * nothing of ours still queued in them (a sudo password written first must reach the host before the archive).
 */
function directInputs(receivers) {
    const inputs = receivers.map((receiver) => receiver.process.stdin);
    const usable = (stdin) => stdin instanceof node_net__WEBPACK_IMPORTED_MODULE_1__.Socket && stdin.writableLength === 0 && !stdin.destroyed;
    return inputs.length > 0 && inputs.every(usable) ? inputs : undefined;
}
/**
 * The tee program writing its stdin to every input: the first as its stdout, the others as descriptors 3, 4, ….
 * An input it had to drop (its reader stopped) is `onDropped`, by its index. `failure` settles once it ended: a
 * read error of its own, or nothing, also when `stop` ended it because no receiver was left.
 */
function startTee(inputs, onDropped) {
    const extra = inputs.slice(1);
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('perl', ['-e', _tee_program_js__WEBPACK_IMPORTED_MODULE_6__/* .TEE_PERL */ .$, '--', ...extra.map((_, at) => String(at + 3))], {
        stdio: ['pipe', inputs[0], 'pipe', ...extra],
        // Not the runner's environment: PERL5OPT or PERL5LIB there would load code into the tee.
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
    });
    const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
    const lines = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .LineReader */ .uo((line) => {
        const dropped = /^dropped (\d+): (.*)$/.exec(line);
        if (dropped)
            onDropped(Number(dropped[1]), dropped[2]);
        else
            stderr.add(`${line}\n`);
    });
    child.stderr.on('data', (chunk) => lines.add(chunk));
    let stopped = false;
    const failure = new Promise((resolve) => {
        child.once('error', (error) => resolve(error));
        child.once('close', (code, signal) => {
            lines.finish();
            resolve(code === 0 || stopped
                ? undefined
                : new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SealosError */ .ei(`the tee of the stream failed (${signal ?? `exit ${code}`}): ${(0,_output_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(stderr.finish())}`));
        });
    });
    const stop = () => {
        stopped = true;
        child.kill('SIGKILL');
    };
    return { stdin: child.stdin, failure, stop };
}
/**
 * Splits tar's stderr into its progress lines (`tar: sealos-records N`, N records written so far, and the
 * closing `Total bytes written: N`), reported as the bytes sent since the last one, and everything else, kept
 * for the error message.
 */
class CheckpointReader {
    errors;
    onBytes;
    static mark = new RegExp(`${CHECKPOINT_MARK} (\\d+)$`);
    lines = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .LineReader */ .uo((line) => this.line(line));
    sent = 0;
    constructor(errors, onBytes) {
        this.errors = errors;
        this.onBytes = onBytes;
    }
    add(chunk) {
        this.lines.add(chunk);
    }
    finish() {
        this.lines.finish();
    }
    line(text) {
        const records = CheckpointReader.mark.exec(text);
        const total = TOTALS_LINE.exec(text);
        if (!records && !total) {
            this.errors.add(`${text}\n`);
            return;
        }
        const sent = records ? Number(records[1]) * TAR_RECORD : Number(total[1]);
        if (sent > this.sent)
            this.onBytes(sent - this.sent);
        this.sent = Math.max(this.sent, sent);
    }
}
/** GNU tar's `--totals` line on stderr. */
const TOTALS_LINE = /^(?:tar: )?Total bytes written: (\d+) /m;
/**
 * The exact size of the stream `tar` would write with these arguments (`-f -` among them), measured by GNU tar
 * writing it to /dev/null: it then reads no file's data, only walks the tree (20 ms for 2,000 files, where
 * lstat-ing them from Node took 150–350 ms). Undefined when that tar fails: the copy's own tar says why.
 */
function tarArchiveSize(tarArgs) {
    const args = tarArgs.map((arg, at) => (arg === '-' && tarArgs[at - 1] === '-f' ? '/dev/null' : arg));
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('tar', [...args, '--totals'], { stdio: ['ignore', 'ignore', 'pipe'] });
        const stderr = new _output_js__WEBPACK_IMPORTED_MODULE_5__/* .OutputCapture */ .s4();
        child.stderr.on('data', (chunk) => stderr.add(chunk));
        child.once('error', () => resolve(undefined));
        child.once('close', (code) => {
            const total = TOTALS_LINE.exec(stderr.finish());
            resolve(code === 0 && total ? Number(total[1]) : undefined);
        });
    });
}
/**
 * The bytes GNU tar writes for entries of these sizes (folders and links are 0): a header block each, data in
 * whole blocks, two end blocks, all padded to whole 10 KiB records. For progress percentages.
 */
function tarStreamSize(sizes) {
    let total = 2 * TAR_BLOCK;
    for (const size of sizes)
        total += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    return Math.ceil(total / TAR_RECORD) * TAR_RECORD;
}


/***/ }),

/***/ 61721:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ TEE_PERL),
/* harmony export */   M: () => (/* binding */ perlInstalled)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/**
 * A `tee -p` with large reads and writes, in perl, for the two places one stream goes to several readers:
 * a relay host (its own unpacking and its children's `ssh`) and the runner (a copy to several hosts). coreutils'
 * tee moves 8 KiB at a time: on a relay host that cost about as much CPU as everything else the stream goes
 * through, and Node passing the bytes on the runner costs as much again (bench/RESULTS.md §1, §5c).
 */

/**
 * The stream on stdin goes to stdout and to every output named: a path, or a number for a file descriptor the
 * program was started with. An output that fails is dropped, with a line `dropped N: cause` on stderr (N: 0 for
 * stdout, then the outputs in order), and the others go on. Outputs are made blocking (a descriptor inherited
 * from Node is not) and pipes grown to 1 MiB where the kernel allows: F_GETFL 3, F_SETFL 4, O_NONBLOCK 04000,
 * F_SETPIPE_SZ 1031 on Linux. No modules: perl-base is all a host may have.
 */
const TEE_PERL = `$SIG{PIPE} = 'IGNORE';
my @out = (*STDOUT);
for my $name (@ARGV) {
  my $mode = $name =~ /^[0-9]+$/ ? '>&=' : '>';
  my $fh;
  push @out, open($fh, $mode, $name) ? $fh : undef;
  warn "dropped $#out: $name: $!\n" unless $out[-1];
}
for my $fh (*STDIN, grep { defined } @out) {
  fcntl($fh, 1031, 1 << 20);
  my $flags = fcntl($fh, 3, 0);
  fcntl($fh, 4, $flags & ~04000) if $flags;
}
my $buf;
while (1) {
  my $n = sysread(STDIN, $buf, 1 << 20);
  if (!defined $n) { next if $! == 4; die "read: $!\n" }
  last if $n == 0;
  for my $i (0 .. $#out) {
    my $off = 0;
    while ($out[$i] && $off < $n) {
      my $w = syswrite($out[$i], $buf, $n - $off, $off);
      if (defined $w) { $off += $w }
      elsif ($! != 4) { warn "dropped $i: $!\n"; $out[$i] = undef }
    }
  }
}
`;
let perl;
/** Whether the runner has a `perl` that runs, found out once. */
function perlInstalled() {
    perl ??= new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('perl', ['-e', '1'], {
            stdio: 'ignore',
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C' },
        });
        child.once('error', () => resolve(false));
        child.once('close', (code) => resolve(code === 0));
    });
    return perl;
}


/***/ }),

/***/ 93979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ writeFilesScript),
/* harmony export */   d: () => (/* binding */ contentBytes)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12092);


/**
 * A script that writes files from its stdin, their contents one after the other: each into a temp file beside
 * its target, its size checked, then renamed, so a file is never half written. The last file takes the rest of
 * stdin (`cat`, any size); those before it read exactly their size (`dd … count_bytes`), so several small files
 * cost one command, not one each. Builtins where they do: this runs for every file written on every host.
 */
function writeFilesScript(files) {
    const blocks = files.map((file, index) => writeOne(file, index === files.length - 1));
    return [
        'set -e',
        // Owner-only until each chmod: a secret (a token, a key) is never readable by others on the way.
        'umask 077',
        // Alone, the file needs no subshell of its own (its trap and variables are the script's).
        ...(blocks.length === 1 ? blocks[0] : blocks.flatMap((block) => ['(', ...block, ')'])),
    ].join('\n');
}
function writeOne(file, last) {
    const tmp = `${file.path}.sealos-tmp-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
    const read = last
        ? 'cat > "$tmp"'
        : `dd bs=65536 count=${file.size} iflag=fullblock,count_bytes status=none > "$tmp"`;
    return [
        `target=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(file.path)}`,
        `tmp=${(0,_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .ZL)(tmp)}`,
        `trap 'rm -f -- "$tmp"' EXIT`,
        `case $target in */*) dir=\${target%/*} ;; *) dir=. ;; esac`,
        '[ -z "$dir" ] || [ -d "$dir" ] || mkdir -p -- "$dir"',
        read,
        'size=$(wc -c < "$tmp")',
        `if [ "$size" -ne ${file.size} ]; then echo "received $size of ${file.size} bytes for $target" >&2; exit 1; fi`,
        `chmod ${file.mode.toString(8)} -- "$tmp"`,
        'mv -f -- "$tmp" "$target"',
        'trap - EXIT',
    ];
}
/** A file's content as the bytes the script reads (text as UTF-8). */
function contentBytes(content) {
    return typeof content === 'string' ? Buffer.from(content) : content;
}


/***/ })

};
