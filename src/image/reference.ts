import { isIPv6 } from 'node:net';
import { InvalidReferenceError } from './errors.js';

/** An image reference, normalised: `nginx` is registry `docker.io`, repository `library/nginx`, tag `latest`. */
export interface ImageReference {
  registry: string;
  repository: string;
  tag?: string;
  digest?: string;
}

const dockerHub = 'docker.io';
const dockerHubAliases = new Set(['docker.io', 'index.docker.io', 'registry-1.docker.io']);

// The grammar of github.com/distribution/reference, written out for one component at a time.
const pathComponent = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const tagPattern = /^[\w][\w.-]{0,127}$/;
const digestPattern = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;
const sha256Pattern = /^sha256:[a-f0-9]{64}$/;
const hostPattern =
  /^(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*)(?::\d{1,5})?$/;

/** Docker's rule: the first path part is a registry host when it has a `.` or a `:`, or is `localhost`. */
function looksLikeHost(part: string): boolean {
  return part.includes('.') || part.includes(':') || part === 'localhost' || part.startsWith('[');
}

/** `parseReference`, with `latest` added when the text has neither tag nor digest. */
export function parseReference(text: string): ImageReference {
  const ref = parseReferenceAsWritten(text);
  return ref.tag === undefined && ref.digest === undefined ? { ...ref, tag: 'latest' } : ref;
}

/**
 * The reference normalised in its name only (`docker.io/`, `library/`): tag and digest as written, none added.
 * Docker's ParseNormalizedNamed, for the places where "no tag" differs from `:latest` (sreg's image lists).
 */
export function parseReferenceAsWritten(text: string): ImageReference {
  const fail = (why: string): never => {
    throw new InvalidReferenceError(`image reference "${text}": ${why}`);
  };
  const trimmed = text.trim();
  if (trimmed === '') fail('empty');

  let rest = trimmed;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    if (!digestPattern.test(digest)) fail(`"${digest}" is not a digest (algorithm:hex)`);
    if (digest.startsWith('sha256:') && !sha256Pattern.test(digest))
      fail('a sha256 digest has 64 lowercase hex');
  }

  let tag: string | undefined;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  if (colon > lastSlash) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!tagPattern.test(tag)) fail(`"${tag}" is not a valid tag`);
  }

  const parts = rest.split('/');
  let registry = dockerHub;
  if (parts.length > 1 && looksLikeHost(parts[0]!)) {
    registry = parts.shift()!;
    if (!hostPattern.test(registry)) fail(`"${registry}" is not a registry host`);
    // The grammar takes any five digits; a URL (and so every pull) takes 1-65535 only.
    const port = /:(\d+)$/.exec(registry)?.[1];
    if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535))
      fail(`registry "${registry}": port ${port} is not from 1 to 65535`);
    // An IPv6 host in brackets must be an address the URL parser takes.
    const bracketed = /^\[([^\]]+)\]/.exec(registry)?.[1];
    if (bracketed !== undefined && !isIPv6(bracketed)) fail(`"${registry}" is not a registry host`);
  }
  if (dockerHubAliases.has(registry)) registry = dockerHub;
  if (registry === dockerHub && parts.length === 1) parts.unshift('library');

  for (const part of parts) {
    if (!pathComponent.test(part)) {
      fail(
        part.toLowerCase() !== part
          ? `repository "${parts.join('/')}" must be lowercase`
          : `"${part}" is not a valid repository path component`,
      );
    }
  }
  const repository = parts.join('/');
  if (repository.length > 255) fail('repository name longer than 255 characters');

  return { registry, repository, ...(tag !== undefined && { tag }), ...(digest !== undefined && { digest }) };
}

/** The full normalised text: `docker.io/library/nginx:latest`, `host:5000/a/b@sha256:...`. */
export function formatReference(ref: ImageReference): string {
  return `${referenceName(ref)}${ref.tag ? `:${ref.tag}` : ''}${ref.digest ? `@${ref.digest}` : ''}`;
}

/** `registry/repository`, without tag or digest. */
export function referenceName(ref: ImageReference): string {
  return `${ref.registry}/${ref.repository}`;
}

/** What to put after `/manifests/`: the digest when there is one (it pins the content), else the tag. */
export function manifestReference(ref: ImageReference): string {
  return ref.digest ?? ref.tag ?? 'latest';
}

/** The same repository, addressed by a digest only. */
export function withDigest(ref: ImageReference, digest: string): ImageReference {
  return { registry: ref.registry, repository: ref.repository, digest };
}
