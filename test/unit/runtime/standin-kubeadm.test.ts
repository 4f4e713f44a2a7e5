import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import { parseJoinCommand } from '../../../src/runtime/kubeadm/join-credentials.js';
import { initFor, joinMasterFor, joinNodeFor } from './kubeadm-documents.js';

/** These run the stand-in programs with real bash, each "host" being a temporary STANDIN_ROOT. */
const standins = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-kubeadm');
const roots: string[] = [];

function host(): string {
  const root = mkdtempSync(join(tmpdir(), 'standin-host-'));
  roots.push(root);
  mkdirSync(join(root, 'root'), { recursive: true });
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function run(root: string, tool: string, args: string[], version = 'v1.27.7') {
  const result = spawnSync('bash', [join(standins, tool), ...args], {
    encoding: 'utf8',
    env: { ...process.env, STANDIN_ROOT: root, HOME: '/root', STANDIN_KUBEADM_VERSION: version },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeConfig(root: string, name: string, text: string): string {
  const path = join(root, name);
  writeFileSync(path, text);
  return path;
}

function withAuditPolicy(root: string): void {
  mkdirSync(join(root, 'etc/kubernetes'), { recursive: true });
  writeFileSync(join(root, 'etc/kubernetes/audit-policy.yml'), 'apiVersion: audit.k8s.io/v1\nkind: Policy\n');
}

const masters = ['10.0.0.11', '10.0.0.12'];
const config127 = buildKubeadmConfig({ kubernetesVersion: 'v1.27.7', masters, hostCount: masters.length });

function initMaster0(version = 'v1.27.7') {
  const root = host();
  withAuditPolicy(root);
  const config = buildKubeadmConfig({ kubernetesVersion: version, masters, hostCount: masters.length });
  const file = writeConfig(root, 'kubeadm-init.yaml', initFor(config));
  const result = run(root, 'kubeadm', ['init', `--config=${file}`, '--upload-certs', '-v', '0'], version);
  return { root, result, config };
}

describe('stand-in kubeadm init', () => {
  it('accepts the configuration we generate and writes what a real init leaves behind', () => {
    const { root, result } = initMaster0();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('[init] Using Kubernetes version: v1.27.7');
    const admin = readFileSync(join(root, 'etc/kubernetes/admin.conf'), 'utf8');
    expect(admin).toContain('server: https://apiserver.cluster.local:6443');
    expect(admin).toMatch(/client-key-data: [A-Za-z0-9+/=]+/);
    for (const file of [
      'pki/ca.crt',
      'kubelet.conf',
      'manifests/kube-apiserver.yaml',
      'manifests/etcd.yaml',
    ]) {
      expect(existsSync(join(root, 'etc/kubernetes', file)), file).toBe(true);
    }
    expect(readFileSync(join(root, 'var/lib/kubelet/config.yaml'), 'utf8')).toContain(
      'kind: KubeletConfiguration',
    );
  });

  it('accepts v1beta4 on 1.31 with list extraArgs', () => {
    const { result } = initMaster0('v1.31.2');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('fails preflight when run twice, like kubeadm', () => {
    const { root } = initMaster0();
    const again = run(root, 'kubeadm', ['init', `--config=${join(root, 'kubeadm-init.yaml')}`]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('[ERROR FileAvailable--etc-kubernetes-manifests-kube-apiserver.yaml]');
  });

  it('refuses configs real kubeadm would refuse', () => {
    const root = host();
    withAuditPolicy(root);
    const init = initFor(config127);
    const cases: Array<[string, string, string]> = [
      ['no ClusterConfiguration', init.split('---\n')[0] ?? '', 'has no kind: ClusterConfiguration document'],
      [
        'no controlPlaneEndpoint',
        init.replace(/^controlPlaneEndpoint: .*\n/m, ''),
        'controlPlaneEndpoint is required',
      ],
      [
        'no kubernetesVersion',
        init.replace(/^kubernetesVersion: .*\n/m, ''),
        'kubernetesVersion: Invalid value',
      ],
      [
        'v1beta4 on 1.27',
        init.replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4'),
        'no kind "InitConfiguration" is registered for version "kubeadm.k8s.io/v1beta4"',
      ],
      [
        'old API',
        init.replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta2'),
        'uses an old API spec',
      ],
    ];
    for (const [name, text, message] of cases) {
      const result = run(root, 'kubeadm', ['init', `--config=${writeConfig(root, 'bad.yaml', text)}`]);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
    expect(existsSync(join(root, 'etc/kubernetes/admin.conf'))).toBe(false);
  });

  it('refuses map extraArgs in v1beta4 and list extraArgs in v1beta3', () => {
    const root = host();
    withAuditPolicy(root);
    const v131 = initFor(
      buildKubeadmConfig({ kubernetesVersion: 'v1.31.2', masters, hostCount: masters.length }),
    );
    const asV1beta3 = v131.replaceAll('kubeadm.k8s.io/v1beta4', 'kubeadm.k8s.io/v1beta3');
    const lists = run(
      root,
      'kubeadm',
      ['init', `--config=${writeConfig(root, 'a.yaml', asV1beta3)}`],
      'v1.31.2',
    );
    expect(lists.code).toBe(1);
    expect(lists.stderr).toMatch(
      /cannot unmarshal array into Go struct field (kubeletE|e)xtraArgs: of type map\[string\]string/,
    );
    const v127 = initFor(config127).replaceAll('kubeadm.k8s.io/v1beta3', 'kubeadm.k8s.io/v1beta4');
    const maps = run(root, 'kubeadm', ['init', `--config=${writeConfig(root, 'b.yaml', v127)}`], 'v1.31.2');
    expect(maps.code).toBe(1);
    expect(maps.stderr).toContain('of type []v1beta4.Arg');
  });

  it('fails like a crash-looping apiserver when the audit policy is missing', () => {
    const root = host();
    const file = writeConfig(root, 'kubeadm-init.yaml', initFor(config127));
    const result = run(root, 'kubeadm', ['init', `--config=${file}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('open /etc/kubernetes/audit-policy.yml: no such file or directory');
  });
});

describe('stand-in kubeadm join credentials and join', () => {
  it('prints a certificate key and a join command our parser reads', () => {
    const { root } = initMaster0();
    const key = 'ab'.repeat(32);
    const upload = run(root, 'kubeadm', [
      'init',
      'phase',
      'upload-certs',
      '--upload-certs',
      '--certificate-key',
      key,
    ]);
    expect(upload.code).toBe(0);
    expect(upload.stdout.trim().split('\n').at(-1)).toBe(key);
    const generated = run(root, 'kubeadm', ['init', 'phase', 'upload-certs', '--upload-certs']);
    expect(generated.stdout.trim().split('\n').at(-1)).toMatch(/^[0-9a-f]{64}$/);
    const token = run(root, 'kubeadm', ['token', 'create', '--print-join-command', '--ttl', '2h']);
    expect(token.code).toBe(0);
    const credentials = parseJoinCommand(token.stdout, key, 'master0');
    expect(credentials.token).toMatch(/^[a-z0-9]{6}\.[a-z0-9]{16}$/);
    expect(token.stdout).toMatch(/^kubeadm join apiserver\.cluster\.local:6443 --token /);
  });

  it('needs an initialised control plane for tokens and certificates', () => {
    const root = host();
    expect(run(root, 'kubeadm', ['token', 'create', '--print-join-command']).stderr).toContain(
      'failed to load admin kubeconfig',
    );
    expect(run(root, 'kubeadm', ['init', 'phase', 'upload-certs', '--upload-certs']).code).toBe(1);
  });

  it('joins a master and a node with the configs we generate, once', () => {
    const { root: master0 } = initMaster0();
    const key = 'cd'.repeat(32);
    run(master0, 'kubeadm', ['init', 'phase', 'upload-certs', '--upload-certs', '--certificate-key', key]);
    const credentials = parseJoinCommand(
      run(master0, 'kubeadm', ['token', 'create', '--print-join-command']).stdout,
      key,
      'master0',
    );

    const master1 = host();
    const masterConfig = writeConfig(
      master1,
      'join.yaml',
      joinMasterFor(config127, '10.0.0.12', credentials),
    );
    const joined = run(master1, 'kubeadm', ['join', `--config=${masterConfig}`, '-v', '0']);
    expect(joined.stderr).toBe('');
    expect(joined.code).toBe(0);
    expect(readFileSync(join(master1, 'etc/kubernetes/kubelet.conf'), 'utf8')).toContain(
      'server: https://10.0.0.11:6443',
    );
    expect(existsSync(join(master1, 'etc/kubernetes/admin.conf'))).toBe(true);
    expect(readFileSync(join(master1, 'var/lib/standin-kubeadm/joined'), 'utf8')).toContain(
      'role=control-plane',
    );
    const twice = run(master1, 'kubeadm', ['join', `--config=${masterConfig}`]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('[ERROR FileAvailable--etc-kubernetes-kubelet.conf]');

    const node = host();
    const nodeConfig = writeConfig(node, 'join.yaml', joinNodeFor(config127, credentials));
    const nodeJoined = run(node, 'kubeadm', ['join', `--config=${nodeConfig}`]);
    expect(nodeJoined.code).toBe(0);
    expect(readFileSync(join(node, 'etc/kubernetes/kubelet.conf'), 'utf8')).toContain(
      'server: https://10.103.97.2:6443',
    );
    expect(existsSync(join(node, 'etc/kubernetes/admin.conf'))).toBe(false);
  });

  it('refuses bad join input: token, hash, certificate key, a non-empty manifests folder', () => {
    const root = host();
    const good = {
      token: 'abcdef.0123456789abcdef',
      caCertHashes: [`sha256:${'0'.repeat(64)}`],
      certificateKey: 'ef'.repeat(32),
    };
    const cases: Array<[string, string, string]> = [
      ['token', joinNodeFor(config127, { ...good, token: 'nope' }), 'the bootstrap token is invalid'],
      [
        'hash',
        joinNodeFor(config127, { ...good, caCertHashes: ['sha256:xyz'] }),
        'caCertHashes: Invalid value',
      ],
      [
        'key',
        joinMasterFor(config127, '10.0.0.12', { ...good, certificateKey: 'short' }),
        'controlPlane.certificateKey',
      ],
    ];
    for (const [name, text, message] of cases) {
      const result = run(root, 'kubeadm', ['join', `--config=${writeConfig(root, 'join.yaml', text)}`]);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
    mkdirSync(join(root, 'etc/kubernetes/manifests'), { recursive: true });
    writeFileSync(join(root, 'etc/kubernetes/manifests/kube-sealos-lvscare.yaml'), 'x');
    const early = run(root, 'kubeadm', [
      'join',
      `--config=${writeConfig(root, 'join.yaml', joinNodeFor(config127, good))}`,
    ]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('[ERROR DirAvailable--etc-kubernetes-manifests]');
  });

  it('joins with flags too (kubeadm join ENDPOINT --token ... --discovery-token-ca-cert-hash ...)', () => {
    const root = host();
    const result = run(root, 'kubeadm', [
      'join',
      '10.103.97.2:6443',
      '--token',
      'abcdef.0123456789abcdef',
      '--discovery-token-ca-cert-hash',
      `sha256:${'1'.repeat(64)}`,
    ]);
    expect(result.code).toBe(0);
    expect(existsSync(join(root, 'etc/kubernetes/kubelet.conf'))).toBe(true);
  });
});

describe('stand-in kubeadm reset and version, stand-in kubectl and sealctl', () => {
  it('reset -f removes what init wrote, and refuses without -f', () => {
    const { root } = initMaster0();
    expect(run(root, 'kubeadm', ['reset']).code).toBe(1);
    const reset = run(root, 'kubeadm', ['reset', '-f', '-v', '0']);
    expect(reset.code).toBe(0);
    for (const file of ['admin.conf', 'kubelet.conf', 'pki/ca.crt', 'manifests/kube-apiserver.yaml']) {
      expect(existsSync(join(root, 'etc/kubernetes', file)), file).toBe(false);
    }
    expect(initMaster0().result.code).toBe(0);
  });

  it('reports its version', () => {
    const root = host();
    expect(run(root, 'kubeadm', ['version', '-o', 'short'], 'v1.29.9').stdout).toBe('v1.29.9\n');
    expect(run(root, 'kubeadm', ['version']).stdout).toContain('GitVersion:"v1.27.7"');
    expect(run(root, 'kubeadm', ['frobnicate']).stderr).toContain('unknown command "frobnicate"');
  });

  it('kubectl answers /healthz and get nodes only where a control plane was made, and records deletions', () => {
    const root = host();
    const kubeconfig = '--kubeconfig=/etc/kubernetes/admin.conf';
    expect(run(root, 'kubectl', [kubeconfig, 'get', '--raw=/healthz']).stderr).toContain(
      'localhost:8080 was refused',
    );
    const { root: master0 } = initMaster0();
    expect(run(master0, 'kubectl', [kubeconfig, 'get', '--raw=/healthz']).stdout).toBe('ok\n');
    const nodes = run(master0, 'kubectl', [kubeconfig, 'get', 'nodes']).stdout.split('\n');
    expect(nodes[0]).toMatch(/^NAME\s+STATUS\s+ROLES\s+AGE\s+VERSION$/);
    expect(nodes[1]).toMatch(/\s+Ready\s+control-plane\s+1m\s+v1\.27\.7$/);
    const deleted = run(master0, 'kubectl', [kubeconfig, 'delete', 'node', 'worker-1', '--ignore-not-found']);
    expect(deleted.stdout).toBe('node "worker-1" deleted\n');
    expect(readFileSync(join(master0, 'var/lib/standin-kubeadm/deleted-nodes'), 'utf8')).toBe('worker-1\n');
  });

  it('sealctl records and clears the VIP rule', () => {
    const root = host();
    const rules = join(root, 'var/lib/standin-sealctl/ipvs');
    const set = ['ipvs', '--vs', '10.103.97.2:6443', '--rs', '10.0.0.11:6443', '--rs', '10.0.0.12:6443'];
    expect(
      run(root, 'sealctl', [...set, '--health-path', '/healthz', '--health-schem', 'https', '--run-once'])
        .code,
    ).toBe(0);
    expect(run(root, 'sealctl', [...set, '--run-once']).code).toBe(0);
    expect(readFileSync(rules, 'utf8')).toBe('10.103.97.2:6443 -> 10.0.0.11:6443 10.0.0.12:6443\n');
    expect(run(root, 'sealctl', ['ipvs', '--vs', '10.103.97.2:6443', '-C']).code).toBe(0);
    expect(readFileSync(rules, 'utf8')).toBe('');
    expect(run(root, 'sealctl', ['ipvs', '--vs', 'vip', '--run-once']).stderr).toContain('is not IP:port');
  });
});

describe('stand-in upgrade: kubeadm upgrade, kubectl cordon, kubelet, systemctl, the call log', () => {
  const ADMIN = '--kubeconfig=/etc/kubernetes/admin.conf';
  const calls = (root: string) => readFileSync(join(root, 'var/log/standin-calls.log'), 'utf8').split('\n');

  it('upgrade apply moves the cluster one minor up, only with the kubeadm of that version', () => {
    const { root } = initMaster0();
    const older = run(root, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes'], 'v1.27.7');
    expect(older.code).toBe(1);
    expect(older.stderr).toContain('is not the kubeadm version "v1.27.7". Upgrade kubeadm first');
    const noYes = run(root, 'kubeadm', ['upgrade', 'apply', 'v1.28.4'], 'v1.28.4');
    expect(noYes.stderr).toContain('pass --yes');
    const skip = run(root, 'kubeadm', ['upgrade', 'apply', 'v1.29.0', '--yes'], 'v1.29.0');
    expect(skip.stderr).toContain('can upgrade only 1 minor version at a time');
    const down = run(root, 'kubeadm', ['upgrade', 'apply', 'v1.26.11', '--yes'], 'v1.26.11');
    expect(down.stderr).toContain('Downgrades are not supported');

    const applied = run(root, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes'], 'v1.28.4');
    expect(applied.stderr).toBe('');
    expect(applied.stdout).toContain('SUCCESS! Your cluster was upgraded to "v1.28.4"');
    expect(readFileSync(join(root, 'var/lib/standin-kubeadm/cluster'), 'utf8')).toContain(
      'version=v1.28.4\n',
    );
    expect(run(root, 'kubectl', [ADMIN, 'get', 'nodes']).stdout).toContain('v1.28.4');
    expect(calls(root)).toContain('kubeadm v1.28.4 upgrade apply v1.28.4 --yes');
  });

  it('upgrade node needs a joined host; the fail switch makes both upgrades fail', () => {
    const lone = host();
    expect(run(lone, 'kubeadm', ['upgrade', 'node'], 'v1.28.4').stderr).toContain('has not joined a cluster');
    const { root } = initMaster0();
    mkdirSync(join(root, 'var/lib/standin-kubeadm'), { recursive: true });
    writeFileSync(join(root, 'var/lib/standin-kubeadm/fail-upgrade'), '');
    expect(run(root, 'kubeadm', ['upgrade', 'node'], 'v1.28.4').stderr).toContain('failing on purpose');
    expect(run(root, 'kubeadm', ['upgrade', 'apply', 'v1.28.4', '--yes'], 'v1.28.4').stderr).toContain(
      'failing on purpose',
    );
    rmSync(join(root, 'var/lib/standin-kubeadm/fail-upgrade'));
    expect(run(root, 'kubeadm', ['upgrade', 'node'], 'v1.28.4').code).toBe(0);
    expect(readFileSync(join(root, 'var/lib/standin-kubeadm/upgraded'), 'utf8')).toBe('v1.28.4\n');
    expect(
      run(root, 'kubeadm', ['config', 'images', 'pull', '--kubernetes-version', 'v1.28.4']).stdout,
    ).toContain('kube-apiserver:v1.28.4');
  });

  it('kubectl cordons, drains and uncordons; kubelet says its version; systemctl records units', () => {
    const { root } = initMaster0();
    expect(run(root, 'kubectl', [ADMIN, 'cordon', 'worker-1']).stdout).toBe('node/worker-1 cordoned\n');
    expect(run(root, 'kubectl', [ADMIN, 'drain', 'worker-1', '--ignore-daemonsets']).code).toBe(0);
    expect(readFileSync(join(root, 'var/lib/standin-kubeadm/cordoned'), 'utf8')).toBe('worker-1 drained\n');
    expect(run(root, 'kubectl', [ADMIN, 'uncordon', 'worker-1']).stdout).toBe('node/worker-1 uncordoned\n');
    expect(readFileSync(join(root, 'var/lib/standin-kubeadm/cordoned'), 'utf8')).toBe('');
    expect(run(root, 'kubelet', ['--version'], 'v1.28.4').stdout).toBe('Kubernetes v1.28.4\n');

    expect(run(root, 'systemctl', ['is-active', 'kubelet']).code).toBe(1);
    expect(run(root, 'systemctl', ['restart', 'kubelet']).code).toBe(0);
    expect(run(root, 'systemctl', ['is-active', 'kubelet']).stdout).toBe('active\n');
    expect(run(root, 'systemctl', ['daemon-reload']).code).toBe(0);
    expect(run(root, 'systemctl', ['status', 'kubelet']).stderr).toContain('unsupported command "status"');
    expect(run(root, 'systemctl', ['restart', 'bad unit']).stderr).toContain('Invalid unit name');
    expect(calls(root).filter((line) => line.startsWith('systemctl'))).toEqual([
      'systemctl - is-active kubelet',
      'systemctl - restart kubelet',
      'systemctl - is-active kubelet',
      'systemctl - daemon-reload',
      'systemctl - status kubelet',
      'systemctl - restart bad unit',
    ]);
  });
});
