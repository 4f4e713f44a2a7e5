import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { repositoryScope } from '../auth/authenticator.js';
import { DigestCheck, DigestVerifier, digestHex } from '../digest.js';
import { RegistryError } from '../errors.js';
import { type ImageReference, referenceName } from '../reference.js';
import { DirectBody } from './direct-http.js';
import { discard } from './http-transport.js';
import type { RegistryTransport } from './registry-transport.js';

/** Blobs over the distribution API, always as streams: exists, fetch (verified while read), push. */

/** A blob to push: its digest and size, and a way to open its content (again, on a retry). */
export interface BlobSource {
  digest: string;
  size: number;
  open: () => Readable;
}

export type PushBlobResult = 'exists' | 'mounted' | 'uploaded';

/** Blobs up to this size are uploaded by one PUT, larger ones by a streaming PATCH. */
export const DEFAULT_MONOLITHIC_LIMIT = 8 * 1024 * 1024;

/** `location` + `digest=...`, whatever query the registry already put on its upload URL. */
function withQuery(url: URL, key: string, value: string): URL {
  const next = new URL(url);
  next.searchParams.set(key, value);
  return next;
}

export async function hasBlob(
  transport: RegistryTransport,
  ref: ImageReference,
  digest: string,
): Promise<boolean> {
  return blobExists(transport, ref, digest, [repositoryScope(ref.repository, 'pull')]);
}

/** A blob being fetched, its body not read yet. */
export interface BlobDownload {
  /**
   * Hands the blob to `sink` piece by piece, synchronously, with no copy: `sink` must not keep a piece (its
   * buffer is read into again). Resolves with the byte count once size and digest are checked, else rejects
   * (DigestMismatchError, ImageFormatError, a network error): the caller drops what it wrote.
   */
  readInto(sink: (chunk: Buffer) => void): Promise<number>;
}

/**
 * A download as the fill of a file written piece by piece (`writeChunksAtomically`): each piece to `write`, its
 * size to `onBytes` (progress).
 */
export function fillFrom(
  download: BlobDownload,
  onBytes?: (bytes: number) => void,
): (write: (chunk: Buffer) => void) => Promise<number> {
  return (write) =>
    download.readInto((chunk) => {
      write(chunk);
      onBytes?.(chunk.length);
    });
}

/** GET of a blob (redirects to blob storage followed without credentials); `direct`: read by DirectBody. */
async function requestBlob(
  transport: RegistryTransport,
  ref: ImageReference,
  digest: string,
  size: number | undefined,
  direct: boolean,
): Promise<{ body: Readable; check: DigestCheck }> {
  digestHex(digest);
  const response = await transport.call({
    ref,
    method: 'GET',
    url: transport.url(ref, `blobs/${digest}`),
    what: `GET blob ${digest}`,
    scopes: [repositoryScope(ref.repository, 'pull')],
    retry: true,
    followRedirects: true,
    direct,
  });
  if (response.status !== 200) throw await transport.failure(response, ref, `GET blob ${digest}`);
  const check = new DigestCheck(
    `blob ${digest} of ${referenceName(ref)}`,
    digest,
    { host: ref.registry },
    size,
  );
  return { body: response.body, check };
}

/**
 * The content of a blob as a stream that fails (DigestMismatchError) when it does not hash to `digest`, and
 * with `size` (the descriptor's) as soon as it runs over it: a registry cannot fill the disk with a blob
 * larger than the manifest says. Retries happen before the body starts.
 */
export async function fetchBlob(
  transport: RegistryTransport,
  ref: ImageReference,
  digest: string,
  size?: number,
): Promise<Readable> {
  const { body, check } = await requestBlob(transport, ref, digest, size, false);
  // Errors of either side reach whoever reads the verifier; nothing to do here.
  return pipeline(body, new DigestVerifier(check), () => {});
}

/**
 * fetchBlob for a reader that takes the content piece by piece (a file). A blob of `directMinimum` bytes or
 * more comes on a connection of its own with no stream stage and no copy (direct-http.ts): for a large blob
 * the copies cost more than a new connection. Smaller ones come over the kept-alive connections.
 */
export async function openBlob(
  transport: RegistryTransport,
  ref: ImageReference,
  digest: string,
  size: number,
  directMinimum: number,
): Promise<BlobDownload> {
  const direct = size >= directMinimum;
  const { body, check } = await requestBlob(transport, ref, digest, size, direct);
  const read = (chunk: Buffer, sink: (chunk: Buffer) => void) => {
    check.update(chunk);
    sink(chunk);
  };
  return {
    readInto: async (sink) => {
      if (body instanceof DirectBody) await body.consume((chunk) => read(chunk, sink));
      else for await (const chunk of body) read(chunk as Buffer, sink);
      return check.finish();
    },
  };
}

/**
 * Pushes a blob unless the repository has it: a cross-repository mount from `mountFrom` (same registry)
 * when possible, else an upload — one PUT for small blobs, a streaming PATCH then PUT for large ones. The
 * content is hashed while it is sent; a mismatch aborts the upload with DigestMismatchError.
 */
export async function pushBlob(
  transport: RegistryTransport,
  ref: ImageReference,
  blob: BlobSource,
  options: { mountFrom?: string[]; monolithicUploadLimit?: number } = {},
): Promise<PushBlobResult> {
  digestHex(blob.digest);
  const pushScope = repositoryScope(ref.repository, 'pull,push');
  if (await blobExists(transport, ref, blob.digest, [pushScope])) return 'exists';

  let location: URL | undefined;
  const sources = (options.mountFrom ?? []).filter((from) => from !== ref.repository);
  for (const [i, from] of sources.entries()) {
    const url = transport.url(ref, 'blobs/uploads/');
    url.searchParams.set('mount', blob.digest);
    url.searchParams.set('from', from);
    const response = await transport.call({
      ref,
      method: 'POST',
      url,
      what: `mount blob ${blob.digest} from ${from}`,
      scopes: [pushScope, repositoryScope(from, 'pull')],
      headers: { 'Content-Length': '0' },
      retry: true,
    });
    if (response.status !== 201 && response.status !== 202) {
      throw await transport.failure(response, ref, `mount blob ${blob.digest} from ${from}`);
    }
    discard(response);
    if (response.status === 201) return 'mounted';
    // 202: the source lacks the blob and the registry opened an upload instead; use the last one.
    const opened = transport.location(response, ref);
    if (i < sources.length - 1) await cancelUpload(transport, ref, opened, pushScope);
    else location = opened;
  }

  for (let attempt = 0; ; attempt++) {
    try {
      await upload(
        transport,
        ref,
        blob,
        location,
        pushScope,
        options.monolithicUploadLimit ?? DEFAULT_MONOLITHIC_LIMIT,
      );
      return 'uploaded';
    } catch (error) {
      if (!(error instanceof RegistryError && error.temporary) || attempt >= transport.retries) throw error;
      transport.logger.warn(
        `${referenceName(ref)}: upload of ${blob.digest} failed (${error.message}); retrying`,
      );
      await sleep(transport.retryDelayMs * 2 ** attempt);
      location = undefined;
    }
  }
}

async function blobExists(
  transport: RegistryTransport,
  ref: ImageReference,
  digest: string,
  scopes: string[],
): Promise<boolean> {
  const response = await transport.call({
    ref,
    method: 'HEAD',
    url: transport.url(ref, `blobs/${digest}`),
    what: `HEAD blob ${digest}`,
    scopes,
    retry: true,
    followRedirects: true,
  });
  if (response.status !== 200 && response.status !== 404)
    throw await transport.failure(response, ref, `HEAD blob ${digest}`);
  discard(response);
  return response.status === 200;
}

async function upload(
  transport: RegistryTransport,
  ref: ImageReference,
  blob: BlobSource,
  opened: URL | undefined,
  scope: string,
  monolithicLimit: number,
): Promise<void> {
  let location = opened;
  if (!location) {
    const started = await transport.call({
      ref,
      method: 'POST',
      url: transport.url(ref, 'blobs/uploads/'),
      what: `start upload of ${blob.digest}`,
      scopes: [scope],
      headers: { 'Content-Length': '0' },
      retry: true,
    });
    if (started.status !== 202) throw await transport.failure(started, ref, `start upload of ${blob.digest}`);
    discard(started);
    location = transport.location(started, ref);
  }
  const verified = () =>
    pipeline(
      blob.open(),
      new DigestVerifier(
        new DigestCheck(
          `blob ${blob.digest} pushed to ${referenceName(ref)}`,
          blob.digest,
          { host: ref.registry },
          blob.size,
        ),
      ),
      () => {},
    );
  const octets = 'application/octet-stream';
  if (blob.size > monolithicLimit) {
    // distribution 2.8 takes a PATCH without Content-Range as the whole stream, in one request.
    const patched = await transport.call({
      ref,
      method: 'PATCH',
      url: location,
      what: `upload ${blob.digest}`,
      scopes: [scope],
      headers: { 'Content-Type': octets },
      body: verified,
      retry: false,
    });
    if (patched.status !== 202) throw await transport.failure(patched, ref, `upload ${blob.digest}`);
    discard(patched);
    location = transport.location(patched, ref);
  }
  const monolithic = blob.size <= monolithicLimit;
  const finished = await transport.call({
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
  if (finished.status !== 201)
    throw await transport.failure(finished, ref, `finish upload of ${blob.digest}`);
  discard(finished);
  transport.checkAnsweredDigest(finished, ref, blob.digest, `blob ${blob.digest}`);
}

async function cancelUpload(
  transport: RegistryTransport,
  ref: ImageReference,
  location: URL,
  scope: string,
): Promise<void> {
  const response = await transport
    .call({
      ref,
      method: 'DELETE',
      url: location,
      what: 'cancel upload',
      scopes: [scope],
      retry: false,
    })
    .catch(() => undefined);
  if (response) discard(response);
}
