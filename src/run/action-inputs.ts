import { tmpdir } from 'node:os';
import { UsageError } from '../errors.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../hosts/host-key.js';
import { parseStateChoice } from '../state/create-store.js';
import type { RunRequest, SshInputs } from './run-request.js';

/** Reads one action input by its name (`core.getInput` in the action, a map in tests). */
export type InputReader = (name: string) => string;

/** The inputs that declare the cluster sealos-style; with `clusterfile` the Clusterfile declares it instead. */
const DECLARING_INPUTS = ['images', 'masters', 'nodes', 'env'] as const;

/**
 * The run action's inputs as a RunRequest. Empty inputs mean the defaults of action.yml; every error names
 * its input. Lists take one item a line (images and registries also commas).
 */
export function readRunActionInputs(read: InputReader, env: NodeJS.ProcessEnv = process.env): RunRequest {
  const text = (name: string) => read(name).trim();
  const optional = (name: string) => text(name) || undefined;
  const ssh: SshInputs = {
    user: optional('user') ?? 'root',
    // Secrets are used exactly as given: a password may start or end with a space.
    ...(read('password') ? { password: read('password') } : {}),
    ...(text('private-key') ? { privateKey: `${text('private-key')}\n` } : {}),
    ...(optional('private-key-path') ? { privateKeyPath: optional('private-key-path') } : {}),
    ...(read('passphrase') ? { passphrase: read('passphrase') } : {}),
    port: integer(read, 'port', 22, 1, 65535),
  };
  const clusterfile = optional('clusterfile');
  const cluster = optional('cluster') ?? 'default';
  const single = flag(read, 'single', false);
  let source: RunRequest['source'];
  if (clusterfile) {
    for (const name of DECLARING_INPUTS)
      if (text(name))
        throw new UsageError(
          `input ${name}: not used with clusterfile (the Clusterfile declares the cluster)`,
        );
    if (single)
      throw new UsageError('input single: not used with clusterfile (list the hosts in the Clusterfile)');
    // `default` is the input's default: only another name is a claim to check against the file.
    source = { kind: 'clusterfile', path: clusterfile, ...(cluster !== 'default' ? { cluster } : {}), ssh };
  } else {
    source = {
      kind: 'inputs',
      inputs: {
        images: list(read, 'images', true),
        masters: hostList(read, 'masters'),
        nodes: hostList(read, 'nodes'),
        ...ssh,
        env: envList(read),
        clusterName: cluster,
        single,
      },
    };
  }
  const timeout = number(read, 'timeout', 60);
  const knownHosts = optional('known-hosts');
  const policy = hostKeyPolicy(read);
  if (policy === 'strict' && !knownHosts)
    throw new UsageError('input known-hosts: needed with host-key-policy strict');
  return {
    source,
    configFiles: list(read, 'config-files', false),
    dryRun: flag(read, 'dry-run', false),
    force: flag(read, 'force', false),
    concurrency: integer(read, 'concurrency', 16, 1, 1024),
    ...(timeout > 0 ? { timeoutMinutes: timeout } : {}),
    lockTimeoutMinutes: number(read, 'lock-timeout', 10),
    hostKeyPolicy: policy,
    ...(knownHosts ? { knownHosts: `${knownHosts}\n` } : {}),
    state: {
      choice: stateChoice(read),
      ...(optional('state-dir') ? { dir: optional('state-dir') } : {}),
      ...(optional('state-name') ? { name: optional('state-name') } : {}),
      ...(optional('github-token') ? { token: optional('github-token') } : {}),
      ...(flag(read, 'recover-state', false) ? { recover: true } : {}),
    },
    registry: {
      ...(optional('registry-username') ? { username: optional('registry-username') } : {}),
      ...(read('registry-password') ? { password: read('registry-password') } : {}),
      ...(optional('registry') ? { registry: optional('registry') } : {}),
      ...(optional('registry-config') ? { config: optional('registry-config') } : {}),
    },
    insecureRegistries: list(read, 'insecure-registries', true),
    outputDir: env.RUNNER_TEMP || tmpdir(),
  };
}

function list(read: InputReader, name: string, alsoCommas: boolean): string[] {
  return read(name)
    .split(alsoCommas ? /[\n,]/ : /\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** sealos host lists are comma separated; one a line is accepted too. */
function hostList(read: InputReader, name: string): string {
  return list(read, name, true).join(',');
}

function envList(read: InputReader): string[] {
  const entries = list(read, 'env', false);
  for (const entry of entries)
    if (entry.indexOf('=') <= 0) throw new UsageError(`input env: "${entry}" is not KEY=VALUE`);
  return entries;
}

function flag(read: InputReader, name: string, fallback: boolean): boolean {
  const value = read(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  throw new UsageError(`input ${name}: "${value}" is not true or false`);
}

function integer(read: InputReader, name: string, fallback: number, min: number, max: number): number {
  const value = read(name).trim();
  if (value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`input ${name}: "${value}" is not a whole number from ${min} to ${max}`);
  return Number(value);
}

/** Minutes; 0 means no limit. */
function number(read: InputReader, name: string, fallback: number): number {
  const value = read(name).trim();
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`input ${name}: "${value}" is not a number of minutes`);
  return Number(value);
}

function hostKeyPolicy(read: InputReader): HostKeyPolicy {
  const value = read('host-key-policy').trim() || 'accept-new';
  const policy = hostKeyPolicies.find((candidate) => candidate === value);
  if (!policy)
    throw new UsageError(`input host-key-policy: "${value}" is not one of ${hostKeyPolicies.join(', ')}`);
  return policy;
}

function stateChoice(read: InputReader) {
  try {
    return parseStateChoice(read('state').trim() || 'auto');
  } catch (error) {
    throw new UsageError(`input ${(error as Error).message}`, { cause: error });
  }
}
