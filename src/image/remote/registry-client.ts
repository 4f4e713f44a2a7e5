import type { Readable } from 'node:stream';
import type { Logger } from '../../log/logger.js';
import type { CredentialProvider } from '../auth/credentials.js';
import { RegistryError } from '../errors.js';
import { loadRegistriesConf } from '../mirrors/find-registries-conf.js';
import { PullRouter } from '../mirrors/pull-router.js';
import { formatReference, type ImageReference } from '../reference.js';
import {
  type BlobDownload,
  type BlobSource,
  DEFAULT_MONOLITHIC_LIMIT,
  fetchBlob,
  hasBlob,
  openBlob,
  type PushBlobResult,
  pushBlob,
} from './blobs.js';
import { getManifest, headManifest, type ManifestAnswer, putManifest } from './manifests.js';
import { RegistryTransport } from './registry-transport.js';
import type { ConnectRoute } from './routed-agent.js';

export type { BlobDownload, BlobSource, ManifestAnswer, PushBlobResult };

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
  /**
   * `openBlob` reads blobs of at least this size on a connection of their own, without copies (direct-http.ts);
   * smaller ones over the kept-alive connections. Default 16 MiB.
   */
  directBlobMinimum?: number;
  /** Clock for token expiry. */
  now?: () => number;
  /**
   * The registries.conf (mirrors, rewrites, insecure, blocked) pulls honour: this file, or (undefined) the one
   * buildah would read (`$CONTAINERS_REGISTRIES_CONF`, `~/.config/containers/`, `/etc/containers/`), or none
   * (false).
   */
  registriesConf?: string | false;
  /**
   * Every connection is opened by this route (e.g. an SSH channel to the host the registry runs on), in plain
   * HTTP: the route is what protects it. Default: TCP from this machine.
   */
  route?: ConnectRoute;
}

/**
 * A client of the OCI distribution API for the rest of the project: one transport (auth, retries, errors) and
 * the manifest and blob operations over it. Blobs are always streams. Call `close()` when done to free
 * keep-alive sockets.
 */
export class RegistryClient {
  readonly concurrency: number;
  private readonly transport: RegistryTransport;
  private readonly monolithicUploadLimit: number;
  private readonly directBlobMinimum: number;
  private readonly pulls: PullRouter;

  constructor(options: RegistryClientOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.monolithicUploadLimit = options.monolithicUploadLimit ?? DEFAULT_MONOLITHIC_LIMIT;
    this.directBlobMinimum = options.directBlobMinimum ?? 16 * 1024 * 1024;
    // The router adds registries.conf's insecure hosts once it has read the file, before its first request.
    const insecureRegistries = [...(options.insecureRegistries ?? [])];
    const conf = options.registriesConf;
    this.pulls = new PullRouter(
      () => (conf === false ? Promise.resolve(undefined) : loadRegistriesConf(conf)),
      insecureRegistries,
      options.logger,
    );
    this.transport = new RegistryTransport({
      logger: options.logger,
      ...(options.credentials && { credentials: options.credentials }),
      insecureRegistries,
      concurrency: this.concurrency,
      userAgent: options.userAgent ?? 'sealos-action',
      retries: options.retries ?? 4,
      retryDelayMs: options.retryDelayMs ?? 500,
      now: options.now ?? Date.now,
      ...(options.route && { route: options.route }),
    });
  }

  close(): void {
    this.transport.close();
  }

  /** A pull: through the mirrors registries.conf gives. */
  getManifest(ref: ImageReference): Promise<ManifestAnswer> {
    return this.pulls.manifest(ref, (source) => getManifest(this.transport, source));
  }

  /** `pull`: asked before a pull, so through the mirrors; else (before a push) the registry itself. */
  headManifest(
    ref: ImageReference,
    options: { pull?: boolean } = {},
  ): Promise<{ digest?: string; mediaType?: string } | undefined> {
    if (!options.pull) return headManifest(this.transport, ref);
    return this.pulls
      .manifest(ref, async (source) => {
        const answer = await headManifest(this.transport, source);
        // Not there: the next source may have it.
        if (!answer)
          throw new RegistryError(`${formatReference(source)}: no such manifest`, {
            host: source.registry,
            status: 404,
          });
        return answer;
      })
      .catch((error: unknown) => {
        if (error instanceof RegistryError && error.status === 404) return undefined;
        throw error;
      });
  }

  putManifest(ref: ImageReference, bytes: Buffer, mediaType: string): Promise<string> {
    return putManifest(this.transport, ref, bytes, mediaType);
  }

  hasBlob(ref: ImageReference, digest: string): Promise<boolean> {
    return hasBlob(this.transport, ref, digest);
  }

  /** `size`: the descriptor's; a blob that runs over it fails at once. */
  fetchBlob(ref: ImageReference, digest: string, size?: number): Promise<Readable> {
    return this.pulls.blob(ref, (source) => fetchBlob(this.transport, source, digest, size));
  }

  /** fetchBlob for a file: the content handed over piece by piece (a large blob with no copy). */
  openBlob(ref: ImageReference, digest: string, size: number): Promise<BlobDownload> {
    return this.pulls.blob(ref, (source) =>
      openBlob(this.transport, source, digest, size, this.directBlobMinimum),
    );
  }

  pushBlob(
    ref: ImageReference,
    blob: BlobSource,
    options: { mountFrom?: string[] } = {},
  ): Promise<PushBlobResult> {
    return pushBlob(this.transport, ref, blob, {
      ...options,
      monolithicUploadLimit: this.monolithicUploadLimit,
    });
  }
}
