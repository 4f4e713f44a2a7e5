import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { quotedBody, SealosError } from '../../errors.js';
import type { Logger } from '../../log/logger.js';
import { RegistryAuthenticator } from '../auth/authenticator.js';
import type { CredentialProvider } from '../auth/credentials.js';
import {
  DigestMismatchError,
  isTemporaryStatus,
  RegistryAuthError,
  type RegistryDiagnostic,
  RegistryError,
} from '../errors.js';
import { type ImageReference, referenceName } from '../reference.js';
import { allowsPlainHttp, registryBaseUrl } from './endpoint.js';
import { discard, type HttpResponse, HttpTransport, readBody } from './http-transport.js';
import type { ConnectRoute } from './routed-agent.js';

/**
 * The registry side of every request: authentication (a token per scope, renewed on 401), retries with backoff
 * on 408/429/5xx and network errors, redirects (never from HTTPS down to HTTP), and one error type (RegistryError) that keeps the status, the
 * distribution error code and the cause, and says whether trying again may help. Manifests and blobs are
 * built on it (manifests.ts, blobs.ts).
 */
export interface RegistryTransportOptions {
  logger: Logger;
  credentials?: CredentialProvider;
  insecureRegistries: readonly string[];
  concurrency: number;
  userAgent: string;
  retries: number;
  retryDelayMs: number;
  now: () => number;
  /** Every connection made by this route (plain HTTP inside it); default: TCP from here. */
  route?: ConnectRoute;
}

export interface RegistryCall {
  ref: ImageReference;
  method: string;
  url: URL;
  /** What the call does, for error messages: `GET manifest 1.0`. */
  what: string;
  scopes: string[];
  headers?: Record<string, string>;
  body?: Buffer | (() => Readable);
  /** Repeat on 408/429/5xx and network errors (only calls whose body can be sent again). */
  retry: boolean;
  followRedirects?: boolean;
  /** A blob GET read by DirectBody (direct-http.ts), redirects included. */
  direct?: boolean;
}

const errorBodyLimit = 64 * 1024;
const maxRedirects = 5;
const retryAfterCapMs = 30_000;

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

export class RegistryTransport {
  readonly logger: Logger;
  readonly retries: number;
  readonly retryDelayMs: number;
  private readonly http: HttpTransport;
  private readonly auth: RegistryAuthenticator;
  private readonly insecure: readonly string[];

  constructor(options: RegistryTransportOptions) {
    this.logger = options.logger;
    this.retries = options.retries;
    this.retryDelayMs = options.retryDelayMs;
    this.insecure = options.insecureRegistries;
    this.http = new HttpTransport(options.concurrency + 2, options.userAgent, undefined, options.route);
    this.auth = new RegistryAuthenticator({
      transport: this.http,
      logger: this.logger,
      ...(options.credentials && { credentials: options.credentials }),
      allowPlainHttp: (host) => allowsPlainHttp(host, this.insecure),
      now: options.now,
    });
  }

  close(): void {
    this.http.close();
  }

  /** `/v2/<repository>/<path>` on the registry of `ref`, HTTPS unless the registry is allowed plain HTTP. */
  url(ref: ImageReference, path: string): URL {
    return new URL(`/v2/${ref.repository}/${path}`, registryBaseUrl(ref.registry, this.insecure));
  }

  /** The Location an upload answer points at, resolved against the request. */
  location(response: HttpResponse, ref: ImageReference): URL {
    const location = response.headers.location;
    if (!location) {
      throw new RegistryError(`${referenceName(ref)}: upload answer ${response.status} without a Location`, {
        host: ref.registry,
        status: response.status,
      });
    }
    return new URL(location, response.url);
  }

  async call(call: RegistryCall): Promise<HttpResponse> {
    for (let attempt = 0; ; attempt++) {
      let response: HttpResponse;
      try {
        response = await this.callOnce(call);
      } catch (error) {
        if (error instanceof SealosError || !call.retry || attempt >= this.retries) {
          throw error instanceof SealosError
            ? error
            : new RegistryError(`${referenceName(call.ref)}: ${call.what}: ${(error as Error).message}`, {
                host: call.ref.registry,
                cause: error,
              });
        }
        this.logger.debug(`${referenceName(call.ref)}: ${call.what}: ${(error as Error).message}; retrying`);
        await sleep(this.retryDelayMs * 2 ** attempt);
        continue;
      }
      if (!call.retry || !isTemporaryStatus(response.status) || attempt >= this.retries) return response;
      discard(response);
      this.logger.debug(`${referenceName(call.ref)}: ${call.what}: ${response.status}; retrying`);
      await sleep(this.backoff(response, attempt));
    }
  }

  private backoff(response: HttpResponse, attempt: number): number {
    const retryAfter = Number(response.headers['retry-after']);
    if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, retryAfterCapMs);
    return this.retryDelayMs * 2 ** attempt;
  }

  private async callOnce(call: RegistryCall): Promise<HttpResponse> {
    const registry = call.ref.registry;
    const send = (url: URL, method: string, authorization: string | undefined) =>
      this.http.send({
        method,
        url,
        headers: { ...call.headers, ...(authorization && { Authorization: authorization }) },
        ...(call.body !== undefined && { body: Buffer.isBuffer(call.body) ? call.body : call.body() }),
        ...(call.direct && { direct: true }),
      });

    let authorization = await this.auth.authorization(registry, call.scopes);
    let response = await send(call.url, call.method, authorization);
    if (response.status === 401) {
      discard(response);
      authorization = await this.auth.unauthorized(
        registry,
        response.headers['www-authenticate'],
        call.scopes,
        authorization,
      );
      response = await send(call.url, call.method, authorization);
      if (response.status === 401) {
        const failure = await this.failure(response, call.ref, call.what);
        // A 401 to our own user and password: they are wrong, whatever the request was.
        if (authorization?.startsWith('Basic '))
          throw new RegistryAuthError(`credentials for ${registry} rejected: ${failure.message}`, {
            host: registry,
            status: 401,
            diagnostics: [...failure.diagnostics],
          });
        throw failure;
      }
    }
    const origin = call.url.origin;
    let current = call.url;
    for (let hops = 0; call.followRedirects && isRedirect(response.status); hops++) {
      if (hops === maxRedirects)
        throw await this.failure(response, call.ref, `${call.what} (too many redirects)`);
      const target = this.location(response, call.ref);
      discard(response);
      // Once on HTTPS, never down to plain HTTP: the content would be readable and changeable on the way.
      if (current.protocol === 'https:' && target.protocol !== 'https:') {
        throw new RegistryError(
          `${referenceName(call.ref)}: ${call.what}: refused a redirect from HTTPS to ${target.protocol}//${target.host}`,
          { host: call.ref.registry, status: response.status, temporary: false },
        );
      }
      current = target;
      // Blob storage behind a redirect is another party: it gets no registry credentials.
      response = await this.http.send({
        method: call.method === 'HEAD' ? 'HEAD' : 'GET',
        url: target,
        headers: {
          ...call.headers,
          ...(target.origin === origin && authorization && { Authorization: authorization }),
        },
        ...(call.direct && { direct: true }),
      });
    }
    return response;
  }

  /** The registry's error answer as a RegistryError: status, distribution code and message. */
  async failure(response: HttpResponse, ref: ImageReference, what: string): Promise<RegistryError> {
    let diagnostics: RegistryDiagnostic[] = [];
    let detail: string;
    const text = await readBody(response, errorBodyLimit).catch(() => Buffer.alloc(0));
    try {
      const parsed = JSON.parse(text.toString('utf8')) as { errors?: RegistryDiagnostic[] };
      diagnostics = (parsed.errors ?? []).map(({ code, message }) => ({
        ...(typeof code === 'string' && { code }),
        ...(typeof message === 'string' && { message }),
      }));
      detail = diagnostics
        .map(({ code, message }) => [code, message].filter(Boolean).join(': '))
        .filter(Boolean)
        .join('; ');
    } catch {
      const type = response.headers['content-type'];
      detail = text.length === 0 ? '' : quotedBody(text, typeof type === 'string' ? type : undefined);
    }
    const message = `${referenceName(ref)}: ${what}: ${response.status}${detail ? ` ${detail}` : ''}`;
    const context = { host: ref.registry, status: response.status, diagnostics };
    if (response.status === 401 || response.status === 403) return new RegistryAuthError(message, context);
    return new RegistryError(message, context);
  }
  /** A registry that answers with another digest than the one we sent has stored something else. */
  checkAnsweredDigest(response: HttpResponse, ref: ImageReference, digest: string, what: string): void {
    const answered = response.headers['docker-content-digest'];
    if (typeof answered === 'string' && answered !== digest) {
      throw new DigestMismatchError(`${what} stored by ${referenceName(ref)}`, digest, answered, {
        host: ref.registry,
      });
    }
  }
}
