import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { causeText, SealosError } from '../../errors.js';
import { readInputFile } from '../../files/read-input.js';
import { writeFileAtomically } from '../../files/write-stream.js';
import { credentialsFromHelper } from './credential-helper.js';
import { type CredentialProvider, type Credentials, credentialHost } from './credentials.js';

/** `auth` as docker login writes it: standard base64 of `user:password`, checked when the file is read. */
const authSchema = z
  .string()
  .refine(
    (text) =>
      /^[A-Za-z0-9+/]*={0,2}$/.test(text) &&
      text.length % 4 === 0 &&
      Buffer.from(text, 'base64').toString('utf8').includes(':'),
    'is not base64 of user:password',
  );

const authEntrySchema = z.looseObject({
  auth: authSchema.optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  identitytoken: z.string().optional(),
});

const dockerConfigSchema = z.looseObject({
  auths: z.record(z.string(), authEntrySchema).optional(),
  credHelpers: z.record(z.string(), z.string()).optional(),
  credsStore: z.string().optional(),
});

type DockerConfig = z.infer<typeof dockerConfigSchema>;

/** `$DOCKER_CONFIG/config.json`, else `~/.docker/config.json`. */
export function defaultDockerConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DOCKER_CONFIG ?? join(homedir(), '.docker'), 'config.json');
}

/** The default file may be missing (no `docker login` yet); a file the user named must be there. */
async function readDockerConfig(path: string, named: boolean): Promise<DockerConfig | undefined> {
  let text: string;
  try {
    text = await readInputFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !named) return undefined;
    throw new SealosError(`cannot read docker config ${path}: ${causeText(error)}`, {
      file: path,
      cause: error,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new SealosError(`docker config ${path} is not valid JSON`, { file: path, cause });
  }
  const result = dockerConfigSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SealosError(`docker config ${path}: field ${issue?.path.join('.')}: ${issue?.message}`, {
      file: path,
      cause: result.error,
    });
  }
  return result.data;
}

function fromAuthEntry(entry: z.infer<typeof authEntrySchema>, path: string, key: string): Credentials {
  const credentials: Credentials = {};
  if (entry.auth) {
    const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
      throw new SealosError(`docker config ${path}: auths.${key}.auth is not base64 of user:password`, {
        file: path,
      });
    credentials.username = decoded.slice(0, colon);
    credentials.password = decoded.slice(colon + 1);
  }
  if (entry.username !== undefined) credentials.username = entry.username;
  if (entry.password !== undefined) credentials.password = entry.password;
  if (entry.identitytoken) credentials.identityToken = entry.identitytoken;
  return credentials;
}

/**
 * A docker config the user named (`--registry-config`), read at once: missing or malformed, it fails before
 * any work (a dry run included), never silently ignored at the first pull.
 */
export async function checkDockerConfig(path: string): Promise<void> {
  await readDockerConfig(path, true);
}

// Helpers are asked with the key docker login stored: the v1 URL for Docker Hub, the bare host otherwise.
function helperServerUrl(host: string): string {
  return host === 'docker.io' ? 'https://index.docker.io/v1/' : host;
}

/**
 * Credentials the way the docker CLI finds them: a `credHelpers` entry for the host, else `credsStore`,
 * else the `auths` entry (`auth` base64 or username/password, `identitytoken`). When a helper has nothing
 * for the host, the `auths` entry is still tried. The file is read once, at the first lookup.
 */
export function dockerConfigCredentials(named?: string): CredentialProvider {
  const path = named ?? defaultDockerConfigPath();
  let config: Promise<DockerConfig | undefined> | undefined;
  return async (registry) => {
    config ??= readDockerConfig(path, named !== undefined);
    const loaded = await config;
    if (!loaded) return undefined;
    const host = credentialHost(registry);
    const helper =
      Object.entries(loaded.credHelpers ?? {}).find(([key]) => credentialHost(key) === host)?.[1] ??
      loaded.credsStore;
    if (helper) {
      const fromHelper = await credentialsFromHelper(helper, helperServerUrl(host));
      if (fromHelper) return fromHelper;
    }
    const entry = Object.entries(loaded.auths ?? {}).find(([key]) => credentialHost(key) === host);
    if (!entry) return undefined;
    const credentials = fromAuthEntry(entry[1], path, entry[0]);
    return credentials.username !== undefined || credentials.identityToken ? credentials : undefined;
  };
}

/**
 * Stores a login the way `docker login` does without a credential store: `auths.<key>.auth` = base64 of
 * `user:password` (key: the v1 URL for Docker Hub, the host otherwise), other entries and keys kept; the file
 * is written 0600 under a temporary name and renamed.
 */
export async function saveDockerLogin(
  path: string,
  registry: string,
  login: { username: string; password: string },
): Promise<void> {
  const config = (await readDockerConfig(path, false)) ?? {};
  const host = credentialHost(registry);
  const auths = Object.fromEntries(
    Object.entries(config.auths ?? {}).filter(([key]) => credentialHost(key) !== host),
  );
  auths[helperServerUrl(host)] = {
    auth: Buffer.from(`${login.username}:${login.password}`).toString('base64'),
  };
  await writeDockerConfig(path, { ...config, auths });
}

/** Removes the `auths` entries of `registry` (every one when undefined); returns how many there were. */
export async function removeDockerLogin(path: string, registry?: string): Promise<number> {
  const config = await readDockerConfig(path, false);
  if (!config?.auths) return 0;
  const host = registry === undefined ? undefined : credentialHost(registry);
  const kept = Object.entries(config.auths).filter(
    ([key]) => host !== undefined && credentialHost(key) !== host,
  );
  const removed = Object.keys(config.auths).length - kept.length;
  if (removed > 0) await writeDockerConfig(path, { ...config, auths: Object.fromEntries(kept) });
  return removed;
}

async function writeDockerConfig(path: string, config: DockerConfig): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFileAtomically(path, `${JSON.stringify(config, null, '\t')}\n`, { mode: 0o600 });
}
