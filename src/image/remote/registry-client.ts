import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { SealosError } from '../../errors.js';
import type { Logger } from '../../log/logger.js';
import { RegistryAuthenticator, repositoryScope } from '../auth/authenticator.js';
import type { CredentialProvider } from '../auth/credentials.js';
import { DigestVerifier, digestHex, sha256Of } from '../digest.js';
import { DigestMismatchError, ImageFormatError, RegistryAuthError, RegistryError } from '../errors.js';
import { parseManifest } from '../manifest.js';
import { acceptedManifestTypes } from '../media-types.js';
import { formatReference, type ImageReference, manifestReference, referenceName } from '../reference.js';
import { allowsPlainHttp, registryBaseUrl } from './endpoint.js';
import { discard, type HttpResponse, HttpTransport, readBody } from './http-transport.js';

export interface RegistryClientOptions {
  logger: Logger;
  credentials?: CredentialProvider;
  /** Registries reached over plain HTTP (`host:port`, or a host for any port); loopback always is. */
  insecureRegistries?: string[];
  /** Parallel blob transfers (also the sockets per registry). Default 4. */
  concurrency?: number;
  userAgent?: string;
  /** Retries of one request on 408/429/5xx or a network error, before its body is used. Default 4. */
  retries?: number;
  /** First backoff delay, doubled at each retry; a Retry-After header wins. Default 500 ms. */
  retryDelayMs?: number;
  /** Blobs up to this size are uploaded by one PUT, larger ones by a streaming PATCH. Default 8 MiB. */
  monolithicUploadLimit?: number;
  /** Clock for token expiry. */
  now?: () => number;
}

export interface ManifestAnswer {
  mediaType: string;
  digest: string;
  bytes: Buffer;
}

/** A blob to push: its digest and size, and a way to open its content (again, on a retry). */
export interface BlobSource {
  digest: string;
  size: number;
  open: () => Readable;
}

export type PushBlobResult = 'exists' | 'mounted' | 'uploaded';

interface Call {
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
}

const manifestSizeLimit = 4 * 1024 * 1024;
const errorBodyLimit = 64 * 1024;
const maxRedirects = 5;
const retryAfterCapMs = 30_000;

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** `location` + `digest=...`, whatever query the registry already put on its upload URL. */
function withQuery(url: URL, key: string, value: string): URL {
  const next = new URL(url);
  next.searchParams.set(key, value);
  return next;
}

/**
 * A client of the OCI distribution API: manifests and blobs, pull and push, with authentication, retries
 * and digest checks. Blobs are always streams. Call `close()` when done to free keep-alive sockets.
 */
export class RegistryClient {
  readonly concurrency: number;
  private readonly logger: Logger;
  private readonly transport: HttpTransport;
  private readonly auth: RegistryAuthenticator;
  private readonly insecure: readonly string[];
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly monolithicLimit: number;

  constructor(options: RegistryClientOptions) {
    this.logger = options.logger;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.insecure = options.insecureRegistries ?? [];
    this.retries = options.retries ?? 4;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.monolithicLimit = options.monolithicUploadLimit ?? 8 * 1024 * 1024;
    this.transport = new HttpTransport(this.concurrency + 2, options.userAgent ?? 'sealos-action');
    this.auth = new RegistryAuthenticator({
      transport: this.transport,
      logger: this.logger,
      ...(options.credentials && { credentials: options.credentials }),
      allowPlainHttp: (host) => allowsPlainHttp(host, this.insecure),
      now: options.now ?? Date.now,
    });
  }

  close(): void {
    this.transport.close();
  }

  /** A manifest or index, OCI or Docker v2 schema 2. Addressed by digest, the bytes are checked against it. */
  async getManifest(ref: ImageReference): Promise<ManifestAnswer> {
    const reference = manifestReference(ref);
    const response = await this.call({
      ref,
      method: 'GET',
      url: this.url(ref, `manifests/${reference}`),
      what: `GET manifest ${reference}`,
      scopes: [repositoryScope(ref.repository, 'pull')],
      headers: { Accept: acceptedManifestTypes.join(', ') },
      retry: true,
      followRedirects: true,
    });
    if (response.status !== 200) throw await this.failure(response, ref, `GET manifest ${reference}`);
    const bytes = await readBody(response, manifestSizeLimit).catch((cause: unknown) => {
      throw new ImageFormatError(`manifest ${formatReference(ref)}: ${(cause as Error).message}`, {
        host: ref.registry,
        cause,
      });
    });
    const digest = sha256Of(bytes);
    const where = formatReference(ref);
    if (ref.digest && digest !== ref.digest) {
      throw new DigestMismatchError(`manifest ${where}`, ref.digest, digest, { host: ref.registry });
    }
    const { mediaType } = parseManifest(
      bytes,
      String(response.headers['content-type'] ?? ''),
      `manifest ${where}`,
    );
    return { mediaType, digest, bytes };
  }

  /**
   * The digest and media type a tag points at, by HEAD (no body, and not counted as a pull by Docker Hub).
   * Undefined when the manifest does not exist; `digest` undefined when the registry does not say it.
   */
  async headManifest(ref: ImageReference): Promise<{ digest?: string; mediaType?: string } | undefined> {
    const reference = manifestReference(ref);
    const response = await this.call({
      ref,
      method: 'HEAD',
      url: this.url(ref, `manifests/${reference}`),
      what: `HEAD manifest ${reference}`,
      scopes: [repositoryScope(ref.repository, 'pull')],
      headers: { Accept: acceptedManifestTypes.join(', ') },
      retry: true,
      followRedirects: true,
    });
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw await this.failure(response, ref, `HEAD manifest ${reference}`);
    discard(response);
    const digest = response.headers['docker-content-digest'];
    const mediaType = response.headers['content-type'];
    return {
      ...(typeof digest === 'string' && { digest }),
      ...(mediaType && { mediaType: mediaType.split(';')[0]!.trim() }),
    };
  }

  async hasBlob(ref: ImageReference, digest: string): Promise<boolean> {
    return this.blobExists(ref, digest, [repositoryScope(ref.repository, 'pull')]);
  }

  /**
   * The content of a blob as a stream that fails (DigestMismatchError) when it does not hash to `digest`.
   * Retries happen before the body starts; redirects to blob storage are followed without credentials.
   */
  async fetchBlob(ref: ImageReference, digest: string): Promise<Readable> {
    digestHex(digest);
    const response = await this.call({
      ref,
      method: 'GET',
      url: this.url(ref, `blobs/${digest}`),
      what: `GET blob ${digest}`,
      scopes: [repositoryScope(ref.repository, 'pull')],
      retry: true,
      followRedirects: true,
    });
    if (response.status !== 200) throw await this.failure(response, ref, `GET blob ${digest}`);
    const verifier = new DigestVerifier(`blob ${digest} of ${referenceName(ref)}`, digest, {
      host: ref.registry,
    });
    // Errors of either side reach whoever reads the verifier; nothing to do here.
    return pipeline(response.body, verifier, () => {});
  }

  /**
   * Pushes a blob unless the repository has it: a cross-repository mount from `mountFrom` (same registry)
   * when possible, else an upload — one PUT for small blobs, a streaming PATCH then PUT for large ones. The
   * content is hashed while it is sent; a mismatch aborts the upload with DigestMismatchError.
   */
  async pushBlob(
    ref: ImageReference,
    blob: BlobSource,
    options: { mountFrom?: string[] } = {},
  ): Promise<PushBlobResult> {
    digestHex(blob.digest);
    const pushScope = repositoryScope(ref.repository, 'pull,push');
    if (await this.blobExists(ref, blob.digest, [pushScope])) return 'exists';

    let location: URL | undefined;
    const sources = (options.mountFrom ?? []).filter((from) => from !== ref.repository);
    for (const [i, from] of sources.entries()) {
      const url = this.url(ref, 'blobs/uploads/');
      url.searchParams.set('mount', blob.digest);
      url.searchParams.set('from', from);
      const response = await this.call({
        ref,
        method: 'POST',
        url,
        what: `mount blob ${blob.digest} from ${from}`,
        scopes: [pushScope, repositoryScope(from, 'pull')],
        headers: { 'Content-Length': '0' },
        retry: true,
      });
      if (response.status !== 201 && response.status !== 202) {
        throw await this.failure(response, ref, `mount blob ${blob.digest} from ${from}`);
      }
      discard(response);
      if (response.status === 201) return 'mounted';
      // 202: the source lacks the blob and the registry opened an upload instead; use the last one.
      const opened = this.location(response, ref);
      if (i < sources.length - 1) await this.cancelUpload(ref, opened, pushScope);
      else location = opened;
    }

    for (let attempt = 0; ; attempt++) {
      try {
        await this.upload(ref, blob, location, pushScope);
        return 'uploaded';
      } catch (error) {
        const retryable =
          error instanceof RegistryError && (error.status === undefined || isRetryableStatus(error.status));
        if (!retryable || attempt >= this.retries) throw error;
        this.logger.warn(
          `${referenceName(ref)}: upload of ${blob.digest} failed (${error.message}); retrying`,
        );
        await sleep(this.retryDelayMs * 2 ** attempt);
        location = undefined;
      }
    }
  }

  /** Puts a manifest or index; the digest is the sha256 of exactly these bytes. */
  async putManifest(ref: ImageReference, bytes: Buffer, mediaType: string): Promise<string> {
    const digest = sha256Of(bytes);
    if (ref.digest && ref.digest !== digest) {
      throw new DigestMismatchError(`manifest for ${formatReference(ref)}`, ref.digest, digest, {
        host: ref.registry,
      });
    }
    const reference = ref.tag ?? digest;
    const response = await this.call({
      ref,
      method: 'PUT',
      url: this.url(ref, `manifests/${reference}`),
      what: `PUT manifest ${reference}`,
      scopes: [repositoryScope(ref.repository, 'pull,push')],
      headers: { 'Content-Type': mediaType },
      body: bytes,
      retry: true,
    });
    if (response.status !== 201) throw await this.failure(response, ref, `PUT manifest ${reference}`);
    discard(response);
    this.checkAnsweredDigest(response, ref, digest, `manifest ${reference}`);
    return digest;
  }

  private async blobExists(ref: ImageReference, digest: string, scopes: string[]): Promise<boolean> {
    const response = await this.call({
      ref,
      method: 'HEAD',
      url: this.url(ref, `blobs/${digest}`),
      what: `HEAD blob ${digest}`,
      scopes,
      retry: true,
      followRedirects: true,
    });
    if (response.status !== 200 && response.status !== 404)
      throw await this.failure(response, ref, `HEAD blob ${digest}`);
    discard(response);
    return response.status === 200;
  }

  private async upload(
    ref: ImageReference,
    blob: BlobSource,
    opened: URL | undefined,
    scope: string,
  ): Promise<void> {
    let location = opened;
    if (!location) {
      const started = await this.call({
        ref,
        method: 'POST',
        url: this.url(ref, 'blobs/uploads/'),
        what: `start upload of ${blob.digest}`,
        scopes: [scope],
        headers: { 'Content-Length': '0' },
        retry: true,
      });
      if (started.status !== 202) throw await this.failure(started, ref, `start upload of ${blob.digest}`);
      discard(started);
      location = this.location(started, ref);
    }
    const verified = () =>
      pipeline(
        blob.open(),
        new DigestVerifier(
          `blob ${blob.digest} pushed to ${referenceName(ref)}`,
          blob.digest,
          { host: ref.registry },
          blob.size,
        ),
        () => {},
      );
    const octets = 'application/octet-stream';
    if (blob.size > this.monolithicLimit) {
      // distribution 2.8 takes a PATCH without Content-Range as the whole stream, in one request.
      const patched = await this.call({
        ref,
        method: 'PATCH',
        url: location,
        what: `upload ${blob.digest}`,
        scopes: [scope],
        headers: { 'Content-Type': octets },
        body: verified,
        retry: false,
      });
      if (patched.status !== 202) throw await this.failure(patched, ref, `upload ${blob.digest}`);
      discard(patched);
      location = this.location(patched, ref);
    }
    const monolithic = blob.size <= this.monolithicLimit;
    const finished = await this.call({
      ref,
      method: 'PUT',
      url: withQuery(location, 'digest', blob.digest),
      what: `finish upload of ${blob.digest}`,
      scopes: [scope],
      headers: monolithic
        ? { 'Content-Type': octets, 'Content-Length': String(blob.size) }
        : { 'Content-Length': '0' },
      ...(monolithic ? { body: verified } : {}),
      retry: !monolithic,
    });
    if (finished.status !== 201) throw await this.failure(finished, ref, `finish upload of ${blob.digest}`);
    discard(finished);
    this.checkAnsweredDigest(finished, ref, blob.digest, `blob ${blob.digest}`);
  }

  private async cancelUpload(ref: ImageReference, location: URL, scope: string): Promise<void> {
    const response = await this.call({
      ref,
      method: 'DELETE',
      url: location,
      what: 'cancel upload',
      scopes: [scope],
      retry: false,
    }).catch(() => undefined);
    if (response) discard(response);
  }

  private checkAnsweredDigest(
    response: HttpResponse,
    ref: ImageReference,
    digest: string,
    what: string,
  ): void {
    const answered = response.headers['docker-content-digest'];
    if (typeof answered === 'string' && answered !== digest) {
      throw new DigestMismatchError(`${what} stored by ${referenceName(ref)}`, digest, answered, {
        host: ref.registry,
      });
    }
  }

  private url(ref: ImageReference, path: string): URL {
    return new URL(`/v2/${ref.repository}/${path}`, registryBaseUrl(ref.registry, this.insecure));
  }

  private location(response: HttpResponse, ref: ImageReference): URL {
    const location = response.headers.location;
    if (!location) {
      throw new RegistryError(`${referenceName(ref)}: upload answer ${response.status} without a Location`, {
        host: ref.registry,
        status: response.status,
      });
    }
    return new URL(location, response.url);
  }

  private async call(call: Call): Promise<HttpResponse> {
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
      if (!call.retry || !isRetryableStatus(response.status) || attempt >= this.retries) return response;
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

  private async callOnce(call: Call): Promise<HttpResponse> {
    const registry = call.ref.registry;
    const send = (url: URL, method: string, authorization: string | undefined) =>
      this.transport.send({
        method,
        url,
        headers: { ...call.headers, ...(authorization && { Authorization: authorization }) },
        ...(call.body !== undefined && { body: Buffer.isBuffer(call.body) ? call.body : call.body() }),
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
        throw await this.failure(response, call.ref, call.what);
      }
    }
    const origin = call.url.origin;
    for (let hops = 0; call.followRedirects && isRedirect(response.status); hops++) {
      if (hops === maxRedirects)
        throw await this.failure(response, call.ref, `${call.what} (too many redirects)`);
      const target = this.location(response, call.ref);
      discard(response);
      // Blob storage behind a redirect is another party: it gets no registry credentials.
      response = await this.transport.send({
        method: call.method === 'HEAD' ? 'HEAD' : 'GET',
        url: target,
        headers: {
          ...call.headers,
          ...(target.origin === origin && authorization && { Authorization: authorization }),
        },
      });
    }
    return response;
  }

  private async failure(response: HttpResponse, ref: ImageReference, what: string): Promise<RegistryError> {
    let code: string | undefined;
    let detail: string;
    const text = await readBody(response, errorBodyLimit).catch(() => Buffer.alloc(0));
    try {
      const parsed = JSON.parse(text.toString('utf8')) as { errors?: { code?: string; message?: string }[] };
      const first = parsed.errors?.[0];
      code = first?.code;
      detail = [first?.code, first?.message].filter(Boolean).join(': ');
    } catch {
      detail = text.toString('utf8').trim().slice(0, 200);
    }
    const message = `${referenceName(ref)}: ${what}: ${response.status}${detail ? ` ${detail}` : ''}`;
    const context = { host: ref.registry, status: response.status, ...(code && { code }) };
    if (response.status === 401 || response.status === 403) return new RegistryAuthError(message, context);
    return new RegistryError(message, context);
  }
}
