import type { CliCase } from './harness.js';

/** Arguments every dry run shares: a master, and state kept in the case's own folder. */
const DRY = ['--masters', '10.0.0.1', '--dry-run', '--state-dir', '$DIR/state'];
const run = (...args: string[]): string[] => ['run', 'labring/kubernetes:v1.29.9', ...args];
const dryRun = (...args: string[]): string[] => run(...DRY, ...args);

const GOOD_CLUSTERFILE = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
  image: [labring/kubernetes:v1.29.9]
`;

/** Internal errors: before these fixes each one crashed, hung or misfired. */
const internal: CliCase[] = [
  {
    name: 'port above 65535',
    args: dryRun('--port', '70000'),
    expected: "option '--port <port>' argument '70000' is invalid. give a whole number from 1 to 65535",
  },
  {
    name: 'negative port',
    args: dryRun('--port', '-1'),
    expected: "option '--port <port>' argument '-1' is invalid",
  },
  { name: 'port 0', args: dryRun('--port', '0'), expected: "option '--port <port>' argument '0' is invalid" },
  { name: 'port 99999', args: dryRun('--port', '99999'), expected: "argument '99999' is invalid" },
  {
    name: 'port not a number',
    args: dryRun('--port', 'ssh'),
    expected: "option '--port <port>' argument 'ssh' is invalid",
  },
  { name: 'port with a fraction', args: dryRun('--port', '22.5'), expected: "argument '22.5' is invalid" },
  { name: 'port in hex', args: dryRun('--port', '0x16'), expected: "argument '0x16' is invalid" },
  {
    name: 'reset port 0',
    args: ['reset', '--port', '0'],
    expected: "option '--port <port>' argument '0' is invalid",
  },
  {
    name: 'exec port 70000',
    args: ['exec', '--hosts', '10.0.0.1', '--port', '70000', 'true'],
    expected: "option '--port <port>' argument '70000' is invalid",
  },
  {
    name: 'timeout beyond a Node timer',
    args: dryRun('--timeout', '40000'),
    expected:
      "option '--timeout <minutes>' argument '40000' is invalid. give a number of minutes above 0 up to 35791",
  },
  {
    name: 'timeout of a year',
    args: dryRun('--timeout', '525600'),
    expected: "argument '525600' is invalid",
  },
  {
    name: 'timeout 0',
    args: dryRun('--timeout', '0'),
    expected: "option '--timeout <minutes>' argument '0' is invalid",
  },
  { name: 'timeout negative', args: dryRun('--timeout', '-5'), expected: "argument '-5' is invalid" },
  {
    name: 'timeout not a number',
    args: dryRun('--timeout', 'ten'),
    expected: "option '--timeout <minutes>' argument 'ten' is invalid",
  },
  {
    name: 'timeout with trailing junk',
    args: dryRun('--timeout', '5m'),
    expected: "argument '5m' is invalid",
  },
  {
    name: 'lock timeout negative',
    args: ['reset', '--lock-timeout', '-3'],
    expected: "option '--lock-timeout <minutes>' argument '-3' is invalid",
  },
  {
    name: 'lock timeout beyond a Node timer',
    args: ['reset', '--lock-timeout', '99999999'],
    expected: "argument '99999999' is invalid",
  },
  {
    name: 'compression level 12',
    args: ['build', '--compression-level', '12'],
    expected: "option '--compression-level <n>' argument '12' is invalid. give a whole number from 0 to 9",
  },
  {
    name: 'compression level word',
    args: ['build', '--compression-level', 'best'],
    expected: "option '--compression-level <n>' argument 'best' is invalid",
  },
  {
    name: 'Clusterfile path is a folder',
    args: ['validate', '-f', '$DIR/dir'],
    files: { 'dir/': '' },
    expected: 'cannot read the Clusterfile $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'Clusterfile path through a file',
    args: ['validate', '-f', '$DIR/file/Clusterfile'],
    files: { file: 'x' },
    expected: 'a part of the path is a file, not a folder',
  },
  {
    name: 'Clusterfile name too long',
    args: ['validate', '-f', `$DIR/${'a'.repeat(300)}`],
    expected: '--file: a name in the path is 300 bytes long, more than 255',
  },
  {
    name: 'Clusterfile that never ends',
    args: ['validate', '-f', '/dev/zero'],
    expected: 'cannot read the Clusterfile /dev/zero: it is a device, not a regular file',
  },
  {
    name: 'template that never ends',
    status: 2,
    args: ['render', '/dev/zero'],
    expected: '/dev/zero: it is a device, not a regular file',
  },
  {
    name: 'Kubefile that never ends',
    args: ['build', '-f', '/dev/zero', '--context', '$DIR', '--no-save-images'],
    expected: 'Kubefile /dev/zero cannot be read: it is a device, not a regular file',
  },
  {
    name: 'Clusterfile missing',
    args: ['validate', '-f', '$DIR/absent.yaml'],
    expected: 'cannot read the Clusterfile $DIR/absent.yaml: no such file or folder',
  },
  {
    name: 'plan of a folder',
    args: ['plan', '-f', '$DIR/dir'],
    files: { 'dir/': '' },
    expected: 'it is a folder, not a file',
  },
  {
    name: 'apply of a missing file',
    args: ['apply', '-f', '$DIR/none', '--dry-run', '--state-dir', '$DIR/state'],
    expected: 'no such file or folder',
  },
  {
    name: 'state dir is a file',
    status: 1,
    args: run('--masters', '10.0.0.1', '--dry-run', '--state-dir', '$DIR/file'),
    files: { file: 'x' },
    expected: 'a part of the path is a file, not a folder',
  },
  {
    name: 'config file is a folder',
    args: dryRun('--config-file', '$DIR/dir'),
    files: { 'dir/': '' },
    expected: 'cannot read the config file $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'config file missing',
    args: dryRun('--config-file', '$DIR/none.yaml'),
    expected: 'cannot read the config file $DIR/none.yaml: no such file or folder',
  },
  {
    name: 'known hosts is a folder',
    status: 1,
    args: dryRun('--host-key-policy', 'strict', '--known-hosts', '$DIR/dir'),
    files: { 'dir/': '' },
    expected: 'cannot read known hosts $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'known hosts missing under strict',
    status: 1,
    args: dryRun('--host-key-policy', 'strict', '--known-hosts', '$DIR/none'),
    expected: 'cannot read known hosts $DIR/none: no such file or folder',
  },
  {
    name: 'kubeconfig is a folder',
    args: dryRun('--kubeconfig', '$DIR/dir'),
    files: { 'dir/': '' },
    expected: '--kubeconfig $DIR/dir: it is a folder; give the path of a file',
  },
  {
    name: 'render of a missing file',
    args: ['render', '$DIR/none.tmpl'],
    expected: '$DIR/none.tmpl: no such file or folder',
  },
  {
    name: 'render through a file',
    args: ['render', '$DIR/file/t.tmpl'],
    files: { file: 'x' },
    expected: '$DIR/file/t.tmpl: a part of the path is a file, not a folder',
  },
  {
    name: 'render a folder without templates',
    args: ['render', '$DIR/dir/'],
    files: { 'dir/': '' },
    status: 0,
    expected: 'rendered 0 template(s) in $DIR/dir/',
  },
  {
    name: 'render env JSON is a folder',
    args: ['render', '--env-json', '$DIR/dir', '$DIR/t.tmpl'],
    files: { 'dir/': '', 't.tmpl': 'x' },
    expected: 'not a readable JSON file: it is a folder, not a file',
  },
  {
    name: 'render --env-file (taken by Node) is gone',
    args: ['render', '--env-file', '$DIR/env.json', '$DIR/t.tmpl'],
    expected: "unknown option '--env-file'",
  },
  {
    name: 'build Kubefile is a folder',
    args: ['build', '-f', '$DIR/dir', '--no-save-images'],
    files: { 'dir/': '' },
    expected: 'Kubefile $DIR/dir cannot be read: it is a folder, not a file',
  },
  {
    name: 'build context missing',
    status: 1,
    args: ['build', '-f', '$DIR/Kubefile', '--context', '$DIR/none', '--no-save-images'],
    files: { Kubefile: 'FROM scratch\n' },
    expected: 'build context $DIR/none cannot be read: no such file or folder',
  },
  {
    name: 'registry save of a missing context',
    status: 1,
    args: ['registry', 'save', '$DIR/none'],
    expected: 'build context $DIR/none cannot be read: no such file or folder',
  },
  { name: 'an unknown command', args: ['deploy'], expected: "unknown command 'deploy'" },
  { name: 'an unknown option', args: ['run', '--bogus'], expected: "unknown option '--bogus'" },
  {
    name: 'a flag without its value',
    args: ['run', '--masters'],
    expected: "option '--masters <list>' argument missing",
  },
  {
    name: 'validate without -f',
    args: ['validate'],
    expected: "required option '-f, --file <path>' not specified",
  },
  {
    name: 'host key policy not one of the three',
    args: dryRun('--host-key-policy', 'tofu'),
    expected: "argument 'tofu' is invalid. Allowed choices are strict, accept-new, insecure",
  },
];

/** Accepted though wrong: each is now refused before anything is planned. */
const accepted: CliCase[] = [
  {
    name: 'OCI layout onto a file',
    args: [
      'build',
      '-f',
      '$DIR/ctx/Kubefile',
      '--no-save-images',
      '-t',
      'r.io/x:1',
      '--oci-layout',
      '$DIR/file',
    ],
    files: { 'ctx/Kubefile': 'FROM scratch\nCOPY . .\n', file: 'x' },
    expected: '--oci-layout $DIR/file: it is a file; give a folder',
  },
  {
    name: 'OCI archive onto a folder',
    args: [
      'build',
      '-f',
      '$DIR/ctx/Kubefile',
      '--no-save-images',
      '-t',
      'r.io/x:1',
      '--oci-archive',
      '$DIR/dir',
    ],
    files: { 'ctx/Kubefile': 'FROM scratch\nCOPY . .\n', 'dir/': '' },
    expected: '--oci-archive $DIR/dir: it is a folder; give the path of a file',
  },
  {
    name: 'OCI layout under a file',
    status: 1,
    args: [
      'build',
      '-f',
      '$DIR/ctx/Kubefile',
      '--no-save-images',
      '-t',
      'r.io/x:1',
      '--oci-layout',
      '$DIR/file/sub',
    ],
    files: { 'ctx/Kubefile': 'FROM scratch\nCOPY . .\n', file: 'x' },
    expected: '$DIR/file/sub: a part of the path is a file, not a folder',
  },
  {
    name: 'build tag with upper case',
    args: ['build', '-f', '$DIR/ctx/Kubefile', '--no-save-images', '-t', 'R.io/X:1'],
    files: { 'ctx/Kubefile': 'FROM scratch\n' },
    expected: 'image reference "R.io/X:1": repository "X" must be lowercase',
  },
  {
    name: 'cluster name escaping the state folder',
    args: dryRun('-c', '../../escape'),
    expected: "option '-c, --cluster <name>' argument '../../escape' is invalid. use lower-case letters",
  },
  {
    name: 'cluster name with a slash',
    args: dryRun('-c', 'a/b'),
    expected: "option '-c, --cluster <name>' argument 'a/b' is invalid. use lower-case letters",
  },
  {
    name: 'cluster name with upper case',
    args: dryRun('-c', 'Prod'),
    expected: "option '-c, --cluster <name>' argument 'Prod' is invalid. use lower-case letters",
  },
  {
    name: 'cluster name with an underscore',
    args: dryRun('-c', 'my_cluster'),
    expected: "option '-c, --cluster <name>' argument 'my_cluster' is invalid. use lower-case letters",
  },
  {
    name: 'cluster name starting with a dot',
    args: dryRun('-c', '.hidden'),
    expected: "option '-c, --cluster <name>' argument '.hidden' is invalid. use lower-case letters",
  },
  {
    name: 'cluster name too long',
    args: dryRun('-c', 'a'.repeat(254)),
    expected: 'is invalid. use lower-case letters',
  },
  {
    name: 'cluster name empty',
    args: dryRun('-c', ''),
    expected: "option '-c, --cluster <name>' argument '' is invalid",
  },
  {
    name: 'apply with a cluster name that is not one',
    args: ['apply', '-f', '$DIR/Clusterfile', '-c', 'A_B', '--dry-run'],
    expected: "option '-c, --cluster <name>' argument 'A_B' is invalid",
  },
  {
    name: 'reset of an empty cluster name',
    args: ['reset', '-c', ''],
    expected: "option '-c, --cluster <name>' argument '' is invalid",
  },
  {
    name: 'reset of an escaping cluster name',
    args: ['reset', '-c', '../etc', '--state-dir', '$DIR/state'],
    expected: "option '-c, --cluster <name>' argument '../etc' is invalid. use lower-case letters",
  },
  {
    name: 'exec on an escaping cluster name',
    args: ['exec', '-c', '../x', '--state-dir', '$DIR/state', 'true'],
    expected: "option '-c, --cluster <name>' argument '../x' is invalid. use lower-case letters",
  },
  {
    name: 'add to an escaping cluster name',
    args: ['add', '-c', '../../x', '--nodes', '10.0.0.2', '--state-dir', '$DIR/state'],
    expected: "option '-c, --cluster <name>' argument '../../x' is invalid. use lower-case letters",
  },
  {
    name: 'concurrency 0',
    args: dryRun('--concurrency', '0'),
    expected: "option '--concurrency <n>' argument '0' is invalid. give a whole number from 1 to 1024",
  },
  {
    name: 'concurrency -1',
    args: dryRun('--concurrency', '-1'),
    expected: "option '--concurrency <n>' argument '-1' is invalid",
  },
  {
    name: 'concurrency 1e9',
    args: dryRun('--concurrency', '1e9'),
    expected: "option '--concurrency <n>' argument '1e9' is invalid",
  },
  {
    name: 'concurrency 100000',
    args: dryRun('--concurrency', '100000'),
    expected: "argument '100000' is invalid",
  },
  {
    name: 'reset concurrency 0',
    args: ['reset', '--concurrency', '0'],
    expected: "option '--concurrency <n>' argument '0' is invalid",
  },
  {
    name: 'empty --masters',
    args: run('--masters', '', '--dry-run', '--state-dir', '$DIR/state'),
    expected: '--masters: the host list is empty',
  },
  {
    name: '--masters of commas only',
    args: run('--masters', ' , ', '--dry-run', '--state-dir', '$DIR/state'),
    expected: '--masters: the host list is empty',
  },
  { name: 'empty --nodes', args: dryRun('--nodes', ''), expected: '--nodes: the host list is empty' },
  {
    name: 'add with empty --nodes',
    args: ['add', '--nodes', '', '--state-dir', '$DIR/state'],
    expected: '--nodes: the host list is empty',
  },
  {
    name: 'reset with empty --masters',
    args: ['reset', '--masters', '', '--state-dir', '$DIR/state'],
    expected: '--masters: the host list is empty',
  },
  {
    name: 'exec with empty --hosts',
    args: ['exec', '--hosts', '', 'true'],
    expected: '--hosts: the host list is empty',
  },
  {
    name: 'master port 0',
    args: run('--masters', '10.0.0.1:0', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "10.0.0.1:0" is not an IPv4/IPv6 address with optional port',
  },
  {
    name: 'master port 99999',
    args: run('--masters', '10.0.0.1:99999', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "10.0.0.1:99999" is not an IPv4/IPv6 address',
  },
  {
    name: 'master a host name',
    args: run('--masters', 'master-1', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "master-1" is neither an IPv4/IPv6 address nor an IPv4 range',
  },
  {
    name: 'master out of range octet',
    args: run('--masters', '10.0.0.256', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "10.0.0.256" is not an IPv4/IPv6 address',
  },
  {
    name: 'a range backwards',
    args: run('--masters', '10.0.0.9-10.0.0.1', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'start 10.0.0.9 is after end 10.0.0.1',
  },
  {
    name: 'a CIDR far too large',
    args: run('--masters', '10.0.0.0/8', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "10.0.0.0/8" has 16777216 addresses, more than 1024',
  },
  {
    name: 'a CIDR with a bad prefix',
    args: run('--masters', '10.0.0.0/33', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'masters: "10.0.0.0/33" is not an IPv4 CIDR block',
  },
  {
    name: 'one host as master and node',
    args: dryRun('--nodes', '10.0.0.1'),
    expected: 'hosts given as both masters and nodes: 10.0.0.1:22',
  },
  {
    name: 'single with masters',
    args: run('--single', '--masters', '10.0.0.1', '--dry-run', '--state-dir', '$DIR/state'),
    expected: 'single mode runs on this machine: give no masters and no nodes',
  },
  {
    name: 'env entry without =',
    args: dryRun('-e', 'JUSTAWORD'),
    expected: '--env: "JUSTAWORD" is not KEY=VALUE',
  },
  {
    name: 'env entry with an empty key',
    args: dryRun('-e', '=value'),
    expected: '--env: "=value" is not KEY=VALUE',
  },
  {
    name: 'image with upper case',
    args: ['run', 'Labring/Kubernetes:v1', ...DRY],
    expected:
      'images: image reference "Labring/Kubernetes:v1": repository "Labring/Kubernetes" must be lowercase',
  },
  {
    name: 'image with two colons',
    args: ['run', 'docker.io/:bad::ref', ...DRY],
    expected: 'images: image reference "docker.io/:bad::ref"',
  },
  {
    name: 'image with a bad tag',
    args: ['run', 'labring/kubernetes:v1.29.9!', ...DRY],
    expected: 'image reference "labring/kubernetes:v1.29.9!": "v1.29.9!" is not a valid tag',
  },
  {
    name: 'image with a short digest',
    args: ['run', 'labring/kubernetes@sha256:abc', ...DRY],
    expected: '"sha256:abc" is not a digest',
  },
  { name: 'image empty', args: ['run', ' ', ...DRY], expected: 'image reference " ": empty' },
  {
    name: 'second image broken',
    args: ['run', 'labring/kubernetes:v1.29.9', 'labring/helm:', ...DRY],
    expected: 'image reference "labring/helm:"',
  },
  {
    name: 'registry config missing',
    status: 1,
    args: dryRun('--registry-config', '$DIR/none.json'),
    expected: 'cannot read docker config $DIR/none.json: no such file or folder',
  },
  {
    name: 'registry config not JSON',
    status: 1,
    args: dryRun('--registry-config', '$DIR/config.json'),
    files: { 'config.json': '{"auths": ' },
    expected: 'docker config $DIR/config.json is not valid JSON',
  },
  {
    name: 'registry config of the wrong shape',
    status: 1,
    args: dryRun('--registry-config', '$DIR/config.json'),
    files: { 'config.json': '{"auths": {"x.io": {"auth": 42}}}' },
    expected: 'docker config $DIR/config.json: field auths.x.io.auth',
  },
  {
    name: 'registry config a folder',
    status: 1,
    args: dryRun('--registry-config', '$DIR/dir'),
    files: { 'dir/': '' },
    expected: 'cannot read docker config $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'build registry config missing',
    status: 1,
    args: ['build', '-f', '$DIR/Kubefile', '--registry-config', '$DIR/none.json', '--no-save-images'],
    files: { Kubefile: 'FROM scratch\n' },
    expected: 'cannot read docker config $DIR/none.json: no such file or folder',
  },
  {
    name: 'build platform unknown architecture',
    args: ['build', '--platform', 'linux/amd46'],
    expected: 'platform "linux/amd46": unknown architecture "amd46"',
  },
  {
    name: 'build platform unknown os',
    args: ['build', '--platform', 'linuks/amd64'],
    expected: 'platform "linuks/amd64": unknown os "linuks"',
  },
  {
    name: 'build platform without architecture',
    args: ['build', '--platform', 'linux'],
    expected: 'platform "linux": expected os/architecture[/variant]',
  },
  {
    name: 'build platform bad variant',
    args: ['build', '--platform', 'linux/arm64/eight'],
    expected: 'variant "eight" is not v5, v6, v7, v8',
  },
  {
    name: 'registry save platform unknown',
    args: ['registry', 'save', '--platform', 'linux/x86', '$DIR'],
    expected: 'platform "linux/x86": unknown architecture "x86"',
  },
  {
    name: 'index build given a context',
    args: ['build', '--index', 'r.io/x:1', '--context', '$DIR', '--from', `r.io/x@sha256:${'a'.repeat(64)}`],
    expected:
      'index mode (--index) joins pushed images; it takes no Kubefile, build contexts or build outputs, but was given --context/contexts',
  },
  {
    name: 'index build given tags and a Kubefile',
    args: ['build', '--index', 'r.io/x:1', '-f', '$DIR/Kubefile', '-t', 'r.io/x:2'],
    expected: 'but was given -f/kubefile, -t/tags',
  },
  {
    name: 'index build given build args',
    args: ['build', '--index', 'r.io/x:1', '--build-arg', 'A=1'],
    expected: 'but was given --build-arg/build-args',
  },
  {
    name: '--from without --index',
    args: ['build', '-f', '$DIR/Kubefile', '--from', `r.io/x@sha256:${'a'.repeat(64)}`, '--no-save-images'],
    files: { Kubefile: 'FROM scratch\n' },
    expected: '--from names the images of an index: use it with --index',
  },
  {
    name: 'build arg without =',
    args: ['build', '-f', '$DIR/Kubefile', '--build-arg', 'NOVALUE', '--no-save-images'],
    files: { Kubefile: 'FROM scratch\n' },
    expected: 'build arg "NOVALUE": expected KEY=VALUE',
  },
  {
    name: 'render --env without =',
    args: ['render', '--env', 'JUSTAWORD', '$DIR/t.tmpl'],
    files: { 't.tmpl': 'x' },
    expected: '--env "JUSTAWORD": expected K=V',
  },
  {
    name: 'render env JSON of numbers',
    args: ['render', '--env-json', '$DIR/env.json', '$DIR/t.tmpl'],
    files: { 'env.json': '{"a": 1}', 't.tmpl': 'x' },
    expected: 'must be a JSON object of string values',
  },
  {
    name: 'render env JSON broken',
    args: ['render', '--env-json', '$DIR/env.json', '$DIR/t.tmpl'],
    files: { 'env.json': '{', 't.tmpl': 'x' },
    expected: '$DIR/env.json: not a readable JSON file',
  },
  {
    name: 'strict without known hosts',
    args: dryRun('--host-key-policy', 'strict'),
    expected: '--host-key-policy strict needs --known-hosts FILE',
  },
  {
    name: 'exec with --hosts and --cluster',
    args: ['exec', '--hosts', '10.0.0.1', '-c', 'lab', 'true'],
    expected: 'give either --hosts or --cluster, not both',
  },
  {
    name: 'exec with no hosts',
    args: ['exec', 'true'],
    expected: 'no saved cluster "default": give the hosts with --hosts a,b, or the cluster with -c NAME',
  },
  {
    name: 'scp to a bad host port',
    args: ['scp', '--hosts', '10.0.0.1:99999', '$DIR/a', '/tmp/a'],
    files: { a: 'x' },
    expected:
      '--hosts: "10.0.0.1:99999" is not an IPv4/IPv6 address with optional port (port 99999 is not from 1 to 65535)',
  },
  {
    name: 'apply with the wrong cluster name',
    args: ['apply', '-f', '$DIR/Clusterfile', '-c', 'other', '--dry-run', '--state-dir', '$DIR/state'],
    files: { Clusterfile: GOOD_CLUSTERFILE },
    expected: 'cluster: "other" but the Clusterfile $DIR/Clusterfile is cluster "lab"',
  },
  {
    name: 'private key missing',
    args: dryRun('--pk', '$DIR/id_none'),
    expected: '--pk: cannot read the private key $DIR/id_none: no such file or folder',
  },
  {
    name: 'private key a folder',
    args: ['reset', '--pk', '$DIR/dir', '--state-dir', '$DIR/state'],
    files: { 'dir/': '' },
    expected: '--pk: cannot read the private key $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'exec private key missing',
    args: ['exec', '--hosts', '10.0.0.1', '--pk', '$DIR/id_none', 'true'],
    expected: '--pk: cannot read the private key $DIR/id_none: no such file or folder',
  },
  {
    name: 'index source not a reference',
    args: ['build', '--index', 'r.io/x:1', '--from', `r.io/x@sha256:${'a'.repeat(64)}`, '--from', 'R.io/X:1'],
    expected: 'image reference "R.io/X:1": repository "X" must be lowercase',
  },
  {
    name: 'forget-host-key not an address',
    args: dryRun('--forget-host-key', 'node-1'),
    expected: "option '--forget-host-key <host>' argument 'node-1' is invalid. give a host address",
  },
  {
    name: 'password file a folder',
    args: dryRun('--password-file', '$DIR/dir'),
    files: { 'dir/': '' },
    expected: '--password-file: cannot read $DIR/dir: it is a folder, not a file',
  },
  {
    name: 'password file that never ends',
    args: dryRun('--password-file', '/dev/zero'),
    expected: '--password-file: cannot read /dev/zero: it is a device, not a regular file',
  },
  {
    name: 'relay mode unknown',
    args: dryRun('--relay', 'sometimes'),
    expected:
      "option '--relay <mode>' argument 'sometimes' is invalid. Allowed choices are auto, always, never",
  },
];

/** Misleading before: these now say what is true. */
const misleading: CliCase[] = [
  {
    name: 'add without saved state',
    args: ['add', '-c', 'nosuch', '--nodes', '10.0.0.2', '--state-dir', '$DIR/state'],
    expected:
      /^No saved state in \$DIR\/state\/nosuch\nerror: \[state\] no saved cluster "nosuch" in \$DIR\/state\/nosuch: create it first/,
  },
  {
    name: 'delete without saved state',
    args: ['delete', '-c', 'nosuch', '--nodes', '10.0.0.2', '--state-dir', '$DIR/state'],
    expected: 'no saved cluster "nosuch" in $DIR/state/nosuch: create it first (run or apply)',
  },
  // A cluster with nothing saved is already reset: status 0 (a cleanup step may run it twice), but it says so.
  {
    name: 'reset without saved state',
    args: ['reset', '-c', 'nosuch', '--state-dir', '$DIR/state'],
    status: 0,
    expected:
      'no saved cluster named "nosuch" (state looked for in $DIR/state/nosuch): nothing to reset; give its Clusterfile to reset its hosts',
  },
  {
    name: 'scp of a missing file',
    status: 1,
    args: ['scp', '--hosts', '10.0.0.1', '$DIR/none', '/tmp/a'],
    expected: 'cannot read $DIR/none: no such file or folder',
  },
  {
    name: 'exec on a cluster without saved state',
    args: ['exec', '-c', 'nosuch', '--state-dir', '$DIR/state', 'true'],
    expected: 'cannot read the Clusterfile $DIR/state/nosuch/Clusterfile: no such file or folder',
  },
];

export const CLI_CASES: CliCase[] = [...internal, ...accepted, ...misleading];
