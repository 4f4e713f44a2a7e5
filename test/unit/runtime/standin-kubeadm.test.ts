import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import { parseJoinCommand } from '../../../src/runtime/kubeadm/join-credentials.js';
import { authorities, leafCertificates } from '../../../src/runtime/kubeadm/pki-certificates.js';
import { makePkiScript } from '../../../src/runtime/kubeadm/pki-scripts.js';
import { initFor, joinMasterFor, joinNodeFor } from './kubeadm-documents.js';

/**
 * The stand-ins run by real python3 (kubeadm, kubectl) and bash (kubelet, systemctl, sealctl). Each "host" is a
 * temporary STANDIN_ROOT with its own STANDIN_HOSTNAME; the hosts of one test share one STANDIN_CLUSTER folder,
 * as the lab binds one folder into all its hosts. Expected messages are kubeadm's own
 * (cmd/kubeadm/app/apis/kubeadm/validation, cmd/kubeadm/app/preflight), not this stand-in's invention.
 */
const standins = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-kubeadm');
const scratch: string[] = [];
// Each call starts python3; on a loaded machine a test of twenty calls takes seconds.
vi.setConfig({ testTimeout: 60_000 });
let shared = '';

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

interface Host {
  root: string;
  name: string;
}

function host(name = 'master-0'): Host {
  if (!shared) shared = folder('standin-cluster-');
  const root = folder('standin-host-');
  mkdirSync(join(root, 'root'), { recursive: true });
  mkdirSync(join(root, 'etc/kubernetes'), { recursive: true });
  writeFileSync(join(root, 'etc/kubernetes/audit-policy.yml'), 'apiVersion: audit.k8s.io/v1\nkind: Policy\n');
  return { root, name };
}

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  shared = '';
});

function run(
  on: Host,
  tool: string,
  args: string[],
  options: { version?: string; now?: number; etcdDown?: string[] } = {},
) {
  const result = spawnSync(join(standins, tool), args, {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      STANDIN_ROOT: on.root,
      STANDIN_CLUSTER: shared,
      STANDIN_HOSTNAME: on.name,
      HOME: '/root',
      STANDIN_KUBEADM_VERSION: options.version ?? 'v1.27.7',
      ...(options.now ? { STANDIN_NOW: String(options.now) } : {}),
      // No probe of the members' hosts from here: members are up unless named down.
      STANDIN_ETCD_PROBE: 'off',
      ...(options.etcdDown ? { STANDIN_ETCD_DOWN: options.etcdDown.join(',') } : {}),
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(on: Host, name: string, text: string): string {
  const path = join(on.root, name);
  writeFileSync(path, text);
  return path;
}

const masters = ['10.0.0.11', '10.0.0.12'];
const configOf = (version = 'v1.27.7') =>
  buildKubeadmConfig({ kubernetesVersion: version, masters, hostCount: masters.length });
const ADMIN = '--kubeconfig=/etc/kubernetes/admin.conf';
const KEY = 'cd'.repeat(32);

function initMaster0(options: { version?: string; text?: (init: string) => string } = {}) {
  const version = options.version ?? 'v1.27.7';
  const master0 = host('master-0');
  const text = initFor(configOf(version));
  const path = file(master0, 'kubeadm-init.yaml', options.text ? options.text(text) : text);
  const result = run(master0, 'kubeadm', ['init', `--config=${path}`, '--upload-certs', '-v', '0'], {
    version,
  });
  return { master0, result, path };
}

/** master0 initialised, certificates uploaded under KEY, and a fresh join command. */
function clusterWithCredentials(ttl = '2h', version = 'v1.27.7') {
  const { master0, result } = initMaster0({ version });
  expect(result.stderr).toBe('');
  expect(
    run(master0, 'kubeadm', ['init', 'phase', 'upload-certs', '--upload-certs', '--certificate-key', KEY], {
      version,
    }).code,
  ).toBe(0);
  const printed = run(master0, 'kubeadm', ['token', 'create', '--print-join-command', '--ttl', ttl], {
    version,
  });
  expect(printed.code).toBe(0);
  return { master0, credentials: parseJoinCommand(printed.stdout, KEY, 'master0') };
}

function joinNode(name: string, text: string, options: { now?: number; before?: (h: Host) => void } = {}) {
  const node = host(name);
  options.before?.(node);
  const path = file(node, 'kubeadm-join.yaml', text);
  return {
    node,
    result: run(node, 'kubeadm', ['join', `--config=${path}`, '-v', '0'], { now: options.now }),
  };
}

describe('stand-in kubeadm init', () => {
  it('accepts the configuration we generate and leaves what a real init leaves', () => {
    const { master0, result } = initMaster0();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('[init] Using Kubernetes version: v1.27.7');
    expect(readFileSync(join(master0.root, 'etc/kubernetes/admin.conf'), 'utf8')).toContain(
      'server: https://apiserver.cluster.local:6443',
    );
    for (const path of ['pki/ca.crt', 'kubelet.conf', 'manifests/kube-apiserver.yaml', 'manifests/etcd.yaml'])
      expect(existsSync(join(master0.root, 'etc/kubernetes', path)), path).toBe(true);
    expect(existsSync(join(master0.root, 'var/lib/etcd/member'))).toBe(true);
    expect(readFileSync(join(master0.root, 'var/lib/kubelet/config.yaml'), 'utf8')).toContain(
      'kind: KubeletConfiguration',
    );
  });

  it('accepts v1beta4 with list extraArgs on 1.31', () => {
    const { result } = initMaster0({ version: 'v1.31.2' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('accepts what sealos 5.1 sends: taints [], node-ip, imagePullPolicy Never, certificateKey, runtime endpoints', () => {
    for (const version of ['v1.27.7', 'v1.31.2']) {
      const docs = parseAllDocuments(initFor(configOf(version))).map((d) => d.toJS());
      const v4 = version === 'v1.31.2';
      const init = docs.find((d) => d.kind === 'InitConfiguration');
      init.certificateKey = KEY;
      init.nodeRegistration = {
        ...init.nodeRegistration,
        taints: [],
        imagePullPolicy: 'Never',
        kubeletExtraArgs: v4 ? [{ name: 'node-ip', value: '10.0.0.11' }] : { 'node-ip': '10.0.0.11' },
      };
      const kubelet = docs.find((d) => d.kind === 'KubeletConfiguration');
      kubelet.containerRuntimeEndpoint = 'unix:///run/containerd/containerd.sock';
      kubelet.imageServiceEndpoint = 'unix:///var/run/image-cri-shim.sock';
      const { result } = initMaster0({ version, text: () => docs.map((d) => stringify(d)).join('---\n') });
      expect(result.stderr, version).toBe('');
      expect(result.code, version).toBe(0);
    }
  });

  it('fails preflight when run twice, and on a non-empty etcd data folder', () => {
    const { master0, path } = initMaster0();
    const again = run(master0, 'kubeadm', ['init', `--config=${path}`]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      '[ERROR FileAvailable--etc-kubernetes-manifests-kube-apiserver.yaml]: /etc/kubernetes/manifests/kube-apiserver.yaml already exists',
    );
    expect(again.stderr).toContain('[ERROR DirAvailable--var-lib-etcd]: /var/lib/etcd is not empty');

    const fresh = host();
    mkdirSync(join(fresh.root, 'var/lib/etcd/member'), { recursive: true });
    const text = file(fresh, 'init.yaml', initFor(configOf()));
    const refused = run(fresh, 'kubeadm', ['init', `--config=${text}`]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('[ERROR DirAvailable--var-lib-etcd]: /var/lib/etcd is not empty');
    expect(refused.stderr).not.toContain('FileAvailable');
    const ignored = run(fresh, 'kubeadm', [
      'init',
      `--config=${text}`,
      '--ignore-preflight-errors=DirAvailable--var-lib-etcd',
    ]);
    expect(ignored.code).toBe(0);
    expect(ignored.stderr).toContain('[WARNING DirAvailable--var-lib-etcd]');
  });

  it('refuses what kubeadm validation refuses: CIDRs, service subnet size, the endpoint, API versions, arg shapes', () => {
    const init = initFor(configOf());
    const cases: Array<[string, string, string]> = [
      [
        'invalid pod CIDR',
        init.replace(/podSubnet: .*/, 'podSubnet: 100.64.0.0/33'),
        'networking.podSubnet: Invalid value: "100.64.0.0/33": couldn\'t parse subnet',
      ],
      [
        'service subnet of 21 bits',
        init.replace(/serviceSubnet: .*/, 'serviceSubnet: 10.96.0.0/11'),
        'networking.serviceSubnet: Invalid value: "10.96.0.0/11": specified service subnet is too large; for 32-bit addresses, the mask must be >= 12',
      ],
      [
        'pod subnet too wide for /24 nodes',
        init.replace(/podSubnet: .*/, 'podSubnet: 10.0.0.0/7'),
        'pod subnet mask (7) and node-mask (24) difference is greater than 16',
      ],
      [
        'controlPlaneEndpoint as a URL',
        init.replace(
          /^controlPlaneEndpoint: .*$/m,
          'controlPlaneEndpoint: https://apiserver.cluster.local:6443',
        ),
        'controlPlaneEndpoint: Invalid value: "https://apiserver.cluster.local:6443": endpoint is not valid',
      ],
      [
        'controlPlaneEndpoint with a bad port',
        init.replace(/^controlPlaneEndpoint: .*$/m, 'controlPlaneEndpoint: apiserver.cluster.local:99999'),
        'endpoint is not valid',
      ],
      [
        'v1beta4 on 1.27',
        init.replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4'),
        'no kind "ClusterConfiguration" is registered for version "kubeadm.k8s.io/v1beta4"',
      ],
      [
        'old API',
        init.replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta2'),
        'uses an old API spec',
      ],
      [
        'no Init or Cluster document',
        init.replace(/kind: (Init|Cluster)Configuration/g, 'kind: KubeletConfiguration'),
        'specified twice',
      ],
      [
        'a string port',
        init.replace(/bindPort: 6443/, 'bindPort: "6443"'),
        'cannot unmarshal string into Go struct field localAPIEndpoint.bindPort of type int32',
      ],
    ];
    for (const [name, text, message] of cases) {
      const on = host();
      const result = run(on, 'kubeadm', ['init', `--config=${file(on, 'bad.yaml', text)}`]);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
      expect(existsSync(join(on.root, 'etc/kubernetes/admin.conf')), name).toBe(false);
    }
  });

  it('refuses each case of validation.go that sealos material can carry (issue 31)', () => {
    // Messages as kubeadm's cmd/kubeadm/app/apis/kubeadm/validation/validation.go words them (field.Invalid).
    const init = initFor(configOf());
    const external = (body: string) => init.replace(/^etcd:\n(?: {2}.*\n)+/m, `etcd:\n  external:\n${body}`);
    const token = (body: string) =>
      init.replace(
        /^kind: InitConfiguration\n/m,
        `kind: InitConfiguration\nbootstrapTokens:\n- token: abcdef.0123456789abcdef\n${body}`,
      );
    const cases: Array<[string, string, string]> = [
      [
        'an unknown feature gate',
        init.replace(/^controlPlaneEndpoint:/m, 'featureGates:\n  NoSuchGate: true\ncontrolPlaneEndpoint:'),
        'featureGates: Invalid value: map[string]bool{"NoSuchGate":true}: NoSuchGate is not a valid feature name.',
      ],
      [
        'an invalid imageRepository',
        init.replace(
          /^controlPlaneEndpoint:/m,
          'imageRepository: Sealos.Hub:5000/Bad Repo\ncontrolPlaneEndpoint:',
        ),
        'imageRepository: Invalid value: "Sealos.Hub:5000/Bad Repo": invalid image repository format',
      ],
      [
        'a relative certificatesDir',
        init.replace(/^controlPlaneEndpoint:/m, 'certificatesDir: pki\ncontrolPlaneEndpoint:'),
        'certificatesDir: Invalid value: "pki": path is not absolute',
      ],
      [
        'an external etcd endpoint without a scheme (host:port)',
        external('    endpoints: [10.0.0.5:2379]\n'),
        'etcd.external.endpoints: Invalid value: "10.0.0.5:2379": URL parse error: parse "10.0.0.5:2379": first path segment in URL cannot contain colon',
      ],
      [
        'an external etcd endpoint without a scheme (host)',
        external('    endpoints: [etcd-0]\n'),
        'etcd.external.endpoints: Invalid value: "etcd-0": the URL without scheme is not allowed',
      ],
      [
        'an external etcd certificate without its key',
        external(
          '    endpoints: [https://10.0.0.5:2379]\n    caFile: /etc/etcd/ca.crt\n    certFile: /etc/etcd/client.crt\n',
        ),
        'etcd.external: Invalid value: "": either both or none of .Etcd.External.CertFile and .Etcd.External.KeyFile must be set',
      ],
      [
        'a bootstrap token with both ttl and expires',
        token('  ttl: 24h0m0s\n  expires: "2030-01-01T00:00:00Z"\n'),
        'bootstrapTokens.0: Invalid value: "": the BootstrapToken .TTL and .Expires fields are mutually exclusive',
      ],
      [
        'a bootstrap token with a bad usage',
        token('  usages: [signing, nonsense]\n'),
        'bootstrapTokens.0.usages: Invalid value: []string{"signing", "nonsense"}: invalid bootstrap token usage string: nonsense, valid usage options: signing,authentication',
      ],
    ];
    for (const [name, text, message] of cases) {
      const on = host();
      const result = run(on, 'kubeadm', ['init', `--config=${file(on, 'bad.yaml', text)}`]);
      expect(result.stderr, name).toContain(message);
      expect(result.code, name).toBe(1);
      expect(existsSync(join(on.root, 'etc/kubernetes/admin.conf')), name).toBe(false);
    }
    const v131 = initFor(configOf('v1.31.2')).replace(/^ {2}extraArgs:\n/m, '  extraArgs:\n  - value: "1"\n');
    const on = host();
    const unnamed = run(on, 'kubeadm', ['init', `--config=${file(on, 'c.yaml', v131)}`], {
      version: 'v1.31.2',
    });
    expect(unnamed.stderr).toContain('apiServer.extraArgs: Invalid value: "index 0": argument has no name');
    expect(unnamed.code).toBe(1);
    const both = joinNodeFor(configOf(), {
      token: 'abcdef.0123456789abcdef',
      caCertHashes: [`sha256:${'0'.repeat(64)}`],
      certificateKey: KEY,
    }).replace(/^discovery:\n/m, 'discovery:\n  file:\n    kubeConfigPath: /etc/kubernetes/discovery.conf\n');
    const node = host('node-9');
    const joined = run(node, 'kubeadm', ['join', `--config=${file(node, 'join.yaml', both)}`]);
    expect(joined.stderr).toContain(
      'discovery: Invalid value: "": bootstrapToken and file cannot both be set',
    );
    expect(joined.code).toBe(1);
  });

  it('refuses map extraArgs in v1beta4 and list extraArgs in v1beta3', () => {
    const v131 = initFor(configOf('v1.31.2'));
    const on = host();
    const lists = run(
      on,
      'kubeadm',
      [
        'init',
        `--config=${file(on, 'a.yaml', v131.replaceAll('kubeadm.k8s.io/v1beta4', 'kubeadm.k8s.io/v1beta3'))}`,
      ],
      { version: 'v1.31.2' },
    );
    expect(lists.code).toBe(1);
    expect(lists.stderr).toContain('cannot unmarshal array into Go struct field');
    expect(lists.stderr).toContain('of type map[string]string');
    const v127 = initFor(configOf()).replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4');
    const maps = run(on, 'kubeadm', ['init', `--config=${file(on, 'b.yaml', v127)}`], { version: 'v1.31.2' });
    expect(maps.code).toBe(1);
    expect(maps.stderr).toContain('of type []v1beta4.Arg');
  });

  it('warns of unknown fields as init does, and refuses them in `config validate`', () => {
    const text = (init: string) =>
      init
        .replace(/^controlPlaneEndpoint:/m, 'bogusField: 1\ncontrolPlaneEndpoint:')
        .replace(/kind: KubeletConfiguration\n/, 'kind: KubeletConfiguration\nnotAKubeletField: true\n');
    const { master0, result, path } = initMaster0({ text });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'Kind:"ClusterConfiguration"}: error unmarshaling JSON: while decoding JSON: json: unknown field "bogusField"',
    );
    expect(result.stderr).toContain('json: unknown field "notAKubeletField"');
    expect(result.stderr).toMatch(/^W\d{4} /m);
    const validated = run(master0, 'kubeadm', ['config', 'validate', '--config', path]);
    expect(validated.code).toBe(1);
    expect(validated.stderr).toContain('unknown field "bogusField"');
    const clean = file(master0, 'clean.yaml', initFor(configOf()));
    expect(run(master0, 'kubeadm', ['config', 'validate', '--config', clean]).code).toBe(0);
  });

  it('fails like a crash-looping apiserver when the audit policy is missing', () => {
    const on = host();
    rmSync(join(on.root, 'etc/kubernetes/audit-policy.yml'));
    const result = run(on, 'kubeadm', ['init', `--config=${file(on, 'i.yaml', initFor(configOf()))}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('open /etc/kubernetes/audit-policy.yml: no such file or directory');
  });
});

describe('stand-in kubeadm join', () => {
  it('joins a master and a node with the configurations we generate, once', () => {
    const { credentials } = clusterWithCredentials();
    const master1 = joinNode('master-1', joinMasterFor(configOf(), '10.0.0.12', credentials));
    expect(master1.result.stderr).toBe('');
    expect(master1.result.code).toBe(0);
    expect(readFileSync(join(master1.node.root, 'etc/kubernetes/kubelet.conf'), 'utf8')).toContain(
      'server: https://10.0.0.11:6443',
    );
    expect(existsSync(join(master1.node.root, 'etc/kubernetes/admin.conf'))).toBe(true);
    const path = join(master1.node.root, 'kubeadm-join.yaml');
    const twice = run(master1.node, 'kubeadm', ['join', `--config=${path}`]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('[ERROR FileAvailable--etc-kubernetes-kubelet.conf]');

    const node = joinNode('node-1', joinNodeFor(configOf(), credentials));
    expect(node.result.stderr).toBe('');
    expect(node.result.code).toBe(0);
    expect(readFileSync(join(node.node.root, 'etc/kubernetes/kubelet.conf'), 'utf8')).toContain(
      'server: https://10.103.97.2:6443',
    );
    expect(existsSync(join(node.node.root, 'etc/kubernetes/admin.conf'))).toBe(false);
  });

  it('joins on 1.31 with the v1beta4 documents we generate, without a warning', () => {
    const { credentials } = clusterWithCredentials('2h', 'v1.31.2');
    const config = configOf('v1.31.2');
    for (const [name, text] of [
      ['master-1', joinMasterFor(config, '10.0.0.12', credentials)],
      ['node-1', joinNodeFor(config, credentials)],
    ] as const) {
      const on = host(name);
      const path = file(on, 'join.yaml', text);
      const result = run(on, 'kubeadm', ['join', `--config=${path}`], { version: 'v1.31.2' });
      expect(result.stderr, name).toBe('');
      expect(result.code, name).toBe(0);
    }
  });

  it('refuses a token master0 never issued, and one past its TTL', () => {
    const { credentials } = clusterWithCredentials('2h');
    const never = joinNode(
      'node-1',
      joinNodeFor(configOf(), { ...credentials, token: 'abcdef.0123456789abcdef' }),
    );
    expect(never.result.code).toBe(1);
    expect(never.result.stderr).toContain(
      'could not find a JWS signature in the cluster-info ConfigMap for token ID "abcdef"',
    );
    const late = joinNode('node-2', joinNodeFor(configOf(), credentials), {
      now: Math.floor(Date.now() / 1000) + 2 * 3600 + 60,
    });
    expect(late.result.code).toBe(1);
    expect(late.result.stderr).toContain('could not find a JWS signature');
    const inTime = joinNode('node-3', joinNodeFor(configOf(), credentials), {
      now: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(inTime.result.code).toBe(0);
  });

  it('refuses a CA pin the cluster does not have, and malformed discovery input', () => {
    const { credentials } = clusterWithCredentials();
    const pinned = joinNode(
      'node-1',
      joinNodeFor(configOf(), { ...credentials, caCertHashes: [`sha256:${'0'.repeat(64)}`] }),
    );
    expect(pinned.result.stderr).toContain('none of the public keys "sha256:');
    const cases: Array<[string, string, string]> = [
      [
        'token',
        joinNodeFor(configOf(), { ...credentials, token: 'nope' }),
        'discovery.bootstrapToken.token: Invalid value: "nope": the bootstrap token is invalid',
      ],
      [
        'no pin',
        joinNodeFor(configOf(), { ...credentials, caCertHashes: [] }),
        'using token-based discovery without caCertHashes can be unsafe',
      ],
      [
        'certificate key',
        joinMasterFor(configOf(), '10.0.0.12', { ...credentials, certificateKey: 'short' }),
        'controlPlane.certificateKey: Invalid value: "short"',
      ],
    ];
    for (const [name, text, message] of cases) {
      const { result } = joinNode('node-x', text);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
  });

  it('preflight: a CA file fails a worker join but not a master join; a non-empty etcd folder fails a master join', () => {
    const { credentials } = clusterWithCredentials();
    const withCa = (h: Host) => {
      mkdirSync(join(h.root, 'etc/kubernetes/pki'), { recursive: true });
      writeFileSync(join(h.root, 'etc/kubernetes/pki/ca.crt'), 'left over');
    };
    const worker = joinNode('node-1', joinNodeFor(configOf(), credentials), {
      before: withCa,
    });
    expect(worker.result.code).toBe(1);
    expect(worker.result.stderr).toContain(
      '[ERROR FileAvailable--etc-kubernetes-pki-ca.crt]: /etc/kubernetes/pki/ca.crt already exists',
    );
    const master = joinNode('master-1', joinMasterFor(configOf(), '10.0.0.12', credentials), {
      before: withCa,
    });
    expect(master.result.stderr).toBe('');
    expect(master.result.code).toBe(0);

    const etcd = joinNode('master-2', joinMasterFor(configOf(), '10.0.0.13', credentials), {
      before: (h) => mkdirSync(join(h.root, 'var/lib/etcd/member'), { recursive: true }),
    });
    expect(etcd.result.code).toBe(1);
    expect(etcd.result.stderr).toContain('[ERROR DirAvailable--var-lib-etcd]: /var/lib/etcd is not empty');

    // Since kubeadm 1.23 a worker join no longer wants /etc/kubernetes/manifests empty (the lvscare pod may be there).
    const lvscare = joinNode('node-2', joinNodeFor(configOf(), credentials), {
      before: (h) => {
        mkdirSync(join(h.root, 'etc/kubernetes/manifests'), { recursive: true });
        writeFileSync(join(h.root, 'etc/kubernetes/manifests/kube-sealos-lvscare.yaml'), 'x');
      },
    });
    expect(lvscare.result.code).toBe(0);
  });

  it('a master join needs the certificate key master0 uploaded, within its 2 hours', () => {
    const { credentials } = clusterWithCredentials('3h');
    const wrong = joinNode(
      'master-1',
      joinMasterFor(configOf(), '10.0.0.12', {
        ...credentials,
        certificateKey: 'ab'.repeat(32),
      }),
    );
    expect(wrong.result.stderr).toContain('error decoding certs: cipher: message authentication failed');
    const late = joinNode('master-2', joinMasterFor(configOf(), '10.0.0.13', credentials), {
      now: Math.floor(Date.now() / 1000) + 7300,
    });
    expect(late.result.stderr).toContain('secrets "kubeadm-certs" not found');
  });

  it('ignores a KubeletConfiguration in a join file: the kubelet gets the one init uploaded', () => {
    const { credentials } = clusterWithCredentials();
    const text = joinNodeFor(configOf(), credentials).replace(
      /kind: KubeletConfiguration\n/,
      'kind: KubeletConfiguration\nmaxPods: 7\n',
    );
    const { node, result } = joinNode('node-1', text);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const kubelet = readFileSync(join(node.root, 'var/lib/kubelet/config.yaml'), 'utf8');
    expect(kubelet).toContain('maxPods: 110');
    expect(kubelet).not.toContain('maxPods: 7');
  });

  it('joins with flags too, with a token the cluster issued', () => {
    const { credentials } = clusterWithCredentials();
    const node = host('node-1');
    const result = run(node, 'kubeadm', [
      'join',
      '10.103.97.2:6443',
      '--token',
      credentials.token,
      '--discovery-token-ca-cert-hash',
      credentials.caCertHashes[0] as string,
    ]);
    expect(result.code).toBe(0);
    expect(existsSync(join(node.root, 'etc/kubernetes/kubelet.conf'))).toBe(true);
  });
});

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: web
        image: nginx
`;

describe('stand-in kubectl: nodes, taints and pods', () => {
  const podStates = (on: Host) =>
    run(on, 'kubectl', [ADMIN, 'get', 'pods', '-o', 'json']).stdout &&
    JSON.parse(run(on, 'kubectl', [ADMIN, 'get', 'pods', '-o', 'json']).stdout).items.map(
      (pod: { status: { phase: string }; spec: { nodeName?: string } }) =>
        `${pod.status.phase}@${pod.spec.nodeName ?? ''}`,
    );

  it('keeps pods Pending on a one-host cluster whose node has the control-plane taint', () => {
    const { master0 } = initMaster0();
    const nodes = JSON.parse(run(master0, 'kubectl', [ADMIN, 'get', 'nodes', '-o', 'json']).stdout).items;
    expect(nodes.map((n: { spec: { taints: unknown } }) => n.spec.taints)).toEqual([
      [{ key: 'node-role.kubernetes.io/control-plane', effect: 'NoSchedule' }],
    ]);
    expect(
      run(master0, 'kubectl', [ADMIN, 'apply', '-f', file(master0, 'web.yaml', DEPLOYMENT)]).stdout,
    ).toBe('deployment.apps/web created\n');
    expect(podStates(master0)).toEqual(['Pending@', 'Pending@']);
    expect(run(master0, 'kubectl', [ADMIN, 'get', 'pods']).stdout).toMatch(/web-\w+-\w+\s+0\/1\s+Pending/);
    const pending = JSON.parse(run(master0, 'kubectl', [ADMIN, 'get', 'pods', '-o', 'json']).stdout).items[0];
    expect(pending.status.conditions[0]).toMatchObject({ type: 'PodScheduled', reason: 'Unschedulable' });
    expect(pending.status.conditions[0].message).toContain('0/1 nodes are available');

    // A toleration of the taint lets them run.
    const tolerating = DEPLOYMENT.replace(
      '      containers:',
      '      tolerations:\n      - key: node-role.kubernetes.io/control-plane\n        effect: NoSchedule\n      containers:',
    );
    run(master0, 'kubectl', [ADMIN, 'apply', '-f', file(master0, 'web2.yaml', tolerating)]);
    expect(podStates(master0)).toEqual(['Running@master-0', 'Running@master-0']);
  });

  it('runs pods on a one-host cluster registered with `taints: []`', () => {
    const { master0, result } = initMaster0({
      text: (init) => init.replace(/nodeRegistration:\n/, 'nodeRegistration:\n  taints: []\n'),
    });
    expect(result.code).toBe(0);
    run(master0, 'kubectl', [ADMIN, 'apply', '-f', file(master0, 'web.yaml', DEPLOYMENT)]);
    expect(podStates(master0)).toEqual(['Running@master-0', 'Running@master-0']);
  });

  it('lists every node of the cluster, schedules on the worker, not on a cordoned or deleted one', () => {
    const { master0, credentials } = clusterWithCredentials();
    joinNode('node-1', joinNodeFor(configOf(), credentials));
    const table = run(master0, 'kubectl', [ADMIN, 'get', 'nodes']).stdout.split('\n');
    expect(table[0]).toMatch(/^NAME\s+STATUS\s+ROLES\s+AGE\s+VERSION$/);
    expect(table[1]).toMatch(/^master-0\s+Ready\s+control-plane\s+1m\s+v1\.27\.7$/);
    expect(table[2]).toMatch(/^node-1\s+Ready\s+<none>\s+1m\s+v1\.27\.7$/);
    run(master0, 'kubectl', [ADMIN, 'apply', '-f', file(master0, 'web.yaml', DEPLOYMENT)]);
    expect(podStates(master0)).toEqual(['Running@node-1', 'Running@node-1']);
    expect(run(master0, 'kubectl', [ADMIN, 'cordon', 'node-1']).stdout).toBe('node/node-1 cordoned\n');
    expect(run(master0, 'kubectl', [ADMIN, 'get', 'nodes']).stdout).toMatch(
      /node-1\s+Ready,SchedulingDisabled/,
    );
    expect(podStates(master0)).toEqual(['Pending@', 'Pending@']);
    expect(run(master0, 'kubectl', [ADMIN, 'uncordon', 'node-1']).stdout).toBe('node/node-1 uncordoned\n');
    expect(run(master0, 'kubectl', [ADMIN, 'delete', 'node', 'node-1', '--ignore-not-found']).stdout).toBe(
      'node "node-1" deleted\n',
    );
    expect(readFileSync(join(master0.root, 'var/lib/standin-kubeadm/deleted-nodes'), 'utf8')).toBe(
      'node-1\n',
    );
    expect(run(master0, 'kubectl', [ADMIN, 'get', 'nodes']).stdout).not.toContain('node-1');
  });

  it('answers /healthz only on a control plane, and nothing without a kubeconfig', () => {
    const lone = host();
    expect(run(lone, 'kubectl', [ADMIN, 'get', '--raw=/healthz']).stderr).toContain(
      'localhost:8080 was refused',
    );
    const { master0 } = initMaster0();
    expect(run(master0, 'kubectl', [ADMIN, 'get', '--raw=/healthz']).stdout).toBe('ok\n');
  });
});

describe('stand-in upgrade: kubeadm upgrade, kubectl cordon, kubelet, systemctl, the call log', () => {
  const calls = (on: Host) => readFileSync(join(on.root, 'var/log/standin-calls.log'), 'utf8').split('\n');

  it('upgrade apply moves the cluster one minor up, only with the kubeadm of that version', () => {
    const { master0 } = initMaster0();
    const older = run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes']);
    expect(older.stderr).toContain('is not the kubeadm version "v1.27.7". Upgrade kubeadm first');
    expect(run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.28.4'], { version: 'v1.28.4' }).stderr).toContain(
      'pass --yes',
    );
    expect(
      run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.29.0', '--yes'], { version: 'v1.29.0' }).stderr,
    ).toContain('can upgrade only 1 minor version at a time');
    expect(
      run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.26.11', '--yes'], { version: 'v1.26.11' }).stderr,
    ).toContain('Downgrades are not supported');
    const applied = run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes'], { version: 'v1.28.4' });
    expect(applied.stderr).toBe('');
    expect(applied.stdout).toContain('SUCCESS! Your cluster was upgraded to "v1.28.4"');
    expect(run(master0, 'kubectl', [ADMIN, 'get', 'nodes']).stdout).toContain('v1.28.4');
    expect(calls(master0)).toContain('kubeadm v1.28.4 upgrade apply v1.28.4 --yes');
  });

  it('refuses `upgrade node` before `upgrade apply`; the fail switch makes both fail', () => {
    const lone = host();
    expect(run(lone, 'kubeadm', ['upgrade', 'node'], { version: 'v1.28.4' }).stderr).toContain(
      'has not joined a cluster',
    );
    const { master0, credentials } = clusterWithCredentials();
    const { node } = joinNode('node-1', joinNodeFor(configOf(), credentials));
    const early = run(node, 'kubeadm', ['upgrade', 'node'], { version: 'v1.28.4' });
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(
      "the control plane is still at v1.27.7: run 'kubeadm upgrade apply v1.28.4'",
    );
    expect(
      run(master0, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes'], { version: 'v1.28.4' }).code,
    ).toBe(0);
    mkdirSync(join(node.root, 'var/lib/standin-kubeadm'), { recursive: true });
    writeFileSync(join(node.root, 'var/lib/standin-kubeadm/fail-upgrade'), '');
    expect(run(node, 'kubeadm', ['upgrade', 'node'], { version: 'v1.28.4' }).stderr).toContain(
      'failing on purpose',
    );
    rmSync(join(node.root, 'var/lib/standin-kubeadm/fail-upgrade'));
    expect(run(node, 'kubeadm', ['upgrade', 'node'], { version: 'v1.28.4' }).code).toBe(0);
    expect(readFileSync(join(node.root, 'var/lib/standin-kubeadm/upgraded'), 'utf8')).toBe('v1.28.4\n');
    expect(run(master0, 'kubectl', [ADMIN, 'get', 'nodes']).stdout).toMatch(
      /node-1\s+Ready\s+<none>\s+1m\s+v1\.28\.4/,
    );
    expect(
      run(master0, 'kubeadm', ['config', 'images', 'pull', '--kubernetes-version', 'v1.28.4']).stdout,
    ).toContain('kube-apiserver:v1.28.4');
  });

  it('kubectl drains; kubelet says its version; systemctl records units', () => {
    const { master0 } = initMaster0();
    expect(run(master0, 'kubectl', [ADMIN, 'drain', 'master-0', '--ignore-daemonsets']).code).toBe(0);
    expect(readFileSync(join(master0.root, 'var/lib/standin-kubeadm/cordoned'), 'utf8')).toBe(
      'master-0 drained\n',
    );
    expect(run(master0, 'kubelet', ['--version'], { version: 'v1.28.4' }).stdout).toBe(
      'Kubernetes v1.28.4\n',
    );
    expect(run(master0, 'systemctl', ['is-active', 'kubelet']).code).toBe(1);
    expect(run(master0, 'systemctl', ['restart', 'kubelet']).code).toBe(0);
    expect(run(master0, 'systemctl', ['is-active', 'kubelet']).stdout).toBe('active\n');
    expect(run(master0, 'systemctl', ['status', 'kubelet']).stderr).toContain('unsupported command "status"');
    expect(run(master0, 'systemctl', ['restart', 'bad unit']).stderr).toContain('Invalid unit name');
    expect(calls(master0).filter((line) => line.startsWith('systemctl'))).toEqual([
      'systemctl - is-active kubelet',
      'systemctl - restart kubelet',
      'systemctl - is-active kubelet',
      'systemctl - status kubelet',
      'systemctl - restart bad unit',
    ]);
  });
});

describe('stand-in kubeadm reset and version, sealctl', () => {
  it('reset -f removes what init wrote, etcd data included; the node turns NotReady; init works again', () => {
    const { master0, path } = initMaster0();
    expect(run(master0, 'kubeadm', ['reset']).code).toBe(1);
    expect(run(master0, 'kubeadm', ['reset', '-f', '-v', '0']).code).toBe(0);
    for (const name of ['admin.conf', 'kubelet.conf', 'pki/ca.crt', 'manifests/kube-apiserver.yaml'])
      expect(existsSync(join(master0.root, 'etc/kubernetes', name)), name).toBe(false);
    expect(existsSync(join(master0.root, 'var/lib/etcd/member'))).toBe(false);
    const again = run(master0, 'kubeadm', ['init', `--config=${path}`]);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
  });

  it('reports its version', () => {
    const on = host();
    expect(run(on, 'kubeadm', ['version', '-o', 'short'], { version: 'v1.29.9' }).stdout).toBe('v1.29.9\n');
    expect(run(on, 'kubeadm', ['version']).stdout).toContain('GitVersion:"v1.27.7"');
    expect(run(on, 'kubeadm', ['frobnicate']).stderr).toContain('unknown command "frobnicate"');
  });

  it('sealctl records and clears the VIP rule', () => {
    const on = host();
    const rules = join(on.root, 'var/lib/standin-sealctl/ipvs');
    const set = ['ipvs', '--vs', '10.103.97.2:6443', '--rs', '10.0.0.11:6443', '--rs', '10.0.0.12:6443'];
    expect(
      run(on, 'sealctl', [...set, '--health-path', '/healthz', '--health-schem', 'https', '--run-once']).code,
    ).toBe(0);
    expect(run(on, 'sealctl', [...set, '--run-once']).code).toBe(0);
    expect(readFileSync(rules, 'utf8')).toBe('10.103.97.2:6443 -> 10.0.0.11:6443 10.0.0.12:6443\n');
    expect(run(on, 'sealctl', ['ipvs', '--vs', '10.103.97.2:6443', '-C']).code).toBe(0);
    expect(readFileSync(rules, 'utf8')).toBe('');
    expect(run(on, 'sealctl', ['ipvs', '--vs', 'vip', '--run-once']).stderr).toContain('is not IP:port');
  });
});

/** A certificate's end as openssl reads it, in years from now. */
function yearsLeft(path: string): number {
  const out = spawnSync('openssl', ['x509', '-in', path, '-noout', '-enddate'], { encoding: 'utf8' });
  const end = Date.parse(out.stdout.trim().replace(/^notAfter=/, ''));
  return (end - Date.now()) / (365 * 86_400_000);
}

/** Our 100-year PKI script (pki-scripts.ts) run on a stand-in host, as the runtime runs it before init or join. */
function madePki(on: Host, config = configOf(), address = '10.0.0.11'): void {
  const leaves = leafCertificates(config, { address, nodeName: on.name });
  const script = makePkiScript(authorities(config), leaves).replace(
    'pki=/etc/kubernetes/pki',
    `pki=${join(on.root, 'etc/kubernetes/pki')}`,
  );
  const result = spawnSync('sh', ['-c', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
}

describe('stand-in kubeadm certificates (kubeadm phases/certs, copycerts, certs check-expiration)', () => {
  it('makes a 10-year CA and 1-year leaves when none exist, and check-expiration reads them', () => {
    const { master0, result } = initMaster0();
    expect(result.code).toBe(0);
    const pki = join(master0.root, 'etc/kubernetes/pki');
    expect(yearsLeft(join(pki, 'ca.crt'))).toBeCloseTo(10, 0);
    expect(yearsLeft(join(pki, 'apiserver.crt'))).toBeCloseTo(1, 0);
    expect(yearsLeft(join(pki, 'etcd/peer.crt'))).toBeCloseTo(1, 0);
    const table = run(master0, 'kubeadm', ['certs', 'check-expiration']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^apiserver\s+\w{3} \d\d, \d{4} \d\d:\d\d UTC\s+36[45]d\s+ca\s+no$/m);
    expect(table.stdout).toMatch(/^admin\.conf\s+.*\s+36[45]d\s+ca\s+no$/m);
    // A CA of 3650 days, read back in whole days: 9y or 10y depending on the second it is made and read in.
    expect(table.stdout).toMatch(/^ca\s+.*\s+(9|10)y\s+no$/m);
  });

  it('keeps the certificates it finds; refuses one that lacks a name it wants (made for another address)', () => {
    const master0 = host('master-0');
    madePki(master0);
    const before = readFileSync(join(master0.root, 'etc/kubernetes/pki/apiserver.crt'), 'utf8');
    const path = file(master0, 'kubeadm-init.yaml', initFor(configOf()));
    const init = run(master0, 'kubeadm', ['init', `--config=${path}`, '--upload-certs']);
    expect(init.stderr).toBe('');
    expect(init.stdout).toContain('[certs] Using the existing "apiserver" certificate and key');
    expect(readFileSync(join(master0.root, 'etc/kubernetes/pki/apiserver.crt'), 'utf8')).toBe(before);
    expect(yearsLeft(join(master0.root, 'etc/kubernetes/pki/ca.crt'))).toBeGreaterThan(99);

    const other = host('master-0');
    madePki(other, configOf(), '10.0.0.99');
    const refused = run(other, 'kubeadm', [
      'init',
      `--config=${file(other, 'init.yaml', initFor(configOf()))}`,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('certificate etcd/server is invalid: x509: certificate is valid for');
    expect(refused.stderr).toContain('not 10.0.0.11');
  });

  it('download-certs brings the cluster CA to a joining master, whose own certificates join keeps', () => {
    const { master0, credentials } = clusterWithCredentials();
    const master1 = host('master-1');
    const path = file(master1, 'join.yaml', joinMasterFor(configOf(), '10.0.0.12', credentials));
    const download = run(master1, 'kubeadm', [
      'join',
      'phase',
      'control-plane-prepare',
      'download-certs',
      `--config=${path}`,
    ]);
    expect(download.stderr).toBe('');
    const pki = (h: Host, name: string) => readFileSync(join(h.root, 'etc/kubernetes/pki', name), 'utf8');
    expect(pki(master1, 'ca.key')).toBe(pki(master0, 'ca.key'));
    expect(existsSync(join(master1.root, 'etc/kubernetes/pki/apiserver.crt'))).toBe(false);
    madePki(master1, configOf(), '10.0.0.12');
    const joined = run(master1, 'kubeadm', ['join', `--config=${path}`]);
    expect(joined.stderr).toBe('');
    expect(joined.stdout).toContain('[certs] Using the existing "etcd/peer" certificate and key');
    expect(yearsLeft(join(master1.root, 'etc/kubernetes/pki/apiserver.crt'))).toBeGreaterThan(99);

    const wrongKey = host('master-2');
    const text = joinMasterFor(configOf(), '10.0.0.13', { ...credentials, certificateKey: 'ab'.repeat(32) });
    const refused = run(wrongKey, 'kubeadm', [
      'join',
      'phase',
      'control-plane-prepare',
      'download-certs',
      `--config=${file(wrongKey, 'j.yaml', text)}`,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('cipher: message authentication failed');
  });

  it('crictl lists the static pods by name, restarts them, and refuses a pod the host does not have', () => {
    const { master0 } = initMaster0();
    const listed = run(master0, 'crictl', ['pods', '--name', 'kube-apiserver', '-q']);
    expect(listed.stdout).toBe('pod-kube-apiserver-master-0\n');
    expect(run(master0, 'crictl', ['pods', '--name', 'etcd', '-q']).stdout).toBe('pod-etcd-master-0\n');
    expect(run(master0, 'crictl', ['stopp', 'pod-kube-apiserver-master-0']).code).toBe(0);
    expect(run(master0, 'crictl', ['rmp', 'pod-kube-apiserver-master-0']).code).toBe(0);
    expect(readFileSync(join(master0.root, 'var/lib/standin-kubeadm/restarted'), 'utf8')).toBe(
      'stopp pod-kube-apiserver-master-0\nrmp pod-kube-apiserver-master-0\n',
    );
    const refused = run(master0, 'crictl', ['stopp', 'pod-nothing']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('could not find pod "pod-nothing"');
  });

  it('certs renew makes new 1-year certificates with the same names', () => {
    const master0 = host('master-0');
    madePki(master0);
    run(master0, 'kubeadm', ['init', `--config=${file(master0, 'init.yaml', initFor(configOf()))}`]);
    const renewed = run(master0, 'kubeadm', ['certs', 'renew', 'apiserver', 'admin.conf']);
    expect(renewed.stderr).toBe('');
    const pki = join(master0.root, 'etc/kubernetes/pki');
    expect(yearsLeft(join(pki, 'apiserver.crt'))).toBeCloseTo(1, 0);
    expect(yearsLeft(join(pki, 'apiserver-kubelet-client.crt'))).toBeGreaterThan(99);
    const names = spawnSync(
      'openssl',
      ['x509', '-in', join(pki, 'apiserver.crt'), '-noout', '-ext', 'subjectAltName'],
      { encoding: 'utf8' },
    );
    expect(names.stdout).toContain('IP Address:10.96.0.1');
    expect(run(master0, 'kubeadm', ['certs', 'renew', 'nothing']).code).toBe(1);
  });
});

describe('stand-in etcd: membership, crictl and etcdctl', () => {
  const TLS = [
    '--endpoints=https://127.0.0.1:2379',
    '--cacert=/etc/kubernetes/pki/etcd/ca.crt',
    '--cert=/etc/kubernetes/pki/etcd/server.crt',
    '--key=/etc/kubernetes/pki/etcd/server.key',
  ];
  const etcdctl = (on: Host, args: string[], etcdDown?: string[]) => {
    const id = run(on, 'crictl', ['ps', '--name', 'etcd', '--state', 'running', '-q']).stdout.trim();
    return run(on, 'crictl', ['exec', id, 'etcdctl', ...TLS, ...args], { etcdDown });
  };
  const names = (on: Host) =>
    etcdctl(on, ['member', 'list', '-w', 'simple'])
      .stdout.trim()
      .split('\n')
      .map((line) => line.split(', ')[2]);

  /** Three control planes: master-0 (init), master-1 and master-2 (joined). */
  function threeMasters() {
    const { master0, credentials } = clusterWithCredentials();
    const joined = ['10.0.0.12', '10.0.0.13'].map((address, index) => {
      const { node, result } = joinNode(
        `master-${index + 1}`,
        joinMasterFor(configOf(), address, credentials),
      );
      expect(result.stderr).toBe('');
      return node;
    });
    return { master0, master1: joined[0]!, master2: joined[1]! };
  }

  it('lists one member per control plane, at its advertise address; a worker runs no etcd container', () => {
    const { master0, credentials } = clusterWithCredentials();
    joinNode('master-1', joinMasterFor(configOf(), '10.0.0.12', credentials));
    const worker = joinNode('node-1', joinNodeFor(configOf(), credentials));
    const list = etcdctl(master0, ['member', 'list', '-w', 'simple']);
    expect(list.stderr).toBe('');
    expect(list.stdout).toMatch(
      /^[0-9a-f]{16}, started, master-0, https:\/\/10\.0\.0\.11:2380, https:\/\/10\.0\.0\.11:2379, false\n[0-9a-f]{16}, started, master-1, https:\/\/10\.0\.0\.12:2380, /,
    );
    expect(run(worker.node, 'crictl', ['ps', '--name', 'etcd', '-q']).stdout).toBe('');
    const into = run(worker.node, 'crictl', ['exec', 'etcd-node-1', 'etcdctl', 'member', 'list']);
    expect(into.code).toBe(1);
    expect(into.stderr).toContain('not found');
  });

  it('etcdctl needs the client certificate flags, as etcd requires client certificates', () => {
    const { master0 } = initMaster0();
    const id = run(master0, 'crictl', ['ps', '--name', 'etcd', '-q']).stdout.trim();
    const bare = run(master0, 'crictl', ['exec', id, 'etcdctl', 'member', 'list']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('certificate required');
  });

  it('kubeadm reset of a master removes its member; refused while another removal is under way, it only warns', () => {
    const { master0, master1, master2 } = threeMasters();
    const cluster = readdirSync(join(shared, 'kubeadm'))[0]!;
    const marker = join(shared, 'kubeadm', cluster, 'etcd/removal-under-way');
    writeFileSync(marker, 'master-2\n');
    const refused = run(master1, 'kubeadm', ['reset', '-f']);
    expect(refused.code).toBe(0);
    expect(refused.stderr).toContain(
      '[reset] Failed to remove etcd member: etcdserver: unhealthy cluster (stand-in etcd: the removal of member master-2 is still under way)',
    );
    expect(names(master0)).toEqual(['master-0', 'master-1', 'master-2']);
    const byHand = etcdctl(master0, ['member', 'remove', memberId(master0, 'master-1')]);
    expect(byHand.code).toBe(1);
    expect(byHand.stderr).toContain('the removal of member master-2 is still under way');

    rmSync(marker);
    expect(etcdctl(master0, ['member', 'remove', memberId(master0, 'master-1')]).code).toBe(0);
    const reset = run(master2, 'kubeadm', ['reset', '-f']);
    expect(reset.stderr).toBe('');
    expect(names(master0)).toEqual(['master-0']);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a removal that would break the active quorum; a member that is down can always be removed', () => {
    const { master0 } = threeMasters();
    const remove = (name: string, down: string[]) =>
      etcdctl(master0, ['member', 'remove', memberId(master0, name)], down);
    const refused = remove('master-1', ['master-2']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'etcdserver: unhealthy cluster (stand-in etcd: 2 of 3 members active; removing master-1 would break the active quorum)',
    );
    expect(remove('master-2', ['master-2']).code).toBe(0);
    expect(names(master0)).toEqual(['master-0', 'master-1']);
  });

  it('snapshot save writes to the host only inside the etcd data folder, which the container mounts', () => {
    const { master0 } = initMaster0();
    const saved = etcdctl(master0, ['snapshot', 'save', '/var/lib/etcd/s.db']);
    expect(saved.stdout).toBe('Snapshot saved at /var/lib/etcd/s.db\n');
    expect(readFileSync(join(master0.root, 'var/lib/etcd/s.db'), 'utf8')).toContain('members master-0');
    expect(etcdctl(master0, ['snapshot', 'save', '/root/s.db']).code).toBe(0);
    expect(existsSync(join(master0.root, 'root/s.db'))).toBe(false);
  });
});

function memberId(on: Host, name: string): string {
  const TLS = ['--cacert=a', '--cert=b', '--key=c'];
  const id = run(on, 'crictl', ['ps', '--name', 'etcd', '-q']).stdout.trim();
  const line = run(on, 'crictl', ['exec', id, 'etcdctl', ...TLS, 'member', 'list'])
    .stdout.split('\n')
    .find((l) => l.split(', ')[2] === name);
  return line?.split(', ')[0] ?? '';
}

describe('stand-in phases on a running cluster (kubeadm phases/init uploadconfig, controlplane, certs, addons)', () => {
  /** The init documents with one document edited, as a changed Clusterfile would render them. */
  // biome-ignore lint/suspicious/noExplicitAny: the edits walk parsed YAML freely; a wrong path fails the test
  const edited = (text: string, kind: string, edit: (document: any) => void) =>
    parseAllDocuments(text)
      .map((document) => {
        const value = document.toJS();
        if (value.kind === kind) edit(value);
        return `---\n${stringify(value)}`;
      })
      .join('');

  it('upload-config kubeadm and kubelet replace what kubectl reads from kubeadm-config and kubelet-config', () => {
    const { master0, path } = initMaster0();
    const changed = file(
      master0,
      'phase.yaml',
      edited(readFileSync(path, 'utf8'), 'KubeletConfiguration', (kubelet) => {
        kubelet.maxPods = 200;
      }),
    );
    expect(
      run(master0, 'kubeadm', ['init', 'phase', 'upload-config', 'kubelet', '--config', changed]).code,
    ).toBe(0);
    const kubelet = run(master0, 'kubectl', [
      ADMIN,
      '-n',
      'kube-system',
      'get',
      'configmap',
      'kubelet-config',
      '-o',
      'jsonpath={.data.kubelet}',
    ]);
    expect(kubelet.stdout).toContain('maxPods: 200');
    expect(
      run(master0, 'kubeadm', ['init', 'phase', 'upload-config', 'nothing', '--config', changed]).stderr,
    ).toContain('invalid subcommand "nothing"');
    const proxy = run(master0, 'kubectl', [
      ADMIN,
      '-n',
      'kube-system',
      'get',
      'cm',
      'kube-proxy',
      '-o',
      'jsonpath={.data.config\\.conf}',
    ]);
    expect(proxy.stdout).toContain('mode: ipvs');
  });

  it('certs apiserver keeps a certificate with every name and refuses one that lacks a new certSAN', () => {
    const { master0, path } = initMaster0();
    const text = readFileSync(path, 'utf8');
    const phase = file(master0, 'phase.yaml', text);
    expect(
      run(master0, 'kubeadm', ['init', 'phase', 'certs', 'apiserver', '--config', phase]).stdout,
    ).toContain('Using the existing "apiserver" certificate and key');
    const more = file(
      master0,
      'more.yaml',
      edited(text, 'ClusterConfiguration', (cluster) => {
        cluster.apiServer.certSANs.push('cfg.example.com');
      }),
    );
    const refused = run(master0, 'kubeadm', ['init', 'phase', 'certs', 'apiserver', '--config', more]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /certificate apiserver is invalid: x509: certificate is valid for .*, not cfg\.example\.com/,
    );
  });

  it('control-plane rewrites the manifests with the flags; the restarted apiserver answers after two refusals', () => {
    const { master0, path } = initMaster0();
    const phase = file(
      master0,
      'phase.yaml',
      edited(readFileSync(path, 'utf8'), 'ClusterConfiguration', (cluster) => {
        cluster.apiServer.extraArgs['audit-log-maxage'] = '30';
      }),
    );
    const hash = () =>
      run(master0, 'kubectl', [
        ADMIN,
        '-n',
        'kube-system',
        'get',
        'pod',
        'kube-apiserver-master-0',
        '-o',
        'jsonpath={.metadata.annotations.kubernetes\\.io/config\\.hash}',
      ]).stdout;
    const before = hash();
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    expect(run(master0, 'kubeadm', ['init', 'phase', 'control-plane', 'all', '--config', phase]).code).toBe(
      0,
    );
    expect(
      readFileSync(join(master0.root, 'etc/kubernetes/manifests/kube-apiserver.yaml'), 'utf8'),
    ).toContain('--audit-log-maxage=30');
    // The kubelet runs the new manifest's pod a moment later: the mirror pod's hash changes after two looks.
    expect([hash(), hash()]).toEqual([before, before]);
    expect(hash()).not.toBe(before);
    const health = () => run(master0, 'kubectl', [ADMIN, 'get', '--raw=/healthz']);
    expect([health().code, health().code, health().stdout]).toEqual([1, 1, 'ok\n']);
    writeFileSync(
      join(master0.root, 'var/lib/standin-kubeadm/fail-apiserver'),
      'Error: unknown flag: --bogus\n',
    );
    run(master0, 'kubeadm', ['init', 'phase', 'control-plane', 'apiserver', '--config', phase]);
    for (let look = 0; look < 4; look++)
      expect(health().stderr).toContain('kube-apiserver: Error: unknown flag: --bogus');
  });

  it('a restarted kubelet posts its node NotReady twice, then Ready', () => {
    const { master0 } = initMaster0();
    expect(run(master0, 'systemctl', ['restart', 'kubelet']).code).toBe(0);
    const ready = () =>
      JSON.parse(run(master0, 'kubectl', [ADMIN, 'get', 'node', 'master-0', '-o', 'json']).stdout).status
        .conditions[0].status;
    expect([ready(), ready(), ready()]).toEqual(['False', 'False', 'True']);
  });
});
