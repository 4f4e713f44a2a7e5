import { UsageError } from '../errors.js';
import { type HostKeyPolicy, hostKeyPolicies } from '../hosts/host-key.js';
import type { InputReader } from '../run/action-inputs.js';
import { parseStateChoice } from '../state/create-store.js';
import type { ResetFlowRequest } from './reset-flow.js';

/** The reset action's inputs (the run action's SSH and state inputs, plus the host subset and force). */
export function readResetActionInputs(read: InputReader): ResetFlowRequest {
  const text = (name: string) => read(name).trim();
  const optional = (name: string) => text(name) || undefined;
  const policy = hostKeyPolicy(text('host-key-policy') || 'accept-new');
  const knownHosts = optional('known-hosts');
  if (policy === 'strict' && !knownHosts)
    throw new UsageError('input known-hosts: needed with host-key-policy strict');
  return {
    cluster: optional('cluster') ?? 'default',
    ...(optional('clusterfile') ? { clusterfile: optional('clusterfile') } : {}),
    masters: hostList(read('masters')),
    nodes: hostList(read('nodes')),
    ssh: {
      user: optional('user') ?? 'root',
      ...(read('password') ? { password: read('password') } : {}),
      ...(text('private-key') ? { privateKey: `${text('private-key')}\n` } : {}),
      ...(optional('private-key-path') ? { privateKeyPath: optional('private-key-path') } : {}),
      ...(read('passphrase') ? { passphrase: read('passphrase') } : {}),
      port: whole(text('port'), 'port', 22),
    },
    hostKeyPolicy: policy,
    ...(knownHosts ? { knownHosts: `${knownHosts}\n` } : {}),
    state: {
      choice: stateChoice(text('state') || 'auto'),
      ...(optional('state-dir') ? { dir: optional('state-dir') } : {}),
      ...(optional('state-name') ? { name: optional('state-name') } : {}),
      ...(optional('github-token') ? { token: optional('github-token') } : {}),
    },
    force: flag(text('force'), 'force'),
    lockTimeoutMinutes: minutes(text('lock-timeout'), 'lock-timeout', 10),
  };
}

function hostList(value: string): string {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .join(',');
}

function flag(value: string, name: string): boolean {
  const lower = value.toLowerCase();
  if (lower === '' || ['false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes', '1'].includes(lower)) return true;
  throw new UsageError(`input ${name}: "${value}" is not true or false`);
}

function whole(value: string, name: string, fallback: number): number {
  if (value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535)
    throw new UsageError(`input ${name}: "${value}" is not a port`);
  return Number(value);
}

function minutes(value: string, name: string, fallback: number): number {
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`input ${name}: "${value}" is not a number of minutes`);
  return Number(value);
}

function hostKeyPolicy(value: string): HostKeyPolicy {
  const policy = hostKeyPolicies.find((candidate) => candidate === value);
  if (!policy)
    throw new UsageError(`input host-key-policy: "${value}" is not one of ${hostKeyPolicies.join(', ')}`);
  return policy;
}

function stateChoice(value: string) {
  try {
    return parseStateChoice(value);
  } catch (error) {
    throw new UsageError(`input ${(error as Error).message}`, { cause: error });
  }
}
