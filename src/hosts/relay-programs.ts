/**
 * What runs on the hosts of a relay (relay.ts): the lease that holds a host's authorization, the receive script
 * that unpacks the stream and forwards it to the host's children, and the logins ahead of the stream. Shell,
 * sent with each copy; values reach it as quoted assignments, never spliced into its text.
 */
import type { RelayTarget } from './executor.js';
import { knownHostsName } from './host-key.js';
import { type OpenSshLogin, openSshArgs } from './openssh-options.js';
import { shellQuote } from './shell.js';
import { TEE_PERL } from './tee-program.js';

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

export interface LeaseValues {
  /** The login user whose authorized_keys gets the line. */
  user: string;
  /** This copy's marker, ending the line. */
  marker: string;
  /** The owner's tag: lines and folders of this owner's earlier copies begin with it. */
  stale: string;
  work: string;
  /** `type base64` of the copy's public key. */
  key: string;
  /** The forced command of the line. */
  command: string;
  /** How long the line stays valid, in case its removal never runs (the host lost power). */
  expirySeconds: number;
}

export function leaseScript(values: LeaseValues): string {
  return [
    `user=${shellQuote(values.user)}`,
    `marker=${shellQuote(values.marker)}`,
    `stale=${shellQuote(values.stale)}`,
    `w=${shellQuote(values.work)}`,
    `key=${shellQuote(values.key)}`,
    `command=${shellQuote(values.command)}`,
    `expiry_seconds=${values.expirySeconds}`,
    LEASE_BASH,
  ].join('\n');
}

/**
 * Writes the receive script, the extract script, and for a forwarding host the key (from stdin) and known_hosts,
 * into the work folder the lease made.
 */
export function setupScript(work: string, children: RelayTarget[], extract: string): string {
  const knownHosts = children
    .map((child) => `${knownHostsName(child.ip, child.port)} ${child.hostKey}\n`)
    .join('');
  const lines = [
    'set -e',
    'umask 077',
    `w=${shellQuote(work)}`,
    '[ -d "$w" ] && [ ! -L "$w" ]',
    `printf '%s' ${shellQuote(receiveScript(work, children))} > "$w/receive.sh"`,
    `printf '%s' ${shellQuote(extract)} > "$w/extract.sh"`,
    `printf '%s' ${shellQuote(TEE_PERL)} > "$w/fan.pl"`,
  ];
  if (children.length > 0)
    lines.push(
      'cat > "$w/key"',
      `printf '%s' ${shellQuote(knownHosts)} > "$w/known_hosts"`,
      `printf '%s' ${shellQuote(connectScript(work, children))} > "$w/connect.sh"`,
    );
  return lines.join('\n');
}

/**
 * What runs on a host when the stream arrives (from the runner for the root, through the forced command
 * otherwise): a `tee` (TEE_PERL) writes it to the host's own unpacking and to an `ssh` per child (over
 * the connection connectScript made), going on for the others when one of them stops, and hashes it; each
 * part's exit code and stderr go to files for the status.
 */
function receiveScript(work: string, children: RelayTarget[]): string {
  const fifos = ['tar.in', ...children.map((_, child) => `to-${child}`)].map((name) => `"$w/${name}"`);
  const ssh = (child: RelayTarget, at: number) =>
    [...openSshArgs(childLogin(work, child, at, false)), 'relay'].map(shellQuote).join(' ');
  return [
    `w=${shellQuote(work)}`,
    'cd /',
    `mkfifo -- ${fifos.join(' ')}`,
    '{ bash -- "$w/extract.sh" < "$w/tar.in" > /dev/null 2> "$w/extract.err"; echo $? > "$w/extract.rc"; } &',
    ...children.map(
      (child, at) =>
        `{ ssh ${ssh(child, at)} < "$w/to-${at}" > /dev/null 2> "$w/to-${at}.err"; echo $? > "$w/to-${at}.rc"; } &`,
    ),
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
function connectScript(work: string, children: RelayTarget[]): string {
  return [
    ...children.map((child, at) => {
      const args = ['-f', '-N', ...openSshArgs(childLogin(work, child, at, true))].map(shellQuote).join(' ');
      return `ssh ${args} < /dev/null > /dev/null 2> ${shellQuote(`${work}/to-${at}.connect.err`)} &`;
    }),
    'wait',
    '',
  ].join('\n');
}

function childLogin(work: string, child: RelayTarget, at: number, master: boolean): OpenSshLogin {
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
