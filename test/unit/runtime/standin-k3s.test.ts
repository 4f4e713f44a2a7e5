import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  agentConfig,
  initServerConfig,
  joinServerConfig,
  type K3sConfig,
  renderK3sConfig,
} from '../../../src/runtime/k3s/config.js';

/**
 * The stand-in k3s run by real python3. Each "host" is a temporary STANDIN_ROOT with its own STANDIN_HOSTNAME;
 * the hosts of a test share one STANDIN_CLUSTER folder. What it must refuse comes from docs.k3s.io (cli/server
 * "Critical Configuration Values", cli/agent) and k3s's pkg/configfilearg, not from our code.
 */
const k3s = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-k3s/k3s');
const scratch: string[] = [];
let shared = '';
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  shared = '';
});

interface Host {
  root: string;
  name: string;
}

const TOKEN = 'a'.repeat(64);
const AGENT_TOKEN = 'b'.repeat(64);
const ETC = '/var/lib/sealos/data/default/etc';

function host(
  name: string,
  tokens: Record<string, string> = { token: TOKEN, 'agent-token': AGENT_TOKEN },
): Host {
  if (!shared) {
    shared = mkdtempSync(join(tmpdir(), 'standin-cluster-'));
    scratch.push(shared);
  }
  const root = mkdtempSync(join(tmpdir(), 'standin-k3s-'));
  scratch.push(root);
  mkdirSync(join(root, 'etc/rancher/k3s'), { recursive: true });
  mkdirSync(join(root, ETC), { recursive: true });
  for (const [file, value] of Object.entries(tokens)) writeFileSync(join(root, ETC, file), value);
  symlinkSync(k3s, join(root, 'kubectl'));
  return { root, name };
}

function start(on: Host, mode: 'server' | 'agent', config: K3sConfig) {
  writeFileSync(join(on.root, 'etc/rancher/k3s/config.yaml'), renderK3sConfig(config));
  return run(on, k3s, [mode]);
}

function run(on: Host, program: string, args: string[]) {
  const result = spawnSync(program, args, {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      STANDIN_ROOT: on.root,
      STANDIN_CLUSTER: shared,
      STANDIN_HOSTNAME: on.name,
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const input = {
  vip: '10.103.97.2',
  masters: ['10.0.0.11', '10.0.0.12'],
  tokenFile: `${ETC}/token`,
  agentTokenFile: `${ETC}/agent-token`,
};

describe('stand-in k3s', () => {
  it('starts the configurations we generate: first server, joining server, agent; kubectl lists all nodes', () => {
    const m0 = host('master-0');
    expect(start(m0, 'server', initServerConfig(input))).toMatchObject({ code: 0, stderr: '' });
    const m1 = host('master-1');
    expect(start(m1, 'server', joinServerConfig(input))).toMatchObject({ code: 0, stderr: '' });
    const n1 = host('node-1', { 'agent-token': AGENT_TOKEN });
    expect(start(n1, 'agent', agentConfig(input))).toMatchObject({ code: 0, stderr: '' });
    const nodes = run(m0, join(m0.root, 'kubectl'), ['get', 'nodes']).stdout.split('\n');
    expect(nodes.slice(1, 4).map((line) => line.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'master-0 Ready control-plane,etcd,master',
      'master-1 Ready control-plane,etcd,master',
      'node-1 Ready <none>',
    ]);
    expect(readFileSync(join(m0.root, 'etc/rancher/k3s/k3s.yaml'), 'utf8')).toContain(
      'server: https://0.0.0.0:6443',
    );
  });

  it('keeps the cluster when the first server restarts, starts a new one after its data folder is gone', () => {
    const m0 = host('master-0');
    expect(start(m0, 'server', initServerConfig(input)).code).toBe(0);
    const n1 = host('node-1', { 'agent-token': AGENT_TOKEN });
    expect(start(n1, 'agent', agentConfig(input)).code).toBe(0);
    const names = () =>
      run(m0, join(m0.root, 'kubectl'), ['get', 'nodes'])
        .stdout.split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(/\s+/)[0]);
    expect(run(m0, k3s, ['server']).code).toBe(0);
    expect(names()).toEqual(['master-0', 'node-1']);
    rmSync(join(m0.root, 'var/lib/rancher'), { recursive: true, force: true });
    expect(run(m0, k3s, ['server']).code).toBe(0);
    expect(names()).toEqual(['master-0']);
  });

  it('refuses a joining server whose token differs from the first server', () => {
    const m0 = host('master-0');
    expect(start(m0, 'server', initServerConfig(input)).code).toBe(0);
    const m1 = host('master-1', { token: 'c'.repeat(64), 'agent-token': AGENT_TOKEN });
    const joined = start(m1, 'server', joinServerConfig(input));
    expect(joined.code).toBe(1);
    expect(joined.stderr).toContain('server-bootstrap: 401 Unauthorized');
    const agent = host('node-1', { 'agent-token': 'd'.repeat(64) });
    expect(start(agent, 'agent', agentConfig(input)).stderr).toContain('cacerts: 401 Unauthorized');
  });

  it('refuses a joining server whose critical configuration differs from the first server', () => {
    const m0 = host('master-0');
    expect(start(m0, 'server', initServerConfig(input)).code).toBe(0);
    const cases: Array<[string, K3sConfig, string]> = [
      ['cluster-cidr', { 'cluster-cidr': ['10.244.0.0/16'] }, 'cluster-cidr'],
      ['service-cidr', { 'service-cidr': ['10.97.0.0/16'] }, 'service-cidr'],
      ['cluster-dns', { 'cluster-dns': '10.96.0.53' }, 'cluster-dns'],
      ['flannel-backend', { 'flannel-backend': 'host-gw' }, 'flannel-backend'],
      ['disable servicelb', { disable: ['traefik'] }, 'disable=servicelb'],
    ];
    for (const [name, change, field] of cases) {
      const m1 = host('master-1');
      const result = start(m1, 'server', { ...joinServerConfig(input), ...change });
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain('critical configuration value mismatch between servers');
      expect(result.stderr, name).toContain(`mismatched: ${field}`);
    }
    // Other packaged components may differ per server (docs: only servicelb of --disable is critical).
    const m2 = host('master-2');
    const disable = ['servicelb', 'traefik'];
    expect(start(m2, 'server', { ...joinServerConfig(input), disable }).code).toBe(0);
  });

  it('refuses malformed CIDRs, cluster-dns and server URLs', () => {
    const cases: Array<[string, 'server' | 'agent', K3sConfig, string]> = [
      [
        'cidr',
        'server',
        { ...initServerConfig(input), 'cluster-cidr': ['10.42.0.0/33'] },
        'invalid cluster-cidr',
      ],
      [
        'service',
        'server',
        { ...initServerConfig(input), 'service-cidr': 'nonsense' },
        'invalid service-cidr',
      ],
      ['dns', 'server', { ...initServerConfig(input), 'cluster-dns': '10.43.0.x' }, 'invalid cluster-dns'],
      [
        'scheme',
        'agent',
        { ...agentConfig(input), server: 'http://apiserver.cluster.local:6443' },
        'invalid server url',
      ],
      [
        'port',
        'agent',
        { ...agentConfig(input), server: 'https://apiserver.cluster.local:99999' },
        'invalid server url',
      ],
      ['path', 'server', { ...joinServerConfig(input), server: 'https://a b:6443' }, 'invalid server url'],
    ];
    for (const [name, mode, config, message] of cases) {
      const result = start(host('h'), mode, config);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
  });

  it('skips a flag the command does not take with k3s warning, as pkg/configfilearg does', () => {
    const m0 = host('master-0');
    expect(start(m0, 'server', initServerConfig(input)).code).toBe(0);
    const n1 = host('node-1', { 'agent-token': AGENT_TOKEN });
    const result = start(n1, 'agent', { ...agentConfig(input), 'cluster-cidr': ['10.42.0.0/16'] });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Unknown flag --cluster-cidr found in config.yaml, skipping');
  });

  it('needs the token files it is given', () => {
    const lone = host('master-0', {});
    expect(start(lone, 'server', initServerConfig(input)).stderr).toContain('failed to read token file');
  });

  it('etcd-snapshot save: on a server with the embedded etcd only, into a folder that exists', () => {
    const m0 = host('master-0');
    const n1 = host('node-1', { 'agent-token': AGENT_TOKEN });
    start(m0, 'server', initServerConfig(input));
    start(n1, 'agent', agentConfig(input));
    mkdirSync(join(m0.root, 'snaps'));
    const saved = run(m0, k3s, ['etcd-snapshot', 'save', '--name', 'etcd-x', '--dir', '/snaps']);
    expect(saved.code).toBe(0);
    const [file] = readdirSync(join(m0.root, 'snaps'));
    expect(file).toMatch(/^etcd-x-master-0-\d+$/);
    expect(saved.stdout).toContain(`Saving etcd snapshot to /snaps/${file}`);
    const missing = run(m0, k3s, ['etcd-snapshot', 'save', '--dir', '/nowhere']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no such file or directory');
    const agent = run(n1, k3s, ['etcd-snapshot', 'save', '--dir', '/']);
    expect(agent.code).toBe(1);
    expect(agent.stderr).toContain('etcd datastore disabled');
  });
});
