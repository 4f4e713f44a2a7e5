import { UsageError } from '../errors.js';
import { type CredentialProvider, chainCredentials, explicitCredentials } from '../image/auth/credentials.js';
import { dockerConfigCredentials } from '../image/auth/docker-config.js';
import { parseReference } from '../image/reference.js';
import type { RegistryLogin } from './run-request.js';

/**
 * Credentials to pull the cluster images: the explicit login first, for one registry only (the `registry`
 * input, else the registry of the cluster's first image) so a token is never sent to another registry; then
 * the docker config file.
 */
export function registryCredentials(login: RegistryLogin, images: readonly string[]): CredentialProvider {
  const fromConfig = login.config ? dockerConfigCredentials(login.config) : dockerConfigCredentials();
  if (!login.username && !login.password) return fromConfig;
  if (!login.username) throw new UsageError('registry-username: needed with registry-password');
  if (!login.password) throw new UsageError('registry-password: needed with registry-username');
  const first = images[0];
  if (!login.registry && first === undefined)
    throw new UsageError(
      'registry: needed to know which registry the login is for (the cluster has no image)',
    );
  const registry = login.registry || parseReference(first as string).registry;
  return chainCredentials(
    explicitCredentials([{ registry, username: login.username, password: login.password }]),
    fromConfig,
  );
}
