import ssh2 from 'ssh2';
import type { CliCase } from './harness.js';

/**
 * The corpus of issue 21's classes: one case per class and per entry point it reaches. Every case is run by
 * corpus.test.ts, which asserts an exit within a bound, no stack or raw runtime text, the expected refusal,
 * and no timer, socket or file handle left behind.
 */
export type BadInputClass = 'hang' | 'crash' | 'raw error' | 'wrong acceptance' | 'unclear' | 'left behind';

export interface CorpusCliCase extends CliCase {
  class: BadInputClass;
  /** FIFOs (no writer) made under `$DIR` before the run, by relative path. */
  fifos?: string[];
  /** Environment set for the run only (`$DIR` replaced). */
  env?: Record<string, string>;
  /** Folders under `$DIR` that must be empty once the case has ended: nothing left behind there. */
  emptyAfter?: string[];
}

const DRY = ['--masters', '10.0.0.1', '--dry-run', '--state-dir', '$DIR/state'];
const run = (...args: string[]): string[] => ['run', 'labring/kubernetes:v1.29.9', ...args];
const dryRun = (...args: string[]): string[] => run(...DRY, ...args);
const dryRunOf = (masters: string): string[] =>
  run('--masters', masters, '--dry-run', '--state-dir', '$DIR/state');

/** A key pair made for the corpus (ed25519, OpenSSH format, no passphrase). */
const pair = ssh2.utils.generateKeyPairSync('ed25519');
export const PRIVATE_KEY = pair.private;
export const PUBLIC_KEY = `${pair.public}\n`;
/** The same kind of key, encrypted with a passphrase. */
const ENCRYPTED_KEY = ssh2.utils.generateKeyPairSync('ed25519', {
  passphrase: 'secret',
  cipher: 'aes256-ctr',
  rounds: 16,
}).private;

const CLUSTERFILE = (extra = '', hosts = '[10.0.0.1]') => `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
spec:
  hosts:
  - ips: ${hosts}
    roles: [master]
  image: [labring/kubernetes:v1.29.9]
${extra}`;

const KUBEADM = (body: string) => `---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
${body}
`;

const SAVED = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
  creationTimestamp: "2026-01-01T00:00:00Z"
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
  - ips: [10.0.0.2]
    roles: [node]
  image: [labring/kubernetes:v1.29.9]
status:
  phase: ClusterSuccess
`;

/** Sixty-four /22 blocks: 65,536 addresses, each block under the cap. */
const MANY_BLOCKS = Array.from({ length: 64 }, (_, i) => `10.${i}.0.0/22`).join(',');

const FIFO_REFUSAL =
  'it is a named pipe (FIFO), which blocks until something writes to it, not a regular file';

export const CORPUS_CLI_CASES: CorpusCliCase[] = [
  // Hangs: a FIFO with no writer at every input path (refused before it is opened).
  ...(
    [
      ['validate -f', ['validate', '-f', '$DIR/fifo']],
      ['plan -f', ['plan', '-f', '$DIR/fifo', '--state-dir', '$DIR/state']],
      ['render FILE', ['render', '$DIR/fifo']],
      ['build -f', ['build', '-f', '$DIR/fifo', '--context', '$DIR', '--no-save-images']],
      ['--password-file', dryRun('--password-file', '$DIR/fifo')],
      ['--config-file', dryRun('--config-file', '$DIR/fifo')],
      ['--registry-config', dryRun('--registry-config', '$DIR/fifo')],
      ['--pk', dryRun('--pk', '$DIR/fifo')],
      ['exec -i', ['exec', '--hosts', '10.0.0.1', '-i', '$DIR/fifo', 'true']],
      ['--known-hosts', dryRun('--known-hosts', '$DIR/fifo', '--host-key-policy', 'strict')],
    ] as const
  ).map(
    ([flag, args]): CorpusCliCase => ({
      class: 'hang',
      name: `FIFO as ${flag}`,
      // The flags read at once are usage errors (2); the two read once the run has started are failures (1).
      status: flag === '--registry-config' || flag === '--known-hosts' ? 1 : 2,
      args: [...args],
      fifos: ['fifo'],
      expected: FIFO_REFUSAL,
    }),
  ),
  {
    class: 'hang',
    name: '64 /22 blocks: the cap is on the whole list',
    status: 2,
    args: dryRunOf(MANY_BLOCKS),
    expected: 'masters: the list has more than 1024 addresses in all',
  },
  {
    class: 'hang',
    name: 'masters and nodes past the cap together',
    status: 2,
    args: run('--masters', '10.1.0.0/22', '--nodes', '10.2.0.0/23', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters and nodes: 1536 hosts in all, more than 1024',
  },
  {
    class: 'hang',
    name: 'Clusterfile listing more than 1024 hosts',
    args: ['validate', '-f', '$DIR/Clusterfile'],
    files: {
      Clusterfile: CLUSTERFILE(
        '',
        `[${Array.from({ length: 1025 }, (_, i) => `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`).join(', ')}]`,
      ),
    },
    expected: '1025 hosts, more than 1024',
  },
  {
    class: 'hang',
    // Took 14 s to build (expanded a character at a time); the value is checked exactly in parsers.test.ts.
    name: 'a 10 MiB LABEL line',
    status: 0,
    args: ['build', '-f', '$DIR/ctx/Kubefile', '--context', '$DIR/ctx', '--no-save-images'],
    files: { 'ctx/Kubefile': `FROM scratch\nLABEL big=${'x'.repeat(10 * 1024 * 1024)}\n` },
    expected: 'Build $DIR/ctx/Kubefile',
  },
  // Crashes: a public key as the private key against a closed port crashed with `Unhandled 'error' event`;
  // it is refused now before any host is contacted.
  {
    class: 'crash',
    name: 'exec -i a public key, to a closed port',
    status: 2,
    args: ['exec', '--hosts', '127.0.0.1:1', '-i', '$DIR/key.pub', 'true'],
    files: { 'key.pub': PUBLIC_KEY },
    expected:
      '--pk: cannot use the private key $DIR/key.pub: it is a public key (ssh-ed25519), not a private key',
  },
  // Left behind: a build that fails after it made its work folder removes it.
  {
    class: 'left behind',
    name: 'a build failing at a COPY leaves nothing in TMPDIR',
    args: ['build', '-f', '$DIR/ctx/Kubefile', '--context', '$DIR/ctx', '--no-save-images'],
    files: { 'ctx/Kubefile': 'FROM scratch\nCOPY missing /x\n', 'tmp/': '' },
    env: { TMPDIR: '$DIR/tmp' },
    expected: 'COPY missing: not found in the build contexts ($DIR/ctx)',
    emptyAfter: ['tmp'],
  },
  // Raw errors.
  {
    class: 'raw error',
    name: 'an IPv6 zone is an address (was Invalid URL)',
    args: dryRunOf('fe80::1%eth0'),
    status: 0,
    expected: 'init     master  [fe80::1%eth0]:22',
  },
  {
    class: 'raw error',
    name: 'an IPv6 zone that is no interface name',
    status: 2,
    args: dryRunOf('fe80::1%e$(x)'),
    expected: 'masters: "fe80::1%e$(x)" is not an IPv4/IPv6 address with optional port',
  },
  {
    class: 'raw error',
    name: 'image on registry port 99999 (was Invalid URL at the pull)',
    status: 2,
    args: ['run', '127.0.0.1:99999/x:1', ...DRY],
    expected: 'registry "127.0.0.1:99999": port 99999 is not from 1 to 65535',
  },
  {
    class: 'raw error',
    name: 'image on registry port 0',
    status: 2,
    args: ['run', '127.0.0.1:0/x:1', ...DRY],
    expected: 'registry "127.0.0.1:0": port 0 is not from 1 to 65535',
  },
  {
    class: 'raw error',
    name: 'key file /dev/zero (was Invalid string length after 16 s)',
    status: 2,
    args: dryRun('--pk', '/dev/zero'),
    expected: '--pk: cannot read the private key /dev/zero: it is a device, not a regular file',
  },
  {
    class: 'raw error',
    name: 'a regular key file past the key cap',
    status: 2,
    args: dryRun('--pk', '$DIR/big'),
    files: { big: 'x'.repeat(1024 * 1024 + 1) },
    expected: '--pk: cannot read the private key $DIR/big: the file is too large (more than 1.0 MiB)',
  },
  {
    class: 'raw error',
    name: 'NUL byte in a --config-file path',
    status: 2,
    args: dryRun('--config-file', '$DIR/a\0b'),
    expected: '--config-file: the path holds a NUL byte',
  },
  {
    class: 'raw error',
    name: 'NUL byte in a Clusterfile Config path',
    args: ['validate', '-f', '$DIR/Clusterfile'],
    files: {
      Clusterfile: `${CLUSTERFILE()}---
apiVersion: apps.sealos.io/v1beta1
kind: Config
metadata:
  name: nul
spec:
  path: "etc/a\\0b"
  data: x
`,
    },
    expected: 'spec.path: is not a file inside the image',
  },
  {
    class: 'raw error',
    name: 'a 5,000-character Config path from --config-file',
    status: 2,
    args: dryRun('--config-file', '$DIR/configs.yaml'),
    files: {
      'configs.yaml': `apiVersion: apps.sealos.io/v1beta1
kind: Config
metadata:
  name: long
spec:
  path: etc/${'a'.repeat(5000)}
  data: x
`,
    },
    expected: 'spec.path: is not a file inside the image',
  },
  {
    class: 'raw error',
    name: 'SOURCE_DATE_EPOCH past a tar header (was Invalid time value)',
    status: 2,
    args: ['build', '-f', '$DIR/Kubefile', '--context', '$DIR', '--no-save-images'],
    files: { Kubefile: 'FROM scratch\n' },
    env: { SOURCE_DATE_EPOCH: '99999999999999999' },
    expected: 'SOURCE_DATE_EPOCH (input source-date-epoch) "99999999999999999": expected whole seconds',
  },
  {
    class: 'raw error',
    name: 'registry save --registry-dir onto a file (was ENOTDIR)',
    status: 2,
    args: ['registry', 'save', '$DIR/ctx', '--registry-dir', '$DIR/file'],
    files: { 'ctx/': '', file: 'x' },
    expected: 'registry folder $DIR/file: it is a file, not a folder',
  },
  {
    class: 'raw error',
    name: 'registry save --registry-dir below a file',
    status: 2,
    args: ['registry', 'save', '$DIR/ctx', '--registry-dir', '$DIR/file/sub'],
    files: { 'ctx/': '', file: 'x' },
    expected: 'registry folder $DIR/file/sub: a part of the path is a file, not a folder',
  },
  // Wrong acceptances.
  {
    class: 'wrong acceptance',
    name: 'exec --hosts with a host name (as run refuses it)',
    status: 2,
    args: ['exec', '--hosts', 'localhost', '-i', '$DIR/id', 'true'],
    files: { id: PRIVATE_KEY },
    expected: '--hosts: "localhost" is not an IPv4/IPv6 address with optional port',
  },
  {
    class: 'wrong acceptance',
    name: 'exec --hosts with a multicast range',
    status: 2,
    args: ['exec', '--hosts', '224.0.0.1-224.0.0.3', '-i', '$DIR/id', 'true'],
    files: { id: PRIVATE_KEY },
    expected: '--hosts: "224.0.0.1-224.0.0.3": "224.0.0.1" is not a host: 224.0.0.1 is a multicast address',
  },
  {
    class: 'wrong acceptance',
    name: 'scp --hosts past the cap',
    status: 2,
    args: ['scp', '--hosts', '10.0.0.0/22,10.0.4.0/30', '-i', '$DIR/id', '$DIR/id', '/tmp/id'],
    files: { id: PRIVATE_KEY },
    expected: '--hosts: the list has more than 1024 addresses in all',
  },
  ...(
    [
      ['a public key', PUBLIC_KEY, 'it is a public key (ssh-ed25519), not a private key'],
      ['garbage', 'not a key\n', 'not a private key ssh can read'],
      ['an empty file', '', 'it is empty, not a private key'],
    ] as const
  ).map(
    ([what, text, expected]): CorpusCliCase => ({
      class: 'wrong acceptance',
      name: `dry run with ${what} as --pk`,
      status: 2,
      args: dryRun('--pk', '$DIR/key'),
      files: { key: text },
      expected: `--pk: cannot use the private key $DIR/key: ${expected}`,
    }),
  ),
  {
    class: 'wrong acceptance',
    name: 'dry run with /dev/null as --pk',
    status: 2,
    args: dryRun('--pk', '/dev/null'),
    expected: '--pk: cannot read the private key /dev/null: it is a device, not a regular file',
  },
  {
    class: 'wrong acceptance',
    name: 'Clusterfile spec.ssh.pk a public key, dry run',
    status: 2,
    args: ['apply', '-f', '$DIR/Clusterfile', '--dry-run', '--state-dir', '$DIR/state'],
    files: { Clusterfile: CLUSTERFILE('  ssh:\n    pk: $DIR/key.pub\n'), 'key.pub': PUBLIC_KEY },
    expected: 'spec.ssh.pk: cannot use the private key $DIR/key.pub: it is a public key',
  },
  {
    class: 'wrong acceptance',
    name: 'reset with a public key as --pk',
    status: 2,
    args: ['reset', '--masters', '10.0.0.1', '--pk', '$DIR/key.pub', '--state-dir', '$DIR/state'],
    files: { 'key.pub': PUBLIC_KEY },
    expected: '--pk: cannot use the private key $DIR/key.pub: it is a public key',
  },
  ...(
    [
      ['0.0.0.0', 'the unspecified address'],
      ['255.255.255.255', 'the broadcast address'],
      ['224.0.0.1', 'a multicast address (224.0.0.0/4)'],
      ['[::]:22', 'the unspecified address'],
      ['ff02::1', 'a multicast address (ff00::/8)'],
    ] as const
  ).map(
    ([address, words]): CorpusCliCase => ({
      class: 'wrong acceptance',
      name: `master ${address}`,
      status: 2,
      args: dryRunOf(address),
      expected: `is not a host: ${address.replace(/^\[|\]:22$/g, '')} is ${words}`,
    }),
  ),
  {
    class: 'wrong acceptance',
    name: 'a CIDR block holding 0.0.0.0',
    status: 2,
    args: dryRunOf('0.0.0.0/30'),
    expected: 'masters: "0.0.0.0/30": "0.0.0.0" is not a host',
  },
  {
    class: 'wrong acceptance',
    name: 'Clusterfile host 224.0.0.1',
    args: ['validate', '-f', '$DIR/Clusterfile'],
    files: { Clusterfile: CLUSTERFILE('', '[224.0.0.1]') },
    expected: 'spec.hosts[0].ips[0]: "224.0.0.1" is not a host',
  },
  ...(
    [
      [
        'etcd data folder /',
        'etcd:\n  local:\n    dataDir: /',
        'etcd.local.dataDir: "/" is not a plain absolute path',
      ],
      ['etcd data folder /etc', 'etcd:\n  local:\n    dataDir: /etc', 'is too close to / to be removed'],
      [
        'etcd data folder with ..',
        'etcd:\n  local:\n    dataDir: /var/lib/../..',
        '"/var/lib/../.." is not a plain absolute path',
      ],
      ['networking: 5', 'networking: 5', 'networking: 5 is not a mapping'],
      ['networking a list', 'networking: [a]', 'networking: ["a"] is not a mapping'],
      [
        'controlPlaneEndpoint with a command',
        'controlPlaneEndpoint: "$(reboot):6443"',
        'controlPlaneEndpoint: "$(reboot):6443" is not host or host:port',
      ],
      [
        'controlPlaneEndpoint port 99999',
        'controlPlaneEndpoint: apiserver.cluster.local:99999',
        'is not host or host:port',
      ],
      ['dnsDomain with a space', 'networking:\n  dnsDomain: "a b"', 'is not a DNS domain'],
    ] as const
  ).flatMap(([what, body, expected]): CorpusCliCase[] =>
    (['validate', 'plan', 'apply'] as const).map((verb) => ({
      class: 'wrong acceptance',
      name: `kubeadm ${what} (${verb})`,
      // An invalid Clusterfile is validate's and plan's verdict (1); apply cannot start with it, a usage error (2).
      status: verb === 'apply' ? 2 : 1,
      args:
        verb === 'validate'
          ? ['validate', '-f', '$DIR/Clusterfile']
          : verb === 'plan'
            ? ['plan', '-f', '$DIR/Clusterfile', '--state-dir', '$DIR/state']
            : ['apply', '-f', '$DIR/Clusterfile', '--dry-run', '--state-dir', '$DIR/state'],
      files: { Clusterfile: `${CLUSTERFILE()}${KUBEADM(body)}` },
      expected,
    })),
  ),
  {
    class: 'wrong acceptance',
    name: 'docker config auth not base64',
    args: dryRun('--registry-config', '$DIR/config.json'),
    files: { 'config.json': '{"auths":{"x.io":{"auth":"not base64!"}}}' },
    expected: 'field auths.x.io.auth: is not base64 of user:password',
  },
  {
    class: 'wrong acceptance',
    name: 'template back-reference (RE2 refuses it)',
    args: ['render', '$DIR/t.tmpl'],
    files: { 't.tmpl': '{{ mustRegexMatch "(a)\\\\1" "aa" }}' },
    expected: 'error parsing regexp: invalid escape sequence: `\\1`',
  },
  {
    class: 'wrong acceptance',
    name: 'template look-ahead (RE2 refuses it)',
    args: ['render', '$DIR/t.tmpl'],
    files: { 't.tmpl': '{{ regexFind "a(?=b)" "ab" }}' },
    expected: 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
  },
  {
    class: 'wrong acceptance',
    name: 'template back-reference in regexMatch is false, as sprig drops the error',
    args: ['render', '$DIR/t.tmpl'],
    files: { 't.tmpl': '{{ regexMatch "(a)\\\\1" "aa" }}' },
    status: 0,
    expected: 'false',
  },
  // Unclear.
  {
    class: 'unclear',
    name: 'repeated --masters',
    status: 2,
    args: run('--masters', '10.0.0.1', '--masters', '10.0.0.2', '--dry-run', '--state-dir', '$DIR/state'),
    expected: '--masters was given 2 times: it takes one value, give it once',
  },
  {
    class: 'unclear',
    name: 'repeated validate -f',
    status: 2,
    args: ['validate', '-f', '$DIR/a', '-f', '$DIR/b'],
    expected: '--file was given 2 times',
  },
  {
    class: 'unclear',
    name: "--state-dir ''",
    status: 2,
    args: run('--masters', '10.0.0.1', '--dry-run', '--state-dir', ''),
    expected: '--state-dir: the path is empty',
  },
  {
    class: 'unclear',
    name: 'removing master0',
    args: ['delete', '-c', 'lab', '--masters', '10.0.0.1', '--force', '--state-dir', '$DIR/state'],
    files: { 'state/lab/Clusterfile': SAVED },
    expected: 'master0 10.0.0.1:22 of cluster "lab" cannot be removed or made a node',
  },
  {
    class: 'unclear',
    name: 'REGISTRY_PASSWORD in the environment of a local build',
    args: ['build', '-f', '$DIR/Kubefile', '--context', '$DIR', '--no-save-images'],
    files: { Kubefile: 'FROM scratch\nLABEL a=b\n' },
    env: { REGISTRY_PASSWORD: 'left-over' },
    status: 0,
    expected: 'Build $DIR/Kubefile',
  },
  {
    class: 'unclear',
    name: '--password without --username names both',
    status: 2,
    args: ['build', '-f', '$DIR/Kubefile', '--context', '$DIR', '--no-save-images', '--password', 'x'],
    files: { Kubefile: 'FROM scratch\n' },
    expected: 'a registry login needs both username and password: only the password was given',
  },
];

/** A case through the run action's inputs (INPUT_* over action.yml's defaults), then the run itself. */
export interface CorpusActionCase {
  class: BadInputClass;
  name: string;
  env: Record<string, string>;
  files?: Record<string, string>;
  expected: string;
}

/** Inputs every run-action case shares: a dry run of one master, the state in the case's own folder. */
const ACTION_DRY = {
  INPUT_IMAGES: 'labring/kubernetes:v1.29.9',
  INPUT_MASTERS: '10.0.0.1',
  'INPUT_DRY-RUN': 'true',
  INPUT_STATE: 'local',
  'INPUT_STATE-DIR': '$DIR/state',
};

export const CORPUS_ACTION_CASES: CorpusActionCase[] = [
  {
    class: 'hang',
    name: 'registry-password without registry-username (the deadline timer outlived the refusal)',
    env: { ...ACTION_DRY, 'INPUT_REGISTRY-PASSWORD': 'secret' },
    expected: 'registry-username: needed with registry-password',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key-path missing',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY-PATH': '$DIR/none' },
    expected: 'spec.ssh.pk: cannot read the private key $DIR/none: no such file or folder',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key-path a folder',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY-PATH': '$DIR' },
    expected: 'spec.ssh.pk: cannot read the private key $DIR: it is a folder, not a file',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key a public key',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY': PUBLIC_KEY },
    expected: 'input private-key: cannot use the private key: it is a public key',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key not a key, next to a password',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY': 'hello, not a key', INPUT_PASSWORD: 'pw' },
    expected: 'input private-key: cannot use the private key: not a private key ssh can read',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key a public key, next to a password',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY': PUBLIC_KEY, INPUT_PASSWORD: 'pw' },
    expected: 'input private-key: cannot use the private key: it is a public key',
  },
  {
    class: 'wrong acceptance',
    name: 'private-key an encrypted key without its passphrase, next to a password',
    env: { ...ACTION_DRY, 'INPUT_PRIVATE-KEY': ENCRYPTED_KEY, INPUT_PASSWORD: 'pw' },
    expected:
      'input private-key: cannot use the private key: the key is encrypted and no passphrase was given',
  },
  {
    class: 'wrong acceptance',
    name: 'masters a multicast address',
    env: { ...ACTION_DRY, INPUT_MASTERS: '224.0.0.1' },
    expected: '"224.0.0.1" is not a host',
  },
  {
    class: 'raw error',
    name: 'config-files path with a 300-character name',
    env: { ...ACTION_DRY, 'INPUT_CONFIG-FILES': `$DIR/${'a'.repeat(300)}` },
    expected: 'a name in the path is 300 bytes long, more than 255',
  },
];
