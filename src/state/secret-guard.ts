import { SecretInStateError } from './errors.js';
import type { StateContent } from './state.js';

/** The name the Clusterfile has inside a state folder and in messages. */
export const CLUSTERFILE = 'Clusterfile';

// Shorter values would match ordinary words (same floor as the log masking in src/log/secrets.ts).
const MIN_SECRET_LENGTH = 4;
// A line of a PEM key or of base64 certificate data; URLs and YAML keys contain other characters.
const ENCODED_RUN = /[A-Za-z0-9+/=_-]{20,}/g;

/**
 * Throws when any file of `content` contains one of `secrets`. A multi-line secret (a private key, a
 * kubeconfig) is also searched for by its long base64-like runs, because re-indenting it in YAML keeps those
 * but breaks the whole value. The message names the file, never the secret.
 */
export function assertNoSecrets(content: StateContent, secrets: readonly string[]): void {
  const needles = secretNeedles(secrets);
  if (needles.length === 0) return;
  const files: [string, string][] = [[CLUSTERFILE, content.clusterfile], ...Object.entries(content.files)];
  for (const [path, text] of files) {
    if (needles.some((needle) => text.includes(needle))) {
      throw new SecretInStateError(
        `refusing to save state: ${path} contains a secret of this run (a password, key, token or kubeconfig); it must be redacted before it is kept`,
        { phase: 'state', file: path },
      );
    }
  }
}

function secretNeedles(secrets: readonly string[]): string[] {
  const needles = new Set<string>();
  for (const secret of secrets) {
    const value = secret.trim();
    if (value.length < MIN_SECRET_LENGTH) continue;
    needles.add(value);
    if (value.includes('\n')) for (const run of value.match(ENCODED_RUN) ?? []) needles.add(run);
  }
  return [...needles];
}
