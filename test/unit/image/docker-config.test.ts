import { chmod, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chainCredentials,
  credentialHost,
  explicitCredentials,
} from '../../../src/image/auth/credentials.js';
import { defaultDockerConfigPath, dockerConfigCredentials } from '../../../src/image/auth/docker-config.js';
import { useTempDirs } from './helpers.js';

const b64 = (text: string) => Buffer.from(text).toString('base64');

// A real program on PATH, standing in for a credential helper such as docker-credential-pass.
const helperScript = `#!/bin/bash
read -r server || true
case "$server" in
  https://index.docker.io/v1/) echo '{"ServerURL":"hub","Username":"hubuser","Secret":"hubpass"}' ;;
  idtoken.io) echo '{"ServerURL":"idtoken.io","Username":"<token>","Secret":"the-identity-token"}' ;;
  broken.io) echo 'helper crashed' >&2; exit 3 ;;
  *) echo 'credentials not found in native keychain'; exit 1 ;;
esac
`;

describe('credentials from a docker config.json', () => {
  const tempDir = useTempDirs();
  let dir: string;
  const savedPath = process.env.PATH;

  beforeEach(async () => {
    dir = await tempDir();
    const helper = join(dir, 'docker-credential-sealostest');
    await writeFile(helper, helperScript);
    await chmod(helper, 0o755);
    process.env.PATH = `${dir}${delimiter}${savedPath}`;
  });
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  async function config(content: unknown): Promise<string> {
    const path = join(dir, 'config.json');
    await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  it('reads auths: base64 auth, username/password, identitytoken; keys as URLs or hosts', async () => {
    const provider = dockerConfigCredentials(
      await config({
        auths: {
          'https://index.docker.io/v1/': { auth: b64('hub:pa:ss') },
          'http://127.0.0.1:5000/v2/': { username: 'local', password: 'pw' },
          'ghcr.io': { auth: b64('gh:x'), identitytoken: 'refresh' },
          'empty.io': {},
        },
      }),
    );
    expect(await provider('docker.io')).toEqual({ username: 'hub', password: 'pa:ss' });
    expect(await provider('127.0.0.1:5000')).toEqual({ username: 'local', password: 'pw' });
    expect(await provider('ghcr.io')).toEqual({ username: 'gh', password: 'x', identityToken: 'refresh' });
    expect(await provider('empty.io')).toBeUndefined();
    expect(await provider('127.0.0.1:5001')).toBeUndefined();
  });

  it('asks credHelpers per host, then credsStore, falling back to auths when the helper has nothing', async () => {
    const provider = dockerConfigCredentials(
      await config({
        credHelpers: { 'idtoken.io': 'sealostest' },
        credsStore: 'sealostest',
        auths: { 'other.io': { auth: b64('o:p') } },
      }),
    );
    expect(await provider('idtoken.io')).toEqual({ identityToken: 'the-identity-token' });
    expect(await provider('docker.io')).toEqual({ username: 'hubuser', password: 'hubpass' });
    expect(await provider('other.io')).toEqual({ username: 'o', password: 'p' });
    expect(await provider('nowhere.io')).toBeUndefined();
    await expect(provider('broken.io')).rejects.toThrow(
      /docker-credential-sealostest failed for broken.io \(exit 3\): helper crashed/,
    );
  });

  it('reports a helper that is not installed', async () => {
    const provider = dockerConfigCredentials(await config({ credsStore: 'not-installed-here' }));
    await expect(provider('x.io')).rejects.toThrow(
      /docker-credential-not-installed-here for x.io could not run/,
    );
  });

  it('treats a missing default file as no credentials, refuses a missing named one, and names the file when it is broken', async () => {
    const before = process.env.DOCKER_CONFIG;
    process.env.DOCKER_CONFIG = join(dir, 'no-such-folder');
    try {
      expect(await dockerConfigCredentials()('docker.io')).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.DOCKER_CONFIG;
      else process.env.DOCKER_CONFIG = before;
    }
    await expect(dockerConfigCredentials(join(dir, 'absent.json'))('docker.io')).rejects.toThrow(
      `cannot read docker config ${join(dir, 'absent.json')}: no such file or folder`,
    );
    const broken = await config('{ "auths": ');
    await expect(dockerConfigCredentials(broken)('docker.io')).rejects.toThrow(
      `docker config ${broken} is not valid JSON`,
    );
    const wrong = await config({ auths: { 'x.io': { auth: 42 } } });
    await expect(dockerConfigCredentials(wrong)('x.io')).rejects.toThrow(/field auths.x.io.auth/);
    const notPair = await config({ auths: { 'x.io': { auth: b64('no-colon') } } });
    await expect(dockerConfigCredentials(notPair)('x.io')).rejects.toThrow(
      /field auths.x.io.auth: is not base64 of user:password/,
    );
  });

  it('finds config.json under DOCKER_CONFIG or ~/.docker', () => {
    expect(defaultDockerConfigPath({ DOCKER_CONFIG: '/cfg' })).toBe('/cfg/config.json');
    expect(defaultDockerConfigPath({})).toMatch(/\.docker\/config\.json$/);
  });
});

describe('explicit credentials and chains', () => {
  it('matches by host (docker.io aliases included) and asks providers in order', async () => {
    const inputs = explicitCredentials([
      { registry: 'https://index.docker.io/v1/', username: 'a', password: '1' },
      { registry: 'ghcr.io', username: 'b', password: '2' },
    ]);
    const fallback = explicitCredentials([
      { registry: 'ghcr.io', username: 'ignored', password: '0' },
      { registry: 'quay.io', username: 'c', password: '3' },
    ]);
    const chain = chainCredentials(inputs, fallback);
    expect(await chain('docker.io')).toEqual({ username: 'a', password: '1' });
    expect(await chain('ghcr.io')).toEqual({ username: 'b', password: '2' });
    expect(await chain('quay.io')).toEqual({ username: 'c', password: '3' });
    expect(await chain('other.io')).toBeUndefined();
    expect(credentialHost('HTTPS://Registry-1.Docker.io/v2/')).toBe('docker.io');
  });
});
