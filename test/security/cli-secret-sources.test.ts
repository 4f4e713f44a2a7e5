import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { fillSshSecrets, PASSPHRASE_ENV, PASSWORD_ENV } from '../../src/cli/ssh-flags.js';
import { memoryLogger } from '../lab/memory-log.js';

/** A password on the command line is seen by every user (`ps`) and kept by shells: a file or the environment works too. */
describe('SSH secrets from a file or the environment', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cli-secrets-'));
    file = path.join(dir, 'password');
    await writeFile(file, 'from file\nsecond line ignored\n');
    await chmod(file, 0o600);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the flag, else its file, else the environment', async () => {
    const env = { [PASSWORD_ENV]: 'from env', [PASSPHRASE_ENV]: 'phrase from env' };
    const given = { passwd: 'from flag' };
    await fillSshSecrets(given, env);
    expect(given).toEqual({ passwd: 'from flag', pkPasswd: 'phrase from env' });
    const fromFile = { passwordFile: file, pkPasswdFile: file };
    await fillSshSecrets(fromFile, env);
    expect(fromFile).toMatchObject({ passwd: 'from file', pkPasswd: 'from file' });
    const fromEnv = {};
    await fillSshSecrets(fromEnv, env);
    expect(fromEnv).toEqual({ passwd: 'from env', pkPasswd: 'phrase from env' });
    const none = {};
    await fillSshSecrets(none, {});
    expect(none).toEqual({ passwd: undefined, pkPasswd: undefined });
  });

  it('refuses both a flag and its file, an empty file and an unreadable one, naming the flag', async () => {
    await expect(fillSshSecrets({ passwd: 'x', passwordFile: file }, {})).rejects.toThrow(
      'give --passwd or --password-file, not both',
    );
    const empty = path.join(dir, 'empty');
    await writeFile(empty, '\n');
    await expect(fillSshSecrets({ pkPasswdFile: empty }, {})).rejects.toThrow(
      `--pk-passwd-file: ${empty} is empty`,
    );
    await expect(fillSshSecrets({ passwordFile: path.join(dir, 'missing') }, {})).rejects.toThrow(
      /^--password-file: cannot read .*missing: no such file or folder$/,
    );
  });

  it.each([['run'], ['reset'], ['exec', 'true'], ['scp', 'a', 'b']])(
    '`%s` reads the file before it does anything else',
    async (...args) => {
      const { logger, sink } = memoryLogger();
      const status = await runCli([...args, '--password-file', path.join(dir, 'missing')], {
        logger,
        stdout: () => {},
      });
      expect(status).toBe(2); // a usage error: the flag names a file that cannot be read
      expect(sink.lines.join('\n')).toContain('--password-file: cannot read');
    },
  );
});
