import * as core from '@actions/core';
import {
  checkClusterName,
  DEFAULT_CLUSTER_NAME,
  normaliseHostAddress,
  parseIpList,
  type SshInputs,
} from '../clusterfile/index.js';
import { UsageError } from '../errors.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../hosts/host-key.js';
import { checkPrivateKeyText } from '../hosts/private-key.js';
import { InvalidReferenceError } from '../image/errors.js';
import { parseReference } from '../image/reference.js';
import { MAX_TIMEOUT_MINUTES } from '../run/timeout.js';
import { parseStateChoice, type StateChoice } from '../state/create-store.js';

/** Reads one action input by its name (`actionInputReader` in the action, a map in tests). */
export type InputReader = (name: string) => string;

/** Secrets are used exactly as given: a password may start or end with a space. */
const SECRET_INPUTS: readonly string[] = ['password', 'passphrase', 'registry-password', 'private-key'];

/**
 * The runner's inputs: `core.getInput`, which trims every value unless told not to, so the secret inputs are
 * read untrimmed. Every action entry point reads its inputs through this.
 */
export function actionInputReader(): InputReader {
  return (name) => core.getInput(name, { trimWhitespace: !SECRET_INPUTS.includes(name) });
}

/** One item a line (and a comma, when `alsoCommas`), trimmed, empty ones dropped. */
export function listInput(read: InputReader, name: string, alsoCommas: boolean): string[] {
  return read(name)
    .split(alsoCommas ? /[\n,]/ : /\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The YAML 1.2 core booleans, exactly those `core.getBooleanInput` takes; empty is `fallback`. */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];

export function booleanInput(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name).trim();
  if (value === '') return fallback;
  if (TRUE_WORDS.includes(value)) return true;
  if (FALSE_WORDS.includes(value)) return false;
  throw new UsageError(
    `input ${name}: "${value}" is not true or false (YAML 1.2 booleans: ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')})`,
  );
}

export function integerInput(
  read: InputReader,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = read(name).trim();
  if (value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`input ${name}: "${value}" is not a whole number from ${min} to ${max}`);
  return Number(value);
}

/** Minutes, fractions allowed, up to the longest timer Node can set. */
export function minutesInput(read: InputReader, name: string, fallback: number): number {
  const value = read(name).trim();
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`input ${name}: "${value}" is not a number of minutes`);
  if (Number(value) > MAX_TIMEOUT_MINUTES)
    throw new UsageError(
      `input ${name}: "${value}" minutes is more than ${MAX_TIMEOUT_MINUTES} (about 24 days, the longest timer Node can set)`,
    );
  return Number(value);
}

/** The `cluster` input: a DNS-1123 name (it becomes a folder and an artifact name); empty is `default`. */
export function clusterInput(read: InputReader): string {
  const cluster = read('cluster').trim() || DEFAULT_CLUSTER_NAME;
  try {
    return checkClusterName(cluster);
  } catch (error) {
    throw new UsageError(`input ${(error as Error).message}`, { cause: error });
  }
}

/** `K=V` list inputs, one a line: an entry without `=` would be dropped without a word. */
export function pairListInput(read: InputReader, name: string): string[] {
  const entries = listInput(read, name, false);
  for (const entry of entries)
    if (entry.indexOf('=') <= 0) throw new UsageError(`input ${name}: "${entry}" is not KEY=VALUE`);
  return entries;
}

/** Image reference inputs: each must parse now, not at the first pull (or never, in a dry run). */
export function referenceListInput(read: InputReader, name: string): string[] {
  const references = listInput(read, name, true);
  for (const reference of references) referenceInput(name, reference);
  return references;
}

export function referenceInput(name: string, reference: string): string {
  try {
    parseReference(reference);
  } catch (error) {
    if (!(error instanceof InvalidReferenceError)) throw error;
    throw new UsageError(`input ${name}: ${error.message}`, { cause: error });
  }
  return reference;
}

/** Host addresses, one a line or comma separated (`forget-host-key`): each an ip, ip:port or [ipv6]:port. */
export function addressListInput(read: InputReader, name: string): string[] {
  const addresses = listInput(read, name, true);
  for (const address of addresses)
    if (!normaliseHostAddress(address))
      throw new UsageError(`input ${name}: "${address}" is not an IPv4/IPv6 address with optional port`);
  return addresses;
}

/** sealos host lists are comma separated; one a line is accepted too. */
export function hostListInput(read: InputReader, name: string): string {
  const list = listInput(read, name, true).join(',');
  parseIpList(list, `input ${name}`);
  return list;
}

export function hostKeyPolicyInput(read: InputReader): HostKeyPolicy {
  return choiceInput(read, 'host-key-policy', hostKeyPolicies, 'accept-new');
}

/** One of `choices`; `fallback` when empty. */
export function choiceInput<T extends string>(
  read: InputReader,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = read(name).trim() || fallback;
  const choice = choices.find((candidate) => candidate === value);
  if (!choice) throw new UsageError(`input ${name}: "${value}" is not one of ${choices.join(', ')}`);
  return choice;
}

function stateChoiceInput(read: InputReader): StateChoice {
  try {
    return parseStateChoice(read('state').trim() || 'auto');
  } catch (error) {
    throw new UsageError(`input ${(error as Error).message}`, { cause: error });
  }
}

/** Where the Clusterfile is kept: the `state`, `state-dir`, `state-name` and `github-token` inputs. */
export function stateSettingsInput(read: InputReader): {
  choice: StateChoice;
  dir?: string;
  name?: string;
  token?: string;
} {
  const optional = (name: string) => read(name).trim() || undefined;
  const dir = optional('state-dir');
  const name = optional('state-name');
  const token = optional('github-token');
  return {
    choice: stateChoiceInput(read),
    ...(dir ? { dir } : {}),
    ...(name ? { name } : {}),
    ...(token ? { token } : {}),
  };
}

/**
 * The SSH inputs the run and reset actions share. Secrets are used exactly as given (SECRET_INPUTS). A
 * `private-key` that cannot log in (not a key, a public key, encrypted without its passphrase) is refused here,
 * naming the input, whatever else is given: a password next to it, or hosts that need no key (the runner's
 * own). sealos's skip of a key is for a Clusterfile's `ssh.pk` file that does not exist, not for pasted text.
 */
export function sshInputs(read: InputReader): SshInputs {
  const text = (name: string) => read(name).trim();
  const given = read('private-key');
  // A PEM block needs its closing newline, which a YAML `|-` block or a secret pasted without it drops.
  const key = given.trim() && !given.endsWith('\n') ? `${given}\n` : given;
  if (key.trim()) checkPrivateKeyText(key, read('passphrase') || undefined, 'input private-key');
  return {
    user: text('user') || 'root',
    ...(read('password') ? { password: read('password') } : {}),
    ...(key.trim() ? { privateKey: key } : {}),
    ...(text('private-key-path') ? { privateKeyPath: text('private-key-path') } : {}),
    ...(read('passphrase') ? { passphrase: read('passphrase') } : {}),
    port: integerInput(read, 'port', 22, 1, 65535),
    ...(text('jump-host') ? { jumpHost: text('jump-host') } : {}),
  };
}
