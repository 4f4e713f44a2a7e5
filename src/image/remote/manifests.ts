import { repositoryScope } from '../auth/authenticator.js';
import { sha256Of } from '../digest.js';
import { DigestMismatchError, ImageFormatError } from '../errors.js';
import { parseManifest } from '../manifest.js';
import { acceptedManifestTypes } from '../media-types.js';
import { formatReference, type ImageReference, manifestReference } from '../reference.js';
import { discard, readBody } from './http-transport.js';
import type { RegistryTransport } from './registry-transport.js';

/** Manifests and indexes over the distribution API: get (checked against a digest), head, put. */

export interface ManifestAnswer {
  mediaType: string;
  digest: string;
  bytes: Buffer;
}

const manifestSizeLimit = 4 * 1024 * 1024;

/** GET or HEAD of the manifest `ref` names, accepting every manifest and index type this client reads. */
function requestManifest(transport: RegistryTransport, ref: ImageReference, method: 'GET' | 'HEAD') {
  const reference = manifestReference(ref);
  return transport.call({
    ref,
    method,
    url: transport.url(ref, `manifests/${reference}`),
    what: `${method} manifest ${reference}`,
    scopes: [repositoryScope(ref.repository, 'pull')],
    headers: { Accept: acceptedManifestTypes.join(', ') },
    retry: true,
    followRedirects: true,
  });
}

/** A manifest or index, OCI or Docker v2 schema 2. Addressed by digest, the bytes are checked against it. */
export async function getManifest(
  transport: RegistryTransport,
  ref: ImageReference,
): Promise<ManifestAnswer> {
  const reference = manifestReference(ref);
  const response = await requestManifest(transport, ref, 'GET');
  if (response.status !== 200) throw await transport.failure(response, ref, `GET manifest ${reference}`);
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
export async function headManifest(
  transport: RegistryTransport,
  ref: ImageReference,
): Promise<{ digest?: string; mediaType?: string } | undefined> {
  const reference = manifestReference(ref);
  const response = await requestManifest(transport, ref, 'HEAD');
  if (response.status === 404) {
    // Even a bodiless answer holds its connection until read; an unread one stalls the next requests.
    discard(response);
    return undefined;
  }
  if (response.status !== 200) throw await transport.failure(response, ref, `HEAD manifest ${reference}`);
  discard(response);
  const digest = response.headers['docker-content-digest'];
  const mediaType = response.headers['content-type'];
  return {
    ...(typeof digest === 'string' && { digest }),
    ...(mediaType && { mediaType: mediaType.split(';')[0]!.trim() }),
  };
}

/** Puts a manifest or index; the digest is the sha256 of exactly these bytes. */
export async function putManifest(
  transport: RegistryTransport,
  ref: ImageReference,
  bytes: Buffer,
  mediaType: string,
): Promise<string> {
  const digest = sha256Of(bytes);
  if (ref.digest && ref.digest !== digest) {
    throw new DigestMismatchError(`manifest for ${formatReference(ref)}`, ref.digest, digest, {
      host: ref.registry,
    });
  }
  const reference = ref.tag ?? digest;
  const response = await transport.call({
    ref,
    method: 'PUT',
    url: transport.url(ref, `manifests/${reference}`),
    what: `PUT manifest ${reference}`,
    scopes: [repositoryScope(ref.repository, 'pull,push')],
    headers: { 'Content-Type': mediaType },
    body: bytes,
    retry: true,
  });
  if (response.status !== 201) throw await transport.failure(response, ref, `PUT manifest ${reference}`);
  discard(response);
  transport.checkAnsweredDigest(response, ref, digest, `manifest ${reference}`);
  return digest;
}
