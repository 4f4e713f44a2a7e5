import { type ErrorContext, SealosError, UsageError } from '../errors.js';

/** An image reference that does not parse: names the text and what is wrong with it. */
export class InvalidReferenceError extends UsageError {}

/** Statuses a registry (or a proxy before it) gives when trying again later may work. */
export function isTemporaryStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** One entry of a registry's error document (`{"errors":[{"code":"BLOB_UNKNOWN","message":"..."}]}`). */
export interface RegistryDiagnostic {
  code?: string;
  message?: string;
}

/** Distribution error codes that say "later": throttled, or the registry is down for now. */
const temporaryCodes = new Set(['TOOMANYREQUESTS', 'UNAVAILABLE']);

/**
 * A registry answered with an error status, or could not be reached (no status, the network error as cause).
 * It keeps every diagnostic of the registry's error document; `code` is the first one's (`BLOB_UNKNOWN`, ...).
 * Temporary unless said otherwise when the status or a code is one that says "later", or the registry was not
 * reached (as go-containerregistry's `transport.Error` judges it).
 */
export class RegistryError extends SealosError {
  readonly status?: number;
  readonly code?: string;
  readonly diagnostics: readonly RegistryDiagnostic[];

  constructor(
    message: string,
    context: ErrorContext & { status?: number; code?: string; diagnostics?: RegistryDiagnostic[] } = {},
  ) {
    const diagnostics = context.diagnostics ?? (context.code ? [{ code: context.code }] : []);
    const temporary =
      context.temporary ??
      (context.status === undefined
        ? context.cause !== undefined
        : isTemporaryStatus(context.status) ||
          diagnostics.some(({ code }) => code !== undefined && temporaryCodes.has(code)));
    super(message, { ...context, temporary });
    this.status = context.status;
    this.diagnostics = diagnostics;
    this.code = context.code ?? diagnostics[0]?.code;
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
