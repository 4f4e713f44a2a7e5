import { type ErrorContext, SealosError, UsageError } from '../errors.js';

/** An image reference that does not parse: names the text and what is wrong with it. */
export class InvalidReferenceError extends UsageError {}

/** A registry answered with an error status. `code` is the distribution error code (`BLOB_UNKNOWN`, ...). */
export class RegistryError extends SealosError {
  readonly status?: number;
  readonly code?: string;

  constructor(message: string, context: ErrorContext & { status?: number; code?: string } = {}) {
    super(message, context);
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
