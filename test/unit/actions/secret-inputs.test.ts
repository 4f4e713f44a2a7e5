import ssh2 from 'ssh2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuildInputs } from '../../../src/actions/build-image/inputs.js';
import { actionInputReader } from '../../../src/actions/inputs.js';
import { readResetActionInputs } from '../../../src/actions/reset/inputs.js';
import { readRunActionInputs } from '../../../src/actions/run/inputs.js';

/**
 * Through the real `@actions/core` reader: the runner hands inputs over as INPUT_<NAME> variables (dashes
 * kept, upper case), and `core.getInput` trims them unless told not to.
 */
function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
}

/** A real key, encrypted with the passphrase below (spaces and tab included), without its last newline. */
const KEY = ssh2.utils
  .generateKeyPairSync('ed25519', { passphrase: ' phrase\t', cipher: 'aes256-ctr', rounds: 16 })
  .private.trimEnd();

describe('secret inputs are read as given, through core.getInput', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('run: password, passphrase, private-key and registry-password keep their spaces; other inputs are trimmed', () => {
    setInputs({
      masters: ' 10.0.0.2 ',
      user: '  admin  ',
      password: '  pass word ',
      passphrase: ' phrase\t',
      'private-key': `${KEY}  `,
      'registry-password': ' registry secret ',
      'registry-username': '  robot ',
      cluster: ' lab ',
    });
    const request = readRunActionInputs(actionInputReader(), {});
    if (request.source.kind !== 'inputs') throw new Error('expected inputs');
    expect(request.source.inputs).toMatchObject({
      masters: '10.0.0.2',
      user: 'admin',
      password: '  pass word ',
      passphrase: ' phrase\t',
      privateKey: `${KEY}  \n`,
      clusterName: 'lab',
    });
    expect(request.registry).toEqual({ username: 'robot', password: ' registry secret ' });
  });

  it('reset: the SSH secrets keep their spaces', () => {
    setInputs({ password: ' p ', passphrase: '  q' });
    const request = readResetActionInputs(actionInputReader());
    expect([request.ssh.password, request.ssh.passphrase]).toEqual([' p ', '  q']);
  });

  it('build-image: the registry password keeps its spaces, the username is trimmed', () => {
    setInputs({ password: ' token ', username: ' me ' });
    const request = readBuildInputs(actionInputReader(), {});
    expect([request.password, request.username]).toEqual([' token ', 'me']);
  });

  it('a secret of only spaces is still given (the user typed it); an unset one is absent', () => {
    setInputs({ password: '   ' });
    const request = readResetActionInputs(actionInputReader());
    expect(request.ssh.password).toBe('   ');
    expect(request.ssh.passphrase).toBeUndefined();
  });
});
