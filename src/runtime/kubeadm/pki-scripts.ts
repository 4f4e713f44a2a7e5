import { shellQuote as q } from '../../hosts/shell.js';
import { KubeadmConfigError } from '../errors.js';
import { kubernetesPaths } from './paths.js';
import {
  type AuthorityCertificate,
  apiServerLeaf,
  type CertificateAuthority,
  certificateValidityDays,
  type LeafCertificate,
  type PkiHost,
} from './pki-certificates.js';

/**
 * Scripts that make and renew a master's certificates with openssl on the master itself, so no private key
 * ever leaves it (sealos makes them on its own machine and copies them; here the runner never sees one). What
 * they make is what sealos's cert package makes (lifecycle/pkg/cert/kube_certs.go): RSA 2048 keys, 100 years.
 */

/** The kubeconfig files whose client certificates kubeadm makes on a control plane (kubeadm `certs renew`'s list). */
export const controlPlaneKubeconfigs = [
  '/etc/kubernetes/admin.conf',
  '/etc/kubernetes/super-admin.conf',
  '/etc/kubernetes/controller-manager.conf',
  '/etc/kubernetes/scheduler.conf',
];

const preamble = [
  'set -eu',
  'command -v openssl >/dev/null 2>&1 || { echo "openssl is not installed on this master: install it (Debian/Ubuntu: apt-get install openssl; RHEL: dnf install openssl) and run again" >&2; exit 1; }',
  'umask 077',
  `pki=${kubernetesPaths.pki}`,
  `days=${certificateValidityDays}`,
  'mkdir -p "$pki/etcd"',
  'tmp=$(mktemp -d)',
  'trap \'rm -rf "$tmp"\' EXIT',
  'printf \'[req]\\ndistinguished_name=dn\\n[dn]\\n\' >"$tmp/req.cnf"',
  // fail NAME: what openssl said about NAME, then stop.
  'fail() { echo "cannot make $1:" >&2; cat "$tmp/err" >&2; exit 1; }',
  // sign SUBJECT CA EXTENSIONS OUT-KEY OUT-CRT: a new key and a certificate signed by the CA for $days days.
  'sign() {',
  '  printf "[ext]\\n%s\\n" "$3" >"$tmp/ext.cnf"',
  '  openssl req -new -newkey rsa:2048 -nodes -config "$tmp/req.cnf" -subj "$1" -keyout "$tmp/new.key" -out "$tmp/new.csr" 2>"$tmp/err" &&',
  '  openssl x509 -req -in "$tmp/new.csr" -CA "$pki/$2.crt" -CAkey "$pki/$2.key" -set_serial "0x$(openssl rand -hex 16)" -days "$days" -extfile "$tmp/ext.cnf" -extensions ext -out "$tmp/new.crt" 2>"$tmp/err" || return 1',
  '  cat "$tmp/new.key" >"$4" && cat "$tmp/new.crt" >"$5"',
  '}',
];

/**
 * Makes what is missing of the PKI: the authorities (kept when present: a joining master has the cluster's
 * from kubeadm's download-certs), the service-account key pair, and each leaf.
 */
export function makePkiScript(authorityList: AuthorityCertificate[], leaves: LeafCertificate[]): string {
  const lines = [...preamble];
  for (const authority of authorityList) {
    const crt = `"$pki/"${q(`${authority.name}.crt`)}`;
    const key = `"$pki/"${q(`${authority.name}.key`)}`;
    const extensions =
      'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,digitalSignature,keyEncipherment,keyCertSign\nsubjectKeyIdentifier=hash';
    lines.push(
      `if ! [ -s ${crt} ] || ! [ -s ${key} ]; then`,
      `  { cat "$tmp/req.cnf"; printf "[ext]\\n%s\\n" ${q(extensions)}; } >"$tmp/ca.cnf"`,
      `  openssl req -x509 -newkey rsa:2048 -nodes -config "$tmp/ca.cnf" -extensions ext -subj ${q(`/CN=${authority.commonName}`)} -days "$days" -keyout "$tmp/new.key" -out "$tmp/new.crt" 2>"$tmp/err" || fail ${q(authority.name)}`,
      `  cat "$tmp/new.key" >${key} && cat "$tmp/new.crt" >${crt}`,
      'fi',
    );
  }
  lines.push(
    'if ! [ -s "$pki/sa.key" ]; then',
    '  openssl genrsa -out "$tmp/sa.key" 2048 2>"$tmp/err" && openssl rsa -in "$tmp/sa.key" -pubout -out "$tmp/sa.pub" 2>"$tmp/err" || fail sa.key',
    '  cat "$tmp/sa.key" >"$pki/sa.key" && cat "$tmp/sa.pub" >"$pki/sa.pub"',
    'fi',
  );
  lines.push(...leaves.map(signLeafLine));
  return lines.join('\n');
}

/**
 * One master's apiserver certificate made again for 100 years with the names of the ClusterConfiguration
 * `cluster`, signed by the cluster CA already on the master (nothing else is made: a missing CA stops it).
 * Both a configuration rollout and `cert --alt-names` run it before kubeadm's `certs apiserver` phase, which
 * then keeps it (commands.ts `renewApiServerCertificate`).
 */
export function apiServerCertificateScript(cluster: Record<string, unknown>, host: PkiHost): string {
  return [
    ...preamble,
    '[ -s "$pki/ca.crt" ] && [ -s "$pki/ca.key" ] || { echo "$pki/ca.crt or ca.key is missing: the apiserver certificate is signed by the cluster CA on this master" >&2; exit 1; }',
    signLeafLine(apiServerLeaf(cluster, host)),
  ].join('\n');
}

/** Signs the leaf unless both its files are there (a caller that wants it made again moves them away first). */
function signLeafLine(leaf: LeafCertificate): string {
  const crt = `"$pki/"${q(`${leaf.name}.crt`)}`;
  const key = `"$pki/"${q(`${leaf.name}.key`)}`;
  return `[ -s ${crt} ] && [ -s ${key} ] || sign ${q(subject(leaf.commonName, leaf.organization))} ${q(leaf.authority)} ${q(leafExtensions(leaf))} ${key} ${crt} || fail ${q(leaf.name)}`;
}

/**
 * Gives each kubeconfig that embeds a client certificate a new key and a 100-year certificate with the same
 * subject (user and groups), signed by the cluster CA: kubeadm makes these for one year and keeps no other
 * record of them. A file that does not exist or names a certificate file (the kubelet's rotating one) is left.
 */
export function resignKubeconfigsScript(files: readonly string[]): string {
  return [
    ...preamble,
    'resign() {',
    '  [ -f "$1" ] && grep -q "^ *client-certificate-data:" "$1" || return 0',
    '  sed -n "s/^ *client-certificate-data: *//p" "$1" | head -n 1 | openssl base64 -d -A >"$tmp/old.crt"',
    '  subject=$(openssl x509 -in "$tmp/old.crt" -noout -subject -nameopt compat 2>"$tmp/err") || fail "$1"',
    '  subject=$(printf "%s" "$subject" | sed "s/^subject= *//")',
    `  sign "$subject" ca ${q(leafExtensions({ usages: ['clientAuth'], dnsNames: [], ips: [] }))} "$tmp/client.key" "$tmp/client.crt" || fail "$1"`,
    '  openssl base64 -A -in "$tmp/client.crt" >"$tmp/crt.b64" && openssl base64 -A -in "$tmp/client.key" >"$tmp/key.b64"',
    `  awk -v crt="$tmp/crt.b64" -v key="$tmp/key.b64" 'BEGIN { getline c <crt; getline k <key }`,
    '    /^ *client-certificate-data:/ { sub(/:.*/, ": " c) } /^ *client-key-data:/ { sub(/:.*/, ": " k) } { print }\' "$1" >"$tmp/kubeconfig"',
    '  cat "$tmp/kubeconfig" >"$1"',
    '}',
    ...files.map((file) => `resign ${q(file)}`),
  ].join('\n');
}

function subject(commonName: string, organization?: string): string {
  for (const part of [commonName, organization ?? ''])
    if (/[/=\\\n]/.test(part))
      throw new KubeadmConfigError(`"${part}" cannot be part of a certificate subject`, {
        field: 'nodeRegistration.name',
      });
  return `${organization ? `/O=${organization}` : ''}/CN=${commonName}`;
}

function leafExtensions(leaf: Pick<LeafCertificate, 'usages' | 'dnsNames' | 'ips'>): string {
  const names = [
    ...leaf.dnsNames.map((name) => `DNS:${checkedName(name)}`),
    ...leaf.ips.map((ip) => `IP:${ip}`),
  ];
  return [
    'basicConstraints=critical,CA:FALSE',
    'keyUsage=critical,digitalSignature,keyEncipherment',
    `extendedKeyUsage=${leaf.usages.join(',')}`,
    'authorityKeyIdentifier=keyid',
    ...(names.length > 0 ? [`subjectAltName=${names.join(',')}`] : []),
  ].join('\n');
}

/** A certificate name goes into openssl's configuration: only what a DNS name may hold, `*` for wildcards. */
function checkedName(name: string): string {
  if (!/^[A-Za-z0-9*]([A-Za-z0-9.*-]*[A-Za-z0-9])?$/.test(name))
    throw new KubeadmConfigError(`"${name}" is not a DNS name or IP address`, {
      field: 'ClusterConfiguration.apiServer.certSANs',
    });
  return name;
}

/** Each leaf of the control plane and the authority that signs it (kubeadm certlist.go, sealos `List`). */
const leafAuthorities: ReadonlyArray<readonly [string, CertificateAuthority]> = [
  ['apiserver', 'ca'],
  ['apiserver-kubelet-client', 'ca'],
  ['front-proxy-client', 'front-proxy-ca'],
  ['apiserver-etcd-client', 'etcd/ca'],
  ['etcd/server', 'etcd/ca'],
  ['etcd/peer', 'etcd/ca'],
  ['etcd/healthcheck-client', 'etcd/ca'],
];

/**
 * Prints `<file>\t<openssl -enddate>` for every certificate under the PKI folder and the client certificate of
 * each control-plane kubeconfig, as openssl reads them on the master (what `kubeadm certs check-expiration`
 * reads, in a form that does not change between kubeadm versions).
 */
export function certificateEndsScript(): string {
  const kubeconfigs = controlPlaneKubeconfigs.map((file) => q(file)).join(' ');
  return [
    'set -u',
    'command -v openssl >/dev/null 2>&1 || { echo "openssl is not installed on this master: install it to read its certificates" >&2; exit 1; }',
    `for f in $(find ${kubernetesPaths.pki} -name '*.crt' 2>/dev/null | sort); do`,
    '  printf "%s\\t%s\\n" "$f" "$(openssl x509 -in "$f" -noout -enddate 2>&1 | head -n 1)"',
    'done',
    `for f in ${kubeconfigs}; do`,
    '  [ -f "$f" ] && grep -q "^ *client-certificate-data:" "$f" || continue',
    '  printf "%s\\t%s\\n" "$f" "$(sed -n "s/^ *client-certificate-data: *//p" "$f" | head -n 1 | openssl base64 -d -A | openssl x509 -noout -enddate 2>&1 | head -n 1)"',
    'done',
  ].join('\n');
}

/**
 * Renews one master's control-plane certificates in place: each leaf gets a new key and a 100-year certificate
 * with the subject, names and usages of the one it replaces, signed by the cluster's authority already on the
 * master (sealos `RenewLeafCerts`); the kubeconfigs' client certificates likewise. The authorities are kept:
 * a new CA would be a new cluster to every node and client.
 */
export function renewCertificatesScript(): string {
  return [
    ...preamble,
    'renew() {',
    '  crt="$pki/$1.crt"',
    '  [ -f "$crt" ] || return 0',
    '  [ -s "$pki/$2.crt" ] && [ -s "$pki/$2.key" ] || { echo "$pki/$2.crt or .key is missing: $1 cannot be renewed without the cluster\'s authority" >&2; exit 1; }',
    '  subject=$(openssl x509 -in "$crt" -noout -subject -nameopt compat 2>"$tmp/err") || fail "$1"',
    '  subject=$(printf "%s" "$subject" | sed "s/^subject= *//")',
    '  names=$(openssl x509 -in "$crt" -noout -ext subjectAltName 2>/dev/null | sed 1d | sed "s/IP Address:/IP:/g; s/ //g")',
    '  usages=$(openssl x509 -in "$crt" -noout -ext extendedKeyUsage 2>/dev/null | sed 1d | sed "s/TLS Web Server Authentication/serverAuth/; s/TLS Web Client Authentication/clientAuth/; s/ //g")',
    '  [ -n "$usages" ] || usages=clientAuth',
    '  extensions=$(printf "basicConstraints=critical,CA:FALSE\\nkeyUsage=critical,digitalSignature,keyEncipherment\\nextendedKeyUsage=%s\\nauthorityKeyIdentifier=keyid" "$usages")',
    '  [ -z "$names" ] || extensions=$(printf "%s\\nsubjectAltName=%s" "$extensions" "$names")',
    '  sign "$subject" "$2" "$extensions" "$pki/$1.key" "$crt" || fail "$1"',
    '}',
    ...leafAuthorities.map(([name, authority]) => `renew ${q(name)} ${q(authority)}`),
  ].join('\n');
}

/**
 * Restarts the control plane's static pods so they load the renewed certificates (the kubelet makes each pod
 * again from its manifest; sealos `deleteStaticPod`), then waits up to two minutes for this master's API
 * server to answer /healthz through its admin kubeconfig.
 */
export function restartControlPlaneScript(): string {
  return [
    'set -u',
    'for component in etcd kube-apiserver kube-controller-manager kube-scheduler; do',
    '  pods=$(crictl pods --name "$component" -q) || { echo "crictl cannot list the $component pod" >&2; exit 1; }',
    '  [ -z "$pods" ] && continue',
    '  crictl stopp $pods >/dev/null && crictl rmp $pods >/dev/null || { echo "crictl cannot restart the $component pod" >&2; exit 1; }',
    'done',
    'tries=0',
    'until [ "$(kubectl --kubeconfig=/etc/kubernetes/admin.conf get --raw=/healthz 2>/dev/null)" = ok ]; do',
    '  tries=$((tries + 1))',
    '  [ "$tries" -lt 60 ] || { echo "the API server of this master does not answer /healthz 120 s after its restart" >&2; exit 1; }',
    '  sleep 2',
    'done',
  ].join('\n');
}
