import { UsageError } from '../../errors.js';
import type { ResetFlowRequest } from '../../reset/reset-flow.js';
import {
  addressListInput,
  booleanInput,
  clusterInput,
  hostKeyPolicyInput,
  hostListInput,
  type InputReader,
  minutesInput,
  sshInputs,
  stateSettingsInput,
} from '../inputs.js';

/** The reset action's inputs (the run action's SSH and state inputs, plus the host subset and force). */
export function readResetActionInputs(read: InputReader): ResetFlowRequest {
  const text = (name: string) => read(name).trim();
  const optional = (name: string) => text(name) || undefined;
  const policy = hostKeyPolicyInput(read);
  const knownHosts = optional('known-hosts');
  if (policy === 'strict' && !knownHosts)
    throw new UsageError('input known-hosts: needed with host-key-policy strict');
  return {
    cluster: clusterInput(read),
    ...(optional('clusterfile') ? { clusterfile: optional('clusterfile') } : {}),
    masters: hostListInput(read, 'masters'),
    nodes: hostListInput(read, 'nodes'),
    ssh: sshInputs(read),
    hostKeyPolicy: policy,
    ...(knownHosts ? { knownHosts: `${knownHosts}\n` } : {}),
    forgetHostKeys: addressListInput(read, 'forget-host-key'),
    state: stateSettingsInput(read),
    force: booleanInput(read, 'force', false),
    lockTimeoutMinutes: minutesInput(read, 'lock-timeout', 10),
  };
}
