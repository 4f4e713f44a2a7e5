import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readResetActionInputs } from '../../../src/actions/reset/inputs.js';
import { readPostStepInputs } from '../../../src/actions/run/post-inputs.js';

const root = join(import.meta.dirname, '../../..');
const KEY = ssh2.utils.generateKeyPairSync('ed25519').private;
type ActionYml = {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
  runs: Record<string, string>;
};
const load = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as ActionYml;

/** What core.getInput returns on a runner: the given value, else the action.yml default; unknown inputs fail. */
function reader(action: ActionYml, given: Record<string, string> = {}) {
  for (const name of Object.keys(given)) expect(action.inputs, `input ${name}`).toHaveProperty(name);
  return (name: string) => {
    expect(action.inputs, `input ${name} read but not in action.yml`).toHaveProperty(name);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression action.yml holds
    return given[name] ?? (action.inputs[name]?.default ?? '').replace('${{ github.token }}', 'ghs_jobtoken');
  };
}

describe('reset action inputs', () => {
  const action = load('actions/reset/action.yml');

  it('the defaults: the whole default cluster, auto state, the lock taken with a 10 minute wait', () => {
    expect(readResetActionInputs(reader(action))).toEqual({
      cluster: 'default',
      masters: '',
      nodes: '',
      ssh: { user: 'root', port: 22 },
      hostKeyPolicy: 'accept-new',
      forgetHostKeys: [],
      state: { choice: 'auto', token: 'ghs_jobtoken' },
      force: false,
      lockTimeoutMinutes: 10,
    });
    expect(action.runs).toMatchObject({ using: 'node24', main: '../../dist/reset/index.js' });
    expect(Object.keys(action.outputs).sort()).toEqual(['clean', 'hosts']);
  });

  it('a subset one a line, SSH secrets as given, force', () => {
    const request = readResetActionInputs(
      reader(action, {
        cluster: 'lab',
        nodes: '10.77.0.21\n10.77.0.22:2222',
        password: ' secret with spaces ',
        'private-key': KEY,
        force: 'true',
        state: 'local',
        'state-dir': '/srv/sealos',
        'lock-timeout': '0',
      }),
    );
    expect(request).toMatchObject({
      cluster: 'lab',
      nodes: '10.77.0.21,10.77.0.22:2222',
      ssh: { password: ' secret with spaces ', privateKey: KEY },
      force: true,
      state: { choice: 'local', dir: '/srv/sealos' },
      lockTimeoutMinutes: 0,
    });
  });

  it('errors name the input', () => {
    expect(() => readResetActionInputs(reader(action, { force: 'maybe' }))).toThrow('input force: "maybe"');
    expect(() => readResetActionInputs(reader(action, { state: 'cloud' }))).toThrow(/^input state "cloud"/);
    expect(() => readResetActionInputs(reader(action, { 'host-key-policy': 'strict' }))).toThrow(
      'input known-hosts: needed with host-key-policy strict',
    );
  });
});

describe('run action post step inputs', () => {
  for (const file of ['action.yml', 'actions/run/action.yml']) {
    const action = load(file);
    it(`${file}: a post step on its own bundle (always run by default); diagnostics on and cleanup off by default`, () => {
      expect(action.runs.post).toMatch(/dist\/run-post\/index\.js$/);
      // post-if defaults to always(): writing it out would be noise.
      expect(action.runs['post-if']).toBeUndefined();
      const inputs = readPostStepInputs(reader(action, { password: 'pw', cleanup: 'true' }), {});
      expect(inputs).toMatchObject({
        ssh: { user: 'root', password: 'pw', port: 22 },
        diagnostics: true,
        cleanup: true,
        lockTimeoutMinutes: 10,
      });
    });
  }
});
