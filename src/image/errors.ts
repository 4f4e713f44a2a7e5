import { type ErrorContext, SealosError, UsageError } from '../errors.js';

/** An image reference that does not parse: names the text and what is wrong with it. */
export class InvalidReferenceError extends UsageError {}

/** Statuses a registry (or a proxy before it) gives when trying again later may work. */
export function isTemporaryStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * A registry answered with an error status, or could not be reached (no status, the network error as cause).
 * `code` is the distribution error code (`BLOB_UNKNOWN`, ...). Temporary unless said otherwise when the status
 * is one of those or the registry was not reached.
 */
export class RegistryError extends SealosError {
  readonly status?: number;
  readonly code?: string;

  constructor(message: string, context: ErrorContext & { status?: number; code?: string } = {}) {
    const temporary =
      context.temporary ??
      (context.status === undefined ? context.cause !== undefined : isTemporaryStatus(context.status));
    super(message, { ...context, temporary });
    this.status = context.status;
    this.code = context.code;
  }
}

/** The registry refused our credentials, or gave a token without the scope we asked for. */
export class RegistryAuthError extends RegistryError {}

/** Content whose sha256 is not the digest it was addressed by (a corrupt blob, a lying registry). */
export class DigestMismatchError extends SealosError {
  readonly expected: string;
  readonly actual: string;

  constructor(what: string, expected: string, actual: string, context: ErrorContext = {}) {
    super(`${what}: content has digest ${actual}, expected ${expected}`, context);
    this.expected = expected;
    this.actual = actual;
  }
}

/** A manifest, index or config we cannot use: unknown media type, bad JSON, no matching platform. */
export class ImageFormatError extends SealosError {}

/** A layer that cannot be unpacked safely: path escapes, links out of the root, unsupported compression. */
export class UnpackError extends SealosError {}
