/** What a user gives to log in to a registry: a username and password, or an identity (refresh) token. */
export interface Credentials {
  username?: string;
  password?: string;
  identityToken?: string;
}

/** Finds the credentials for a registry host (`docker.io`, `ghcr.io`, `127.0.0.1:5000`), or none. */
export type CredentialProvider = (registry: string) => Promise<Credentials | undefined>;

const dockerHubKeys = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);

/**
 * The host a credentials entry is for. Docker config keys come as `https://index.docker.io/v1/`,
 * `http://host:5000`, `host:5000/v2/` or just `host`; they all name a host (and port).
 */
export function credentialHost(key: string): string {
  const host = key
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
  return dockerHubKeys.has(host) ? 'docker.io' : host;
}

export interface ExplicitCredentials extends Credentials {
  registry: string;
}

/** Credentials given directly (action inputs, CLI flags), matched by host. */
export function explicitCredentials(entries: readonly ExplicitCredentials[]): CredentialProvider {
  return async (registry) => {
    const host = credentialHost(registry);
    const entry = entries.find((e) => credentialHost(e.registry) === host);
    if (!entry) return undefined;
    const { registry: _registry, ...credentials } = entry;
    return credentials;
  };
}

/** Asks each provider in turn; the first that knows the registry wins. */
export function chainCredentials(...providers: CredentialProvider[]): CredentialProvider {
  return async (registry) => {
    for (const provider of providers) {
      const found = await provider(registry);
      if (found) return found;
    }
    return undefined;
  };
}
