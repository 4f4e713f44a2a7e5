import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRunActionInputs } from '../../../src/actions/run/inputs.js';

const root = join(import.meta.dirname, '../../..');
/** A real key: a private-key input that cannot log in is refused when read. */
const KEY = ssh2.utils.generateKeyPairSync('ed25519', {
  passphrase: 'phrase-1',
  cipher: 'aes256-ctr',
  rounds: 16,
}).private;
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};

/** What core.getInput returns on a runner: the given value, else the action.yml default. */
function reader(given: Record<string, string> = {}) {
  for (const name of Object.keys(given))
    expect(action.inputs, `input ${name} in action.yml`).toHaveProperty(name);
  return (name: string) => {
    expect(action.inputs, `input ${name} read but not in action.yml`).toHaveProperty(name);
    // The runner expands `${{ github.token }}`; here it stands for a token.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression action.yml holds
    const fallback = (action.inputs[name]?.default ?? '').replace('${{ github.token }}', 'ghs_jobtoken');
    return given[name] ?? fallback;
  };
}

const env = { RUNNER_TEMP: '/runner/temp' };

describe('run action inputs', () => {
  it('registry-copy: SOURCE-IMAGE [DESTINATION] a line, more words refused naming the line', () => {
    const read = (text: string) => readRunActionInputs(reader({ 'registry-copy': text }), env).registryCopies;
    expect(read('oci-archive:app.tar sealos.hub:5000/app:pr-42\n\n  docker://ghcr.io/o/x:1  \n')).toEqual([
      { source: 'oci-archive:app.tar', destination: 'sealos.hub:5000/app:pr-42' },
      { source: 'docker://ghcr.io/o/x:1' },
    ]);
    expect(read('')).toBeUndefined();
    expect(() => read('a b c')).toThrow('input registry-copy: "a b c" is not SOURCE-IMAGE [DESTINATION]');
  });

  it('state-retention-days reaches the state settings, 1 to 90 days, named when wrong', () => {
    expect(readRunActionInputs(reader({ 'state-retention-days': '7' }), env).state.retentionDays).toBe(7);
    expect(() => readRunActionInputs(reader({ 'state-retention-days': '0' }), env)).toThrow(
      'input state-retention-days: "0" is not a whole number from 1 to 90',
    );
  });

  it('the defaults of action.yml: single mode on the runner, auto state, accept-new, 16 hosts, 60 minutes', () => {
    const request = readRunActionInputs(reader(), env);
    expect(request).toEqual({
      source: {
        kind: 'inputs',
        inputs: {
          images: [],
          masters: '',
          nodes: '',
          user: 'root',
          port: 22,
          env: [],
          clusterName: 'default',
          single: false,
        },
      },
      configFiles: [],
      dryRun: false,
      force: false,
      concurrency: 16,
      relay: 'auto',
      timeoutMinutes: 60,
      // kind-action waits too: 5 minutes by default.
      waitMs: 300_000,
      hostKeyPolicy: 'accept-new',
      forgetHostKeys: [],
      state: { choice: 'auto', token: 'ghs_jobtoken' },
      registry: {},
      insecureRegistries: [],
      lockTimeoutMinutes: 10,
      outputDir: '/runner/temp',
    });
  });

  it('reads every input', () => {
    const request = readRunActionInputs(
      reader({
        images: 'labring/kubernetes:v1.29.9\nlabring/helm:v3.14.1, labring/calico:v3.26.1',
        masters: '10.77.0.2,10.77.0.3',
        nodes: '10.77.0.4-10.77.0.5\n10.77.0.9:2222',
        user: 'ops',
        password: ' pa ss ',
        'private-key': `${KEY}\n`,
        'private-key-path': '/keys/id',
        passphrase: 'phrase-1',
        port: '2200',
        cluster: 'lab',
        env: 'criData=/var/lib/containerd\nregistryDomain=sealos.hub',
        'config-files': 'a.yaml\nb.yaml',
        'host-key-policy': 'strict',
        'known-hosts': '10.77.0.2 ssh-ed25519 AAAAC3',
        'dry-run': 'true',
        concurrency: '4',
        relay: 'never',
        timeout: '2.5',
        wait: '1m30s',
        force: 'True',
        state: 'local',
        'state-dir': '/srv/sealos',
        'state-name': 'sealos-lab-pr-7',
        'github-token': 'ghs_other',
        'registry-username': 'puller',
        'registry-password': 'pull-secret',
        registry: 'ghcr.io',
        'registry-config': '/cfg/config.json',
        'insecure-registries': '10.77.0.1:5000, 10.77.0.1:5001',
        'forget-host-key': '10.77.0.3\n10.77.0.9:2222',
      }),
      env,
    );
    expect(request).toEqual({
      source: {
        kind: 'inputs',
        inputs: {
          images: ['labring/kubernetes:v1.29.9', 'labring/helm:v3.14.1', 'labring/calico:v3.26.1'],
          masters: '10.77.0.2,10.77.0.3',
          nodes: '10.77.0.4-10.77.0.5,10.77.0.9:2222',
          user: 'ops',
          password: ' pa ss ',
          privateKey: `${KEY}\n`,
          privateKeyPath: '/keys/id',
          passphrase: 'phrase-1',
          port: 2200,
          env: ['criData=/var/lib/containerd', 'registryDomain=sealos.hub'],
          clusterName: 'lab',
          single: false,
        },
      },
      configFiles: ['a.yaml', 'b.yaml'],
      dryRun: true,
      force: true,
      concurrency: 4,
      relay: 'never',
      timeoutMinutes: 2.5,
      waitMs: 90_000,
      hostKeyPolicy: 'strict',
      knownHosts: '10.77.0.2 ssh-ed25519 AAAAC3\n',
      forgetHostKeys: ['10.77.0.3', '10.77.0.9:2222'],
      state: { choice: 'local', dir: '/srv/sealos', name: 'sealos-lab-pr-7', token: 'ghs_other' },
      registry: {
        username: 'puller',
        password: 'pull-secret',
        registry: 'ghcr.io',
        config: '/cfg/config.json',
      },
      insecureRegistries: ['10.77.0.1:5000', '10.77.0.1:5001'],
      lockTimeoutMinutes: 10,
      outputDir: '/runner/temp',
    });
  });

  it('single: true and timeout 0 (no limit)', () => {
    const request = readRunActionInputs(reader({ single: 'true', timeout: '0' }), env);
    expect(request.source).toMatchObject({ kind: 'inputs', inputs: { single: true } });
    expect(request).not.toHaveProperty('timeoutMinutes');
  });

  it('wait: 0 does not wait; a value that is no duration is named', () => {
    expect(readRunActionInputs(reader({ wait: '0' }), env)).not.toHaveProperty('waitMs');
    expect(readRunActionInputs(reader({ wait: '45' }), env).waitMs).toBe(45_000);
    expect(() => readRunActionInputs(reader({ wait: 'five minutes' }), env)).toThrow(
      'input wait: "five minutes" is not a duration (such as 90s, 5m, 1m30s, or a number of seconds; 0 = do not wait)',
    );
  });

  it('a self-hosted runner asks for single mode by name; a GitHub-hosted one does not', () => {
    expect(readRunActionInputs(reader(), { ...env, RUNNER_ENVIRONMENT: 'self-hosted' }).source).toMatchObject(
      {
        kind: 'inputs',
        singleOnlyWhenAsked: true,
      },
    );
    expect(
      readRunActionInputs(reader(), { ...env, RUNNER_ENVIRONMENT: 'github-hosted' }).source,
    ).not.toHaveProperty('singleOnlyWhenAsked');
  });

  it('prune-runner: auto prunes on a GitHub-hosted runner only; true on any runner; false never', () => {
    const pruned = (given: Record<string, string>, environment: string | undefined) =>
      readRunActionInputs(reader(given), {
        ...env,
        ...(environment ? { RUNNER_ENVIRONMENT: environment } : {}),
      }).pruneRunner === true;
    expect(pruned({}, 'github-hosted')).toBe(true);
    expect(pruned({}, 'self-hosted')).toBe(false);
    expect(pruned({}, undefined)).toBe(false);
    expect(pruned({ 'prune-runner': 'true' }, 'self-hosted')).toBe(true);
    expect(pruned({ 'prune-runner': 'false' }, 'github-hosted')).toBe(false);
    expect(() => readRunActionInputs(reader({ 'prune-runner': 'yes' }), env)).toThrow(
      'input prune-runner: "yes" is not one of auto, true, false',
    );
  });

  it('cache: refused with clusterfile, whose images are known only once rendered', () => {
    expect(() => readRunActionInputs(reader({ clusterfile: 'Clusterfile', cache: 'true' }), env)).toThrow(
      'input cache: not used with clusterfile',
    );
    expect(() => readRunActionInputs(reader({ cache: 'true' }), env)).not.toThrow();
  });

  it('clusterfile: the Clusterfile declares the cluster, the SSH inputs come along to fill it', () => {
    const request = readRunActionInputs(
      reader({ clusterfile: 'deploy/Clusterfile', password: 'pw-1234' }),
      env,
    );
    expect(request.source).toEqual({
      kind: 'clusterfile',
      path: 'deploy/Clusterfile',
      ssh: { user: 'root', password: 'pw-1234', port: 22 },
      template: { valuesFiles: [], sets: [], env: {}, osEnv: env },
    });
    // The template inputs, as sealos apply --values/--set/--env.
    const templated = readRunActionInputs(
      reader({
        clusterfile: 'Clusterfile',
        values: 'base.yaml\nprod.yaml',
        set: 'masters={10.0.0.1,10.0.0.2}\nssh.port=2222',
        env: 'SSH_PASSWORD=s3cret',
      }),
      env,
    );
    expect(templated.source).toMatchObject({
      template: {
        valuesFiles: ['base.yaml', 'prod.yaml'],
        sets: ['masters={10.0.0.1,10.0.0.2}', 'ssh.port=2222'],
        env: { SSH_PASSWORD: 's3cret' },
      },
    });
    const named = readRunActionInputs(reader({ clusterfile: 'Clusterfile', cluster: 'prod' }), env);
    expect(named.source).toMatchObject({ kind: 'clusterfile', cluster: 'prod' });
  });

  it.each([
    ['port', { port: 'ssh' }, /^input port: "ssh" is not a whole number from 1 to 65535$/],
    ['port', { port: '70000' }, /^input port: /],
    ['concurrency', { concurrency: '0' }, /^input concurrency: "0" is not a whole number/],
    ['relay', { relay: 'sometimes' }, /^input relay: "sometimes" is not one of auto, always, never/],
    ['timeout', { timeout: 'ten' }, /^input timeout: "ten" is not a number of minutes$/],
    [
      'dry-run',
      { 'dry-run': 'maybe' },
      /^input dry-run: "maybe" is not true or false \(YAML 1.2 booleans: true, True, TRUE, false, False, FALSE\)$/,
    ],
    ['force', { force: 'sure' }, /^input force: /],
    ['single', { single: '2' }, /^input single: /],
    ['host-key-policy', { 'host-key-policy': 'tofu' }, /^input host-key-policy: "tofu" is not one of strict/],
    [
      'known-hosts',
      { 'host-key-policy': 'strict' },
      /^input known-hosts: needed with host-key-policy strict$/,
    ],
    ['state', { state: 'cloud' }, /^input state "cloud" is not one of auto, artifact, local, none$/],
    ['env', { env: 'A=1\nJUSTAWORD' }, /^input env: "JUSTAWORD" is not KEY=VALUE$/],
    ['images', { clusterfile: 'C', images: 'x:1' }, /^input images: not used with clusterfile/],
    ['masters', { clusterfile: 'C', masters: '10.77.0.2' }, /^input masters: not used with clusterfile/],
    ['nodes', { clusterfile: 'C', nodes: '10.77.0.3' }, /^input nodes: not used with clusterfile/],
    ['values', { values: 'v.yaml' }, /^input values: only used with clusterfile/],
    ['set', { set: 'a=1' }, /^input set: only used with clusterfile/],
    ['single', { clusterfile: 'C', single: 'true' }, /^input single: not used with clusterfile/],
  ])('a bad %s is an error naming the input', (_name, given, message) => {
    expect(() => readRunActionInputs(reader(given), env)).toThrow(message);
  });
});
