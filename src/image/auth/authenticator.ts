import { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import { RegistryAuthError } from '../errors.js';
import { parseJsonOrUndefined } from '../parse-json.js';
import { type HttpTransport, readBody } from '../remote/http-transport.js';
import { type AuthChallenge, parseChallenge } from './challenge.js';
import type { CredentialProvider, Credentials } from './credentials.js';

const tokenAnswerSchema = z.looseObject({
  token: z.string().optional(),
  access_token: z.string().optional(),
  expires_in: z.number().optional(),
});

interface CachedToken {
  scopes: string[];
  authorization: string;
  expiresAt: number;
}

/** The token scope for a repository: `repository:library/nginx:pull` or `...:pull,push`. */
export function repositoryScope(repository: string, actions: 'pull' | 'pull,push'): string {
  return `repository:${repository}:${actions}`;
}

// `repository:a/b:pull,push` covers `repository:a/b:pull`: same resource, a superset of the actions.
function covers(held: string, wanted: string): boolean {
  const h = held.lastIndexOf(':');
  const w = wanted.lastIndexOf(':');
  if (held.slice(0, h) !== wanted.slice(0, w)) return false;
  const actions = new Set(held.slice(h + 1).split(','));
  return wanted
    .slice(w + 1)
    .split(',')
    .every((a) => actions.has(a));
}

// The registry says how long a token lives (60 s when it does not say); reuse it for 90% of that.
const defaultTokenSeconds = 60;
const tokenLifeUsed = 0.9;

export interface AuthenticatorOptions {
  transport: HttpTransport;
  logger: Logger;
  credentials?: CredentialProvider;
  /** May this host get credentials over plain HTTP? (loopback or a registry named insecure) */
  allowPlainHttp: (host: string) => boolean;
  now: () => number;
}

/**
 * Registry authentication, learned from the registry's 401 answers: Basic, or the Bearer token flow
 * (anonymous or with credentials, refresh tokens by POST), tokens cached per registry and scope until
 * they expire. Credentials go only to the registry itself and to the token realm it names.
 */
export class RegistryAuthenticator {
  private readonly challenges = new Map<string, AuthChallenge>();
  private readonly tokens = new Map<string, CachedToken[]>();
  private readonly credentialLookups = new Map<string, Promise<Credentials | undefined>>();
  // Parallel first requests all meet a 401; they share one token request per registry and scopes.
  private readonly pendingTokens = new Map<string, Promise<string>>();

  constructor(private readonly options: AuthenticatorOptions) {}

  /** The Authorization header to send up front, once the registry's scheme is known; else undefined. */
  async authorization(registry: string, scopes: string[]): Promise<string | undefined> {
    const challenge = this.challenges.get(registry);
    if (!challenge) return undefined;
    if (challenge.scheme === 'basic') return this.basic(registry);
    const cached = this.cachedToken(registry, scopes);
    return cached ?? this.fetchToken(registry, challenge, scopes);
  }

  /**
   * After a 401 to a request sent with `sent`: remember the challenge and get a fresh header. A token that
   * another request fetched meanwhile is used as is; otherwise the refused one is dropped.
   */
  async unauthorized(
    registry: string,
    header: string | undefined,
    scopes: string[],
    sent: string | undefined,
  ): Promise<string> {
    const challenge = parseChallenge(header);
    if (!challenge) {
      throw new RegistryAuthError(`${registry}: 401 without a usable WWW-Authenticate challenge`, {
        host: registry,
        status: 401,
      });
    }
    this.challenges.set(registry, challenge);
    if (challenge.scheme === 'basic') return this.basic(registry);
    const cached = this.cachedToken(registry, scopes);
    if (cached && cached !== sent) return cached;
    this.tokens.set(
      registry,
      (this.tokens.get(registry) ?? []).filter((t) => t.authorization !== sent),
    );
    return this.fetchToken(registry, challenge, scopes);
  }

  private credentials(registry: string): Promise<Credentials | undefined> {
    let lookup = this.credentialLookups.get(registry);
    if (!lookup) {
      lookup = (this.options.credentials?.(registry) ?? Promise.resolve(undefined)).then((found) => {
        this.options.logger.addSecret(found?.password);
        this.options.logger.addSecret(found?.identityToken);
        return found;
      });
      this.credentialLookups.set(registry, lookup);
    }
    return lookup;
  }

  private async basic(registry: string): Promise<string> {
    const credentials = await this.credentials(registry);
    if (credentials?.username === undefined) {
      throw new RegistryAuthError(
        `${registry} asks for Basic authentication and no credentials are configured`,
        {
          host: registry,
          status: 401,
        },
      );
    }
    return `Basic ${Buffer.from(`${credentials.username}:${credentials.password ?? ''}`).toString('base64')}`;
  }

  private cachedToken(registry: string, scopes: string[]): string | undefined {
    const now = this.options.now();
    const live = (this.tokens.get(registry) ?? []).filter((t) => t.expiresAt > now);
    this.tokens.set(registry, live);
    return live.find((t) => scopes.every((s) => t.scopes.some((h) => covers(h, s))))?.authorization;
  }

  // Basic credentials go to the registry over the scheme the client chose for it (HTTP only where allowed);
  // a token realm is another host, so it must be HTTPS unless it too may speak plain HTTP.
  private ensureRealmSafe(registry: string, realm: URL): void {
    if (realm.protocol === 'https:' || this.options.allowPlainHttp(realm.host)) return;
    throw new RegistryAuthError(
      `${registry}: refusing to send credentials over plain HTTP to token realm ${realm.host} (not loopback, not an insecure registry)`,
      { host: registry },
    );
  }

  private fetchToken(registry: string, challenge: AuthChallenge, scopes: string[]): Promise<string> {
    const key = `${registry} ${scopes.join(' ')}`;
    let pending = this.pendingTokens.get(key);
    if (!pending) {
      pending = this.requestToken(registry, challenge, scopes).finally(() => this.pendingTokens.delete(key));
      this.pendingTokens.set(key, pending);
    }
    return pending;
  }

  private async requestToken(registry: string, challenge: AuthChallenge, scopes: string[]): Promise<string> {
    const realm = challenge.params.realm;
    if (!realm) {
      throw new RegistryAuthError(`${registry}: Bearer challenge without a realm`, {
        host: registry,
        status: 401,
      });
    }
    const credentials = await this.credentials(registry);
    let url: URL;
    try {
      url = new URL(realm);
    } catch (cause) {
      throw new RegistryAuthError(`${registry}: token realm "${realm}" is not a URL`, {
        host: registry,
        cause,
      });
    }
    const service = challenge.params.service;
    const headers: Record<string, string> = { Accept: 'application/json' };
    let method = 'GET';
    let body: Buffer | undefined;
    if (credentials?.identityToken) {
      this.ensureRealmSafe(registry, url);
      const form = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: credentials.identityToken,
        client_id: 'sealos-action',
        ...(service && { service }),
        scope: scopes.join(' '),
      });
      method = 'POST';
      body = Buffer.from(form.toString());
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      if (service) url.searchParams.set('service', service);
      for (const scope of scopes) url.searchParams.append('scope', scope);
      if (credentials?.username !== undefined) {
        this.ensureRealmSafe(registry, url);
        headers.Authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password ?? ''}`).toString('base64')}`;
      }
    }
    const response = await this.options.transport
      .send({ method, url, headers, ...(body && { body }) })
      .catch((cause: unknown) => {
        throw new RegistryAuthError(`${registry}: token server ${url.host} unreachable`, {
          host: registry,
          cause,
        });
      });
    const text = await readBody(response, 1024 * 1024);
    if (response.status !== 200) {
      const rejected = credentials && (response.status === 401 || response.status === 403);
      throw new RegistryAuthError(
        `${rejected ? `credentials for ${registry} rejected: ` : `${registry}: `}token server ${url.host} refused ${scopes.join(' ')} (${response.status}${credentials ? ', with credentials' : ', anonymous'})`,
        { host: registry, status: response.status },
      );
    }
    const parsed = tokenAnswerSchema.safeParse(parseJsonOrUndefined(text.toString('utf8')));
    const token = parsed.success ? (parsed.data.token ?? parsed.data.access_token) : undefined;
    if (!token) {
      throw new RegistryAuthError(`${registry}: token server ${url.host} answered without a token`, {
        host: registry,
      });
    }
    this.options.logger.addSecret(token);
    const seconds = (parsed.success && parsed.data.expires_in) || defaultTokenSeconds;
    const authorization = `Bearer ${token}`;
    const cached: CachedToken = {
      scopes,
      authorization,
      expiresAt: this.options.now() + seconds * 1000 * tokenLifeUsed,
    };
    this.tokens.set(registry, [...(this.tokens.get(registry) ?? []), cached]);
    this.options.logger.debug(`${registry}: token for ${scopes.join(' ')} (${seconds}s)`);
    return authorization;
  }
}
