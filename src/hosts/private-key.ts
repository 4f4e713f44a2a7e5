import ssh2 from 'ssh2';
import { causeText, UsageError } from '../errors.js';
import { readInputFile } from '../files/read-input.js';

/** Far above any private key (a 16,384-bit RSA key in PEM is about 12 KiB): a bigger file is not a key. */
const MAX_KEY_FILE_BYTES = 1024 * 1024;

/**
 * Why `text` cannot log in as a private key, in words; undefined when it can. Checked before any host is
 * contacted (dry runs included): ssh2 given a public key as the private key never finishes its login.
 */
function privateKeyProblem(text: string, passphrase?: string): string | undefined {
  if (text.trim() === '') return 'it is empty, not a private key';
  const parsed = ssh2.utils.parseKey(text, passphrase);
  if (parsed instanceof Error) {
    if (/no passphrase given/i.test(parsed.message))
      return 'the key is encrypted and no passphrase was given';
    if (/bad passphrase|integrity check failed|decrypt/i.test(parsed.message))
      return 'the passphrase does not decrypt the key';
    return `not a private key ssh can read (OpenSSH, PEM or PuTTY): ${parsed.message}`;
  }
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key) return 'no key in it';
  if (!key.isPrivateKey())
    return `it is a public key (${key.type}), not a private key: give the file without .pub`;
  return undefined;
}

/** The private key text `label` (a flag, an input or a Clusterfile field) gives; a UsageError naming it. */
export function checkPrivateKeyText(text: string, passphrase: string | undefined, label: string): void {
  const problem = privateKeyProblem(text, passphrase);
  if (problem) throw new UsageError(`${label}: cannot use the private key: ${problem}`);
}

/**
 * Reads the key file `label` names (a regular file, at most MAX_KEY_FILE_BYTES: `/dev/zero`, a FIFO or a
 * folder is refused before it is opened) and checks that it logs in with `passphrase`. Returns its text.
 */
export async function readPrivateKeyFile(
  file: string,
  passphrase: string | undefined,
  label: string,
): Promise<string> {
  let text: string;
  try {
    text = await readInputFile(file, MAX_KEY_FILE_BYTES);
  } catch (error) {
    throw new UsageError(`${label}: cannot read the private key ${file}: ${causeText(error)}`, {
      file,
      cause: error,
    });
  }
  const problem = privateKeyProblem(text, passphrase);
  if (problem) throw new UsageError(`${label}: cannot use the private key ${file}: ${problem}`, { file });
  return text;
}
