// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell ${VAR} syntax is the subject of these tests.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { withEnv } from '../../../src/hosts/shell.js';
import { expandCommand } from '../../../src/render/index.js';

/** Runs a command line through a real bash, as hosts do. */
function bash(command: string): { stdout: string; status: number | null } {
  const result = spawnSync('bash', ['-c', command], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { stdout: result.stdout, status: result.status };
}

const NASTY_VALUES = [
  'plain',
  'with spaces  and\ttabs',
  `single ' and double " quotes`,
  'dollar $HOME ${PATH} $(echo injected) `echo backtick`',
  'line one\nline two\n\n',
  'trailing backslash \\',
  "'",
  "''",
  '',
  'unicode ✓ héllo 日本',
  '-n',
  '!history !! and * glob ?',
  'semi; rm -rf / && echo no',
];

describe('withEnv through a real bash', () => {
  it.each(NASTY_VALUES.map((v) => [JSON.stringify(v), v]))('%s arrives unchanged', (_label, value) => {
    const { stdout, status } = bash(withEnv('printf %s "$K"', { K: value }));
    expect(status).toBe(0);
    expect(stdout).toBe(value);
  });

  it('exports several keys and the command sees all of them', () => {
    const env = { B: 'two words', A: "it's", C: '$x' };
    const { stdout } = bash(withEnv('printf "%s|%s|%s" "$A" "$B" "$C"', env));
    expect(stdout).toBe("it's|two words|$x");
  });

  it('refuses a name a shell cannot export, naming it', () => {
    expect(() => withEnv('true', { 'my-key': 'x' })).toThrow(/"my-key" is not a shell name/);
  });

  it('an empty env adds nothing', () => {
    expect(withEnv('true', {})).toBe('true');
  });
});

describe('expandCommand', () => {
  const env = { NAME: 'sealos', EMPTY: '', SPACED: 'a b' };

  it('expands $(VAR), ${VAR} and $VAR from the env', () => {
    expect(expandCommand('echo $(NAME) ${NAME} $NAME ${EMPTY}x $SPACED', env)).toEqual({
      command: 'echo sealos sealos sealos x a b',
      unknown: [],
    });
  });

  it('reports unknown variables once each and leaves ${VAR}/$VAR as written', () => {
    expect(expandCommand('run ${NOPE} $NOPE $OTHER/$NAME', env)).toEqual({
      command: 'run ${NOPE} $NOPE $OTHER/sealos',
      unknown: ['NOPE', 'OTHER'],
    });
  });

  it('an unknown $(VAR) is never run as a command substitution by the shell', () => {
    const { command, unknown } = expandCommand('echo $(touch_me) $(NAME)', env);
    expect(unknown).toEqual(['touch_me']);
    expect(bash(command).stdout).toBe('$(touch_me) sealos\n');
    const quoted = expandCommand('echo "$(whoami)"', {}).command;
    expect(bash(quoted).stdout).not.toContain(bash('whoami').stdout.trim());
    expect(bash(quoted).status).toBe(0);
  });

  it('keeps $$ for the shell and does not read $$(VAR) as a reference', () => {
    expect(expandCommand('echo $$ $$NAME', env).command).toBe('echo $$ $$NAME');
  });

  it('leaves non-names alone', () => {
    expect(expandCommand('echo $1 $? $ ${} $(ls -l) 5$', env)).toEqual({
      command: 'echo $1 $? $ ${} $(ls -l) 5$',
      unknown: [],
    });
  });
});
